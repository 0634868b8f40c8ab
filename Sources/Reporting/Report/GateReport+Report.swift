import BridgeDiagnostics
import Compatibility

extension GateReport {
  /// The gate's verdict and findings for the shared formats; findings with no file of their own
  /// (a runtime nobody has) point at `anchor`, the runtime version file, in SARIF.
  public func report(anchor: String?) -> Report {
    let checked =
      releases.isEmpty ? "no supported release" : "releases \(releases.joined(separator: ", "))"
    return Report(
      command: "gate",
      outcome: verdict == .publish ? .passed : verdict == .refuse ? .failed : .undecided,
      verdict: verdict.rawValue,
      summary: runtime.isEmpty
        ? "it could not start (the errors above say why)"
        : "runtime \(runtime), channel \(channel), \(checked)",
      rules: Gate.rules.map(Report.Rule.init),
      findings: findings, problems: diagnostics, anchor: anchor,
      properties: [
        "runtime": .string(runtime), "channel": .string(channel),
        "releases": .array(releases.map(JSONValue.string)),
      ])
  }
}
