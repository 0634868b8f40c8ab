import BridgeDiagnostics

/// The kinds of element a contract declares.
public enum ElementKind: String, Sendable, CaseIterable {
  case message
  case messageCase = "case"
  case capability, scope, module, type, field
  case enumeration = "enum"
  case enumCase = "enum-case"

  /// How messages name the kind: "case", "enum case".
  public var word: String { self == .enumCase ? "enum case" : rawValue }
}

/// Who sends a message.
public enum Direction: String, Sendable {
  /// Content → native: native must accept it.
  case content
  /// Native → content: content must be able to read it.
  case native
}

/// One declared thing with an availability: a message, case, capability, scope, module, type,
/// field or enum case. The contract is a flat list of these with parent links.
///
/// A class, not a struct: elements never change once resolved, and every rule walks all of them,
/// so sharing one instance (a retain) beats copying a dozen reference-counted fields.
public final class Element: Sendable {
  /// The stable id of CONTRACT-LANGUAGE.md: `case:tempo.perform/task.archive`.
  public let id: String
  public let kind: ElementKind
  /// The name as declared (unqualified): `perform`, `task.archive`, `focus`.
  public let name: String
  /// Index of the parent element (a case's message, a field's type or case, …).
  public let parent: Int?
  public let availability: Availability
  public let declared: DeclaredAvailability
  public let docs: [String]
  /// The name as written, where diagnostics about the element point.
  public let span: Span
  /// For messages and their cases and case fields: who sends them.
  public let direction: Direction?
  /// A message whose reader ignores unknown case kinds, or an enum whose reader ignores unknown
  /// values.
  public let isOpen: Bool
  /// A record whose reader rejects unknown fields.
  public let isClosed: Bool
  /// A field's type or a message's payload type.
  public let type: TypeReference?
  /// A module's npm package (`from "expo-haptics"`).
  public let package: String?

  init(
    id: String,
    kind: ElementKind,
    name: String,
    parent: Int?,
    availability: Availability,
    declared: DeclaredAvailability,
    docs: [String],
    span: Span,
    direction: Direction?,
    isOpen: Bool,
    isClosed: Bool,
    type: TypeReference?,
    package: String?
  ) {
    self.id = id
    self.kind = kind
    self.name = name
    self.parent = parent
    self.availability = availability
    self.declared = declared
    self.docs = docs
    self.span = span
    self.direction = direction
    self.isOpen = isOpen
    self.isClosed = isClosed
    self.type = type
    self.package = package
  }
}
