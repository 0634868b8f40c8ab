import BridgeDiagnostics

/// An OTA for a runtime with no supported release reaches no installed app.
struct NoSupportedReleaseRule: GateRule {
  let id = "no-supported-release"
  let purpose =
    "Refuses when the target runtime has no supported release for the channel (just bumped, nothing shipped)."
  let severity: Severity = .error
  let help = """
    expo-updates delivers an update only to binaries of its runtime. When no release of the runtime is in users' hands (it was just bumped and not shipped, or every release is retired), an update published now reaches nobody. Ship an IPA of the runtime first, or publish for the runtime installed apps have.
    """

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
