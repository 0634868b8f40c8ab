import BridgeDiagnostics
import Compatibility

extension Report {
  /// GitHub Actions workflow commands: one annotation per finding at its place, one per problem
  /// that kept the run from deciding, then the headline — a notice when the run passed, an
  /// error otherwise.
  public var githubAnnotations: String {
    var output = ""
    for finding in findings {
      let subject = finding.id ?? finding.name
      var message = finding.message
      if !finding.releases.isEmpty {
        message += " (releases: \(finding.releases.joined(separator: ", ")))"
      }
      if finding.chains > 1 { message += " (reached by \(finding.chains) call chains)" }
      if let fix = finding.fix { message += "\nFix: \(fix)" }
      output += githubAnnotation(
        finding.severity.githubCommand, file: finding.file, line: finding.line,
        column: finding.column,
        title: "bridgecheck \(finding.rule)" + (subject.map { ": \($0)" } ?? ""), message: message)
    }
    for problem in problems { output += problem.githubErrorAnnotation }
    let command = outcome == .passed ? "notice" : "error"
    return output + "::\(command) title=bridgecheck \(self.command)::\(escapeData(headline))\n"
  }
}
