import BridgeDiagnostics
import ContentScan
import ContractLanguage

/// A use dropped by `// bridgecheck: ignore -- REASON` is never weighed, and never hidden: every
/// gate format lists it with its reason (CONTENT-ANALYSIS.md, "Author assertions and ignores").
struct IgnoredUseRule: GateRule {
  let id = "ignored-use"
  let purpose =
    "Lists each use that a 'bridgecheck: ignore -- REASON' comment drops, with its reason, as a note."
  let severity: Severity = .note
  let category = "assertions"
  let examples = [
    GateExample(
      "an ignored use, listed with its reason",
      files: [
        (
          "index.ts",
          """
          import { sendMessage } from "expo-brownfield";

          export function archive(id: string) {
            // bridgecheck: ignore -- only reachable from the 1.1 settings screen
            sendMessage({ type: "tempo.perform", data: { kind: "task.archive", id } });
          }

          """
        )
      ], .note),
    GateExample("no use ignored", files: [guardedArchive, capabilitiesModule], .silent),
  ]
  let help = """
    An ignored use is not checked against the releases: if the element is missing on one of them, phones crash or drop the action there. Each one is listed so that a reviewer sees what the gate did not check and why; remove the comment once the use is guarded or declared.
    """

  func check(_ context: GateContext) -> [Finding] {
    context.scan.ignored.map { use in
      Finding(
        rule: id, severity: .note, id: use.id, name: use.name, releases: [], file: use.file,
        line: use.line, column: use.column,
        message:
          "'\(use.name)' is not checked: 'bridgecheck: ignore -- \(use.ignoreReason ?? "")'",
        fix: nil, excerpt: use.excerpt, excerptColumn: use.excerptColumn)
    }
  }
}
