import Foundation
import TestSupport
import Testing

@testable import ContentScan

/// Values at sends (CONTENT-ANALYSIS.md, "What counts as a use": values at sends): a `type` or
/// `kind` given to expo-brownfield's `sendMessage` that is not known there is a dynamic use
/// listing every element it may be — at the send, or, for a wrapper's parameter, at each call
/// whose argument is not known.
@Suite struct SentValueTests {
  private let cases = [
    "case:tempo.perform/task.archive", "case:tempo.perform/task.complete",
    "case:tempo.perform/task.create",
  ]
  private let messages = [
    "message:tempo.bootstrap", "message:tempo.navigation-progress", "message:tempo.perform",
  ]

  /// The dynamic uses: marker, guards, candidates and `via` (`what line:column`).
  private func unknown(_ marked: String) -> [String] {
    let text = MarkedText(marked)
    let (_, scan) = scanMarked(marked)
    let byOffset = Dictionary(uniqueKeysWithValues: text.markers.map { ($0.value, $0.key) })
    // (One file's scan, in the order it found them; the scanner sorts the bundle's uses.)
    return scan.uses.filter(\.dynamic).sorted { $0.offset! < $1.offset! }.map { use in
      let via = use.via.map { " \($0.what) \($0.line):\($0.column)" }.joined()
      return "\(byOffset[use.offset!] ?? 0) \(use.guards) \(use.candidates)\(via)"
    }
  }

  @Test func aKindThatIsNotKnownAtTheSend() {
    let found = unknown(
      """
      import { sendMessage } from "expo-brownfield";
      let verb = pick();
      const archiveTask = (id) => ({ kind: "task.archive", id });
      const meta = { at: 1 };
      1️⃣sendMessage({ type: "tempo.perform", data: { kind: verb } });
      if (has("tempo.task-archive")) 2️⃣sendMessage({ type: "tempo.perform", data: { kind: verb } });
      3️⃣sendMessage({ type: "tempo.perform", data: JSON.parse(stored) });
      4️⃣sendMessage({ type: "tempo.perform", data: { kind: "task.create", ...stored } });
      7️⃣sendMessage({ type: "tempo.perform", data: { ...archiveTask(1), ...stored } });
      8️⃣sendMessage({ type: "tempo.perform", data: { ...archiveTask(1), kind: verb } });
      9️⃣sendMessage({ type: "tempo.perform", data: { ...meta } });
      5️⃣sendMessage({ type: "tempo.perform", data: { kind: archived ? "task.archive" : verb } });
      6️⃣sendMessage({ type: "tempo.perform", data: { kind: verb ?? "task.create" } });
      sendMessage({ type: "tempo.perform", data: { kind: ok && "task.create" } });
      sendMessage({ type: "tempo.perform", data: { kind: ok ? "task.create" : "task.complete" } });
      """)
    #expect(
      found == [
        // At the send, `via` naming the value not known there.
        "1 [] \(cases) argument 5:52",
        "2 [\"capability:tempo.task-archive\"] \(cases) argument 6:83",
        "3 [] \(cases) argument 7:44",
        // A spread after the kind may replace it; a kind after a spread replaces the
        // spread's; a spread naming no kind gives none.
        "4 [] \(cases) argument 8:44", "7 [] \(cases) argument 9:44",
        "8 [] \(cases) argument 10:71", "9 [] \(cases) argument 11:44",
        // Either side may be sent: one not known is enough.
        "5 [] \(cases) argument 12:80", "6 [] \(cases) argument 13:52",
      ])
  }

  /// Known values are no dynamic use: a literal, a constant, an action creator (spread into the
  /// object sent too, last), a name built at run time (its own dynamic use), every form of the
  /// call; a `type` written as a string
  /// that names no message of the bridge is another protocol's, nothing to check.
  @Test func knownValuesAreNotDynamic() {
    let found = unknown(
      """
      import { sendMessage } from "expo-brownfield";
      import * as Brownfield from "expo-brownfield";
      import { sendMessage as send } from "expo-brownfield";
      const KINDS = { archive: "task.archive" } as const;
      const archiveTask = (id) => ({ kind: "task.archive", id });
      sendMessage({ type: "tempo.perform", data: { kind: "task.create" } });
      sendMessage({ type: "tempo.perform", data: { kind: KINDS.archive } });
      Brownfield.sendMessage({ type: "tempo.perform", data: archiveTask(1) });
      sendMessage({ type: "tempo.perform", data: { ...archiveTask(1), at: Date.now() } });
      sendMessage({ type: "tempo.perform", data: { ...KINDS.none, ...archiveTask(2) } });
      send({ type: "tempo.bootstrap" });
      1️⃣sendMessage({ type: "tempo.perform", data: { kind: `task.${verb}` } });
      sendMessage({ type: "openPage", page: "AiAnalysis" });
      sendMessage({ type: "tempo.perform", data: { kind: ["task", "create"].join(".") } });
      sendMessage({ type: "tempo.perform", data: { kind: "Task.Create".toLowerCase() } });
      sendMessage({ type: String.raw`tempo.bootstrap` });
      2️⃣sendMessage({ type: "tempo.perform", data: { kind: "Täsk.Create".toLowerCase() } });
      3️⃣sendMessage({ type: "tempo.perform", data: { kind: ["task", "create"].join() } });
      """)
    // The template is a dynamic use of the cases it may start, at the send; so is a name a
    // method leaves not known (a lower case beyond ASCII), or built of known parts but naming
    // nothing (`task,create`).
    #expect(
      found == [
        "1 [] \(cases) value 12:52", "2 [] \(cases) argument 17:52",
        "3 [] \(cases) argument 18:52",
      ])
  }

  /// A table's row, handed on by a loop or an array method (a `for…of`'s, the callbacks' of
  /// `forEach`, `map`, `filter` and the rest, what `find` gives), is one of the rows: a member
  /// every row holds a name at is known where sent (its names are used where the table is
  /// read), and so is an entry's value (`Object.entries`, by a pattern or an index). A row
  /// holding no name there, a pattern's default, a row written again, a `var` loop, an index
  /// not known, an entry's key: not known.
  @Test func aTablesRowHandedOnIsOneOfTheRows() {
    let found = unknown(
      """
      import { sendMessage } from "expo-brownfield";
      const ROWS = [{ id: 1, kind: "task.create" }, { id: 2, kind: "task.complete" }] as const;
      const KINDS = { create: "task.create", archive: "task.archive" } as const;
      const send = (kind) => sendMessage({ type: "tempo.perform", data: { kind } });
      for (const row of ROWS) send(row.kind);
      ROWS.forEach(({ kind }, index) => send(kind));
      ROWS.filter((row) => row.id > 1).map((row) => send(row?.kind));
      Object.values(KINDS).forEach((kind) => send(kind));
      const found = ROWS.find((row) => row.id === 2);
      if (found) send(found.kind);
      1️⃣send(ROWS.find((row) => row.id === 2).id);
      [{ kind: "task.create" }, { kind: "Create" }].forEach((row) => 2️⃣send(row.kind));
      ROWS.forEach(({ kind = "task.create" }) => 3️⃣send(kind));
      ROWS.forEach((row) => { row = pick(); 4️⃣send(row.kind); });
      for (var last of ROWS) 5️⃣send(last.kind);
      6️⃣send(ROWS[index].kind);
      const shown = ROWS.filter((row) => row.id > 0);
      shown.forEach((row) => send(row.kind));
      for (const row of shown) send(row.kind);
      const mixed = ROWS.filter((row) => row.id > 0);
      mixed.push(pick());
      mixed.forEach((row) => 7️⃣send(row.kind));
      Object.entries(KINDS).forEach(([, kind]) => send(kind));
      for (const [name, kind] of Object.entries(KINDS)) send(kind);
      Object.entries(KINDS).map((entry) => send(entry[1]));
      Object.entries(KINDS).forEach(([name]) => 8️⃣send(name));
      Object.entries(KINDS).forEach(([, kind = "task.create"]) => 9️⃣send(kind));
      """)
    // (A list a filter gives, read otherwise too — pushed to — may hold other rows; an entry's
    // key is not known.)
    #expect(
      found == [
        "1 [] \(cases) argument 11:6", "2 [] \(cases) argument 12:69",
        "3 [] \(cases) argument 13:49", "4 [] \(cases) argument 14:44",
        "5 [] \(cases) argument 15:29", "6 [] \(cases) argument 16:6",
        "7 [] \(cases) argument 22:29", "8 [] \(cases) argument 26:48",
        "9 [] \(cases) argument 27:66",
      ])
  }

  /// A name built at run time inside a function stands where the function is called, and `via`
  /// still says where it was written (a value not known at a send is written nowhere: its `via`
  /// says where it stopped being known instead).
  @Test func aNameBuiltAtRunTimeInAFunctionKeepsWhereItWasWritten() {
    let (uses, scan) = scanMarked(
      """
      function send(verb) { perform({ kind: `task.${verb}` }); }
      1️⃣send(pick());
      """)
    #expect(uses == [Found("dynamic:task.", at: 1)])
    #expect(
      scan.uses.map { "\($0.candidates) \($0.via.map { "\($0.what) \($0.line):\($0.column)" })" }
        == ["\(cases) [\"value 1:39\"]"])
  }

  /// The message, case and scope uses of one send share its place: the send's callee, or the
  /// callee of the call of a function that sends (a wrapper, here of the file) they are given
  /// to, with where each was written in `via` and the action creator's call between. A name in
  /// a function value given to such a call is not what it sends: it stays where written. The
  /// guards are the send's — here the check around the second call, and none around the third.
  @Test func theUsesOfOneSendStandAtItsCallee() {
    let (uses, scan) = scanMarked(
      """
      import { sendMessage } from "expo-brownfield";
      const KINDS = { archive: "task.archive" } as const;
      const archiveTask = (id) => ({ kind: KINDS.archive, id });
      function perform(action) { sendMessage({ type: "tempo.perform", data: action }); }
      1️⃣sendMessage({ type: "tempo.perform", data: { kind: "task.create" } });
      if (has("tempo.task-archive")) 2️⃣perform(archiveTask(1));
      3️⃣perform(archiveTask(2));
      4️⃣perform({ kind: "task.create", done: () => log(5️⃣"task.complete") });
      """)
    let archive = ["capability:tempo.task-archive"]
    #expect(
      uses.sorted { ($0.marker, $0.id) < ($1.marker, $1.id) } == [
        Found("case:tempo.perform/task.create", at: 1), Found("message:tempo.perform", at: 1),
        Found("case:tempo.perform/task.archive", at: 2, archive),
        Found("message:tempo.perform", at: 2, archive),
        Found("case:tempo.perform/task.archive", at: 3), Found("message:tempo.perform", at: 3),
        Found("case:tempo.perform/task.create", at: 4), Found("message:tempo.perform", at: 4),
        Found("case:tempo.perform/task.complete", at: 5),
      ])
    #expect(
      scan.uses.filter { $0.line == 6 }.map {
        "\($0.id!) \($0.via.map { "\($0.what) \($0.line):\($0.column)" })"
      }.sorted() == [
        // The constant's member, then the action creator's call.
        #"case:tempo.perform/task.archive ["value 2:26", "call 6:40"]"#,
        #"message:tempo.perform ["value 4:48"]"#,
      ])
  }

  /// A name given to a call that lets it out of what the analysis follows — an event's payload,
  /// a store's dispatch, a native module's method (CONTENT-ANALYSIS.md, "Escapes") — stands at
  /// the call's callee, with the guards there, `via` naming where it was written, and a note
  /// naming the escape: unguarded, and behind a check. Kept in a collection (`push`), or written
  /// in a function value given to the call, it stays where written, with no note.
  @Test func aNameGivenToAnEscapeStandsAtItsCallee() {
    let marked = """
      import { DeviceEventEmitter, NativeModules } from "react-native";
      const KIND = "task.archive";
      export function f(dispatch, emitter, list) {
        DeviceEventEmitter.1️⃣emit("change", { kind: "task.create" });
        if (has("tempo.task-archive")) emitter?.2️⃣emit("change", [KIND]);
        3️⃣dispatch({ type: "task.complete" });
        NativeModules["Tasks"]?.4️⃣archive({ kind: KIND });
        list.push(5️⃣"task.create");
        emitter.on("change", () => list.push(6️⃣"task.complete"));
      }
      """
    let (uses, scan) = scanMarked(marked)
    let archive = ["capability:tempo.task-archive"]
    #expect(
      uses.filter { $0.id.hasPrefix("case:") } == [
        Found(createCase, at: 1), Found(archiveCase, at: 2, archive),
        Found("case:tempo.perform/task.complete", at: 3), Found(archiveCase, at: 4),
        Found(createCase, at: 5), Found("case:tempo.perform/task.complete", at: 6),
      ])
    #expect(
      scan.uses.filter { $0.id?.hasPrefix("case:") == true }.map {
        "\($0.line!):\($0.column!) \($0.via.map { "\($0.what) \($0.line):\($0.column)" })"
      } == [
        #"4:22 ["value 4:45"]"#, #"5:43 ["value 2:14"]"#, #"6:3 ["value 6:20"]"#,
        #"7:27 ["value 2:14"]"#, "8:13 []", "9:40 []",
      ])
    let text = MarkedText(marked)
    let notes = scan.diagnostics.filter { $0.id == "value-escapes" }
    #expect(notes.compactMap { $0.span?.start } == [1, 2, 3, 4].map { text.markers[$0]! })
    #expect(
      notes.map(\.message).first
        == "'DeviceEventEmitter.emit' lets what it is given out of what the analysis follows (an event's payload): the names given to it are uses here, with the guards that hold here"
    )
  }

  /// A name written to shared mutable state — a module's binding or a member of one, from any
  /// function, a global's member, CommonJS's exports — is read back where the analysis does not
  /// follow: it stands at the write's target, with the guards there, and a note names the
  /// state. Written to a function's own binding, `this`, or a class field, it stays where
  /// written, with no note.
  @Test func aNameWrittenToSharedStateStandsAtTheWrite() {
    let marked = """
      let pending = null;
      const state = { kind: null };
      export function queue() {
        1️⃣pending = "task.archive";
        if (has("tempo.task-archive")) state.2️⃣kind = { kind: "task.archive" };
        globalThis.3️⃣nextKind = "task.create";
        exports.4️⃣kind = ["task.create"];
        5️⃣state["last"] = "task.complete";
        let mine;
        mine = 6️⃣"task.archive";
        this.kind = 7️⃣"task.create";
      }
      class Row { kind = 8️⃣"task.complete"; }
      """
    let (uses, scan) = scanMarked(marked)
    let archive = ["capability:tempo.task-archive"]
    let complete = "case:tempo.perform/task.complete"
    #expect(
      uses.sorted { $0.marker < $1.marker } == [
        Found(archiveCase, at: 1), Found(archiveCase, at: 2, archive), Found(createCase, at: 3),
        Found(createCase, at: 4), Found(complete, at: 5), Found(archiveCase, at: 6),
        Found(createCase, at: 7), Found(complete, at: 8),
      ])
    let text = MarkedText(marked)
    let notes = scan.diagnostics.filter { $0.id == "value-escapes" }
    #expect(notes.count == scan.diagnostics.count)
    #expect(notes.compactMap { $0.span?.start } == [1, 2, 3, 4, 5].map { text.markers[$0]! })
    #expect(
      notes.map(\.message) == [
        "'pending' is a module's shared state: what is written to it is read back where the analysis does not follow, so the names written are uses here, with the guards that hold here",
        "'state.kind' is a module's shared state: what is written to it is read back where the analysis does not follow, so the names written are uses here, with the guards that hold here",
        "'globalThis.nextKind' is a global: what is written to it is read back where the analysis does not follow, so the names written are uses here, with the guards that hold here",
        "'exports.kind' is a module's exports: what is written to it is read back where the analysis does not follow, so the names written are uses here, with the guards that hold here",
        "'state' is a module's shared state: what is written to it is read back where the analysis does not follow, so the names written are uses here, with the guards that hold here",
      ])
  }

  /// A name given to a function of the file that passes its parameter to an escape (an event's
  /// payload, shared state) is a use where given, and a note at the call names the escape; one
  /// that only looks it up is no use, and no note.
  @Test func aNameGivenToAFunctionThatLetsItEscape() {
    let marked = """
      let last;
      function notify(kind) { DeviceEventEmitter.emit("change", { kind }); }
      function remember(kind) { last = kind; }
      function label(kind) { return LABELS[kind]; }
      export function onPress() {
        if (has("tempo.task-archive")) notify(1️⃣"task.archive");
        remember(2️⃣"task.create");
        label("task.complete");
      }
      """
    let (uses, scan) = scanMarked(marked)
    #expect(
      uses == [
        Found(archiveCase, at: 1, ["capability:tempo.task-archive"]), Found(createCase, at: 2),
      ])
    #expect(
      scan.diagnostics.map { "\($0.id) \($0.span!.location.line):\($0.span!.location.column)" }
        == ["value-escapes 6:34", "value-escapes 7:3"])
    #expect(
      scan.diagnostics.map(\.message) == [
        "'notify' gives what it is given to 'DeviceEventEmitter.emit' (line 2), which lets it out of what the analysis follows (an event's payload): the names given to 'notify' are uses here, with the guards that hold here",
        "'remember' writes what it is given to 'last' (line 3), which lets it out of what the analysis follows (a module's shared state): the names given to 'remember' are uses here, with the guards that hold here",
      ])
  }

  /// A `const` alias of the send function sends too; any other read of it (stored, passed on,
  /// exported, the module object passed on) is a `send-function-escapes` warning at its place.
  @Test func anAliasSendsAndAnyOtherReadEscapes() {
    let marked = """
      import { sendMessage } from "expo-brownfield";
      import * as Brownfield from "expo-brownfield";
      const send = sendMessage;
      const again = send;
      1️⃣again({ type: "tempo.perform", data: { kind: verb } });
      register(2️⃣sendMessage);
      export const api = { send: 3️⃣send };
      wrap(4️⃣Brownfield);
      if (typeof sendMessage === "function") Brownfield.sendMessage({ type: "tempo.bootstrap" });
      """
    #expect(unknown(marked) == ["1 [] \(cases) argument 5:46"])
    let text = MarkedText(marked)
    let (_, scan) = scanMarked(marked)
    #expect(scan.diagnostics.map(\.id) == Array(repeating: "send-function-escapes", count: 3))
    #expect(
      scan.diagnostics.compactMap { $0.span?.start } == [2, 3, 4].map { text.markers[$0]! })
  }

  /// `sendMessage.call(this, envelope)` and `.apply(this, [envelope])` send it; `.apply` with an
  /// array not written there sends what is not known; `.bind` passes the function on.
  @Test func callAndApplySend() {
    let marked = """
      import { sendMessage } from "expo-brownfield";
      sendMessage.1️⃣call(null, { type: "tempo.perform", data: { kind: verb } });
      sendMessage.2️⃣apply(null, [{ type: "tempo.perform", data: { kind: verb } }]);
      sendMessage.call(null, { type: "tempo.perform", data: { kind: "task.create" } });
      sendMessage.3️⃣apply(null, args);
      const bound = 4️⃣sendMessage.bind(null);
      """
    #expect(
      unknown(marked) == [
        "1 [] \(cases) argument 2:63", "2 [] \(cases) argument 3:65", "3 [] \(messages)",
      ])
    let text = MarkedText(marked)
    let (_, scan) = scanMarked(marked)
    #expect(scan.diagnostics.map(\.id) == ["send-function-escapes"])
    #expect(scan.diagnostics.compactMap { $0.span?.start } == [text.markers[4]!])
  }

  /// CommonJS: `const { sendMessage } = require(…)` (renamed or not), `const B = require(…)`
  /// and `require(…).sendMessage(…)` send; the module passed on escapes.
  @Test func requireSends() {
    let marked = """
      const { sendMessage } = require("expo-brownfield");
      const { sendMessage: send } = require("expo-brownfield");
      const Brownfield = require("expo-brownfield");
      1️⃣sendMessage({ type: "tempo.perform", data: { kind: verb } });
      2️⃣send({ type: "tempo.perform", data: { kind: verb } });
      Brownfield.3️⃣sendMessage({ type: "tempo.perform", data: { kind: verb } });
      require("expo-brownfield").4️⃣sendMessage({ type: "tempo.perform", data: { kind: verb } });
      sendMessage({ type: "tempo.perform", data: { kind: "task.create" } });
      wrap(5️⃣require("expo-brownfield"));
      """
    #expect(
      unknown(marked) == [
        "1 [] \(cases) argument 4:52", "2 [] \(cases) argument 5:45",
        "3 [] \(cases) argument 6:63", "4 [] \(cases) argument 7:79",
      ])
    let text = MarkedText(marked)
    let (_, scan) = scanMarked(marked)
    #expect(scan.diagnostics.map(\.id) == ["send-function-escapes"])
    #expect(scan.diagnostics.compactMap { $0.span?.start } == [text.markers[5]!])
  }

  @Test func aTypeOrAnEnvelopeNotKnown() {
    let found = unknown(
      """
      import { sendMessage } from "expo-brownfield";
      1️⃣sendMessage({ type: pick(), data: {} });
      2️⃣sendMessage(message);
      3️⃣sendMessage({ data: {} });
      """)
    // An envelope without a `type` names no message either: `via` names the envelope.
    #expect(
      found == [
        "1 [] \(messages) argument 2:21", "2 [] \(messages) argument 3:13",
        "3 [] \(messages) argument 4:13",
      ])
  }

  /// A wrapper (`perform(action)`) sends what its callers give it: each call is judged by its
  /// argument — known (a literal kind, an action creator), not known (a value read from a call), or a parameter
  /// of the caller, judged at the caller's calls in turn.
  @Test func aWrappersCallsAreJudgedByTheirArguments() {
    let found = unknown(
      """
      import { sendMessage } from "expo-brownfield";
      const archiveTask = (id) => ({ kind: "task.archive", id });
      function perform(action) { sendMessage({ type: "tempo.perform", data: action }); }
      function archive(action) { perform(action); }
      let later = pick();
      perform({ kind: "task.create" });
      perform(archiveTask(1));
      1️⃣perform(later);
      if (has("tempo.task-archive")) 2️⃣archive({ kind: verb });
      archive(archiveTask(2));
      """)
    #expect(
      found == [
        "1 [] \(cases) argument 8:9",
        "2 [\"capability:tempo.task-archive\"] \(cases) call 4:28 argument 9:48",
      ])
  }

  /// A wrapper forwarding its rest parameter (`(...args) => perform(...args)`, `function
  /// tagged(tag, ...rest)`) gives each position of it to the function it calls: its calls are
  /// judged by their arguments. A rest parameter read otherwise (`rest.shift()`), or a spread of
  /// anything else, gives positions not known: a dynamic use at the call.
  @Test func aWrapperForwardingItsRestParameter() {
    let found = unknown(
      """
      import { sendMessage } from "expo-brownfield";
      function perform(action) { sendMessage({ type: "tempo.perform", data: action }); }
      const send = (...args) => perform(...args);
      function tagged(tag, ...rest) { send(...rest); }
      function shifted(...rest) { rest.shift(); perform(...rest); }
      const listed = [{ kind: "task.create" }];
      send({ kind: "task.create" });
      if (has("tempo.task-archive")) tagged("t", { kind: "task.archive" });
      1️⃣send({ kind: verb });
      if (has("tempo.task-archive")) 2️⃣tagged("t", { kind: verb });
      3️⃣shifted({ kind: "task.create" });
      4️⃣perform(...listed);
      """)
    #expect(
      found == [
        "1 [] \(cases) call 3:27 argument 9:14",
        "2 [\"capability:tempo.task-archive\"] \(cases) call 3:27 call 4:33 argument 10:52",
        "3 [] \(cases) call 5:43 argument 5:43",
        "4 [] \(cases)",
      ])
  }

  /// A `kind` written as a string that names none of the message's cases is that undeclared
  /// case (the gate refuses it, with "did you mean") — at the send, or at the wrapper's call that
  /// gives it, with where it was written in `via`.
  @Test func aKindNamingNoCaseIsUndeclared() {
    let (uses, scan) = scanMarked(
      """
      import { sendMessage } from "expo-brownfield";
      function perform(action) { sendMessage({ type: "tempo.perform", data: action }); }
      1️⃣sendMessage({ type: "tempo.perform", data: { kind: "task.archve" } });
      2️⃣perform({ kind: "task.creat" });
      """)
    #expect(
      uses.sorted { $0.marker < $1.marker } == [
        Found("message:tempo.perform", at: 1), Found("undeclared:task.archve", at: 1),
        Found("message:tempo.perform", at: 2), Found("undeclared:task.creat", at: 2),
      ])
    #expect(
      scan.uses.filter { $0.id == nil }.map {
        "\($0.name) \($0.dynamic) \($0.via.map { "\($0.what) \($0.line):\($0.column)" })"
      }.sorted() == ["task.archve false [\"value 3:52\"]", "task.creat false [\"value 4:17\"]"])
  }

  /// A `type` that may be one of several messages has its payload judged for each: a kind not
  /// known is a dynamic use of either's cases; a kind naming a case of one of them is no
  /// undeclared case of the other; one naming a case of neither is undeclared. (The payload
  /// went unjudged: a fail-open.)
  @Test func aTypeOfSeveralMessagesHasItsPayloadJudgedForEach() {
    let progressCases = ["case:tempo.navigation-progress/progress.update"]
    let found = unknown(
      """
      import { sendMessage } from "expo-brownfield";
      1️⃣sendMessage({ type: flag ? "tempo.perform" : "tempo.navigation-progress", data: { kind: verb } });
      sendMessage({
        type: flag ? "tempo.perform" : "tempo.navigation-progress",
        data: { kind: flag ? "task.create" : "progress.update" },
      });
      """)
    #expect(found == ["1 [] \(cases) argument 2:89", "1 [] \(progressCases) argument 2:89"])
    let (uses, _) = scanMarked(
      """
      import { sendMessage } from "expo-brownfield";
      1️⃣sendMessage({ type: flag ? "tempo.perform" : "tempo.navigation-progress", data: { kind: "task.nope" } });
      """)
    #expect(
      uses.filter { $0.id.hasPrefix("undeclared:") } == [Found("undeclared:task.nope", at: 1)])
  }

  /// A message that requires a capability with scopes has its payload's `scope` judged too:
  /// known (a literal, either branch of a condition), not known (a dynamic use whose candidates
  /// are the capability's scopes), or a string naming none of them (undeclared) — at the send or
  /// at the wrapper's call.
  @Test func aScopeSentIsJudgedLikeTheKind() {
    let marked = """
      import { sendMessage } from "expo-brownfield";
      function send(data) { sendMessage({ type: "tempo.navigation-progress", data }); }
      4️⃣send({ kind: "progress.update", scope: "settingsBar", value: 1 });
      5️⃣send(done ? { kind: "progress.update", scope: "toolChrome" } : { kind: "progress.update", scope: "settingsBar" });
      1️⃣send({ kind: "progress.update", scope: current });
      2️⃣send({ kind: "progress.update", scope: "toolChrom" });
      3️⃣sendMessage({ type: "tempo.navigation-progress", data: { kind: "progress.update", scope: current } });
      """
    let scopes = [
      "scope:tempo.navigation-progress/settingsBar", "scope:tempo.navigation-progress/toolChrome",
    ]
    #expect(
      unknown(marked) == ["1 [] \(scopes) argument 5:40", "3 [] \(scopes) argument 7:90"])
    let (uses, _) = scanMarked(marked)
    // Every use, each at its send: the message's, the case's and the scope's share it.
    let update = "case:tempo.navigation-progress/progress.update at"
    let message = "message:tempo.navigation-progress at"
    #expect(
      uses.map(\.description).sorted() == [
        "\(update) 1️⃣ []", "\(update) 2️⃣ []", "\(update) 3️⃣ []", "\(update) 4️⃣ []",
        // Once for each branch: written in two places.
        "\(update) 5️⃣ []", "\(update) 5️⃣ []",
        "dynamic: at 1️⃣ []", "dynamic: at 3️⃣ []",
        "\(message) 1️⃣ []", "\(message) 2️⃣ []", "\(message) 3️⃣ []", "\(message) 4️⃣ []",
        "\(message) 5️⃣ []",
        "scope:tempo.navigation-progress/settingsBar at 4️⃣ []",
        "scope:tempo.navigation-progress/settingsBar at 5️⃣ []",
        "scope:tempo.navigation-progress/toolChrome at 5️⃣ []", "undeclared:toolChrom at 2️⃣ []",
      ])
  }

  /// A wrapper nobody in the bundle calls (here: exported by a file nothing imports) has callers
  /// the analysis cannot see: its send's value is not known there.
  @Test func aWrapperWithUnseenCallers() {
    let found = unknown(
      """
      import { sendMessage } from "expo-brownfield";
      export function perform(action) { 1️⃣sendMessage({ type: "tempo.perform", data: action }); }
      export const onPress = (kind) => 2️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
      """)
    #expect(found == ["1 [] \(cases) argument 2:78", "2 [] \(cases) argument 3:85"])
  }

  /// Across files: the api module's wrapper is judged at each screen's call, with the screen's
  /// guards; the wrapper's own send is then no dynamic use.
  @Test func anImportedWrapperIsJudgedWhereItIsCalled() throws {
    let project = try ModuleGraphTests.Project([
      "package.json": #"{ "main": "index.ts" }"#,
      "client.ts": """
      import { sendMessage } from "expo-brownfield";
      export function perform(action) { sendMessage({ type: "tempo.perform", data: action }); }
      """,
      "index.ts": """
      import { perform } from "./client";
      perform({ kind: "task.create" });
      export function swipe(id, verb) {
        if (has("tempo.task-archive")) perform({ kind: verb, id });
      }
      """,
    ])
    let report = ContentScanner.scan([project.root], contract: exampleContract)
    let dynamic = report.uses.filter(\.dynamic).map { use in
      let via = use.via.map { " \($0.what) \($0.line):\($0.column)" }.joined()
      return
        "\(use.file.dropFirst(project.root.count + 1)):\(use.line!):\(use.column!) \(use.guards) \(use.candidates)\(via)"
    }
    #expect(
      dynamic == [
        "index.ts:4:34 [\"capability:tempo.task-archive\"] \(cases) argument 4:50"
      ])
  }
}

/// Sends through a local barrel of expo-brownfield's `sendMessage`, in another file: a
/// re-export (renamed, through `export *`, again), an imported and re-exported name, an exported
/// `const` alias, a namespace import of the barrel — each call judged like `sendMessage`'s.
struct BarrelSendTests {
  @Test func sendsThroughBarrelsAreJudged() throws {
    let project = try ModuleGraphTests.Project([
      "bridge/index.ts": #"export { sendMessage } from "expo-brownfield";"# + "\n",
      "bridge2.ts": """
      import { sendMessage as s } from "expo-brownfield";
      export { s as send };
      export * from "./bridge";
      """,
      "alias.ts": """
      import { sendMessage } from "expo-brownfield";
      export const post = sendMessage;
      """,
      "a.ts": """
      import { sendMessage } from "./bridge";
      import { send, sendMessage as again } from "./bridge2";
      import { post } from "./alias";
      import * as Bridge from "./bridge";
      export function go(kind: string) {
        sendMessage({ type: "tempo.perform", data: { kind } });
        send({ type: "tempo.perform", data: { kind } });
        again({ type: "tempo.perform", data: { kind } });
        post({ type: "tempo.perform", data: { kind } });
        Bridge.sendMessage({ type: "tempo.perform", data: { kind } });
        send({ type: "tempo.perform", data: { kind: "task.create" } });
      }
      """,
    ])
    let scan = ContentScanner.scan([project.root], contract: exampleContract)
    #expect(
      scan.uses.filter(\.dynamic).map { "\(($0.file as NSString).lastPathComponent):\($0.line!)" }
        == (6...10).map { "a.ts:\($0)" })
    #expect(scan.diagnostics.filter { $0.severity >= .warning }.map(\.id) == [])
  }

  /// A barrel read through `require` gives what expo-brownfield's module would: its
  /// `sendMessage` destructured, the module kept, or called at once. (Its sends went unread.)
  @Test func sendsThroughARequiredBarrelAreJudged() throws {
    let project = try ModuleGraphTests.Project([
      "bridge.ts": #"export { sendMessage } from "expo-brownfield";"# + "\n",
      "plain.ts": #"export const sendMessage = (m: unknown) => console.log(m);"# + "\n",
      "a.ts": """
      const { sendMessage } = require("./bridge");
      const Bridge = require("./bridge");
      const Plain = require("./plain");
      export function go(kind: string) {
        sendMessage({ type: "tempo.perform", data: { kind } });
        Bridge.sendMessage({ type: "tempo.perform", data: { kind } });
        require("./bridge").sendMessage({ type: "tempo.perform", data: { kind } });
        Plain.sendMessage({ type: "tempo.perform", data: { kind } });
      }
      """,
    ])
    let scan = ContentScanner.scan([project.root], contract: exampleContract)
    #expect(
      scan.uses.filter(\.dynamic).map { "\(($0.file as NSString).lastPathComponent):\($0.line!)" }
        == (5...7).map { "a.ts:\($0)" })
  }
  /// A barrel that renames the function (`export { sendMessage as send }`) holds it under that
  /// name, and so does one passing it on with `export *`: required — destructured, kept or
  /// called at once — or imported whole, `send` is the send function, and `sendMessage`, which
  /// it does not export, is not. (Its sends went unread:
  /// a fail-open.)
  @Test func aBarrelThatRenamesTheFunctionHoldsItUnderItsName() throws {
    let project = try ModuleGraphTests.Project([
      "bridge.ts": #"export { sendMessage as send } from "expo-brownfield";"# + "\n",
      "again.ts": #"export * from "./bridge";"# + "\n",
      "a.ts": """
      import * as Whole from "./again";
      const { send } = require("./bridge");
      const Bridge = require("./bridge");
      export function go(kind: string) {
        send({ type: "tempo.perform", data: { kind } });
        Bridge.send({ type: "tempo.perform", data: { kind } });
        require("./bridge").send({ type: "tempo.perform", data: { kind } });
        Whole.send({ type: "tempo.perform", data: { kind } });
        Bridge.sendMessage({ type: "tempo.perform", data: { kind } });
      }
      """,
    ])
    let scan = ContentScanner.scan([project.root], contract: exampleContract)
    #expect(
      scan.uses.filter(\.dynamic).map { "\(($0.file as NSString).lastPathComponent):\($0.line!)" }
        == (5...8).map { "a.ts:\($0)" })
  }
}
