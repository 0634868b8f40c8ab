import BridgeDiagnostics
import Compatibility
import ContentScan

extension ScanReport {
  /// The scan for the shared formats: each use a `note` finding under the rule `use`, at its
  /// place with the places its value came through, then the scan's warnings and notes; what
  /// could not be read keeps it from deciding. Uses are not failures: it passes when read.
  public var report: Report {
    let uses = uses.map { use in
      Finding(
        rule: "use", severity: .note, id: use.id, name: use.name, releases: [], file: use.file,
        line: use.line, column: use.column, message: use.described, fix: nil,
        related: use.trail)
    }
    let remarks = diagnostics.filter { $0.severity < .error }
    let levels = Dictionary(
      remarks.map { ($0.id, $0.severity) }, uniquingKeysWith: { Swift.max($0, $1) })
    let rules =
      [
        Report.Rule(
          id: "use",
          purpose:
            "Where content names a bridge element, and the checks that guard it (docs/uses-and-checks.md).",
          level: .note)
      ]
      + levels.keys.sorted().map { id in
        Report.Rule(
          id: id, purpose: "What the scan noticed while reading (docs/reading-content.md).",
          level: levels[id]!)
      }
    return Report(
      command: "scan", outcome: hasFatal ? .undecided : .passed, verdict: nil,
      summary: bridge.isEmpty
        ? "" : "\(counted(filesScanned, "file")), \(counted(self.uses.count, "use"))",
      rules: rules, findings: uses + remarks.map { Finding($0) }, problems: diagnostics,
      properties: ["filesScanned": .int(filesScanned), "uses": .int(self.uses.count)])
  }
}

extension Use {
  /// "'task.archive' (case:tempo.perform/task.archive), guarded by capability:tempo.task-archive":
  /// a use in one line, for the formats that list uses as findings.
  var described: String {
    var text =
      (name.isEmpty ? "a value" : "'\(name)'")
      + (id.map { " (\($0))" } ?? (dynamic ? "" : " (undeclared)"))
    if line == nil {
      text += " in Hermes bytecode, which keeps no positions and no guards"
    } else {
      text += guards.isEmpty ? ", unguarded" : ", guarded by " + guards.joined(separator: ", ")
    }
    if asserted { text += " (asserted by 'bridgecheck: requires')" }
    if dynamic {
      text += name.isEmpty ? "; the value sent is not known" : "; the name is built at run time"
      if !candidates.isEmpty { text += ": it may be " + candidates.joined(separator: ", ") }
    }
    return text
  }
}
