import Compatibility

extension GateReport {
  /// GitHub Actions workflow commands: one annotation per finding (`::error file=…,line=…::…`),
  /// then the verdict as a notice.
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
      if let column = finding.column { properties.append("col=\(column)") }
      let subject = finding.id ?? finding.name
      properties.append(
        "title=" + escapeProperty("bridgecheck \(finding.rule)" + (subject.map { ": \($0)" } ?? ""))
      )
      var message = finding.message
      if !finding.releases.isEmpty {
        message += " (releases: \(finding.releases.joined(separator: ", ")))"
      }
      if let fix = finding.fix { message += "\nFix: \(fix)" }
      output += "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }
    // What kept the gate from deciding (an unreadable file, an invalid contract), at its place.
    for diagnostic in diagnostics where diagnostic.severity >= .error {
      var properties: [String] = []
      if let file = diagnostic.span?.file.path ?? diagnostic.path {
        properties.append("file=" + escapeProperty(file))
      }
      if let location = diagnostic.span?.location {
        properties.append("line=\(location.line)")
        properties.append("col=\(location.column)")
      }
      properties.append("title=" + escapeProperty("bridgecheck \(diagnostic.id)"))
      output += "::error \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))\n"
    }
    let checked =
      releases.isEmpty ? "no supported release" : "releases \(releases.joined(separator: ", "))"
    let summary =
      runtime.isEmpty
      ? "bridgecheck gate: \(verdict.rawValue) — it could not start (the errors above say why)"
      : "bridgecheck gate: \(verdict.rawValue) — runtime \(runtime), channel \(channel), \(checked)"
    output +=
      "::\(verdict == .publish ? "notice" : "error") title=bridgecheck gate::\(escapeData(summary))\n"
    return output
  }
}
