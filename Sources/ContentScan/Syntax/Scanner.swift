import Foundation

/// A syntax error: where it is and what is wrong. The message is put together only when it is
/// shown: the parser raises and drops many while it tries readings (an arrow function or a
/// parenthesized expression), and building text for each cost a tenth of the parse.
struct SyntaxError: Error, Sendable {
  var offset: Int
  /// What is wrong, or `nil` for a token that cannot stand here (`unexpected 'x'`).
  var problem: StaticString?
  /// The unexpected token's end.
  var tokenEnd = 0
  /// What could have stood there instead.
  var expected: StaticString?
  /// `expected` is a word to show in quotes.
  var quotesExpected = false
  /// The identifier of the diagnostic.
  var id = "syntax-error"
  /// Raised past a construct's point of no return (an arrow's `=>`): no other reading of the
  /// code before it can succeed, so backtracking stops here and the error stands.
  var isCommitted = false

  init(offset: Int, problem: StaticString?, id: String = "syntax-error") {
    self.offset = offset
    self.problem = problem
    self.id = id
  }

  /// The message, for the file the parser read.
  func message(in bytes: UnsafeBufferPointer<UInt8>) -> String {
    if let problem { return problem.description }
    let wanted = expected.map { quotesExpected ? "'\($0)'" : $0.description }
    guard offset < bytes.count, tokenEnd > offset else {
      return wanted.map { "unexpected end of file; expected \($0)" } ?? "unexpected end of file"
    }
    let spelling = String(decoding: bytes[offset..<min(tokenEnd, offset + 40)], as: UTF8.self)
    return wanted.map { "unexpected '\(spelling)'; expected \($0)" } ?? "unexpected '\(spelling)'"
  }
}

/// Reads JavaScript, TypeScript, Flow and JSX tokens from bytes, one at a time, as the parser asks.
///
/// It holds no context: the parser knows whether an expression may begin (so whether `/` starts a
/// regular expression), whether `}` resumes a template, whether it is among JSX children, and asks
/// for those readings itself. Comments are skipped; `// bridgecheck:` comments are kept for the
/// annotations.
struct Scanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0
  /// `CharacterClass.nameParts`, held here so the name loop reads it without a global access.
  private let nameParts = CharacterClass.nameParts
  /// `// bridgecheck: …` comments, in order.
  var annotations: [JSComment] = []
  /// Whether the last token read ends a line that nothing else has followed yet.
  private var sawTokenOnLine = false
  /// The token a copy of this scanner read ahead (`lookahead`), shared by every copy so that the
  /// parser does not read it twice: it peeks at the next token before most names.
  private let readAhead = ReadAhead()

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    // A hashbang line is a comment.
    if bytes.count >= 2, bytes[0] == UInt8(ascii: "#"), bytes[1] == UInt8(ascii: "!") {
      offset = 2
      while offset < bytes.count, !isLineTerminator(at: offset) { offset += 1 }
    }
  }

  @inline(__always)
  func byte(at index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

  @inline(__always)
  func lineTerminatorLength(at index: Int) -> Int {
    CharacterClass.lineTerminatorLength(bytes, at: index)
  }

  @inline(__always)
  func isLineTerminator(at index: Int) -> Bool { lineTerminatorLength(at: index) > 0 }

  func unicodeSpaceLength(at index: Int) -> Int { CharacterClass.spaceLength(bytes, at: index) }

  /// Skips white space and comments; returns whether a line ended on the way.
  mutating func skipTrivia() throws(SyntaxError) -> Bool {
    var newline = false
    while offset < bytes.count {
      let b = bytes[offset]
      switch b {
      case 0x20, 0x09, 0x0B, 0x0C:
        offset += 1
        // Indentation comes in runs.
        while offset < bytes.count, bytes[offset] == 0x20 { offset += 1 }
      case 0x0A, 0x0D:
        offset += 1
        newline = true
        sawTokenOnLine = false
      case UInt8(ascii: "/"):
        let next = byte(at: offset + 1)
        if next == UInt8(ascii: "/") {
          let start = offset
          offset += 2
          while offset < bytes.count, !isLineTerminator(at: offset) { offset += 1 }
          noteComment(start..<offset)
        } else if next == UInt8(ascii: "*") {
          let start = offset
          offset += 2
          var closed = false
          while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "*"), byte(at: offset + 1) == UInt8(ascii: "/") {
              offset += 2
              closed = true
              break
            }
            let length = lineTerminatorLength(at: offset)
            if length > 0 {
              newline = true
              offset += length
            } else {
              offset += 1
            }
          }
          guard closed else {
            throw SyntaxError(
              offset: start, problem: "unterminated comment", id: "unterminated-comment")
          }
          noteComment(start..<offset)
          if newline { sawTokenOnLine = false }
        } else {
          return newline
        }
      default:
        if b >= 0x80 {
          let terminator = lineTerminatorLength(at: offset)
          if terminator > 0 {
            offset += terminator
            newline = true
            sawTokenOnLine = false
            continue
          }
          let space = unicodeSpaceLength(at: offset)
          if space > 0 {
            offset += space
            continue
          }
        }
        return newline
      }
    }
    return newline
  }

  private mutating func noteComment(_ range: Range<Int>) {
    guard containsMarker(range) else { return }
    // A comment read again after the parser backtracked is already kept.
    if let last = annotations.last, last.range.lowerBound >= range.lowerBound { return }
    annotations.append(JSComment(range: range, ownLine: !sawTokenOnLine))
  }

  private func containsMarker(_ range: Range<Int>) -> Bool {
    let marker = Array("bridgecheck:".utf8)
    guard range.count >= marker.count else { return false }
    var index = range.lowerBound
    while index + marker.count <= range.upperBound {
      if bytes[index] == marker[0] {
        var matches = true
        for k in 1..<marker.count where bytes[index + k] != marker[k] {
          matches = false
          break
        }
        if matches { return true }
      }
      index += 1
    }
    return false
  }

  /// The next token for looking ahead: a token that cannot be read is the end of the file here,
  /// and an error where the parser reads it for real.
  mutating func lookahead() -> RawToken {
    let start = offset
    let saw = sawTokenOnLine
    let annotationCount = annotations.count
    guard let token = try? next() else {
      return RawToken(type: .endOfFile, start: offset, end: offset, newlineBefore: false)
    }
    // Kept unless it passed an annotation, which the scanner that reads it next must note.
    if annotations.count == annotationCount {
      readAhead.keep(token, from: start, sawTokenOnLine: saw, end: offset)
    }
    return token
  }

  /// The next token, with `/` read as division.
  mutating func next() throws(SyntaxError) -> RawToken {
    if readAhead.start == offset, readAhead.sawTokenOnLine == sawTokenOnLine {
      offset = readAhead.end
      if readAhead.token.type != .endOfFile { sawTokenOnLine = true }
      return readAhead.token
    }
    let newline = try skipTrivia()
    let start = offset
    guard offset < bytes.count else {
      return RawToken(type: .endOfFile, start: start, end: start, newlineBefore: newline)
    }
    sawTokenOnLine = true
    let b = bytes[offset]
    var token = RawToken(type: .endOfFile, start: start, end: start, newlineBefore: newline)
    if CharacterClass.isIdentifierStart(b) || b == UInt8(ascii: "\\") || b >= 0x80 {
      token.escaped = try scanName()
      token.type = .name
    } else if CharacterClass.isDigit(b)
      || (b == UInt8(ascii: ".") && CharacterClass.isDigit(byte(at: offset + 1)))
    {
      try scanNumber()
      token.type = .number
    } else {
      switch b {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        try scanString(quote: b)
        token.type = .string
      case UInt8(ascii: "`"):
        offset += 1
        token.type = try scanTemplatePiece(start: start, opening: true)
      case UInt8(ascii: "#"):
        offset += 1
        if offset < bytes.count,
          CharacterClass.isIdentifierStart(bytes[offset]) || bytes[offset] == UInt8(ascii: "\\")
            || bytes[offset] >= 0x80
        {
          _ = try scanName()
          token.type = .privateName
        } else {
          token.type = .hash
        }
      default:
        token.type = try scanPunctuator()
      }
    }
    token.end = offset
    return token
  }

  /// Reads a name; returns whether it held a `\u` escape.
  private mutating func scanName() throws(SyntaxError) -> Bool {
    var escaped = false
    let start = offset
    // ASCII name characters, the common case, by table.
    let base = bytes.baseAddress!
    let count = bytes.count
    var index = offset
    while index < count, nameParts[Int(base[index])] { index += 1 }
    offset = index
    if index < count, base[index] != UInt8(ascii: "\\"), base[index] < 0x80 {
      guard offset > start else {
        throw SyntaxError(offset: start, problem: "unexpected character")
      }
      return false
    }
    while offset < bytes.count {
      let b = bytes[offset]
      if b < 0x80 {
        if CharacterClass.isIdentifierPart(b) {
          offset += 1
        } else if b == UInt8(ascii: "\\") {
          guard byte(at: offset + 1) == UInt8(ascii: "u") else {
            throw SyntaxError(offset: offset, problem: "invalid escape in a name")
          }
          escaped = true
          offset += 2
          if byte(at: offset) == UInt8(ascii: "{") {
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "}") { offset += 1 }
            offset += 1
          } else {
            offset += 4
          }
          offset = min(offset, bytes.count)
        } else {
          break
        }
      } else {
        if lineTerminatorLength(at: offset) > 0 || unicodeSpaceLength(at: offset) > 0 { break }
        offset += 1
        while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      }
    }
    if offset == start {
      throw SyntaxError(offset: start, problem: "unexpected character")
    }
    return escaped
  }

  private mutating func scanNumber() throws(SyntaxError) {
    let start = offset
    let radix = byte(at: offset + 1) | 0x20
    if bytes[offset] == UInt8(ascii: "0"),
      radix == UInt8(ascii: "x") || radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b")
    {
      // Hexadecimal, octal or binary: the digits, separators and a BigInt `n`.
      offset += 2
      while offset < bytes.count,
        CharacterClass.isIdentifierPart(bytes[offset])
      {
        offset += 1
      }
    } else {
      while offset < bytes.count,
        CharacterClass.isDigit(bytes[offset]) || bytes[offset] == UInt8(ascii: "_")
      {
        offset += 1
      }
      if byte(at: offset) == UInt8(ascii: ".") {
        offset += 1
        while offset < bytes.count,
          CharacterClass.isDigit(bytes[offset]) || bytes[offset] == UInt8(ascii: "_")
        {
          offset += 1
        }
      }
      let e = byte(at: offset)
      if e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
        offset += 1
        if byte(at: offset) == UInt8(ascii: "+") || byte(at: offset) == UInt8(ascii: "-") {
          offset += 1
        }
        guard CharacterClass.isDigit(byte(at: offset)) else {
          throw SyntaxError(offset: offset, problem: "expected a digit in the exponent")
        }
        while offset < bytes.count,
          CharacterClass.isDigit(bytes[offset]) || bytes[offset] == UInt8(ascii: "_")
        {
          offset += 1
        }
      }
      if byte(at: offset) == UInt8(ascii: "n") { offset += 1 }
    }
    if offset < bytes.count,
      CharacterClass.isIdentifierStart(bytes[offset]) || bytes[offset] == UInt8(ascii: "\\")
    {
      throw SyntaxError(offset: offset, problem: "an identifier directly after a number")
    }
    if offset == start { offset += 1 }
  }

  private mutating func scanString(quote: UInt8) throws(SyntaxError) {
    let start = offset
    offset += 1
    while offset < bytes.count {
      let b = bytes[offset]
      if b == quote {
        offset += 1
        return
      }
      if b == UInt8(ascii: "\\") {
        offset += 1
        if offset < bytes.count {
          // A line continuation may be CR LF.
          if bytes[offset] == 0x0D, byte(at: offset + 1) == 0x0A { offset += 1 }
          offset += 1
        }
        continue
      }
      if b == 0x0A || b == 0x0D {
        break
      }
      offset += 1
    }
    throw SyntaxError(
      offset: start, problem: "unterminated string literal", id: "unterminated-string")
  }

  /// Reads a template's text from `offset` (just past `` ` `` or `}`) to `` ` `` or `${`.
  private mutating func scanTemplatePiece(start: Int, opening: Bool) throws(SyntaxError) -> Tok {
    while offset < bytes.count {
      let b = bytes[offset]
      if b == UInt8(ascii: "`") {
        offset += 1
        return opening ? .template : .templateTail
      }
      if b == UInt8(ascii: "$"), byte(at: offset + 1) == UInt8(ascii: "{") {
        offset += 2
        return opening ? .templateHead : .templateMiddle
      }
      if b == UInt8(ascii: "\\") { offset += 1 }
      offset += 1
    }
    throw SyntaxError(
      offset: start, problem: "unterminated template literal", id: "unterminated-template")
  }

  /// Reads again from the `}` at `start` as the continuation of a template.
  mutating func rescanTemplateContinuation(from start: Int) throws(SyntaxError) -> RawToken {
    offset = start + 1
    let type = try scanTemplatePiece(start: start, opening: false)
    return RawToken(type: type, start: start, end: offset, newlineBefore: false)
  }

  /// Reads again from the `/` at `token.start` as a regular expression literal.
  mutating func rescanRegularExpression(_ token: RawToken) throws(SyntaxError) -> RawToken {
    offset = token.start + 1
    var inClass = false
    while true {
      guard offset < bytes.count, !isLineTerminator(at: offset) else {
        throw SyntaxError(
          offset: token.start, problem: "unterminated regular expression", id: "unterminated-regex")
      }
      let b = bytes[offset]
      if b == UInt8(ascii: "\\") {
        offset += 2
        continue
      }
      if b == UInt8(ascii: "[") {
        inClass = true
      } else if b == UInt8(ascii: "]") {
        inClass = false
      } else if b == UInt8(ascii: "/"), !inClass {
        offset += 1
        break
      }
      offset += 1
    }
    while offset < bytes.count, CharacterClass.isIdentifierPart(bytes[offset]) { offset += 1 }
    return RawToken(
      type: .regex, start: token.start, end: offset, newlineBefore: token.newlineBefore)
  }

  /// Reads again from the `>` at `token.start` as the longest operator it starts (`>>`, `>=`,
  /// `>>>=`, …): the scanner reads `>` alone so that type arguments can close one at a time.
  mutating func rescanGreaterThan(_ token: RawToken) -> RawToken {
    var token = token
    let start = token.start
    let equals = UInt8(ascii: "=")
    let gt = UInt8(ascii: ">")
    if byte(at: start + 1) == gt {
      if byte(at: start + 2) == gt {
        (token.type, offset) =
          byte(at: start + 3) == equals
          ? (.compoundAssign, start + 4) : (.shiftRightUnsigned, start + 3)
      } else {
        (token.type, offset) =
          byte(at: start + 2) == equals ? (.compoundAssign, start + 3) : (.shiftRight, start + 2)
      }
    } else if byte(at: start + 1) == equals {
      (token.type, offset) = (.greaterEqual, start + 2)
    } else {
      (token.type, offset) = (.greaterThan, start + 1)
    }
    token.end = offset
    return token
  }

  private mutating func scanPunctuator() throws(SyntaxError) -> Tok {
    let b = bytes[offset]
    let next = byte(at: offset + 1)
    let third = byte(at: offset + 2)
    let equals = UInt8(ascii: "=")
    func take(_ length: Int, _ type: Tok) -> Tok {
      offset += length
      return type
    }
    switch b {
    case UInt8(ascii: "("): return take(1, .leftParen)
    case UInt8(ascii: ")"): return take(1, .rightParen)
    case UInt8(ascii: "["): return take(1, .leftBracket)
    case UInt8(ascii: "]"): return take(1, .rightBracket)
    case UInt8(ascii: "{"): return take(1, .leftBrace)
    case UInt8(ascii: "}"): return take(1, .rightBrace)
    case UInt8(ascii: ";"): return take(1, .semicolon)
    case UInt8(ascii: ","): return take(1, .comma)
    case UInt8(ascii: ":"): return take(1, .colon)
    case UInt8(ascii: "~"): return take(1, .tilde)
    case UInt8(ascii: "@"): return take(1, .at)
    case UInt8(ascii: "."):
      return next == UInt8(ascii: ".") && third == UInt8(ascii: ".")
        ? take(3, .ellipsis) : take(1, .dot)
    case UInt8(ascii: "?"):
      if next == UInt8(ascii: "."), !CharacterClass.isDigit(third) { return take(2, .questionDot) }
      if next == UInt8(ascii: "?") {
        return third == equals ? take(3, .logicalAssign) : take(2, .nullish)
      }
      return take(1, .question)
    case UInt8(ascii: "="):
      if next == equals { return third == equals ? take(3, .strictEqual) : take(2, .equal) }
      return next == UInt8(ascii: ">") ? take(2, .arrow) : take(1, .assign)
    case UInt8(ascii: "!"):
      if next == equals { return third == equals ? take(3, .strictNotEqual) : take(2, .notEqual) }
      return take(1, .bang)
    case UInt8(ascii: "&"):
      if next == b { return third == equals ? take(3, .logicalAssign) : take(2, .logicalAnd) }
      return next == equals ? take(2, .compoundAssign) : take(1, .ampersand)
    case UInt8(ascii: "|"):
      if next == b { return third == equals ? take(3, .logicalAssign) : take(2, .logicalOr) }
      return next == equals ? take(2, .compoundAssign) : take(1, .bar)
    case UInt8(ascii: "+"):
      if next == b { return take(2, .increment) }
      return next == equals ? take(2, .compoundAssign) : take(1, .plus)
    case UInt8(ascii: "-"):
      if next == b { return take(2, .decrement) }
      return next == equals ? take(2, .compoundAssign) : take(1, .minus)
    case UInt8(ascii: "*"):
      if next == UInt8(ascii: "*") {
        return third == equals ? take(3, .compoundAssign) : take(2, .starStar)
      }
      return next == equals ? take(2, .compoundAssign) : take(1, .star)
    case UInt8(ascii: "/"):
      return next == equals ? take(2, .compoundAssign) : take(1, .slash)
    case UInt8(ascii: "%"):
      return next == equals ? take(2, .compoundAssign) : take(1, .percent)
    case UInt8(ascii: "^"):
      return next == equals ? take(2, .compoundAssign) : take(1, .caret)
    case UInt8(ascii: "<"):
      if next == UInt8(ascii: "<") {
        return third == equals ? take(3, .compoundAssign) : take(2, .shiftLeft)
      }
      return next == equals ? take(2, .lessEqual) : take(1, .lessThan)
    case UInt8(ascii: ">"):
      return take(1, .greaterThan)
    default:
      throw b == 0
        ? SyntaxError(offset: offset, problem: "a NUL byte in source text", id: "nul-byte")
        : SyntaxError(offset: offset, problem: "unexpected character", id: "unexpected-character")
    }
  }

  // MARK: - JSX

  /// A JSX tag or attribute name: a name that may hold `-`.
  mutating func scanJSXName(_ token: RawToken) throws(SyntaxError) -> RawToken {
    offset = token.start
    _ = try scanName()
    while offset < bytes.count,
      CharacterClass.isIdentifierPart(bytes[offset]) || bytes[offset] == UInt8(ascii: "-")
        || bytes[offset] >= 0x80
    {
      if bytes[offset] >= 0x80 {
        if lineTerminatorLength(at: offset) > 0 || unicodeSpaceLength(at: offset) > 0 { break }
        offset += 1
        while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      } else {
        offset += 1
      }
    }
    var result = token
    result.type = .name
    result.end = offset
    return result
  }

  /// The token after a JSX attribute's `=`: a value in quotes read as JSX reads it, up to the
  /// same quote — line breaks allowed, a backslash only itself (`path='C:\'`), where a
  /// JavaScript string would end at the line or read past the quote — or else the next token
  /// (`{`, `<`).
  mutating func nextJSXAttributeValue() throws(SyntaxError) -> RawToken {
    let newline = try skipTrivia()
    let start = offset
    let quote = byte(at: start)
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return try next() }
    offset += 1
    while offset < bytes.count, bytes[offset] != quote { offset += 1 }
    guard offset < bytes.count else {
      throw SyntaxError(
        offset: start, problem: "unterminated string literal", id: "unterminated-string")
    }
    offset += 1
    sawTokenOnLine = true
    return RawToken(type: .jsxString, start: start, end: offset, newlineBefore: newline)
  }

  /// JSX children from `start`: text up to `{` or `<`, or that token itself.
  mutating func scanJSXChild(from start: Int) throws(SyntaxError) -> RawToken {
    offset = start
    while offset < bytes.count, bytes[offset] != UInt8(ascii: "{"),
      bytes[offset] != UInt8(ascii: "<")
    {
      if bytes[offset] == UInt8(ascii: ">") || bytes[offset] == UInt8(ascii: "}") {
        throw SyntaxError(
          offset: offset,
          problem: bytes[offset] == UInt8(ascii: ">")
            ? "unexpected '>' in JSX text" : "unexpected '}' in JSX text")
      }
      offset += 1
    }
    guard offset < bytes.count else {
      throw SyntaxError(offset: start, problem: "unterminated JSX contents")
    }
    if offset > start {
      return RawToken(type: .jsxText, start: start, end: offset, newlineBefore: false)
    }
    offset += 1
    return RawToken(
      type: bytes[start] == UInt8(ascii: "{") ? .leftBrace : .lessThan, start: start,
      end: offset, newlineBefore: false)
  }
}

/// The token last read ahead, and where it was read from.
private final class ReadAhead {
  var start = -1
  var sawTokenOnLine = false
  var token = RawToken(type: .endOfFile, start: 0, end: 0, newlineBefore: false)
  var end = 0

  func keep(_ token: RawToken, from start: Int, sawTokenOnLine: Bool, end: Int) {
    self.start = start
    self.sawTokenOnLine = sawTokenOnLine
    self.token = token
    self.end = end
  }
}
