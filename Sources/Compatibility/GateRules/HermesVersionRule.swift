import BridgeDiagnostics

/// A Hermes bundle the installed VM cannot load.
struct HermesVersionRule: GateRule {
  let id = "hermes-version"
  let purpose =
    "Refuses a Hermes bundle whose bytecode version differs from a supported release's hermes(N)."
  let severity: Severity = .error
  let category = "bytecode"
  let examples = [
    GateExample(
      "bytecode of another version than the release's Hermes",
      contract: gateExampleContract.replacingOccurrences(
        of: "release 1.0\n", with: "release 1.0 hermes(96)\n"), files: [],
      bytecode: .init(version: 94, strings: ["tempo.perform", "task.create"]), .error),
    GateExample(
      "bytecode of the release's Hermes",
      contract: gateExampleContract.replacingOccurrences(
        of: "release 1.0\n", with: "release 1.0 hermes(96)\n"), files: [],
      bytecode: .init(version: 96, strings: ["tempo.perform", "task.create"]), .silent),
  ]
  let help = """
    Hermes bytecode is versioned, and a release's VM loads only its own version. A bundle compiled for another version fails to load on every phone of that release. Build the bundle with the Hermes compiler of the runtime's React Native version.
    """

  func check(_ context: GateContext) -> [Finding] {
    context.scan.hermes.compactMap { bundle in
      let mismatched = context.supported.filter { release in
        release.properties[.hermes].map { $0 != String(bundle.version) } ?? false
      }
      guard !mismatched.isEmpty else { return nil }
      let expected = Set(mismatched.compactMap { $0.properties[.hermes] }).sorted().joined(
        separator: ", ")
      return Finding(
        rule: id, severity: .error, id: nil, name: nil, releases: mismatched.map(\.version),
        file: bundle.file,
        line: nil, column: nil,
        message:
          "the bundle is Hermes bytecode version \(bundle.version), but release\(mismatched.count == 1 ? "" : "s") \(context.list(mismatched)) run\(mismatched.count == 1 ? "s" : "") version \(expected): the installed VM cannot load it",
        fix: "build the bundle with the Hermes compiler of the runtime's React Native version")
    }
  }
}
