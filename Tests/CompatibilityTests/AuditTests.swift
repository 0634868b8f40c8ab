import BridgeDiagnostics
import ContractLanguage
import Foundation
import Testing

@testable import Compatibility

/// The audit of a small contract: the complete timeline, usage from locks, and native drift,
/// including drift the Swift lexer must see through.
struct AuditTests {
  static let contract = """
    bridge tempo
    runtime 1 {
      release 1.0 retired
    }
    runtime 2 {
      release 2.0
      release 2.1
      release 2.2 unreleased
    }
    capability archive @since(2.1) {
      scope bulk @since(2.2)
    }
    module Haptics @since(2.2)
    message bootstrap from content
    message snapshot from native: Snapshot
    message legacy from native: Snapshot @removed(2.0)
    message perform from content {
      case task.create(title: string)
      case task.complete(id: string) @deprecated(2.1, "use task.set-done")
      case task.set-done(id: string) @since(2.1) @requires(archive)
    }
    open message command from native {
      case navigate(page: string)
      case focus.start(minutes: int) @since(2.1)
    }
    type Snapshot {
      count: int
    }
    """

  static func load(_ text: String = contract) -> Contract {
    let loaded = ContractLoader.check(
      [SourceFile(path: "audit.contract", text: text)], runtimeVersion: nil, folder: "audit")
    let errors = loaded.diagnostics.filter { $0.severity >= .error }
    precondition(errors.isEmpty, "\(errors.map(\.message))")
    return loaded.contract!
  }

  @Test func theTimelineSaysWhatEachReleaseAddedDeprecatedAndRemoved() {
    let timeline = Audit.timeline(Self.load()).map { release in
      "\(release.version) \(release.status) provides \(release.provides.sortedByKey().map { "\($0.key)=\($0.value.count)" }.joined(separator: ",")) +\(release.added) ~\(release.deprecated) -\(release.removed)"
    }
    #expect(
      timeline == [
        #"1.0 retired provides case=3,message=5 +["case:tempo.command/navigate", "case:tempo.perform/task.complete", "case:tempo.perform/task.create", "field:Snapshot.count", "field:tempo.command/navigate(page)", "field:tempo.perform/task.complete(id)", "field:tempo.perform/task.create(title)", "message:tempo.bootstrap", "message:tempo.command", "message:tempo.legacy", "message:tempo.perform", "message:tempo.snapshot", "type:Snapshot"] ~[] -[]"#,
        #"2.0 shipped provides case=3,message=4 +[] ~[] -["message:tempo.legacy"]"#,
        #"2.1 shipped provides capability=1,case=5,message=4 +["capability:tempo.archive", "case:tempo.command/focus.start", "case:tempo.perform/task.set-done", "field:tempo.command/focus.start(minutes)", "field:tempo.perform/task.set-done(id)"] ~["case:tempo.perform/task.complete", "field:tempo.perform/task.complete(id)"] -[]"#,
        #"2.2 unreleased provides capability=1,case=5,message=4,module=1,scope=1 +["module:Haptics", "scope:tempo.archive/bulk"] ~[] -[]"#,
      ])
  }

  static func lock(
    runtime: String, channel: String = "production", builtAgainst: String, published: String?,
    uses: [LockUse]
  ) -> Lock {
    Lock(
      bridge: "tempo", runtime: runtime, channel: channel, builtAgainst: builtAgainst,
      publications: published.map { [Publication(updateID: nil, publishedAt: $0)] } ?? [],
      digest: "sha256:0", tool: "test", uses: uses, packages: nil,
      interface: ReleaseInterface(runtime: runtime, release: builtAgainst, elements: []))
  }

  /// Writes locks and Swift files into a fresh folder and audits them.
  static func audit(
    locks: [String: Lock] = [:], swift: [String: String]? = nil, content: [String: String]? = nil,
    contract: String = contract
  ) throws -> AuditReport {
    let root = NSTemporaryDirectory() + "audit-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/locks", withIntermediateDirectories: true)
    for (name, lock) in locks {
      try lockJSON(lock).write(toFile: root + "/locks/" + name, atomically: true, encoding: .utf8)
    }
    var options = AuditOptions(locksFolder: root + "/locks")
    for (folder, files) in [("native", swift), ("content", content)] {
      guard let files else { continue }
      try FileManager.default.createDirectory(
        atPath: root + "/" + folder, withIntermediateDirectories: true)
      for (name, text) in files {
        try text.write(toFile: root + "/\(folder)/" + name, atomically: true, encoding: .utf8)
      }
      if folder == "native" { options.nativeSources = [root + "/native"] }
      if folder == "content" { options.content = [root + "/content"] }
    }
    let report = Audit.run(contract: load(contract), options: options)
    return report
  }

  /// A lock file's JSON, written by hand here so the test does not depend on `Reporting`.
  static func lockJSON(_ lock: Lock) -> String {
    let uses = lock.uses.map { use in
      #"{"id": "\#(use.id!)", "name": "\#(use.name)", "sends": \#(use.sends), "guards": [\#(use.guards.map { "\"\($0)\"" }.joined(separator: ", "))]}"#
    }
    return """
      {"lockVersion": 1, "bridge": "tempo", "runtime": "\(lock.runtime)", "channel": "\(lock.channel)", \
      "builtAgainst": "\(lock.builtAgainst)", "updateId": null, \
      "publishedAt": \(lock.publishedAt.map { "\"\($0)\"" } ?? "null"), "digest": "sha256:0", \
      "tool": "test", "uses": [\(uses.joined(separator: ", "))], \
      "interface": {"release": "\(lock.builtAgainst)", "elements": []}}
      """
  }

  @Test func usageFromLiveLocks() throws {
    let complete = LockUse(
      id: "case:tempo.perform/task.complete", name: "task.complete", role: .sends, guards: [])
    let setDone = LockUse(
      id: "case:tempo.perform/task.set-done", name: "task.set-done", role: .sends,
      guards: ["capability:tempo.archive"])
    let report = try Self.audit(locks: [
      "2-production-a.lock.json": Self.lock(
        runtime: "2", builtAgainst: "2.0", published: "2026-01-01T00:00:00Z", uses: [complete]),
      "2-production-b.lock.json": Self.lock(
        runtime: "2", builtAgainst: "2.1", published: "2026-02-01T00:00:00Z",
        uses: [complete, setDone]),
      "1-production-c.lock.json": Self.lock(
        runtime: "1", builtAgainst: "1.0", published: nil, uses: [complete]),
    ])
    #expect(
      report.packages.map { "\($0.lock) current=\($0.isCurrent) \($0.uses)" } == [
        #"2-production-a.lock.json current=false ["case:tempo.perform/task.complete"]"#,
        #"2-production-b.lock.json current=true ["capability:tempo.archive", "case:tempo.perform/task.complete", "case:tempo.perform/task.set-done"]"#,
      ])
    #expect(
      report.deprecatedInUse.map { "\($0.id): \($0.packages)" } == [
        #"case:tempo.perform/task.complete: ["2-production-a.lock.json", "2-production-b.lock.json"]"#
      ])
    #expect(
      report.unused == [
        "case:tempo.command/focus.start", "case:tempo.command/navigate",
        "case:tempo.perform/task.create", "message:tempo.bootstrap", "message:tempo.command",
        "message:tempo.perform", "message:tempo.snapshot", "module:Haptics",
        "scope:tempo.archive/bulk",
      ])
    #expect(
      report.diagnostics.map { "\($0.id): \($0.message)" } == [
        "lock-not-live: every release of runtime 1 is retired, so the package runs nowhere; left out"
      ])
    let archive = report.elements.first { $0.id == "scope:tempo.archive/bulk" }
    #expect(archive?.states == [.absent, .absent, .absent, .available])
    let legacy = report.elements.first { $0.id == "message:tempo.legacy" }
    #expect(legacy?.states == [.available, .removed, .removed, .removed])
    let completeRow = report.elements.first { $0.id == "case:tempo.perform/task.complete" }
    #expect(completeRow?.states == [.available, .available, .deprecated, .deprecated])
    #expect(report.contentBreaks == nil)
    #expect(report.drift == nil)
  }

  @Test func contentThatRemovingDeprecationsWouldBreak() throws {
    let report = try Self.audit(content: [
      "Tasks.ts": """
      import { perform } from "./bridge";
      export const done = (id: string) => perform({ kind: "task.complete", id });
      export const make = (title: string) => perform({ kind: "task.create", title });
      """
    ])
    #expect(
      report.contentBreaks?.map {
        "\(($0.file as NSString).lastPathComponent):\($0.line!):\($0.column!) \($0.id) \($0.deprecatedIn)"
      }
        == ["Tasks.ts:2:53 case:tempo.perform/task.complete 2.1"])
  }

  @Test func nativeDriftSeesThroughCommentsInterpolationsAndLongerStrings() throws {
    let report = try Self.audit(swift: [
      "Bridge.swift": #"""
      enum Names { static let perform = "tempo.perform" }
      func receive(type: String, kind: String) {
        switch type {
        case Names.perform:
          switch kind {
          case "task.create", "task.complete": break
          // case "task.set-done": not yet
          default: log("dropping \("task.set-done") and \(kind)")
          }
        case "tempo.bootstrap": sendSnapshot()
        default: log("tempo.perform or tempo.bootstrap expected")
        }
      }
      func sendSnapshot() {
        send(["type": "tempo.snapshot", "data": [:]])
        send(["type": "tempo.legacy"])
        send(["type": "tempo.typo"])
        let focus = "focus.start"
      }
      """#
    ])
    #expect(
      report.drift?.map {
        "\($0.severity.rawValue) \($0.rule) \($0.id ?? "-") \(($0.file! as NSString).lastPathComponent):\($0.line!): \($0.message)"
      }
        == [
          "warning undeclared-name message:tempo.legacy Bridge.swift:16: native code sends 'tempo.legacy', which release 2.2 does not declare (removed in 2.0)",
          "warning undeclared-name - Bridge.swift:17: native code sends 'tempo.typo', which release 2.2 does not declare (no release ever did)",
          "warning unhandled-case case:tempo.perform/task.set-done audit.contract:20: native code handles 'tempo.perform' but never its case 'task.set-done'; native would drop it",
          "warning unsent-message message:tempo.command audit.contract:22: native code never sends 'tempo.command', which release 2.2 declares",
        ])
    #expect(report.hasDriftWarnings)
  }

  @Test func aNameOnlyMentionedMakesANoteNotAWarning() throws {
    let report = try Self.audit(swift: [
      "Bridge.swift": #"""
      let table: [String: Handler] = ["tempo.perform": handlePerform, "tempo.bootstrap": boot]
      func sendSnapshot() { send(type: "tempo.snapshot", kind: "navigate"); send(type: "tempo.command") }
      """#
    ])
    #expect(
      report.drift?.map { "\($0.severity.rawValue) \($0.rule) \($0.name ?? "-")" } == [
        "note unhandled-message tempo.bootstrap", "note unhandled-message tempo.perform",
        "note unsent-case focus.start",
      ])
  }
}

extension AuditTests {
  /// A `case "X":` beside a message's cases is a case native handles: reported when no release
  /// declares it (a warning) or when it was removed before the newest release (a note). A switch
  /// that mixes two messages' cases, and a `where` clause's literals, say nothing.
  @Test func casesNativeHandlesThatNoReleaseDeclares() throws {
    let contract = Self.contract.replacingOccurrences(
      of: "  case task.create(title: string)\n",
      with: "  case task.create(title: string)\n  case task.legacy(id: string) @removed(2.0)\n")
    let handler = #"""
      func receive(type: String, kind: String) {
        switch type {
        case "tempo.perform":
          switch kind {
          case "task.create", "task.complete", "task.set-done": handle(kind)
          case "task.pin": pin()
          case "task.legacy": legacy()
          case let other where other == "task.unpin": break
          default: break
          }
        case "tempo.bootstrap": boot()
        default: break
        }
        switch kind {
        case "task.create", "navigate", "task.other": break
        default: break
        }
        send(["type": "tempo.snapshot"]); send(["type": "tempo.command", "kind": "navigate"])
        send(["type": "tempo.command", "kind": "focus.start"])
      }
      """#
    let report = try Self.audit(swift: ["Bridge.swift": handler], contract: contract)
    #expect(
      report.drift?.map {
        "\($0.severity.rawValue) \($0.rule) \($0.id ?? "-") \(($0.file! as NSString).lastPathComponent):\($0.line!):\($0.column!): \($0.message)"
      }
        == [
          "warning undeclared-case-handled - Bridge.swift:6:10: native code handles a case 'task.pin' of 'tempo.perform' that no release declares; declare it (with @since) so content and the gate know it",
          "note removed-case-handled case:tempo.perform/task.legacy Bridge.swift:7:10: native code still handles case 'task.legacy' of 'tempo.perform', removed in 2.0",
        ])
  }
}

extension Dictionary where Key == String {
  fileprivate func sortedByKey() -> [(key: String, value: Value)] {
    sorted { $0.key < $1.key }
  }
}
