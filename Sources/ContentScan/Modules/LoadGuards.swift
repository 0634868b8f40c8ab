import BridgeDiagnostics

/// The guards under which each module of the bundle is first loaded (CONTENT-ANALYSIS.md, "Where
/// it holds": top-level code takes the guards of every edge that can first load its module).
///
/// A module's code runs only once it is loaded, and a capability a release announces stays
/// announced for the life of the process: every use standing in a module holds what held where
/// the module was loaded. That is, over every edge that reaches it, what held in the file the
/// edge leaves — its own load guards, and the checks around a `require` or `import()`
/// (`FileScan.Request.guards`; a static `import` has none of its own) — and in common to all of
/// them. A root (an entry, a file read whole, one a dynamic request, a `require.context` or a
/// package read whole may load) is loaded under none.
enum LoadGuards {
  /// The uses of `scans` with what their modules are loaded under added to their guards, each
  /// such use naming in `via` the `require` or `import()` that loads its module behind a check.
  /// `resolved` is what the module graph resolved (by file path and specifier); the rest is
  /// asked of `resolver`.
  static func apply(
    to scans: inout [FileScan], files: [InputFile], roots: Set<FileIdentity>,
    resolved: [String: [String: FileIdentity]], resolver: ModuleResolver
  ) {
    // Nothing is loaded behind a check: nothing to add (and no import to resolve).
    guard scans.contains(where: { $0.requests.contains { !$0.guards.isEmpty } }) else { return }
    var indexByIdentity: [FileIdentity: Int] = [:]
    var isRoot = [Bool](repeating: false, count: files.count)
    for (index, file) in files.enumerated() {
      guard let identity = FileIdentity(path: file.path) else {
        isRoot[index] = true
        continue
      }
      if indexByIdentity[identity] == nil { indexByIdentity[identity] = index }
      isRoot[index] = roots.contains(identity)
    }
    // Every literal edge, by the file it reaches.
    var edges = [[(reader: Int, request: FileScan.Request)]](repeating: [], count: files.count)
    for (reader, scan) in scans.enumerated() {
      for request in scan.requests where !request.isDynamic && request.context == nil {
        var target = resolved[files[reader].path]?[request.specifier]
        if target == nil,
          case .source(let path) = resolver.resolve(
            request.specifier, from: files[reader].path, isRequire: request.kind == .require)
        {
          target = FileIdentity(path: path)
        }
        if let target, let index = indexByIdentity[target] {
          edges[index].append((reader, request))
        }
      }
    }
    // `nil` until some edge from a file loaded under known guards reaches it; each pass can
    // only narrow a set, so the passes end.
    var loaded = [Set<String>?](repeating: nil, count: files.count)
    for index in files.indices where isRoot[index] || edges[index].isEmpty { loaded[index] = [] }
    var changed = true
    while changed {
      changed = false
      for index in files.indices where !isRoot[index] && loaded[index] != [] {
        var common: Set<String>?
        for (reader, request) in edges[index] {
          guard let readerGuards = loaded[reader] else { continue }
          let held = readerGuards.union(request.guards)
          common = common.map { $0.intersection(held) } ?? held
        }
        if let common, common != loaded[index] {
          loaded[index] = common
          changed = true
        }
      }
    }
    // Where each module guarded so is loaded behind a check: its own guarded edge, or, through
    // static imports, that of a file guarded so that imports it.
    var loadedAt = [Use.Origin??](repeating: nil, count: files.count)
    func origin(of index: Int, visiting: inout Set<Int>) -> Use.Origin? {
      if let known = loadedAt[index] { return known }
      guard visiting.insert(index).inserted else { return nil }
      var found: Use.Origin?
      if let edge = edges[index].first(where: { !$0.request.guards.isEmpty }) {
        found = edge.request.place
      } else {
        for (reader, _) in edges[index] where loaded[reader].map({ !$0.isEmpty }) ?? false {
          if let through = origin(of: reader, visiting: &visiting) {
            found = through
            break
          }
        }
      }
      loadedAt[index] = .some(found)
      return found
    }
    for index in files.indices {
      // A module on a cycle no root reaches is never loaded; nothing is lent to it either.
      guard let guards = loaded[index], !guards.isEmpty else { continue }
      var visiting = Set<Int>()
      let via = origin(of: index, visiting: &visiting)
      scans[index].uses = scans[index].uses.map { $0.guarded(by: guards, loadedAt: via) }
    }
  }
}
