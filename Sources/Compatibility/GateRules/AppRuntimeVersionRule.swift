import BridgeDiagnostics

/// The runtime an update is stamped with comes from the app config; it must be the gate's target.
struct AppRuntimeVersionRule: GateRule {
  let id = "app-runtime-version"
  let purpose =
    "Refuses when app.json's runtimeVersion names another runtime than the gate's target; warns on a runtime-version policy and on an app.config.ts whose value only running it would tell."
  let severity: Severity = .error
  let category = "runtime"
  let examples = [
    GateExample(
      "app.json stamps updates with another runtime",
      files: [("app.json", #"{ "expo": { "runtimeVersion": "2" } }"# + "\n"), createTask], .error),
    GateExample(
      "app.json stamps updates with the runtime gated",
      files: [("app.json", #"{ "expo": { "runtimeVersion": "1" } }"# + "\n"), createTask],
      .silent),
  ]
  let help = """
    An update is stamped with the runtime of the app config's runtimeVersion, and expo-updates delivers it only to binaries of exactly that runtime. If the config names another runtime than the one the gate checked, the check says nothing about the phones that will receive the update. Set runtimeVersion from runtime-version.txt. A policy (appVersion, fingerprint) makes every IPA its own runtime, so optional bridge additions can never ship to older IPAs. An app.config.ts or app.config.js is code: the gate reads what it provably sets (a string, or a const bound to one) and checks it like app.json's; one it cannot know without running the file (an environment variable, a function call) is a warning (and --strict refuses).
    """

  func check(_ context: GateContext) -> [Finding] {
    context.appConfigs.compactMap { config in
      if let version = config.runtimeVersion, version != context.runtime.version {
        return Finding(
          rule: id, severity: .error, id: nil, name: nil, releases: [], file: config.path,
          line: nil, column: nil,
          message: config.isResolved
            ? "expo-updates resolves runtime '\(version)' for this update, but the gate checked runtime '\(context.runtime.version)'"
            : "the app config stamps updates with runtime '\(version)', but the gate checked runtime '\(context.runtime.version)'",
          fix:
            "set runtimeVersion to '\(context.runtime.version)' (from runtime-version.txt), or gate with --runtime \(version)"
        )
      }
      if let policy = config.policy {
        return Finding(
          rule: id, severity: .warning, id: nil, name: nil, releases: [], file: config.path,
          line: nil, column: nil,
          message:
            "runtimeVersion uses the '\(policy)' policy: every IPA becomes its own runtime, so even optional bridge additions need a new runtime",
          fix: "set runtimeVersion from runtime-version.txt")
      }
      if config.isCode {
        return Finding(
          rule: id, severity: .warning, id: nil, name: nil, releases: [], file: config.path,
          line: nil, column: nil,
          message:
            "the app config sets runtimeVersion in a way only running it would tell, so the gate cannot check that updates are stamped with runtime '\(context.runtime.version)'",
          fix:
            "set runtimeVersion in app.json (from runtime-version.txt) and leave it to app.json, or check that this config gives '\(context.runtime.version)'"
        )
      }
      return nil
    }
  }
}
