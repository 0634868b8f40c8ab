import BridgeDiagnostics

/// Where an element is available, in release indices of the whole history, after inheritance:
/// a child never outlives its parent and inherits its `@requires`.
public struct Availability: Sendable, Equatable {
  public var since: Int
  public var deprecated: Int?
  public var deprecationMessage: String?
  public var removed: Int?
  /// The capabilities content must check before using the element (its own and its ancestors'),
  /// by name, sorted.
  public var requires: [String]

  public func isAvailable(in release: Int) -> Bool {
    release >= since && removed.map { release < $0 } ?? true
  }

  public func isDeprecated(in release: Int) -> Bool {
    deprecated.map { release >= $0 } ?? false
  }
}

/// The availability attributes as written on one declaration, resolved to release indices.
public struct DeclaredAvailability: Sendable {
  public struct Mark: Sendable {
    public let release: Int
    public let span: Span
  }

  public var since: Mark?
  public var deprecated: Mark?
  public var deprecationMessage: String?
  public var removed: Mark?
  public var requires: [(capability: String, span: Span)] = []
  /// Whether `@requires` was written, even naming no declared capability: the unknown name is
  /// reported once, not again as a missing requirement.
  public var requiresWritten = false
}
