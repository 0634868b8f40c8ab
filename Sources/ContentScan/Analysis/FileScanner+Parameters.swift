/// Arguments that run under the checks of the functions they are given to (`GuardedParameters`),
/// for `FileScanner.analyze`.
extension FileScanner {
  /// The regions where arguments given to guarded parameters run, at this file's calls whose
  /// arguments hold a use: of its own functions, summarized here, and of imported ones, as the
  /// files exporting them summarized them (`linked.parameterGuards`) — or, not yet asked, noted
  /// in `result.guardCandidates` for the bundle to ask. Arguments that stand for a check of a
  /// parameter are added to `checkArguments`.
  static func parameterRegions(
    hits: [Found], functions: LocalFunctions?, importReads: [(token: Int, local: String)],
    tree: TokenTree, scopes: ScopeTree, checks: [Int: [String]], calls: CheckCalls,
    linked: FileScan.Linked, checkArguments: inout Set<Int>, into result: inout FileScan
  ) -> [GuardRegion] {
    // What a use may stand at: one of the file's own, a read of one of its functions (whose
    // uses stand there), a read of an imported function the bundle found holds uses.
    var places = hits.filter(leavesContent).map(\.token)
    places += functions?.allReferences ?? []
    places += importReads.map(\.token)
    places.sort()
    func holdsUse(_ range: Range<Int>) -> Bool {
      let first = places.firstIndex(notBelow: range.lowerBound) { $0 }
      return first < places.count && places[first] < range.upperBound
    }
    var summaries: [Int32: GuardedParameters] = [:]
    var summarized = Set<Int32>()
    for reference in scopes.references where reference.binding >= 0 {
      guard let extent = GuardedParameters.argumentsExtent(tree, callee: Int(reference.token))
      else { continue }
      guard holdsUse(extent) else { continue }
      let binding = scopes.bindings[Int(reference.binding)]
      switch binding.kind {
      case .import where binding.scope == 0:
        if let given = linked.parameterGuards[binding.name] {
          if !given.guards.isEmpty { summaries[reference.binding] = given }
        } else {
          result.guardCandidates.insert(binding.name)
        }
      case .function, .const:
        guard summarized.insert(reference.binding).inserted,
          let body = LocalFunctions.body(of: binding, tree)
        else { continue }
        let summary = GuardedParameters(
          function: body, tree: tree, scopes: scopes, checks: checks, calls: calls)
        if !summary.guards.isEmpty { summaries[reference.binding] = summary }
      default:
        continue
      }
    }
    guard !summaries.isEmpty else { return [] }
    var starts: [Int: Int] = [:]
    for found in hits where found.start != found.token { starts[found.token] = found.start }
    return GuardedParameters.regions(
      at: summaries, tree: tree, scopes: scopes, checks: checks, starts: starts,
      checkArguments: &checkArguments)
  }

  /// What the exported functions `exports` guard of their arguments, as other files ask: an
  /// empty summary for one that guards nothing, or is no function.
  static func summarize(
    _ exports: Set<String>, tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface,
    checks: [Int: [String]], calls: CheckCalls, into result: inout FileScan
  ) {
    for name in exports {
      var summary = GuardedParameters()
      if let binding = interface.binding(exported: name, in: scopes),
        let body = LocalFunctions.body(of: scopes.bindings[Int(binding)], tree)
      {
        summary = GuardedParameters(
          function: body, tree: tree, scopes: scopes, checks: checks, calls: calls)
      }
      result.parameterGuards[name] = summary
    }
  }

  /// Whether the hit leaves the content (a send, a lookup): what a use stands for.
  static func leavesContent(_ found: Found) -> Bool {
    switch found.hit {
    case .named(let targets): targets.contains { role(of: $0) != .handles }
    case .imported, .undeclared, .dynamic, .unknown, .unknownLookup, .undeclaredSent: true
    }
  }
}
