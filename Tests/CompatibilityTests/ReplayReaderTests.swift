import BridgeDiagnostics
import ContractLanguage
import Testing

@testable import Compatibility

/// Every tolerant-reader rule, in both directions: content reading what native sends, native
/// reading what content sends. Each case asserts the complete list of problems — rule, JSON path,
/// element and message.
struct ReplayReaderTests {
  static let contract = """
    bridge tempo
    runtime 1 {
      release 1.0
    }
    capability sync
    capability nav {
      scope bar
    }
    message snapshot from native: Snapshot
    open message command from native {
      case navigate(route: Route)
    }
    message alert from native {
      case alert.show(text: string)
    }
    message perform from content {
      case task.create(title: string, due: date?)
      case task.tag(id: string, tags: [string: string])
    }
    message ping from content
    closed type Snapshot {
      capabilities: capabilities
      tasks: [Task]
      stats: Stats?
    }
    type Task {
      id: string
      done: bool
      priority: Priority
      count: int
      score: number
      meta: json
      labels: [string: Label]
    }
    type Stats {
      streak: int
    }
    closed type Label {
      color: Color
    }
    enum Priority {
      low
      high
    }
    open enum Route {
      inbox
      today
    }
    enum Color {
      red
    }
    """

  static let schema: WireSchema = {
    let loaded = ContractLoader.check(
      [SourceFile(path: "reader.contract", text: Self.contract)], runtimeVersion: nil,
      folder: "reader")
    let model = loaded.contract!
    return try! WireSchema.make(model.interface(of: model.releases[0])).get()
  }()

  static let names: Set<String> = [
    "tempo.snapshot", "tempo.perform", "Snapshot", "Task", "tasks", "priority", "low", "high",
    "tempo.sync", "navigate", "task.create",
  ]

  /// `rule path id — message` for each problem, in report order.
  static func read(_ json: String, by reader: Direction) -> [String] {
    let envelope = try! JSONParser.parse(SourceFile(path: "envelope.json", text: json)).get()
    return PayloadReader(schema: schema, reader: reader, declaredNames: names)
      .read(envelope, source: "test").problems.sorted()
      .map { "\($0.rule) \($0.path) \($0.id) — \($0.message)" }
  }

  static let task =
    #"{"id": "t1", "done": false, "priority": "low", "count": 3, "score": 0.5, "meta": {"a": [1]}, "labels": {"k": {"color": "red"}}}"#

  static func snapshot(_ tasks: String = task, extra: String = "") -> String {
    #"{"type": "tempo.snapshot", "data": {"capabilities": {"tempo.sync": []}, "tasks": ["#
      + tasks + "]" + extra + "}}"
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let reader: Direction
    let json: String
    let expected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "a complete snapshot", reader: .content, json: snapshot(), expected: []),
    Case(
      name: "an optional member absent, null or present",
      reader: .content,
      json: snapshot(extra: #", "stats": null"#), expected: []),
    Case(
      name: "a closed type rejects an unknown field, naming it only when declared",
      reader: .content,
      json: snapshot(extra: #", "secret-key": 1, "priority": 2"#),
      expected: [
        "field-unknown $.data.priority type:Snapshot — the closed type 'Snapshot' of content built against 1.0 rejects the field 'priority'",
        "field-unknown $.data[*] type:Snapshot — the closed type 'Snapshot' of content built against 1.0 rejects the field (a name no contract declares, withheld)",
      ]),
    Case(
      name: "an open type ignores unknown fields",
      reader: .content,
      json: snapshot(task.replacingOccurrences(of: #""id""#, with: #""extra": true, "id""#)),
      expected: []),
    Case(
      name: "a closed enum rejects an unknown value",
      reader: .content,
      json: snapshot(task.replacingOccurrences(of: #""low""#, with: #""urgent""#)),
      expected: [
        "enum-value-unknown $.data.tasks[0].priority enum:Priority — the closed enum 'Priority' of content built against 1.0 rejects the value (a name no contract declares, withheld)"
      ]),
    Case(
      name: "an open enum ignores an unknown value",
      reader: .content,
      json: #"{"type": "tempo.command", "data": {"kind": "navigate", "route": "pomodoro"}}"#,
      expected: []),
    Case(
      name: "a required field absent or null",
      reader: .content,
      json: snapshot(
        task.replacingOccurrences(of: #""done": false, "#, with: "")
          .replacingOccurrences(of: #""count": 3"#, with: #""count": null"#)),
      expected: [
        "field-missing $.data.tasks[0].count field:Task.count — expected an int, found null",
        "field-missing $.data.tasks[0].done field:Task.done — 'Task.done' is required by content built against 1.0, but it is absent",
      ]),
    Case(
      name: "numbers: an int is integral, a number may be either",
      reader: .content,
      json: snapshot(
        task.replacingOccurrences(of: #""count": 3"#, with: #""count": 3.0"#) + ", "
          + task.replacingOccurrences(of: #""count": 3"#, with: #""count": 3.5"#)
          .replacingOccurrences(of: #""score": 0.5"#, with: #""score": "high""#)),
      expected: [
        "type-mismatch $.data.tasks[1].count field:Task.count — expected an int, found a fraction",
        "type-mismatch $.data.tasks[1].score field:Task.score — expected a number, found a string",
      ]),
    Case(
      name: "maps: values checked, keys never shown; a closed type inside one",
      reader: .content,
      json: snapshot(
        task.replacingOccurrences(
          of: #"{"k": {"color": "red"}}"#, with: #"{"private-key": {"color": "blue", "x": 1}}"#)),
      expected: [
        "enum-value-unknown $.data.tasks[0].labels[*].color enum:Color — the closed enum 'Color' of content built against 1.0 rejects the value (a name no contract declares, withheld)",
        "field-unknown $.data.tasks[0].labels[*][*] type:Label — the closed type 'Label' of content built against 1.0 rejects the field (a name no contract declares, withheld)",
      ]),
    Case(
      name: "types: arrays, objects, capabilities",
      reader: .content,
      json:
        #"{"type": "tempo.snapshot", "data": {"capabilities": {"tempo.sync": "yes", "x": [1]}, "tasks": {}}}"#,
      expected: [
        "type-mismatch $.data.capabilities[\"tempo.sync\"] field:Snapshot.capabilities — expected an array of scope names, found a string",
        "type-mismatch $.data.capabilities[*][0] field:Snapshot.capabilities — expected a scope name, found an integer",
        "type-mismatch $.data.tasks field:Snapshot.tasks — expected an array, found an object",
      ]),
    Case(
      name: "an open message ignores an unknown case kind",
      reader: .content,
      json: #"{"type": "tempo.command", "data": {"kind": "focus.start", "minutes": 5}}"#,
      expected: [
        "case-ignored $.data.kind message:tempo.command — the open message 'tempo.command' ignores the case kind (a name no contract declares, withheld)"
      ]),
    Case(
      name: "a message that is not open rejects an unknown case kind; a kind must be a string",
      reader: .content,
      json: #"{"type": "tempo.alert", "data": {"kind": "navigate"}}"#,
      expected: [
        "case-unknown $.data.kind message:tempo.alert — 'tempo.alert' of content built against 1.0 has no case 'navigate'"
      ]),
    Case(
      name: "a case payload without a kind",
      reader: .content,
      json: #"{"type": "tempo.alert", "data": {"text": "x"}}"#,
      expected: [
        "kind-missing $.data.kind message:tempo.alert — expected a string case kind, found nothing"
      ]),
    Case(
      name: "content ignores a native message it does not listen for",
      reader: .content,
      json: #"{"type": "tempo.sync-status", "data": {}}"#,
      expected: [
        "message-ignored $.type  — content built against 1.0 does not listen for (a name no contract declares, withheld); it ignores the message"
      ]),
    Case(
      name: "a message in the wrong direction",
      reader: .content,
      json: #"{"type": "tempo.perform", "data": {"kind": "task.create", "title": "x"}}"#,
      expected: [
        "wrong-direction $.type message:tempo.perform — 'tempo.perform' is sent by content, not by native"
      ]),
    Case(
      name: "an envelope that is not an object, or has no string type",
      reader: .content, json: #"[1]"#,
      expected: ["envelope-invalid $  — expected an envelope object, found an array"]),
    Case(
      name: "an envelope with a numeric type",
      reader: .native, json: #"{"type": 7}"#,
      expected: ["envelope-invalid $.type  — expected a string message type, found an integer"]),
    Case(
      name: "native accepts a complete action; a message without payload ignores data",
      reader: .native,
      json:
        #"{"type": "tempo.perform", "data": {"kind": "task.create", "title": "x", "due": null}}"#,
      expected: []),
    Case(
      name: "a message without payload ignores data",
      reader: .native, json: #"{"type": "tempo.ping", "data": {"anything": 1}}"#, expected: []),
    Case(
      name: "native rejects an action missing a required field, or with a bad date",
      reader: .native,
      json: #"{"type": "tempo.perform", "data": {"kind": "task.create", "due": "tomorrow"}}"#,
      expected: [
        "date-invalid $.data.due field:tempo.perform/task.create(due) — expected an ISO-8601 date, found another string",
        "field-missing $.data.title field:tempo.perform/task.create(title) — 'tempo.perform/task.create(title)' is required by release 1.0, but it is absent",
      ]),
    Case(
      name: "native rejects an unknown case kind of a message that is not open",
      reader: .native,
      json: #"{"type": "tempo.perform", "data": {"kind": "task.archive", "id": "1"}}"#,
      expected: [
        "case-unknown $.data.kind message:tempo.perform — 'tempo.perform' of release 1.0 has no case (a name no contract declares, withheld)"
      ]),
    Case(
      name: "native does not accept a message it does not declare",
      reader: .native, json: #"{"type": "tempo.navigation-progress"}"#,
      expected: [
        "message-not-accepted $.type  — release 1.0 does not accept the message (a name no contract declares, withheld)"
      ]),
    Case(
      name: "map values in an action",
      reader: .native,
      json:
        #"{"type": "tempo.perform", "data": {"kind": "task.tag", "id": "1", "tags": {"a": "b", "c": 2}}}"#,
      expected: [
        "type-mismatch $.data.tags[*] field:tempo.perform/task.tag(tags) — expected a string, found an integer"
      ]),
  ]

  @Test(arguments: cases)
  func readsAsATolerantReader(_ test: Case) {
    #expect(Self.read(test.json, by: test.reader) == test.expected)
  }

  @Test func datesAreRFC3339() {
    let valid = [
      "2026-11-29", "2026-11-29T15:00:00Z", "2026-11-29T15:00:00.000Z", "2026-11-29t15:00z",
      "2024-02-29T23:59:60+14:00", "2026-11-29T15:00:00.123456-05:30",
    ]
    let invalid = [
      "", "2026-1-29", "2026-13-01", "2026-02-29", "2026-04-31", "2026-11-29T24:00Z",
      "2026-11-29T15:60Z", "2026-11-29T15:00", "2026-11-29T15:00:00.Z", "2026-11-29T15:00:00+1",
      "2026-11-29 15:00:00Z", "29/11/2026", "2026-11-29T15:00:00Zjunk", "２０２６-11-29",
    ]
    #expect(valid.filter { !ISO8601.isValid($0) } == [])
    #expect(invalid.filter { ISO8601.isValid($0) } == [])
  }

  @Test func typeSpellingsReadBackToTheSameType() {
    let spellings = [
      "string", "int", "number", "bool", "date", "json", "capabilities", "Task", "Task?",
      "[Task]", "[Task?]", "[Task]?", "[string: string]", "[string: [string: Task?]]?",
      "[[int]]", "my_Type-2",
    ]
    #expect(spellings.map { TypeReference(spelling: $0)?.spelling } == spellings)
    let invalid = ["", "?", "Task??", "[Task", "[string:Task]", "1Task", "Ta sk", "[]", "é"]
    #expect(invalid.compactMap { TypeReference(spelling: $0) } == [])
  }

  @Test func arrayIndicesAreDroppedOnlyFromIndices() {
    let paths = [
      "$.data.inbox[3].priority", "$.data[*][12]", #"$.data.capabilities["tempo.sync"][0]"#,
      "$[", "$[1", "$[]", "$[x1]",
    ]
    #expect(
      paths.map(withoutIndices) == [
        "$.data.inbox[].priority", "$.data[*][]", #"$.data.capabilities["tempo.sync"][]"#, "$[",
        "$[1", "$[]", "$[x1]",
      ])
  }
}
