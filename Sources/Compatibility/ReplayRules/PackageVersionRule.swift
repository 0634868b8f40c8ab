import BridgeDiagnostics

/// The release's binary links a version of each native package the package bundles that its JavaScript can run on: the same, or one declared compatible.
struct PackageVersionRule: ReplayRule {
  let id = "package-version"
  let purpose =
    "The release's binary links a version of each native package the package bundles that its JavaScript can run on: the same, or one declared compatible."
  let category = "packages"
  let severity: Severity = .error
  let examples = [
    ReplayExample(
      "the release's binary links another version",
      contract: replayPackagesContract,
      packages: ["expo-haptics": "14.0.1"], .error),
    ReplayExample(
      "another version, declared compatible",
      recorded: replayPackagesContract,
      current: replayPackagesContract + "package expo-haptics compatible(~14.0)\n",
      packages: ["expo-haptics": "14.0.1"], .silent),
  ]
}

extension ReplayRule where Self == PackageVersionRule {
  static var packageVersion: Self { Self() }
}
