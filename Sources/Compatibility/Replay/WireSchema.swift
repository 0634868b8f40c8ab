import BridgeDiagnostics
import ContractLanguage

/// One release's interface seen as the wire format it implies (CONTRACT-LANGUAGE.md, "Wire
/// format"): which envelopes each side sends, and what a tolerant reader of each accepts.
///
/// It is built from a ``ReleaseInterface`` alone — never from the contract's declarations —
/// so a lock's recorded interface and today's contract give schemas that compare exactly.
public struct WireSchema: Sendable {
  public struct Message: Sendable {
    public let name: String
    public let direction: Direction
    /// Readers ignore case kinds they do not know.
    public let isOpen: Bool
    /// A payload type, for a message without cases.
    public let payload: TypeReference?
    /// Case kind → its fields; `nil` for a message without cases.
    public let cases: [String: [String: TypeReference]]?
  }

  public struct Record: Sendable {
    public let name: String
    /// Readers reject fields they do not know.
    public let isClosed: Bool
    public let fields: [String: TypeReference]
  }

  public struct Enumeration: Sendable {
    public let name: String
    /// Readers ignore values they do not know.
    public let isOpen: Bool
    /// The values in byte order, so generated payloads are the same on every machine.
    public let values: [String]
  }

  public let release: String
  /// By qualified name (`tempo.perform`).
  public let messages: [String: Message]
  public let records: [String: Record]
  public let enumerations: [String: Enumeration]
  /// Qualified capability name → its scopes, in byte order.
  public let capabilities: [String: [String]]

  /// The schema of `interface`, or what makes the interface unreadable (a type spelling that is
  /// not one, a reference to a type the interface lacks).
  public static func make(_ interface: ReleaseInterface) -> Result<WireSchema, WireSchemaError> {
    var messageShapes: [String: InterfaceElement] = [:]
    var caseFields: [String: [String: [String: TypeReference]]] = [:]
    var recordShapes: [String: InterfaceElement] = [:]
    var recordFields: [String: [String: TypeReference]] = [:]
    var enumShapes: [String: InterfaceElement] = [:]
    var enumValues: [String: [String]] = [:]
    var capabilities: [String: [String]] = [:]
    var references: [(TypeReference, String)] = []

    func type(of element: InterfaceElement) throws(WireSchemaError) -> TypeReference {
      guard let spelling = element.type, let type = TypeReference(spelling: spelling) else {
        throw WireSchemaError(
          id: element.id,
          message: "'\(element.id)' has no readable type (\(element.type ?? "none"))")
      }
      references.append((type, element.id))
      return type
    }

    do throws(WireSchemaError) {
      for element in interface.elements {
        guard let colon = element.id.firstIndex(of: ":") else { continue }
        let kind = element.id[..<colon]
        let name = String(element.id[element.id.index(after: colon)...])
        switch kind {
        case "message":
          messageShapes[name] = element
          if element.type != nil { _ = try type(of: element) }
        case "case":
          let (message, kind) = split(name, at: "/")
          if caseFields[message]?[kind] == nil { caseFields[message, default: [:]][kind] = [:] }
        case "field":
          if name.contains("/") {
            // `tempo.perform/task.create(title)`
            let (message, rest) = split(name, at: "/")
            guard let open = rest.firstIndex(of: "("), rest.hasSuffix(")") else { continue }
            let kind = String(rest[..<open])
            let field = String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
            caseFields[message, default: [:]][kind, default: [:]][field] = try type(of: element)
          } else {
            let (record, field) = split(name, at: ".")
            recordFields[record, default: [:]][field] = try type(of: element)
          }
        case "type": recordShapes[name] = element
        case "enum": enumShapes[name] = element
        case "enum-case":
          let (enumeration, value) = split(name, at: ".")
          enumValues[enumeration, default: []].append(value)
        case "capability": capabilities[name, default: []] += []
        case "scope":
          let (capability, scope) = split(name, at: "/")
          capabilities[capability, default: []].append(scope)
        default: continue
        }
      }
      var messages: [String: Message] = [:]
      for (name, shape) in messageShapes {
        messages[name] = Message(
          name: name, direction: shape.direction ?? .content, isOpen: shape.open ?? false,
          payload: shape.type.flatMap { TypeReference(spelling: $0) },
          cases: shape.type == nil ? caseFields[name] : nil)
      }
      var records: [String: Record] = [:]
      for (name, shape) in recordShapes {
        records[name] = Record(
          name: name, isClosed: shape.closed ?? false, fields: recordFields[name] ?? [:])
      }
      var enumerations: [String: Enumeration] = [:]
      for (name, shape) in enumShapes {
        enumerations[name] = Enumeration(
          name: name, isOpen: shape.open ?? false,
          values: (enumValues[name] ?? []).sorted { $0.precedesInByteOrder($1) })
      }
      for (reference, id) in references {
        for name in reference.namedTypes
        where records[name] == nil && enumerations[name] == nil {
          throw WireSchemaError(
            id: id, message: "'\(id)' refers to '\(name)', which the interface does not declare")
        }
      }
      return .success(
        WireSchema(
          release: interface.release, messages: messages, records: records,
          enumerations: enumerations,
          capabilities: capabilities.mapValues {
            $0.sorted { $0.precedesInByteOrder($1) }
          }))
    } catch {
      return .failure(error)
    }
  }

  /// The messages `direction` sends, by name in byte order.
  public func messages(from direction: Direction) -> [Message] {
    messages.values.filter { $0.direction == direction }
      .sorted { $0.name.precedesInByteOrder($1.name) }
  }
}

public struct WireSchemaError: Error, Sendable, Equatable {
  public let id: String
  public let message: String
}

/// `a.b/c` split at the first `separator`; everything is the first part when there is none.
private func split(_ text: String, at separator: Character) -> (String, String) {
  guard let index = text.firstIndex(of: separator) else { return (text, "") }
  return (String(text[..<index]), String(text[text.index(after: index)...]))
}

extension TypeReference {
  /// The declared types and enums it names, however deeply wrapped.
  var namedTypes: [String] {
    switch self {
    case .named(let name): [name]
    case .array(let inner), .map(let inner), .optional(let inner): inner.namedTypes
    default: []
    }
  }
}
