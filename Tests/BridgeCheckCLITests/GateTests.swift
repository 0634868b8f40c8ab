import BridgeDiagnostics
import Compatibility
import Foundation
import TestSupport
import Testing

@testable import BridgeCheckCLI

/// End to end: a content folder written per case, gated and advised against the project's
/// contract (or a variant), asserting the verdict, the exit code, the exact findings as
/// (rule, element or name, releases) and the advisor's answer.
struct GateTests {
  struct Outcome {
    let exitCode: Int32
    let verdict: String
    let findings: [String]
    let answer: String?
  }

  /// Writes `files` (with `CheckFunctions` they call) and `binary` into a fresh folder.
  static func write(_ files: [String: String], binary: [String: [UInt8]]) throws -> String {
    let root = try temporaryFolder()
    for (path, text) in files {
      try FileManager.default.createDirectory(
        atPath: ((root + "/" + path) as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try CheckFunctions.appended(to: text, path: path).write(
        toFile: root + "/" + path, atomically: true, encoding: .utf8)
    }
    for (path, bytes) in binary {
      try FileManager.default.createDirectory(
        atPath: ((root + "/" + path) as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(fileURLWithPath: root + "/" + path))
    }
    return root
  }

  /// The gate's text output for `files` and `binary`, the folder written as `ROOT`.
  static func text(
    _ files: [String: String], binary: [String: [UInt8]] = [:], paths: [String] = ["."]
  ) throws -> String {
    let root = try write(files, binary: binary)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let inputs = paths.map { $0 == "." ? root : root + "/" + $0 }
    let run = bridgecheck(
      ["gate"] + inputs + ["--contracts", projectContracts, "--color", "never"])
    return run.output.replacingOccurrences(of: root, with: "ROOT")
  }

  /// Writes `files` into a fresh folder and gates (and advises) it.
  static func gate(
    _ files: [String: String], binary: [String: [UInt8]] = [:], arguments: [String] = [],
    contracts: String = projectContracts, paths: [String] = ["."]
  ) throws -> Outcome {
    let root = try write(files, binary: binary)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let inputs = paths.map { $0 == "." ? root : root + "/" + $0 }
    let run = bridgecheck(
      ["gate"] + inputs + ["--contracts", contracts, "--format", "json"] + arguments)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let findings = (report["findings"] as? [[String: Any]] ?? []).map { finding in
      let subject = finding["id"] as? String ?? finding["name"] as? String ?? "-"
      let releases = (finding["releases"] as? [String] ?? []).joined(separator: ",")
      return "\(finding["rule"]!) \(subject) [\(releases)]"
    }
    let advice = bridgecheck(
      ["advise"] + inputs + ["--contracts", contracts, "--format", "json"] + arguments)
    let answer =
      (try? JSONSerialization.jsonObject(with: Data(advice.output.utf8)) as? [String: Any])?[
        "answer"] as? String
    return Outcome(
      exitCode: run.exitCode, verdict: report["verdict"] as! String, findings: findings.sorted(),
      answer: answer)
  }

  /// The project (contracts and runtime version) in a fresh folder, removed by the caller, with
  /// `contracts/modules.contract` replaced by `modules`.
  static func project(modules: String) throws -> String {
    let root = try temporaryFolder()
    try FileManager.default.copyItem(atPath: projectContracts, toPath: root + "/contracts")
    try FileManager.default.copyItem(
      atPath: Repository.path("runtime-version.txt"), toPath: root + "/runtime-version.txt")
    try modules.write(
      toFile: root + "/contracts/modules.contract", atomically: true, encoding: .utf8)
    return root
  }

  @Test func theExamplePublishes() throws {
    let run = bridgecheck(
      "gate", Repository.path("Examples/TempoContent"), "--contracts", projectContracts)
    #expect(run.exitCode == 0)
    #expect(
      run.output.hasSuffix(
        "PUBLISH: runtime 7, channel production, releases 7.0, 7.1 (1 warning, 5 notes)\n"))
    let advice = bridgecheck(
      "advise", Repository.path("Examples/TempoContent"), "--contracts", projectContracts)
    #expect(advice.exitCode == 0)
    #expect(advice.output.hasPrefix("OTA: safe on every release in users' hands as it stands"))
  }

  @Test func aUseMissingOnASupportedReleaseRefuses() throws {
    let outcome = try GateTests.gate(["a.ts": #"perform({ kind: "task.archive", id })"#])
    #expect(outcome.exitCode == 1)
    #expect(outcome.verdict == "refuse")
    #expect(outcome.findings == ["unavailable-on-release case:tempo.perform/task.archive [7.0]"])
    #expect(outcome.answer == "ota-after-fix")
  }

  /// A case name in a constants module, sent from another file: behind its check it publishes;
  /// unguarded it refuses at the send, and every format says where the name was written (text
  /// `written at`, JSON `via`, SARIF `relatedLocations`).
  @Test func aConstantsModulesNameIsJudgedWhereItIsSent() throws {
    let constants = #"export const KINDS = { archive: "task.archive" } as const;"#
    func files(_ send: String) -> [String: String] {
      [
        "package.json": #"{ "main": "index.ts" }"#, "kinds.ts": constants,
        "index.ts": "import { KINDS } from \"./kinds\";\n\(send)\n",
      ]
    }
    let safe = try GateTests.gate(
      files(#"if (hasCapability("tempo.task-archive")) perform({ kind: KINDS.archive, id });"#))
    #expect(safe.verdict == "publish")
    #expect(safe.findings == [])
    let unsafe = try GateTests.gate(files("perform({ kind: KINDS.archive, id });"))
    #expect(unsafe.verdict == "refuse")
    #expect(unsafe.findings == ["unavailable-on-release case:tempo.perform/task.archive [7.0]"])

    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    for (path, text) in files("perform({ kind: KINDS.archive, id });") {
      try CheckFunctions.appended(to: text, path: path).write(
        toFile: root + "/" + path, atomically: true, encoding: .utf8)
    }
    let text = bridgecheck("gate", root, "--contracts", projectContracts)
    #expect(
      text.output.hasPrefix(
        """
        \(root)/index.ts:2:17: error: 'task.archive' (case:tempo.perform/task.archive) is sent, but release 7.0 lacks it [unavailable-on-release]
        perform({ kind: KINDS.archive, id });
                        ^
          written at: \(root)/kinds.ts:1:33
          imported at: \(root)/index.ts:1:10
          releases: 7.0
        """))
    let sarif = bridgecheck("gate", root, "--contracts", projectContracts, "--format", "sarif")
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
    let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    let related =
      results.first { $0["ruleId"] as? String == "unavailable-on-release" }?[
        "relatedLocations"] as? [[String: Any]]
    let region =
      (related?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
    #expect(region == ["startLine": 1, "startColumn": 33])
    #expect((related?.first?["message"] as? [String: String])?["text"] == "written here")
    #expect(
      related?.map { ($0["message"] as? [String: String])?["text"] } == [
        "written here", "imported here",
      ])
  }

  /// Two call chains reaching one place are one finding, which shows the first chain and counts
  /// both (JSON `chains`, a line in text; `scan`'s text shows them so too): a function called
  /// from many places can reach one place by thousands of chains, each the same thing to fix
  /// there.
  @Test func callChainsToOnePlaceAreOneFinding() throws {
    let root = try Self.write(
      [
        "package.json": #"{ "main": "index.ts" }"#,
        "index.ts": """
        function send() { perform({ kind: "task.archive", id: 1 }); }
        function viaA() { send(); }
        function viaB() { send(); }
        function both() { viaA(); viaB(); }
        both();
        """,
      ], binary: [:])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let json = bridgecheck(["gate", root, "--contracts", projectContracts, "--format", "json"])
    let report = try #require(
      JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let findings = try #require(report["findings"] as? [[String: Any]])
    #expect(findings.count == 1)
    #expect(findings.first?["chains"] as? Int == 2)
    #expect(findings.first?["line"] as? Int == 5)
    // The first chain by order: through `viaA` (line 4, column 19), then `send` (line 2).
    let via = (findings.first?["via"] as? [[String: Any]] ?? []).map {
      "\($0["what"]!) \($0["line"]!):\($0["column"]!)"
    }
    #expect(via == ["value 1:35", "call 2:19", "call 4:19"])
    let text = bridgecheck(["gate", root, "--contracts", projectContracts])
    #expect(text.output.contains("  and 1 other call chain to this place\n"))
    #expect(text.output.hasSuffix("(1 error)\n"))
    let sarif = bridgecheck(["gate", root, "--contracts", projectContracts, "--format", "sarif"])
    #expect(sarif.output.contains(#""callChains": 2,"#))
    let markdown = bridgecheck([
      "gate", root, "--contracts", projectContracts, "--format", "markdown",
    ])
    #expect(markdown.output.contains("` (2 call chains) |"))
    let github = bridgecheck(["gate", root, "--contracts", projectContracts, "--format", "github"])
    #expect(github.output.contains("(reached by 2 call chains)"))
    // `scan`'s text too (its JSON lists a use per chain).
    let scan = bridgecheck(["scan", root, "--contracts", projectContracts])
    #expect(scan.output.contains("case:tempo.perform/task.archive — 2 uses\n"))
    #expect(scan.output.contains("    and 1 other call chain to this place\n"))
  }

  /// A helper that runs its callback only under a check of the capability it is given, in its
  /// own module: the callback's send is judged with that check — given another capability,
  /// one release 7.0 has, it refuses there.
  @Test func aCallbackRunUnderAHelpersCheckIsJudgedWithIt() throws {
    func files(_ capability: String) -> [String: String] {
      [
        "package.json": #"{ "main": "index.ts" }"#,
        "capabilities.ts":
          "export function withCapability(name, fn) { if (hasCapability(name)) fn(); }",
        "index.ts": """
        import { withCapability } from "./capabilities";
        withCapability("\(capability)", () => perform({ kind: "task.archive", id }));
        """,
      ]
    }
    let safe = try GateTests.gate(files("tempo.task-archive"))
    #expect(safe.verdict == "publish")
    #expect(safe.findings == [])
    let unsafe = try GateTests.gate(files("tempo.task-due-dates"))
    #expect(unsafe.verdict == "refuse")
    #expect(unsafe.findings == ["unavailable-on-release case:tempo.perform/task.archive [7.0]"])
  }

  /// The capabilities-context idiom across files: a constants module, a provider whose value
  /// checks them, a hook reading the context, a screen testing the hook's flag. Publishes when
  /// the provider checks the capability the case requires; refuses when it checks another.
  @Test func aFlagFromACapabilitiesContextIsJudgedWithItsCheck() throws {
    func files(_ capability: String) -> [String: String] {
      [
        "package.json": #"{ "main": "index.tsx" }"#,
        "caps.ts": "export const CAPS = { archive: \"\(capability)\" } as const;",
        "context.tsx": """
        import { createContext, useContext, useMemo } from "react";
        import { CAPS } from "./caps";
        const CapsContext = createContext({ canArchive: false });
        export function CapsProvider({ children }) {
          const value = useMemo(() => ({ canArchive: hasCapability(CAPS.archive) }), []);
          return <CapsContext.Provider value={value}>{children}</CapsContext.Provider>;
        }
        export const useCaps = () => useContext(CapsContext);
        """,
        "index.tsx": """
        import { useCaps } from "./context";
        export function Row({ id }) {
          const { canArchive } = useCaps();
          return canArchive ? <Button onPress={() => perform({ kind: "task.archive", id })} /> : null;
        }
        """,
      ]
    }
    let safe = try GateTests.gate(files("tempo.task-archive"))
    #expect(safe.verdict == "publish")
    #expect(safe.findings == [])
    let unsafe = try GateTests.gate(files("tempo.task-due-dates"))
    #expect(unsafe.verdict == "refuse")
    #expect(unsafe.findings == ["unavailable-on-release case:tempo.perform/task.archive [7.0]"])
  }

  /// A case sent through a wrapper with a kind not known at the call: a warning listing what it
  /// may be and which of those a release lacks (task.archive on 7.0, task.snooze on both), that
  /// `--strict` refuses;
  /// with the kinds known (a literal, an action creator) there is nothing to say.
  @Test func aKindNotKnownAtAWrappersCallWarns() throws {
    func files(_ call: String) -> [String: String] {
      [
        "package.json": #"{ "main": "index.ts" }"#,
        "client.ts": """
        import { sendMessage } from "expo-brownfield";
        export function perform(action) { sendMessage({ type: "tempo.perform", data: action }); }
        """,
        "index.ts": """
        import { perform } from "./client";
        const completeTask = (id) => ({ kind: "task.complete", id });
        perform(completeTask(1));
        \(call)
        """,
      ]
    }
    let known = try GateTests.gate(files(#"perform({ kind: "task.create", title: "a" });"#))
    #expect(known.verdict == "publish")
    #expect(known.findings == ["deprecated-element case:tempo.perform/task.complete [7.1]"])
    let unsafe = files("export const swipe = (verb) => perform({ kind: verb });")
    let relaxed = try GateTests.gate(unsafe)
    #expect(relaxed.verdict == "publish")
    #expect(
      relaxed.findings == [
        "deprecated-element case:tempo.perform/task.complete [7.1]",
        "unknown-sent-value  [7.0,7.1]",
      ])
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    for (path, text) in unsafe {
      try CheckFunctions.appended(to: text, path: path).write(
        toFile: root + "/" + path, atomically: true, encoding: .utf8)
    }
    let text = bridgecheck("gate", root, "--contracts", projectContracts)
    #expect(
      text.output.contains(
        "index.ts:4:32: warning: the case sent here is not known; it may be focus.begin, focus.end, task.archive, task.complete, task.create, task.rename, task.reopen, task.set-done, task.set-due, task.set-priority or task.snooze; focus.begin, focus.end, task.archive and task.set-done are missing on release 7.0; task.snooze is missing on releases 7.0 and 7.1 [unknown-sent-value]"
      ), "\(text.output)")
    #expect(text.output.contains("  not known from: \(root)/index.ts:4:48\n"))
    #expect(try GateTests.gate(unsafe, arguments: ["--strict"]).verdict == "refuse")
    // A kind that names no case is refused where the wrapper is called, with what it may mean.
    let typo = try GateTests.gate(files(#"perform({ kind: "task.archve", id: 1 });"#))
    #expect(typo.verdict == "refuse")
    #expect(
      typo.findings == [
        "deprecated-element case:tempo.perform/task.complete [7.1]",
        "undeclared-interface task.archve [7.0,7.1]",
      ])
  }

  /// The send function passed on is a warning the gate lists (text: at its place), and
  /// `--strict` refuses; called, it is nothing to say.
  @Test func theSendFunctionPassedOnWarns() throws {
    let header = #"import { sendMessage } from "expo-brownfield";"# + "\n"
    let called = try GateTests.gate(["a.ts": header + #"sendMessage({ type: "tempo.bootstrap" });"#]
    )
    #expect(called.verdict == "publish")
    #expect(called.findings == [])
    let passed = ["a.ts": header + "register(sendMessage);"]
    let relaxed = try GateTests.gate(passed)
    #expect(relaxed.verdict == "publish")
    #expect(relaxed.findings == ["send-function-escapes - []"])
    #expect(try GateTests.gate(passed, arguments: ["--strict"]).verdict == "refuse")
  }

  /// `bridgecheck: ignore -- REASON` drops the use from the verdict but never from the output:
  /// every format lists it as an `ignored-use` note with its reason, and the lock records it;
  /// without a reason it ignores nothing (the gate refuses, with a warning at the comment).
  @Test func anIgnoredUseIsListedNotHidden() throws {
    let line =
      #"perform({ kind: "task.archive", id }) // bridgecheck: ignore -- archived tasks reappear on 7.0, accepted"#
    let ignored = try GateTests.gate(["a.ts": line])
    #expect(ignored.exitCode == 0)
    #expect(ignored.findings == ["ignored-use case:tempo.perform/task.archive []"])
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try line.write(toFile: root + "/a.ts", atomically: true, encoding: .utf8)
    let text = bridgecheck(
      "gate", root, "--contracts", projectContracts, "--record", root + "/locks")
    #expect(
      text.output.contains(
        "a.ts:1:17: note: 'task.archive' is not checked: 'bridgecheck: ignore -- archived tasks reappear on 7.0, accepted' [ignored-use]"
      ), "\(text.output)")
    let sarif = bridgecheck("gate", root, "--contracts", projectContracts, "--format", "sarif")
    #expect(sarif.output.contains(#""ruleId": "ignored-use""#))
    #expect(sarif.output.contains(#""level": "note""#))
    let lock = try #require(
      try FileManager.default.contentsOfDirectory(atPath: root + "/locks").first {
        $0.hasSuffix(".lock.json")
      })
    let recorded = try String(contentsOfFile: root + "/locks/" + lock, encoding: .utf8)
    #expect(recorded.contains(#""ignored": true"#))
    let unexplained = try GateTests.gate([
      "a.ts": #"perform({ kind: "task.archive", id }) // bridgecheck: ignore"#
    ])
    #expect(unexplained.exitCode == 1)
    #expect(
      unexplained.findings == ["unavailable-on-release case:tempo.perform/task.archive [7.0]"])
  }

  /// A module destructured from `NativeModules` (ExpoHaptics, linked from 7.2): used untested
  /// it refuses on the releases that lack it; behind a test of the binding it publishes, noted.
  @Test func aDestructuredModuleLookup() throws {
    let unsafe = try GateTests.gate([
      "a.ts": "const { ExpoHaptics } = NativeModules\nExpoHaptics.impactAsync()"
    ])
    #expect(unsafe.exitCode == 1)
    #expect(unsafe.findings == ["unavailable-on-release module:ExpoHaptics [7.0,7.1]"])
    let safe = try GateTests.gate([
      "a.ts": "const { ExpoHaptics } = NativeModules\nif (ExpoHaptics) ExpoHaptics.impactAsync()"
    ])
    #expect(safe.exitCode == 0)
    // The check fails on every supported release: the haptics cannot run yet, which is said.
    #expect(safe.findings == ["never-runs module:ExpoHaptics [7.0,7.1]"])
  }

  /// A module's method called where it is read, as a binding's value or in a test, or through
  /// a binding holding `NativeModules.X`, crashes where the module is missing: it refuses on the
  /// releases that lack it (ExpoHaptics, linked from 7.2); asked with `?.`, it publishes.
  @Test func aModuleMethodCalledInABindingOrATest() throws {
    for unsafe in [
      "const ready = NativeModules.ExpoHaptics.isReady();",
      "if (NativeModules.ExpoHaptics.isReady()) console.log(1);",
      "const haptics = NativeModules.ExpoHaptics;\nexport const tap = () => haptics.tap();",
    ] {
      let refused = try GateTests.gate(["a.ts": unsafe])
      #expect(refused.exitCode == 1)
      #expect(refused.findings == ["unavailable-on-release module:ExpoHaptics [7.0,7.1]"])
    }
    let asked = try GateTests.gate(["a.ts": "const ready = NativeModules.ExpoHaptics?.isReady();"])
    #expect(asked.exitCode == 0)
    #expect(asked.findings == [])
  }

  /// A spec file's optional lookup (ExpoHaptics, linked from 7.2) exported to the file that
  /// calls it: dereferenced there untested it refuses on the releases that lack it; tested there
  /// first it publishes, noted as not running yet. Given untested to a call where it is looked
  /// up, it refuses too: the code receiving it is not followed.
  @Test func aLookupExportedOrPassedOnIsJudgedWhereItGoes() throws {
    func files(_ call: String) -> [String: String] {
      [
        "package.json": #"{ "main": "index.ts" }"#,
        "NativeHaptics.ts": """
        import { TurboModuleRegistry, type TurboModule } from "react-native";
        export interface Spec extends TurboModule { impact(): void }
        export default TurboModuleRegistry.get<Spec>("ExpoHaptics");
        """,
        "index.ts": """
        import NativeHaptics from "./NativeHaptics";
        export function tap() { \(call) }
        """,
      ]
    }
    let unsafe = try GateTests.gate(files("NativeHaptics.impact();"))
    #expect(unsafe.exitCode == 1)
    #expect(unsafe.findings == ["unavailable-on-release module:ExpoHaptics [7.0,7.1]"])
    let safe = try GateTests.gate(files("if (NativeHaptics) NativeHaptics.impact();"))
    #expect(safe.exitCode == 0)
    #expect(safe.findings == ["never-runs module:ExpoHaptics [7.0,7.1]"])
    let passed = try GateTests.gate([
      "a.ts": #"register(TurboModuleRegistry.get("ExpoHaptics"));"#
    ])
    #expect(passed.exitCode == 1)
    #expect(passed.findings == ["unavailable-on-release module:ExpoHaptics [7.0,7.1]"])
  }

  /// An optional lookup of a module no release links (an Android-only module, here under
  /// `modules complete`), tested before every use — `if (!wifi) throw …`, as real apps write
  /// it — publishes, noted as never running; used untested once, it refuses there.
  @Test func aTestedLookupOfAModuleNoReleaseLinks() throws {
    func files(_ extra: String) -> [String: String] {
      [
        "a.ts": """
        import { requireOptionalNativeModule } from "expo";
        const wifi = requireOptionalNativeModule("EfWifi");
        export async function join(ssid: string) {
          if (!wifi) throw new Error("EfWifi is not in this build");
          await wifi.addNetwork({ ssid });
        }
        \(extra)
        """
      ]
    }
    let safe = try GateTests.gate(files(""))
    #expect(safe.exitCode == 0)
    #expect(safe.findings == ["never-runs EfWifi [7.0,7.1]"])
    let unsafe = try GateTests.gate(files("export const forget = () => wifi.forget();"))
    #expect(unsafe.exitCode == 1)
    #expect(
      unsafe.findings == ["never-runs EfWifi [7.0,7.1]", "undeclared-module EfWifi [7.0,7.1]"])
  }

  /// `bridgecheck: requires` is checked at every call: one call without the check refuses
  /// (`assertion-not-held`); with every call behind it the package publishes.
  @Test func anAssertionNotHeldRefuses() throws {
    let function = """
      // bridgecheck: requires tempo.task-archive
      function archive(id) { perform({ kind: "task.archive", id }) }

      """
    let unheld = try GateTests.gate([
      "a.ts": function + #"if (hasCapability("tempo.task-archive")) archive(1)"# + "\narchive(2)\n"
    ])
    #expect(unheld.exitCode == 1)
    #expect(unheld.findings == ["assertion-not-held - [7.0,7.1]"])
    let held = try GateTests.gate([
      "a.ts": function + #"if (hasCapability("tempo.task-archive")) archive(1)"# + "\n"
    ])
    #expect(held.exitCode == 0)
    #expect(held.findings == [])
  }

  @Test func theSameUseBehindItsCheckPublishes() throws {
    let outcome = try GateTests.gate([
      "a.ts": #"if (hasCapability("tempo.task-archive")) perform({ kind: "task.archive", id })"#
    ])
    #expect(outcome.exitCode == 0)
    #expect(outcome.findings == [])
    #expect(outcome.answer == "ota")
  }

  @Test func anUndeclaredNameRefuses() throws {
    let misspelled = try GateTests.gate(["a.ts": #"send("tempo.perfrom")"#])
    #expect(misspelled.exitCode == 1)
    #expect(misspelled.findings == ["undeclared-interface tempo.perfrom [7.0,7.1]"])
    #expect(misspelled.answer == "ota-after-fix")
    let unknown = try GateTests.gate(["a.ts": #"send("tempo.widgets.refresh")"#])
    #expect(unknown.findings == ["undeclared-interface tempo.widgets.refresh [7.0,7.1]"])
    #expect(unknown.answer == "new-runtime")
    let guarded = try GateTests.gate([
      "a.ts": #"if (has("tempo.task-archive")) send("tempo.widgets.refresh")"#
    ])
    #expect(guarded.findings == ["undeclared-interface tempo.widgets.refresh [7.1]"])
    #expect(guarded.answer == "new-ipa")
  }

  @Test func aRemovedElementRefusesAndIsFixedInContent() throws {
    let outcome = try GateTests.gate(["a.ts": #"perform({ kind: "task.snooze", id, minutes: 10 })"#]
    )
    #expect(outcome.findings == ["unavailable-on-release case:tempo.perform/task.snooze [7.0,7.1]"])
    #expect(outcome.answer == "ota-after-fix")
  }

  @Test func aScopeOnlyInAnUnreleasedBuildNeedsThatIPA() throws {
    let unguarded = try GateTests.gate([
      "a.ts": #"progress({ kind: "progress.update", scope: "toolChrome" })"#
    ])
    #expect(unguarded.exitCode == 1)
    #expect(
      unguarded.findings == [
        "unavailable-on-release case:tempo.navigation-progress/progress.update [7.0]",
        "unavailable-on-release scope:tempo.navigation-progress/toolChrome [7.0,7.1]",
      ])
    #expect(unguarded.answer == "new-ipa")
    // Testers on preview run 7.2, which has the scope.
    let preview = try GateTests.gate(
      ["a.ts": #"progress({ kind: "progress.update", scope: "toolChrome" })"#],
      arguments: ["--channel", "preview"])
    #expect(
      preview.findings == [
        "unavailable-on-release case:tempo.navigation-progress/progress.update [7.0]",
        "unavailable-on-release scope:tempo.navigation-progress/toolChrome [7.0,7.1]",
      ])
  }

  @Test func aGuardThatFailsEverywhereIsANote() throws {
    let outcome = try GateTests.gate([
      "a.ts":
        #"if (caps["tempo.navigation-progress"]?.includes("toolChrome")) report("toolChrome")"#
    ])
    #expect(outcome.exitCode == 0)
    #expect(outcome.findings == ["never-runs scope:tempo.navigation-progress/toolChrome [7.0,7.1]"])
    let preview = try GateTests.gate(
      [
        "a.ts":
          #"if (caps["tempo.navigation-progress"]?.includes("toolChrome")) report("toolChrome")"#
      ],
      arguments: ["--include-unreleased"])
    #expect(preview.findings == [])
  }

  @Test func deprecatedAndDynamicNamesWarnAndRefuseUnderStrict() throws {
    let files = ["a.ts": "perform({ kind: \"task.complete\", id }); send(`tempo.${name}`)"]
    let relaxed = try GateTests.gate(files)
    #expect(relaxed.exitCode == 0)
    #expect(
      relaxed.findings == [
        "deprecated-element case:tempo.perform/task.complete [7.1]",
        // It may be any message content sends: 7.0 lacks one of them.
        "unknown-sent-value tempo. [7.0]",
      ])
    let strict = try GateTests.gate(files, arguments: ["--strict"])
    #expect(strict.exitCode == 1)
    #expect(strict.verdict == "refuse")
  }

  @Test func handledMessagesAndCapabilityChecksNeverRefuse() throws {
    let outcome = try GateTests.gate([
      "a.ts":
        #"on("tempo.sync-status", f); const caps = ["tempo.focus-sessions"]; if (kind === "focus.start") g()"#
    ])
    #expect(outcome.exitCode == 0)
    #expect(outcome.findings == [])
  }

  /// A variant of the project: runtime 8 declared (8.0 unreleased) with a message of its own.
  @Test func aRuntimeWithNoSupportedReleaseRefuses() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.copyItem(atPath: projectContracts, toPath: root + "/contracts")
    let history = try String(contentsOfFile: root + "/contracts/history.contract", encoding: .utf8)
    try (history + "runtime 8 {\n  release 8.0 unreleased\n}\n").write(
      toFile: root + "/contracts/history.contract", atomically: true, encoding: .utf8)
    try "message share from content @since(8.0)\n".write(
      toFile: root + "/contracts/share.contract", atomically: true, encoding: .utf8)
    try "8\n".write(toFile: root + "/runtime-version.txt", atomically: true, encoding: .utf8)
    let bumped = try GateTests.gate(
      ["a.ts": #"send("tempo.bootstrap")"#], contracts: root + "/contracts")
    #expect(bumped.exitCode == 1)
    #expect(bumped.findings == ["no-supported-release - []"])
    #expect(bumped.answer == "new-ipa")
    let later = try GateTests.gate(
      ["a.ts": #"send("tempo.share")"#], arguments: ["--runtime", "7"],
      contracts: root + "/contracts")
    #expect(later.findings == ["unavailable-on-release message:tempo.share [7.0,7.1]"])
    #expect(later.answer == "new-runtime")
  }

  /// A variant of the project whose shell links ExpoHaptics from release 7.1: importing its
  /// package refuses (7.0 lacks it) and names the package; reached only behind an optional lookup,
  /// it publishes.
  /// create-react-native-library's fallback inside an exported function of another file: its
  /// own test guards nothing where the function is called (the proxy throws on use), so a call
  /// without a check of the module refuses, and one behind the optional lookup publishes.
  @Test func aThrowingFallbackInAnExportedFunctionIsJudgedAtItsCalls() throws {
    let root = try GateTests.project(
      modules: "module ExpoHaptics from \"expo-haptics\" @since(7.1)\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let module = """
      import { NativeModules } from "react-native";
      export function buzz() {
        const haptics = NativeModules.ExpoHaptics ? NativeModules.ExpoHaptics
          : new Proxy({}, { get() { throw new Error("not linked"); } });
        haptics.impactAsync();
      }
      """
    func files(_ call: String) -> [String: String] {
      [
        "package.json": #"{ "main": "index.ts" }"#, "buzz.ts": module,
        "index.ts": "import { buzz } from \"./buzz\";\n\(call)\n",
      ]
    }
    let unsafe = try GateTests.gate(files("buzz();"), contracts: root + "/contracts")
    #expect(unsafe.verdict == "refuse")
    #expect(unsafe.findings == ["unavailable-on-release module:ExpoHaptics [7.0]"])
    let safe = try GateTests.gate(
      files(#"if (requireOptionalNativeModule("ExpoHaptics")) buzz();"#),
      contracts: root + "/contracts")
    #expect(safe.verdict == "publish")
    #expect(safe.findings == [])
  }

  @Test func aModuleASupportedReleaseLacks() throws {
    let root = try GateTests.project(
      modules: "module ExpoHaptics from \"expo-haptics\" @since(7.1)\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let imported = try GateTests.gate(
      ["src/Buzz.tsx": #"import * as Haptics from "expo-haptics"; Haptics.impactAsync()"#],
      contracts: root + "/contracts")
    #expect(imported.exitCode == 1)
    #expect(imported.findings == ["unavailable-on-release module:ExpoHaptics [7.0]"])
    #expect(imported.answer == "ota-after-fix")
    let guarded = try GateTests.gate(
      [
        "src/Buzz.tsx":
          #"const h = requireOptionalNativeModule("ExpoHaptics"); if (h) { require("expo-haptics").impactAsync() }"#
      ], contracts: root + "/contracts")
    #expect(guarded.exitCode == 0)
    #expect(guarded.findings == [])
    let content = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: content) }
    try #"import * as Haptics from "expo-haptics""#.write(
      toFile: content + "/Buzz.tsx", atomically: true, encoding: .utf8)
    let text = bridgecheck("gate", content + "/Buzz.tsx", "--contracts", root + "/contracts")
    #expect(
      text.output == """
        \(content)/Buzz.tsx:1:26: error: 'expo-haptics' is imported in \(content)/Buzz.tsx and needs native module ExpoHaptics, linked from release 7.1; release 7.0 lacks it [unavailable-on-release]
        import * as Haptics from "expo-haptics"
                                 ^
          releases: 7.0
          fix: look the module up optionally (requireOptionalNativeModule("ExpoHaptics")) and use it only when found
        REFUSE: runtime 7, channel production, releases 7.0, 7.1 (1 error)

        """)
  }

  /// A lookup of a module the contract does not declare warns; under `modules complete` it
  /// refuses.
  @Test func anUndeclaredModuleWarnsOrRefusesWhenTheListIsComplete() throws {
    let modules = "module ExpoHaptics from \"expo-haptics\" @since(7.1)\n"
    let root = try GateTests.project(modules: modules)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let content = ["src/Camera.ts": #"export const camera = requireNativeModule("ExpoCamera")"#]
    let listed = try GateTests.gate(content, contracts: root + "/contracts")
    #expect(listed.exitCode == 0)
    #expect(listed.findings == ["undeclared-module ExpoCamera [7.0,7.1]"])
    #expect(listed.answer == "ota")
    try ("modules complete\n" + modules).write(
      toFile: root + "/contracts/modules.contract", atomically: true, encoding: .utf8)
    let complete = try GateTests.gate(content, contracts: root + "/contracts")
    #expect(complete.exitCode == 1)
    #expect(complete.findings == ["undeclared-module ExpoCamera [7.0,7.1]"])
    #expect(complete.answer == "new-runtime")
  }

  /// The content's `package.json`: a React Native or Expo minor version other than the releases'
  /// refuses; a module's package that nothing imports publishes with a warning at its line.
  @Test func packageJSONVersionsAndUnimportedDependencies() throws {
    func manifest(_ reactNative: String) -> String {
      """
      {
        "name": "content",
        "main": "src/a.ts",
        "dependencies": {
          "expo": "~54.0.12",
          "expo-haptics": "~15.0.7",
          "react-native": "\(reactNative)"
        }
      }

      """
    }
    let source = ["src/a.ts": #"send("tempo.bootstrap")"#]
    let matching = try GateTests.gate(source.merging(["package.json": manifest("0.81.4")]) { $1 })
    #expect(matching.exitCode == 0)
    #expect(matching.findings == [])
    let newer = try GateTests.gate(source.merging(["package.json": manifest("^0.82.1")]) { $1 })
    #expect(newer.exitCode == 1)
    #expect(newer.findings == ["framework-version react-native [7.0,7.1]"])
    #expect(newer.answer == "ota-after-fix")
    let unpinned = try GateTests.gate(source.merging(["package.json": manifest("latest")]) { $1 })
    #expect(unpinned.exitCode == 0)
    #expect(unpinned.findings == ["framework-version react-native [7.0,7.1]"])

    // The project's contract names expo-haptics' module; nothing here imports the package.
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/src", withIntermediateDirectories: true)
    try manifest("0.81.4").write(toFile: root + "/package.json", atomically: true, encoding: .utf8)
    try #"send("tempo.bootstrap")"#.write(
      toFile: root + "/src/a.ts", atomically: true, encoding: .utf8)
    let run = bridgecheck("gate", root, "--contracts", projectContracts)
    #expect(run.exitCode == 0)
    #expect(
      run.output == """
        \(root)/package.json:6:5: warning: 'expo-haptics' is a dependency, but no scanned file imports it: it is bundled only if something does, so its native module ExpoHaptics is not counted as needed [unimported-dependency]
            "expo-haptics": "~15.0.7",
            ^~~~~~~~~~~~~~
        PUBLISH: runtime 7, channel production, releases 7.0, 7.1

        """)
  }

  @Test func undecidableInputsAreErrorsWithJSON() throws {
    let unreadable = try GateTests.gate(["a.ts": "send(\"tempo.perform"])
    #expect(unreadable.exitCode == 2)
    #expect(unreadable.verdict == "error")
    #expect(unreadable.answer == nil)
    let nothing = try GateTests.gate(["README.md": "no code"])
    #expect(nothing.exitCode == 2)
    #expect(nothing.verdict == "error")
    let invalid = bridgecheck(
      "gate", ".", "--contracts",
      Repository.path("Tests/ContractLanguageTests/Fixtures/Lint/removed-mid-runtime.fails"),
      "--format", "json")
    #expect(invalid.exitCode == 2)
    #expect(invalid.output.contains("\"verdict\": \"error\""))
  }

  @Test func appConfigRuntimeVersionIsCrossChecked() throws {
    let mismatch = try GateTests.gate([
      "app.json": #"{"expo": {"runtimeVersion": "6"}}"#, "a.ts": #"send("tempo.bootstrap")"#,
    ])
    #expect(mismatch.exitCode == 1)
    #expect(mismatch.findings == ["app-runtime-version - []"])
    #expect(mismatch.answer == "ota-after-fix")
    let policy = try GateTests.gate([
      "app.json": #"{"expo": {"runtimeVersion": {"policy": "fingerprint"}}}"#,
      "a.ts": #"send("tempo.bootstrap")"#,
    ])
    #expect(policy.exitCode == 0)
    #expect(policy.findings == ["app-runtime-version - []"])
  }

  /// `--runtime-from` takes what `npx expo-updates runtimeversion:resolve --platform ios`
  /// prints (the fixture has its shape): the runtime it resolves must be the gate's target.
  @Test func theRuntimeExpoUpdatesResolvesIsCrossChecked() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fixture = try String(
      contentsOfFile: cliFixtures + "/runtimeversion-resolve.json", encoding: .utf8)
    let example = Repository.path("Examples/TempoContent")
    func gate(_ json: String) throws -> Run {
      let path = folder + "/runtime-\(UUID().uuidString).json"
      try json.write(toFile: path, atomically: true, encoding: .utf8)
      return bridgecheck(
        "gate", example, "--contracts", projectContracts, "--runtime-from", path, "--format",
        "json")
    }
    let matching = try gate(fixture)
    #expect(matching.exitCode == 0)
    #expect(!matching.output.contains("app-runtime-version"))
    let mismatching = try gate(fixture.replacingOccurrences(of: #""7""#, with: #""8""#))
    #expect(mismatching.exitCode == 1)
    #expect(mismatching.output.contains("expo-updates resolves runtime '8' for this update"))
    let unresolved = try gate(#"{"runtimeVersion": null, "fingerprintSources": null}"#)
    #expect(unresolved.exitCode == 2)
    #expect(unresolved.error.contains("no runtimeVersion string"))
    let broken = try gate(#"{"runtimeVersion":"#)
    #expect(broken.exitCode == 2)
    #expect(broken.error.contains(".json:1:19: expected a JSON value"))
  }

  /// A lock's publication time must be one.
  @Test func publishedAtMustBeAnISO8601Time() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = bridgecheck(
      "gate", Repository.path("Examples/TempoContent"), "--contracts", projectContracts,
      "--record", folder, "--published-at", "yesterday")
    #expect(run.exitCode == 2)
    #expect(run.error.contains("'--published-at yesterday' is not an ISO 8601 date and time"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
  }

  /// The package root's app config is read however little of the package is scanned, with the
  /// iOS runtime first; an `app.config.ts` is read as code: what it provably sets is checked, and
  /// what only running it would tell is a warning, which `--strict` makes a refusal.
  @Test func thePackageRootsAppConfigIsReadWhateverIsScanned() throws {
    let onlySources = try GateTests.gate(
      [
        "package.json": #"{ "main": "src/a.ts" }"#,
        "app.json": #"{"expo": {"runtimeVersion": "7", "ios": {"runtimeVersion": "8"}}}"#,
        "src/a.ts": #"send("tempo.bootstrap")"#,
      ], paths: ["src"])
    #expect(onlySources.exitCode == 1)
    #expect(onlySources.findings == ["app-runtime-version - []"])
    let matching = try GateTests.gate(
      [
        "package.json": #"{ "main": "src/a.ts" }"#,
        "app.json": #"{"runtimeVersion": "7"}"#, "src/a.ts": #"send("tempo.bootstrap")"#,
      ], paths: ["src"])
    #expect(matching.exitCode == 0)
    #expect(matching.findings == [])
    let code: [String: String] = [
      "package.json": #"{ "main": "src/a.ts" }"#,
      "app.config.ts": #"export default { runtimeVersion: process.env.RUNTIME }"#,
      "src/a.ts": #"send("tempo.bootstrap")"#,
    ]
    let warned = try GateTests.gate(code, paths: ["src"])
    #expect(warned.exitCode == 0)
    #expect(warned.findings == ["app-runtime-version - []"])
    let strict = try GateTests.gate(code, arguments: ["--strict"], paths: ["src"])
    #expect(strict.exitCode == 1)
    // What the file provably sets is checked like app.json's.
    var literal = code
    literal["app.config.ts"] = #"export default { expo: { runtimeVersion: "8" } }"#
    let wrong = try GateTests.gate(literal, paths: ["src"])
    #expect(wrong.exitCode == 1)
    #expect(wrong.findings == ["app-runtime-version - []"])
    literal["app.config.ts"] =
      #"export default ({ config }) => ({ ...config, runtimeVersion: "7" })"#
    let right = try GateTests.gate(literal, paths: ["src"])
    #expect(right.exitCode == 0)
    #expect(right.findings == [])
  }
}

/// Hermes bundles, built by the tests for bytecode versions the corpus lacks.
struct HermesGateTests {
  @Test(arguments: [59, 76, 96])
  func theBytecodeVersionMustBeTheReleasesHermes(_ version: Int) throws {
    let bundle = SyntheticHermes(version: version, strings: ["tempo.bootstrap", "unrelated"]).bytes
    let outcome = try GateTests.gate([:], binary: ["main.hbc": bundle], paths: ["main.hbc"])
    // Alone, the bytecode cannot show which modules it looks up (the module list is complete).
    let unverified = "hermes-modules-unverified - []"
    if version == 96 {
      #expect(outcome.exitCode == 0)
      #expect(outcome.findings == [unverified])
    } else {
      #expect(outcome.exitCode == 1)
      #expect(outcome.findings == [unverified, "hermes-version - [7.0,7.1]"])
      #expect(outcome.answer == "ota-after-fix")
    }
  }

  /// Only bytecode gated, for a contract whose module list is complete: a warning (`--strict`
  /// refuses) asking for the sources; gated beside its sources, or for a contract that does not
  /// claim every module, nothing to say.
  @Test func bytecodeAloneCannotShowItsModuleLookups() throws {
    let bundle = SyntheticHermes(version: 96, strings: ["tempo.bootstrap"]).bytes
    let alone = try GateTests.gate([:], binary: ["main.hbc": bundle], paths: ["main.hbc"])
    #expect(alone.verdict == "publish")
    #expect(alone.findings == ["hermes-modules-unverified - []"])
    let strict = try GateTests.gate(
      [:], binary: ["main.hbc": bundle], arguments: ["--strict"], paths: ["main.hbc"])
    #expect(strict.verdict == "refuse")
    let withSources = try GateTests.gate(
      ["src/a.ts": #"send("tempo.bootstrap")"#], binary: ["main.hbc": bundle],
      paths: ["src", "main.hbc"])
    #expect(withSources.findings == [])
    let contracts = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: contracts) }
    for name in try FileManager.default.contentsOfDirectory(atPath: projectContracts)
    where name != "modules.contract" {
      try FileManager.default.copyItem(
        atPath: projectContracts + "/" + name, toPath: contracts + "/" + name)
    }
    let open = try GateTests.gate(
      [:], binary: ["main.hbc": bundle], contracts: contracts, paths: ["main.hbc"])
    #expect(open.findings == [])
  }

  @Test func aNameOnlyInBytecodeIsUnguardedUnlessTrusted() throws {
    let bundle = SyntheticHermes(version: 96, strings: ["tempo.perform", "task.archive"]).bytes
    let untrusted = try GateTests.gate([:], binary: ["main.hbc": bundle], paths: ["main.hbc"])
    #expect(untrusted.exitCode == 1)
    #expect(
      untrusted.findings == [
        "hermes-modules-unverified - []",
        "unavailable-on-release case:tempo.perform/task.archive [7.0]",
      ])
    let trusted = try GateTests.gate(
      [:], binary: ["main.hbc": bundle], arguments: ["--trust-bytecode"], paths: ["main.hbc"])
    #expect(trusted.exitCode == 0)
    #expect(
      trusted.findings == [
        "hermes-modules-unverified - []", "trusted-bytecode case:tempo.perform/task.archive [7.0]",
      ])
  }

  /// `main.hbc.map` for bytecode built from `files` as the gate writes them: a source map whose
  /// copies of the sources are theirs — or, with `changing`, one of them edited since.
  static func sourceMap(_ files: [String: String], changing: String? = nil) -> [UInt8] {
    let paths = files.keys.sorted()
    let contents = paths.map { path in
      let text = CheckFunctions.appended(to: files[path]!, path: path)
      return path == changing ? text + "\n// edited since the export\n" : text
    }
    let map: [String: Any] = [
      "version": 3, "sources": paths, "sourcesContent": contents, "names": [], "mappings": "",
    ]
    return Array(try! JSONSerialization.data(withJSONObject: map, options: [.sortedKeys]))
  }

  /// A module the sources look up optionally, and use only behind that test, is safe in their
  /// Hermes bytecode too (the bytecode has the name but not the test) — the note says the use
  /// waits for a release that links it; one the sources require stays a use there. Without a
  /// source map showing the bytecode was built from those sources, they vouch for nothing.
  @Test func aNameTheSourcesOnlyCheckIsACheckInTheBytecode() throws {
    let bundle = SyntheticHermes(version: 96, strings: ["ExpoHaptics", "impactAsync"]).bytes
    let optional = [
      "src/a.ts":
        #"const haptics = requireOptionalNativeModule("ExpoHaptics"); if (haptics) haptics.impactAsync()"#
    ]
    let matched = try GateTests.gate(
      optional, binary: ["main.hbc": bundle, "main.hbc.map": Self.sourceMap(optional)],
      paths: ["src", "main.hbc"])
    #expect(matched.exitCode == 0)
    #expect(matched.findings == ["never-runs module:ExpoHaptics [7.0,7.1]"])
    let unmatched = try GateTests.gate(
      optional, binary: ["main.hbc": bundle], paths: ["src", "main.hbc"])
    #expect(unmatched.exitCode == 1)
    #expect(
      unmatched.findings == [
        "never-runs module:ExpoHaptics [7.0,7.1]",
        "unavailable-on-release module:ExpoHaptics [7.0,7.1]",
      ])
    let required = ["src/a.ts": #"requireNativeModule("ExpoHaptics").impactAsync()"#]
    let run = try GateTests.gate(
      required, binary: ["main.hbc": bundle, "main.hbc.map": Self.sourceMap(required)],
      paths: ["src", "main.hbc"])
    #expect(run.exitCode == 1)
    #expect(run.findings == ["unavailable-on-release module:ExpoHaptics [7.0,7.1]"])
  }

  /// A name the sources use takes their guards in the bytecode when its source map shows it was
  /// built from them; with no map, or a map whose copy of a source is not that file (an export
  /// of other sources), the name stands unguarded, and the gate says why.
  @Test func aNameTheSourcesAlsoUseTakesTheirGuards() throws {
    let bundle = SyntheticHermes(version: 96, strings: ["tempo.perform", "task.archive"]).bytes
    let files = [
      "src/a.ts":
        #"if (hasCapability("tempo.task-archive")) send("tempo.perform", { kind: "task.archive" })"#
    ]
    let guarded = try GateTests.gate(
      files, binary: ["main.hbc": bundle, "main.hbc.map": Self.sourceMap(files)],
      paths: ["src", "main.hbc"])
    #expect(guarded.exitCode == 0)
    #expect(guarded.findings == [])
    let archiveOn70 = ["unavailable-on-release case:tempo.perform/task.archive [7.0]"]
    let noMap = try GateTests.gate(files, binary: ["main.hbc": bundle], paths: ["src", "main.hbc"])
    #expect(noMap.exitCode == 1)
    #expect(noMap.findings == archiveOn70)
    let staleExport = [
      "main.hbc": bundle, "main.hbc.map": Self.sourceMap(files, changing: "src/a.ts"),
    ]
    let stale = try GateTests.gate(files, binary: staleExport, paths: ["src", "main.hbc"])
    #expect(stale.exitCode == 1)
    #expect(stale.findings == archiveOn70)
    let text = try GateTests.text(files, binary: staleExport, paths: ["src", "main.hbc"])
    #expect(
      text.contains(
        "ROOT/main.hbc: warning: its source map's copy of ROOT/src/a.ts is not that file as scanned — the export was not built from these sources: the sources scanned with it lend its names no guards, so each name it holds stands unguarded [export-unmatched]"
      ), "\(text)")
    #expect(
      text.contains(
        "the name is in Hermes bytecode whose source map does not show it was built from the sources scanned, so their guards do not count"
      ))
  }
}

/// A Metro bundle scanned with its sources: matched through its source map, its uses that came
/// from those sources are theirs (each reported once, with the guards the sources' analysis
/// finds across files); without a map that shows it was built from them, they stand on their own.
struct ExportMatchingTests {
  static let sources = [
    "src/a.ts": """
    import { sendMessage } from "expo-brownfield";
    import { CAPS } from "./caps";
    if (has(CAPS.archive)) sendMessage({ type: "tempo.perform", data: { kind: "task.archive" } });
    """,
    "src/caps.ts": #"export const CAPS = { archive: "tempo.task-archive" } as const;"#,
  ]
  /// The bundle: one module, minified, whose check reads another module's constant (which a
  /// bundle's reading does not follow from module to module).
  static let bundle = Array(
    #"__d(function(g,r,i,a,m,e,d){var t=r(d[0]),c=r(d[1]);(0,t.has)(c.CAPS.archive)&&(0,t.sendMessage)({type:"tempo.perform",data:{kind:"task.archive"}})},0,[1,2]);"#
      .utf8)
  static let metadata = Array(
    #"{"version":0,"bundler":"metro","fileMetadata":{"ios":{"bundle":"bundle.js","assets":[]}}}"#
      .utf8)

  @Test func aMatchedBundlesUsesAreTheSources() throws {
    // One segment at the line's start: every place of the bundle came from src/a.ts.
    var map = try #require(
      try JSONSerialization.jsonObject(
        with: Data(HermesGateTests.sourceMap(Self.sources))) as? [String: Any])
    map["mappings"] = "AAAA"
    map["sources"] = ["../src/a.ts", "../src/caps.ts"]
    let written = Array(try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys]))
    let matched = try GateTests.gate(
      Self.sources,
      binary: [
        "dist/bundle.js": Self.bundle, "dist/metadata.json": Self.metadata,
        "dist/bundle.js.map": written,
      ], paths: ["src", "dist"])
    #expect(matched.exitCode == 0)
    #expect(matched.findings == [])
    // A second module, from a package file the sources scanned do not hold: its use stands.
    let withPackage =
      Self.bundle
      + Array(
        #"__d(function(g,r,i,a,m,e,d){(0,r(d[0]).sendMessage)({type:"tempo.perform",data:{kind:"task.archive"}})},3,[1]);"#
          .utf8)
    map["mappings"] = "AAAA,8JEAA"
    map["sources"] = ["../src/a.ts", "../src/caps.ts", "../node_modules/kit/index.js"]
    map["sourcesContent"] = (map["sourcesContent"] as! [String]) + ["export {}"]
    let both = try GateTests.gate(
      Self.sources,
      binary: [
        "dist/bundle.js": withPackage, "dist/metadata.json": Self.metadata,
        "dist/bundle.js.map": Array(
          try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys])),
      ], paths: ["src", "dist"])
    #expect(both.exitCode == 1)
    #expect(both.findings == ["unavailable-on-release case:tempo.perform/task.archive [7.0]"])
    let alone = try GateTests.gate(
      Self.sources, binary: ["dist/bundle.js": Self.bundle, "dist/metadata.json": Self.metadata],
      paths: ["src", "dist"])
    #expect(alone.exitCode == 1)
    #expect(alone.findings == ["unavailable-on-release case:tempo.perform/task.archive [7.0]"])
    let text = try GateTests.text(
      Self.sources, binary: ["dist/bundle.js": Self.bundle, "dist/metadata.json": Self.metadata],
      paths: ["src", "dist"])
    #expect(
      text.contains(
        "ROOT/dist/bundle.js: note: no source map beside the export (expo export --dump-sourcemap writes one): its uses stand on their own, read from the bundle alone [export-unmatched]"
      ), "\(text)")
  }
}

/// `gate --record`: the lock of LOCKS.md, written only on publish, never overwritten.
struct LockRecordingTests {
  @Test func aPublishedPackageIsRecordedOnceAndIdentically() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let arguments = [
      "gate", Repository.path("Examples/TempoContent"), "--contracts", projectContracts, "--format",
      "json",
      "--record", folder, "--update-id", "0b7d5c3e-0000-4000-8000-000000000001", "--published-at",
      "2026-11-29T15:00:00Z",
    ]
    let first = bridgecheck(arguments)
    #expect(first.exitCode == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(names.count == 1)
    let name = try #require(names.first)
    #expect(first.error == "recorded \(folder)/\(name)\n")
    #expect(
      name.hasPrefix("7-production-") && name.hasSuffix(".lock.json")
        && name.count == "7-production-".count + 12 + 10)
    let lock = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    if let failure = Golden.check(lock, against: cliFixtures + "/example.lock.json") {
      Issue.record(Comment(rawValue: failure))
    }
    let again = bridgecheck(arguments)
    #expect(again.exitCode == 0)
    #expect(again.error == "lock unchanged: \(folder)/\(name)\n")
    try "{}".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    let clash = bridgecheck(arguments)
    #expect(clash.exitCode == 2)
    #expect(try String(contentsOfFile: folder + "/" + name, encoding: .utf8) == "{}")
  }

  /// A re-run, rollback or republish of the same package under a new update id adds that
  /// publication to its lock (newest last, and as `updateId`), and succeeds.
  @Test func republishingAddsAPublication() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    func record(_ id: String, at time: String) -> Run {
      bridgecheck(
        "gate", Repository.path("Examples/TempoContent"), "--contracts", projectContracts,
        "--record", folder, "--update-id", id, "--published-at", time)
    }
    #expect(record("first", at: "2026-11-29T15:00:00Z").exitCode == 0)
    let second = record("second", at: "2026-11-30T09:00:00Z")
    #expect(second.exitCode == 0)
    let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first)
    #expect(
      second.error == "recorded another publication of this package (2 now): \(folder)/\(name)\n")
    let lock = try Lock.read(SourceFile.read(path: folder + "/" + name, maxBytes: 1 << 26).get())
      .get()
    #expect(lock.publications.map(\.updateID) == ["first", "second"])
    #expect(lock.updateID == "second")
    #expect(lock.publishedAt == "2026-11-30T09:00:00Z")
    // The same publication again changes nothing.
    #expect(record("second", at: "2026-11-30T09:00:00Z").error.hasPrefix("lock unchanged"))
  }

  /// Twenty runs at once — ten of one package under different ids, ten of another — all succeed,
  /// and both locks are whole with every publication.
  @Test func concurrentRecordsLoseNothing() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let other = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: other) }
    try FileManager.default.copyItem(
      atPath: Repository.path("Examples/TempoContent/src"), toPath: other + "/src")
    try "export const unrelated = 1\n".write(
      toFile: other + "/src/extra.ts", atomically: true, encoding: .utf8)
    let packages = [Repository.path("Examples/TempoContent/src"), other + "/src"]
    final class Results: @unchecked Sendable {
      let lock = NSLock()
      var codes: [Int32] = []
    }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 20) { index in
      let run = bridgecheck(
        "gate", packages[index % 2], "--contracts", projectContracts, "--record", folder,
        "--update-id", "update-\(index)")
      results.lock.lock()
      results.codes.append(run.exitCode)
      results.lock.unlock()
    }
    #expect(results.codes == Array(repeating: 0, count: 20))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names.count == 2)
    var recorded: [String] = []
    for name in names {
      let lock = try Lock.read(SourceFile.read(path: folder + "/" + name, maxBytes: 1 << 26).get())
        .get()
      #expect(lock.publications.count == 10)
      recorded += lock.publications.compactMap(\.updateID)
    }
    #expect(Set(recorded) == Set((0..<20).map { "update-\($0)" }))
  }

  /// A run waits while another holds the lock's sidecar, and takes over one a dead run left
  /// (older than a minute).
  @Test func recordingWaitsForTheSidecarAndTakesOverAStaleOne() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    @Sendable func record(_ id: String) -> Run {
      bridgecheck(
        "gate", Repository.path("Examples/TempoContent"), "--contracts", projectContracts,
        "--record", folder, "--update-id", id)
    }
    #expect(record("first").exitCode == 0)
    let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first)
    let path = folder + "/" + name
    let sidecar = path + ".lock"
    func publications() throws -> [String?] {
      try Lock.read(SourceFile.read(path: path, maxBytes: 1 << 26).get()).get().publications
        .map(\.updateID)
    }
    #expect(FileManager.default.createFile(atPath: sidecar, contents: Data()))
    final class Outcome: @unchecked Sendable { var run: Run? }
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      outcome.run = record("second")
      done.signal()
    }
    Thread.sleep(forTimeInterval: 0.5)
    #expect(try publications() == ["first"])
    try FileManager.default.removeItem(atPath: sidecar)
    done.wait()
    #expect(outcome.run?.exitCode == 0)
    #expect(try publications() == ["first", "second"])
    // A sidecar two minutes old belongs to a run that died.
    #expect(FileManager.default.createFile(atPath: sidecar, contents: Data()))
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-120)], ofItemAtPath: sidecar)
    #expect(record("third").exitCode == 0)
    #expect(try publications() == ["first", "second", "third"])
    #expect(!FileManager.default.fileExists(atPath: sidecar))
  }

  @Test func aRefusedPackageIsNotRecorded() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let content = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: content) }
    try #"perform({ kind: "task.archive", id })"#.write(
      toFile: content + "/a.ts", atomically: true, encoding: .utf8)
    let run = bridgecheck("gate", content, "--contracts", projectContracts, "--record", folder)
    #expect(run.exitCode == 1)
    #expect(run.error == "no lock recorded: the verdict is refuse\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
  }

  @Test func lockOptionsNeedRecord() {
    #expect(bridgecheck("gate", ".", "--update-id", "x").exitCode == 2)
  }
}

/// Every format of the gate over one fixture with each kind of finding, against committed
/// expected output; byte-identical whatever the order of the inputs.
struct GateFormatTests {
  static let content = cliFixtures + "/gate-content"

  /// A run that cannot decide still prints its format with the reason in it: an invalid contract
  /// in SARIF (a failed invocation with its notification), in annotations, and in scan's and
  /// advise's JSON; a wrong path as a located notification and annotation.
  @Test func undecidedRunsPrintTheirFormat() throws {
    let nowhere = ["--contracts", "/nonexistent-contracts"]
    let sarif = bridgecheck(["gate", "."] + nowhere + ["--format", "sarif"])
    #expect(sarif.exitCode == 2)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    let notification = try #require(
      (invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    #expect((notification["descriptor"] as? [String: Any])?["id"] as? String == "invalid-contract")
    let github = bridgecheck(["gate", "."] + nowhere + ["--format", "github"])
    #expect(github.exitCode == 2)
    #expect(
      github.output.hasPrefix(
        "::error title=bridgecheck invalid-contract::the contract in '/nonexistent-contracts' is not valid"
      ))
    let scan = bridgecheck(["scan", "."] + nowhere + ["--format", "json"])
    #expect(scan.exitCode == 2)
    #expect(scan.output.contains("\"id\": \"invalid-contract\""))
    let advice = bridgecheck(["advise", "."] + nowhere + ["--format", "json"])
    #expect(advice.exitCode == 2)
    #expect(advice.output.contains("\"answer\": null"))
    let missing = bridgecheck(
      "gate", "/nonexistent-input", "--contracts", projectContracts, "--format", "github")
    #expect(missing.exitCode == 2)
    #expect(
      missing.output.hasPrefix(
        "::error file=/nonexistent-input,title=bridgecheck input-not-found::"))
  }

  /// SARIF results carry fingerprints that stay put when the code above them moves, and differ
  /// between results; every located result has a region.
  @Test func fingerprintsSurviveLineMoves() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.copyItem(atPath: GateFormatTests.content, toPath: folder + "/content")
    func results() throws -> [[String: Any]] {
      let run = bridgecheck(
        "gate", folder + "/content", "--contracts", projectContracts, "--format", "sarif")
      let log = try #require(
        try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
      return try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    }
    func fingerprints(_ results: [[String: Any]]) -> [String] {
      results.compactMap {
        ($0["partialFingerprints"] as? [String: String])?["bridgecheckFinding/v1"]
      }
    }
    let before = try results()
    #expect(fingerprints(before).count == before.count)
    #expect(Set(fingerprints(before)).count == before.count)
    for result in before {
      let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"]
      #expect((location as? [String: Any])?["region"] != nil)
    }
    // Two lines inserted at the top of every file move every finding, and no fingerprint.
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder + "/content")
      .filter { $0.hasSuffix(".ts") || $0.hasSuffix(".tsx") }
    for file in files {
      let path = folder + "/content/" + file
      let text = try String(contentsOfFile: path, encoding: .utf8)
      try ("// moved\n\n" + text).write(toFile: path, atomically: true, encoding: .utf8)
    }
    #expect(Set(fingerprints(try results())) == Set(fingerprints(before)))
  }

  /// `--output FORMAT=FILE` writes more formats of the same run, each exactly what `--format`
  /// prints; a malformed or unsupported one is a usage error, an unwritable file exit 2.
  @Test func oneRunWritesSeveralFormats() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let base = [
      "gate", GateFormatTests.content, "--contracts", projectContracts, "--runtime-version",
      Repository.path("runtime-version.txt"),
    ]
    let run = bridgecheck(
      base + [
        "--format", "github", "--output", "sarif=\(folder)/gate.sarif", "--output",
        "markdown=\(folder)/summary.md",
      ])
    #expect(run.exitCode == 1)
    #expect(run.output == bridgecheck(base + ["--format", "github"]).output)
    // As the helper shows printed output: paths in the repository relative to it.
    func written(_ name: String) throws -> String {
      try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        .replacingOccurrences(of: Repository.root + "/", with: "")
        .replacingOccurrences(of: Repository.root, with: ".")
    }
    #expect(try written("gate.sarif") == bridgecheck(base + ["--format", "sarif"]).output)
    #expect(try written("summary.md") == bridgecheck(base + ["--format", "markdown"]).output)
    #expect(
      bridgecheck(base + ["--output", "sarif"]).error.contains("'--output' takes FORMAT=FILE"))
    #expect(
      bridgecheck(base + ["--output", "html=x.html"]).error.contains("'gate' cannot write 'html'"))
    let unwritable = bridgecheck(base + ["--output", "json=\(folder)/missing/folder/gate.json"])
    #expect(unwritable.exitCode == 2)
    #expect(unwritable.error.contains("cannot write \(folder)/missing/folder/gate.json"))
    // Nor is a publishing package recorded when its report could not be written.
    let locks = folder + "/locks"
    let unrecorded = bridgecheck(
      "gate", Repository.path("Examples/TempoContent"), "--contracts", projectContracts,
      "--record", locks, "--output", "sarif=\(folder)/missing/gate.sarif")
    #expect(unrecorded.exitCode == 2)
    #expect(unrecorded.error.hasSuffix("no lock recorded: a report could not be written\n"))
    #expect(!FileManager.default.fileExists(atPath: locks))
  }

  @Test(arguments: findingFormats)
  func everyFormatMatchesGolden(_ format: String) {
    let run = bridgecheck(
      "gate", GateFormatTests.content + "/inbox", GateFormatTests.content + "/tools",
      GateFormatTests.content,
      "--contracts", projectContracts, "--runtime-version", Repository.path("runtime-version.txt"),
      "--format", format)
    #expect(run.exitCode == 1)
    if let failure = Golden.check(run.output, against: golden("gate-refuse", format)) {
      Issue.record(Comment(rawValue: failure))
    }
    let reordered = bridgecheck(
      "gate", GateFormatTests.content, GateFormatTests.content + "/tools",
      GateFormatTests.content + "/inbox",
      "--contracts", projectContracts, "--runtime-version", Repository.path("runtime-version.txt"),
      "--format", format)
    #expect(reordered.output == run.output)
  }

  @Test(arguments: findingFormats)
  func adviceFormatsMatchGolden(_ format: String) {
    let arguments = [
      "advise", GateFormatTests.content, "--contracts", projectContracts, "--format", format,
    ]
    let run = bridgecheck(arguments)
    #expect(run.exitCode == 0)
    if let failure = Golden.check(run.output, against: golden("advise", format)) {
      Issue.record(Comment(rawValue: failure))
    }
    #expect(bridgecheck(arguments) == run, "byte-identical again")
  }

  @Test(arguments: findingFormats)
  func lintFormatsMatchGolden(_ format: String) {
    let arguments = [
      "lint", "--contracts", Repository.path("Examples/BrokenPullRequest/contracts"), "--format",
      format,
    ]
    let run = bridgecheck(arguments)
    #expect(run.exitCode == 1)
    if let failure = Golden.check(run.output, against: golden("lint-broken", format)) {
      Issue.record(Comment(rawValue: failure))
    }
    #expect(bridgecheck(arguments) == run, "byte-identical again")
  }
}

/// `diff` against real temporary git repositories with two commits, and against folders.
struct DiffCommandTests {
  /// A repository whose first commit ships 1.0 and whose working tree then changes.
  static func repository(
    _ first: String, _ second: String, firstVersion: String = "1", secondVersion: String = "1"
  )
    throws -> String
  {
    let root = try temporaryFolder()
    func git(_ arguments: String...) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments =
        ["git", "-C", root, "-c", "user.name=t", "-c", "user.email=t@example.invalid"] + arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "git \(arguments)")
    }
    try FileManager.default.createDirectory(
      atPath: root + "/native/contracts", withIntermediateDirectories: true)
    try git("init", "-q")
    try first.write(
      toFile: root + "/native/contracts/bridge.contract", atomically: true, encoding: .utf8)
    try (firstVersion + "\n").write(
      toFile: root + "/native/runtime-version.txt", atomically: true, encoding: .utf8)
    try git("add", "-A")
    try git("commit", "-q", "-m", "first")
    try second.write(
      toFile: root + "/native/contracts/bridge.contract", atomically: true, encoding: .utf8)
    try (secondVersion + "\n").write(
      toFile: root + "/native/runtime-version.txt", atomically: true, encoding: .utf8)
    try git("add", "-A")
    try git("commit", "-q", "--allow-empty", "-m", "second")
    return root
  }

  @Test func aRewrittenShippedReleaseFailsAgainstTheParentCommit() throws {
    let root = try Self.repository(
      "bridge tempo\nruntime 1 {\n  release 1.0\n}\ntype Stats { streak: int }\n",
      "bridge tempo\nruntime 1 {\n  release 1.0\n}\ntype Stats { streak: string }\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let run = bridgecheck(
      "diff", "--base", "HEAD~1", "--contracts", root + "/native/contracts", "--format", "json")
    #expect(run.exitCode == 1)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let findings = (report["findings"] as? [[String: Any]] ?? []).map {
      "\($0["rule"]!) \($0["id"]!) \($0["release"]!)"
    }
    #expect(findings == ["frozen-history field:Stats.streak 1.0"])
    #expect(report["impact"] as? String == "none")
    #expect(
      bridgecheck("diff", "--base", "HEAD", "--contracts", root + "/native/contracts").exitCode == 0
    )
  }

  @Test func aNewRuntimeIsANewRuntimeAndMustBeBumped() throws {
    let first = "bridge tempo\nruntime 1 {\n  release 1.0\n}\nmessage ping from content\n"
    let second =
      "bridge tempo\nruntime 1 {\n  release 1.0\n}\nruntime 2 {\n  release 2.0\n}\nmessage ping from content @removed(2.0)\n"
    let bumped = try Self.repository(first, second, firstVersion: "1", secondVersion: "2")
    defer { try? FileManager.default.removeItem(atPath: bumped) }
    let run = bridgecheck("diff", "--base", "HEAD~1", "--contracts", bumped + "/native/contracts")
    #expect(run.exitCode == 0)
    #expect(
      run.output.hasSuffix(
        "impact since HEAD~1: new-runtime — a new runtime begins: bump runtime-version.txt and ship a new IPA\n"
      ))
    let forgotten = try Self.repository(first, second, firstVersion: "1", secondVersion: "1")
    defer { try? FileManager.default.removeItem(atPath: forgotten) }
    let unbumped = bridgecheck(
      "diff", "--base", "HEAD~1", "--contracts", forgotten + "/native/contracts")
    #expect(unbumped.exitCode == 1)
    #expect(unbumped.output.contains("[runtime-version-bump]"))
  }

  @Test func unreadableBasesAndInjectedOptionsExitTwo() throws {
    let root = try Self.repository(
      "bridge tempo\nruntime 1 {\n  release 1.0\n}\n",
      "bridge tempo\nruntime 1 {\n  release 1.0\n}\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    for base in ["--output=/tmp/x", "-n", "no-such-revision", "HEAD~5"] {
      let run = bridgecheck("diff", "--base", base, "--contracts", root + "/native/contracts")
      #expect(run.exitCode == 2, "\(base)")
    }
    #expect(!FileManager.default.fileExists(atPath: "/tmp/x"))
  }

  /// A folder base and the broken pull request, in every format (SARIF validated against the
  /// schema by `.ci/run`): golden, byte-identical on a second run.
  @Test(arguments: findingFormats)
  func theBrokenPullRequestInEveryFormat(_ format: String) {
    let arguments = [
      "diff", "--base", Repository.root, "--contracts",
      Repository.path("Examples/BrokenPullRequest/contracts"), "--format", format,
    ]
    let run = bridgecheck(arguments)
    #expect(run.exitCode == 1)
    #expect(bridgecheck(arguments).output == run.output)
    if let failure = Golden.check(run.output, against: golden("diff-broken-pull-request", format)) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func aBaselineEntryWithoutAReasonIsRejected() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try #"{"acknowledged": [{"rule": "frozen-history", "id": "field:T.a"}]}"#.write(
      toFile: folder + "/baseline.json", atomically: true, encoding: .utf8)
    let run = bridgecheck(
      "diff", "--base", Repository.root, "--contracts", projectContracts, "--baseline",
      folder + "/baseline.json")
    #expect(run.exitCode == 2)
    #expect(run.error.contains("gives no reason [invalid-baseline]"))
  }
}
