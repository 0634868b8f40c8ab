import ContentScan
import ContractLanguage
import Foundation
import TestSupport
import Testing

@testable import Compatibility

/// State libraries: Redux Toolkit's thunks, TanStack Query's mutations, zustand's stores.
extension IdiomGateTests {
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

  /// A TanStack query enabled by a check (`enabled: hasCapability(C)`, or a guard variable
  /// given as `{ enabled }`), in the screen or in a hook of another file: its function runs
  /// where that holds, and where `refetch` is called — behind a check or not. A query fetched
  /// by its key alone elsewhere in the package (`prefetchQuery({ queryKey })`) may run it
  /// whether enabled or not: `enabled` then guards nothing (the scan's note says why:
  /// `StateLibraryTests`).
  @Test func aQuery() throws {
    let source = """
      import { useQuery } from "@tanstack/react-query";
      import { hasCapability, perform } from "./client";
      import { useArchived } from "./api";
      async function archiveAll() { perform({ kind: "task.archive", id: "all" }); }
      export function Archive() {
        const canArchive = hasCapability("tempo.task-archive");
        const { data, refetch } = useQuery({
          queryKey: ["archive"],
          queryFn: archiveAll,
          enabled: ENABLED,
        });
        const archived = useArchived();
        return (
          <Button
            data={[data, archived.data]}
            onPress={() => { if (canArchive) { INSIDE } OUTSIDE }}
          />
        );
      }
      declare function Button(props: { onPress: () => void; data: unknown }): null;
      """
    let api = """
      import { useQuery } from "@tanstack/react-query";
      import { hasCapability, perform } from "./client";
      export function useArchived() {
        const enabled = hasCapability("tempo.task-archive");
        return useQuery({
          queryKey: ["archived"],
          queryFn: async () => { perform({ kind: "task.archive", id: "old" }); },
          enabled,
        });
      }
      """
    func variant(_ enabled: String, inside: String = "", outside: String = "") -> String {
      source.replacing("ENABLED", with: enabled).replacing("INSIDE", with: inside)
        .replacing("OUTSIDE", with: outside)
    }
    let refetch = "refetch(); void archived.refetch();"
    #expect(try gate(variant("canArchive", inside: refetch), ["api.ts": api]) == [])
    #expect(
      try gate(variant("canArchive", outside: refetch), ["api.ts": api]) == archiveOn70
        + archiveOn70)
    #expect(try gate(variant("true"), ["api.ts": api]) == archiveOn70)
    // Fetched by its key alone in another file: neither `enabled` guards.
    let warm = """
      import { QueryClient } from "@tanstack/react-query";
      export const client = new QueryClient();
      export const warm = () => client.prefetchQuery({ queryKey: ["archived"] OWN});
      """
    let warmed = variant("canArchive").replacing(
      #"import { useArchived } from "./api";"#,
      with: #"import { useArchived } from "./api"; import { warm } from "./warm"; warm();"#)
    #expect(
      try gate(warmed, ["api.ts": api, "warm.ts": warm.replacing("OWN", with: "")])
        == archiveOn70 + archiveOn70)
    #expect(
      try gate(
        warmed, ["api.ts": api, "warm.ts": warm.replacing("OWN", with: ", queryFn: () => null ")])
        == [])
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

  /// A zustand store's hook given a selector whose result is a check — a function of the
  /// store's file or of its own, or one written there — is that check (it was a call of code without source:
  /// nothing proved). The selector negated, of another capability, or joined with `||`,
  /// proves nothing.
  @Test func aStoreHookGivenACheckSelector() throws {
    let store = """
      import { create } from "zustand";
      type Bridge = { capabilities: Record<string, string[]>; ready: boolean };
      export const useBridgeStore = create<Bridge>()(() => ({ capabilities: {}, ready: false }));
      export const selectCanArchive = (s: Bridge) => SELECTED;
      """
    let screen = """
      import { Pressable } from "react-native";
      import { perform } from "./client";
      import { useBridgeStore, selectCanArchive } from "./store";
      const selectHere = (s: { capabilities: Record<string, string[]>; ready: boolean }) =>
        SELECTED;
      export function Row({ id }: { id: string }) {
        const canArchive = useBridgeStore(selectCanArchive);
        const allowed = useBridgeStore((s) => SELECTED);
        const here = useBridgeStore(selectHere);
        return (
          <>
            {canArchive && <Pressable onPress={() => perform({ kind: "task.archive", id })} />}
            {allowed && <Pressable onPress={() => perform({ kind: "task.archive", id })} />}
            {here && <Pressable onPress={() => perform({ kind: "task.archive", id })} />}
          </>
        );
      }
      """
    func gated(_ selected: String) throws -> [String] {
      try gate(
        screen.replacing("SELECTED", with: selected),
        ["store.ts": store.replacing("SELECTED", with: selected)])
    }
    #expect(try gated(#""tempo.task-archive" in s.capabilities"#) == [])
    #expect(try gated(#"s.capabilities["tempo.task-archive"] !== undefined && s.ready"#) == [])
    for unsafe in [
      #"!("tempo.task-archive" in s.capabilities)"#, #""tempo.task-due-dates" in s.capabilities"#,
      #"s.capabilities["tempo.task-archive"] !== undefined || s.ready"#,
    ] {
      #expect(try gated(unsafe) == archiveOn70 + archiveOn70 + archiveOn70, "\(unsafe)")
    }
  }

  /// A thunk's `condition` option: Redux Toolkit runs the payload creator only where it returns
  /// anything but `false`, so a condition returning a check that is `false` where the
  /// capability is missing (a check function's boolean, `in`, a comparison), or returning
  /// `false` behind its negation, guards the payload wherever the thunk is dispatched — the
  /// thunk made directly or by a typed maker of another file. A check whose missing value is
  /// not `false` (`caps[C]`: `undefined`, which runs the payload), a condition returning
  /// anything else behind the negation, negated, or joined with `||` guards nothing.
  @Test(arguments: [
    ("() => hasCapability(NAME)", true), ("async () => hasCapability(NAME)", true),
    ("(id) => NAME in snapshot.capabilities", true),
    ("() => snapshot.capabilities[NAME] !== undefined", true),
    ("() => { if (!hasCapability(NAME)) return false; }", true),
    ("(id, { getState }) => { if (!hasCapability(NAME)) { return false; } return true; }", true),
    ("() => { if (hasCapability(NAME)) return true; return false; }", true),
    ("() => snapshot.capabilities[NAME]", false),
    ("() => { if (!snapshot.capabilities[NAME]) return; }", false),
    ("() => { if (!hasCapability(NAME)) return null; }", false),
    ("() => !hasCapability(NAME)", false), ("() => hasCapability(NAME) || busy", false),
    ("() => { if (!hasCapability(NAME)) console.warn(NAME); }", false),
  ])
  func anAsyncThunksCondition(_ condition: String, guards: Bool) throws {
    let thunks = """
      import { createAsyncThunk } from "@reduxjs/toolkit";
      import { createAppAsyncThunk } from "./withTypes";
      import { hasCapability, perform } from "./client";
      declare const snapshot: { capabilities: Record<string, string[]> };
      declare const busy: boolean;
      export const archiveTask = createAsyncThunk("tasks/archive", async (id: string) => {
        perform({ kind: "task.archive", id });
      }, { condition: CONDITION });
      export const archiveTyped = createAppAsyncThunk("tasks/typed", async (id: string) => {
        perform({ kind: "task.archive", id });
      }, { condition: CONDITION });
      """
    let withTypes = """
      import { createAsyncThunk } from "@reduxjs/toolkit";
      export const createAppAsyncThunk = createAsyncThunk.withTypes<{ state: { busy: boolean } }>();
      """
    let screen = """
      import { useDispatch } from "react-redux";
      import { archiveTask, archiveTyped } from "./tasks";
      export function Row({ id }: { id: string }) {
        const dispatch = useDispatch();
        return <Button onPress={() => { dispatch(archiveTask(id)); dispatch(archiveTyped(id)); }} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    for (capability, safe) in [("tempo.task-archive", guards), ("tempo.task-due-dates", false)] {
      let written = condition.replacing("NAME", with: "\"\(capability)\"")
      #expect(
        try gate(
          screen,
          [
            "tasks.ts": thunks.replacing("CONDITION", with: written),
            "withTypes.ts": withTypes,
          ]) == (safe ? [] : archiveOn70 + archiveOn70), "\(written)")
    }
  }

  /// A component connected to a Redux store (`connect(mapStateToProps)(Row)`) is given, as
  /// props, the members of the object `mapStateToProps` returns: a flag there guards what the
  /// component renders under it — a function or class component, of the file or imported,
  /// `mapStateToProps` written at the call or bound to a name, beside a `mapDispatchToProps`.
  /// A member a later spread may replace, a prop the object does not name, a `mergeProps`, or
  /// a `mapStateToProps` that may return something else gives nothing.
  @Test func aComponentConnectedToAReduxStore() throws {
    let row = """
      import React from "react";
      import { Pressable } from "react-native";
      import { perform } from "./client";
      export function Row({ id, canArchive }: { id: string; canArchive: boolean }) {
        return canArchive ? <Pressable onPress={() => perform({ kind: "task.archive", id })} /> : null;
      }
      export class RowView extends React.Component<{ id: string; canArchive: boolean }> {
        render() {
          const { id } = this.props;
          return this.props.canArchive
            ? <Pressable onPress={() => perform({ kind: "task.archive", id })} /> : null;
        }
      }
      """
    let container = """
      import { connect } from "react-redux";
      import { Row, RowView } from "./row";
      type State = { bridge: { capabilities: Record<string, string[]> }; busy: boolean };
      function mapStateToProps(s: State) {
        return { busy: s.busy, canArchive: CHECK };
      }
      const mapState = (s: State) => ({ canArchive: CHECK });
      export const ConnectedRow = connect(mapStateToProps, { archive: () => ({ type: "a" }) })(Row);
      export const ConnectedView = connect(mapState)(RowView);
      export const InlineRow = connect((s: State) => ({ canArchive: CHECK }))(Row);
      """
    let inFile =
      container.replacing("import { Row, RowView } from \"./row\";\n", with: "")
      + row.replacing("export ", with: "")
    func gated(_ check: String, _ source: String = container) throws -> [String] {
      try gate(source.replacing("CHECK", with: check), source == inFile ? [:] : ["row.tsx": row])
    }
    // (Imported, `Row`'s use is reached through two imports: two call chains. In one file, its
    // two connections are two places of one function: one finding.)
    for (source, refusals) in [(container, 3), (inFile, 2)] {
      #expect(try gated(#""tempo.task-archive" in s.bridge.capabilities"#, source) == [])
      #expect(
        try gated(#"s.bridge.capabilities["tempo.task-archive"] !== undefined"#, source) == [])
      #expect(
        try gated(#""tempo.task-due-dates" in s.bridge.capabilities"#, source)
          == Array(repeating: archiveOn70[0], count: refusals))
    }
    let check = #""tempo.task-archive" in s.bridge.capabilities"#
    // Each refuses where the connections it changes render (the arrows: `RowView`'s and the
    // inline one's `Row`).
    for (unsafe, refusals) in [
      (container.replacing("({ canArchive: CHECK })", with: "({ canArchive: CHECK, ...s })"), 2),
      (container.replacing("canArchive: CHECK", with: "ready: CHECK"), 3),
      (
        container.replacing("connect(mapState)", with: "connect(mapState, null, (a, b, o) => o)"), 1
      ),
      (container.replacing("(s: State) => ({", with: "(s: State) => s.busy ? {} : ({"), 2),
    ] {
      #expect(
        try gated(check, unsafe) == Array(repeating: archiveOn70[0], count: refusals),
        "\(unsafe)")
    }
  }

  /// React Redux's `useSelector` given a selector whose result is a check is that check, as a
  /// zustand store's hook is: a selector written there, one of the screen's file or of another
  /// (a plain function, one `createSelector` makes, one given the capability beside the state,
  /// one a function makes for the name: `makeSelectHas(C)`), called through `useSelector`
  /// itself or through the app's typed hook (`useSelector.withTypes()`,
  /// `TypedUseSelectorHook`) made in another file. It was a package's call: nothing proved. The
  /// selector negated, of another capability or joined with `||` proves nothing.
  @Test func aReduxSelectorHookGivenACheckSelector() throws {
    let hooks = """
      import { useSelector, type TypedUseSelectorHook } from "react-redux";
      import type { RootState } from "./selectors";
      export const useAppSelector = useSelector.withTypes<RootState>();
      export const useTypedSelector: TypedUseSelectorHook<RootState> = useSelector;
      """
    let selectors = """
      import { createSelector } from "@reduxjs/toolkit";
      export type RootState = { bridge: { capabilities: Record<string, string[]> }; ready: boolean };
      const selectCapabilities = (s: RootState) => s.bridge.capabilities;
      const selectReady = (s: RootState) => s.ready;
      export const selectCanArchive = (s: RootState) => SELECTED;
      export const selectMemoized = createSelector(
        [selectCapabilities, selectReady], (capabilities, ready) => MEMOIZED);
      export const selectHas = (s: RootState, name: string) =>
        s.bridge.capabilities[name] !== undefined;
      export const makeSelectHas = (name: string) => (s: RootState) =>
        s.bridge.capabilities[name] !== undefined;
      """
    let screen = """
      import { Pressable } from "react-native";
      import { useSelector } from "react-redux";
      import { perform } from "./client";
      import { useAppSelector, useTypedSelector } from "./hooks";
      import {
        makeSelectHas, selectCanArchive, selectHas, selectMemoized, type RootState,
      } from "./selectors";
      const selectHere = (s: RootState) => SELECTED;
      export function Row({ id }: { id: string }) {
        const one = useSelector(selectCanArchive);
        const two = useSelector((s: RootState) => SELECTED);
        const three = useAppSelector(selectHere);
        const four = useTypedSelector(selectMemoized);
        const five = useAppSelector((s) => selectHas(s, "HAS"));
        const six = useSelector(makeSelectHas("HAS"));
        return (
          <>
            {one && <Pressable onPress={() => perform({ kind: "task.archive", id })} />}
            {two && <Pressable onPress={() => perform({ kind: "task.archive", id })} />}
            {three && <Pressable onPress={() => perform({ kind: "task.archive", id })} />}
            {four && <Pressable onPress={() => perform({ kind: "task.archive", id })} />}
            {five && <Pressable onPress={() => perform({ kind: "task.archive", id })} />}
            {six && <Pressable onPress={() => perform({ kind: "task.archive", id })} />}
          </>
        );
      }
      """
    func gated(_ selected: String, has: String = "tempo.task-archive") throws -> [String] {
      let state = selected.replacing("CAPS", with: "s.bridge.capabilities")
        .replacing("READY", with: "s.ready")
      let memoized = selected.replacing("CAPS", with: "capabilities")
        .replacing("READY", with: "ready")
      return try gate(
        screen.replacing("SELECTED", with: state).replacing("HAS", with: has),
        [
          "hooks.ts": hooks,
          "selectors.ts": selectors.replacing("SELECTED", with: state)
            .replacing("MEMOIZED", with: memoized),
        ])
    }
    #expect(try gated(#""tempo.task-archive" in CAPS"#) == [])
    #expect(try gated(#"CAPS["tempo.task-archive"] !== undefined && READY"#) == [])
    for unsafe in [
      #"!("tempo.task-archive" in CAPS)"#, #""tempo.task-due-dates" in CAPS"#,
      #"CAPS["tempo.task-archive"] !== undefined || READY"#,
    ] {
      #expect(
        try gated(unsafe) == archiveOn70 + archiveOn70 + archiveOn70 + archiveOn70, "\(unsafe)")
    }
    #expect(
      try gated(#""tempo.task-archive" in CAPS"#, has: "tempo.task-due-dates")
        == archiveOn70 + archiveOn70)
  }

  /// A hook taking the capability's name and returning what a selector hook gives for it
  /// (`return useSelector((s) => s.bridge.capabilities.includes(name))`, a zustand store's hook
  /// likewise, an arrow's body, a block-bodied selector, the selection held by a `const` first)
  /// proves the name it is given: the hook was read as a package's call, and every caller
  /// refused. The selection negated, of another capability, joined with `||`, returning
  /// something else first, a store's own list naming C, or a function of the file's that only
  /// shares `useSelector`'s name proves nothing.
  @Test func aHookReturningWhatASelectorChecks() throws {
    let hooks = """
      import { useSelector } from "react-redux";
      import { create } from "zustand";
      export const useBridgeStore = create<any>()(() => ({ capabilities: [LIST] as string[] }));
      export function useCapability(name: string) {
        BODY
      }
      """
    let screen = """
      import { perform } from "./client";
      import { useCapability } from "./hooks";
      export function Row({ id }: { id: string }) {
        return useCapability("tempo.task-archive")
          ? <Button onPress={() => perform({ kind: "task.archive", id })} />
          : null;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    func gated(_ body: String, list: String = "") throws -> [String] {
      try gate(
        screen,
        ["hooks.ts": hooks.replacing("BODY", with: body).replacing("LIST", with: list)])
    }
    for safe in [
      "return useSelector((s: any) => s.bridge.capabilities.includes(name));",
      "return useSelector((s: any) => { return s.bridge.capabilities.includes(name); });",
      "const held = useSelector((s: any) => s.bridge.capabilities.includes(name)); return held;",
      "return useBridgeStore((s) => s.capabilities.includes(name));",
    ] {
      #expect(try gated(safe) == [], "\(safe)")
    }
    for unsafe in [
      "return useSelector((s: any) => !s.bridge.capabilities.includes(name));",
      #"return useSelector((s: any) => s.bridge.capabilities.includes("tempo.task-due-dates"));"#,
      "return useSelector((s: any) => s.ready || s.bridge.capabilities.includes(name));",
      """
      return useSelector((s: any) => {
        if (s.ready) return true;
        return s.bridge.capabilities.includes(name);
      });
      """,
      "const held = useSelector((s: any) => s.bridge.capabilities.includes(name)); return !held;",
      """
      const useSelector = (f: unknown) => true;
      return useSelector((s: any) => s.bridge.capabilities.includes(name));
      """,
    ] {
      #expect(try gated(unsafe) == archiveOn70, "\(unsafe)")
    }
    #expect(
      try gated(
        "return useBridgeStore((s) => s.capabilities.includes(name));",
        list: #""tempo.task-archive""#) == archiveOn70)
  }

  /// TanStack Query's `select` option makes the query's `data` what it returns: a check there
  /// (`select: (snapshot) => snapshot.capabilities.includes(C)`) makes the `data` destructured
  /// from the hook that check — behind it the archive publishes (it refused: `data` was no
  /// check). Selecting another capability, negated, or with the archive outside the test, it
  /// refuses on 7.0; and where the query's function resolves to a list of the content's own
  /// naming C, the selection proves nothing of C.
  @Test func aQuerySelectingACheck() throws {
    let screen = """
      import { useQuery } from "@tanstack/react-query";
      import { perform } from "./client";
      declare function fetchSnapshot(): Promise<{ capabilities: string[] }>;
      export function Row({ id }: { id: string }) {
        const { data: canArchive } = useQuery({
          queryKey: ["snapshot"],
          queryFn: FETCH,
          select: (snapshot) => SELECTED,
        });
        return canArchive ? <Button onPress={() => perform({ kind: "task.archive", id })} /> : null;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    func gated(_ selected: String, fetch: String = "fetchSnapshot") throws -> [String] {
      try gate(screen.replacing("SELECTED", with: selected).replacing("FETCH", with: fetch))
    }
    let archive = #"snapshot.capabilities.includes("tempo.task-archive")"#
    #expect(try gated(archive) == [])
    #expect(try gated(#"snapshot.capabilities.includes("tempo.task-due-dates")"#) == archiveOn70)
    #expect(try gated("!" + archive) == archiveOn70)
    #expect(
      try gated(archive, fetch: #"async () => ({ capabilities: ["tempo.task-archive"] })"#)
        == archiveOn70)
    #expect(
      try gate(
        screen.replacing("SELECTED", with: archive).replacing("FETCH", with: "fetchSnapshot")
          .replacing("return canArchive ? ", with: "return true ? ")) == archiveOn70)
  }

  /// A selector made for a name and a list (`makeSelectIn(list, C)`, searching the list) proves
  /// the name where the list is the state's, and nothing where it is one the content wrote that
  /// names it (the list holds it whatever the release provides).
  @Test func aSelectorMadeForANameAndAList() throws {
    let selectors = """
      export type State = { names: string[] };
      export const makeSelectIn = (list: (s: State) => string[], name: string) => (s: State) =>
        list(s).includes(name);
      export const makeSelectWithin = (list: string[], name: string) => (s: State) =>
        list.includes(name);
      """
    let screen = """
      import { Pressable } from "react-native";
      import { useSelector } from "react-redux";
      import { perform } from "./client";
      import { SELECTOR, type State } from "./selectors";
      export function Row({ id }: { id: string }) {
        const canArchive = useSelector(SELECTOR(LIST, "tempo.task-archive"));
        return canArchive ? <Pressable onPress={() => perform({ kind: "task.archive", id })} /> : null;
      }
      """
    func gated(_ selector: String, _ list: String) throws -> [String] {
      try gate(
        screen.replacing("SELECTOR", with: selector).replacing("LIST", with: list),
        ["selectors.ts": selectors])
    }
    #expect(try gated("makeSelectIn", "(s: State) => s.names") == [])
    #expect(try gated("makeSelectWithin", #"["tempo.task-archive"]"#) == archiveOn70)
  }

  /// Reselect's selector factory (`makeSelectHas = (name) => createSelector([selectCaps],
  /// (caps) => caps.includes(name))`, its documentation's way to select by an argument) makes a
  /// selector proving the name it is given, in the file or imported: given the archive's
  /// capability it publishes; given another, it refuses on 7.0. (Issue 19: refused either way.)
  @Test(arguments: [false, true])
  func aSelectorFactoryMadeWithCreateSelector(elsewhere: Bool) throws {
    let selectors = """
      import { createSelector } from "@reduxjs/toolkit";
      type State = { bridge: { capabilities: string[] } };
      const selectCapabilities = (s: State) => s.bridge.capabilities;
      export const makeSelectHas = (name: string) =>
        createSelector([selectCapabilities], (capabilities) => capabilities.includes(name));

      """
    let screen = """
      import { useSelector } from "react-redux";
      import { perform } from "./client";
      export function Row({ id }: { id: string }) {
        const canArchive = useSelector(makeSelectHas(NAME));
        return <Button onPress={() => { if (canArchive) perform({ kind: "task.archive", id }); }} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    func gated(_ name: String) throws -> [String] {
      let row = screen.replacing("NAME", with: "\"\(name)\"")
      return elsewhere
        ? try gate(
          "import { makeSelectHas } from \"./selectors\";\n" + row, ["selectors.ts": selectors])
        : try gate(selectors + row)
    }
    #expect(try gated("tempo.task-archive") == [])
    #expect(try gated("tempo.task-due-dates") == archiveOn70)
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

  /// A screen reading the store `useStore` of `./IMPORTED` (`HOLD`), calling its actions behind
  /// the archive's check (`INSIDE`) or outside it (`OUTSIDE`).
  static let storeScreen = """
    import { hasCapability } from "./client";
    import { useStore } from "./IMPORTED";
    export function Row({ id }: { id: string }) {
      HOLD
      const canArchive = hasCapability("tempo.task-archive");
      return <Button onPress={() => { if (canArchive) { INSIDE } OUTSIDE }} />;
    }
    declare function Button(props: { onPress: () => void }): null;
    """

  /// The ways a screen reads a store's `archive` and `later` (`HOLD`) and calls them: selected,
  /// destructured, through `getState()`.
  static let storeReads = [
    (
      "const archive = useStore((s) => s.archive);\nconst later = useStore((s) => s.later);",
      "archive(id); later(id);"
    ),
    ("const { archive, later } = useStore();", "archive(id); later(id);"),
    ("", "useStore.getState().archive(id); useStore.getState().later(id);"),
  ]

  /// zustand's slices pattern: a store made of functions each returning part of its state
  /// (`create((...a) => ({ ...createTaskSlice(...a), ...createTodoSlice(...a) }))`, given
  /// `(set, get)` by name, through `persist`). A slice of the store's file, made there alone,
  /// holds actions of the store: each runs where a reader calls it (selected, destructured,
  /// through `getState()`), and where another slice's action calls it through `get()` — it was
  /// a function called where the store is made, its sends unguarded there. A slice imported
  /// from another file, or given other values than the store's own, still stands where the
  /// store is made: a refusal whatever guards its readers (never a miss).
  @Test func aStoresSlices() throws {
    func store(_ spread: String, _ close: String = ")") -> String {
      """
      import { create, type StateCreator } from "zustand";
      import { persist } from "zustand/middleware";
      import { perform } from "./client";
      type Store = { archive: (id: string) => void; later: (id: string) => void; ids: string[] };
      const createTaskSlice: StateCreator<Store, [], [], Pick<Store, "archive">> = (set) => ({
        archive: (id) => {
          set((s) => ({ ids: s.ids.filter((i) => i !== id) }));
          perform({ kind: "task.archive", id });
        },
      });
      function createLaterSlice(set, get) {
        return { ids: [], later: (id: string) => get().archive(id) };
      }
      export const useStore = create<Store>()(\(spread)\(close);
      """
    }
    let source = Self.storeScreen.replacing("IMPORTED", with: "store")
    let stores = [
      store("(...a) => ({ ...createTaskSlice(...a), ...createLaterSlice(...a) })"),
      store("(set, get) => ({ ...createTaskSlice(set), ...createLaterSlice(set, get) })"),
      store(
        "persist((...a) => ({ ...createTaskSlice(...a), ...createLaterSlice(...a) }), ",
        #"{ name: "tasks" }))"#),
    ]
    let variants = Self.storeReads
    for store in stores {
      for (hold, call) in variants {
        let screen = source.replacing("HOLD", with: hold)
        let files = ["store.ts": store]
        #expect(
          try gate(screen.replacing("INSIDE", with: call).replacing("OUTSIDE", with: ""), files)
            == [], "\(store) \(call)")
        // Once for each path to the send: `archive` called, and `later` calling it.
        #expect(
          try gate(screen.replacing("INSIDE", with: "").replacing("OUTSIDE", with: call), files)
            == archiveOn70 + archiveOn70, "outside: \(store) \(call)")
      }
    }
    // Given what is not the store's own `set` and `get`: where the store is made.
    let safe = source.replacing("HOLD", with: "const { archive, later } = useStore();")
      .replacing("INSIDE", with: "archive(id); later(id);").replacing("OUTSIDE", with: "")
    let swapped = store(
      "(set, get) => ({ ...createTaskSlice(get), ...createLaterSlice(set, get) })")
    #expect(try gate(safe, ["store.ts": swapped]) == archiveOn70)
  }

  /// zustand's slices each in a file of its own, as its documentation writes them: a slice
  /// reading no action through the store (its `set` given an object or an updater reading
  /// data), in a store whose file reads none of the slices' actions either, holds actions of
  /// the store, which run where the store's readers call them — selected, destructured,
  /// through `getState()`, the store exported as the default or through a barrel. Where a
  /// slice reads an action through `get()`, or the store's file does (`later: (id) =>
  /// get().archive(id)`), the bundle does not follow the call: every imported slice stands
  /// where the store is made (a refusal, never a miss) — and a store's `(...a)` given to a
  /// slice it cannot read may call any action there. (Issue 19: an action a slice called
  /// through `get()` was missed, published; a guarded one was refused.)
  @Test func aStoresSlicesInFilesOfTheirOwn() throws {
    let tasks = """
      import { perform } from "./client";
      export const createTaskSlice = (set) => ({
        ids: [] as string[],
        archive: (id: string) => {
          set((s) => ({ ids: s.ids.filter((i) => i !== id) }));
          perform({ kind: "task.archive", id });
        },
      });
      """
    let later = """
      export function createLaterSlice(set, get) {
        return { later: (id: string) => LATER };
      }
      """
    let store = """
      import { create } from "zustand";
      import { createTaskSlice } from "./tasks";
      import { createLaterSlice } from "./later";
      export const useStore = create((...a) => ({
        ...createTaskSlice(...a),
        ...createLaterSlice(...a),
        OWN
      }));
      """
    let source = Self.storeScreen
    let variants = Self.storeReads
    func gated(
      _ hold: String, inside: String, outside: String, later body: String = "set({})",
      own: String = "", barrel: Bool = false, byDefault: Bool = false
    ) throws -> [String] {
      var files = [
        "tasks.ts": tasks, "later.ts": later.replacing("LATER", with: body),
        "store.ts": store.replacing("OWN", with: own),
      ]
      var screen = source.replacing("HOLD", with: hold).replacing("INSIDE", with: inside)
        .replacing("OUTSIDE", with: outside)
        .replacing("IMPORTED", with: barrel ? "barrel" : "store")
      if barrel { files["barrel.ts"] = #"export { useStore } from "./store";"# }
      if byDefault {
        files["store.ts"] = files["store.ts"]!.replacing(
          "export const useStore = ", with: "export default ")
        screen = screen.replacing("import { useStore }", with: "import useStore")
      }
      return try gate(screen, files)
    }
    for (hold, call) in variants {
      #expect(try gated(hold, inside: call, outside: "") == [], "\(call)")
      #expect(try gated(hold, inside: "", outside: call) == archiveOn70, "outside: \(call)")
      #expect(try gated(hold, inside: call, outside: "", barrel: true) == [], "\(call)")
      #expect(try gated(hold, inside: call, outside: "", byDefault: true) == [], "\(call)")
      #expect(
        try gated(hold, inside: "", outside: call, byDefault: true) == archiveOn70,
        "outside: \(call)")
    }
    let (hold, call) = variants[1]
    // A file reading the store through a namespace, whose reads of the slices' actions are not
    // followed: each stands where written (it was missed beside a guarded reader).
    let namespace = """
      import * as Tasks from "./store";
      export const archiveNow = (id: string) => Tasks.useStore.getState().archive(id);
      """
    #expect(
      try gate(
        source.replacing("HOLD", with: hold).replacing("INSIDE", with: call)
          .replacing("OUTSIDE", with: "").replacing("IMPORTED", with: "store")
          + #"export { archiveNow } from "./now";"#,
        [
          "tasks.ts": tasks, "later.ts": later.replacing("LATER", with: "set({})"),
          "store.ts": store.replacing("OWN", with: ""), "now.ts": namespace,
        ]) == archiveOn70)
    // A slice calling an action through `get()`, or the store's file doing so: where the store
    // is made, whatever guards the readers.
    #expect(
      try gated(hold, inside: call, outside: "", later: "get().archive(id)") == archiveOn70)
    #expect(
      try gated(hold, inside: call, outside: "", own: "now: (id: string) => a[1]().archive(id),")
        == archiveOn70)
    // An own action reading the rest `a` whole (`a[0]({})`) may call any action: the slices
    // stand where the store is made.
    let clear = "clear: () => a[0]({}),"
    #expect(try gated(hold, inside: call, outside: "", own: clear) == archiveOn70)
    // `a` given to a slice that cannot be read may call any action there: `later` called
    // unguarded sends through `get()` (it was not read: published). Reading nothing through
    // it, the slice is read as the store's.
    let calling = """
      import { create } from "zustand";
      import { perform } from "./client";
      import { createLaterSlice } from "./later";
      export const useStore = create((...a) => ({
        archive: (id: string) => perform({ kind: "task.archive", id }),
        ...createLaterSlice(...a),
      }));
      """
    let screen = source.replacing("IMPORTED", with: "store").replacing("HOLD", with: hold)
      .replacing("INSIDE", with: "archive(id);").replacing("OUTSIDE", with: "later(id);")
    #expect(
      try gate(
        screen,
        ["store.ts": calling, "later.ts": later.replacing("LATER", with: "get().archive(id)")])
        == archiveOn70)
    #expect(
      try gate(
        screen.replacing("later(id);", with: ""),
        ["store.ts": calling, "later.ts": later.replacing("LATER", with: "set({})")]) == [])
  }
}

extension IdiomGateTests {
  /// A list or map of the content's own stored as the initial state of what checks read — a
  /// zustand store's or a Redux slice's, what SWR's fetcher returns, a legend-state
  /// observable's (read by `get()`), a signal's `value`, a context's default, a prop, a class's field, an
  /// object in another file that imports the list, a parameter's argument or default, a class
  /// constructor's (a parameter property, or a field it assigns), a `let`'s initial value, the
  /// left of a fallback — is there before the shell's arrives: a
  /// check of that member proves nothing of the names it holds (field by field over the
  /// bundle: whatever object the member is read of), in the file or through a check function
  /// of another (`hasCapability`'s `snapshot.capabilities[name]`, `(snapshot?.capabilities ??
  /// DEFAULTS).includes(name)`). Holding another capability, or nothing, the check proves
  /// what it tests. (Issue 19: each published on 7.0.)
  @Test(arguments: [
    """
    import { create } from "zustand";
    const useBridge = create(() => ({ capabilities: INITIAL as string[] }));
    export function Row({ id }: { id: string }) {
      const can = useBridge((s) => s.capabilities.includes("tempo.task-archive"));
      return <Button onPress={() => { if (can) SEND; }} />;
    }
    """,
    """
    import { createSlice, configureStore } from "@reduxjs/toolkit";
    import { useSelector } from "react-redux";
    const bridge = createSlice({ name: "bridge", initialState: { capabilities: INITIAL as string[] }, reducers: {} });
    export const store = configureStore({ reducer: { bridge: bridge.reducer } });
    type RootState = ReturnType<typeof store.getState>;
    export function Row({ id }: { id: string }) {
      const can = useSelector((s: RootState) => s.bridge.capabilities.includes("tempo.task-archive"));
      return <Button onPress={() => { if (can) SEND; }} />;
    }
    """,
    """
    import useSWR from "swr";
    export function Row({ id }: { id: string }) {
      const { data } = useSWR("capabilities", async () => INITIAL as string[]);
      return <Button onPress={() => { if (data?.includes("tempo.task-archive")) SEND; }} />;
    }
    """,
    """
    import { observable } from "@legendapp/state";
    const state$ = observable({ capabilities: INITIAL as string[] });
    export function archive(id: string) {
      if (state$.capabilities.get().includes("tempo.task-archive")) SEND;
    }
    """,
    """
    import { signal } from "@preact/signals-react";
    const capabilities = signal<string[]>(INITIAL);
    export function archive(id: string) { if (capabilities.value.includes("tempo.task-archive")) SEND; }
    """,
    """
    import { createContext, useContext } from "react";
    const Capabilities = createContext<string[]>(INITIAL);
    export function Row({ id }: { id: string }) {
      const capabilities = useContext(Capabilities);
      return <Button onPress={() => { if (capabilities.includes("tempo.task-archive")) SEND; }} />;
    }
    """,
    """
    export const Screen = () => <Row id="1" capabilities={INITIAL} />;
    function Row({ id, capabilities }: { id: string; capabilities: string[] }) {
      return <Button onPress={() => { if (capabilities.includes("tempo.task-archive")) SEND; }} />;
    }
    """,
    """
    class Capabilities {
      capabilities: string[] = INITIAL;
      supports(name: string) { return this.capabilities.includes(name); }
    }
    const capabilities = new Capabilities();
    export function archive(id: string) { if (capabilities.supports("tempo.task-archive")) SEND; }
    """,
    """
    import { hasCapability } from "./client";
    import { initial } from "./initial";
    console.log(initial);
    export function archive(id: string) { if (hasCapability("tempo.task-archive")) SEND; }
    """,
    """
    declare const snapshot: { capabilities?: string[] } | undefined;
    const DEFAULTS: string[] = INITIAL;
    function supports(name: string) { return (snapshot?.capabilities ?? DEFAULTS).includes(name); }
    export function archive(id: string) { if (supports("tempo.task-archive")) SEND; }
    """,
    """
    declare const snapshot: { capabilities?: string[] } | undefined;
    const DEFAULTS: string[] = INITIAL;
    function supports(name: string) { return (snapshot?.capabilities ?? DEFAULTS).includes(name); }
    function can(name: string) { return supports(name); }
    export function archive(id: string) { if (can("tempo.task-archive")) SEND; }
    """,
    """
    declare const snapshot: { capabilities?: string[] } | undefined;
    const DEFAULTS: string[] = INITIAL;
    const supports = (name: string) => (snapshot?.capabilities ?? DEFAULTS).includes(name);
    export function archive(id: string) {
      for (const name of ["tempo.task-archive"]) { if (!supports(name)) return; }
      if (["tempo.task-archive"].some((name) => !supports(name))) return;
      SEND;
    }
    """,
    """
    function has(caps: string[]) { return caps.includes("tempo.task-archive"); }
    export function archive(id: string) { if (has(INITIAL)) SEND; }
    """,
    """
    function supports(name: string, caps: string[] = INITIAL) { return caps.includes(name); }
    export function archive(id: string) { if (supports("tempo.task-archive")) SEND; }
    """,
    """
    function make(caps: string[]) { return { can: (name: string) => caps.includes(name) }; }
    const capabilities = make(INITIAL);
    export function archive(id: string) { if (capabilities.can("tempo.task-archive")) SEND; }
    """,
    """
    class Capabilities {
      constructor(private capabilities: string[]) {}
      supports(name: string) { return this.capabilities.includes(name); }
    }
    const capabilities = new Capabilities(INITIAL);
    export function archive(id: string) { if (capabilities.supports("tempo.task-archive")) SEND; }
    """,
    """
    class Capabilities {
      capabilities: string[];
      constructor(list: string[]) { this.capabilities = list; }
      supports(name: string) { return this.capabilities.includes(name); }
    }
    const capabilities = new Capabilities(INITIAL);
    export function archive(id: string) { if (capabilities.supports("tempo.task-archive")) SEND; }
    """,
    """
    declare const snapshot: { capabilities: string[] };
    let capabilities: string[] = INITIAL;
    export function load() { capabilities = snapshot.capabilities; }
    export function archive(id: string) { if (capabilities.includes("tempo.task-archive")) SEND; }
    """,
    """
    declare const snapshot: { capabilities?: string[] };
    const DEFAULTS: string[] | undefined = INITIAL;
    export function archive(id: string) {
      const capabilities = DEFAULTS ?? snapshot.capabilities ?? [];
      if (capabilities.includes("tempo.task-archive")) SEND;
    }
    """,
  ])
  func aStateStartingAsTheContentsOwnList(_ form: String) throws {
    // (A map in the file the last but one imports: stored there under `capabilities`.)
    let files = [
      "defaults.ts": "export const DEFAULTS: Record<string, string[]> = { NAMED: [] };",
      "initial.ts": """
      import { DEFAULTS } from "./defaults";
      export const initial = { capabilities: DEFAULTS };
      """,
    ]
    func gated(_ named: String?) throws -> [String] {
      let initial = named.map { "[\"\($0)\"]" } ?? "[]"
      let source =
        "import { perform } from \"./client\";\n"
        + form.replacing("INITIAL", with: initial)
        .replacing("SEND", with: #"perform({ kind: "task.archive", id })"#)
        + "\ndeclare function Button(props: { onPress: () => void }): null;\n"
      let key = named.map { "\"\($0)\"" } ?? "other"
      return try gate(source, files.mapValues { $0.replacing("NAMED", with: key) })
    }
    #expect(try gated("tempo.task-archive") == archiveOn70)
    #expect(try gated("tempo.task-due-dates") == [])
    #expect(try gated(nil) == [])
  }
}

extension IdiomGateTests {
  /// A context made in another file may hold what its default is and what every provider of
  /// it in the bundle is given — read with `useContext` of it imported (renamed, or through a
  /// barrel that renames it) or through a hook of its file (`useCapabilities()`), with the
  /// provider another file's (`<Capabilities.Provider value={…}>`, React 19's `<Capabilities
  /// value={…}>`). A default or a provider's value of the content's own naming C proves
  /// nothing of C (it proved C: the context was read as the file's own only); the shell's
  /// list, or one naming another capability, proves what the check tests.
  @Test func aContextOfAnotherFile() throws {
    let context = """
      import { createContext, useContext } from "react";
      export const Capabilities = createContext<string[]>(DEFAULT);
      export const useCapabilities = () => useContext(Capabilities);
      """
    let app = """
      import { Capabilities } from "./context";
      declare const snapshot: { capabilities: string[] };
      export function App({ children }: { children: React.ReactNode }) {
        return <PROVIDER value={GIVEN}>{children}</PROVIDER>;
      }
      """
    let row = """
      import { useContext } from "react";
      import { perform } from "./client";
      import { App } from "./app";
      import { Caps } from "./barrel";
      import { Capabilities as Held, useCapabilities } from "./context";
      export function Row({ id }: { id: string }) {
        const capabilities = READ;
        return capabilities.includes("tempo.task-archive")
          ? <Button onPress={() => perform({ kind: "task.archive", id })} />
          : null;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    for read in ["useContext(Held)", "useContext(Caps)", "useCapabilities()"] {
      for provider in ["Capabilities.Provider", "Capabilities"] {
        func gated(default initial: String = "[]", given: String) throws -> [String] {
          try gate(
            row.replacing("READ", with: read),
            [
              "context.ts": context.replacing("DEFAULT", with: initial),
              "app.tsx": app.replacing("PROVIDER", with: provider).replacing("GIVEN", with: given),
              "barrel.ts": #"export { Capabilities as Caps } from "./context";"#,
            ])
        }
        let form = "\(read), <\(provider)>"
        #expect(try gated(given: "snapshot.capabilities") == [], "\(form)")
        #expect(
          try gated(default: #"["tempo.task-archive"]"#, given: "snapshot.capabilities")
            == archiveOn70, "\(form)")
        #expect(try gated(given: #"["tempo.task-archive"]"#) == archiveOn70, "\(form)")
        #expect(try gated(given: #"["tempo.task-due-dates"]"#) == [], "\(form)")
      }
    }
  }

  /// A list of the content's own given to a function that stores what it is given under the
  /// member a check reads — a function of another file (assigning the member, or giving it to
  /// a store's `setState` as a property, shorthand or not) or of its own, or a method of an
  /// object, an instance or a class, the file's (through `this` too) or imported; the list
  /// whole, or a member of an object holding it (`loadSnapshot({ capabilities: [C] })`), copied
  /// on the way or not (`[...list]`, `s.capabilities.filter(Boolean)`), passed on to another
  /// function storing it or not, given to a Redux Toolkit action creator whose case reducer
  /// stores its payload (`dispatch(loaded([C]))`, `slice.actions.loaded([C])` written out, in
  /// the file or imported, or through a `const` holding the slice's `actions`) — is
  /// there as a state's initial list is, and so is one given to a function of another file
  /// searching it (`supports(list, name)`, `hasArchive(list)`): the check proves nothing of the
  /// names it holds. Given the shell's list, another capability, or nothing, the check proves
  /// what it tests.
  @Test(arguments: [
    """
    import { state, load } from "./state";
    load(GIVEN);
    export function archive(id: string) { if (state.capabilities.includes("tempo.task-archive")) SEND; }
    """,
    """
    import { useBridge, setCapabilities } from "./state";
    setCapabilities(GIVEN);
    export function archive(id: string) {
      if (useBridge.getState().capabilities.includes("tempo.task-archive")) SEND;
    }
    """,
    """
    const state = { capabilities: [] as string[] };
    function load(list: string[]) { state.capabilities = list; }
    load(GIVEN);
    export function archive(id: string) { if (state.capabilities.includes("tempo.task-archive")) SEND; }
    """,
    """
    import { supports } from "./state";
    const list: string[] = GIVEN;
    export function archive(id: string) { if (supports(list, "tempo.task-archive")) SEND; }
    """,
    """
    import { hasArchive } from "./state";
    export function archive(id: string) { if (hasArchive(GIVEN)) SEND; }
    """,
    """
    const state = { capabilities: [] as string[] };
    const store = { load(list: string[]) { state.capabilities = list; } };
    store.load(GIVEN);
    export function archive(id: string) { if (state.capabilities.includes("tempo.task-archive")) SEND; }
    """,
    """
    import { bridge } from "./state";
    bridge.setCapabilities(GIVEN);
    export function archive(id: string) { if (bridge.supports("tempo.task-archive")) SEND; }
    """,
    """
    import { bridge, load, state } from "./state";
    bridge.setCapabilities?.(GIVEN);
    load?.(GIVEN);
    export function archive(id: string) {
      if (bridge.supports("tempo.task-archive") && state.capabilities.includes("tempo.task-archive")) SEND;
    }
    """,
    """
    import { Capabilities } from "./state";
    Capabilities.set(GIVEN);
    export function archive(id: string) { if (Capabilities.has("tempo.task-archive")) SEND; }
    """,
    """
    import { shell, loadSnapshot } from "./state";
    const DEFAULT_SNAPSHOT = { capabilities: GIVEN };
    loadSnapshot(DEFAULT_SNAPSHOT);
    export function archive(id: string) { if (shell.names.includes("tempo.task-archive")) SEND; }
    """,
    """
    class Local {
      private names: string[] = [];
      constructor() { this.load(GIVEN); }
      load(list: string[]) { this.names = list; }
      supports(name: string) { return this.names.includes(name); }
    }
    const local = new Local();
    export function archive(id: string) { if (local.supports("tempo.task-archive")) SEND; }
    """,
    """
    import { bridge } from "./state";
    bridge.update({ capabilities: GIVEN });
    export function archive(id: string) { if (bridge.supports("tempo.task-archive")) SEND; }
    """,
    // Copied on the way: spread into a new list, filtered.
    """
    const state = { capabilities: [] as string[] };
    function copy(list: string[]) { state.capabilities = [...list]; }
    copy(GIVEN);
    export function archive(id: string) { if (state.capabilities.includes("tempo.task-archive")) SEND; }
    """,
    """
    import { state, copyIn } from "./state";
    copyIn(GIVEN);
    export function archive(id: string) { if (state.capabilities.includes("tempo.task-archive")) SEND; }
    """,
    // A store's action, called on its state (`getState()`: the method of that name).
    """
    import { useStore } from "./state";
    useStore.getState().load(GIVEN);
    export function archive(id: string) {
      if (useStore.getState().capabilities.includes("tempo.task-archive")) SEND;
    }
    """,
    // Given to a Redux Toolkit action creator, whose case reducer stores its payload.
    """
    import { loaded, reduxStore } from "./state";
    reduxStore.dispatch(loaded(GIVEN));
    export function archive(id: string) {
      if (reduxStore.getState().bridge.capabilities.includes("tempo.task-archive")) SEND;
    }
    """,
    """
    import { createSlice } from "@reduxjs/toolkit";
    declare const reduxStore: { dispatch(a: unknown): void; getState(): any };
    const slice = createSlice({
      name: "bridge",
      initialState: { capabilities: [] as string[] },
      reducers: {
        loaded: {
          reducer(state, action: { payload: string[] }) { state.capabilities = action.payload; },
          prepare: (list: string[]) => ({ payload: list }),
        },
      },
    });
    const { loaded: capabilitiesLoaded } = slice.actions;
    reduxStore.dispatch(capabilitiesLoaded(GIVEN));
    export function archive(id: string) {
      if (reduxStore.getState().bridge.capabilities.includes("tempo.task-archive")) SEND;
    }
    """,
    """
    import { createSlice } from "@reduxjs/toolkit";
    declare const reduxStore: { dispatch(a: unknown): void; getState(): any };
    const bridge = createSlice({
      name: "bridge",
      initialState: { capabilities: [] as string[] },
      reducers: { loaded: (state, action) => { state.capabilities = action.payload; } },
    });
    reduxStore.dispatch(bridge.actions.loaded(GIVEN));
    export function archive(id: string) {
      if (reduxStore.getState().bridge.capabilities.includes("tempo.task-archive")) SEND;
    }
    """,
    """
    import { reduxStore, slice } from "./state";
    reduxStore.dispatch(slice.actions.loaded(GIVEN));
    export function archive(id: string) {
      if (reduxStore.getState().bridge.capabilities.includes("tempo.task-archive")) SEND;
    }
    """,
    """
    import { reduxStore, sliceActions } from "./state";
    reduxStore.dispatch(sliceActions.loaded(GIVEN));
    export function archive(id: string) {
      if (reduxStore.getState().bridge.capabilities.includes("tempo.task-archive")) SEND;
    }
    """,
    // Passed on to another function storing it.
    """
    import { state, relay } from "./state";
    relay(GIVEN);
    export function archive(id: string) { if (state.capabilities.includes("tempo.task-archive")) SEND; }
    """,
    """
    import { shell, loadFiltered } from "./state";
    loadFiltered({ capabilities: GIVEN });
    export function archive(id: string) { if (shell.names.includes("tempo.task-archive")) SEND; }
    """,
  ])
  func aListOfTheContentsOwnGivenToAFunctionStoringIt(_ form: String) throws {
    let files = [
      "state.ts": """
      import { create } from "zustand";
      import { createSlice } from "@reduxjs/toolkit";
      export const state = { capabilities: [] as string[] };
      export const slice = createSlice({
        name: "bridge",
        initialState: { capabilities: [] as string[] },
        reducers: {
          loaded(state, action: { payload: string[] }) { state.capabilities = action.payload; },
        },
      });
      export const { loaded } = slice.actions;
      export const sliceActions = slice.actions;
      export declare const reduxStore: { dispatch(a: unknown): void; getState(): any };
      export function load(list: string[]) { state.capabilities = list; }
      export const shell = { names: [] as string[] };
      export function loadSnapshot(s: { capabilities: string[] }) { shell.names = s.capabilities; }
      export function copyIn(list: string[]) { state.capabilities = [...list]; }
      export function relay(list: string[]) { copyIn(list); }
      export function loadFiltered(s: { capabilities: string[] }) {
        shell.names = s.capabilities.filter(Boolean);
      }
      export const useBridge = create(() => ({ capabilities: [] as string[] }));
      export const useStore = create<any>()((set: any) => ({
        capabilities: [] as string[],
        load: (list: string[]) => set({ capabilities: list }),
      }));
      export const setCapabilities = (capabilities: string[]) => useBridge.setState({ capabilities });
      export function supports(list: string[], name: string) { return list.includes(name); }
      export function hasArchive(list: string[]) { return list.includes("tempo.task-archive"); }
      class Bridge {
        private names: string[] = [];
        setCapabilities(list: string[]) { this.names = list; }
        update(snapshot: { capabilities: string[] }) { this.names = snapshot.capabilities; }
        supports(name: string) { return this.names.includes(name); }
      }
      export const bridge = new Bridge();
      export class Capabilities {
        static list: string[] = [];
        static set(list: string[]) { Capabilities.list = list; }
        static has(name: string) { return Capabilities.list.includes(name); }
      }
      """
    ]
    func gated(_ given: String) throws -> [String] {
      let source =
        "import { perform } from \"./client\";\n"
        + form.replacing("GIVEN", with: given)
        .replacing("SEND", with: #"perform({ kind: "task.archive", id })"#)
      return try gate(source, files)
    }
    #expect(try gated(#"["tempo.task-archive"]"#) == archiveOn70)
    #expect(try gated(#"["tempo.task-due-dates"]"#) == [])
    #expect(try gated("(globalThis as any).snapshot.capabilities") == [])
  }
}

extension IdiomGateTests {
  /// jotai's derived atom whose read function is a check (`atom(() => hasCapability(C))`, or
  /// `atom((get) => get(capabilitiesAtom).includes(C))`) makes `useAtomValue` of it that check,
  /// in the atom's file or another: behind it the archive publishes; behind a primitive atom
  /// (`loadingAtom`), or with none, it refuses on 7.0. A primitive atom starting as a list of
  /// the content's own naming the capability is known true: read through `get`, it proves
  /// nothing (a refusal); naming another capability, it proves what it tests. `useAtom` gives
  /// the same value first, beside the setter (`const [flag, setFlag] = useAtom(atom)`): the
  /// array itself is no check (truthy whatever it holds: a refusal).
  @Test(arguments: [false, true], [false, true])
  func aJotaiAtomWhoseReadIsACheck(elsewhere: Bool, pair: Bool) throws {
    let atoms = """
      import { atom } from "jotai";
      import { hasCapability } from "./client";
      export const canArchiveAtom = atom(() => hasCapability("tempo.task-archive"));
      export const capabilitiesAtom = atom<string[]>(INITIAL);
      export const mayArchiveAtom = atom((get) => get(capabilitiesAtom).includes("tempo.task-archive"));
      export const loadingAtom = atom(false);

      """
    let row = """
      import { useAtomValue } from "jotai";
      import { perform } from "./client";
      export function Row({ id }: { id: string }) {
        const flag = useAtomValue(ATOM);
        return <Button onPress={() => { if (flag) perform({ kind: "task.archive", id }); }} />;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    func gated(_ atom: String, initial: String = "[]", read: String? = nil) throws -> [String] {
      let defined = atoms.replacing("INITIAL", with: initial)
      var reader = row.replacing("ATOM", with: atom)
      if pair {
        reader = reader.replacing("useAtomValue", with: "useAtom").replacing(
          "const flag = ", with: read ?? "const [flag, setFlag] = ")
      }
      let hook = pair ? "useAtom" : "useAtomValue"
      guard elsewhere else {
        return try gate(
          defined.replacing("import { atom }", with: "import { atom, \(hook) }")
            + reader.replacing("import { \(hook) } from \"jotai\";\n", with: ""))
      }
      return try gate(
        "import { \(atom) } from \"./atoms\";\n" + reader, ["atoms.ts": defined])
    }
    #expect(try gated("canArchiveAtom") == [])
    #expect(try gated("mayArchiveAtom") == [])
    #expect(try gated("mayArchiveAtom", initial: #"["tempo.task-due-dates"]"#) == [])
    #expect(try gated("mayArchiveAtom", initial: #"["tempo.task-archive"]"#) == archiveOn70)
    #expect(try gated("loadingAtom") == archiveOn70)
    if pair {
      #expect(try gated("canArchiveAtom", read: "const [flag] = ") == [])
      #expect(try gated("canArchiveAtom", read: "const flag = ") == archiveOn70)
      #expect(try gated("canArchiveAtom", read: "let [flag] = ") == archiveOn70)
    }
  }
}

extension IdiomGateTests {
  /// A class of the content with a method named like a collection's search (`caps.has(C)` of
  /// `const caps = new Capabilities()`) is read as that method, as any other of its methods is:
  /// testing the shell's list, it proves the name; testing a list of its own naming it, or
  /// returning `true`, nothing (a refusal on 7.0); a class imported from another file proves
  /// nothing. A `Set`'s `has` stays a collection's search.
  /// (Issue 19: read as a `Set`'s, each published.)
  @Test func aContentClassesOwnSearchMethod() throws {
    let source = """
      import { perform } from "./client";
      declare const snapshot: { capabilities: string[] };
      class Capabilities {
        list: string[] = LIST;
        has(name: string) { return BODY; }
      }
      const caps = new Capabilities();
      export function archive(id: string) {
        if (caps.has("tempo.task-archive")) perform({ kind: "task.archive", id });
      }
      """
    func gated(_ list: String, _ body: String = "this.list.includes(name)") throws -> [String] {
      try gate(source.replacing("LIST", with: list).replacing("BODY", with: body))
    }
    #expect(try gated("snapshot.capabilities") == [])
    #expect(try gated(#"["tempo.task-due-dates"]"#) == [])
    #expect(try gated(#"["tempo.task-archive"]"#) == archiveOn70)
    #expect(try gated("snapshot.capabilities", "true") == archiveOn70)
    // A class of another file: its method's summary is not asked, it proves nothing (a refusal,
    // never a miss).
    let imported = """
      import { perform } from "./client";
      import { Capabilities } from "./capabilities";
      const caps = new Capabilities();
      export function archive(id: string) {
        if (caps.has("tempo.task-archive")) perform({ kind: "task.archive", id });
      }
      """
    #expect(
      try gate(
        imported,
        ["capabilities.ts": "export class Capabilities { has(name: string) { return true; } }"])
        == archiveOn70)
    let set = """
      import { perform } from "./client";
      class Unrelated {}
      const caps = new Set(NAMES);
      export function archive(id: string) {
        if (caps.has("tempo.task-archive")) perform({ kind: "task.archive", id });
      }
      """
    #expect(try gate(set.replacing("NAMES", with: #"["tempo.task-due-dates"]"#)) == [])
    #expect(try gate(set.replacing("NAMES", with: #"["tempo.task-archive"]"#)) == archiveOn70)
  }
}

extension IdiomGateTests {
  /// An object of the content's own with a function named like a collection's search
  /// (`caps.has(C)` of `{ has(c) { … } }`) is read as that function: written in the file, a
  /// context's default or value, exported by another file, returned by another file's hook,
  /// or a namespace's function. Proving the name it is given (or never truthy, as a context's
  /// default `() => false`), the search guards; returning `true`, or testing something else, it
  /// guards nothing (a refusal on 7.0). An imported `Set` stays a collection's search.
  /// (Issue 19: each of the unsafe forms read as a `Set`'s search, published.)
  @Test func anObjectsOwnSearchMethod() throws {
    let row = """
      export function Row({ id }: { id: string }) {
        const caps = CAPS;
        if (!caps.has("tempo.task-archive")) return null;
        return <Button onPress={() => perform({ kind: "task.archive", id })} />;
      }
      """
    /// The row, reading `caps` as `read`, after `header`.
    func local(_ header: String, _ read: String = "OBJECT") throws -> [String] {
      try gate(
        """
        import { createContext, useContext } from "react";
        import { perform, hasCapability } from "./client";
        \(header)
        \(row.replacing("CAPS", with: read))
        """)
    }
    let proving = ["hasCapability", "(c: string) => hasCapability(c)", "(c: string) => false"]
    let unproving = [
      "(c: string) => true", "(c: string) => c.length > 0",
      #"(c: string) => hasCapability("tempo.task-due-dates")"#,
    ]
    for (value, expected) in proving.map({ ($0, [String]()) })
      + unproving.map({ ($0, archiveOn70) })
    {
      #expect(try local("const OBJECT = { has: \(value) };") == expected, "\(value)")
      // A context's default, read with `useContext`.
      #expect(
        try local(
          "const Caps = createContext({ has: \(value) });", "useContext(Caps)") == expected,
        "\(value)")
      // Exported by another file.
      #expect(
        try gate(
          """
          import { perform } from "./client";
          import { caps as OBJECT } from "./caps";
          \(row.replacing("CAPS", with: "OBJECT"))
          """,
          [
            "caps.ts": """
            import { hasCapability } from "./client";
            export const caps = { has: \(value) };
            """
          ]) == expected, "\(value)")
      // What another file's hook returns, searched at once.
      #expect(
        try gate(
          """
          import { perform } from "./client";
          import { useCaps } from "./caps";
          \(row.replacing("CAPS", with: "useCaps()"))
          """.replacing("const caps = useCaps();\n  if (!caps.has(", with: "if (!useCaps().has("),
          [
            "caps.ts": """
            import { hasCapability } from "./client";
            export const useCaps = () => ({ has: \(value) });
            """
          ]) == expected, "\(value)")
      // A context another file's hook reads.
      #expect(
        try gate(
          """
          import { perform } from "./client";
          import { useCaps } from "./caps";
          \(row.replacing("CAPS", with: "useCaps()"))
          """,
          [
            "caps.ts": """
            import { createContext, useContext } from "react";
            import { hasCapability } from "./client";
            const Caps = createContext({ has: \(value) });
            export const useCaps = () => useContext(Caps);
            """
          ]) == expected, "\(value)")
    }
    // A method, and a provider's value beside the default.
    #expect(try local("const OBJECT = { has(c: string) { return true; } };") == archiveOn70)
    #expect(
      try gate(
        """
        import { perform } from "./client";
        const caps = { includes(c: string) { return true; } };
        \(row.replacing("const caps = CAPS;\n", with: "").replacing(".has(", with: ".includes("))
        """) == archiveOn70)
    let provided = """
      const Caps = createContext({ has: (c: string) => false });
      export const Provider = ({ children }: any) => <Caps.Provider value={{ has: VALUE }}>{children}</Caps.Provider>;
      """
    #expect(try local(provided.replacing("VALUE", with: "hasCapability"), "useContext(Caps)") == [])
    #expect(
      try local(provided.replacing("VALUE", with: "() => true"), "useContext(Caps)")
        == archiveOn70)
    // A namespace's function.
    let namespace = """
      import { perform } from "./client";
      import * as Caps from "./caps";
      \(row.replacing("CAPS", with: "Caps"))
      """
    let function =
      "import { hasCapability } from \"./client\";\nexport function has(c: string) { return BODY; }"
    #expect(
      try gate(namespace, ["caps.ts": function.replacing("BODY", with: "hasCapability(c)")]) == [])
    #expect(
      try gate(namespace, ["caps.ts": function.replacing("BODY", with: "true")]) == archiveOn70)
    // An imported `Set`: a collection's search.
    #expect(
      try gate(
        """
        import { perform } from "./client";
        import { caps } from "./caps";
        \(row.replacing("CAPS", with: "caps"))
        """, ["caps.ts": "export const caps = new Set<string>(globalThis.names);"]) == [])
  }
}

extension IdiomGateTests {
  /// An object of the content's own with a search function stored under a member — a class's
  /// field holding an instance, an object's property, a member of an exported object its file
  /// assigns — makes a search of that member's read (`this.caps.has(C)`, `store.caps.has(C)`,
  /// `state.caps.has(C)` of the imported `state`) a call of the function: proving the name it
  /// is given, it guards; returning `true`, nothing.
  /// (Issue 19: each unsafe form read as a collection's search, published.)
  @Test func aSearchOfAnObjectStoredUnderAMember() throws {
    let forms = [
      """
      class Caps { has(c: string) { return BODY; } }
      class Bridge {
        caps = new Caps();
        archive(id: string) { if (this.caps.has("tempo.task-archive")) perform({ kind: "task.archive", id }); }
      }
      export const bridge = new Bridge();
      """,
      """
      const store = { caps: { has: (c: string) => BODY } };
      export function archive(id: string) {
        if (store.caps.has("tempo.task-archive")) perform({ kind: "task.archive", id });
      }
      """,
    ]
    for form in forms {
      let source = "import { perform, hasCapability } from \"./client\";\n" + form
      #expect(try gate(source.replacing("BODY", with: "hasCapability(c)")) == [])
      #expect(try gate(source.replacing("BODY", with: "true")) == archiveOn70)
    }
    // A member of an object another file exports, which that file stores such an object under.
    let reader = """
      import { perform } from "./client";
      import { state } from "./state";
      export function archive(id: string) {
        if (state.caps.has("tempo.task-archive")) perform({ kind: "task.archive", id });
      }
      """
    let state = """
      import { hasCapability } from "./client";
      export const state: any = { caps: null };
      state.caps = { has: (c: string) => BODY };
      """
    #expect(try gate(reader, ["state.ts": state.replacing("BODY", with: "hasCapability(c)")]) == [])
    #expect(try gate(reader, ["state.ts": state.replacing("BODY", with: "true")]) == archiveOn70)
    // A `Set` stored there: a collection.
    #expect(
      try gate(
        reader, ["state.ts": "export const state = { caps: new Set<string>(globalThis.names) };"])
        == [])
  }
}

extension IdiomGateTests {
  /// A zustand store zustand's `persist` saves is read back from storage at launch, before the
  /// shell's snapshot arrives: a member it persists may hold any name a release once gave, so
  /// a check of it proves nothing (the case refuses on 7.0) — a member of the object its
  /// function returns (written there, by name, imported), of those it spreads (in the file or
  /// imported), of a `const` it returns whole, or beneath another member, as its `partialize`
  /// keeps it (the state whole, spread, a pattern's rest, a member read). One its
  /// `partialize` leaves out (a pattern taking it out, a member not read), or a store not
  /// persisted, proves what it tests — in the store's file or another.
  @Test func aPersistedStoresCapabilities() throws {
    let store = """
      import { create } from "zustand";
      import { persist } from "zustand/middleware";
      type State = { capabilities: string[]; theme: string };
      export const useBridge = create<State>()(
        STORE(() => ({ capabilities: [], theme: "light" })OPTIONS),
      );
      """
    let row = """
      import { perform } from "./client";
      import { useBridge } from "./store";
      export function Row({ id }: { id: string }) {
        const can = useBridge((s) => s.capabilities.includes("tempo.task-archive"));
        return can ? <Button onPress={() => perform({ kind: "task.archive", id })} /> : null;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    func gated(_ persisted: Bool, options: String = #", { name: "bridge" }"#) throws -> [String] {
      let file = store.replacing("STORE", with: persisted ? "persist" : "")
        .replacing("OPTIONS", with: persisted ? options : "")
      return try gate(row, ["store.ts": file])
    }
    #expect(try gated(true) == archiveOn70)
    #expect(
      try gated(true, options: #", { name: "b", partialize: (s) => ({ theme: s.theme }) }"#) == [])
    #expect(
      try gated(true, options: #", { name: "b", partialize: ({ capabilities, ...rest }) => rest }"#)
        == [])
    // A `partialize` keeping the list: the state whole, spread, the rest of a pattern taking
    // out another member, the list under a member of its own.
    for partialize in [
      "(s) => s", "(s) => ({ ...s })", "({ theme, ...rest }) => rest",
      "(s) => ({ capabilities: s.capabilities, theme: s.theme })",
    ] {
      #expect(
        try gated(true, options: #", { name: "b", partialize: \#(partialize) }"#) == archiveOn70,
        "\(partialize)")
    }
    #expect(try gated(false) == [])
    // The state started from another object: spread (in the file or imported), returned
    // whole, by a function of the file by name, or a member's members.
    let started = """
      import { create } from "zustand";
      import { persist } from "zustand/middleware";
      import { INITIAL, makeInitial } from "./initial";
      const LOCAL = { capabilities: [] as string[], theme: "light" };
      function makeState() { return { capabilities: [] as string[] }; }
      export const useBridge = create<any>()(persist(STATE, { name: "bridge" }));
      """
    let initial = """
      export const INITIAL = { capabilities: [] as string[], theme: "light" };
      export const makeInitial = () => ({ capabilities: [] as string[], theme: "light" });
      """
    for (state, read) in [
      ("() => ({ ...LOCAL })", "s.capabilities"), ("() => ({ ...INITIAL })", "s.capabilities"),
      ("() => LOCAL", "s.capabilities"), ("makeState", "s.capabilities"),
      ("makeInitial", "s.capabilities"),
      ("() => ({ bridge: { capabilities: [] } })", "s.bridge.capabilities"),
      ("() => ({ nested: { ...LOCAL } })", "s.nested.capabilities"),
    ] {
      let reader = row.replacing("s.capabilities", with: read)
      let file = started.replacing("STATE", with: state)
      #expect(
        try gate(reader, ["store.ts": file, "initial.ts": initial]) == archiveOn70, "\(state)")
      let kept = file.replacing(
        #"{ name: "bridge" }"#,
        with: #"{ name: "b", partialize: (s: any) => ({ theme: s.theme }) }"#)
      #expect(try gate(reader, ["store.ts": kept, "initial.ts": initial]) == [], "\(state)")
    }
    // A member's members kept by `partialize` (`{ bridge: s.bridge }`), its options a `const`.
    let nested =
      started.replacing("STATE", with: "() => ({ bridge: { capabilities: [] }, theme: 1 })")
      .replacing(#"{ name: "bridge" }"#, with: "options")
      + "\nconst options = { name: \"b\", partialize: (s: any) => ({ KEPT: s.KEPT }) };"
    let reader = row.replacing("s.capabilities", with: "s.bridge.capabilities")
    #expect(
      try gate(
        reader, ["store.ts": nested.replacing("KEPT", with: "bridge"), "initial.ts": initial])
        == archiveOn70)
    #expect(
      try gate(
        reader, ["store.ts": nested.replacing("KEPT", with: "theme"), "initial.ts": initial])
        == [])
  }

  /// What the bundle stores under a member, read into an object another file makes under
  /// another member — a hook returning `{ caps: useBridge((s) => s.capabilities) }`, read as
  /// `useCapabilities().caps`, through a further file's hook, or a context's provider given
  /// `{ held: capabilities }` — is stored under that member too: a check of it proves nothing
  /// of the names the store starts with, and what it tests where the store starts empty.
  @Test func aMemberOfWhatAnotherFilesHookReturns() throws {
    let store = """
      import { create } from "zustand";
      export const useBridge = create<{ capabilities: string[] }>()(() => ({ capabilities: [LIST] }));
      """
    let hooks = """
      import { useBridge } from "./store";
      export function useCapabilities() { return { caps: useBridge((s) => s.capabilities) }; }
      export function useCaps() { return { list: useCapabilities().caps }; }
      """
    let context = """
      import { createContext } from "react";
      import { useBridge } from "./store";
      export const Ctx = createContext({ held: [] as string[] });
      export function Provider({ children }: { children: unknown }) {
        const capabilities = useBridge((s) => s.capabilities);
        return <Ctx.Provider value={{ held: capabilities }}>{children}</Ctx.Provider>;
      }
      """
    let row = """
      import { useContext } from "react";
      import { perform } from "./client";
      import { useCapabilities, useCaps } from "./hooks";
      import { Ctx } from "./context";
      export function Row({ id }: { id: string }) {
        const caps = READ;
        return caps.includes("tempo.task-archive") ? <Button onPress={() => perform({ kind: "task.archive", id })} /> : null;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    for read in ["useCapabilities().caps", "useCaps().list", "useContext(Ctx).held"] {
      func gated(_ list: String) throws -> [String] {
        try gate(
          row.replacing("READ", with: read),
          [
            "store.ts": store.replacing("LIST", with: list), "hooks.ts": hooks,
            "context.tsx": context,
          ])
      }
      #expect(try gated(#""tempo.task-archive""#) == archiveOn70, "\(read)")
      #expect(try gated("") == [], "\(read)")
    }
  }

  /// A zustand store's action that is a check (`has: (name) => get().capabilities.includes(name)`)
  /// proves what its call is given however a reader reaches it — destructured from the hook's
  /// state or from `getState()`, selected (`useBridgeStore((s) => s.has)`), called on the state
  /// (`store.has(C)`, `useBridgeStore.getState().has(C)`, in a selector: `useBridgeStore((s) =>
  /// s.has(C))`) — with the store in the reader's file or another. An action that proves nothing
  /// (`() => true`: it was read as a collection's search, proving C) or a list of the content's
  /// own naming C refuses on 7.0, as a check of another capability does.
  @Test func aStoreActionThatIsACheck() throws {
    let store = """
      import { create } from "zustand";
      export const useBridgeStore = create<any>()((set: any, get: any) => ({
        capabilities: [LIST] as string[],
        has: (name: string) => BODY,
      }));
      """
    let row = """
      import { perform } from "./client";
      import { useBridgeStore } from "./store";
      export function Row({ id }: { id: string }) {
        READ
        return TEST ? <Button onPress={() => perform({ kind: "task.archive", id })} /> : null;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    let reads: [(read: String, check: String)] = [
      ("const { has } = useBridgeStore();", "has(CHECKED)"),
      ("const has = useBridgeStore((s) => s.has);", "has(CHECKED)"),
      ("const { has } = useBridgeStore.getState();", "has(CHECKED)"),
      ("const store = useBridgeStore();", "store.has(CHECKED)"),
      ("", "useBridgeStore().has(CHECKED)"),
      ("", "useBridgeStore.getState().has(CHECKED)"),
      ("const can = useBridgeStore((s) => s.has(CHECKED));", "can"),
    ]
    for (read, check) in reads {
      for inFile in [false, true] {
        func gated(
          list: String = "", body: String = "get().capabilities.includes(name)", checked: String
        ) throws -> [String] {
          let store = store.replacing("LIST", with: list).replacing("BODY", with: body)
          let reader = row.replacing("READ", with: read).replacing("TEST", with: check)
            .replacing("CHECKED", with: #""\#(checked)""#)
          return inFile
            ? try gate(
              store + reader.replacing("import { useBridgeStore } from \"./store\";\n", with: ""))
            : try gate(reader, ["store.ts": store])
        }
        let form = "\(read) \(check), in the file: \(inFile)"
        #expect(try gated(checked: "tempo.task-archive") == [], "\(form)")
        #expect(try gated(checked: "tempo.task-due-dates") == archiveOn70, "\(form)")
        #expect(
          try gated(list: #""tempo.task-archive""#, checked: "tempo.task-archive") == archiveOn70,
          "\(form)")
        #expect(try gated(body: "true", checked: "tempo.task-archive") == archiveOn70, "\(form)")
      }
    }
  }

  /// What other state libraries save in storage and restore at launch proves nothing: a jotai
  /// atom `atomWithStorage` makes (read by `useAtomValue`, `useAtom`, or another atom's read
  /// function) holds any name, as an `atom` starting empty does not; a MobX store's member
  /// mobx-persist-store's `makePersistable` lists (by name, or as `{ key }`) may hold any name,
  /// and so may the members the file writes beneath it; one it does not list proves what it
  /// tests.
  @Test func aLibraryStateSavedInStorage() throws {
    let atoms = """
      import { atom, useAtom, useAtomValue } from "jotai";
      import { atomWithStorage } from "jotai/utils";
      import { perform } from "./client";
      const capsAtom = MAKER;
      const derived = atom((get) => get(capsAtom));
      export function Row({ id }: { id: string }) {
        const caps = READ;
        return caps.includes("tempo.task-archive") ? <Button onPress={() => perform({ kind: "task.archive", id })} /> : null;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    for read in ["useAtomValue(capsAtom)", "useAtom(capsAtom)[0]", "useAtomValue(derived)"] {
      let source = atoms.replacing("READ", with: read)
      #expect(
        try gate(source.replacing("MAKER", with: #"atomWithStorage<string[]>("caps", [])"#))
          == archiveOn70, "\(read)")
      #expect(try gate(source.replacing("MAKER", with: "atom<string[]>([])")) == [], "\(read)")
    }
    let store = """
      import { makeAutoObservable } from "mobx";
      import { makePersistable } from "mobx-persist-store";
      import AsyncStorage from "@react-native-async-storage/async-storage";
      import { perform } from "./client";
      class BridgeStore {
        capabilities: string[] = [];
        theme = "light";
        constructor() {
          makeAutoObservable(this);
          makePersistable(this, { name: "Bridge", properties: [PROPERTIES], storage: AsyncStorage });
        }
      }
      export const bridgeStore = new BridgeStore();
      export function run(id: string) {
        if (bridgeStore.capabilities.includes("tempo.task-archive")) perform({ kind: "task.archive", id });
      }
      """
    #expect(try gate(store.replacing("PROPERTIES", with: #""capabilities""#)) == archiveOn70)
    #expect(
      try gate(store.replacing("PROPERTIES", with: #"{ key: "capabilities" }, "theme""#))
        == archiveOn70)
    #expect(try gate(store.replacing("PROPERTIES", with: #""theme""#)) == [])
    // A member listed holding an object: what the file writes beneath it is saved too (the
    // class's field, an assignment of an object, a member assigned beneath it).
    let nested = store.replacing(
      "capabilities: string[] = [];", with: "shell = { capabilities: [] as string[] };"
    ).replacing("bridgeStore.capabilities", with: "bridgeStore.shell.capabilities")
    #expect(try gate(nested.replacing("PROPERTIES", with: #""shell""#)) == archiveOn70)
    #expect(try gate(nested.replacing("PROPERTIES", with: #""theme""#)) == [])
    let assigned = store.replacing("capabilities: string[] = [];", with: "held: any = null;")
      .replacing(
        "makeAutoObservable(this);",
        with: "makeAutoObservable(this);\n    this.held = { capabilities: [] as string[] };"
      ).replacing("bridgeStore.capabilities", with: "bridgeStore.held.capabilities")
    #expect(try gate(assigned.replacing("PROPERTIES", with: #""held""#)) == archiveOn70)
    #expect(try gate(assigned.replacing("PROPERTIES", with: #""theme""#)) == [])
  }

  /// A reducer redux-persist's `persistReducer` saves is read back from storage at launch too:
  /// a member of its initial state — a function's default state, a `createSlice`'s
  /// `initialState`, nested objects' members included — may hold any name, unless the config's
  /// `whitelist` leaves its key out or its `blacklist` names it (a literal, or a `const`'s).
  @Test func aReducerReduxPersistSaves() throws {
    let reducers = """
      import { createSlice } from "@reduxjs/toolkit";
      import { persistReducer } from "redux-persist";
      import AsyncStorage from "@react-native-async-storage/async-storage";
      type Bridge = { capabilities: string[]; theme: string };
      const INITIAL: Bridge = { capabilities: [], theme: "light" };
      function bridge(state: Bridge = INITIAL, action: { type: string; payload: string[] }) {
        return action.type === "snapshot" ? { ...state, capabilities: action.payload } : state;
      }
      const slice = createSlice({
        name: "root",
        initialState: { shell: { capabilities: [] as string[] }, theme: "light" },
        reducers: {},
      });
      const config = { key: "bridge", storage: AsyncStorage, OPTIONS };
      export const saved = persistReducer(config, REDUCER);
      """
    let index = """
      import { perform } from "./client";
      import "./reducers";
      declare const state: { bridge: Bridge; root: { shell: { capabilities: string[] } } };
      type Bridge = { capabilities: string[] };
      export function archive(id: string) {
        if (state.READ.capabilities.includes("tempo.task-archive")) SEND;
      }
      """
    func gated(_ reducer: String, options: String = "version: 1", read: String) throws
      -> [String]
    {
      let source = index.replacing("READ", with: read)
        .replacing("SEND", with: #"perform({ kind: "task.archive", id })"#)
      let file = reducers.replacing("REDUCER", with: reducer).replacing("OPTIONS", with: options)
      return try gate(source, ["reducers.ts": file])
    }
    #expect(try gated("bridge", read: "bridge") == archiveOn70)
    #expect(
      try gated("bridge", options: #"whitelist: ["capabilities"]"#, read: "bridge") == archiveOn70)
    #expect(try gated("bridge", options: #"whitelist: ["theme"]"#, read: "bridge") == [])
    #expect(try gated("bridge", options: #"blacklist: ["capabilities"]"#, read: "bridge") == [])
    #expect(try gated("slice.reducer", read: "root.shell") == archiveOn70)
    #expect(try gated("slice.reducer", options: #"whitelist: ["theme"]"#, read: "root.shell") == [])
    // An object the state holds under two keys: the one kept holds its members too.
    #expect(
      try gated(
        "(s: any = { other: INITIAL, bridge: INITIAL }, a: unknown) => s",
        options: #"whitelist: ["bridge"]"#, read: "bridge") == archiveOn70)
    // Not saved: a reducer this reads no initial state of.
    #expect(try gated("(s: unknown) => s", read: "bridge") == [])
    // Objects of the state naming each other (as text: `B` is read before it is made) are
    // each read once.
    let cyclic = """
      import { persistReducer } from "redux-persist";
      const A: any = { bridge: B, capabilities: [] };
      const B: any = { state: A };
      export const saved = persistReducer({ key: "k" } as any, (s = A, a: unknown) => s);
      """
    let reader = index.replacing("READ", with: "bridge")
      .replacing("SEND", with: #"perform({ kind: "task.archive", id })"#)
    #expect(try gate(reader, ["reducers.ts": cyclic]) == archiveOn70)
  }

  /// redux-persist saving a root reducer: the state of each reducer `combineReducers` (Redux's
  /// or Redux Toolkit's) holds is saved under its key — a function's, a slice's, one
  /// `createReducer` makes — in the file or imported from another, through a file of reducers
  /// in turn, and `persistCombineReducers` saves its object so. A key the config's `blacklist`
  /// names or its `whitelist` leaves out is not saved, nor is a reducer combined but not saved.
  @Test func aRootReducerReduxPersistSaves() throws {
    let bridge = """
      import { createSlice } from "@reduxjs/toolkit";
      const slice = createSlice({
        name: "bridge",
        initialState: { capabilities: [] as string[] },
        reducers: { snapshot: (state, action: { payload: string[] }) => ({ capabilities: action.payload }) },
      });
      export default slice.reducer;
      """
    let tasks = """
      export function tasks(state = { items: [] as string[] }, action: { type: string }) {
        return action.type === "clear" ? { items: [] } : state;
      }
      """
    let reducers = """
      import { combineReducers } from "redux";
      import bridge from "./bridge";
      import { tasks } from "./tasks";
      export const rootReducer = combineReducers({ bridge, tasks });
      """
    let store = """
      import { combineReducers, createReducer } from "@reduxjs/toolkit";
      import { persistCombineReducers, persistReducer } from "redux-persist";
      import AsyncStorage from "@react-native-async-storage/async-storage";
      import bridge from "./bridge";
      import { tasks } from "./tasks";
      import { rootReducer } from "./reducers";
      const config = { key: "root", storage: AsyncStorage, OPTIONS };
      export const saved = SAVED;
      """
    let index = """
      import { perform } from "./client";
      import "./store";
      declare const state: { bridge: { capabilities: string[] } };
      export function archive(id: string) {
        if (state.bridge.capabilities.includes("tempo.task-archive")) perform({ kind: "task.archive", id });
      }
      """
    func gated(_ saved: String, options: String = "version: 1") throws -> [String] {
      let file = store.replacing("SAVED", with: saved).replacing("OPTIONS", with: options)
      return try gate(
        index, ["bridge.ts": bridge, "tasks.ts": tasks, "reducers.ts": reducers, "store.ts": file])
    }
    #expect(try gated("persistReducer(config, rootReducer)") == archiveOn70)
    #expect(
      try gated("persistReducer(config, rootReducer)", options: #"blacklist: ["bridge"]"#) == [])
    #expect(
      try gated("persistReducer(config, rootReducer)", options: #"whitelist: ["tasks"]"#) == [])
    #expect(
      try gated("persistReducer(config, rootReducer)", options: #"whitelist: ["bridge"]"#)
        == archiveOn70)
    #expect(try gated("persistReducer(config, combineReducers({ bridge, tasks }))") == archiveOn70)
    #expect(try gated("persistReducer(config, combineReducers({ tasks }))") == [])
    #expect(try gated("persistCombineReducers(config, { bridge: bridge, tasks })") == archiveOn70)
    #expect(
      try gated(
        "persistCombineReducers(config, { bridge, tasks })", options: #"blacklist: ["bridge"]"#)
        == [])
    #expect(
      try gated("combineReducers({ bridge: persistReducer(config, bridge), tasks })") == archiveOn70
    )
    #expect(try gated("combineReducers({ bridge, tasks })") == [])
    let made = "createReducer({ capabilities: [] as string[] }, () => {})"
    #expect(try gated("persistReducer(config, combineReducers({ shell: \(made) }))") == archiveOn70)
  }

  /// A reducer's state starting other ways than a default state written there, saved by
  /// redux-persist: a default state imported from another file (named or default), a slice's
  /// imported `initialState`, redux-actions' `handleActions(handlers, INITIAL)`, reduxsauce's
  /// `createReducer(INITIAL, handlers)`, the objects a reducer with no default returns, and
  /// the state its body gives its parameter (`state = state ?? INITIAL`, `if (state ===
  /// undefined) state = INITIAL`) or returns (`state || start`) — each member may hold any
  /// name at launch; under a `blacklist` naming its key, none.
  @Test func aReducerStartingAnotherWay() throws {
    let initial = """
      export const INITIAL = { capabilities: [] as string[] };
      export default { capabilities: [] as string[] };
      """
    let store = """
      import { combineReducers } from "redux";
      import { persistReducer } from "redux-persist";
      import AsyncStorage from "@react-native-async-storage/async-storage";
      import { bridge } from "./bridge";
      const config = { key: "root", storage: AsyncStorage, OPTIONS };
      export const saved = persistReducer(config, combineReducers({ bridge }));
      """
    let index = """
      import { perform } from "./client";
      import "./store";
      declare const state: { bridge: { capabilities: string[] } };
      export function archive(id: string) {
        if (state.bridge.capabilities.includes("tempo.task-archive")) perform({ kind: "task.archive", id });
      }
      """
    let reducers = [
      """
      import { INITIAL } from "./initial";
      export function bridge(state = INITIAL, action: { type: string }) { return state; }
      """,
      """
      import start from "./initial";
      export const bridge = (state = start, action: { type: string }) => state;
      """,
      """
      import { createSlice } from "@reduxjs/toolkit";
      import { INITIAL as initialState } from "./initial";
      const slice = createSlice({ name: "bridge", initialState, reducers: {} });
      export const bridge = slice.reducer;
      """,
      """
      import { handleActions } from "redux-actions";
      export const bridge = handleActions({}, { capabilities: [] as string[] });
      """,
      """
      import { createReducer } from "reduxsauce";
      const INITIAL_STATE = { capabilities: [] as string[] };
      export const bridge = createReducer(INITIAL_STATE, {});
      """,
      """
      export function bridge(state: any, action: { type: string; payload: string[] }) {
        if (action.type === "snapshot") return { ...state, capabilities: action.payload };
        return state ?? null;
      }
      """,
      """
      import { INITIAL } from "./initial";
      export function bridge(state: any, action: { type: string }) {
        state = state ?? INITIAL;
        return state;
      }
      """,
      """
      import { INITIAL } from "./initial";
      export function bridge(state: any, action: { type: string }) {
        if (state === undefined) state = INITIAL;
        return state;
      }
      """,
      """
      import start from "./initial";
      export const bridge = (state: any, action: { type: string }) => state || start;
      """,
    ]
    for reducer in reducers {
      func gated(_ options: String) throws -> [String] {
        try gate(
          index,
          [
            "initial.ts": initial, "bridge.ts": reducer,
            "store.ts": store.replacing("OPTIONS", with: options),
          ])
      }
      #expect(try gated("version: 1") == archiveOn70, "\(reducer)")
      #expect(try gated(#"blacklist: ["bridge"]"#) == [], "\(reducer)")
    }
  }

  /// A hook given a function returns what that function returns: `useMemo`'s fallback to the
  /// content's own list, and a selector of a store's member (`useSelector((s) =>
  /// s.bridge.capabilities)`, a zustand store's `useBridge((s) => s.capabilities)`, a selector
  /// of the file by name) may hold what the content stores there — so a check of the result
  /// proves nothing of the names that list holds, and what it tests where it holds none. So
  /// may any other call return what it is given (`Array.from`, `concat`, `useReducer`'s
  /// initial state), a ref what it starts as, and a query's `data` what its options start it
  /// as or its function resolves to.
  @Test func aHookReturnsWhatItsFunctionReturns() throws {
    let store = """
      import { create } from "zustand";
      export const useBridge = create<{ capabilities: string[] }>()(() => ({ capabilities: [STORED] }));
      """
    let index = """
      import React, { useMemo, useReducer, useRef } from "react";
      import { useQuery } from "@tanstack/react-query";
      import { useSelector } from "react-redux";
      import { perform } from "./client";
      import { useBridge } from "./store";
      type State = { bridge: { capabilities: string[] } };
      const DEFAULTS: string[] = [LISTED];
      const selectCapabilities = (s: State) => s.bridge.capabilities;
      export function Row({ id, snapshot }: { id: string; snapshot?: { capabilities: string[] } }) {
        const caps = READ;
        return caps.includes("tempo.task-archive") ? <Button onPress={() => perform({ kind: "task.archive", id })} /> : null;
      }
      declare function Button(props: { onPress: () => void }): null;
      declare function load(): Promise<string[]>;
      """
    func gated(_ read: String, listed: Bool = false, stored: Bool = false) throws -> [String] {
      let name = #""tempo.task-archive""#
      return try gate(
        index.replacing("READ", with: read).replacing("LISTED", with: listed ? name : ""),
        ["store.ts": store.replacing("STORED", with: stored ? name : "")])
    }
    let fallback = "snapshot?.capabilities ?? DEFAULTS"
    #expect(try gated("useMemo(() => \(fallback), [snapshot])", listed: true) == archiveOn70)
    #expect(try gated("useMemo(() => \(fallback), [snapshot])") == [])
    #expect(
      try gated("React.useMemo(() => { return \(fallback); }, [snapshot])", listed: true)
        == archiveOn70)
    for selected in [
      "useSelector((s: State) => s.bridge.capabilities)", "useSelector(selectCapabilities)",
      "useBridge((s) => s.capabilities)",
    ] {
      #expect(try gated(selected, stored: true) == archiveOn70)
      #expect(try gated(selected) == [])
    }
    for given in [
      "Array.from(DEFAULTS)", "(snapshot?.capabilities ?? []).concat(DEFAULTS)",
      "useReducer((s: string[], a: string[]) => a, DEFAULTS)[0]", "useRef(DEFAULTS).current",
      #"useQuery({ queryKey: ["caps"], queryFn: load, initialData: DEFAULTS }).data"#,
      #"useQuery({ queryKey: ["caps"], queryFn: async () => DEFAULTS }).data ?? []"#,
    ] {
      #expect(try gated(given, listed: true) == archiveOn70, "\(given)")
      #expect(try gated(given) == [], "\(given)")
    }
  }

  /// A collection another file's function returns — a capabilities hook selecting a store's
  /// member, one returning a state the content starts with its own list, a getter falling back
  /// to it, a selector given to `useSelector` — may hold what that file's value may: its file is
  /// asked, through further files too, so a check of it proves nothing of the names the content
  /// wrote there, and what it tests where it wrote none. What such a function is given it
  /// returns only where its file says so (a package's may return anything it is given).
  @Test func aCollectionAnotherFilesFunctionReturns() throws {
    let index = """
      import { useSelector } from "react-redux";
      import { perform } from "./client";
      import { useCapabilities } from "./hooks";
      import { selectCapabilities } from "./selectors";
      const FALLBACK = ["tempo.task-archive"];
      export function Row({ id }: { id: string }) {
        const caps = READ;
        return caps.includes("tempo.task-archive") ? <Button onPress={() => perform({ kind: "task.archive", id })} /> : null;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    let store = """
      import { create } from "zustand";
      export const useBridge = create<{ capabilities: string[] }>()(() => ({ capabilities: [LISTED] }));
      """
    let selectors = "export const selectCapabilities = (s: any) => s.bridge.capabilities;"
    let selecting = """
      import { useBridge } from "./store";
      export function useCapabilities() { return useBridge((s) => s.capabilities); }
      """
    let state = """
      import { useEffect, useState } from "react";
      import { addListener } from "expo-brownfield";
      const DEFAULTS: string[] = [LISTED];
      export function useCapabilities() {
        const [caps, setCaps] = useState(DEFAULTS);
        useEffect(() => addListener((s: { capabilities: string[] }) => setCaps(s.capabilities)).remove, []);
        return caps;
      }
      """
    let getter = """
      import { getCapabilities } from "./caps";
      export const useCapabilities = () => getCapabilities();
      """
    let caps = """
      const DEFAULTS: string[] = [LISTED];
      let current: string[] | null = null;
      export function getCapabilities() { return current ?? DEFAULTS; }
      """
    func gated(_ read: String, _ hooks: String, listed: Bool) throws -> [String] {
      let files = [
        "hooks.ts": hooks, "store.ts": store, "selectors.ts": selectors, "caps.ts": caps,
      ]
      return try gate(
        index.replacing("READ", with: read),
        files.mapValues { $0.replacing("LISTED", with: listed ? #""tempo.task-archive""# : "") })
    }
    for (read, hooks) in [
      ("useCapabilities()", selecting), ("useCapabilities()", state),
      ("useCapabilities()", getter), ("useSelector(selectCapabilities)", selecting),
    ] {
      #expect(try gated(read, hooks, listed: true) == archiveOn70)
      #expect(try gated(read, hooks, listed: false) == [])
    }
    let given = """
      import { useBridge } from "./store";
      export function useCapabilities(fallback: string[]) {
        const caps = useBridge((s) => s.capabilities);
        return RETURN;
      }
      """
    let ignoring = given.replacing("RETURN", with: "caps")
    let fallingBack = given.replacing("RETURN", with: "caps.length ? caps : fallback")
    #expect(try gated("useCapabilities(FALLBACK)", ignoring, listed: false) == [])
    #expect(try gated("useCapabilities(FALLBACK)", fallingBack, listed: false) == archiveOn70)
  }

  /// TanStack Query's persisters (`PersistQueryClientProvider`, `persistQueryClient`) save every
  /// query's `data` and give it back at launch: a list a query fetched on another release may
  /// be there, so a check of a query's data proves nothing — not so where the client is not
  /// persisted.
  @Test func aQueryCacheSavedInStorage() throws {
    let index = """
      import { useQuery } from "@tanstack/react-query";
      import { perform } from "./client";
      import "./setup";
      declare function load(): Promise<string[]>;
      export function Row({ id }: { id: string }) {
        const { data: caps = [] } = useQuery({ queryKey: ["caps"], queryFn: load });
        return caps.includes("tempo.task-archive") ? <Button onPress={() => perform({ kind: "task.archive", id })} /> : null;
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    let provider = """
      import { QueryClient } from "@tanstack/react-query";
      import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
      declare const persister: any;
      const client = new QueryClient();
      export const Root = ({ children }: { children: any }) => (
        <PersistQueryClientProvider client={client} persistOptions={{ persister }}>{children}</PersistQueryClientProvider>
      );
      """
    let call = """
      import { QueryClient } from "@tanstack/react-query";
      import { persistQueryClient } from "@tanstack/react-query-persist-client";
      declare const persister: any;
      export const client = new QueryClient();
      persistQueryClient({ queryClient: client, persister });
      """
    let plain = """
      import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
      const client = new QueryClient();
      export const Root = ({ children }: { children: any }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      );
      """
    #expect(try gate(index, ["setup.tsx": provider]) == archiveOn70)
    #expect(try gate(index, ["setup.tsx": call]) == archiveOn70)
    #expect(try gate(index, ["setup.tsx": plain]) == [])
  }

  /// A file storing what storage holds under the member another file's check reads
  /// (`state.capabilities = JSON.parse(await AsyncStorage.getItem(key))`) makes that check
  /// prove nothing: the bundle reads it again for what it stores once a check asks. Storing the
  /// shell's list there, the check proves what it tests.
  @Test func aStoreLoadedFromStorageInAnotherFile() throws {
    let state = """
      import AsyncStorage from "@react-native-async-storage/async-storage";
      declare const snapshot: { capabilities: string[] };
      export const state = { capabilities: [] as string[] };
      export async function boot() {
        const raw = await AsyncStorage.getItem("capabilities");
        state.capabilities = LOADED;
      }
      """
    let index = """
      import { perform } from "./client";
      import { state } from "./state";
      export function archive(id: string) {
        if (state.capabilities.includes("tempo.task-archive")) perform({ kind: "task.archive", id });
      }
      """
    func gated(_ loaded: String) throws -> [String] {
      try gate(index, ["state.ts": state.replacing("LOADED", with: loaded)])
    }
    #expect(try gated(#"JSON.parse(raw ?? "[]")"#) == archiveOn70)
    #expect(try gated("snapshot.capabilities") == [])
    // Stored by a file that imports the object, from a `.then` callback's parameter.
    let boot = """
      import AsyncStorage from "@react-native-async-storage/async-storage";
      import { state } from "./state";
      AsyncStorage.getItem("capabilities").then((raw) => {
        state.capabilities = JSON.parse(raw ?? "[]");
      });
      """
    let booting = "import \"./boot\";\n" + index
    #expect(
      try gate(booting, ["state.ts": state.replacing("LOADED", with: "[]"), "boot.ts": boot])
        == archiveOn70)
  }
}
