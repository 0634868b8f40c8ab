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
  private func gate(
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

  private let archiveOn70 = [#"unavailable-on-release case:tempo.perform/task.archive ["7.0"]"#]
  private let hapticsOn70And71 = [
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

  // MARK: - Correct code refused

  @Test(arguments: [
    #"const ARCHIVE = "task.archive"; KIND = ARCHIVE"#,
    #"const KINDS = { archive: "task.archive" } as const; KIND = KINDS.archive"#,
    #"enum Kind { Archive = "task.archive" } KIND = Kind.Archive"#,
    #"import { ARCHIVE } from "./names"; KIND = ARCHIVE"#,
  ])
  func aCaseNameInAConstantBehindItsCheck(_ form: String) throws {
    let parts = form.split(separator: "KIND = ").map(String.init)
    let names = #"export const ARCHIVE = "task.archive";"#
    func source(guarded: Bool) -> String {
      """
      import { perform, hasCapability } from "./client";
      \(parts[0])
      export function archive(id: string) {
        if (\(guarded ? #"hasCapability("tempo.task-archive")"# : "id")) {
          perform({ kind: \(parts[1]), id });
        }
      }
      """
    }
    #expect(try gate(source(guarded: true), ["names.ts": names]) == [])
    #expect(try gate(source(guarded: false), ["names.ts": names]) == archiveOn70)
  }

  @Test func aCapabilityConstantAnActionCreatorAndAHookFromOtherFiles() throws {
    let files = [
      "names.ts": #"export const CAPS = { archive: "tempo.task-archive" } as const;"#,
      "actions.ts": #"export const archiveTask = (id: string) => ({ kind: "task.archive", id });"#,
      "hooks.ts": """
      import { hasCapability } from "./client";
      import { CAPS } from "./names";
      export function useCaps() { return { canArchive: hasCapability(CAPS.archive) }; }
      """,
    ]
    let source = """
      import { perform } from "./client";
      import { archiveTask } from "./actions";
      import { useCaps } from "./hooks";
      export function Row({ id }: { id: string }) {
        const { canArchive } = useCaps();
        return <Button onPress={() => { if (FLAG) perform(archiveTask(id)); }} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    #expect(try gate(source.replacing("FLAG", with: "canArchive"), files) == [])
    #expect(try gate(source.replacing("FLAG", with: "id"), files) == archiveOn70)
  }

  /// A hook returning its checks in an array (`return [has(A), has(B)] as const`): an element
  /// taken by position — destructured (`const [, canDue]`), indexed (`caps[0]`,
  /// `useCaps()[0]`) — proves what its check does, in the hook's file or another; a position
  /// the array does not hold proves nothing, nor does the check of another capability.
  @Test func aHookReturningItsChecksInAnArray() throws {
    let hook = """
      export function useCaps() {
        return [hasCapability(CAPS.archive), hasCapability("tempo.task-due-dates")] as const;
      }
      """
    let files = [
      "names.ts": #"export const CAPS = { archive: "tempo.task-archive" } as const;"#,
      "hooks.ts": """
      import { hasCapability } from "./client";
      import { CAPS } from "./names";
      \(hook)
      """,
    ]
    let source = """
      import { perform, hasCapability } from "./client";
      import { CAPS } from "./names";
      IMPORT
      export function Row({ id }: { id: string }) {
        HOLD
        return <Button onPress={() => { if (FLAG) perform({ kind: "task.archive", id }); }} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    let variants = [
      ("const [canArchive] = useCaps();", "canArchive", true),
      ("const [canArchive, canDue] = useCaps();", "canDue", false),
      ("const caps = useCaps();", "caps[0]", true),
      ("const caps = useCaps();", "caps[1]", false),
      ("", "useCaps()[0]", true),
      ("const [, , none] = useCaps();", "none", false),
    ]
    for (hold, flag, proves) in variants {
      for inFile in [false, true] {
        let screen = source.replacing("HOLD", with: hold).replacing("FLAG", with: flag)
          .replacing(
            "IMPORT", with: inFile ? hook : #"import { useCaps } from "./hooks";"#)
        let found = try gate(screen, files)
        if proves {
          #expect(found == [], "\(flag), in the file: \(inFile)")
        } else {
          #expect(found == archiveOn70, "\(flag), in the file: \(inFile)")
        }
      }
    }
  }

  /// A context created and provided in one file and read with `useContext` in others: its value
  /// is its default and every `Provider`'s, when no other file provides it, directly or through
  /// a barrel. A flag of it guards what it guards in the file that provides it; another flag of
  /// the same value guards nothing more; a second provider elsewhere leaves every flag unknown.
  @Test(arguments: [false, true])
  func aContextProvidedInOneFileAndReadInAnother(barrel: Bool) throws {
    var files = [
      "caps.tsx": """
      import { createContext } from "react";
      import { hasCapability } from "./client";
      export const CapsContext = createContext({ canArchive: false, canDue: false });
      export function CapsProvider({ children }: { children: any }) {
        const value = { canArchive: hasCapability("tempo.task-archive"), canDue: hasCapability("tempo.task-due-dates") };
        return <CapsContext.Provider value={value}>{children}</CapsContext.Provider>;
      }
      """
    ]
    if barrel { files["contexts.ts"] = #"export { CapsContext } from "./caps";"# }
    let source = """
      import { useContext } from "react";
      import { perform } from "./client";
      import { CapsContext } from "./\(barrel ? "contexts" : "caps")";
      export function Row({ id }: { id: string }) {
        const { canArchive, canDue } = useContext(CapsContext);
        return <Button onPress={() => { if (FLAG) perform({ kind: "task.archive", id }); }} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    #expect(try gate(source.replacing("FLAG", with: "canArchive"), files) == [])
    #expect(try gate(source.replacing("FLAG", with: "canDue"), files) == archiveOn70)
    #expect(try gate(source.replacing("FLAG", with: "id"), files) == archiveOn70)
    // Another file of the bundle provides it too: no flag of it is known.
    files["override.tsx"] = """
      import { CapsContext } from "./caps";
      export const Everything = ({ children }: { children: any }) =>
        <CapsContext.Provider value={{ canArchive: true, canDue: true }}>{children}</CapsContext.Provider>;
      """
    let overridden = "export { Everything } from \"./override\";\n" + source
    #expect(try gate(overridden.replacing("FLAG", with: "canArchive"), files) == archiveOn70)
  }

  /// A context value with one check and other members: only the member holding the check
  /// guards, whether destructured or read as a member, in the file that provides it or another.
  @Test(arguments: [false, true])
  func onlyTheMemberHoldingTheCheckGuards(elsewhere: Bool) throws {
    let context = """
      import { createContext, useContext } from "react";
      import { hasCapability } from "./client";
      export const CapsContext = createContext({ canArchive: false, loading: true });
      export function CapsProvider({ children }: { children: any }) {
        return <CapsContext.Provider value={{ canArchive: hasCapability("tempo.task-archive"), loading: false }}>{children}</CapsContext.Provider>;
      }

      """
    let reader = """
      import { perform } from "./client";
      export function Row({ id }: { id: string }) {
        const { canArchive, loading } = useContext(CapsContext);
        const caps = useContext(CapsContext);
        return <Button onPress={() => { if (FLAG) perform({ kind: "task.archive", id }); }} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    func gated(_ flag: String) throws -> [String] {
      let row = reader.replacing("FLAG", with: flag)
      if elsewhere {
        return try gate(
          "import { useContext } from \"react\";\nimport { CapsContext } from \"./caps\";\n" + row,
          ["caps.tsx": context])
      }
      return try gate(context + row)
    }
    #expect(try gated("canArchive") == [])
    #expect(try gated("caps.canArchive") == [])
    #expect(try gated("loading") == archiveOn70)
    #expect(try gated("!loading") == archiveOn70)
    #expect(try gated("caps.loading") == archiveOn70)
    #expect(try gated("caps") == archiveOn70)
  }

  /// A check through a function of another file is what that function returns of its argument,
  /// through a function of a third one too; one that does not test its argument (directly, or
  /// through another file's), a package's and a method of a value the analysis does not follow
  /// prove nothing (issue 19: every call given a capability's name proved it).
  @Test func aCheckThroughAFunctionOfAnotherFile() throws {
    let files = [
      "can.ts": """
      import { hasCapability } from "./client";
      export const can = (name: string) => hasCapability(name);
      export function weird(name: string): boolean { return name.length > 0 || true; }
      """,
      "lax.ts": """
      import { weird } from "./can";
      export const viaWeird = (name: string) => weird(name);
      """,
    ]
    let source = """
      import { perform } from "./client";
      import { can, weird } from "./can";
      import { viaWeird } from "./lax";
      import { isEnabled } from "@acme/flags";
      declare const bridge: { supports(name: string): boolean };
      export function onSwipe(id: string) {
        if (CHECK) perform({ kind: "task.archive", id });
      }
      """
    #expect(try gate(source.replacing("CHECK", with: #"can("tempo.task-archive")"#), files) == [])
    for check in [
      #"weird("tempo.task-archive")"#, #"viaWeird("tempo.task-archive")"#,
      #"isEnabled("tempo.task-archive")"#, #"bridge.supports("tempo.task-archive")"#,
    ] {
      #expect(try gate(source.replacing("CHECK", with: check), files) == archiveOn70, "\(check)")
    }
  }

  /// A check function a hook returns in an object proves what that function proves — read
  /// from the object the hook returns (through `useMemo`, or bound to a `const` it returns),
  /// destructured or called as a member,
  /// in the file or in another, through an imported function the object holds; one that does
  /// not test what it is given, or a member the object lacks, proves nothing.
  @Test func aCheckFunctionAHookReturns() throws {
    let hook = """
      import { useMemo } from "react";
      import { hasCapability, latestSnapshot } from "./client";
      export function useBridge() {
        const caps = latestSnapshot()?.capabilities ?? {};
        return useMemo(() => ({
          has: (name: string) => caps[name] !== undefined,
          can: hasCapability,
          lacks(name: string) { return caps[name] === undefined; },
          always: (name: string) => true,
        }), [caps]);
      }
      """
    let reader = """
      import { perform } from "./client";
      import { useBridge } from "./bridge";
      export function Row({ id }: { id: string }) {
        const { has, can, lacks, always } = useBridge();
        const bridge = useBridge();
        if (CHECK) perform({ kind: "task.archive", id });
      }
      """
    // The object returned, or bound to a `const` that is only returned.
    let bound = hook.replacing("return useMemo(() => ({", with: "const api = useMemo(() => ({")
      .replacing("}), [caps]);", with: "}), [caps]);\n  return api;")
    for hook in [hook, bound] {
      let elsewhere = ["bridge.ts": hook]
      let here = reader.replacing("import { useBridge } from \"./bridge\";\n", with: "")
        .replacing(
          "import { perform } from \"./client\";",
          with: "import { perform } from \"./client\";\n" + hook)
      for check in [
        #"has("tempo.task-archive")"#, #"can("tempo.task-archive")"#,
        #"bridge.has("tempo.task-archive")"#, #"bridge.can("tempo.task-archive")"#,
        #"!lacks("tempo.task-archive")"#,
      ] {
        #expect(try gate(reader.replacing("CHECK", with: check), elsewhere) == [], "\(check)")
        #expect(try gate(here.replacing("CHECK", with: check)) == [], "here: \(check)")
      }
      for check in [
        #"always("tempo.task-archive")"#, #"lacks("tempo.task-archive")"#,
        #"bridge.missing("tempo.task-archive")"#,
      ] {
        #expect(
          try gate(reader.replacing("CHECK", with: check), elsewhere) == archiveOn70,
          "\(check)")
        #expect(try gate(here.replacing("CHECK", with: check)) == archiveOn70, "here: \(check)")
      }
    }
  }

  /// A check function and a guarding function a hook returns in an array (`const [has, when] =
  /// useGates()`) prove and guard what they do, in the file or another: a check of another
  /// capability proves nothing of this one.
  @Test func aCheckAndAGuardingFunctionAHookReturnsInAnArray() throws {
    let hook = """
      import { hasCapability } from "./client";
      export function useGates() {
        return [
          (name: string) => hasCapability(name),
          (name: string, run: () => void) => { if (hasCapability(name)) run(); },
        ] as const;
      }
      """
    let reader = """
      import { perform } from "./client";
      import { useGates } from "./gates";
      export function Row({ id }: { id: string }) {
        const [has, when] = useGates();
        USE
      }
      """
    let here = reader.replacing("import { useGates } from \"./gates\";\n", with: "")
      .replacing(
        "import { perform } from \"./client\";",
        with: "import { perform } from \"./client\";\n" + hook)
    for (capability, proves) in [("tempo.task-archive", true), ("tempo.task-due-dates", false)] {
      for use in [
        #"if (has("C")) perform({ kind: "task.archive", id });"#,
        #"when("C", () => perform({ kind: "task.archive", id }));"#,
      ] {
        let use = use.replacing("C", with: capability)
        let expected = proves ? [] : archiveOn70
        #expect(
          try gate(reader.replacing("USE", with: use), ["gates.ts": hook]) == expected, "\(use)")
        #expect(try gate(here.replacing("USE", with: use)) == expected, "here: \(use)")
      }
    }
  }

  /// A check function one hook hands on from another (`const { has } = useBridge(); return {
  /// has }`) proves what it proves there, across files or in one; one that proves nothing
  /// there (`always`) proves nothing here, nor does a check of another capability.
  @Test func aCheckFunctionAHookHandsOn() throws {
    let bridge = """
      import { hasCapability } from "./client";
      export function useBridge() {
        return { has: (name: string) => hasCapability(name), always: (name: string) => true };
      }
      """
    let outer = """
      import { useBridge } from "./bridge";
      export function useOuter() {
        const { has, always } = useBridge();
        return { has, always };
      }
      """
    let reader = """
      import { perform } from "./client";
      import { useOuter } from "./outer";
      export function Row({ id }: { id: string }) {
        const { has, always } = useOuter();
        if (CHECK) perform({ kind: "task.archive", id });
      }
      """
    let inFile =
      reader.replacing("import { useOuter } from \"./outer\";\n", with: "")
      + "\n" + outer.replacing("import { useBridge } from \"./bridge\";\nexport ", with: "")
    let files = ["bridge.ts": bridge, "outer.ts": outer]
    for (check, proves) in [
      (#"has("tempo.task-archive")"#, true), (#"has("tempo.task-due-dates")"#, false),
      (#"always("tempo.task-archive")"#, false),
    ] {
      let expected = proves ? [] : archiveOn70
      #expect(try gate(reader.replacing("CHECK", with: check), files) == expected, "\(check)")
      #expect(
        try gate(
          inFile.replacing("CHECK", with: check).replacing(
            "import { perform } from \"./client\";",
            with: "import { perform } from \"./client\";\nimport { useBridge } from \"./bridge\";"),
          ["bridge.ts": bridge]) == expected, "in the file: \(check)")
    }
  }

  /// A check method of a service object — an object literal's, an instance's of a class the
  /// file declares, a class's static one, a namespace import's function — proves what that
  /// method returns of its argument, in the file or imported (by name, as a default export);
  /// a method that does not test what it is given, one written over, an accessor, one the class
  /// inherits, and one read two members deep prove nothing.
  @Test func aCheckMethodOfAServiceObject() throws {
    let service = """
      import { hasCapability } from "./client";
      class BridgeService {
        supports(name: string): boolean { return hasCapability(name); }
        lacks = (name: string) => !hasCapability(name);
        static can(name: string) { return hasCapability(name); }
        lax(name: string) { return true; }
        get getter() { return (name: string) => hasCapability(name); }
        replaced(name: string) { return hasCapability(name); }
        constructor() { this.replaced = (name: string) => true; }
      }
      class Derived extends BridgeService {}
      export const bridge = new BridgeService();
      export const derived = new Derived();
      export const caps = {
        has(name: string) { return hasCapability(name); },
        canUse: (name: string) => hasCapability(name),
        loose: function (name: string) { return name !== ""; },
        swapped: (name: string) => hasCapability(name),
      };
      caps.swapped = (name: string) => true;
      export const frozen = Object.freeze({ allows: (name: string) => hasCapability(name) });
      declare const platform: "ios" | "android";
      export const picked = {
        allows: (name: string) => hasCapability(name),
        ios: { allows: (name: string) => true },
        android: { allows: (name: string) => true },
      }[platform];
      export { BridgeService };
      export default bridge;
      export const nested = { caps };
      export function allowed(name: string) { return hasCapability(name); }
      """
    let reader = """
      import { perform } from "./client";
      import { bridge, derived, caps, nested, frozen, picked, BridgeService } from "./service";
      import Bridge from "./service";
      import * as Api from "./service";
      export function onSwipe(id: string) {
        if (CHECK) perform({ kind: "task.archive", id });
      }
      """
    let here =
      reader.replacing(
        #"import { bridge, derived, caps, nested, frozen, picked, BridgeService } from "./service";"#,
        with: ""
      )
      .replacing(#"import Bridge from "./service";"#, with: "")
      .replacing(#"import * as Api from "./service";"#, with: "")
      .replacing(
        #"import { perform } from "./client";"#,
        with: "import { perform } from \"./client\";\n" + service)
    let files = ["service.ts": service]
    for check in [
      "bridge.supports(C)", "!bridge.lacks(C)", "BridgeService.can(C)", "caps.has(C)",
      "caps.canUse(C)", "Bridge.supports(C)", "Api.allowed(C)", "frozen.allows(C)",
    ] {
      let source = reader.replacing(
        "CHECK", with: check.replacing("C", with: #""tempo.task-archive""#))
      #expect(try gate(source, files) == [], "\(check)")
      // In the file, the default export is `bridge`, and `allowed` is read by name.
      let local = here.replacing(
        "CHECK",
        with: check.replacing("Bridge.", with: "bridge.").replacing("Api.", with: "")
          .replacing("C", with: #""tempo.task-archive""#))
      #expect(try gate(local) == [], "here: \(check)")
    }
    for check in [
      "bridge.lax(C)", "bridge.lacks(C)", "bridge.replaced(C)", "caps.loose(C)", "caps.swapped(C)",
      "bridge.getter(C)", "derived.supports(C)", "nested.caps.canUse(C)", "bridge.missing(C)",
      "Api.caps.canUse(C)", "picked.allows(C)",
    ] {
      let source = reader.replacing(
        "CHECK", with: check.replacing("C", with: #""tempo.task-archive""#))
      #expect(try gate(source, files) == archiveOn70, "\(check)")
      let local = here.replacing(
        "CHECK", with: check.replacing("C", with: #""tempo.task-archive""#))
      #expect(try gate(local) == archiveOn70, "here: \(check)")
    }
  }

  /// A check through `this` in a service object's own code (`this.supports(C)`) proves what
  /// that method returns, through arrows (which keep `this`); through a `function` (which has
  /// its own), of a class another extends (which may override it) or of an object whose method
  /// the file writes over, it proves nothing.
  @Test func aCheckThroughThisInAServiceObject() throws {
    let classy = """
      import { perform, hasCapability } from "./client";
      class Service {
        supports(name: string) { return hasCapability(name); }
        lax(name: string) { return true; }
        archive(id: string) { BODY }
      }
      const service = new Service();
      export function onSwipe(id: string) { service.archive(id); }
      """
    let literal = """
      import { perform, hasCapability } from "./client";
      const service = {
        supports(name: string) { return hasCapability(name); },
        lax(name: string) { return true; },
        archive(id: string) { BODY },
      };
      export function onSwipe(id: string) { service.archive(id); }
      """
    let send = #"perform({ kind: "task.archive", id })"#
    let checked = #"if (this.supports("tempo.task-archive")) \#(send);"#
    for source in [classy, literal] {
      #expect(try gate(source.replacing("BODY", with: checked)) == [])
      #expect(
        try gate(source.replacing("BODY", with: "setTimeout(() => { \(checked) });")) == [])
      #expect(
        try gate(source.replacing("BODY", with: checked.replacing("supports", with: "lax")))
          == archiveOn70)
      #expect(
        try gate(source.replacing("BODY", with: "setTimeout(function () { \(checked) });"))
          == archiveOn70)
    }
    let extended =
      classy.replacing("BODY", with: checked)
      + "class Lax extends Service { supports(name: string) { return true; } }\n"
    #expect(try gate(extended) == archiveOn70)
    let overwritten =
      literal.replacing("BODY", with: checked) + "service.supports = (name: string) => true;\n"
    #expect(try gate(overwritten) == archiveOn70)
  }

  /// A use inside a method of a service object the file declares stands where the method is
  /// called (`tasks.archive(id)`, `this.archive(id)` in the class, the object passed on whole),
  /// in an object it holds too (`api.tasks.archive(id)`, `register(api.tasks)`),
  /// and a method that sends what it is given is judged at each call, as a function is; a
  /// class read other than to make its instances (exported, extended) has callers the file does
  /// not show, and its methods' uses stand where written.
  @Test func aMethodOfAServiceObjectStandsAtItsCalls() throws {
    let send = #"sendMessage({ type: "tempo.perform", data: { kind: "task.archive", id } });"#
    let wrap = #"sendMessage({ type: "tempo.perform", data: action });"#
    let source = """
      import { sendMessage } from "expo-brownfield";
      import { hasCapability, perform } from "./client";
      SERVICE
      // The client's wrapper, called: its send is judged here, not left unknown.
      perform({ kind: "task.create", title: "" });
      declare function register(value: unknown): void;
      export function onSwipe(id: string) {
        if (hasCapability("tempo.task-archive")) {
          INSIDE
        }
        OUTSIDE
      }
      """
    let archiving = "class Tasks { archive(id: string) { \(send) } }\nconst tasks = new Tasks();"
    let api = "const api = { archive(id: string) { \(send) } };"
    // (`archive` of the outer object is another method: `this` in `tasks` is `tasks`.)
    let nested = """
      const api = {
        version: 1,
        archive() {},
        tasks: { archive(id: string) { \(send) } },
      };
      """
    let calling = nested.replacing(
      "} },", with: "}, later(id: string) { this.archive(id); } },")
    let variants = [
      (archiving, "tasks.archive(id);"),
      (
        "class Tasks { perform = (action: { kind: string }) => { \(wrap) }; }\nconst tasks = new Tasks();",
        #"tasks.perform({ kind: "task.archive", id });"#
      ),
      (
        """
        class Tasks {
          archive(id: string) { \(send) }
          later(id: string) { setTimeout(() => this.archive(id), 10); }
        }
        const tasks = new Tasks();
        """, "tasks.later(id);"
      ),
      ("class Tasks { static archive(id: string) { \(send) } }", "Tasks.archive(id);"),
      (api, "api.archive(id);"),
      (api, "api?.archive(id);"),
      (
        "const api = { send: (action: { kind: string }) => { \(wrap) } };",
        #"api.send({ kind: "task.archive", id });"#
      ),
      (api, "register(api);"),
      (api, "const { archive } = api; archive(id);"),
      // In an object the service object holds: called by its path, passed on, or through
      // `this` in its own methods.
      (nested, "api.tasks.archive(id);"),
      (nested, "api?.tasks?.archive(id);"),
      (nested, "register(api.tasks);"),
      (calling, "api.tasks.later(id);"),
      (
        "const api = { tasks: { send: (action: { kind: string }) => { \(wrap) } } };",
        #"api.tasks.send({ kind: "task.archive", id });"#
      ),
    ]
    for (service, call) in variants {
      let defined = source.replacing("SERVICE", with: service)
      #expect(
        try gate(defined.replacing("INSIDE", with: call).replacing("OUTSIDE", with: "")) == [],
        "\(call)")
      #expect(
        try gate(defined.replacing("INSIDE", with: "").replacing("OUTSIDE", with: call))
          == archiveOn70, "outside: \(call)")
    }
    // Called behind the check, and by name through `this` unchecked: a use there too.
    for dynamic in [
      "run(name: string) { (this as any)[name](\"x\"); }",
      "run(name: string) { const self = this; self.archive(name); }",
    ] {
      let service =
        "class Tasks {\n  archive(id: string) { \(send) }\n  \(dynamic)\n}\nconst tasks = new Tasks();"
      let defined = source.replacing("SERVICE", with: service)
      #expect(
        try gate(
          defined.replacing("INSIDE", with: "tasks.archive(id);").replacing(
            "OUTSIDE", with: "tasks.run(\"archive\");"))
          == archiveOn70, "\(dynamic)")
    }
    // A class read for a static member too: its instances' methods are still all seen.
    let statics = source.replacing(
      "SERVICE",
      with:
        "class Tasks {\n  static label = \"tasks\";\n  archive(id: string) { \(send) }\n}\nconst tasks = new Tasks();\nconsole.log(Tasks.label);"
    )
    #expect(
      try gate(
        statics.replacing("INSIDE", with: "tasks.archive(id);").replacing("OUTSIDE", with: ""))
        == [])
    // Called behind the check, but the class is exported, extended or its prototype written:
    // other code may call it.
    for more in [
      "export { Tasks };", "class Later extends Tasks {}",
      "Tasks.prototype.archive = function (id: string) {};",
    ] {
      let defined = source.replacing("SERVICE", with: archiving + "\n" + more)
      #expect(
        try gate(
          defined.replacing("INSIDE", with: "tasks.archive(id);").replacing("OUTSIDE", with: ""))
          == archiveOn70, "\(more)")
    }
  }

  /// A method of a service object another file exports stands where the importing files call
  /// it — imported by name, renamed, as a default export (a binding's, or `export default new
  /// Tasks()`, `export default { … }`), through a barrel, in an object it holds
  /// (`bridge.tasks.archive`) — and a method that
  /// sends what it is given is judged there; a reader that passes the object on whole, or takes
  /// a method out of it, is a place it may be called from; one reading it through a namespace
  /// import is not followed, and the use stands where written.
  @Test func aMethodOfAnImportedServiceObject() throws {
    let send = #"sendMessage({ type: "tempo.perform", data: { kind: "task.archive", id } });"#
    let files = [
      "service.ts": """
      import { sendMessage } from "expo-brownfield";
      class Tasks { archive(id: string) { \(send) } }
      export const tasks = new Tasks();
      export default tasks;
      """,
      "api.ts": """
      import { sendMessage } from "expo-brownfield";
      export const api = { archive(id: string) { \(send) } };
      """,
      "nested.ts": """
      import { sendMessage } from "expo-brownfield";
      export const bridge = { version: 1, tasks: { archive(id: string) { \(send) } } };
      """,
      "sender.ts": """
      import { sendMessage } from "expo-brownfield";
      export const sender = {
        perform(action: { kind: string }) { sendMessage({ type: "tempo.perform", data: action }); },
      };
      """,
      "barrel.ts": #"export { tasks } from "./service";"#,
      "relay.ts": """
      import { api } from "./api";
      export const relay = { archive(id: string) { api.archive(id); } };
      """,
      "single.ts": """
      import { sendMessage } from "expo-brownfield";
      import { hasCapability } from "./client";
      class Tasks {
        supports(name: string) { return hasCapability(name); }
        archive(id: string) { \(send) }
      }
      export default new Tasks();
      """,
      "plain.ts": """
      import { sendMessage } from "expo-brownfield";
      export default { archive(id: string) { \(send) } };
      """,
      "frozen.ts": """
      import { sendMessage } from "expo-brownfield";
      export default Object.freeze({ archive(id: string) { \(send) } });
      """,
    ]
    let source = """
      import { hasCapability, perform } from "./client";
      IMPORT
      // The client's wrapper, called: its send is judged here, not left unknown.
      perform({ kind: "task.create", title: "" });
      export function onSwipe(id: string) {
        if (hasCapability("tempo.task-archive")) {
          INSIDE
        }
        OUTSIDE
      }
      """
    let variants = [
      (#"import { tasks } from "./service";"#, "tasks.archive(id);"),
      (#"import { tasks as t } from "./service";"#, "t.archive(id);"),
      (#"import Tasks from "./service";"#, "Tasks.archive(id);"),
      (#"import { api } from "./api";"#, "api.archive(id);"),
      (#"import { bridge } from "./nested";"#, "bridge.tasks.archive(id);"),
      (#"import { bridge as b } from "./nested";"#, "const { tasks } = b; tasks.archive(id);"),
      (#"import { tasks } from "./barrel";"#, "tasks?.archive(id);"),
      // A method calling another file's: what it holds is the other's.
      (#"import { relay } from "./relay";"#, "relay.archive(id);"),
      (#"import { sender } from "./sender";"#, #"sender.perform({ kind: "task.archive", id });"#),
      (#"import single from "./single";"#, "single.archive(id);"),
      (#"import plain from "./plain";"#, "plain.archive(id);"),
      (#"import frozen from "./frozen";"#, "frozen.archive(id);"),
    ]
    for (imports, call) in variants {
      let reader = source.replacing("IMPORT", with: imports)
      #expect(
        try gate(reader.replacing("INSIDE", with: call).replacing("OUTSIDE", with: ""), files)
          == [], "\(call)")
      #expect(
        try gate(reader.replacing("INSIDE", with: "").replacing("OUTSIDE", with: call), files)
          == archiveOn70, "outside: \(call)")
    }
    // Called behind the check here, and elsewhere given on whole or taken out unchecked.
    let guarded = source.replacing(
      "IMPORT", with: "import { tasks } from \"./service\";\nimport \"./other\";"
    )
    .replacing("INSIDE", with: "tasks.archive(id);").replacing("OUTSIDE", with: "")
    for other in [
      "declare function register(value: unknown): void;\nregister(tasks);",
      "const { archive } = tasks;\narchive(\"a\");",
    ] {
      let more = files.merging(
        ["other.ts": #"import { tasks } from "./service";"# + "\n" + other],
        uniquingKeysWith: { $1 })
      #expect(try gate(guarded, more) == archiveOn70, "\(other)")
    }
    // The default export's own check method guards its own send.
    let checkedBySingle = """
      import { perform } from "./client";
      import single from "./single";
      perform({ kind: "task.create", title: "" });
      export function onSwipe(id: string) {
        if (single.supports("tempo.task-archive")) single.archive(id);
      }
      """
    #expect(try gate(checkedBySingle, files) == [])
    // The default export is what a method of the instance returns, not the instance.
    let built = files.merging(
      [
        "single.ts": files["single.ts"]!.replacing(
          "export default new Tasks();",
          with: "class Lax { supports(name: string) { return true; } }\n"
            + "export default new Tasks().lax();"
        )
        .replacing(
          "archive(id: string) {", with: "lax() { return new Lax(); }\n  archive(id: string) {")
      ], uniquingKeysWith: { $1 })
    let checkedByBuilt = checkedBySingle.replacing(
      "single.archive(id);", with: #"perform({ kind: "task.archive", id });"#)
    // Its check proves nothing (the send beside it refuses), and the instance's `archive`,
    // which nothing calls, stands where written.
    #expect(try gate(checkedByBuilt, built) == archiveOn70 + archiveOn70)
    // Read through a namespace import: not followed, the use stands in the method.
    let namespaced = source.replacing("IMPORT", with: #"import * as Service from "./service";"#)
      .replacing("INSIDE", with: "Service.tasks.archive(id);").replacing("OUTSIDE", with: "")
    #expect(try gate(namespaced, files) == archiveOn70)
  }

  /// A native module a service object's method dereferences is used where the method is
  /// called: behind a test of the module there, it is checked; called unchecked, it refuses
  /// there — not at the method, for every call.
  @Test func aModuleUsedInAServiceObjectsMethod() throws {
    let files = [
      "haptics.js": """
      import { NativeModules } from "react-native";
      const { ExpoHaptics } = NativeModules;
      const haptics = {
        tap() { ExpoHaptics.impactAsync("light"); },
      };
      export default haptics;
      """
    ]
    let source = """
      import { NativeModules } from "react-native";
      import haptics from "./haptics";
      import { perform } from "./client";
      perform({ kind: "task.create", title: "" });
      export function onPress() {
        CALL
      }
      """
    #expect(
      try gate(
        source.replacing("CALL", with: "if (NativeModules.ExpoHaptics) haptics.tap();"), files)
        == [])
    #expect(try gate(source.replacing("CALL", with: "haptics.tap();"), files) == hapticsOn70And71)
  }

  /// An assertion function imported from another file of the content (`assertHas(check)`, which
  /// throws where its first argument is falsy) guards the rest of the block after its call, as
  /// one the file defines does — through a re-export too; one that may return without throwing,
  /// or that does not test its argument, guards nothing.
  @Test func anImportedAssertionFunction() throws {
    let files = [
      "assert.ts": """
      export function assertHas(condition: unknown, message: string): asserts condition {
        if (!condition) throw new Error(message);
      }
      export function maybe(condition: unknown, message: string) {
        if (message === "") return;
        if (!condition) throw new Error(message);
      }
      export function logs(condition: unknown, message: string) {
        console.log(message, condition);
      }
      """,
      "utils.ts": #"export { assertHas as ensure } from "./assert";"#,
    ]
    let source = """
      import { perform, hasCapability } from "./client";
      import { assertHas, maybe, logs } from "./assert";
      import { ensure } from "./utils";
      export function onSwipe(id: string) {
        CALL(hasCapability("tempo.task-archive"), "archiving needs tempo.task-archive");
        perform({ kind: "task.archive", id });
      }
      """
    for call in ["assertHas", "ensure"] {
      #expect(try gate(source.replacing("CALL", with: call), files) == [], "\(call)")
    }
    for call in ["maybe", "logs"] {
      #expect(try gate(source.replacing("CALL", with: call), files) == archiveOn70, "\(call)")
    }
  }

  @Test func aHandlerMadeWithUseCallbackPassedBehindATernary() throws {
    let source = """
      import { useCallback } from "react";
      import { perform, hasCapability } from "./client";
      export function Row({ id }: { id: string }) {
        const canArchive = hasCapability("tempo.task-archive");
        const onArchive = useCallback(() => perform({ kind: "task.archive", id }), [id]);
        return <Button onPress={PASSED} />;
      }
      declare function Button(props: { onPress?: () => void }): null;
      """
    let safe = source.replacing("PASSED", with: "canArchive ? onArchive : undefined")
    #expect(try gate(safe) == [])
    #expect(try gate(source.replacing("PASSED", with: "onArchive")) == archiveOn70)
  }

  /// A hook handing its actions back in an object (`const { archive } = useTaskActions()`), or
  /// one on its own (`const archive = useArchive(id)`): the send inside `archive` stands where
  /// the screen calls it — destructured, renamed, as a member, through `useMemo`, a barrel, a
  /// handler passed behind a ternary — behind its check or not; a handler listing it in its dependencies (`[archive, canArchive]`) does not call it
  /// there; a sender handed back sends what each call gives it. A screen passing the actions on
  /// whole may call any of them there. A hook composing hooks hands on what they hand back; one
  /// returning an array hands back its elements by position.
  @Test func aFunctionAHookHandsBack() throws {
    let files = [
      "actions.ts": """
      import { useCallback } from "react";
      import { perform } from "./client";
      export function useTaskActions() {
        const archive = useCallback((id: string) => perform({ kind: "task.archive", id }), []);
        return { archive, create: () => perform({ kind: "task.create", title: "" }) };
      }
      """,
      "memo.ts": """
      import { useMemo } from "react";
      import { perform } from "./client";
      export const useMemoActions = () =>
        useMemo(() => ({ archive: (id: string) => perform({ kind: "task.archive", id }) }), []);
      """,
      "hooks.ts": #"export { useTaskActions } from "./actions";"#,
      "archive.ts": """
      import { useCallback } from "react";
      import { perform } from "./client";
      export function useArchive(id: string) {
        return useCallback(() => perform({ kind: "task.archive", id }), [id]);
      }
      """,
      "curried.ts": """
      import { perform } from "./client";
      export const useArchiver = () => (id: string) => perform({ kind: "task.archive", id });
      """,
      "named.ts": """
      import { perform } from "./client";
      function archiveNow(id: string) { perform({ kind: "task.archive", id }); }
      export function useArchiveNow() { return archiveNow; }
      """,
      "api.ts": """
      import { perform } from "./client";
      export function archiveTask(id: string) { perform({ kind: "task.archive", id }); }
      """,
      "rehand.ts": """
      import { archiveTask } from "./api";
      export function useApi() { return { archiveTask }; }
      """,
      "alone.ts": """
      import { archiveTask } from "./api";
      export const useArchiveTask = () => archiveTask;
      """,
      "bound.ts": """
      import { useMemo } from "react";
      import { perform } from "./client";
      export function useBound() {
        const actions = useMemo(() => ({ archive: (id: string) => perform({ kind: "task.archive", id }) }), []);
        return actions;
      }
      """,
      "literal.ts": """
      import { perform } from "./client";
      export function useLiteral() {
        const actions = { archive(id: string) { perform({ kind: "task.archive", id }); } };
        return actions;
      }
      """,
      "compose.ts": """
      import { useTaskActions } from "./actions";
      export function useScreenActions() {
        const { archive, create } = useTaskActions();
        return { archive, create, title: "Tasks" };
      }
      """,
      "tasks.ts": """
      import { useTaskActions } from "./actions";
      export function useScreenTasks() {
        const tasks = useTaskActions();
        return { tasks };
      }
      """,
      "again.ts": """
      import { useArchive } from "./archive";
      export function useArchiveAgain(id: string) {
        const again = useArchive(id);
        return again;
      }
      """,
      "tuple.ts": """
      import { useCallback, useState } from "react";
      import { perform } from "./client";
      export function useArchiveTuple() {
        const [busy, setBusy] = useState(false);
        const archive = useCallback((id: string) => {
          setBusy(true);
          perform({ kind: "task.archive", id });
        }, []);
        return [archive, busy] as const;
      }
      """,
      "inline.ts": """
      import { perform } from "./client";
      export const useInline = () => [false, (id: string) => perform({ kind: "task.archive", id })];
      """,
      "bridge.ts": """
      import { sendMessage } from "expo-brownfield";
      export function useBridge() {
        return { send: (action: { kind: string }) => sendMessage({ type: "tempo.perform", data: action }) };
      }
      """,
    ]
    let source = """
      import { useCallback } from "react";
      import { hasCapability, perform } from "./client";
      IMPORT
      perform({ kind: "task.create", title: "" });
      export function Screen({ id }: { id: string }) {
        HOLD
        const canArchive = hasCapability("tempo.task-archive");
        const onPress = useCallback(() => {
          if (canArchive) {
            INSIDE
          }
        }, [canArchive, DEPENDS]);
        OUTSIDE
        return <Button onPress={onPress} />;
      }
      declare function Button(props: { onPress?: () => void }): null;
      """
    let actions = #"import { useTaskActions } from "./actions";"#
    let variants = [
      (actions, "const { archive } = useTaskActions();", "archive(id);", "archive"),
      (actions, "const { archive: onArchive } = useTaskActions();", "onArchive(id);", "onArchive"),
      (actions, "const tasks = useTaskActions();", "tasks.archive(id);", "tasks.archive"),
      (actions, "const tasks = useTaskActions();", "tasks?.archive(id);", "tasks"),
      (
        #"import { useMemoActions } from "./memo";"#, "const { archive } = useMemoActions();",
        "archive(id);", "archive"
      ),
      (
        #"import { useTaskActions as useActions } from "./hooks";"#,
        "const { archive } = useActions();", "archive(id);", "archive"
      ),
      // A function handed back on its own: `useCallback`'s, an arrow's, a function's name.
      (
        #"import { useArchive } from "./archive";"#, "const archive = useArchive(id);",
        "archive();", "archive"
      ),
      (
        #"import { useArchiver } from "./curried";"#, "const archive = useArchiver();",
        "archive(id);", "archive"
      ),
      (
        #"import { useArchiveNow } from "./named";"#, "const archive = useArchiveNow();",
        "archive(id);", "archive"
      ),
      // The object bound to a `const` the hook only returns.
      (
        #"import { useBound } from "./bound";"#, "const { archive } = useBound();",
        "archive(id);", "archive"
      ),
      (
        #"import { useLiteral } from "./literal";"#, "const tasks = useLiteral();",
        "tasks.archive(id);", "tasks.archive"
      ),
      // An imported function handed back, in an object or on its own.
      (
        #"import { useApi } from "./rehand";"#, "const { archiveTask } = useApi();",
        "archiveTask(id);", "archiveTask"
      ),
      (
        #"import { useArchiveTask } from "./alone";"#, "const archive = useArchiveTask();",
        "archive(id);", "archive"
      ),
      // In an array, by position: destructured, indexed, or indexed at the call.
      (
        #"import { useArchiveTuple } from "./tuple";"#,
        "const [archive, busy] = useArchiveTuple();", "archive(id);", "archive"
      ),
      (
        #"import { useArchiveTuple } from "./tuple";"#, "const result = useArchiveTuple();",
        "result[0](id);", "result"
      ),
      (#"import { useInline } from "./inline";"#, "", "useInline()[1](id);", "id"),
      (
        #"import { useInline } from "./inline";"#, "const [, archive] = useInline();",
        "archive(id);", "archive"
      ),
      // A hook handing on what another hook hands back: in an object, or on its own.
      (
        #"import { useScreenActions } from "./compose";"#,
        "const { archive } = useScreenActions();", "archive(id);", "archive"
      ),
      (
        #"import { useScreenTasks } from "./tasks";"#, "const { tasks } = useScreenTasks();",
        "tasks.archive(id);", "tasks"
      ),
      (
        #"import { useArchiveAgain } from "./again";"#, "const archive = useArchiveAgain(id);",
        "archive();", "archive"
      ),
      // A sender handed back: what each call gives it is sent there.
      (
        #"import { useBridge } from "./bridge";"#, "const { send } = useBridge();",
        #"send({ kind: "task.archive", id });"#, "send"
      ),
    ]
    for (imports, hold, call, depends) in variants {
      let screen = source.replacing("IMPORT", with: imports).replacing("HOLD", with: hold)
        .replacing("DEPENDS", with: depends)
      #expect(
        try gate(screen.replacing("INSIDE", with: call).replacing("OUTSIDE", with: ""), files)
          == [], "\(call)")
      #expect(
        try gate(screen.replacing("INSIDE", with: "").replacing("OUTSIDE", with: call), files)
          == archiveOn70, "outside: \(call)")
    }
    // Passed to a button behind a ternary, or not.
    let passed = """
      import { hasCapability } from "./client";
      import { useTaskActions } from "./actions";
      export function Row({ id }: { id: string }) {
        const { archive, create } = useTaskActions();
        create();
        const canArchive = hasCapability("tempo.task-archive");
        return <Button onPress={PASSED} />;
      }
      declare function Button(props: { onPress?: () => void }): null;
      """
    let handler = "() => archive(id)"
    #expect(
      try gate(passed.replacing("PASSED", with: "canArchive ? \(handler) : undefined"), files)
        == [])
    #expect(try gate(passed.replacing("PASSED", with: handler), files) == archiveOn70)
    // Handed on whole: what receives it may call `archive` there, unchecked.
    let whole = passed.replacing(
      "create();", with: "create();\n  register(useTaskActions());"
    )
    .replacing("return", with: "declare function register(value: unknown): void;\n  return")
    #expect(
      try gate(whole.replacing("PASSED", with: "canArchive ? \(handler) : undefined"), files)
        == archiveOn70)
  }

  /// A zustand store's actions (`create((set, get) => ({ archive: (id) => perform(…) }))`,
  /// curried, through a middleware) run where a reader of the store calls them — selected
  /// (`useTaskStore((s) => s.archive)`), destructured from `useTaskStore()`, through
  /// `getState()`, through `get()` in another action — with the guards there, in the store's
  /// file or another. The store passed on whole may run any action there; another selector
  /// gives any action where its result is read.
  /// A Redux Toolkit thunk's payload creator runs where its action is dispatched: behind the
  /// check, it publishes — made directly or through `createAsyncThunk.withTypes()` (in the
  /// file or another), in the screen's file or imported, with the thunk's `fulfilled` read by a slice — and dispatched
  /// outside it, it refuses on 7.0.
  @Test func anAsyncThunk() throws {
    let thunks = """
      import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
      import { perform } from "./client";
      const createAppAsyncThunk = createAsyncThunk.withTypes<{ state: { busy: boolean } }>();
      export const archiveTask = createAsyncThunk("tasks/archive", async (id: string) => {
        perform({ kind: "task.archive", id });
        return id;
      });
      export const archiveTyped = createAppAsyncThunk("tasks/typed", async (id: string, api) => {
        perform({ kind: "task.archive", id });
      });
      export const tasks = createSlice({
        name: "tasks",
        initialState: { busy: false },
        reducers: {},
        extraReducers: (builder) => {
          builder.addCase(archiveTask.pending, (state) => { state.busy = true; });
          builder.addCase(archiveTyped.fulfilled, (state) => { state.busy = false; });
        },
      });
      """
    let source = """
      import { useDispatch } from "react-redux";
      import { hasCapability } from "./client";
      IMPORT
      export function Row({ id }: { id: string }) {
        const dispatch = useDispatch();
        const canArchive = hasCapability("tempo.task-archive");
        return <Button onPress={() => { if (canArchive) { INSIDE } OUTSIDE }} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    let imported = #"import { archiveTask, archiveTyped } from "./tasks";"#
    let inFile =
      thunks.replacing("import { perform } from \"./client\";\n", with: "")
      .replacing("export const", with: "const") + "\nimport { perform } from \"./client\";"
    // The typed maker written in another file, as Redux Toolkit's documentation writes it.
    let typedElsewhere = thunks.replacing(
      "const createAppAsyncThunk = createAsyncThunk.withTypes<{ state: { busy: boolean } }>();\n",
      with: "import { createAppAsyncThunk } from \"./withTypes\";\n")
    let withTypes = """
      import { createAsyncThunk } from "@reduxjs/toolkit";
      export const createAppAsyncThunk = createAsyncThunk.withTypes<{ state: { busy: boolean } }>();
      """
    for (imports, files) in [
      (imported, ["tasks.ts": thunks]), (inFile, [:]),
      (imported, ["tasks.ts": typedElsewhere, "withTypes.ts": withTypes]),
    ] {
      let screen = source.replacing("IMPORT", with: imports)
      // Both thunks dispatched (neither a root no one dispatches).
      let call = "dispatch(archiveTask(id)); void dispatch(archiveTyped(id)).unwrap();"
      #expect(
        try gate(screen.replacing("INSIDE", with: call).replacing("OUTSIDE", with: ""), files)
          == [], "\(files.keys)")
      #expect(
        try gate(screen.replacing("INSIDE", with: "").replacing("OUTSIDE", with: call), files)
          == archiveOn70 + archiveOn70, "outside: \(files.keys)")
    }
  }

  /// A TanStack Query mutation's functions run where it is started: behind the check, it
  /// publishes — the function given as `mutationFn` (written there or named), `onSuccess`, the
  /// v4 positional form; `mutate` read as a member or destructured, `mutateAsync` renamed — with
  /// `isPending` read outside; handed back by a hook of another file (`return useMutation(…)`,
  /// `createMutation`); started outside, it refuses on 7.0 once per function.
  @Test func aMutation() throws {
    let source = """
      import { useMutation } from "@tanstack/react-query";
      import { hasCapability, perform } from "./client";
      async function archiveTask(id: string) { perform({ kind: "task.archive", id }); }
      export function Row({ id }: { id: string }) {
        const archive = useMutation({
          mutationFn: archiveTask,
          onSuccess: () => perform({ kind: "task.archive", id }),
        });
        const { mutate, isPending } = useMutation({
          mutationFn: async (x: string) => { perform({ kind: "task.archive", id: x }); },
        });
        const { mutateAsync: upload } = useMutation(["upload"], (x: string) => {
          perform({ kind: "task.archive", id: x });
        });
        const canArchive = hasCapability("tempo.task-archive");
        return (
          <Button
            disabled={isPending || archive.isPending}
            onPress={() => { if (canArchive) { INSIDE } OUTSIDE }}
          />
        );
      }
      declare function Button(props: { onPress: () => void; disabled: boolean }): null;
      """
    let start = "archive.mutate(id); mutate(id); void upload(id);"
    #expect(
      try gate(source.replacing("INSIDE", with: start).replacing("OUTSIDE", with: "")) == [])
    #expect(
      try gate(source.replacing("INSIDE", with: "").replacing("OUTSIDE", with: start))
        == Array(repeating: archiveOn70[0], count: 4))
    // Handed back by a hook of another file: its own, or react-query-kit's `createMutation`.
    let api = """
      import { useMutation } from "@tanstack/react-query";
      import { createMutation } from "react-query-kit";
      import { perform } from "./client";
      export function useArchive() {
        return useMutation({
          mutationFn: async (id: string) => { perform({ kind: "task.archive", id }); },
        });
      }
      export const useArchiveLater = createMutation({
        mutationFn: async (id: string) => { perform({ kind: "task.archive", id }); },
      });
      """
    let screen = """
      import { hasCapability } from "./client";
      import { useArchive, useArchiveLater } from "./api";
      export function Row({ id }: { id: string }) {
        const { mutate, isPending } = useArchive();
        const later = useArchiveLater();
        const canArchive = hasCapability("tempo.task-archive");
        return (
          <Button
            disabled={isPending || later.isPending}
            onPress={() => { if (canArchive) { INSIDE } OUTSIDE }}
          />
        );
      }
      declare function Button(props: { onPress: () => void; disabled: boolean }): null;
      """
    let both = "mutate(id); void later.mutateAsync(id);"
    #expect(
      try gate(
        screen.replacing("INSIDE", with: both).replacing("OUTSIDE", with: ""), ["api.ts": api])
        == [])
    #expect(
      try gate(
        screen.replacing("INSIDE", with: "").replacing("OUTSIDE", with: both), ["api.ts": api])
        == archiveOn70 + archiveOn70)
  }

  @Test func aStoresActions() throws {
    func store(_ make: String, _ close: String, exported: Bool = true) -> String {
      """
      import { create } from "zustand";
      import { combine, persist } from "zustand/middleware";
      import { perform } from "./client";
      type Tasks = { busy: boolean; archive: (id: string) => void; later: (id: string) => void };
      \(exported ? "export " : "")const useTaskStore = \(make)(set, get) => ({
        busy: false,
        archive: (id) => {
          set({ busy: true });
          perform({ kind: "task.archive", id });
        },
        later: (id) => get().archive(id),
      })\(close);
      """
    }
    let source = """
      import { hasCapability } from "./client";
      IMPORT
      export function Row({ id }: { id: string }) {
        HOLD
        const canArchive = hasCapability("tempo.task-archive");
        return <Button onPress={() => { if (canArchive) { INSIDE } OUTSIDE }} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      declare function register(value: unknown): void;
      """
    let makers = [
      ("create<Tasks>(", ")"), ("create<Tasks>()(", ")"),
      ("create<Tasks>()(persist(", #", { name: "tasks" }))"#),
      ("create(combine({ count: 0 }, ", "))"),
    ]
    // Each variant reads both actions, so that neither is a root never called.
    let variants = [
      (
        "const archive = useTaskStore((s) => s.archive);\nconst later = useTaskStore((s) => s.later);",
        "archive(id); later(id);"
      ),
      ("const { archive, later } = useTaskStore();", "archive(id); later(id);"),
      ("", "useTaskStore.getState().archive(id); useTaskStore.getState().later(id);"),
      (
        "const tasks = useTaskStore.getState();",
        "tasks.archive(id); tasks.later(id);"
      ),
    ]
    for (make, close) in makers {
      // Imported, made in the screen's file, and imported as the default export (`export
      // default create(…)`, which no binding holds).
      for place in ["imported", "in the file", "the default"] {
        let imports =
          switch place {
          case "imported": #"import { useTaskStore } from "./store";"#
          case "the default": #"import useTaskStore from "./store";"#
          default:
            store(make, close, exported: false)
              .replacing("import { perform } from \"./client\";\n", with: "")
              + "\nimport { perform } from \"./client\";"
          }
        let files: [String: String] =
          switch place {
          case "imported": ["store.ts": store(make, close)]
          case "the default":
            [
              "store.ts": store(make, close, exported: false)
                .replacing("const useTaskStore = ", with: "export default ")
            ]
          default: [:]
          }
        for (hold, call) in variants {
          let screen = source.replacing("IMPORT", with: imports).replacing("HOLD", with: hold)
          #expect(
            try gate(
              screen.replacing("INSIDE", with: call).replacing("OUTSIDE", with: ""), files)
              == [], "\(make) \(place) \(call)")
          // The send refuses once for each path to it: `archive` called, and `later` calling it.
          #expect(
            try gate(screen.replacing("INSIDE", with: "").replacing("OUTSIDE", with: call), files)
              == archiveOn70 + archiveOn70, "outside: \(make) \(place) \(call)")
        }
      }
    }
    // Passed on whole, or read through a selector that gives more than one action: any action
    // may run there.
    let files = ["store.ts": store("create<Tasks>()(", ")")]
    let screen = source.replacing("IMPORT", with: #"import { useTaskStore } from "./store";"#)
      .replacing("OUTSIDE", with: "")
    for (hold, call) in [
      ("register(useTaskStore);", "useTaskStore.getState().archive(id);"),
      (
        "const { archive } = useTaskStore((s) => ({ archive: s.archive, later: s.later }));",
        "archive(id);"
      ),
    ] {
      // Each action where the store is read so: `archive`'s send, and `later`'s through it.
      #expect(
        try gate(screen.replacing("HOLD", with: hold).replacing("INSIDE", with: call), files)
          == archiveOn70 + archiveOn70, "\(hold)")
    }
    // Actions that call an api module's functions, each selected and called behind its own
    // check: each is placed alone where it is called (read as the store's, not as a hook's
    // result, whose every member would stand at each read).
    let api = """
      import { perform } from "./client";
      export function archiveTask(id: string) { perform({ kind: "task.archive", id }); }
      export function setDue(id: string) { perform({ kind: "task.set-due", id, due: null }); }
      """
    let relay = """
      import { create } from "zustand";
      import { archiveTask, setDue } from "./api";
      export const useTaskStore = create((set) => ({
        archive: (id: string) => archiveTask(id),
        due: (id: string) => setDue(id),
      }));
      """
    let reader = """
      import { hasCapability } from "./client";
      import { useTaskStore } from "./store";
      export function Row({ id }: { id: string }) {
        const archive = useTaskStore((s) => s.archive);
        const due = useTaskStore((s) => s.due);
        if (hasCapability("ARCHIVE")) archive(id);
        if (hasCapability("DUE")) due(id);
        return null;
      }
      """
    // The same actions named in the store (`{ archive: archiveTask }`, an api module's), and
    // one the store's file declares.
    let named = """
      import { create } from "zustand";
      import { archiveTask } from "./api";
      import { perform } from "./client";
      function due(id: string) { perform({ kind: "task.set-due", id, due: null }); }
      export const useTaskStore = create(() => ({ archive: archiveTask, due }));
      """
    for store in [relay, named] {
      let relayed = ["api.ts": api, "store.ts": store]
      let checked = reader.replacing("ARCHIVE", with: "tempo.task-archive")
      #expect(try gate(checked.replacing("DUE", with: "tempo.task-due-dates"), relayed) == [])
      #expect(
        try gate(
          checked.replacing("tempo.task-archive", with: "tempo.task-due-dates")
            .replacing("DUE", with: "tempo.task-due-dates"), relayed) == archiveOn70)
    }
  }

  /// The object a hook hands back calling its own members through `this` (`this.archive(id)`,
  /// `this[name](id)`): a call of such a method runs them where it is called, checked or not.
  @Test func aHandedBackObjectCallingItsOwnMembers() throws {
    let files = [
      "hooks.ts": """
      import { perform } from "./client";
      export function useTaskActions() {
        return {
          archive: (id: string) => perform({ kind: "task.archive", id }),
          run(name: "archive", id: string) { this[name](id); },
          twice(id: string) { this.archive(id); this.archive(id); },
        };
      }
      """
    ]
    let source = """
      import { hasCapability, perform } from "./client";
      import { useTaskActions } from "./hooks";
      perform({ kind: "task.create", title: "" });
      export function Screen({ id }: { id: string }) {
        const actions = useTaskActions();
        if (hasCapability("tempo.task-archive")) {
          actions.archive(id);
          INSIDE
        }
        OUTSIDE
        return null;
      }
      """
    let calls = #"actions.run("archive", id); actions.twice(id);"#
    #expect(
      try gate(source.replacing("INSIDE", with: calls).replacing("OUTSIDE", with: ""), files)
        == [])
    // Refused once for each path the send takes from the unchecked call: `twice` calls
    // `archive` twice; `run` calls it through `this[name]`, and `twice` too, which calls it twice.
    for (call, paths) in [(#"actions.run("archive", id);"#, 3), ("actions.twice(id);", 2)] {
      let split = source.replacing("INSIDE", with: calls.replacing(call, with: ""))
        .replacing("OUTSIDE", with: call)
      #expect(
        try gate(split, files) == Array(repeating: archiveOn70[0], count: paths), "\(call)")
    }
  }

  /// A handler listing what it calls among its dependencies (`[archive, canArchive]`): React
  /// only compares them there, so `archive` runs where the handler calls it, behind its check
  /// or not — and the check listed is no check of `useCallback`'s.
  @Test func aFunctionListedInAHooksDependencies() throws {
    let source = """
      import { useCallback, useEffect } from "react";
      import { perform, hasCapability } from "./client";
      export function Row({ id }: { id: string }) {
        const canArchive = hasCapability("tempo.task-archive");
        const archive = useCallback(() => perform({ kind: "task.archive", id }), [id]);
        const onPress = useCallback(() => { CALL }, [archive, canArchive]);
        useEffect(() => {}, [archive]);
        return <Button onPress={onPress} />;
      }
      declare function Button(props: { onPress?: () => void }): null;
      """
    #expect(try gate(source.replacing("CALL", with: "if (canArchive) archive();")) == [])
    #expect(try gate(source.replacing("CALL", with: "archive();")) == archiveOn70)
    let notes = Set(["check-function-unseen", "guard-not-credited"])
    #expect(
      try gate(source.replacing("CALL", with: "if (canArchive) archive();"), notes: notes) == [])
  }

  @Test func helpersThatRunOrRenderUnderACheck() throws {
    let files = [
      "gates.tsx": """
      import { hasCapability } from "./client";
      export function withCapability(name: string, run: () => void) {
        if (hasCapability(name)) run();
      }
      export function IfCapability({ name, children }: { name: string; children: any }) {
        return hasCapability(name) ? children : null;
      }
      """
    ]
    let source = """
      import { perform } from "./client";
      import { withCapability, IfCapability } from "./gates";
      export function onSwipe(id: string) {
        withCapability(CAP, () => perform({ kind: "task.archive", id }));
      }
      export function Row({ id }: { id: string }) {
        return <IfCapability name={CAP}><Button onPress={() => perform({ kind: "task.archive", id })} /></IfCapability>;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    #expect(try gate(source.replacing("CAP", with: #""tempo.task-archive""#), files) == [])
    #expect(
      try gate(source.replacing("CAP", with: #""tempo.task-due-dates""#), files)
        == archiveOn70 + archiveOn70)
  }

  /// A method of a service object that runs its callback only under a check guards what it is
  /// given, as a function does: an object literal's, a class instance's or a class's static
  /// method, in the file or imported (by name, or as a namespace's function); one that also
  /// runs it unchecked guards nothing.
  @Test func aGuardingMethodOfAServiceObject() throws {
    let gates = """
      import { hasCapability } from "./client";
      export const gates = {
        when(name: string, run: () => void) { if (hasCapability(name)) run(); },
        loose(name: string, run: () => void) { if (hasCapability(name)) run(); else run(); },
      };
      class Gate {
        when(name: string, run: () => void) { if (hasCapability(name)) run(); }
        static when(name: string, run: () => void) { if (hasCapability(name)) run(); }
      }
      export const gate = new Gate();
      export { Gate };
      export function when(name: string, run: () => void) { if (hasCapability(name)) run(); }
      """
    let reader = """
      import { perform } from "./client";
      import { gates, gate, Gate } from "./gates";
      import * as Gates from "./gates";
      export function onSwipe(id: string) {
        CALL("tempo.task-archive", () => perform({ kind: "task.archive", id }));
      }
      """
    let here = reader.replacing(#"import { gates, gate, Gate } from "./gates";"#, with: "")
      .replacing(#"import * as Gates from "./gates";"#, with: "")
      .replacing(
        #"import { perform } from "./client";"#,
        with: gates + "import { perform } from \"./client\";"
      )
    for call in ["gates.when", "gate.when", "Gate.when", "Gates.when"] {
      #expect(try gate(reader.replacing("CALL", with: call), ["gates.ts": gates]) == [], "\(call)")
      let local = here.replacing("CALL", with: call.replacing("Gates.", with: ""))
      #expect(try gate(local) == [], "here: \(call)")
    }
    #expect(
      try gate(reader.replacing("CALL", with: "gates.loose"), ["gates.ts": gates]) == archiveOn70)
    #expect(try gate(here.replacing("CALL", with: "gates.loose")) == archiveOn70)
  }

  /// A guarding function a hook hands back (`const { when } = useGates()`, `gates.when(…)` of
  /// `const gates = useGates()`): what it runs only under a check is guarded, in the hook's
  /// file or imported; one that runs it unchecked too (`loose`) guards nothing.
  @Test func aGuardingFunctionAHookHandsBack() throws {
    let hook = """
      import { useMemo } from "react";
      import { hasCapability } from "./client";
      function when(name: string, run: () => void) { if (hasCapability(name)) run(); }
      export function useGates() {
        return useMemo(() => ({
          when,
          only: (name: string, run: () => void) => { if (hasCapability(name)) run(); },
          loose(name: string, run: () => void) { if (hasCapability(name)) run(); else run(); },
        }), []);
      }
      export function useOuter() {
        const { when: outer, loose: outerLoose } = useGates();
        return { outer, outerLoose };
      }
      """
    let reader = """
      import { perform } from "./client";
      import { useGates, useOuter } from "./gates";
      export function Row({ id }: { id: string }) {
        const gates = useGates();
        const { when, only, loose } = useGates();
        const { outer, outerLoose } = useOuter();
        const onPress = () => CALL("tempo.task-archive", () => perform({ kind: "task.archive", id }));
        return <Button onPress={onPress} />;
      }
      declare function Button(props: { onPress?: () => void }): null;
      """
    let here = reader.replacing(#"import { useGates, useOuter } from "./gates";"#, with: "")
      .replacing(
        #"import { perform } from "./client";"#,
        with: hook + #"import { perform } from "./client";"#)
    for call in ["when", "only", "gates.when", "gates.only", "outer"] {
      #expect(try gate(reader.replacing("CALL", with: call), ["gates.ts": hook]) == [], "\(call)")
      #expect(try gate(here.replacing("CALL", with: call)) == [], "here: \(call)")
    }
    for call in ["loose", "gates.loose", "outerLoose"] {
      #expect(
        try gate(reader.replacing("CALL", with: call), ["gates.ts": hook]) == archiveOn70,
        "\(call)")
      #expect(try gate(here.replacing("CALL", with: call)) == archiveOn70, "here: \(call)")
    }
  }

  @Test func aBlockBodiedUseMemo() throws {
    let source = """
      import { useMemo } from "react";
      import { perform, hasCapability } from "./client";
      export function useArchive(id: string) {
        return useMemo(() => {
          if (!hasCapability("tempo.task-archive")) EXIT
          return () => perform({ kind: "task.archive", id });
        }, [id]);
      }
      """
    #expect(try gate(source.replacing("EXIT", with: "return undefined;")) == [])
    #expect(try gate(source.replacing("EXIT", with: "console.log(id);")) == archiveOn70)
  }

  @Test func anEarlyBreakInASwitchCase() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      export function act(action: string, id: string) {
        switch (action) {
          case "archive":
            if (!hasCapability("tempo.task-archive")) EXIT
            perform({ kind: "task.archive", id });
            break;
          default:
            break;
        }
      }
      """
    #expect(try gate(source.replacing("EXIT", with: "break;")) == [])
    #expect(try gate(source.replacing("EXIT", with: "console.log(id);")) == archiveOn70)
  }

  @Test func aReducersCaseLabelIsNoUse() throws {
    let source = """
      import { perform } from "./client";
      export function reducer(state: string[], action: { kind: string; id: string }) {
        switch (action.kind) {
          case "task.archive": return state.filter((id) => id !== action.id);
          default: return state;
        }
      }
      SEND
      """
    // (The client's wrapper called: read by no file, it would be a root sending what it is not
    // told.)
    let create = #"perform({ kind: "task.create", title: "" });"#
    #expect(try gate(source.replacing("SEND", with: create)) == [])
    let sent = #"export const undo = (id: string) => perform({ kind: "task.archive", id });"#
    #expect(try gate(source.replacing("SEND", with: sent)) == archiveOn70)
  }

  @Test func aTestIDIsNoUse() throws {
    let source = """
      import { Pressable } from "react-native";
      import { perform } from "./client";
      export const Row = () => <Pressable testID="task.archive" PRESS />;
      """
    let create = #"onPress={() => perform({ kind: "task.create", title: "" })}"#
    #expect(try gate(source.replacing("PRESS", with: create)) == [])
    let press = #"onPress={() => perform({ kind: "task.archive", id: "1" })}"#
    #expect(try gate(source.replacing("PRESS", with: press)) == archiveOn70)
  }

  /// An i18n module of the content whose `t` only looks its key up: a key equal to a case name
  /// is no use; the same name put in an action is.
  @Test func anI18nKeyOfTheContentsOwnModuleIsNoUse() throws {
    let files = [
      "i18n.ts": """
      const STRINGS: Record<string, string> = { archive: "Archive" };
      export const t = (key: string): string => STRINGS[key] ?? "";
      """
    ]
    let source = """
      import { t } from "./i18n";
      import { perform } from "./client";
      export const title = t("task.archive");
      SEND
      """
    let create = #"perform({ kind: "task.create", title: "" });"#
    #expect(try gate(source.replacing("SEND", with: create), files) == [])
    let sent = #"export const archive = (id: string) => perform({ kind: "task.archive", id });"#
    #expect(try gate(source.replacing("SEND", with: sent), files) == archiveOn70)
  }

  /// A constants module's table keyed by case names, read only by indexing it (`LABELS[kind]`):
  /// its keys are no uses. Iterated where it is read (`Object.keys`), its keys may be sent:
  /// they are uses, and refuse where a release lacks the case.
  @Test func aLabelTableKeyedByCaseIsNoUse() throws {
    let files = [
      "labels.ts": #"export const LABELS = { "task.archive": "Archive", "task.create": "New" };"#
    ]
    let source = """
      import { LABELS } from "./labels";
      export const label = (kind: string) => LABELS[kind] ?? kind;
      READ
      """
    #expect(try gate(source.replacing("READ", with: ""), files) == [])
    let iterated = "export const kinds = Object.keys(LABELS);"
    #expect(try gate(source.replacing("READ", with: iterated), files) == archiveOn70)
  }

  @Test func aTypeOnlyImportOfAModulesPackageIsNoUse() throws {
    let source = #"import { IMPORTED } from "expo-haptics"; export const x = 1;"#
    #expect(try gate(source.replacing("IMPORTED", with: "type ImpactStyle")) == [])
    #expect(try gate(source.replacing("IMPORTED", with: "impactAsync")) == hapticsOn70And71)
  }

  @Test func anAssertionCallGuardsTheRest() throws {
    let source = """
      import invariant from "tiny-invariant";
      import { perform, hasCapability } from "./client";
      export function archive(id: string) {
        CALL
        perform({ kind: "task.archive", id });
      }
      """
    let safe = #"invariant(hasCapability("tempo.task-archive"), "archive needs 7.1");"#
    #expect(try gate(source.replacing("CALL", with: safe)) == [])
    let unsafe = #"if (id) invariant(hasCapability("tempo.task-archive"));"#
    #expect(try gate(source.replacing("CALL", with: unsafe)) == archiveOn70)
  }

  /// A lookup wrapper exported by another file is judged at each call of the files importing
  /// it; read where the bundle does not follow (`require`), its own lookup is not known.
  @Test func aLookupWrapperInAnotherFile() throws {
    let files = [
      "native.ts": """
      import { requireNativeModule, requireOptionalNativeModule } from "expo-modules-core";
      export function nativeModule(name: string) { return requireNativeModule(name); }
      export const optionalModule = (name: string) => requireOptionalNativeModule(name);
      """
    ]
    let source = """
      import { nativeModule, optionalModule } from "./native";
      export const updates = nativeModule("ExpoUpdates");
      export function buzz() { LOOKUP }
      """
    let safe = #"optionalModule("ExpoHaptics")?.impact();"#
    #expect(try gate(source.replacing("LOOKUP", with: safe), files) == [])
    let unsafe = #"nativeModule("ExpoHaptics").impact();"#
    #expect(try gate(source.replacing("LOOKUP", with: unsafe), files) == hapticsOn70And71)
    let unknown = [#"unknown-sent-value - ["7.0", "7.1"]"#]
    let passedOn = "const name = pick(); nativeModule(name);"
    #expect(
      try gate(
        "declare function pick(): string;\n" + source.replacing("LOOKUP", with: passedOn), files)
        == unknown)
    let required = #"const { nativeModule } = require("./native"); nativeModule("ExpoUpdates");"#
    // Both wrappers' own lookups: their callers are not all seen.
    #expect(try gate(required, files) == unknown + unknown)
  }

  /// A module that looks a native module up as it loads, required only behind a check of it:
  /// its code runs only where the check held.
  @Test func aModuleRequiredBehindItsCheck() throws {
    let files = [
      "haptics.ts": """
      import { requireNativeModule } from "expo-modules-core";
      const Haptics = requireNativeModule("ExpoHaptics");
      export function buzz() { Haptics.impact(); }
      """
    ]
    let source = """
      import { requireOptionalNativeModule } from "expo-modules-core";
      export function onPress() {
        if (CHECK) require("./haptics").buzz();
      }
      """
    let safe = source.replacing("CHECK", with: #"requireOptionalNativeModule("ExpoHaptics")"#)
    #expect(try gate(safe, files) == [])
    #expect(try gate(source.replacing("CHECK", with: "true"), files) == hapticsOn70And71)
  }

  @Test func aLazyScreenRenderedBehindItsCheck() throws {
    let files = [
      "Archive.tsx": """
      import { perform } from "./client";
      export default function Archive({ id }: { id: string }) {
        return <Button onPress={() => perform({ kind: "task.archive", id })} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    ]
    let source = """
      import { lazy } from "react";
      import { hasCapability } from "./client";
      const Archive = lazy(() => import("./Archive"));
      export function Screen({ id }: { id: string }) {
        return FLAG ? <Archive id={id} /> : null;
      }
      """
    let safe = source.replacing("FLAG", with: #"hasCapability("tempo.task-archive")"#)
    #expect(try gate(safe, files) == [])
    #expect(try gate(source.replacing("FLAG", with: "id"), files) == archiveOn70)
  }
}
