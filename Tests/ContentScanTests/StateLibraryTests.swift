import Testing

@testable import ContentScan

/// The functions state libraries run for the content — a zustand store's actions, a Redux
/// Toolkit thunk's payload creator — stand where the content makes them run, not where they are
/// written (each given to a package would otherwise be a root, unguarded).
@Suite struct StateLibraryTests {
  private let guarded = #"["\#(archive)"]"#

  /// A thunk's payload creator runs where what its action creator returns is read — dispatched
  /// behind a check, or not — in its file or another, made by a maker typed through
  /// `withTypes()` in another file too; the
  /// thunk's own members (`archiveTask.fulfilled`) run nothing, and the thunk passed on whole
  /// may run it there.
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
  /// another.
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
      }
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
        "index.ts:12:55 \(archiveCase) \(guarded) via index.ts:14:78",
      ])
  }
}
