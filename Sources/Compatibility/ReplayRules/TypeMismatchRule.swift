import BridgeDiagnostics

/// Every value has its declared type.
struct TypeMismatchRule: ReplayRule {
  let id = "type-mismatch"
  let purpose =
    "Every value has its declared type."
  let category = "values"
  let severity: Severity = .error
  let examples = [
    ReplayExample(
      "a field retyped in place",
      current: replayExampleContract.replacingOccurrences(
        of: "  id: string\n", with: "  id: int\n"), .error),
    ReplayExample("the field's type unchanged", .silent),
  ]
}

extension ReplayRule where Self == TypeMismatchRule {
  static var typeMismatch: Self { Self() }
}
