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
      recorded: replayCommandContract(open: true, cases: ["navigate(route: string)"]),
      current: replayCommandContract(
        open: true, cases: ["navigate(route: string)", "search(query: string) @since(1.1)"]),
      .note),
    ReplayExample(
      "the open message unchanged",
      contract: replayCommandContract(open: true, cases: ["navigate(route: string)"]),
      .silent),
  ]
}

extension ReplayRule where Self == CaseIgnoredRule {
  static var caseIgnored: Self { Self() }
}
