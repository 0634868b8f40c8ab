import BridgeDiagnostics
import Testing

@testable import ContentScan

/// Callbacks run under a check, children rendered under one (CONTENT-ANALYSIS.md, "Where it
/// holds": function summaries): what the function guards of a parameter guards the argument
/// given to it at each call, a check of another parameter standing for what that argument
/// names. Each idiom in a safe variant and an unsafe one.
struct GuardedParameterTests {
  @Test func aCallbackRunUnderACheckOfItsNameParameter() {
    let (uses, scan) = scanMarked(
      """
      function withCapability(name: string, fn: () => void) {
        if (typeof fn === "function" && hasCapability(name)) fn();
      }
      withCapability("tempo.task-archive", () => perform({ kind: 1️⃣"task.archive" }));
      withCapability("tempo.navigation-progress", () => perform({ kind: 2️⃣"task.archive" }));
      const other = pick();
      withCapability(other, () => perform({ kind: 3️⃣"task.archive" }));
      perform({ kind: 4️⃣"task.archive" });
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2, [progress]),
        Found(archiveCase, at: 3), Found(archiveCase, at: 4),
      ])
    // The capabilities given are checks, not uses; Hermes bytecode of the package reads them so.
    #expect(scan.checkedIDs.isSuperset(of: [archive, progress]))
  }

  /// A function that also runs its callback outside the check, or stores it first, or tests
  /// another name, or tests its name parameter after assigning it, guards nothing of it.
  @Test func aCallbackAlsoRunUnguardedIsNotGuarded() {
    let (uses, _) = scanMarked(
      """
      function both(name, fn) { if (has(name)) fn(); fn(); }
      function kept(name, fn) { later.push(fn); if (has(name)) fn(); }
      function wrong(name, other, fn) { if (has(other)) fn(); }
      function moved(name, fn) { name = 8️⃣"tempo.task-archive"; if (has(name)) fn(); }
      both(4️⃣"tempo.task-archive", () => perform({ kind: 1️⃣"task.archive" }));
      kept(5️⃣"tempo.task-archive", () => perform({ kind: 2️⃣"task.archive" }));
      wrong(6️⃣"tempo.task-archive", "x", () => perform({ kind: 3️⃣"task.archive" }));
      moved(other, () => perform({ kind: 7️⃣"task.archive" }));
      """)
    // A capability given where it guards nothing is what it always was: a name content handles.
    #expect(
      uses == [
        Found(archive, at: 8), Found(archive, at: 4), Found(archiveCase, at: 1),
        Found(archive, at: 5),
        Found(archiveCase, at: 2), Found(archive, at: 6), Found(archiveCase, at: 3),
        Found(archiveCase, at: 7),
      ])
  }

  /// The check written inside the function (`withArchive(fn)`), an early exit, and a handler
  /// passed by name: its use stands at the name, guarded there.
  @Test func aConcreteCheckAnEarlyExitAndAHandlerByName() {
    let (uses, _) = scanMarked(
      """
      function withArchive(fn) {
        if (!has("tempo.task-archive")) return;
        fn();
      }
      const onArchive = () => perform({ kind: "task.archive" });
      withArchive(1️⃣onArchive);
      setTimeout(2️⃣onArchive);
      """)
    #expect(uses == [Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2)])
  }

  /// A helper of the file's own helper guards as the inner one does: given the check
  /// (`withArchive`), or passing its own parameter on as the check (`when`), four deep at most.
  @Test func aHelpersHelperGuardsAsTheInnerOne() {
    let (uses, _) = scanMarked(
      """
      function withCapability(name, fn) { if (has(name)) fn(); }
      function withArchive(fn) { withCapability(6️⃣"tempo.task-archive", fn); }
      function when(name, fn) { withCapability(name, fn); }
      function late(name, fn) { withCapability(name, () => {}); fn(); }
      withArchive(() => perform({ kind: 1️⃣"task.archive" }));
      when(3️⃣"tempo.task-archive", () => perform({ kind: 2️⃣"task.archive" }));
      late(4️⃣"tempo.task-archive", () => perform({ kind: 5️⃣"task.archive" }));
      """)
    #expect(
      uses == [
        Found(archive, at: 6), Found(archiveCase, at: 1, [archive]),
        Found(archiveCase, at: 2, [archive]), Found(archive, at: 4), Found(archiveCase, at: 5),
      ])
  }

  @Test func childrenRenderedUnderACheckOfAProp() {
    let (uses, scan) = scanMarked(
      """
      function IfCapability({ name, children }: Props) {
        return hasCapability(name) ? <>{children}</> : null;
      }
      function Always({ name, children }) { return <View>{children}</View>; }
      export const screen = (props) => <>
        <IfCapability name="tempo.task-archive">
          <Button onPress={() => perform({ kind: 1️⃣"task.archive" })} />
        </IfCapability>
        <IfCapability name=5️⃣"tempo.task-archive" {...props}>
          <Button onPress={() => perform({ kind: 2️⃣"task.archive" })} />
        </IfCapability>
        <Always name=6️⃣"tempo.task-archive">
          <Button onPress={() => perform({ kind: 3️⃣"task.archive" })} />
        </Always>
        <Button onPress={() => perform({ kind: 4️⃣"task.archive" })} />
      </>;
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        // (What stands inside the exported `screen` is reported after the file's own.)
        Found(archive, at: 5), Found(archive, at: 6), Found(archiveCase, at: 1, [archive]),
        Found(archiveCase, at: 2), Found(archiveCase, at: 3), Found(archiveCase, at: 4),
      ])
  }

  /// A use in a handler stands in the handler, with what holds where its component is called;
  /// `useMemo(f)` is `f()`, so a use in its function stands where the hook is called.
  @Test func aHandlerStandsInItselfAMemoWhereItsHookIsCalled() {
    let (uses, _) = scanMarked(
      """
      function useArchive(id) { return useMemo(() => perform({ kind: "task.archive", id }), [id]); }
      function Row({ id }) { return <Button onPress={() => perform({ kind: 1️⃣"task.archive", id })} />; }
      export function Screen() {
        if (!has("tempo.task-archive")) return null;
        2️⃣useArchive(1);
        return <Row id={1} />;
      }
      """)
    #expect(
      uses == [
        // (What stands in the exported `Screen` is reported after the file's own.)
        Found(archiveCase, at: 2, [archive]), Found(archiveCase, at: 1, [archive]),
      ])
  }

  /// `memo(C)` and `forwardRef(C)` are the component `C`: one rendered behind a check lends its
  /// handlers that check, and a gate component made with them guards its children.
  @Test func memoAndForwardRefAreTheirComponent() {
    let (uses, _) = scanMarked(
      """
      const Row = memo(({ id }) => <Button onPress={() => perform({ kind: 1️⃣"task.archive", id })} />);
      const Gate = React.memo(forwardRef(({ name, children }, ref) => has(name) ? children : null));
      export const screen = (canArchive) => <>
        {canArchive && has("tempo.task-archive") ? <Row id={1} /> : null}
        <Gate name="tempo.task-archive">{perform({ kind: 2️⃣"task.archive" })}</Gate>
        <Row id={2} />
      </>;
      """)
    #expect(
      uses == [
        // `Row`'s send stands in its handler, once for each place it is rendered: behind the
        // check, and not.
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 1),
        Found(archiveCase, at: 2, [archive]),
      ])
  }

  /// What an argument evaluates as it is given runs before the function given it does: a send
  /// there (`withCapability(C, perform(…))`, `<IfCapability name={C}>{perform(…)}</…>`, a
  /// function of the file that sends when called) is no callback or child run under the check,
  /// and the check guards nothing of it; nor does a flag's literal that fails its test keep it
  /// from running. A send in a function value there, a component's element, or a value an
  /// action creator returns for the function to send, take what the function holds.
  @Test func sendsAnArgumentEvaluatesAreNotRunByTheFunction() {
    let (uses, scan) = scanMarked(
      """
      import { sendMessage } from "expo-brownfield";
      function perform(action) { sendMessage({ type: "tempo.perform", data: action }); }
      function archiveNow(id) { perform({ kind: "task.archive", id }); }
      const archiveTask = (id) => ({ kind: "task.archive", id });
      function withCapability(name, run) { if (hasCapability(name)) run(); }
      function sendIf(action, enabled) { if (enabled) perform(action); }
      function IfCapability({ name, children }) { return hasCapability(name) ? children : null; }
      function Show({ when, children }) { return when ? children : null; }
      export function screen(id) {
        withCapability("tempo.task-archive", 2️⃣perform({ kind: "task.archive", id }));
        withCapability("tempo.task-archive", () => 3️⃣perform({ kind: "task.archive", id }));
        withCapability("tempo.task-archive", 1️⃣archiveNow(id));
        sendIf(archiveTask(id), false);
        4️⃣sendIf(archiveTask(id), hasCapability(8️⃣"tempo.task-archive"));
        return <>
          <IfCapability name="tempo.task-archive">{5️⃣perform({ kind: "task.archive", id })}</IfCapability>
          <Show when={false}>{6️⃣perform({ kind: "task.archive", id })}</Show>
          <Show when={false}><Button onPress={() => perform({ kind: "task.archive", id })} /></Show>
          <IfCapability name="tempo.task-archive"><Button onPress={() => 7️⃣perform({ kind: "task.archive", id })} /></IfCapability>
        </>;
      }
      """)
    #expect(scan.diagnostics == [])
    // (The message each send sends stands with its case; a check tests the capability.)
    let message = "message:tempo.perform"
    #expect(
      uses == [
        Found(archive, at: 8), Found(message, at: 2), Found(message, at: 3, [archive]),
        Found(message, at: 1), Found(message, at: 4, [archive]), Found(message, at: 5),
        Found(message, at: 6), Found(message, at: 7, [archive]), Found(archiveCase, at: 1),
        Found(archiveCase, at: 2), Found(archiveCase, at: 3, [archive]),
        Found(archiveCase, at: 4, [archive]), Found(archiveCase, at: 5),
        Found(archiveCase, at: 6), Found(archiveCase, at: 7, [archive]),
      ])
  }

  /// `if (!has(name)) return null;` before the children, and type arguments on the element.
  @Test func childrenAfterAnEarlyReturn() {
    let (uses, _) = scanMarked(
      """
      function Gate<T>({ name, children }: { name: string; children: T }) {
        if (!hasCapability(name)) return null;
        return children;
      }
      export const screen = () => (
        <Gate<Node> name="tempo.task-archive">{perform({ kind: 1️⃣"task.archive" })}</Gate>
      );
      """)
    #expect(uses == [Found(archiveCase, at: 1, [archive])])
  }

  /// A flag prop or argument (`FlagParameters`) guards what the function renders, presses or
  /// runs under its test by what each call gives it: children under `when`, a handler a
  /// pressable's `disabled` disables, a callback run unless `off`. Given `true`, the opposite,
  /// another capability's check, or a spread after it, it guards nothing.
  @Test func aFlagGuardsWhatItsFunctionRendersPressesOrRunsUnderIt() {
    let (uses, scan) = scanMarked(
      """
      import { Pressable } from "react-native";
      function Show({ when, children }) { return when ? <>{children}</> : null; }
      function Press({ onPress, disabled }) {
        return <Pressable onPress={onPress} disabled={disabled} />;
      }
      function runUnless(off, run) { if (off) return; run(); }
      const canArchive = hasCapability("tempo.task-archive");
      export const screen = () => <>
        <Show when={canArchive}>{perform({ kind: 1️⃣"task.archive" })}</Show>
        <Show when={!canArchive}>{perform({ kind: 2️⃣"task.archive" })}</Show>
        <Show when>{perform({ kind: 3️⃣"task.archive" })}</Show>
        <Press disabled={!canArchive} onPress={() => perform({ kind: 4️⃣"task.archive" })} />
        <Press disabled={!hasCapability("tempo.navigation-progress")} onPress={() => perform({ kind: 5️⃣"task.archive" })} />
        <Press disabled={!canArchive} {...rest} onPress={() => perform({ kind: 6️⃣"task.archive" })} />
      </>;
      runUnless(!canArchive, () => perform({ kind: 7️⃣"task.archive" }));
      runUnless(canArchive, () => perform({ kind: 8️⃣"task.archive" }));
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        Found(archiveCase, at: 7, [archive]), Found(archiveCase, at: 8),
        // (What stands inside the exported `screen` is reported after the file's own.)
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2),
        Found(archiveCase, at: 3), Found(archiveCase, at: 4, [archive]),
        Found(archiveCase, at: 5, [progress]), Found(archiveCase, at: 6),
      ])
  }

  /// The same read from the props object member by member: `props.children` under
  /// `props.when`, `props.onPress` given to a pressable disabled by `props.disabled`, children
  /// under a check of `props.name`, the handler destructured beside a rest element spread
  /// before. Props passed on whole, a rest element holding the handler, or a handler also
  /// called outside the test, guard nothing.
  @Test func aPropsObjectReadMemberByMember() {
    let (uses, scan) = scanMarked(
      """
      import { Pressable } from "react-native";
      function Show(props) { return props.when ? <>{props.children}</> : null; }
      function Press(props) { return <Pressable onPress={props.onPress} disabled={props.disabled} />; }
      function IfCapability(props) { return hasCapability(props.name) ? props.children : null; }
      function Passed(props) { return props.when ? <Inner {...props} /> : props.children; }
      function Eager(props) { props.onPress(); return <Pressable onPress={props.onPress} disabled={props.disabled} />; }
      function Rest(props) { const { onPress, disabled, ...rest } = props; return <Pressable {...rest} onPress={onPress} disabled={disabled} />; }
      function Held(props) { const { disabled, ...rest } = props; return <Pressable {...rest} disabled={disabled} />; }
      const canArchive = hasCapability("tempo.task-archive");
      export const screen = () => <>
        <Show when={canArchive}>{perform({ kind: 1️⃣"task.archive" })}</Show>
        <Show when>{perform({ kind: 2️⃣"task.archive" })}</Show>
        <Press disabled={!canArchive} onPress={() => perform({ kind: 3️⃣"task.archive" })} />
        <IfCapability name="tempo.task-archive">{perform({ kind: 4️⃣"task.archive" })}</IfCapability>
        <Passed when={canArchive}>{perform({ kind: 5️⃣"task.archive" })}</Passed>
        <Eager disabled={!canArchive} onPress={() => perform({ kind: 6️⃣"task.archive" })} />
        <Rest disabled={!canArchive} onPress={() => perform({ kind: 7️⃣"task.archive" })} />
        <Held disabled={!canArchive} onPress={() => perform({ kind: 8️⃣"task.archive" })} />
      </>;
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2),
        Found(archiveCase, at: 3, [archive]), Found(archiveCase, at: 4, [archive]),
        Found(archiveCase, at: 5), Found(archiveCase, at: 6),
        Found(archiveCase, at: 7, [archive]), Found(archiveCase, at: 8),
      ])
  }

  /// A class component's `this.props` likewise: children under `this.props.when`, a handler
  /// destructured from `this.props` given to a pressable it disables; not a handler also
  /// called in a lifecycle method, nor props passed on whole.
  @Test func aClassComponentsPropsReadMemberByMember() {
    let (uses, scan) = scanMarked(
      """
      import { Pressable } from "react-native";
      class Show extends Component { render() { return this.props.when ? this.props.children : null; } }
      class Press extends React.PureComponent {
        render() { const { onPress, disabled } = this.props; return <Pressable onPress={onPress} disabled={disabled} />; }
      }
      class Eager extends Component {
        componentDidMount() { this.props.onPress(); }
        render() { return <Pressable onPress={this.props.onPress} disabled={this.props.disabled} />; }
      }
      class Passed extends Component { render() { return this.props.when ? <Inner {...this.props} /> : null; } }
      const canArchive = hasCapability("tempo.task-archive");
      export const screen = () => <>
        <Show when={canArchive}>{perform({ kind: 1️⃣"task.archive" })}</Show>
        <Show when>{perform({ kind: 2️⃣"task.archive" })}</Show>
        <Press disabled={!canArchive} onPress={() => perform({ kind: 3️⃣"task.archive" })} />
        <Eager disabled={!canArchive} onPress={() => perform({ kind: 4️⃣"task.archive" })} />
        <Passed when={canArchive}>{perform({ kind: 5️⃣"task.archive" })}</Passed>
      </>;
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2),
        Found(archiveCase, at: 3, [archive]), Found(archiveCase, at: 4), Found(archiveCase, at: 5),
      ])
  }

  // MARK: - Across files

  /// The helpers in their own module; the screen gives them a capability constant and an
  /// imported api function: each use stands where the api function is read, guarded by the
  /// helper's check of what the screen gave it — but not where the api function is called as
  /// the argument is evaluated (it sends before the helper runs); a function of another file
  /// that only makes a button holds its handler's send under the check.
  @Test func helpersInAnotherFileGuardWhatTheyAreGiven() throws {
    let found = try projectUses([
      "package.json": #"{ "main": "index.tsx" }"#,
      "index.tsx": """
      import { withCapability, IfCapability } from "./capabilities";
      import { CAPS } from "./names";
      import { archive, archiveButton } from "./api";
      export function onSwipe(id) { withCapability(CAPS.archive, () => archive(id)); }
      export function onPress(id) { withCapability(CAPS.progress, () => archive(id)); }
      export const row = (id) => (
        <IfCapability name={CAPS.archive}><Button onPress={() => archive(id)} /></IfCapability>
      );
      export function onLongPress(id) { archive(id); }
      export function onHold(id) { withCapability(CAPS.archive, archive(id)); }
      export const eager = (id) => <IfCapability name={CAPS.archive}>{archive(id)}</IfCapability>;
      export const made = (id) => <IfCapability name={CAPS.archive}>{archiveButton(id)}</IfCapability>;
      """,
      "capabilities.tsx": """
      export function withCapability(name, fn) { if (hasCapability(name)) fn(); }
      export function IfCapability({ name, children }) {
        return hasCapability(name) ? children : null;
      }
      """,
      "names.ts": """
      export const CAPS = { archive: "tempo.task-archive", progress: "tempo.navigation-progress" };
      """,
      "api.tsx": """
      export function archive(id) { perform({ kind: "task.archive", id }); }
      export function archiveButton(id) { return <Button onPress={() => archive(id)} />; }
      """,
    ])
    #expect(
      found == [
        // The handler of the button `archiveButton` makes under the check.
        "api.tsx:2:67 \(archiveCase) [\"\(archive)\"] via api.tsx:1:47 via index.tsx:12:64",
        "index.tsx:4:66 \(archiveCase) [\"\(archive)\"] via api.tsx:1:47",
        "index.tsx:5:67 \(archiveCase) [\"\(progress)\"] via api.tsx:1:47",
        "index.tsx:7:60 \(archiveCase) [\"\(archive)\"] via api.tsx:1:47",
        "index.tsx:9:35 \(archiveCase) [] via api.tsx:1:47",
        // `archive(id)` evaluated as it is given: it sends before the check.
        "index.tsx:10:59 \(archiveCase) [] via api.tsx:1:47",
        "index.tsx:11:65 \(archiveCase) [] via api.tsx:1:47",
      ])
  }

  /// A function of another file that sends through a function of a third is one that sends
  /// when called: evaluated as a helper's argument, it sends before the check; one that hands
  /// back a function sending when that is called sends nothing as it is evaluated.
  @Test func aSendThroughTwoFilesEvaluatedAsAnArgument() throws {
    let found = try projectUses([
      "package.json": #"{ "main": "index.tsx" }"#,
      "index.tsx": """
      import { IfCapability } from "./capabilities";
      import { archiveVia, archiveLater } from "./b";
      export const eager = (id) => <IfCapability name="tempo.task-archive">{archiveVia(id)}</IfCapability>;
      export const later = (id) => <IfCapability name="tempo.task-archive">{archiveLater(id)}</IfCapability>;
      """,
      "capabilities.tsx": """
      export function IfCapability({ name, children }) {
        return hasCapability(name) ? children : null;
      }
      """,
      "b.ts": """
      import { archive } from "./c";
      export function archiveVia(id) { archive(id); }
      export function archiveLater(id) { return () => archive(id); }
      """,
      "c.ts": #"export function archive(id) { perform({ kind: "task.archive", id }); }"#,
    ])
    #expect(
      found == [
        "index.tsx:3:71 \(archiveCase) [] via c.ts:1:47 via b.ts:2:34",
        "index.tsx:4:71 \(archiveCase) [\"\(archive)\"] via c.ts:1:47 via b.ts:3:49",
      ])
  }

  /// A method of a service object another file exports, and a function read from a namespace
  /// import, send when called as another's: evaluated as a helper's children, before the check;
  /// in a handler there, under it.
  @Test func aMethodOrNamespaceFunctionEvaluatedAsAnArgument() throws {
    let found = try projectUses([
      "package.json": #"{ "main": "index.tsx" }"#,
      "index.tsx": """
      import { api } from "./api";
      import * as Tasks from "./tasks";
      function IfCapability({ name, children }) { return hasCapability(name) ? children : null; }
      export const a = (id) => <IfCapability name="tempo.task-archive">{api.archive(id)}</IfCapability>;
      export const b = (id) => <IfCapability name="tempo.task-archive">{Tasks.archive(id)}</IfCapability>;
      export const c = (id) => <IfCapability name="tempo.task-archive"><Button onPress={() => Tasks.archive(id)} /></IfCapability>;
      """,
      "api.ts": #"export const api = { archive(id) { perform({ kind: "task.archive", id }); } };"#,
      "tasks.ts": #"export function archive(id) { perform({ kind: "task.archive", id }); }"#,
    ])
    #expect(
      found == [
        "index.tsx:4:71 \(archiveCase) [] via api.ts:1:52",
        "index.tsx:5:73 \(archiveCase) [] via tasks.ts:1:47",
        "index.tsx:6:95 \(archiveCase) [\"\(archive)\"] via tasks.ts:1:47",
      ])
  }

  /// In one file: the comparison negated, in parentheses, on either side of `&&` or `||`, of
  /// an optional chain; one joined otherwise (`kind === K || ready`),
  /// or of a parameter another member of which is sent as the kind, says nothing of the kind.
  /// No note calls the join of a comparison with a check one that guards nothing.
  @Test func aWrapperCheckingTheKindInOneFile() {
    let (uses, scan) = scanMarked(
      """
      function sendA(kind: string) { if (!hasCapability("tempo.task-archive") && kind === "task.archive") return; perform({ kind }); }
      function sendB(kind: string) { if (!(kind === "task.archive") || hasCapability("tempo.task-archive")) perform({ kind }); }
      function sendC(action: { kind: string }) { if (action?.kind !== "task.archive" || hasCapability("tempo.task-archive")) perform(action); }
      function sendD(kind: string, ready: boolean) { if ((kind === "task.archive" || ready) && !hasCapability("tempo.task-archive")) return; perform({ kind }); }
      function sendE(kind: string) { if ("task.archive" === kind && !hasCapability("tempo.navigation-progress")) return; perform({ kind }); }
      function sendF(action: { kind: string; next: string; id: number }) { if (action.kind === "task.archive" && !hasCapability("tempo.task-archive")) return; perform({ kind: action.next, id: action.id }); }
      function sendG(action: { kind: string; id: number }) { if (action.kind === "task.archive" && !hasCapability("tempo.task-archive")) return; perform({ kind: action.kind, id: action.id }); }
      sendA(1️⃣"task.archive"); sendB(2️⃣"task.archive"); sendC({ kind: 3️⃣"task.archive" });
      sendD(4️⃣"task.archive", true); sendE(5️⃣"task.archive");
      sendF({ kind: 8️⃣"task.create", next: 6️⃣"task.archive", id: 1 }); sendG({ kind: 7️⃣"task.archive", id: 1 });
      function relay(action: { kind: string; id: number }) { sendG(rename(action)); }
      relay({ kind: 9️⃣"task.archive", id: 1 });
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2, [archive]),
        Found(archiveCase, at: 3, [archive]), Found(archiveCase, at: 4),
        Found(archiveCase, at: 5, [progress]),
        // Another member sent as the kind: the comparison says nothing of it.
        Found("case:tempo.perform/task.create", at: 8), Found(archiveCase, at: 6),
        Found(archiveCase, at: 7, [archive]),
        // Not in what another function makes of the argument (`rename(action)`).
        Found(archiveCase, at: 9),
      ])
  }

  /// A table of what each kind needs (`KindTables`): `const need = REQUIRED[action.kind]` then
  /// `if (need && !has(need)) return;` (or `!need || has(need)`) guards each listed kind by its
  /// entry, a kind the table does not list by nothing, and a call sending it needs nothing of
  /// the table. A table the file writes into, a `let`, a member assigned, another member sent as
  /// the kind, or an exit that is no early one guards nothing.
  @Test func aWrapperLookingUpWhatTheKindNeedsInATable() {
    let (uses, scan) = scanMarked(
      """
      const Kind = { Archive: "task.archive" } as const;
      const REQUIRED = { [Kind.Archive]: "tempo.task-archive", "task.create": "tempo.task-archive" };
      const WRITTEN = { [Kind.Archive]: "tempo.task-archive" };
      WRITTEN.other = "x";
      function sendA(action: { kind: string }) { const need = REQUIRED[action.kind]; if (need && !hasCapability(need)) return; perform(action); }
      function sendB(kind: string) { const need = REQUIRED[kind]; if (!need || hasCapability(need)) perform({ kind }); }
      function sendC(kind: string) { const need = WRITTEN[kind]; if (need && !hasCapability(need)) return; perform({ kind }); }
      function sendD(kind: string) { let need = REQUIRED[kind]; if (need && !hasCapability(need)) return; perform({ kind }); }
      function sendE(action: { kind: string; next: string }) { const need = REQUIRED[action.kind]; if (need && !hasCapability(need)) return; perform({ kind: action.next }); }
      function sendF(kind: string) { const need = REQUIRED[kind]; if (need && !hasCapability(need)) log("x"); perform({ kind }); }
      sendA({ kind: 1️⃣"task.archive" }); sendB(2️⃣"task.archive"); sendB(3️⃣"task.complete");
      sendC(4️⃣"task.archive"); sendD(5️⃣"task.archive");
      sendE({ kind: 6️⃣"task.create", next: 7️⃣"task.archive" }); sendF(8️⃣"task.archive");
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        // The table written into is no constant: its name is where it is written.
        Found("capability:tempo.task-archive", at: 0),
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2, [archive]),
        Found("case:tempo.perform/task.complete", at: 3), Found(archiveCase, at: 4),
        Found(archiveCase, at: 5), Found("case:tempo.perform/task.create", at: 6),
        Found(archiveCase, at: 7), Found(archiveCase, at: 8),
      ])
  }

  /// A `switch` on the kind: a clause leaving by `break` only where the check holds (a loop's
  /// own `break` inside it aside), or the last one running out of the `switch` past its check,
  /// guards its names, labels it shares included, through a function handing its parameter on
  /// too; one breaking either way, whose end is reached without the check, or in a `switch`
  /// that may be passed by, none.
  @Test func aWrapperSwitchingOnTheKind() {
    let (uses, scan) = scanMarked(
      """
      function sendH(kind: string) {
        switch (kind) {
          case "task.create": break;
          case "task.complete": case "task.archive":
            for (const step of [1, 2]) { if (step) break; }
            if (!hasCapability("tempo.task-archive")) return;
            break;
          default: break;
        }
        perform({ kind });
      }
      function sendI(kind: string) {
        switch (kind) {
          case "task.archive": if (hasCapability("tempo.task-archive")) break; log(kind); break;
        }
        perform({ kind });
      }
      function sendJ(kind: string) {
        switch (kind) {
          case "task.create": break;
          case "task.archive": if (!hasCapability("tempo.task-archive")) return;
        }
        perform({ kind });
      }
      function sendL(kind: string, flag: boolean) {
        switch (kind) {
          case "task.create": if (!hasCapability("tempo.task-archive")) return; break;
          case "task.archive": if (flag) { if (!hasCapability("tempo.task-archive")) return; }
        }
        perform({ kind });
      }
      function sendM(kind: string) {
        switch (kind) {
          case "task.archive": if (!hasCapability("tempo.task-archive")) return;
          case "task.create": log(kind);
        }
        perform({ kind });
      }
      function sendN(kind: string) {
        switch (kind) {
          case "task.archive": if (hasCapability("tempo.task-archive")) break;
          case "task.create": break;
        }
        perform({ kind });
      }
      function sendO(kind: string) {
        switch (kind) {
          case "task.archive": if (hasCapability("tempo.task-archive")) break;
        }
        perform({ kind });
      }
      function viaSwitch(kind: string) { sendH(kind); }
      function sendK(kind: string, force: boolean) {
        if (!force) switch (kind) { case "task.archive": if (!hasCapability("tempo.task-archive")) return; break; }
        perform({ kind });
      }
      sendH(1️⃣"task.archive"); sendI(2️⃣"task.archive"); sendJ(3️⃣"task.archive");
      viaSwitch(4️⃣"task.archive"); sendK(5️⃣"task.archive", true);
      sendL(6️⃣"task.archive", true); sendM(7️⃣"task.archive");
      sendN(8️⃣"task.archive"); sendO(9️⃣"task.archive");
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2),
        // The last clause runs out of the `switch` past its check.
        Found(archiveCase, at: 3, [archive]),
        // Through a function handing its parameter on to the wrapper.
        Found(archiveCase, at: 4, [archive]),
        // A `switch` that may be passed by (`if (!force) switch …`).
        Found(archiveCase, at: 5),
        // The last clause's check held on one branch only; a clause running into the next.
        Found(archiveCase, at: 6), Found(archiveCase, at: 7),
        // A `break` under an `if` as the clause's last statement: it may run on, into the
        // next clause or out of the `switch` without the check.
        Found(archiveCase, at: 8), Found(archiveCase, at: 9),
      ])
  }

  /// Guards on condition (`NameConditions`) resolve by the name of the use taking them: their
  /// fact where the comparison holds of it; comparisons and the rest of the placeholders go.
  @Test func guardsOnConditionResolveByTheUsesName() throws {
    let equal = try #require(
      NameConditions.comparison(slot: "#0", path: "kind", name: "task.archive", equal: true))
    let other = try #require(
      NameConditions.comparison(slot: "#0", path: "kind", name: "task.archive", equal: false))
    #expect(NameConditions.comparison(slot: "#0", path: "", name: "a!", equal: true) == nil)
    #expect(NameConditions.comparison(slot: "#0", path: "", name: "a=b", equal: true) == nil)
    let guards: Set<String> = [
      archive, equal, NameConditions.conditional(progress, on: equal),
      NameConditions.conditional("module:Haptics", on: other),
    ]
    #expect(NameConditions.resolved(guards, for: "task.archive") == [archive, progress])
    #expect(NameConditions.resolved(guards, for: "task.create") == [archive, "module:Haptics"])
    #expect(NameConditions.negated(NameConditions.negated(equal)) == equal)
    #expect(NameConditions.slot(of: NameConditions.conditional(progress, on: other)) == "#0")
  }

  /// A wrapper that checks what the kind it sends needs (`if (action.kind === Kind.Archive &&
  /// !hasCapability(C)) return;`, `kind !== K || hasCapability(C)`) guards that kind where it is
  /// given — written there, returned by an action creator of another file, compared with a
  /// literal or a constant, or a `switch`'s label — and nothing else: not another kind, not a kind it compares in
  /// another parameter, not one whose member it assigns before sending.
  @Test func aWrapperCheckingTheKindItSendsGuardsThatKind() throws {
    let found = try projectUses([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      import { archiveTask, createTask } from "./actions";
      import { performSafely, sendIfAble, wrongKind, otherSlot, rewritten, bySwitch } from "./safe";
      export function a(id) { performSafely(archiveTask(id)); }
      export function b(id) { performSafely({ kind: "task.archive", id }); }
      export function c(title) { performSafely(createTask(title)); }
      export function d(id) { performSafely({ kind: "task.complete", id }); }
      export function e(id) { sendIfAble("task.archive", id); }
      export function f(id) { wrongKind(archiveTask(id)); }
      export function g(id) { otherSlot(archiveTask(id), archiveTask(id)); }
      export function h(id) { rewritten(archiveTask(id)); }
      export function i(id) { bySwitch(archiveTask(id)); }
      """,
      "actions.ts": """
      export const archiveTask = (id) => ({ kind: "task.archive", id });
      export const createTask = (title) => ({ kind: "task.create", title });
      """,
      "names.ts": #"export const Kind = { Archive: "task.archive" } as const;"#,
      "safe.ts": """
      import { Kind } from "./names";
      export function performSafely(action) {
        if (action.kind === Kind.Archive && !hasCapability("tempo.task-archive")) return false;
        if (action.kind === "task.complete" && !hasCapability("tempo.navigation-progress")) return false;
        perform(action);
        return true;
      }
      export function sendIfAble(kind, id) {
        if (kind !== "task.archive" || hasCapability("tempo.task-archive")) perform({ kind, id });
      }
      export function wrongKind(action) {
        if (action.kind === "task.set-due" && !hasCapability("tempo.task-archive")) return;
        perform(action);
      }
      export function otherSlot(checked, action) {
        if (checked.kind === "task.archive" && !hasCapability("tempo.task-archive")) return;
        perform(action);
      }
      export function rewritten(action) {
        if (action.kind === "task.archive" && !hasCapability("tempo.task-archive")) return;
        action.kind = next(action.kind);
        perform(action);
      }
      export function bySwitch(action) {
        switch (action.kind) {
          case Kind.Archive:
            if (!hasCapability("tempo.task-archive")) return;
            break;
        }
        perform(action);
      }
      """,
    ])
    #expect(
      found == [
        "index.ts:3:39 \(archiveCase) [\"\(archive)\"] via actions.ts:1:45 via index.ts:1:10",
        "index.ts:4:47 \(archiveCase) [\"\(archive)\"]",
        // Another kind: nothing checked, and nothing needed.
        "index.ts:5:42 case:tempo.perform/task.create [] via actions.ts:2:47 via index.ts:1:23",
        "index.ts:6:47 case:tempo.perform/task.complete [\"\(progress)\"]",
        "index.ts:7:36 \(archiveCase) [\"\(archive)\"]",
        // The check of another kind, of another parameter, of a kind assigned anew: none.
        "index.ts:8:35 \(archiveCase) [] via actions.ts:1:45 via index.ts:1:10",
        "index.ts:9:35 \(archiveCase) [] via actions.ts:1:45 via index.ts:1:10",
        "index.ts:9:52 \(archiveCase) [] via actions.ts:1:45 via index.ts:1:10",
        "index.ts:10:35 \(archiveCase) [] via actions.ts:1:45 via index.ts:1:10",
        // A `switch` on it, its label a constant.
        "index.ts:11:34 \(archiveCase) [\"\(archive)\"] via actions.ts:1:45 via index.ts:1:10",
      ])
  }

  /// A helper that guards nothing, in another file, leaves the use unguarded; so does one read
  /// through a `require` no module-level `const` binds, whose summary the bundle does not ask
  /// for.
  @Test func helpersThatGuardNothingOrAreNotFollowed() throws {
    let found = try projectUses([
      "package.json": #"{ "main": "index.tsx" }"#,
      "index.tsx": """
      import { run } from "./helpers";
      export function a() { run("tempo.task-archive", () => perform({ kind: "task.archive" })); }
      export function b() {
        require("./capabilities").withCapability("tempo.task-archive", () => perform({ kind: "task.archive" }));
      }
      """,
      "helpers.ts": #"export function run(name, fn) { log(name); fn(); }"#,
      "capabilities.ts": """
      export function withCapability(name, fn) { if (hasCapability(name)) fn(); }
      """,
    ])
    #expect(
      found == [
        "index.tsx:2:27 \(archive) []", "index.tsx:2:71 \(archiveCase) []",
        "index.tsx:4:44 \(archive) []", "index.tsx:4:88 \(archiveCase) []",
      ])
  }
}
