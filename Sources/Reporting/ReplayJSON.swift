import BridgeDiagnostics
import Compatibility

extension ReplayReport {
  /// `replay --format json`: the matrix cell by cell with every problem, the locks it replayed
  /// and the diagnostics of inputs that could not be read.
  public var json: JSONValue {
    .object([
      "schemaVersion": .int(1),
      "releases": .array(releases.map(JSONValue.string)),
      "locks": .array(
        locks.map { row in
          .object([
            "lock": .string(row.name), "runtime": .string(row.lock.runtime),
            "channel": .string(row.lock.channel), "builtAgainst": .string(row.lock.builtAgainst),
            "updateId": .optional(row.lock.updateID),
            "publishedAt": .optional(row.lock.publishedAt), "current": .bool(row.isCurrent),
            "releases": .array(row.targets.map(JSONValue.string)),
          ])
        }),
      "results": .array(
        results.map { result in
          .object([
            "lock": .string(result.lock), "release": .string(result.release),
            "compatible": .bool(result.compatible),
            "problems": .array(result.problems.map(\.json)),
          ])
        }),
      "diagnostics": .array(diagnostics.map(\.json)),
    ])
  }
}

extension ReplayProblem {
  var json: JSONValue {
    .object([
      "rule": .string(rule), "severity": .string(isError ? "error" : "note"),
      "path": .string(path), "id": .string(id), "message": .string(message),
      "source": .string(source),
    ])
  }
}
