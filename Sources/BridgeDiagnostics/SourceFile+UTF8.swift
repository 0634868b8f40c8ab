extension SourceFile {
  /// The offset of the first byte that is not part of well-formed UTF-8, or `nil` when all is.
  ///
  /// Readers call this before lexing so that a file in another encoding is reported once, at its
  /// first bad byte, instead of as a stream of confusing syntax errors.
  public var firstInvalidUTF8Offset: Int? {
    bytes.withUnsafeBufferPointer { Self.firstInvalidUTF8Offset(in: $0) }
  }

  private static func firstInvalidUTF8Offset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    let base = UnsafeRawPointer(bytes.baseAddress)
    let ascii: UInt64 = 0x8080_8080_8080_8080
    while index < count {
      // Most source is ASCII: skip it 32 bytes at a time, then eight.
      if let base {
        while index + 32 <= count {
          let word =
            base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            | base.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
            | base.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
            | base.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
          guard word & ascii == 0 else { break }
          index += 32
        }
        if index == count { break }
      }
      if let base, index + 8 <= count,
        base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & ascii == 0
      {
        index += 8
        continue
      }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var minimum: UInt32
      var scalar: UInt32
      switch lead {
      case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(lead & 0x1F))
      case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(lead & 0x0F))
      case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(lead & 0x07))
      default: return index
      }
      guard index + length <= count else { return index }
      for offset in 1..<length {
        let byte = bytes[index + offset]
        guard byte & 0xC0 == 0x80 else { return index }
        scalar = scalar << 6 | UInt32(byte & 0x3F)
      }
      // Overlong forms, UTF-16 surrogates and values past U+10FFFF are not UTF-8.
      if scalar < minimum || (0xD800...0xDFFF).contains(scalar) || scalar > 0x10FFFF {
        return index
      }
      index += length
    }
    return nil
  }
}
