import BridgeDiagnostics
import ContractLanguage
import Testing

@testable import Compatibility

/// A package recorded against release 1.0 of one contract, replayed on release 1.1 of another:
/// today's contract, which may have rewritten a type in place since the package was published.
/// Generated payloads in both directions, then captured ones; every case asserts the complete
/// list of problems with their JSON paths and the payload that showed each.
struct ReplaySimulatorTests {
  static let header = """
    bridge tempo
    runtime 1 {
      release 1.0
      release 1.1
    }
    capability archive
    """

  static let base = """
    message snapshot from native: Snapshot
    open message command from native {
      case navigate(route: Route)
    }
    message perform from content {
      case task.create(title: string, due: date?)
      case task.archive(id: string) @requires(archive)
    }
    closed type Snapshot {
      tasks: [Task]
    }
    type Task {
      id: string
      priority: Priority
    }
    enum Priority {
      low
      high
    }
    open enum Route {
      inbox
    }
    """

  static func contract(_ body: String, header: String = header) -> Contract {
    let loaded = ContractLoader.check(
      [SourceFile(path: "replay.contract", text: header + "\n" + body)], runtimeVersion: nil,
      folder: "replay")
    let errors = loaded.diagnostics.filter { $0.severity >= .error }
    precondition(errors.isEmpty, "\(errors.map(\.message))")
    return loaded.contract!
  }

  static let allUses = [
    LockUse(id: "case:tempo.perform/task.create", name: "task.create", role: .sends, guards: []),
    LockUse(
      id: "case:tempo.perform/task.archive", name: "task.archive", role: .sends,
      guards: ["capability:tempo.archive"]),
  ]

  static func lock(
    _ recorded: Contract, uses: [LockUse] = allUses, updateID: String? = nil,
    packages: [String: String]? = nil
  )
    -> Lock
  {
    Lock(
      bridge: "tempo", runtime: "1", channel: "production", builtAgainst: "1.0",
      publications: updateID.map { [Publication(updateID: $0, publishedAt: nil)] } ?? [],
      digest: "sha256:00", tool: "test", uses: uses, packages: packages,
      interface: recorded.interface(of: recorded.releases[0]))
  }

  /// `rule path id — message (source)` for every problem of the cell.
  static func replay(
    _ today: String, header: String = header, recorded: String = base,
    uses: [LockUse] = allUses, captures: [CapturedEnvelope] = []
  ) -> [String] {
    let current = contract(today, header: header)
    let package = lock(contract(recorded), uses: uses)
    var simulator = Simulator(contract: current, locks: [package], captures: captures)
    return try! simulator.replay(package, at: "test.lock.json", on: ["1.1"])[0].result.get().map {
      "\($0.rule) \($0.path) \($0.id) — \($0.message) (\($0.source))"
    }
  }

  @Test func anUnchangedContractReplaysClean() {
    #expect(Self.replay(Self.base) == [])
  }

  @Test func onlyOptionalAdditionsStayCompatible() {
    let today = Self.base.replacingOccurrences(
      of: "  priority: Priority\n", with: "  priority: Priority\n  note: string? @since(1.1)\n"
    ).replacingOccurrences(of: "  inbox\n", with: "  inbox\n  today @since(1.1)\n")
      .replacingOccurrences(
        of: "  case navigate(route: Route)\n",
        with: "  case navigate(route: Route)\n  case search(query: string) @since(1.1)\n")
    #expect(
      Self.replay(today) == [
        "case-ignored $.data.kind message:tempo.command — the open message 'tempo.command' ignores the case kind 'search' (generated maximal tempo.command search)"
      ])
  }

  @Test func aValueAddedToAClosedEnumInPlace() {
    let today = Self.base.replacingOccurrences(of: "  high\n", with: "  high\n  urgent\n")
    #expect(
      Self.replay(today) == [
        "enum-value-unknown $.data.tasks[0].priority enum:Priority — the closed enum 'Priority' of content built against 1.0 rejects the value 'urgent' (generated maximal 3/3 tempo.snapshot)"
      ])
  }

  @Test func aRequiredFieldMadeOptionalRemovedOrRetyped() {
    let optional = Self.base.replacingOccurrences(
      of: "  priority: Priority\n", with: "  priority: Priority?\n")
    #expect(
      Self.replay(optional) == [
        "field-missing $.data.tasks[0].priority field:Task.priority — 'Task.priority' is required by content built against 1.0, but it is absent (generated minimal tempo.snapshot)"
      ])
    let removed = Self.base.replacingOccurrences(of: "  priority: Priority\n", with: "")
    #expect(
      Self.replay(removed) == [
        "field-missing $.data.tasks[0].priority field:Task.priority — 'Task.priority' is required by content built against 1.0, but it is absent (generated maximal tempo.snapshot)"
      ])
    let retyped = Self.base.replacingOccurrences(of: "  id: string\n", with: "  id: int\n")
    #expect(
      Self.replay(retyped) == [
        "type-mismatch $.data.tasks[0].id field:Task.id — expected a string, found an integer (generated maximal 1/2 tempo.snapshot)"
      ])
  }

  @Test func aFieldAddedToAClosedTypeAndACaseToAClosedMessage() {
    let today = Self.base.replacingOccurrences(
      of: "  tasks: [Task]\n", with: "  tasks: [Task]\n  focus: int?\n"
    ).replacingOccurrences(of: "open message command", with: "message command")
    let recorded = Self.base.replacingOccurrences(
      of: "open message command", with: "message command")
    #expect(
      Self.replay(
        today.replacingOccurrences(
          of: "  case navigate(route: Route)\n",
          with: "  case navigate(route: Route)\n  case search(query: string)\n"),
        recorded: recorded) == [
          "field-unknown $.data.focus type:Snapshot — the closed type 'Snapshot' of content built against 1.0 rejects the field 'focus' (generated maximal 1/2 tempo.snapshot)",
          "case-unknown $.data.kind message:tempo.command — 'tempo.command' of content built against 1.0 has no case 'search' (generated maximal tempo.command search)",
        ])
  }

  @Test func anActionTheReleaseNoLongerAcceptsAsSent() {
    let renamed = Self.base.replacingOccurrences(
      of: "case task.create(title: string, due: date?)",
      with: "case task.create(name: string, due: int?)")
    #expect(
      Self.replay(renamed) == [
        "type-mismatch $.data.due field:tempo.perform/task.create(due) — expected an int, found a string (generated maximal tempo.perform task.create)",
        "field-missing $.data.name field:tempo.perform/task.create(name) — 'tempo.perform/task.create(name)' is required by release 1.1, but it is absent (generated maximal tempo.perform task.create)",
      ])
    let removed = Self.base.replacingOccurrences(
      of: "  case task.create(title: string, due: date?)\n", with: "")
    #expect(
      Self.replay(removed) == [
        "case-unknown $.data.kind message:tempo.perform — 'tempo.perform' of release 1.1 has no case 'task.create' (generated maximal tempo.perform task.create)"
      ])
  }

  @Test func aMessageTheReleaseNoLongerDeclaresAndADateThatIsNoLongerOne() {
    // The package's perform messages reach a release that renamed the message in place.
    let renamed = Self.base.replacingOccurrences(
      of: "message perform from content", with: "message submit from content")
    #expect(
      Self.replay(renamed) == [
        "message-not-accepted $.type message:tempo.perform — release 1.1 does not accept the message 'tempo.perform' (generated maximal tempo.perform task.archive)"
      ])
    // A date the package reads, which the release now writes as free text.
    let recorded = Self.base.replacingOccurrences(
      of: "  id: string\n  priority", with: "  id: string\n  when: date\n  priority")
    let today = Self.base.replacingOccurrences(
      of: "  id: string\n  priority", with: "  id: string\n  when: string\n  priority")
    #expect(
      Self.replay(today, recorded: recorded) == [
        "date-invalid $.data.tasks[0].when field:Task.when — expected an ISO-8601 date, found another string (generated maximal 1/2 tempo.snapshot)"
      ])
  }

  @Test func aGuardTheReleaseFailsKeepsTheUseFromBeingSent() {
    let retyped = Self.base.replacingOccurrences(
      of: "case task.archive(id: string)", with: "case task.archive(id: int)")
    #expect(
      Self.replay(retyped) == [
        "type-mismatch $.data.id field:tempo.perform/task.archive(id) — expected an int, found a string (generated maximal tempo.perform task.archive)"
      ])
    // Without the capability on 1.1, the package never sends task.archive there.
    let withoutCapability = Self.base.replacingOccurrences(
      of: "case task.archive(id: string) @requires(archive)", with: "case task.archive(id: int)")
    #expect(
      Self.replay(
        withoutCapability,
        header: Self.header.replacingOccurrences(of: "capability archive", with: "")) == [])
  }

  @Test func aUseOfAnElementTheRecordedInterfaceLacksIsNoted() {
    let uses =
      Self.allUses + [
        LockUse(id: "case:tempo.perform/task.snooze", name: "task.snooze", role: .sends, guards: [])
      ]
    #expect(
      Self.replay(Self.base, uses: uses) == [
        "use-unrecorded $ case:tempo.perform/task.snooze — the package sends 'case:tempo.perform/task.snooze', which the interface it was built against (1.0) lacks; its payload is not replayed (the lock's uses)"
      ])
  }

  static func captured(
    _ json: String, release: String? = "1.1", from: Direction = .native, snapshot: Bool = true,
    updateID: String? = nil
  ) -> CapturedEnvelope {
    CapturedEnvelope(
      envelope: try! JSONParser.parse(SourceFile(path: "capture", text: json)).get(),
      source: "capture.json", release: release, from: from, updateID: updateID,
      isSnapshot: snapshot)
  }

  @Test func capturedSnapshotsReplaceGeneratedOnesAndShowDrift() {
    let snapshot = Self.captured(
      #"{"type": "tempo.snapshot", "data": {"tasks": [{"id": "a", "priority": "urgent"}]}}"#)
    #expect(
      Self.replay(Self.base, captures: [snapshot]) == [
        "enum-value-unknown $.data.tasks[0].priority enum:Priority — the closed enum 'Priority' of content built against 1.0 rejects the value (a name no contract declares, withheld) (capture.json)"
      ])
  }

  @Test func capabilitiesASnapshotAnnouncesOrOmits() {
    let body =
      Self.base.replacingOccurrences(
        of: "  tasks: [Task]\n", with: "  capabilities: capabilities\n  tasks: [Task]\n")
      + "\ncapability nav {\n  scope bar\n  scope rail\n}\n"
    let snapshot = Self.captured(
      #"{"type": "tempo.snapshot", "data": {"capabilities": {"tempo.nav": ["bar", "x-secret"], "tempo.later": []}, "tasks": []}}"#
    )
    #expect(
      Self.replay(body, recorded: body, captures: [snapshot]) == [
        "capability-drift $.data.capabilities  — the snapshot announces an undeclared capability, which release 1.1 does not provide: the native build and its contract disagree (capture.json)",
        "capability-drift $.data.capabilities capability:tempo.nav — the snapshot announces an undeclared scope of 'tempo.nav', which release 1.1 does not provide: the native build and its contract disagree (capture.json)",
        "capability-omitted $.data.capabilities capability:tempo.archive — the snapshot omits 'tempo.archive', which release 1.1 provides (it may depend on the device) (capture.json)",
        "capability-omitted $.data.capabilities scope:tempo.nav/rail — the snapshot omits scope 'rail' of 'tempo.nav', which release 1.1 provides (it may depend on the device) (capture.json)",
      ])
  }

  @Test func transcriptLinesInBothDirections() {
    let lines = [
      // Sent by the package: read by release 1.1.
      Self.captured(
        #"{"from": "content", "type": "tempo.perform", "data": {"kind": "task.create"}}"#,
        release: nil, from: .content, snapshot: false),
      // Received by the package: read by its recorded reader; generated payloads still run.
      Self.captured(
        #"{"from": "native", "type": "tempo.command", "data": {"kind": "navigate", "route": 3}}"#,
        release: nil, snapshot: false),
      // Another package's session is not this one's.
      Self.captured(
        #"{"from": "content", "type": "tempo.unknown"}"#, release: nil, from: .content,
        snapshot: false, updateID: "other"),
    ]
    #expect(
      Self.replay(Self.base, captures: lines) == [
        "type-mismatch $.data.route enum:Route — expected a 'Route' string, found an integer (capture.json)",
        "field-missing $.data.title field:tempo.perform/task.create(title) — 'tempo.perform/task.create(title)' is required by release 1.1, but it is absent (capture.json)",
      ])
  }

  /// A lock's bundled native package versions against a newer release's: a version the binary
  /// does not link (and the contract does not declare compatible) fails the cell; a compatible
  /// one passes; a lock that does not record its versions is noted.
  @Test func packageVersionsAreComparedWithTheReleases() {
    let header = """
      bridge tempo
      runtime 1 {
        release 1.0 {
          package expo-haptics 14.0.1
          package react-native-mmkv 3.1.0
        }
        release 1.1 {
          package expo-haptics 14.0.2
          package react-native-mmkv 3.2.0
        }
      }
      package expo-haptics compatible(~14.0)
      capability archive
      """
    let contract = Self.contract(Self.base, header: header)
    let newer = contract.release(named: "1.1")!
    let recorded = Self.lock(
      contract, packages: ["expo-haptics": "14.0.1", "react-native-mmkv": "3.1.0"])
    #expect(
      Replay.packageProblems(recorded, on: newer, contract: contract) == [
        ReplayProblem(
          rule: .packageVersion, path: "packages.react-native-mmkv",
          id: "package:react-native-mmkv",
          message:
            "react-native-mmkv 3.1.0 in this package, 3.2.0 in release 1.1's binary: its native methods may differ",
          source: "lock")
      ])
    let unrecorded = Self.lock(contract, packages: nil)
    #expect(
      Replay.packageProblems(unrecorded, on: newer, contract: contract).map(\.rule) == [
        "packages-unrecorded"
      ])
    let matching = Self.lock(
      contract, packages: ["expo-haptics": "14.0.2", "react-native-mmkv": "3.2.0"])
    #expect(Replay.packageProblems(matching, on: newer, contract: contract) == [])
  }
}
