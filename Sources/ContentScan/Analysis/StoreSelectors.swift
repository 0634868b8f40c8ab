/// zustand's recipe for selectors made for every member of a store (its documentation's
/// `createSelectors`): a function given a store that adds to it, under `use`, a hook selecting
/// each member (`store.use.archive()` is `store((s) => s.archive)`), and returns that same store.
/// A store so given (`export const useTasks = createSelectors(useTasksBase)`) is the store again,
/// read as it is (`StoreActions`), and its `use.archive()` selects the action: the action runs
/// where what that call returns is read — not, as for a store passed to any other function,
/// wherever it is passed.
///
/// A function is taken for such a helper only where its body shows it: every read of its first
/// parameter — or of a `const` or `let` bound to it, `as` a type or not — is the value it
/// returns, a read or write of its `use` member, `Object.keys(store.getState())` (read at least
/// once: the members it makes hooks for), or a call of the store given a selector that calls
/// nothing, inside a function the helper makes (`() => store((s) => s[k])`); and it returns
/// nothing else. So no action of the store runs inside it, and what it returns is what it was
/// given.
enum StoreSelectors {
  /// Whether the file may hold such a helper: `Object.keys(store.getState())` written somewhere
  /// (found from the word's bytes; most files have none, and their functions are not read for
  /// it, nor their scopes built — a bundle's `getState` of something else among them).
  static func mayHold(_ tree: TokenTree) -> Bool {
    ByteSearch.offsets(of: "getState", in: tree.bytes).contains { offset in
      guard let token = tree.token(containing: offset) else { return false }
      return tree.kind(token) == .identifier && isStateKeys(token - 2, tree)
    }
  }

  /// The functions the file exports that are such helpers, by export name.
  static func exports(tree: TokenTree, scopes: () -> ScopeTree?, interface: ModuleInterface)
    -> Set<String>
  {
    guard !interface.exports.isEmpty, mayHold(tree), let scopes = scopes() else {
      return []
    }
    var found = Set<String>()
    for (name, export) in interface.exports {
      guard case .local(let local) = export,
        let binding = scopes.bindings.firstIndex(where: { $0.scope == 0 && $0.name == local }),
        let body = LocalFunctions.body(of: scopes.bindings[binding], tree),
        isHelper(body, tree: tree, scopes: scopes)
      else { continue }
      found.insert(name)
    }
    return found
  }

  /// The `const` the read of a store at `read` binds the store to again through such a helper
  /// (`const useTasks = createSelectors(read)`): a function of the file that is one, or an
  /// import the bundle says is one (`helpers`, by local name).
  static func alias(
    ofStoreReadAt read: Int, tree: TokenTree, scopes: ScopeTree, helpers: Set<String>
  ) -> Int32? {
    let callee = read - 2
    let declared = read - 4
    guard declared >= 0, tree.kind(read - 1) == .leftParen, tree.kind(read + 1) == .rightParen,
      tree.kind(callee) == .identifier, tree.isWordOperator(read - 3, "="),
      tree.endsDeclarator(at: read + 2),
      let alias = scopes.bindingIndex(at: Int32(declared)),
      case let bound = scopes.bindings[Int(alias)], bound.kind == .const,
      bound.token == Int32(declared),
      let helper = scopes.bindingIndex(at: Int32(callee))
    else { return nil }
    let function = scopes.bindings[Int(helper)]
    if function.kind == .import {
      guard function.scope == 0, helpers.contains(function.name) else { return nil }
    } else {
      guard let body = LocalFunctions.body(of: function, tree),
        isHelper(body, tree: tree, scopes: scopes)
      else { return nil }
    }
    return alias
  }

  /// Whether the function whose parameters and body are `function` is such a helper.
  static func isHelper(_ function: Range<Int>, tree: TokenTree, scopes: ScopeTree) -> Bool {
    guard let parameters = GuardedParameters.parameterList(tree, function),
      let first = tree.commaSegments(parameters).first, !first.isEmpty,
      tree.kind(first.lowerBound) == .identifier,
      let parameter = scopes.bindingIndex(at: Int32(first.lowerBound)),
      scopes.bindings[Int(parameter)].kind == .parameter
    else { return false }
    // The body's block.
    var open = parameters.upperBound
    if tree.kind(open) == .rightParen { open += 1 }
    if tree.kind(open) == .arrow { open += 1 }
    guard open < function.upperBound, tree.kind(open) == .leftBrace, tree.tokens[open].partner >= 0
    else { return false }
    let body = open + 1..<tree.partner(open)
    // The parameter, and the names bound to it.
    var store: Set<Int32> = [parameter]
    var reads: [Int] = []
    for reference in scopes.references where body.contains(Int(reference.token)) {
      guard store.contains(reference.binding) else { continue }
      let read = Int(reference.token)
      reads.append(read)
      if let alias = alias(at: read, tree: tree, scopes: scopes) { store.insert(alias) }
    }
    // What it returns, the store every time (`returnsStore` reads each `return` itself).
    guard returnsStore(function, body: body, store: store, tree: tree, scopes: scopes) else {
      return false
    }
    var keys = false
    for read in reads where !tree.isWord(read - 1, "return") {
      if isStateKeys(read, tree) {
        keys = true
        continue
      }
      guard
        isAliasInitializer(read, tree: tree, scopes: scopes) || isUseMember(read, tree)
          || isSelectorCall(read, in: function, tree)
      else { return false }
    }
    return keys
  }

  /// The binding of `ALIAS` where the read at `read` is `const ALIAS = NAME`.
  private static func alias(at read: Int, tree: TokenTree, scopes: ScopeTree) -> Int32? {
    guard isAliasInitializer(read, tree: tree, scopes: scopes) else { return nil }
    return scopes.bindingIndex(at: Int32(read - 2))
  }

  /// Whether the read at `read` is a `const` or `let` declarator's whole value: `const store =
  /// _store as WithSelectors<typeof _store>;` (the analysis reads no types).
  private static func isAliasInitializer(_ read: Int, tree: TokenTree, scopes: ScopeTree) -> Bool {
    guard tree.isWordOperator(read - 1, "="), tree.kind(read - 2) == .identifier,
      tree.isWord(read - 3, "const") || tree.isWord(read - 3, "let"),
      let declared = scopes.bindingIndex(at: Int32(read - 2)),
      scopes.bindings[Int(declared)].token == Int32(read - 2)
    else { return false }
    return tree.endsDeclarator(at: read + 1)
  }

  /// `store.use`, `(store.use as any)[k] = …`: the member the helper fills.
  private static func isUseMember(_ read: Int, _ tree: TokenTree) -> Bool {
    tree.kind(read + 1) == .dot && tree.isWord(read + 2, "use")
  }

  /// `Object.keys(store.getState())`: the state's names, no action called.
  private static func isStateKeys(_ read: Int, _ tree: TokenTree) -> Bool {
    tree.kind(read + 1) == .dot && tree.isWord(read + 2, "getState")
      && tree.kind(read + 3) == .leftParen && tree.kind(read + 4) == .rightParen
      && tree.kind(read + 5) == .rightParen && tree.kind(read - 1) == .leftParen
      && tree.isWord(read - 2, "keys") && tree.kind(read - 3) == .dot
      && tree.isWord(read - 4, "Object")
  }

  /// `store((s) => s[k])` inside a function the helper makes: a selector hook, given a
  /// function that calls nothing.
  private static func isSelectorCall(_ read: Int, in function: Range<Int>, _ tree: TokenTree)
    -> Bool
  {
    let paren = read + 1
    guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner > paren,
      tree.isInsideFunctionValue(read, of: function),
      let selector = LocalFunctions.functionValue(tree, at: paren + 1),
      selector.upperBound == tree.partner(paren)
    else { return false }
    // Its parameters and body, past the parameter list: no call.
    let close = GuardedParameters.parameterList(tree, selector)?.upperBound ?? selector.lowerBound
    return !(close + 1..<selector.upperBound).contains { tree.kind($0) == .leftParen }
  }

  /// Whether the function whose parameters and body are `function` returns, and every `return`
  /// of its own (in no function it makes) gives the store: `return store;`.
  private static func returnsStore(
    _ function: Range<Int>, body: Range<Int>, store: Set<Int32>, tree: TokenTree,
    scopes: ScopeTree
  ) -> Bool {
    var returns = 0
    for token in body where tree.isWord(token, "return") {
      // A function it makes returns what it will.
      if tree.isInsideFunctionValue(token, of: function) { continue }
      guard tree.kind(token + 1) == .identifier,
        let binding = scopes.bindingIndex(at: Int32(token + 1)), store.contains(binding),
        tree.kind(token + 2) == .semicolon || tree.kind(token + 2) == .rightBrace
      else { return false }
      returns += 1
    }
    return returns > 0
  }
}
