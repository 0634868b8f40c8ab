import BridgeDiagnostics
import Compatibility

extension AuditReport {
  /// The audit for the shared formats: native drift at its place in the Swift sources, and
  /// each use of the current content that removing a deprecated element would break; the
  /// timeline, packages and deprecated uses as its tables. It fails on a drift warning.
  public var report: Report {
    return Report(
      command: "audit",
      outcome: couldNotDecide ? .undecided : hasDriftWarnings ? .failed : .passed,
      verdict: nil,
      summary: bridge.isEmpty
        ? ""
        : "bridge \(bridge), newest release \(newestRelease), \(counted(packages.count, "live package"))",
      rules: Audit.rules.map(Report.Rule.init), findings: findings, problems: diagnostics,
      details: markdownDetails,
      properties: ["bridge": .string(bridge), "newestRelease": .string(newestRelease)])
  }
}
