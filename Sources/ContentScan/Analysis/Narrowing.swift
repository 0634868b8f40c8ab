/// Narrowing by equality (CONTENT-ANALYSIS.md, "Values"): where `v === K`, `v == K`, `case K:`
/// or `[K, …].includes(v)` holds, `v` is K. A read of a binding that nothing reassigns, inside
/// the consequent of an `if` whose test has such a conjunct, or inside a `switch (v)` clause that
/// is not fallen into, is narrowed to those K.
///
/// It is read conservatively: a test joined with `||`, an `else` branch, `v !== K`, an early
/// exit, a clause that a `default` shares or one before it may run into narrow nothing — the
/// value stays what it was (unknown, or its function's parameter).
struct Narrowing {
  let tree: TokenTree
  let scopes: ScopeTree

  /// The ranges of the values `K` that the read at `read` equals where it stands, innermost
  /// test first; `nil` when no test narrows it.
  func values(at read: Int) -> [Range<Int>]? {
    guard tree.kind(read) == .identifier, let binding = scopes.bindingIndex(at: Int32(read)),
      isNeverReassigned(binding)
    else { return nil }
    var child = read
    var level = tree.enclosingOpener(child)
    while level >= 0 {
      if let values = switchClauseValues(level: level, child: child, binding: binding) {
        return values
      }
      if let test = ifTest(before: child, level: level),
        let values = conjunctValues(ExpressionParser.parse(test, in: tree), binding: binding)
      {
        return values
      }
      child = level
      level = tree.enclosingOpener(child)
    }
    return nil
  }

  /// The test of the `if` whose consequent holds `child` (directly, or as the statement
  /// around it at `level`): siblings back to the statement's start, through a `)` of `if (`.
  private func ifTest(before child: Int, level: Int) -> Range<Int>? {
    var current = child
    while current - 1 > level {
      let previous = current - 1
      if tree.kind(previous) == .rightParen, tree.tokens[previous].partner >= 0,
        tree.isWord(tree.partner(previous) - 1, "if")
      {
        return tree.partner(previous) + 1..<previous
      }
      if tree.isStatementBoundary(after: previous, before: current)
        || tree.kind(previous) == .arrow || tree.kind(previous) == .colon
      {
        return nil
      }
      current = tree.previousSibling(current)
    }
    return nil
  }

  /// The `K`s of the test's conjuncts (`&&` at its top) that compare the binding for equality,
  /// or list it in `[K, …].includes(v)`.
  private func conjunctValues(_ test: Expression, binding: Int32) -> [Range<Int>]? {
    switch test {
    case .binary(let operatorIndex, let lhs, let rhs, _)
    where tree.kind(operatorIndex) == .logicalAnd:
      return conjunctValues(lhs, binding: binding) ?? conjunctValues(rhs, binding: binding)
    case .binary(let operatorIndex, let lhs, let rhs, _)
    where tree.kind(operatorIndex) == .strictEqual || tree.kind(operatorIndex) == .equal:
      if isRead(of: binding, lhs.range) { return [rhs.range] }
      if isRead(of: binding, rhs.range) { return [lhs.range] }
      return nil
    case .atom(let range):
      // `(test)`: what is inside.
      if tree.kind(range.lowerBound) == .leftParen,
        tree.tokens[range.lowerBound].partner == Int32(range.upperBound - 1)
      {
        return conjunctValues(
          ExpressionParser.parse(range.lowerBound + 1..<range.upperBound - 1, in: tree),
          binding: binding)
      }
      return includedValues(range, binding: binding)
    default:
      return nil
    }
  }

  /// `[K, …].includes(v)`: the `K`s.
  private func includedValues(_ range: Range<Int>, binding: Int32) -> [Range<Int>]? {
    let open = range.lowerBound
    guard tree.kind(open) == .leftBracket, tree.tokens[open].partner >= 0 else { return nil }
    let close = tree.partner(open)
    guard tree.kind(close + 1) == .dot, tree.isWord(close + 2, "includes"),
      tree.kind(close + 3) == .leftParen, tree.tokens[close + 3].partner >= 0,
      tree.partner(close + 3) == range.upperBound - 1,
      isRead(of: binding, close + 4..<range.upperBound - 1)
    else { return nil }
    let values = tree.commaSegments(open + 1..<close).filter { !$0.isEmpty }
    guard !values.isEmpty, values.allSatisfy({ tree.kind($0.lowerBound) != .spread }) else {
      return nil
    }
    return values
  }

  /// Within `switch (v) { … }` at `level`, the labels of the clause `child` stands in — when it
  /// has no `default`, and the clause before it cannot run into it.
  private func switchClauseValues(level: Int, child: Int, binding: Int32) -> [Range<Int>]? {
    guard tree.isSwitchBody(level), isRead(of: binding, tree.partner(level - 1) + 1..<level - 1)
    else { return nil }
    var labels: [Range<Int>] = []
    var first = -1
    var hasDefault = false
    var afterLabel = false
    var cursor = level + 1
    while cursor < child {
      let isCase = tree.isWord(cursor, "case")
      if isCase || tree.isWord(cursor, "default") && tree.kind(cursor + 1) == .colon {
        guard let colon = tree.firstSibling(of: .colon, in: cursor..<child) else { return nil }
        if !afterLabel { (labels, first, hasDefault) = ([], cursor, false) }
        if isCase { labels.append(cursor + 1..<colon) } else { hasDefault = true }
        afterLabel = true
        cursor = colon + 1
        continue
      }
      afterLabel = false
      cursor = tree.nextSibling(cursor)
    }
    guard first >= 0, !hasDefault, !labels.isEmpty,
      !tree.isFallenInto(clause: first, level: level)
    else { return nil }
    return labels
  }

  /// Whether `range` is exactly a read of `binding`.
  private func isRead(of binding: Int32, _ range: Range<Int>) -> Bool {
    range.count == 1 && tree.kind(range.lowerBound) == .identifier
      && scopes.bindingIndex(at: Int32(range.lowerBound)) == binding
  }

  /// A `const`, or a parameter no reference assigns (`=`, a compound assignment, `++`, `--`, a
  /// destructuring assignment): one value wherever it is read.
  private func isNeverReassigned(_ binding: Int32) -> Bool {
    switch scopes.bindings[Int(binding)].kind {
    case .const: return true
    case .parameter: break
    default: return false
    }
    for reference in scopes.references where reference.binding == binding {
      let token = Int(reference.token)
      let next = tree.kind(token + 1)
      if next == .assign || next == .increment || next == .decrement { return false }
      if token > 0, tree.kind(token - 1) == .increment || tree.kind(token - 1) == .decrement {
        return false
      }
      // `[v] = …`, `({ v } = …)`: the pattern around it is assigned.
      let opener = tree.enclosingOpener(token)
      if opener >= 0, tree.tokens[opener].partner >= 0,
        tree.kind(opener) == .leftBracket || tree.kind(opener) == .objectStart,
        tree.kind(tree.partner(opener) + 1) == .assign
      {
        return false
      }
    }
    return true
  }
}
