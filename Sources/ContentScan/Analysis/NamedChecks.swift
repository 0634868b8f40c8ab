/// Check functions given a name: what a call's result proves depends on the name it is given
/// (CONTENT-ANALYSIS.md, "Where it holds": function summaries, instantiated per call). In
///
///     function canPerform(kind: Kind): boolean {
///       switch (kind) {
///         case "task.archive": return hasCapability("tempo.task-archive");
///         default: return true;
///       }
///     }
///     if (canPerform("task.archive")) perform(archiveTask(id));
///
/// the call given "task.archive" is a check of tempo.task-archive; given another name, of
/// nothing. The function's parameter is compared with names as a wrapper's is
/// (`NameConditions`): `kind === K` (an early exit, an `if`, `&&` and `||`, a conditional
/// returned: `kind === K ? has(C) : true`), the clauses of `switch (kind)`, and a table of what
/// each kind needs looked up for it (`KindTables`: `const need = REQUIRED[kind]; return !need
/// || has(need)`). For each name compared, the call proves what every return that may be
/// truthy for that name proves: a return where a comparison fails for the name (`kind ===
/// "task.create"` holding, or `kind !== K`) is not one of them.
///
/// Read for the first parameter named plainly and never written that the function compares, of
/// a function that is not `async`; a call gives a name where its argument there is a literal
/// or a constant's read naming one (`canPerform(Kind.Archive)`). A call given anything else, or
/// a name not compared, proves what the function's result proves whatever it is given
/// (`CheckResults`).
enum NamedChecks {
  /// What a function's truthy result proves for each name its parameter at `slot` is compared
  /// with, and for any other name (ids, sorted).
  struct Proofs: Sendable, Equatable {
    let slot: Int
    let byName: [String: [String]]
    let others: [String]

    /// What a call given `name` proves.
    func ids(for name: String) -> [String] { byName[name] ?? others }
  }

  /// The proofs of the function whose parameters and body are `function`, when it compares a
  /// parameter with names and some name makes its result a check; `nil` otherwise. `checks` are
  /// the file's literal checks by token, `names` its names read on their own
  /// (`GuardAnalysis.nameReads`), `checkReads` its reads of checks a value holds and of modules'
  /// bindings (`GuardAnalysis.CheckRead`), `constants` the reads of constants naming one name
  /// by first token, `tables` the file's tables of what each kind needs.
  static func proofs(
    ofFunction function: Range<Int>, tree: TokenTree, scopes: ScopeTree, checks: [Int: [String]],
    names: [Int: Int], checkReads: [Int: GuardAnalysis.CheckRead],
    constants: [Int: (end: Int, name: String)], calls: CheckCalls,
    tables: [Int32: [KindTables.Entry]]
  ) -> Proofs? {
    guard !tree.isAsyncFunction(function),
      let parameters = GuardedParameters.parameterList(tree, function),
      let returned = tree.resultExpressions(function, parameters: parameters),
      !returned.expressions.isEmpty
    else { return nil }
    for (index, binding) in scopes.bindings.enumerated()
    where binding.kind == .parameter && parameters.contains(Int(binding.token)) {
      guard
        let slot = GuardedParameters.slot(of: Int(binding.token), in: parameters, tree),
        slot.hasPrefix("#"), let position = Int(slot.dropFirst()),
        !GuardedParameters.isWritten(Int32(index), tree: tree, scopes: scopes)
      else { continue }
      let compared = comparisons(
        of: Int32(index), slot: slot, in: function, tree: tree, scopes: scopes,
        constants: constants, tables: tables)
      guard !compared.isEmpty else { continue }
      var literalChecks = checks.filter { function.contains($0.key) }
      let tableReads = GuardedParameters.tableReads(
        requirements: compared.requirements, lookups: compared.lookups, in: function, tree: tree,
        scopes: scopes, checks: &literalChecks)
      var analysis = GuardAnalysis(
        tree: tree, literalChecks: literalChecks, scopes: { scopes }, calls: calls,
        checkReads: checkReads, nameReads: names.filter { function.contains($0.key) },
        comparisons: compared.operators, comparisonsGuard: true, tableReads: tableReads)
      analysis.run()
      // What holds in each `switch`'s clauses, and after it: the names whose clause never
      // leaves it are not there, and each that leaves it has what held as its clause left.
      let regions =
        analysis.regions
        + compared.switches.flatMap { clauseRegions($0, tree: tree, constants: constants) }
        + NameConditions.switchRegions(
          compared.switches, tree: tree, names: constants, regions: analysis.regions)
      let held = regions.guards(at: returned.expressions.map(\.lowerBound)).map(\.guards)
      // What each value returned proves where it is truthy (left out where it never is).
      var values: [Set<String>] = []
      for (range, held) in zip(returned.expressions, held) {
        for (branch, facts) in branches(range, &analysis, tree) {
          if let whenTrue = CheckCalls.returnedValue(
            branch, held: held.union(facts), &analysis, tree
          ).whenTrue {
            values.append(whenTrue)
          }
        }
      }
      // What a call given `name` proves: what every value that may be truthy for it does.
      func proved(for name: String) -> [String] {
        var proved: Set<String>?
        for value in values where !NameConditions.rulesOut(value, name: name) {
          // (Placeholders and flags begin with a control character: no element's id does.)
          let ids = NameConditions.resolved(value, for: name).filter {
            $0.utf8.first.map { $0 > 8 } ?? false
          }
          proved = proved?.intersection(ids) ?? ids
        }
        return (proved ?? []).sorted()
      }
      var byName: [String: [String]] = [:]
      for name in values.reduce(into: Set(), { $0.formUnion(NameConditions.comparedNames($1)) }) {
        byName[name] = proved(for: name)
      }
      let others = proved(for: NameConditions.uncompared)
      guard !others.isEmpty || byName.values.contains(where: { !$0.isEmpty }) else { return nil }
      return Proofs(slot: position, byName: byName, others: others)
    }
    return nil
  }

  /// The name the call whose `(` is at `paren` gives at `slot`: a literal, or a constant's read
  /// naming one (`constants`, by first token).
  static func name(
    givenAt slot: Int, paren: Int, tree: TokenTree, constants: [Int: (end: Int, name: String)]
  ) -> String? {
    guard tree.tokens[paren].partner > paren else { return nil }
    let arguments = tree.commaSegments(paren + 1..<tree.partner(paren))
    guard slot < arguments.count,
      case .name(let name) = NameConditions.label(arguments[slot], tree, constants)
    else { return nil }
    return name
  }

  /// How a function compares its parameter with names: its comparisons by operator (their
  /// placeholders), its `switch` statements on it, and its tables' lookups for it.
  private struct Compared {
    var operators: [Int: String] = [:]
    var switches: [NameConditions.SwitchSubject] = []
    var requirements: [KindTables.Requirement] = []
    var lookups: [KindTables.Lookup] = []

    var isEmpty: Bool {
      operators.isEmpty && switches.isEmpty && requirements.isEmpty && lookups.isEmpty
    }
  }

  /// How `function` compares the parameter `binding` (slot `slot`) itself with names.
  private static func comparisons(
    of binding: Int32, slot: String, in function: Range<Int>, tree: TokenTree, scopes: ScopeTree,
    constants: [Int: (end: Int, name: String)], tables: [Int32: [KindTables.Entry]]
  ) -> Compared {
    var compared = Compared()
    for reference in scopes.references
    where reference.binding == binding && function.contains(Int(reference.token)) {
      let token = Int(reference.token)
      if let lookup = KindTables.lookup(
        keyRead: token, slot: slot, tables: tables, tree: tree, scopes: scopes)
      {
        guard lookup.path.isEmpty else { continue }
        if let requirement = KindTables.requirement(of: lookup, tree: tree, scopes: scopes) {
          compared.requirements.append(requirement)
        } else {
          compared.lookups.append(lookup)
        }
      } else if let comparison = GuardedParameters.comparison(
        tree, read: token, slot: slot, names: constants)
      {
        if comparison.path.isEmpty {
          compared.operators[comparison.operatorIndex] = comparison.term
        }
      } else if let subject = GuardedParameters.switchSubject(tree, read: token, slot: slot),
        subject.path.isEmpty
      {
        compared.switches.append(subject)
      }
    }
    return compared
  }

  /// The values the return `range` may give, with what holds where each is given: a
  /// conditional whose test is a comparison with a name gives each branch where the comparison
  /// holds or fails (`kind === K ? has(C) : true`).
  private static func branches(
    _ range: Range<Int>, _ analysis: inout GuardAnalysis, _ tree: TokenTree
  ) -> [(range: Range<Int>, facts: Set<String>)] {
    guard !range.isEmpty,
      case .conditional(let test, let consequent, let alternate, _) = ExpressionParser.parse(
        range, in: tree),
      let comparison = analysis.exactComparison(test)
    else { return [(range, [])] }
    let whenTrue = branches(consequent.range, &analysis, tree).map {
      ($0.range, $0.facts.union([comparison]))
    }
    let whenFalse = branches(alternate.range, &analysis, tree).map {
      ($0.range, $0.facts.union([NameConditions.negated(comparison)]))
    }
    return whenTrue + whenFalse
  }

  /// What holds of the name compared in the clauses of `subject`'s `switch`, and after it:
  ///
  /// - in a clause no other runs into, labelled by one name, that the parameter is that name;
  ///   labelled by several or `default`, that it is none of the other clauses' names;
  /// - after the `switch`, to the end of the block holding it, that it is none of the names
  ///   whose clause never leaves the `switch` (it ends in `return` or `throw`, and breaks
  ///   nowhere).
  ///
  /// Nothing where a label is no name a summary knows: the parameter may be that value.
  private static func clauseRegions(
    _ subject: NameConditions.SwitchSubject, tree: TokenTree,
    constants: [Int: (end: Int, name: String)]
  ) -> [GuardRegion] {
    let body = tree.partner(subject.paren) + 1
    guard tree.isSwitchBody(body), tree.tokens[body].partner > body else { return [] }
    let clauses = NameConditions.clauses(ofSwitchBody: body, tree: tree, names: constants)
    guard !clauses.contains(where: { $0.labels.contains(.unknown) }) else { return [] }
    func names(_ clause: NameConditions.Clause) -> [String] {
      clause.labels.compactMap { if case .name(let name) = $0 { name } else { nil } }
    }
    func comparison(_ name: String, equal: Bool) -> String? {
      NameConditions.comparison(slot: subject.slot, path: "", name: name, equal: equal)
    }
    let all = Set(clauses.flatMap(names))
    var regions: [GuardRegion] = []
    // The names whose clause (the first labelled by them) never leaves the `switch`.
    var staying = Set<String>()
    var seen = Set<String>()
    for clause in clauses where !clause.body.isEmpty {
      let own = names(clause)
      if !tree.isFallenInto(clause: clause.keyword, level: body) {
        let facts: Set<String>
        if own.count == 1, clause.labels.count == 1 {
          facts = Set([comparison(own[0], equal: true)].compactMap { $0 })
        } else {
          facts = Set(all.subtracting(own).compactMap { comparison($0, equal: false) })
        }
        if !facts.isEmpty {
          regions.append(GuardRegion(range: clause.body, guards: facts, asserted: false))
        }
      }
      if !clause.labels.contains(.default), neverLeaves(clause.body, switchBody: body, tree) {
        staying.formUnion(own.filter { !seen.contains($0) })
      }
      seen.formUnion(own)
    }
    let keyword = subject.paren - 1
    let block = tree.enclosingOpener(keyword)
    // A statement of the block of its own, so that what follows it is reached only through it.
    guard !staying.isEmpty, block >= 0, tree.tokens[block].partner > block,
      tree.statementStart(containing: keyword, levelStart: block + 1) == keyword,
      !tree.isControlledBody(keyword)
    else { return regions }
    regions.append(
      GuardRegion(
        range: tree.partner(body) + 1..<tree.partner(block),
        guards: Set(staying.compactMap { comparison($0, equal: false) }), asserted: false))
    return regions
  }

  /// Whether the clause `clause` of the `switch` whose body opens at `switchBody` never runs
  /// out of it: its last statement returns or throws (`TokenTree.alwaysExits`), and no `break`
  /// in it leaves the `switch` (a labelled one may).
  private static func neverLeaves(_ clause: Range<Int>, switchBody: Int, _ tree: TokenTree)
    -> Bool
  {
    let final = tree.statementStart(
      containing: tree.previousSibling(clause.upperBound), levelStart: clause.lowerBound)
    guard !tree.isControlledBody(final), tree.alwaysExits(final..<clause.upperBound),
      NameConditions.breaks(in: clause, of: switchBody, tree).isEmpty
    else { return false }
    return !clause.contains { tree.isWord($0, "break") && tree.kind($0 + 1) == .identifier }
  }
}
