import Compatibility

extension GateReport {
  /// GitHub Actions workflow commands: one annotation per finding (`::error file=…,line=…::…`),
  /// then the verdict as a notice.
  public var githubAnnotations: String {
    var output = ""
    for finding in findings {
      let subject = finding.id ?? finding.name
      var message = finding.message
      if !finding.releases.isEmpty {
        message += " (releases: \(finding.releases.joined(separator: ", ")))"
      }
      if let fix = finding.fix { message += "\nFix: \(fix)" }
      output += githubAnnotation(
        finding.severity.githubCommand, file: finding.file, line: finding.line,
        column: finding.column,
        title: "bridgecheck \(finding.rule)" + (subject.map { ": \($0)" } ?? ""), message: message)
    }
    // What kept the gate from deciding (an unreadable file, an invalid contract), at its place.
    for diagnostic in diagnostics where diagnostic.severity >= .error {
      output += diagnostic.githubErrorAnnotation
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
