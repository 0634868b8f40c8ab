import BridgeDiagnostics

/// Native code that handles a message's cases handles only cases some release declares.
struct UndeclaredCaseHandledRule: AuditRule {
  let id = "undeclared-case-handled"
  let purpose =
    "Native code that handles a message's cases handles only cases some release declares."
  let category = "handling"
  let severity: Severity = .warning
  let examples = [
    AuditExample(
      "native code that handles a case no release declares",
      swift: auditExampleSwift.replacingOccurrences(
        of: #"    case "task.archive": archiveTask()\#n"#,
        with: #"    case "task.archive": archiveTask()\#n    case "task.delete": deleteTask()\#n"#),
      .warning),
    AuditExample("native code that handles declared cases", swift: auditExampleSwift, .silent),
  ]
}

extension AuditRule where Self == UndeclaredCaseHandledRule {
  static var undeclaredCaseHandled: Self { Self() }
}
