import BridgeDiagnostics
import ContentScan

extension ScanReport {
  /// The report as `scan --format json` prints it (CONTENT-ANALYSIS.md, "Output"), with the
  /// diagnostics added.
  public var json: JSONValue {
    .object([
      "schemaVersion": .int(1),
      "bridge": .string(bridge),
      "inputs": .array(inputs.map(JSONValue.string)),
      "uses": .array(uses.map(\.json)),
      "assertedGuards": .int(assertedGuards),
      "ignoredUses": .int(ignoredUses),
      "hermes": .array(
        hermes.map { .object(["file": .string($0.file), "version": .int($0.version)]) }),
      "diagnostics": .array(diagnostics.map(\.json)),
    ])
  }
}

extension Use {
  public var json: JSONValue {
    .object([
      "id": .optional(id),
      "name": .string(name),
      "declared": .bool(declared),
      "dynamic": .bool(dynamic),
      "file": .string(file),
      "line": .optional(line),
      "column": .optional(column),
      "guards": .array(guards.map(JSONValue.string)),
    ])
  }
}
