import ContentScan
import ContractLanguage
import Foundation
import TestSupport
import Testing

@testable import Compatibility

/// Check functions given the kind they guard (`canPerform("task.archive")`): what the call proves
/// depends on the name it is given.
extension IdiomGateTests {
  /// The bodies a team writes for `canPerform(kind)` — an early exit, a conditional, `||` and
  /// `&&`, a `switch` (labels grouped, `default` first or last, a clause breaking out to a
  /// `return` after it), a table of what each kind needs — each called with the kind it guards
  /// (a literal, an enum's member, from the function's file or another, through a hook's
  /// variable): the archive is sent only where tempo.task-archive is, on 7.1. Each body that
  /// lets the archive through without that check, and each call given another kind or one not
  /// known, refuses on 7.0.
  @Test func aCheckFunctionGivenTheKindItGuards() throws {
    let capabilities = """
      import { hasCapability } from "./client";
      export enum Kind { Archive = "task.archive", SetDone = "task.set-done", Rename = "task.rename" }
      const REQUIRED: Partial<Record<string, string>> = {
        [Kind.Archive]: "tempo.task-archive",
        "task.set-done": "tempo.task-set-done",
      };
      export function canPerform(kind: string): boolean {
        BODY
      }
      """
    let source = """
      import { perform } from "./client";
      IMPORT
      export function run(id: string, other: string) {
        GUARD
        perform({ kind: "task.archive", id });
      }
      """
    let archive = #"hasCapability("tempo.task-archive")"#
    let proving = [
      #"if (kind === "task.archive") return \#(archive); return true;"#,
      #"if (kind !== Kind.Archive) return true; if (!\#(archive)) return false; return true;"#,
      #"return kind === "task.archive" ? \#(archive) : kind === "task.set-done" ? hasCapability("tempo.task-set-done") : true;"#,
      #"return kind !== "task.archive" || \#(archive);"#,
      #"switch (kind) { case Kind.Archive: return \#(archive); default: return true; }"#,
      #"switch (kind) { default: return true; case "task.set-done": case "task.archive": return \#(archive); }"#,
      #"switch (kind) { case "task.rename": return true; default: return \#(archive); }"#,
      #"switch (kind) { case "task.rename": return true; case "task.archive": default: return \#(archive); }"#,
      #"switch (kind) { case "task.archive": if (!\#(archive)) return false; break; } return true;"#,
      #"switch (kind) { case "task.archive": return \#(archive); } return true;"#,
      "const need = REQUIRED[kind]; return !need || hasCapability(need);",
      "return REQUIRED[kind] === undefined || hasCapability(REQUIRED[kind]);",
    ]
    let notProving = [
      #"if (kind === "task.archive") return true; return \#(archive);"#,
      #"return kind === "task.archive" || \#(archive);"#,
      #"return kind === "task.archive" ? !\#(archive) : true;"#,
      #"switch (kind) { case "task.archive": \#(archive); case "task.set-done": return true; default: return true; }"#,
      #"s: switch (kind) { case "task.archive": if (other) break s; return \#(archive); } return true;"#,
      #"switch (kind) { case "task.archive": if (!\#(archive)) return true; break; } return true;"#,
      #"switch (kind) { case other: return true; case "task.archive": return \#(archive); } return true;"#,
      #"if (kind === "task.set-done") return \#(archive); return true;"#,
      "const need = REQUIRED[kind]; return !need || hasCapability(other);",
    ]
    let calls = [
      (
        #"import { canPerform } from "./capabilities";"#,
        #"if (!canPerform("task.archive")) return;"#
      ),
      (
        #"import { canPerform, Kind } from "./capabilities";"#,
        "if (!canPerform(Kind.Archive)) return;"
      ),
      (
        #"import { canPerform } from "./barrel";"#,
        #"const can = canPerform("task.archive"); if (!can) return;"#
      ),
    ]
    let files = ["barrel.ts": #"export * from "./capabilities";"#]
    func gated(_ body: String, _ call: (import: String, guard: String)) throws -> [String] {
      try gate(
        source.replacing("IMPORT", with: call.import).replacing("GUARD", with: call.guard),
        files.merging(["capabilities.ts": capabilities.replacing("BODY", with: body)]) { $1 })
    }
    for body in proving {
      for call in calls { #expect(try gated(body, call) == [], "\(body) \(call.1)") }
    }
    for body in notProving {
      for call in calls { #expect(try gated(body, call) == archiveOn70, "\(body) \(call.1)") }
    }
    // Given another kind, a kind not known, or the test turned round: no check of the archive.
    for call in [
      #"if (!canPerform("task.rename")) return;"#, "if (!canPerform(Kind.Rename)) return;",
      "if (!canPerform(other)) return;", #"if (canPerform("task.archive")) return;"#,
    ] {
      for body in proving {
        let imports = #"import { canPerform, Kind } from "./capabilities";"#
        #expect(try gated(body, (imports, call)) == archiveOn70, "\(body) \(call)")
      }
    }
  }

  /// In the function's own file, a hook given the kind (`useCanPerform(Kind.Archive)`) and
  /// tested in JSX guards the element it renders; the same hook given another kind does not.
  @Test func aHookGivenTheKindItGuardsInJSX() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      enum Kind { Archive = "task.archive", Rename = "task.rename" }
      function useCanPerform(kind: Kind) {
        switch (kind) {
          case Kind.Archive: return hasCapability("tempo.task-archive");
          default: return true;
        }
      }
      export function Row({ id }: { id: string }) {
        const can = useCanPerform(KIND);
        return <>{can && <Button onPress={() => perform({ kind: Kind.Archive, id })} />}</>;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    #expect(try gate(source.replacing("KIND", with: "Kind.Archive")) == [])
    #expect(try gate(source.replacing("KIND", with: "Kind.Rename")) == archiveOn70)
  }

  /// A function checking a scope of the shell's capability (`supportsScope(S)` of `(caps[C] ??
  /// []).includes(scope)`) proves both where it is called: the capability (the message and
  /// case need it) and the scope it is given. A wrapper that checks the scope it is given before
  /// sending it (`report(scope) { if (!supportsScope(scope)) return; send({ scope }) }`) sends
  /// each scope its callers give under that scope's check; one that sends it before, or beside,
  /// its check sends it unchecked — the scope is a use at the call, refused where it is missing.
  @Test func aFunctionCheckingAScopeOfTheShellsCapability() throws {
    let source = """
      import { sendMessage } from "expo-brownfield";
      declare const snapshot: { capabilities: Record<string, string[]> };
      declare function log(value: number): void;
      function supportsScope(scope: string) {
        return (snapshot.capabilities["tempo.navigation-progress"] ?? []).includes(scope);
      }
      function send(scope: string, value: number) {
        sendMessage({ type: "tempo.navigation-progress", data: { kind: "progress.update", scope, value } });
      }
      function report(scope: string, value: number) {
        BODY
      }
      export function onSlide(value: number) {
        CALL
      }
      """
    func gated(_ call: String, body: String = "") throws -> [String] {
      try gate(source.replacing("BODY", with: body).replacing("CALL", with: call))
    }
    let toolChromeOn71 = [
      #"unavailable-on-release scope:tempo.navigation-progress/toolChrome ["7.1"]"#
    ]
    let unchecked = [
      #"unavailable-on-release case:tempo.navigation-progress/progress.update ["7.0"]"#,
      #"unavailable-on-release message:tempo.navigation-progress ["7.0"]"#,
      #"unavailable-on-release scope:tempo.navigation-progress/toolChrome ["7.0", "7.1"]"#,
    ]
    #expect(try gated(#"if (supportsScope("toolChrome")) send("toolChrome", value);"#) == [])
    #expect(
      try gated(#"if (supportsScope("settingsBar")) send("toolChrome", value);"#) == toolChromeOn71)
    #expect(try gated(#"send("toolChrome", value);"#) == unchecked)
    let call = #"report("toolChrome", value);"#
    #expect(try gated(call, body: "if (!supportsScope(scope)) return; send(scope, value);") == [])
    #expect(try gated(call, body: "if (supportsScope(scope)) send(scope, value);") == [])
    // Sent before its check, or beside it where the check guards only another argument.
    #expect(
      try gated(call, body: "send(scope, value); if (!supportsScope(scope)) return;") == unchecked)
    #expect(
      try gated(
        call,
        body:
          #"if (snapshot.capabilities["tempo.navigation-progress"]) send(scope, 0); if (!supportsScope(scope)) return; log(value);"#
      ) == toolChromeOn71)
    // So with a check function proving only what it is given: taken for a check alone, the
    // scope given was no use there, and its send was missed.
    let plain = source.replacing(
      """
      function supportsScope(scope: string) {
        return (snapshot.capabilities["tempo.navigation-progress"] ?? []).includes(scope);
      }
      """,
      with: """
        const scopes = snapshot.capabilities["tempo.navigation-progress"] ?? [];
        function supportsScope(scope: string) { return scopes.includes(scope); }
        """)
    #expect(plain != source)
    #expect(
      try gate(
        plain.replacing("CALL", with: call).replacing(
          "BODY",
          with:
            #"if (snapshot.capabilities["tempo.navigation-progress"]) send(scope, 0); if (!supportsScope(scope)) return; log(value);"#
        )) == toolChromeOn71)
  }
}
