import BridgeDiagnostics
import ContractLanguage
import Dispatch
import Foundation

/// What `scan` found in all its inputs (CONTENT-ANALYSIS.md, "Output").
public struct ScanReport: Sendable {
  public let bridge: String
  public let inputs: [String]
  /// Sorted by file, line and column; Hermes uses (no position) after the others.
  public let uses: [Use]
  /// Uses relying on `// bridgecheck: requires` assertions.
  public let assertedGuards: Int
  /// Uses dropped by `// bridgecheck: ignore -- REASON`, each with its reason, sorted like
  /// `uses`: never weighed, always listed.
  public let ignored: [Use]
  public var ignoredUses: Int { ignored.count }
  /// The ids the sources name in checks, sorted: a Hermes name the sources only check is a check.
  public let checkedIDs: [String]
  public let hermes: [HermesInput]
  /// The `package.json` of each source tree scanned.
  public let manifests: [PackageManifest]
  /// Every file read, in the order read.
  public let files: [InputFile]
  /// Each file's bytes as the analysis read them, by `InputFile.path`, when the options keep
  /// them (`ScanOptions.keepsContents`); empty otherwise.
  public let contents: [String: [UInt8]]
  public var filesScanned: Int { files.count }
  /// How many of them belong to installed packages (`InputFile.isPackageFile`).
  public var packageFilesScanned: Int { files.count(where: \.isPackageFile) }
  /// Source files of the inputs that no entry reaches: not in the bundle, not read.
  public let filesNotReached: Int
  /// Packages imported but not installed (no `node_modules` holds them), sorted.
  public let missingPackages: [String]
  /// Unreadable inputs (fatal), annotation problems (warnings), uncredited guards (notes).
  public let diagnostics: [Diagnostic]

  /// Whether something could not be read or tokenized (exit 2).
  public var hasFatal: Bool { diagnostics.contains { $0.severity == .fatal } }

  /// The report of a scan that could not start (an invalid contract): nothing read, the reason
  /// among its diagnostics, so that every format can still say why.
  public static func nothingRead(inputs: [String], diagnostics: [Diagnostic]) -> ScanReport {
    ScanReport(
      bridge: "", inputs: inputs, uses: [], assertedGuards: 0, ignored: [], checkedIDs: [],
      hermes: [],
      manifests: [], files: [], contents: [:], filesNotReached: 0, missingPackages: [],
      diagnostics: diagnostics)
  }
}

/// Scans content inputs for uses of a contract's elements, using every core for many files.
public enum ContentScanner {
  /// The package a folder input belongs to: the nearest folder at or above it holding
  /// `package.json`, within the repository; nil for a file, an export or a folder in no package.
  public static func packageRoot(of input: String) -> String? {
    ContentGraph.packageRoot(of: input)
  }

  public static func scan(
    _ inputs: [String], contract: Contract, options: ScanOptions = ScanOptions()
  ) -> ScanReport {
    let matcher = NameMatcher(contract: contract)
    let packages = PackageReach()
    var collector = InputCollector(options: options)
    collector.collect(inputs, found: { _ in })
    var read = ContentGraph.read(collector.files, inputs: inputs, options: options) { files in
      concurrentMap(
        yieldedBy: { found in files.forEach(found) },
        transform: { file in
          scanFile(file, matcher: matcher, options: options, packages: packages)
        })
    }
    // Moved out, not copied: what the walk kept would otherwise hold every file's first
    // scan, and its text, to the end.
    var results: [FileResult] = []
    swap(&results, &read.results)
    let files = read.files
    // Constants across files: importers read again with their imports' values, from the text
    // the first reading kept (let go when the linking is done).
    var linked: [FileScan]
    do {
      let kept = results.map(\.contents)
      // Moved to the linking, which holds them once.
      var scans: [FileScan] = []
      scans.reserveCapacity(results.count)
      for index in results.indices {
        scans.append(FileScan())
        swap(&scans[index], &results[index].scan)
      }
      /// Whether the file at `index` spells one of `words` (from the text the first reading
      /// kept, or read again; one that cannot be read may spell any).
      func mentions(_ index: Int, _ words: [String]) -> Bool {
        guard
          let text = kept[index]
            ?? FileManager.default.contents(atPath: files[index].path).map(Array.init)
        else { return true }
        return text.withUnsafeBufferPointer { bytes in
          words.contains { word in
            var word = word
            return word.withUTF8 { !ByteSearch.offsets(of: $0, in: bytes).isEmpty }
          }
        }
      }
      linked = ImportedConstants.link(
        files, scans: consume scans, resolved: read.resolved,
        resolver: read.resolver ?? ModuleResolver(platform: options.platform),
        mentions: mentions,
        rescan: { work in
          concurrentMap(work.count) { item in
            let rescan = work[item]
            return rescanFile(
              files[rescan.index], kept: kept[rescan.index], linked: rescan.linked,
              matcher: matcher, options: options, packages: packages)
          }
        })
    }
    // What each module is loaded under holds for every use standing in it.
    LoadGuards.apply(
      to: &linked, files: files, roots: read.roots, resolved: read.resolved,
      resolver: read.resolver ?? ModuleResolver(platform: options.platform))
    // Each file's text let go (unless the caller keeps it), and each scan moved, so that a
    // file's uses are held once when they are gathered below.
    var contents: [String: [UInt8]] = [:]
    for index in results.indices {
      swap(&results[index].scan, &linked[index])
      if options.keepsContents, let bytes = results[index].contents {
        contents[files[index].path] = bytes
      }
      results[index].contents = nil
    }
    linked = []
    // The files' uses in one array of the right size, each file's let go once added: a file of
    // 100,000 uses was held twice, and the array's growth copied it again. (The first file's
    // array with uses becomes the whole, so that one file's uses are never copied; files before
    // it have none to add, and their empty arrays must not keep a reserved whole each.)
    let useCount = results.reduce(0) { $0 + $1.scan.uses.count }
    var uses: [Use] = []
    var ignored: [Use] = []
    var checked = Set<String>()
    var hermes: [HermesInput] = []
    var diagnostics = collector.diagnostics + read.diagnostics
    for index in results.indices {
      if uses.isEmpty {
        if !results[index].scan.uses.isEmpty {
          swap(&uses, &results[index].scan.uses)
          uses.reserveCapacity(useCount)
        }
      } else {
        uses += results[index].scan.uses
        results[index].scan.uses = []
      }
      let result = results[index]

      ignored += result.scan.ignored
      checked.formUnion(result.scan.checkedIDs)
      diagnostics += result.scan.diagnostics
      if let version = result.hermesVersion {
        hermes.append(HermesInput(file: result.file, version: version))
      }
    }
    // An export scanned with its sources: matched to them through its source map.
    ExportMatching.apply(
      files: files, exports: collector.exports, hermes: &hermes, uses: &uses,
      diagnostics: &diagnostics, maxBytes: options.maxFileBytes)
    diagnostics += unimportedModuleDependencies(collector.manifests, uses: uses, matcher: matcher)
    if files.isEmpty, !diagnostics.contains(where: { $0.severity == .fatal }) {
      diagnostics.append(
        Diagnostic(
          .fatal, "nothing-scanned", "found no JavaScript, TypeScript or Hermes file to scan",
          path: inputs.joined(separator: ", ")))
    }
    // In place: `sorted` would copy every use, retaining each of its strings.
    order(&uses)
    order(&ignored)
    return ScanReport(
      bridge: contract.bridge, inputs: inputs, uses: uses,
      // Counted from the uses as they finally stand: a use placed in another file keeps its own.
      assertedGuards: uses.count(where: \.asserted),
      ignored: ignored, checkedIDs: checked.sorted(),
      hermes: hermes.sorted { $0.file.precedesInByteOrder($1.file) },
      manifests: collector.manifests, files: files, contents: contents,
      filesNotReached: read.notReached,
      missingPackages: read.missingPackages, diagnostics: diagnostics.sortedForOutput())
  }

  /// A dependency whose package a contract module names, but that no scanned file imports: it is
  /// bundled only if something imports it, so it is not a use (CONTENT-ANALYSIS.md).
  private static func unimportedModuleDependencies(
    _ manifests: [PackageManifest], uses: [Use], matcher: NameMatcher
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for manifest in manifests {
      for dependency in manifest.dependencies {
        let modules = matcher.modules(imported: Array(dependency.name.utf8))
        guard !modules.isEmpty else { continue }
        let imported = uses.contains { use in
          use.name == dependency.name || use.name.hasPrefix(dependency.name + "/")
        }
        guard !imported else { continue }
        let names = modules.map { String($0.id.dropFirst("module:".count)) }.joined(separator: ", ")
        diagnostics.append(
          Diagnostic(
            .warning, "unimported-dependency",
            "'\(dependency.name)' is a dependency, but no scanned file imports it: it is bundled only if something does, so its native module \(names) is not counted as needed",
            at: manifest.span(of: dependency)))
      }
    }
    return diagnostics
  }

  struct FileResult: Sendable {
    var file: String
    var scan = FileScan()
    var hermesVersion: Int?
    /// The bytes read, when the options keep them.
    var contents: [UInt8]?
  }

  private static func scanFile(
    _ input: InputFile, matcher: NameMatcher, options: ScanOptions, packages: PackageReach
  ) -> FileResult {
    switch SourceFile.read(
      path: input.path, displayPath: input.displayPath, maxBytes: options.maxFileBytes,
      requireUTF8: false)
    {
    case .success(let source):
      var result = analyze(
        source, dialect: SyntaxDialect(path: input.path), matcher: matcher, packages: packages)
      if options.keepsContents { result.contents = source.bytes }
      return result
    case .failure(let diagnostic):
      var result = FileResult(file: input.displayPath)
      result.scan.diagnostics = [diagnostic]
      return result
    }
  }

  /// A JavaScript file scanned again with the values other files give its imports: from the
  /// bytes the first scan kept, so that a lock's digest covers what was checked, or read again.
  private static func rescanFile(
    _ input: InputFile, kept: [UInt8]?, linked: FileScan.Linked, matcher: NameMatcher,
    options: ScanOptions, packages: PackageReach
  ) -> FileScan {
    let source: SourceFile
    if let kept {
      source = SourceFile(path: input.displayPath, bytes: kept)
    } else {
      switch SourceFile.read(
        path: input.path, displayPath: input.displayPath, maxBytes: options.maxFileBytes,
        requireUTF8: true)
      {
      case .success(let read): source = read
      case .failure(let diagnostic): return FileScan(diagnostics: [diagnostic])
      }
    }
    return FileScanner.scan(
      source, dialect: SyntaxDialect(path: input.path), matcher: matcher, linked: linked,
      packages: packages)
  }

  /// One file's bytes, already read: Hermes bytecode by its magic, otherwise JavaScript or
  /// TypeScript that must be UTF-8.
  private static func analyze(
    _ source: SourceFile, dialect: SyntaxDialect, matcher: NameMatcher,
    packages: PackageReach? = nil
  ) -> FileResult {
    var result = FileResult(file: source.path)
    if HermesReader.isHermes(source.bytes) {
      do {
        let bundle = try HermesReader.read(source.bytes)
        result.hermesVersion = bundle.version
        result.scan.uses = hermesUses(bundle, file: source.path, matcher: matcher)
      } catch {
        result.scan.diagnostics = [
          .fatal(
            "invalid-hermes", "not a readable Hermes bundle: \(error.field): \(error.message)",
            path: source.path)
        ]
      }
      return result
    }
    if let offset = source.firstInvalidUTF8Offset {
      result.scan.diagnostics = [
        .fatal(
          "invalid-utf8", "file is not valid UTF-8 (nor Hermes bytecode)",
          at: Span(file: source, start: offset, length: 1))
      ]
      return result
    }
    result.scan = FileScanner.scan(source, dialect: dialect, matcher: matcher, packages: packages)
    return result
  }

  /// What single files' scans ask of installed packages, kept across them (the fuzz targets
  /// scan one path a million times).
  private static let singleFilePackages = PackageReach()

  /// Scans one file already in memory, as a file of that path would be scanned: its uses and
  /// what could not be read. The fuzz targets drive the parser, the guard analysis and the Hermes
  /// reader through it.
  public static func scan(file source: SourceFile, contract: Contract) -> (
    uses: [Use], diagnostics: [Diagnostic]
  ) {
    let result = analyze(
      source, dialect: SyntaxDialect(path: source.path), matcher: NameMatcher(contract: contract),
      packages: singleFilePackages)
    // One file, read by no other: what it holds back for its readers stands where it is.
    let scan = result.scan.reinstated()
    var uses = scan.uses
    order(&uses)
    return (uses, scan.diagnostics.sortedForOutput())
  }

  /// Every string of a Hermes table is a candidate use; bytecode has no positions and no guards.
  private static func hermesUses(_ bundle: HermesReader.Bundle, file: String, matcher: NameMatcher)
    -> [Use]
  {
    var uses: [Use] = []
    for string in bundle.strings {
      let value = Array(string.utf8)
      let targets = matcher.targets(value)
      var ids: [String?] = []
      if !targets.isEmpty {
        let used =
          targets.contains { $0.kind != .capability }
          ? targets.filter { $0.kind != .capability } : targets
        ids = used.map(\.id)
      } else if matcher.isUnderPrefix(value) {
        ids = [nil]
      }
      for id in ids {
        uses.append(
          Use(
            id: id, name: string, dynamic: false, file: file, line: nil, column: nil, offset: nil,
            guards: [], asserted: false))
      }
    }
    return uses
  }

  /// Sorts uses for output (`useOrder`), each once: the names of one send written twice (the
  /// two branches of `send(done ? { kind: K.finish, scope } : { kind: K.update, scope })`) are
  /// one use of `scope` there, as the send is one.
  static func order(_ uses: inout [Use]) {
    // (A use no call reaches is dropped where its file's uses are gathered: `FileScan.report`.)
    assert(!uses.contains { $0.guards.contains(FlagParameters.unreachable) })
    // How each came to stand where it does is linking's, done: two the output cannot tell apart
    // are one.
    for index in uses.indices {
      uses[index].standsInFunctionValue = false
      uses[index].standsAtCall = false
    }
    uses.sort(by: useOrder)
    var kept = 0
    for index in uses.indices where kept == 0 || uses[index] != uses[kept - 1] {
      uses.swapAt(kept, index)
      kept += 1
    }
    uses.removeSubrange(kept...)
  }

  /// File, then position; uses without a position (Hermes) after all others.
  /// (Field by field, copying no string: a sort makes some thirty comparisons a use.)
  static func useOrder(_ lhs: Use, _ rhs: Use) -> Bool {
    if (lhs.line == nil) != (rhs.line == nil) { return rhs.line == nil }
    if lhs.file != rhs.file { return lhs.file.precedesInByteOrder(rhs.file) }
    if lhs.line != rhs.line { return lhs.line ?? 0 < rhs.line ?? 0 }
    if lhs.column != rhs.column { return lhs.column ?? 0 < rhs.column ?? 0 }
    let (leftID, rightID) = (lhs.id ?? "", rhs.id ?? "")
    if leftID != rightID { return leftID.precedesInByteOrder(rightID) }
    if lhs.name != rhs.name { return lhs.name.precedesInByteOrder(rhs.name) }
    if lhs.candidates != rhs.candidates {
      return lhs.candidates.lexicographicallyPrecedes(rhs.candidates) {
        $0.precedesInByteOrder($1)
      }
    }
    if lhs.via != rhs.via { return lhs.via.lexicographicallyPrecedes(rhs.via) }
    if lhs.guardedAt != rhs.guardedAt {
      return lhs.guardedAt.lexicographicallyPrecedes(rhs.guardedAt)
    }
    // One place reached along chains with different guards: by its guards, so that the order
    // never rests on the order files were read in.
    return lhs.guards.lexicographicallyPrecedes(rhs.guards) { $0.precedesInByteOrder($1) }
  }
}
