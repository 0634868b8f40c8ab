import ContentScan
import ContractLanguage
import Foundation
import TestSupport
import Testing

@testable import Compatibility

/// Names and checks written elsewhere: constants, contexts, imported check and assertion functions,
/// checks inside `useMemo` and `switch`.
extension IdiomGateTests {
  /// A case's name in a constant (a `let` nothing writes again too), or built of known parts — a template or `+` of literals and
  /// `const`s of the file, given on or held by a constant, of this file or another (issue 19: a
  /// dynamic use, which only warned) — is that name: behind its check it publishes, unguarded it
  /// refuses on 7.0.
  @Test(arguments: [
    #"const ARCHIVE = "task.archive"; KIND = ARCHIVE"#,
    #"let ARCHIVE = "task.archive"; KIND = ARCHIVE"#,
    #"const KINDS = { archive: "task.archive" } as const; KIND = KINDS.archive"#,
    #"enum Kind { Archive = "task.archive" } KIND = Kind.Archive"#,
    #"const enum Kind { Archive = "task.archive" } KIND = Kind.Archive"#,
    #"import { ARCHIVE } from "./names"; KIND = ARCHIVE"#,
    #"import { Kind } from "./names"; KIND = Kind.Archive"#,
    #"import { Const } from "./names"; KIND = Const.Archive"#,
    #"class Kinds { static readonly Archive = "task.archive"; } KIND = Kinds.Archive"#,
    #"import { Statics } from "./names"; KIND = Statics.ARCHIVE"#,
    #"const VERB = "archive"; KIND = `task.${VERB}`"#,
    #"const VERB = "archive"; KIND = "task." + VERB"#,
    #"const VERB: string = "archive"; KIND = "task." + VERB"#,
    #"let verb = "archive"; KIND = "task." + verb"#,
    #"const BUILT = "task." + "archive"; KIND = BUILT"#,
    #"const VERB = "archive"; const KINDS = { archive: `task.${VERB}` } as const; KIND = KINDS.archive"#,
    #"import { BUILT } from "./names"; KIND = BUILT"#,
    #"import { VERB } from "./names"; KIND = `task.${VERB}`"#,
  ])
  func aCaseNameInAConstantBehindItsCheck(_ form: String) throws {
    let parts = form.split(separator: "KIND = ").map(String.init)
    let names = #"""
      export const ARCHIVE = "task.archive";
      export const VERB = "archive";
      export const BUILT = `task.${VERB}`;
      export enum Kind { Archive = "task.archive" }
      export const enum Const { Archive = "task.archive" }
      export class Statics {
        static readonly ARCHIVE = "task.archive"
        static readonly CREATE = "task.create"
        static make() { return new Statics(); }
      }
      """#
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

  /// A name built of known parts and a parameter of the file's own function (`` `task.${verb}`
  /// `` or `"task." + verb` in `act(verb)`) is, at each call giving it a literal or a constant,
  /// the name that call builds: a use at the call, guarded by what holds where the parameter is
  /// read and at the call. A call giving anything else, an exported function or one passed on,
  /// an argument naming nothing, a parameter written again: built at run time (a warning).
  @Test func aNameBuiltOfAParameterIsBuiltAtEachCall() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      const VERB = "archive";
      function act(verb: string, id: string) {
        if (hasCapability("CAPABILITY")) perform({ kind: BUILT, id });
      }
      export function run(id: string, other: string) {
        CALLS
      }
      """
    func gated(
      _ calls: String, built: String = "`task.${verb}`", capability: String = "tempo.task-archive"
    ) throws -> [String] {
      try gate(
        source.replacing("CALLS", with: calls).replacing("BUILT", with: built)
          .replacing("CAPABILITY", with: capability))
    }
    for built in ["`task.${verb}`", #""task." + verb"#] {
      for calls in [#"act("archive", id);"#, #"act(VERB, id); act("create", id);"#] {
        #expect(try gated(calls, built: built) == [], "\(built) \(calls)")
        #expect(
          try gated(calls, built: built, capability: "tempo.task-due-dates") == archiveOn70,
          "\(built) \(calls)")
      }
    }
    // (A dynamic use where each call stands, or where the function is read otherwise.)
    let unknown = [#"unknown-sent-value - ["7.1"]"#]
    for (calls, dynamic) in [
      (#"act("archive", id); act(other, id);"#, 2), (#"act("archiv", id);"#, 1),
      (#"act("archive", id); setTimeout(act, 0);"#, 2),
    ] {
      #expect(
        try gated(calls) == Array(repeating: unknown[0], count: dynamic), "\(calls)")
    }
    // A call of itself gives what it will (here `task.create`, seen at no call): not known.
    let recursive = source.replacing(
      "perform({ kind: BUILT, id });",
      with: "perform({ kind: BUILT, id });\n  if (!id) act(\"create\", \"1\");"
    )
    .replacing("CALLS", with: #"act("archive", id);"#).replacing("BUILT", with: "`task.${verb}`")
    .replacing("CAPABILITY", with: "tempo.task-archive")
    #expect(try gate(recursive) == unknown)
    let exported = source.replacing("function act(", with: "export function act(")
      .replacing("CALLS", with: #"act("archive", id);"#).replacing("BUILT", with: "`task.${verb}`")
      .replacing("CAPABILITY", with: "tempo.task-archive")
    #expect(try gate(exported) == unknown + unknown)
    let written = source.replacing(
      "if (hasCapability", with: "verb = verb.trim();\n  if (hasCapability"
    )
    .replacing("CALLS", with: #"act("archive", id);"#).replacing("BUILT", with: "`task.${verb}`")
    .replacing("CAPABILITY", with: "tempo.task-archive")
    #expect(try gate(written) == unknown)
  }

  /// A parameter's default naming a case (a prop's, `{ kind = "task.archive" }`, or a
  /// positional one) is used where the parameter is read — the send behind the component's
  /// check — not where written: a call leaving it out (or giving `undefined`) sends it, guarded
  /// there. Unguarded at a read, written again, or sent behind another capability's check, it
  /// refuses on 7.0; a call spreading props, or an exported function's unseen callers, may give
  /// anything (a warning: not known). A capability's default stays where written.
  @Test func aParametersDefaultIsUsedWhereTheParameterIsRead() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      declare function Button(props: { onPress: () => void }): null;
      function ArchiveButton({ id, kind = "task.archive" }: { id: string; kind?: string }) {
        if (!hasCapability("CAPABILITY")) return null;
        return <Button onPress={() => perform({ kind, id })} />;
      }
      function archive(id: string, kind = "task.archive") {
        if (hasCapability("CAPABILITY")) perform({ kind, id });
      }
      export function Screen(props: { id: string }) {
        USE
        return null;
      }
      """
    func gated(_ use: String, _ capability: String = "tempo.task-archive") throws -> [String] {
      try gate(source.replacing("USE", with: use).replacing("CAPABILITY", with: capability))
    }
    let unknown = [#"unknown-sent-value - ["7.1"]"#]
    let leftOut = #"archive("1"); return <ArchiveButton id="1" />;"#
    for use in [
      leftOut,
      #"archive("1", undefined); return <ArchiveButton id={props.id} kind={undefined} />;"#,
    ] {
      #expect(try gated(use) == [], "\(use)")
      #expect(try gated(use, "tempo.task-due-dates") == archiveOn70 + archiveOn70, "\(use)")
    }
    #expect(try gated(#"archive("1"); return <ArchiveButton {...props} />;"#) == unknown)
    #expect(try gated(#"archive(props.id, props.id); return <ArchiveButton id="1" />;"#) == unknown)
    // Read unguarded too, or written again (then not known either): refused.
    let send = "if (hasCapability(\"CAPABILITY\")) perform({ kind, id });"
    for (changed, expected) in [
      (send + "\n  perform({ kind, id });", archiveOn70),
      ("kind = kind.trim();\n  " + send, archiveOn70 + unknown),
    ] {
      let changedSource = source.replacing(send, with: changed)
        .replacing("USE", with: leftOut).replacing("CAPABILITY", with: "tempo.task-archive")
      #expect(try gate(changedSource) == expected, "\(changed)")
    }
    // An exported function's callers are not seen: what they give is not known.
    let exported = source.replacing("function archive(", with: "export function archive(")
      .replacing("USE", with: #"return <ArchiveButton id="1" />;"#)
      .replacing("CAPABILITY", with: "tempo.task-archive")
    #expect(try gate(exported) == unknown)
    // A capability's default given to a check proves nothing of what a caller gives instead.
    let check = """
      import { perform, hasCapability } from "./client";
      function when(capability = "tempo.task-archive") {
        if (hasCapability(capability)) perform({ kind: "task.archive" });
      }
      export function run() { when("tempo.task-due-dates"); }
      """
    #expect(try gate(check) == archiveOn70)
  }

  /// A class's static field is a constant only where nothing may write it: assigned through the
  /// class's name (or an alias of it), or read with `this` in the class's code, which may
  /// write it, it holds no one name — the name stands where written, unguarded, and refuses on
  /// 7.0 though the send is checked (what is sent is not known: a warning). A class extended
  /// is read whole by the `extends` (a subclass's inherited static is not followed): its names
  /// stand there.
  @Test func aClassesStaticWrittenIsNoConstant() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      class Kinds {
        static Archive = "task.archive";
        MEMBERS
      }
      EXTENDS
      export function archive(id: string, next: string) {
        WRITE
        if (hasCapability("tempo.task-archive")) perform({ kind: READ, id });
      }
      """
    func gated(
      members: String = "", write: String = "", read: String = "Kinds.Archive",
      extends: String = ""
    ) throws -> [String] {
      try gate(
        source.replacing("MEMBERS", with: members).replacing("WRITE", with: write)
          .replacing("READ", with: read).replacing("EXTENDS", with: extends))
    }
    let unknown = [#"unknown-sent-value - ["7.1"]"#]
    #expect(try gated() == [])
    #expect(try gated(write: "Kinds.Archive = next;") == archiveOn70 + unknown)
    #expect(try gated(write: "const K = Kinds; K.Archive = next;") == archiveOn70 + unknown)
    #expect(
      try gated(members: "static reset(next: string) { this.Archive = next; }")
        == archiveOn70 + unknown)
    #expect(
      try gated(read: "Sub.Archive", extends: "class Sub extends Kinds {}")
        == archiveOn70 + unknown)
  }

  /// A TypeScript namespace's exported member (`namespace Kinds { export const Archive = "…" }`,
  /// read as `Kinds.Archive`) is no constant this reading follows: its name stands where
  /// written, unguarded — refused on 7.0 behind a check too (a refusal, never a miss: it was
  /// a miss, the name read nowhere).
  @Test func aNamespacesMemberIsUsedWhereWritten() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      namespace Kinds {
        export const Archive = "task.archive";
        export enum Kind { Archive = "task.archive" }
      }
      export function archive(id: string) {
        if (CHECK) perform({ kind: READ, id });
      }
      """
    // (What is sent is not known: a warning naming the releases lacking one it may be.)
    for read in ["Kinds.Archive", "Kinds.Kind.Archive"] {
      for (check, lacking) in [
        (#"hasCapability("tempo.task-archive")"#, #"["7.1"]"#), ("id", #"["7.0", "7.1"]"#),
      ] {
        #expect(
          try gate(source.replacing("CHECK", with: check).replacing("READ", with: read))
            == archiveOn70 + archiveOn70 + ["unknown-sent-value - \(lacking)"],
          "\(read) \(check)")
      }
    }
  }

  /// A `let` written again (assigned, destructured into, written into) holds no one name: the
  /// name stands where written, unguarded, and refuses on 7.0 though the send is checked.
  @Test func aLetWrittenAgainIsNoConstant() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      let KIND = "task.archive";
      let KINDS = { archive: "task.archive" };
      export function reset() { WRITE }
      export function archive(id: string) {
        if (hasCapability("tempo.task-archive")) perform({ kind: READ, id });
      }
      """
    func gated(_ write: String, _ read: String) throws -> [String] {
      try gate(source.replacing("WRITE", with: write).replacing("READ", with: read))
    }
    #expect(try gated("", "KIND") == [])
    #expect(try gated("", "KINDS.archive") == [])
    // Written again, the name is a use where written, and what is sent is not known.
    let refused = archiveOn70 + [#"unknown-sent-value - ["7.1"]"#]
    for write in [#"KIND = "task.create";"#, #"[KIND] = ["task.create"];"#] {
      #expect(try gated(write, "KIND") == refused, "\(write)")
    }
    #expect(try gated(#"KINDS.archive = "task.create";"#, "KINDS.archive") == refused)
  }

  /// A module binding another file exports — a module or nothing — compared with `null` or
  /// `undefined`: loosely (`== null`) it is the module's test whatever its nothing is; strictly,
  /// only with the nothing its lookup gives (an optional lookup's `null`, `NativeModules`'
  /// `undefined`), and that nothing is not followed across files: a strict comparison of an
  /// imported one proves nothing.
  @Test func anImportedModuleBindingComparedWithAConstant() throws {
    let source = """
      import H from "./haptics";
      export function buzz() { if (TEST) return; H.impact(); }
      """
    for (exported, test, safe) in [
      (#"requireOptionalNativeModule("ExpoHaptics")"#, "H == null", true),
      ("NativeModules.ExpoHaptics", "H == undefined", true),
      (#"requireOptionalNativeModule("ExpoHaptics")"#, "H === undefined", false),
      ("NativeModules.ExpoHaptics", "H === null", false),
    ] {
      let haptics = """
        import { NativeModules } from "react-native";
        import { requireOptionalNativeModule } from "expo-modules-core";
        export default \(exported);
        """
      #expect(
        try gate(source.replacing("TEST", with: test), ["haptics.ts": haptics])
          == (safe ? [] : hapticsOn70And71), "\(exported) \(test)")
    }
  }

  /// A flag another file exports holding a test of a module's binding or of a capability
  /// (`export const available = Haptics != null`, `export const canArchive = C in
  /// snapshot.capabilities`) is that check's result where read: tested, it guards what uses the
  /// module, or sends the case, there. A test that may hold without the module or the
  /// capability (`== null`, a strict comparison with the nothing its lookup does not give, `||
  /// true`) guards nothing; neither does the flag given on as a value, beside an unguarded use.
  @Test func aFlagAnotherFileExportsHoldingAModulesOrACapabilitysTest() throws {
    // (`perform` imported only where sent: a wrapper nothing calls sends what is not known.)
    let source = """
      import { available, canArchive, impact } from "./native";
      export function buzz(id: string) {
        USE
      }
      """
    let native = """
      import { requireOptionalNativeModule } from "expo-modules-core";
      declare const snapshot: { capabilities: Record<string, string[]> };
      const Haptics = requireOptionalNativeModule<{ impact(): void }>("ExpoHaptics");
      export const available = MODULE_TEST;
      export const canArchive = CAPABILITY_TEST;
      export function impact() { Haptics!.impact(); }
      """
    func gated(
      _ use: String, module: String = "Haptics != null",
      capability: String = #""tempo.task-archive" in snapshot.capabilities"#
    ) throws -> [String] {
      try gate(
        (use.contains("perform") ? #"import { perform } from "./client";"# + "\n" : "")
          + source.replacing("USE", with: use),
        [
          "native.ts": native.replacing("MODULE_TEST", with: module)
            .replacing("CAPABILITY_TEST", with: capability)
        ])
    }
    let buzz = "if (available) impact();"
    let archive = #"if (canArchive) perform({ kind: "task.archive", id });"# + buzz
    #expect(try gated(buzz) == [])
    #expect(try gated(archive) == [])
    #expect(try gated("if (!available) return; impact();") == [])
    #expect(try gated(buzz, module: "Haptics !== null") == [])
    for module in ["Haptics == null", "Haptics !== undefined", "Haptics != null || true"] {
      #expect(try gated(buzz, module: module) == hapticsOn70And71, "\(module)")
    }
    for capability in [
      #"!("tempo.task-archive" in snapshot.capabilities)"#,
      #""tempo.task-due-dates" in snapshot.capabilities"#,
    ] {
      #expect(try gated(archive, capability: capability) == archiveOn70, "\(capability)")
    }
    #expect(try gated("console.log(available); impact();") == hapticsOn70And71)
  }

  /// A function testing an optional module (`isAvailable() { return native != null }`), in the
  /// module's file or imported from it, is that module's check where called: the module's test
  /// inside it is no use, and a function dereferencing the module (`native!.impact()`) called
  /// behind it is guarded. A test true where the module is missing (`== null`, `!== undefined`
  /// of a lookup giving `null`, `|| true`), or no test (`return true`), guards nothing; a
  /// function returning the module itself lets it out: a use where called. So does one testing
  /// `NativeModules.ExpoHaptics` itself.
  @Test func aFunctionTestingAnOptionalModule() throws {
    let native = """
      import { requireOptionalNativeModule } from "expo-modules-core";
      const native = requireOptionalNativeModule<{ impact(): void }>("ExpoHaptics");
      export function isAvailable() { return TEST; }
      export function impact() { native!.impact(); }
      """
    let source = """
      import { isAvailable, impact } from "./native";
      export function buzz() {
        USE
      }
      """
    func gated(_ test: String, _ use: String, inFile: Bool) throws -> [String] {
      let module = native.replacing("TEST", with: test)
      if inFile {
        // (Not exported: the entry's exported functions are called from outside it.)
        return try gate(
          module.replacing("export function", with: "function")
            + source.replacing(#"import { isAvailable, impact } from "./native";"#, with: "")
            .replacing("USE", with: use))
      }
      return try gate(source.replacing("USE", with: use), ["native.ts": module])
    }
    for inFile in [false, true] {
      for test in [
        "native != null", "!!native", "Boolean(native)", "native !== null", "native && true",
      ] {
        for use in ["if (isAvailable()) impact();", "if (!isAvailable()) return; impact();"] {
          #expect(try gated(test, use, inFile: inFile) == [], "\(test) \(use)")
        }
        #expect(try gated(test, "impact();", inFile: inFile) == hapticsOn70And71, "\(test)")
      }
      for test in ["native == null", "native !== undefined", "native != null || true", "true"] {
        #expect(
          try gated(test, "if (isAvailable()) impact();", inFile: inFile) == hapticsOn70And71,
          "\(test)")
      }
      // The module itself returned: a check where tested (`impact()` is guarded), let out where
      // called (a use at `isAvailable()`).
      #expect(
        try gated("native", "if (isAvailable()) impact();", inFile: inFile) == hapticsOn70And71)
    }
    // Testing `NativeModules.ExpoHaptics` itself, and dereferencing it in `impact()`.
    let properties = """
      import { NativeModules } from "react-native";
      export function isAvailable() { return TEST; }
      export function impact() { NativeModules.ExpoHaptics.impact(); }
      """
    func gated(_ test: String, _ use: String) throws -> [String] {
      try gate(
        source.replacing("USE", with: use),
        ["native.ts": properties.replacing("TEST", with: test)])
    }
    for test in ["NativeModules.ExpoHaptics != null", "!!NativeModules.ExpoHaptics"] {
      #expect(try gated(test, "if (isAvailable()) impact();") == [], "\(test)")
      #expect(try gated(test, "impact();") == hapticsOn70And71, "\(test)")
    }
    #expect(
      try gated("NativeModules.ExpoHaptics == null", "if (isAvailable()) impact();")
        == hapticsOn70And71)
  }

  /// A hook returning a test of an optional module beside a function using it (`return {
  /// available: native != null, impact: () => native!.impact() }`), in the caller's file or
  /// another: the flag is that module's check where the caller tests it, and guards the
  /// function handed back. A test true where the module is missing, or none, guards nothing.
  @Test func aHookReturningAModulesTestInAnObject() throws {
    let hook = """
      import { requireOptionalNativeModule } from "expo-modules-core";
      const native = requireOptionalNativeModule<{ impact(): void }>("ExpoHaptics");
      export function useHaptics() {
        return { available: TEST, impact: () => native!.impact() };
      }
      """
    let source = """
      IMPORT
      export function Row() {
        const { available, impact } = useHaptics();
        return <Button onPress={() => { USE }} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    func gated(_ test: String, _ use: String = "if (available) impact();", inFile: Bool)
      throws -> [String]
    {
      let module = hook.replacing("TEST", with: test)
      let screen = source.replacing("USE", with: use)
      if inFile {
        return try gate(
          screen.replacing("IMPORT", with: module.replacing("export function", with: "function")))
      }
      return try gate(
        screen.replacing("IMPORT", with: #"import { useHaptics } from "./haptics";"#),
        ["haptics.ts": module])
    }
    for inFile in [false, true] {
      for test in ["native != null", "!!native", "native !== null", "Boolean(native)"] {
        #expect(try gated(test, inFile: inFile) == [], "\(test) \(inFile)")
        #expect(try gated(test, "if (!available) return; impact();", inFile: inFile) == [])
        #expect(try gated(test, "impact();", inFile: inFile) == hapticsOn70And71, "\(test)")
      }
      for test in ["native == null", "native !== undefined", "native != null || true", "true"] {
        #expect(try gated(test, inFile: inFile) == hapticsOn70And71, "\(test) \(inFile)")
      }
    }
  }

  /// A features object of another file whose member joins a check with a remote flag
  /// (`archive: hasCapability(C) && remoteConfig.archive`) is that check where read: truthy, C
  /// holds. Joined with `||`, it may be truthy without C: refused on 7.0.
  @Test func aFeaturesObjectJoiningACheckWithARemoteFlag() throws {
    let source = """
      import { perform } from "./client";
      import { features } from "./features";
      export function archive(id: string) {
        if (features.archive) perform({ kind: "task.archive", id });
      }
      """
    let features = """
      import { hasCapability } from "./client";
      declare const remoteConfig: { archive: boolean };
      export const features = { archive: hasCapability("tempo.task-archive") JOIN remoteConfig.archive };
      """
    #expect(try gate(source, ["features.ts": features.replacing("JOIN", with: "&&")]) == [])
    #expect(
      try gate(source, ["features.ts": features.replacing("JOIN", with: "||")]) == archiveOn70)
  }

  /// A context whose provider gives a search of the shell's capabilities (`{ canArchive:
  /// snapshot.capabilities.includes(C) }`) and is `false` by default: its flag is that check
  /// where `useContext` reads it. A default of `true` guards nothing.
  @Test func aContextProvidingASearchOfTheShellsCapabilities() throws {
    let source = """
      import { createContext, useContext, type ReactNode } from "react";
      import { perform } from "./client";
      declare function useSnapshot(): { capabilities: string[] };
      const Caps = createContext({ canArchive: DEFAULT });
      export function CapsProvider({ children }: { children: ReactNode }) {
        const snapshot = useSnapshot();
        const value = { canArchive: snapshot.capabilities.includes("tempo.task-archive") };
        return <Caps.Provider value={value}>{children}</Caps.Provider>;
      }
      export function Row({ id }: { id: string }) {
        const { canArchive } = useContext(Caps);
        return <Button onPress={() => { if (canArchive) perform({ kind: "task.archive", id }); }} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    #expect(try gate(source.replacing("DEFAULT", with: "false")) == [])
    #expect(try gate(source.replacing("DEFAULT", with: "true")) == archiveOn70)
  }

  /// A capability's or a module's name built so is checked or looked up as written whole, a part
  /// imported too; a part not known (a `let` reassigned, a call, a `const` declared after a
  /// comma, one exported but not as `export const`) leaves a name built at run time: a check of
  /// it proves nothing, a send of it warns.
  @Test func namesBuiltOfKnownPartsElsewhere() throws {
    let check = """
      import { perform, hasCapability } from "./client";
      const NS = "tempo.";
      export function archive(id: string) {
        if (hasCapability(NS + "CAPABILITY")) perform({ kind: "task.archive", id });
      }
      """
    // The prefix in the file or imported from one exporting it as `export const`; exported
    // otherwise (`export { NS }`), it is a part not known, and the check proves nothing.
    let imported = check.replacing(
      #"const NS = "tempo.";"#, with: #"import { NS } from "./names";"#)
    for (index, names) in [
      (check, ""), (imported, #"export const NS = "tempo.";"#),
      (imported, #"const NS = "tempo."; export { NS };"#),
    ] {
      let proves = !names.contains("export {")
      #expect(
        try gate(index.replacing("CAPABILITY", with: "task-archive"), ["names.ts": names])
          == (proves ? [] : archiveOn70), "\(names)")
      #expect(
        try gate(index.replacing("CAPABILITY", with: "task-due-dates"), ["names.ts": names])
          == archiveOn70, "\(names)")
    }
    let lookup = """
      import { requireNativeModule, requireOptionalNativeModule } from "expo-modules-core";
      const VENDOR = "Expo";
      export function buzz() { LOOKUP }
      """
    #expect(
      try gate(
        lookup.replacing("LOOKUP", with: #"requireNativeModule(VENDOR + "Haptics").impact();"#))
        == hapticsOn70And71)
    #expect(
      try gate(lookup.replacing("LOOKUP", with: #"requireNativeModule(`${VENDOR}Haptics`);"#))
        == hapticsOn70And71)
    #expect(
      try gate(
        lookup.replacing(
          "LOOKUP", with: #"requireOptionalNativeModule(`${VENDOR}Haptics`)?.impact();"#)) == [])
    let warning = [#"unknown-sent-value - ["7.0", "7.1"]"#]
    for kind in [
      #"let verb = "archive"; verb = "create"; KIND = "task." + verb"#,
      #"const VERB = "archive"; KIND = "task." + VERB.slice(0)"#,
      #"const FIRST = "create", VERB = "archive"; KIND = "task." + VERB"#,
      #"const VERB = "archive"; KIND = ["task", VERB].join()"#,
    ] {
      let parts = kind.split(separator: "KIND = ").map(String.init)
      let source = """
        import { perform } from "./client";
        export function archive(id: string) { \(parts[0]); perform({ kind: \(parts[1]), id }); }
        """
      #expect(try gate(source) == warning, "\(kind)")
    }
    // Methods that keep a string known: the case they build, refused unguarded on 7.0.
    for kind in [
      #"const VERB = "archive"; KIND = "task." + VERB.trim()"#,
      #"const VERB = "ARCHIVE"; KIND = "task.".concat(VERB.toLowerCase())"#,
      #"const VERB = "archive"; KIND = ["task", VERB].join(".")"#,
    ] {
      let parts = kind.split(separator: "KIND = ").map(String.init)
      let source = """
        import { perform, hasCapability } from "./client";
        export function archive(id: string) {
          \(parts[0]);
          if (hasCapability("tempo.CAPABILITY")) perform({ kind: \(parts[1]), id });
        }
        """
      #expect(
        try gate(source.replacing("CAPABILITY", with: "task-archive")) == [], "\(kind)")
      #expect(
        try gate(source.replacing("CAPABILITY", with: "task-due-dates")) == archiveOn70, "\(kind)")
    }
  }

  /// A bridge team's central guard by a table of what each kind needs, keyed by an enum's
  /// members, the kinds made by action creators of another file: the safe package publishes; a
  /// table that does not list the archive, or lists another capability for it, refuses on 7.0
  /// (issue 19: it was refused either way, at both calls and at the table's key).
  @Test func aWrapperLookingUpWhatTheKindNeedsInATable() throws {
    let files = [
      "names.ts": #"export enum Kind { Archive = "task.archive", Create = "task.create" }"#,
      "actions.ts": """
      import { Kind } from "./names";
      export const archiveTask = (id: string) => ({ kind: Kind.Archive, id }) as const;
      export const createTask = (title: string) => ({ kind: Kind.Create, title, due: null }) as const;
      """,
      "safe.ts": """
      import { hasCapability, perform } from "./client";
      import { Kind } from "./names";
      type Action = { kind: string; [field: string]: unknown };
      /** What each kind needs of the shell; a kind not listed needs nothing. */
      const REQUIRED: Partial<Record<string, string>> = { TABLE };
      export function performSafely(action: Action): boolean {
        const need = REQUIRED[action.kind];
        if (need && !hasCapability(need)) return false;
        perform(action);
        return true;
      }
      """,
    ]
    let index = """
      import { archiveTask, createTask } from "./actions";
      import { performSafely } from "./safe";
      export const onArchive = (id: string) => performSafely(archiveTask(id));
      export const onCreate = (title: string) => performSafely(createTask(title));
      """
    // The table in a file of its own, imported (and, written into there, no table).
    let imported = files.merging([
      "required.ts": """
      import { Kind } from "./names";
      export const REQUIRED: Partial<Record<string, string>> = { TABLE };
      WRITE
      """,
      "safe.ts": files["safe.ts"]!.replacing(
        "const REQUIRED: Partial<Record<string, string>> = { TABLE };",
        with: #"import { REQUIRED } from "./required";"#),
    ]) { $1 }
    // The test nested (`if (need) { if (!hasCapability(need)) … }`): a kind the table does not
    // list needs nothing, so the rest holds what each kind needs either way (issue 19: refused).
    let nested = files.merging([
      "safe.ts": files["safe.ts"]!.replacing(
        "if (need && !hasCapability(need)) return false;",
        with: "if (need) {\n    log(need);\n    if (!hasCapability(need)) { return false; }\n  }"
      ) + "\ndeclare function log(need: string): void;"
    ]) { $1 }
    // The table read where `need` would be, in either form of the test.
    let inline = files.merging([
      "safe.ts": files["safe.ts"]!.replacing(
        "  const need = REQUIRED[action.kind];\n  if (need && !hasCapability(need)) return false;",
        with: "  if (!hasCapability(REQUIRED[action.kind])) return false;")
    ]) { $1 }
    let inlineJoined = files.merging([
      "safe.ts": files["safe.ts"]!.replacing(
        "  const need = REQUIRED[action.kind];\n  if (need && !hasCapability(need)) return false;",
        with: "  if (REQUIRED[action.kind] && !hasCapability(REQUIRED[action.kind])) return false;")
    ]) { $1 }
    #expect(inline != files && inlineJoined != files)
    for variant in [files, imported, nested, inline, inlineJoined] {
      func gated(_ table: String) throws -> [String] {
        try gate(
          index,
          variant.mapValues { $0.replacing("TABLE", with: table).replacing("WRITE", with: "") })
      }
      #expect(try gated(#"[Kind.Archive]: "tempo.task-archive""#) == [])
      #expect(try gated(#"[Kind.Create]: "tempo.task-archive""#) == archiveOn70)
      #expect(try gated(#"[Kind.Archive]: "tempo.task-due-dates""#) == archiveOn70)
    }
    // A file importing the table to name its type alone (types are erased), or not reading it
    // at all, reads none of it: the table still guards (issue 19: its key was a use).
    let typed = imported.merging([
      "types.ts": """
      import { REQUIRED } from "./required";
      import { Kind } from "./names";
      export type Need = (typeof REQUIRED)[Kind];
      """
    ]) { $1 }
    for table in [
      #"[Kind.Archive]: "tempo.task-archive""#, #"[Kind.Create]: "tempo.task-archive""#,
    ] {
      #expect(
        try gate(
          "import \"./types\";\n" + index,
          typed.mapValues { $0.replacing("TABLE", with: table).replacing("WRITE", with: "") })
          == (table.contains("Create") ? archiveOn70 : []))
    }
    let written = imported.mapValues {
      $0.replacing("TABLE", with: #"[Kind.Archive]: "tempo.task-archive""#)
        .replacing("WRITE", with: "export const clear = () => { delete REQUIRED[Kind.Archive]; };")
    }
    // (The kind it deletes by is only a key a member is found by: no use.)
    #expect(try gate(index, written) == archiveOn70)
  }

  /// An action creator and a hook of other files, each written as a single expression or with
  /// statements before its one `return` (`const at = Date.now();`): the kind the creator
  /// returns is sent where it is called, the check the hook returns guards where tested.
  @Test(arguments: [false, true])
  func aCapabilityConstantAnActionCreatorAndAHookFromOtherFiles(statements: Bool) throws {
    let files = [
      "names.ts": #"export const CAPS = { archive: "tempo.task-archive" } as const;"#,
      "actions.ts": statements
        ? """
        export function archiveTask(id: string) {
          const at = Date.now();
          return { kind: "task.archive", id, at };
        }
        """ : #"export const archiveTask = (id: string) => ({ kind: "task.archive", id });"#,
      "hooks.ts": """
      import { hasCapability } from "./client";
      import { CAPS } from "./names";
      export function useCaps() {
        \(statements ? "const names = CAPS;" : "")
        return { canArchive: hasCapability(CAPS.archive) };
      }
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
    // The action spread into the object sent, a field added: the kind is the action's.
    let stamped = source.replacing(
      "perform(archiveTask(id))", with: "perform({ ...archiveTask(id), at: Date.now() })")
    #expect(try gate(stamped.replacing("FLAG", with: "canArchive"), files) == [])
    #expect(try gate(stamped.replacing("FLAG", with: "id"), files) == archiveOn70)
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
    // A file naming it in a type alone (erased) reads none of it: no provider there.
    let typed = files.merging([
      "types.ts": """
      import { CapsContext } from "./caps";
      export type Caps = React.ContextType<typeof CapsContext>;
      """
    ]) { $1 }
    let typing = "import \"./types\";\n" + source
    #expect(try gate(typing.replacing("FLAG", with: "canArchive"), typed) == [])
    #expect(try gate(typing.replacing("FLAG", with: "canDue"), typed) == archiveOn70)
    // Another file of the bundle provides it too: no flag of it is known.
    files["override.tsx"] = """
      import { CapsContext } from "./caps";
      export const Everything = ({ children }: { children: any }) =>
        <CapsContext.Provider value={{ canArchive: true, canDue: true }}>{children}</CapsContext.Provider>;
      """
    let overridden = "export { Everything } from \"./override\";\n" + source
    #expect(try gate(overridden.replacing("FLAG", with: "canArchive"), files) == archiveOn70)
  }

  /// A context created in one file and provided in another (the app's root rendering
  /// `<CapsContext.Provider value={{ canArchive: hasCapability(C) }}>`, or React 19's
  /// `<CapsContext value={…}>`): its value is its default joined with what every provider in
  /// the bundle gives, so a flag read with `useContext` in a third file (or through a hook of
  /// the context's file) guards as the check it holds (it refused: a provider elsewhere left
  /// every flag unknown). A flag holding another capability's check, `true`, or a value the
  /// provider's file does not show guards nothing; so does any flag where a second provider
  /// gives something else.
  @Test(arguments: [false, true])
  func aContextProvidedByAnotherFile(throughHook: Bool) throws {
    let context = """
      import { createContext, useContext } from "react";
      export const CapsContext = createContext({ canArchive: false });
      export const useCaps = () => useContext(CapsContext);
      """
    let app = """
      import { CapsContext } from "./caps";
      import { hasCapability } from "./client";
      declare const unknown: { canArchive: boolean };
      export function App({ children }: { children: any }) {
        return <PROVIDER value={VALUE}>{children}</PROVIDER>;
      }
      """
    let row = """
      import { useContext } from "react";
      import { perform } from "./client";
      import { App } from "./app";
      import { CapsContext, useCaps } from "./caps";
      export function Row({ id }: { id: string }) {
        const { canArchive } = READ;
        return canArchive ? <Button onPress={() => perform({ kind: "task.archive", id })} /> : null;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    func gated(_ value: String, provider: String = "CapsContext.Provider", also: String? = nil)
      throws -> [String]
    {
      var files = [
        "caps.ts": context,
        "app.tsx": app.replacing("PROVIDER", with: provider).replacing("VALUE", with: value),
      ]
      var source = row.replacing(
        "READ", with: throughHook ? "useCaps()" : "useContext(CapsContext)")
      if let also {
        files["other.tsx"] = app.replacing("PROVIDER", with: provider)
          .replacing("VALUE", with: also).replacing("function App", with: "function Other")
        source = "export { Other } from \"./other\";\n" + source
      }
      return try gate(source, files)
    }
    let archive = #"{ canArchive: hasCapability("tempo.task-archive") }"#
    #expect(try gated(archive) == [])
    #expect(try gated(archive, provider: "CapsContext") == [])
    #expect(try gated(#"{ canArchive: hasCapability("tempo.task-due-dates") }"#) == archiveOn70)
    #expect(try gated("{ canArchive: true }") == archiveOn70)
    #expect(try gated("unknown") == archiveOn70)
    #expect(try gated(archive, also: archive) == [])
    #expect(try gated(archive, also: "{ canArchive: true }") == archiveOn70)
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
  /// prove nothing (issue 19: every call given a capability's name proved it), and so does one
  /// returning the truth of what it is given, given a name.
  /// Capabilities read from a map or list with a fallback of the content's own for a shell that
  /// gives none — written in the file or imported from another — are known true wherever the
  /// fallback names the capability, on a release that lacks it too: the check proves nothing
  /// there (a refusal on 7.0), and proves the capability where the fallback does not name it.
  @Test func aFallbackOfTheContentsOwn() throws {
    let defaults = """
      export const DEFAULT_CAPABILITIES: Record<string, string[]> = { NAMED: [] };
      export const DEV_NAMES = [NAMED];
      """
    let source = """
      import { perform } from "./client";
      import { DEFAULT_CAPABILITIES, DEV_NAMES } from "./defaults";
      declare const snapshot: { capabilities?: Record<string, string[]> } | undefined;
      declare const __DEV__: boolean;
      const LOCAL: Record<string, string[]> = { NAMED: [] };
      const capabilities = () => snapshot?.capabilities ?? DEFAULT_CAPABILITIES;
      const names = __DEV__ ? DEV_NAMES : Object.keys(snapshot?.capabilities ?? {});
      const local = snapshot?.capabilities || LOCAL;
      export function archive(id: string) {
        if (capabilities()["tempo.task-archive"]) perform({ kind: "task.archive", id });
        if (names.includes("tempo.task-archive")) perform({ kind: "task.archive", id });
        if ("tempo.task-archive" in local) perform({ kind: "task.archive", id });
      }
      """
    func gated(_ named: String) throws -> [String] {
      try gate(
        source.replacing("NAMED", with: "\"\(named)\""),
        ["defaults.ts": defaults.replacing("NAMED", with: "\"\(named)\"")])
    }
    #expect(try gated("tempo.task-archive") == archiveOn70 + archiveOn70 + archiveOn70)
    #expect(try gated("tempo.task-due-dates") == [])
  }

  /// A React state that may hold a list of the content's own — its initial value before the
  /// shell's arrives, lazy or not (written there or by name), or a value its setter is given,
  /// an updater's too — holds it as a fallback does: tested for a name it holds, it proves
  /// nothing (a refusal on 7.0 for each); a state only the shell's lists reach proves what it
  /// tests. (Issue 19: `useState([C])` tested for C published on 7.0.)
  @Test(arguments: [
    // (The initial value, the value set, whether each state's check proves the capability.)
    ("[]", "snapshot.capabilities", true, true),
    ("DEV_NAMES", "snapshot.capabilities", false, true),
    ("() => [NAMED]", "snapshot.capabilities", false, true),
    // A lazy initializer by name.
    ("initialNames", "snapshot.capabilities", false, true),
    ("initialNone", "snapshot.capabilities", true, true),
    ("() => snapshot?.capabilities ?? []", "(names) => [...names, NAMED]", true, false),
    ("[]", "snapshot?.capabilities ?? DEV_NAMES", true, false),
  ])
  func aStateStartingAsTheContentsOwn(
    initial: String, set: String, initialProves: Bool, setProves: Bool
  ) throws {
    let source = """
      import { useEffect, useState } from "react";
      import { perform } from "./client";
      import { DEV_NAMES } from "./defaults";
      declare const Bridge: { capabilities(): Promise<string[]> };
      declare const snapshot: { capabilities: string[] };
      function initialNames() { return [NAMED]; }
      function initialNone() { return snapshot?.capabilities ?? []; }
      function useCapabilities() {
        const [caps, setCaps] = useState<string[]>(INITIAL);
        useEffect(() => { Bridge.capabilities().then(setCaps); }, []);
        return caps;
      }
      export function Row({ id }: { id: string }) {
        const caps = useCapabilities();
        const [names, setNames] = useState<string[]>([]);
        useEffect(() => { setNames(SET); }, []);
        return <Button onPress={() => { if (CHECK) perform({ kind: "task.archive", id }); }} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    let files = ["defaults.ts": #"export const DEV_NAMES = ["tempo.task-archive"];"#]
    func gated(_ check: String) throws -> [String] {
      try gate(
        source.replacing("INITIAL", with: initial).replacing("SET", with: set)
          .replacing("CHECK", with: check).replacing("NAMED", with: #""tempo.task-archive""#),
        files)
    }
    #expect(
      try gated(#"caps.includes("tempo.task-archive")"#) == (initialProves ? [] : archiveOn70))
    #expect(try gated(#"names.includes("tempo.task-archive")"#) == (setProves ? [] : archiveOn70))
    #expect(try gated("id") == archiveOn70)
  }

  /// A table of actions with the capability each needs (a list, or an object's values),
  /// filtered by it (`RowFilters`): a row goes on only where the filter proves what it names,
  /// so the filter's check of each row's capability guards that row's case wherever it goes —
  /// the table's read names it with that guard. A filter that may keep a row without its check
  /// (negated, or-ed with anything truthy, testing another member or one every object has,
  /// searching a list of the content's own for it), one that may let a row out (a call given
  /// the row, a block), or none, leaves every case used where the table is read, unguarded:
  /// refused on 7.0 unless a check of the capability holds there. What is sent is known, one of the rows'
  /// kinds (`RowValues`) — but for a list of the object's keys, whose rows hold no kind.
  @Test func aTableOfActionsFilteredByTheirCapabilities() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      declare function track(row: unknown): boolean;
      declare const snapshot: { capabilities: string[] };
      const OWN = ["tempo.task-archive"];
      const LIST = [
        { kind: "task.archive", capability: "tempo.task-archive", label: "Archive" },
        { kind: "task.create", label: "New" },
      ];
      const BY_NAME = {
        archive: { kind: "task.archive", capability: "tempo.task-archive", label: "Archive" },
        create: { kind: "task.create", label: "New" },
      };
      export function run(id: string) {
        GUARD
        const shown = ACTIONS.filter(FILTER);
        shown.forEach((a) => perform({ kind: a.kind, id }));
      }
      """
    // (A list of rows, or an object's values.)
    var table = "LIST"
    func gated(_ guarding: String, _ filter: String) throws -> [String] {
      try gate(
        source.replacing("GUARD", with: guarding).replacing("FILTER", with: filter)
          .replacing("ACTIONS", with: table))
    }
    let proving = [
      "(a) => hasCapability(a.capability)", "(a) => !a.capability || hasCapability(a.capability)",
      "(a) => a.capability == null || hasCapability(a.capability)",
      "(a: { capability?: string }) => a.label && hasCapability(a.capability)",
      "({ capability }) => !capability || hasCapability(capability)",
      "(a) => !(a.capability && !hasCapability(a.capability))",
      "(a) => !a.capability || snapshot.capabilities.includes(a.capability)",
    ]
    for filter in proving {
      for read in ["LIST", "Object.values(BY_NAME)"] {
        table = read
        #expect(try gated("", filter) == [], "\(read) \(filter)")
      }
    }
    table = "LIST"
    let notProving = [
      "(a) => !hasCapability(a.capability)", "(a) => hasCapability(a.capability) || true",
      "(a) => a.capability === null || hasCapability(a.label)",
      "(a) => track(a) || hasCapability(a.capability)",
      "(a) => { track(a); return hasCapability(a.capability); }",
      "(a) => a.label.length > 0", "(a) => !a.capability || OWN.includes(a.capability)",
      // A member every object has through its prototype is there, whatever the row holds.
      "(a) => !a.capability || a.valueOf", "({ constructor }) => constructor",
    ]
    for filter in notProving {
      #expect(
        try gated(#"if (!hasCapability("tempo.task-archive")) return;"#, filter) == [],
        "\(filter)")
      #expect(try gated("", filter) == archiveOn70, "\(filter)")
    }
    table = "Object.values(BY_NAME)"
    #expect(try gated("", "(a) => !hasCapability(a.capability)") == archiveOn70)
    table = "Object.keys(BY_NAME)"
    #expect(
      try gated("", "(a) => hasCapability(a)")
        == archiveOn70 + [#"unknown-sent-value - ["7.0", "7.1"]"#])
  }

  /// A table of actions with what each needs and the function that runs it (an arrow, a function
  /// expression, a method), filtered by what each needs (or by a row's flag holding its check),
  /// then run: a row's function is reached only through a row the filter kept, so what the
  /// filter proves of that row guards it. Not where the table is also read unfiltered (whole,
  /// spread, filtered by anything else), exported, written into, filtered by a predicate that
  /// proves nothing or calls the row's function, nor for a value a row computes as the table
  /// is made: each refuses on 7.0.
  @Test func aTableOfActionsWithTheFunctionsThatRunThem() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      EXPORTconst ACTIONS = [
        { label: "Open", capability: null, run: (id: string) => {} },
        { label: "Archive", capability: "CAPABILITY", visible: hasCapability("CAPABILITY"), run: RUN },
      ];
      export function Menu({ id }: { id: string }) {
        return <>{ACTIONS.filter(FILTER).map((a) => <Button key={a.label} onPress={() => a.run(id)} />)}</>;
      }
      declare function Button(props: { onPress: () => void }): null;
      EXTRA
      """
    func gated(
      export: String = "", capability: String = "tempo.task-archive",
      run: String = #"(id: string) => perform({ kind: "task.archive", id })"#,
      filter: String = "(a) => !a.capability || hasCapability(a.capability)", extra: String = ""
    ) throws -> [String] {
      try gate(
        source.replacing("EXPORT", with: export).replacing("CAPABILITY", with: capability)
          .replacing("RUN", with: run).replacing("FILTER", with: filter)
          .replacing("EXTRA", with: extra))
    }
    #expect(try gated() == [])
    #expect(try gated(filter: "(a) => !a.capability || a.visible") == [])
    #expect(
      try gated(run: #"function (id: string) { perform({ kind: "task.archive", id }); }"#) == [])
    #expect(
      try gated(run: #"undefined, start(id: string) { perform({ kind: "task.archive", id }); }"#)
        == [])
    #expect(try gated(capability: "tempo.task-due-dates") == archiveOn70)
    #expect(try gated(export: "export ") == archiveOn70)
    #expect(try gated(filter: "(a) => !hasCapability(a.capability)") == archiveOn70)
    #expect(try gated(filter: #"(a) => a.run("x") && hasCapability(a.capability)"#) == archiveOn70)
    #expect(try gated(run: #"(() => perform({ kind: "task.archive", id: "1" }))()"#) == archiveOn70)
    for unfiltered in [
      #"export function all() { ACTIONS.forEach((a) => a.run("x")); }"#,
      #"export function all() { [...ACTIONS].forEach((a) => a.run("x")); }"#,
      #"export function all() { ACTIONS.filter((a) => a.label !== "").forEach((a) => a.run("x")); }"#,
      "export function reset() { ACTIONS.length = 0; }",
    ] {
      #expect(try gated(extra: unfiltered) == archiveOn70, "\(unfiltered)")
    }
  }

  /// A table whose rows hold their checks' results — `enabled: hasCapability(C)`, or negated,
  /// `hidden: !hasCapability(C)` — filtered by that member: a row goes on only where the filter
  /// proves its check, truthy or falsy as written; a filter keeping it the other way round
  /// leaves its case used unguarded. What is sent is known, one of the rows' kinds.
  @Test func aTableOfRowsHoldingTheirChecksResults() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      const ROWS = [
        { kind: "task.create", enabled: true, hidden: false },
        {
          kind: "task.archive",
          enabled: hasCapability("tempo.task-archive"),
          hidden: !hasCapability("tempo.task-archive"),
        },
      ];
      export function run(id: string) {
        ROWS.filter(FILTER).forEach((row) => perform({ kind: row.kind, id }));
      }
      """
    for filter in ["(row) => row.enabled", "(row) => !row.hidden", "({ hidden }) => !hidden"] {
      #expect(try gate(source.replacing("FILTER", with: filter)) == [], "\(filter)")
    }
    for filter in ["(row) => !row.enabled", "(row) => row.hidden", "(row) => row.hidden || true"] {
      #expect(try gate(source.replacing("FILTER", with: filter)) == archiveOn70, "\(filter)")
    }
  }

  /// A loop over a table that goes on with a row only where the row's capability is checked —
  /// `for (const … of …)` (or `let`) or `forEach`, leaving the row first (`continue`, `break`,
  /// `return`) where the check fails, or running only inside the `if` of it — filters the
  /// table as `filter` does: each row's case, and a function the row holds, go on with what
  /// the check proves of that row. A loop that reads the row before the check, runs it in an
  /// `else`, after the `if`, leaves it with a value, or keeps it in a `var` after the loop,
  /// proves nothing: the case is used where the table is read, unguarded, and refuses on 7.0.
  /// What is sent is known, one of the rows' kinds (`RowValues`) — but for a `var`, which the
  /// loop's body may not be the only one to read (a warning: not known).
  @Test func aLoopOverATableGoingOnWhereTheRowsCheckHolds() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      declare function track(row: unknown): void;
      const ACTIONS = [
        { kind: "task.archive", capability: "tempo.task-archive", run: (id: string) => perform({ kind: "task.archive", id }) },
        { kind: "task.create", capability: null, run: (id: string) => perform({ kind: "task.create", title: id }) },
      ];
      export function run(id: string) {
        LOOP
      }
      """
    let unknown = [#"unknown-sent-value - ["7.0", "7.1"]"#]
    let send = "perform({ kind: a.kind, id });"
    let proving = [
      "for (const a of ACTIONS) { if (a.capability && !hasCapability(a.capability)) continue; SEND }",
      "for (const a of ACTIONS) { if (a.capability && !hasCapability(a.capability)) { break; } SEND }",
      "for (let a of ACTIONS) if (!a.capability || hasCapability(a.capability)) SEND",
      "ACTIONS.forEach((a) => { if (a.capability && !hasCapability(a.capability)) return; SEND });",
      "ACTIONS.forEach((a) => { if (!a.capability || hasCapability(a.capability)) { SEND } });",
    ]
    func gated(_ loop: String, _ body: String) throws -> [String] {
      try gate(source.replacing("LOOP", with: loop.replacing("SEND", with: body)))
    }
    for loop in proving {
      #expect(try gated(loop, send) == [], "\(loop)")
      #expect(try gated(loop, "a.run(id);") == [], "\(loop)")
    }
    let notProving = [
      "for (const a of ACTIONS) { track(a); if (a.capability && !hasCapability(a.capability)) continue; SEND }",
      "for (const a of ACTIONS) { if (a.capability && hasCapability(a.capability)) continue; SEND }",
      "for (const a of ACTIONS) { if (a.capability && !hasCapability(a.capability)) return a; SEND }",
      "for (const a of ACTIONS) { if (!a.capability || hasCapability(a.capability)) track(a); else SEND }",
      "for (const a of ACTIONS) { if (!a.capability || hasCapability(a.capability)) track(a); SEND }",
      "ACTIONS.forEach((a, i) => { if (!a.capability || hasCapability(a.capability)) SEND });",
      // (A `var` holds the last row after the loop, kept or not.)
      "for (var a of ACTIONS) { if (a.capability && !hasCapability(a.capability)) continue; SEND }",
    ]
    for loop in notProving {
      // (The table's row function is used unguarded too.)
      let sent = loop.hasPrefix("for (var") ? unknown : []
      #expect(try gated(loop, send) == archiveOn70 + archiveOn70 + sent, "\(loop)")
      #expect(try gated(loop, "a.run(id);") == archiveOn70 + archiveOn70, "\(loop)")
    }
  }

  /// A constants object's entries handed on (`Object.entries(KINDS)` in a loop or an array
  /// method): an entry's value — by a pattern's position or an index — is one of the object's
  /// values, known where sent, and its names are used where the object is read: behind the
  /// check it publishes, without it it refuses on 7.0. An entry's key is not known there (a
  /// warning: behind the check, 7.1 lacks `task.snooze`).
  @Test func aConstantsObjectsEntriesHandedOn() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      const KINDS = { archive: "task.archive" } as const;
      export function run(id: string) {
        GUARD
        LOOP
      }
      """
    let loops = [
      "Object.entries(KINDS).forEach(([, kind]) => perform({ kind, id }));",
      "for (const [name, kind] of Object.entries(KINDS)) perform({ kind, id });",
      "Object.entries(KINDS).map((entry) => perform({ kind: entry[1], id }));",
    ]
    let check = #"if (!hasCapability("tempo.task-archive")) return;"#
    func gated(_ guarding: String, _ loop: String) throws -> [String] {
      try gate(source.replacing("GUARD", with: guarding).replacing("LOOP", with: loop))
    }
    for loop in loops {
      #expect(try gated(check, loop) == [], "\(loop)")
      #expect(try gated("", loop) == archiveOn70, "\(loop)")
    }
    #expect(
      try gated(check, "Object.entries(KINDS).forEach(([kind]) => perform({ kind, id }));")
        == [#"unknown-sent-value - ["7.1"]"#])
  }

  /// A constants object is a constant only where no file writes into it (CONTENT-ANALYSIS.md,
  /// "Values"): sent behind its check, `KINDS.archive` publishes while the bundle only reads
  /// it, or gives it to functions that only log it; written into anywhere — a member assigned
  /// in its file or in another importing it (by name or through a namespace), deleted,
  /// `Object.assign`ed, `Reflect.set`, lodash's `merge`d, a list of it pushed to, through a name
  /// bound to it, or inside a function it is given (of the file, of another file — named or
  /// the module's value, an arrow or a declaration without a name — or of a third through a
  /// second) — what is sent is not known (a warning), and the name written in
  /// it is used where written, unguarded (a refusal on 7.0).
  @Test func aConstantObjectWrittenInto() throws {
    let kinds = """
      export const KINDS: { archive: string; all: string[] } = { archive: "task.archive", all: [] };
      WRITE_HERE
      """
    let other = """
      import { KINDS } from "./kinds";
      import * as Kinds from "./kinds";
      import { patch, inspect, patchLater } from "./patch";
      import mark from "./mark";
      import markEach from "./mark-each";
      const markAll = require("./mark-all");
      export function override(kind: string) { WRITE_THERE }
      """
    let patch = """
      import { patchNow } from "./now";
      export function patch(k: { archive: string }, kind: string) { k["archive"] = kind; }
      export const inspect = (k: { archive: string }) => console.log(k);
      export const patchLater = (k: { archive: string }, kind: string) => { patchNow(k, kind); };
      """
    let now = """
      export function patchNow(target: { archive: string }, kind: string) {
        Object.assign(target, { archive: kind });
      }
      """
    let source = """
      import { perform, hasCapability } from "./client";
      import { KINDS } from "./kinds";
      import { override } from "./other";
      export function archive(id: string) {
        override(id);
        if (hasCapability("tempo.task-archive")) perform({ kind: KINDS.archive, id });
      }
      """
    func gated(here: String = "", there: String = "") throws -> [String] {
      try gate(
        source,
        [
          "kinds.ts": kinds.replacing("WRITE_HERE", with: here),
          "other.ts": other.replacing("WRITE_THERE", with: there),
          "patch.ts": patch, "now.ts": now,
          // A function a module gives as its value.
          "mark.ts":
            "export default (k: { archive: string }, kind: string) => { k.archive = kind; };",
          "mark-all.js": "module.exports = function (k, kind) { k.archive = kind; };",
          "mark-each.js": "export default function (k, kind) { k.archive = kind; }",
          "package.json":
            #"{ "name": "idiom", "main": "index.tsx", "dependencies": { "lodash": "*" } }"#,
        ])
    }
    #expect(try gated() == [])
    #expect(try gated(there: "console.log(KINDS); inspect(KINDS);") == [])
    // (What a call given it returns is written into, not it.)
    #expect(try gated(there: "inspect(KINDS).archive = kind;") == [])
    // (What is sent may be any case: one 7.1 lacks among them.)
    let unknown = [#"unknown-sent-value - ["7.1"]"#]
    for (here, there) in [
      ("export function set(kind: string) { KINDS.archive = kind; }", ""),
      ("", "KINDS.archive = kind;"), ("", "(KINDS as any).archive = kind;"),
      ("", "delete KINDS.archive;"),
      ("", "Object.assign(KINDS, { archive: kind });"), ("", "KINDS.all.push(kind);"),
      ("", "Kinds.KINDS.archive = kind;"), ("", #"Reflect.set(KINDS, "archive", kind);"#),
      (#"import { merge } from "lodash"; merge(KINDS, { archive: "task.create" });"#, ""),
      ("", "const k = KINDS; k.archive = kind;"),
      ("", "const mark = (k: { archive: string }) => { k.archive = kind; }; mark(KINDS);"),
      ("", "patch(KINDS, kind);"), ("", "patchLater(KINDS, kind);"),
      ("", "mark(KINDS, kind);"), ("", "markAll(KINDS, kind);"), ("", "markEach(KINDS, kind);"),
      (#"import { patch } from "./patch"; patch(KINDS, "task.create");"#, ""),
    ] {
      #expect(try gated(here: here, there: there) == unknown + archiveOn70, "\(here)\(there)")
    }
  }

  /// A file that writes into an imported constants object through a name it binds to it
  /// (`const k = KINDS; k.archive = kind;`) — no function of its writing into a parameter,
  /// none it imports — writes into the object all the same: what is sent is not known, and the
  /// name written in it is used where written. Reading it so writes nothing.
  @Test func aConstantObjectWrittenThroughANameBoundToItsImport() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      import { KINDS } from "./kinds";
      import { alias } from "./alias";
      export function archive(id: string) {
        alias(id);
        if (hasCapability("tempo.task-archive")) perform({ kind: KINDS.archive, id });
      }
      """
    func gated(_ body: String) throws -> [String] {
      try gate(
        source,
        [
          "kinds.ts": #"export const KINDS = { archive: "task.archive" };"#,
          "alias.ts": """
          import { KINDS } from "./kinds";
          export function alias(kind: string) { \(body) }
          """,
        ])
    }
    #expect(try gated("const k = KINDS; console.log(k.archive, kind);") == [])
    #expect(
      try gated("const k = KINDS; k.archive = kind;")
        == [#"unknown-sent-value - ["7.1"]"#] + archiveOn70)
  }

  /// An object the content makes holding a check guards where its member is tested only while
  /// nothing writes into it (CONTENT-ANALYSIS.md, "Values": "never written … over the whole
  /// bundle"): given to functions that only log it, `flags.archive` still guards; written
  /// through a name bound to it (declared, assigned, a parameter's default, or to a choice of
  /// it), by `Reflect.set` or lodash's `merge`, or inside a function it is given — of the file,
  /// of another file (by name or through a namespace import), or of a third through a second,
  /// in the file testing it or in another — the test proves nothing, and the send refuses on
  /// 7.0.
  @Test func anObjectHoldingACheckWrittenThroughAnotherName() throws {
    let files = [
      "flags.ts": """
      import { hasCapability } from "./client";
      export const FLAGS = { archive: hasCapability("tempo.task-archive") };
      """,
      "overrides.ts": """
      import { patch } from "./patch";
      export function applyOverrides(target: Record<string, boolean>) { patch(target); }
      export const logFlags = (flags: object) => console.log(flags);
      """,
      "patch.ts": """
      export function patch(target: Record<string, boolean>) { for (const k in target) target[k] = true; }
      """,
      "app.ts": """
      import { FLAGS } from "./flags";
      import { applyOverrides } from "./overrides";
      APP
      """,
      "package.json":
        #"{ "name": "idiom", "main": "index.tsx", "dependencies": { "lodash": "*" } }"#,
    ]
    let source = """
      import { merge } from "lodash";
      import { perform, hasCapability } from "./client";
      import { FLAGS } from "./flags";
      import { applyOverrides, logFlags } from "./overrides";
      import * as Overrides from "./overrides";
      import "./app";
      function mark(o: { archive: boolean }) { o.archive = true; }
      export function archive(id: string) {
        const local = { archive: hasCapability("tempo.task-archive") };
        WRITE;
        if (local.archive) perform({ kind: "task.archive", id });
        if (FLAGS.archive) perform({ kind: "task.archive", id });
      }
      """
    func gated(_ write: String, app: String = "") throws -> [String] {
      try gate(
        source.replacing("WRITE", with: write),
        files.mapValues { $0.replacing("APP", with: app) })
    }
    for target in ["local", "FLAGS"] {
      #expect(try gated("logFlags(\(target)); console.log(\(target))") == [], "\(target)")
      for write in [
        "const f = TARGET; f.archive = true",
        "let f = TARGET as { archive: boolean }; f.archive = true",
        "let f: any; f = TARGET; f.archive = true", "const f = id ? TARGET : {}; f.archive = true",
        "const g = (f = TARGET) => { f.archive = true; }; g()",
        #"Reflect.set(TARGET, "archive", true)"#, "merge(TARGET, {})", "mark(TARGET)",
        "applyOverrides(TARGET)", "Overrides.applyOverrides(TARGET)",
      ] {
        let write = write.replacing("TARGET", with: target)
        #expect(try gated(write) == archiveOn70, "\(write)")
      }
    }
    #expect(try gated("", app: "applyOverrides(FLAGS);") == archiveOn70)
  }

  @Test func aCheckThroughAFunctionOfAnotherFile() throws {
    let files = [
      "can.ts": """
      import { hasCapability } from "./client";
      export const can = (name: string) => hasCapability(name);
      export function weird(name: string): boolean { return name.length > 0 || true; }
      export const isOn = (value: unknown) => Boolean(value);
      """,
      "lax.ts": """
      import { weird } from "./can";
      export const viaWeird = (name: string) => weird(name);
      """,
    ]
    let source = """
      import { perform } from "./client";
      import { can, weird, isOn } from "./can";
      import { viaWeird } from "./lax";
      import { isEnabled } from "@acme/flags";
      declare const bridge: { supports(name: string): boolean };
      export function onSwipe(id: string) {
        if (CHECK) perform({ kind: "task.archive", id });
      }
      """
    // (`isOn` returns the truth of what it is given: a check's, not a name's.)
    for check in [#"can("tempo.task-archive")"#, #"isOn(can("tempo.task-archive"))"#] {
      #expect(try gate(source.replacing("CHECK", with: check), files) == [], "\(check)")
    }
    for check in [
      #"isOn("tempo.task-archive")"#,
      #"weird("tempo.task-archive")"#, #"viaWeird("tempo.task-archive")"#,
      #"isEnabled("tempo.task-archive")"#, #"bridge.supports("tempo.task-archive")"#,
    ] {
      #expect(try gate(source.replacing("CHECK", with: check), files) == archiveOn70, "\(check)")
    }
  }

  /// A function of another file whose result is a check (`canArchive()`, a hook
  /// `useCanArchive()`), through a barrel too: called, it is that check — bound or tested where
  /// called; one whose result may be truthy without it proves nothing.
  @Test func aFunctionOfAnotherFileReturningACheck() throws {
    let files = [
      "caps.ts": """
      declare const snapshot: { capabilities: Record<string, string[]> };
      export function canArchive(): boolean {
        return snapshot.capabilities["tempo.task-archive"] !== undefined;
      }
      export const useCanArchive = () =>
        Object.keys(snapshot.capabilities).includes("tempo.task-archive");
      export const canMaybe = () => snapshot.capabilities["tempo.task-archive"] || __DEV__;
      """,
      "hooks.ts": #"export * from "./caps";"#,
    ]
    let source = """
      import { perform } from "./client";
      import { canArchive, useCanArchive, canMaybe } from "./hooks";
      export function Row({ id }: { id: string }) {
        const can = CHECK;
        if (can) perform({ kind: "task.archive", id });
        return null;
      }
      """
    for check in ["canArchive()", "useCanArchive()"] {
      #expect(try gate(source.replacing("CHECK", with: check), files) == [], "\(check)")
    }
    for check in ["canMaybe()", "canArchive"] {
      #expect(try gate(source.replacing("CHECK", with: check), files) == archiveOn70, "\(check)")
    }
  }

  /// A check function of another file compared with `undefined` or `false`: the check's
  /// negation only where that is what the function returns for a missing element (`entry`
  /// returns the capabilities map's member, never `false`; `has` a boolean, never `undefined`).
  @Test func aCheckFunctionOfAnotherFileComparedWithAConstant() throws {
    let files = [
      "caps.ts": """
      declare const snapshot: { capabilities: Record<string, string[]> };
      export function entry(name: string) { return snapshot.capabilities[name]; }
      export function has(name: string): boolean {
        return snapshot.capabilities[name] !== undefined;
      }
      """,
      "barrel.ts": #"export * from "./caps";"#,
    ]
    let source = """
      import { perform } from "./client";
      import { entry, has } from "./barrel";
      export function onSwipe(id: string) {
        if (CHECK) return;
        perform({ kind: "task.archive", id });
      }
      """
    for check in [
      #"entry("tempo.task-archive") === undefined"#, #"has("tempo.task-archive") === false"#,
    ] {
      #expect(try gate(source.replacing("CHECK", with: check), files) == [], "\(check)")
    }
    for check in [
      #"entry("tempo.task-archive") === false"#, #"has("tempo.task-archive") === undefined"#,
    ] {
      #expect(try gate(source.replacing("CHECK", with: check), files) == archiveOn70, "\(check)")
    }
  }

  /// An assertion function imported from another file of the content (`assertHas(check)`, which
  /// throws where its first argument is falsy) guards the rest of the block after its call, as
  /// one the file defines does — through a re-export too; one that may return without throwing,
  /// or that does not test its argument, guards nothing. So does one throwing unless a check of
  /// what its argument names holds (`needs(C)`).
  @Test func anImportedAssertionFunction() throws {
    let files = [
      "assert.ts": """
      import { hasCapability } from "./client";
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
      export function needs(capability: string, message: string) {
        if (!hasCapability(capability)) throw new Error(message);
      }
      """,
      "utils.ts": #"export { assertHas as ensure } from "./assert";"#,
    ]
    let source = """
      import { perform, hasCapability } from "./client";
      import { assertHas, maybe, logs, needs } from "./assert";
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
    // One throwing unless what its argument names holds: given the name, not a check of it;
    // one asserting its argument's truth, given a name, asserts nothing.
    let named = source.replacing(
      #"CALL(hasCapability("tempo.task-archive")"#, with: #"CALL("tempo.task-archive""#)
    #expect(try gate(named.replacing("CALL", with: "needs"), files) == [])
    #expect(try gate(named.replacing("CALL", with: "assertHas"), files) == archiveOn70)
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

  /// A flag memoized (`useMemo(() => hasCapability(C), [])`) or read from an external store's
  /// snapshot (`useSyncExternalStore(subscribe, () => hasCapability(C))`) guards where tested —
  /// bound in the screen, or returned by a hook of another file, one given the capability's
  /// name (`useCapability(C)`) too; negated in the snapshot, it guards nothing.
  @Test func aFlagMemoizedOrReadFromAStoresSnapshot() throws {
    let hook = """
      import { useMemo, useSyncExternalStore } from "react";
      import { hasCapability } from "./client";
      declare function subscribe(changed: () => void): () => void;
      export const useCanArchive = () => useMemo(() => hasCapability("tempo.task-archive"), []);
      export function useCapability(name: string) {
        return useSyncExternalStore(subscribe, () => hasCapability(name));
      }
      export function useMemoCapability(name: string) {
        return useMemo(() => hasCapability(name), [name]);
      }
      """
    let source = """
      import { useMemo, useSyncExternalStore } from "react";
      import { perform, hasCapability } from "./client";
      import { useCanArchive, useCapability, useMemoCapability } from "./caps";
      declare function subscribe(changed: () => void): () => void;
      export function Row({ id }: { id: string }) {
        const memoized = useMemo(() => hasCapability("tempo.task-archive"), []);
        const snapshot = useSyncExternalStore(subscribe, () => SNAPSHOT);
        const fromHook = useCanArchive();
        const named = useCapability("tempo.task-archive");
        const memoNamed = useMemoCapability("tempo.task-archive");
        const onPress = () => {
          if (FLAG) perform({ kind: "task.archive", id });
        };
        return <Button onPress={onPress} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    let check = #"hasCapability("tempo.task-archive")"#
    for flag in ["memoized", "snapshot", "fromHook", "named", "memoNamed"] {
      let safe = source.replacing("FLAG", with: flag).replacing("SNAPSHOT", with: check)
      #expect(try gate(safe, ["caps.ts": hook]) == [], "\(flag)")
    }
    let negated = source.replacing("FLAG", with: "snapshot").replacing(
      "SNAPSHOT", with: "!" + check)
    #expect(try gate(negated, ["caps.ts": hook]) == archiveOn70)
    let unchecked = source.replacing("FLAG", with: "id").replacing("SNAPSHOT", with: check)
    #expect(try gate(unchecked, ["caps.ts": hook]) == archiveOn70)
  }

  /// A ref's `current` is what the ref starts as (`useRef(hasCapability(C))`, React's or
  /// `React.useRef`): tested, it guards what that check guards — where the ref is read only for
  /// its `current`. Written (`ref.current = true`), or leaving (an alias, a function of the
  /// file's or React's given it, an element's `ref`, which React writes), it proves nothing,
  /// as a ref starting as another capability's check or `true` proves nothing of C. (It
  /// refused: `current` was no check.)
  @Test func aRefStartingAsACheck() throws {
    let source = """
      import React, { useImperativeHandle, useRef } from "react";
      import { Pressable } from "react-native";
      import { perform, hasCapability } from "./client";
      function mark(ref: { current: boolean }) { ref.current = true; }
      export function Row({ id }: { id: string }) {
        const ref = REF;
        WRITE
        return <Button onPress={() => { if (ref.current) perform({ kind: "task.archive", id }); }} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    func gated(_ ref: String, write: String = "") throws -> [String] {
      try gate(source.replacing("REF", with: ref).replacing("WRITE", with: write))
    }
    let check = #"hasCapability("tempo.task-archive")"#
    #expect(try gated("useRef(\(check))") == [])
    #expect(try gated("React.useRef(\(check))") == [])
    #expect(try gated(#"useRef(hasCapability("tempo.task-due-dates"))"#) == archiveOn70)
    #expect(try gated("useRef(true)") == archiveOn70)
    for write in [
      "ref.current = true;", "const other = ref; other.current = true;", "mark(ref);",
      "useImperativeHandle(ref, () => true);", "const element = <Pressable ref={ref} />;",
    ] {
      #expect(try gated("useRef(\(check))", write: write) == archiveOn70, "\(write)")
    }
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

  /// A map of the file's keyed by case (which actions are in flight) only looked up outside
  /// the guard: the name goes nowhere there, and the send behind the check publishes. Stored in
  /// the map (`set`), it is kept where the analysis does not follow it: a use, unguarded.
  @Test func aMapOfTheFilesKeyedByACaseOnlyLookedUp() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      import { KINDS } from "./kinds";
      const inFlight = new Map<string, Promise<void>>();
      export function archive(id: string) {
        if (inFlight.has(KINDS.archive)) return inFlight.get(KINDS.archive);
        LATER
        if (hasCapability("tempo.task-archive")) perform({ kind: KINDS.archive, id });
      }
      """
    let kinds = ["kinds.ts": #"export const KINDS = { archive: "task.archive" } as const;"#]
    #expect(
      try gate(source.replacing("LATER", with: "inFlight.delete(KINDS.archive);"), kinds) == [])
    #expect(
      try gate(source.replacing("LATER", with: "inFlight.set(KINDS.archive, later());"), kinds)
        == archiveOn70)
  }
}
