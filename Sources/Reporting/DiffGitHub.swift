import Compatibility

extension DiffReport {
  /// GitHub Actions workflow commands for a pull request: one annotation per finding at its
  /// place in the contract, what kept the diff from comparing, then the impact (and the
  /// backlog) as a notice.
  public var githubAnnotations: String {
    var output = ""
    for finding in findings {
      var message = finding.message
      if let reason = finding.acknowledged {
        message += "\nAcknowledged by the baseline: \(reason)"
      }
      output += githubAnnotation(
        finding.severity.githubCommand, file: finding.file, line: finding.line,
        title: "bridgecheck \(finding.rule): \(finding.id)", message: message)
    }
    for diagnostic in diagnostics where diagnostic.severity >= .error {
      output += diagnostic.githubErrorAnnotation
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
