import BridgeDiagnostics

/// Splits a contract file into tokens, reporting malformed strings, comments and stray bytes.
///
/// Works on bytes: the language is ASCII outside strings and comments, so no decoding is needed to
/// find token boundaries.
struct Lexer {
  private let file: SourceFile
  private let bytes: [UInt8]
  private var index = 0
  private var atLineStart = true
  private var newlinesSinceToken = 0
  private(set) var diagnostics: [Diagnostic] = []

  init(file: SourceFile) {
    self.file = file
    self.bytes = file.bytes
  }

  static func tokenize(_ file: SourceFile) -> (tokens: [Token], diagnostics: [Diagnostic]) {
    var lexer = Lexer(file: file)
    var tokens: [Token] = []
    tokens.reserveCapacity(file.bytes.count / 4)
    while true {
      let token = lexer.next()
      tokens.append(token)
      if token.kind == .endOfFile { break }
    }
    return (tokens, lexer.diagnostics)
  }

  static func isWordStart(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || isRangeOperator(byte)
  }

  /// `~` and `^` begin a version range (`compatible(~14.0)`); names and versions refuse them.
  static func isRangeOperator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "~") || byte == UInt8(ascii: "^")
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    isWordStart(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "+")
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func next() -> Token {
    skipSpaces()
    let start = index
    guard index < bytes.count else { return make(.endOfFile, start) }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\n"):
      return make(.newline, start)
    case UInt8(ascii: "{"): return make(.leftBrace, start)
    case UInt8(ascii: "}"): return make(.rightBrace, start)
    case UInt8(ascii: "("): return make(.leftParen, start)
    case UInt8(ascii: ")"): return make(.rightParen, start)
    case UInt8(ascii: "["): return make(.leftBracket, start)
    case UInt8(ascii: "]"): return make(.rightBracket, start)
    case UInt8(ascii: ":"): return make(.colon, start)
    case UInt8(ascii: ","): return make(.comma, start)
    case UInt8(ascii: "?"): return make(.question, start)
    case UInt8(ascii: "@"): return make(.at, start)
    case UInt8(ascii: "\""):
      lexString(start)
      return make(.string, start)
    case UInt8(ascii: "/") where peek == UInt8(ascii: "/"):
      while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      let isDoc =
        index - start >= 3 && bytes[start + 2] == UInt8(ascii: "/")
        && (index - start == 3 || bytes[start + 3] != UInt8(ascii: "/"))
      return make(isDoc ? .docComment : .lineComment, start, trimmingCarriageReturn: true)
    case UInt8(ascii: "/") where peek == UInt8(ascii: "*"):
      index += 1
      while index + 1 < bytes.count,
        !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
      {
        index += 1
      }
      if index + 1 < bytes.count {
        index += 2
      } else {
        index = bytes.count
        diagnostics.append(
          .error(
            "unterminated-comment", "unterminated block comment",
            at: Span(file: file, start: start, length: 2),
            notes: [.init("block comments end with '*/' and do not nest")]))
      }
      return make(.blockComment, start)
    case _ where Lexer.isWordStart(byte):
      while index < bytes.count, Lexer.isWordByte(bytes[index]) { index += 1 }
      return make(.word, start)
    default:
      // One whole scalar, so the caret and the message show the character the user typed.
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      let span = Span(file: file, start: start, length: index - start)
      diagnostics.append(
        .error(
          "unexpected-character", "unexpected character '\(file.text(of: span).printable)'",
          at: span))
      return make(.invalid, start)
    }
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipSpaces() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
      default: return
      }
    }
  }

  /// Reads a string literal whose opening quote is at `start`; it must end on the same line.
  private mutating func lexString(_ start: Int) {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        return
      case UInt8(ascii: "\\"):
        index += min(2, bytes.count - index)
      case UInt8(ascii: "\n"):
        reportUnterminatedString(start)
        return
      default:
        index += 1
      }
    }
    reportUnterminatedString(start)
  }

  private mutating func reportUnterminatedString(_ start: Int) {
    diagnostics.append(
      .error(
        "unterminated-string", "unterminated string literal",
        at: Span(file: file, start: start, length: 1),
        notes: [.init("a string ends with '\"' on the line where it starts")]))
  }

  private mutating func make(_ kind: Token.Kind, _ start: Int, trimmingCarriageReturn: Bool = false)
    -> Token
  {
    var end = index
    if trimmingCarriageReturn, end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    let token = Token(
      kind: kind, range: start..<end, followsBlankLine: newlinesSinceToken >= 2,
      startsLine: atLineStart)
    if kind == .newline {
      newlinesSinceToken += 1
      atLineStart = true
    } else {
      newlinesSinceToken = 0
      atLineStart = false
    }
    return token
  }
}

extension String {
  /// The text with control characters escaped, for quoting user input in a message.
  var printable: String {
    var result = ""
    for scalar in unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
