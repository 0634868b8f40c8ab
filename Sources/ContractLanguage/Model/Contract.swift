import BridgeDiagnostics

/// One bridge's resolved contract: its history and every element with its availability.
///
/// Built by ``ContractResolver`` from the syntax of every contract file; the interface of a
/// release is computed from it (``interface(of:)``), never written twice.
public struct Contract: Sendable {
  public let bridge: String
  public let bridgeDocs: [String]
  public let channels: [Channel]
  public let runtimes: [Runtime]
  /// Every release, oldest first across runtimes.
  public let releases: [Release]
  /// Every element, in declaration order (files by path).
  public let elements: [Element]
  public let modulesComplete: Bool
  /// The `package NAME compatible(…)` declarations, in declaration order.
  public let packageCompatibility: [PackageCompatibility]
  /// The value of `runtime-version.txt`, when one was read.
  public let runtimeVersion: RuntimeVersionFile?

  /// The qualified name of a message or capability: `tempo.perform`.
  public func qualified(_ name: String) -> String { "\(bridge).\(name)" }

  public func release(named version: String) -> Release? {
    releases.first { $0.version == version }
  }

  public func runtime(named version: String) -> Runtime? {
    runtimes.first { $0.version == version }
  }

}

/// The runtime named by `runtime-version.txt`.
public struct RuntimeVersionFile: Sendable {
  public let value: String
  public let span: Span
}
