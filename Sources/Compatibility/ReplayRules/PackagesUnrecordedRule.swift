import BridgeDiagnostics

/// A lock written before locks recorded package versions cannot be compared with the release's, and is noted.
struct PackagesUnrecordedRule: ReplayRule {
  let id = "packages-unrecorded"
  let purpose =
    "A lock written before locks recorded package versions cannot be compared with the release's, and is noted."
  let category = "packages"
  let severity: Severity = .note
  let examples = [
    ReplayExample(
      "a lock that does not record its package versions",
      contract: replayPackagesContract, packages: nil, .note),
    ReplayExample(
      "a lock that records them",
      contract: replayPackagesContract,
      packages: ["expo-haptics": "14.0.2"], .silent),
  ]
}

extension ReplayRule where Self == PackagesUnrecordedRule {
  static var packagesUnrecorded: Self { Self() }
}
