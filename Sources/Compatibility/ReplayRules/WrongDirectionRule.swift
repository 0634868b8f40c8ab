import BridgeDiagnostics

/// A message travels in its declared direction.
struct WrongDirectionRule: ReplayRule {
  let id = "wrong-direction"
  let purpose =
    "A message travels in its declared direction."
  let category = "messages"
  let severity: Severity = .error
  let examples = [
    ReplayExample(
      "a native → content message sent by content",
      captures: [
        .transcript(#"{"type": "tempo.snapshot", "data": {"tasks": []}}"#, from: .content)
      ],
      .error),
    ReplayExample(
      "the same message sent by native",
      captures: [.transcript(#"{"type": "tempo.snapshot", "data": {"tasks": []}}"#, from: .native)],
      .silent),
  ]
}

extension ReplayRule where Self == WrongDirectionRule {
  static var wrongDirection: Self { Self() }
}
