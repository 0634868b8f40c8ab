/// Where a name is written, as guards by binding need it (CONTENT-ANALYSIS.md, "Where it
/// holds": "no assignment can have changed the binding", reassignment of every form).
extension TokenTree {
  /// Whether the name at `token` (a variable, or the last name of `a.b.name`) is written
  /// there: `x = …` and every compound assignment, `x++`, `--x`, a target of a destructuring
  /// assignment (`[x] = …`, `({ x } = …)`, `({ a: [x] } = …)`, with a default or not), or the
  /// variable of a `for (x of …)` or `for (x in …)` declaring none.
  ///
  /// Asked of reads alone: callers resolve names to their bindings first, and a declaration's
  /// names are another binding (`const x = …` reads as written, `const [x] = …` does not).
  func isWritten(at token: Int) -> Bool {
    let next = kind(token + 1)
    let previous = kind(token - 1)
    if next == .assign || next == .increment || next == .decrement || previous == .increment
      || previous == .decrement
    {
      return true
    }
    var start = token
    while kind(start - 1) == .dot, kind(start - 2) == .identifier { start -= 2 }
    if isForHead(start, end: token) { return true }
    return isPatternTarget(start, end: token)
  }

  /// Whether the element `start...end` of an array or object literal stands where a pattern's
  /// target does, up to a literal that is assigned to or is a `for` head's variable.
  private func isPatternTarget(_ start: Int, end: Int) -> Bool {
    var element = start
    var last = end
    // Each level: the element stands as a target (`[x]`, `{ x }`, `{ a: x }`, `...x`), not as
    // a key, a computed key or member, or a default's value.
    for _ in 0..<Self.maxPatternDepth {
      guard
        [.leftBracket, .objectStart, .comma, .colon, .spread].contains(kind(element - 1)),
        [.comma, .rightBracket, .rightBrace, .assign].contains(kind(last + 1))
      else { return false }
      let opener = enclosingOpener(element)
      guard opener > 0, tokens[opener].partner > opener else { return false }
      let close = partner(opener)
      switch kind(opener) {
      case .leftBracket:
        // `a[x]` reads `x`; so does a computed key, `{ [x]: v }`.
        let before = kind(opener - 1)
        if before == .identifier && !isWord(opener - 1, "return")
          || before == .rightParen || before == .rightBracket || before == .string
          || kind(close + 1) == .colon
        {
          return false
        }
      case .objectStart:
        // `{ x }`, `{ a: x }`, `{ ...x }`: a key is followed by its `:`, ruled out above.
        break
      default:
        return false
      }
      if kind(close + 1) == .assign {
        return !isWord(opener - 1, "let") && !isWord(opener - 1, "const")
          && !isWord(opener - 1, "var")
      }
      if isForHead(opener, end: close) { return true }
      element = opener
      last = close
    }
    return false
  }

  /// Whether `start...end` is the whole variable of a `for (… of …)` or `for (… in …)` head.
  private func isForHead(_ start: Int, end: Int) -> Bool {
    guard kind(start - 1) == .leftParen, isWord(end + 1, "of") || isWord(end + 1, "in") else {
      return false
    }
    return isWord(start - 2, "for") || isWord(start - 2, "await") && isWord(start - 3, "for")
  }

  /// How many patterns deep a target is looked for.
  private static let maxPatternDepth = 16
}
