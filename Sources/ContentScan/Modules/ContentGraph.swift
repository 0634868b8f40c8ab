import BridgeDiagnostics
import Foundation

/// Which files a scan reads (CONTENT-ANALYSIS.md, "What is read: the bundle, not the folder").
///
/// A folder input inside a package (a `package.json` in it or above it, within the repository)
/// is read as Metro bundles it: from the package's entries along every import, `require` and
/// `import()`, into other folders and into `node_modules`; the other files of the folder (tests,
/// stories, scripts) are counted, not read. A folder outside any package, a file and an export
/// are read whole; so is everything under `--all-files`.
enum ContentGraph {
  struct Outcome {
    /// The files read, in the order read, with their results.
    var files: [InputFile] = []
    var results: [ContentScanner.FileResult] = []
    /// Source files of graph inputs that no entry reaches.
    var notReached = 0
    var missingPackages: [String] = []
    var diagnostics: [Diagnostic] = []
    /// The resolver the walk used, with what it learnt of the file system, for what follows.
    var resolver: ModuleResolver?
    /// The file each literal specifier of each file read names, as the walk resolved it.
    var resolved: [String: [String: FileIdentity]] = [:]
    /// The files read other than only along a literal edge: entries, files read whole, and those
    /// a dynamic request, a `require.context` or a package read whole may load. Only the others
    /// load where their edges say (`LoadGuards`).
    var roots = Set<FileIdentity>()
  }

  /// Reads `collected` (the inputs' files as the walk found them) with `scan`, which reads a
  /// batch of files at once.
  static func read(
    _ collected: [InputFile], inputs: [String], options: ScanOptions,
    scan: ([InputFile]) -> [ContentScanner.FileResult]
  ) -> Outcome {
    var outcome = Outcome()
    var whole: [InputFile] = []
    var byInput: [String: [InputFile]] = [:]
    for file in collected { byInput[file.input, default: []].append(file) }
    let resolver = ModuleResolver(platform: options.platform)
    outcome.resolver = resolver
    var graphs: [(root: String, files: [InputFile])] = []
    for input in inputs {
      let files = byInput.removeValue(forKey: input) ?? []
      // An unreadable package.json is an error of its own (the manifest reader's); its files
      // are read whole.
      if !options.allFiles, let root = packageRoot(of: input), resolver.manifest(in: root) != nil {
        graphs.append((root, files))
      } else {
        whole += files
      }
    }
    var walk = Walk(maxBytes: options.maxFileBytes)
    walk.read(whole, scan: scan, into: &outcome)
    outcome.roots.formUnion(whole.compactMap { FileIdentity(path: $0.path) })
    var missing = Set<String>()
    var undeclared: [String: [(span: Span?, path: String)]] = [:]
    for (root, files) in graphs {
      read(
        root: root, sources: files, options: options, resolver: resolver, scan: scan,
        into: &outcome, walk: &walk, missing: &missing, undeclared: &undeclared)
    }
    // One warning a name, at its first import: a dependency the project does not declare is
    // often imported from many files.
    for (name, places) in undeclared.sorted(by: { $0.key < $1.key }) {
      let first = places.min { ($0.path, $0.span?.start ?? 0) < ($1.path, $1.span?.start ?? 0) }!
      let others = places.count > 1 ? " (imported \(places.count) times; the first here)" : ""
      outcome.diagnostics.append(
        Diagnostic(
          .warning, "unresolved-import",
          "'\(name)' is neither installed nor a dependency of any package.json above the files importing it, and may be an alias\(others); every file of their packages is read in case it is bundled",
          at: first.span, path: first.path))
    }
    outcome.notReached = graphs.reduce(0) { count, graph in
      count + graph.files.count { !walk.hasRead($0) }
    }
    outcome.missingPackages = missing.sorted()
    outcome.diagnostics += resolver.unreadable
    return outcome
  }

  /// The nearest folder at or above `input` that holds `package.json`, without leaving the
  /// repository (the first folder holding `.git`); `nil` for a file, an export folder or a
  /// folder in no package.
  static func packageRoot(of input: String) -> String? {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue,
      !manager.fileExists(atPath: (input as NSString).appendingPathComponent("metadata.json"))
    else { return nil }
    var folder = input.hasPrefix("/") ? lexicallyStandardized(input) : absolute(input)
    var given = input
    while given.count > 1, given.hasSuffix("/") { given.removeLast() }
    while true {
      if manager.fileExists(atPath: (folder as NSString).appendingPathComponent("package.json")) {
        // The input itself keeps its spelling, so that paths below it read as given.
        return folder
          == (input.hasPrefix("/") ? lexicallyStandardized(input) : absolute(input))
          ? given : relativeIfInside(folder)
      }
      let parent = parentFolder(of: folder)
      if manager.fileExists(atPath: (folder as NSString).appendingPathComponent(".git"))
        || parent == folder || parent.isEmpty
      {
        return nil
      }
      folder = parent
    }
  }

  private static func absolute(_ path: String) -> String {
    lexicallyStandardized(
      (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path))
  }

  /// `path` relative to the working directory when inside it (`..` otherwise kept absolute).
  static func relativeIfInside(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath
    if path == current { return "." }
    if path.hasPrefix(current + "/") { return String(path.dropFirst(current.count + 1)) }
    return path
  }

  /// What has been read, with each file's module requests, and whose edges were followed: a
  /// file is read once however many inputs reach it (`scan src index.ts`, two folders of one
  /// package), and a file read as an input of its own still leads its package's graph on.
  private struct Walk {
    private var requests: [FileIdentity: [FileScan.Request]] = [:]
    private var followed = Set<FileIdentity>()
    /// The files a warning about a request points into, read again for it (nil: no longer
    /// readable): a request keeps only offsets, and few files have such warnings.
    private var texts: [String: SourceFile?] = [:]
    let maxBytes: Int

    init(maxBytes: Int) { self.maxBytes = maxBytes }

    /// Where `request` of `file` stands, for a warning there; nil when the file can no longer
    /// be read (the warning then names the file alone).
    mutating func span(of request: FileScan.Request, in file: InputFile) -> Span? {
      if texts[file.path] == nil {
        let read = SourceFile.read(
          path: file.path, displayPath: file.displayPath, maxBytes: maxBytes, requireUTF8: false)
        texts[file.path] = .some(try? read.get())
      }
      return texts[file.path]!.map { request.span(in: $0) }
    }

    func hasRead(_ file: InputFile) -> Bool {
      FileIdentity(path: file.path).map { requests[$0] != nil } ?? false
    }

    /// Reads those of `files` not read yet.
    mutating func read(
      _ files: [InputFile], scan: ([InputFile]) -> [ContentScanner.FileResult],
      into outcome: inout Outcome
    ) {
      var unread: [InputFile] = []
      var identities = Set<FileIdentity>()
      for file in files {
        guard let identity = FileIdentity(path: file.path), requests[identity] == nil,
          identities.insert(identity).inserted
        else { continue }
        unread.append(file)
      }
      guard !unread.isEmpty else { return }
      for (file, scanned) in zip(unread, scan(unread)) {
        let result = file.isPackageFile ? opaque(scanned) : scanned
        outcome.files.append(file)
        if let identity = FileIdentity(path: file.path) {
          requests[identity] = result.scan.requests
        }
        outcome.results.append(result)
      }
    }

    /// The requests of a file read, the first time they are asked for; `nil` after.
    mutating func follow(_ file: InputFile) -> [FileScan.Request]? {
      guard let identity = FileIdentity(path: file.path), let found = requests[identity],
        followed.insert(identity).inserted
      else { return nil }
      return found
    }

    func isFollowed(_ path: String) -> Bool {
      FileIdentity(path: path).map { followed.contains($0) } ?? true
    }
  }

  private static func read(
    root: String, sources: [InputFile], options: ScanOptions, resolver: ModuleResolver,
    scan: ([InputFile]) -> [ContentScanner.FileResult], into outcome: inout Outcome,
    walk: inout Walk, missing: inout Set<String>,
    undeclared: inout [String: [(span: Span?, path: String)]]
  ) {
    var known: [FileIdentity: InputFile] = [:]
    for file in sources {
      if let identity = FileIdentity(path: file.path) { known[identity] = file }
    }
    let input = sources.first?.input ?? root
    var queue: [InputFile]
    if let entries = EntryPoints.find(root: root, sources: sources, resolver: resolver) {
      queue = entries.compactMap { path in
        FileIdentity(path: path).map { known[$0] ?? outside(path, input: input) }
      }
    } else {
      outcome.diagnostics.append(
        Diagnostic(
          .warning, "entry-not-found",
          "no entry of this package resolves (no 'main' naming a file that is there, no index file); every source file is read as an entry",
          path: (root as NSString).appendingPathComponent("package.json")))
      queue = sources
    }
    outcome.roots.formUnion(queue.compactMap { FileIdentity(path: $0.path) })
    // Packages read whole after an unresolved import in them.
    var readWhole = Set<String>()
    var reachedExcluded = Set<FileIdentity>()
    // Files a request may load other than along a literal edge are roots, read before or not.
    func asRoots(_ files: [InputFile]) -> [InputFile] {
      outcome.roots.formUnion(files.compactMap { FileIdentity(path: $0.path) })
      return files.filter { !walk.isFollowed($0.path) }
    }
    while !queue.isEmpty {
      walk.read(queue, scan: scan, into: &outcome)
      var next: [InputFile] = []
      // A request that may name a file of the project no path leads to: every file of its
      // package read in case it is bundled.
      func readPackage(around file: InputFile) {
        let package = packageFolder(of: file.path, resolver: resolver)
        if readWhole.insert(package).inserted {
          next += asRoots(sources.filter { $0.path.hasPrefix(package + "/") })
        }
      }
      for file in queue {
        for request in walk.follow(file) ?? [] {
          if let filter = request.context {
            next += asRoots(
              contextFiles(
                request, filter, from: file, sources: sources, options: options,
                walk: &walk, into: &outcome))
            continue
          }
          if request.isDynamic {
            // Every file the value may name is read: those under the literal prefix's folder, or
            // the whole package when the prefix names none.
            let folder = dynamicFolder(request.specifier, from: file.path)
            let readAll = folder ?? packageFolder(of: file.path, resolver: resolver)
            let call = request.kind.rawValue
            outcome.diagnostics.append(
              Diagnostic(
                .warning, "unresolved-dynamic-import",
                "'\(call)' of a value BridgeCheck cannot know; every file under '\(readAll)' is read in case it is bundled",
                at: walk.span(of: request, in: file), path: file.displayPath))
            if folder != nil || readWhole.insert(readAll).inserted {
              next += asRoots(sources.filter { path(of: $0.path, under: readAll) != nil })
            }
            continue
          }
          switch resolver.resolve(
            request.specifier, from: file.path, isRequire: request.kind == .require)
          {
          case .source(let path):
            guard let identity = FileIdentity(path: path) else { continue }
            outcome.resolved[file.path, default: [:]][request.specifier] = identity
            guard !walk.isFollowed(path) else { continue }
            if known[identity] == nil, let inside = Self.path(of: path, under: input),
              let pattern = options.excluded.first(where: { $0.matches(inside) }),
              reachedExcluded.insert(identity).inserted
            {
              // `--exclude` chooses entries; what the bundle holds is read all the same.
              outcome.diagnostics.append(
                Diagnostic(
                  .warning, "excluded-file-reached",
                  "'\(inside)' is excluded ('--exclude \(pattern)'), but this import puts it in the bundle, so it is read",
                  at: walk.span(of: request, in: file), path: file.displayPath))
            }
            next.append(known[identity] ?? outside(path, input: input))
          case .missingPackage(let name, let declared):
            // The contract's `module … from` speaks for a package that is not installed.
            missing.insert(name)
            // One no manifest depends on may be an alias nothing maps, naming the project's
            // own files: they are read too.
            if !declared {
              undeclared[name, default: []].append(
                (walk.span(of: request, in: file), file.displayPath))
              readPackage(around: file)
            }
          case .unresolved:
            outcome.diagnostics.append(
              Diagnostic(
                .warning, "unresolved-import",
                "'\(request.specifier)' names no file Metro would find; every file of its package is read in case it is bundled",
                at: walk.span(of: request, in: file), path: file.displayPath))
            readPackage(around: file)
          case .data, .empty, .providedPackage:
            continue
          }
        }
      }
      queue = next
    }
  }

  /// A package's file that cannot be read makes the package opaque, not the scan undecided: its
  /// fatal errors become warnings (`package-unreadable`), and the contract's `module … from`
  /// mapping speaks for what it would have looked up.
  private static func opaque(_ result: ContentScanner.FileResult) -> ContentScanner.FileResult {
    guard result.scan.diagnostics.contains(where: { $0.severity == .fatal }) else { return result }
    var opaque = result
    opaque.scan.diagnostics = result.scan.diagnostics.map { diagnostic in
      guard diagnostic.severity == .fatal else { return diagnostic }
      return Diagnostic(
        .warning, "package-unreadable",
        "a package's file BridgeCheck cannot read (\(diagnostic.message)); the package is read as opaque: its imports are not followed, and the contract's module mappings speak for it",
        at: diagnostic.span, path: diagnostic.path)
    }
    return opaque
  }

  /// The files a literal `require.context` matches among `sources`: those in its directory (or
  /// below it, when recursive) whose path from it, as `./path`, the pattern matches — every one
  /// when the pattern is outside the subset BridgeCheck evaluates, with a note saying so.
  private static func contextFiles(
    _ request: FileScan.Request, _ filter: FileScan.ContextFilter, from importer: InputFile,
    sources: [InputFile], options: ScanOptions, walk: inout Walk, into outcome: inout Outcome
  ) -> [InputFile] {
    let directory = request.specifier
    let relative = directory.hasPrefix(".") ? directory : "./" + directory
    let folder =
      directory.hasPrefix("/")
      ? directory : dynamicFolder(relative + "/", from: importer.path) ?? directory
    let pattern = ContextPattern(source: filter.pattern, flags: filter.flags)
    if pattern == nil {
      outcome.diagnostics.append(
        Diagnostic(
          .note, "require-context-pattern",
          "BridgeCheck does not evaluate this regular expression (/\(filter.pattern)/\(filter.flags)); every file under '\(folder)' is read as if it matched",
          at: walk.span(of: request, in: importer), path: importer.displayPath))
    }
    // A directory outside what was collected (the input is a subfolder) is listed on its own.
    var candidates = sources.filter { path(of: $0.path, under: folder) != nil }
    if candidates.isEmpty {
      var collector = InputCollector(options: options)
      collector.collect([folder], found: { _ in })
      candidates = collector.files
    }
    return candidates.filter { file in
      guard let path = path(of: file.path, under: folder) else { return false }
      guard filter.recursive || !path.contains("/") else { return false }
      return pattern?.test("./" + path) ?? true
    }
  }

  /// `path` from `folder` when it is below it, however each is spelled (relative to the working
  /// directory or absolute, with `.` or not).
  private static func path(of path: String, under folder: String) -> String? {
    let base = path.hasPrefix("/") ? lexicallyStandardized(path) : absolute(path)
    var root = folder.hasPrefix("/") ? lexicallyStandardized(folder) : absolute(folder)
    if !root.hasSuffix("/") { root += "/" }
    return base.hasPrefix(root) ? String(base.dropFirst(root.count)) : nil
  }

  /// The folder a dynamic request's literal prefix names (`./screens/` of `./screens/${x}`, from
  /// `src/app.ts`: `src/screens`; `./scr` names `src`), or nil when it is not relative.
  static func dynamicFolder(_ prefix: String, from importer: String) -> String? {
    guard prefix.hasPrefix("./") || prefix.hasPrefix("../") else { return nil }
    let base = parentFolder(of: importer)
    var components = base.split(separator: "/").map(String.init).filter { $0 != "." }
    // The prefix's last component may be partial (`./scr`): only its folders count.
    for component in prefix.split(separator: "/", omittingEmptySubsequences: false).dropLast() {
      switch component {
      case ".", "": continue
      case "..":
        if let last = components.last, last != "..", !last.isEmpty {
          components.removeLast()
        } else {
          components.append("..")
        }
      default: components.append(String(component))
      }
    }
    let joined = components.joined(separator: "/")
    return base.hasPrefix("/") ? "/" + joined : joined.isEmpty ? "." : joined
  }

  /// The folder of the package `file` belongs to: the nearest above it holding `package.json`.
  private static func packageFolder(of file: String, resolver: ModuleResolver) -> String {
    var folder = parentFolder(of: file)
    while resolver.manifest(in: folder) == nil {
      let parent = parentFolder(of: folder)
      if parent == folder || parent.isEmpty { return parentFolder(of: file) }
      folder = parent
    }
    return folder
  }

  /// A file reached outside the named input: named relative to the working directory.
  private static func outside(_ path: String, input: String) -> InputFile {
    let absolute =
      path.hasPrefix("/")
      ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    let shown = relativeIfInside(lexicallyStandardized(absolute))
    return InputFile(path: path, displayPath: shown, input: input)
  }
}
