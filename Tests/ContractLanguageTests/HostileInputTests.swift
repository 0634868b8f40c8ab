import BridgeDiagnostics
import Foundation
import TestSupport
import Testing

@testable import ContractLanguage

/// Input written to hurt: each gets diagnostics, never a crash, a hang or a stack overflow.
struct HostileInputTests {
  /// A deterministic generator, so a failure reproduces.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  private func lint(_ bytes: [UInt8]) -> LoadedContract {
    ContractLoader.check(
      [SourceFile(path: "hostile.contract", bytes: bytes)], runtimeVersion: nil, folder: "contracts"
    )
  }

  @Test func oneMegabyteOfRandomBytesIsRejectedAsNotUTF8() throws {
    var generator = SplitMix(state: 42)
    let bytes = (0..<(1 << 20)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let file = SourceFile(path: "random.bin", bytes: bytes)
    #expect(file.firstInvalidUTF8Offset != nil)
    // The parser itself must survive the bytes too, even though readers stop at the encoding.
    let loaded = lint(bytes)
    #expect(loaded.hasErrors)
    #expect(loaded.diagnostics.count <= DiagnosticCollector.defaultLimitPerFile + 3)
  }

  @Test func oneMegabyteOfRandomPrintableTextGivesCappedDiagnostics() {
    var generator = SplitMix(state: 7)
    let alphabet = Array("abc{}()[]:,?@\"/* \n.-_7".utf8)
    let bytes = (0..<(1 << 20)).map { _ in alphabet.randomElement(using: &generator)! }
    let loaded = lint(bytes)
    #expect(loaded.hasErrors)
    #expect(loaded.diagnostics.contains { $0.id == "too-many-diagnostics" })
  }

  @Test(arguments: ["[", "{", "(", "[string: "])
  func deeplyNestedBracketsAreDiagnosed(_ opener: String) {
    let text =
      "bridge tempo\nruntime 1 { release 1.0 }\ntype T { a: "
      + String(repeating: opener, count: 200_000) + "int\n}\n"
    let loaded = lint(Array(text.utf8))
    #expect(loaded.hasErrors)
    #expect(!loaded.diagnostics.isEmpty)
  }

  @Test func typeNestingAtTheLimitIsAccepted() {
    let depth = ContractLimits.default.maxTypeNesting - 1
    let type = String(repeating: "[", count: depth) + "int" + String(repeating: "]", count: depth)
    let loaded = lint(
      Array("bridge tempo\nruntime 1 { release 1.0 }\ntype T { a: \(type) }\n".utf8))
    #expect(loaded.diagnostics.isEmpty)
  }

  @Test func anUnterminatedBlockCommentAtTheEndIsReported() {
    let loaded = lint(Array("bridge tempo\nruntime 1 { release 1.0 }\n/*".utf8))
    #expect(loaded.diagnostics.map(\.id) == ["unterminated-comment"])
  }

  @Test func aLoneByteOfEachKindNeverCrashes() {
    for byte in UInt8(0)...UInt8(255) {
      _ = lint([byte])
      _ = lint(Array("bridge tempo\nruntime 1 { release 1.0 }\ntype T { a: ".utf8) + [byte])
    }
  }

  @Test func everyPrefixOfTheProjectContractParsesWithoutCrashing() throws {
    let text = try String(
      contentsOfFile: Repository.contractFile("messages.contract"), encoding: .utf8)
    let bytes = Array(text.utf8)
    for length in stride(from: 0, through: bytes.count, by: 7) {
      _ = ContractParser.parse(SourceFile(path: "prefix.contract", bytes: Array(bytes[..<length])))
    }
  }

  /// Inputs the fuzzer (Fuzz/run.sh) once crashed on, kept in Fuzz/regressions/FuzzContract and
  /// read as the fuzz target reads them.
  @Test func fuzzRegressionsGiveDiagnostics() throws {
    var found: [String] = []
    for (name, bytes) in try Repository.fuzzRegressions("FuzzContract") {
      let loaded = lint(bytes)
      found.append("\(name): \(loaded.diagnostics.map(\.id).sorted())")
    }
    #expect(
      found == [
        "removed-mid-runtime-empty-next-runtime.contract: [\"duplicate-release\", \"expected-token\", \"removed-mid-runtime\", \"unexpected-character\", \"unexpected-character\", \"unexpected-character\", \"unexpected-character\", \"unknown-release\", \"unknown-release\"]"
      ])
  }

}

extension Repository {
  static func contractFile(_ name: String) -> String { path("contracts/" + name) }

}
