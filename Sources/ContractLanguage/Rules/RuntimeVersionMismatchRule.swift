import BridgeDiagnostics

/// Rule 7: `runtime-version.txt` is what the next native build is stamped with, so it names the
/// runtime of the newest declared release.
struct RuntimeVersionMismatchRule: ContractRule {
  let id = "runtime-version-mismatch"
  let purpose =
    "Checks that runtime-version.txt names a declared runtime, the one of the newest declared release."

  func check(_ contract: Contract) -> [Diagnostic] {
    guard let file = contract.runtimeVersion, let newest = contract.releases.last else { return [] }
    guard contract.runtime(named: file.value) != nil else {
      return [
        .error(
          id,
          "the runtime version file names runtime '\(file.value)', which the contract does not declare",
          at: file.span,
          notes: [
            .init("declared runtimes: \(contract.runtimes.map(\.version).joined(separator: ", "))")
          ])
      ]
    }
    guard file.value == newest.runtime else {
      return [
        .error(
          id,
          "the runtime version file names runtime '\(file.value)', but the newest release \(newest.version) belongs to runtime '\(newest.runtime)'",
          at: file.span,
          notes: [.init("the file is what the next native build will be stamped with")],
          fixIts: [.init(replace: file.span, with: newest.runtime)])
      ]
    }
    return []
  }
}
