/// React's hooks, modelled (CONTENT-ANALYSIS.md, "React, modelled"), as `ConstantTable` reads
/// them: `useState`'s value and `useContext`'s — each the join of every value the code can give
/// it, kept only when that join holds checks alone.
extension ConstantTable {
  /// `const [v, setV] = useState(init)` (React, modelled): `v` is `init` (what a lazy
  /// initializer returns) joined with every argument its setter is called with
  /// (`Constant.joined`), as long as the setter is only called, with one argument that is not an
  /// updater function. The value holds checks only, as a context's does.
  mutating func readState(_ name: Int, marks: inout [Int]) -> Constant? {
    guard let state = Self.state(tree, name: name) else { return nil }
    let setter = state.setter.flatMap { scopes.bindingIndex(at: Int32($0)) }
    return trial(marks: &marks) { table, marks in
      let tree = table.tree
      func given(_ range: Range<Int>) -> Constant? {
        // An updater (`setV(v => !v)`) gives what the analysis does not follow.
        guard !range.isEmpty, tree.kind(range.lowerBound + 1) != .arrow,
          !tree.isWord(range.lowerBound, "function"),
          let (value, after) = table.readValue(at: range.lowerBound, marks: &marks),
          after == range.upperBound
        else { return nil }
        return value
      }
      guard var joined = state.initial.isEmpty ? Constant.falsy : given(state.initial) else {
        return nil
      }
      // A lazy initializer (`useState(() => has(C))`) gives what it returns.
      if case .returns(let initial) = joined { joined = initial }
      for reference in table.scopes.references where setter != nil && reference.binding == setter {
        let call = Int(reference.token) + 1
        guard tree.kind(call) == .leftParen, tree.tokens[call].partner >= 0,
          let value = given(call + 1..<tree.partner(call)), let both = joined.joined(with: value)
        else { return nil }
        joined = both
      }
      return joined.names.isEmpty && joined.modules.isEmpty ? joined : nil
    }
  }

  /// The state `name` is bound to, `const [name, setName] = useState(initial)` (`React.` or
  /// not): the range of its initial value (empty for none), and its setter's token.
  static func state(_ tree: TokenTree, name: Int) -> (initial: Range<Int>, setter: Int?)? {
    let open = tree.enclosingOpener(name)
    guard open > 0, tree.kind(open) == .leftBracket, tree.isWord(open - 1, "const"),
      name == open + 1, tree.tokens[open].partner >= 0
    else { return nil }
    let close = tree.partner(open)
    var hook = close + 2
    if tree.isWord(hook, "React"), tree.kind(hook + 1) == .dot { hook += 2 }
    guard tree.kind(close + 1) == .assign, tree.isWord(hook, "useState"),
      tree.kind(hook + 1) == .leftParen, tree.tokens[hook + 1].partner >= 0,
      tree.endsDeclarator(at: tree.partner(hook + 1) + 1)
    else { return nil }
    let setter =
      tree.kind(name + 1) == .comma && tree.kind(name + 2) == .identifier
        && (name + 3 == close || tree.kind(name + 3) == .comma)
      ? name + 2 : nil
    return (hook + 2..<tree.partner(hook + 1), setter)
  }

  /// The `createContext` call that `binding` is declared with (`const Ctx = createContext(D)`,
  /// `React.` or not): the callee's token.
  func contextCreation(_ binding: Int32) -> Int? {
    Self.contextCreation(declaring: scopes.bindings[Int(binding)], tree)
  }

  /// The `createContext` call that `declared` is declared with, if any.
  static func contextCreation(declaring declared: ScopeTree.Binding, _ tree: TokenTree) -> Int? {
    let name = Int(declared.token)
    var create = name + 2
    if tree.isWord(create, "React"), tree.kind(create + 1) == .dot { create += 2 }
    guard declared.kind == .const, tree.isWord(name - 1, "const"),
      tree.kind(name + 1) == .assign, tree.isWord(create, "createContext"),
      tree.kind(create + 1) == .leftParen, tree.tokens[create + 1].partner >= 0,
      tree.endsDeclarator(at: tree.partner(create + 1) + 1)
    else { return nil }
    return create
  }

  /// The names the file exports a context it creates under (`FileScan.contexts`).
  static func exportedContexts(
    _ tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface
  ) -> Set<String> {
    var found = Set<String>()
    for (name, export) in interface.exports {
      guard case .local(let local) = export,
        let declared = scopes.bindings.first(where: { $0.scope == 0 && $0.name == local }),
        contextCreation(declaring: declared, tree) != nil
      else { continue }
      found.insert(name)
    }
    return found
  }

  /// What `useContext(Ctx)` reads, for a context the file creates and keeps to itself
  /// (`const Ctx = createContext(D)`, not exported, or exported to files that only read it with
  /// `useContext` or provide it): `D`, every `<Ctx.Provider value={V}>` (or `<Ctx value={V}>`)
  /// and what the other files' providers give (`provided`) joined (`Constant.joined`) — as long
  /// as each other reference of `Ctx` is another `useContext(Ctx)` or sets its `displayName`.
  /// The value holds checks only: a name in it would stand for several readers at once.
  mutating func contextValue(_ reference: Int, marks: inout [Int]) -> Constant? {
    guard let binding = scopes.bindingIndex(at: Int32(reference)),
      readingContexts.insert(binding).inserted
    else { return nil }
    defer { readingContexts.remove(binding) }
    let name = scopes.bindings[Int(binding)].name
    let isPrivate = privateContexts.contains(name)
    guard let create = contextCreation(binding),
      isPrivate || !tree.isWord(Int(scopes.bindings[Int(binding)].token) - 2, "export")
    else { return nil }
    let (tree, close) = (self.tree, tree.partner(create + 1))
    return trial(marks: &marks) { table, marks in
      guard
        var joined =
          close == create + 2
          ? Constant.falsy
          : table.readWhole(create + 2..<close, marks: &marks),
        let given = table.providerValues(
          of: binding, marks: &marks,
          elsewhere: { token in
            let isRead =
              tree.isWord(token - 2, "useContext") && tree.kind(token - 1) == .leftParen
              && tree.kind(token + 1) == .rightParen
            let isNamed =
              tree.kind(token + 1) == .dot && tree.isWord(token + 2, "displayName")
              && tree.kind(token + 3) == .assign
            return isRead || isNamed || isPrivate && tree.isExportClause(token)
          })
      else { return nil }
      // (What other files' providers give, joined in their files: `FileScan.providedContexts`.)
      let elsewhere = isPrivate ? table.provided[name] : nil
      for value in given + (elsewhere.map { [$0] } ?? []) {
        guard let both = joined.joined(with: value) else { return nil }
        joined = both
      }
      return joined.names.isEmpty && joined.modules.isEmpty ? joined : nil
    }
  }

  /// What the file's providers of the context bound at `binding` give (`<Ctx.Provider
  /// value={V}>`, `<Ctx value={V}>`), where every other reference of it is one `elsewhere`
  /// allows; `nil` where a value is not read. For a context another file creates, that file
  /// joins them (`FileScan.providedContexts`).
  mutating func providerValues(
    of binding: Int32, marks: inout [Int], elsewhere: (Int) -> Bool = { _ in true }
  ) -> [Constant]? {
    let name = scopes.bindings[Int(binding)].name
    let provider = name + ".Provider"
    var values: [Constant] = []
    for other in scopes.references where other.binding == binding {
      let token = Int(other.token)
      if tree.kind(token) == .jsxName {
        guard tree.text(token) == provider || tree.text(token) == name,
          let range = GuardedParameters.arguments(tree, at: token)[".value"],
          let value = readWhole(range, marks: &marks)
        else { return nil }
        values.append(value)
      } else if !elsewhere(token) {
        return nil
      }
    }
    return values
  }

  /// The value written at `range`, whole.
  private mutating func readWhole(_ range: Range<Int>, marks: inout [Int]) -> Constant? {
    guard let (value, end) = readValue(at: range.lowerBound, marks: &marks),
      end == range.upperBound
    else { return nil }
    return value
  }
}
