import BridgeDiagnostics

/// A date is an ISO-8601 string.
struct DateInvalidRule: ReplayRule {
  let id = "date-invalid"
  let purpose =
    "A date is an ISO-8601 string."
  let category = "values"
  let severity: Severity = .error
  let examples = [
    ReplayExample(
      "a captured date that is not ISO 8601", contract: replayDatesContract,
      captures: [
        .snapshot(
          #"{"type": "tempo.snapshot", "data": {"tasks": [{"id": "a", "priority": "low", "due": "next week"}]}}"#
        )
      ], .error),
    ReplayExample(
      "an ISO 8601 date", contract: replayDatesContract,
      captures: [
        .snapshot(
          #"{"type": "tempo.snapshot", "data": {"tasks": [{"id": "a", "priority": "low", "due": "2026-12-03T09:00:00Z"}]}}"#
        )
      ], .silent),
  ]

}

extension ReplayRule where Self == DateInvalidRule {
  static var dateInvalid: Self { Self() }
}
