import ContractLanguage
import Testing

@testable import Compatibility

/// Every rule of every family — the gate's, diff's, replay's, the audit's — in one shape: listed
/// once under an id no other rule has (nor lint's contract rules, advise's answers or scan's
/// `use`), with a purpose sentence, a category, and examples that trigger it and that do not.
/// The examples themselves run in each family's tests (`GateRuleExampleTests`,
/// `EvolutionRuleTests`, `ReplayRuleExampleTests`, `AuditRuleExampleTests`).
struct RuleCatalogTests {
  @Test func everyRuleIsListedOnceUnderItsOwnId() {
    var owners: [String: [String]] = [:]
    for family in RuleFamily.all {
      let ids = family.rules.map(\.id)
      #expect(ids == ids.sorted(), "\(family.command)'s rules are not sorted by id")
      for id in ids { owners[id, default: []].append(family.command) }
    }
    let others: [(String, [String])] = [
      ("lint", ContractRules.all.map(\.id)), ("advise", Answer.allCases.map(\.rawValue)),
      ("scan", ["use"]), ("diff", ["baseline-unused"]),
    ]
    for (command, ids) in others {
      for id in ids { owners[id, default: []].append(command) }
    }
    #expect(owners.filter { $0.value.count > 1 }.isEmpty, "\(owners.filter { $0.value.count > 1 })")
  }

  @Test func everyRuleSaysWhatItChecksWithExamplesOfBothKinds() {
    for family in RuleFamily.all {
      for rule in family.rules {
        #expect(rule.purpose.hasSuffix(".") && rule.purpose.count > 20, "\(rule.id)")
        #expect(!rule.category.isEmpty, "\(rule.id)")
        let expectations = rule.anyExamples.map(\.expectation)
        #expect(expectations.contains(.silent), "\(rule.id) has no example it says nothing about")
        #expect(expectations.contains { $0 != .silent }, "\(rule.id) has no example it reports")
        #expect(
          Set(rule.anyExamples.map(\.title)).count == expectations.count,
          "\(rule.id) has two examples of one title")
      }
    }
  }
}
