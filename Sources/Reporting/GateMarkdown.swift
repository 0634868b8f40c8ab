import Compatibility

extension GateReport {
  /// Markdown for a CI job summary: the verdict, then a table of findings with their fixes.
  public var markdown: String {
    let mark =
      switch verdict {
      case .publish: "✅ publish"
      case .refuse: "❌ refuse"
      case .error: "⚠️ error: could not decide"
      }
    var text = "## BridgeCheck gate: \(mark)\n\n"
    let checked =
      releases.isEmpty
      ? "no supported release" : "releases " + releases.map { "`\($0)`" }.joined(separator: ", ")
    text += "Runtime `\(runtime)`, channel `\(channel)`, \(checked).\n\n"
    let reasons = diagnostics.filter { $0.severity == .fatal }
    for reason in reasons {
      text += "- ⚠️ \(cell(reason.path.map { "`\($0)`: " } ?? "") + cell(reason.message))\n"
    }
    if !reasons.isEmpty { text += "\n" }
    guard !findings.isEmpty else { return text + "No findings.\n" }
    text += "| | Finding | Element | Releases | Where | Fix |\n|---|---|---|---|---|---|\n"
    for finding in findings {
      let icon =
        switch finding.severity {
        case .error: "❌"
        case .warning: "⚠️"
        case .note: "ℹ️"
        }
      var place = finding.file ?? ""
      if let line = finding.line, let column = finding.column { place += ":\(line):\(column)" }
      let element = (finding.id ?? finding.name).map { "`\(cell($0))`" } ?? ""
      text +=
        "| \(icon) | \(cell(finding.message)) | \(element) | \(finding.releases.joined(separator: ", ")) | \(place.isEmpty ? "" : "`\(cell(place))`") | \(cell(finding.fix ?? "")) |\n"
    }
    return text
  }
}

extension Advice {
  /// Markdown for a pull request comment or job summary.
  public var markdown: String {
    guard let answer else { return "## BridgeCheck advice: ⚠️ could not answer\n" }
    var text = "## BridgeCheck advice: `\(answer.rawValue)`\n\n"
    text +=
      "Runtime `\(runtime)`; releases in users' hands: \(releases.isEmpty ? "none" : releases.joined(separator: ", ")).\n\n"
    for reason in reasons {
      var place = reason.file ?? ""
      if let line = reason.line { place += ":\(line)" }
      text +=
        "- `\(reason.answer.rawValue)` \(place.isEmpty ? "" : "`\(place)`: ")\(cell(reason.message))\n"
    }
    return text
  }
}

/// Markdown table-cell safe: pipes escaped, line breaks as spaces.
func cell(_ text: String) -> String {
  text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
}
