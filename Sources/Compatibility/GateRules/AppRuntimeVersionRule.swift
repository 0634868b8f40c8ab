/// The runtime an update is stamped with comes from the app config; it must be the gate's target.
struct AppRuntimeVersionRule: GateRule {
  let id = "app-runtime-version"
  let purpose =
    "Refuses when app.json's runtimeVersion names another runtime than the gate's target; warns on a runtime-version policy."
  let severity: Finding.Severity = .error
  let help = """
    An update is stamped with the runtime of the app config's runtimeVersion, and expo-updates delivers it only to binaries of exactly that runtime. If the config names another runtime than the one the gate checked, the check says nothing about the phones that will receive the update. Set runtimeVersion from runtime-version.txt. A policy (appVersion, fingerprint) makes every IPA its own runtime, so optional bridge additions can never ship to older IPAs.
    """

  func check(_ context: GateContext) -> [Finding] {
    context.appConfigs.compactMap { config in
      if let version = config.runtimeVersion, version != context.runtime.version {
        return Finding(
          rule: id, severity: .error, id: nil, name: nil, releases: [], file: config.path,
          line: nil, column: nil,
          message:
            "the app config stamps updates with runtime '\(version)', but the gate checked runtime '\(context.runtime.version)'",
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
      return nil
    }
  }
}
