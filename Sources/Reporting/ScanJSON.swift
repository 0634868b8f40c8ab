import BridgeDiagnostics
import ContentScan

extension ScanReport {
  /// The report as `scan --format json` prints it (CONTENT-ANALYSIS.md, "Output"), with the
  /// diagnostics added.
  public var json: JSONValue {
    var members = membersButUses
    members["uses"] = .array(uses.map(\.json))
    return .object(members)
  }

  /// `json.rendered()`, with each use made a value only as it is written: a report of many
  /// uses took four times the memory as values that it takes as text.
  public func renderedJSON() -> String {
    let uses = uses
    return JSONValue.renderedObject(membersButUses, array: "uses", count: uses.count) {
      uses[$0].json
    }
  }

  /// `renderedJSON()` handed to `deliver` in pieces, in order, as its uses are rendered.
  public func writeJSON(to deliver: ([UInt8]) -> Void) {
    let uses = uses
    JSONValue.writeObject(
      membersButUses, array: "uses", count: uses.count, element: { uses[$0].json },
      deliver: deliver)
  }

  private var membersButUses: [String: JSONValue] {
    [
      "schemaVersion": .int(2),
      // A scan that could not start (an invalid contract) has no bridge.
      "bridge": bridge.isEmpty ? .null : .string(bridge),
      "inputs": .array(inputs.map(JSONValue.string)),
      "files": .object([
        "read": .int(filesScanned), "notReached": .int(filesNotReached),
        "packagesRead": .int(packageFilesScanned),
        "unresolvedImports": .array(missingPackages.map(JSONValue.string)),
      ]),
      "assertedGuards": .int(assertedGuards),
      // Each with the `reason` its comment gives.
      "ignoredUses": .array(ignored.map(\.json)),
      "hermes": .array(
        hermes.map { .object(["file": .string($0.file), "version": .int($0.version)]) }),
      "diagnostics": .array(diagnostics.map(\.json)),
    ]
  }
}

extension Use {
  public var json: JSONValue {
    var members: [String: JSONValue] = [
      "id": .optional(id),
      "name": .string(name),
      "declared": .bool(declared),
      "dynamic": .bool(dynamic),
      "candidates": .array(candidates.map(JSONValue.string)),
      "file": .string(file),
      "line": .optional(line),
      "column": .optional(column),
      "guards": .array(guards.map(JSONValue.string)),
      "asserted": .bool(asserted),
      "role": .string(role.rawValue),
      "via": .array(trail.map(\.json)),
    ]
    if let ignoreReason { members["reason"] = .string(ignoreReason) }
    return .object(members)
  }
}

extension Use.Origin {
  /// A place of `via`, as the JSON of `scan` and `gate` writes it.
  public var json: JSONValue {
    .object([
      "what": .string(what.rawValue), "file": .string(file), "line": .int(line),
      "column": .int(column),
    ])
  }
}
