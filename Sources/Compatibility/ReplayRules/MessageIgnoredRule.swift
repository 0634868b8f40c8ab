import BridgeDiagnostics

/// Content ignores native messages it does not listen for.
struct MessageIgnoredRule: ReplayRule {
  let id = "message-ignored"
  let purpose =
    "Content ignores native messages it does not listen for."
  let category = "messages"
  let severity: Severity = .note
  let examples = [
    ReplayExample(
      "a native → content message added in place",
      current: replayExampleContract + "message refresh from native\n", .note),
    ReplayExample("no message added", .silent),
  ]
}

extension ReplayRule where Self == MessageIgnoredRule {
  static var messageIgnored: Self { Self() }
}
