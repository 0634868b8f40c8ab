import BridgeDiagnostics

/// Rule 4: removal only at a runtime boundary.
struct RemovedMidRuntimeRule: ContractRule {
  let id = "removed-mid-runtime"
  let purpose = "Checks that '@removed' names the first release of a runtime."

  func check(_ contract: Contract) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for element in contract.elements {
      guard let removed = element.declared.removed else { continue }
      let release = contract.releases[removed.release]
      guard !release.isFirstOfRuntime else { continue }
      var notes: [Diagnostic.Note] = [
        .init(
          "content already published for runtime \(release.runtime) calls it on every release of that runtime"
        )
      ]
      // A runtime whose releases were all rejected (duplicates, syntax errors) has no first one.
      if let nextRuntime = contract.runtimes.dropFirst(release.runtimeIndex + 1).first,
        !nextRuntime.releases.isEmpty
      {
        notes.append(
          .init(
            "remove it in \(contract.version(nextRuntime.releases.lowerBound)), where runtime \(nextRuntime.version) begins"
          ))
      }
      diagnostics.append(
        .error(
          id,
          "\(contract.describe(element)) cannot be removed in \(release.version), in the middle of runtime \(release.runtime)",
          at: removed.span, notes: notes))
    }
    return diagnostics
  }
}
