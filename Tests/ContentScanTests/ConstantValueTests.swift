import BridgeDiagnostics
import Foundation
import Testing

@testable import ContentScan

/// Constants are values (CONTENT-ANALYSIS.md, "Values"): a name written in a constant is used
/// where the constant is read, with the guards there, and `via` says where it was written.
/// Each idiom in a safe variant (read behind its check: publishes) and an unsafe one (read
/// unguarded: a use without the guard, which refuses on the releases lacking the case).
struct ConstantValueTests {
  @Test func aCaseNameInAConstIsUsedWhereItIsRead() {
    let (uses, scan) = scanMarked(
      """
      const ARCHIVE = "task.archive";
      function safe(id) { if (has("tempo.task-archive")) perform({ kind: 1️⃣ARCHIVE, id }) }
      function unsafe(id) { perform({ kind: 2️⃣ARCHIVE, id }) }
      """)
    #expect(scan.diagnostics == [])
    #expect(uses == [Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2)])
    #expect(
      scan.uses.map(\.via)
        == Array(repeating: [Use.Origin(file: "test.tsx", line: 1, column: 17)], count: 2))
  }

  @Test func anAsConstObjectAFrozenObjectAndAnEnum() {
    let (uses, _) = scanMarked(
      """
      const KINDS = { archive: "task.archive", create: "task.create" } as const;
      const FROZEN = Object.freeze({ nested: { archive: "task.archive" } });
      enum Kind { Archive = "task.archive", Count = 2 }
      if (has("tempo.task-archive")) {
        perform({ kind: 1️⃣KINDS.archive }); perform({ kind: 2️⃣FROZEN.nested.archive });
        perform({ kind: 3️⃣Kind.Archive }); perform({ kind: 4️⃣KINDS["archive"] });
      }
      perform({ kind: 5️⃣Kind.Archive }); perform({ kind: 6️⃣KINDS.create });
      """)
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2, [archive]),
        Found(archiveCase, at: 3, [archive]), Found(archiveCase, at: 4, [archive]),
        Found(archiveCase, at: 5), Found(createCase, at: 6),
      ])
  }

  /// Compared, indexed, an inert attribute, never read: no use (the reducer of a local store,
  /// a `testID`, a constant nobody reads).
  @Test func readsThatSendNothingAreNoUses() {
    let (uses, scan) = scanMarked(
      """
      const KINDS = { archive: "task.archive" } as const;
      const UNREAD = "task.archive";
      function reducer(state, action) {
        switch (action.kind) { case KINDS.archive: return state; }
        return action.kind === KINDS.archive ? state : null;
      }
      const row = <Row testID={KINDS.archive} />;
      """)
    #expect(scan.diagnostics == [])
    #expect(uses == [])
  }

  /// A constant capability checked guards like the literal; a collection read at once names
  /// every element in it: tested, it proves none of them (and is no use, as a check never is),
  /// but for `.every`; passed on, it is a use of each where it leaves.
  @Test func aCapabilityConstantChecksAndACollectionProvesNothing() {
    let (uses, scan) = scanMarked(
      """
      const CAPS = { archive: "tempo.task-archive" };
      const ALL = ["tempo.task-archive", "tempo.navigation-progress"];
      const KINDS = ["task.archive", "task.create"];
      if (has(CAPS.archive)) perform({ kind: 1️⃣"task.archive" });
      if (ALL.some(has)) perform({ kind: 2️⃣"task.archive" });
      3️⃣KINDS.forEach((kind) => perform({ kind }));
      """)
    // (Which of the list's names holds is not known: a note says so at `.some`.)
    #expect(
      scan.diagnostics.map { "\($0.id) \($0.span!.location.line):\($0.span!.location.column)" }
        == ["guard-not-credited 5:9"])
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2),
        Found(archiveCase, at: 3), Found(createCase, at: 3),
      ])
  }

  /// A list of rows naming capabilities beside cases, read whole: its capabilities, tested or
  /// bound, prove nothing (and are no use), and the cases beside them are used where it is read
  /// — its rows leave through the name it is bound to. A filter by each row's capability
  /// (`RowFilters`) adds to each row's names what it proves of that row; one keeping rows whose
  /// capability is missing adds nothing.
  @Test func aListOfRowsHoldingCapabilitiesUsesItsCasesWhereRead() {
    let (uses, scan) = scanMarked(
      """
      const ACTIONS = [
        { kind: "task.archive", capability: "tempo.task-archive" },
        { kind: "task.create", capability: "tempo.navigation-progress" },
      ];
      const shown = 1️⃣ACTIONS.filter((a) => !has(a.capability));
      shown.forEach((a) => perform({ kind: a.kind }));
      if (has("tempo.task-archive")) {
        const kept = 2️⃣ACTIONS.filter((a) => has(a.capability));
        kept.forEach((a) => perform({ kind: a.kind }));
      }
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        Found(archiveCase, at: 1), Found(createCase, at: 1),
        Found(archiveCase, at: 2, [archive]), Found(createCase, at: 2, [progress, archive]),
      ])
  }

  /// An action creator: what it returns at every call, an arrow or a declaration — one whose
  /// body does other things first too, its one `return` last.
  @Test func anActionCreatorsCaseIsUsedAtItsCall() {
    let (uses, scan) = scanMarked(
      """
      const archiveTask = (id: string) => ({ kind: "task.archive", id });
      function createTask(title: string) { return { kind: "task.create", title }; }
      function completeTask(id: string) { const at = Date.now(); return { kind: "task.complete", id, at }; }
      if (has("tempo.task-archive")) perform(1️⃣archiveTask(id));
      perform(2️⃣archiveTask(id)); perform(3️⃣createTask("x"));
      if (has("tempo.task-archive")) perform(4️⃣completeTask(id));
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2), Found(createCase, at: 3),
        Found("case:tempo.perform/task.complete", at: 4, [archive]),
      ])
  }

  /// Passed on as a value (`onPress={archiveTask}`), a function's names leave with it there;
  /// a value the reading does not follow leaves its names where they are written.
  @Test func whatIsNotFollowedStaysWhereWritten() {
    let (uses, _) = scanMarked(
      """
      const archiveTask = () => ({ kind: "task.archive" });
      const TABLE = { archive: pick(1️⃣"task.archive") };
      var later = 2️⃣"task.archive";
      if (has("tempo.task-archive")) register(3️⃣archiveTask);
      """)
    #expect(
      uses == [
        Found(archiveCase, at: 1), Found(archiveCase, at: 2), Found(archiveCase, at: 3, [archive]),
      ])
  }

  // MARK: - Functions the file alone calls

  /// A wrapper called under a check: its use stands at each call, with the call's guards and
  /// its own, and `via` names where it was written.
  @Test func aLocalFunctionsUseStandsAtEachCall() {
    let (uses, scan) = scanMarked(
      """
      function archive(id) { perform({ kind: "task.archive", id }) }
      if (has("tempo.task-archive")) 1️⃣archive(1)
      2️⃣archive(2)
      """)
    #expect(scan.diagnostics == [])
    #expect(uses == [Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2)])
    #expect(
      scan.uses.map(\.via)
        == Array(
          repeating: [Use.Origin(file: "test.tsx", line: 1, column: 40)], count: 2))
  }

  /// A handler made with `useCallback` outside the check and passed on behind it; a flag from
  /// a hook returning checks (`const { canArchive } = useCapabilities()`).
  @Test func aHandlerPassedBehindAFlagFromAHook() {
    let (uses, scan) = scanMarked(
      """
      function useCapabilities() { return { canArchive: has("tempo.task-archive") }; }
      function Row({ id }) {
        const { canArchive } = useCapabilities();
        const onArchive = useCallback(() => perform({ kind: "task.archive", id }), [id]);
        return <>
          <Button onPress={canArchive ? 1️⃣onArchive : undefined} />
          <Button onPress={2️⃣onArchive} />
        </>;
      }
      export default Row;
      """)
    #expect(scan.diagnostics == [])
    #expect(uses == [Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2)])
    // The hook's own check is no use.
    #expect(scan.uses.allSatisfy { $0.id == archiveCase })
  }

  /// `useMemo(f, deps)` is `f()` in either body form: a check it returns, alone or in an
  /// object, guards where the result is tested — and only there.
  @Test func aBlockBodiedUseMemoReturningChecks() {
    let (uses, scan) = scanMarked(
      """
      export function Row({ id, flag }) {
        const canArchive = useMemo(() => { return has("tempo.task-archive"); }, []);
        const caps = React.useMemo(() => ({ archive: has("tempo.task-archive"), flag }), [flag]);
        const direct = useMemo(() => has("tempo.task-archive"), []);
        if (canArchive) perform({ kind: 1️⃣"task.archive", id });
        if (caps.archive) perform({ kind: 2️⃣"task.archive", id });
        if (caps.flag) perform({ kind: 3️⃣"task.archive", id });
        perform({ kind: 4️⃣"task.archive", id });
        if (direct) perform({ kind: 5️⃣"task.archive", id });
      }
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2, [archive]),
        Found(archiveCase, at: 3), Found(archiveCase, at: 4), Found(archiveCase, at: 5, [archive]),
      ])
  }

  /// `await f()` is what `f` returns (an async function's promise resolves to it), and so is
  /// the parameter of a callback its promise's `then` is given (`f().then((caps) => …)`, the
  /// arrow `async` or not, its parameter in parentheses or not): a check it returns in an
  /// object guards where the member is tested, and only there — not where the parameter is
  /// assigned first.
  @Test func anAwaitedResultHoldingChecks() {
    let (uses, scan) = scanMarked(
      """
      async function loadCaps() { return { archive: has("tempo.task-archive") }; }
      export async function archive(id) {
        const caps = await loadCaps();
        if (caps.archive) perform({ kind: 1️⃣"task.archive", id });
        if (!caps.archive) perform({ kind: 2️⃣"task.archive", id });
        loadCaps().then((later) => { if (later.archive) perform({ kind: 3️⃣"task.archive", id }); });
        loadCaps().then(async later => later.archive && perform({ kind: 4️⃣"task.archive", id }));
        loadCaps().then((later) => { later = other(); if (later.archive) perform({ kind: 5️⃣"task.archive", id }); });
        loadCaps().then(({ archive: can }) => { if (can) perform({ kind: 6️⃣"task.archive", id }); });
        loadCaps().then(({ other }) => { if (other) perform({ kind: 7️⃣"task.archive", id }); });
        loadCaps().then(({ archive, ...rest }) => archive && perform({ kind: 8️⃣"task.archive", id }));
      }
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2),
        Found(archiveCase, at: 3, [archive]), Found(archiveCase, at: 4, [archive]),
        Found(archiveCase, at: 5), Found(archiveCase, at: 6, [archive]), Found(archiveCase, at: 7),
        Found(archiveCase, at: 8),
      ])
  }

  /// A variable holding a function that checks — given to another call (`useCallback(() =>
  /// has(C))`, `run(…)`), in a list, or lazily to `useState` read by position — holds a
  /// function, which is always truthy: testing it proves nothing. The capability it names is
  /// still a check, not a use.
  @Test func aCheckInsideAFunctionAVariableHoldsProvesNothing() {
    let (uses, scan) = scanMarked(
      """
      export function Row({ id }) {
        const memo = useCallback(() => has("tempo.task-archive"), []);
        const later = run(() => has("tempo.task-archive"));
        const list = [() => has("tempo.task-archive")];
        if (memo) perform({ kind: 1️⃣"task.archive", id });
        if (later) perform({ kind: 2️⃣"task.archive", id });
        if (list) perform({ kind: 3️⃣"task.archive", id });
      }
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [Found(archiveCase, at: 1), Found(archiveCase, at: 2), Found(archiveCase, at: 3)])
  }

  /// `useState(init)` is `init` joined with every argument of its setter (React, modelled): a
  /// flag `false` at first and set to a check, or initialized lazily with one, guards where it
  /// is tested; set to anything else, or with the setter passed on, it guards nothing.
  @Test func aStateSetToACheck() {
    func scan(_ initial: String, _ effect: String) -> [Found] {
      scanMarked(
        """
        export function Row({ id }) {
          const [canArchive, setCanArchive] = useState(\(initial));
          \(effect)
          if (canArchive) perform({ kind: 1️⃣"task.archive", id });
        }
        """
      ).uses
    }
    let guarded = [Found(archiveCase, at: 1, [archive])]
    let check = #"has(2️⃣"tempo.task-archive")"#
    #expect(scan("false", "useEffect(() => { setCanArchive(\(check)); }, []);") == guarded)
    #expect(scan("() => \(check)", "") == guarded)
    #expect(scan(check, "") == guarded)
    #expect(
      scan("false", "useEffect(() => { setCanArchive(true); }, []);")
        == [Found(archiveCase, at: 1)])
    // Not read as a state's value, the check's name is what it was: a capability named outside
    // a test (listed, never refused).
    let unguarded = [Found(archive, at: 2), Found(archiveCase, at: 1)]
    #expect(scan("true", "useEffect(() => { setCanArchive(\(check)); }, []);") == unguarded)
    #expect(
      scan(check, "subscribe(setCanArchive);") == [
        Found(archive, at: 2), Found(archiveCase, at: 1),
      ])
    #expect(
      scan(check, "const toggle = () => setCanArchive((v) => !v);")
        == [Found(archive, at: 2), Found(archiveCase, at: 1)])
  }

  /// Nested: a use inside a function called only from another is carried out through both.
  @Test func callsAreFollowedOutwards() {
    let (uses, scan) = scanMarked(
      """
      const send = (kind) => perform({ kind: "task.archive" });
      function archiveAll() { send(); send(); }
      export function onSwipe() { if (has("tempo.task-archive")) 1️⃣archiveAll(); }
      """)
    #expect(uses == [Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 1, [archive])])
    #expect(
      scan.uses.map { $0.via.map { "\($0.what) \($0.line):\($0.column)" } } == [
        ["value 1:40", "call 2:25"], ["value 1:40", "call 2:33"],
      ])
  }

  /// Chains past `LocalFunctions.maxPlaces` (here 6 × 6): one use where written, guarded by
  /// what holds on every chain — and by nothing once one chain lacks it.
  @Test func manyChainsGiveOneUseWithTheCommonGuards() {
    let inner = Array(repeating: "send();", count: 6).joined(separator: " ")
    let outer = Array(repeating: "all();", count: 6).joined(separator: " ")
    let (uses, _) = scanMarked(
      """
      const send = () => perform({ kind: 1️⃣"task.archive" });
      function all() { \(inner) }
      if (has("tempo.task-archive")) { \(outer) }
      """)
    #expect(uses == [Found(archiveCase, at: 1, [archive])])
    let (unguarded, _) = scanMarked(
      """
      const send = () => perform({ kind: 1️⃣"task.archive" });
      function all() { \(inner) }
      if (has("tempo.task-archive")) { \(outer) }
      all();
      """)
    #expect(unguarded == [Found(archiveCase, at: 1)])
  }

  // MARK: - Across files

  private func uses(_ files: [String: String]) throws -> [String] { try projectUses(files) }

  @Test func importedConstantsReExportsNamespacesDefaultsAndActionCreators() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      import { CAPS } from "./names";
      import * as Kinds from "./kinds";
      import CREATE from "./kinds";
      import { archiveTask } from "./actions";
      if (has(CAPS.archive)) { perform({ kind: Kinds.ARCHIVE }); perform(archiveTask(1)); }
      perform({ kind: Kinds.ARCHIVE }); perform({ kind: CREATE });
      """,
      "names.ts": #"export { CAPS } from "./caps"; export * from "./kinds";"#,
      "caps.ts": #"export const CAPS = { archive: "tempo.task-archive" } as const;"#,
      "kinds.ts": """
      export const ARCHIVE = "task.archive";
      const CREATE = "task.create";
      export default CREATE;
      """,
      "actions.ts": #"export const archiveTask = (id) => ({ kind: "task.archive", id });"#,
    ])
    let guarded = "[\"\(archive)\"]"
    #expect(
      found == [
        // Each through its import: the namespace's, the default's, the action creator's.
        "index.ts:5:42 \(archiveCase) \(guarded) via kinds.ts:1:24 via index.ts:2:13",
        "index.ts:5:68 \(archiveCase) \(guarded) via actions.ts:1:45 via index.ts:4:10",
        "index.ts:6:17 \(archiveCase) [] via kinds.ts:1:24 via index.ts:2:13",
        "index.ts:6:51 \(createCase) [] via kinds.ts:2:16 via index.ts:3:8",
      ])
  }

  /// `export default { … }` (or a string, a list) binds the module's `*default*` to the value:
  /// it and its members are constants where another file reads them, the guards there their
  /// guards — behind a check and not, a name and an action creator alike — and nothing stands
  /// where they are written.
  @Test func aDefaultExportedObjectsMembersAreConstantsWhereRead() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      import Kinds from "./kinds";
      import CREATE from "./create";
      import ALL from "./all";
      if (has("tempo.task-archive")) { perform({ kind: Kinds.ARCHIVE }); }
      perform({ kind: Kinds.ARCHIVE }); perform(Kinds.archive(1));
      perform({ kind: CREATE }); ALL.forEach((kind) => perform({ kind }));
      """,
      "create.ts": #"export default "task.create";"#,
      "all.ts": #"export default ["task.archive"];"#,
      "kinds.ts": """
      export default {
        ARCHIVE: "task.archive",
        archive: (id) => ({ kind: "task.archive", id }),
      };
      """,
    ])
    let guarded = "[\"\(archive)\"]"
    #expect(
      found == [
        "index.ts:4:50 \(archiveCase) \(guarded) via kinds.ts:2:12 via index.ts:1:8",
        "index.ts:5:17 \(archiveCase) [] via kinds.ts:2:12 via index.ts:1:8",
        "index.ts:5:43 \(archiveCase) [] via kinds.ts:3:29 via index.ts:1:8",
        "index.ts:6:17 \(createCase) [] via create.ts:1:16 via index.ts:2:8",
        "index.ts:6:28 \(archiveCase) [] via all.ts:1:17 via index.ts:3:8",
      ])
  }

  /// CommonJS across files (CONTENT-ANALYSIS.md, "Values"): a module-level `const` bound to a
  /// `require` — whole, destructured or a member — imports, and `module.exports = VALUE`,
  /// `exports.A = NAME` export; a name imported from a module assigning `module.exports` is
  /// that value's member, whatever form imports it. Each name is used where read, with the
  /// guards there (behind a check and not); a function the object holds runs where called; a
  /// check it exports proves. A module that writes `module.exports` again keeps no value: its
  /// names stay where written; so do those of one assigning `module.exports` and writing
  /// `exports.X` too (which is lost), whose readers are not followed, and those of one whose
  /// value another file writes into (`Patched.LATER = …`, `Object.assign(Assigned, …)`), whose
  /// readers read nothing known.
  @Test func commonJSModulesAreImportsAndExports() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.js" }"#,
      "index.js": """
      const Kinds = require("./kinds");
      const { ARCHIVE, archive } = require("./kinds");
      const { can } = require("./checks");
      import { ARCHIVE as A } from "./kinds";
      const run = require("./run").run;
      if (can("tempo.task-archive")) { perform({ kind: Kinds.ARCHIVE }); perform(archive(1)); run(); }
      perform({ kind: ARCHIVE }); perform({ kind: A }); run();
      perform({ kind: require("./written").CREATE });
      const { X } = require("./mixed");
      perform({ kind: X });
      const { LATER } = require("./patched");
      perform({ kind: LATER });
      import "./patcher";
      const { ASSIGNED } = require("./assigned");
      perform({ kind: ASSIGNED });
      import "./assigner";
      """,
      "assigned.js": #"module.exports = { ASSIGNED: "task.create" };"#,
      "assigner.js": """
      const Assigned = require("./assigned");
      Object.assign(Assigned, { ASSIGNED: globalThis.remote });
      """,
      "patched.js": #"module.exports = { LATER: "task.create" };"#,
      "patcher.js": """
      const Patched = require("./patched");
      Patched.LATER = globalThis.remote;
      """,
      "mixed.js": """
      const CREATE = "task.create";
      module.exports = { X: "task.archive" };
      exports.X = CREATE;
      """,
      "kinds.js": """
      module.exports = {
        ARCHIVE: "task.archive",
        archive: (id) => ({ kind: "task.archive", id }),
      };
      """,
      "checks.js": "const can = (c) => globalThis.caps.includes(c);\nexports.can = can;",
      "run.js": """
      function run() { perform({ kind: "task.complete" }); }
      module.exports = { run };
      """,
      "written.js": """
      module.exports = { CREATE: "task.archive" };
      module.exports.CREATE = "task.create";
      """,
    ])
    let guarded = "[\"\(archive)\"]"
    #expect(
      found == [
        "assigned.js:1:30 \(createCase) []",
        "index.js:6:50 \(archiveCase) \(guarded) via kinds.js:2:12 via index.js:1:7",
        "index.js:6:76 \(archiveCase) \(guarded) via kinds.js:3:29 via index.js:2:18",
        "index.js:6:89 case:tempo.perform/task.complete \(guarded) via run.js:1:34",
        "index.js:7:17 \(archiveCase) [] via kinds.js:2:12 via index.js:2:9",
        "index.js:7:45 \(archiveCase) [] via kinds.js:2:12 via index.js:4:21",
        "index.js:7:51 case:tempo.perform/task.complete [] via run.js:1:34",
        "index.js:10:17 \(createCase) [] via mixed.js:1:16 via index.js:9:9",
        "mixed.js:1:16 \(createCase) []",
        "mixed.js:2:8 \(archiveCase) [] via mixed.js:2:23",
        "patched.js:1:27 \(createCase) []",
        "written.js:1:28 \(archiveCase) []",
        // Written into shared state: the name stands at the write.
        "written.js:2:16 \(createCase) [] via written.js:2:25",
      ])
  }

  /// `exports.A = VALUE` (or `module.exports.A = VALUE`) of any value exports it as `export
  /// const A = VALUE` does: read through `require` or `import`, each name is used where read,
  /// with the guards there. Where `exports.A` is written again, written into, or the file
  /// reads or writes `exports` any other way (Babel's `Object.defineProperty(exports, …)`),
  /// it is no constant: its names stay where written.
  @Test func commonJSExportsOfValuesAreConstants() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.js" }"#,
      "index.js": """
      const { ARCHIVE, KINDS } = require("./kinds");
      import { CREATE } from "./more";
      const { AGAIN, INTO } = require("./again");
      const { COMPILED } = require("./compiled");
      if (has("tempo.task-archive")) { perform({ kind: ARCHIVE }); perform({ kind: KINDS.archive }); }
      perform({ kind: CREATE });
      perform({ kind: AGAIN }); perform({ kind: INTO.archive }); perform({ kind: COMPILED });
      """,
      "kinds.js": """
      exports.ARCHIVE = "task.archive";
      exports.KINDS = { archive: "task.archive" };
      """,
      "more.js": #"module.exports.CREATE = "task.create";"#,
      "again.js": """
      exports.AGAIN = "task.create";
      exports.AGAIN = "task.archive";
      exports.INTO = { archive: "task.archive" };
      exports.INTO.archive = globalThis.remote;
      """,
      "compiled.js": """
      Object.defineProperty(exports, "__esModule", { value: true });
      exports.COMPILED = "task.create";
      """,
    ])
    let guarded = "[\"\(archive)\"]"
    #expect(
      found == [
        // (Written again into shared state: the name stands at the write.)
        "again.js:1:17 \(createCase) []", "again.js:2:9 \(archiveCase) [] via again.js:2:17",
        "again.js:3:9 \(archiveCase) [] via again.js:3:27",
        "compiled.js:2:9 \(createCase) [] via compiled.js:2:20",
        "index.js:5:50 \(archiveCase) \(guarded) via kinds.js:1:19 via index.js:1:9",
        "index.js:5:78 \(archiveCase) \(guarded) via kinds.js:2:28 via index.js:1:18",
        "index.js:6:17 \(createCase) [] via more.js:1:25 via index.js:2:10",
      ])
  }

  /// TypeScript's `import Kinds = require("./kinds")` imports the module whole, as `const Kinds
  /// = require("./kinds")` does: its names are used where read, behind a check and not.
  @Test func typeScriptsImportRequireImports() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      import Kinds = require("./kinds");
      if (has("tempo.task-archive")) perform({ kind: Kinds.ARCHIVE });
      perform({ kind: Kinds.ARCHIVE });
      """,
      "kinds.ts": #"export const ARCHIVE = "task.archive";"#,
    ])
    #expect(
      found == [
        "index.ts:2:48 \(archiveCase) [\"\(archive)\"] via kinds.ts:1:24 via index.ts:1:8",
        "index.ts:3:17 \(archiveCase) [] via kinds.ts:1:24 via index.ts:1:8",
      ])
  }

  /// A function a module gives as its value — `export default (…) => …`, `module.exports =
  /// function (…) { … }` — is followed into the files calling it, as a named export is: its
  /// uses stand at each call with the guards there, a wrapper's calls are judged by their
  /// arguments, and a check it makes proves what its body does.
  @Test func aFunctionAModuleGivesAsItsValueIsFollowedWhereCalled() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.js" }"#,
      "index.js": """
      import run from "./run";
      import can from "./can";
      const send = require("./send");
      if (can("tempo.task-archive")) { run(); send({ kind: "task.archive" }); }
      run(); send({ kind: "task.archive" });
      """,
      "run.js": #"export default () => perform({ kind: "task.archive" });"#,
      "can.js": "export default (c) => globalThis.caps.includes(c);",
      "send.js": """
      import { sendMessage } from "expo-brownfield";
      module.exports = function (action) { sendMessage({ type: "tempo.perform", data: action }); };
      """,
    ])
    let guarded = "[\"\(archive)\"]"
    #expect(
      found == [
        "index.js:4:34 \(archiveCase) \(guarded) via run.js:1:38",
        "index.js:4:41 \(archiveCase) \(guarded) via index.js:4:54",
        "index.js:4:41 message:tempo.perform \(guarded) via send.js:2:58",
        "index.js:5:1 \(archiveCase) [] via run.js:1:38",
        "index.js:5:8 \(archiveCase) [] via index.js:5:21",
        "index.js:5:8 message:tempo.perform [] via send.js:2:58",
      ])
  }

  /// A default export declared as a function without a name (`export default function (…) {
  /// … }`, `async` too) is the module's value as the arrow is: its uses stand where it is
  /// called (a component's handler where it is rendered), with the guards there, and a check it
  /// makes proves what its body does.
  @Test func aDefaultFunctionDeclarationWithoutANameIsFollowedWhereCalled() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.js" }"#,
      "index.js": """
      import run from "./run";
      import can from "./can";
      import Archive from "./archive";
      if (can("tempo.task-archive")) { run(); <Archive />; }
      run(); <Archive />;
      """,
      "run.js": #"export default async function () { perform({ kind: "task.archive" }); }"#,
      "can.js": "export default function (c) { return globalThis.caps.includes(c); }",
      "archive.js": """
      export default function () { return <Button onPress={() => perform({ kind: "task.archive" })} />; }
      """,
    ])
    let guarded = "[\"\(archive)\"]"
    #expect(
      found == [
        "archive.js:1:76 \(archiveCase) \(guarded) via index.js:4:42",
        "archive.js:1:76 \(archiveCase) [] via index.js:5:9",
        "index.js:4:34 \(archiveCase) \(guarded) via run.js:1:52",
        "index.js:5:1 \(archiveCase) [] via run.js:1:52",
      ])
  }

  /// A reader the bundle does not follow — a `require` no module-level `const` binds, no
  /// importer at all (an entry's exports) — leaves the names where they are written.
  @Test func unfollowedReadersReportTheNameWhereWritten() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      export const ENTRY = "task.create";
      const legacy = pick() && require("./legacy");
      """,
      "legacy.ts": #"export const OLD = "task.archive";"#,
    ])
    #expect(found == ["index.ts:1:22 \(createCase) []", "legacy.ts:1:20 \(archiveCase) []"])
  }

  /// A constant built from an imported one (`MORE = { archive: KINDS.archive }`) is known to its
  /// readers once its own file is read with the import's value: the name is used where they
  /// read it, behind a check or not — and stays where written too when a reader of the constant
  /// built from it is not followed (here a `require`).
  @Test func aConstantBuiltFromAnImportedOneIsUsedWhereRead() throws {
    var files = [
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      import { MORE } from "./more";
      if (has("tempo.task-archive")) perform({ kind: MORE.archive });
      perform({ kind: MORE.archive });
      """,
      "more.ts":
        #"import { KINDS } from "./kinds"; export const MORE = { archive: KINDS.archive };"#,
      "kinds.ts": #"export const KINDS = { archive: "task.archive" };"#,
    ]
    // Through each import: into `more.ts`, then into `index.ts`.
    let read = [
      "index.ts:2:48 \(archiveCase) [\"\(archive)\"] via kinds.ts:1:33 via more.ts:1:10 via index.ts:1:10",
      "index.ts:3:17 \(archiveCase) [] via kinds.ts:1:33 via more.ts:1:10 via index.ts:1:10",
    ]
    #expect(try uses(files) == read)
    files["index.ts"]! += "\nrequire(\"./more\");"
    #expect(try uses(files) == read + ["kinds.ts:1:33 \(archiveCase) []"])
  }

  /// A hook in one file returning a check of a capability constant from another
  /// (`useCapabilities() { return { canArchive: has(CAPS.archive) } }`): its flag guards the
  /// screen that tests it, and the constant's name is no use anywhere.
  @Test func aHookCheckingAnImportedCapabilityConstant() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.ts" }"#,
      "caps.ts": #"export const CAPS = { archive: "tempo.task-archive" } as const;"#,
      "hooks.ts": """
      import { CAPS } from "./caps";
      export function useCapabilities() { return { canArchive: has(CAPS.archive) }; }
      """,
      "index.ts": """
      import { useCapabilities } from "./hooks";
      export function Row({ id }) {
        const { canArchive } = useCapabilities();
        if (canArchive) perform({ kind: "task.archive", id });
        perform({ kind: "task.archive", id });
      }
      """,
    ])
    #expect(
      found == [
        "index.ts:4:35 \(archiveCase) [\"\(archive)\"]", "index.ts:5:19 \(archiveCase) []",
      ])
  }

  /// `useContext(Ctx)` is the context's default joined with every `Provider`'s value (React,
  /// modelled): a flag that is `false` by default and a check where provided guards where it
  /// is tested. Any other value — a second provider's `true`, a default of `true`, a provider
  /// whose value is not known, a context other files may provide (exported) or that is passed
  /// on — guards nothing.
  @Test func aContextProvidingAChecksFlag() {
    func scan(
      export: Bool = false, default value: String = "{ canArchive: false }", more: String = ""
    )
      -> [Found]
    {
      let declaration = export ? "export const" : "const"
      return scanMarked(
        """
        const ARCHIVE = "tempo.task-archive";
        \(declaration) CapsContext = createContext(\(value));
        export function CapsProvider({ children }) {
          const caps = useMemo(() => ({ canArchive: has(ARCHIVE) }), []);
          return <CapsContext.Provider value={caps}>{children}</CapsContext.Provider>;
        }
        CapsContext.displayName = "Capabilities";
        \(more)
        export function Row({ id }) {
          const { canArchive } = useContext(CapsContext);
          if (canArchive) perform({ kind: 1️⃣"task.archive", id });
        }
        """
      ).uses
    }
    #expect(scan() == [Found(archiveCase, at: 1, [archive])])
    #expect(scan(default: "") == [Found(archiveCase, at: 1, [archive])])
    #expect(
      scan(
        more:
          "export const Inline = () => <CapsContext.Provider value={{ canArchive: has(ARCHIVE) }} />;"
      )
        == [Found(archiveCase, at: 1, [archive])])
    let unguarded = [Found(archiveCase, at: 1)]
    #expect(scan(default: "{ canArchive: true }") == unguarded)
    #expect(scan(export: true) == unguarded)
    #expect(
      scan(more: "export const Any = () => <CapsContext.Provider value={{ canArchive: true }} />;")
        == unguarded)
    #expect(scan(more: "export const Any = (p) => <CapsContext.Provider {...p} />;") == unguarded)
    #expect(scan(more: "register(CapsContext);") == unguarded)
  }

  /// A context exported, but provided by no other file — its hook is what they use, or they read
  /// it only with `useContext` — has all its providers in its own file: the flag guards, through
  /// the hook or the other file's `useContext`. Once another file provides it too, the flag
  /// guards nothing.
  @Test func anExportedContextNoOtherFileReads() throws {
    var files = [
      "package.json": #"{ "main": "index.tsx" }"#,
      "caps.tsx": """
      import { createContext, useContext, useMemo } from "react";
      export const CapsContext = createContext({ canArchive: false });
      export function CapsProvider({ children }) {
        const value = useMemo(() => ({ canArchive: has("tempo.task-archive") }), []);
        return <CapsContext.Provider value={value}>{children}</CapsContext.Provider>;
      }
      export const useCaps = () => useContext(CapsContext);
      """,
      "index.tsx": """
      import { useCaps } from "./caps";
      export function Row({ id }) {
        const { canArchive } = useCaps();
        if (canArchive) perform({ kind: "task.archive", id });
      }
      """,
    ]
    #expect(try uses(files) == ["index.tsx:4:35 \(archiveCase) [\"\(archive)\"]"])
    files["row.tsx"] = """
      import { useContext } from "react";
      import { CapsContext } from "./caps";
      export function Row2({ id }) {
        const { canArchive } = useContext(CapsContext);
        if (canArchive) perform({ kind: "task.archive", id });
        perform({ kind: "task.archive", id });
      }
      """
    files["index.tsx"]! += "\nimport \"./row\";"
    #expect(
      try uses(files) == [
        "index.tsx:4:35 \(archiveCase) [\"\(archive)\"]",
        "row.tsx:5:35 \(archiveCase) [\"\(archive)\"]", "row.tsx:6:19 \(archiveCase) []",
      ])
    // Required by module-level `const`s, as imported: the same.
    var required = files
    required["row.tsx"] = files["row.tsx"]!
      .replacing(
        #"import { useContext } from "react";"#, with: #"const { useContext } = require("react");"#
      )
      .replacing(
        #"import { CapsContext } from "./caps";"#,
        with: #"const { CapsContext } = require("./caps");"#)
    #expect(try uses(required) == uses(files))
    files["other.tsx"] = """
      import { CapsContext } from "./caps";
      export const Loose = ({ children }) => <CapsContext.Provider value={{ canArchive: true }}>{children}</CapsContext.Provider>;
      """
    files["index.tsx"]! += "\nimport \"./other\";"
    #expect(
      try uses(files) == [
        "index.tsx:4:35 \(archiveCase) []", "row.tsx:5:35 \(archiveCase) []",
        "row.tsx:6:19 \(archiveCase) []",
      ])
  }

  /// An exported wrapper (an api module): its uses stand where other files read it — a call,
  /// a component rendered, a handler passed on — each with the guards there; a use in a handler
  /// of a component stands in the handler, with the guards where the component is rendered.
  @Test func anExportedFunctionsUsesStandWhereOtherFilesReadIt() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.tsx" }"#,
      "index.tsx": """
      import { archive } from "./api";
      import Row from "./row";
      export function onSwipe(id) { if (has("tempo.task-archive")) archive(id); }
      export function onLongPress(id) { archive(id); }
      export const screen = () => <Row />;
      """,
      "api.ts": #"export function archive(id) { perform({ kind: "task.archive", id }); }"#,
      "row.tsx": """
      export default function Row() { return <Button onPress={() => perform({ kind: "task.create" })} />; }
      """,
    ])
    #expect(
      found == [
        "index.tsx:3:62 \(archiveCase) [\"\(archive)\"] via api.ts:1:47",
        "index.tsx:4:35 \(archiveCase) [] via api.ts:1:47",
        "row.tsx:1:79 \(createCase) [] via index.tsx:5:30",
      ])
  }

  /// A function a hook hands back in an object, or on its own, runs where its caller calls it —
  /// destructured, renamed, as a member of the result, through `useMemo`, in the hook's file or
  /// another —
  /// with the guards there; one listed in a hook's dependencies is not called there; one no
  /// caller takes is never called, a root whose uses stand where written.
  @Test func aFunctionAHookHandsBackStandsWhereItsCallerCallsIt() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.tsx" }"#,
      "index.tsx": """
      import { useCallback } from "react";
      import { useTaskActions, useMemoActions } from "./actions";
      export function Screen({ id }) {
        const { archive, complete: onComplete } = useTaskActions();
        const actions = useTaskActions();
        const { archive: later } = useMemoActions();
        const can = has("tempo.task-archive");
        const onPress = useCallback(() => { if (can) archive(id); }, [archive, can]);
        if (can) { actions.archive(id); later(id); useTaskActions().archive(id); }
        onComplete(id);
        return <Row onPress={onPress} />;
      }
      function useLocal() {
        return { drop: (id) => perform({ kind: "task.archive", id }) };
      }
      export function Local({ id }) {
        const { drop } = useLocal();
        return has("tempo.task-archive") ? <Row onPress={() => drop(id)} /> : null;
      }
      function useOne() { return (id) => perform({ kind: "task.archive", id }); }
      export function One({ id }) { const one = useOne(); if (has("tempo.task-archive")) one(id); }
      """,
      "actions.ts": """
      import { useCallback, useMemo } from "react";
      export function useTaskActions() {
        const archive = useCallback((id) => perform({ kind: "task.archive", id }), []);
        return { archive, complete: (id) => perform({ kind: "task.create", id }), unused() { perform({ kind: "task.archive" }); } };
      }
      export const useMemoActions = () => useMemo(() => ({ archive: (id) => perform({ kind: "task.archive", id }) }), []);
      """,
    ])
    let guarded = #"["\#(archive)"]"#
    #expect(
      found == [
        // Taken by no caller: never called, where written.
        "actions.ts:4:104 \(archiveCase) []",
        "index.tsx:9:22 \(archiveCase) \(guarded) via actions.ts:3:55",
        "index.tsx:9:35 \(archiveCase) \(guarded) via actions.ts:6:87",
        "index.tsx:9:63 \(archiveCase) \(guarded) via actions.ts:3:55",
        "index.tsx:10:3 \(createCase) [] via actions.ts:4:55",
        // In the handler, whose check holds where it calls `archive`; not at `[archive, can]`.
        "index.tsx:11:24 \(archiveCase) \(guarded) via actions.ts:3:55 via index.tsx:8:48",
        "index.tsx:18:58 \(archiveCase) \(guarded) via index.tsx:14:42",
        "index.tsx:21:84 \(archiveCase) \(guarded) via index.tsx:20:52",
      ])
  }

  /// A barrel that imports a function and exports that binding (`import { archiveTask } from
  /// "./api"; export { archiveTask }`, or `export default archiveTask`) passes it on as
  /// `export { … } from` does: its uses stand where the barrel's readers call it, with the
  /// guards there (it stood where written before, unguarded: a refusal of correct code). One
  /// the barrel exports and nobody imports from it is never called: where written.
  @Test(arguments: [true, false], [true, false])
  func aFunctionABarrelImportsAndExportsStandsWhereItsReadersCallIt(
    list: Bool, guarded: Bool
  ) throws {
    let found = try uses([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      import \(list ? "{ archiveTask }" : "archiveTask") from "./barrel";
      \(guarded ? #"if (has("tempo.task-archive")) "# : "")archiveTask(1);
      """,
      "barrel.ts": """
      import { archiveTask, archiveAll } from "./api";
      \(list ? "export { archiveTask, archiveAll };" : "export default archiveTask;")
      """,
      "api.ts": """
      export function archiveTask(id) { perform({ kind: "task.archive", id }); }
      export function archiveAll() { perform({ kind: "task.archive" }); }
      """,
    ])
    let column = guarded ? 32 : 1
    let guards = guarded ? #"["\#(archive)"]"# : "[]"
    #expect(
      found == [
        // Exported by the barrel, or only imported there, and called by no file: a root.
        "api.ts:2:48 \(archiveCase) []",
        "index.ts:2:\(column) \(archiveCase) \(guards) via api.ts:1:51",
      ])
  }

  /// A function a hook hands back in an array stands where the caller calls the element at its
  /// position — destructured (`const [archive] = useArchive()`), indexed (`result[0](id)`, at
  /// the position), at the call (`useInline()[0](id)`) — with the guards there; an element no
  /// caller takes (`const [, busy]`) is never called: where written.
  @Test func aFunctionAHookHandsBackInAnArrayStandsWhereItsCallerCallsIt() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.tsx" }"#,
      "index.tsx": """
      import { useArchive, useInline } from "./actions";
      export function Screen({ id }) {
        const [archive] = useArchive();
        const result = useArchive();
        if (has("tempo.task-archive")) { archive(id); result[0](id); useInline()[0](id); }
        const [, busy] = useLocal();
        return busy;
      }
      function useLocal() { return [(id) => perform({ kind: "task.archive", id }), false]; }
      """,
      "actions.ts": """
      export function useArchive() {
        const archive = (id) => perform({ kind: "task.archive", id });
        return [archive, false];
      }
      export const useInline = () => [(id) => perform({ kind: "task.create", id })];
      """,
    ])
    let guarded = #"["\#(archive)"]"#
    #expect(
      found == [
        "index.tsx:5:36 \(archiveCase) \(guarded) via actions.ts:2:43",
        "index.tsx:5:56 \(archiveCase) \(guarded) via actions.ts:2:43",
        "index.tsx:5:76 \(createCase) \(guarded) via actions.ts:5:57",
        // Taken by no caller: never called, where written.
        "index.tsx:9:55 \(archiveCase) []",
      ])
  }

  /// A method of an object a service object holds (`api.tasks.archive`) stands where it is
  /// called by its path, in the file or another, with the guards there; `this` in it is that
  /// object; the object passed on (`register(api.tasks)`) is a place of each of its methods.
  @Test func aMethodOfANestedServiceObjectStandsWhereItIsCalled() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      import { api } from "./api";
      if (has("tempo.task-archive")) { api.tasks.archive(1); api.tasks.later(2); }
      register(api.tasks);
      """,
      "api.ts": """
      export const api = {
        archive() {},
        tasks: { archive(id) { perform({ kind: "task.archive", id }); }, later(id) { this.archive(id); } },
      };
      """,
    ])
    let guarded = #"["\#(archive)"]"#
    #expect(
      found == [
        // Passed on: where written, through where it was passed (and, for `later`'s call,
        // through `this.archive`).
        "api.ts:3:42 \(archiveCase) [] via api.ts:3:42 via index.ts:3:14",
        "api.ts:3:85 \(archiveCase) [] via api.ts:3:42 via index.ts:3:14",
        "index.ts:2:44 \(archiveCase) \(guarded) via api.ts:3:42",
        "index.ts:2:66 \(archiveCase) \(guarded) via api.ts:3:42 via api.ts:3:85",
      ])
  }

  /// Functions of ten files each calling all the others have more chains of calls than any
  /// bundle has uses (9! from each): their placing stops at its budget, and the functions met
  /// again in their own chains stand where written — the send reported there, unguarded (fail
  /// closed), instead of every chain being walked (which took longer than anyone waits).
  @Test func functionsCallingEachOtherAcrossFilesStopAtTheBudget() throws {
    let count = 10
    var files = [
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      import { f0 } from "./f0";
      if (has("tempo.task-archive")) f0();
      """,
    ]
    for index in 0..<count {
      let others = (0..<count).filter { $0 != index }
      files["f\(index).ts"] =
        others.map { #"import { f\#($0) } from "./f\#($0)";"# }.joined(separator: "\n")
        + "\nexport function f\(index)() {\n"
        + (index == 0 ? #"  perform({ kind: "task.archive" });"# + "\n" : "")
        + others.map { "  f\($0)();" }.joined(separator: "\n") + "\n}\n"
    }
    #expect(try uses(files) == ["f0.ts:11:19 \(archiveCase) []"])
  }

  /// A hook composing hooks hands on what they hand back (`const { archive } =
  /// useTaskActions(); return { archive }`, or `return again` of `const again = useArchive()`):
  /// the send stands where the outer hook's caller calls it, with the guards there — across
  /// files and in one. The inner result handed on whole (`return { tasks }`) is a function value
  /// where the caller reads it (`tasks.archive(id)`): the use stays where written, with the
  /// guards there. One handed on that no caller takes is never called: where written.
  @Test func aHookComposingHooksHandsOnWhatTheyHandBack() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.tsx" }"#,
      "index.tsx": """
      import { useScreen } from "./screen";
      import { useAgain } from "./again";
      export function Screen({ id }) {
        const { drop, tasks } = useScreen();
        const again = useAgain();
        if (has("tempo.task-archive")) { drop(id); tasks.archive(id); again(id); }
        again(id);
      }
      function useLocal() { return { go: (id) => perform({ kind: "task.archive", id }) }; }
      function useOuter() { const { go } = useLocal(); return { go }; }
      export function Local({ id }) {
        const { go } = useOuter();
        return has("tempo.task-archive") ? <Row onPress={() => go(id)} /> : null;
      }
      """,
      "screen.ts": """
      import { useTaskActions } from "./actions";
      export function useScreen() {
        const tasks = useTaskActions();
        const { archive: drop } = useTaskActions();
        return { drop, tasks, unused: drop };
      }
      """,
      "again.ts": """
      import { useArchive } from "./actions";
      export const useAgain = () => { const again = useArchive(); return again; };
      """,
      "actions.ts": """
      export function useTaskActions() {
        return { archive: (id) => perform({ kind: "task.archive", id }) };
      }
      export function useArchive() { return (id) => perform({ kind: "task.create", id }); }
      """,
    ])
    let guarded = #"["\#(archive)"]"#
    #expect(
      found == [
        // `tasks.archive(id)`: inside, with the guards where `tasks` is read (the screen's), and
        // `via` naming where it was handed on and read.
        "actions.ts:2:45 \(archiveCase) \(guarded) via actions.ts:2:45 via screen.ts:5:18 via index.tsx:6:46",
        // `unused`: taken by no caller.
        "actions.ts:2:45 \(archiveCase) [] via actions.ts:2:45 via screen.ts:5:33",
        "index.tsx:6:36 \(archiveCase) \(guarded) via actions.ts:2:45 via screen.ts:5:12",
        "index.tsx:6:65 \(createCase) \(guarded) via actions.ts:4:63 via again.ts:2:68",
        "index.tsx:7:3 \(createCase) [] via actions.ts:4:63 via again.ts:2:68",
        // Through `go` where `useOuter` hands it on.
        "index.tsx:13:58 \(archiveCase) \(guarded) via index.tsx:9:60 via index.tsx:10:59",
      ])
  }

  /// An exported function no file reads (imported, `archiveAll`, or not) and its own file never
  /// reads is never called: a root, whose uses stand where written, with no outer guards (they
  /// were lost: a fail-open). One its own file calls stands at those calls, and one a wrapper
  /// never called sends an unknown value at its send.
  @Test func anExportedFunctionNobodyCallsIsARoot() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      import { archiveAll } from "./screens";
      import { sendArchive } from "./helpers";
      if (has("tempo.task-archive")) sendArchive(1);
      """,
      "screens.ts": """
      import { sendMessage } from "expo-brownfield";
      export function archiveAll(id) { perform({ kind: "task.archive", id }); }
      export function sendArchive(id) { perform({ kind: "task.archive", id }); }
      export function onSwipe(id) { if (has("tempo.task-archive")) sendArchive(id); }
      export function send(action) { sendMessage({ type: "tempo.perform", data: action }); }
      """,
      "helpers.ts": """
      export function sendArchive(id) { perform({ kind: "task.archive", id }); }
      """,
    ])
    #expect(
      found == [
        "index.ts:3:32 \(archiveCase) [\"\(archive)\"] via helpers.ts:1:51",
        "screens.ts:2:50 \(archiveCase) []",
        "screens.ts:4:62 \(archiveCase) [\"\(archive)\"] via screens.ts:3:51",
        // At the send: the message where written, the value not known where it was read.
        "screens.ts:5:32  [] via screens.ts:5:75",
        "screens.ts:5:32 message:tempo.perform [] via screens.ts:5:52",
      ])
  }

  /// A function of another file read inside an exported one waits, as that function's own uses
  /// do, for the files calling it: the send inside `perform` and the case its action creator
  /// returns stand in the page's handler — a root, passed to the button — with what holds where
  /// the app mounts the page, out to the component `registerRootComponent` is given (a root,
  /// passed on and not called, whose place `via` names). (The case was lost when the page was
  /// mounted by another file.)
  @Test(arguments: [true, false])
  func aFunctionReadInsideAnExportedOneStandsWhereItsCallersCallIt(safe: Bool) throws {
    let found = try uses([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      import { registerRootComponent } from "expo";
      import App from "./App";
      registerRootComponent(App);
      """,
      "App.tsx": """
      import { ArchivePage } from "./page";
      export default function App() {
        return \(safe ? #"has("tempo.task-archive") ? <ArchivePage /> : null"# : "<ArchivePage />");
      }
      """,
      "page.tsx": """
      import { archiveTask } from "./actions";
      import { perform } from "./client";
      export function ArchivePage() {
        return <Button onPress={() => perform(archiveTask(1))} />;
      }
      """,
      "actions.ts": #"export const archiveTask = (id) => ({ kind: "task.archive", id });"#,
      "client.ts": """
      import { sendMessage } from "expo-brownfield";
      export function perform(action) { sendMessage({ type: "tempo.perform", data: action }); }
      """,
    ])
    let (column, guards) = safe ? (39, "[\"\(archive)\"]") : (11, "[]")
    #expect(
      found == [
        // The case at the send too, through the action creator's call.
        "page.tsx:4:33 \(archiveCase) \(guards) via actions.ts:1:45 via page.tsx:1:10 via page.tsx:4:41 via App.tsx:3:\(column) via index.ts:3:23",
        "page.tsx:4:33 message:tempo.perform \(guards) via client.ts:2:55 via App.tsx:3:\(column) via index.ts:3:23",
      ])
  }

  /// A name given to a function of the file that neither sends it nor lets it escape is no use
  /// (the document's "Not uses": a table's lookup, a logger): its parameter is only a key, a
  /// compared or tested value, or given whole to the console. Returned, stored, passed on, put
  /// in a payload, read through `arguments`, or given to a function of no known body, the name
  /// is a use, each where written.
  @Test func aNameGivenToTheFilesOwnFunctionThatOnlyReadsIt() {
    let (uses, _) = scanMarked(
      """
      const LABELS = { "task.archive": "Archive" };
      function label(kind: string) { return LABELS[kind] ?? "?"; }
      const log = (kind: string) => { if (kind) console.log("sent", kind); };
      function known(kind) { return ["task.create"].includes(kind) || kind === "task.complete"; }
      function echo(kind) { return kind; }
      function later(kind) { queue.push(kind); }
      function spread() { return arguments[0]; }
      function fallback(kind) { return LABELS[kind] ?? kind; }
      label("task.archive"); log("task.complete"); known("task.create");
      echo(1️⃣"task.create"); later(2️⃣"task.complete"); spread(3️⃣"task.archive");
      fallback(4️⃣"task.complete"); unseen(5️⃣"task.create");
      """)
    #expect(
      uses.filter { $0.marker > 0 } == [
        Found("case:tempo.perform/task.create", at: 1),
        Found("case:tempo.perform/task.complete", at: 2),
        Found("case:tempo.perform/task.archive", at: 3),
        Found("case:tempo.perform/task.complete", at: 4),
        Found("case:tempo.perform/task.create", at: 5),
      ])
    // The table's key and the compared names are no uses either: nothing else is.
    #expect(uses.filter { $0.marker == 0 } == [])
  }

  /// A key of a table the file only indexes is no use (the document's "Not uses"): a read gives
  /// a member's value, never its key — at the depth the key sits (`NESTED[locale][kind]`), in
  /// an `as const` or `Object.freeze` table. Iterated (`Object.keys`, `for … in`), passed on,
  /// read one level short of its keys, or exported with no reader the bundle sees, the table
  /// may give its keys out: they are uses. A table content handles with (a received message's `type`)
  /// still records what it handles.
  @Test func aKeyOfATableOnlyIndexed() {
    let (uses, _) = scanMarked(
      """
      const STRINGS = { "task.archive": "Archive" };
      const NESTED = { en: { "task.complete": "Done" } } as const;
      const FROZEN = Object.freeze({ "task.create": "New" });
      const ITERATED = { 1️⃣"task.archive": "Archive" };
      const WALKED = { 2️⃣"task.complete": 1 };
      const SHALLOW = { en: { 3️⃣"task.complete": "Done" } };
      const PASSED = { 4️⃣"task.create": "New" };
      export const EXPORTED = { 5️⃣"task.archive": "Archive" };
      const HANDLERS = { 6️⃣"tempo.snapshot": (payload) => payload };
      export const receive = (message) => HANDLERS[message.type]?.(message.payload);
      export function label(kind: string, locale: string) {
        return STRINGS[kind] + NESTED[locale]?.[kind] + FROZEN[kind] + SHALLOW.en;
      }
      Object.keys(ITERATED).forEach(send);
      for (const k in WALKED) {}
      send(PASSED);
      """)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1),
        Found("case:tempo.perform/task.complete", at: 2),
        Found("case:tempo.perform/task.complete", at: 3),
        Found("case:tempo.perform/task.create", at: 4),
        Found("message:tempo.snapshot", at: 6),
        // Held back for the files reading it, of which there are none here.
        Found("case:tempo.perform/task.archive", at: 5),
      ])
  }

  /// The same across files: a name given whole to a function another file of the content
  /// defines — imported directly, through a barrel's re-export, as a default, or read from a
  /// namespace import (`I18n.t(…)`) — is no use when
  /// that file only looks its parameter up, compares, logs it or gives it to package code that
  /// cannot reach expo-brownfield (an i18n module's `t`, a logger). Given where the parameter is
  /// returned, stored, passed on or emitted, or at a position whose parameter is, it is: a use
  /// where written, behind the guards there.
  @Test func aNameGivenToAnotherFilesFunctionThatOnlyReadsIt() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.ts" }"#,
      "node_modules/i18next/package.json": #"{ "name": "i18next", "main": "index.js" }"#,
      "node_modules/i18next/index.js": "export default { t: (k) => k };",
      "node_modules/mitt/package.json": #"{ "name": "mitt", "main": "index.js" }"#,
      "node_modules/mitt/index.js": "export default function mitt() { return { emit() {} }; }",
      "i18n.ts": """
      import i18next from "i18next";
      import mitt from "mitt";
      const STRINGS: Record<string, string> = { archive: "Archive" };
      const events = mitt();
      export function t(key: string, fallback?: string) {
        return STRINGS[key] ?? fallback;
      }
      export const tr = (key: string) => i18next.t(key);
      export const echo = (kind: string) => kind;
      export const announce = (kind: string) => { events.emit("sent", kind); };
      export default function log(kind: string) { console.log("sent", kind); }
      """,
      "strings.ts": """
      export { t as translate, echo } from "./i18n";
      """,
      "index.ts": """
      import log, { t, tr, announce } from "./i18n";
      import { translate, echo } from "./strings";
      import * as I18n from "./i18n";
      export function Screen() {
        const title = t("task.archive") + translate("task.complete") + tr("task.create");
        log("task.create");
        const kept = echo("task.create");
        const other = t("label", "task.complete");
        if (has("tempo.task-archive")) echo("task.archive");
        announce("task.archive");
        const more = I18n.t("task.archive") + I18n.tr("task.create") + I18n.echo("task.complete");
        return title;
      }
      """,
    ])
    #expect(
      found == [
        "index.ts:7:21 \(createCase) []",
        "index.ts:8:28 case:tempo.perform/task.complete []",
        "index.ts:9:39 \(archiveCase) [\"capability:tempo.task-archive\"]",
        "index.ts:10:12 \(archiveCase) []",
        // Through the namespace: `t` and `tr` only read it, `echo` returns it.
        "index.ts:11:76 case:tempo.perform/task.complete []",
      ])
  }

  /// A method of an object a file declares — `{ t(key) { … } }`, `{ label: (key) => … }` — asked
  /// as a function is, in its file and in the files importing the object (through a barrel
  /// too): a name given to one that only looks it up is no use; one that returns it, or one the
  /// file writes another function over (`mutable.t = …`), keeps the use.
  @Test func aNameGivenToAnObjectsMethodThatOnlyReadsIt() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.ts" }"#,
      "strings.ts": """
      const LABELS: Record<string, string> = { archive: "Archive" };
      export const strings = {
        t(key: string) { return LABELS[key]; },
        label: (key: string) => LABELS[key],
        echo(key: string) { return key; },
      };
      export const mutable = { t(key: string) { return LABELS[key]; } };
      mutable.t = (key: string) => key;
      """,
      "barrel.ts": #"export { strings } from "./strings";"#,
      "index.ts": """
      import { strings } from "./barrel";
      import { mutable } from "./strings";
      const local = { t: function (key: string) { return key === "x"; } };
      export function Screen() {
        const title = strings.t("task.archive") + strings.label("task.create");
        const kept = strings.echo("task.complete") + mutable.t("task.create");
        return title + kept + local.t("task.archive");
      }
      """,
    ])
    #expect(
      found == [
        "index.ts:6:29 case:tempo.perform/task.complete []",
        "index.ts:6:58 \(createCase) []",
      ])
  }

  /// A key of a table a file exports is no use when every file reading the table — by name,
  /// through a barrel's re-export, the file itself — indexes it as deep as the key sits. Read
  /// whole by one file (`Object.keys`), short of its keys' depth, through a namespace, by a
  /// `require`, or by nobody the bundle sees (native code may read an entry's exports), its keys
  /// are uses where written.
  @Test func aKeyOfAnExportedTableOnlyIndexedWhereverItIsRead() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.ts" }"#,
      "labels.ts": """
      export const LABELS = { "task.archive": "Archive" };
      export const NESTED = { en: { "task.complete": "Done" } };
      export const LEAKED = { "task.create": "New" };
      const OWN = { "task.archive": 1 };
      export { OWN };
      export const SELF = { "task.complete": 1 };
      Object.keys(SELF);
      export const SHORT = { en: { "task.create": "New" } };
      """,
      "kinds.ts": """
      export const KINDS = { "task.archive": 1 };
      export const REQUIRED = { "task.complete": 1 };
      export const UNREAD = { "task.create": 1 };
      """,
      "barrel.ts": """
      export { NESTED as STRINGS } from "./labels";
      """,
      "index.ts": """
      import { LABELS, LEAKED, OWN, SHORT } from "./labels";
      import { STRINGS } from "./barrel";
      import * as Kinds from "./kinds";
      export const f = (k: string, l: string) => LABELS[k] + STRINGS[l][k] + OWN[k] + SHORT.en;
      export const g = () => Object.keys(LEAKED);
      export const h = (k: string) => Kinds.KINDS[k];
      """,
    ])
    #expect(
      found == [
        "kinds.ts:1:24 \(archiveCase) []",
        "kinds.ts:2:27 case:tempo.perform/task.complete []",
        "kinds.ts:3:25 \(createCase) []",
        "labels.ts:3:25 \(createCase) []",
        "labels.ts:6:23 case:tempo.perform/task.complete []",
        "labels.ts:8:30 \(createCase) []",
      ])
  }

  /// A name given to a package's code that cannot reach expo-brownfield — by its installed
  /// manifests — for a value it returns is no use (an i18n key equal to a case's name): given to
  /// its function, a member of it, a function a hook of it returns, inside an object given
  /// whole, as a prop of its component, or its result given to such code again. Given to a
  /// package that depends on expo-brownfield, to one not installed (which may be anything), to
  /// a name that shadows the import, with its result given to content's code (a payload), to a
  /// call given a function too (which it may call with the name), or to a call made for its
  /// effect — an event's payload, a store's write, a native module's method, an alert — it is.
  @Test func aNameGivenToAPackageThatCannotReachTheBridge() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.tsx", "dependencies": { "not-installed": "*" } }"#,
      "node_modules/react-i18next/package.json":
        #"{ "name": "react-i18next", "main": "index.js", "peerDependencies": { "i18next": "*", "react": "*" } }"#,
      "node_modules/react-i18next/index.js":
        "export const useTranslation = () => ({ t: (k) => k });",
      "node_modules/i18next/package.json": #"{ "name": "i18next", "main": "index.js" }"#,
      "node_modules/i18next/index.js": "export default { t: (k) => k };",
      "node_modules/mitt/package.json": #"{ "name": "mitt", "main": "index.js" }"#,
      "node_modules/mitt/index.js": "export default function mitt() { return { emit() {} }; }",
      "node_modules/bridge-kit/package.json":
        #"{ "name": "bridge-kit", "main": "index.js", "dependencies": { "kit-core": "1" } }"#,
      "node_modules/bridge-kit/index.js": "export const track = (k) => k;",
      "node_modules/kit-core/package.json":
        #"{ "name": "kit-core", "main": "index.js", "peerDependencies": { "expo-brownfield": "*" } }"#,
      "node_modules/kit-core/index.js": "export const core = 1;",
      "index.tsx": """
      import { useTranslation, Trans } from "react-i18next";
      import i18n from "i18next";
      import mitt from "mitt";
      import { Alert, NativeModules, View } from "react-native";
      import { track } from "bridge-kit";
      import { label } from "not-installed";
      const KEYS = { archive: "task.archive" } as const;
      const emitter = mitt();
      export function Screen() {
        const { t } = useTranslation();
        const translate = i18n.t;
        const shadowed = (t) => t("task.create");
        const title = t("task.archive"), again = t(KEYS.archive);
        const options = i18n.t({ key: "task.archive", options: ["task.archive"] }, i18n.t(t("task.archive")));
        const heading = () => i18n.t("task.archive");
        const tracked = track("task.archive");
        const labelled = label("task.archive");
        perform({ kind: t("task.archive") });
        Alert.alert(t("task.archive"));
        emitter.emit("change", "task.archive");
        NativeModules.Tasks.archive("task.archive");
        const kinds = i18n.t(["task.archive"], (kind) => perform({ kind }));
        return <View>{translate("task.archive")}<Trans i18nKey="task.archive" />{shadowed}</View>;
      }
      """,
    ])
    #expect(
      found == [
        "index.tsx:16:25 \(archiveCase) []",
        "index.tsx:17:26 \(archiveCase) []",
        "index.tsx:18:21 \(archiveCase) []",
        "index.tsx:19:17 \(archiveCase) []",
        "index.tsx:20:11 \(archiveCase) [] via index.tsx:20:26",
        "index.tsx:21:17 Tasks []",
        "index.tsx:21:23 \(archiveCase) [] via index.tsx:21:31",
        "index.tsx:22:25 \(archiveCase) []",
        "index.tsx:23:76 \(createCase) [] via index.tsx:12:29",
      ])
  }

  /// A package's value held by a file of the content — an i18n module's instance or the hook it
  /// re-exports — is that package's code where other files read it: the i18n keys given to it
  /// are no uses. A function of that module's own, which may send, is the content's, as is a
  /// component a package's helper makes of the content's code (`memo(…)`, `forwardRef(…)`).
  @Test func aPackagesValueReExportedByAFileOfTheContent() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.tsx" }"#,
      "node_modules/i18next/package.json": #"{ "name": "i18next", "main": "index.js" }"#,
      "node_modules/i18next/index.js":
        "export default { createInstance() { return { t: (k) => k }; } };",
      "node_modules/react-i18next/package.json":
        #"{ "name": "react-i18next", "main": "index.js", "peerDependencies": { "i18next": "*" } }"#,
      "node_modules/react-i18next/index.js":
        "export const useTranslation = () => ({ t: (k) => k });",
      "src/i18n.ts": """
      import i18next from "i18next";
      const i18n = i18next.createInstance();
      export default i18n;
      export { useTranslation } from "react-i18next";
      export function label(key) { return key; }
      """,
      "index.tsx": """
      import i18n, { useTranslation, label } from "./src/i18n";
      import { memo, forwardRef } from "react";
      import { sendMessage } from "expo-brownfield";
      const Row = memo(({ kind }) => { sendMessage({ type: "tempo.perform", data: { kind } }); return null; });
      const Send = forwardRef(SendKind);
      function SendKind({ kind }) { sendMessage({ type: "tempo.perform", data: { kind } }); return null; }
      export function Screen() {
        const { t } = useTranslation();
        const title = i18n.t("task.archive"), subtitle = t("task.archive");
        const caption = label("task.archive");
        return [title, subtitle, caption, <Row kind="task.archive" />, <Send kind="task.archive" />];
      }
      """,
    ])
    // (`SendKind`, given by name to `forwardRef`, is a root: what it sends is not known there.)
    #expect(
      found == [
        "index.tsx:5:25  []", "index.tsx:5:25 message:tempo.perform [] via index.tsx:6:51",
        "index.tsx:10:25 \(archiveCase) []",
        "index.tsx:11:38 message:tempo.perform [] via index.tsx:4:54",
        "index.tsx:11:47 \(archiveCase) []", "index.tsx:11:77 \(archiveCase) []",
      ])
  }

  /// Read through a `require` no module-level `const` binds, an exported function's uses stand
  /// where written, unguarded by the callers the bundle cannot see; read by a namespace
  /// (`api.archive(…)`), where it is called.
  @Test func anExportedFunctionReadUnseenKeepsItsUsesWhereWritten() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      import * as api from "./api";
      const legacy = pick() && require("./legacy");
      if (has("tempo.task-archive")) { api.archive(1); legacy.archive(2); }
      """,
      "api.ts": #"export function archive(id) { perform({ kind: "task.archive", id }); }"#,
      "legacy.ts": #"export function archive(id) { perform({ kind: "task.archive", id }); }"#,
    ])
    #expect(
      found == [
        "index.ts:3:38 \(archiveCase) [\"\(archive)\"] via api.ts:1:47",
        "legacy.ts:1:47 \(archiveCase) []",
      ])
  }

  /// Read by a namespace import (`import * as api`), an exported function stands where
  /// `api.archive(…)` calls it — through a barrel's `export *` too — and where the namespace is
  /// passed on whole; a module handing back functions keeps its uses where written when it is
  /// imported whole (what `hooks.useTasks()` hands back is not followed).
  @Test func aFunctionReadThroughANamespaceImportStandsWhereItIsCalled() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      import * as api from "./api";
      import * as all from "./barrel";
      import * as hooks from "./hooks";
      if (has("tempo.task-archive")) { api.archive(1); all.archive(2); hooks.useTasks().archive(3); }
      register(api);
      """,
      "barrel.ts": #"export * from "./api";"#,
      "api.ts": #"export function archive(id) { perform({ kind: "task.archive", id }); }"#,
      "hooks.ts": """
      export function useTasks() { return { archive: (id) => perform({ kind: "task.archive", id }) }; }
      """,
    ])
    let guarded = #"["\#(archive)"]"#
    #expect(
      found == [
        // Passed on whole in another file: where written, through that place.
        "api.ts:1:47 \(archiveCase) [] via api.ts:1:47 via index.ts:5:10",
        "hooks.ts:1:72 \(archiveCase) []",
        "index.ts:4:38 \(archiveCase) \(guarded) via api.ts:1:47",
        "index.ts:4:54 \(archiveCase) \(guarded) via api.ts:1:47",
      ])
  }

  /// A namespace another file passes on — `export * as Tasks from`, through an `export *`, or
  /// `import * as T; export { T }` (and as the default) — is read as the namespace itself: its
  /// functions stand where `Tasks.archive(…)` calls them, beside a reader importing one by name
  /// (these reads were missed, the function followed only into that reader: a fail-open); what
  /// its functions hand back is not followed, and they stay where written.
  @Test func aNamespacePassedOnByABarrelIsTheNamespace() throws {
    let files = [
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      import { Tasks } from "./barrel";
      import { T } from "./alias";
      import D from "./alias";
      import "./other";
      Tasks.archive(1);
      T.archive(2);
      D.archive(3);
      """,
      "barrel.ts": #"export * from "./ns";"#,
      "ns.ts": #"export * as Tasks from "./tasks";"#,
      "alias.ts": """
      import * as T from "./tasks";
      export { T };
      export default T;
      """,
      "other.ts": """
      import { archive } from "./tasks";
      if (has("tempo.task-archive")) archive(4);
      """,
      "tasks.ts": #"export function archive(id) { perform({ kind: "task.archive", id }); }"#,
    ]
    #expect(
      try uses(files) == [
        "index.ts:5:7 \(archiveCase) [] via tasks.ts:1:47",
        "index.ts:6:3 \(archiveCase) [] via tasks.ts:1:47",
        "index.ts:7:3 \(archiveCase) [] via tasks.ts:1:47",
        "other.ts:2:32 \(archiveCase) [\"\(archive)\"] via tasks.ts:1:47",
      ])
    // A function handing one back, read through the namespace: where written.
    var handing = files
    handing["tasks.ts"] = """
      export function useTasks() { return { archive: (id) => perform({ kind: "task.archive", id }) }; }
      """
    handing["index.ts"] = """
      import { Tasks } from "./barrel";
      import "./other";
      Tasks.useTasks().archive(1);
      """
    handing["other.ts"] = """
      import { useTasks } from "./tasks";
      if (has("tempo.task-archive")) useTasks().archive(4);
      """
    #expect(try uses(handing) == ["tasks.ts:1:72 \(archiveCase) []"])
  }

  /// A function exported under two names is one function: read under either, its uses stand
  /// there (a name it is not held under was a miss).
  @Test func aFunctionExportedTwiceIsFollowedUnderEitherName() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      import { archiveTask } from "./api";
      archiveTask(1);
      """,
      "api.ts": """
      export function archive(id) { perform({ kind: "task.archive", id }); }
      export { archive as archiveTask };
      """,
    ])
    #expect(found == ["index.ts:2:1 \(archiveCase) [] via api.ts:1:47"])
  }

  /// `via` names each import and re-export a value came through, in order, from where it was
  /// written to the send: a barrel's `export { … } from`, its `export *`, and an imported
  /// binding exported again.
  @Test func viaNamesTheImportsAndReExportsBetween() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      import { ARCHIVE, CREATE, DONE } from "./bridge";
      perform({ kind: ARCHIVE }); perform({ kind: CREATE }); perform({ kind: DONE });
      """,
      "bridge.ts": """
      export { A as ARCHIVE } from "./kinds";
      export * from "./more";
      import { D } from "./kinds";
      export { D as DONE };
      """,
      "more.ts": #"export { C as CREATE } from "./kinds";"#,
      "kinds.ts": """
      export const A = "task.archive";
      export const C = "task.create";
      export const D = "task.complete";
      """,
    ])
    #expect(
      found == [
        "index.ts:2:17 \(archiveCase) [] via kinds.ts:1:18 via bridge.ts:1:15 via index.ts:1:10",
        "index.ts:2:45 \(createCase) [] via kinds.ts:2:18 via more.ts:1:15 via bridge.ts:2:8 via index.ts:1:19",
        "index.ts:2:72 case:tempo.perform/task.complete [] via kinds.ts:3:18 via bridge.ts:4:15 via index.ts:1:27",
      ])
  }

  /// An import renamed (`import { KINDS as K }`) and an export renamed (`export { KINDS as
  /// ALL }`) name the same constant.
  @Test func renamedImportsAndExportsNameTheSameConstant() throws {
    let found = try uses([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      import { ALL as K } from "./kinds";
      perform({ kind: K.archive });
      """,
      "kinds.ts": """
      const KINDS = { archive: "task.archive" };
      export { KINDS as ALL };
      """,
    ])
    #expect(found == ["index.ts:2:17 \(archiveCase) [] via kinds.ts:1:26 via index.ts:1:17"])
  }
}
