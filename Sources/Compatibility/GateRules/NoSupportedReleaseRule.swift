import BridgeDiagnostics

/// An OTA for a runtime with no supported release reaches no installed app.
struct NoSupportedReleaseRule: GateRule {
  let id = "no-supported-release"
  let purpose =
    "Refuses when the target runtime has no supported release for the channel (just bumped, nothing shipped)."
  let severity: Severity = .error
  let category = "runtime"
  let examples = [
    GateExample(
      "a runtime whose only release has not shipped",
      contract:
        "bridge tempo\nruntime 1 {\n  release 1.0 unreleased\n}\nmessage ping from content\n",
      files: [Self.ping], .error),
    GateExample(
      "a runtime with a shipped release",
      contract: "bridge tempo\nruntime 1 {\n  release 1.0\n}\nmessage ping from content\n",
      files: [Self.ping], .silent),
  ]
  let help = """
    expo-updates delivers an update only to binaries of its runtime. When no release of the runtime is in users' hands (it was just bumped and not shipped, or every release is retired), an update published now reaches nobody. Ship an IPA of the runtime first, or publish for the runtime installed apps have.
    """

  private static let ping = (
    path: "index.ts",
    text: """
    import { sendMessage } from "expo-brownfield";

    sendMessage({ type: "tempo.ping" });

    """
  )

  func check(_ context: GateContext) -> [Finding] {
    guard context.supported.isEmpty else { return [] }
    let includes = context.channel.includesUnreleased || context.options.includeUnreleased
    return [
      Finding(
        rule: id, severity: .error, id: nil, name: nil, releases: [], file: nil, line: nil,
        column: nil,
        message:
          "runtime \(context.runtime.version) has no \(includes ? "" : "shipped ")release that runs OTA content on channel '\(context.channel.name)': an update published now reaches no installed app",
        fix:
          "ship an IPA of runtime \(context.runtime.version) first, or publish for the runtime installed apps have"
      )
    ]
  }
}
