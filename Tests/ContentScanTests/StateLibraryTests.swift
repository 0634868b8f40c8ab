import BridgeDiagnostics
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

  /// A query's function runs where the query is enabled — at its `enabled` option, with what
  /// that proves (a check there or a guard variable, `{ enabled }`) — and wherever its result is
  /// refetched (`refetch`, `fetchNextPage`, the result passed on whole), with only the guards
  /// there; a hook handing the query back hands both on, in its file or another; v4's
  /// positional function too, and v5's client given after the options; a query whose result
  /// is not bound is refetched nowhere. A query without `enabled`, or with a function for it,
  /// keeps its function where written.
  @Test func aQuerysFunctionRunsWhereItIsEnabledAndWhereItIsRefetched() throws {
    let found = try projectUses(
      withTanStackQuery(["useQuery", "useInfiniteQuery"]) + [
        "index.ts": """
        import { useQuery, useInfiniteQuery } from "@tanstack/react-query";
        import { useArchived, useSearch } from "./api";
        function fetchArchived() { return perform({ kind: "task.archive", id: 1 }); }
        export function useScreen() {
          const { data } = useQuery({ queryKey: ["a"], queryFn: fetchArchived, enabled: has("tempo.task-archive") }, queryClient);
          const enabled = has("tempo.task-archive");
          const pages = useInfiniteQuery({ queryKey: ["b"], queryFn: () => perform({ kind: "task.archive", id: 2 }), enabled });
          show(data, pages.data);
          pages.fetchNextPage();
          const { refetch } = useArchived();
          if (has("tempo.task-archive")) refetch();
          const old = useQuery(["c"], () => perform({ kind: "task.archive", id: 3 }), { enabled });
          show(old.data);
          useQuery({ queryKey: ["d"], queryFn: () => perform({ kind: "task.archive", id: 4 }) });
          useQuery({ queryKey: ["e"], queryFn: () => perform({ kind: "task.archive", id: 5 }), enabled: () => enabled });
          const search = useSearch();
          const { refetch: again } = useSearch();
          show(search.data); again();
          useQuery({ queryKey: ["h"], queryFn: () => perform({ kind: "task.archive", id: 8 }), enabled: has("tempo.task-archive") });
        }
        """,
        "api.ts": """
        import { useQuery } from "@tanstack/react-query";
        export function useArchived() {
          return useQuery({ queryKey: ["f"], queryFn: () => perform({ kind: "task.archive", id: 6 }), enabled: has("tempo.task-archive") });
        }
        export function useSearch() {
          const { data, refetch } = useQuery({ queryKey: ["g"], queryFn: () => perform({ kind: "task.archive", id: 7 }), enabled: has("tempo.task-archive") });
          return { data, refetch };
        }
        """,
      ])
    #expect(
      found == [
        // Enabled behind a check: guarded there.
        "index.ts:5:72 \(archiveCase) \(guarded) via index.ts:3:51 via index.ts:5:57",
        "index.ts:7:110 \(archiveCase) \(guarded) via index.ts:7:84",
        // Refetched outside it: not guarded there.
        "index.ts:9:9 \(archiveCase) [] via index.ts:7:84",
        // Handed back by another file's hook: enabled inside it, refetched behind a check.
        "index.ts:10:23 \(archiveCase) \(guarded) via api.ts:3:69 via api.ts:3:95",
        "index.ts:11:34 \(archiveCase) \(guarded) via api.ts:3:69",
        "index.ts:12:81 \(archiveCase) \(guarded) via index.ts:12:53",
        // No `enabled`, or a function for it: where written.
        "index.ts:14:62 \(archiveCase) []",
        "index.ts:15:62 \(archiveCase) []",
        // Handed on with its data (`return { data, refetch }`): run where the hook is called,
        // enabled, and where a caller refetches (`again()`); a caller taking only `data` refetches
        // nothing.
        "index.ts:16:18 \(archiveCase) \(guarded) via api.ts:6:88 via api.ts:6:114",
        "index.ts:17:30 \(archiveCase) \(guarded) via api.ts:6:88 via api.ts:6:114",
        "index.ts:18:22 \(archiveCase) [] via api.ts:6:88 via api.ts:7:18",
        // Its result not bound: refetched nowhere, run where enabled.
        "index.ts:19:88 \(archiveCase) \(guarded) via index.ts:19:62",
      ])
  }

  /// Options made elsewhere — by a function returning `queryOptions({ … })` or an object, in
  /// another file or the query's own — and spread into a query's: their `queryFn` runs where the
  /// query is enabled when `enabled` follows the spread (before it, the spread overrides it),
  /// and where the query is refetched; given whole (`useQuery(archiveOptions(5))`), where the
  /// query is made. A mutation's spread options run where it is started. What the function
  /// making them does itself stands where it is called.
  @Test func optionsMadeElsewhereRunWhereTheQueryRunsThem() throws {
    let found = try projectUses(
      withTanStackQuery(["useQuery", "useMutation", "queryOptions", "mutationOptions"]) + [
        "index.ts": """
        import { useMutation, useQuery } from "@tanstack/react-query";
        import { archiveMutation, archiveOptions, eagerOptions } from "./queries";
        const localOptions = (id) => ({ queryKey: ["l", id], queryFn: () => perform({ kind: "task.archive", id }) });
        export function useScreen() {
          const { data } = useQuery({ ...archiveOptions(1), enabled: has("tempo.task-archive") });
          const late = useQuery({ enabled: has("tempo.task-archive"), ...archiveOptions(2) });
          const { refetch } = useQuery({ ...archiveOptions(3), enabled: has("tempo.task-archive") });
          refetch();
          useQuery({ ...localOptions(4), enabled: has("tempo.task-archive") });
          const whole = useQuery(archiveOptions(5));
          const { mutate } = useMutation({ ...archiveMutation(), onSuccess: show });
          if (has("tempo.task-archive")) mutate(6);
          const eager = useQuery({ ...eagerOptions(7), enabled: has("tempo.task-archive") });
          show(data, late.data, whole.data, eager.data);
        }
        """,
        "queries.ts": """
        import { mutationOptions, queryOptions } from "@tanstack/react-query";
        export const archiveOptions = (id) =>
          queryOptions({ queryKey: ["a", id], queryFn: () => perform({ kind: "task.archive", id }) });
        export function archiveMutation() {
          return mutationOptions({ mutationFn: (id) => perform({ kind: "task.archive", id }) });
        }
        export function eagerOptions(id) {
          perform({ kind: "task.archive", id });
          return queryOptions({ queryKey: ["e", id], async queryFn() { return perform({ kind: "task.archive", id }); } });
        }
        """,
      ])
    #expect(
      found == [
        // Enabled after the spread: guarded at `enabled`.
        "index.ts:5:53 \(archiveCase) \(guarded) via queries.ts:3:70",
        // Before it: overridden, so run where the query is made.
        "index.ts:6:66 \(archiveCase) [] via queries.ts:3:70",
        "index.ts:7:56 \(archiveCase) \(guarded) via queries.ts:3:70",
        // Refetched outside the check.
        "index.ts:8:3 \(archiveCase) [] via queries.ts:3:70",
        // The query's own file, its result not bound.
        "index.ts:9:34 \(archiveCase) \(guarded) via index.ts:3:85",
        // Given whole: where the query is made.
        "index.ts:10:26 \(archiveCase) [] via queries.ts:3:70",
        // A mutation's options run where it is started.
        "index.ts:12:34 \(archiveCase) \(guarded) via queries.ts:5:64",
        // The function making them sends as it is called; its query's function is enabled.
        "index.ts:13:31 \(archiveCase) [] via queries.ts:8:19",
        "index.ts:13:48 \(archiveCase) \(guarded) via queries.ts:9:87",
      ])
  }

  /// A query fetched by its key alone — in another file (`client.prefetchQuery({ queryKey })`)
  /// or in the query's own (`useQuery({ queryKey })`, a reader of the cache) — borrows the
  /// function of a query of that key, enabled or not: no `enabled` is credited (one whose check
  /// an imported constant names, known when its file is read again, neither), and a note at
  /// each says which call is why. Given its own function, the fetch borrows none.
  @Test func aQueryFetchedByItsKeyAloneLeavesEnabledGuardingNothing() throws {
    func scan(warm: String, own: String) throws -> (uses: [String], notes: [String]) {
      // Its own fetches (as `ensureQueryData` calls `this.fetchQuery(options)`) are not the
      // content's.
      let project = try ModuleGraphTests.Project(
        withTanStackQuery(
          ["useQuery"],
          more: "export const ensure = (client, options) => client.fetchQuery(options);"
        ) + [
          "index.ts": """
          import { useQuery } from "@tanstack/react-query";
          import { warm } from "./warm";
          import { useOther } from "./other";
          import { CAPS } from "./caps";
          export function useScreen() {
            warm(); useOther();
            const { data } = useQuery({ queryKey: ["a"], queryFn: () => perform({ kind: "task.archive", id: 1 }), enabled: has(CAPS.archive) });
          }
          """,
          "caps.ts": #"export const CAPS = { archive: "tempo.task-archive" } as const;"#,
          "other.ts": """
          import { useQuery } from "@tanstack/react-query";
          import { CAPS } from "./caps";
          export function useOther() {
            const { data } = useQuery({ queryKey: ["b"], queryFn: () => perform({ kind: "task.archive", id: 2 }), enabled: has(CAPS.archive) });
            const cached = useQuery({ queryKey: ["b"]OWN });
            return [data, cached.data];
          }
          """.replacing("OWN", with: own),
          "warm.ts": """
          export const warm = () => client.prefetchQuery({ queryKey: ["a"]WARM });
          """.replacing("WARM", with: warm),
        ])
      return usesAndUncreditedGuards(project)
    }
    let borrowed = try scan(warm: "", own: "")
    let why = { (call: String) in
      "this query's 'enabled' guards nothing: \(call) fetches a query without a function of its own, which runs the function of any query of its key, enabled or not; give that call its own 'queryFn'"
    }
    // `useOther()`'s query stands where it is called, its own at its `enabled`.
    #expect(borrowed.uses == ["index.ts:6:11 []", "index.ts:7:105 []"])
    #expect(
      borrowed.notes == [
        "index.ts:7 " + why("'prefetchQuery' at warm.ts:1:34"),
        "other.ts:4 " + why("'useQuery' at other.ts:5:18"),
      ])
    let own = try scan(warm: ", queryFn: () => null", own: ", queryFn: () => null")
    #expect(own.uses == ["index.ts:6:11 \(guarded)", "index.ts:7:105 \(guarded)"])
    #expect(own.notes == [])
  }

  /// A fetch given options another function, constant or object's method (TanStack's query
  /// factories, `todoQueries.detail(id)`) makes has its own function where each makes options
  /// holding one — in the fetch's file or another, through `queryOptions` or an object
  /// written — and fetches by key where one makes none (a note at every `enabled`).
  @Test func optionsMadeElsewhereGiveAFetchItsFunctionWhereTheyHoldOne() throws {
    func scan(_ fetches: String) throws -> (uses: [String], notes: [String]) {
      let project = try ModuleGraphTests.Project(
        withTanStackQuery(["useQuery", "queryOptions"]) + [
          "index.ts": """
          import { useQuery } from "@tanstack/react-query";
          import { todoOptions, todoQuery, keyOnly, mixed, todoQueries } from "./queries";
          const localOptions = (id) => ({ queryKey: ["l", id], queryFn: load });
          const localQueries = { detail: (id) => ({ queryKey: ["d", id], queryFn: load }) };
          export function useScreen(id) {
            const { data } = useQuery({ queryKey: ["a"], queryFn: () => perform({ kind: "task.archive", id: 1 }), enabled: has("tempo.task-archive") });
            FETCHES
            return data;
          }
          """.replacing("FETCHES", with: fetches),
          "queries.ts": """
          import { queryOptions } from "@tanstack/react-query";
          export const todoOptions = (id) => queryOptions({ queryKey: ["t", id], queryFn: load });
          export const todoQuery = queryOptions({ queryKey: ["q"], async queryFn() { return load(); } });
          export const keyOnly = (id) => queryOptions({ queryKey: ["t", id] });
          export function mixed(id) {
            if (id) return { queryKey: ["m", id], queryFn: load };
            return { queryKey: ["m"] };
          }
          export const todoQueries = {
            detail: (id) => queryOptions({ queryKey: ["t", id], queryFn: load }),
            keys: (id) => queryOptions({ queryKey: ["t", id] }),
          };
          """,
        ])
      return usesAndUncreditedGuards(project)
    }
    let own = try scan(
      """
      const a = useQuery(todoOptions(id)); const b = useQuery({ ...todoQuery, enabled: !!id });
      const c = useQuery({ ...localOptions(id), ...todoOptions(id) }); show(a, b, c);
      show(useQuery(todoQueries.detail(id)), useQuery({ ...localQueries.detail(id), enabled: !!id }));
      """)
    #expect(own.uses == ["index.ts:6:105 \(guarded)"])
    #expect(own.notes == [])
    let why =
      "this query's 'enabled' guards nothing: 'useQuery' at index.ts:7:COLUMN fetches a query without a function of its own, which runs the function of any query of its key, enabled or not; give that call its own 'queryFn'"
    for (fetch, column) in [
      ("show(useQuery(keyOnly(id)));", 8), ("show(useQuery({ ...mixed(id), enabled: !!id }));", 8),
      ("show(useQuery({ ...todoOptions(id), ...keyOnly(id) }));", 8),
      ("const opts = {}; show(useQuery(opts));", 25), ("show(useQuery(todoQueries.keys(id)));", 8),
      ("show(useQuery(localQueries.other(id)));", 8),
    ] {
      let borrowed = try scan(fetch)
      #expect(borrowed.uses == ["index.ts:6:105 []"], "\(fetch)")
      // (`enabled: !!id` is a query's `enabled` too, though it proves nothing.)
      let lines = fetch.contains("enabled") ? [6, 7] : [6]
      #expect(
        borrowed.notes
          == lines.map { "index.ts:\($0) " + why.replacing("COLUMN", with: "\(column)") },
        "\(fetch)")
    }
  }

  /// Which call fetches a query by its key alone (`Queries.fetchByKey`): one given no function
  /// of its own — its options not written there, or written without `queryFn` — by name, as a
  /// member or not; not one given its function (in its options, or v4's positional one), not a
  /// declaration of a method of that name, and nothing in TanStack Query's own files, however
  /// the path to them is written.
  @Test func whichCallsFetchAQueryByItsKey() {
    func fetch(_ source: String, path: String = "src/api.ts") -> String? {
      let file = SourceFile(path: path, text: source)
      let lexed = file.bytes.withUnsafeBufferPointer { Parser.parse($0, dialect: .typeScript) }
      return lexed.tokens.withUnsafeBufferPointer { tokens in
        file.bytes.withUnsafeBufferPointer { bytes in
          let tree = TokenTree(tokens: tokens, bytes: bytes)
          return Queries.fetchByKey(in: tree, path: path).first.map { fetch in
            ([tree.text(fetch.callee)]
              + fetch.makers.map { tree.text($0.name) + ($0.member.map { "." + $0 } ?? "") })
              .joined(separator: " ")
          }
        }
      }
    }
    #expect(fetch("client.prefetchQuery({ queryKey: ['a'] });") == "prefetchQuery")
    // Options made elsewhere: by the names making them, which the bundle asks.
    #expect(fetch("useQuery(todoOptions);") == "useQuery todoOptions")
    #expect(fetch("useQuery(todoOptions(id));") == "useQuery todoOptions")
    #expect(fetch("useQuery({ ...a(1), ...b, enabled });") == "useQuery a b")
    #expect(fetch("useQuery({ ...api.todo(1), enabled });") == "useQuery api.todo")
    #expect(fetch("useQuery({ ...api.todo.detail(1), enabled });") == "useQuery")
    #expect(fetch("useQuery({ ...a(1), ...opts.b });") == "useQuery")
    #expect(fetch("useQuery(make()(1));") == "useQuery")
    #expect(fetch("useQueries({ queries: [{ queryKey: ['a'] }] });") == "useQueries")
    #expect(fetch("client.fetchQuery(['a']);") == "fetchQuery")
    for given in [
      "client.prefetchQuery({ queryKey: ['a'], queryFn: load });",
      "client.fetchQuery(['a'], load);",
      "useQueries({ queries: [{ queryKey: ['a'], queryFn: load }] });",
      "class Api { fetchQuery(key: string): string { return key; } }",
      "function useQuery(options) { return options; }",
      "const Quer = 1;",
    ] {
      #expect(fetch(given) == nil, "\(given)")
    }
    let library = "class QueryClient { ensure(options) { return this.fetchQuery(options); } }"
    #expect(fetch(library) == "fetchQuery options")
    for path in [
      "node_modules/@tanstack/query-core/src/queryClient.ts",
      "./node_modules/@tanstack/query-core/src/queryClient.ts",
      "/app/node_modules/react-query/lib/core.js",
    ] {
      #expect(fetch(library, path: path) == nil, "\(path)")
    }
  }

  /// A zustand store's actions stand where its readers call them, with the guards there: a
  /// selected one (`useTaskStore((s) => s.archive)`), one destructured from the store's result,
  /// one read through `getState()`, and one another action's updater calls through the state
  /// (`set((s) => s.archive(1))`), placed where that action is called; a state object given to
  /// `set` runs none, a function given by name any. A hook of the content
  /// given a function (`useLocal((s) => s.drop)`) is no store: its result's members are read as
  /// a hook's are, every one where the result is read whole.
  @Test func aStoresActionsStandWhereItsReadersCallThem() throws {
    let found = try projectUses(
      withPackage("zustand", main: "index.tsx", source: "export const create = (f) => f;") + [
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

  /// A store given zustand's selectors helper (its documentation's `createSelectors`, in another
  /// file, or in the store's) is the store again: `useTasks.use.archive()` selects the action,
  /// which runs where the call's result is read — behind a check or not — not where the store is
  /// given to the helper.
  /// A function that calls an action of the store it is given is no such helper: the store given
  /// it runs every action there.
  @Test func aStoreGivenItsSelectorsHelperIsReadThroughIt() throws {
    let found = try projectUses(
      withPackage("zustand", main: "index.tsx", source: "export const create = (f) => f;") + [
        "utils.ts": """
        export function createSelectors(_store) {
          const store = _store;
          store.use = {};
          for (const k of Object.keys(store.getState())) {
            store.use[k] = () => store((s) => s[k]);
          }
          return store;
        }
        export function warmUp(_store) {
          const store = _store;
          store.getState().archive("warm");
          return store;
        }
        """,
        "store.ts": """
        import { create } from "zustand";
        import { createSelectors, warmUp } from "./utils";
        const useTasksBase = create(() => ({
          archive: (id) => perform({ kind: "task.archive", id }),
        }));
        export const useTasks = createSelectors(useTasksBase);
        const useOthersBase = create(() => ({
          create: (title) => perform({ kind: "task.create", title }),
        }));
        export const useOthers = warmUp(useOthersBase);
        """,
        "local.tsx": """
        import { create } from "zustand";
        const withSelectors = (base) => {
          let store = base;
          store.use = {};
          Object.keys(store.getState()).forEach((k) => { store.use[k] = () => store((s) => s[k]); });
          return store;
        };
        const useLocalBase = create(() => ({ drop: (id) => perform({ kind: "task.archive", id }) }));
        const useLocal = withSelectors(useLocalBase);
        export function Other({ id }) {
          const drop = useLocal.use.drop();
          if (has("tempo.task-archive")) drop(id);
          return null;
        }
        """,
        "index.tsx": """
        import { useTasks } from "./store";
        export { Other } from "./local";
        export function Screen({ id }) {
          const archive = useTasks.use.archive();
          if (has("tempo.task-archive")) archive(id);
          return <Button onPress={() => archive(id)} />;
        }
        """,
      ])
    #expect(
      found == [
        "index.tsx:5:34 \(archiveCase) \(guarded) via store.ts:4:36",
        "index.tsx:6:33 \(archiveCase) [] via store.ts:4:36",
        "local.tsx:12:34 \(archiveCase) \(guarded) via local.tsx:8:68",
        "store.ts:10:33 \(createCase) [] via store.ts:8:38",
      ])
  }
}

/// The files of a project depending on TanStack Query, installed with the functions
/// `identities` (each returning what it is given) and the line `more` in its `index.js`.
private func withTanStackQuery(_ identities: [String], more: String = "") -> [String: String] {
  withPackage(
    "@tanstack/react-query",
    source: (identities.map { "export const \($0) = (o) => o;" } + (more.isEmpty ? [] : [more]))
      .joined(separator: "\n"))
}

/// The files of a project whose entry is `main`, depending on `package`, installed with the
/// `index.js` `source`.
private func withPackage(_ package: String, main: String = "index.ts", source: String)
  -> [String: String]
{
  [
    "package.json": #"{ "main": "\#(main)", "dependencies": { "\#(package)": "*" } }"#,
    "node_modules/\(package)/package.json": #"{ "name": "\#(package)", "main": "index.js" }"#,
    "node_modules/\(package)/index.js": source,
  ]
}

/// `files`, with `more`'s added.
private func + (files: [String: String], more: [String: String]) -> [String: String] {
  files.merging(more) { _, added in added }
}

/// The project's uses (`file:line:column guards`) and its `guard-not-credited` notes (`file:line
/// message`), paths from its root.
private func usesAndUncreditedGuards(_ project: ModuleGraphTests.Project) -> (
  uses: [String], notes: [String]
) {
  let report = ContentScanner.scan([project.root], contract: exampleContract)
  func place(_ file: String) -> String { String(file.dropFirst(project.root.count + 1)) }
  return (
    report.uses.map { "\(place($0.file)):\($0.line!):\($0.column!) \($0.guards)" },
    report.diagnostics.filter { $0.id == "guard-not-credited" }.map {
      "\(place($0.span!.file.path)):\($0.span!.location.line) "
        + $0.message.replacing(project.root + "/", with: "")
    }
  )
}
