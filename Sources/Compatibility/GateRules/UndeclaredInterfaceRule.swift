import BridgeDiagnostics
import ContractLanguage

/// Content names something under the bridge's prefix that no release declares.
struct UndeclaredInterfaceRule: GateRule {
  let id = "undeclared-interface"
  let purpose =
    "Refuses a name under the bridge's prefix that no release declares, unless a failing check keeps it from running."
  let severity: Severity = .error
  let category = "content"
  let examples = [
    GateExample(
      "a case no release declares",
      files: [
        (createTask.path, createTask.text.replacingOccurrences(of: "task.create", with: "task.add"))
      ],
      .error),
    GateExample("a declared case", files: [createTask], .silent),
  ]
  let help = """
    The name is under the bridge's prefix but no release declares it: no native package provides it, so sending it fails everywhere. Fix the spelling, or declare the element in the contract for the release that will provide it.
    """

  func check(_ context: GateContext) -> [Finding] {
    var findings: [Finding] = []
    let declared = context.contract.elements.compactMap { element -> String? in
      switch element.kind {
      case .message, .capability: context.contract.qualified(element.name)
      case .messageCase, .scope, .module: element.name
      default: nil
      }
    }
    for use in context.uses
    where use.use.id == nil && !use.use.dynamic && !context.isUndeclaredModule(use) {
      let unsafe = context.supported.filter { !context.isSafe(use, on: $0) }
      guard !unsafe.isEmpty else { continue }
      let suggestion = closestMatch(to: use.use.name, among: declared)
      findings.append(
        context.finding(
          id, .error, use, releases: unsafe,
          message:
            "'\(use.use.name)' is not declared by any release: content calls an interface no native package provides",
          fix: suggestion.map { "did you mean '\($0)'?" }
            ?? "declare it in the contract for a new release, or stop using it"))
    }
    return findings
  }
}
