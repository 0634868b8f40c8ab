import Testing

@testable import ContentScan

/// A parameter tested as a flag guards what its function does under the test wherever a call
/// gives it a check (CONTENT-ANALYSIS.md, "Where it holds": function summaries, instantiated per
/// call): `archiveIf(id, canArchive)` guards the send `archiveIf` makes under `if (allowed)` by
/// what `canArchive` proves, and by nothing where a call gives it anything else — but a literal
/// that fails the test (`archiveIf(id, false)`, the flag left out) runs nothing from that call.
/// Each idiom in a safe variant and an unsafe one, in one file and across files.
struct FlagParameterTests {
  /// A literal given to a flag decides its test at that call (CONTENT-ANALYSIS.md: a check
  /// "known false makes the region unreachable"): where the test fails — `false`, `0`, `""`,
  /// `null`, `undefined`, `void 0`, `!1`, an argument or prop left out, to a flag tested truthy;
  /// `true`, `!0`, a bare attribute, to one tested falsy; a constant equal to the one an early
  /// exit compares with — the send never runs from there, and is no use.
  /// Where the test passes, or the argument may be anything (a spread, a member written in a
  /// form not read, a function passed on), nothing guards it; a default other than `false`
  /// stands for `undefined`, not known.
  @Test func aLiteralFlagDecidesItsCall() {
    let (uses, scan) = scanMarked(
      """
      function archiveIf(id: string, allowed?: boolean) {
        if (allowed) perform({ kind: "task.archive", id });
      }
      function archiveUnless(id: string, skip?: boolean) {
        if (skip) return;
        perform({ kind: "task.archive", id });
      }
      function archiveWith({ id, enabled }: { id: string; enabled?: boolean }) {
        if (!enabled) return;
        perform({ kind: "task.archive", id });
      }
      function archiveOn(id: string, on = true) {
        if (on) perform({ kind: "task.archive", id });
      }
      function archiveNotOff(id: string, off?: boolean | null) {
        if (off === false) return;
        perform({ kind: "task.archive", id });
      }
      function Row({ id, readOnly }: { id: string; readOnly?: boolean }) {
        return <Button onPress={() => { if (readOnly) return; perform({ kind: 8️⃣"task.archive", id }); }} />;
      }
      archiveIf("a", false); archiveIf("b"); archiveIf("c", 0); archiveIf("d", "");
      archiveIf("e", null); archiveIf("f", undefined); archiveIf("g", void 0); archiveIf("h", !1);
      archiveUnless("i", true); archiveUnless("j", !""); archiveUnless("k", !0);
      archiveWith({ id: "l" }); archiveWith({ id: "m", enabled: false });
      archiveOn("n", null); archiveNotOff("o", false);
      export const p = <Row id="p" readOnly />;
      1️⃣archiveIf("q", true);
      2️⃣archiveUnless("r");
      3️⃣archiveWith({ id: "s", ...options });
      4️⃣archiveWith({ id: "t", "enabled": true });
      5️⃣archiveOn("u");
      6️⃣archiveNotOff("v");
      7️⃣archiveNotOff("w", null);
      export const x = <Row id="x" readOnly={false} />;
      export const y = <Row id="y" {...rest} />;
      ids.forEach(9️⃣archiveUnless);
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        // (A function passed on stands where written, before the file's calls; a handler's
        // use stands in it: given `false`, and given a spread.)
        Found(archiveCase, at: 1), Found(archiveCase, at: 2), Found(archiveCase, at: 9),
        Found(archiveCase, at: 3), Found(archiveCase, at: 4), Found(archiveCase, at: 5),
        Found(archiveCase, at: 6), Found(archiveCase, at: 7), Found(archiveCase, at: 8),
        Found(archiveCase, at: 8),
      ])
  }

  /// A truthy literal other than `true` (`"yes"`, `1`) decides no falsy test: `"yes" !== true`,
  /// so `if (skip === true) return;` lets the send run.
  @Test func aTruthyLiteralIsNotTrue() {
    let (uses, scan) = scanMarked(
      """
      function archiveUnless(id: string, skip?: unknown) {
        if (skip === true) return;
        perform({ kind: "task.archive", id });
      }
      archiveUnless("a", true);
      1️⃣archiveUnless("b", "yes");
      2️⃣archiveUnless("c", 1);
      """)
    #expect(scan.diagnostics == [])
    #expect(uses == [Found(archiveCase, at: 1), Found(archiveCase, at: 2)])
  }

  @Test func aFlagGuardsWhereItsCallGivesACheck() {
    let (uses, scan) = scanMarked(
      """
      function archiveIf(id: string, allowed: boolean) {
        if (allowed) perform({ kind: "task.archive", id });
      }
      function archiveUnless({ id, skip }: { id: string; skip: boolean }) {
        if (skip) return;
        perform({ kind: "task.archive", id });
      }
      const archiveWhen = (id: string, on = false) => on && perform({ kind: "task.archive", id });
      function grouped(id: string, on: boolean) {
        return (on) && perform({ kind: "task.archive", id });
      }
      const canArchive = hasCapability("tempo.task-archive");
      1️⃣archiveIf("a", canArchive);
      2️⃣archiveIf("b", hasCapability("tempo.navigation-progress") && ready);
      3️⃣grouped("c", canArchive);
      4️⃣archiveIf("d", !canArchive);
      5️⃣archiveIf("e", canArchive || force);
      6️⃣archiveUnless({ id: "f", skip: !canArchive });
      7️⃣archiveUnless({ id: "g", skip: canArchive });
      8️⃣archiveWhen("h", canArchive);
      archiveWhen("i");
      9️⃣archiveWhen("j", ready);
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2, [progress]),
        Found(archiveCase, at: 4), Found(archiveCase, at: 5), Found(archiveCase, at: 6, [archive]),
        Found(archiveCase, at: 7), Found(archiveCase, at: 8, [archive]), Found(archiveCase, at: 9),
        Found(archiveCase, at: 3, [archive]),
      ])
  }

  /// A parameter written in the body, or with a default a call giving `undefined` makes truthy,
  /// no longer holds what its calls give it; nor does a function passed on rather than called,
  /// nor an argument a spread may have replaced (in the arguments, or in an options object
  /// after the member). A parameter of a nested function that shadows the flag is another
  /// binding.
  @Test func aFlagThatNoLongerHoldsItsArgumentGuardsNothing() {
    let (uses, _) = scanMarked(
      """
      function written(id: string, on: boolean) {
        on = on || force;
        if (on) perform({ kind: "task.archive", id });
      }
      function defaulted(id: string, on = true) {
        if (on) perform({ kind: "task.archive", id });
      }
      function shadowed(id: string, on: boolean) {
        const run = (on: boolean) => { if (on) perform({ kind: "task.archive", id }); };
        return run(pick());
      }
      function archiveIf(id: string, on: boolean) {
        if (on) perform({ kind: "task.archive", id });
      }
      function withOptions({ id, on }: { id: string; on: boolean }) {
        if (on) perform({ kind: "task.archive", id });
      }
      declare const caps: Record<string, string[]>;
      const canArchive = hasCapability("tempo.task-archive");
      1️⃣written("a", canArchive);
      2️⃣defaulted("b", canArchive);
      3️⃣shadowed("c", canArchive);
      4️⃣archiveIf(...["d", canArchive]);
      register(5️⃣archiveIf);
      6️⃣withOptions({ id: "e", on: canArchive, ...overrides });
      7️⃣withOptions({ ...defaults, id: "f", on: canArchive });
      8️⃣defaulted("g");
      9️⃣defaulted("h", caps["tempo.task-archive"]);
      """)
    // (A truthy default is the parameter's where the call gives `undefined`: given a check,
    // never `undefined`, it holds what the check proves; left out, or given `caps[C]`, which is
    // `undefined` without the capability, nothing.)
    #expect(
      uses == [
        Found(archiveCase, at: 1), Found(archiveCase, at: 2, [archive]), Found(archiveCase, at: 8),
        Found(archiveCase, at: 9), Found(archiveCase, at: 3), Found(archiveCase, at: 4),
        Found(archiveCase, at: 5), Found(archiveCase, at: 6), Found(archiveCase, at: 7, [archive]),
        // (The name read inside the argument, as every such read: `9️⃣`'s line.)
        Found(archive, at: 0),
      ])
  }

  /// A function a hook hands back that tests the hook's flag (`useArchive(enabled)` returning
  /// `{ archive }`, whose body returns unless `enabled`) runs where its callers read it, under
  /// what the hook's call whose result they read gives the flag — by name, by member, or by
  /// position, and through a hook handing it on; given no check there (`true`), unguarded.
  @Test func aFunctionHandedBackTestingTheFlagOfWhatHandedItBack() {
    let (uses, scan) = scanMarked(
      """
      function useArchive(enabled: boolean) {
        const archive = useCallback((id: string) => {
          if (!enabled) return;
          perform({ kind: "task.archive", id });
        }, [enabled]);
        return { archive, complete: (id: string) => enabled && perform({ kind: "task.archive", id }) };
      }
      function usePair(on: boolean) {
        return [(id: string) => { if (on) perform({ kind: "task.archive", id }); }] as const;
      }
      function useOuter(on: boolean) {
        const { archive } = useArchive(on);
        return { archive };
      }
      const canArchive = hasCapability("tempo.task-archive");
      const { archive } = useArchive(canArchive);
      const actions = useArchive(true);
      const [archiveAt] = usePair(canArchive);
      1️⃣archive("a");
      actions.2️⃣complete("b");
      3️⃣archiveAt("c");
      useArchive(canArchive).4️⃣complete("d");
      const { archive: viaOuter } = useOuter(canArchive);
      5️⃣viaOuter("e");
      useOuter(true).6️⃣archive("f");
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 5, [archive]),
        Found(archiveCase, at: 6), Found(archiveCase, at: 2), Found(archiveCase, at: 4, [archive]),
        Found(archiveCase, at: 3, [archive]),
      ])
  }

  /// A component passing its prop on to another's flag (`<B visible={shown} />`) guards what
  /// that one does under it by what its own call gives; a read compared with another value
  /// (`other === on ? … : …`) is no test of the flag.
  @Test func aFlagPassedOnOrComparedWithAValue() {
    let (uses, _) = scanMarked(
      """
      function B({ visible }: { visible: boolean }) {
        return visible ? <Button onPress={() => perform({ kind: 1️⃣"task.archive" })} /> : null;
      }
      function A({ shown }: { shown: boolean }) { return <B visible={shown} />; }
      function C({ on }: { on: boolean }) {
        return other === on ? perform({ kind: "task.archive" }) : null;
      }
      const canArchive = hasCapability("tempo.task-archive");
      export const a = <A shown={canArchive} />;
      export const b = <A shown={ready} />;
      export const c = <2️⃣C on={canArchive} />;
      """)
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 1),
        Found(archiveCase, at: 2),
      ])
  }

  /// A flag compared with `undefined`, `null` or `false` is falsy where equal; where unequal it
  /// holds what its argument proves only when that constant is what the argument is without
  /// its element: a boolean check is `false`, a map's member `undefined` (`== null` too). So
  /// `if (on === false) return;` guards by `has(C)` given, not by `caps[C]` nor nothing given,
  /// and `if (on === undefined) return;` by `caps[C]`, not by `has(C)` (it did: a miss); a
  /// join is what each of its operands may be (`ready === true && has(C)`: `false`), and one
  /// holding no check may be anything (`user && has(C)`).
  @Test func aFlagComparedWithAConstant() {
    let (uses, _) = scanMarked(
      """
      function unlessFalse(id: string, on?: unknown) {
        if (on === false) return;
        perform({ kind: "task.archive", id });
      }
      function unlessUndefined(id: string, on?: unknown) {
        if (on === undefined) return;
        perform({ kind: "task.archive", id });
      }
      function whenNotNull(id: string, on?: unknown) {
        if (on != null) perform({ kind: "task.archive", id });
      }
      function elseWhenFalse(id: string, on?: unknown) {
        if (on === false) perform({ kind: "task.archive", id });
      }
      const canArchive = hasCapability("tempo.task-archive");
      const listed = caps["tempo.task-archive"];
      1️⃣unlessFalse("a", canArchive);
      2️⃣unlessFalse("b", listed);
      3️⃣unlessFalse("c");
      4️⃣unlessUndefined("d", listed);
      5️⃣unlessUndefined("e", canArchive);
      6️⃣whenNotNull("f", listed);
      7️⃣whenNotNull("g", canArchive);
      8️⃣elseWhenFalse("h", !canArchive);
      9️⃣elseWhenFalse("i", canArchive);
      unlessFalse("j", user && canArchive);
      unlessFalse("k", ready === true && canArchive);
      """)
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2), Found(archiveCase, at: 3),
        // (Unmarked: "j", then "k".) `user && …` is `user` where `user` is falsy: anything,
        // `undefined` too.
        Found(archiveCase, at: 0), Found(archiveCase, at: 0, [archive]),
        Found(archiveCase, at: 4, [archive]), Found(archiveCase, at: 5),
        Found(archiveCase, at: 6, [archive]), Found(archiveCase, at: 7),
        Found(archiveCase, at: 8, [archive]), Found(archiveCase, at: 9),
      ])
  }

  /// A component reading its props object member by member (`props.canArchive`, or `const {
  /// canArchive } = props` in the body) tests the member's flag as a destructured prop would,
  /// the props spread elsewhere too; not one the body writes, nor a member of a member, nor any
  /// where the props are passed on whole (what receives them may write one:
  /// `applyDefaults(props)`). One the element leaves out is `undefined`: nothing it guards runs
  /// from there (`b`); bare, it is `true` (`b2`).
  @Test func aFlagReadFromThePropsObject() {
    let (uses, scan) = scanMarked(
      """
      function A(props) {
        if (!props.canArchive) return null;
        return <Button onPress={() => perform({ kind: 1️⃣"task.archive", id: props.id })} />;
      }
      function B(props) {
        const { canArchive: allowed, id } = props;
        return allowed ? <Button onPress={() => perform({ kind: 2️⃣"task.archive", id })} /> : null;
      }
      function C(props) {
        props.canArchive = true;
        if (!props.canArchive) return null;
        return <Button onPress={() => perform({ kind: 3️⃣"task.archive" })} />;
      }
      function D(props) {
        if (!props.options.canArchive) return null;
        return <Button onPress={() => perform({ kind: 4️⃣"task.archive" })} />;
      }
      function E(props) {
        applyDefaults(props);
        if (!props.canArchive) return null;
        return <Button onPress={() => perform({ kind: 5️⃣"task.archive" })} />;
      }
      function F(props) {
        if (!props.canArchive) return null;
        return <><Button {...props} onPress={() => perform({ kind: 6️⃣"task.archive" })} /></>;
      }
      const canArchive = hasCapability("tempo.task-archive");
      export const a = <A canArchive={canArchive} id="a" />;
      export const b = <A id="b" />;
      export const b2 = <A id="b2" canArchive />;
      export const c = <B canArchive={canArchive} id="c" />;
      export const d = <B canArchive={!canArchive} id="d" />;
      export const e = <C canArchive={canArchive} />;
      export const f = <D canArchive={canArchive} options={{ canArchive }} />;
      export const g = <E canArchive={canArchive} />;
      export const h = <F canArchive={canArchive} />;
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 1),
        Found(archiveCase, at: 2, [archive]), Found(archiveCase, at: 2),
        Found(archiveCase, at: 3), Found(archiveCase, at: 4),
        Found(archiveCase, at: 5), Found(archiveCase, at: 6, [archive]),
      ])
  }

  /// A class component runs where it is read (`<TaskView …/>`), as a function component does,
  /// and its `this.props` is its props object: a flag tested in `render`, a lifecycle method or
  /// a handler field guards by what the element gives it; the element mounted behind a check
  /// guards all it does. Not a `this` of a function of its own, nor a class read otherwise
  /// too (listed, a static method called), nor a flag the element does not give or a
  /// `static defaultProps` may (a default other than `false`, `null` or `undefined`).
  @Test func aClassComponentsPropsAndPlace() {
    let (uses, scan) = scanMarked(
      """
      class A extends React.Component {
        render() {
          if (!this.props.canArchive) return null;
          return <Button onPress={() => perform({ kind: 1️⃣"task.archive" })} />;
        }
      }
      class B extends PureComponent {
        onPress = () => { if (this.props.canArchive) perform({ kind: 2️⃣"task.archive" }); };
        componentDidMount() {
          const { canArchive } = this.props;
          if (canArchive) perform({ kind: 3️⃣"task.archive" });
        }
        render() { return <Button onPress={this.9️⃣onPress} />; }
      }
      class C extends Component {
        componentDidMount() { perform({ kind: 4️⃣"task.archive" }); }
        render() { return <Button onPress={function () { if (this.props.canArchive) perform({ kind: 5️⃣"task.archive" }); }} />; }
      }
      class D extends Component {
        static archive() { perform({ kind: 6️⃣"task.archive" }); }
        render() { return null; }
      }
      class F extends Component {
        constructor(props) { super(props); this.props = { ...props, canArchive: true }; }
        render() { return this.props.canArchive ? <Button onPress={() => perform({ kind: 8️⃣"task.archive" })} /> : null; }
      }
      class E extends Component {
        static defaultProps = { canArchive: true, title: "Archive" };
        render() { return this.props.canArchive ? <Button onPress={() => perform({ kind: 7️⃣"task.archive" })} /> : null; }
      }
      const canArchive = hasCapability("tempo.task-archive");
      export const a = <A canArchive={canArchive} />;
      export const b = <A />;
      export const b2 = <A canArchive="yes" />;
      export const c = <B canArchive={canArchive} />;
      export const d = canArchive ? <C canArchive={canArchive} /> : null;
      export const e = canArchive ? <D /> : null;
      D.archive();
      export const f = <E canArchive={canArchive ? true : undefined} />;
      export const g = <F canArchive={canArchive} />;
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 1),
        // A handler runs where the component's code reads it (`onPress={this.onPress}`).
        Found(archiveCase, at: 9, [archive]), Found(archiveCase, at: 3, [archive]),
        Found(archiveCase, at: 4, [archive]), Found(archiveCase, at: 5, [archive]),
        Found(archiveCase, at: 6, [archive]), Found(archiveCase, at: 6),
        // Assigned, the props hold what the constructor gives; a default replaces
        // `undefined`: the element may not give the flag.
        Found(archiveCase, at: 8), Found(archiveCase, at: 7),
      ])
  }

  /// Across files: a hook taking the flag by position or in its options, a component taking it
  /// as a prop, and a hook passing its own flag on to another file's — each guarded at the call
  /// where a check is given, by nothing where `true` or another flag is.
  @Test func aFlagOfAnotherFilesHookOrComponent() throws {
    let found = try projectUses([
      "package.json": #"{ "main": "index.tsx" }"#,
      "hooks.ts": """
      import { useEffect } from "react";
      export function useArchiveOnMount(id: string, enabled: boolean) {
        useEffect(() => {
          if (!enabled) return;
          perform({ kind: "task.archive", id });
        }, [id, enabled]);
      }
      export function useArchive({ id, enabled }: { id: string; enabled: boolean }) {
        if (enabled) perform({ kind: "task.archive", id });
      }
      """,
      "outer.ts": """
      import { useArchiveOnMount } from "./hooks";
      export function useOuter(id: string, on: boolean) { useArchiveOnMount(id, on); }
      """,
      "ArchiveButton.tsx": """
      export function ArchiveButton({ id, visible }: { id: string; visible: boolean }) {
        return visible ? <Button onPress={() => perform({ kind: "task.archive", id })} /> : null;
      }
      """,
      "index.tsx": """
      import { useArchiveOnMount, useArchive } from "./hooks";
      import { useOuter } from "./outer";
      import { ArchiveButton } from "./ArchiveButton";
      export function Task({ id }: { id: string }) {
        const canArchive = hasCapability("tempo.task-archive");
        useArchiveOnMount(id, canArchive);
        useArchive({ id, enabled: canArchive });
        useOuter(id, canArchive);
        return <ArchiveButton id={id} visible={canArchive} />;
      }
      export function Unchecked({ id }: { id: string }) {
        useArchiveOnMount(id, true);
        useArchive({ id, enabled: hasCapability("tempo.navigation-progress") });
        useOuter(id, ready);
        return <ArchiveButton id={id} visible />;
      }
      """,
    ])
    #expect(
      found == [
        "ArchiveButton.tsx:2:59 \(archiveCase) [\"\(archive)\"] via index.tsx:9:11",
        "ArchiveButton.tsx:2:59 \(archiveCase) [] via index.tsx:15:11",
        "hooks.ts:5:21 \(archiveCase) [\"\(archive)\"] via index.tsx:6:3",
        "hooks.ts:5:21 \(archiveCase) [] via index.tsx:12:3",
        "hooks.ts:5:21 \(archiveCase) [\"\(archive)\"] via outer.ts:2:53 via index.tsx:8:3",
        "hooks.ts:5:21 \(archiveCase) [] via outer.ts:2:53 via index.tsx:14:3",
        "index.tsx:7:3 \(archiveCase) [\"\(archive)\"] via hooks.ts:9:32",
        "index.tsx:13:3 \(archiveCase) [\"\(progress)\"] via hooks.ts:9:32",
      ])
  }

  /// Across files: a function another file's hook hands back, under what the call whose result
  /// is read gives the hook's flag — through a barrel too; given `true`, unguarded.
  @Test func aFunctionAnotherFilesHookHandsBack() throws {
    let found = try projectUses([
      "package.json": #"{ "main": "index.tsx" }"#,
      "useArchive.ts": """
      import { useCallback } from "react";
      export function useArchive(enabled: boolean) {
        const archive = useCallback((id: string) => {
          if (!enabled) return;
          perform({ kind: "task.archive", id });
        }, [enabled]);
        return { archive };
      }
      """,
      "hooks.ts": #"export * from "./useArchive";"#,
      "index.tsx": """
      import { useArchive } from "./hooks";
      export function Row({ id }: { id: string }) {
        const { archive } = useArchive(hasCapability("tempo.task-archive"));
        const unchecked = useArchive(true);
        return <Button onPress={() => { archive(id); unchecked.archive(id); }} />;
      }
      """,
    ])
    #expect(
      found == [
        "index.tsx:3:48 \(archive) []",
        "index.tsx:5:35 \(archiveCase) [\"\(archive)\"] via useArchive.ts:5:21",
        "index.tsx:5:58 \(archiveCase) [] via useArchive.ts:5:21",
      ])
  }
}
