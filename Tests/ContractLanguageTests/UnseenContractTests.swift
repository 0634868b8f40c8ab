import BridgeDiagnostics
import Foundation
import TestSupport
import Testing

@testable import ContractLanguage

/// The language document's example is a contract someone else wrote to the document. Each case
/// breaks exactly one rule in it (marked `1️⃣` where the diagnostic must point) and expects that
/// rule's id there and nothing else.
struct UnseenContractTests {
  struct Violation: CustomTestStringConvertible, Sendable {
    let rule: String
    let replace: String
    let with: String
    var testDescription: String { rule }
  }

  static let violations: [Violation] = [
    Violation(
      rule: "duplicate-bridge", replace: "bridge tempo\n", with: "bridge tempo\nbridge 1️⃣other\n"),
    Violation(
      rule: "duplicate-release", replace: "  release 6.1\n", with: "  release 6.1\n  release 1️⃣6.0\n"
    ),
    Violation(rule: "unknown-type", replace: "inbox: [Task]", with: "inbox: [1️⃣Tasks]"),
    Violation(
      rule: "unknown-capability", replace: "@requires(task-archive)",
      with: "@requires(1️⃣task-archives)"),
    Violation(
      rule: "unknown-release", replace: "streak: int }", with: "streak: int @since(1️⃣7.9) }"),
    Violation(
      rule: "availability-order", replace: "case focus.start(minutes: int) @since(7.1)",
      with: "case focus.start(minutes: int) @since(7.1) @deprecated(1️⃣7.0)"),
    Violation(
      rule: "availability-outside-parent", replace: "  scope settingsBar\n",
      with: "  scope settingsBar @since(1️⃣7.0)\n"),
    Violation(
      rule: "requires-outside-availability", replace: "capability task-archive @since(7.1)",
      with: "capability task-archive @since(7.0)"),
    Violation(rule: "removed-mid-runtime", replace: "@removed(7.0)", with: "@removed(1️⃣7.1)"),
    Violation(
      rule: "addition-not-optional", replace: "focus: FocusStats? @since(7.1)",
      with: "focus: FocusStats @since(1️⃣7.1)"),
    Violation(
      rule: "addition-not-optional", replace: "open enum Route", with: "enum Route"),
    Violation(
      rule: "indistinct-name", replace: "  case task.complete(id: string)\n",
      with: "  case task.complete(id: string)\n  case 1️⃣archive(id: string)\n"),
    Violation(
      rule: "release-property-changed", replace: "  release 7.1\n",
      with: "  release 7.1 hermes(1️⃣98)\n"),
  ]

  @Test(arguments: violations)
  func eachViolationIsReportedAtItsPlace(_ violation: Violation) throws {
    let original = try String(
      contentsOfFile: LintFixtureTests.root + "/language-document-example/tempo.contract",
      encoding: .utf8)
    #expect(
      original.contains(violation.replace), "the example no longer contains the text to replace")
    let marked = MarkedText(
      original.replacingOccurrences(of: violation.replace, with: violation.with))
    let loaded = ContractLoader.check(
      [SourceFile(path: "tempo.contract", text: marked.text)], runtimeVersion: nil,
      folder: "contracts")
    #expect(
      loaded.diagnostics.map(\.id) == [violation.rule], "\(loaded.diagnostics.map(\.message))")
    let diagnostic = try #require(loaded.diagnostics.first)
    if let marker = marked.markers[1] {
      #expect(diagnostic.span?.start == marker)
    }
    // Where the replacement moved no marker (the violation is at an existing place), check the line.
    if violation.rule == "requires-outside-availability" {
      let line = try #require(diagnostic.span).location.line
      #expect(
        marked.text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].contains(
          "@requires(task-archive)"))
    }
  }
}
