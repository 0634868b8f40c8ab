import BridgeDiagnostics

/// How a native-module lookup treats the name it looks up (CONTENT-ANALYSIS.md, "Native
/// module uses").
extension FileScanner {
  /// How a native-module lookup treats the literal naming its module (CONTENT-ANALYSIS.md,
  /// "Native module uses").
  enum ModuleLookup {
    /// `requireNativeModule("X")`, `requireNativeViewManager("X")`,
    /// `TurboModuleRegistry.getEnforcing("X")`: they throw when X is missing, so a use; so is
    /// an optional lookup whose result is dereferenced or leaves untested where it is made.
    case required
    /// `requireOptionalNativeModule("X")`, `TurboModuleRegistry.get("X")`: they return nothing
    /// instead, so a check, whose result guards like a capability check.
    case optional
  }

  /// The lookup that names the module of a hit: a call whose only argument is the literal or the
  /// constant read there (`TokenTree.moduleLookupCall`), or the property of `NativeModules.X`.
  static func moduleLookup(_ tree: TokenTree, _ found: Found) -> ModuleLookup? {
    guard found.start != found.token else { return moduleLookup(tree, name: found.token) }
    // `NativeModules["Expo" + NAME]`, judged as `NativeModules["X"]` is.
    if let object = nativeModulesSubscript(tree, key: found.start...found.token) {
      if let beside = besideAnother(tree, start: found.start - 2, end: found.token + 1) {
        return beside
      }
      return propertyLookup(tree, start: object, end: found.token + 1)
    }
    guard tree.kind(found.token + 1) == .rightParen,
      let call = lookupCall(tree, literal: found.start)
    else { return nil }
    return lookup(call, tree, argument: found.start)
  }

  /// The lookup that names a module at `name`: a call whose argument is the literal there
  /// (`TokenTree.moduleLookupCall`), or the property of `NativeModules.X`.
  static func moduleLookup(_ tree: TokenTree, name: Int) -> ModuleLookup? {
    // A constant read as the lookup's whole argument (`requireNativeModule(NAME)`) is judged
    // as the literal it holds.
    if tree.kind(name) == .identifier, tree.kind(name + 1) == .rightParen,
      let call = lookupCall(tree, literal: name)
    {
      return lookup(call, tree, argument: name)
    }
    if let object = nativeModulesSubscript(tree, key: name...name) {
      // `NativeModules["X"]` (or `NativeModules[NAME]`), judged as `NativeModules.X` is.
      if let beside = besideAnother(tree, start: name - 2, end: name + 1) { return beside }
      return propertyLookup(tree, start: object, end: name + 1)
    }
    if tree.kind(name) == .identifier {
      // The fallback `X ? X : new Proxy(…)` throws on use where X is missing: a use.
      if isThrowingFallback(tree, name) { return .required }
      // `NativeModules.X`, or a binding holding a module, beside another value in a binding's.
      let start =
        tree.kind(name - 1) == .dot && tree.isWord(name - 2, "NativeModules") ? name - 2 : name
      if let beside = besideAnother(tree, start: start, end: name) { return beside }
      // `NativeModules.X?.y()` asks whether X is there; plain `NativeModules.X` is judged like a
      // name: a check in a guard's test, a use elsewhere.
      return propertyLookup(tree, start: start, end: name)
    }
    guard let call = lookupCall(tree, literal: name) else { return nil }
    return lookup(call, tree, argument: name)
  }

  /// How the module expression from `start` to `end` stands beside another value: `.required`
  /// where it is part of a value beside another that goes on untested — a binding's (`const M =
  /// turbo ? require("./NativeM").default : NativeModules.M`, `const M = fallback ||
  /// NativeModules.M`), or any where it is the operand a `||` or `??` falls back from
  /// (`fallenBackFrom`). The binding may then hold the module or that other value, so a test of
  /// it proves nothing and its reads are not followed — the module escapes there, untested, and
  /// is a use (CONTENT-ANALYSIS.md). `.optional` where what it falls back to has every member
  /// its value is read for (`fallbackHasEveryMemberRead`): where it is missing, nothing throws.
  /// `nil` otherwise: beside `null` or `undefined` in a conditional the binding is followed
  /// (`moduleBindings`), in a statement's test (`if (a || NativeModules.M)`) it is a check, and a
  /// `const` holding it, read and only tested, lets nothing of it go on.
  static func besideAnother(_ tree: TokenTree, start: Int, end: Int) -> ModuleLookup? {
    if let fallback = fallenBackFrom(tree, start: start, end: end) { return fallback }
    let combinators: Set<JSTokenKind> = [.question, .colon, .logicalOr, .nullish, .logicalAnd]
    let operandEnds: Set<JSTokenKind> = [
      .colon, .logicalOr, .nullish, .semicolon, .comma, .rightBrace, .endOfFile,
    ]
    let after = tree.kind(end + 1)
    // A whole operand of a value's `?:`, `||`, `??` or `&&` — not one compared or tested
    // (`cond && NativeModules.M != null` is a boolean), nor the whole value.
    guard combinators.contains(tree.kind(start - 1)),
      operandEnds.contains(after) || tree.isStatementBoundary(after: end, before: end + 1)
    else { return nil }
    // Beside nothing, in a conditional: the binding is followed.
    if conditionalBesideNothing(tree, start: start, end: end) != nil { return nil }
    // The value of a declaration: back over the operands to its `=`.
    guard let equals = declarationAssignment(before: start - 1, tree, across: combinators),
      !isOnlyTested(tree, declaredAt: equals - 1)
    else { return nil }
    return .required
  }

  /// Whether the `||` or `??` chain `chain` (its last operand ending at `last`) falls back to an
  /// object literal that has every member its value is read for: `(M ?? { impact() {} })
  /// .impact()`, `const { impact } = M ?? { impact: noop }`, or a `const` holding it whose every
  /// read is such a member (`H.impact()`) or a test — where the module is missing, what is called
  /// of it is there. Not exported.
  static func fallbackHasEveryMemberRead(
    _ tree: TokenTree, chain: ClosedRange<Int>, last: Int
  ) -> Bool {
    guard tree.kind(last) == .rightBrace, tree.tokens[last].partner >= 0,
      case let object = tree.partner(last), tree.kind(object) == .objectStart,
      tree.kind(object - 1) == .logicalOr || tree.kind(object - 1) == .nullish
    else { return false }
    /// Whether the value read at `end` is read for a member the object has.
    func readsAMemberItHas(_ end: Int) -> Bool {
      (tree.kind(end + 1) == .dot || tree.kind(end + 1) == .optionalChain)
        && tree.kind(end + 2) == .identifier && tree.objectDefines(tree.text(end + 2), at: object)
    }
    if readsAMemberItHas(chain.upperBound) { return true }
    let equals = chain.lowerBound - 1
    guard equals >= 2, tree.isWordOperator(equals, "="),
      tree.endsDeclarator(at: chain.upperBound + 1)
    else { return false }
    // `const { impact } = …`: each property one the object has.
    if tree.kind(equals - 1) == .rightBrace, tree.tokens[equals - 1].partner >= 0 {
      let pattern = tree.partner(equals - 1)
      let properties = tree.commaSegments(pattern + 1..<equals - 1)
      return !properties.isEmpty
        && properties.allSatisfy { property in
          guard let key = property.first, tree.kind(key) == .identifier else { return false }
          return tree.objectDefines(tree.text(key), at: object)
        }
    }
    return everyRead(ofConstAt: equals - 1, tree) { readsAMemberItHas($0) || isTest(tree, $0) }
  }

  /// Whether the name declared at `name` (`const hasHaptics = NativeModules.X || proxy?.X`) is
  /// read, and only in tests (`if (hasHaptics)`, `!hasHaptics`, `hasHaptics != null`): what it holds
  /// goes nowhere, so the module looked up in its value does not escape. Read by its spelling
  /// across the file — a shadowing name's reads count too, which can only make it escape; not
  /// exported.
  static func isOnlyTested(_ tree: TokenTree, declaredAt name: Int) -> Bool {
    everyRead(ofConstAt: name, tree) { isTest(tree, $0) }
  }

  /// Whether the name at `name` is a `const` declared there, not exported, that is read, each
  /// read `allowed` — found by its spelling across the file (a shadowing name's reads among
  /// them: read so, a value only escapes more).
  private static func everyRead(
    ofConstAt name: Int, _ tree: TokenTree, _ allowed: (Int) -> Bool
  ) -> Bool {
    guard name >= 1, tree.kind(name) == .identifier, tree.isWord(name - 1, "const"),
      name < 2 || !tree.isWord(name - 2, "export")
    else { return false }
    let spelling = tree.bytes[tree.tokens[name].range]
    var read = false
    for token in 1..<tree.tokens.count
    where token != name && tree.kind(token) == .identifier
      && tree.bytes[tree.tokens[token].range].elementsEqual(spelling)
      && tree.kind(token - 1) != .dot && tree.kind(token - 1) != .optionalChain
    {
      guard allowed(token) else { return false }
      read = true
    }
    return read
  }

  /// Whether the name read at `token` is only tested (`onlyTests`).
  private static func isTest(_ tree: TokenTree, _ token: Int) -> Bool {
    var read = Found(token, .unknownLookup([]))
    read.start = token
    return onlyTests(tree, read)
  }

  /// How the module expression from `start` to `end` stands as an operand of a `||` or `??`:
  /// `.required` where the chain's value goes on untested — dereferenced (`(NativeModules.M ||
  /// {}).f()`), destructured (`const { f } = M ?? {}`), given on (`run(M || fallback)`): where M
  /// is missing the fallback stands in its place, and what is called of it may not be there
  /// (CONTENT-ANALYSIS.md, "Native module uses": a fallback used, a use); `.optional` where the
  /// fallback has every member read (`fallbackHasEveryMemberRead`); `nil` for no such chain, or
  /// one only tested (`if (M || N)`, `!(M || N)`, `(M || N) ? … : …`, a `const` holding it only
  /// tested), a check — an operand negated, compared or read a member of is no module's value.
  static func fallenBackFrom(_ tree: TokenTree, start: Int, end: Int) -> ModuleLookup? {
    let chain: Set<JSTokenKind> = [.logicalOr, .nullish]
    guard chain.contains(tree.kind(end + 1)) else { return nil }
    // `const M = LOOKUP ?? null` holds the module or nothing, as the lookup does: followed.
    if bindingHolding(tree, start: start, end: end) != nil { return nil }
    let operandStarts: Set<JSTokenKind> = [
      .logicalOr, .nullish, .logicalAnd, .leftParen, .leftBracket, .comma, .assign, .colon,
      .question, .arrow, .objectStart, .jsxExpressionStart, .semicolon, .leftBrace, .rightBrace,
    ]
    let before = start - 1
    guard
      start == 0 || operandStarts.contains(tree.kind(before)) || tree.isWord(before, "return")
        || tree.isWord(before, "await") || tree.isStatementBoundary(after: before, before: start)
    else { return nil }
    // The chain runs from the first stop before its first operand to the first after its last
    // (`&&`, comparisons and the rest bind tighter: they are inside its operands).
    let stops: Set<JSTokenKind> = [.question, .colon, .comma, .semicolon, .arrow, .assign]
    let opener = tree.enclosingOpener(start)
    let limit = tree.contentEnd(opener)
    var (first, last) = (start, end)
    var cursor = tree.previousSibling(start)
    while cursor > opener, !stops.contains(tree.kind(cursor)),
      !tree.isWord(cursor, "return"), !tree.isStatementBoundary(after: cursor, before: first)
    {
      first = cursor
      cursor = tree.previousSibling(cursor)
    }
    cursor = end + 1
    while cursor < limit, !stops.contains(tree.kind(cursor)),
      !tree.isStatementBoundary(after: last, before: cursor)
    {
      last = tree.nextSibling(cursor) - 1
      cursor = last + 1
    }
    // (A statement's test first: `grouped` would take its parentheses for the chain's own.)
    if GuardedParameters.isTest(tree, last, from: first) { return nil }
    let (chainStart, chainEnd) = grouped(tree, first, last)
    if GuardedParameters.isTest(tree, chainEnd, from: chainStart) { return nil }
    let open = chainStart - 1
    if tree.kind(open) == .leftParen, tree.isWord(open - 1, "Boolean"),
      tree.contentEnd(open) == chainEnd + 1
    {
      return nil
    }
    // A `const`'s whole value, the `const` only tested.
    if chainStart >= 2, tree.isWordOperator(chainStart - 1, "="),
      tree.endsDeclarator(at: chainEnd + 1),
      isOnlyTested(tree, declaredAt: chainStart - 2)
    {
      return nil
    }
    return fallbackHasEveryMemberRead(tree, chain: chainStart...chainEnd, last: last)
      ? .optional : .required
  }

  /// How `NativeModules.X`, from `start` to `end`, treats its module by what follows it, in its
  /// parentheses or a cast's (`(NativeModules.X as Spec)?.m()`): `?.` tests it; a member, an
  /// index or a call of it dereferences it at once — `NativeModules.X.m()`, in a test
  /// (`if (NativeModules.X.isReady())`) or a binding's value as anywhere — and throws where X is
  /// missing (inside a `try` whose `catch` does not throw, asked, as a throwing lookup there
  /// is); anything else is judged where it stands.
  private static func propertyLookup(_ tree: TokenTree, start: Int, end: Int) -> ModuleLookup? {
    let next = grouped(tree, start, end).end + 1
    return switch tree.kind(next) {
    case .optionalChain: .optional
    case .dot, .leftBracket, .leftParen: isInsideTry(tree, next) ? .optional : .required
    default: nil
    }
  }

  /// Whether the hit `found` is `NativeModules.X` (or `NativeModules?.X`) read only to be
  /// tested (`onlyTests`: `NativeModules.X != null`, `!NativeModules.X`), wherever it stands —
  /// returned by a function too (`isAvailable() { return NativeModules.X != null }`): nothing
  /// of the module goes on, only the test's result.
  static func onlyTestsNativeModule(_ tree: TokenTree, _ found: Found) -> Bool {
    let property = found.token
    guard found.start == property, tree.kind(property) == .identifier, property >= 2,
      tree.kind(property - 1) == .dot || tree.kind(property - 1) == .optionalChain,
      tree.isWord(property - 2, "NativeModules"), tree.kind(property - 3) != .dot,
      tree.kind(property - 3) != .optionalChain
    else { return false }
    var read = found
    read.start = property - 2
    return onlyTests(tree, read)
  }

  /// How the lookup `call`, whose argument starts at `argument` just after its `(`, treats the
  /// module it names.
  static func lookup(_ call: ModuleLookupCall, _ tree: TokenTree, argument: Int) -> ModuleLookup {
    switch call {
    // Inside `try { … } catch`, a lookup that throws is asked, not relied on.
    case .throwing: return isInsideTry(tree, argument) ? .optional : .required
    case .optional:
      // The result used at once, untested — `get("X").f()`, `get("X")!` — throws when X is
      // missing: a use, not a check.
      return isDereferencedUntested(tree, call: argument - 1) ? .required : .optional
    }
  }

  /// Whether a module no release declares is only checked at `found`: read in a test, read
  /// with `?.` (`NativeModules.X?.f()`, a binding's `x?.f()`), or looked up optionally where the
  /// result is bound to a name (its reads decide, `moduleBindings`; an exported one is held for
  /// its readers before this is asked) or tested at once (`get("X")?.f()`). An optional lookup
  /// whose result goes anywhere else — an argument, a return — is a use there: the code
  /// receiving it is not followed.
  static func undeclaredModuleIsChecked(
    _ found: Found, tree: TokenTree, inTest: Bool, lookup: ModuleLookup?
  ) -> Bool {
    let paren = found.start - 1
    let isArgument =
      tree.kind(paren) == .leftParen && tree.moduleLookupCall(at: paren) != nil
      && tree.tokens[paren].partner >= 0
    if isArgument, lookup == .optional,
      lookupBinding(tree, argument: found.start..<found.token + 1) != nil
    {
      return true
    }
    if inTest { return true }
    guard lookup == .optional else { return false }
    // Not a lookup's argument: a read the `?.` after it tests.
    guard isArgument else { return true }
    return tree.kind(tree.partner(paren) + 1) == .optionalChain
  }

  /// `NativeModules["X"]` (or `NativeModules?.["X"]`) at the literal `literal`.
  static func isNativeModulesSubscript(_ tree: TokenTree, literal: Int) -> Bool {
    nativeModulesSubscript(tree, key: literal...literal) != nil
  }

  /// The `NativeModules` token of `NativeModules[KEY]` (or `NativeModules?.[KEY]`) whose whole
  /// key is `key` (a literal, a constant's read, a known concatenation).
  static func nativeModulesSubscript(_ tree: TokenTree, key: ClosedRange<Int>) -> Int? {
    guard key.lowerBound >= 2, tree.kind(key.lowerBound - 1) == .leftBracket,
      tree.kind(key.upperBound + 1) == .rightBracket,
      tree.partner(key.lowerBound - 1) == key.upperBound + 1
    else { return nil }
    let before = key.lowerBound - 2
    let object = tree.kind(before) == .optionalChain ? before - 1 : before
    return object >= 0 && tree.isWord(object, "NativeModules") ? object : nil
  }

  /// Whether the read `found` only tests its value (`x != null`, `!x`, `typeof x`, `x && …`,
  /// `x ? … : …`, `if (x)`, `Boolean(x)`): nothing of it goes on, whatever the test's result
  /// does.
  static func onlyTests(_ tree: TokenTree, _ found: Found) -> Bool {
    guard !GuardedParameters.continuesOperand(tree.kind(found.token + 1)) else { return false }
    if GuardedParameters.isTest(tree, found.token, from: found.start) { return true }
    let open = tree.enclosingOpener(found.start)
    return open >= 2 && open + 1 == found.start && tree.contentEnd(open) == found.token + 1
      && tree.kind(open) == .leftParen && tree.isWord(open - 1, "Boolean")
      && tree.kind(open - 2) != .dot && tree.kind(open - 2) != .optionalChain
  }

  /// Where the result of the optional lookup at `found` — the call `f("X")`, or a wrapper's
  /// `optionalModule("X")` — leaves untested what the analysis follows: given to a call
  /// (`register(get("X"))`), kept in an object or an array, returned, assigned
  /// (`this.module = get("X")`), given to a component, or beside another value
  /// (`get("X") ?? fallback`). The code receiving it may dereference it where the module is
  /// missing: a use at the lookup (CONTENT-ANALYSIS.md, "Native module uses"). `nil` where the
  /// result is tested, bound to a name (`moduleBindings` follows it), exported, or dropped.
  static func resultEscape(_ tree: TokenTree, _ found: Found) -> String? {
    // A read of a module — `NativeModules.X`, or a binding holding one (`moduleBindings`) —
    // given to a call (`new NativeEventEmitter(RNMBXLogging)`), which may dereference it.
    if found.start == found.token, tree.kind(found.token) == .identifier,
      lookupCall(tree, literal: found.token) == nil
    {
      let name = found.token
      let start =
        tree.kind(name - 1) == .dot && tree.isWord(name - 2, "NativeModules") ? name - 2 : name
      guard let paren = tree.argumentParen(around: start, name), tree.followsValue(paren),
        !tree.isWord(paren - 1, "Boolean")
      else { return nil }
      return "given to a call"
    }
    guard let call = callExtent(tree, argument: found.start..<found.token + 1) else {
      return nil
    }
    let (start, end) = grouped(tree, call.start, call.close)
    if let paren = tree.argumentParen(around: start, end), tree.followsValue(paren) {
      // `Boolean(get("X"))` tests it.
      return tree.isWord(paren - 1, "Boolean") ? nil : "given to a call"
    }
    if besideAnother(tree, start: start, end: end) == .required { return "beside another value" }
    let after = tree.kind(end + 1)
    let valueEnds: Set<JSTokenKind> = [
      .comma, .rightBrace, .rightBracket, .rightParen, .semicolon, .endOfFile,
    ]
    guard valueEnds.contains(after) || tree.isStatementBoundary(after: end, before: end + 1)
    else { return nil }
    let before = tree.kind(start - 1)
    if tree.isWord(start - 1, "return") || before == .arrow { return "returned" }
    if before == .jsxExpressionStart { return "given to a component" }
    let opener = tree.enclosingOpener(start)
    if before == .colon, opener >= 0, tree.kind(opener) == .objectStart {
      return "kept in an object"
    }
    if before == .leftBracket || before == .comma, opener >= 0, tree.kind(opener) == .leftBracket,
      !tree.followsValue(opener)
    {
      return "kept in an array"
    }
    if tree.isWordOperator(start - 1, "="), declarationAssignment(before: start - 1, tree) == nil {
      return "assigned"
    }
    return nil
  }

  /// The value from `start` to `end` with the grouping parentheses around it (`(get("X"))`, a
  /// cast's `(get("X") as Spec)` or Flow's `(get("X"): ?Spec)`, whose type the analysis stream
  /// leaves out) — not a call's, nor a statement's head (`if (…)`).
  static func grouped(_ tree: TokenTree, _ start: Int, _ end: Int) -> (start: Int, end: Int) {
    var (start, end) = (start, end)
    while start >= 1, tree.kind(start - 1) == .leftParen, tree.tokens[start - 1].partner == end + 1,
      !tree.followsValue(start - 1), !tree.isControlParen(start - 1)
    {
      (start, end) = (start - 1, end + 1)
    }
    return (start, end)
  }

  /// Whether the value of the call whose `(` is at `paren` is dereferenced where it is made, in
  /// its parentheses or a cast's (`(get("X") as Spec).f()`) — a member, an index or a call of
  /// it (`?.` tests it instead) — or asserted non-null (TypeScript's `!`, which the analysis
  /// stream leaves out, so it is read from the bytes).
  static func isDereferencedUntested(_ tree: TokenTree, call paren: Int) -> Bool {
    guard tree.tokens[paren].partner >= 0 else { return false }
    // The callee's first token: `get` of `TurboModuleRegistry.get`, `Expo.requireOptional…`.
    var callee = paren - 1
    while callee >= 2, tree.kind(callee - 1) == .dot, tree.kind(callee - 2) == .identifier {
      callee -= 2
    }
    let close = grouped(tree, callee, tree.partner(paren)).end
    switch tree.kind(close + 1) {
    case .dot, .leftBracket, .leftParen: return true
    default: break
    }
    var offset = Int(tree.tokens[close].end)
    let bytes = tree.bytes
    while offset < bytes.count,
      bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t")
    {
      offset += 1
    }
    return offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "!")
      && bytes[offset + 1] != UInt8(ascii: "=")
  }

  /// The module lookup called with the literal at `literal` as its argument, if any.
  static func lookupCall(_ tree: TokenTree, literal: Int) -> ModuleLookupCall? {
    guard literal >= 2, tree.kind(literal - 1) == .leftParen else { return nil }
    return tree.moduleLookupCall(at: literal - 1)
  }

  /// The module lookup whose whole first argument is the literal at `literal`
  /// (`requireNativeModule("X")`), not a part of it (`requireNativeModule("Expo" + name)`, a
  /// lookup of a name not known).
  static func wholeArgumentLookup(_ tree: TokenTree, literal: Int) -> ModuleLookupCall? {
    guard tree.kind(literal + 1) == .rightParen || tree.kind(literal + 1) == .comma else {
      return nil
    }
    return lookupCall(tree, literal: literal)
  }
}
