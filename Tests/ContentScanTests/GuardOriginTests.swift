import BridgeDiagnostics
import ContractLanguage
import Foundation
import TestSupport
import Testing

@testable import ContentScan

/// Where a use's guards come from (CONTENT-ANALYSIS.md, "Output": `via` lists, after where the
/// value was written and the calls between, the guards): a binding holding a check
/// (`guard-binding`, and the call its value comes from), a call whose function proves what it
/// is given (`guard-summary`), a `// bridgecheck: requires` (`assertion`) — in the use's file
/// or in a file calling the function it stands in. An unguarded use has none, and a check
/// written in the condition itself needs none.
@Suite struct GuardOriginTests {
  private let send = #"sendMessage({ type: "tempo.perform", data: { kind: "task.archive" } })"#

  /// Each case use: where it stands, its guards, and where they come from (`what file:line:column`).
  private func origins(_ files: [String: String]) throws -> [String] {
    try projectUses(files) { use, place in
      guard use.id?.hasPrefix("case:") == true else { return "" }
      let origins = use.guardedAt.map {
        " \($0.what.rawValue) \(place($0.file)):\($0.line):\($0.column)"
      }.joined()
      return "\(place(use.file)):\(use.line!):\(use.column!) \(use.guards)\(origins)"
    }.filter { !$0.isEmpty }
  }

  @Test func eachGuardSaysWhereItsCheckStands() throws {
    let found = try origins([
      "package.json": #"{ "main": "index.ts" }"#,
      "caps.ts": """
      export function hasCapability(name: string) { return snapshot.capabilities[name] !== undefined; }
      export function useCaps() { return { canArchive: hasCapability("tempo.task-archive") }; }
      export function withCapability(name: string, run: () => void) { if (hasCapability(name)) run(); }
      """,
      "index.ts": """
      import { sendMessage } from "expo-brownfield";
      import { hasCapability, useCaps, withCapability } from "./caps";
      export function Screen() {
        const ok = hasCapability("tempo.task-archive");
        if (ok) \(send);
        if (hasCapability("tempo.task-archive")) \(send);
        const { canArchive } = useCaps();
        if (canArchive) \(send);
        withCapability("tempo.task-archive", () => \(send));
        if (snapshot.capabilities["tempo.task-archive"]) \(send);
        \(send);
      }
      """,
    ])
    let guarded = #"["capability:tempo.task-archive"]"#
    #expect(
      found == [
        // The binding, and the call whose result it holds.
        "index.ts:5:11 \(guarded) guard-binding index.ts:4:9 guard-summary index.ts:4:14",
        "index.ts:6:44 \(guarded) guard-summary index.ts:6:7",
        // A flag a hook returns: where the file binds it.
        "index.ts:8:19 \(guarded) guard-binding index.ts:7:11",
        // A callback run under the check of the argument beside it.
        "index.ts:9:46 \(guarded) guard-summary index.ts:9:3",
        // Tested where it stands: nothing to point to.
        "index.ts:10:52 \(guarded)",
        "index.ts:11:3 []",
      ])
  }

  /// A use inside a function stands at its callers, which add their guards and where those
  /// come from — in another file, too — beside the assertion above the function; called
  /// unguarded, the caller adds none.
  @Test(arguments: [true, false])
  func aCallersGuardsComeWithTheirOrigins(guarded: Bool) throws {
    let found = try origins([
      "package.json": #"{ "main": "index.ts" }"#,
      "caps.ts": """
      export function hasCapability(name: string) { return snapshot.capabilities[name] !== undefined; }
      """,
      "archive.ts": """
      import { sendMessage } from "expo-brownfield";
      export function archive() { \(send); }
      """,
      "index.ts": """
      import { hasCapability } from "./caps";
      import { archive } from "./archive";
      \(guarded ? #"if (hasCapability("tempo.task-archive")) "# : "")archive();
      """,
    ])
    #expect(
      found
        == (guarded
          ? [#"index.ts:3:42 ["capability:tempo.task-archive"] guard-summary index.ts:3:5"#]
          : ["index.ts:3:1 []"]))
  }

  /// A check function given the kind it guards (`canPerform("task.archive")`, `NamedChecks`)
  /// is that kind's check where it is called, as a check written there is: a binding holding
  /// its result is where the guard comes from; given another kind, it guards nothing.
  @Test func aCheckFunctionGivenAKindIsCheckedWhereCalled() throws {
    let found = try origins([
      "package.json": #"{ "main": "index.ts" }"#,
      "caps.ts": """
      export function canPerform(kind: string) {
        switch (kind) {
          case "task.archive": return snapshot.capabilities["tempo.task-archive"] !== undefined;
          default: return true;
        }
      }
      """,
      "index.ts": """
      import { sendMessage } from "expo-brownfield";
      import { canPerform } from "./caps";
      const ok = canPerform("task.archive");
      if (ok) \(send);
      if (canPerform("task.archive")) \(send);
      if (canPerform("task.rename")) \(send);
      """,
    ])
    let guarded = #"["capability:tempo.task-archive"]"#
    #expect(
      found == [
        "index.ts:4:9 \(guarded) guard-binding index.ts:3:7",
        "index.ts:5:33 \(guarded)",
        "index.ts:6:32 []",
      ])
  }

  /// A legacy shell's flag, a check negated, guards where it is falsy: an imported constant's
  /// binding is where it comes from, as a hook's result bound is.
  @Test func aNegatedChecksFlagSaysWhereItIsBound() throws {
    let found = try origins([
      "package.json": #"{ "main": "index.ts" }"#,
      "caps.ts": """
      const capabilities = () => snapshot.capabilities;
      export const isLegacyShell = capabilities()["tempo.task-archive"] === undefined;
      export function useLegacyShell() { return !("tempo.task-archive" in capabilities()); }
      """,
      "index.ts": """
      import { sendMessage } from "expo-brownfield";
      import { isLegacyShell, useLegacyShell } from "./caps";
      export function Screen() {
        if (!isLegacyShell) \(send);
        const legacy = useLegacyShell();
        if (legacy) return;
        \(send);
      }
      export function Other() {
        if (useLegacyShell() || isLegacyShell) return;
        \(send);
      }
      """,
    ])
    let guarded = #"["capability:tempo.task-archive"]"#
    #expect(
      found == [
        "index.ts:4:23 \(guarded) guard-binding index.ts:2:10",
        "index.ts:7:3 \(guarded) guard-binding index.ts:5:9",
        "index.ts:11:3 \(guarded) guard-binding index.ts:2:10",
      ])
  }

  /// A flag another file exports holding a test of a capability's scope is that capability's
  /// and that scope's check where read — unless another capability has a scope of that name,
  /// which a name read there would name too: then it proves nothing.
  @Test func anExportedScopeFlagNamesItsScopeOnly() throws {
    let contract = ContractLoader.check(
      [
        SourceFile(
          path: "acme.contract",
          text: """
            bridge acme
            runtime 1 {
              release 1.0
            }
            capability lights {
              scope porch
              scope hall
            }
            capability doors {
              scope hall
            }
            message ping from content

            """)
      ], runtimeVersion: nil, folder: "contracts"
    ).contract!
    let found = try projectUses(
      [
        "package.json": #"{ "main": "index.ts" }"#,
        "flags.ts": """
        const caps: Record<string, string[]> = snapshot.capabilities;
        export const porch = (caps["acme.lights"] ?? []).includes("porch");
        export const hall = (caps["acme.lights"] ?? []).includes("hall");
        """,
        "index.ts": """
        import { sendMessage } from "expo-brownfield";
        import { porch, hall } from "./flags";
        if (porch) sendMessage({ type: "acme.ping", data: {} });
        if (hall) sendMessage({ type: "acme.ping", data: {} });
        """,
      ], contract: contract
    ) { use, place in
      guard use.id == "message:acme.ping" else { return "" }
      let origins = use.guardedAt.map {
        " \($0.what.rawValue) \(place($0.file)):\($0.line):\($0.column)"
      }.joined()
      return "\(place(use.file)):\(use.line!) \(use.guards)\(origins)"
    }.filter { !$0.isEmpty }
    #expect(
      found == [
        #"index.ts:3 ["capability:acme.lights", "scope:acme.lights/porch"] guard-binding index.ts:2:10"#,
        "index.ts:4 []",
      ])
  }

  /// `// bridgecheck: requires` above the function: the assertion is where its guard comes
  /// from, beside the check at the call that proves it.
  @Test func anAssertionIsWhereItsGuardComesFrom() throws {
    let found = try origins([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      import { sendMessage } from "expo-brownfield";
      // bridgecheck: requires tempo.task-archive
      function archive() { \(send); }
      if (has("tempo.task-archive")) archive();
      """,
    ])
    #expect(
      found == [
        #"index.ts:4:32 ["capability:tempo.task-archive"] assertion index.ts:2:1 guard-summary index.ts:4:5"#
      ])
  }
}
