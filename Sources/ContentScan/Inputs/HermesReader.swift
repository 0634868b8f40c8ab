/// Reads the string table of a Hermes bytecode file (`shared/reference/hermes-bytecode.md`).
///
/// Every offset and length is checked against the file before it is used; a file that fails a
/// check is an error naming the field, never a crash or a partial table presented as complete.
enum HermesReader {
  struct Bundle: Equatable {
    let version: Int
    let strings: [String]
  }

  struct Failure: Error, Equatable {
    /// The header field or table at fault, e.g. `fileLength`, `string table entry 12`.
    let field: String
    let message: String
  }

  /// `c6 1f bc 03 c1 03 19 1f`: the magic, little-endian.
  static let magic: [UInt8] = [0xC6, 0x1F, 0xBC, 0x03, 0xC1, 0x03, 0x19, 0x1F]
  static let headerSize = 128

  static func isHermes(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 8 && Array(bytes[0..<8]) == magic
  }

  static func read(_ bytes: [UInt8]) throws(Failure) -> Bundle {
    guard isHermes(bytes) else {
      throw Failure(field: "magic", message: "not a Hermes bytecode file")
    }
    guard bytes.count >= headerSize else {
      throw Failure(
        field: "header",
        message: "the file has \(bytes.count) bytes, fewer than the 128-byte header")
    }
    func u32(_ offset: Int) -> Int {
      Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(
        bytes[offset + 3]) << 24
    }
    let version = u32(8)
    let fileLength = u32(32)
    let functionCount = u32(40)
    let stringKindCount = u32(44)
    let identifierCount = u32(48)
    let stringCount = u32(52)
    let overflowStringCount = u32(56)
    let stringStorageSize = u32(60)
    guard fileLength == bytes.count else {
      throw Failure(
        field: "fileLength",
        message: "the header says \(fileLength) bytes, the file has \(bytes.count)")
    }
    var offset = headerSize
    /// Reserves `count` entries of `size` bytes at the next 4-byte boundary.
    func segment(_ count: Int, _ size: Int, _ field: String) throws(Failure) -> Int {
      offset = (offset + 3) & ~3
      let start = offset
      let (length, overflow) = count.multipliedReportingOverflow(by: size)
      guard !overflow, length <= bytes.count - start else {
        throw Failure(
          field: field, message: "\(count) entries of \(size) bytes run past the end of the file")
      }
      offset = start + length
      return start
    }
    _ = try segment(functionCount, version <= 96 ? 16 : 12, "functionCount")
    let kinds = try segment(stringKindCount, 4, "stringKindCount")
    _ = try segment(identifierCount, 4, "identifierCount")
    let table = try segment(stringCount, 4, "stringCount")
    let overflowTable = try segment(overflowStringCount, 8, "overflowStringCount")
    let storage = try segment(stringStorageSize, 1, "stringStorageSize")

    try checkKinds(
      at: kinds, count: stringKindCount, strings: stringCount, identifiers: identifierCount,
      u32: u32)

    var strings: [String] = []
    strings.reserveCapacity(stringCount)
    for index in 0..<stringCount {
      let word = u32(table + 4 * index)
      let isUTF16 = word & 1 == 1
      var start = (word >> 1) & 0x7F_FFFF
      var length = word >> 24
      if length == 255 {
        guard start < overflowStringCount else {
          throw Failure(
            field: "string table entry \(index)",
            message: "overflow index \(start) is past the overflow table")
        }
        length = u32(overflowTable + 8 * start + 4)
        start = u32(overflowTable + 8 * start)
      }
      let byteLength = isUTF16 ? 2 * length : length
      guard start <= stringStorageSize, byteLength <= stringStorageSize - start else {
        throw Failure(
          field: "string table entry \(index)",
          message:
            "bytes \(start)..<\(start + byteLength) lie outside the \(stringStorageSize)-byte string storage"
        )
      }
      let from = storage + start
      if isUTF16 {
        let units = (0..<length).map {
          UInt16(bytes[from + 2 * $0]) | UInt16(bytes[from + 2 * $0 + 1]) << 8
        }
        strings.append(String(decoding: units, as: UTF16.self))
      } else {
        // One byte per character: Latin-1, which is ASCII in practice.
        var text = ""
        text.unicodeScalars.append(
          contentsOf: bytes[from..<from + length].map { Unicode.Scalar($0) })
        strings.append(text)
      }
    }
    return Bundle(version: version, strings: strings)
  }

  /// The kind runs must add up to the string and identifier counts under one of the two
  /// encodings: bit 31 for identifiers (newer), or two kind bits 30–31 (versions 59 and 62).
  private static func checkKinds(
    at start: Int, count: Int, strings: Int, identifiers: Int, u32: (Int) -> Int
  ) throws(Failure) {
    var newerTotal = 0
    var newerIdentifiers = 0
    var olderTotal = 0
    var olderIdentifiers = 0
    for index in 0..<count {
      let word = u32(start + 4 * index)
      newerTotal += word & 0x7FFF_FFFF
      if word & 0x8000_0000 != 0 { newerIdentifiers += word & 0x7FFF_FFFF }
      olderTotal += word & 0x3FFF_FFFF
      if word >> 30 != 0 { olderIdentifiers += word & 0x3FFF_FFFF }
    }
    let newer = newerTotal == strings && newerIdentifiers == identifiers
    let older = olderTotal == strings && olderIdentifiers == identifiers
    guard newer || older else {
      throw Failure(
        field: "stringKinds",
        message:
          "the kind runs add up to neither \(strings) strings with \(identifiers) identifiers")
    }
  }
}
