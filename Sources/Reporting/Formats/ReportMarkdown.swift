import BridgeDiagnostics
import Compatibility

extension Report {
  /// Markdown for a CI job summary or a pull request comment: the outcome, what was checked,
  /// what kept the run from deciding, then a table of findings with their fixes.
  public var markdown: String {
    let mark =
      switch outcome {
      case .passed: "✅ " + (verdict ?? "passed")
      case .failed: "❌ " + (verdict ?? "failed")
      case .undecided: "⚠️ " + (verdict.map { "\($0): " } ?? "") + "could not decide"
      }
    var text = "## BridgeCheck \(command): \(mark)\n\n"
    if !summary.isEmpty {
      text += cell(summary.prefix(1).uppercased() + summary.dropFirst()) + ".\n\n"
    }
    for problem in problems {
      text += "- ⚠️ \(cell(problem.path.map { "`\($0)`: " } ?? "") + cell(problem.message))\n"
    }
    if !problems.isEmpty { text += "\n" }
    if !details.isEmpty { text += details + "\n" }
    guard !findings.isEmpty else { return text + "No findings.\n" }
    text +=
      "| | Rule | Finding | Element | Releases | Where | Fix |\n|---|---|---|---|---|---|---|\n"
    for finding in findings {
      let icon =
        switch finding.severity {
        case .error, .fatal: "❌"
        case .warning: "⚠️"
        case .note: "ℹ️"
        }
      let element = (finding.id ?? finding.name).map { "`\(cell($0))`" } ?? ""
      let chains = finding.chains > 1 ? " (\(finding.chains) call chains)" : ""
      let place = finding.place.map { "`\(cell($0))`" + chains } ?? ""
      text +=
        "| \(icon) | `\(finding.rule)` | \(cell(finding.message)) | \(element) | \(finding.releases.joined(separator: ", ")) | \(place) | \(cell(finding.fix ?? "")) |\n"
    }
    return text
  }
}

/// Markdown table-cell safe: pipes escaped, line breaks as spaces.
func cell(_ text: String) -> String {
  text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
}
