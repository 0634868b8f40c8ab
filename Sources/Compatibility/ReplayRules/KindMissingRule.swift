import BridgeDiagnostics

/// A message with cases carries its case in a string kind.
struct KindMissingRule: ReplayRule {
  let id = "kind-missing"
  let purpose =
    "A message with cases carries its case in a string kind."
  let category = "envelopes"
  let severity: Severity = .error
  let examples = [
    ReplayExample(
      "a sent action without its case kind",
      captures: [
        .transcript(
          #"{"type": "tempo.perform", "data": {"title": "Plan the week"}}"#, from: .content)
      ],
      .error),
    ReplayExample(
      "a sent action with its kind",
      captures: [
        .transcript(
          #"{"type": "tempo.perform", "data": {"kind": "task.create", "title": "Plan the week"}}"#,
          from: .content)
      ], .silent),
  ]
}

extension ReplayRule where Self == KindMissingRule {
  static var kindMissing: Self { Self() }
}
