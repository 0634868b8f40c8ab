import BridgeDiagnostics
import Compatibility
import ContractLanguage

extension Array where Element == Diagnostic {
  /// `lint`'s diagnostics for the shared formats: each one a finding under its id (the
  /// language's rules with their purpose, syntax and reference ids with a general one), the
  /// unreadable inputs as what kept it from deciding. It fails on an error.
  public func lintReport(contracts folder: String) -> Report {
    let fatal = filter { $0.severity == .fatal }
    let findings = filter { $0.severity != .fatal }
    let errors = findings.filter { $0.severity == .error }.count
    let purposes = Dictionary(uniqueKeysWithValues: ContractRules.all.map { ($0.id, $0.purpose) })
    let levels = Dictionary(
      findings.map { ($0.id, $0.severity) }, uniquingKeysWith: { Swift.max($0, $1) })
    let rules = levels.keys.sorted().map { id in
      Report.Rule(
        id: id,
        purpose: purposes[id]
          ?? "The contract files parse, and every reference resolves (docs/contract-language.md).",
        level: levels[id]!)
    }
    let outcome: Report.Outcome = !fatal.isEmpty ? .undecided : errors > 0 ? .failed : .passed
    return Report(
      command: "lint", outcome: outcome,
      verdict: !fatal.isEmpty ? nil : errors > 0 ? "invalid" : "clean",
      summary: "contracts \(folder)", rules: rules, findings: findings.map { Finding($0) },
      problems: fatal)
  }
}
