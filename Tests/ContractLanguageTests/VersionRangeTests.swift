import Testing

@testable import ContractLanguage

/// Versions and ranges as npm reads them, and the set operations the gate relies on.
struct VersionRangeTests {
  func v(_ text: String) -> SemanticVersion { SemanticVersion(text)! }
  func r(_ text: String) -> VersionRange { VersionRange(text)! }

  @Test func versionsParseAndOrderBySemver() {
    #expect(SemanticVersion("14.0.1")?.description == "14.0.1")
    #expect(SemanticVersion("v1.2.3")?.description == "1.2.3")
    #expect(SemanticVersion("1.2.3-rc.1+build.5")?.description == "1.2.3-rc.1+build.5")
    for bad in ["1.2", "01.2.3", "1.2.3-", "1.2.x", "latest", "", "1.2.3.4", "1.2.3-a..b"] {
      #expect(SemanticVersion(bad) == nil, "\(bad)")
    }
    let ordered = [
      "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta.2",
      "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.0.1", "1.10.0", "2.0.0",
    ].map(v)
    #expect(ordered == ordered.sorted())
    #expect(v("1.0.0+a") == v("1.0.0+b"))
  }

  @Test func rangesAdmitWhatNpmAdmits() {
    let cases: [(String, [String], [String])] = [
      ("~14.0", ["14.0.0", "14.0.9"], ["14.1.0", "13.9.9"]),
      ("~14.0.1", ["14.0.1", "14.0.5"], ["14.0.0", "14.1.0"]),
      ("^3.2.0", ["3.2.0", "3.9.9"], ["4.0.0", "3.1.9"]),
      ("^0.2.3", ["0.2.3", "0.2.9"], ["0.3.0"]),
      ("^0.0.3", ["0.0.3"], ["0.0.4"]),
      ("14.0.x", ["14.0.0", "14.0.7"], ["14.1.0"]),
      ("14.0.1", ["14.0.1"], ["14.0.2"]),
      (">=1.2 <2", ["1.2.0", "1.9.9"], ["2.0.0", "1.1.9"]),
      (">= 1.2.3", ["1.2.3", "9.0.0"], ["1.2.2"]),
      (">1.2", ["1.3.0"], ["1.2.9"]),
      ("<=1.2", ["1.2.9"], ["1.3.0"]),
      ("1.2.3 - 1.4", ["1.2.3", "1.4.9"], ["1.5.0", "1.2.2"]),
      ("^1 || ^3", ["1.5.0", "3.0.0"], ["2.0.0"]),
      ("*", ["0.0.1", "99.0.0"], []),
    ]
    for (range, inside, outside) in cases {
      for version in inside { #expect(r(range).contains(v(version)), "\(range) ∋ \(version)") }
      for version in outside { #expect(!r(range).contains(v(version)), "\(range) ∌ \(version)") }
    }
    for unparsed in ["latest", "workspace:*", "npm:other@1", "file:../x", "github:a/b", "1.2.3.4"] {
      #expect(VersionRange(unparsed) == nil, "\(unparsed)")
    }
    #expect(r("=14.0.1").exactVersion == v("14.0.1"))
    #expect(r("~14.0.1").exactVersion == nil)
  }

  @Test func subsetsAndOverlapsAreExact() {
    #expect(r("~14.0.1").isSubset(of: r("~14.0")))
    #expect(!r("^14.0.1").isSubset(of: r("~14.0")))
    #expect(r("^1 || ^2").isSubset(of: r(">=1 <3")))
    #expect(!r(">=1.0.0").isSubset(of: r("^1")))
    #expect(r("14.0.1").isSubset(of: r("14.0.x")))
    #expect(r("^15.0.0").overlaps(r(">=14 <16")))
    #expect(!r("^15.0.0").overlaps(r("~14.0")))
  }
}
