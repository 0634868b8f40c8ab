import BridgeDiagnostics

/// Native code sends every native → content message.
struct UnsentMessageRule: AuditRule {
  let id = "unsent-message"
  let purpose =
    "Native code sends every native → content message."
  let category = "sending"
  let severity: Severity = .warning
  let examples = [
    AuditExample(
      "native code that never sends a native → content message",
      swift: auditExampleSwift.replacingOccurrences(
        of: #"  send(["type": "tempo.snapshot"])\#n"#, with: ""),
      .warning),
    AuditExample("native code that sends it", swift: auditExampleSwift, .silent),
  ]
}

extension AuditRule where Self == UnsentMessageRule {
  static var unsentMessage: Self { Self() }
}
