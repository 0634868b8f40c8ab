/// What a comparison proves (CONTENT-ANALYSIS.md, "What counts as a check": the forms with an
/// operator): equality with the constant a missing element gives, or with `true`; `C in X`;
/// `X.indexOf(C) >= 0`, `> -1`, `!== -1`; `X.length > 0`. Any other comparison or arithmetic
/// with a check inside proves nothing — `list.indexOf(C) === -1` holds when C is absent. In a
/// summary, a parameter compared with a name is that comparison's placeholder.
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
      // A guard variable is what its initializer is (`const M = TurboModuleRegistry.get(…)`).
      var form = missingForm(value)
      if case .atom(let range) = value, range.count == 1,
        let known = variableForms[range.lowerBound]
      {
        form = known
      }
      guard form.isMissing(comparedWith: constant, strict: strict) else { return GuardValue() }
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
    guard case .atom(let range) = lhs, let number = number(rhs) else { return GuardValue() }
    // A receiver reached through `?.` gives `undefined` when missing, and `undefined !== -1`.
    let optional = (range.lowerBound..<range.upperBound).contains {
      tree.kind($0) == .optionalChain
    }
    let proved = checks(in: range)
    let isAtLeast = tree.isWordOperator(operatorIndex, ">=")
    let isMore = tree.kind(operatorIndex) == .greaterThan
    let isNot = tree.kind(operatorIndex) == .strictNotEqual || tree.kind(operatorIndex) == .notEqual
    let isSame = tree.kind(operatorIndex) == .strictEqual || tree.kind(operatorIndex) == .equal
    if isIndexOf(range) {
      // Found: at index 0 or past it.
      if isAtLeast && number > -1 || isMore && number >= -1 || isNot && number == -1 && !optional {
        return GuardValue(whenTrue: proved)
      }
      if isSame && number == -1 && !optional { return GuardValue(whenFalse: proved) }
      return GuardValue()
    }
    if isLength(range),
      isAtLeast && number > 0 || isMore && number >= 0 || isNot && number == 0 && !optional
    {
      return GuardValue(whenTrue: proved)
    }
    return GuardValue()
  }

  /// Whether `range` ends in a call of `indexOf` (`list.indexOf(C)`, `caps[P]?.indexOf(S)`).
  func isIndexOf(_ range: Range<Int>) -> Bool {
    let last = range.upperBound - 1
    guard range.count >= 4, tree.kind(last) == .rightParen, tree.tokens[last].partner >= 0 else {
      return false
    }
    let callee = tree.partner(last) - 1
    return tree.isWord(callee, "indexOf")
      && (tree.kind(callee - 1) == .dot || tree.kind(callee - 1) == .optionalChain)
  }

  /// Whether `range` ends in a read of `length` (`caps[C]?.length`, `scopes.filter(…).length`).
  private func isLength(_ range: Range<Int>) -> Bool {
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
