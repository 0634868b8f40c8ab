import BridgeDiagnostics
import ContractLanguage

/// A new release that links another version of a native package than the release before it,
/// or starts or stops linking one.
struct PackageVersionChangeRule: EvolutionRule {
  let id = "package-version-changed"
  let purpose =
    "Classifies the native package versions new releases link: within a runtime a version not declared compatible splits the runtime (one update cannot match both binaries), and dropping a package breaks the updates that bundle it."
  let category = "packages"
  let examples = [
    EvolutionExample(
      "a new version within the runtime",
      previous:
        "bridge tempo\nruntime 1 {\n  release 1.0 {\n    package expo-haptics 14.0.1\n  }\n}\n",
      current:
        "bridge tempo\nruntime 1 {\n  release 1.0 {\n    package expo-haptics 14.0.1\n  }\n  release 1.1 {\n    package expo-haptics 14.1.0\n  }\n}\n",
      .warning),
    EvolutionExample(
      "a patch version declared compatible",
      previous:
        "bridge tempo\nruntime 1 {\n  release 1.0 {\n    package expo-haptics 14.0.1\n  }\n}\n",
      current:
        "bridge tempo\nruntime 1 {\n  release 1.0 {\n    package expo-haptics 14.0.1\n  }\n  release 1.1 {\n    package expo-haptics 14.0.2\n  }\n}\npackage expo-haptics compatible(~14.0)\n",
      .note),
    EvolutionExample(
      "a package dropped within the runtime",
      previous:
        "bridge tempo\nruntime 1 {\n  release 1.0 {\n    package expo-haptics 14.0.1\n  }\n}\n",
      current:
        "bridge tempo\nruntime 1 {\n  release 1.0 {\n    package expo-haptics 14.0.1\n  }\n  release 1.1 {\n    package expo-haptics none\n  }\n}\n",
      .error),
    EvolutionExample(
      "a new version where a new runtime begins",
      previous:
        "bridge tempo\nruntime 1 {\n  release 1.0 {\n    package expo-haptics 14.0.1\n  }\n}\n",
      current:
        "bridge tempo\nruntime 1 {\n  release 1.0 {\n    package expo-haptics 14.0.1\n  }\n}\nruntime 2 {\n  release 2.0 {\n    package expo-haptics 15.0.0\n  }\n}\n",
      .note),
    EvolutionExample(
      "a new release that links the same package version",
      previous:
        "bridge tempo\nruntime 1 {\n  release 1.0 {\n    package expo-haptics 14.0.1\n  }\n}\n",
      current:
        "bridge tempo\nruntime 1 {\n  release 1.0 {\n    package expo-haptics 14.0.1\n  }\n  release 1.1 {\n    package expo-haptics 14.0.1\n  }\n}\n",
      .silent),
  ]

  func check(_ context: EvolutionContext) -> [Finding] {
    var findings: [Finding] = []
    for release in context.newReleases where !context.packagesArePending(release) {
      let previous = release.index > 0 ? context.head.releases[release.index - 1] : nil
      let within = previous?.runtimeIndex == release.runtimeIndex
      let before = previous?.packages ?? [:]
      for name in Set(before.keys).union(release.packages.keys).sorted() {
        let old = before[name]
        let new = release.packages[name]
        guard old != new else { continue }
        let severity: Severity
        let message: String
        switch (old, new) {
        case (nil, let new?):
          severity = .note
          message =
            "release \(release.version) links \(name) \(new), which the release before it did not: content bundling it must look its modules up optionally while older binaries are supported"
        case (let old?, nil):
          severity = within ? .error : .note
          message =
            within
            ? "release \(release.version) stops linking \(name) within runtime \(release.runtime): updates that bundle its JavaScript (\(old)) would call native code the binary lacks"
            : "release \(release.version) stops linking \(name) where runtime \(release.runtime) begins, as it should"
        case (let old?, let new?):
          let compatible = context.head.isCompatible(name, bundled: old, linked: new)
          severity = !within || compatible ? .note : .warning
          message =
            !within
            ? "release \(release.version) links \(name) \(new) instead of \(old) where runtime \(release.runtime) begins, as it should"
            : compatible
              ? "release \(release.version) links \(name) \(new) instead of \(old), which the contract declares compatible"
              : "release \(release.version) links \(name) \(new) instead of \(old) within runtime \(release.runtime): one update bundles one version, which cannot match both binaries; declare 'package \(name) compatible(RANGE)' if the native halves are interchangeable, or start a new runtime"
        case (nil, nil):
          continue
        }
        let span = release.statedPackages[name]?.span ?? release.span
        findings.append(
          Finding(
            rule: id, severity: severity, id: release.version, release: release.version,
            message: message, file: span.file.path, line: span.location.line))
      }
    }
    return findings
  }
}
