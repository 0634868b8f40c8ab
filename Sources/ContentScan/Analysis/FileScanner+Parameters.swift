/// Arguments that run under the checks of the functions they are given to (`GuardedParameters`),
/// for `FileScanner.analyze`.
extension FileScanner {
  /// The regions where arguments given to guarded parameters run, at this file's calls whose
  /// arguments hold a use: of its own functions, summarized here, and of imported ones, as the
  /// files exporting them summarized them (`linked.parameterGuards`) — or, not yet asked, noted
  /// in `result.guardCandidates` for the bundle to ask. Arguments that stand for a check of a
  /// parameter are added to `checkArguments`; what an argument given to a flag proves, the
  /// file's `analysis` says. `pressables` are the file's imports of React Native's pressables,
  /// `tables` its tables of what each kind needs (`KindTables`), `sends` the callees of its calls
  /// that send (`SendPlaces.sends`).
  static func parameterRegions(
    hits: [Found], functions: LocalFunctions?, importReads: [ImportedRead],
    tree: TokenTree, scopes: ScopeTree, checks: [Int: [String]], calls: CheckCalls,
    linked: FileScan.Linked, analysis: inout GuardAnalysis,
    pressables: @escaping () -> Set<Int32>, tables: [Int32: [KindTables.Entry]], sends: [Int],
    checkArguments: inout Set<Int>, into result: inout FileScan
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
    // By callee: a function's name, or a method's (`gates.when(…)`).
    var called: [Int: GuardedParameters] = [:]
    var byBinding: [Int32: GuardedParameters] = [:]
    var byBody: [Int: GuardedParameters] = [:]
    var objects: ObjectMethods?
    let names = constantNames(hits)
    func summary(of body: Range<Int>) -> GuardedParameters {
      if let known = byBody[body.lowerBound] { return known }
      let summary = GuardedParameters(
        function: body, tree: tree, scopes: scopes, checks: checks, names: names, calls: calls,
        pressables: pressables, tables: tables)
      byBody[body.lowerBound] = summary
      return summary
    }
    /// What the bundle says the imported function `local` guards, or nil until it is asked.
    func imported(_ local: String) -> GuardedParameters? {
      guard let given = linked.parameterGuards[local] else {
        result.guardCandidates.insert(local)
        return nil
      }
      return given
    }
    /// What a function another hands back guards (`const { when } = useGates()`, `gates.when`
    /// of `const gates = useGates()`): nil until the bundle says, for an imported one.
    func guards(handedBack held: CheckCalls.HeldCallee) -> GuardedParameters? {
      let holder = scopes.bindings[Int(held.holder)]
      if holder.kind == .import {
        guard holder.scope == 0 else { return nil }
        return imported(CheckCalls.heldName(holder.name, held.member))
      }
      if objects == nil { objects = ObjectMethods(tree: tree, scopes: scopes) }
      return LocalFunctions.body(of: holder, tree)
        .flatMap { objects!.function(held.member, returnedBy: $0) }.map(summary(of:))
    }
    var handedBack: [Int32: GuardedParameters] = [:]
    for reference in scopes.references where reference.binding >= 0 {
      let read = Int(reference.token)
      let binding = scopes.bindings[Int(reference.binding)]
      // A curried call (`withCapability(C)(Row)`): what the function the first call hands back
      // guards of the second call's arguments, keyed by the first call's `)`.
      if tree.kind(read + 1) == .leftParen, tree.tokens[read + 1].partner > read + 1,
        case let close = tree.partner(read + 1),
        let extent = GuardedParameters.argumentsExtent(tree, callee: close), holdsUse(extent)
      {
        switch binding.kind {
        case .import where binding.scope == 0:
          called[close] = imported(CheckCalls.handedBackName(binding.name))
        case .function, .const:
          if handedBack[reference.binding] == nil {
            handedBack[reference.binding] =
              LocalFunctions.calledBody(of: binding, tree).flatMap { body in
                GuardedParameters.handedBack(by: body, tree).map {
                  GuardedParameters(
                    function: $0, tree: tree, scopes: scopes, checks: checks, names: names,
                    calls: calls, pressables: pressables, tables: tables,
                    handing: GuardedParameters.parameterList(tree, body))
                }
              } ?? GuardedParameters()
          }
          called[close] = handedBack[reference.binding]
        default:
          break
        }
      }
      if let extent = GuardedParameters.argumentsExtent(tree, callee: read) {
        guard holdsUse(extent) else { continue }
        if let held = calls.heldCallee(read, scopes) {
          called[read] = guards(handedBack: held)
          continue
        }
        switch binding.kind {
        case .import where binding.scope == 0:
          called[read] = imported(binding.name)
        case .function, .const, .class:
          if byBinding[reference.binding] == nil {
            byBinding[reference.binding] =
              LocalFunctions.calledBody(of: binding, tree).map(summary(of:)) ?? GuardedParameters()
          }
          called[read] = byBinding[reference.binding]
        default:
          continue
        }
      } else if let name = tree.memberName(after: read),
        let extent = GuardedParameters.argumentsExtent(tree, callee: name), holdsUse(extent)
      {
        // A method of an object the file declares or imports, or a namespace's function.
        if let held = calls.heldCallee(name, scopes) {
          called[name] = guards(handedBack: held)
          continue
        }
        let member = tree.text(name)
        switch binding.kind {
        case .import where binding.scope == 0:
          called[name] = imported(CheckCalls.methodName(binding.name, member))
        case .const, .class:
          if objects == nil { objects = ObjectMethods(tree: tree, scopes: scopes) }
          called[name] = objects!.method(member, of: reference.binding).map(summary(of:))
        default:
          continue
        }
      }
    }
    called = called.filter { !$0.value.guards.isEmpty }
    guard !called.isEmpty else { return [] }
    var starts: [Int: Int] = [:]
    for found in hits where found.start != found.token { starts[found.token] = found.start }
    return GuardedParameters.regions(
      at: called, tree: tree, checks: checks, starts: starts, sends: sends,
      checkArguments: &checkArguments
    ) { argument in
      analysis.mayProve(argument) ? analysis.proved(byArgument: argument) : nil
    }
  }

  /// The callees `sends` (ascending) with the reads among `reads` that call an imported
  /// function that sends when called (`Linked.sending`): every call that sends as it is
  /// evaluated. A function an import hands back (`useActions().archive`) is called elsewhere,
  /// if at all.
  static func importedSends(
    _ reads: [ImportedRead], _ linked: FileScan.Linked, besides sends: [Int]
  ) -> [Int] {
    guard !linked.sending.isEmpty else { return sends }
    let imported = reads.compactMap { read in
      linked.sending.contains(read.local) && !CheckCalls.splitHeld(read.local).ofResult
        ? read.token : nil
    }
    return imported.isEmpty ? sends : (sends + imported).sorted()
  }

  /// What the exported functions `exports` (and methods of exported objects, `gates.when`)
  /// guard of their arguments, as other files ask: an empty summary for one that guards
  /// nothing, or is no function.
  static func summarize(
    _ exports: Set<String>, hits: [Found], tree: TokenTree, scopes: ScopeTree,
    interface: ModuleInterface, checks: [Int: [String]], calls: CheckCalls,
    pressables: @escaping () -> Set<Int32>, tables: [Int32: [KindTables.Entry]],
    into result: inout FileScan
  ) {
    var objects = ObjectMethods(tree: tree, scopes: scopes)
    let names = constantNames(hits)
    for name in exports {
      var summary = GuardedParameters()
      // A function, or a method of an exported object (`gates.when`); or what one hands back
      // (`withCapability()`, asked of a curried call).
      let handing = name.hasSuffix("()")
      let body = objects.function(
        exported: handing ? String(name.dropLast(2)) : name, interface: interface)
      if let body, !handing {
        summary = GuardedParameters(
          function: body, tree: tree, scopes: scopes, checks: checks, names: names, calls: calls,
          pressables: pressables, tables: tables)
      } else if let body, let function = GuardedParameters.handedBack(by: body, tree) {
        summary = GuardedParameters(
          function: function, tree: tree, scopes: scopes, checks: checks, names: names,
          calls: calls, pressables: pressables, tables: tables,
          handing: GuardedParameters.parameterList(tree, body))
      }
      result.parameterGuards[name] = summary
    }
  }

  /// The reads of constants naming one name (`Kind.Archive`), by their first token, with their
  /// last and the name: a summary compares them as a name written there (`NameConditions`).
  static func constantNames(_ hits: [Found]) -> [Int: (end: Int, name: String)] {
    var names: [Int: (end: Int, name: String)] = [:]
    for found in hits where found.isName && found.checkable && found.start < found.token {
      if let name = found.name { names[found.start] = (found.token, name) }
    }
    return names
  }

  /// Whether the hit leaves the content (a send, a lookup): what a use stands for.
  static func leavesContent(_ found: Found) -> Bool {
    switch found.hit {
    case .named(let targets): targets.contains { role(of: $0) != .handles }
    case .imported, .undeclared, .dynamic, .unknown, .unknownLookup, .undeclaredSent: true
    }
  }
}
