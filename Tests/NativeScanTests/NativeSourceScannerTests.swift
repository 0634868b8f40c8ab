import BridgeDiagnostics
import Foundation
import TestSupport
import Testing

@testable import NativeScan

/// What native Swift code handles, sends and mentions, with every trap the lexer must see
/// through: names in comments, in interpolations, in longer strings; raw, multi-line and escaped
/// literals; constants and enum raw values used elsewhere. Each test asserts the complete list.
struct NativeSourceScannerTests {
  static let names: Set<String> = [
    "tempo.perform", "tempo.snapshot", "tempo.command", "tempo.bootstrap", "tempo.sync-status",
    "task.create", "task.archive", "task.reopen", "task.rename", "task.set-done", "focus.begin",
    "navigate", "tempo.navigation-progress",
  ]

  /// Scans `files` (name → marked text) and returns `role name [key] file:marker` per reference.
  static func scan(_ files: [String: String]) throws -> (
    references: [String], diagnostics: [String]
  ) {
    let folder = NSTemporaryDirectory() + "native-scan-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var markers: [String: [Int: BridgeDiagnostics.SourceLocation]] = [:]
    for (name, marked) in files {
      let text = MarkedText(marked)
      try FileManager.default.createDirectory(
        atPath: ((folder + "/" + name) as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try text.text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
      let source = SourceFile(path: name, text: text.text)
      markers[folder + "/" + name] = text.markers.mapValues { source.location(of: $0) }
    }
    let names = Self.names
    let report = NativeSourceScanner.scan([folder]) { names.contains($0) }
    let references = report.references.map { reference in
      let marker = markers[reference.file]?.first {
        $0.value.line == reference.line && $0.value.column == reference.column
      }
      let place = marker.map { "\(($0.key))" } ?? "\(reference.line):\(reference.column)"
      let file = (reference.file as NSString).lastPathComponent
      return
        "\(reference.role.rawValue) \(reference.name)\(reference.key.map { " [\($0)]" } ?? "") \(file):\(place)"
    }
    let diagnostics = report.diagnostics.map { diagnostic in
      let place = diagnostic.span.map { ":\($0.location.line):\($0.location.column)" } ?? ""
      return
        "\(((diagnostic.path ?? "") as NSString).lastPathComponent)\(place): \(diagnostic.message) [\(diagnostic.id)]"
    }
    return (references, diagnostics)
  }

  @Test func handlersSendersAndEveryTrap() throws {
    let router = #"""
      // case "task.rename": handled in an older shell
      /* a nested /* "task.rename" */ comment, still "task.rename" */
      func receive(_ message: [String: Any]) {
        switch message["type"] as? String {
        case 1️⃣"tempo.perform":
          switch message["kind"] as? String {
          case 2️⃣"task.create", 3️⃣"task.archive": break
          case 4️⃣"task\u{2E}reopen": break
          case 5️⃣Kinds.focusBegin: break
          default: log("unhandled \(kind) — not \("task.rename")")
          }
        case 6️⃣#"tempo.bootstrap"#: sendSnapshot()
        case 7️⃣.sync: break
        default: log("tempo.perform is handled above")
        }
        if kind == 8️⃣"task.set-done" { }
      }
      func sendSnapshot() {
        bridge.sendMessage(["type": 9️⃣"tempo.snapshot", "data": state])
      }
      """#
    let sender = #"""
      enum Kinds {
        static let focusBegin = "focus.begin"
        static let unused = "tempo.navigation-progress"
      }
      enum Message: String {
        case sync = "tempo.sync-status"
      }
      func go() {
        send(type: 1️⃣"tempo.command", kind: 2️⃣"navigate")
        log(3️⃣"""
          task.set-done
          """)
        let raw = ##"tempo.perform"#"##
      }
      """#
    let (references, diagnostics) = try Self.scan(["Router.swift": router, "Sender.swift": sender])
    #expect(
      references == [
        "handled tempo.perform Router.swift:1", "handled task.create Router.swift:2",
        "handled task.archive Router.swift:3", "handled task.reopen Router.swift:4",
        "handled focus.begin Router.swift:5", "handled tempo.bootstrap Router.swift:6",
        "handled tempo.sync-status Router.swift:7", "handled task.set-done Router.swift:8",
        "sent tempo.snapshot [type] Router.swift:9", "sent tempo.command [type] Sender.swift:1",
        "sent navigate [kind] Sender.swift:2", "mentioned task.set-done Sender.swift:3",
      ])
    #expect(diagnostics == [])
  }

  @Test func aConstantBoundToTwoNamesIsANote() throws {
    let (references, diagnostics) = try Self.scan([
      "A.swift": "enum A { static let name = \"task.create\" }\nswitch k { case 1️⃣A.name: break }",
      "B.swift": "enum B { static let name = \"task.archive\" }",
    ])
    #expect(
      references == ["handled task.archive A.swift:1", "handled task.create A.swift:1"])
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.hasSuffix(
        ": constant 'name' is bound to 2 different bridge names ('task.archive', 'task.create'); each use counts for all of them [ambiguous-constant]"
      ) == true)
  }

  @Test(arguments: [
    ("let s = \"tempo.perform\n", "X.swift:1:9: unterminated string literal [swift-unreadable]"),
    ("/* /* */", "X.swift:1:1: unterminated block comment [swift-unreadable]"),
    ("let s = \"\"\"\nabc\n", "X.swift:1:9: unterminated string literal [swift-unreadable]"),
    ("let s = \"a \\(f(\")\") b", "X.swift:1:9: unterminated string literal [swift-unreadable]"),
    ("let s = #\"a\"", "X.swift:1:9: unterminated string literal [swift-unreadable]"),
    ("let r = #/a/", "X.swift:1:9: unterminated regular expression literal [swift-unreadable]"),
    ("let s = \"\\u{zz}\"", "X.swift:1:10: invalid \\u{…} escape in a string [swift-unreadable]"),
  ])
  func unreadableSourceIsAnErrorAtItsPlace(_ source: String, _ expected: String) throws {
    let (references, diagnostics) = try Self.scan(["X.swift": source])
    #expect(references == [])
    #expect(diagnostics == [expected])
  }

  @Test func literalValues() throws {
    func value(_ source: String) -> SwiftToken.Kind? {
      try? SwiftLexer.tokenize(SourceFile(path: "v.swift", text: source)).get().first?.kind
    }
    #expect(value(#""a\tb\"c\\d\0""#) == .string("a\tb\"c\\d\0"))
    #expect(value(##"#"a\tb\#tc"#"##) == .string("a\\tb\tc"))
    #expect(value("\"\"\"\n    one\n      two\n    \"\"\"") == .string("one\n  two"))
    #expect(value("\"\"\"\n  a \\\n  b\n  \"\"\"") == .string("a b"))
    #expect(value(#""x \(y) z""#) == .string(nil))
    #expect(value(##"#"x \(y) \#(z)"#"##) == .string(nil))
    #expect(value("`default`") == .identifier("default"))
  }
}
