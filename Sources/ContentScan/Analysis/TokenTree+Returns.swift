/// What a function returns, as summaries read it (CONTENT-ANALYSIS.md, "Values": "returns: what
/// a function returns at each call"): its returned expressions, and the object and array
/// literals among them, which hold the checks and functions a hook hands its callers.
extension TokenTree {
  /// The expressions the function returns (an arrow's expression body, or the `return`s of its
  /// block, not of the functions inside it; an empty range for `return;`), and whether the
  /// block may end without one, giving `undefined`.
  func returnedExpressions(_ function: Range<Int>, parameters: Range<Int>) -> (
    expressions: [Range<Int>], fallsOff: Bool
  )? {
    var start = parameters.upperBound
    if kind(start) == .rightParen { start += 1 }
    // Past a return type (`): boolean =>`) to the arrow or the block.
    while start < function.upperBound, kind(start) != .arrow,
      kind(start) != .leftBrace
    {
      start = nextSibling(start)
    }
    if kind(start) == .arrow { start += 1 }
    guard start < function.upperBound else { return nil }
    guard kind(start) == .leftBrace, tokens[start].partner >= 0 else {
      return ([start..<function.upperBound], false)
    }
    let close = partner(start)
    var expressions: [Range<Int>] = []
    for token in start + 1..<close where isWord(token, "return") {
      // Its own `return`: the nearest function body around it is this one.
      var opener = enclosingOpener(token)
      while opener > start, !isFunctionBody(opener) { opener = enclosingOpener(opener) }
      guard opener == start else { continue }
      var end = statementExtent(from: token)
      while end > token + 1, kind(end - 1) == .semicolon { end -= 1 }
      expressions.append(token + 1..<max(token + 1, end))
    }
    return (expressions, !alwaysExits(start..<close + 1))
  }

  /// `returnedExpressions`, with a hook's call that gives what its function returns
  /// (`return useMemo(() => has(name), [name])`: `memoizedFunction`) read as those returns.
  func resultExpressions(_ function: Range<Int>, parameters: Range<Int>) -> (
    expressions: [Range<Int>], fallsOff: Bool
  )? {
    guard let returned = returnedExpressions(function, parameters: parameters) else { return nil }
    var expressions: [Range<Int>] = []
    var fallsOff = returned.fallsOff
    for range in returned.expressions {
      var (start, end) = (range.lowerBound, range.upperBound - 1)
      while start < end, kind(start) == .leftParen, partner(start) == end {
        (start, end) = (start + 1, end - 1)
      }
      guard !range.isEmpty, let inner = memoizedFunction(start, end),
        let innerParameters = GuardedParameters.parameterList(self, inner),
        let innerReturned = returnedExpressions(inner, parameters: innerParameters)
      else {
        expressions.append(range)
        continue
      }
      expressions += innerReturned.expressions
      fallsOff = fallsOff || innerReturned.fallsOff
    }
    return (expressions, fallsOff)
  }

  /// The calls of a function whose results the object literal opened at `object` spreads
  /// whole into itself (`{ ...useTaskActions(), ...createTaskSlice(...a), count: 0 }`): each
  /// callee's token.
  func spreadCalls(in object: Int) -> [Int] {
    guard kind(object) == .objectStart, tokens[object].partner > object else { return [] }
    return commaSegments(object + 1..<partner(object)).compactMap { member in
      let callee = member.lowerBound + 1
      guard kind(member.lowerBound) == .spread, kind(callee) == .identifier,
        kind(callee + 1) == .leftParen, tokens[callee + 1].partner > callee + 1,
        partner(callee + 1) + 1 == member.upperBound
      else { return nil }
      return callee
    }
  }

  /// The object and array literals the function returns — each `{ … }` or `[ … ]` it returns,
  /// given to TanStack Query's option helpers (`queryOptions({ … })`: `Queries.helperObject`),
  /// or that the function given to `useMemo` returns (React's model: `useMemo(f)` is `f()`) —
  /// by their opener, and whether it returns anything else too (`null`, a name, a call,
  /// nothing).
  func returnedObjects(_ function: Range<Int>, scopes: ScopeTree? = nil, depth: Int = 0) -> (
    objects: [Int], others: Bool
  ) {
    guard depth < 2, let parameters = GuardedParameters.parameterList(self, function),
      let returned = returnedExpressions(function, parameters: parameters),
      !returned.expressions.isEmpty
    else { return ([], true) }
    var objects: [Int] = []
    var others = false
    for range in returned.expressions {
      var (start, end) = (range.lowerBound, range.upperBound - 1)
      while start < end, kind(start) == .leftParen, partner(start) == end {
        (start, end) = (start + 1, end - 1)
      }
      if start == end, let scopes, let bound = objectBound(to: start, in: function, scopes) {
        (start, end) = (bound.lowerBound, bound.upperBound - 1)
      }
      if let inner = memoizedFunction(start, end) {
        let found = returnedObjects(inner, scopes: scopes, depth: depth + 1)
        objects += found.objects
        others = others || found.others
      } else if kind(start) == .objectStart || kind(start) == .leftBracket,
        partner(start) == end
      {
        objects.append(start)
      } else if let object = Queries.helperObject(self, start, end) {
        objects.append(object)
      } else {
        others = true
      }
    }
    return (objects, others)
  }

  /// The initializer of the `const` the name at `name` reads, when it is declared in `function`,
  /// is an object literal or `useMemo(…)` of one (`const actions = useMemo(() => ({ … }),
  /// [])`), and is read nowhere but returned alone (`return actions`): what it holds goes to
  /// the function's callers only.
  func objectBound(to name: Int, in function: Range<Int>, _ scopes: ScopeTree) -> Range<Int>? {
    guard kind(name) == .identifier, let binding = scopes.bindingIndex(at: Int32(name)),
      case let declared = scopes.bindings[Int(binding)], declared.kind == .const,
      case let token = Int(declared.token), function.contains(token),
      isWordOperator(token + 1, "="), let value = objectInitializer(at: token + 2),
      endsDeclarator(at: value.upperBound)
    else { return nil }
    for reference in scopes.references where reference.binding == binding {
      let read = Int(reference.token)
      guard isWord(read - 1, "return"), endsDeclarator(at: read + 1) else { return nil }
    }
    return value
  }

  /// An object literal or `useMemo(…)` (`React.` or not) starting at `start`: its tokens.
  func objectInitializer(at start: Int) -> Range<Int>? {
    guard start + 1 < tokens.count else { return nil }
    if kind(start) == .objectStart, tokens[start].partner > start {
      return start..<partner(start) + 1
    }
    var callee = start
    if isWord(callee, "React"), kind(callee + 1) == .dot { callee += 2 }
    guard isWord(callee, "useMemo"), kind(callee + 1) == .leftParen,
      tokens[callee + 1].partner > callee + 1
    else { return nil }
    return start..<partner(callee + 1) + 1
  }

  /// The functions the function returns itself — a function value (`return (id) => …`,
  /// `return useCallback((id) => …, [])`) by its tokens, or a name (`return archive`) by its
  /// token — not those in objects (`returnedObjects`); and the calls whose result it returns
  /// whole (`return useMutation(…)`), by their callee's token.
  func returnedFunctions(_ function: Range<Int>) -> (
    values: [Range<Int>], names: [Int], calls: [Int]
  ) {
    guard let parameters = GuardedParameters.parameterList(self, function),
      let returned = returnedExpressions(function, parameters: parameters)
    else { return ([], [], []) }
    var values: [Range<Int>] = []
    var names: [Int] = []
    var calls: [Int] = []
    for range in returned.expressions where !range.isEmpty {
      var (start, end) = (range.lowerBound, range.upperBound - 1)
      while start < end, kind(start) == .leftParen, partner(start) == end {
        (start, end) = (start + 1, end - 1)
      }
      if start == end, kind(start) == .identifier {
        names.append(start)
      } else if let value = LocalFunctions.functionValue(self, at: start),
        value.upperBound == end + 1 || isWrapped(value, from: start, to: end)
      {
        values.append(value)
      } else if kind(start) == .identifier, kind(start + 1) == .leftParen,
        partner(start + 1) == end
      {
        calls.append(start)
      }
    }
    return (values, names, calls)
  }

  /// Whether the function value `value` is what the call from `start` to `end` gives back
  /// whole: `useCallback(value, deps)` (or `React.useCallback`).
  func isWrapped(_ value: Range<Int>, from start: Int, to end: Int) -> Bool {
    var callee = start
    if isWord(callee, "React"), kind(callee + 1) == .dot { callee += 2 }
    return isWord(callee, "useCallback") && kind(callee + 1) == .leftParen
      && partner(callee + 1) == end && value.lowerBound == callee + 2
  }

  /// Whether the function whose parameters and body are `function` is `async`: `async function
  /// f(…)`, `async function (…)`, `async (…) =>`, `async x =>`, a method `async f(…) {}`. Its
  /// call gives a promise.
  func isAsyncFunction(_ function: Range<Int>) -> Bool {
    let start = function.lowerBound
    return isWord(start - 1, "async")
      || isWord(start - 2, "async") && kind(start - 1) == .identifier
      || isWord(start - 3, "async") && isWord(start - 2, "function")
  }
}
