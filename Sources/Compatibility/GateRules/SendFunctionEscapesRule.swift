import BridgeDiagnostics
import ContentScan

/// expo-brownfield's `sendMessage` read other than to call it — stored, passed on, exported: the
/// sends made through it where it goes are not followed (CONTENT-ANALYSIS.md, "Sends"). The scan
/// finds them (`send-function-escapes` diagnostics); the gate warns, and `--strict` refuses.
struct SendFunctionEscapesRule: GateRule {
  static let ruleID = "send-function-escapes"
  let id = SendFunctionEscapesRule.ruleID
  let purpose =
    "Warns where the send function is passed on rather than called, so what it sends from there is not checked; refuses under --strict."
  let severity: Severity = .warning
  let category = "content"
  let examples = [
    GateExample(
      "the send function handed to other code",
      files: [
        (
          "index.ts",
          """
          import { sendMessage } from "expo-brownfield";
          declare const bus: { on(event: string, handler: (message: unknown) => void): void };

          bus.on("bridge", sendMessage);

          """
        )
      ], .warning),
    GateExample("the send function called", files: [createTask], .silent),
  ]
  let help = """
    The analysis checks each call of `sendMessage` and of the wrappers around it. A reference that stores the function, passes it to other code or exports it lets messages be sent where no call can be read, so none of them is checked against the releases. Call `sendMessage` (or a wrapper function around it) where the message is built instead; under --strict this refuses.
    """

  func check(_ context: GateContext) -> [Finding] {
    context.scan.diagnostics.filter { $0.id == id }.map {
      Finding(
        $0, severity: .warning, releases: [],
        fix: "call sendMessage, or a function wrapping it, where the message is built")
    }
  }
}
