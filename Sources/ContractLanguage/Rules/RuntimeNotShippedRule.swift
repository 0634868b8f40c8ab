import BridgeDiagnostics

/// Rule 7, warning: a runtime with no shipped release has no installed app to reach.
struct RuntimeNotShippedRule: ContractRule {
  let id = "runtime-not-shipped"
  let purpose =
    "Warns when runtime-version.txt names a runtime none of whose releases has shipped yet."

  func check(_ contract: Contract) -> [Diagnostic] {
    guard let file = contract.runtimeVersion, let runtime = contract.runtime(named: file.value),
      contract.releases[runtime.releases].allSatisfy({ $0.status == .unreleased })
    else { return [] }
    return [
      .warning(
        id,
        "runtime '\(runtime.version)' has no shipped release yet: OTAs published for it reach no installed app",
        at: file.span,
        notes: [.init("runtime '\(runtime.version)' is declared here", at: runtime.span)])
    ]
  }
}
