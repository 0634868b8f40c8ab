import Foundation
import TestSupport
import Testing

@testable import BridgeCheckCLI

/// End to end: the example package is published (gated and recorded) against release 7.1, then
/// replayed on the newer 7.2 — as the contract has it, and after edits that break it.
struct ReplayTests {
  static let example = Repository.path("Examples/TempoContent")

  /// A project folder with the contracts (edited by `edit`) and a lock of the example package
  /// recorded against 7.1; removed by the caller.
  static func publishedProject(edit: (String) -> String = { $0 }) throws -> String {
    let root = try temporaryFolder()
    try FileManager.default.copyItem(atPath: projectContracts, toPath: root + "/contracts")
    try FileManager.default.copyItem(
      atPath: Repository.path("runtime-version.txt"), toPath: root + "/runtime-version.txt")
    let record = bridgecheck(
      "gate", example, "--contracts", root + "/contracts", "--record", root + "/contracts/locks",
      "--update-id", "0b7d5c3e-1111-4a5e-9c1e-5d2f6a7b8c9d", "--published-at",
      "2026-11-01T09:00:00Z")
    #expect(record.exitCode == 0, "\(record.error)")
    for name in try FileManager.default.contentsOfDirectory(atPath: root + "/contracts")
    where name.hasSuffix(".contract") {
      let path = root + "/contracts/" + name
      try edit(String(contentsOfFile: path, encoding: .utf8)).write(
        toFile: path, atomically: true, encoding: .utf8)
    }
    return root
  }

  static func json(_ run: Run) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
  }

  /// `release: rule path` for every error of every cell.
  static func errors(_ run: Run) throws -> [String] {
    let results = try json(run)["results"] as? [[String: Any]] ?? []
    return results.flatMap { result in
      (result["problems"] as? [[String: Any]] ?? []).filter { $0["severity"] as? String == "error" }
        .map { "\(result["release"]!): \($0["rule"]!) \($0["path"]!) \($0["id"]!)" }
    }
  }

  @Test(arguments: findingFormats)
  func onlyOptionalAdditionsReplayCompatible(_ format: String) throws {
    let root = try Self.publishedProject()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let run = bridgecheck("replay", "--contracts", root + "/contracts", "--format", format)
    #expect(run.exitCode == 0, "\(run.output)\(run.error)")
    // The lock folder is a fresh temporary one: named as the fixtures name it.
    let output = run.output.replacingOccurrences(of: root, with: "PROJECT")
    if let failure = Golden.check(output, against: golden("replay-compatible", format)) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  /// Since the package was published, the contract was edited in place: a closed enum gained a
  /// value, a required field became optional, and an action's field was renamed. Every release
  /// the package may meet reports each, in the direction it breaks.
  @Test func inPlaceRewritesAreBreaksInBothDirections() throws {
    let root = try Self.publishedProject { text in
      text.replacingOccurrences(of: "  normal\n  high\n", with: "  normal\n  high\n  urgent\n")
        .replacingOccurrences(
          of: "type Task {\n  id: string\n  title: string\n",
          with: "type Task {\n  id: string\n  title: string?\n"
        )
        .replacingOccurrences(
          of: "case task.create(title: string, due: date?)",
          with: "case task.create(name: string, due: date?)")
    }
    defer { try? FileManager.default.removeItem(atPath: root) }
    let run = bridgecheck(
      "replay", "--contracts", root + "/contracts", "--format", "json")
    #expect(run.exitCode == 1, "\(run.output)\(run.error)")
    #expect(
      try Self.errors(run) == [
        "7.2: enum-value-unknown $.data.inbox[0].priority enum:Priority",
        "7.2: enum-value-unknown $.data.today[0].priority enum:Priority",
        "7.2: field-missing $.data.name field:tempo.perform/task.create(name)",
        "7.2: field-missing $.data.inbox[0].title field:Task.title",
        "7.2: field-missing $.data.today[0].title field:Task.title",
      ])
    let text = bridgecheck("replay", "--contracts", root + "/contracts")
    #expect(text.exitCode == 1)
    if let failure = Golden.check(text.output, against: cliFixtures + "/replay-broken.txt") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func releasesCanBeChosenIncludingOlderOnes() throws {
    let root = try Self.publishedProject()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let run = bridgecheck(
      "replay", "--contracts", root + "/contracts", "--release", "7.0", "--release", "7.2",
      "--format", "json")
    #expect(run.exitCode == 0, "\(run.output)")
    let report = try Self.json(run)
    #expect(report["releases"] as? [String] == ["7.0", "7.2"])
    // On 7.0 the package's guarded 7.1 actions are never sent (their capabilities are absent)
    // and the snapshot's optional 7.1 focus field may be absent: an older IPA is safe too.
    let cells = (report["results"] as? [[String: Any]] ?? []).map {
      "\($0["release"]!) \($0["compatible"]!)"
    }
    #expect(cells == ["7.0 1", "7.2 1"])
  }

  static let canary = "CANARY-s3cr3t"

  /// Captures hold private task content and tokens: a canary planted in every kind of captured
  /// value and map key appears in no output format, not even in the errors about the captures.
  @Test func noCapturedValueReachesAnyOutput() throws {
    let root = try Self.publishedProject()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let canary = Self.canary
    let task = """
      {"id": "\(canary)-id", "title": "\(canary)-title", "done": false, "due": "\(canary)-due", \
      "priority": "\(canary)-priority", "labels": {"\(canary)-key": "\(canary)-value", "ok": 1}, \
      "notes": 7, "\(canary)-field": true}
      """
    let snapshot = """
      {"type": "tempo.snapshot", "data": {"capabilities": {"\(canary)-capability": ["\(canary)-scope"], \
      "tempo.navigation-progress": ["settingsBar", "\(canary)-scope2"]}, "inbox": [\(task)], \
      "today": "\(canary)-today", "settings": {"theme": "\(canary)-theme", "notificationsEnabled": "\(canary)"}}}
      """
    try FileManager.default.createDirectory(
      atPath: root + "/snapshots", withIntermediateDirectories: true)
    try (snapshot + "\n").write(
      toFile: root + "/snapshots/7.2.jsonl", atomically: true, encoding: .utf8)
    try """
    [{"type": "tempo.command", "data": {"kind": "\(canary)-kind", "route": "\(canary)"}}, \
    {"type": "\(canary)-type"}, {"type": "tempo.command", "release": "\(canary)-release"}]
    """.write(toFile: root + "/snapshots/7.2-more.json", atomically: true, encoding: .utf8)
    try "{\"type\": \"tempo.snapshot\", \"data\": \"\(canary)-broken"
      .write(toFile: root + "/snapshots/7.2-broken.json", atomically: true, encoding: .utf8)
    let transcript = """
      {"from": "content", "type": "tempo.perform", "data": {"kind": "task.create", "title": 1, "due": "\(canary)-date"}}
      {"from": "content", "type": "tempo.perform", "data": {"kind": "\(canary)-action"}}
      {"from": "content", "type": "\(canary)-message"}
      {"from": "\(canary)-from", "type": "tempo.bootstrap"}
      {"from": "native", "type": "tempo.command", "data": {"kind": "navigate", "route": {"\(canary)": 1}}}
      {"from": "content", "type": "tempo.perform", "data": "\(canary) unterminated
      """
    try transcript.write(toFile: root + "/session.jsonl", atomically: true, encoding: .utf8)
    for format in findingFormats {
      let run = bridgecheck(
        "replay", "--contracts", root + "/contracts", "--snapshots", root + "/snapshots",
        "--transcript", root + "/session.jsonl", "--format", format)
      #expect(run.exitCode == 2, "the broken lines make the inputs unreadable")
      #expect(!run.output.contains("CANARY"), "\(format) output: \(run.output)")
      #expect(!run.error.contains("CANARY"), "\(format) errors: \(run.error)")
      #expect(run.output.contains("type-mismatch"))
    }
    let json = bridgecheck(
      "replay", "--contracts", root + "/contracts", "--snapshots", root + "/snapshots",
      "--transcript", root + "/session.jsonl", "--format", "json")
    let report = try Self.json(json)
    let problems = (report["results"] as? [[String: Any]] ?? []).flatMap {
      $0["problems"] as? [[String: Any]] ?? []
    }.map { "\($0["rule"]!) \($0["path"]!)" }
    #expect(
      problems == [
        "date-invalid $.data.due", "type-mismatch $.data.title", "case-unknown $.data.kind",
        "message-not-accepted $.type", "type-mismatch $.data.route",
        "capability-drift $.data.capabilities", "capability-drift $.data.capabilities",
        "date-invalid $.data.inbox[0].due", "type-mismatch $.data.inbox[0].labels[*]",
        "type-mismatch $.data.inbox[0].notes", "enum-value-unknown $.data.inbox[0].priority",
        "type-mismatch $.data.settings.notificationsEnabled", "type-mismatch $.data.today",
        "case-ignored $.data.kind", "message-ignored $.type",
        "capability-omitted $.data.capabilities", "capability-omitted $.data.capabilities",
        "capability-omitted $.data.capabilities", "capability-omitted $.data.capabilities",
        "capability-omitted $.data.capabilities",
      ])
  }

  /// `exit: id path-relative-to-root: message` of each diagnostic that stops the replay.
  static func undecided(_ arguments: [String], root: String) throws -> [String] {
    let run = bridgecheck(
      ["replay", "--contracts", root + "/contracts", "--format", "json"] + arguments)
    let diagnostics = try json(run)["diagnostics"] as? [[String: Any]] ?? []
    return diagnostics.map { diagnostic in
      let path = (diagnostic["file"] as? String ?? "").replacingOccurrences(
        of: root + "/", with: "")
      return "\(run.exitCode): \(diagnostic["id"]!) \(path): \(diagnostic["message"]!)"
    }
  }

  @Test func unreadableInputsStopWithExit2AndSayWhich() throws {
    let root = try Self.publishedProject()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let locks = root + "/contracts/locks"
    let lock = try #require(try FileManager.default.contentsOfDirectory(atPath: locks).first)
    #expect(
      try Self.undecided(["--locks", root + "/nowhere"], root: root) == [
        "2: unreadable-locks nowhere: cannot read the lock folder"
      ])
    try FileManager.default.createDirectory(
      atPath: root + "/empty", withIntermediateDirectories: true)
    #expect(
      try Self.undecided(["--locks", root + "/empty"], root: root) == [
        "2: no-locks empty: no lock to replay: the folder holds no *.lock.json file"
      ])
    #expect(
      try Self.undecided(["--release", "7.3"], root: root) == [
        "2: unknown-release : release '7.3' is not declared by the contract",
        "2: lock-no-target contracts/locks/\(lock): none of the given releases belongs to runtime 7",
      ])
    try FileManager.default.createDirectory(
      atPath: root + "/snapshots", withIntermediateDirectories: true)
    try #"{"type": "tempo.snapshot"}"#.write(
      toFile: root + "/snapshots/launch.json", atomically: true, encoding: .utf8)
    #expect(
      try Self.undecided(["--snapshots", root + "/snapshots"], root: root) == [
        "2: snapshot-release-unknown snapshots/launch.json: cannot tell which release captured the snapshot; name the file after the release (7.2.json) or add a \"release\" member"
      ])
    let text = try String(contentsOfFile: locks + "/" + lock, encoding: .utf8)
    try text.replacingOccurrences(of: #""builtAgainst": "7.1","#, with: "").write(
      toFile: locks + "/" + lock, atomically: true, encoding: .utf8)
    // A lock whose recorded interface names a type no spelling can mean.
    try text.replacingOccurrences(of: #""type": "string""#, with: #""type": "str ing""#)
      .write(toFile: locks + "/odd-interface.lock.json", atomically: true, encoding: .utf8)
    try "{\n  \"lockVersion\": 1,\n  oops\n}".write(
      toFile: locks + "/broken.lock.json", atomically: true, encoding: .utf8)
    #expect(
      try Self.undecided([], root: root) == [
        "2: invalid-lock contracts/locks/\(lock): the lock has no 'builtAgainst'",
        "2: invalid-json contracts/locks/broken.lock.json: expected a string key, found other text",
        "2: invalid-lock contracts/locks/odd-interface.lock.json: the lock's interface cannot be read: 'field:Task.id' has no readable type (str ing)",
      ])
    let run = bridgecheck("replay", "--contracts", root + "/contracts")
    #expect(run.exitCode == 2)
    #expect(
      run.output.hasPrefix(
        "\(locks)/\(lock): fatal error: the lock has no 'builtAgainst' [invalid-lock]\n\(locks)/broken.lock.json:3:3: fatal error: expected a string key, found other text [invalid-json]\n  oops\n  ^\n"
      ), "\(run.output)")
  }
}
