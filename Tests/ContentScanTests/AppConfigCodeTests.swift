import BridgeDiagnostics
import Testing

@testable import ContentScan

/// What an `app.config.ts` provably sets `runtimeVersion` to, read without running it.
struct AppConfigCodeTests {
  func read(_ text: String, _ name: String = "app.config.ts") -> AppConfigCode.RuntimeVersion {
    AppConfigCode.runtimeVersion(of: SourceFile(path: name, text: text))
  }

  @Test func literalsAndConstantsAreKnown() {
    #expect(
      read(#"export default { expo: { name: "Tempo", runtimeVersion: "7" } }"#) == .known("7"))
    #expect(
      read(
        #"module.exports = ({ config }) => ({ ...config, "runtimeVersion": "7.1" })"#,
        "app.config.js") == .known("7.1"))
    #expect(
      read(
        """
        const runtimeVersion = "7"
        export default ({ config }: ConfigContext): ExpoConfig => ({ ...config, runtimeVersion })
        """) == .known("7"))
    #expect(
      read(
        """
        const RUNTIME = "7";
        export default { expo: { runtimeVersion: RUNTIME } };
        """) == .known("7"))
    #expect(
      read(#"export default { expo: { runtimeVersion: { policy: "appVersion" } } }"#)
        == .policy("appVersion"))
  }

  /// The iOS build reads `ios.runtimeVersion` first.
  @Test func theIOSValueComesFirst() {
    #expect(
      read(
        #"export default { expo: { runtimeVersion: "7", ios: { bundleIdentifier: "x", runtimeVersion: "8" } } }"#
      ) == .known("8"))
  }

  /// A file that never writes it passes on what app.json gave.
  @Test func aFileThatDoesNotSetItLeavesItAlone() {
    #expect(read(#"export default ({ config }) => ({ ...config, name: "Tempo" })"#) == .notSet)
  }

  /// Only running the file would tell: an environment variable, a call, two values, an
  /// assignment, a file that does not parse.
  @Test func whatOnlyRunningWouldTellIsUnknown() {
    #expect(read("export default { runtimeVersion: process.env.RUNTIME }") == .unknown)
    #expect(read("export default { runtimeVersion: version() }") == .unknown)
    #expect(
      read(
        #"export default { runtimeVersion: IS_DEV ? "dev" : "7" }"#) == .unknown)
    #expect(
      read(
        #"const a = { runtimeVersion: "7" }; const b = { runtimeVersion: "8" }; export default a"#)
        == .unknown)
    #expect(read(#"config.runtimeVersion = "7"; export default config"#) == .unknown)
    #expect(read("export default { runtimeVersion: ") == .unknown)
  }
}
