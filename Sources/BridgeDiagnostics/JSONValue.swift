import Foundation

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
    var output: [UInt8] = []
    write(to: &output, indent: 0)
    output.append(0x0A)
    return String(decoding: output, as: UTF8.self)
  }

  /// `JSONValue.object(members)` with `key` added as an array of `count` elements, rendered —
  /// each element built by `element` only when it is written, so that a report's results are
  /// never all values at once (100,000 uses took 100 MB as values, 22 MB as text).
  public static func renderedObject(
    _ members: [String: JSONValue], array key: String, count: Int,
    element: @Sendable (Int) -> JSONValue
  ) -> String {
    var output: [UInt8] = []
    // Delivered once, whole.
    writeObject(members, array: key, count: count, element: element, streaming: false) {
      output = $0
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// `renderedObject`'s bytes handed to `deliver` piece by piece, in order, as the array's
  /// elements are rendered: a report of 130,000 uses (70 MB of text) reaches its file or
  /// terminal without ever standing whole in memory.
  public static func writeObject(
    _ members: [String: JSONValue], array key: String, count: Int,
    element: @Sendable (Int) -> JSONValue, deliver: ([UInt8]) -> Void
  ) {
    writeObject(members, array: key, count: count, element: element, streaming: true, deliver)
  }

  private static func writeObject(
    _ members: [String: JSONValue], array key: String, count: Int,
    element: @Sendable (Int) -> JSONValue, streaming: Bool, _ deliver: ([UInt8]) -> Void
  ) {
    precondition(members[key] == nil, "'\(key)' is both a member and the streamed array")
    var output: [UInt8] = []
    writeObject(keys: Array(members.keys) + [key], indent: 0, to: &output) { member, output in
      if member == key {
        writeArray(count: count, indent: 1, to: &output, element: element, streamed: streaming) {
          full in
          // Not streamed, the whole is delivered once, at the end.
          guard streaming else { return }
          deliver(full)
          full.removeAll(keepingCapacity: true)
        }
      } else {
        members[member]!.write(to: &output, indent: 1)
      }
    }
    output.append(0x0A)
    deliver(output)
  }

  // Written as bytes: reports of many megabytes are assembled several times faster than by
  // appending to a String.
  private func write(to output: inout [UInt8], indent: Int) {
    switch self {
    case .null: output += "null".utf8
    case .bool(let value): output += (value ? "true" : "false").utf8
    case .int(let value): output += String(value).utf8
    case .number(let value):
      // Swift's description is the shortest text that reads back as the same double; JSON has
      // no spelling for infinities or NaN, which the parser never produces.
      output += (value.isFinite ? "\(value)" : "null").utf8
    case .string(let value): JSONValue.writeString(value, to: &output)
    case .array(let values):
      JSONValue.writeArray(count: values.count, indent: indent, to: &output) { values[$0] }
    case .object(let members):
      JSONValue.writeObject(keys: Array(members.keys), indent: indent, to: &output) {
        key, output in members[key]!.write(to: &output, indent: indent + 1)
      }
    }
  }

  /// An array of `count` elements, `element(index)` each; `flush` takes what is written so far
  /// after each batch of slices rendered concurrently — a few for each core when `streamed`,
  /// all of them otherwise.
  private static func writeArray(
    count: Int, indent: Int, to output: inout [UInt8], element: @Sendable (Int) -> JSONValue,
    streamed: Bool = false, flush: (inout [UInt8]) -> Void = { _ in }
  ) {
    guard count > 0 else {
      output += "[]".utf8
      return
    }
    output += "[\n".utf8
    if count >= parallelElements {
      // A long array (a report's results) is rendered in slices on every core, then joined
      // in order: the bytes are the same as written in one pass.
      let slices = stride(from: 0, to: count, by: parallelElements).map {
        $0..<min($0 + parallelElements, count)
      }
      let batch = streamed ? 4 * ProcessInfo.processInfo.activeProcessorCount : slices.count
      for first in stride(from: 0, to: slices.count, by: batch) {
        let batchSlices = slices[first..<min(first + batch, slices.count)]
        var rendered = concurrentMap(batchSlices.count) { slice in
          var part: [UInt8] = []
          for index in batchSlices[first + slice] {
            writeIndent(indent + 1, to: &part)
            element(index).write(to: &part, indent: indent + 1)
            part += (index < count - 1 ? ",\n" : "\n").utf8
          }
          return part
        }
        // Room for them all at once, each part let go once copied: growing by doubling, with
        // every part still held, took three times the text.
        output.reserveCapacity(output.count + rendered.reduce(0) { $0 + $1.count } + indent * 2 + 1)
        for index in rendered.indices {
          output += rendered[index]
          rendered[index] = []
        }
        flush(&output)
      }
    } else {
      for index in 0..<count {
        writeIndent(indent + 1, to: &output)
        element(index).write(to: &output, indent: indent + 1)
        output += (index < count - 1 ? ",\n" : "\n").utf8
      }
    }
    writeIndent(indent, to: &output)
    output.append(UInt8(ascii: "]"))
  }

  /// An object with `keys`, in byte order, each value written by `value`.
  private static func writeObject(
    keys: [String], indent: Int, to output: inout [UInt8],
    value: (String, inout [UInt8]) -> Void
  ) {
    guard !keys.isEmpty else {
      output += "{}".utf8
      return
    }
    output += "{\n".utf8
    let sorted = keys.sorted { $0.precedesInByteOrder($1) }
    for (index, key) in sorted.enumerated() {
      writeIndent(indent + 1, to: &output)
      writeString(key, to: &output)
      output += ": ".utf8
      value(key, &output)
      output += (index < sorted.count - 1 ? ",\n" : "\n").utf8
    }
    writeIndent(indent, to: &output)
    output.append(UInt8(ascii: "}"))
  }

  /// Arrays at least this long are rendered in slices of this many elements concurrently.
  static let parallelElements = 1024

  private static func writeIndent(_ depth: Int, to output: inout [UInt8]) {
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  private static func writeString(_ value: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Most strings need no escape and are copied whole.
    if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      output.append(contentsOf: value.utf8)
      output.append(UInt8(ascii: "\""))
      return
    }
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output += "\\\"".utf8
      case UInt8(ascii: "\\"): output += "\\\\".utf8
      case 0x0A: output += "\\n".utf8
      case 0x0D: output += "\\r".utf8
      case 0x09: output += "\\t".utf8
      case ..<0x20:
        let hex = String(byte, radix: 16)
        output += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
