/// Byte classes for the JavaScript lexer.
enum CharacterClass {
  /// Set in `table` for the ASCII bytes that may continue a name: letters, digits, `$` and `_`.
  static let partBit: UInt8 = 1

  /// Set in `table` for the bytes the prescan skims over in JavaScript (`isSkimmed`).
  static let skimBit: UInt8 = 2

  /// Set in `table` for the bytes a string literal stops at: a quote, a backslash, a line break.
  static let stringStopBit: UInt8 = 4

  /// Bits per byte for the lexer's innermost loops, which hold the table's address themselves (a
  /// global costs a lazy-initialisation check on every access).
  static let table: [UInt8] = (0..<256).map { value in
    let byte = UInt8(value)
    let stopsString =
      byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\\")
      || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    return (isIdentifierPart(byte) ? partBit : 0) | (isSkimmed(byte) ? skimBit : 0)
      | (stopsString ? stringStopBit : 0)
  }

  /// The bytes that only ever stand in names, numbers, operators and white space, which the
  /// prescan passes over without reading them as tokens: ASCII white space, letters, digits, `$`,
  /// `_`, and the operator characters that start no comment, string, regular expression, group or
  /// JSX element. Three capitals are left out so that the prescan stops in every name that may look
  /// a module up (`JSLexer.spellsModuleLookupName`).
  static func isSkimmed(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "N"), UInt8(ascii: "T"), UInt8(ascii: "E"): false
    case _ where isIdentifierPart(byte): true
    case UInt8(ascii: " "), 0x09...0x0D: true
    case UInt8(ascii: "!"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "*"),
      UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "="), UInt8(ascii: ">"),
      UInt8(ascii: "?"), UInt8(ascii: "@"), UInt8(ascii: "^"), UInt8(ascii: "|"),
      UInt8(ascii: "~"), UInt8(ascii: "."), UInt8(ascii: ";"), UInt8(ascii: ","),
      UInt8(ascii: ":"):
      true
    default: false
    }
  }

  /// What each byte starts where a JavaScript token may begin, so that the lexer decides with one
  /// table load and one jump instead of a chain of tests that the processor mispredicts.
  static let roles: [ByteRole] = (0..<256).map { value in
    let byte = UInt8(value)
    if isIdentifierStart(byte) || byte == UInt8(ascii: "\\") { return .identifier }
    if isDigit(byte) { return .digit }
    if byte >= 0x80 { return .nonASCII }
    switch byte {
    case UInt8(ascii: " "), 0x09...0x0D: return .space
    case UInt8(ascii: "/"): return .slash
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return .quote
    case UInt8(ascii: "`"): return .backtick
    case UInt8(ascii: "("): return .leftParen
    case UInt8(ascii: ")"): return .rightParen
    case UInt8(ascii: "["): return .leftBracket
    case UInt8(ascii: "]"): return .rightBracket
    case UInt8(ascii: "{"): return .leftBrace
    case UInt8(ascii: "}"): return .rightBrace
    case UInt8(ascii: "<"): return .lessThan
    case UInt8(ascii: "."): return .dot
    case UInt8(ascii: "#"): return .hash
    case UInt8(ascii: ";"): return .semicolon
    case UInt8(ascii: ","): return .comma
    case UInt8(ascii: ":"): return .colon
    case 0x21...0x7E: return .punctuator
    default: return .control
    }
  }

  /// Both tables' addresses for the duration of `body`.
  static func withTables<Result>(
    _ body: (_ table: UnsafeBufferPointer<UInt8>, _ roles: UnsafeBufferPointer<ByteRole>) -> Result
  ) -> Result {
    table.withUnsafeBufferPointer { table in
      roles.withUnsafeBufferPointer { roles in body(table, roles) }
    }
  }

  @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "$")
      || byte == UInt8(ascii: "_")
  }

  @inline(__always) static func isIdentifierPart(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }

  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// The length of the non-ASCII white space or line terminator starting at `offset`, or 0: NBSP,
  /// U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 and the byte order mark.
  static func spaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
    let lead = bytes[offset]
    let count = bytes.count - offset
    switch lead {
    case 0xC2 where count >= 2 && bytes[offset + 1] == 0xA0: return 2
    case 0xE1 where count >= 3 && bytes[offset + 1] == 0x9A && bytes[offset + 2] == 0x80: return 3
    case 0xE2 where count >= 3:
      let (second, third) = (bytes[offset + 1], bytes[offset + 2])
      if second == 0x80 && (third <= 0x8A || third == 0xA8 || third == 0xA9 || third == 0xAF) {
        return 3
      }
      if second == 0x81 && third == 0x9F { return 3 }
      return 0
    case 0xE3 where count >= 3 && bytes[offset + 1] == 0x80 && bytes[offset + 2] == 0x80: return 3
    case 0xEF where count >= 3 && bytes[offset + 1] == 0xBB && bytes[offset + 2] == 0xBF: return 3
    default: return 0
    }
  }

  /// U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR, which end a line like `\n`.
  static func isLineSeparator(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    offset + 2 < bytes.count && bytes[offset] == 0xE2 && bytes[offset + 1] == 0x80
      && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9)
  }
}

/// What a byte starts where a JavaScript token may begin (`CharacterClass.roles`).
enum ByteRole: UInt8 {
  case space, identifier, digit, nonASCII, control
  case slash, quote, backtick, leftParen, rightParen, leftBracket, rightBracket, leftBrace
  case rightBrace, lessThan, dot, hash, semicolon, comma, colon
  /// Any other operator character (`=`, `+`, `?`, `!`, …).
  case punctuator
}
