import Compatibility

extension DiffReport {
  /// GitHub Actions workflow commands for a pull request: one annotation per finding at its
  /// place in the contract, what kept the diff from comparing, then the impact (and the
  /// backlog) as a notice.
  public var githubAnnotations: String {
    var output = ""
    for finding in findings {
      let command =
        switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      var properties: [String] = []
      if let file = finding.file { properties.append("file=" + escapeProperty(file)) }
      if let line = finding.line { properties.append("line=\(line)") }
      properties.append("title=" + escapeProperty("bridgecheck \(finding.rule): \(finding.id)"))
      var message = finding.message
      if let reason = finding.acknowledged {
        message += "\nAcknowledged by the baseline: \(reason)"
      }
      output += "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }
    for diagnostic in diagnostics where diagnostic.severity >= .error {
      var properties: [String] = []
      if let file = diagnostic.span?.file.path ?? diagnostic.path {
        properties.append("file=" + escapeProperty(file))
      }
      if let location = diagnostic.span?.location { properties.append("line=\(location.line)") }
      properties.append("title=" + escapeProperty("bridgecheck \(diagnostic.id)"))
      output += "::error \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))\n"
    }
    guard let impact else {
      return output
        + "::error title=bridgecheck diff::\(escapeData("bridgecheck diff: could not compare with \(base) (the errors above say why)"))\n"
    }
    var summary = "bridgecheck diff: impact since \(base): \(impact.rawValue)"
    for release in pending {
      summary +=
        "\npending: \(release.release) \(release.changes.joined(separator: ", ")), already in \(base), needs a new IPA"
    }
    return output
      + "::\(hasErrors ? "error" : "notice") title=bridgecheck diff::\(escapeData(summary))\n"
  }
}
