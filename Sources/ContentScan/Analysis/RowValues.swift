/// The values a table's row gives where a loop or an array method hands the rows on one by one
/// (CONTENT-ANALYSIS.md, "Values": parameters, array-method callbacks included, are the union of
/// what they are given). In
///
///     const ACTIONS = [{ kind: "task.archive" }, { kind: "task.create" }] as const;
///     for (const a of ACTIONS) perform({ kind: a.kind });
///     ACTIONS.filter((a) => has(a.capability)).forEach(({ kind }) => perform({ kind }));
///     const action = ACTIONS.find((a) => a.id === id);
///
/// `a.kind`, `kind` and `action.kind` are one of the rows' kinds: known where every row holds a
/// name there, so a send of it is no dynamic use. Their names are used where the table is read
/// (`FileScanner.withConstants`, with what a filter proves of each row): these reads only say
/// the value sent is known (`SentValues`), as a literal's would.
enum RowValues {
  /// The array methods handing each row to their callback; `filter` hands the rows it keeps
  /// on to the method after it.
  private static let methods: Set<String> = [
    "filter", "forEach", "map", "flatMap", "some", "every", "find", "findLast",
  ]

  /// Whether the table read from `start` to `end` hands its rows on (`parameters`), as far as
  /// its tokens show: a `for…of` loop, or an array method after it. (Asked first: most tables
  /// are read otherwise, and the file's references are made only for those that are.)
  static func handsOn(readFrom start: Int, to end: Int, _ tree: TokenTree) -> Bool {
    if RowFilters.forOfParameter(readFrom: start, to: end, tree) != nil { return true }
    let method = methods.contains(tree.text(end)) && end > start ? end : end + 2
    return method < tree.endIndex && tree.kind(method) == .identifier
      && methods.contains(tree.text(method)) && tree.kind(method + 1) == .leftParen
  }

  /// The names or patterns the rows of the table read from `start` to `end` are bound to: a
  /// `for…of` loop's, the callbacks' of a chain of array methods on it (`ACTIONS.filter((a) =>
  /// …).map((a) => …)`), a `const` holding what `find` gives (a row, or nothing), and those of
  /// a `const` holding what `filter` gives (`const shown = ACTIONS.filter(…)`) where it is read
  /// only so, each read in turn (`shown.forEach((a) => …)`).
  static func parameters(
    readFrom start: Int, to end: Int, _ tree: TokenTree, scopes: ScopeTree,
    references: [Int32: [Int]], depth: Int = 0
  ) -> [Range<Int>] {
    if let loop = RowFilters.forOfParameter(readFrom: start, to: end, tree) { return [loop] }
    var found: [Range<Int>] = []
    /// The `const` whose whole initializer is the chain from `start` to `close`: its token.
    func binding(endingAt close: Int) -> Int? {
      guard start >= 3, tree.isWordOperator(start - 1, "="), tree.kind(start - 2) == .identifier,
        tree.isWord(start - 3, "const"), tree.endsDeclarator(at: close + 1)
      else { return nil }
      return start - 2
    }
    // (The read ends at the method, a member no list has, or just before it.)
    var method = methods.contains(tree.text(end)) && end > start ? end : end + 2
    while method < tree.endIndex,
      tree.kind(method - 1) == .dot || tree.kind(method - 1) == .optionalChain,
      tree.kind(method) == .identifier, methods.contains(tree.text(method)),
      tree.kind(method + 1) == .leftParen, tree.tokens[method + 1].partner > method + 1
    {
      let close = tree.partner(method + 1)
      guard let parameter = callbackParameter(at: method + 2, tree) else { break }
      found.append(parameter)
      if tree.isWord(method, "find") || tree.isWord(method, "findLast") {
        // `const action = ACTIONS.find(…)`.
        if let name = binding(endingAt: close) { found.append(name..<name + 1) }
        break
      }
      guard tree.isWord(method, "filter") else { break }
      if let name = binding(endingAt: close), depth < 2,
        let index = scopes.bindingIndex(at: Int32(name))
      {
        // `const shown = ACTIONS.filter(…)`: its reads, each handing the rows on — or none.
        var held: [Range<Int>] = []
        for read in references[index] ?? [] {
          let more = parameters(
            readFrom: read, to: read, tree, scopes: scopes, references: references,
            depth: depth + 1)
          guard !more.isEmpty else { return found }
          held += more
        }
        return found + held
      }
      method = close + 2
    }
    return found
  }

  /// The first parameter of the arrow starting at `callback` (`a => …`, `(a, index) => …`,
  /// `({ kind }) => …`): the row.
  private static func callbackParameter(at callback: Int, _ tree: TokenTree) -> Range<Int>? {
    guard let (parameters, _) = RowFilters.arrowParameters(at: callback, tree),
      let first = tree.commaSegments(parameters).first, !first.isEmpty,
      tree.nextSibling(first.lowerBound) == first.upperBound
    else { return nil }
    return first
  }

  /// The reads of the rows' members through `parameters` (a name's `a.kind`, or a pattern's
  /// `kind`; a row that is itself a name, read whole) where every row holds a name there: each
  /// with the ids those names name. A binding written again holds something else.
  static func known(
    rows: [Constant], parameters: [Range<Int>], tree: TokenTree, scopes: ScopeTree,
    references: [Int32: [Int]], matcher: NameMatcher
  ) -> [SentValues.Found] {
    /// The ids the rows' values at `key` (the rows themselves for `nil`) name, when every row
    /// holds a name there.
    func ids(at key: String?) -> [String]? {
      var ids = Set<String>()
      for row in rows {
        guard case .name(let text, _) = key.map({ row.member($0) ?? .other }) ?? row else {
          return nil
        }
        let targets = matcher.targets(Array(text.utf8))
        guard !targets.isEmpty else { return nil }
        ids.formUnion(targets.map(\.id))
      }
      return ids.isEmpty ? nil : ids.sorted()
    }
    /// The reads of the binding declared at `token`, unless it is written.
    func reads(ofBindingAt token: Int) -> [Int] {
      guard let binding = scopes.bindingIndex(at: Int32(token)),
        Int(scopes.bindings[Int(binding)].token) == token,
        !GuardedParameters.isWritten(binding, tree: tree, scopes: scopes)
      else { return [] }
      return references[binding] ?? []
    }
    /// Whether the value read from `start` to `end` is read whole there (not called, indexed,
    /// written or read further).
    func isReadWhole(_ end: Int) -> Bool {
      ![.dot, .optionalChain, .leftBracket, .leftParen, .assign, .increment, .decrement]
        .contains(tree.kind(end + 1))
    }
    var found: [SentValues.Found] = []
    for parameter in parameters {
      let first = parameter.lowerBound
      if tree.kind(first) == .identifier, parameter.count == 1 {
        for read in reads(ofBindingAt: first) {
          if tree.kind(read + 1) == .dot || tree.kind(read + 1) == .optionalChain,
            tree.kind(read + 2) == .identifier, isReadWhole(read + 2),
            let ids = ids(at: tree.text(read + 2))
          {
            found.append(SentValues.Found(start: read, token: read + 2, ids: ids))
          } else if tree.kind(read + 1) == .leftBracket, tree.kind(read + 2) == .number,
            tree.kind(read + 3) == .rightBracket, isReadWhole(read + 3),
            let ids = ids(at: tree.text(read + 2))
          {
            // `entry[1]`: a row that is a list, by position.
            found.append(SentValues.Found(start: read, token: read + 3, ids: ids))
          } else if isReadWhole(read), let ids = ids(at: nil) {
            found.append(SentValues.Found(start: read, token: read, ids: ids))
          }
        }
      } else if tree.kind(first) == .objectStart, tree.partner(first) == parameter.upperBound - 1 {
        // `{ kind }`, `{ kind: k }`; a default (`{ kind = "x" }`) may stand in for a row's.
        for piece in tree.commaSegments(first + 1..<parameter.upperBound - 1) {
          let key = piece.lowerBound
          guard tree.kind(key) == .identifier else { continue }
          let local: Int
          switch piece.count {
          case 1: local = key
          case 3 where tree.kind(key + 1) == .colon && tree.kind(key + 2) == .identifier:
            local = key + 2
          default: continue
          }
          guard let ids = ids(at: tree.text(key)) else { continue }
          for read in reads(ofBindingAt: local) where isReadWhole(read) {
            found.append(SentValues.Found(start: read, token: read, ids: ids))
          }
        }
      } else if tree.kind(first) == .leftBracket, tree.partner(first) == parameter.upperBound - 1 {
        // `[, kind]`, `[key, kind]`: a row that is a list (an entry of `Object.entries`), by
        // position; a default may stand in for a row's.
        for (index, piece) in tree.elements(first + 1..<parameter.upperBound - 1).enumerated()
        where piece.count == 1 && tree.kind(piece.lowerBound) == .identifier {
          guard let ids = ids(at: String(index)) else { continue }
          for read in reads(ofBindingAt: piece.lowerBound) where isReadWhole(read) {
            found.append(SentValues.Found(start: read, token: read, ids: ids))
          }
        }
      }
    }
    return found
  }
}
