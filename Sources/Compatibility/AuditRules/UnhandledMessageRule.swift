import BridgeDiagnostics

/// Native code handles every content → native message.
struct UnhandledMessageRule: AuditRule {
  let id = "unhandled-message"
  let purpose =
    "Native code handles every content → native message."
  let category = "handling"
  let severity: Severity = .warning
  let examples = [
    AuditExample(
      "native code that never handles a message content sends",
      swift: auditExampleSwift.replacingOccurrences(
        of: #"case "tempo.perform":"#, with: #"case "tempo.ping":"#),
      .warning),
    AuditExample("native code that handles it", swift: auditExampleSwift, .silent),
  ]
}

extension AuditRule where Self == UnhandledMessageRule {
  static var unhandledMessage: Self { Self() }
}
