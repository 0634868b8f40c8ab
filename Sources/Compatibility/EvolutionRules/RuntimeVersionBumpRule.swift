import BridgeDiagnostics
import ContractLanguage

/// `runtime-version.txt` moves with the history: bumped exactly when a new runtime begins, and a
/// new runtime only when the changes need one.
struct RuntimeVersionBumpRule: EvolutionRule {
  let id = "runtime-version-bump"
  let purpose =
    "Checks that runtime-version.txt names the newest runtime, is bumped exactly when a new runtime begins, and warns when a new runtime begins that the changes do not need."
  let category = "runtime-version"
  let examples = [
    EvolutionExample(
      "a new runtime without a bump",
      previous: "bridge tempo\nruntime 1 {\n  release 1.0\n}\nmessage ping from content\n",
      current:
        "bridge tempo\nruntime 1 {\n  release 1.0\n}\nruntime 2 {\n  release 2.0\n}\nmessage ping from content @removed(2.0)\n",
      .error, previousRuntimeVersion: "1", currentRuntimeVersion: "1"),
    EvolutionExample(
      "a bump with a new runtime the changes need",
      previous: "bridge tempo\nruntime 1 {\n  release 1.0\n}\nmessage ping from content\n",
      current:
        "bridge tempo\nruntime 1 {\n  release 1.0\n}\nruntime 2 {\n  release 2.0\n}\nmessage ping from content @removed(2.0)\n",
      .silent, previousRuntimeVersion: "1", currentRuntimeVersion: "2"),
    EvolutionExample(
      "a bump the changes do not need", previous: "bridge tempo\nruntime 1 {\n  release 1.0\n}\n",
      current:
        "bridge tempo\nruntime 1 {\n  release 1.0\n}\nruntime 2 {\n  release 2.0\n}\ncapability sharing @since(2.0)\n",
      .warning, previousRuntimeVersion: "1", currentRuntimeVersion: "2"),
  ]

  func check(_ context: EvolutionContext) -> [Finding] {
    guard let newest = context.head.releases.last else { return [] }
    let before = context.base.runtimeVersion?.value
    let after = context.head.runtimeVersion?.value
    let baseRuntimes = Set(context.base.runtimes.map(\.version))
    let newRuntimes = context.head.runtimes.filter { !baseRuntimes.contains($0.version) }
    func finding(_ severity: Severity, _ message: String) -> Finding {
      Finding(
        rule: id, severity: severity, id: after ?? newest.runtime, release: nil, message: message,
        file: context.head.runtimeVersion?.span.file.path,
        line: context.head.runtimeVersion.map { _ in 1 })
    }
    guard let after else { return [] }
    if let before, before == after, let first = newRuntimes.first {
      return [
        finding(
          .error,
          "runtime \(first.version) begins, but runtime-version.txt still says '\(after)'; bump it to '\(newest.runtime)'"
        )
      ]
    }
    if let before, before != after, newRuntimes.isEmpty {
      return [
        finding(
          .error,
          "runtime-version.txt was bumped from '\(before)' to '\(after)', but no new runtime begins in the contract"
        )
      ]
    }
    if after != newest.runtime {
      return [
        finding(
          .error,
          "runtime-version.txt says '\(after)', but the newest release \(newest.version) belongs to runtime '\(newest.runtime)'"
        )
      ]
    }
    // A new runtime that no change needs strands every installed app from future OTAs.
    if let before, before != after, let first = newRuntimes.first {
      let startChanges = context.changes.filter { $0.release.index == first.releases.lowerBound }
      let needed =
        startChanges.contains { context.breaksWithinRuntime($0) != nil }
        || propertyChange(context, at: first.releases.lowerBound)
      if !needed {
        return [
          finding(
            .warning,
            "runtime \(first.version) begins, but nothing in it needs a new runtime: every installed app stops receiving OTAs until its user installs a build of runtime \(first.version); a new release of runtime '\(before)' would do"
          )
        ]
      }
    }
    return []
  }

  private func propertyChange(_ context: EvolutionContext, at index: Int) -> Bool {
    guard index > 0 else { return false }
    let (release, previous) = (context.head.releases[index], context.head.releases[index - 1])
    return ReleaseProperty.allCases.contains { property in
      guard let value = release.properties[property], let before = previous.properties[property]
      else { return false }
      return value != before
    }
  }
}
