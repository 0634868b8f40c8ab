import BridgeDiagnostics

/// Native code handles, sends or names only bridge names the newest release declares.
struct UndeclaredNameRule: AuditRule {
  let id = "undeclared-name"
  let purpose =
    "Native code handles, sends or names only bridge names the newest release declares."
  let category = "names"
  let severity: Severity = .warning
  let examples = [
    AuditExample(
      "native code that sends a message no release declares",
      swift: auditExampleSwift + #"func refresh() { send(["type": "tempo.refresh"]) }"# + "\n",
      .warning),
    AuditExample(
      "native code that names declared messages only", swift: auditExampleSwift, .silent),
  ]
}

extension AuditRule where Self == UndeclaredNameRule {
  static var undeclaredName: Self { Self() }
}
