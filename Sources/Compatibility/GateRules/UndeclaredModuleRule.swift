import BridgeDiagnostics
import ContractLanguage

/// Content looks up a native module the contract does not declare.
struct UndeclaredModuleRule: GateRule {
  let id = "undeclared-module"
  let purpose =
    "Warns when content looks up a native module the contract does not declare; refuses when the contract says `modules complete`."
  let severity: Severity = .warning
  let category = "content"
  let examples = [
    GateExample(
      "a native module the contract does not declare",
      files: [
        (
          "index.ts",
          """
          import { requireNativeModule } from "expo-modules-core";

          export const haptics = requireNativeModule("ExpoHaptics");

          """
        )
      ], .warning),
    GateExample(
      "a declared module",
      contract: gateExampleContract + #"module ExpoHaptics from "expo-haptics""# + "\n",
      files: [
        (
          "index.ts",
          """
          import { requireNativeModule } from "expo-modules-core";

          export const haptics = requireNativeModule("ExpoHaptics");

          """
        )
      ], .silent),
  ]
  let help = """
    The contract lists the native modules each release links. A lookup of a module it does not list means either that the list is incomplete (declare the module for the releases that link it, best generated from the native project's autolinking output) or that the content needs a module no release links, which crashes where the lookup is required. Under `modules complete` the list is authoritative and such a lookup refuses. An optional lookup tested before every use (`if (!wifi) throw …`) is no finding here: what it guards cannot run on any release the contract knows, which `never-runs` notes.
    """

  func check(_ context: GateContext) -> [Finding] {
    let complete = context.contract.modulesComplete
    let declared = context.contract.elements.filter { $0.kind == .module }.map(\.name)
    var findings: [Finding] = []
    for use in context.uses where context.isUndeclaredModule(use) {
      let unsafe = context.supported.filter { !context.isSafe(use, on: $0) }
      guard !unsafe.isEmpty else { continue }
      let suggestion = closestMatch(to: use.use.name, among: declared)
      findings.append(
        context.finding(
          id, complete ? .error : .warning, use, releases: unsafe,
          message: complete
            ? "native module \(use.use.name) is looked up, but no release links it (the contract's module list is complete)"
            : "native module \(use.use.name) is looked up, but the contract does not declare it",
          fix: suggestion.map { "did you mean '\($0)'?" }
            ?? "declare it for the releases that link it, or stop looking it up"))
    }
    return findings
  }
}
