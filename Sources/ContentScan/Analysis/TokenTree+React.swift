/// React's hooks as the analysis models them (CONTENT-ANALYSIS.md, "React, modelled").
extension TokenTree {
  /// The hooks whose last argument lists what React compares between renders (`Object.is`)
  /// to decide whether to run or make their function again.
  private static let dependencyHooks: Set<String> = [
    "useCallback", "useEffect", "useImperativeHandle", "useInsertionEffect", "useLayoutEffect",
    "useMemo",
  ]

  /// Whether the callee ending at `callee` is a hook taking a dependency list (`useCallback`,
  /// `React.useEffect`, …): what it returns is never a check, whatever it lists.
  func isDependencyHook(_ callee: Int) -> Bool {
    guard kind(callee) == .identifier, Self.dependencyHooks.contains(text(callee)) else {
      return false
    }
    guard kind(callee - 1) == .dot || kind(callee - 1) == .optionalChain else { return true }
    return isWord(callee - 2, "React") && kind(callee - 3) != .dot
  }

  /// The function the hook's call from `start` to `end` runs as it is called and gives the
  /// result of (CONTENT-ANALYSIS.md, "React, modelled": `useMemo(f)` is `f()`):
  /// `useMemo(f, deps)`'s `f`, and `useSyncExternalStore(subscribe, f)`'s snapshot `f` —
  /// `React.` or not.
  func memoizedFunction(_ start: Int, _ end: Int) -> Range<Int>? {
    var callee = start
    if isWord(callee, "React"), kind(callee + 1) == .dot { callee += 2 }
    let paren = callee + 1
    guard kind(paren) == .leftParen, partner(paren) == end else { return nil }
    if isWord(callee, "useMemo") { return LocalFunctions.functionValue(self, at: paren + 1) }
    guard isWord(callee, "useSyncExternalStore") else { return nil }
    let arguments = commaSegments(paren + 1..<end)
    guard arguments.count >= 2,
      let snapshot = LocalFunctions.functionValue(self, at: arguments[1].lowerBound),
      snapshot.upperBound == arguments[1].upperBound
    else { return nil }
    return snapshot
  }

  /// Whether the name at `token` is an entry of a hook's dependency list — `archive` and
  /// `actions.archive` in `useCallback(f, [archive, actions.archive])` (`React.` or not) — a
  /// value React only compares and never calls (CONTENT-ANALYSIS.md, "Not uses": a value that
  /// is only compared): no place a function listed there runs.
  func isHookDependency(_ token: Int) -> Bool {
    let open = enclosingOpener(token)
    guard open > 1, kind(open) == .leftBracket, kind(open - 1) == .comma,
      tokens[open].partner > open
    else { return false }
    let close = partner(open)
    let paren = enclosingOpener(open)
    guard paren > 0, kind(paren) == .leftParen, tokens[paren].partner > paren,
      partner(paren) == close + 1 || partner(paren) == close + 2 && kind(close + 1) == .comma
    else { return false }
    guard isDependencyHook(paren - 1) else { return false }
    // The entry holding the name: names joined by `.` or `?.`, nothing else.
    func isPath(_ index: Int) -> Bool {
      switch kind(index) {
      case .identifier, .dot, .optionalChain: true
      default: false
      }
    }
    var start = token
    while start - 1 > open, isPath(start - 1) { start -= 1 }
    var end = token + 1
    while end < close, isPath(end) { end += 1 }
    let opens = kind(start - 1) == .leftBracket || kind(start - 1) == .comma
    return opens && (kind(end) == .rightBracket || kind(end) == .comma)
  }
}
