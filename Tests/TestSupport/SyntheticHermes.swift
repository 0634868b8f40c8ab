/// Writes a minimal Hermes file by the reference's layout, for the versions the corpus lacks.
public struct SyntheticHermes {
  public init(version: Int, strings: [String]) {
    self.version = version
    self.strings = strings
  }

  public let version: Int
  public let strings: [String]

  public static func tableOffset(version: Int, functionCount: Int, kinds: Int, identifiers: Int)
    -> Int
  {
    128 + functionCount * (version <= 96 ? 16 : 12) + kinds * 4 + identifiers * 4
  }

  public var bytes: [UInt8] {
    var storage: [UInt8] = []
    var entries: [UInt32] = []
    var overflow: [(UInt32, UInt32)] = []
    for string in strings {
      let isASCII = string.utf8.allSatisfy { $0 < 0x80 }
      let offset = UInt32(storage.count)
      let length: Int
      if isASCII {
        storage += Array(string.utf8)
        length = string.utf8.count
      } else {
        for unit in string.utf16 { storage += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        length = string.utf16.count
      }
      if length >= 255 {
        entries.append(UInt32(overflow.count) << 1 | 255 << 24 | (isASCII ? 0 : 1))
        overflow.append((offset, UInt32(length)))
      } else {
        entries.append(offset << 1 | UInt32(length) << 24 | (isASCII ? 0 : 1))
      }
    }
    var file = [UInt8](repeating: 0, count: 128)
    func put(_ value: UInt32, at offset: Int) {
      for shift in 0..<4 {
        file[offset + shift] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(shift)))
      }
    }
    file.replaceSubrange(0..<8, with: [0xC6, 0x1F, 0xBC, 0x03, 0xC1, 0x03, 0x19, 0x1F])
    put(UInt32(version), at: 8)
    put(1, at: 44)  // one kind run: all strings
    put(UInt32(strings.count), at: 52)
    put(UInt32(overflow.count), at: 56)
    put(UInt32(storage.count), at: 60)
    var body: [UInt8] = []
    func append(_ value: UInt32) {
      for shift in 0..<4 { body.append(UInt8(truncatingIfNeeded: value >> (8 * UInt32(shift)))) }
    }
    append(UInt32(strings.count))  // the kind run
    entries.forEach(append)
    for (offset, length) in overflow {
      append(offset)
      append(length)
    }
    file += body + storage
    put(UInt32(file.count), at: 32)
    return file
  }
}
