import BridgeDiagnostics

/// A use the package's recorded interface lacks (a guarded newer element) cannot be generated, and is noted.
struct UseUnrecordedRule: ReplayRule {
  let id = "use-unrecorded"
  let purpose =
    "A use the package's recorded interface lacks (a guarded newer element) cannot be generated, and is noted."
  let category = "uses"
  let severity: Severity = .note
  let examples = [
    ReplayExample(
      "a use of a case the recorded release lacks",
      contract: replayArchiveContract,
      sends: ["case:tempo.perform/task.create", "case:tempo.perform/task.archive"], .note),
    ReplayExample(
      "uses the recorded release has",
      contract: replayArchiveContract, .silent),
  ]
}

extension ReplayRule where Self == UseUnrecordedRule {
  static var useUnrecorded: Self { Self() }
}
