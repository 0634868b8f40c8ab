/// Reads JSON (RFC 8259) into ``JSONValue``, or says where and why it is not JSON; and, for the
/// configurations TypeScript reads (`tsconfig.json`), JSON with comments (``Dialect``).
///
/// Every JSON input (locks, snapshots, transcripts, `metadata.json`, `package.json`, app configs,
/// baselines) is read with it instead of `JSONSerialization` because a
/// gate must point at the byte that is wrong, must tell `1` from `1.0` from `true`, and must not
/// crash or recurse without bound on hostile input. Messages never quote the input: captures hold
/// private data, and a diagnostic's place is enough to find the problem.
public struct JSONParser {
  /// How deeply arrays and objects may nest before the input is refused.
  public static let defaultMaxDepth = 256

  /// What the input may hold beyond RFC 8259.
  public enum Dialect: Sendable {
    case json
    /// JSON with comments (`//`, `/* */`) and a comma after an array's or object's last element,
    /// as TypeScript reads `tsconfig.json` and `jsconfig.json`.
    case jsonWithComments
  }

  private let file: SourceFile
  private let bytes: UnsafeBufferPointer<UInt8>
  private let end: Int
  private let maxDepth: Int
  private let dialect: Dialect
  private var offset: Int

  private init(
    file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, maxDepth: Int,
    dialect: Dialect
  ) {
    self.file = file
    self.bytes = bytes
    self.offset = range.lowerBound
    self.end = range.upperBound
    self.maxDepth = maxDepth
    self.dialect = dialect
  }

  /// Parses one JSON value filling `range` of the file (the whole file by default); only
  /// whitespace may surround it.
  public static func parse(
    _ file: SourceFile, range: Range<Int>? = nil, maxDepth: Int = defaultMaxDepth,
    dialect: Dialect = .json
  ) -> Result<JSONValue, Diagnostic> {
    let range = range ?? 0..<file.bytes.count
    return file.bytes.withUnsafeBufferPointer { bytes in
      var parser = JSONParser(
        file: file, bytes: bytes, range: range, maxDepth: maxDepth, dialect: dialect)
      do throws(Diagnostic) {
        try parser.skipWhitespace()
        guard parser.offset < parser.end else {
          throw parser.failure("expected a JSON value, found the end of the input")
        }
        let value = try parser.value(depth: 0)
        try parser.skipWhitespace()
        guard parser.offset == parser.end else {
          throw parser.failure("unexpected text after the JSON value")
        }
        return .success(value)
      } catch {
        return .failure(error)
      }
    }
  }

  /// Parses JSON Lines: one value per non-blank line. Each line is a value or the reason it is
  /// not, so one bad line does not hide the others.
  public static func parseLines(
    _ file: SourceFile, maxDepth: Int = defaultMaxDepth
  ) -> [(line: Int, value: Result<JSONValue, Diagnostic>)] {
    var results: [(line: Int, value: Result<JSONValue, Diagnostic>)] = []
    file.forEachLine { line, range in
      guard range.contains(where: { !isWhitespace(file.bytes[$0]) }) else { return }
      results.append((line + 1, parse(file, range: range, maxDepth: maxDepth)))
    }
    return results
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  private func failure(_ message: String, at start: Int? = nil, length: Int = 1) -> Diagnostic {
    let start = min(start ?? offset, file.bytes.count)
    return .fatal(
      "invalid-json", message,
      at: Span(file: file, start: start, length: min(length, file.bytes.count - start)))
  }

  /// Skips whitespace, and in JSON with comments the comments too.
  private mutating func skipWhitespace() throws(Diagnostic) {
    while offset < end {
      if JSONParser.isWhitespace(bytes[offset]) {
        offset += 1
      } else if dialect == .jsonWithComments, bytes[offset] == UInt8(ascii: "/"),
        offset + 1 < end
      {
        let start = offset
        switch bytes[offset + 1] {
        case UInt8(ascii: "/"):
          while offset < end, bytes[offset] != 0x0A { offset += 1 }
        case UInt8(ascii: "*"):
          offset += 2
          while offset + 1 < end,
            !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/"))
          {
            offset += 1
          }
          guard offset + 1 < end else { throw failure("unterminated comment", at: start) }
          offset += 2
        default:
          return
        }
      } else {
        return
      }
    }
  }

  /// Whether a `,` just read ends the elements: a trailing comma before `closer`, which JSON
  /// with comments allows.
  private mutating func closesAfterComma(_ closer: UInt8) throws(Diagnostic) -> Bool {
    guard dialect == .jsonWithComments else { return false }
    try skipWhitespace()
    guard offset < end, bytes[offset] == closer else { return false }
    offset += 1
    return true
  }

  private func describeNext() -> String {
    guard offset < end else { return "the end of the input" }
    switch bytes[offset] {
    case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"):
      return "'\(Character(Unicode.Scalar(bytes[offset])))'"
    default: return "other text"
    }
  }

  private mutating func value(depth: Int) throws(Diagnostic) -> JSONValue {
    guard offset < end else {
      throw failure("expected a JSON value, found the end of the input")
    }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure("expected a JSON value, found \(describeNext())")
    }
  }

  private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Diagnostic)
    -> JSONValue
  {
    let count = word.utf8CodeUnitCount
    let matches =
      offset + count <= end
      && (0..<count).allSatisfy { bytes[offset + $0] == word.utf8Start[$0] }
    guard matches else { throw failure("expected a JSON value, found \(describeNext())") }
    offset += count
    return value
  }

  private mutating func object(depth: Int) throws(Diagnostic) -> JSONValue {
    guard depth <= maxDepth else {
      throw failure("arrays and objects nest deeper than the limit of \(maxDepth)")
    }
    offset += 1
    var members: [String: JSONValue] = [:]
    try skipWhitespace()
    if offset < end, bytes[offset] == UInt8(ascii: "}") {
      offset += 1
      return .object(members)
    }
    while true {
      try skipWhitespace()
      guard offset < end, bytes[offset] == UInt8(ascii: "\"") else {
        throw failure("expected a string key, found \(describeNext())")
      }
      let keyStart = offset
      let key = try string()
      try skipWhitespace()
      guard offset < end, bytes[offset] == UInt8(ascii: ":") else {
        throw failure("expected ':' after an object key, found \(describeNext())")
      }
      offset += 1
      try skipWhitespace()
      let member = try value(depth: depth)
      // A key given twice means two writers disagree about one value; taking either would be a
      // guess, so the input is refused.
      guard members.updateValue(member, forKey: key) == nil else {
        throw failure("duplicate key in an object", at: keyStart, length: 1)
      }
      try skipWhitespace()
      guard offset < end else { throw failure("expected ',' or '}', found the end of the input") }
      if bytes[offset] == UInt8(ascii: ",") {
        offset += 1
        if try closesAfterComma(UInt8(ascii: "}")) { return .object(members) }
        continue
      }
      guard bytes[offset] == UInt8(ascii: "}") else {
        throw failure("expected ',' or '}', found \(describeNext())")
      }
      offset += 1
      return .object(members)
    }
  }

  private mutating func array(depth: Int) throws(Diagnostic) -> JSONValue {
    guard depth <= maxDepth else {
      throw failure("arrays and objects nest deeper than the limit of \(maxDepth)")
    }
    offset += 1
    var elements: [JSONValue] = []
    try skipWhitespace()
    if offset < end, bytes[offset] == UInt8(ascii: "]") {
      offset += 1
      return .array(elements)
    }
    while true {
      try skipWhitespace()
      elements.append(try value(depth: depth))
      try skipWhitespace()
      guard offset < end else { throw failure("expected ',' or ']', found the end of the input") }
      if bytes[offset] == UInt8(ascii: ",") {
        offset += 1
        if try closesAfterComma(UInt8(ascii: "]")) { return .array(elements) }
        continue
      }
      guard bytes[offset] == UInt8(ascii: "]") else {
        throw failure("expected ',' or ']', found \(describeNext())")
      }
      offset += 1
      return .array(elements)
    }
  }

  private mutating func string() throws(Diagnostic) -> String {
    let start = offset
    offset += 1
    // The common case, a string without escapes, is copied in one piece.
    var runStart = offset
    var scalars = String.UnicodeScalarView()
    var text = ""
    while true {
      guard offset < end else { throw failure("unterminated string", at: start) }
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") { break }
      if byte < 0x20 { throw failure("control character in a string; it must be escaped") }
      if byte != UInt8(ascii: "\\") {
        offset += 1
        continue
      }
      text += String(
        decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]), as: UTF8.self)
      let escapeStart = offset
      offset += 1
      guard offset < end else { throw failure("unterminated string", at: start) }
      let escaped = bytes[offset]
      offset += 1
      switch escaped {
      case UInt8(ascii: "\""): text += "\""
      case UInt8(ascii: "\\"): text += "\\"
      case UInt8(ascii: "/"): text += "/"
      case UInt8(ascii: "b"): text += "\u{08}"
      case UInt8(ascii: "f"): text += "\u{0C}"
      case UInt8(ascii: "n"): text += "\n"
      case UInt8(ascii: "r"): text += "\r"
      case UInt8(ascii: "t"): text += "\t"
      case UInt8(ascii: "u"):
        let unit = try hexUnit(escapeStart: escapeStart)
        var scalar = Unicode.Scalar(unit)
        if (0xD800..<0xDC00).contains(unit) {
          // A high surrogate must be followed by an escaped low one.
          guard offset + 1 < end, bytes[offset] == UInt8(ascii: "\\"),
            bytes[offset + 1] == UInt8(ascii: "u")
          else { throw failure("unpaired surrogate in a \\u escape", at: escapeStart, length: 6) }
          offset += 2
          let low = try hexUnit(escapeStart: offset - 2)
          guard (0xDC00..<0xE000).contains(low) else {
            throw failure("unpaired surrogate in a \\u escape", at: escapeStart, length: 12)
          }
          scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        }
        guard let scalar else {
          throw failure("unpaired surrogate in a \\u escape", at: escapeStart, length: 6)
        }
        scalars.removeAll(keepingCapacity: true)
        scalars.append(scalar)
        text += String(scalars)
      default: throw failure("invalid escape in a string", at: escapeStart, length: 2)
      }
      runStart = offset
    }
    text += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]), as: UTF8.self)
    offset += 1
    return text
  }

  private mutating func hexUnit(escapeStart: Int) throws(Diagnostic) -> UInt32 {
    guard offset + 4 <= end else {
      throw failure("a \\u escape needs four hexadecimal digits", at: escapeStart, length: 2)
    }
    var unit: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        throw failure("a \\u escape needs four hexadecimal digits", at: escapeStart, length: 2)
      }
      unit = unit << 4 | UInt32(digit)
      offset += 1
    }
    return unit
  }

  private mutating func number() throws(Diagnostic) -> JSONValue {
    let start = offset
    func digits(_ parser: inout JSONParser) -> Int {
      let first = parser.offset
      while parser.offset < parser.end,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.offset])
      {
        parser.offset += 1
      }
      return parser.offset - first
    }
    if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    let integerStart = offset
    let integerDigits = digits(&self)
    guard integerDigits > 0 else { throw failure("expected a digit in a number") }
    guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
      throw failure("a number must not start with a leading zero", at: integerStart)
    }
    var isInteger = true
    if offset < end, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      isInteger = false
      guard digits(&self) > 0 else { throw failure("expected a digit after the decimal point") }
    }
    if offset < end, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
      offset += 1
      isInteger = false
      if offset < end, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
        offset += 1
      }
      guard digits(&self) > 0 else { throw failure("expected a digit in the exponent") }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    if isInteger, let integer = Int(text) { return .int(integer) }
    guard let number = Double(text), number.isFinite else {
      throw failure("number is out of range", at: start, length: offset - start)
    }
    return .number(number)
  }
}
