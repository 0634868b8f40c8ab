import BridgeDiagnostics

/// A reader of a closed type rejects fields it does not know.
struct FieldUnknownRule: ReplayRule {
  let id = "field-unknown"
  let purpose =
    "A reader of a closed type rejects fields it does not know."
  let category = "values"
  let severity: Severity = .error
  let examples = [
    ReplayExample(
      "a field added to a closed type",
      current: replayExampleContract.replacingOccurrences(
        of: "  tasks: [Task]\n", with: "  tasks: [Task]\n  streak: int\n"),
      .error),
    ReplayExample(
      "a field added to a type that is not closed",
      current: replayExampleContract.replacingOccurrences(
        of: "  priority: Priority\n", with: "  priority: Priority\n  note: string\n"),
      .silent),
  ]
}

extension ReplayRule where Self == FieldUnknownRule {
  static var fieldUnknown: Self { Self() }
}
