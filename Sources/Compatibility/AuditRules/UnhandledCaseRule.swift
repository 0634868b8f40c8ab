import BridgeDiagnostics

/// Native code handles every case of each content → native message it handles.
struct UnhandledCaseRule: AuditRule {
  let id = "unhandled-case"
  let purpose =
    "Native code handles every case of each content → native message it handles."
  let category = "handling"
  let severity: Severity = .warning
  let examples = [
    AuditExample(
      "native code that handles a message but not one of its cases",
      swift: auditExampleSwift.replacingOccurrences(
        of: #"    case "task.archive": archiveTask()\#n"#, with: ""),
      .warning),
    AuditExample("native code that handles every case", swift: auditExampleSwift, .silent),
  ]
}

extension AuditRule where Self == UnhandledCaseRule {
  static var unhandledCase: Self { Self() }
}
