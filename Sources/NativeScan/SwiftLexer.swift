import BridgeDiagnostics

/// One token of Swift source, as much as the native-drift rules need: names, string literals
/// with their decoded value, and punctuation. Comments and whitespace are skipped.
public struct SwiftToken: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// A name or keyword (`case`, `let`, `perform`); backticks removed.
    case identifier(String)
    /// A string literal: its value, or `nil` when it interpolates (its value is not known).
    case string(String?)
    /// An operator or punctuation: `:`, `,`, `==`, `.`, `(`, `[`, `{`, ….
    case symbol(String)
    /// Numbers, `#if` and other directives, regular expression literals.
    case other
  }

  public let kind: Kind
  /// Byte offset of the token's first byte.
  public let offset: Int
  public let length: Int
}

/// A byte-level lexer for Swift source that gets strings right: escapes, `\(…)` interpolation
/// (with strings, comments and parentheses nested inside), multi-line `"""` strings with their
/// indentation removed, raw `#"…"#` strings at any number of `#`, and nested block comments.
/// A name inside a comment, an interpolation or a longer string is therefore never a literal of
/// its own.
///
/// Limits: a bare `/…/` regular expression literal is read as operators (an extended `#/…/#` one
/// is skipped whole); a `"` inside a bare one would be misread as a string.
public struct SwiftLexer {
  private let bytes: [UInt8]
  private let file: SourceFile
  private var offset = 0
  public private(set) var tokens: [SwiftToken] = []

  /// Tokenizes the file, or returns what could not be read (an unterminated string or comment)
  /// with its place.
  public static func tokenize(_ file: SourceFile) -> Result<[SwiftToken], Diagnostic> {
    var lexer = SwiftLexer(file: file)
    do throws(Diagnostic) {
      try lexer.run()
      return .success(lexer.tokens)
    } catch {
      return .failure(error)
    }
  }

  private init(file: SourceFile) {
    self.file = file
    self.bytes = file.bytes
  }

  private func byte(_ at: Int) -> UInt8? { at < bytes.count ? bytes[at] : nil }

  private func failure(_ message: String, at start: Int) -> Diagnostic {
    .fatal(
      "swift-unreadable", message,
      at: Span(file: file, start: start, length: min(1, bytes.count - start)))
  }

  private mutating func run() throws(Diagnostic) {
    while offset < bytes.count {
      let start = offset
      let current = bytes[offset]
      switch current {
      // Whitespace, and semicolons, which separate nothing the rules look at.
      case 0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x0B, UInt8(ascii: ";"):
        offset += 1
      case UInt8(ascii: "/") where byte(offset + 1) == UInt8(ascii: "/"):
        while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
      case UInt8(ascii: "/") where byte(offset + 1) == UInt8(ascii: "*"):
        try skipBlockComment()
      case UInt8(ascii: "\""):
        let value = try string(hashes: 0)
        tokens.append(SwiftToken(kind: .string(value), offset: start, length: offset - start))
      case UInt8(ascii: "#"):
        var hashes = 0
        while byte(offset + hashes) == UInt8(ascii: "#") { hashes += 1 }
        if byte(offset + hashes) == UInt8(ascii: "\"") {
          offset += hashes
          let value = try string(hashes: hashes)
          tokens.append(SwiftToken(kind: .string(value), offset: start, length: offset - start))
        } else if byte(offset + hashes) == UInt8(ascii: "/") {
          try skipExtendedRegex(hashes: hashes)
          tokens.append(SwiftToken(kind: .other, offset: start, length: offset - start))
        } else {
          // `#if`, `#selector`, `#available`: a directive word.
          offset += hashes
          while offset < bytes.count, isIdentifierByte(bytes[offset]) { offset += 1 }
          tokens.append(SwiftToken(kind: .other, offset: start, length: offset - start))
        }
      case UInt8(ascii: "`"):
        offset += 1
        let nameStart = offset
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "`"), bytes[offset] != 0x0A {
          offset += 1
        }
        let name = String(decoding: bytes[nameStart..<offset], as: UTF8.self)
        if byte(offset) == UInt8(ascii: "`") { offset += 1 }
        tokens.append(SwiftToken(kind: .identifier(name), offset: start, length: offset - start))
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        while offset < bytes.count,
          isIdentifierByte(bytes[offset])
            || bytes[offset] == UInt8(ascii: ".")
              && byte(offset + 1).map({ (0x30...0x39).contains($0) }) == true
        {
          offset += 1
        }
        tokens.append(SwiftToken(kind: .other, offset: start, length: offset - start))
      case _ where isIdentifierStart(current):
        while offset < bytes.count, isIdentifierByte(bytes[offset]) { offset += 1 }
        let name = String(decoding: bytes[start..<offset], as: UTF8.self)
        tokens.append(SwiftToken(kind: .identifier(name), offset: start, length: offset - start))
      case _ where isOperatorByte(current):
        // `.` stands alone (member access); other operator characters run together (`==`, `->`).
        if current == UInt8(ascii: ".") {
          offset += 1
        } else {
          while offset < bytes.count, isOperatorByte(bytes[offset]),
            bytes[offset] != UInt8(ascii: "."),
            !(bytes[offset] == UInt8(ascii: "/")
              && (byte(offset + 1) == UInt8(ascii: "/") || byte(offset + 1) == UInt8(ascii: "*")))
          {
            offset += 1
          }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        tokens.append(SwiftToken(kind: .symbol(text), offset: start, length: offset - start))
      default:
        offset += 1
        tokens.append(
          SwiftToken(
            kind: .symbol(String(decoding: bytes[start..<offset], as: UTF8.self)), offset: start,
            length: 1))
      }
    }
  }

  private func isIdentifierStart(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  private func isIdentifierByte(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private func isOperatorByte(_ byte: UInt8) -> Bool {
    "=+-*/%<>!&|^~?.".utf8.contains(byte)
  }

  /// `/* … */`, nested as Swift nests them.
  private mutating func skipBlockComment() throws(Diagnostic) {
    let start = offset
    var depth = 0
    while offset < bytes.count {
      if bytes[offset] == UInt8(ascii: "/"), byte(offset + 1) == UInt8(ascii: "*") {
        depth += 1
        offset += 2
      } else if bytes[offset] == UInt8(ascii: "*"), byte(offset + 1) == UInt8(ascii: "/") {
        depth -= 1
        offset += 2
        if depth == 0 { return }
      } else {
        offset += 1
      }
    }
    throw failure("unterminated block comment", at: start)
  }

  /// `#/ … /#` (with as many `#` as opened it).
  private mutating func skipExtendedRegex(hashes: Int) throws(Diagnostic) {
    let start = offset
    offset += hashes + 1
    while offset < bytes.count {
      if bytes[offset] == UInt8(ascii: "\\") {
        offset += 2
        continue
      }
      if bytes[offset] == UInt8(ascii: "/"), closes(at: offset + 1, hashes: hashes) {
        offset += 1 + hashes
        return
      }
      offset += 1
    }
    throw failure("unterminated regular expression literal", at: start)
  }

  private func closes(at position: Int, hashes: Int) -> Bool {
    (0..<hashes).allSatisfy { byte(position + $0) == UInt8(ascii: "#") }
  }

  /// A string literal from its opening quote; `offset` is past its closing delimiter after. The
  /// decoded value, or `nil` when it interpolates.
  private mutating func string(hashes: Int) throws(Diagnostic) -> String? {
    let start = offset - hashes
    let multiLine = byte(offset + 1) == UInt8(ascii: "\"") && byte(offset + 2) == UInt8(ascii: "\"")
    offset += multiLine ? 3 : 1
    // Multi-line literals keep their lines apart until the indentation is known: each ended by a
    // newline in the source, or by a line continuation (`\` at the end), which joins it to the next.
    var value: [UInt8] = []
    var lines: [(text: [UInt8], continued: Bool)] = []
    var interpolates = false
    while true {
      guard offset < bytes.count else { throw failure("unterminated string literal", at: start) }
      let current = bytes[offset]
      if current == UInt8(ascii: "\"") {
        let quotes = multiLine ? 3 : 1
        if (0..<quotes).allSatisfy({ byte(offset + $0) == UInt8(ascii: "\"") }),
          closes(at: offset + quotes, hashes: hashes)
        {
          offset += quotes + hashes
          break
        }
        value.append(current)
        offset += 1
        continue
      }
      if current == 0x0A {
        guard multiLine else { throw failure("unterminated string literal", at: start) }
        lines.append((value, false))
        value = []
        offset += 1
        continue
      }
      if current == UInt8(ascii: "\\"), closes(at: offset + 1, hashes: hashes) {
        offset += 1 + hashes
        guard let escaped = byte(offset) else {
          throw failure("unterminated string literal", at: start)
        }
        offset += 1
        switch escaped {
        case UInt8(ascii: "("):
          interpolates = true
          try skipInterpolation(stringStart: start)
        case UInt8(ascii: "n"): value.append(0x0A)
        case UInt8(ascii: "t"): value.append(0x09)
        case UInt8(ascii: "r"): value.append(0x0D)
        case UInt8(ascii: "0"): value.append(0)
        case UInt8(ascii: "u"):
          guard byte(offset) == UInt8(ascii: "{"),
            let close = bytes[offset...].firstIndex(of: UInt8(ascii: "}")),
            let scalar = UInt32(
              String(decoding: bytes[(offset + 1)..<close], as: UTF8.self), radix: 16
            )
            .flatMap(Unicode.Scalar.init)
          else { throw failure("invalid \\u{…} escape in a string", at: offset - 2) }
          value += Array(String(Character(scalar)).utf8)
          offset = close + 1
        case 0x0A where multiLine, 0x0D where multiLine:
          if escaped == 0x0D, byte(offset) == 0x0A { offset += 1 }
          lines.append((value, true))
          value = []
        default: value.append(escaped)
        }
        continue
      }
      value.append(current)
      offset += 1
    }
    if interpolates { return nil }
    guard multiLine else { return String(decoding: value, as: UTF8.self) }
    lines.append((value, false))
    return SwiftLexer.multiLineValue(lines)
  }

  /// `\( … )`: code, with parentheses, strings and comments nested inside.
  private mutating func skipInterpolation(stringStart: Int) throws(Diagnostic) {
    var depth = 1
    while depth > 0 {
      guard offset < bytes.count else {
        throw failure("unterminated string literal", at: stringStart)
      }
      switch bytes[offset] {
      case UInt8(ascii: "("):
        depth += 1
        offset += 1
      case UInt8(ascii: ")"):
        depth -= 1
        offset += 1
      case UInt8(ascii: "\""):
        _ = try string(hashes: 0)
      case UInt8(ascii: "#")
      where byte(offset + 1) == UInt8(ascii: "\"") || byte(offset + 1) == UInt8(ascii: "#"):
        var hashes = 0
        while byte(offset + hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard byte(offset + hashes) == UInt8(ascii: "\"") else {
          offset += hashes
          continue
        }
        offset += hashes
        _ = try string(hashes: hashes)
      case UInt8(ascii: "/") where byte(offset + 1) == UInt8(ascii: "*"):
        try skipBlockComment()
      default:
        offset += 1
      }
    }
  }

  /// A multi-line literal's value: the lines between the delimiters' lines, less the closing
  /// line's indentation, joined by newlines except after a line continuation.
  static func multiLineValue(_ lines: [(text: [UInt8], continued: Bool)]) -> String {
    guard lines.count >= 2 else { return String(decoding: lines.first?.text ?? [], as: UTF8.self) }
    let indentation = lines.last!.text.prefix { $0 == 0x20 || $0 == 0x09 }
    var value: [UInt8] = []
    for (index, line) in lines.dropFirst().dropLast().enumerated() {
      let text =
        line.text.starts(with: indentation)
        ? line.text.dropFirst(indentation.count) : line.text[...]
      value += text
      if !line.continued && index < lines.count - 3 { value.append(0x0A) }
    }
    return String(decoding: value, as: UTF8.self)
  }
}
