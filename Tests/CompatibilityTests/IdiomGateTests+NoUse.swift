import ContentScan
import ContractLanguage
import Foundation
import TestSupport
import Testing

@testable import Compatibility

/// Names that are no use (labels, test ids, i18n keys, type imports) and modules loaded or looked
/// up elsewhere.
extension IdiomGateTests {
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

  /// The key a member is read by (`pending["task.archive"]`) goes nowhere: no use — neither the
  /// message a capability shares its name with (`snapshot.capabilities["tempo.navigation-progress"]`
  /// returned by a function that reads the shell's scopes). A key written (`pending["task.archive"]
  /// = true`) may go on with its object: a use there.
  @Test func aKeyAMemberIsReadByIsNoUse() throws {
    let scopes = """
      import { sendMessage } from "expo-brownfield";
      declare const snapshot: { capabilities: Record<string, string[]> };
      function progressScopes() { return snapshot.capabilities["tempo.navigation-progress"] ?? []; }
      export function onSlide(value: number) {
        GUARD sendMessage({ type: "tempo.navigation-progress", data: { kind: "progress.update", scope: "SCOPE", value } });
      }
      """
    func slid(_ guarding: String, _ scope: String) throws -> [String] {
      try gate(scopes.replacing("GUARD", with: guarding).replacing("SCOPE", with: scope))
    }
    let checked = #"if (progressScopes().includes("settingsBar"))"#
    #expect(try slid(checked, "settingsBar") == [])
    #expect(
      try slid(checked, "toolChrome") == [
        #"unavailable-on-release scope:tempo.navigation-progress/toolChrome ["7.1"]"#
      ])
    #expect(
      try slid("progressScopes();", "settingsBar") == [
        #"unavailable-on-release case:tempo.navigation-progress/progress.update ["7.0"]"#,
        #"unavailable-on-release message:tempo.navigation-progress ["7.0"]"#,
        #"unavailable-on-release scope:tempo.navigation-progress/settingsBar ["7.0"]"#,
      ])
    let pending = """
      import { perform } from "./client";
      const pending: Record<string, boolean> = {};
      export function run(id: string) {
        READ
        perform({ kind: "task.create", title: id });
      }
      """
    for read in [
      #"if (pending["task.archive"]) return;"#, #"delete pending?.["task.archive"];"#,
      #"const seen = pending["task.archive"] ?? false;"#,
    ] {
      #expect(try gate(pending.replacing("READ", with: read)) == [], "\(read)")
    }
    #expect(
      try gate(pending.replacing("READ", with: #"pending["task.archive"] = true;"#)) == archiveOn70)
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
  /// its keys are no uses — written as strings or as an enum's members (`[Kind.Archive]`, which
  /// was a use at the key). Iterated where it is read (`Object.keys`), its keys may be sent:
  /// they are uses, and refuse where a release lacks the case.
  @Test(arguments: [
    #"export const LABELS = { "task.archive": "Archive", "task.create": "New" };"#,
    """
    import { Kind } from "./kinds";
    export const LABELS: Record<Kind, string> = { [Kind.Archive]: "Archive", [Kind.Create]: "New" };
    """,
  ])
  func aLabelTableKeyedByCaseIsNoUse(_ labels: String) throws {
    let files = [
      "labels.ts": labels,
      "kinds.ts": #"export enum Kind { Archive = "task.archive", Create = "task.create" }"#,
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
    let required = #"require("./native").nativeModule("ExpoUpdates");"#
    // Both wrappers' own lookups: their callers are not all seen.
    #expect(try gate(required, files) == unknown + unknown)
    // Bound by a module-level `const`, a `require` is an import: the call is seen, and the
    // wrapper nothing imports is never called.
    let bound = #"const { nativeModule } = require("./native"); nativeModule("ExpoUpdates");"#
    #expect(try gate(bound, files) == [])
    #expect(
      try gate(bound.replacing("ExpoUpdates", with: "ExpoHaptics"), files) == hapticsOn70And71)
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
