import BridgeDiagnostics
import Compatibility

extension DiffReport {
  /// `diff --format json`.
  public var json: JSONValue {
    .object([
      "schemaVersion": .int(2),
      "base": .string(base),
      "impact": impact.map { .string($0.rawValue) } ?? .null,
      "pending": .array(
        pending.map { release in
          .object([
            "release": .string(release.release),
            "changes": .array(release.changes.map(JSONValue.string)),
          ])
        }),
      "findings": .array(
        findings.map { finding in
          .object([
            "rule": .string(finding.rule), "severity": .string(finding.severity.rawValue),
            "id": .optional(finding.id),
            "release": .optional(finding.releases.first), "message": .string(finding.message),
            "file": .optional(finding.file),
            "line": .optional(finding.line), "acknowledged": .optional(finding.acknowledged),
          ])
        }),
      "diagnostics": .array(diagnostics.map(\.json)),
    ])
  }

  /// For reviewers: each finding compiler style, then the impact in one line.
  public var text: String {
    var output = diagnostics.map {
      "\($0.path ?? "") \($0.severity.label): \($0.message) [\($0.id)]\n"
    }.joined()
    for finding in findings {
      output +=
        (finding.place.map { $0 + ": " } ?? "")
        + "\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]\n"
      if let reason = finding.acknowledged {
        output += "  acknowledged by the baseline: \(reason)\n"
      }
    }
    guard let impact else { return output + "diff: could not compare (see above)\n" }
    let meaning =
      switch impact {
      case .none: "no native change: OTA as usual"
      case .newIPA: "new releases on the current runtime: a new IPA, the runtime version stays"
      case .newRuntime: "a new runtime begins: bump runtime-version.txt and ship a new IPA"
      }
    let errors = findings.filter { $0.severity == .error }.count
    output +=
      "impact since \(base): \(impact.rawValue) — \(meaning)\(errors > 0 ? " (\(counted(errors, "error")))" : "")\n"
    for release in pending {
      output +=
        "pending: \(release.release) \(release.changes.joined(separator: ", ")) — already in \(base), needs a new IPA\n"
    }
    return output
  }
}
