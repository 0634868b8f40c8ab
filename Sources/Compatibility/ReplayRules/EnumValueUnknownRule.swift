import BridgeDiagnostics

/// A reader of a closed enum rejects values it does not know.
struct EnumValueUnknownRule: ReplayRule {
  let id = "enum-value-unknown"
  let purpose =
    "A reader of a closed enum rejects values it does not know."
  let category = "values"
  let severity: Severity = .error
  let examples = [
    ReplayExample(
      "a value added to a closed enum in place",
      current: replayExampleContract.replacingOccurrences(
        of: "  high\n", with: "  high\n  urgent\n"), .error),
    ReplayExample(
      "the same value added to an open enum",
      recorded: replayExampleContract.replacingOccurrences(
        of: "enum Priority", with: "open enum Priority"),
      current: replayExampleContract.replacingOccurrences(
        of: "enum Priority", with: "open enum Priority"
      )
      .replacingOccurrences(of: "  high\n", with: "  high\n  urgent\n"), .silent),
  ]
}

extension ReplayRule where Self == EnumValueUnknownRule {
  static var enumValueUnknown: Self { Self() }
}
