import BridgeDiagnostics
import ContractLanguage
import TestSupport
import Testing

@testable import Compatibility

/// Each replay rule's examples are its tests: the example's package, recorded against release
/// 1.0, replayed on release 1.1 with its captures, must make the rule say exactly what the example
/// says.
struct ReplayRuleExampleTests {

  static let cases = Replay.rules.flatMap { rule in
    rule.examples.map { RuleExampleCase(rule: rule.id, title: $0.title, example: $0) }
  }

  static func contract(_ text: String) throws -> Contract {
    let loaded = ContractLoader.check(
      [SourceFile(path: "example.contract", text: text)], runtimeVersion: nil, folder: "example")
    #expect(loaded.diagnostics.filter { $0.severity >= .error }.map(\.message) == [])
    return try #require(loaded.contract)
  }

  /// The problems of the example's one cell.
  static func problems(_ example: ReplayExample) throws -> [ReplayProblem] {
    let recorded = try contract(example.recorded)
    let current = try contract(example.current)
    let uses = example.sends.map { id in
      LockUse(
        id: id, name: String(id.split(separator: "/").last ?? id.split(separator: ":").last!),
        role: .sends, guards: [])
    }
    let lock = Lock(
      bridge: "tempo", runtime: "1", channel: "production", builtAgainst: "1.0", publications: [],
      digest: "sha256:00", tool: "example", uses: uses, packages: example.packages,
      interface: recorded.interface(of: recorded.releases[0]))
    let captures = try example.captures.map { capture in
      CapturedEnvelope(
        envelope: try JSONParser.parse(SourceFile(path: "capture.json", text: capture.json)).get(),
        source: "capture.json", release: "1.1", from: capture.from, updateID: nil,
        isSnapshot: capture.isSnapshot)
    }
    var simulator = Simulator(contract: current, locks: [lock], captures: captures)
    return try simulator.replay(lock, at: "example.lock.json", on: ["1.1"])[0].result.get()
  }

  @Test(arguments: cases)
  func exampleBehavesAsDocumented(_ test: RuleExampleCase<ReplayExample>) throws {
    let mine = try Self.problems(test.example).filter { $0.rule == test.rule }
    let said = mine.map { "\($0.path) \($0.message)" }
    switch test.example.expectation {
    case .silent: #expect(mine.isEmpty, "\(said)")
    case .error: #expect(!mine.isEmpty && mine.allSatisfy(\.isError), "\(said)")
    case .note, .warning: #expect(!mine.isEmpty && !mine.contains(where: \.isError), "\(said)")
    }
  }

  /// Every problem of each example of a rule (all rules', not only its own), as a golden file
  /// per rule.
  @Test(arguments: Replay.rules.map(\.id))
  func examplesGiveExactlyTheseProblems(_ id: String) throws {
    let rule = try #require(Replay.rules.first { $0.id == id })
    let examples = try rule.examples.map { example in
      let lines = try Self.problems(example).map { problem in
        "\(problem.rule) \(problem.isError ? "error" : "note") \(problem.path) \(problem.id) — \(problem.message) (\(problem.source))"
      }
      return (example.title, lines)
    }
    if let failure = Golden.check(
      examples: examples,
      against: Repository.path("Tests/CompatibilityTests/Fixtures/ReplayRules/\(id).expected")
    ) {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
