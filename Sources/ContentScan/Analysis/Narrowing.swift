/// Narrowing by equality (CONTENT-ANALYSIS.md, "Values"): where `v === K`, `v == K`, `case K:`
/// or `[K, …].includes(v)` holds, `v` is K. A read of a binding that nothing reassigns is
/// narrowed to those K inside a branch of an `if` (the consequent where the test holds, the
/// `else` where it fails), past `&&`, `||` and `?:` that say so, after an early exit whose test
/// failing says so (`if (v !== K) return;`), or inside a `switch (v)` clause that is not fallen
/// into.
///
/// It is read conservatively: a test that leaves another value possible (`v === K || ready`), a
/// clause that a `default` shares or one before it may run into, an exit past a `case` label,
/// code at a file's top level narrow nothing — the value stays what it was (unknown, or its
/// function's parameter).
struct Narrowing {
  let tree: TokenTree
  let scopes: ScopeTree
  /// How far out a read looks for a test, and how many statements back for an early exit: past
  /// that nothing narrows (the value stays dynamic), so deep nesting and long blocks cost no
  /// more than that per send.
  static let maxLevels = 32
  static let maxStatementsBack = 128
  /// Whether each binding asked about is never reassigned (`isNeverReassigned`), by binding.
  private let reassignment = Memo()

  private final class Memo {
    var neverReassigned: [Int32: Bool] = [:]
  }

  init(tree: TokenTree, scopes: ScopeTree) {
    self.tree = tree
    self.scopes = scopes
  }

  /// The ranges of the values `K` that the read at `read` equals where it stands, innermost
  /// test first; `nil` when no test narrows it.
  func values(at read: Int) -> [Range<Int>]? {
    guard tree.kind(read) == .identifier, let binding = scopes.bindingIndex(at: Int32(read)),
      isNeverReassigned(binding)
    else { return nil }
    var child = read
    var level = tree.enclosingOpener(child)
    var levels = 0
    while level >= 0, levels < Self.maxLevels {
      levels += 1
      if let values = switchClauseValues(level: level, child: child, binding: binding) {
        return values
      }
      if let values = expressionValues(child: child, level: level, binding: binding) {
        return values
      }
      if let (test, holds) = branchTest(before: child, level: level) {
        let parsed = ExpressionParser.parse(test, in: tree)
        if let values = narrowed(parsed, holds: holds, binding: binding) { return values }
      }
      if let values = earlyExitValues(before: child, level: level, binding: binding) {
        return values
      }
      child = level
      level = tree.enclosingOpener(child)
    }
    return nil
  }

  /// The test of the `if` one of whose branches holds `child` (directly, or as the statement
  /// around it at `level`), and whether it holds there (the consequent) or fails (the `else`):
  /// siblings back to the statement's start, through a `)` of `if (` or an `else`.
  private func branchTest(before child: Int, level: Int) -> (test: Range<Int>, holds: Bool)? {
    var current = child
    while current - 1 > level {
      let previous = current - 1
      if tree.kind(previous) == .rightParen, tree.tokens[previous].partner >= 0,
        tree.isWord(tree.partner(previous) - 1, "if")
      {
        return (tree.partner(previous) + 1..<previous, true)
      }
      if tree.isWord(previous, "else") {
        // The consequent before it, and the `if (test)` before that (the nearest, as `else`
        // binds).
        let end = previous - 1
        guard end > level else { return nil }
        let start =
          tree.kind(end) == .rightBrace && tree.tokens[end].partner >= 0
          ? tree.partner(end) : tree.statementStart(containing: end, levelStart: level + 1)
        let close = start - 1
        guard close > level, tree.kind(close) == .rightParen, tree.tokens[close].partner >= 0,
          tree.isWord(tree.partner(close) - 1, "if")
        else { return nil }
        return (tree.partner(close) + 1..<close, false)
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

  /// What the expression around `child` at `level` says on the way to it: the left side of
  /// `a && child` holds, of `a || child` fails; the test of `t ? child : …` holds, of
  /// `t ? … : child` fails.
  private func expressionValues(child: Int, level: Int, binding: Int32) -> [Range<Int>]? {
    guard let segment = segment(containing: child, level: level) else { return nil }
    return onTheWay(to: child, ExpressionParser.parse(segment, in: tree), binding: binding)
  }

  private func onTheWay(to child: Int, _ expression: Expression, binding: Int32)
    -> [Range<Int>]?
  {
    switch expression {
    case .binary(let operatorIndex, let lhs, let rhs, _):
      if rhs.range.contains(child) {
        if tree.kind(operatorIndex) == .logicalAnd,
          let values = narrowed(lhs, holds: true, binding: binding)
        {
          return values
        }
        if tree.kind(operatorIndex) == .logicalOr,
          let values = narrowed(lhs, holds: false, binding: binding)
        {
          return values
        }
        return onTheWay(to: child, rhs, binding: binding)
      }
      return lhs.range.contains(child) ? onTheWay(to: child, lhs, binding: binding) : nil
    case .conditional(let test, let yes, let no, _):
      if yes.range.contains(child) {
        return narrowed(test, holds: true, binding: binding)
          ?? onTheWay(to: child, yes, binding: binding)
      }
      if no.range.contains(child) {
        return narrowed(test, holds: false, binding: binding)
          ?? onTheWay(to: child, no, binding: binding)
      }
      return test.range.contains(child) ? onTheWay(to: child, test, binding: binding) : nil
    case .unary(_, let operand, _):
      return onTheWay(to: child, operand, binding: binding)
    case .atom:
      return nil
    }
  }

  /// The expression at `level` that holds `child`: its comma-separated part of a group (an
  /// object's property without its key), or its statement in a block (after `return`,
  /// `throw`, `export default`, a declaration's or an assignment's `name =`).
  private func segment(containing child: Int, level: Int) -> Range<Int>? {
    guard level >= 0, tree.tokens[level].partner >= 0 else { return nil }
    switch tree.kind(level) {
    case .leftParen, .leftBracket, .jsxExpressionStart, .objectStart:
      let inner = level + 1..<tree.contentEnd(level)
      guard var part = tree.commaSegments(inner).first(where: { $0.contains(child) }) else {
        return nil
      }
      if tree.kind(level) == .objectStart, part.count > 2, tree.kind(part.lowerBound + 1) == .colon
      {
        part = part.lowerBound + 2..<part.upperBound
      }
      return part
    case .leftBrace:
      var start = tree.statementStart(containing: child, levelStart: level + 1)
      let end = tree.statementEnd(from: start, levelEnd: tree.contentEnd(level))
      while tree.isWord(start, "return") || tree.isWord(start, "throw")
        || tree.isWord(start, "export") || tree.isWord(start, "default")
        || tree.isWord(start, "const") || tree.isWord(start, "let") || tree.isWord(start, "var")
      {
        start += 1
      }
      // `name = …`: what is assigned.
      if tree.kind(start) == .identifier, tree.kind(start + 1) == .assign { start += 2 }
      guard start <= child, child < end else { return nil }
      return start..<(tree.kind(end - 1) == .semicolon ? end - 1 : end)
    default:
      return nil
    }
  }

  /// The `K`s the binding equals where `test` holds (`holds`) or fails: where it holds,
  /// `v === K`, `v == K`, `[K, …].includes(v)`, either side of `a && b`, both sides of `a || b`
  /// together (each must narrow); where it fails, `v !== K`, `v != K`, either side of `a || b`,
  /// both of `a && b`. `!a` is `a` the other way.
  private func narrowed(_ test: Expression, holds: Bool, binding: Int32) -> [Range<Int>]? {
    switch test {
    case .binary(let operatorIndex, let lhs, let rhs, _):
      let (left, right) = (
        { narrowed(lhs, holds: holds, binding: binding) },
        { narrowed(rhs, holds: holds, binding: binding) }
      )
      switch tree.kind(operatorIndex) {
      case .logicalAnd: return holds ? left() ?? right() : both(left(), right())
      case .logicalOr: return holds ? both(left(), right()) : left() ?? right()
      case .strictEqual, .equal:
        return holds ? compared(lhs.range, rhs.range, binding: binding) : nil
      case .strictNotEqual, .notEqual:
        return holds ? nil : compared(lhs.range, rhs.range, binding: binding)
      default: return nil
      }
    case .unary(let operatorIndex, let operand, _) where tree.kind(operatorIndex) == .not:
      return narrowed(operand, holds: !holds, binding: binding)
    case .atom(let range):
      if let inner = parenthesized(range) { return narrowed(inner, holds: holds, binding: binding) }
      return holds ? includedValues(range, binding: binding) : nil
    default:
      return nil
    }
  }

  /// `v op K` or `K op v`: K.
  private func compared(_ lhs: Range<Int>, _ rhs: Range<Int>, binding: Int32) -> [Range<Int>]? {
    if isRead(of: binding, lhs) { return [rhs] }
    if isRead(of: binding, rhs) { return [lhs] }
    return nil
  }

  /// Both sides' values, when both narrow.
  private func both(_ one: [Range<Int>]?, _ other: [Range<Int>]?) -> [Range<Int>]? {
    guard let one, let other else { return nil }
    return one + other
  }

  /// `(e)`: `e`, parsed.
  private func parenthesized(_ range: Range<Int>) -> Expression? {
    guard tree.kind(range.lowerBound) == .leftParen,
      tree.tokens[range.lowerBound].partner == Int32(range.upperBound - 1)
    else { return nil }
    return ExpressionParser.parse(range.lowerBound + 1..<range.upperBound - 1, in: tree)
  }

  /// The test of an earlier statement of the block at `level` that leaves the block when it
  /// holds (`if (v !== K) return;`, `throw`, `break`, `continue`, or a block ending so): after
  /// it, the binding is what that test failing says. Walking back from `child`'s statement, a
  /// `case` label or an `else` ends the search.
  private func earlyExitValues(before child: Int, level: Int, binding: Int32) -> [Range<Int>]? {
    guard level >= 0, tree.kind(level) == .leftBrace, tree.tokens[level].partner >= 0 else {
      return nil
    }
    let levelEnd = tree.contentEnd(level)
    let own = tree.statementStart(containing: child, levelStart: level + 1)
    var start = own
    var statements = 0
    while start > level + 1, statements < Self.maxStatementsBack {
      statements += 1
      // A `case` label: what ran before it may not have run.
      if tree.isWord(start, "case") || tree.isWord(start, "default") { return nil }
      let before = start - 1
      if tree.kind(before) == .rightParen, tree.tokens[before].partner >= 0,
        tree.isControlParen(tree.partner(before))
      {
        let open = tree.partner(before)
        if tree.isWord(open - 1, "if"), start != own {
          let end =
            tree.kind(start) == .leftBrace
            ? tree.partner(start) + 1 : tree.statementEnd(from: start, levelEnd: levelEnd)
          if tree.alwaysExits(start..<end), end >= levelEnd || !tree.isWord(end, "else"),
            let values = narrowed(
              ExpressionParser.parse(open + 1..<before, in: tree), holds: false, binding: binding)
          {
            return values
          }
        }
        start = tree.statementStart(containing: open - 1, levelStart: level + 1)
        continue
      }
      if tree.isWord(before, "else") || tree.kind(before) == .colon { return nil }
      start = tree.statementStart(containing: before, levelStart: level + 1)
    }
    return nil
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
    if let known = reassignment.neverReassigned[binding] { return known }
    let never = readsNeverReassign(binding)
    reassignment.neverReassigned[binding] = never
    return never
  }

  private func readsNeverReassign(_ binding: Int32) -> Bool {
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
