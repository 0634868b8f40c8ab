import BridgeDiagnostics

/// Every field that is not optional is present and not null.
struct FieldMissingRule: ReplayRule {
  let id = "field-missing"
  let purpose =
    "Every field that is not optional is present and not null."
  let category = "values"
  let severity: Severity = .error
  let examples = [
    ReplayExample(
      "a required field made optional in place",
      current: replayExampleContract.replacingOccurrences(
        of: "  priority: Priority\n", with: "  priority: Priority?\n"),
      .error),
    ReplayExample(
      "an optional field added",
      current: replayExampleContract.replacingOccurrences(
        of: "  priority: Priority\n", with: "  priority: Priority\n  note: string?\n"),
      .silent),
  ]
}

extension ReplayRule where Self == FieldMissingRule {
  static var fieldMissing: Self { Self() }
}
