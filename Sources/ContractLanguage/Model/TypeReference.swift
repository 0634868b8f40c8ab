/// A field's or payload's type, resolved.
public indirect enum TypeReference: Sendable, Hashable {
  case string, int, number, bool, date, json, capabilities
  /// A declared `type` or `enum`.
  case named(String)
  case array(TypeReference)
  /// `[string: T]`; keys are always strings.
  case map(TypeReference)
  case optional(TypeReference)

  static let builtIns: [String: TypeReference] = [
    "string": .string, "int": .int, "number": .number, "bool": .bool, "date": .date, "json": .json,
    "capabilities": .capabilities,
  ]

  /// The canonical spelling, as `show` and `fmt` print it: `FocusStats?`, `[string: string]`.
  public var spelling: String {
    switch self {
    case .string: "string"
    case .int: "int"
    case .number: "number"
    case .bool: "bool"
    case .date: "date"
    case .json: "json"
    case .capabilities: "capabilities"
    case .named(let name): name
    case .array(let element): "[\(element.spelling)]"
    case .map(let value): "[string: \(value.spelling)]"
    case .optional(let wrapped): "\(wrapped.spelling)?"
    }
  }

  public var isOptional: Bool {
    if case .optional = self { return true }
    return false
  }
}
