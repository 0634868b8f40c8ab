import Testing

@testable import Compatibility

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
