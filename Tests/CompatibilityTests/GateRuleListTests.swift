import Testing

@testable import Compatibility

struct GateRuleListTests {
  @Test func everyGateRuleIsListedOnceInOrder() {
    let ids = Gate.rules.map(\.id)
    #expect(ids == ids.sorted())
    #expect(Set(ids).count == ids.count)
  }
}
