import ContentScan
import ContractLanguage
import Foundation
import TestSupport
import Testing

@testable import Compatibility

/// Hooks and handlers: checks a hook returns, functions it hands back, helpers that run or render
/// under a check.
extension IdiomGateTests {
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

  /// A hook returning its checks after statements of its own (`const snapshot =
  /// useSnapshot();`) as the last of its body, with no other `return`: what it returns is read
  /// as if it were all it does — a check function's call, or a search of a collection the shell
  /// gives (`snapshot.capabilities.includes(C)`, through `?.`, a call, `useMemo`), or any
  /// condition a test would read as proving C (`C in snapshot.capabilities`, `!!caps[C]`) — in
  /// its file or another, destructured or read as a member. A search of a list the content wrote
  /// naming C, of another capability, negated, or `has` of a class of the content's, a
  /// condition that may hold without C, another `return` before (of the hook's own, in a
  /// `catch` too), or a last statement that is no `return` proves nothing.
  @Test func aHookReturningChecksAfterStatementsOfItsOwn() throws {
    let hooks = """
      import { useMemo } from "react";
      import { hasCapability } from "./client";
      declare function useSnapshot(): { capabilities: string[] } | undefined;
      class Gates { has(name: string) { return name.length > 0; } }
      export function useCaps() {
        BODY
      }
      """
    let source = """
      import { perform } from "./client";
      IMPORT
      export function Row({ id }: { id: string }) {
        HOLD
        return <Button onPress={() => { if (!FLAG) return; perform({ kind: "task.archive", id }); }} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    let snapshot = "const snapshot = useSnapshot();"
    let proving = [
      "\(snapshot) return { archive: hasCapability(\"tempo.task-archive\") };",
      "\(snapshot) return { archive: snapshot?.capabilities.includes(\"tempo.task-archive\") };",
      "const s = useSnapshot(); if (!s) throw new Error(); return { archive: s.capabilities.includes(\"tempo.task-archive\") };",
      "const ready = true; return { archive: useSnapshot()?.capabilities?.includes(\"tempo.task-archive\") };",
      "\(snapshot) return useMemo(() => ({ archive: snapshot?.capabilities.includes(\"tempo.task-archive\") }), [snapshot]);",
      "\(snapshot) return { archive: snapshot !== undefined && \"tempo.task-archive\" in snapshot.capabilities };",
      "\(snapshot) return { archive: !!snapshot?.capabilities[\"tempo.task-archive\"] };",
    ]
    let notProving = [
      "const caps = useSnapshot()?.capabilities ?? [\"tempo.task-archive\"]; return { archive: caps.includes(\"tempo.task-archive\") };",
      "\(snapshot) return { archive: snapshot?.capabilities.includes(\"tempo.task-due-dates\") };",
      "\(snapshot) return { archive: !snapshot?.capabilities.includes(\"tempo.task-archive\") };",
      "const gates = new Gates(); return { archive: gates.has(\"tempo.task-archive\") };",
      "\(snapshot) if (!snapshot) return { archive: true }; return { archive: hasCapability(\"tempo.task-archive\") };",
      "try { useSnapshot(); } catch { return { archive: true }; } return { archive: hasCapability(\"tempo.task-archive\") };",
      "\(snapshot) if (snapshot) { return { archive: hasCapability(\"tempo.task-archive\") }; }",
      "\(snapshot) return { archive: !(\"tempo.task-archive\" in (snapshot?.capabilities ?? {})) };",
      "\(snapshot) return { archive: \"tempo.task-archive\" in (snapshot?.capabilities ?? { \"tempo.task-archive\": 1 }) };",
      "\(snapshot) return { archive: \"tempo.task-archive\" in (snapshot?.capabilities ?? {}) || !snapshot };",
    ]
    for (body, proves) in proving.map({ ($0, true) }) + notProving.map({ ($0, false) }) {
      for (hold, flag) in [
        ("const { archive } = useCaps();", "archive"), ("const caps = useCaps();", "caps.archive"),
      ] {
        for inFile in [false, true] {
          let hook = hooks.replacing("BODY", with: body)
          let screen = source.replacing("HOLD", with: hold).replacing("FLAG", with: flag)
            .replacing("IMPORT", with: inFile ? hook : #"import { useCaps } from "./hooks";"#)
          #expect(
            try gate(screen, inFile ? [:] : ["hooks.ts": hook]) == (proves ? [] : archiveOn70),
            "\(body) \(flag), in the file: \(inFile)")
        }
      }
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

  /// A check function a hook returns whole (`const can = useCan(); can(C)`) — written there,
  /// through `useCallback` or by name — proves what it proves, in the file or another; one that
  /// proves nothing (`() => true`), tests a list of the content's own, or differs between
  /// returns proves nothing, nor does a check of another capability.
  @Test func aCheckFunctionAHookReturnsWhole() throws {
    let hook = """
      import { useCallback } from "react";
      let caps: string[] = [];
      export function setCaps(next: string[]) { caps = next; }
      export function useCan() {
        RETURN
      }
      """
    let reader = """
      import { perform } from "./client";
      import { useCan } from "./can";
      export function Row({ id }: { id: string }) {
        const can = useCan();
        if (can("C")) perform({ kind: "task.archive", id });
      }
      """
    let here =
      reader.replacing("import { useCan } from \"./can\";\n", with: "")
      + "\n" + hook.replacing("export function useCan", with: "function useCan")
    for (returned, proving) in [
      ("return (name: string) => caps.includes(name);", true),
      ("return useCallback((name: string) => caps.includes(name), []);", true),
      ("function has(name: string) { return caps.includes(name); }\n  return has;", true),
      ("return (name: string) => true;", false),
      (
        "const own = [\"tempo.task-archive\"];\n  return (name: string) => own.includes(name);",
        false
      ),
      (
        "if (caps.length) return (name: string) => caps.includes(name);\n"
          + "  return (name: string) => name.length > 0;", false
      ),
    ] {
      for (capability, proves) in [
        ("tempo.task-archive", proving), ("tempo.task-due-dates", false),
      ] {
        let expected = proves ? [] : archiveOn70
        let use = reader.replacing("\"C\"", with: "\"\(capability)\"")
        #expect(
          try gate(use, ["can.ts": hook.replacing("RETURN", with: returned)]) == expected,
          "\(returned) \(capability)")
        #expect(
          try gate(
            here.replacing("\"C\"", with: "\"\(capability)\"").replacing(
              "RETURN", with: returned)) == expected, "here: \(returned) \(capability)")
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

  /// A class component's field holding a check (`canArchive = hasCapability(C)`) guards its
  /// handler's send where tested; written again in a method (assigned, or destructured into),
  /// it proves nothing there.
  @Test func aClassComponentsFieldHoldingACheck() throws {
    let source = """
      import React from "react";
      import { perform, hasCapability } from "./client";
      export class Row extends React.Component<{ id: string }> {
        canArchive = hasCapability("tempo.task-archive");
        onPress = () => {
          if (this.canArchive) perform({ kind: "task.archive", id: this.props.id });
        };
        render() { return <Button onPress={this.onPress} />; }
        WRITE
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    #expect(try gate(source.replacing("WRITE", with: "")) == [])
    #expect(
      try gate(source.replacing("WRITE", with: "refresh() { this.canArchive = true; }"))
        == archiveOn70)
    #expect(
      try gate(source.replacing("WRITE", with: "refresh() { [this.canArchive] = [true]; }"))
        == archiveOn70)
    #expect(
      try gate(source.replacing("WRITE", with: "refresh() { const list = [this.canArchive]; }"))
        == [])
  }

  /// A class component's handler — an arrow field, or a method its constructor binds again
  /// (`this.onArchive = this.onArchive.bind(this)`) — runs where its own code reads it through
  /// `this`: passed behind `this.canArchive ? … : null`, it publishes (it ran wherever the
  /// component is read: refused). Passed unguarded, called from `componentDidMount`, with
  /// `this` passed on whole (which may call any member), or called through a ref in any file
  /// (`rowRef.current?.onArchive()`, `this.row?.onArchive()` where `ref={this.setRow}` stores
  /// it), it refuses on 7.0.
  @Test(arguments: [
    ("onArchive = () => perform({ kind: \"task.archive\", id: this.props.id });", ""),
    (
      "onArchive() { perform({ kind: \"task.archive\", id: this.props.id }); }",
      "this.onArchive = this.onArchive.bind(this);"
    ),
  ])
  func aClassComponentsHandlerPassedBehindItsCheck(handler: String, binding: String) throws {
    let source = """
      import React from "react";
      import { perform, hasCapability } from "./client";
      export class Row extends React.Component<{ id: string }> {
        constructor(props: { id: string }) {
          super(props);
          this.canArchive = hasCapability("tempo.task-archive");
          BINDING
        }
        HANDLER
        MOUNT
        render() {
          return PASSED;
        }
      }
      declare function Button(props: { onPress: () => void }): null;
      declare function register(component: unknown): void;
      """.replacing("HANDLER", with: handler).replacing("BINDING", with: binding)
    func gated(_ passed: String, mount: String = "") throws -> [String] {
      try gate(source.replacing("PASSED", with: passed).replacing("MOUNT", with: mount))
    }
    let guarded = "this.canArchive ? <Button onPress={this.onArchive} /> : null"
    #expect(try gated(guarded) == [])
    #expect(try gated("<Button onPress={this.onArchive} />") == archiveOn70)
    #expect(try gated(guarded, mount: "componentDidMount() { this.onArchive(); }") == archiveOn70)
    #expect(try gated(guarded, mount: "componentDidMount() { register(this); }") == archiveOn70)
    // Called through a ref (a read of `current`, a name bound to one, a field a callback ref
    // sets, inline or named), in the file or another: with the component, wherever it is read.
    let list = """
      import React from "react";
      import { Row } from "./index";
      export class List extends React.Component {
        rowRef = React.createRef<Row>();
        row: Row | null = null;
        setRow = (r: Row | null) => { this.row = r; };
        attach(r: Row | null) { this.row = r; }
        componentDidMount() { CALL }
        render() { return <Row ref={REF} id="1" />; }
      }
      """
    let row = source.replacing("PASSED", with: guarded).replacing("MOUNT", with: "")
    let imports = "import React from \"react\";\nimport { Row } from \"./index\";\n"
    for (call, ref) in [
      ("this.rowRef.current?.onArchive();", "this.rowRef"),
      ("const row = this.rowRef.current; row?.onArchive();", "this.rowRef"),
      ("this.row?.onArchive();", "(r) => (this.row = r)"),
      // A callback ref the class names: an arrow field, a method.
      ("this.row?.onArchive();", "this.setRow"),
      ("this.row?.onArchive();", "this.attach"),
    ] {
      let caller = list.replacing("CALL", with: call).replacing("REF", with: ref)
      #expect(
        try gate(row + #"export { List } from "./list";"#, ["list.tsx": caller]) == archiveOn70,
        "\(call)")
      #expect(try gate(row + caller.replacing(imports, with: "")) == archiveOn70, "\(call)")
    }
    for ref in ["(r) => (this.row = r)", "this.setRow"] {
      let uncalled = list.replacing("CALL", with: "").replacing("REF", with: ref)
      #expect(try gate(row + #"export { List } from "./list";"#, ["list.tsx": uncalled]) == [])
    }
    // Holding instances in more places than are followed (a bundle's `e=t.current` by the
    // thousand), or under a name too short to find by its bytes (a minified `e`), a file may
    // call any member through them.
    let many = (0...32).map { "const held\($0) = this.rowRef.current;" }.joined(separator: " ")
    for holding in [many, "const e = this.rowRef.current;"] {
      let caller = list.replacing("CALL", with: holding).replacing("REF", with: "this.rowRef")
      #expect(
        try gate(row + #"export { List } from "./list";"#, ["list.tsx": caller]) == archiveOn70)
    }
    let few = list.replacing("CALL", with: "const held = this.rowRef.current; held.focus();")
      .replacing("REF", with: "this.rowRef")
    #expect(try gate(row + #"export { List } from "./list";"#, ["list.tsx": few]) == [])
  }

  /// A class component's state holding a check (`state = { canArchive: hasCapability(C) }`, or
  /// `this.state = { … }` in its constructor, or given by `setState` where it starts `false` or
  /// without it) guards where its own code tests the member — `this.state.canArchive`, or a name
  /// `const { canArchive } = this.state` binds — with every value the class gives it: a
  /// `setState` giving it `false` leaves the check, one giving it `true` proves nothing, and one
  /// that may give what is not seen (an updater), the member assigned, the state passed to what
  /// may write into it, or `getDerivedStateFromProps`, proves nothing. (Issue 19: refused.)
  @Test(arguments: [
    ("state = { canArchive: CHECK, busy: false };", ""),
    ("", "this.state = { canArchive: CHECK, busy: false };"),
    (
      "state = { canArchive: false, busy: false };",
      "this.componentDidMount = () => this.setState({ canArchive: CHECK });"
    ),
    (
      "state = { busy: false };",
      "this.componentDidMount = () => this.setState({ canArchive: CHECK });"
    ),
  ])
  func aClassComponentsStateHoldingACheck(field: String, constructor: String) throws {
    let source = """
      import React from "react";
      import { perform, hasCapability } from "./client";
      export class Row extends React.Component<{ id: string }> {
        FIELD
        constructor(props: { id: string }) {
          super(props);
          CONSTRUCTOR
        }
        onArchive = () => {
          this.setState({ busy: true });
          perform({ kind: "task.archive", id: this.props.id });
        };
        WRITE
        render() {
          READ
          return TEST ? <Button onPress={this.onArchive} /> : null;
        }
      }
      declare function Button(props: { onPress: () => void }): null;
      """.replacing("FIELD", with: field).replacing("CONSTRUCTOR", with: constructor)
    func gated(
      check: String = #"hasCapability("tempo.task-archive")"#, read: String = "",
      test: String = "this.state.canArchive", write: String = ""
    ) throws -> [String] {
      try gate(
        source.replacing("CHECK", with: check).replacing("READ", with: read)
          .replacing("TEST", with: test).replacing("WRITE", with: write))
    }
    #expect(try gated() == [])
    #expect(try gated(read: "const { canArchive } = this.state;", test: "canArchive") == [])
    #expect(try gated(read: "const { canArchive: can, busy } = this.state;", test: "can") == [])
    #expect(try gated(write: "reset() { this.setState({ busy: false }); }") == [])
    #expect(try gated(write: "reset() { this.setState({ canArchive: false }); }") == [])
    #expect(try gated(check: #"hasCapability("tempo.task-due-dates")"#) == archiveOn70)
    #expect(try gated(check: "true") == archiveOn70)
    // A name bound from the state holds every value too.
    #expect(
      try gated(
        read: "const { canArchive } = this.state;", test: "canArchive",
        write: "reset() { this.setState({ canArchive: true }); }") == archiveOn70)
    // The state itself is an object, truthy whatever it holds.
    #expect(try gated(test: "this.state") == archiveOn70)
    // A boolean or `false` given it is never `undefined`: compared with `false`, the check's
    // negation — unless it starts without the member (`undefined`); with `undefined`, nothing.
    let reset = "reset() { this.setState({ canArchive: false }); }"
    let startsWithIt = field.contains("canArchive") || constructor.contains("this.state =")
    #expect(
      try gated(test: "this.state.canArchive !== false", write: reset)
        == (startsWithIt ? [] : archiveOn70))
    #expect(try gated(test: "this.state.canArchive !== undefined", write: reset) == archiveOn70)
    for write in [
      "reset() { this.setState({ canArchive: true }); }",
      "reset() { this.setState((s) => ({ ...s })); }",
      "reset() { this.state.canArchive = true; }",
      "reset() { Object.assign(this.state, { canArchive: true }); }",
      "static getDerivedStateFromProps() { return null; }",
    ] {
      #expect(try gated(write: write) == archiveOn70, "\(write)")
    }
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

  /// A hook composing others by spreading what they hand back (`return { ...useTaskActions(),
  /// ...useCreate() }`, or a `const` only returned): each function stands where the composing
  /// hook's callers read its member — the hooks spread in its file or imported, the composing
  /// hook in the screen's file, exported, or the default export. Read unguarded, or the result
  /// passed on whole (`register(actions)`), it refuses on 7.0. A hook exported itself and
  /// spread into another exported one is read where spread. (Issue 19: the spread was read
  /// whole, where the composing hook is called: refused.)
  @Test(arguments: ["in the file", "exported", "imported"])
  func aHookSpreadingWhatAnotherHandsBack(_ layout: String) throws {
    let actions = """
      import { perform } from "./client";
      export function useTaskActions() {
        return { archive: (id: string) => perform({ kind: "task.archive", id }) };
      }
      export const useCreate = () => ({
        create: (title: string) => perform({ kind: "task.create", title }),
      });
      """
    let all = """
      export function useAll() {
        const composed = { ...useTaskActions(), ...useCreate(), count: 0 };
        return composed;
      }
      """
    let screen = """
      import { hasCapability } from "./client";
      export function Row({ id }: { id: string }) {
        const actions = useAll();
        return (
          <Button onPress={() => { if (hasCapability("tempo.task-archive")) { INSIDE } OUTSIDE }} />
        );
      }
      declare function Button(props: { onPress: () => void }): null;
      declare function register(actions: unknown): void;
      """
    func gated(inside: String, outside: String) throws -> [String] {
      let row = screen.replacing("INSIDE", with: inside).replacing("OUTSIDE", with: outside)
      switch layout {
      case "in the file":
        return try gate(
          actions.replacing("export ", with: "") + all.replacing("export ", with: "") + row)
      case "exported":
        return try gate(
          #"import { useAll } from "./all";"# + "\n" + row,
          ["all.ts": actions.replacing("export ", with: "") + all])
      default:
        return try gate(
          #"import { useAll } from "./all";"# + "\n" + row,
          [
            "actions.ts": actions,
            "all.ts": #"import { useTaskActions, useCreate } from "./actions";"# + "\n" + all,
          ])
      }
    }
    #expect(try gated(inside: "actions.archive(id);", outside: "actions.create(id);") == [])
    #expect(try gated(inside: "", outside: "actions.archive(id);") == archiveOn70)
    #expect(
      try gated(inside: "actions.archive(id);", outside: "register(actions);") == archiveOn70)
    if layout == "exported" {
      // Exported itself too: read where spread, wherever the composing hook's result is read.
      #expect(
        try gate(
          #"import { useAll } from "./all";"# + "\n"
            + screen.replacing("INSIDE", with: "actions.archive(id);").replacing(
              "OUTSIDE", with: ""),
          ["all.ts": actions.replacing("export const", with: "const") + all]) == archiveOn70)
    }
  }

  /// A legacy shell's flag, a check negated — a constant (`const isLegacyShell =
  /// !hasCapability(C)`), a hook returning one (or its `useMemo`), a hook's member holding one —
  /// proves C where it is falsy (`if (legacy) return null;` guards what follows), in its file
  /// or imported; truthy it proves nothing, and neither does a flag negating another capability.
  @Test(arguments: ["constant", "hook", "member", "memo"], [false, true])
  func aLegacyShellsFlagNegatingACheck(_ form: String, imported: Bool) throws {
    let negated = #"!hasCapability("CAPABILITY")"#
    let (flag, name, prefix, read) =
      switch form {
      case "constant":
        ("export const isLegacyShell = \(negated);", "isLegacyShell", "", "isLegacyShell")
      case "hook":
        (
          "export function useLegacyShell() { return \(negated); }", "useLegacyShell", "",
          "useLegacyShell()"
        )
      case "memo":
        (
          #"import { useMemo } from "react";"# + "\n"
            + "export const useLegacyShell = () => useMemo(() => \(negated), []);",
          "useLegacyShell", "const legacy = useLegacyShell();", "legacy"
        )
      default:
        (
          "export const useShell = () => ({ legacy: \(negated) });", "useShell",
          "const { legacy } = useShell();", "legacy"
        )
      }
    let client = #"import { perform, hasCapability } from "./client";"#
    let row = """
      export function Row({ id }: { id: string }) {
        \(prefix)
        if (TEST) return null;
        return <Button onPress={() => perform({ kind: "task.archive", id })} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    func gated(_ test: String, capability: String = "tempo.task-archive") throws -> [String] {
      let flag = flag.replacing("CAPABILITY", with: capability)
      let row = row.replacing("TEST", with: test.replacing("FLAG", with: read))
      guard imported else { return try gate(client + "\n" + flag + "\n" + row) }
      return try gate(
        client + "\nimport { \(name) } from \"./shell\";\n" + row,
        ["shell.ts": client + "\n" + flag])
    }
    #expect(try gated("FLAG") == [])
    #expect(try gated("FLAG || !id") == [])
    #expect(try gated("!FLAG") == archiveOn70)
    #expect(try gated("FLAG && id") == archiveOn70)
    #expect(try gated("FLAG", capability: "tempo.task-due-dates") == archiveOn70)
    if form == "memo", !imported {
      // Memoized where it is read, the same flag.
      let memoized = row.replacing(
        prefix,
        with: #"const legacy = useMemo(() => !hasCapability("tempo.task-archive"), []);"#)
      let source = client + "\n" + #"import { useMemo } from "react";"# + "\n" + memoized
      #expect(try gate(source.replacing("TEST", with: "legacy")) == [])
      #expect(try gate(source.replacing("TEST", with: "!legacy")) == archiveOn70)
    }
  }

  /// A flag another file exports that holds a check of more than one element — a capability
  /// and its scope (`(caps[NP] ?? []).includes("toolChrome")`), two capabilities joined by `&&`
  /// — proves each of them where tested; joined by `||` it proves none.
  @Test func anExportedFlagProvingMoreThanOneElement() throws {
    let flags = """
      declare const snapshot: { capabilities: Record<string, string[]> };
      const caps = snapshot.capabilities;
      export const chromeShown = (caps["tempo.navigation-progress"] ?? []).includes("toolChrome");
      export const both = "tempo.task-archive" in caps && "tempo.task-due-dates" in caps;
      export const either = "tempo.task-archive" in caps || "tempo.task-due-dates" in caps;
      """
    let source = """
      import { sendMessage } from "expo-brownfield";
      import { perform } from "./client";
      import { chromeShown, both, either } from "./flags";
      export function report(progress: number) {
        if (!CHROME) return;
        sendMessage({ type: "tempo.navigation-progress", data: { kind: "progress.update", scope: "toolChrome", progress } });
      }
      export function archive(id: string) {
        if (ARCHIVE) perform({ kind: "task.archive", id });
      }
      """
    func gated(chrome: String, archive: String) throws -> [String] {
      try gate(
        source.replacing("CHROME", with: chrome).replacing("ARCHIVE", with: archive),
        ["flags.ts": flags])
    }
    #expect(try gated(chrome: "chromeShown", archive: "both") == [])
    // (Both 7.1's capabilities hold from 7.1 on, where the message is and its scope is not.)
    #expect(
      try gated(chrome: "both", archive: "either") == [
        #"unavailable-on-release scope:tempo.navigation-progress/toolChrome ["7.1"]"#
      ] + archiveOn70)
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

  /// A higher-order component made for a name (`withCapability(C)(ArchiveButton)`, of
  /// `(name) => (Wrapped) => (props) => hasCapability(name) ? <Wrapped {...props} /> : null`)
  /// renders the component only under that check: written as an arrow or a function, in the
  /// file or imported, the archive behind it publishes; made for another capability, or a
  /// component that renders it unchecked too, refuses on 7.0. (Issue 19: refused either way.)
  @Test(arguments: [false, true])
  func aHigherOrderComponentMadeForAName(elsewhere: Bool) throws {
    let hocs = """
      import type { ComponentType } from "react";
      import { hasCapability } from "./client";
      export const withCapability = (name: string) => <P,>(Wrapped: ComponentType<P>) =>
        (props: P) => hasCapability(name) ? <Wrapped {...props} /> : null;
      export function withFeature(name: string) {
        return function <P,>(Wrapped: ComponentType<P>) {
          return (props: P) => (hasCapability(name) ? <Wrapped {...props} /> : null);
        };
      }
      export const withLoose = (name: string) => <P,>(Wrapped: ComponentType<P>) =>
        (props: P) => hasCapability(name) ? <Wrapped {...props} /> : <Wrapped {...props} />;

      """
    let screen = """
      import { perform } from "./client";
      function ArchiveButton({ id }: { id: string }) {
        return <Button onPress={() => perform({ kind: "task.archive", id })} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      export const Archive = HOC(NAME)(ArchiveButton);
      """
    func gated(_ hoc: String, _ name: String) throws -> [String] {
      let source = screen.replacing("HOC", with: hoc).replacing("NAME", with: "\"\(name)\"")
      return elsewhere
        ? try gate("import { \(hoc) } from \"./hocs\";\n" + source, ["hocs.tsx": hocs])
        : try gate(hocs + source)
    }
    #expect(try gated("withCapability", "tempo.task-archive") == [])
    #expect(try gated("withFeature", "tempo.task-archive") == [])
    #expect(try gated("withCapability", "tempo.task-due-dates") == archiveOn70)
    #expect(try gated("withLoose", "tempo.task-archive") == archiveOn70)
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

  /// A hook or component taking a flag (`useArchiveOnMount(id, canArchive)`, `useArchive({ id,
  /// enabled })`, `<ArchiveButton visible={canArchive} />`) does under its test what the flag its
  /// call gives proves: the safe package publishes; given `true`, another capability's check, a
  /// negation, or a bare attribute, each refuses on 7.0 (issue 19: each was refused either way).
  @Test func aHookOrComponentTakingAFlag() throws {
    let files = [
      "hooks.ts": """
      import { useCallback, useEffect } from "react";
      import { perform } from "./client";
      export function useArchiveOnMount(id: string, enabled: boolean) {
        useEffect(() => {
          if (!enabled) return;
          perform({ kind: "task.archive", id });
        }, [id, enabled]);
      }
      export function useArchive({ id, enabled }: { id: string; enabled: boolean }) {
        useEffect(() => { if (enabled) perform({ kind: "task.archive", id }); }, [id, enabled]);
      }
      export function useArchiveAction(enabled: boolean) {
        const archive = useCallback((id: string) => {
          if (!enabled) return;
          perform({ kind: "task.archive", id });
        }, [enabled]);
        return { archive };
      }
      """,
      "ArchiveButton.tsx": """
      import { perform } from "./client";
      declare function Button(props: { onPress: () => void; title: string }): null;
      export function ArchiveButton({ id, visible }: { id: string; visible: boolean }) {
        if (!visible) return null;
        return <Button title="Archive" onPress={() => perform({ kind: "task.archive", id })} />;
      }
      """,
    ]
    let index = """
      import { hasCapability, perform } from "./client";
      import { useArchiveOnMount, useArchive, useArchiveAction } from "./hooks";
      import { ArchiveButton } from "./ArchiveButton";
      function archiveIf(id: string, allowed: boolean) {
        if (allowed) perform({ kind: "task.archive", id });
      }
      export function Task({ id }: { id: string }) {
        const canArchive = hasCapability("tempo.task-archive");
        useArchiveOnMount(id, MOUNT);
        useArchive({ id, enabled: OPTION });
        archiveIf(id, HELPER);
        const { archive } = useArchiveAction(HANDED);
        archive(id);
        return <ArchiveButton id={id} PROP />;
      }
      """
    func gated(
      _ mount: String, _ option: String, _ helper: String, _ prop: String, _ handed: String
    ) throws -> [String] {
      try gate(
        index.replacing("MOUNT", with: mount).replacing("OPTION", with: option)
          .replacing("HELPER", with: helper).replacing("PROP", with: prop)
          .replacing("HANDED", with: handed), files)
    }
    #expect(
      try gated("canArchive", "canArchive", "canArchive", "visible={canArchive}", "canArchive")
        == [])
    #expect(
      try gated(
        "true", #"hasCapability("tempo.task-due-dates")"#, "!canArchive", "visible", "ready")
        == Array(repeating: archiveOn70, count: 5).flatMap { $0 })
    // A literal failing each flag's test, or the prop left out (`undefined`): nothing runs.
    #expect(try gated("false", "0", "undefined", "", "null") == [])
  }

  /// A component or function given a flag for what it renders, presses or runs: `<Show
  /// when={canArchive}>children</Show>`, a design system's button passing `disabled` on to a
  /// `Pressable`, `runIf(fn, canArchive)` — each in another file. The safe package publishes;
  /// the flag negated, the check of another capability, a literal that passes its test, or the
  /// handler also pressable unguarded each refuse on 7.0 (each was refused either way); one
  /// that fails it (`when` left out, `disabled` bare, `false` to `runIf`) runs nothing.
  @Test func aComponentGivenAFlagForWhatItRendersOrPresses() throws {
    let files = [
      "ui.tsx": """
      import { Pressable, Text } from "react-native";
      import type { ReactNode } from "react";
      export function Show({ when, children }: { when: boolean; children: ReactNode }) {
        return when ? <>{children}</> : null;
      }
      export function AppButton(
        { title, onPress, disabled }: { title: string; onPress: () => void; disabled?: boolean },
      ) {
        return (
          <Pressable onPress={onPress} disabled={disabled} style={{ opacity: disabled ? 0.5 : 1 }}>
            <Text>{title}</Text>
          </Pressable>
        );
      }
      export function LooseButton(
        { onPress, disabled }: { onPress: () => void; disabled?: boolean },
      ) {
        return <><Pressable onPress={onPress} disabled={disabled} /><Pressable onLongPress={onPress} /></>;
      }
      export function runIf(run: () => void, enabled: boolean) {
        if (enabled === false) return;
        run();
      }
      """
    ]
    let index = """
      import { Pressable } from "react-native";
      import { hasCapability, perform } from "./client";
      import { Show, AppButton, LooseButton, runIf } from "./ui";
      export function Task({ id }: { id: string }) {
        const canArchive = hasCapability("tempo.task-archive");
        const canSetDue = hasCapability("tempo.task-due-dates");
        const onSwipe = () => runIf(() => perform({ kind: "task.archive", id }), RUN);
        return (
          <>
            <Show WHEN><Pressable onPress={() => perform({ kind: "task.archive", id })} /></Show>
            <BUTTON title="Archive" DISABLED onPress={() => perform({ kind: "task.archive", id })} />
            <Pressable onPress={onSwipe} />
          </>
        );
      }
      """
    func gated(_ when: String, _ button: String, _ disabled: String, _ run: String) throws
      -> [String]
    {
      try gate(
        index.replacing("WHEN", with: when).replacing("BUTTON", with: button)
          .replacing("DISABLED", with: disabled).replacing("RUN", with: run), files)
    }
    #expect(
      try gated("when={canArchive}", "AppButton", "disabled={!canArchive}", "canArchive") == [])
    #expect(
      try gated("when={!canArchive}", "AppButton", "disabled={canArchive}", "canSetDue")
        == archiveOn70 + archiveOn70 + archiveOn70)
    // Left out, `when` is `undefined`: `Show` never renders its children; `disabled` too,
    // and the button presses.
    #expect(try gated("", "AppButton", "", "!canArchive") == archiveOn70 + archiveOn70)
    // Bare, `when` and `disabled` are `true`: the children render, the button never presses,
    // and `runIf(…, false)` never runs its callback.
    #expect(try gated("when", "AppButton", "disabled", "false") == archiveOn70)
    #expect(
      try gated("when={canArchive}", "LooseButton", "disabled={!canArchive}", "canArchive")
        == archiveOn70)
  }

  /// A function component's static properties: `Row.displayName = …` or
  /// `Row.navigationOptions = …` run nothing (they were places where it ran, unguarded: a
  /// refusal); `Row.defaultProps = { … }` giving a prop a truthy default leaves it a flag where
  /// the element gives a check (a boolean, never `undefined`, where React would put the
  /// default), and where the element leaves it out the default decides (`false` or `undefined`:
  /// the row never renders its button); defaults not written as an object
  /// literal leave every prop no flag. Destructured props and a props object alike; behind
  /// another capability's check, each refuses. (Issue 19: a truthy default made the prop no
  /// flag even where the element gave a check.)
  @Test(arguments: [
    ("({ id, canArchive }: Props)", "canArchive", "id"),
    ("(props: Props)", "props.canArchive", "props.id"),
  ])
  func aFunctionComponentsStaticProperties(_ parameters: String, _ flag: String, _ id: String)
    throws
  {
    let source = """
      import { Pressable } from "react-native";
      import { hasCapability, perform } from "./client";
      type Props = { id: string; canArchive?: boolean };
      function Row\(parameters) {
        return FLAG ? <Pressable onPress={() => perform({ kind: "task.archive", id: ID })} /> : null;
      }
      STATICS
      export function Screen({ id }: { id: string }) {
        return <Row id={id} GIVEN />;
      }
      """.replacing("FLAG", with: flag).replacing("ID", with: id)
    func gated(
      _ statics: String, _ name: String = "tempo.task-archive", given: Bool = true
    ) throws -> [String] {
      try gate(
        source.replacing("STATICS", with: statics)
          .replacing("GIVEN", with: given ? "canArchive={hasCapability(NAME)}" : "")
          .replacing("NAME", with: "\"\(name)\""))
    }
    // Left out, the prop is its default: `undefined` or `false` never renders the button; a
    // default of `true`, or one not known, may.
    let safe = [
      (#"Row.displayName = "Row"; Row.navigationOptions = { title: "Task" };"#, []),
      (#"Row.defaultProps = { canArchive: false, id: "none" };"#, []),
      ("Row.defaultProps = { canArchive: undefined };", []),
      ("Row.defaultProps = { canArchive: true };", archiveOn70),
      ("Row.defaultProps = { canArchive };", archiveOn70),
    ]
    for (statics, leftOut) in safe {
      #expect(try gated(statics) == [], "\(statics)")
      #expect(try gated(statics, "tempo.task-due-dates") == archiveOn70, "\(statics)")
      #expect(try gated(statics, given: false) == leftOut, "\(statics)")
    }
    for statics in ["Row.defaultProps = makeDefaults();", "Row.defaultProps = { ...shared };"] {
      #expect(try gated(statics) == archiveOn70, "\(statics)")
    }
  }

  /// The same components written against their props object (`props.when`, `props.disabled`,
  /// `const { canArchive } = props`), in another file: the safe package publishes; given the
  /// opposite, or `true`, each refuses on 7.0 (each was refused either way); left out, a flag
  /// is `undefined`, and what it guards never runs.
  @Test func aComponentReadingItsPropsObject() throws {
    let files = [
      "ui.tsx": """
      import { Pressable } from "react-native";
      import { perform } from "./client";
      export function Show(props: { when?: boolean; children: React.ReactNode }) {
        return props.when ? <>{props.children}</> : null;
      }
      export function AppButton(props: { onPress: () => void; disabled?: boolean }) {
        return <Pressable onPress={props.onPress} disabled={props.disabled} />;
      }
      export function ArchiveRow(props: { id: string; canArchive?: boolean }) {
        const { canArchive, id } = props;
        if (!canArchive) return null;
        return <Pressable onPress={() => perform({ kind: "task.archive", id })} />;
      }
      """
    ]
    let index = """
      import { Pressable } from "react-native";
      import { hasCapability, perform } from "./client";
      import { Show, AppButton, ArchiveRow } from "./ui";
      export function Task({ id }: { id: string }) {
        const canArchive = hasCapability("tempo.task-archive");
        return (
          <>
            <Show WHEN><Pressable onPress={() => perform({ kind: "task.archive", id })} /></Show>
            <AppButton DISABLED onPress={() => perform({ kind: "task.archive", id })} />
            <ArchiveRow id={id} ROW />
          </>
        );
      }
      """
    func gated(_ when: String, _ disabled: String, _ row: String) throws -> [String] {
      try gate(
        index.replacing("WHEN", with: when).replacing("DISABLED", with: disabled)
          .replacing("ROW", with: row), files)
    }
    #expect(
      try gated("when={canArchive}", "disabled={!canArchive}", "canArchive={canArchive}") == [])
    #expect(
      try gated("when={!canArchive}", "disabled={canArchive}", "canArchive={!canArchive}")
        == archiveOn70 + archiveOn70 + archiveOn70)
    // Left out, `when` and `canArchive` are `undefined` (nothing renders), `disabled` too (the
    // button presses); bare, `true`, or `disabled={false}`, all three run.
    #expect(try gated("", "", "") == archiveOn70)
    #expect(
      try gated("when", "disabled={false}", "canArchive")
        == archiveOn70 + archiveOn70 + archiveOn70)
  }

  /// A class component of another file (issue 19's last notes: "class components' props as
  /// flags"): its `this.props` flag, tested in `render` and in `componentDidMount`, and its
  /// element mounted behind a check. The safe package publishes; the flag given the opposite or
  /// `true`, or the element mounted unguarded, refuses on 7.0 (each was refused either way); a
  /// flag left out is `undefined`, and what it guards never runs.
  @Test func aClassComponentOfAnotherFile() throws {
    let files = [
      "TaskView.tsx": """
      import React, { Component } from "react";
      import { Pressable } from "react-native";
      import { perform } from "./client";
      type Props = { id: string; canArchive?: boolean };
      export class ArchiveButton extends React.PureComponent<Props> {
        render() {
          if (!this.props.canArchive) return null;
          return <Pressable onPress={() => perform({ kind: "task.archive", id: this.props.id })} />;
        }
      }
      export default class ArchiveOnMount extends Component<Props> {
        componentDidMount() { perform({ kind: "task.archive", id: this.props.id }); }
        render() { return null; }
      }
      export class Gate extends Component<{ when?: boolean; children: React.ReactNode }> {
        render() { return this.props.when ? this.props.children : null; }
      }
      """
    ]
    let index = """
      import ArchiveOnMount, { ArchiveButton, Gate } from "./TaskView";
      import { Pressable } from "react-native";
      import { hasCapability, perform } from "./client";
      export function Task({ id }: { id: string }) {
        const canArchive = hasCapability("tempo.task-archive");
        return (
          <>
            <ArchiveButton id={id} FLAG />
            {MOUNT}
            <Gate WHEN><Pressable onPress={() => perform({ kind: "task.archive", id })} /></Gate>
          </>
        );
      }
      """
    func gated(_ flag: String, _ mount: String, _ when: String) throws -> [String] {
      try gate(
        index.replacing("FLAG", with: flag).replacing("MOUNT", with: mount)
          .replacing("WHEN", with: when), files)
    }
    #expect(
      try gated(
        "canArchive={canArchive}", "canArchive && <ArchiveOnMount id={id} />",
        "when={canArchive}") == [])
    #expect(
      try gated("canArchive={!canArchive}", "<ArchiveOnMount id={id} />", "when={!canArchive}")
        == archiveOn70 + archiveOn70 + archiveOn70)
    // Left out, the flags are `undefined`: only the unguarded mount sends; bare, `true`.
    #expect(try gated("", "canArchive || <ArchiveOnMount id={id} />", "") == archiveOn70)
    #expect(
      try gated("canArchive", "<ArchiveOnMount id={id} />", "when")
        == archiveOn70 + archiveOn70 + archiveOn70)
  }
}
