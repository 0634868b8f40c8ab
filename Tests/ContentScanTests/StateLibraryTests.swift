import Testing

@testable import ContentScan

/// The functions state libraries run for the content — a zustand store's actions, a Redux
/// Toolkit thunk's payload creator, a TanStack Query mutation's functions — stand where the
/// content makes them run, not where they are written (each given to a package would otherwise
/// be a root, unguarded).
@Suite struct StateLibraryTests {
  private let guarded = #"["\#(archive)"]"#

  /// A thunk's payload creator runs where what its action creator returns is read — dispatched
  /// behind a check, or not — in its file or another, made by a maker typed through
  /// `withTypes()` in another file too; the thunk's own members (`archiveTask.fulfilled`) run
  /// nothing, and the thunk passed on whole may run it there.
  @Test func anAsyncThunksPayloadRunsWhereItsActionIsDispatched() throws {
    let found = try projectUses([
      "package.json": #"{ "main": "index.ts", "dependencies": { "@reduxjs/toolkit": "*" } }"#,
      "node_modules/@reduxjs/toolkit/package.json":
        #"{ "name": "@reduxjs/toolkit", "main": "index.js" }"#,
      "node_modules/@reduxjs/toolkit/index.js": """
      export const createAsyncThunk = (type, f) => f;
      export const createSlice = (options) => options;
      """,
      "index.ts": """
      import { archiveTask } from "./tasks";
      import { archiveTyped } from "./typed";
      export function screen(id, dispatch) {
        if (has("tempo.task-archive")) dispatch(archiveTask(id));
        dispatch(archiveTyped(id));
        bind({ archiveTask }, dispatch);
      }
      """,
      "tasks.ts": """
      import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
      export const archiveTask = createAsyncThunk("tasks/archive", async (id) => {
        perform({ kind: "task.archive", id });
      });
      const create = createAsyncThunk("tasks/create", (title) => perform({ kind: "task.create", title }));
      export const tasks = createSlice({
        extraReducers: (builder) => builder.addCase(archiveTask.fulfilled, (state) => state),
      });
      if (has("tempo.task-archive")) dispatch(create("t"));
      """,
      "app.ts": """
      import { createAsyncThunk } from "@reduxjs/toolkit";
      export const createAppAsyncThunk = createAsyncThunk.withTypes();
      """,
      "typed.ts": """
      import { createAppAsyncThunk } from "./app";

      export const archiveTyped = createAppAsyncThunk("tasks/typed", async (id, api) => {
        perform({ kind: "task.archive", id });
      });
      """,
    ])
    #expect(
      found == [
        "index.ts:4:43 \(archiveCase) \(guarded) via tasks.ts:3:19",
        "index.ts:5:12 \(archiveCase) [] via typed.ts:4:19",
        // Passed on whole in another file: where written, through that place.
        "tasks.ts:3:19 \(archiveCase) [] via tasks.ts:3:19 via index.ts:6:10",
        "tasks.ts:9:41 \(createCase) \(guarded) via tasks.ts:5:76",
      ])
  }

  /// A mutation's functions run where it is started — `mutate` or `mutateAsync` of its result,
  /// read as a member or destructured — with the guards there, its other members starting
  /// nothing; a hook handing one back (`return useMutation(…)`, react-query-kit's
  /// `createMutation`) hands them back, started where its callers start it, in its file or
  /// another, bound first or not (`const m = useMutation(…); return m`); a function given by
  /// its name or path (`mutationFn: tasks.archive`) runs there too.
  @Test func aMutationsFunctionsRunWhereItIsStarted() throws {
    let found = try projectUses([
      "package.json": #"""
      { "main": "index.ts",
        "dependencies": { "@tanstack/react-query": "*", "react-query-kit": "*" } }
      """#,
      "node_modules/@tanstack/react-query/package.json":
        #"{ "name": "@tanstack/react-query", "main": "index.js" }"#,
      "node_modules/@tanstack/react-query/index.js": "export const useMutation = (o) => o;",
      "node_modules/react-query-kit/package.json":
        #"{ "name": "react-query-kit", "main": "index.js" }"#,
      "node_modules/react-query-kit/index.js": "export const createMutation = (o) => o;",
      "index.ts": """
      import { useMutation } from "@tanstack/react-query";
      import { useCreate } from "./api";
      function archiveTask(id) { perform({ kind: "task.archive", id }); }
      export function useRow(id) {
        const archive = useMutation({ mutationFn: archiveTask, onSuccess: () => perform({ kind: "task.create", title: "t" }) });
        const { mutateAsync: upload, isPending } = useMutation(["k"], (x) => perform({ kind: "task.archive", id: x }));
        if (has("tempo.task-archive")) { archive.mutate(id); upload(id); }
        show(isPending, archive.isPending, archive.data);
        const { mutate: create, isPending: creating } = useCreate();
        const again = useAgain();
        show(creating, again.isPending);
        if (has("tempo.task-archive")) { create("u"); again.mutateAsync(); }
        const { mutate: viaMember } = useMutation({ mutationFn: tasks.archive });
        if (has("tempo.task-archive")) viaMember(4);
        const held = useHeld();
        show(held.isPending);
        if (has("tempo.task-archive")) held.mutate(5);
      }
      function useHeld() { const m = useMutation({ mutationFn: (id) => perform({ kind: "task.archive", id }) }); return m; }
      const tasks = { archive: (id) => perform({ kind: "task.archive", id }) };
      function useAgain() { return useMutation({ mutationFn: () => perform({ kind: "task.archive", id: 1 }) }); }
      """,
      "api.ts": """
      import { createMutation } from "react-query-kit";
      export const useCreate = createMutation({ mutationFn: (title) => perform({ kind: "task.create", title }) });
      """,
    ])
    #expect(
      found == [
        "index.ts:7:44 \(archiveCase) \(guarded) via index.ts:3:44 via index.ts:5:45",
        "index.ts:7:44 \(createCase) \(guarded) via index.ts:5:91",
        "index.ts:7:56 \(archiveCase) \(guarded) via index.ts:6:88",
        // Handed back, from another file and from this one.
        "index.ts:12:36 \(createCase) \(guarded) via api.ts:2:82",
        "index.ts:12:55 \(archiveCase) \(guarded) via index.ts:21:78",
        // A method given by its path (`mutationFn: tasks.archive`).
        "index.ts:14:34 \(archiveCase) \(guarded) via index.ts:20:50 via index.ts:13:65",
        // Bound, then handed back whole (`return m`): started where `held.mutate` is read.
        "index.ts:17:39 \(archiveCase) \(guarded) via index.ts:19:82 via index.ts:19:115",
      ])
  }

  /// A zustand store's actions stand where its readers call them, with the guards there: a
  /// selected one (`useTaskStore((s) => s.archive)`), one destructured from the store's result,
  /// one read through `getState()`, and one another action's updater calls through the state
  /// (`set((s) => s.archive(1))`), placed where that action is called; a state object given to
  /// `set` runs none, a function given by name any. A hook of the content
  /// given a function (`useLocal((s) => s.drop)`) is no store: its result's members are read as
  /// a hook's are, every one where the result is read whole.
  @Test func aStoresActionsStandWhereItsReadersCallThem() throws {
    let found = try projectUses([
      "package.json": #"{ "main": "index.tsx", "dependencies": { "zustand": "*" } }"#,
      "node_modules/zustand/package.json": #"{ "name": "zustand", "main": "index.js" }"#,
      "node_modules/zustand/index.js": "export const create = (f) => f;",
      "index.tsx": """
      import { useTaskStore } from "./store";
      export function Screen({ id }) {
        const archive = useTaskStore((s) => s.archive);
        const { create, both } = useTaskStore();
        if (has("tempo.task-archive")) { archive(id); both(); useTaskStore.getState().archive(id); }
        create("x");
        const { reset, copy, apply } = useTaskStore();
        reset(); copy(); apply();
        const drop = useLocal((s) => s.drop);
        if (has("tempo.task-archive")) drop(id);
      }
      function useLocal(select) { return { archive: (id) => perform({ kind: "task.archive", id }) }; }
      """,
      "store.ts": """
      import { create } from "zustand";
      export const useTaskStore = create((set, get) => ({
        archive: (id) => perform({ kind: "task.archive", id }),
        create: (title) => perform({ kind: "task.create", title }),
        both: () => set((s) => { s.archive(1); return {}; }),
        reset: () => set(initial),
        copy: () => set({ ...get(), busy: false }),
        apply: () => set(update),
      }));
      const initial = { busy: false };
      function update(s) { s.create("y"); return {}; }
      """,
    ])
    #expect(
      found == [
        "index.tsx:5:36 \(archiveCase) \(guarded) via store.ts:3:36",
        "index.tsx:5:81 \(archiveCase) \(guarded) via store.ts:3:36",
        "index.tsx:6:3 \(createCase) [] via store.ts:4:38",
        // `set(update)` of a function by name: any action may run there (`reset` and `copy` give
        // state, and run none).
        "index.tsx:8:20 \(archiveCase) [] via store.ts:3:36 via store.ts:8:16",
        "index.tsx:8:20 \(createCase) [] via store.ts:4:38 via store.ts:8:16",
        // Every member of what `useLocal` returns, where its result is read.
        "index.tsx:10:34 \(archiveCase) \(guarded) via index.tsx:12:71",
        // In the updater `both` gives `set` (a function value passed on), with the guards where
        // `both` is called: by the screen, and by `apply`'s `set(update)`.
        "store.ts:5:30 \(archiveCase) \(guarded) via store.ts:3:36 via index.tsx:5:49",
        "store.ts:5:30 \(archiveCase) [] via store.ts:3:36 via index.tsx:8:20",
      ])
  }
}
