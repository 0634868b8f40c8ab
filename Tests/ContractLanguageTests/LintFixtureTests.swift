import BridgeDiagnostics
import Foundation
import TestSupport
import Testing

@testable import ContractLanguage

/// Every folder under `Fixtures/Lint` is a contract (its `*.contract` files and an optional
/// `runtime-version.txt`) with the diagnostics `lint` must print for it in `expected.txt`.
///
/// Folder names state intent, and the test holds the fixture to it even when re-recorded:
/// `RULE[.variant].fails` must report `RULE`; `RULE[.variant].passes` must report neither it nor
/// any error.
struct LintFixtureTests {
  static let root = Repository.path("Tests/ContractLanguageTests/Fixtures/Lint")

  static var cases: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
  }

  @Test(arguments: cases)
  func diagnosticsMatchGolden(_ name: String) throws {
    let folder = LintFixtureTests.root + "/" + name
    let loaded = try Fixture.lint(folder: folder)
    let text = DiagnosticTextFormatter(colors: false).format(loaded.diagnostics)
    if let failure = Golden.check(text, against: folder + "/expected.txt") {
      Issue.record(Comment(rawValue: failure))
    }
    let rule = String(name.prefix { $0 != "." })
    if name.hasSuffix(".fails") {
      #expect(loaded.diagnostics.contains { $0.id == rule }, "\(name) must report [\(rule)]")
    }
    if name.hasSuffix(".passes") {
      #expect(!loaded.diagnostics.contains { $0.id == rule }, "\(name) must not report [\(rule)]")
      #expect(!loaded.hasErrors, "\(name) must have no errors")
    }
  }

  @Test func everyRuleHasAFailingAndAPassingFixture() {
    let names = Set(LintFixtureTests.cases)
    for rule in ContractRules.all {
      #expect(names.contains("\(rule.id).fails"), "no fixture \(rule.id).fails")
      #expect(names.contains("\(rule.id).passes"), "no fixture \(rule.id).passes")
    }
  }

  @Test func theLanguageDocumentsExampleLintsClean() throws {
    let loaded = try Fixture.lint(folder: LintFixtureTests.root + "/language-document-example")
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.contract?.elements.count == 54)
  }

  @Test func theProjectsContractLintsClean() {
    let loaded = ContractLoader.load(folder: Repository.path("contracts"))
    #expect(loaded.diagnostics.map { $0.id } == [])
    #expect(loaded.contract?.runtimeVersion?.value == "7")
  }
}

/// Reads fixture folders the way `lint` reads a contracts folder, but names files relative to
/// the folder so that expected output does not depend on where the repository is.
enum Fixture {
  static func sources(in folder: String) throws -> (
    contracts: [SourceFile], runtimeVersion: SourceFile?
  ) {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let contracts = try names.filter { $0.hasSuffix(".contract") }.map { name in
      SourceFile(
        path: name, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))))
    }
    let versionPath = folder + "/runtime-version.txt"
    let runtimeVersion =
      try FileManager.default.fileExists(atPath: versionPath)
      ? SourceFile(
        path: "runtime-version.txt",
        bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: versionPath))))
      : nil
    return (contracts, runtimeVersion)
  }

  static func lint(folder: String) throws -> LoadedContract {
    let (contracts, runtimeVersion) = try sources(in: folder)
    return ContractLoader.check(contracts, runtimeVersion: runtimeVersion, folder: "contracts")
  }
}
