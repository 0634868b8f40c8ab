import BridgeDiagnostics
import Compatibility

extension GateReport {
  /// `gate --format json`: the verdict, the target, the releases checked, every finding, and the
  /// diagnostics that explain an `error` verdict.
  public var json: JSONValue {
    .object([
      "schemaVersion": .int(2),
      "verdict": .string(verdict.rawValue),
      // An undecided gate may not know its target: null, not "".
      "runtime": runtime.isEmpty ? .null : .string(runtime),
      "channel": channel.isEmpty ? .null : .string(channel),
      "releases": .array(releases.map(JSONValue.string)),
      "findings": .array(findings.map(\.json)),
      "diagnostics": .array(diagnostics.map(\.json)),
    ])
  }
}

extension Finding {
  public var json: JSONValue {
    .object([
      "rule": .string(rule),
      "severity": .string(severity.rawValue),
      "id": .optional(id),
      "name": .optional(name),
      "releases": .array(releases.map(JSONValue.string)),
      "file": .optional(file),
      "line": .optional(line),
      "column": .optional(column),
      "message": .string(message),
      "fix": .optional(fix),
      "via": .array(related.map(\.json)),
      "chains": .int(chains),
    ])
  }
}

extension Advice {
  /// `advise --format json`.
  public var json: JSONValue {
    .object([
      "schemaVersion": .int(1),
      "answer": answer.map { .string($0.rawValue) } ?? .null,
      "runtime": .string(runtime),
      "releases": .array(releases.map(JSONValue.string)),
      "reasons": .array(
        reasons.map { reason in
          .object([
            "answer": .string(reason.rule), "id": .optional(reason.id),
            "name": .optional(reason.name),
            "file": .optional(reason.file), "line": .optional(reason.line),
            "column": .optional(reason.column),
            "message": .string(reason.message),
          ])
        }),
      "diagnostics": .array(diagnostics.map(\.json)),
    ])
  }
}

extension Lock {
  /// The lock file's content (version 2).
  public var json: JSONValue {
    .object([
      "lockVersion": .int(2),
      "bridge": .string(bridge),
      "runtime": .string(runtime),
      "channel": .string(channel),
      "builtAgainst": .string(builtAgainst),
      "updateId": .optional(updateID),
      "publishedAt": .optional(publishedAt),
      "publications": .array(
        publications.map { publication in
          .object([
            "updateId": .optional(publication.updateID),
            "publishedAt": .optional(publication.publishedAt),
          ])
        }),
      "digest": .string(digest),
      "tool": .string(tool),
      "uses": .array(
        uses.map { use in
          .object([
            "id": .optional(use.id), "name": .string(use.name), "role": .string(use.role.rawValue),
            "guards": .array(use.guards.map(JSONValue.string)), "asserted": .bool(use.asserted),
            "ignored": .bool(use.ignored),
          ])
        }),
      "packages": packages.map { JSONValue.object($0.mapValues(JSONValue.string)) } ?? .null,
      "interface": interface.json,
    ])
  }
}
