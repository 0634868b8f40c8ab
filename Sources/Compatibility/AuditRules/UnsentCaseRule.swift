import BridgeDiagnostics

/// Native code sends every case of its native → content messages (a note: unused is not broken).
struct UnsentCaseRule: AuditRule {
  let id = "unsent-case"
  let purpose =
    "Native code sends every case of its native → content messages (a note: unused is not broken)."
  let category = "sending"
  let severity: Severity = .note
  let examples = [
    AuditExample(
      "native code that never sends one case of its message",
      contract: auditExampleContract
        + "message command from native {\n  case navigate(route: string)\n  case search(query: string)\n}\n",
      swift: auditExampleSwift
        + #"func navigate() { send(["type": "tempo.command", "kind": "navigate"]) }"# + "\n",
      .note),
    AuditExample(
      "native code that sends every case",
      contract: auditExampleContract
        + "message command from native {\n  case navigate(route: string)\n  case search(query: string)\n}\n",
      swift: auditExampleSwift
        + #"func navigate() { send(["type": "tempo.command", "kind": "navigate"]) }"# + "\n"
        + #"func search() { send(["type": "tempo.command", "kind": "search"]) }"# + "\n",
      .silent),
  ]
}

extension AuditRule where Self == UnsentCaseRule {
  static var unsentCase: Self { Self() }
}
