/// A JSON value and its one deterministic rendering: keys sorted by bytes, two-space indent,
/// strings escaped minimally (no `\/`), numbers in their shortest round-tripping form. The same
/// value prints the same bytes on every machine, which Foundation's serializer does not promise.
///
/// Reports are built from it, and ``JSONParser`` reads inputs (locks, captures) into it.
public indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case int(Int)
  /// A number with a fraction or an exponent, or too large for `Int`.
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  public static func optional(_ value: String?) -> JSONValue {
    value.map(JSONValue.string) ?? .null
  }
  public static func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }

  /// The value pretty-printed, ending with a newline.
  public func rendered() -> String {
    var output = ""
    write(to: &output, indent: 0)
    return output + "\n"
  }

  private func write(to output: inout String, indent: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .number(let value):
      // Swift's description is the shortest text that reads back as the same double; JSON has
      // no spelling for infinities or NaN, which the parser never produces.
      output += value.isFinite ? "\(value)" : "null"
    case .string(let value): JSONValue.writeString(value, to: &output)
    case .array(let values):
      guard !values.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (index, value) in values.enumerated() {
        output += String(repeating: "  ", count: indent + 1)
        value.write(to: &output, indent: indent + 1)
        output += index < values.count - 1 ? ",\n" : "\n"
      }
      output += String(repeating: "  ", count: indent) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      for (index, key) in keys.enumerated() {
        output += String(repeating: "  ", count: indent + 1)
        JSONValue.writeString(key, to: &output)
        output += ": "
        members[key]!.write(to: &output, indent: indent + 1)
        output += index < keys.count - 1 ? ",\n" : "\n"
      }
      output += String(repeating: "  ", count: indent) + "}"
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
