import BridgeDiagnostics
import ContractLanguage
import Foundation
import TestSupport
import Testing

@testable import Compatibility

/// Each audit rule's examples are its tests: the example's native sources and content, audited
/// against its contract, must make the rule say exactly what the example says.
struct AuditRuleExampleTests {

  static let cases = Audit.rules.flatMap { rule in
    rule.examples.map { RuleExampleCase(rule: rule.id, title: $0.title, example: $0) }
  }

  static func findings(_ example: AuditExample) throws -> [Finding] {
    let root = NSTemporaryDirectory() + "audit-example-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    var options = AuditOptions(locksFolder: root + "/locks")
    let files =
      (example.swift.isEmpty ? [] : [("native/Bridge.swift", example.swift)])
      + example.content.map { ("content/" + $0.path, $0.text) }
    for (path, text) in files {
      let file = root + "/" + path
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: file, atomically: true, encoding: .utf8)
    }
    if !example.swift.isEmpty { options.nativeSources = [root + "/native"] }
    if !example.content.isEmpty { options.content = [root + "/content"] }
    let loaded = ContractLoader.check(
      [SourceFile(path: "example.contract", text: example.contract)], runtimeVersion: nil,
      folder: "example")
    #expect(loaded.diagnostics.filter { $0.severity >= .error }.map(\.message) == [])
    let report = Audit.run(contract: try #require(loaded.contract), options: options)
    #expect(!report.couldNotDecide, "\(report.diagnostics.map(\.message))")
    return report.findings
  }

  @Test(arguments: cases)
  func exampleBehavesAsDocumented(_ test: RuleExampleCase<AuditExample>) throws {
    let mine = try Self.findings(test.example).filter { $0.rule == test.rule }
    let said = mine.map { "\($0.severity) \($0.message)" }
    switch test.example.expectation {
    case .silent: #expect(mine.isEmpty, "\(said)")
    case .error, .warning, .note:
      #expect(
        !mine.isEmpty
          && mine.allSatisfy { $0.severity.rawValue == test.example.expectation.rawValue },
        "\(said)")
    }
  }

  /// Every finding of each example of a rule (all rules', not only its own), as a golden file
  /// per rule.
  @Test(arguments: Audit.rules.map(\.id))
  func examplesGiveExactlyTheseFindings(_ id: String) throws {
    let rule = try #require(Audit.rules.first { $0.id == id })
    let examples = try rule.examples.map { example in
      let lines = try Self.findings(example).map { finding in
        let place = (finding.place ?? "-").split(separator: "/").last.map(String.init) ?? "-"
        return
          "\(finding.rule) \(finding.severity.rawValue) \(finding.id ?? "-") \(finding.name ?? "-") \(place): \(finding.message)"
      }
      return (example.title, lines)
    }
    if let failure = Golden.check(
      examples: examples,
      against: Repository.path("Tests/CompatibilityTests/Fixtures/AuditRules/\(id).expected"))
    {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
