import BridgeDiagnostics
import ContractLanguage

/// A guarded use whose checks fail on every supported release: the feature cannot run yet.
struct NeverRunsRule: GateRule {
  let id = "never-runs"
  let purpose =
    "Notes guarded uses whose checks fail on every supported release (the feature cannot run yet)."
  let severity: Severity = .note
  let category = "content"
  let examples = [
    GateExample(
      "a use behind a capability no supported release provides yet",
      contract: gateExampleContract.replacingOccurrences(
        of: "release 1.1\n", with: "release 1.1\n  release 1.2 unreleased\n"
      ).replacingOccurrences(of: "archive @since(1.1)", with: "archive @since(1.2)"),
      files: [guardedArchive, capabilitiesModule], .note),
    GateExample(
      "a use behind a capability a supported release provides",
      files: [guardedArchive, capabilitiesModule], .silent),
  ]
  let help = """
    The use sits behind checks that fail on every release an update for this runtime and channel reaches, so it cannot run yet. That is safe; it usually means the feature waits for an IPA that has not shipped.
    """

  func check(_ context: GateContext) -> [Finding] {
    context.uses.compactMap { use in
      func fails(_ guardID: String, _ release: Release) -> Bool {
        context.checkFails(guardID, on: release)
      }
      guard !use.guards.isEmpty, !context.supported.isEmpty,
        context.supported.allSatisfy({ release in use.guards.contains { fails($0, release) } })
      else { return nil }
      let missing = use.guards.filter { guardID in
        context.supported.allSatisfy { fails(guardID, $0) }
      }
      return context.finding(
        id, .note, use, releases: context.supported,
        message:
          "'\(use.use.name)' is guarded by checks that fail on every supported release: it cannot run until a release provides \((missing.isEmpty ? use.guards : missing).joined(separator: ", "))",
        fix: nil)
    }
  }
}
