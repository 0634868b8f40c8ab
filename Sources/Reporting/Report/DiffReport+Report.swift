import BridgeDiagnostics
import Compatibility

extension DiffReport {
  /// The diff for the shared formats: each finding at its line in the head's contract, an
  /// acknowledged one saying so; it fails on an unacknowledged error.
  public var report: Report {
    var summary = "impact since \(base)"
    for release in pending {
      summary +=
        "; pending: \(release.release) \(release.changes.joined(separator: ", ")), already in \(base), needs a new IPA"
    }
    let rules =
      ContractDiff.rules.map(Report.Rule.init) + [
        Report.Rule(
          id: "baseline-unused",
          purpose: "Every baseline entry acknowledges a finding the diff has.", level: .warning)
      ]
    return Report(
      command: "diff",
      outcome: impact == nil ? .undecided : hasErrors ? .failed : .passed,
      verdict: impact?.rawValue, summary: summary, rules: rules,
      findings: findings.map { finding in
        Finding(
          rule: finding.rule, severity: finding.severity, id: finding.id, name: nil,
          releases: finding.releases, file: finding.file, line: finding.line,
          column: nil,
          message: finding.message
            + (finding.acknowledged.map { " (acknowledged by the baseline: \($0))" } ?? ""),
          fix: nil)
      },
      problems: diagnostics,
      properties: [
        "base": .string(base), "impact": .optional(impact?.rawValue),
        "pending": .array(
          pending.map { release in
            .object([
              "release": .string(release.release),
              "changes": .array(release.changes.map(JSONValue.string)),
            ])
          }),
      ])
  }
}
