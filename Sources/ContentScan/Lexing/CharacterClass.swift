/// Byte classes for the JavaScript lexer.
enum CharacterClass {
  static let startBit: UInt8 = 1
  static let partBit: UInt8 = 2

  /// Bits per byte for the lexer's innermost loops, which hold the table's address themselves (a
  /// global costs a lazy-initialisation check on every access).
  static let table: [UInt8] = (0..<256).map { value in
    let byte = UInt8(value)
    return (isIdentifierStart(byte) ? startBit | partBit : 0) | (isDigit(byte) ? partBit : 0)
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
