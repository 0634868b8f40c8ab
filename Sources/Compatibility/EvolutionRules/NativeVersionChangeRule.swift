import BridgeDiagnostics
import ContractLanguage

/// A new release that changes the Hermes, React Native or Expo version its binary links.
struct NativeVersionChangeRule: EvolutionRule {
  /// Was `release-property-changed`, the id of a lint rule too; baselines may still name it.
  static let formerID = "release-property-changed"
  let id = "native-version-changed"
  let purpose =
    "Classifies new releases that change hermes, react-native or expo: within a runtime a new Hermes version breaks every bundle, and a new React Native or Expo version usually does."
  let category = "properties"
  let examples = [
    EvolutionExample(
      "a new Hermes version within the runtime",
      previous: "bridge tempo\nruntime 1 {\n  release 1.0 hermes(96)\n}\n",
      current: "bridge tempo\nruntime 1 {\n  release 1.0 hermes(96)\n  release 1.1 hermes(98)\n}\n",
      .error),
    EvolutionExample(
      "a new React Native version within the runtime",
      previous: "bridge tempo\nruntime 1 {\n  release 1.0 react-native(0.81.4)\n}\n",
      current:
        "bridge tempo\nruntime 1 {\n  release 1.0 react-native(0.81.4)\n  release 1.1 react-native(0.82.0)\n}\n",
      .warning),
    EvolutionExample(
      "a new Hermes version where a new runtime begins",
      previous: "bridge tempo\nruntime 1 {\n  release 1.0 hermes(96)\n}\n",
      current:
        "bridge tempo\nruntime 1 {\n  release 1.0 hermes(96)\n}\nruntime 2 {\n  release 2.0 hermes(98)\n}\n",
      .note),
    EvolutionExample(
      "a new release that links the same React Native",
      previous: "bridge tempo\nruntime 1 {\n  release 1.0 react-native(0.81.4)\n}\n",
      current: "bridge tempo\nruntime 1 {\n  release 1.0 react-native(0.81.4)\n  release 1.1\n}\n",
      .silent),
  ]

  func check(_ context: EvolutionContext) -> [Finding] {
    var findings: [Finding] = []
    for release in context.newReleases where release.index > 0 {
      let previous = context.head.releases[release.index - 1]
      for property in ReleaseProperty.allCases {
        guard let value = release.properties[property], let before = previous.properties[property],
          value != before, !context.isPending(property, of: release)
        else { continue }
        let within = previous.runtimeIndex == release.runtimeIndex
        let severity: Severity = !within ? .note : property == .hermes ? .error : .warning
        let consequence =
          !within
          ? "where runtime \(release.runtime) begins, as it should"
          : property == .hermes
            ? "within runtime \(release.runtime): bundles compiled for \(before) do not load on it, nor the other way round"
            : "within runtime \(release.runtime): content built against one version usually needs the other's native code"
        findings.append(
          Finding(
            rule: id, severity: severity, id: release.version, release: release.version,
            message:
              "release \(release.version) changes \(property.rawValue) from \(before) to \(value) \(consequence)",
            file: release.span.file.path, line: release.span.location.line))
      }
    }
    return findings
  }
}
