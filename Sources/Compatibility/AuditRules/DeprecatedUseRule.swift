import BridgeDiagnostics

/// Current content that uses an element deprecated in some release (a note: it breaks when a new runtime removes it).
struct DeprecatedUseRule: AuditRule {
  let id = "deprecated-use"
  let purpose =
    "Current content that uses an element deprecated in some release (a note: it breaks when a new runtime removes it)."
  let category = "content"
  let severity: Severity = .note
  let examples = [
    AuditExample(
      "current content that sends a deprecated case",
      contract: auditExampleContract.replacingOccurrences(
        of: "case task.create(title: string)",
        with: "case task.create(title: string) @deprecated(1.1)"),
      content: [auditExampleContent], .note),
    AuditExample(
      "current content that sends no deprecated case", content: [auditExampleContent], .silent),
  ]
}

extension AuditRule where Self == DeprecatedUseRule {
  static var deprecatedUse: Self { Self() }
}
