/// Byte classes for the scanner: ASCII name characters and digits, and the non-ASCII white space
/// and line terminators JavaScript knows.
enum CharacterClass {
  @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "$")
      || byte == UInt8(ascii: "_")
  }

  @inline(__always) static func isIdentifierPart(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }

  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// `isIdentifierPart` for every byte (false from 0x80 on), for the scanner's name loop.
  nonisolated(unsafe) static let nameParts: UnsafePointer<Bool> = {
    // Allocated once for the life of the process and never written after: every scanner reads it.
    let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
    for byte in 0..<256 { table[byte] = byte < 0x80 && isIdentifierPart(UInt8(byte)) }
    return UnsafePointer(table)
  }()

  /// The length of the non-ASCII white space starting at `offset`, or 0: NBSP, U+1680,
  /// U+2000–U+200A, U+202F, U+205F, U+3000 and the byte order mark (not the line terminators).
  static func spaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
    let lead = bytes[offset]
    let count = bytes.count - offset
    switch lead {
    case 0xC2 where count >= 2 && bytes[offset + 1] == 0xA0: return 2
    case 0xE1 where count >= 3 && bytes[offset + 1] == 0x9A && bytes[offset + 2] == 0x80: return 3
    case 0xE2 where count >= 3:
      let (second, third) = (bytes[offset + 1], bytes[offset + 2])
      if second == 0x80 && (third <= 0x8A || third == 0xAF) { return 3 }
      if second == 0x81 && third == 0x9F { return 3 }
      return 0
    case 0xE3 where count >= 3 && bytes[offset + 1] == 0x80 && bytes[offset + 2] == 0x80: return 3
    case 0xEF where count >= 3 && bytes[offset + 1] == 0xBB && bytes[offset + 2] == 0xBF: return 3
    default: return 0
    }
  }

  /// The length of the line terminator at `offset` (LF, CR, U+2028, U+2029), or 0.
  @inline(__always)
  static func lineTerminatorLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
    let lead = bytes[offset]
    if lead == 0x0A || lead == 0x0D { return 1 }
    if lead == 0xE2, offset + 2 < bytes.count, bytes[offset + 1] == 0x80,
      bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9
    {
      return 3
    }
    return 0
  }
}
