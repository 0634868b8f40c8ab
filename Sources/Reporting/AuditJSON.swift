import BridgeDiagnostics
import Compatibility

extension AuditReport {
  /// `audit --format json` (schema version 1, documented in the README).
  public var json: JSONValue {
    .object([
      "schemaVersion": .int(1),
      "bridge": .string(bridge),
      "newestRelease": .string(newestRelease),
      "timeline": .array(
        releases.map { release in
          .object([
            "runtime": .string(release.runtime), "release": .string(release.version),
            "status": .string(release.status),
            "provides": .object(release.provides.mapValues { .array($0.map(JSONValue.string)) }),
            "added": .array(release.added.map(JSONValue.string)),
            "deprecated": .array(release.deprecated.map(JSONValue.string)),
            "removed": .array(release.removed.map(JSONValue.string)),
          ])
        }),
      "elements": .array(
        elements.map { element in
          .object([
            "id": .string(element.id), "kind": .string(element.kind),
            "states": .object(
              Dictionary(
                uniqueKeysWithValues: zip(releases.map(\.version), element.states).map {
                  ($0, .string($1.rawValue))
                })),
            "usedBy": .array(element.usedBy.map(JSONValue.string)),
          ])
        }),
      "packages": .array(
        packages.map { package in
          .object([
            "lock": .string(package.lock), "runtime": .string(package.runtime),
            "channel": .string(package.channel), "builtAgainst": .string(package.builtAgainst),
            "publishedAt": .optional(package.publishedAt), "updateId": .optional(package.updateID),
            "current": .bool(package.isCurrent), "uses": .array(package.uses.map(JSONValue.string)),
          ])
        }),
      "deprecatedInUse": .array(
        deprecatedInUse.map { entry in
          .object([
            "id": .string(entry.id), "packages": .array(entry.packages.map(JSONValue.string)),
          ])
        }),
      "unused": .array(unused.map(JSONValue.string)),
      "contentBreaks": contentBreaks.map { breaks in
        .array(
          breaks.map { entry in
            .object([
              "id": .string(entry.id), "deprecatedIn": .string(entry.deprecatedIn),
              "file": .string(entry.file), "line": .optional(entry.line),
              "column": .optional(entry.column),
            ])
          })
      } ?? .null,
      "drift": drift.map { findings in .array(findings.map(driftJSON)) } ?? .null,
      "diagnostics": .array(diagnostics.map(\.json)),
    ])
  }
}

/// A drift finding as the audit's JSON has always given it.
private func driftJSON(_ finding: Finding) -> JSONValue {
  .object([
    "rule": .string(finding.rule), "severity": .string(finding.severity.rawValue),
    "id": .optional(finding.id), "name": .optional(finding.name),
    "message": .string(finding.message), "file": .optional(finding.file),
    "line": .optional(finding.line), "column": .optional(finding.column),
  ])
}
