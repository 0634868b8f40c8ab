// The change table of DOMAIN.md as rules over the head's new releases: each change a release
// makes (relative to the release before it) is classified by one rule, as a note when it is
// allowed and an error when it would break phones within a runtime.

/// Builds a change rule's findings: allowed changes are notes, breaking ones within a runtime
/// errors, anything at a new runtime a note.
func classify(
  _ rule: String, _ context: EvolutionContext, _ changes: [InterfaceChange],
  allowed: (InterfaceChange) -> String
) -> [Finding] {
  changes.filter { !context.isPartOfNewParent($0) }.map { change in
    if change.withinRuntime, let reason = context.breaksWithinRuntime(change) {
      return context.finding(
        rule, .error, change,
        "\(context.describe(change.element)) \(verb(change)) in \(change.release.version), within runtime \(change.release.runtime): \(reason)"
      )
    }
    let place =
      change.withinRuntime
      ? "within runtime \(change.release.runtime)"
      : "where runtime \(change.release.runtime) begins"
    return context.finding(
      rule, .note, change,
      "\(context.describe(change.element)) \(verb(change)) in \(change.release.version), \(place): \(allowed(change))"
    )
  }
}

func verb(_ change: InterfaceChange) -> String {
  switch change.kind {
  case .added: "is added"
  case .removed: "is removed"
  case .deprecated: "is deprecated"
  }
}

/// The contracts the change rules' examples start from: one release, two, or two runtimes.
let exampleOneRelease = "bridge tempo\nruntime 1 {\n  release 1.0\n}\n"
let exampleTwoReleases = "bridge tempo\nruntime 1 {\n  release 1.0\n  release 1.1\n}\n"
let exampleRuntimes =
  "bridge tempo\nruntime 1 {\n  release 1.0\n}\nruntime 2 {\n  release 2.0\n}\n"
