/// Functions whose result is a check (CONTENT-ANALYSIS.md, "Where it holds": function summaries —
/// a function or hook whose result is a check): `canArchive() { return caps[C] !== undefined }`,
/// `const useCanArchive = () => names.includes(C)`. A call of one is that check where it is
/// tested (`if (canArchive())`, `const can = useCanArchive(); if (can)`), in its file or in a
/// file importing it (through re-exports too): the call's callee is a check of what the
/// function's result proves when truthy (`CheckCalls.resultChecks`), as a literal naming it is.
/// An `async` function's result is a promise, truthy whatever it resolves to: only a call
/// awaited where it is tested (`if (await canArchive())`) is a check. A zustand store's hook
/// given a selector (`useBridgeStore(selectCanArchive)`, `useBridgeStore((s) => C in
/// s.capabilities)`) gives what the selector returns of the store's state: that check too; so
/// does React Redux's `useSelector` (`SelectorHooks`), given a selector `createSelector` made
/// too. A hook returning it first beside a setter (jotai's `useAtom`: `const [canArchive] =
/// useAtom(canArchiveAtom)`) makes each read of that `const` the check, as a state's is. A
/// method is read as a function is (`CheckResults+Methods`: `caps.canArchive()`), and a
/// function given a name proves what its result proves for that name (`NamedChecks`:
/// `canPerform("task.archive")`).
enum CheckResults {
  /// What a function's result proves when truthy, and whether it is `async`; given one of the
  /// names it compares a parameter with, what `named` says (`NamedChecks`).
  struct Result: Sendable, Equatable {
    let ids: [String]
    let isAsync: Bool
    var named: NamedChecks.Proofs? = nil
    /// What its result proves when falsy, where that is all it proves (`isLegacyShell() {
    /// return !hasCapability(C) }`): a call of it is a negated check (`GuardAnalysis.NegatedRead`).
    var lacks: [String] = []
    /// A class's getter (`get canArchive() { … }`): read, not called (`bridge.canArchive`).
    var isRead = false
  }

  /// The file's calls of functions whose result is a check — its own, and the imports of such
  /// functions of other files (`imported`, by local name) — by callee token, with the ids each
  /// proves; and of its own, those it exports, by export name. `checks` are the file's literal
  /// checks by token, `names` its names read on their own (`GuardAnalysis.nameReads`);
  /// `hooks` the file's bindings of hooks given a selector: zustand stores
  /// (`StoreActions.bindings`) and React Redux's (`SelectorHooks.bindings`); `pairs` those of
  /// hooks returning the selected value first in an array (`SelectorHooks.pairHooks`);
  /// `queries` those of TanStack Query's query hooks, whose `data` is what their options'
  /// `select` returns.
  /// `written`: the file's exports some file writes into (a method written over is no longer
  /// the one written here). `checkReads`: the file's reads of checks a value holds and of
  /// modules' bindings (`GuardAnalysis.CheckRead`). `constants`: the reads of constants naming
  /// one name, by first token, asked where a function compares a parameter with names
  /// (`NamedChecks`); `tables` the file's tables of what each kind needs (`KindTables`).
  static func find(
    tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface, checks: [Int: [String]],
    names: [Int: Int], calls: CheckCalls, imported: [String: Result], hooks: Set<Int32> = [],
    pairs: Set<Int32> = [], queries: [Int32] = [], written: Set<String> = [],
    checkReads: [Int: GuardAnalysis.CheckRead] = [:],
    constants: () -> [Int: (end: Int, name: String)] = { [:] },
    tables: [Int32: [KindTables.Entry]] = [:]
  ) -> (
    calls: [Int: [String]], negated: [Int: GuardAnalysis.NegatedRead], exports: [String: Result]
  ) {
    var constantReads: [Int: (end: Int, name: String)]?
    func constantNames() -> [Int: (end: Int, name: String)] {
      if let constantReads { return constantReads }
      let found = constants()
      constantReads = found
      return found
    }
    /// What the call whose callee is at `callee`, of a function whose result is `result`,
    /// proves where tested: `nil` for nothing. A promise is a check's result only awaited, where
    /// nothing more is read of it; given a name, what it proves for that name (`NamedChecks`).
    func given(_ result: Result, callee: Int) -> [String]? {
      let paren = callee + 1
      if result.isAsync {
        let after = tree.kind(tree.partner(paren) + 1)
        guard
          tree.isWord(callee - 1, "await")
            || tree.isWord(callee - 3, "await")
              && tree.kind(callee - 1) == .dot,
          ![.dot, .optionalChain, .leftBracket, .leftParen].contains(after)
        else { return nil }
      }
      var ids = result.ids
      if let named = result.named,
        let name = NamedChecks.name(
          givenAt: named.slot, paren: paren, tree: tree, constants: constantNames())
      {
        ids = named.ids(for: name)
      }
      return ids.isEmpty ? nil : ids
    }
    let hooks = hooks.union(pairs)
    var results: [Int32: Result] = [:]
    let sorted = checks.keys.sorted()
    /// Whether `range` holds a check.
    func holdsCheck(_ range: Range<Int>) -> Bool {
      let first = sorted.firstIndex(notBelow: range.lowerBound) { $0 }
      return first < sorted.count && sorted[first] < range.upperBound
    }
    /// What a call of the function whose parameters and body are `body` is where tested, when it
    /// is a check: what it returns holds a check, or is `true` (returned where a test holds),
    /// and is never an element, an object, a list or a function, truthy whatever they hold (a
    /// component is no check).
    func result(ofFunction body: Range<Int>) -> Result? {
      guard holdsCheck(body),
        let parameters = GuardedParameters.parameterList(tree, body),
        let returned = tree.resultExpressions(body, parameters: parameters),
        returned.expressions.contains(where: {
          holdsCheck($0) || $0.count == 1 && tree.isWord($0.lowerBound, "true")
        }),
        !returned.expressions.contains(where: { isObjectValue($0, tree) })
      else { return nil }
      let proved = calls.resultChecks(
        ofFunction: body, checks: checks, names: names, checkReads: checkReads, scopes)
      let named = NamedChecks.proofs(
        ofFunction: body, tree: tree, scopes: scopes, checks: checks, names: names,
        checkReads: checkReads, constants: constantNames(), calls: calls, tables: tables)
      let lacks = proved.whenTrue.isEmpty && named == nil ? proved.whenFalse.sorted() : []
      guard !proved.whenTrue.isEmpty || named != nil || !lacks.isEmpty else { return nil }
      return Result(
        ids: proved.whenTrue.sorted(), isAsync: tree.isAsyncFunction(body), named: named,
        lacks: lacks)
    }
    if !sorted.isEmpty {
      // Only a function called here, or exported, is asked: a component rendered is not.
      var called: Set<Int32>?
      let exported = Set(
        interface.exports.values.compactMap { if case .local(let name) = $0 { name } else { nil } })
      // A selector a hook is given is called by it.
      let selectors = Set(
        selectorArguments(of: hooks, tree: tree, scopes: scopes).compactMap { call in
          call.argument.count == 1
            ? scopes.bindingIndex(at: Int32(call.argument.lowerBound)) : nil
        })
      func isCalledOrExported(_ index: Int, _ binding: ScopeTree.Binding) -> Bool {
        if binding.scope == 0, exported.contains(binding.name) { return true }
        if selectors.contains(Int32(index)) { return true }
        if called == nil {
          called = Set(
            scopes.references.lazy.filter {
              $0.binding >= 0 && tree.kind(Int($0.token) + 1) == .leftParen
            }.map(\.binding))
        }
        return called!.contains(Int32(index))
      }
      let selectorMakers = SelectorHooks.selectorMakers.bindings(
        scopes: scopes, interface: interface)
      let atomMakers = SelectorHooks.atomMakers.bindings(scopes: scopes, interface: interface)
      for (index, binding) in scopes.bindings.enumerated() {
        guard binding.kind != .import,
          let body = LocalFunctions.body(of: binding, tree)
            ?? SelectorHooks.combiner(
              of: binding, makers: selectorMakers, atoms: atomMakers, tree: tree, scopes: scopes),
          holdsCheck(body), isCalledOrExported(index, binding),
          let result = result(ofFunction: body)
        else { continue }
        results[Int32(index)] = result
      }
    }
    // Methods whose result is a check (`caps.canArchive()`), of the file's objects or imported.
    let methods =
      sorted.isEmpty && !imported.keys.contains(where: { $0.contains(".") })
      ? (calls: [:], exports: [:])
      : methodResults(
        tree: tree, scopes: scopes, interface: interface, calls: calls, imported: imported,
        written: written, holdsCheck: holdsCheck, result: result(ofFunction:))
    if !imported.isEmpty {
      for (index, binding) in scopes.bindings.enumerated()
      where binding.kind == .import && binding.scope == 0 {
        if let result = imported[binding.name] { results[Int32(index)] = result }
      }
    }
    var found: [Int: [String]] = [:]
    if !hooks.isEmpty {
      found = selected(
        by: hooks, results: results, tree: tree, scopes: scopes, checks: checks, names: names,
        calls: calls)
      for (callee, ids) in found {
        guard let hook = scopes.bindingIndex(at: Int32(callee)), pairs.contains(hook) else {
          continue
        }
        // The array is no check (truthy whatever it holds); its first element is.
        found[callee] = nil
        for read in firstElementReads(ofCallAt: callee, tree: tree, scopes: scopes) {
          found[read] = ids
        }
      }
    }
    // A query whose `select` is a check: its `data`, destructured, is that check.
    for (callee, ids) in selectingQueries(
      queries, tree: tree, scopes: scopes, checks: checks, names: names, calls: calls)
    {
      for read in dataReads(ofCallAt: callee, tree: tree, scopes: scopes) { found[read] = ids }
    }
    // (A negated one's calls read whole: `if (isLegacyShell()) return;`, by their first token.)
    var negated: [Int: GuardAnalysis.NegatedRead] = [:]
    func negate(_ result: Result, callee: Int, from start: Int) {
      guard !result.lacks.isEmpty, !result.isAsync else { return }
      negated[start] = GuardAnalysis.NegatedRead(
        end: result.isRead ? callee : tree.partner(callee + 1), ids: Set(result.lacks))
    }
    for (callee, result) in methods.calls where checks[callee] == nil {
      if let ids = given(result, callee: callee) {
        found[callee] = ids
      } else {
        negate(result, callee: callee, from: callee - 2)
      }
    }
    guard !results.isEmpty else { return (found, negated, methods.exports) }
    var exports = methods.exports
    // (In binding order: a name declared twice gives its first.)
    let own = results.keys.sorted().filter {
      scopes.bindings[Int($0)].scope == 0 && scopes.bindings[Int($0)].kind != .import
    }
    for (name, export) in interface.exports {
      guard case .local(let local) = export,
        let binding = own.first(where: { scopes.bindings[Int($0)].name == local })
      else { continue }
      exports[name] = results[binding]
    }
    for reference in scopes.references where reference.binding >= 0 {
      guard let result = results[reference.binding] else { continue }
      let callee = Int(reference.token)
      let paren = callee + 1
      guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner > paren,
        checks[callee] == nil
      else { continue }
      if let ids = given(result, callee: callee) {
        found[callee] = ids
      } else {
        negate(result, callee: callee, from: callee)
      }
    }
    return (found, negated, exports)
  }

  /// The calls of the hooks `hooks` given one selector whose result is a check — a function of
  /// `results` or one written there — by callee, with what it proves.
  private static func selected(
    by hooks: Set<Int32>, results: [Int32: Result], tree: TokenTree, scopes: ScopeTree,
    checks: [Int: [String]], names: [Int: Int], calls: CheckCalls
  ) -> [Int: [String]] {
    var found: [Int: [String]] = [:]
    for (callee, selector) in selectorArguments(of: hooks, tree: tree, scopes: scopes) {
      if selector.count == 1, let binding = scopes.bindingIndex(at: Int32(selector.lowerBound)),
        let result = results[binding], !result.isAsync, !result.ids.isEmpty
      {
        found[callee] = result.ids
      } else if let function = LocalFunctions.functionValue(tree, at: selector.lowerBound),
        function.upperBound == selector.upperBound, !tree.isAsyncFunction(function),
        checks.keys.contains(where: { function.contains($0) })
      {
        let ids = calls.resultChecks(ofFunction: function, checks: checks, names: names, scopes)
          .whenTrue
        if !ids.isEmpty { found[callee] = ids.sorted() }
      } else if let ids = made(
        selector, tree: tree, scopes: scopes, checks: checks, names: names,
        calls: calls), !ids.isEmpty
      {
        found[callee] = ids
      }
    }
    return found
  }

  /// What a selector made for a name proves (`selectHas(C)` of `const selectHas = (c) => (s) =>
  /// c in s.capabilities`, the file's or imported): the names its call is given where the
  /// function it hands back proves them (`CheckCalls.handedBackProof`).
  private static func made(
    _ selector: Range<Int>, tree: TokenTree, scopes: ScopeTree, checks: [Int: [String]],
    names: [Int: Int], calls: CheckCalls
  ) -> [String]? {
    let callee = selector.lowerBound
    let paren = callee + 1
    guard tree.kind(callee) == .identifier, tree.kind(paren) == .leftParen,
      tree.partner(paren) == selector.upperBound - 1,
      let binding = scopes.bindingIndex(at: Int32(callee))
    else { return nil }
    let declared = scopes.bindings[Int(binding)]
    let proof: CheckCalls.Proof
    if declared.kind == .import, declared.scope == 0 {
      proof = calls.importedProof(CheckCalls.handedBackName(declared.name), paren: paren)
    } else if let function = LocalFunctions.body(of: declared, tree) {
      proof = calls.handedBackProof(ofFunction: function, scopes)
    } else {
      return nil
    }
    guard case (.arguments(let slots, whenTruthy: true), let spared) = proof.spared else {
      return nil
    }
    let arguments = tree.commaSegments(paren + 1..<selector.upperBound - 1)
    var ids = Set<String>()
    for slot in slots where slot < arguments.count {
      // A name given: what it names (`selectHas(C)`, `selectHas(CAPS.archive)`).
      let argument = arguments[slot]
      guard let last = argument.last, names[last] == argument.lowerBound,
        let named = checks[last]
      else { continue }
      ids.formUnion(named)
    }
    // A list or map of the content's own given beside the name that names it too
    // (`makeSelectIn([C], C)`) holds it whatever the release provides.
    for (slot, argument) in arguments.enumerated() where !slots.contains(slot) {
      for token in argument { ids.subtract(checks[token] ?? []) }
    }
    return ids.subtracting(spared).sorted()
  }

  /// The reads of the `const` the first element of what the call at `callee` returns is bound
  /// to (`const [canArchive, setCanArchive] = useAtom(a)`: each read of `canArchive`).
  private static func firstElementReads(ofCallAt callee: Int, tree: TokenTree, scopes: ScopeTree)
    -> [Int]
  {
    let close = callee - 2
    guard close > 0, tree.isWordOperator(callee - 1, "="), tree.kind(close) == .rightBracket,
      case let open = tree.partner(close), open >= 1, tree.kind(open) == .leftBracket,
      tree.isWord(open - 1, "const"), tree.kind(open + 1) == .identifier,
      open + 2 == close || tree.kind(open + 2) == .comma,
      tree.endsDeclarator(at: tree.partner(callee + 1) + 1),
      let binding = scopes.bindingIndex(at: Int32(open + 1))
    else { return [] }
    return scopes.references.compactMap {
      $0.binding == binding && Int($0.token) != open + 1 ? Int($0.token) : nil
    }
  }

  /// The calls of the query hooks `queries` whose options' `select` (a function written there)
  /// is a check, by callee, with what it proves where its result is truthy (`useQuery({
  /// queryKey, queryFn, select: (snapshot) => snapshot.capabilities.includes(C) })`).
  private static func selectingQueries(
    _ queries: [Int32], tree: TokenTree, scopes: ScopeTree, checks: [Int: [String]],
    names: [Int: Int], calls: CheckCalls
  ) -> [(callee: Int, ids: [String])] {
    var found: [(callee: Int, ids: [String])] = []
    for (callee, options) in selectorArguments(of: Set(queries), tree: tree, scopes: scopes)
    where tree.kind(options.lowerBound) == .objectStart {
      guard
        let select = GuardedParameters.members(ofObject: options.lowerBound, tree)[".select"],
        let function = LocalFunctions.functionValue(tree, at: select.lowerBound),
        function.upperBound == select.upperBound, !tree.isAsyncFunction(function),
        checks.keys.contains(where: { function.contains($0) })
      else { continue }
      let ids = calls.resultChecks(ofFunction: function, checks: checks, names: names, scopes)
        .whenTrue
      if !ids.isEmpty { found.append((callee, ids.sorted())) }
    }
    return found
  }

  /// The reads of the `data` a call's result is destructured into (`const { data } = …`,
  /// `const { data: canArchive } = …`).
  private static func dataReads(ofCallAt callee: Int, tree: TokenTree, scopes: ScopeTree)
    -> [Int]
  {
    let close = callee - 2
    guard close > 0, tree.isWordOperator(callee - 1, "="), tree.tokens[close].partner >= 0,
      case let open = tree.partner(close),
      tree.kind(open) == .objectStart || tree.kind(open) == .leftBrace,
      tree.isWord(open - 1, "const"), tree.endsDeclarator(at: tree.partner(callee + 1) + 1)
    else { return [] }
    for property in tree.commaSegments(open + 1..<close)
    where tree.isWord(property.lowerBound, "data") {
      let name =
        property.count == 1
        ? property.lowerBound
        : property.count == 3 && tree.kind(property.lowerBound + 1) == .colon
          ? property.lowerBound + 2 : nil
      guard let name, tree.kind(name) == .identifier,
        let binding = scopes.bindingIndex(at: Int32(name))
      else { return [] }
      return scopes.references.compactMap {
        $0.binding == binding && Int($0.token) != name ? Int($0.token) : nil
      }
    }
    return []
  }

  /// The first argument of each call of the hooks `hooks`, by callee.
  private static func selectorArguments(
    of hooks: Set<Int32>, tree: TokenTree, scopes: ScopeTree
  ) -> [(callee: Int, argument: Range<Int>)] {
    guard !hooks.isEmpty else { return [] }
    return scopes.references.compactMap { reference in
      guard hooks.contains(reference.binding) else { return nil }
      let paren = Int(reference.token) + 1
      guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner > paren,
        let argument = tree.commaSegments(paren + 1..<tree.partner(paren)).first,
        !argument.isEmpty
      else { return nil }
      return (paren - 1, argument)
    }
  }

  /// Whether the value `range` is an element, an object, a list or a function, whole, in
  /// parentheses or not: truthy whatever it holds.
  private static func isObjectValue(_ range: Range<Int>, _ tree: TokenTree) -> Bool {
    let inner = tree.unparenthesized(range)
    guard !inner.isEmpty else { return false }
    let (first, last) = (inner.lowerBound, inner.upperBound - 1)
    switch tree.kind(first) {
    case .jsxElementStart, .objectStart, .leftBracket:
      return tree.tokens[first].partner >= 0 && tree.partner(first) == last
    default:
      return LocalFunctions.functionValue(tree, at: first)?.upperBound == last + 1
    }
  }
}
