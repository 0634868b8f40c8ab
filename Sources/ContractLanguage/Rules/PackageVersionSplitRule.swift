import BridgeDiagnostics

/// Within a runtime, every release should link versions of a package that one update can run
/// on: when two releases link versions not declared compatible, no bundled version runs on both
/// and every update of the runtime that bundles the package is refused for one of them.
struct PackageVersionSplitRule: ContractRule {
  let id = "package-version-split"
  let purpose =
    "Warns when a release links a version of a package that is not compatible with the one an earlier release of its runtime links."

  func check(_ contract: Contract) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for runtime in contract.runtimes {
      var earlier: [String: (version: SemanticVersion, release: String)] = [:]
      for release in contract.releases[runtime.releases] {
        for (name, version) in release.packages.sorted(by: { $0.key < $1.key }) {
          if let first = earlier[name] {
            if let stated = release.statedPackages[name],
              !contract.isCompatible(name, bundled: version, linked: first.version)
            {
              diagnostics.append(
                .warning(
                  id,
                  "release \(release.version) links \(name) \(version), release \(first.release) of the same runtime \(first.version): no update can bundle a version both binaries run",
                  at: stated.span,
                  notes: [
                    .init(
                      "declare 'package \(name) compatible(RANGE)' if the native halves are interchangeable, or start a new runtime"
                    )
                  ]))
            }
          } else {
            earlier[name] = (version, release.version)
          }
        }
      }
    }
    return diagnostics
  }
}
