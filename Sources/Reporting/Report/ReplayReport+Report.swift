import BridgeDiagnostics
import Compatibility
import Foundation

extension ReplayReport {
  /// The replay for the shared formats: each problem of a broken cell a finding at its lock
  /// (in `locksFolder`), and what tolerant readers ignore once per rule and message with every
  /// release it was seen on; it fails when a package cannot run on a release.
  public func report(locksFolder: String) -> Report {
    var findings: [Finding] = []
    var notes: [String: Int] = [:]
    for result in results {
      let file = (locksFolder as NSString).appendingPathComponent(result.lock)
      for problem in result.problems {
        let key = "\(result.lock)\u{0}\(problem.rule)\u{0}\(problem.message)"
        if !problem.isError, let index = notes[key] {
          let known = findings[index]
          if !known.releases.contains(result.release) {
            findings[index] = known.seenOn(result.release)
          }
          continue
        }
        if !problem.isError { notes[key] = findings.count }
        findings.append(
          Finding(
            rule: problem.rule, severity: problem.isError ? .error : .note,
            id: problem.id.isEmpty ? nil : problem.id, name: nil, releases: [result.release],
            file: file, line: nil, column: nil,
            message: "\(problem.message) (at \(problem.path) in \(problem.source))", fix: nil))
      }
    }
    let compatible = results.filter(\.compatible).count
    return Report(
      command: "replay",
      outcome: couldNotDecide ? .undecided : hasIncompatible ? .failed : .passed,
      verdict: couldNotDecide ? nil : hasIncompatible ? "incompatible" : "compatible",
      summary: locks.isEmpty
        ? ""
        : "\(counted(locks.count, "package")) on \(counted(releases.count, "release")), \(compatible) of \(counted(results.count, "cell")) compatible",
      rules: Replay.rules.map(Report.Rule.init),
      findings: findings, problems: diagnostics, details: markdownMatrix,
      properties: ["releases": .array(releases.map(JSONValue.string))])
  }
}

extension Finding {
  /// The same finding, also seen on `release`.
  fileprivate func seenOn(_ release: String) -> Finding {
    Finding(
      rule: rule, severity: severity, id: id, name: name, releases: releases + [release],
      file: file, line: line, column: column, message: message, fix: fix)
  }
}
