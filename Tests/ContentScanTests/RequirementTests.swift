import Testing

@testable import ContentScan

/// `// bridgecheck: requires C` is checked at every call the bundle reads (CONTENT-ANALYSIS.md,
/// "Author assertions and ignores"): a call inside another function of the file holds C where
/// that function runs — at each of its calls, through a flag it is given, on outwards — and an
/// exported function's calls in other files (through barrels and namespace imports) are checked
/// there. Each in a safe variant (no error, the uses guarded) and an unsafe one (the error at
/// the place that lacks the check).
struct RequirementTests {
  /// The scan's `assertion-not-held` errors as `file:line:column message`, and its uses as
  /// `file:line:column id guards`, with `asserted` when they rest on the assertion.
  func requirements(_ files: [String: String]) throws -> (errors: [String], uses: [String]) {
    let project = try ModuleGraphTests.Project(files)
    let report = ContentScanner.scan([project.root], contract: exampleContract)
    func place(_ file: String) -> String { String(file.dropFirst(project.root.count + 1)) }
    #expect(report.diagnostics.filter { $0.id != "assertion-not-held" }.map(\.id) == [])
    let errors = report.diagnostics.map { diagnostic in
      let at = diagnostic.span!.location
      return "\(place(diagnostic.path!)):\(at.line):\(at.column) \(diagnostic.message)"
    }
    let uses = report.uses.filter { $0.id == archiveCase }.map { use in
      "\(place(use.file)):\(use.line!):\(use.column!) \(use.guards)\(use.asserted ? " asserted" : "")"
    }
    return (errors, uses)
  }

  static let actions = """
    import { sendMessage } from "expo-brownfield";
    // bridgecheck: requires tempo.task-archive
    export function archiveNow(id: string) {
      sendMessage({ type: "tempo.perform", data: { kind: "task.archive", id } });
    }
    """

  /// A helper calling the asserted function, a flag guarding its call, a component rendering
  /// it, a hook's dependency list naming it: each held where it runs.
  @Test func aCallInsideAFunctionHoldsWhereThatFunctionRuns() throws {
    let index = """
      import { useCallback } from "react";
      import { sendMessage } from "expo-brownfield";
      // bridgecheck: requires tempo.task-archive
      function archiveNow(id: string) {
        sendMessage({ type: "tempo.perform", data: { kind: "task.archive", id } });
      }
      function onArchive(id: string) { archiveNow(id); }
      function archiveIf(id: string, allowed: boolean) { if (allowed) archiveNow(id); }
      function Row({ id }: { id: string }) {
        return <Button onPress={() => onArchive(id)} />;
      }
      export function Task({ id }: { id: string }) {
        const canArchive = has("tempo.task-archive");
        const onPress = useCallback(() => { if (canArchive) archiveNow(id); }, [canArchive, archiveNow]);
        archiveIf(id, canArchive);
        UNSAFE
        return canArchive ? <Row id={id} /> : <Button onPress={onPress} />;
      }
      """
    let files = ["package.json": #"{ "main": "index.tsx" }"#]
    let safe = try requirements(
      files.merging(["index.tsx": index.replacing("UNSAFE", with: "")]) { $1 })
    #expect(safe.errors == [])
    let guards = "[\"\(archive)\"]"
    #expect(
      safe.uses == [
        "index.tsx:10:33 \(guards)", "index.tsx:15:3 \(guards)", "index.tsx:17:58 \(guards)",
      ])
    let unsafe = try requirements(
      files.merging([
        "index.tsx": index.replacing(
          "UNSAFE", with: "archiveIf(id, true); onArchive(id); if (!canArchive) <Row id={id} />;")
      ]) { $1 })
    let asserts = "whose 'bridgecheck: requires tempo.task-archive' asserts it"
    #expect(
      unsafe.errors == [
        "index.tsx:16:3 'archiveIf' is called here without a check of tempo.task-archive, and it leads to 'archiveNow', called at line 8, \(asserts)",
        "index.tsx:16:24 'onArchive' is called here without a check of tempo.task-archive, and it leads to 'archiveNow', called at line 7, \(asserts)",
        "index.tsx:16:57 'Row' is rendered here without a check of tempo.task-archive, and it leads to 'archiveNow', called at line 7, \(asserts)",
      ])
    // Unproven, the assertion is what the uses rest on where no check holds (in the handler
    // of the `Row` rendered unchecked, once, beside the one rendered behind the check).
    #expect(
      unsafe.uses == [
        "index.tsx:10:33 \(guards) asserted", "index.tsx:10:33 \(guards)",
        "index.tsx:15:3 \(guards)", "index.tsx:16:3 \(guards) asserted",
        "index.tsx:16:24 \(guards) asserted", "index.tsx:17:58 \(guards)",
      ])
  }

  /// An exported function's calls in other files: behind a check, through a barrel, through a
  /// namespace import inside a helper given a flag.
  @Test func anExportedFunctionIsCheckedWhereOtherFilesCallIt() throws {
    let index = """
      import { archiveNow } from "./barrel";
      import * as Actions from "./actions";
      function archiveIf(id: string, allowed: boolean) { if (allowed) Actions.archiveNow(id); }
      export function Task({ id }: { id: string }) {
        const canArchive = has("tempo.task-archive");
        if (canArchive) archiveNow(id);
        archiveIf(id, canArchive);
        UNSAFE
        return null;
      }
      """
    let files = [
      "package.json": #"{ "main": "index.tsx" }"#, "actions.ts": Self.actions,
      "barrel.ts": #"export * from "./actions";"#,
    ]
    let guards = "[\"\(archive)\"]"
    let safe = try requirements(
      files.merging(["index.tsx": index.replacing("UNSAFE", with: "")]) { $1 })
    #expect(safe.errors == [])
    #expect(safe.uses == ["index.tsx:6:19 \(guards)", "index.tsx:7:3 \(guards)"])
    let unsafe = try requirements(
      files.merging([
        "index.tsx": index.replacing("UNSAFE", with: "archiveNow(id); archiveIf(id, !canArchive);")
      ]) {
        $1
      })
    #expect(
      unsafe.errors == [
        "index.tsx:8:3 'archiveNow' is called here without a check of tempo.task-archive, which its 'bridgecheck: requires tempo.task-archive' asserts",
        "index.tsx:8:19 'archiveIf' is called here without a check of tempo.task-archive, and it leads to 'archiveNow', called at line 3, whose 'bridgecheck: requires tempo.task-archive' asserts it",
      ])
    #expect(
      unsafe.uses == [
        "index.tsx:6:19 \(guards)", "index.tsx:7:3 \(guards)", "index.tsx:8:3 \(guards) asserted",
        "index.tsx:8:19 \(guards) asserted",
      ])
  }

  /// Read by no file of the bundle (a package's export, called by code without source), the
  /// function's calls cannot be seen: its uses rest on the assertion, and nothing is an error.
  @Test func anExportedFunctionNoFileReadsRestsOnItsAssertion() throws {
    let found = try requirements([
      "package.json": #"{ "main": "actions.ts" }"#, "actions.ts": Self.actions,
    ])
    #expect(found.errors == [])
    #expect(found.uses == ["actions.ts:4:3 [\"\(archive)\"] asserted"])
  }
}
