/// What a check's value is when what it checks is missing, read from the form of the expression
/// (CONTENT-ANALYSIS.md: "comparisons are decided by the check's kind"): comparing it with
/// `undefined`, `null` or `false` is the check's negation only when that constant is what a
/// missing element gives — `caps[C] === false` is never true, so `if (caps[C] === false)
/// return;` guards nothing after it.
enum MissingValue {
  /// A boolean (`has(C)`, `list.includes(C)`, `!x`): `false`.
  case isFalse
  /// A member read (`caps[C]`, `NativeModules.X`): `undefined`.
  case isUndefined
  /// An optional lookup (`TurboModuleRegistry.get("X")`): `null`.
  case isNull
  /// A boolean read through `?.` (`caps?.includes(C)`): `false`, or `undefined` where the
  /// receiver is missing — no one constant.
  case isFalseOrUndefined
  /// A module or nothing whose nothing is not known to be `null` or `undefined` (a module an
  /// import gives, a lookup assigned in a `try`): only a loose comparison (`== null`) asks.
  case isNullOrUndefined
  /// Not known from the form (a parameter, a package's function, a member of what a hook
  /// returns): no constant is known to be what a missing element gives, and a comparison with
  /// one proves nothing — a boolean compared with `undefined` is never equal to it.
  case unknown
  /// A function's result whose returns have different forms (`X[c]` on one path, `false` on
  /// another): no constant is what a missing element gives, and a comparison proves nothing.
  case mixed

  /// A constant a check is compared with.
  enum Constant {
    case undefined, null, `false`
  }

  /// The form of `expression`'s value; `callForm` gives that of a call's result, by its `(`,
  /// where its function is read (`CheckCalls.resultForm`).
  static func of(
    _ expression: Expression, in tree: TokenTree, callForm: (Int) -> MissingValue? = { _ in nil }
  ) -> MissingValue {
    switch expression {
    case .unary(let operatorIndex, _, _):
      // `void x` is `undefined`, whatever `x` is (`void 0`, as compilers write it).
      if tree.isWord(operatorIndex, "void") { return .isUndefined }
      return tree.kind(operatorIndex) == .not ? .isFalse : .unknown
    case .binary(let operatorIndex, let lhs, let rhs, _):
      // A comparison gives a boolean.
      switch tree.kind(operatorIndex) {
      case .equal, .strictEqual, .notEqual, .strictNotEqual, .lessThan, .greaterThan:
        return .isFalse
      case .logicalOr, .nullish:
        return of(lhs, in: tree, callForm: callForm).fallingBack(
          nullish: tree.kind(operatorIndex) == .nullish, to: of(rhs, in: tree, callForm: callForm))
          ?? .unknown
      default:
        return tree.isWord(operatorIndex, "in") || tree.isWord(operatorIndex, "instanceof")
          || tree.isWordOperator(operatorIndex, "<=") || tree.isWordOperator(operatorIndex, ">=")
          ? .isFalse : .unknown
      }
    case .atom(let range):
      let last = range.upperBound - 1
      // (`true` and `false` are booleans.)
      if range.count == 1, tree.isWord(last, "false") || tree.isWord(last, "true") {
        return .isFalse
      }
      if range.count == 1, tree.isWord(last, "null") { return .isNull }
      if range.count == 1, tree.isWord(last, "undefined") { return .isUndefined }
      guard range.count > 1 else { return .unknown }
      switch tree.kind(last) {
      case .rightBracket:
        return .isUndefined
      case .identifier where tree.kind(last - 1) == .dot || tree.kind(last - 1) == .optionalChain:
        return .isUndefined
      case .rightParen where tree.tokens[last].partner >= 0:
        let paren = tree.partner(last)
        // An optional lookup gives `null`; a view manager's test `false`, and its config
        // `undefined` or `null` as React Native's architecture has it.
        if tree.moduleLookupCall(at: paren) == .optional {
          // (`(0, o.hasViewManagerConfig)("X")` in a bundle.)
          let name = tree.kind(paren - 1) == .rightParen ? paren - 2 : paren - 1
          if tree.isWord(name, "hasViewManagerConfig") { return .isFalse }
          return tree.isWord(name, "getViewManagerConfig") ? .isNullOrUndefined : .isNull
        }
        // `list.includes(C)`, `set.has(C)`, `Array.isArray(x)`: booleans, whatever they test.
        let callee = paren - 1
        let method =
          (tree.kind(callee - 1) == .dot || tree.kind(callee - 1) == .optionalChain)
          && (tree.isWord(callee, "includes") || tree.isWord(callee, "has")
            || tree.isWord(callee, "isArray"))
        if method {
          // Through `?.` anywhere on the receiver's chain, `undefined` where it is missing.
          var cursor = range.lowerBound
          while cursor < callee {
            if tree.kind(cursor) == .optionalChain { return .isFalseOrUndefined }
            cursor = tree.nextSibling(cursor)
          }
          return .isFalse
        }
        if tree.isWord(callee, "Boolean") && tree.kind(callee - 1) != .dot { return .isFalse }
        return callForm(paren) ?? .unknown
      default:
        return .unknown
      }
    default:
      return .unknown
    }
  }

  /// Whether `value == constant` (`===` when `strict`) holds exactly when the element is
  /// missing, so that it is the check's negation; otherwise it says nothing of the element.
  func isMissing(comparedWith constant: Constant, strict: Bool) -> Bool {
    switch (self, constant) {
    case (.unknown, _), (.mixed, _): false
    case (.isFalse, .false): true
    case (.isUndefined, .undefined), (.isNull, .null): true
    // `undefined == null`; a loose `false` compares with `[]` too.
    case (.isUndefined, .null), (.isNull, .undefined): !strict
    case (.isNullOrUndefined, .null), (.isNullOrUndefined, .undefined): !strict
    default: false
    }
  }

  /// The form of `value || fallback` (`nullish`: `value ?? fallback`) where this is `value`'s:
  /// without the element, `||` gives the fallback, `??` the fallback for `undefined` and
  /// `null` and `false` itself (`caps?.includes(C) ?? false` is `false`). `nil` where this form
  /// is no one falsy constant (`unknown`, `mixed`): the caller reads the join as before.
  func fallingBack(nullish: Bool, to fallback: MissingValue) -> MissingValue? {
    switch self {
    case .unknown, .mixed: nil
    case .isUndefined, .isNull, .isNullOrUndefined: fallback
    case .isFalse: nullish ? .isFalse : fallback
    case .isFalseOrUndefined: nullish ? MissingValue.joined([.isFalse, fallback]) : fallback
    }
  }

  /// The form of a function's result that returns `forms` on its paths (`return;` and falling
  /// off its end give `undefined`): theirs when they agree, else `mixed` — `unknown` only when
  /// every one is.
  static func joined(_ forms: some Collection<MissingValue>) -> MissingValue {
    guard let first = forms.first else { return .unknown }
    return forms.allSatisfy { $0 == first } ? first : .mixed
  }
}
