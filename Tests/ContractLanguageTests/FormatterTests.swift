import BridgeDiagnostics
import Foundation
import TestSupport
import Testing

@testable import ContractLanguage

struct FormatterTests {
  static let formatFixtures = Repository.path("Tests/ContractLanguageTests/Fixtures/Format")

  @Test func messyContractFormatsToGolden() throws {
    let path = FormatterTests.formatFixtures + "/messy.contract"
    let formatted = try format(path)
    if let failure = Golden.check(
      formatted, against: FormatterTests.formatFixtures + "/messy.expected")
    {
      Issue.record(Comment(rawValue: failure))
    }
  }

  /// Every contract the tests know (without syntax errors): formatting twice changes nothing after
  /// the first time, and the interface of every release is the same before and after.
  @Test(arguments: FormatterTests.everyContractFolder())
  func formattingIsIdempotentAndKeepsMeaning(_ folder: String) throws {
    let (sources, runtimeVersion) = try Fixture.sources(in: folder)
    let parsed = sources.map { ContractParser.parse($0).0 }
    guard !parsed.contains(where: \.hasSyntaxErrors) else { return }
    let once = parsed.map { SourceFile(path: $0.file.path, text: ContractFormatter.format($0)) }
    let twice = once.map { ContractFormatter.format(ContractParser.parse($0).0) }
    #expect(
      twice == once.map { String(decoding: $0.bytes, as: UTF8.self) }, "\(folder) is not idempotent"
    )

    let before = ContractLoader.check(sources, runtimeVersion: runtimeVersion, folder: "contracts")
    let after = ContractLoader.check(once, runtimeVersion: runtimeVersion, folder: "contracts")
    #expect(
      before.diagnostics.map(\.id).sorted() == after.diagnostics.map(\.id).sorted(),
      "\(folder): diagnostics changed")
    guard let old = before.contract, let new = after.contract else { return }
    #expect(old.releases.map(\.version) == new.releases.map(\.version))
    for release in old.releases {
      #expect(old.interface(of: release) == new.interface(of: new.release(named: release.version)!))
    }
    #expect(old.elements.map(\.docs) == new.elements.map(\.docs), "\(folder): doc comments changed")
  }

  @Test func aFileWithSyntaxErrorsIsMarkedSo() {
    let (syntax, diagnostics) = ContractParser.parse(
      SourceFile(path: "a.contract", text: "type T { a int }\n"))
    #expect(syntax.hasSyntaxErrors)
    #expect(diagnostics.map(\.id) == ["expected-token"])
  }

  /// Package blocks print one package per line under their release, scoped names quoted,
  /// ranges bare where they can be; a quoted "none" stays a (wrong) version.
  @Test func packageVersionsFormat() {
    let text = """
      bridge tempo
      runtime 7 {
        release 7.0 hermes(96)   {  package expo-haptics   "14.0.1"
      package "@react-native-community/netinfo" 11.4.1 // pinned by the shell
          }
        release 7.1 {}
        release 7.2 { package expo-camera "none" }
      }
      /// Patch releases keep the native interface.
      package   expo-haptics compatible( ~14.0 ,"^15.0.0", "1.2.3 - 1.4" )

      """
    let (syntax, _) = ContractParser.parse(SourceFile(path: "a.contract", text: text))
    #expect(!syntax.hasSyntaxErrors)
    #expect(
      ContractFormatter.format(syntax) == """
        bridge tempo
        runtime 7 {
          release 7.0 hermes(96) {
            package expo-haptics 14.0.1
            package "@react-native-community/netinfo" 11.4.1 // pinned by the shell
          }
          release 7.1 {}
          release 7.2 {
            package expo-camera "none"
          }
        }
        /// Patch releases keep the native interface.
        package expo-haptics compatible(~14.0, ^15.0.0, "1.2.3 - 1.4")

        """)
  }

  @Test func anEmptyFileFormatsToNothing() {
    let (syntax, _) = ContractParser.parse(SourceFile(path: "a.contract", text: "\n\n"))
    #expect(ContractFormatter.format(syntax) == "")
  }

  private func format(_ path: String) throws -> String {
    let file = SourceFile(
      path: "messy.contract", bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    let (syntax, diagnostics) = ContractParser.parse(file)
    #expect(diagnostics.isEmpty)
    return ContractFormatter.format(syntax)
  }

  static func everyContractFolder() -> [String] {
    let lint = LintFixtureTests.root
    let folders = LintFixtureTests.cases.map { lint + "/" + $0 }
    return folders + [Repository.path("contracts"), formatFixtures]
  }
}
