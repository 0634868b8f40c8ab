import BridgeDiagnostics
import ContentScan
import ContractLanguage

/// A `// bridgecheck: requires C` that a call (or an escape) of its function does not hold: the
/// uses inside run there without C, so the assertion cannot stand (CONTENT-ANALYSIS.md, "Author
/// assertions and ignores"). The scan finds them (`assertion-not-held` diagnostics); the gate
/// refuses on them.
struct AssertionNotHeldRule: GateRule {
  static let ruleID = "assertion-not-held"
  let id = AssertionNotHeldRule.ruleID
  let purpose =
    "Refuses a function annotated 'bridgecheck: requires C' that is called, or passed on, where C is not checked."
  let severity: Severity = .error
  let category = "assertions"
  let examples = [
    GateExample(
      "a function that requires a capability, called without its check",
      files: [
        (
          "index.ts",
          """
          import { sendMessage } from "expo-brownfield";

          // bridgecheck: requires tempo.archive
          function archive(id: string) {
            sendMessage({ type: "tempo.perform", data: { kind: "task.archive", id } });
          }

          archive("inbox-1");

          """
        )
      ], .error),
    GateExample(
      "the same function called behind the check",
      files: [
        (
          "index.ts",
          """
          import { sendMessage } from "expo-brownfield";
          import { hasCapability } from "./capabilities";

          // bridgecheck: requires tempo.archive
          function archive(id: string) {
            sendMessage({ type: "tempo.perform", data: { kind: "task.archive", id } });
          }

          if (hasCapability("tempo.archive")) archive("inbox-1");

          """
        ),
        capabilitiesModule,
      ], .silent),
  ]
  let help = """
    The annotation promises that every call of the function is guarded by the check it names, and the uses inside are credited with it. A call without that check runs those uses unguarded. Put the call behind the check, or remove the annotation and guard the uses inside the function.
    """

  func check(_ context: GateContext) -> [Finding] {
    context.scan.diagnostics.filter { $0.id == id }.map {
      Finding(
        $0, severity: .error, releases: context.supported.map(\.version),
        fix: "check the requirement around this call, or guard the uses inside the function instead"
      )
    }
  }
}
