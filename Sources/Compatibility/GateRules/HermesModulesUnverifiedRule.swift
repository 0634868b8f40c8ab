import BridgeDiagnostics

/// Hermes bytecode gated without the sources it was built from, for a contract whose module list
/// is complete (CONTENT-ANALYSIS.md, "Bundles and Hermes bytecode"): the bytecode's string table
/// cannot tell a lookup of an undeclared module from any other string.
struct HermesModulesUnverifiedRule: GateRule {
  let id = "hermes-modules-unverified"
  let purpose =
    "Warns when only Hermes bytecode is gated for a contract whose module list is complete: lookups of undeclared native modules cannot be found in it; refuses under --strict."
  let severity: Severity = .warning
  let category = "bytecode"
  let examples = [
    GateExample(
      "only bytecode gated for a contract whose module list is complete",
      contract: gateExampleContract + "modules complete\n", files: [],
      bytecode: .init(version: 96, strings: ["tempo.perform", "task.create"]), .warning),
    GateExample(
      "the bytecode gated beside the sources it was built from",
      contract: gateExampleContract + "modules complete\n", files: [createTask],
      bytecode: .init(version: 96, strings: ["tempo.perform", "task.create"]), .silent),
  ]
  let help = """
    Hermes bytecode keeps its strings without the code around them: a lookup of a native module and any other string look alike, so a lookup of a module no release links cannot be found, and `modules complete` cannot be checked. Gate the sources the bundle was built from beside it, or an export made with `--no-bytecode` (a JavaScript bundle is read as code); under --strict this refuses.
    """

  func check(_ context: GateContext) -> [Finding] {
    let bytecode = Set(context.scan.hermes.map(\.file))
    guard context.contract.modulesComplete, !bytecode.isEmpty,
      context.scan.files.allSatisfy({ bytecode.contains($0.path) })
    else { return [] }
    return context.scan.hermes.map { bundle in
      Finding(
        rule: id, severity: .warning, id: nil, name: nil, releases: [], file: bundle.file,
        line: nil, column: nil,
        message:
          "only Hermes bytecode is gated: whether it looks up a native module no release declares cannot be told (the contract's module list is complete)",
        fix:
          "gate the sources the bundle was built from beside it, or an export made with --no-bytecode"
      )
    }
  }
}
