/// A table of rows (a list, or an object's values) filtered by what each row needs: in
///
///     const ACTIONS = [
///       { kind: "task.archive", capability: "tempo.task-archive" },
///       { kind: "task.create" },
///     ];
///     ACTIONS.filter((a) => !a.capability || hasCapability(a.capability))
///
/// a row passes only where its predicate is truthy, so what the predicate proves when truthy of
/// that row holds wherever the row's names go from there: `task.archive` with C, `task.create`
/// with nothing. The predicate is read row by row, as a condition is (`GuardAnalysis`), with
/// the row's members as its values: an arrow given one parameter (a name, or a pattern of
/// members by their names) whose body is only `&&`, `||`, `!`, parentheses, the members read
/// (`a.capability`, truthy where the row holds a name, falsy where it holds nothing),
/// comparisons of them with `null` or `undefined`, and calls of a check function given one
/// member (`hasCapability(a.capability)`) or searches of a collection for one
/// (`caps.includes(a.capability)`). Any other call, an assignment or a block could let
/// a row out before it is tested: such a filter is not read, and every name in the table is
/// used where it is read.
enum RowFilters {
  /// What a row's predicate proves when truthy, and when falsy: capability ids, or `nil` where
  /// the predicate can never be so for that row.
  private struct Facts {
    var whenTruthy: Set<String>?
    var whenFalsy: Set<String>?

    static let unknown = Facts(whenTruthy: [], whenFalsy: [])
    static let truthy = Facts(whenTruthy: [], whenFalsy: nil)
    static let falsy = Facts(whenTruthy: nil, whenFalsy: [])

    var negated: Facts { Facts(whenTruthy: whenFalsy, whenFalsy: whenTruthy) }

    /// Both hold: `nil` (never) where either is.
    static func both(_ lhs: Set<String>?, _ rhs: Set<String>?) -> Set<String>? {
      guard let lhs, let rhs else { return nil }
      return lhs.union(rhs)
    }

    /// Either holds: what both prove; `nil` only where neither can.
    static func either(_ lhs: Set<String>?, _ rhs: Set<String>?) -> Set<String>? {
      guard let lhs else { return rhs }
      guard let rhs else { return lhs }
      return lhs.intersection(rhs)
    }

    /// `a && b`: truthy where both are; falsy where `a` is, or `a` is truthy and `b` falsy.
    static func and(_ lhs: Facts, _ rhs: Facts) -> Facts {
      Facts(
        whenTruthy: both(lhs.whenTruthy, rhs.whenTruthy),
        whenFalsy: either(lhs.whenFalsy, both(lhs.whenTruthy, rhs.whenFalsy)))
    }

    /// `a || b`: truthy where `a` is, or `a` is falsy and `b` truthy; falsy where both are.
    static func or(_ lhs: Facts, _ rhs: Facts) -> Facts {
      and(lhs.negated, rhs.negated).negated
    }
  }

  /// The rows of a table read whole from `start` to `end`: a list's elements, an object's
  /// member values read through `Object.values(…)`, or its entries through `Object.entries(…)`
  /// — each a pair of its key, which this leaves not known, and its value (a row no filter
  /// reads: it is no object); and where that value starts and the token the filter would
  /// follow.
  static func rows(of value: Constant, readFrom start: Int, to end: Int, _ tree: TokenTree) -> (
    rows: [Constant], first: Int, last: Int
  )? {
    switch value {
    case .list(let elements): return (elements, start, end)
    case .object(let members):
      guard start >= 4, tree.kind(start - 1) == .leftParen, tree.partner(start - 1) == end + 1,
        tree.kind(start - 3) == .dot, tree.isWord(start - 4, "Object")
      else { return nil }
      if tree.isWord(start - 2, "values") { return (members.map(\.value), start - 4, end + 1) }
      guard tree.isWord(start - 2, "entries") else { return nil }
      return (members.map { .list([.other, $0.value]) }, start - 4, end + 1)
    default: return nil
    }
  }

  /// The filter's arrow of a table's read ending at `end` (`ACTIONS.filter((a) => …)`,
  /// `?.filter` too: the read ends at `filter`, a member no list has, or just before it): the
  /// method's token, the arrow's parameter and its body; `nil` where the read is not filtered
  /// so, or the arrow's body is a block.
  static func filter(endingAt end: Int, _ tree: TokenTree) -> (
    method: Int, parameter: Range<Int>, body: Range<Int>
  )? {
    let method = tree.isWord(end, "filter") && end > 0 ? end : end + 2
    guard tree.kind(method - 1) == .dot || tree.kind(method - 1) == .optionalChain,
      tree.isWord(method, "filter"), tree.kind(method + 1) == .leftParen,
      tree.partner(method + 1) > method + 1
    else { return nil }
    let (open, close) = (method + 1, tree.partner(method + 1))
    guard let (parameter, arrow) = arrowParameters(at: open + 1, tree), arrow + 1 < close,
      tree.kind(arrow + 1) != .leftBrace
    else { return nil }
    return (method, parameter, arrow + 1..<close)
  }

  /// The parameters of the arrow starting at `callback` — inside its parentheses (`(a, i) =>`),
  /// or its one name (`a =>`) — and its `=>`.
  static func arrowParameters(at callback: Int, _ tree: TokenTree) -> (
    parameters: Range<Int>, arrow: Int
  )? {
    var parameters = callback..<callback + 1
    var arrow = callback + 1
    if tree.kind(callback) == .leftParen {
      guard tree.tokens[callback].partner > callback else { return nil }
      parameters = callback + 1..<tree.partner(callback)
      arrow = tree.partner(callback) + 1
    } else if tree.kind(callback) != .identifier {
      return nil
    }
    return tree.kind(arrow) == .arrow ? (parameters, arrow) : nil
  }

  /// A loop over a table read whole from `start` to `end` that goes on with a row only where a
  /// test of it holds — its body's first statement leaves the row where the test is truthy
  /// (`for (const a of ACTIONS) { if (!has(a.capability)) continue; … }`, `break` and a bare
  /// `return` too; `ACTIONS.forEach((a) => { if (!…) return; … })`), or its body is that `if`
  /// alone, without an `else` (`for (const a of ACTIONS) if (has(a.capability)) …`) — read as
  /// the filter it is: the `if`'s token, the loop's parameter, the test, and whether a row goes
  /// on where the test is truthy (or where it is falsy). Nothing reads the row before the test.
  static func loopFilter(readFrom start: Int, to end: Int, _ tree: TokenTree) -> (
    keyword: Int, parameter: Range<Int>, test: Range<Int>, keptWhenTruthy: Bool
  )? {
    let parameter: Range<Int>
    let body: Int
    let exits: [StaticString]
    if let loop = forOfParameter(readFrom: start, to: end, tree) {
      // `for (const a of ACTIONS) …`.
      (parameter, body, exits) = (loop, end + 2, ["continue", "break", "return"])
    } else if case let method = tree.isWord(end, "forEach") && end > start ? end : end + 2,
      tree.kind(method - 1) == .dot, tree.isWord(method, "forEach"),
      tree.kind(method + 1) == .leftParen, tree.tokens[method + 1].partner > method + 1
    {
      // `ACTIONS.forEach((a) => { … })`, `a => { … }`: its only argument. (The read ends at
      // `forEach`, a member no list has, or just before it.)
      guard let (names, arrow) = arrowParameters(at: method + 2, tree), !names.isEmpty,
        tree.nextSibling(names.lowerBound) == names.upperBound, tree.kind(arrow + 1) == .leftBrace,
        tree.tokens[arrow + 1].partner > arrow + 1,
        tree.partner(arrow + 1) + 1 == tree.partner(method + 1)
      else { return nil }
      (parameter, body, exits) = (names, arrow + 1, ["return"])
    } else {
      return nil
    }
    // The statement run per row: a block or one statement; its first, an `if` without `else`.
    var first = body
    var alone = true
    if tree.kind(body) == .leftBrace {
      guard tree.tokens[body].partner > body else { return nil }
      first = body + 1
      alone = tree.statementExtent(from: first) == tree.partner(body)
    }
    guard tree.isWord(first, "if"), tree.kind(first + 1) == .leftParen,
      tree.tokens[first + 1].partner > first + 1
    else { return nil }
    let close = tree.partner(first + 1)
    let consequent = close + 1
    guard consequent < tree.endIndex,
      tree.statementExtent(from: consequent) == tree.statementExtent(from: first)
    else { return nil }
    // `continue;` or `{ continue; }`: the row leaves where the test is truthy.
    let exit = tree.kind(consequent) == .leftBrace ? consequent + 1 : consequent
    let exitEnd = tree.kind(exit + 1) == .semicolon ? exit + 2 : exit + 1
    if exits.contains(where: { tree.isWord(exit, $0) }),
      tree.statementEnd(from: exit, levelEnd: tree.endIndex) == exitEnd,
      tree.statementExtent(from: consequent) == (exit == consequent ? exitEnd : exitEnd + 1)
    {
      return (first, parameter, first + 2..<close, false)
    }
    return alone ? (first, parameter, first + 2..<close, true) : nil
  }

  /// The name or pattern of `for (const … of TABLE)` (or `let`) over the table read whole from
  /// `start` to `end`: each row in turn, its body from `end + 2`. (Not a `var`, which holds the
  /// last row after the loop.)
  static func forOfParameter(readFrom start: Int, to end: Int, _ tree: TokenTree) -> Range<Int>? {
    guard tree.kind(end + 1) == .rightParen, tree.tokens[end + 1].partner >= 0,
      case let open = tree.partner(end + 1), tree.isWord(open - 1, "for"),
      tree.isWord(open + 1, "const") || tree.isWord(open + 1, "let"),
      start >= open + 4, tree.isWord(start - 1, "of"), tree.nextSibling(open + 2) == start - 1
    else { return nil }
    return open + 2..<start - 1
  }

  /// What each row of `rows` proves where it passes the filter whose parameter is `parameter`
  /// and body `body` (truthy, or falsy where `keptWhenTruthy` is not): capability ids, or `nil`
  /// for a row that never passes. `nil` as a whole where the filter is not one this reads.
  /// `proof` says what a call (by its opening parenthesis) proves of its arguments; `ids` the
  /// capability ids a name holds.
  static func guards(
    of rows: [Constant], parameter: Range<Int>, body: Range<Int>, keptWhenTruthy: Bool = true,
    tree: TokenTree,
    proof: (Int) -> CheckCalls.Proof,
    search: (_ receiver: Range<Int>, _ method: Int, _ ids: [String]) -> Bool,
    ids: (String) -> [String]
  ) -> [Set<String>?]? {
    // The parameter's name, or the members a pattern binds, by the local name they get.
    // (Either may carry a type: `(a: Action)`, `({ capability }: Action)`.)
    var members: [String: String] = [:]
    var whole: String?
    let first = parameter.lowerBound
    let typed = { (end: Int) in end == parameter.upperBound || tree.kind(end) == .colon }
    if tree.kind(first) == .identifier, typed(first + 1) {
      whole = tree.text(first)
    } else if tree.kind(first) == .objectStart, tree.partner(first) > first,
      typed(tree.partner(first) + 1)
    {
      for piece in tree.commaSegments(first + 1..<tree.partner(first)) {
        if piece.count == 1, tree.kind(piece.lowerBound) == .identifier {
          members[tree.text(piece.lowerBound)] = tree.text(piece.lowerBound)
        } else if piece.count == 3, tree.kind(piece.lowerBound) == .identifier,
          tree.kind(piece.lowerBound + 1) == .colon, tree.kind(piece.lowerBound + 2) == .identifier
        {
          members[tree.text(piece.lowerBound + 2)] = tree.text(piece.lowerBound)
        } else {
          return nil
        }
      }
    } else {
      return nil
    }
    // A row that is not an object of known keys may hold anything the predicate reads.
    guard rows.allSatisfy({ if case .object = $0 { true } else { false } }) else { return nil }
    let predicate = ExpressionParser.parse(body, in: tree)
    var results: [Set<String>?] = []
    for row in rows {
      guard let facts = evaluate(predicate, row: row) else { return nil }
      results.append(keptWhenTruthy ? facts.whenTruthy : facts.whenFalsy)
    }
    return results

    /// The member of the row a range reads: `a.capability`, `a?.capability`, or a pattern's
    /// name; `nil` where it reads none.
    func member(_ range: Range<Int>) -> String? {
      if range.count == 1, tree.kind(range.lowerBound) == .identifier {
        return members[tree.text(range.lowerBound)]
      }
      guard let whole, range.count == 3, tree.kind(range.lowerBound) == .identifier,
        tree.text(range.lowerBound) == whole,
        tree.kind(range.lowerBound + 1) == .dot
          || tree.kind(range.lowerBound + 1) == .optionalChain,
        tree.kind(range.lowerBound + 2) == .identifier
      else { return nil }
      return tree.text(range.lowerBound + 2)
    }

    /// Whether `range` reads the parameter or a name it binds anywhere (an unread form that
    /// does could let the row out).
    func readsRow(_ range: Range<Int>) -> Bool {
      range.contains { token in
        tree.kind(token) == .identifier
          && (tree.text(token) == whole || members[tree.text(token)] != nil)
      }
    }

    /// What the predicate's part proves of `row`; `nil` where the form is not read.
    func evaluate(_ expression: Expression, row: Constant) -> Facts? {
      switch expression {
      case .unary(let op, let operand, _) where tree.kind(op) == .not:
        return evaluate(operand, row: row)?.negated
      case .binary(let op, let lhs, let rhs, _)
      where tree.kind(op) == .logicalAnd || tree.kind(op) == .logicalOr:
        guard let lhs = evaluate(lhs, row: row), let rhs = evaluate(rhs, row: row) else {
          return nil
        }
        return tree.kind(op) == .logicalAnd ? .and(lhs, rhs) : .or(lhs, rhs)
      case .binary(let op, .atom(let lhs), .atom(let rhs), _)
      where [.equal, .strictEqual, .notEqual, .strictNotEqual].contains(tree.kind(op)):
        // `a.capability == null`: true where the row has no such member (`undefined`, which
        // `=== null` is not), false where it holds a name.
        guard let name = member(lhs) ?? member(rhs),
          case let other = member(lhs) == nil ? lhs : rhs, other.count == 1,
          tree.isWord(other.lowerBound, "null") || tree.isWord(other.lowerBound, "undefined")
        else { return nil }
        let strict = tree.kind(op) == .strictEqual || tree.kind(op) == .strictNotEqual
        let equal: Bool
        switch value(of: name, in: row) {
        case nil: equal = !strict || tree.isWord(other.lowerBound, "undefined")
        case .name?: equal = false
        default: return .unknown
        }
        let negated = tree.kind(op) == .notEqual || tree.kind(op) == .strictNotEqual
        return equal != negated ? .truthy : .falsy
      case .atom(let range):
        if tree.kind(range.lowerBound) == .leftParen,
          tree.partner(range.lowerBound) == range.upperBound - 1
        {
          return evaluate(
            ExpressionParser.parse(range.lowerBound + 1..<range.upperBound - 1, in: tree), row: row)
        }
        if let name = member(range) {
          // A member the row does not have is `undefined`; one holding a check's result
          // (`enabled: hasCapability(C)`) proves it, truthy.
          switch value(of: name, in: row) {
          case nil, .falsy?: return .falsy
          case .name?: return .truthy
          case .check(let names)?: return Facts(whenTruthy: Set(names.flatMap(ids)), whenFalsy: [])
          case .lacks(let names)?: return Facts(whenTruthy: [], whenFalsy: Set(names.flatMap(ids)))
          default: return .unknown
          }
        }
        return check(range, row: row)
      default:
        return readsRow(expression.range) ? nil : .unknown
      }
    }

    /// A check function's call given one member of the row (`hasCapability(a.capability)`).
    func check(_ range: Range<Int>, row: Constant) -> Facts? {
      let last = range.upperBound - 1
      guard tree.kind(last) == .rightParen, tree.partner(last) > range.lowerBound else {
        return readsRow(range) ? nil : .unknown
      }
      let open = tree.partner(last)
      guard !readsRow(range.lowerBound..<open), let name = member(open + 1..<last)
      else { return readsRow(range) ? nil : .unknown }
      guard case .name(let held, _) = value(of: name, in: row) else { return .unknown }
      let proven = Set(ids(held))
      // A search of a collection for it (`caps.includes(a.capability)`), as a test reads it.
      let method = open - 1
      if method - 1 > range.lowerBound,
        tree.kind(method - 1) == .dot || tree.kind(method - 1) == .optionalChain,
        tree.isWord(method, "includes") || tree.isWord(method, "has")
      {
        return search(range.lowerBound..<method - 1, method, proven.sorted())
          ? Facts(whenTruthy: proven, whenFalsy: []) : .unknown
      }
      switch proof(open) {
      case .arguments(let slots, let whenTruthy) where slots.contains(0):
        return whenTruthy
          ? Facts(whenTruthy: proven, whenFalsy: []) : Facts(whenTruthy: [], whenFalsy: proven)
      default: return .unknown
      }
    }

    /// The row's member `name`: `nil` where it has none — but one every object has through
    /// its prototype (`a.toString`, `a.constructor`) is there, a function.
    func value(of name: String, in row: Constant) -> Constant? {
      row.member(name) ?? (Constant.inheritedObjectMembers.contains(name) ? .other : nil)
    }
  }
}
