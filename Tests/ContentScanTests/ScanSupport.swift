import BridgeDiagnostics
import ContractLanguage
import Foundation
import TestSupport
import Testing

@testable import ContentScan

/// The example contract's ids the scan tests name most.
let archiveCase = "case:tempo.perform/task.archive"
let createCase = "case:tempo.perform/task.create"
let archive = "capability:tempo.task-archive"
let progress = "capability:tempo.navigation-progress"

/// The language document's example contract: `tempo` with `perform`, `navigation-progress` and
/// its `toolChrome` scope, `task-archive`, …
let exampleContract: Contract = {
  let path = Repository.path("Tests/ContentScanTests/Fixtures/tempo.contract")
  let source = SourceFile(
    path: "tempo.contract", bytes: [UInt8](FileManager.default.contents(atPath: path)!))
  return ContractLoader.check([source], runtimeVersion: nil, folder: "contracts").contract!
}()

/// A use as tests compare it: the element (or name), the marker it must be at, and its guards.
struct Found: Equatable, CustomStringConvertible {
  let id: String
  let marker: Int
  let guards: [String]

  init(_ id: String, at marker: Int, _ guards: [String] = []) {
    self.id = id
    self.marker = marker
    self.guards = guards
  }

  var description: String { "\(id) at \(marker)️⃣ \(guards)" }
}

/// Scans marked source text and returns every use, each located by the marker at its literal
/// (a use at no marker is reported with marker 0, which no expectation uses).
func scanMarked(
  _ marked: String, dialect: SyntaxDialect = .typeScriptJSX, contract: Contract = exampleContract
) -> (uses: [Found], scan: FileScan) {
  let text = MarkedText(marked)
  let file = SourceFile(path: "test.tsx", text: CheckFunctions.appended(to: text.text))
  let matcher = NameMatcher(contract: contract)
  // One file, read by no other: what it holds back for its readers stands where it is.
  let scan = FileScanner.scan(file, dialect: dialect, matcher: matcher).reinstated()
  expectTreeQueriesAgree(file, dialect: dialect)
  let byOffset = Dictionary(uniqueKeysWithValues: text.markers.map { ($0.value, $0.key) })
  let found = scan.uses.map { use in
    Found(
      use.id ?? (use.dynamic ? "dynamic:" : "undeclared:") + use.name,
      at: byOffset[use.offset!] ?? 0, use.guards)
  }
  return (found, scan)
}

/// Analysis asks `TokenTree.enclosingOpener` of a table (`withOpeners`) and finds the comma
/// piece around a check by walking out from it (`commaSegment`); for every input a test scans,
/// at every index, each must say what walking the whole group says.
func expectTreeQueriesAgree(_ file: SourceFile, dialect: SyntaxDialect) {
  do {
    let lexed = file.bytes.withUnsafeBufferPointer { Parser.parse($0, dialect: dialect) }
    // Analysis reads only files that parse.
    guard lexed.error == nil else { return }
    lexed.tokens.withUnsafeBufferPointer { tokens in
      file.bytes.withUnsafeBufferPointer { bytes in
        let tree = TokenTree(tokens: tokens, bytes: bytes)
        tree.withOpeners { table in
          let differing = (-1...tokens.count).filter {
            table.enclosingOpener($0) != tree.openerByWalking($0)
          }
          #expect(differing.isEmpty, "the openers table differs from the walk at \(differing)")
        }
        // Every group's content, and the top level.
        let levels =
          [0..<tree.endIndex]
          + tokens.indices.filter { tokens[$0].kind.encloses && tokens[$0].partner >= 0 }
          .map { $0 + 1..<tree.contentEnd($0) }
        for level in levels {
          let pieces = tree.commaSegments(level)
          var sibling = level.lowerBound
          while sibling < level.upperBound {
            let expected =
              tokens[sibling].kind == .comma ? nil : pieces.first { $0.contains(sibling) }
            #expect(tree.commaSegment(containing: sibling, in: level) == expected)
            sibling = tree.nextSibling(sibling)
          }
        }
      }
    }
  }
}

/// Scans a project of `files` (path → text) against the example contract (or `contract`),
/// expecting no warning or error: each use as `file:line:column id [guards] via file:line:column`.
func projectUses(_ files: [String: String], contract: Contract = exampleContract) throws
  -> [String]
{
  try projectUses(files, contract: contract) { use, place in
    let via = use.via.map { " via \(place($0.file)):\($0.line):\($0.column)" }.joined()
    return
      "\(place(use.file)):\(use.line!):\(use.column!) \(use.id ?? use.name) \(use.guards)\(via)"
  }
}

/// The project's uses, each as `describe` writes it, given the use and a path's place in the
/// project; the scan gives no warning or error.
func projectUses(
  _ files: [String: String], contract: Contract = exampleContract,
  describe: (Use, (String) -> String) -> String
) throws -> [String] {
  let project = try ModuleGraphTests.Project(files)
  let report = ContentScanner.scan([project.root], contract: contract)
  #expect(report.diagnostics.filter { $0.severity != .note }.map(\.id) == [])
  func place(_ file: String) -> String { String(file.dropFirst(project.root.count + 1)) }
  return report.uses.map { describe($0, place) }
}
