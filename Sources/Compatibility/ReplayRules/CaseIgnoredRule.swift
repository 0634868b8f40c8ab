import BridgeDiagnostics

/// A reader of an open message ignores case kinds it does not know.
struct CaseIgnoredRule: ReplayRule {
  let id = "case-ignored"
  let purpose =
    "A reader of an open message ignores case kinds it does not know."
  let category = "messages"
  let severity: Severity = .note
  let examples = [
    ReplayExample(
      "a case added to an open native → content message",
      recorded: replayExampleContract
        + "open message command from native {\n  case navigate(route: string)\n}\n",
      current: replayExampleContract
        + "open message command from native {\n  case navigate(route: string)\n  case search(query: string) @since(1.1)\n}\n",
      .note),
    ReplayExample(
      "the open message unchanged",
      recorded: replayExampleContract
        + "open message command from native {\n  case navigate(route: string)\n}\n",
      current: replayExampleContract
        + "open message command from native {\n  case navigate(route: string)\n}\n",
      .silent),
  ]
}

extension ReplayRule where Self == CaseIgnoredRule {
  static var caseIgnored: Self { Self() }
}
