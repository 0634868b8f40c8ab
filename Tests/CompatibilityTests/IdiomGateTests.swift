import ContentScan
import ContractLanguage
import Foundation
import TestSupport
import Testing

@testable import Compatibility

/// The idioms a new user met (issue 19's report: sends that got through, correct code refused),
/// each as a small package gated against Tempo's contract in a safe and an unsafe variant: the
/// safe one publishes with nothing to say, the unsafe one says exactly what a phone would meet —
/// a refusal on the releases that lack the element, or the warning that the analysis had to
/// assume.
struct IdiomGateTests {
  static let contract = ContractLoader.load(folder: Repository.path("contracts")).contract!

  /// The bridge module every package imports: `perform` sends an action, `hasCapability` reads
  /// the snapshot's capabilities.
  static let client = """
    import { sendMessage } from "expo-brownfield";
    declare const snapshot: { capabilities: Record<string, string[]> };
    export function perform(action: { kind: string; [field: string]: unknown }): void {
      sendMessage({ type: "tempo.perform", data: action });
    }
    export function hasCapability(capability: string): boolean {
      return snapshot.capabilities[capability] !== undefined;
    }
    """

  /// The findings that are not notes, as `rule id [releases]`, for a package whose entry is
  /// `index.tsx` (with `client.ts` beside it) and whose other files are `files`; notes whose rule
  /// is in `notes` too.
  func gate(
    _ index: String, _ files: [String: String] = [:], notes: Set<String> = []
  ) throws -> [String] {
    let root = NSTemporaryDirectory() + "idiom-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let all = files.merging(
      [
        "package.json":
          #"{ "name": "idiom", "main": "index.tsx", "dependencies": { "expo-haptics": "*" } }"#,
        "client.ts": Self.client,
        "index.tsx": index,
      ], uniquingKeysWith: { $1 })
    for (path, text) in all {
      let file = root + "/" + path
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: file, atomically: true, encoding: .utf8)
    }
    let scan = ContentScanner.scan([root], contract: Self.contract)
    // A package that cannot be read proves nothing either way (an assertion's error is a
    // finding of the analysis, not of the reading).
    #expect(
      scan.diagnostics.filter { $0.severity == .error && $0.id != "assertion-not-held" }.map(\.id)
        == [])
    let report = Gate.evaluate(contract: Self.contract, scan: scan, options: GateOptions())
    // One entry per call chain: a finding reached by several counts each.
    return report.findings.filter { $0.severity != .note || notes.contains($0.rule) }.flatMap {
      Array(repeating: "\($0.rule) \($0.id ?? "-") \($0.releases)", count: $0.chains)
    }
  }

  let archiveOn70 = [#"unavailable-on-release case:tempo.perform/task.archive ["7.0"]"#]
  let hapticsOn70And71 = [
    #"unavailable-on-release module:ExpoHaptics ["7.0", "7.1"]"#
  ]

  // MARK: - Sends that got through

  @Test func aParameterThatShadowsAGuardVariableIsAnotherBinding() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      const enabled = hasCapability("tempo.task-archive");
      export function archiveAll(rows: { id: string; enabled: boolean }[]) {
        rows.forEach(({ id, PARAM }) => { if (enabled) perform({ kind: "task.archive", id }); });
      }
      """
    #expect(try gate(source.replacing("PARAM", with: "done")) == [])
    #expect(try gate(source.replacing("PARAM", with: "enabled")) == archiveOn70)
  }

  @Test func someOfSeveralChecksProvesNone() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      export function archive(id: string) {
        if (["tempo.task-archive", "tempo.task-due-dates"].METHOD(hasCapability)) {
          perform({ kind: "task.archive", id });
        }
      }
      """
    #expect(try gate(source.replacing("METHOD", with: "every")) == [])
    #expect(try gate(source.replacing("METHOD", with: "some")) == archiveOn70)
  }

  @Test func notEqualToTrueIsNegative() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      export function archive(id: string) {
        if (hasCapability("tempo.task-archive") !== true) BODY
      }
      """
    let safe = #"return; perform({ kind: "task.archive", id });"#
    let unsafe = #"perform({ kind: "task.archive", id });"#
    #expect(try gate(source.replacing("BODY", with: safe)) == [])
    #expect(try gate(source.replacing("BODY", with: unsafe)) == archiveOn70)
  }

  /// Past an `if` whose branches do not all leave, the rest holds what holds at the end of each
  /// branch reached: its condition's side and what the early exits at its top leave. A check
  /// in one branch alone guards nothing past it; in both, or in the branch the rest needs, it
  /// does.
  @Test(arguments: [
    ("if (flag) { if (!hasCapability(C)) return; }", false),
    ("if (!hasCapability(C)) { if (flag) return; }", false),
    (
      "if (flag) { log(); if (!hasCapability(C)) { return; } } else if (!hasCapability(C)) throw new Error();",
      true
    ),
    ("if (flag) return; else if (!hasCapability(C)) return;", true),
    ("if (hasCapability(C)) { log(); } else { return; }", true),
    ("if (hasCapability(C)) { log(); } else { log(); }", false),
  ])
  func anEarlyExitInsideABranch(_ exits: String, guards: Bool) throws {
    let source = """
      import { perform, hasCapability } from "./client";
      export function archive(id: string, flag: boolean) {
        EXITS
        perform({ kind: "task.archive", id });
      }
      declare function log(): void;
      """
    let exits = exits.replacing("C)", with: #""tempo.task-archive")"#)
    #expect(try gate(source.replacing("EXITS", with: exits)) == (guards ? [] : archiveOn70))
  }

  @Test(arguments: [
    ("const { ExpoHaptics } = NativeModules; if (ExpoHaptics) ExpoHaptics.impact();", true),
    ("const { ExpoHaptics } = NativeModules; ExpoHaptics.impact();", false),
    (#"NativeModules["ExpoHaptics"]?.impact();"#, true),
    (#"NativeModules["ExpoHaptics"].impact();"#, false),
    (#"TurboModuleRegistry.get<Spec>("ExpoHaptics")?.impact();"#, true),
    (#"TurboModuleRegistry.get<Spec>("ExpoHaptics")!.impact();"#, false),
    (#"try { requireNativeModule("ExpoHaptics").impact(); } catch (e) { report(e); }"#, true),
    (
      #"try { requireNativeModule("ExpoHaptics").impact(); } catch (e) { report(e); throw e; }"#,
      false
    ),
  ])
  func nativeModuleLookups(_ body: String, safe: Bool) throws {
    let source = """
      import { NativeModules, TurboModuleRegistry } from "react-native";
      import { requireNativeModule } from "expo-modules-core";
      interface Spec { impact(): void }
      declare function report(error: unknown): void;
      export function buzz() { \(body) }
      """
    #expect(try gate(source) == (safe ? [] : hapticsOn70And71))
  }

  /// create-react-native-library's template: the module, or a proxy that throws on use.
  @Test func theLibraryTemplatesProxyThrowsOnUse() throws {
    let source = """
      import { NativeModules } from "react-native";
      const LINKING_ERROR = "The package 'expo-haptics' doesn't seem to be linked.";
      const Haptics = NativeModules.ExpoHaptics
        ? NativeModules.ExpoHaptics
        : new Proxy({}, { get() { throw new Error(LINKING_ERROR); } });
      export function buzz() { return Haptics.impact(); }
      """
    #expect(try gate(source) == hapticsOn70And71)
    let checked = """
      import { NativeModules } from "react-native";
      export function buzz() { return NativeModules.ExpoHaptics?.impact(); }
      """
    #expect(try gate(checked) == [])
  }

  @Test func kindsBuiltAtRunTimeAreDynamicUses() throws {
    let source = """
      import { perform } from "./client";
      export function act(verb: string, id: string) { perform({ kind: KIND, id }); }
      """
    let warning = [#"unknown-sent-value - ["7.0", "7.1"]"#]
    #expect(try gate(source.replacing("KIND", with: #""task.create""#)) == [])
    #expect(try gate(source.replacing("KIND", with: "`task.${verb}`")) == warning)
    #expect(try gate(source.replacing("KIND", with: #""task." + verb"#)) == warning)
  }

  @Test func aRequiresAssertionIsCheckedAtEveryCall() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      // bridgecheck: requires tempo.task-archive
      function archive(id: string) { perform({ kind: "task.archive", id }); }
      export function onSwipe(id: string) {
        if (hasCapability("tempo.task-archive")) archive(id);
        CALL
      }
      """
    #expect(try gate(source.replacing("CALL", with: "")) == [])
    #expect(
      try gate(source.replacing("CALL", with: "archive(id);"))
        == [#"assertion-not-held - ["7.0", "7.1"]"#])
  }

  /// Held where the function calling it runs (a helper, a flag), and in the files calling it
  /// when exported: refused where a call lacks the check, on every release (the assertion's
  /// error), published where each holds it.
  @Test func aRequiresAssertionIsCheckedThroughHelpersAndFiles() throws {
    let actions = """
      import { perform } from "./client";
      // bridgecheck: requires tempo.task-archive
      export function archive(id: string) { perform({ kind: "task.archive", id }); }
      """
    let source = """
      import { hasCapability } from "./client";
      import { archive } from "./actions";
      function onSwipe(id: string) { archive(id); }
      function archiveIf(id: string, allowed: boolean) { if (allowed) archive(id); }
      export function Task({ id }: { id: string }) {
        const canArchive = hasCapability("tempo.task-archive");
        if (canArchive) onSwipe(id);
        archiveIf(id, canArchive);
        CALL
        return null;
      }
      """
    let error = [#"assertion-not-held - ["7.0", "7.1"]"#]
    #expect(try gate(source.replacing("CALL", with: ""), ["actions.ts": actions]) == [])
    for call in ["onSwipe(id);", "archiveIf(id, true);", "archive(id);"] {
      #expect(try gate(source.replacing("CALL", with: call), ["actions.ts": actions]) == error)
    }
  }

  @Test func anIgnoredUseIsListed() throws {
    let source = """
      import { perform } from "./client";
      export function archive(id: string) {
        perform({ kind: "task.archive", id }); // bridgecheck: ignore -- REASON
      }
      """
    let ignored = try gate(
      source.replacing("REASON", with: "only sent on 7.1"), notes: ["ignored-use"])
    #expect(
      ignored == [
        "ignored-use case:tempo.perform/task.archive []", "ignored-use message:tempo.perform []",
      ])
    // Without a reason it ignores nothing.
    let unexplained = try gate(source.replacing(" -- REASON", with: ""))
    #expect(unexplained.contains(archiveOn70[0]))
  }
}
