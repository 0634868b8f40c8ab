import BridgeDiagnostics

/// A reader of a message that is not open rejects case kinds it does not know.
struct CaseUnknownRule: ReplayRule {
  let id = "case-unknown"
  let purpose =
    "A reader of a message that is not open rejects case kinds it does not know."
  let category = "messages"
  let severity: Severity = .error
  let examples = [
    ReplayExample(
      "a case added in place to a native → content message that is not open",
      recorded: replayExampleContract
        + "message command from native {\n  case navigate(route: string)\n}\n",
      current: replayExampleContract
        + "message command from native {\n  case navigate(route: string)\n  case search(query: string)\n}\n",
      .error),
    ReplayExample(
      "the same case added to an open message",
      recorded: replayExampleContract
        + "open message command from native {\n  case navigate(route: string)\n}\n",
      current: replayExampleContract
        + "open message command from native {\n  case navigate(route: string)\n  case search(query: string) @since(1.1)\n}\n",
      .silent),
  ]
}

extension ReplayRule where Self == CaseUnknownRule {
  static var caseUnknown: Self { Self() }
}
