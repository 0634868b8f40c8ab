/// What a comparison proves (CONTENT-ANALYSIS.md, "What counts as a check": the forms with an
/// operator): equality with the constant a missing element gives, or with `true`; `C in X`;
/// an index or a count compared with a number (`X.indexOf(C) >= 0`, `X.length > 0`, and the
/// negations: `X.indexOf(C) === -1` proves C where it is false). Any other comparison or
/// arithmetic with a check inside proves nothing. In a summary, a parameter compared with a
/// name is that comparison's placeholder.
extension GuardAnalysis {
  /// A comparison: with the constant a missing element gives (`undefined`, `null` or `false`,
  /// by the operand's form: `MissingValue`), equality negates, and with another of them it
  /// proves nothing; with `true` (`has(C) === true`) it is the operand, and inequality
  /// (`has(C) !== true`) its negation.
  // Kept out of `evaluateOnce`, whose frame every level of a nested condition pays for.
  @inline(never)
  mutating func equalityValue(_ operatorIndex: Int, _ lhs: Expression, _ rhs: Expression)
    -> GuardValue
  {
    // A summary's comparison of a parameter with a name (`NameConditions`).
    if let comparison = comparisons[operatorIndex] {
      return GuardValue(whenTrue: [comparison], whenFalse: [NameConditions.negated(comparison)])
    }
    let negates = tree.kind(operatorIndex) == .equal || tree.kind(operatorIndex) == .strictEqual
    let strict =
      tree.kind(operatorIndex) == .strictEqual || tree.kind(operatorIndex) == .strictNotEqual
    for (operand, other) in [(lhs, rhs), (rhs, lhs)] where isNothing(other) {
      guard let (value, constant) = comparedValue(operand, with: other) else {
        return GuardValue()
      }
      // A flag equal to the constant is falsy; unequal, it is truthy only where its argument
      // is one whose missing value that constant is (`FlagParameters.unequal`).
      if case .atom(let range) = value, let flag = flag(of: range) {
        let equal = GuardValue(
          whenTrue: [FlagParameters.falsy(flag)],
          whenFalse: [FlagParameters.unequal(flag, to: constant, strict: strict)])
        return negates ? equal : equal.swapped
      }
      guard form(of: value).isMissing(comparedWith: constant, strict: strict) else {
        return GuardValue()
      }
      // (`typeof x`'s value is a string whatever `x` is: what it compares is `x`.)
      return negates ? evaluate(value).swapped : evaluate(value)
    }
    if isTrue(rhs) { return negates ? evaluate(lhs) : evaluate(lhs).swapped }
    if isTrue(lhs) { return negates ? evaluate(rhs) : evaluate(rhs).swapped }
    return comparisonValue(operatorIndex, lhs, rhs)
  }

  /// What is compared with the constant `nothing` (one `isNothing` accepts), and as which
  /// constant: `typeof x === "undefined"` compares `x` with `undefined`; the string
  /// `"undefined"` compared with anything else than a `typeof` says nothing (`nil`).
  private func comparedValue(_ operand: Expression, with nothing: Expression) -> (
    Expression, MissingValue.Constant
  )? {
    let index = nothing.range.lowerBound
    if tree.kind(index) == .string {
      guard case .unary(let operatorIndex, let inner, _) = operand,
        tree.isWord(operatorIndex, "typeof")
      else { return nil }
      return (inner, .undefined)
    }
    if tree.isWord(index, "null") { return (operand, .null) }
    if tree.isWord(index, "false") { return (operand, .false) }
    return (operand, .undefined)
  }

  /// What `expression`'s value is where what it checks is missing: a guard variable's is its
  /// initializer's (`const M = TurboModuleRegistry.get(…)`); a join's (`a && b`, `a || b`,
  /// `a ?? b`, `c ? a : b`, in parentheses or not) what each operand it may be gives, when they
  /// agree (`joinedForm`). Past `maxFormDepth` joins and groups deep, no constant is known.
  func form(of expression: Expression, depth: Int = 0) -> MissingValue {
    guard depth < Self.maxFormDepth else { return .mixed }
    switch expression {
    case .atom(let range):
      if let read = checkReads[range.upperBound - 1], read.start == range.lowerBound {
        let form = boundForm(of: range, declaration: read.declaration, depth: depth + 1)
        return form == .unknown ? read.unsaid : form
      }
      // A guard variable's read (`ok`, a field's `this.canArchive`, `this.state.canArchive`) is
      // what its values are, never what a member read's syntax looks like.
      if isGuardVariableRead(range) { return variableForms[range.upperBound - 1] ?? .unknown }
      if tree.kind(range.lowerBound) == .leftParen,
        tree.tokens[range.lowerBound].partner == Int32(range.upperBound - 1)
      {
        return form(
          of: ExpressionParser.parse(range.lowerBound + 1..<range.upperBound - 1, in: tree),
          depth: depth + 1)
      }
    case .binary(let operatorIndex, let lhs, let rhs, _)
    where [.logicalAnd, .logicalOr, .nullish].contains(tree.kind(operatorIndex)):
      // Falling back from a check's falsy constant: the fallback's (`X[C] || false`).
      if tree.kind(operatorIndex) != .logicalAnd,
        let fallen = form(of: lhs, depth: depth + 1).fallingBack(
          nullish: tree.kind(operatorIndex) == .nullish,
          to: joinedForm(of: [rhs], depth: depth + 1))
      {
        return fallen
      }
      return joinedForm(of: [lhs, rhs], depth: depth + 1)
    case .conditional(_, let consequent, let alternate, _):
      return joinedForm(of: [consequent, alternate], depth: depth + 1)
    default:
      break
    }
    return missingForm(expression)
  }

  /// How deep `form(of:)` and `nonEmptyProof` read, at most.
  static let maxFormDepth = 32

  /// The form of a value that is one of `operands`: theirs, when they agree. An operand holding
  /// no check whose form is not known may be anything (`user && has(C)` is `undefined` where
  /// `user` is, `false` where the check fails: no constant); one holding a check is read as the
  /// check's value is (`MissingValue.unknown`).
  private func joinedForm(of operands: [Expression], depth: Int) -> MissingValue {
    let forms = operands.compactMap { operand -> MissingValue? in
      let found = form(of: operand, depth: depth)
      guard found == .unknown else { return found }
      return mayProve(operand.range) ? nil : .mixed
    }
    return forms.isEmpty ? .unknown : MissingValue.joined(forms)
  }

  /// The literal `true`.
  private func isTrue(_ expression: Expression) -> Bool {
    guard case .atom(let range) = expression, range.count == 1 else { return false }
    return tree.isWord(range.lowerBound, "true")
  }

  /// A comparison other than with `undefined`, `null`, `false` or `true`.
  mutating func comparisonValue(_ operatorIndex: Int, _ lhs: Expression, _ rhs: Expression)
    -> GuardValue
  {
    // `C in caps`: a name (one token, or a constant's read), not a value holding checks
    // (`has(C) in caps`, `ok in caps` where `ok = has(C)`, ask whether `"true"` is a key).
    if tree.isWord(operatorIndex, "in") {
      let name = lhs.range
      guard
        name.count == 1 && !isGuardVariable(read: name.lowerBound)
          || nameReads[name.upperBound - 1] == name.lowerBound
      else { return GuardValue() }
      return GuardValue(whenTrue: checks(in: name))
    }
    // `0 < list.length` is `list.length > 0`.
    if number(lhs) != nil, number(rhs) == nil {
      return numericValue(Comparison(operatorIndex, in: tree)?.mirrored, rhs, lhs)
    }
    return numericValue(Comparison(operatorIndex, in: tree), lhs, rhs)
  }

  /// What comparing a count or an index with a number proves (`list.indexOf(C) >= 0`,
  /// `(caps[C] ?? []).length === 0`, `(caps[C]?.length ?? 0) > 0`): the element is proved
  /// where the comparison is truthy when it is false for every value the element's absence
  /// gives, and where it is falsy when it is true for every one. Absent, a count is `0` and an
  /// index `-1`; a receiver reached through `?.` gives `undefined` too, which a fallback after
  /// it (`?? 0`, `|| 0`) replaces.
  @inline(never)
  private mutating func numericValue(
    _ comparison: Comparison?, _ lhs: Expression, _ rhs: Expression
  ) -> GuardValue {
    guard let comparison, let bound = number(rhs), case .atom(var range) = lhs else {
      return GuardValue()
    }
    // `(E ?? N)` or `(E || N)`: `E`, with its fallback.
    var fallback: (value: Double, nullishOnly: Bool)?
    if tree.kind(range.lowerBound) == .leftParen,
      tree.nextSibling(range.lowerBound) == range.upperBound,
      case .binary(let operatorIndex, .atom(let inner), let other, _) = ExpressionParser.parse(
        range.lowerBound + 1..<tree.contentEnd(range.lowerBound), in: tree),
      tree.kind(operatorIndex) == .nullish || tree.kind(operatorIndex) == .logicalOr,
      let value = number(other)
    {
      range = inner
      fallback = (value, tree.kind(operatorIndex) == .nullish)
    }
    let absent: Double
    if isIndexOf(range) {
      absent = -1
    } else if isLength(range) {
      absent = 0
    } else {
      return GuardValue()
    }
    // `nil` is `undefined`.
    var values: [Double?] = [absent]
    if (range.lowerBound..<range.upperBound).contains(where: { tree.kind($0) == .optionalChain }) {
      values.append(nil)
    }
    if let fallback {
      values = values.map { value in
        value == nil || !fallback.nullishOnly && value == 0 ? fallback.value : value
      }
    }
    let outcomes = values.map { comparison.holds($0, bound) }
    let proved =
      absent == 0
      ? nonEmptyProof(range.lowerBound..<range.upperBound - 2)
      : searchProof(range)
    var value = GuardValue()
    if !outcomes.contains(true) { value = GuardValue(whenTrue: proved) }
    if !outcomes.contains(false) { value = GuardValue(whenFalse: proved) }
    // A count compared so that it tells empty from not (`missing.length === 0`, `> 0`): what
    // the list being empty proves, where it is (`emptyProof`).
    if absent == 0, fallback == nil, values == [0],
      case let emptied = emptyProof(
        range.lowerBound..<range.upperBound - 2), !emptied.isEmpty,
      let positive = comparison.holdsForEveryCount(bound), positive != outcomes[0]
    {
      if outcomes[0] {
        value.whenTrue.formUnion(emptied)
      } else {
        value.whenFalse.formUnion(emptied)
      }
    }
    return value
  }

  /// What the read `range` of a check a value holds (`checkReads`) is where the element is
  /// missing: its binding's value's, read whole (`can` of `const can = useCap(C)`) or through
  /// the members it reads of object literals — written there (`caps.archive` of `const caps =
  /// { archive: has(C) }`) or every one a function of the file returns (`const { can } =
  /// useFlags()`, `flags().can`), when they agree — or a module destructured from
  /// `NativeModules`'s; `unknown`, which no comparison negates, for any other (what a hook of
  /// another file returns, React state, a value a spread may write over).
  private func boundForm(of range: Range<Int>, declaration: Int?, depth: Int) -> MissingValue {
    guard let declaration, tree.kind(declaration) == .identifier else { return .unknown }
    var keys = Array(stride(from: range.lowerBound + 2, to: range.upperBound, by: 2))
    guard keys.allSatisfy({ tree.kind($0 - 1) == .dot }) else { return .unknown }
    var value = declaration + 2
    let pattern = tree.enclosingOpener(declaration)
    if pattern >= 0, tree.kind(pattern) == .objectStart {
      // `const { X } = NativeModules` (or `{ X: x }`): a member of it, `undefined` where the
      // module is missing.
      guard tree.tokens[pattern].partner > pattern,
        tree.isWordOperator(tree.partner(pattern) + 1, "=")
      else { return .unknown }
      if tree.isWord(tree.partner(pattern) + 2, "NativeModules") {
        return range.count == 1 ? .isUndefined : .unknown
      }
      // `const { can } = flags()` or `{ canArchive: can }`: the member `can` (or `canArchive`)
      // of the value, no default given.
      let next = tree.kind(declaration + 1)
      let around = tree.enclosingOpener(pattern)
      guard next == .comma || next == .rightBrace, around < 0 || tree.kind(around) == .leftBrace
      else { return .unknown }
      keys.insert(tree.kind(declaration - 1) == .colon ? declaration - 2 : declaration, at: 0)
      value = tree.partner(pattern) + 2
    } else if !tree.isWordOperator(declaration + 1, "=") {
      return .unknown
    }
    var values = [value]
    for key in keys {
      var next: [Int] = []
      for value in values {
        guard let members = memberValues(of: key, at: value) else { return .unknown }
        next += members
      }
      values = next
    }
    return MissingValue.joined(values.map { valueForm(at: $0, depth: depth) })
  }

  /// Where the value of member `key` of the value at `value` starts: in the object literal
  /// written there, or in each one the function of the file called there returns (`flags()`,
  /// not an `async` one); `nil` where another value may hold it (a spread may write over it, a
  /// return is no object literal).
  private func memberValues(of key: Int, at value: Int) -> [Int]? {
    if tree.kind(value) == .objectStart {
      return member(key, ofLiteralAt: value).map { [$0] }
    }
    guard tree.kind(value) == .identifier, tree.kind(value + 1) == .leftParen,
      tree.tokens[value + 1].partner > value + 1,
      tree.endsDeclarator(at: tree.partner(value + 1) + 1),
      let scopeTree = scopes ?? makeScopes(), let binding = scopeTree.binding(at: Int32(value)),
      let function = LocalFunctions.body(of: binding, tree), !tree.isAsyncFunction(function),
      let parameters = GuardedParameters.parameterList(tree, function),
      let returned = tree.resultExpressions(function, parameters: parameters),
      !returned.expressions.isEmpty
    else { return nil }
    var found: [Int] = []
    for expression in returned.expressions {
      guard tree.kind(expression.lowerBound) == .objectStart,
        tree.tokens[expression.lowerBound].partner == Int32(expression.upperBound - 1),
        let start = member(key, ofLiteralAt: expression.lowerBound)
      else { return nil }
      found.append(start)
    }
    return found
  }

  /// Where the value of the last member named as `key` is of the object literal at `open`; `nil`
  /// where it has none or a spread may write over it.
  private func member(_ key: Int, ofLiteralAt open: Int) -> Int? {
    guard tree.tokens[open].partner > open else { return nil }
    let members = tree.commaSegments(open + 1..<tree.partner(open))
    guard !members.contains(where: { tree.kind($0.lowerBound) == .spread }),
      let member = members.last(where: {
        $0.count >= 3 && tree.kind($0.lowerBound + 1) == .colon
          && tree.sameText($0.lowerBound, key)
      })
    else { return nil }
    return member.lowerBound + 2
  }

  /// What the value starting at `value` (a declaration's or a member's) is without the element:
  /// another binding read whole (`const H = ExpoHaptics`) gives what that one's value does.
  private func valueForm(at value: Int, depth: Int) -> MissingValue {
    var end = value
    while !tree.endsDeclarator(at: end) { end = tree.nextSibling(end) }
    if end == value + 1, tree.kind(value) == .identifier, depth < Self.maxFormDepth,
      let declared = (scopes ?? makeScopes())?.binding(at: Int32(value)).map({ Int($0.token) }),
      declared != value
    {
      return boundForm(of: value..<end, declaration: declared, depth: depth + 1)
    }
    return form(of: ExpressionParser.parse(value..<end, in: tree), depth: depth)
  }

  /// What a non-empty `receiver` proves: a map's member (`caps[C]`, through `?? []` or `|| []`)
  /// its key; a filter for a name (`list.filter((c) => c === C)`) what `list.includes(C)` does,
  /// and one for anything else what its list proves non-empty; a value whose length is there
  /// whatever it holds (a name, `[C]`, a template) nothing; anything else the checks in it, as
  /// `includes` reads its receiver. Past `maxFormDepth` lists deep, nothing.
  mutating func nonEmptyProof(_ receiver: Range<Int>, depth: Int = 0) -> Set<String> {
    guard !receiver.isEmpty, depth < Self.maxFormDepth else { return [] }
    let first = receiver.lowerBound
    let last = receiver.upperBound - 1
    if tree.kind(first) == .leftParen, tree.tokens[first].partner == Int32(last),
      case .binary(let operatorIndex, .atom(let value), .atom(let fallback), _) =
        ExpressionParser.parse(first + 1..<last, in: tree),
      tree.kind(operatorIndex) == .nullish || tree.kind(operatorIndex) == .logicalOr,
      fallback.count == 2 && tree.kind(fallback.lowerBound) == .leftBracket
        || fallback.count == 1 && tree.kind(fallback.lowerBound) == .string
    {
      return nonEmptyProof(value, depth: depth + 1)
    }
    if let call = methodCall(endingAt: receiver) {
      if tree.isWord(call.method, "filter") {
        return isEqualityPredicate(call.arguments) && !holdsItsOwnName(receiver)
          ? checks(in: receiver) : nonEmptyProof(call.list, depth: depth + 1)
      }
      // Not empty after these only where the list was not; any other method may add to it
      // (`concat(C)`).
      for method: StaticString in [
        "map", "flatMap", "flat", "slice", "sort", "reverse", "toSorted", "toReversed",
      ] where tree.isWord(call.method, method) {
        return nonEmptyProof(call.list, depth: depth + 1)
      }
      return []
    }
    return isTruthyWhateverItHolds(atom: receiver) ? [] : checksOutsideComputedKeys(receiver)
  }

  /// What the search at the end of `range` proves when it finds what it looks for: that name,
  /// and what the collection searched proves where it is not empty (`scopes[C]?.includes(S)`,
  /// `scopesOf(C).includes(S)`) — not the names written in it (`L.concat([C]).includes(D)`),
  /// and nothing where it names what it looks for (`holdsItsOwnName`).
  mutating func searchProof(_ range: Range<Int>) -> Set<String> {
    guard !holdsItsOwnName(range), let call = methodCall(endingAt: range) else { return [] }
    return checks(in: call.arguments).union(nonEmptyProof(call.list))
  }

  /// Whether the search at the end of `range` (`list.includes(C)`, `list.filter((c) => c ===
  /// C)`) looks for a name the list itself names (`keys.concat(C).includes(C)`): found
  /// whatever the element.
  func holdsItsOwnName(_ range: Range<Int>) -> Bool {
    guard let call = methodCall(endingAt: range) else { return false }
    return !checks(in: call.list).isDisjoint(with: checks(in: call.arguments))
  }

  /// Whether `range` ends in a collection's `.includes(…)` or `.has(…)`.
  func isSearch(_ range: Range<Int>) -> Bool {
    guard let call = methodCall(endingAt: range) else { return false }
    return tree.isWord(call.method, "includes") || tree.isWord(call.method, "has")
  }

  /// Whether `range` ends in `.some(…)`, `.find(…)` or `.findLast(…)` given an arrow testing
  /// for a name (`isEqualityPredicate`): truthy only where the list holds the name, as
  /// `includes` is.
  func isSearchForAName(_ range: Range<Int>) -> Bool {
    guard let call = methodCall(endingAt: range) else { return false }
    let searches: [StaticString] = ["some", "find", "findLast"]
    return searches.contains { tree.isWord(call.method, $0) } && isEqualityPredicate(call.arguments)
  }

  /// Whether `range` is an arrow testing its one parameter for equality with a name: `(v) =>
  /// v === N`, `v => N == v`.
  private func isEqualityPredicate(_ range: Range<Int>) -> Bool {
    var parameter = range.lowerBound
    var arrow = parameter + 1
    if tree.kind(parameter) == .leftParen {
      guard tree.tokens[parameter].partner == Int32(parameter + 2) else { return false }
      parameter += 1
      arrow = parameter + 2
    }
    guard tree.kind(parameter) == .identifier, tree.kind(arrow) == .arrow,
      case .binary(let operatorIndex, .atom(let lhs), .atom(let rhs), _) = ExpressionParser.parse(
        arrow + 1..<range.upperBound, in: tree),
      [.strictEqual, .equal].contains(tree.kind(operatorIndex))
    else { return false }
    for (read, name) in [(lhs, rhs), (rhs, lhs)]
    where read.count == 1 && tree.sameText(read.lowerBound, parameter) {
      if let start = nameReads[name.upperBound - 1], start == name.lowerBound { return true }
    }
    return false
  }

  /// Whether `range` ends in a search giving the name's index, `-1` where it is absent:
  /// `indexOf` or `lastIndexOf` (`list.indexOf(C)`, `caps[P]?.indexOf(S)`), or `findIndex` or
  /// `findLastIndex` given an arrow testing for a name (`list.findIndex((c) => c === C)`).
  func isIndexOf(_ range: Range<Int>) -> Bool {
    guard let call = methodCall(endingAt: range) else { return false }
    if tree.isWord(call.method, "indexOf") || tree.isWord(call.method, "lastIndexOf") {
      return true
    }
    return (tree.isWord(call.method, "findIndex") || tree.isWord(call.method, "findLastIndex"))
      && isEqualityPredicate(call.arguments)
  }

  /// The method called at the end of `range` (`list.includes(C)`, `caps[P]?.indexOf(S)`): the
  /// list it is called on, its name's token and its arguments — or, for a search given the
  /// collection first (`_.includes(X, C)`, `Reflect.has(X, C)`:
  /// `OwnCollections.collectionSearch`), that collection and the name; `nil` where `range` ends
  /// in no method's call.
  func methodCall(endingAt range: Range<Int>) -> (
    list: Range<Int>, method: Int, arguments: Range<Int>
  )? {
    let last = range.upperBound - 1
    guard range.count >= 4, tree.kind(last) == .rightParen, tree.tokens[last].partner >= 0 else {
      return nil
    }
    let open = tree.partner(last)
    let method = open - 1
    guard method - 1 > range.lowerBound, tree.kind(method) == .identifier,
      tree.kind(method - 1) == .dot || tree.kind(method - 1) == .optionalChain
    else { return nil }
    if method - 2 == range.lowerBound,
      let search = OwnCollections.collectionSearch(open, tree, lodash: calls?.lodash ?? [:])
    {
      return (search.collection, method, search.name)
    }
    return (range.lowerBound..<method - 1, method, open + 1..<last)
  }

  /// Whether `range` ends in a read of `length` (`caps[C]?.length`, `scopes.filter(…).length`).
  func isLength(_ range: Range<Int>) -> Bool {
    let last = range.upperBound - 1
    return range.count >= 3 && tree.isWord(last, "length")
      && (tree.kind(last - 1) == .dot || tree.kind(last - 1) == .optionalChain)
  }

  /// The value of a number literal, negated or not (`0`, `-1`).
  private func number(_ expression: Expression) -> Double? {
    switch expression {
    case .atom(let range) where range.count == 1 && tree.kind(range.lowerBound) == .number:
      return Double(tree.text(range.lowerBound))
    case .unary(let operatorIndex, let operand, _) where tree.isWordOperator(operatorIndex, "-"):
      return number(operand).map { -$0 }
    default:
      return nil
    }
  }
}

/// A comparison operator between numbers, as JavaScript decides it (`undefined` compares
/// false with every number, and unequal to each).
struct Comparison {
  enum Operator { case less, lessOrEqual, greater, greaterOrEqual, equal, notEqual }
  let operation: Operator

  /// The operator at `index`, or `nil` when it compares no numbers.
  init?(_ index: Int, in tree: TokenTree) {
    switch tree.kind(index) {
    case .lessThan: operation = .less
    case .greaterThan: operation = .greater
    case .equal, .strictEqual: operation = .equal
    case .notEqual, .strictNotEqual: operation = .notEqual
    default:
      if tree.isWordOperator(index, "<=") {
        operation = .lessOrEqual
      } else if tree.isWordOperator(index, ">=") {
        operation = .greaterOrEqual
      } else {
        return nil
      }
    }
  }

  private init(_ operation: Operator) { self.operation = operation }

  /// The operator with its operands swapped: `a < b` is `b > a`.
  var mirrored: Comparison {
    switch operation {
    case .less: Comparison(.greater)
    case .lessOrEqual: Comparison(.greaterOrEqual)
    case .greater: Comparison(.less)
    case .greaterOrEqual: Comparison(.lessOrEqual)
    case .equal, .notEqual: self
    }
  }

  /// Whether every count from 1 up compared with `bound` is true, or every one false; `nil`
  /// where some are and some are not (`count < 3`).
  func holdsForEveryCount(_ bound: Double) -> Bool? {
    let isCount = bound >= 1 && bound.rounded() == bound
    switch operation {
    case .less: return bound <= 1 ? false : nil
    case .lessOrEqual: return bound < 1 ? false : nil
    case .greater: return bound < 1 ? true : nil
    case .greaterOrEqual: return bound <= 1 ? true : nil
    case .equal: return isCount ? nil : false
    case .notEqual: return isCount ? nil : true
    }
  }

  /// Whether `value` (`nil`: `undefined`) compared with `bound` is true.
  func holds(_ value: Double?, _ bound: Double) -> Bool {
    guard let value else { return operation == .notEqual }
    switch operation {
    case .less: return value < bound
    case .lessOrEqual: return value <= bound
    case .greater: return value > bound
    case .greaterOrEqual: return value >= bound
    case .equal: return value == bound
    case .notEqual: return value != bound
    }
  }
}
