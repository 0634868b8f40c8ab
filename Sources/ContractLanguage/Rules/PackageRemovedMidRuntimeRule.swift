import BridgeDiagnostics

/// A release that stops linking a package's native half breaks every update of its runtime that
/// still bundles the package's JavaScript, so only the first release of a runtime may drop one.
struct PackageRemovedMidRuntimeRule: ContractRule {
  let id = "package-removed-mid-runtime"
  let purpose =
    "Refuses 'package NAME none' in a release that is not the first of its runtime."

  func check(_ contract: Contract) -> [Diagnostic] {
    contract.releases.filter { !$0.isFirstOfRuntime }.flatMap { release in
      release.statedPackages.filter { $0.value.version == nil }.sorted { $0.key < $1.key }.map {
        name, stated in
        Diagnostic.error(
          id,
          "release \(release.version) stops linking package '\(name)' within runtime \(release.runtime)",
          at: stated.span,
          notes: [
            .init(
              "updates of the runtime that bundle its JavaScript would call native code the binary lacks; remove it in the first release of a new runtime"
            )
          ])
      }
    }
  }
}
