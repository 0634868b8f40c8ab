/// Bounds that keep hostile or accidental input from exhausting the stack, memory or patience.
/// Each exceeded limit is a diagnostic naming it.
public struct ContractLimits: Sendable {
  /// Largest contract file read, in bytes.
  public var maxFileBytes: Int
  /// Deepest type expression (`[[[T]]]`); the parser recurses once per level.
  public var maxTypeNesting: Int
  /// Most `*.contract` files in one contract folder.
  public var maxFiles: Int

  public init(maxFileBytes: Int, maxTypeNesting: Int, maxFiles: Int) {
    self.maxFileBytes = maxFileBytes
    self.maxTypeNesting = maxTypeNesting
    self.maxFiles = maxFiles
  }

  public static let `default` = ContractLimits(
    maxFileBytes: 8 << 20, maxTypeNesting: 32, maxFiles: 1000)
}
