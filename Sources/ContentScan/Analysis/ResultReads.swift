/// Where the members of what a call returns are read (CONTENT-ANALYSIS.md, "Where a use stands":
/// a function value's uses take the guards of every place it flows to). A function a hook hands
/// back in an object (`return { archive }`) runs where its caller calls it:
///
/// - `const { archive } = useTaskActions()` (or `{ archive: onArchive }`): each read of the name;
/// - `const actions = useTaskActions()`: each `actions.archive` (or `actions?.archive`), and
///   each other read of `actions` (passed on, spread, returned), which may call any member;
/// - `const [archive, state] = useArchive()`: each read of a name, as the member at its position
///   ("0"); `const result = useArchive()` then `result[0]`; `useArchive()[0]`;
/// - `useTaskActions().archive(id)`: that member;
/// - a call standing alone as a statement (`useTaskActions();`): nowhere;
/// - the result used any other way — returned, passed on, destructured with a rest or a
///   nested pattern, bound behind a type annotation — and the function read but not called
///   (passed on, aliased): there, for every member; a property of the function read
///   (`archiveTask.fulfilled`) is none of these.
enum ResultReads {
  /// A read of what a call returns: its token, and the member read there (`nil`: any of them
  /// but `except`, when it names one read elsewhere: `StartingHooks.spreadReads`).
  struct Read: Equatable {
    let token: Int
    let member: String?
    var except: String? = nil
    /// Whether the read runs the function though no call is written there (a query's
    /// `enabled` option).
    var runs = false
  }

  /// The reads of the members of what the call of the function named at `name` returns —
  /// `references` gives a binding's reads — in no particular order. The callee starts at
  /// `start` when it is a member (`useTaskStore.getState()`). Spread into the options of a call
  /// of one of `hooks`, it is read where the hook runs them (`StartingHooks.spreadReads`).
  static func reads(
    ofCallAt name: Int, from start: Int? = nil, tree: TokenTree, scopes: ScopeTree,
    hooks: StartingHooks = .none, references: (Int32) -> [Int]
  ) -> [Read] {
    let start = start ?? name
    let whole = [Read(token: name, member: nil)]
    let paren = name + 1
    guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner > paren else {
      // A property of the function read, not called nor passed on (a thunk's
      // `archiveTask.fulfilled`, `f.displayName`): it runs nothing. `call`, `apply` and `bind`
      // call it.
      if let member = tree.memberName(after: name), !tree.isWord(member, "call"),
        !tree.isWord(member, "apply"), !tree.isWord(member, "bind")
      {
        return []
      }
      return whole
    }
    let close = tree.partner(paren)
    if let member = tree.memberName(after: close) {
      return [Read(token: member, member: tree.text(member))]
    }
    if let index = position(after: close, tree) { return [index] }
    if let spread = hooks.spreadReads(
      ofCallAt: name, from: start, tree: tree, scopes: scopes, references: references)
    {
      return spread
    }
    // A call standing alone as a statement (`useQuery({ … });`): nothing reads its result.
    if start == 0 || tree.kind(start - 1) == .leftBrace
      || tree.isStatementBoundary(after: start - 1, before: start),
      tree.kind(close + 1) == .semicolon || tree.kind(close + 1) == .endOfFile
        || tree.kind(close + 1) == .rightBrace && tree.kind(tree.partner(close + 1)) == .leftBrace
        || tree.isStatementBoundary(after: close, before: close + 1)
    {
      return []
    }
    // The whole initializer of a declaration: `const NAME = f()`, `const { … } = f()`.
    guard start >= 3, tree.isWordOperator(start - 1, "="), tree.endsDeclarator(at: close + 1)
    else { return whole }
    let target = start - 2
    if let binding = declared(at: target, tree, scopes) {
      return references(binding).compactMap { read in
        guard !tree.isHookDependency(read) else { return nil }
        if let index = position(after: read, tree) { return index }
        guard let member = tree.memberName(after: read) else {
          return tree.kind(read + 1) == .assign ? nil : Read(token: read, member: nil)
        }
        return tree.kind(member + 1) == .assign
          ? nil : Read(token: member, member: tree.text(member))
      }
    }
    let open = tree.partner(target)
    guard open >= 1,
      tree.isWord(open - 1, "const") || tree.isWord(open - 1, "let")
        || tree.isWord(open - 1, "var")
    else { return whole }
    var found: [Read] = []
    if tree.kind(target) == .rightBracket, tree.kind(open) == .leftBracket {
      for (position, element) in tree.elements(open + 1..<target).enumerated()
      where !element.isEmpty {
        guard element.count == 1, let binding = declared(at: element.lowerBound, tree, scopes)
        else {
          // `...rest`, a nested pattern, a default: read there, whatever it holds.
          found += whole
          continue
        }
        for read in references(binding)
        where tree.kind(read + 1) != .assign && !tree.isHookDependency(read) {
          found.append(Read(token: read, member: String(position)))
        }
      }
      return found
    }
    guard tree.kind(target) == .rightBrace, tree.kind(open) == .objectStart else { return whole }
    for segment in tree.commaSegments(open + 1..<target) where !segment.isEmpty {
      let key = segment.lowerBound
      guard let member = tree.keyName(at: key) else {
        // `...rest`, `[computed]: x`: what it holds is not told apart here.
        found += whole
        continue
      }
      let local = tree.kind(key + 1) == .colon ? key + 2 : key
      guard let binding = declared(at: local, tree, scopes) else {
        // A nested pattern (`archive: { bind }`): it is read there.
        found.append(Read(token: key, member: member))
        continue
      }
      for read in references(binding)
      where tree.kind(read + 1) != .assign && !tree.isHookDependency(read) {
        found.append(Read(token: read, member: member))
      }
    }
    return found
  }

  /// What the binding declared at `token` holds of what a call returns, as `reads` follows it:
  /// the callee's token, and the member — `nil` for the whole result (`const NAME = f(…)`), the
  /// key of `const { key, key: NAME } = f(…)`, the position of `const [NAME, , NAME] = f(…)`
  /// (or `let`, `var`) — for a name with no default, in no nested pattern. A read of it may be a
  /// function the call hands back. `throughGetState`: a store's state read by its `getState`
  /// (`const { has } = useBridgeStore.getState()`) is its hook's call too, by the hook's token.
  static func heldResult(
    declaredAt token: Int, tree: TokenTree, throughGetState: Bool = false
  ) -> (callee: Int, member: String?)? {
    func isDeclaration(_ keyword: Int) -> Bool {
      tree.isWord(keyword, "const") || tree.isWord(keyword, "let") || tree.isWord(keyword, "var")
    }
    let equals: Int
    let member: String?
    // A declarator of its own (`const a = f(), b = g()`), not a pattern's default.
    let opener = tree.enclosingOpener(token)
    if tree.isWordOperator(token + 1, "="),
      isDeclaration(token - 1)
        || tree.kind(token - 1) == .comma && (opener < 0 || tree.kind(opener) == .leftBrace)
    {
      equals = token + 1
      member = nil
    } else {
      let entry = tree.kind(token - 1) == .colon ? token - 2 : token
      let open = tree.enclosingOpener(entry)
      guard open >= 1, tree.tokens[open].partner > open, isDeclaration(open - 1),
        tree.kind(token + 1) == .comma || token + 1 == tree.partner(open)
      else { return nil }
      switch tree.kind(open) {
      case .objectStart, .leftBrace:
        guard let key = tree.keyName(at: entry), tree.kind(entry - 1) == .comma || entry - 1 == open
        else { return nil }
        member = key
      case .leftBracket:
        guard entry == token,
          let position = tree.elements(open + 1..<tree.partner(open)).firstIndex(where: {
            $0 == token..<token + 1
          })
        else { return nil }
        member = String(position)
      default:
        return nil
      }
      equals = tree.partner(open) + 1
    }
    let callee = equals + 1
    var paren = callee + 1
    if throughGetState, tree.kind(paren) == .dot, tree.isWord(paren + 1, "getState"),
      tree.partner(paren + 2) == paren + 3
    {
      paren += 2
    }
    guard tree.isWordOperator(equals, "="), tree.kind(callee) == .identifier,
      tree.kind(paren) == .leftParen, tree.tokens[paren].partner > paren,
      tree.endsDeclarator(at: tree.partner(paren) + 1)
    else { return nil }
    return (callee, member)
  }

  /// The member a selector given to a store's hook reads whole: `(s) => s.archive`,
  /// `s => s.archive`, `(s: State) => s.archive` — what the hook's call returns then (`const
  /// archive = useTaskStore((s) => s.archive)`).
  static func selectedMember(_ segment: Range<Int>, _ tree: TokenTree) -> String? {
    var parameter = segment.lowerBound
    var arrow = parameter + 1
    if tree.kind(parameter) == .leftParen {
      parameter += 1
      let close = tree.partner(segment.lowerBound)
      guard close == parameter + 1 || tree.kind(parameter + 1) == .colon else { return nil }
      arrow = close + 1
    }
    guard tree.kind(parameter) == .identifier, tree.kind(arrow) == .arrow,
      tree.sameText(arrow + 1, parameter), tree.kind(arrow + 2) == .dot,
      tree.kind(arrow + 3) == .identifier, arrow + 4 == segment.upperBound
    else { return nil }
    return tree.text(arrow + 3)
  }

  /// The element read by position right after the value ending at `end` — `[0]` of
  /// `result[0]` — by its number's token, which a call follows (`result[0](id)`).
  private static func position(after end: Int, _ tree: TokenTree) -> Read? {
    let open = end + 1
    guard tree.kind(open) == .leftBracket, tree.kind(open + 1) == .number,
      tree.partner(open) == open + 2, case let text = tree.text(open + 1),
      let index = Int(text), String(index) == text
    else { return nil }
    return Read(token: open + 1, member: text)
  }

  /// The binding the name at `token` declares, if it declares one.
  private static func declared(at token: Int, _ tree: TokenTree, _ scopes: ScopeTree) -> Int32? {
    guard tree.kind(token) == .identifier, let binding = scopes.bindingIndex(at: Int32(token)),
      scopes.bindings[Int(binding)].token == Int32(token)
    else { return nil }
    return binding
  }
}
