import BridgeDiagnostics

/// Native accepts every message content sends.
struct MessageNotAcceptedRule: ReplayRule {
  let id = "message-not-accepted"
  let purpose =
    "Native accepts every message content sends."
  let category = "messages"
  let severity: Severity = .error
  let examples = [
    ReplayExample(
      "a message the package sends, rewritten away in place",
      recorded: replayExampleContract + "message ping from content\n",
      current: replayExampleContract,
      sends: ["case:tempo.perform/task.create", "message:tempo.ping"], .error),
    ReplayExample(
      "the message still declared",
      recorded: replayExampleContract + "message ping from content\n",
      current: replayExampleContract + "message ping from content\n",
      sends: ["case:tempo.perform/task.create", "message:tempo.ping"], .silent),
  ]
}

extension ReplayRule where Self == MessageNotAcceptedRule {
  static var messageNotAccepted: Self { Self() }
}
