import Foundation
import TestSupport
import Testing

@testable import ContentScan

struct HermesReaderTests {
  static let folder = Repository.path("Tests/ContentScanTests/Fixtures/hermes")

  private func load(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: HermesReaderTests.folder + "/" + name)))
  }

  @Test(arguments: [59, 62, 74, 76])
  func corpusBundlesYieldExactlyTheirStringsInOrder(_ version: Int) throws {
    let bundle = try HermesReader.read(try load("hbc\(version).android.bundle"))
    // The tables hold a lone U+FEFF, written raw in the JSON; Foundation's parser would drop it as
    // a byte order mark, so it is escaped first.
    let json = Array(try load("hbc\(version).strings.json"))
    var escaped: [UInt8] = []
    var index = 0
    while index < json.count {
      if index + 2 < json.count, json[index] == 0xEF, json[index + 1] == 0xBB,
        json[index + 2] == 0xBF
      {
        escaped += Array("\\ufeff".utf8)
        index += 3
      } else {
        escaped.append(json[index])
        index += 1
      }
    }
    let expected = try #require(
      try JSONSerialization.jsonObject(with: Data(escaped)) as? [String: Any])
    #expect(bundle.version == version)
    #expect(bundle.version == expected["version"] as? Int)
    #expect(bundle.strings.count == expected["stringCount"] as? Int)
    #expect(bundle.strings == expected["strings"] as? [String])
  }

  /// Every prefix of a small bytecode file is an error naming a field, never a crash.
  @Test func everyPrefixOfASmallFileIsAnError() throws {
    let file = SyntheticHermes(
      version: 96, strings: ["tempo.perform", "a", "ünï", String(repeating: "x", count: 300)]
    ).bytes
    #expect(
      try HermesReader.read(file).strings == [
        "tempo.perform", "a", "ünï", String(repeating: "x", count: 300),
      ])
    for length in 0..<file.count {
      #expect(throws: HermesReader.Failure.self) { try HermesReader.read(Array(file[0..<length])) }
    }
  }

  @Test(arguments: [
    (32, "fileLength"), (40, "functionCount"), (44, "stringKindCount"), (48, "identifierCount"),
    (52, "stringCount"), (56, "overflowStringCount"), (60, "stringStorageSize"),
  ])
  func flippedHeaderFieldsAreNamed(_ offset: Int, _ field: String) throws {
    var file = SyntheticHermes(version: 96, strings: ["tempo.perform", "b"]).bytes
    file[offset + 3] ^= 0x40
    do {
      _ = try HermesReader.read(file)
      Issue.record("a corrupt \(field) was read")
    } catch {
      // A count that still fits may instead break the kinds or a string entry; the field must be
      // named either way.
      #expect(
        [field, "stringKinds", "fileLength"].contains(error.field)
          || error.field.hasPrefix("string table entry"))
    }
  }

  @Test func corruptStringEntriesAreNamed() throws {
    var file = SyntheticHermes(version: 96, strings: ["tempo.perform"]).bytes
    let table = SyntheticHermes.tableOffset(version: 96, functionCount: 0, kinds: 1, identifiers: 0)
    file[table + 2] = 0x7F  // offset far past the storage
    #expect(
      throws: HermesReader.Failure(
        field: "string table entry 0",
        message: "bytes 4161536..<4161549 lie outside the 13-byte string storage")
    ) {
      try HermesReader.read(file)
    }
  }
}

/// Writes a minimal Hermes file by the reference's layout, for the versions the corpus lacks.
struct SyntheticHermes {
  let version: Int
  let strings: [String]

  static func tableOffset(version: Int, functionCount: Int, kinds: Int, identifiers: Int) -> Int {
    128 + functionCount * (version <= 96 ? 16 : 12) + kinds * 4 + identifiers * 4
  }

  var bytes: [UInt8] {
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
    file.replaceSubrange(0..<8, with: HermesReader.magic)
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
