import BridgeDiagnostics

/// Native code that handles a message's cases handles no case removed before the newest release (a note: dead code, or a removal made too early).
struct RemovedCaseHandledRule: AuditRule {
  let id = "removed-case-handled"
  let purpose =
    "Native code that handles a message's cases handles no case removed before the newest release (a note: dead code, or a removal made too early)."
  let category = "handling"
  let severity: Severity = .note
  let examples = [
    AuditExample(
      "native code that still handles a case removed at a new runtime",
      contract: auditRemovalContract,
      swift: auditExampleSwift.replacingOccurrences(
        of: #"    case "task.archive": archiveTask()\#n"#,
        with:
          #"    case "task.archive": archiveTask()\#n    case "task.complete": completeTask()\#n"#),
      .note),
    AuditExample(
      "native code that no longer handles it", contract: auditRemovalContract,
      swift: auditExampleSwift, .silent),
  ]
}

extension AuditRule where Self == RemovedCaseHandledRule {
  static var removedCaseHandled: Self { Self() }
}
