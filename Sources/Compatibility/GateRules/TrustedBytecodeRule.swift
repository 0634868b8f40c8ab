import BridgeDiagnostics

/// Under `--trust-bytecode`, says which names found only in Hermes bytecode passed only because
/// their element's `@requires` was credited: bytecode keeps no guards, so that is an assumption.
struct TrustedBytecodeRule: GateRule {
  let id = "trusted-bytecode"
  let purpose =
    "Notes each bytecode-only use that passes only because --trust-bytecode credited its element's @requires."
  let severity: Severity = .note
  let category = "bytecode"
  let examples = [
    GateExample(
      "a name only in bytecode, passed on the element's @requires",
      files: [], bytecode: .init(version: 96, strings: ["tempo.perform", "task.archive"]),
      arguments: ["--trust-bytecode"], .note),
    GateExample(
      "the same without --trust-bytecode: refused by unavailable-on-release instead",
      files: [], bytecode: .init(version: 96, strings: ["tempo.perform", "task.archive"]),
      .silent),
  ]
  let help = """
    Hermes bytecode keeps no guards. With --trust-bytecode the gate assumes a name found only in \
    bytecode is used behind its element's own @requires; each use that passes only because of \
    that assumption is listed. Scan the sources of the same package to check the guards instead.
    """

  func check(_ context: GateContext) -> [Finding] {
    context.uses.compactMap { use in
      guard use.trusted, context.sends(use), let element = context.element(use.use.id) else {
        return nil
      }
      let unguarded = GateUse(use: use.use, guards: [], bytecodeOnly: true, trusted: false)
      let relied = context.supported.filter {
        !context.isSafe(unguarded, on: $0) && context.isSafe(use, on: $0)
      }
      guard !relied.isEmpty else { return nil }
      return context.finding(
        id, .note, use, releases: relied,
        message:
          "'\(use.use.name)' (\(element.id)) is found only in Hermes bytecode and passes on \(context.list(relied)) only because --trust-bytecode credits its @requires (\(use.guards.joined(separator: ", ")))",
        fix: "scan the package's sources too, so its guards are checked")
    }
  }
}
