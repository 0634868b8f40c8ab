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
      let verb = "task.archive";
      sendMessage({ type: "tempo.perform", data: { kind: 1️⃣verb } });
      if (has("tempo.task-archive")) sendMessage({ type: "tempo.perform", data: { kind: 2️⃣verb } });
      sendMessage({ type: "tempo.perform", data: 3️⃣JSON.parse(stored) });
      sendMessage({ type: "tempo.perform", data: 4️⃣{ kind: "task.create", ...stored } });
      sendMessage({ type: "tempo.perform", data: { kind: archived ? "task.archive" : 5️⃣verb } });
      sendMessage({ type: "tempo.perform", data: { kind: 6️⃣verb ?? "task.create" } });
      sendMessage({ type: "tempo.perform", data: { kind: ok && "task.create" } });
      sendMessage({ type: "tempo.perform", data: { kind: ok ? "task.create" : "task.complete" } });
      """)
    #expect(
      found == [
        "1 [] \(cases)", "2 [\"capability:tempo.task-archive\"] \(cases)", "3 [] \(cases)",
        // A spread after the kind may replace it.
        "4 [] \(cases)",
        // Either side may be sent: one not known is enough.
        "5 [] \(cases)", "6 [] \(cases)",
      ])
  }

  /// Known values are no dynamic use: a literal, a constant, an action creator, a name built
  /// at run time (its own dynamic use), every form of the call; a `type` written as a string
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
      send({ type: "tempo.bootstrap" });
      sendMessage({ type: "tempo.perform", data: { kind: 1️⃣`task.${verb}` } });
      sendMessage({ type: "openPage", page: "AiAnalysis" });
      """)
    // The template is a dynamic use of the cases it may start.
    #expect(found == ["1 [] \(cases)"])
  }

  /// A name built at run time inside a function stands where the function is called, and `via`
  /// still says where it was written (a value not known at a send is written nowhere: its `via`
  /// says where it stopped being known instead).
  @Test func aNameBuiltAtRunTimeInAFunctionKeepsWhereItWasWritten() {
    let (uses, scan) = scanMarked(
      """
      function send(verb) { perform({ kind: `task.${verb}` }); }
      1️⃣send("archive");
      """)
    #expect(uses == [Found("dynamic:task.", at: 1)])
    #expect(
      scan.uses.map { "\($0.candidates) \($0.via.map { "\($0.what) \($0.line):\($0.column)" })" }
        == ["\(cases) [\"value 1:39\"]"])
  }

  /// A `const` alias of the send function sends too; any other read of it (stored, passed on,
  /// exported, the module object passed on) is a `send-function-escapes` warning at its place.
  @Test func anAliasSendsAndAnyOtherReadEscapes() {
    let marked = """
      import { sendMessage } from "expo-brownfield";
      import * as Brownfield from "expo-brownfield";
      const send = sendMessage;
      const again = send;
      again({ type: "tempo.perform", data: { kind: 1️⃣verb } });
      register(2️⃣sendMessage);
      export const api = { send: 3️⃣send };
      wrap(4️⃣Brownfield);
      if (typeof sendMessage === "function") Brownfield.sendMessage({ type: "tempo.bootstrap" });
      """
    #expect(unknown(marked) == ["1 [] \(cases)"])
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
      sendMessage.call(null, { type: "tempo.perform", data: { kind: 1️⃣verb } });
      sendMessage.apply(null, [{ type: "tempo.perform", data: { kind: 2️⃣verb } }]);
      sendMessage.call(null, { type: "tempo.perform", data: { kind: "task.create" } });
      sendMessage.3️⃣apply(null, args);
      const bound = 4️⃣sendMessage.bind(null);
      """
    #expect(unknown(marked) == ["1 [] \(cases)", "2 [] \(cases)", "3 [] \(messages)"])
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
      sendMessage({ type: "tempo.perform", data: { kind: 1️⃣verb } });
      send({ type: "tempo.perform", data: { kind: 2️⃣verb } });
      Brownfield.sendMessage({ type: "tempo.perform", data: { kind: 3️⃣verb } });
      require("expo-brownfield").sendMessage({ type: "tempo.perform", data: { kind: 4️⃣verb } });
      sendMessage({ type: "tempo.perform", data: { kind: "task.create" } });
      wrap(5️⃣require("expo-brownfield"));
      """
    #expect(unknown(marked) == (1...4).map { "\($0) [] \(cases)" })
    let text = MarkedText(marked)
    let (_, scan) = scanMarked(marked)
    #expect(scan.diagnostics.map(\.id) == ["send-function-escapes"])
    #expect(scan.diagnostics.compactMap { $0.span?.start } == [text.markers[5]!])
  }

  @Test func aTypeOrAnEnvelopeNotKnown() {
    let found = unknown(
      """
      import { sendMessage } from "expo-brownfield";
      sendMessage({ type: 1️⃣pick(), data: {} });
      sendMessage(2️⃣message);
      sendMessage({ data: {} });
      """)
    // An envelope without a `type` names no message either: the use stands at the envelope.
    #expect(found == ["1 [] \(messages)", "2 [] \(messages)", "0 [] \(messages)"])
  }

  /// A wrapper (`perform(action)`) sends what its callers give it: each call is judged by its
  /// argument — known (a literal kind, an action creator), not known (a `let`), or a parameter
  /// of the caller, judged at the caller's calls in turn.
  @Test func aWrappersCallsAreJudgedByTheirArguments() {
    let found = unknown(
      """
      import { sendMessage } from "expo-brownfield";
      const archiveTask = (id) => ({ kind: "task.archive", id });
      function perform(action) { sendMessage({ type: "tempo.perform", data: action }); }
      function archive(action) { perform(action); }
      let later = { kind: "task.create" };
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

  /// A `kind` written as a string that names none of the message's cases is that undeclared
  /// case (the gate refuses it, with "did you mean") — at the send, or at the wrapper's call that
  /// gives it, with where it was written in `via`.
  @Test func aKindNamingNoCaseIsUndeclared() {
    let (uses, scan) = scanMarked(
      """
      import { sendMessage } from "expo-brownfield";
      function perform(action) { sendMessage({ type: "tempo.perform", data: action }); }
      sendMessage({ type: 3️⃣"tempo.perform", data: { kind: 1️⃣"task.archve" } });
      2️⃣perform({ kind: "task.creat" });
      """)
    #expect(
      uses.sorted { $0.marker < $1.marker } == [
        Found("undeclared:task.archve", at: 1), Found("message:tempo.perform", at: 2),
        Found("undeclared:task.creat", at: 2), Found("message:tempo.perform", at: 3),
      ])
    #expect(
      scan.uses.filter { $0.id == nil }.map {
        "\($0.name) \($0.dynamic) \($0.via.map { "\($0.what) \($0.line):\($0.column)" })"
      }.sorted() == ["task.archve false []", "task.creat false [\"value 4:17\"]"])
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
      sendMessage({ type: flag ? "tempo.perform" : "tempo.navigation-progress", data: { kind: 1️⃣verb } });
      sendMessage({
        type: flag ? "tempo.perform" : "tempo.navigation-progress",
        data: { kind: flag ? "task.create" : "progress.update" },
      });
      """)
    #expect(found == ["1 [] \(cases)", "1 [] \(progressCases)"])
    let (uses, _) = scanMarked(
      """
      import { sendMessage } from "expo-brownfield";
      sendMessage({ type: flag ? 2️⃣"tempo.perform" : 3️⃣"tempo.navigation-progress", data: { kind: 1️⃣"task.nope" } });
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
      send({ kind: "progress.update", scope: "settingsBar", value: 1 });
      send(done ? { kind: "progress.update", scope: "toolChrome" } : { kind: "progress.update", scope: "settingsBar" });
      1️⃣send({ kind: "progress.update", scope: current });
      2️⃣send({ kind: "progress.update", scope: "toolChrom" });
      sendMessage({ type: "tempo.navigation-progress", data: { kind: "progress.update", scope: 3️⃣current } });
      """
    let scopes = [
      "scope:tempo.navigation-progress/settingsBar", "scope:tempo.navigation-progress/toolChrome",
    ]
    #expect(unknown(marked) == ["1 [] \(scopes) argument 5:40", "3 [] \(scopes)"])
    let (uses, _) = scanMarked(marked)
    // Every use: the literals where written (unmarked, marker 0) and the ones judged here.
    let update = "case:tempo.navigation-progress/progress.update at 0️⃣ []"
    let message = "message:tempo.navigation-progress at"
    #expect(
      uses.map(\.description).sorted()
        == Array(repeating: update, count: 6) + [
          "dynamic: at 1️⃣ []", "dynamic: at 3️⃣ []",
        ] + Array(repeating: "\(message) 0️⃣ []", count: 3) + [
          "\(message) 1️⃣ []", "\(message) 2️⃣ []",
          "scope:tempo.navigation-progress/settingsBar at 0️⃣ []",
          "scope:tempo.navigation-progress/settingsBar at 0️⃣ []",
          "scope:tempo.navigation-progress/toolChrome at 0️⃣ []", "undeclared:toolChrom at 2️⃣ []",
        ])
  }

  /// A wrapper nobody in the bundle calls (here: exported by a file nothing imports) has callers
  /// the analysis cannot see: its send's value is not known there.
  @Test func aWrapperWithUnseenCallers() {
    let found = unknown(
      """
      import { sendMessage } from "expo-brownfield";
      export function perform(action) { sendMessage({ type: "tempo.perform", data: 1️⃣action }); }
      export const onPress = (kind) => sendMessage({ type: "tempo.perform", data: { kind: 2️⃣kind } });
      """)
    #expect(found == ["1 [] \(cases)", "2 [] \(cases)"])
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
