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
