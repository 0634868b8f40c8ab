/// Lists and maps the content builds itself, tested for a name (CONTENT-ANALYSIS.md, "What
/// counts as a check": where `X` is built by the content itself and known, the check is
/// evaluated — known true proves nothing). A fallback for a shell that gives no snapshot, `const
/// caps = snapshot?.capabilities ?? DEFAULTS`, makes `caps[C]` true wherever `DEFAULTS` names C,
/// on a release that lacks it too: so a check whose collection may be one the content wrote
/// naming what it tests proves nothing of that name.
///
/// The collection tested is the receiver of `X[C]`, `X?.[C]`, `C in X`, `X.includes(C)`,
/// `X.has(C)`, `X.indexOf(C)`, `X.hasOwnProperty(C)`, `Object.hasOwn(X, C)` and `Reflect.has(X,
/// C)`; the names it may hold are those written in the object and array literals its value may
/// be, followed through parentheses, `??`, `||`, `&&`, `?:`, spreads, `Object.freeze`, `new
/// Set(…)`/`new Map(…)`, `const` bindings, React states (`useState`'s initial value and every
/// value its setter is given) and the returns of the file's functions called there — a few
/// levels deep. A value read any other way (a member of the snapshot, a call of
/// anything else, a parameter) names nothing known: its checks prove what they test. And a
/// constant's read that is such a collection (`DEV.includes(other)`) is no check of the names
/// it holds.
enum OwnCollections {
  /// How many bindings and calls deep a receiver's value is followed.
  static let maxDepth = 6

  /// The methods searching a collection for the name they are given.
  private static let searches: [StaticString] = ["includes", "has", "indexOf", "hasOwnProperty"]

  /// `checks` (by token: the ids each proves) without the ids their own collection names.
  /// `names`: what the file's tokens read as naming a capability, scope or module (a literal, a
  /// constant's read) in a range name — the ids, and those tokens; `imported`: the values of the file's imported
  /// constants, by local name; `named`: the ids a text names (of a literal that is no such
  /// token — in a constant's definition, its names are used where it is read — or a key).
  /// `starts`: where each check's read starts, when not at its token (`CAPS.archive`).
  static func dropOwnNames(
    from checks: inout [Int: [String]], starts: [Int: Int],
    names: @escaping (Range<Int>) -> (ids: Set<String>, tokens: Set<Int>),
    tree: TokenTree, scopes: () -> ScopeTree?, imported: [String: Constant],
    collections: [String: [String]], named: @escaping (String) -> [String]
  ) {
    var receivers: [Int: Range<Int>] = [:]
    for (token, ids) in checks where !ids.isEmpty {
      let read = (starts[token] ?? token)...token
      // A read of a collection of names tested for one (`DEV.includes(C)`, `C in DEV`, `DEV[C]`)
      // is the collection's, no check of the names it holds.
      if isCollection(read, tree) {
        checks[token] = []
      } else if let receiver = receiver(of: read, tree) {
        receivers[token] = receiver
      }
    }
    guard !receivers.isEmpty, let scopes = scopes() else { return }
    for (token, receiver) in receivers.sorted(by: { $0.key < $1.key }) {
      var visited = Set<Int>()
      let held = self.names(
        of: receiver,
        in: Context(
          tree: tree, scopes: scopes, names: names, imported: imported,
          collections: collections, named: named),
        depth: 0, visited: &visited)
      let ids = checks[token]!
      if !held.isDisjoint(with: ids) { checks[token] = ids.filter { !held.contains($0) } }
    }
  }

  /// Whether the read `read` (a constant's, naming what it holds) is a collection tested for
  /// a name: searched (read up to the method, or before it), the right of `in`, or indexed.
  private static func isCollection(_ read: ClosedRange<Int>, _ tree: TokenTree) -> Bool {
    let last = read.upperBound
    func isSearch(_ method: Int) -> Bool {
      tree.kind(method + 1) == .leftParen && searches.contains { tree.isWord(method, $0) }
    }
    let member = tree.kind(last + 1) == .dot || tree.kind(last + 1) == .optionalChain
    return read.count > 1 && isSearch(last)
      && (tree.kind(last - 1) == .dot || tree.kind(last - 1) == .optionalChain)
      || member && isSearch(last + 2) || tree.isWord(read.lowerBound - 1, "in")
      || tree.kind(last + 1) == .leftBracket
      || member && tree.kind(last + 2) == .leftBracket
  }

  /// The collection the name read at `name` (its first to last token) is tested against, by
  /// the check table's forms; `nil` where it is none of them.
  static func receiver(of name: ClosedRange<Int>, _ tree: TokenTree) -> Range<Int>? {
    let (first, last) = (name.lowerBound, name.upperBound)
    let before = first - 1
    // `X[C]`, `X?.[C]`.
    if before > 0, tree.kind(before) == .leftBracket, tree.partner(before) == last + 1 {
      var end = before - 1
      if tree.kind(end) == .optionalChain { end -= 1 }
      guard end >= 0, [.identifier, .rightParen, .rightBracket].contains(tree.kind(end)),
        !tree.isOperatorWord(end)
      else { return nil }
      return chainStart(endingAt: end, tree)..<end + 1
    }
    // `C in X`.
    if tree.isWord(last + 1, "in"), let end = chainEnd(from: last + 2, tree) {
      return last + 2..<end
    }
    // `Object.hasOwn(X, C)`, `Reflect.has(X, C)`.
    if before > 4, tree.kind(before) == .comma, case let open = tree.enclosingOpener(first),
      tree.kind(open) == .leftParen, tree.partner(open) == last + 1,
      tree.kind(open - 2) == .dot,
      tree.isWord(open - 1, "hasOwn") && tree.isWord(open - 3, "Object")
        || tree.isWord(open - 1, "has") && tree.isWord(open - 3, "Reflect"),
      case let arguments = tree.commaSegments(open + 1..<last + 1), arguments.count == 2,
      arguments[1] == first..<last + 1
    {
      return arguments[0]
    }
    // `X.includes(C)` and the other searches, the name their only argument.
    guard before > 2, tree.kind(before) == .leftParen, tree.partner(before) == last + 1 else {
      return nil
    }
    let callee = before - 1
    if tree.kind(callee) == .identifier,
      tree.kind(callee - 1) == .dot || tree.kind(callee - 1) == .optionalChain
    {
      guard searches.contains(where: { tree.isWord(callee, $0) }) else { return nil }
      let end = callee - 2
      guard [.identifier, .rightParen, .rightBracket].contains(tree.kind(end)) else { return nil }
      return chainStart(endingAt: end, tree)..<end + 1
    }
    return nil
  }

  /// What `names(of:)` reads a file with.
  private struct Context {
    let tree: TokenTree
    let scopes: ScopeTree
    let names: (Range<Int>) -> (ids: Set<String>, tokens: Set<Int>)
    let imported: [String: Constant]
    let collections: [String: [String]]
    let named: (String) -> [String]
  }

  /// The names `range`'s value may hold where the content wrote it.
  private static func names(
    of range: Range<Int>, in context: Context, depth: Int, visited: inout Set<Int>
  ) -> Set<String> {
    let (tree, scopes) = (context.tree, context.scopes)
    guard depth <= maxDepth, !range.isEmpty, visited.insert(range.lowerBound).inserted else {
      return []
    }
    func follow(_ inner: Range<Int>) -> Set<String> {
      Self.names(of: inner, in: context, depth: depth + 1, visited: &visited)
    }
    var (first, last) = (range.lowerBound, range.upperBound - 1)
    while first < last, tree.kind(first) == .leftParen, tree.partner(first) == last {
      (first, last) = (first + 1, last - 1)
    }
    // A literal: the names written in it, and in what it spreads.
    if tree.kind(first) == .objectStart || tree.kind(first) == .leftBracket,
      tree.partner(first) == last
    {
      var (found, read) = context.names(first + 1..<last)
      for token in first + 1..<last where tree.kind(token) == .string && !read.contains(token) {
        found.formUnion(context.named(FileScanner.literalText(tree, token, tree.bytes)))
      }
      for element in tree.commaSegments(first + 1..<last)
      where !element.isEmpty && tree.kind(element.lowerBound) == .spread {
        found.formUnion(follow(element.lowerBound + 1..<element.upperBound))
      }
      return found
    }
    let expression = ExpressionParser.parse(first..<last + 1, in: tree)
    switch expression {
    case .binary(let operatorIndex, let lhs, let rhs, _)
    where [.nullish, .logicalOr, .logicalAnd].contains(tree.kind(operatorIndex)):
      return follow(lhs.range).union(follow(rhs.range))
    case .conditional(_, let consequent, let alternate, _):
      return follow(consequent.range).union(follow(alternate.range))
    default:
      break
    }
    // `Object.freeze(x)`, `new Set(x)`, `new Map(x)`: what it is given.
    if tree.kind(last) == .rightParen, tree.tokens[last].partner >= 0 {
      let open = tree.partner(last)
      let wraps =
        open == first + 3 && tree.isWord(first, "Object") && tree.kind(first + 1) == .dot
        && tree.isWord(first + 2, "freeze")
        || open == first + 2 && tree.isWord(first, "new")
          && (tree.isWord(first + 1, "Set") || tree.isWord(first + 1, "Map"))
      if wraps { return follow(open + 1..<last) }
      // A call of a function of the file: what it returns.
      guard open == first + 1, tree.kind(first) == .identifier,
        let binding = scopes.bindingIndex(at: Int32(first)),
        let function = LocalFunctions.body(of: scopes.bindings[Int(binding)], tree),
        let parameters = GuardedParameters.parameterList(tree, function),
        let returned = tree.resultExpressions(function, parameters: parameters)
      else { return [] }
      return returned.expressions.reduce(into: Set<String>()) { $0.formUnion(follow($1)) }
    }
    guard first == last, tree.kind(first) == .identifier,
      let binding = scopes.bindingIndex(at: Int32(first))
    else { return [] }
    let declared = scopes.bindings[Int(binding)]
    // An imported constant: the names its value holds, keys included.
    if declared.kind == .import, declared.scope == 0 {
      let value = context.imported[declared.name].map { held(by: $0, context.named) } ?? []
      return value.union(context.collections[declared.name] ?? [])
    }
    let name = Int(declared.token)
    // A state: what it starts as and every value its setter is given — the content's own list
    // before the snapshot's arrives (`useState(DEFAULTS)`) holds its names as a fallback does.
    if declared.kind == .const, let state = ConstantTable.state(tree, name: name) {
      var given = [state.initial]
      if let setter = state.setter.flatMap({ scopes.bindingIndex(at: Int32($0)) }) {
        for reference in scopes.references where reference.binding == setter {
          let call = Int(reference.token) + 1
          if tree.kind(call) == .leftParen, tree.tokens[call].partner > call {
            given.append(call + 1..<tree.partner(call))
          }
        }
      }
      return given.reduce(into: Set<String>()) { found, value in
        // A lazy initializer or an updater (`(caps) => [...caps, C]`): what it returns.
        guard let function = LocalFunctions.functionValue(tree, at: value.lowerBound),
          function == value, let parameters = GuardedParameters.parameterList(tree, function),
          let returned = tree.resultExpressions(function, parameters: parameters)
        else { return found.formUnion(follow(value)) }
        for expression in returned.expressions { found.formUnion(follow(expression)) }
      }
    }
    // A `const`: what it is bound to.
    guard declared.kind == .const, tree.kind(name + 1) == .assign else { return [] }
    var end = name + 2
    while end < tree.tokens.count, !tree.endsDeclarator(at: end) { end = tree.nextSibling(end) }
    return follow(name + 2..<end)
  }

  /// The names a constant's value holds: its names, and its objects' keys that name something.
  static func held(by value: Constant, _ named: (String) -> [String]) -> Set<String> {
    switch value {
    case .name(let name, _): Set(named(name))
    case .object(let members):
      members.reduce(into: Set<String>()) {
        $0.formUnion(named($1.key))
        $0.formUnion(held(by: $1.value, named))
      }
    case .list(let elements):
      elements.reduce(into: Set<String>()) { $0.formUnion(held(by: $1, named)) }
    case .returns(let value), .promise(let value): held(by: value, named)
    case .module, .other, .falsy, .check: []
    }
  }

  /// The first token of the member chain ending at `end` (`snapshot.capabilities`,
  /// `caps()`, `(a ?? b)`, `list[0]`).
  private static func chainStart(endingAt end: Int, _ tree: TokenTree) -> Int {
    var cursor = end
    while true {
      if tree.kind(cursor) == .rightParen || tree.kind(cursor) == .rightBracket {
        guard tree.tokens[cursor].partner >= 0 else { return cursor }
        let open = tree.partner(cursor)
        // A call or an index continues the chain before it; a group starts it.
        let previous = open - 1
        guard previous >= 0,
          [.identifier, .rightParen, .rightBracket, .optionalChain].contains(tree.kind(previous)),
          !tree.isOperatorWord(previous)
        else { return open }
        cursor = tree.kind(previous) == .optionalChain ? previous - 1 : previous
        continue
      }
      guard tree.kind(cursor) == .identifier,
        tree.kind(cursor - 1) == .dot || tree.kind(cursor - 1) == .optionalChain
      else { return cursor }
      cursor -= 2
    }
  }

  /// Just past the member chain starting at `start`, a name or a group and what reads it.
  private static func chainEnd(from start: Int, _ tree: TokenTree) -> Int? {
    guard start < tree.tokens.count,
      tree.kind(start) == .identifier || tree.kind(start) == .leftParen
    else { return nil }
    var cursor = tree.kind(start) == .leftParen ? tree.nextSibling(start) : start + 1
    while cursor < tree.tokens.count {
      switch tree.kind(cursor) {
      case .dot, .optionalChain:
        guard tree.kind(cursor + 1) == .identifier else { return cursor }
        cursor += 2
      case .leftParen, .leftBracket:
        guard tree.tokens[cursor].partner >= 0 else { return cursor }
        cursor = tree.partner(cursor) + 1
      default:
        return cursor
      }
    }
    return cursor
  }
}
