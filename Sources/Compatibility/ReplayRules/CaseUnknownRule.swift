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
      recorded: replayCommandContract(open: false, cases: ["navigate(route: string)"]),
      current: replayCommandContract(
        open: false, cases: ["navigate(route: string)", "search(query: string)"]),
      .error),
    ReplayExample(
      "the same case added to an open message",
      recorded: replayCommandContract(open: true, cases: ["navigate(route: string)"]),
      current: replayCommandContract(
        open: true, cases: ["navigate(route: string)", "search(query: string) @since(1.1)"]),
      .silent),
  ]

}

extension ReplayRule where Self == CaseUnknownRule {
  static var caseUnknown: Self { Self() }
}
