import ContractLanguage
import Testing

@testable import Compatibility

struct GateRuleListTests {
  @Test func everyGateRuleIsListedOnceInOrder() {
    let ids = Gate.rules.map(\.id)
    #expect(ids == ids.sorted())
    #expect(Set(ids).count == ids.count)
  }

  /// A rule id names one rule whatever the command: SARIF, baselines and the rule reference
  /// look rules up by id alone. (Lint's syntax and reference ids are diagnostics, not rules.)
  @Test func ruleIdsAreUniqueAcrossFamilies() {
    let families: [(String, [String])] = [
      ("contract", ContractRules.all.map(\.id)),
      ("gate", Gate.rules.map(\.id)),
      ("evolution", ContractDiff.rules.map(\.id) + ["baseline-unused"]),
      ("replay", ReplayRule.allCases.map(\.rawValue)),
      ("drift", DriftRule.allCases.map(\.rawValue) + ["deprecated-use"]),
      ("advice", Answer.allCases.map(\.rawValue)),
      ("scan", ["use"]),
    ]
    var owners: [String: [String]] = [:]
    for (family, ids) in families {
      #expect(Set(ids).count == ids.count, "\(family) lists an id twice")
      for id in Set(ids) { owners[id, default: []].append(family) }
    }
    #expect(owners.filter { $0.value.count > 1 }.isEmpty, "\(owners.filter { $0.value.count > 1 })")
  }
}

struct FrameworkVersionTests {
  @Test func minorVersionsOfVersionsAndSimpleRanges() {
    let versions = [
      "0.81.4", "^0.81.4", "~54.0.12", ">=54.0.0", "v1.2", "1.2.3-rc.1", "latest", "*",
      "workspace:*", "54", "x.1", "",
    ]
    #expect(
      versions.map(FrameworkVersionRule.minorVersion) == [
        "0.81", "0.81", "54.0", "54.0", "1.2", "1.2", nil, nil, nil, nil, nil, nil,
      ])
  }
}
