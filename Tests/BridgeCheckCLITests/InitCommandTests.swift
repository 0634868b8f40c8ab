import Foundation
import TestSupport
import Testing

@testable import BridgeCheckCLI

/// `init` drafts a first contract from a native build, and `contract update` keeps it true for
/// the next IPA: the whole written text is compared, and what the tools say about it.
struct InitCommandTests {
  static let nativeBuild = cliFixtures + "/native-build"

  /// Runs `init` in a fresh folder; the written files with the repository's path removed.
  static func initialize(_ arguments: [String]) throws -> (
    run: Run, root: String, files: [String: String]
  ) {
    let root = try temporaryFolder()
    let run = bridgecheck(["init", "--contracts", root + "/contracts"] + arguments)
    return (run, root, try written(root))
  }

  static func written(_ root: String) throws -> [String: String] {
    var files: [String: String] = [:]
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/contracts")) ?? []
    for name in names + ["../runtime-version.txt"] {
      let path = root + "/contracts/" + name
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
      files[(name as NSString).lastPathComponent] = text.replacingOccurrences(
        of: Repository.root + "/", with: "")
    }
    return files
  }

  /// The example's shell and content: the draft lints clean, is formatted, notes the case the
  /// content sends and the shell does not handle yet (`progress.finish`, a TODO in
  /// `ContentBridge.swift`), and gating the content (its sources and its export) against it
  /// refuses exactly that case.
  @Test func theExampleDraftLintsAndFindsTheUnhandledCase() throws {
    let (run, root, files) = try Self.initialize([
      "--native-sources", Repository.path("Examples/TempoShell"), "--content",
      Repository.path("Examples/TempoContent"),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(run.exitCode == 0, "\(run.error)")
    #expect(
      run.output.hasPrefix(
        "wrote \(root)/contracts: runtime 7, release 7.0; 6 messages with 15 cases, 5 capabilities, 0 modules, 0 package versions\n"
      ))
    for name in ["tempo.contract", "modules.contract"] {
      if let failure = Golden.check(
        files[name] ?? "", against: cliFixtures + "/init-example/" + name)
      {
        Issue.record(Comment(rawValue: failure))
      }
    }
    #expect(files["runtime-version.txt"] == "7\n")
    let lint = bridgecheck("lint", "--contracts", root + "/contracts")
    #expect(lint.exitCode == 0)
    #expect(lint.output.contains("no problems"))
    #expect(bridgecheck("fmt", "--check", "--contracts", root + "/contracts").exitCode == 0)
    let gate = bridgecheck(
      "gate", Repository.path("Examples/TempoContent"),
      Repository.path("Examples/TempoContent/dist"), "--contracts", root + "/contracts")
    #expect(gate.exitCode == 1, "\(gate.output)")
    #expect(
      gate.output.contains(
        "src/pages/ToolsPage.tsx:10:52: error: 'progress.finish' is not declared by any release: content calls an interface no native package provides [undeclared-interface]"
      ), "\(gate.output)")
    // The haptics lookup is optional and tested: a module the draft declares for no release,
    // it is noted as never running there (`never-runs`), not warned of.
    #expect(
      gate.output.hasPrefix(
        "Examples/TempoContent/src/components/TaskRow.tsx:14:11: note: 'ExpoHaptics' is guarded by checks that fail on every supported release"
      ), "\(gate.output)")
    #expect(
      gate.output.hasSuffix(
        "REFUSE: runtime 7, channel production, release 7.0 (1 error, 1 note)\n"))
  }

  /// A build's Podfile.lock and packages: versions, react-native and expo, each package's
  /// modules (Expo, TurboModule spec, RCT_EXPORT_MODULE) with its package, the app's own
  /// RCT_EXTERN_MODULE; the core package expo-modules-core is provided, not declared.
  @Test func aNativeBuildWithPackages() throws {
    let (run, root, files) = try Self.initialize([
      "--native-sources", Self.nativeBuild + "/ios", "--podfile-lock",
      Self.nativeBuild + "/ios/Podfile.lock",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(run.exitCode == 0, "\(run.error)")
    for name in ["shop.contract", "modules.contract"] {
      if let failure = Golden.check(
        files[name] ?? "", against: cliFixtures + "/init-native-build/" + name)
      {
        Issue.record(Comment(rawValue: failure))
      }
    }
    #expect(bridgecheck("lint", "--contracts", root + "/contracts").exitCode == 0)
    // The autolinking output gives the same versions and modules (and no react-native version).
    let (fromJSON, jsonRoot, jsonFiles) = try Self.initialize([
      "--autolinking", Self.nativeBuild + "/autolinking.json",
    ])
    defer { try? FileManager.default.removeItem(atPath: jsonRoot) }
    #expect(fromJSON.exitCode == 0, "\(fromJSON.error)")
    #expect(
      jsonFiles["modules.contract"]?.contains(
        #"module ExpoHaptics from "expo-haptics" // Name at "#) == true)
    #expect(
      jsonFiles["unnamed-bridge.contract"]?.contains(
        "    package expo-haptics 14.0.1 // autolinking.json\n")
        == true)
    #expect(jsonFiles["unnamed-bridge.contract"]?.contains("expo-modules-core") == false)
    // No bridge in a project that only links modules: a name no content writes as a prefix
    // stands in (with `app`, content's `"app.json"` was an undeclared bridge name).
    #expect(jsonFiles["unnamed-bridge.contract"]?.contains("\nbridge unnamed-bridge\n") == true)
  }

  /// A bridge is named only from sources that import Expo Brownfield: an app without one
  /// (mattermost-mobile's Swift tests localisation keys, `case "mobile.post.cancel":`) gets the
  /// stand-in and a `bridge-unknown` warning saying why, not `bridge mobile` — under which every
  /// `mobile.…` i18n id of its content was an undeclared name.
  @Test(arguments: [false, true])
  func aBridgeIsNamedOnlyWhereExpoBrownfieldIsImported(_ imports: Bool) throws {
    let native = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: native) }
    let swift = """
      \(imports ? "import ExpoBrownfield\n" : "")import Foundation
      func title(_ key: String) -> String {
        switch key {
        case "mobile.post.cancel": return "Cancel"
        default: return key
        }
      }
      public class StringsModule: Module {
        public func definition() -> ModuleDefinition { Name("Strings") }
      }
      """
    try swift.write(toFile: native + "/Strings.swift", atomically: true, encoding: .utf8)
    let (run, root, files) = try Self.initialize(["--native-sources", native])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(run.exitCode == 0, "\(run.error)")
    #expect(files.keys.contains(imports ? "mobile.contract" : "unnamed-bridge.contract"))
    #expect(
      run.error.contains(
        "cannot tell the bridge's name: no native source imports ExpoBrownfield; the draft declares no messages"
      ) == !imports,
      "\(run.error)")
  }

  @Test func initNeverOverwritesAContract() throws {
    let (first, root, files) = try Self.initialize([
      "--native-sources", Self.nativeBuild + "/ios",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(first.exitCode == 0)
    let again = bridgecheck(
      "init", "--contracts", root + "/contracts", "--native-sources", Self.nativeBuild + "/ios")
    #expect(again.exitCode == 2)
    #expect(again.error.contains("already exists: init never overwrites a contract"))
    #expect(try Self.written(root) == files)
    let nothing = bridgecheck("init", "--contracts", root + "/other")
    #expect(nothing.exitCode == 2)
    #expect(nothing.error.contains("'init' needs what the native build shows"))
    // An unreadable input is said once, at its name, and nothing is written.
    let fresh = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: fresh) }
    let missing = bridgecheck(
      "init", "--contracts", fresh + "/contracts", "--podfile-lock", fresh + "/missing.lock")
    #expect(missing.exitCode == 2)
    #expect(
      missing.error
        == "\(fresh)/missing.lock: fatal error: no such file [file-not-found]\nerror: no contract written\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: fresh) == [])
  }

  /// The next IPA links a newer expo-haptics and a new module: the release is added unreleased
  /// with the version, the module with @since; run again, nothing is stale. A module the build
  /// lost is reported and kept (exit 1).
  @Test func contractUpdateForANewIPA() throws {
    let (_, root, _) = try Self.initialize([
      "--native-sources", Self.nativeBuild + "/ios", "--podfile-lock",
      Self.nativeBuild + "/ios/Podfile.lock",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    // The next build: expo-haptics 14.1.0, and a new Objective-C module in the app.
    let build = root + "/build"
    try FileManager.default.copyItem(atPath: Self.nativeBuild, toPath: build)
    let lock = try String(contentsOfFile: build + "/ios/Podfile.lock", encoding: .utf8)
    try lock.replacingOccurrences(of: "ExpoHaptics (14.0.1)", with: "ExpoHaptics (14.1.0)")
      .write(toFile: build + "/ios/Podfile.lock", atomically: true, encoding: .utf8)
    try "@implementation RCTShopScanner\nRCT_EXPORT_MODULE()\n@end\n".write(
      toFile: build + "/ios/Bridge/Scanner.m", atomically: true, encoding: .utf8)
    let arguments = [
      "contract", "update", "--release", "1.1", "--contracts", root + "/contracts",
      "--native-sources", build + "/ios", "--podfile-lock", build + "/ios/Podfile.lock",
    ]
    let check = bridgecheck(arguments + ["--check"])
    #expect(check.exitCode == 1)
    let update = bridgecheck(arguments)
    #expect(update.exitCode == 0, "\(update.error)")
    #expect(
      update.output.replacingOccurrences(of: root + "/", with: "") == """
        release 1.1: added to runtime 1, unreleased
        release 1.1: links expo-haptics 14.1.0 (was 14.0.1)
        module ShopScanner: added @since(1.1) (RCT_EXPORT_MODULE at build/ios/Bridge/Scanner.m:2)

        """)
    let files = try Self.written(root)
    #expect(
      files["shop.contract"]?.contains(
        """
          release 1.1 unreleased {
            package expo-haptics 14.1.0 // Podfile.lock: ExpoHaptics
          }
        }
        """) == true)
    #expect(
      files["modules.contract"]?.contains(
        "module ShopScanner @since(1.1) // RCT_EXPORT_MODULE at \(root)/build/ios/Bridge/Scanner.m:2\n"
      )
        == true)
    let lint = bridgecheck("lint", "--contracts", root + "/contracts")
    #expect(lint.exitCode == 0, "\(lint.output)")
    #expect(bridgecheck("fmt", "--check", "--contracts", root + "/contracts").exitCode == 0)
    let again = bridgecheck(arguments + ["--check"])
    #expect(again.exitCode == 0)
    #expect(again.output == "release 1.1: the contract is up to date\n")
    // The build loses a module: reported, kept, exit 1.
    try FileManager.default.removeItem(atPath: build + "/ios/Bridge/Widgets.m")
    let lost = bridgecheck(arguments)
    #expect(lost.exitCode == 1)
    #expect(
      lost.output.contains(
        "module ShopWidgets: gone from the build; a removal needs a new runtime, so it stays declared"
      ))
    #expect(try Self.written(root)["modules.contract"]?.contains("module ShopWidgets ") == true)
  }
}
