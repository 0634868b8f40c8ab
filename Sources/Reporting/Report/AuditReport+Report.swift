import BridgeDiagnostics
import Compatibility

extension AuditReport {
  /// The audit for the shared formats: native drift at its place in the Swift sources, and
  /// each use of the current content that removing a deprecated element would break; the
  /// timeline, packages and deprecated uses as its tables. It fails on a drift warning.
  public var report: Report {
    let breaks = (contentBreaks ?? []).map { entry in
      Finding(
        rule: "deprecated-use", severity: .note, id: entry.id, name: nil,
        releases: [entry.deprecatedIn], file: entry.file, line: entry.line, column: entry.column,
        message:
          "'\(entry.id)' is deprecated in \(entry.deprecatedIn): removing it at the next runtime would break this use",
        fix: nil)
    }
    let drift = (drift ?? []).map { finding in
      Finding(
        rule: finding.rule.rawValue, severity: finding.severity, id: finding.id,
        name: finding.name, releases: [newestRelease], file: finding.file, line: finding.line,
        column: finding.column, message: finding.message, fix: nil)
    }
    let rules =
      [
        Report.Rule(
          id: "deprecated-use",
          purpose:
            "Current content that uses an element deprecated in some release (a note: it breaks when a new runtime removes it).",
          level: .note)
      ]
      // Two drift rules only note (their summaries say why); the rest warn, but for a name
      // the native code merely mentions.
      + DriftRule.allCases.map { rule in
        Report.Rule(
          id: rule.rawValue, purpose: rule.summary,
          level: rule == .unsentCase || rule == .removedCaseHandled ? .note : .warning)
      }
    return Report(
      command: "audit",
      outcome: couldNotDecide ? .undecided : hasDriftWarnings ? .failed : .passed,
      verdict: nil,
      summary: bridge.isEmpty
        ? ""
        : "bridge \(bridge), newest release \(newestRelease), \(counted(packages.count, "live package"))",
      rules: rules, findings: breaks + drift, problems: diagnostics, details: markdownDetails,
      properties: ["bridge": .string(bridge), "newestRelease": .string(newestRelease)])
  }
}
