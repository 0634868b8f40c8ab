import BridgeDiagnostics
import ContractLanguage
import Foundation
import TestSupport
import Testing

@testable import ContentScan

/// Inputs: folders, skip lists, platforms, symlinks, export folders, Hermes, unreadable files.
struct ScannerTests {
  let tempo: Contract = ContractLoader.load(folder: Repository.path("contracts")).contract!

  private func folder(_ files: [String: String]) throws -> String {
    let root = NSTemporaryDirectory() + "bridgecheck-scan-" + UUID().uuidString
    for (path, text) in files {
      let full = root + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    return root
  }

  private func places(_ report: ScanReport, relativeTo root: String) -> [String] {
    report.uses.map {
      "\($0.file.replacingOccurrences(of: root + "/", with: "")):\($0.line.map(String.init) ?? "-")"
    }
  }

  @Test func sourceTreesSkipBuildOutputOtherPlatformsAndDeclarations() throws {
    let use = "send(\"tempo.bootstrap\")\n"
    let root = try folder([
      "src/a.ts": use, "src/b.ios.tsx": use, "src/c.android.tsx": use, "src/d.web.js": use,
      "src/e.d.ts": use,
      "src/f.native.jsx": use, "src/g.mjs": use, "src/h.cts": use, "src/readme.md": use,
      "src/i.": use, "src/j.TS": use, "src/ts": use, "src/k..ts": use,
      "node_modules/x/index.js": use, "dist/index.js": use, "build/x.js": use, "ios/x.js": use,
      "android/x.js": use,
      ".expo/x.js": use, "coverage/x.js": use, ".hidden/x.js": use,
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = ContentScanner.scan([root], contract: tempo)
    #expect(report.diagnostics.isEmpty)
    #expect(
      places(report, relativeTo: root) == [
        "src/a.ts:1", "src/b.ios.tsx:1", "src/f.native.jsx:1", "src/g.mjs:1", "src/h.cts:1",
        "src/k..ts:1",
      ])

    var android = ScanOptions()
    android.platform = "android"
    android.skippedFolders.remove("dist")
    let other = ContentScanner.scan([root], contract: tempo, options: android)
    #expect(
      places(other, relativeTo: root) == [
        "dist/index.js:1", "src/a.ts:1", "src/c.android.tsx:1", "src/f.native.jsx:1", "src/g.mjs:1",
        "src/h.cts:1", "src/k..ts:1",
      ])
  }

  @Test func symlinksAreFollowedOnceAndLoopsEnd() throws {
    let root = try folder([
      "app/src/a.ts": "send(\"tempo.bootstrap\")\n", "shared/b.ts": "send(\"tempo.perform\")\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createSymbolicLink(
      atPath: root + "/app/src/loop", withDestinationPath: root + "/app")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/app/shared", withDestinationPath: root + "/shared")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/app/again", withDestinationPath: root + "/shared")
    // A file reached through a link and directly is read once, whichever comes first: the
    // listing's inode and `stat`'s must agree.
    try FileManager.default.createSymbolicLink(
      atPath: root + "/app/src/z.ts", withDestinationPath: root + "/app/src/a.ts")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/app/0.ts", withDestinationPath: root + "/shared/b.ts")
    let report = ContentScanner.scan([root + "/app"], contract: tempo)
    #expect(report.diagnostics.isEmpty)
    #expect(places(report, relativeTo: root) == ["app/0.ts:1", "app/src/a.ts:1"])
  }

  /// A name that is not UTF-8 cannot be held in a Swift string, so the file cannot be opened by
  /// it: a source file (or a folder) so named is an error naming it, never skipped in silence; any
  /// other file so named is not an input. (File systems that refuse such names, as APFS does, have
  /// nothing to test.)
  @Test func namesThatAreNotUTF8AreErrorsWhenTheyCouldBeSources() throws {
    let root = try folder(["src/a.ts": "send(\"tempo.bootstrap\")\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    var created = 0
    for suffix in [Array(".ts".utf8), Array(".png".utf8)] {
      let path = Array((root + "/src/b").utf8) + [0xFF] + suffix + [0]
      let descriptor = path.withUnsafeBufferPointer { bytes in
        bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
      }
      if descriptor >= 0 {
        close(descriptor)
        created += 1
      }
    }
    guard created == 2 else { return }
    let report = ContentScanner.scan([root], contract: tempo)
    #expect(places(report, relativeTo: root) == ["src/a.ts:1"])
    #expect(
      report.diagnostics.map {
        "\($0.id) \($0.path?.replacingOccurrences(of: root, with: "") ?? "")"
      }
        == ["unreadable-file /src/b\u{FFFD}.ts"])
    #expect(report.hasFatal)
  }

  /// A workspace (a folder the globs name that holds `package.json`, as npm counts them) is
  /// read even inside a folder the walk skips.
  @Test func workspacesAreScanned() throws {
    let root = try folder([
      "package.json": #"{"workspaces": ["packages/*", "apps/mobile"]}"#,
      "node_modules/ui/x.ts": "send(\"tempo.perform\")\n",
      "packages/node_modules/package.json": "{}",
      "packages/node_modules/y.ts": "send(\"tempo.perform\")\n",
      "packages/ui/package.json": #"{"main": "index.ts"}"#,
      "packages/ui/index.ts": "send(\"tempo.bootstrap\")\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = ContentScanner.scan([root], contract: tempo)
    #expect(
      places(report, relativeTo: root) == [
        "packages/node_modules/y.ts:1", "packages/ui/index.ts:1",
      ])
  }

  @Test func exportFoldersReadTheBundleMetadataNames() throws {
    let root = try folder([
      "metadata.json":
        #"{"fileMetadata": {"ios": {"bundle": "_expo/static/js/ios/index.js"}, "android": {"bundle": "_expo/a.js"}}}"#,
      "_expo/static/js/ios/index.js":
        "__d(function(g,r,i,a,m,e,d){r(d[0]).send(\"tempo.bootstrap\")},0,[1]);\n",
      "_expo/a.js": "send(\"tempo.perform\")\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = ContentScanner.scan([root], contract: tempo)
    #expect(report.diagnostics.isEmpty)
    #expect(places(report, relativeTo: root) == ["_expo/static/js/ios/index.js:1"])
  }

  @Test(arguments: [
    #"{"fileMetadata": {"ios": {"bundle": "../outside.js"}}}"#,
    #"{"fileMetadata": {"ios": {"bundle": "/etc/passwd"}}}"#,
    #"{"fileMetadata": {"ios": {"bundle": "link/x.js"}}}"#,
  ])
  func exportPathsCannotLeaveTheFolder(_ metadata: String) throws {
    let root = try folder([
      "export/metadata.json": metadata, "outside.js": "send(\"tempo.bootstrap\")\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createSymbolicLink(
      atPath: root + "/export/link", withDestinationPath: root)
    let report = ContentScanner.scan([root + "/export"], contract: tempo)
    #expect(report.uses.isEmpty)
    #expect(report.diagnostics.map(\.id) == ["path-outside-input"])
    #expect(report.hasFatal)
  }

  @Test(arguments: [
    (#"{"fileMetadata": {"android": {"bundle": "a.js"}}}"#, "invalid-metadata"),
    ("[]", "invalid-metadata"),
    ("{", "invalid-json"),
  ])
  func brokenMetadataIsAnError(_ metadata: String, _ id: String) throws {
    let root = try folder(["metadata.json": metadata])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(ContentScanner.scan([root], contract: tempo).diagnostics.map(\.id) == [id])
  }

  @Test func unreadableInputsAreErrorsAfterScanningTheRest() throws {
    let root = try folder([
      "a.ts": "send(\"tempo.bootstrap\")\n", "b.ts": "send(\"tempo.perform)\n", "e.ts": "",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Data([0x73, 0x65, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: root + "/c.js"))
    try Data([0xC6, 0x1F, 0xBC, 0x03, 0xC1, 0x03, 0x19, 0x1F, 0x60]).write(
      to: URL(fileURLWithPath: root + "/d.hbc"))
    // Source trees read source files; bundles are named directly.
    let report = ContentScanner.scan([root, root + "/d.hbc", root + "/missing"], contract: tempo)
    #expect(places(report, relativeTo: root) == ["a.ts:1"])
    #expect(
      report.diagnostics.map { "\($0.path!.replacingOccurrences(of: root, with: "")) \($0.id)" }
        == [
          "/b.ts unterminated-string", "/c.js invalid-utf8", "/d.hbc invalid-hermes",
          "/missing input-not-found",
        ])
    #expect(report.diagnostics.allSatisfy { $0.severity == .fatal })
  }

  @Test func scanningNothingIsAnError() throws {
    let root = try folder(["README.md": "nothing here"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = ContentScanner.scan([root], contract: tempo)
    #expect(report.diagnostics.map(\.id) == ["nothing-scanned"])
  }

  @Test func hermesUsesHaveNoPositionAndComeLast() throws {
    let root = try folder(["a.ts": "send(\"tempo.bootstrap\")\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let hermes = SyntheticHermes(
      version: 96,
      strings: [
        "tempo.perform", "task.archive", "tempo.task-archive", "tempo.widgets", "unrelated",
      ])
    try Data(hermes.bytes).write(to: URL(fileURLWithPath: root + "/main.jsbundle"))
    let report = ContentScanner.scan([root, root + "/main.jsbundle"], contract: tempo)
    #expect(
      report.diagnostics.map { "\($0.severity) \($0.id) \($0.path ?? "-"): \($0.message)" } == [
        "note export-unmatched \(root)/main.jsbundle: no source map beside the export (expo export --dump-sourcemap writes one): the sources scanned with it lend its names no guards, so each name it holds stands unguarded"
      ])
    #expect(report.hermes == [HermesInput(file: root + "/main.jsbundle", version: 96)])
    #expect(
      report.uses.map {
        "\($0.id ?? "undeclared:" + $0.name) \($0.line.map(String.init) ?? "-") \($0.guards)"
      } == [
        // Without positions, bytecode uses sort by id (an undeclared name has none).
        "message:tempo.bootstrap 1 []", "undeclared:tempo.widgets - []",
        "capability:tempo.task-archive - []",
        "case:tempo.perform/task.archive - []", "message:tempo.perform - []",
      ])
  }

  /// The example's sources and its export (`scripts/export-ios.js`: their bundle compiled to
  /// Hermes bytecode) are the same program: the bytecode holds every element the sources use,
  /// but for the module of a package the export leaves out (`expo-updates`), and adds only the
  /// capabilities the sources check — names, without the structure that says how they are used.
  @Test func theExampleSourcesAndExportAgree() {
    let sources = ContentScanner.scan([Repository.path("Examples/TempoContent")], contract: tempo)
    let export = ContentScanner.scan(
      [Repository.path("Examples/TempoContent/dist")], contract: tempo)
    #expect(sources.diagnostics.isEmpty && export.diagnostics.isEmpty)
    #expect(export.hermes.map(\.version) == [96])
    let inSources = Set(sources.uses.compactMap(\.id))
    let inExport = Set(export.uses.compactMap(\.id))
    #expect(inSources.subtracting(inExport) == ["module:ExpoUpdates"])
    #expect(
      inExport.subtracting(inSources) == [
        "capability:tempo.focus-sessions", "capability:tempo.task-archive",
        "capability:tempo.task-due-dates", "capability:tempo.task-set-done",
      ])
    #expect(sources.uses.count == 30)
  }
}

/// A source tree's `package.json`: its dependencies with the place of each name.
struct PackageManifestTests {
  @Test func dependenciesAndTheirPlaces() {
    let json = """
      {
        "name": "content",
        "scripts": { "dependencies": "not this one" },
        "workspaces": ["a", "dependencies"],
        "dependencies": {
          "expo-haptics": "~15.0.7", "@scope/kit": "1.0.0",
          "we\\"ird": "2.0.0"
        },
        "devDependencies": { "typescript": "5.9.2" }
      }
      """
    let keys = PackageManifestReader.keys(ofObject: "dependencies", in: Array(json.utf8))
    #expect(keys.map(\.0) == ["expo-haptics", "@scope/kit", "we\"ird"])
    #expect(keys.map(\.1) == [135..<149, 162..<174, 189..<198])
  }

  @Test func anInvalidPackageJSONIsAnErrorNamingIt() throws {
    let root = NSTemporaryDirectory() + "bridgecheck-manifest-" + UUID().uuidString
    try FileManager.default.createDirectory(
      atPath: root + "/src", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "{ \"dependencies\": ".write(
      toFile: root + "/package.json", atomically: true, encoding: .utf8)
    try "send(\"tempo.bootstrap\")".write(
      toFile: root + "/src/a.ts", atomically: true, encoding: .utf8)
    let report = ContentScanner.scan(
      [root], contract: ContractLoader.load(folder: Repository.path("contracts")).contract!)
    #expect(
      report.diagnostics.map {
        "\($0.severity) \($0.span.map { "\($0.location.line):\($0.location.column)" } ?? "") \($0.message) [\($0.id)]"
      } == ["fatal 1:19 expected a JSON value, found the end of the input [invalid-json]"])
    #expect(report.diagnostics.first?.path == root + "/package.json")
    #expect(report.uses.count == 1)
  }
}

struct ExcerptTests {
  /// A minified bundle is one long line: a use's excerpt is bounded, marked where cut, and its
  /// column points at the literal.
  @Test func excerptsOfLongLinesAreCutAroundTheUse() {
    let filler = String(repeating: "a=b+c;", count: 200)
    let (uses, _) = scanMarked(filler + "send(1️⃣\"tempo.perform\");" + filler, dialect: .javaScript)
    #expect(uses == [Found("message:tempo.perform", at: 1)])
    let file = SourceFile(path: "x.js", text: filler + "send(\"tempo.perform\");" + filler)
    let scan = FileScanner.scan(
      file, dialect: .javaScript, matcher: NameMatcher(contract: exampleContract))
    let use = scan.uses[0]
    #expect(
      use.excerpt == "…" + String(filler.suffix(55)) + "send(" + "\"tempo.perform\");"
        + String(filler.prefix(43)) + "…")
    #expect(use.excerptColumn == 62)
    #expect(use.column == 1206)
  }

  /// Excerpts count Unicode scalars, not bytes: two- and four-byte characters either side.
  @Test func excerptsCountScalarsNotBytes() {
    let matcher = NameMatcher(contract: exampleContract)
    let short = #"const café = "🎉"; send("tempo.perform") // ünï"#
    let whole = FileScanner.scan(
      SourceFile(path: "x.js", text: short), dialect: .javaScript, matcher: matcher
    ).uses
    #expect(whole.map(\.excerpt) == [short])
    #expect(whole.map(\.excerptColumn) == [24])
    #expect(whole.map(\.column) == [24])

    let before = String(repeating: "é", count: 100)
    let after = String(repeating: "🎉", count: 100)
    let long = FileScanner.scan(
      SourceFile(path: "x.js", text: before + #"send("tempo.perform");"# + after),
      dialect: .javaScript, matcher: matcher
    ).uses
    #expect(
      long.map(\.excerpt) == [
        "…" + String(repeating: "é", count: 55) + #"send("tempo.perform");"#
          + String(repeating: "🎉", count: 43) + "…"
      ])
    #expect(long.map(\.excerptColumn) == [62])
    #expect(long.map(\.column) == [106])
  }
}

/// Inputs the fuzzer (Fuzz/run.sh) once crashed on, kept in Fuzz/regressions/FuzzContent and
/// read as the fuzz target reads them: the first byte picks the dialect, the rest is the file.
struct FuzzRegressionTests {
  @Test func fuzzRegressionsScanToTheirUses() throws {
    var found: [String] = []
    for (name, bytes) in try Repository.fuzzRegressions("FuzzContent") {
      let file = ["fuzz.js", "fuzz.ts", "fuzz.tsx"][Int(bytes[0]) % 3]
      let (uses, diagnostics) = ContentScanner.scan(
        file: SourceFile(path: file, bytes: Array(bytes.dropFirst())), contract: exampleContract)
      found.append(
        "\(name): \(uses.map { "\($0.id ?? $0.name)@\($0.line ?? 0):\($0.column ?? 0)" }) \(diagnostics.map(\.id))"
      )
    }
    // All are garbled code (the fuzzer's mutations of real files): a syntax error each, and no
    // use read from what does not parse. The last two took minutes to reject: type arguments
    // tried again at each level of nested attempts (`Parser.notTypeArgumentsAt`), and what a
    // function type's probe learned lost with it (`Parser.functionTypeAt`).
    #expect(
      found == [
        "guard-variable-at-file-start.tsx: [] [\"syntax-error\"]",
        "identifier-escape-at-end-of-file.js: [] [\"syntax-error\"]",
        "nested-pattern-probes.tsx: [] [\"syntax-error\"]",
        "nested-type-argument-attempts.tsx: [] [\"syntax-error\"]",
      ])
  }
}

/// An export's source map: segments decoded from base-64 VLQ, the source index carried from line
/// to line as the format says, a place's source the last segment at or before its column.
struct SourceMapTests {
  @Test func segmentsAndTheSourceOfAPlace() throws {
    let folder = NSTemporaryDirectory() + "bridgecheck-map-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try
      #"{"version":3,"sources":["a.ts","b.ts","c.ts"],"sourcesContent":["a",null],"names":[],"mappings":"AAAA,8JEAA;;AACA,K"}"#
      .write(toFile: folder + "/x.js.map", atomically: true, encoding: .utf8)
    let map = try SourceMap.read(path: folder + "/x.js.map", display: "x.js.map", maxBytes: 1 << 20)
      .get()
    #expect(map.sources == ["a.ts", "b.ts", "c.ts"])
    #expect(map.contents == ["a", nil, nil])
    let lines = map.lines()
    #expect(
      lines.map { $0.map { "\($0.column):\($0.source)" } } == [
        ["0:0", "158:2"], [], ["0:2", "5:-1"],
      ])
    #expect(SourceMap.source(in: lines, line: 0, column: 157) == 0)
    #expect(SourceMap.source(in: lines, line: 0, column: 158) == 2)
    #expect(SourceMap.source(in: lines, line: 1, column: 3) == nil)
    #expect(SourceMap.source(in: lines, line: 2, column: 6) == nil)
    #expect(SourceMap.source(in: lines, line: 9, column: 0) == nil)
  }
}
