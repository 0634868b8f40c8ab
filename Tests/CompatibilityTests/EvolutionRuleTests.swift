import BridgeDiagnostics
import ContractLanguage
import Foundation
import TestSupport
import Testing

@testable import Compatibility

/// Each rule's examples are its tests: the change from `previous` to `current` must make the rule
/// report exactly what the example says.
struct EvolutionRuleTests {

  static let cases = ContractDiff.rules.flatMap { rule in
    rule.examples.map { RuleExampleCase(rule: rule.id, title: $0.title, example: $0) }
  }

  static func load(_ text: String, runtimeVersion: String?, side: String) -> LoadedContract {
    ContractLoader.check(
      [SourceFile(path: "\(side).contract", text: text)],
      runtimeVersion: runtimeVersion.map {
        SourceFile(path: "\(side)-runtime-version.txt", text: $0 + "\n")
      },
      folder: side)
  }

  @Test(arguments: cases)
  func exampleBehavesAsDocumented(_ test: RuleExampleCase<EvolutionExample>) throws {
    let base = Self.load(
      test.example.previous, runtimeVersion: test.example.previousRuntimeVersion, side: "previous")
    let head = Self.load(
      test.example.current, runtimeVersion: test.example.currentRuntimeVersion, side: "current")
    let report = ContractDiff.diff(base: base, head: head, baseName: "previous", baseline: nil)
    #expect(report.impact != nil, "\(report.diagnostics.map(\.message))")
    let mine = report.findings.filter { $0.rule == test.rule }
    switch test.example.expectation {
    case .silent: #expect(mine.isEmpty, "\(mine.map(\.message))")
    case .error: #expect(mine.contains { $0.severity == .error }, "\(mine.map(\.message))")
    case .warning:
      #expect(
        mine.contains { $0.severity == .warning } && !mine.contains { $0.severity == .error },
        "\(mine.map(\.message))")
    case .note:
      #expect(!mine.isEmpty && mine.allSatisfy { $0.severity == .note }, "\(mine.map(\.message))")
    }
  }

  /// The exact findings of every example of a rule (all rules' findings, not only its own), as a
  /// golden file per rule.
  @Test(arguments: ContractDiff.rules.map(\.id))
  func examplesGiveExactlyTheseFindings(_ id: String) throws {
    let rule = try #require(ContractDiff.rules.first { $0.id == id })
    let examples = rule.examples.map { example in
      let base = Self.load(
        example.previous, runtimeVersion: example.previousRuntimeVersion, side: "previous")
      let head = Self.load(
        example.current, runtimeVersion: example.currentRuntimeVersion, side: "current")
      let report = ContractDiff.diff(base: base, head: head, baseName: "previous", baseline: nil)
      let findings = report.findings.map { finding in
        "\(finding.rule) \(finding.severity.rawValue) \(finding.id ?? "-") \(finding.releases.first ?? "-"): \(finding.message)"
      }
      return (example.title, ["impact: \(report.impact?.rawValue ?? "error")"] + findings)
    }
    if let failure = Golden.check(
      examples: examples,
      against: Repository.path("Tests/CompatibilityTests/Fixtures/Evolution/\(id).expected"))
    {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func aFieldTypeRewrittenInAShippedReleaseNamesTheReleaseAndTheTypes() {
    let base = Self.load(
      "bridge tempo\nruntime 3 {\n  release 3.1\n  release 3.2\n}\ntype FocusStats { streak: int }\n",
      runtimeVersion: nil,
      side: "previous")
    let head = Self.load(
      "bridge tempo\nruntime 3 {\n  release 3.1\n  release 3.2\n}\ntype FocusStats { streak: string }\n",
      runtimeVersion: nil, side: "current")
    let report = ContractDiff.diff(base: base, head: head, baseName: "previous", baseline: nil)
    #expect(
      report.findings.map {
        "\($0.rule) \($0.severity.rawValue) \($0.id ?? "-") \($0.releases.first ?? "-"): \($0.message)"
      } == [
        "frozen-history error field:FocusStats.streak 3.1: field:FocusStats.streak of shipped release 3.1 changed type from int to string; add a new field in a new release instead"
      ])
    #expect(report.impact == Impact.none)
  }

  @Test func baselinesAcknowledgeWithAReasonAndReportUnusedEntries() throws {
    let base = Self.load(
      "bridge tempo\nruntime 1 {\n  release 1.0\n}\ntype T { a: int }\n", runtimeVersion: nil,
      side: "previous")
    let head = Self.load(
      "bridge tempo\nruntime 1 {\n  release 1.0\n}\ntype T { a: int? }\n", runtimeVersion: nil,
      side: "current")
    let baseline = Baseline(entries: [
      .init(
        rule: "frozen-history", id: "field:T.a",
        reason: "1.0 always sent null when empty; the contract was wrong"),
      .init(rule: "frozen-history", id: "field:T.b", reason: "stale"),
    ])
    let report = ContractDiff.diff(base: base, head: head, baseName: "previous", baseline: baseline)
    #expect(!report.hasErrors)
    #expect(
      report.findings.map {
        "\($0.rule) \($0.severity.rawValue) \($0.id ?? "-") \($0.acknowledged ?? "-")"
      } == [
        "baseline-unused warning field:T.b -",
        "frozen-history note field:T.a 1.0 always sent null when empty; the contract was wrong",
      ])
  }
}

/// Rule ids name one rule across every family — lint, gate, diff, replay, audit — so that a
/// baseline, a SARIF result or a note names exactly one; a renamed id stays accepted.
struct RuleIdentityTests {
  @Test func aBaselineNamingTheFormerIdStillAcknowledges() {
    let base = EvolutionRuleTests.load(
      "bridge tempo\nruntime 1 {\n  release 1.0 hermes(96)\n}\n", runtimeVersion: nil,
      side: "base")
    let head = EvolutionRuleTests.load(
      "bridge tempo\nruntime 1 {\n  release 1.0 hermes(96)\n  release 1.1 hermes(98)\n}\n",
      runtimeVersion: nil, side: "head")
    let baseline = Baseline(entries: [
      .init(rule: "release-property-changed", id: "1.1", reason: "every 1.0 phone is updated")
    ])
    let report = ContractDiff.diff(base: base, head: head, baseName: "main", baseline: baseline)
    #expect(
      report.findings.map { "\($0.rule) \($0.severity.rawValue) \($0.acknowledged ?? "-")" } == [
        "native-version-changed note every 1.0 phone is updated"
      ])
  }
}
