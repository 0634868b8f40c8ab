/// Bindings that hold a native module or nothing: `const { ExpoHaptics } = NativeModules` (and
/// `{ ExpoHaptics: haptics }`), where each property looks a module up,
/// `const haptics = NativeModules.ExpoHaptics` (or `NativeModules["ExpoHaptics"]`), and
/// `const haptics = requireOptionalNativeModule("ExpoHaptics")` (or `TurboModuleRegistry.get`).
/// What the code then does with the binding decides (CONTENT-ANALYSIS.md, "Native module
/// uses"): a read in a test (`if (haptics)`, `haptics?.…`) is a check of the module, a
/// dereference (`haptics.impact()`, `haptics[…]`, `haptics(…)`) or a read that lets the value
/// escape is a use, guarded where a check holds. The declaration itself is neither (the optional
/// lookup's name stays the check it is).
extension FileScanner {
  /// The reads of each binding that holds a module or nothing, each with the module it holds;
  /// the file's scopes are built only when there is such a binding. `isModule` says whether a
  /// lookup's literal can name a module: one of the contract, or a name no element has (an
  /// undeclared module, judged as a declared one is: its tested reads are checks).
  static func moduleBindingReads(
    _ tree: TokenTree, candidates: [Int32], scopes: () -> ScopeTree?,
    isModule: (String) -> Bool
  ) -> [(token: Int, module: String)] {
    var declared: [(binding: Int, module: String)] = []
    for candidate in candidates {
      let index = Int(candidate)
      if tree.kind(index) == .string, let binding = optionalLookupBinding(tree, literal: index) {
        let module = literalText(tree, index, tree.bytes)
        if isModule(module) { declared.append((binding, module)) }
        continue
      }
      guard tree.kind(index) == .identifier, tree.isWord(index, "NativeModules"), index >= 3
      else { continue }
      if let (binding, module) = propertyBinding(tree, nativeModules: index) {
        if isModule(module) { declared.append((binding, module)) }
        continue
      }
      guard tree.kind(index - 1) == .assign, tree.tokens[index - 2].partner >= 0 else { continue }
      let close = index - 2
      let open = tree.partner(close)
      guard open < close, tree.kind(open) == .objectStart else { continue }
      declared += patternProperties(tree, open: open, close: close)
    }
    guard !declared.isEmpty, let scopes = scopes() else { return [] }
    return reads(of: declared, scopes: scopes)
  }

  /// The reads of each binding declared at `declared` (its declaring token), with the module it
  /// holds, in order.
  static func reads(of declared: [(binding: Int, module: String)], scopes: ScopeTree) -> [(
    token: Int, module: String
  )] {
    var reads: [(token: Int, module: String)] = []
    for (binding, module) in declared {
      guard let declaration = scopes.binding(at: Int32(binding)),
        Int(declaration.token) == binding
      else { continue }
      for reference in scopes.references
      where reference.binding >= 0
        && scopes.bindings[Int(reference.binding)].token == declaration.token
        && Int(reference.token) != binding
      {
        reads.append((Int(reference.token), module))
      }
    }
    return reads.sorted { $0.token < $1.token }
  }

  /// `const name = requireOptionalNativeModule("X")` (or `TurboModuleRegistry.get("X")`, type
  /// arguments or not; `let`, `var`, a later declarator, or a bundle's
  /// `var n=(0,r(d[0]).requireOptionalNativeModule)("X")`) at the literal `literal`: the token
  /// naming the binding (whether it declares one, the scopes say).
  private static func optionalLookupBinding(_ tree: TokenTree, literal: Int) -> Int? {
    guard lookupCall(tree, literal: literal) == .optional else { return nil }
    return lookupBinding(tree, argument: literal..<literal + 1)
  }

  /// `const name = f(ARGUMENT)` (or `o.f`, `(0, o.f)`; `let`, `var`, a later declarator; a
  /// trailing comma), where `argument` is all the call is given: the token naming the binding.
  static func lookupBinding(_ tree: TokenTree, argument: Range<Int>) -> Int? {
    // The argument's last token, its trailing comma included.
    var last = argument.upperBound - 1
    if tree.kind(last + 1) == .comma { last += 1 }
    guard argument.lowerBound >= 2, tree.kind(argument.lowerBound - 1) == .leftParen,
      tree.kind(last + 1) == .rightParen
    else { return nil }
    var callee = argument.lowerBound - 2
    if tree.kind(callee) == .rightParen, tree.tokens[callee].partner >= 0 {
      callee = tree.partner(callee)
    } else if tree.kind(callee - 1) == .dot {
      callee -= 2
    }
    guard callee >= 3, declarationAssignment(before: callee - 1, tree) == callee - 1 else {
      return nil
    }
    let name = callee - 2
    switch tree.kind(last + 2) {
    case .semicolon, .comma, .rightBrace, .endOfFile: return name
    default: return tree.isStatementBoundary(after: last + 1, before: last + 2) ? name : nil
    }
  }

  /// `const name = NativeModules.X` or `NativeModules["X"]` (`let`, `var`, a later
  /// declarator), the whole value or a branch of a conditional whose other branch is nothing
  /// (`Platform.OS === "ios" ? NativeModules.X : null`), at the `NativeModules` token: the token
  /// naming the binding and the module. (A branch beside another value is not bound: a test of
  /// the binding would not prove the module there.)
  private static func propertyBinding(_ tree: TokenTree, nativeModules index: Int) -> (
    binding: Int, module: String
  )? {
    let module: String
    var last: Int
    if tree.kind(index + 1) == .dot, tree.kind(index + 2) == .identifier {
      (module, last) = (tree.text(index + 2), index + 2)
    } else if tree.kind(index + 1) == .leftBracket, tree.kind(index + 2) == .string,
      tree.kind(index + 3) == .rightBracket
    {
      (module, last) = (literalText(tree, index + 2, tree.bytes), index + 3)
    } else {
      return nil
    }
    var equals = index - 1
    if let conditional = conditionalBesideNothing(tree, start: index, end: last) {
      guard let found = declarationAssignment(before: conditional.testEnd, tree) else {
        return nil
      }
      (equals, last) = (found, conditional.last)
    }
    guard declarationAssignment(before: equals, tree) == equals else { return nil }
    let name = equals - 1
    switch tree.kind(last + 1) {
    case .semicolon, .comma, .rightBrace, .endOfFile: return (name, module)
    default: return tree.isStatementBoundary(after: last, before: last + 1) ? (name, module) : nil
    }
  }

  /// The conditional the expression from `start` to `end` is a branch of when the other branch
  /// is nothing (`TEST ? VALUE : null`, `TEST ? undefined : VALUE`): where its test ends and its
  /// last token.
  static func conditionalBesideNothing(_ tree: TokenTree, start: Int, end: Int) -> (
    testEnd: Int, last: Int
  )? {
    func isNothing(_ token: Int) -> Bool {
      tree.isWord(token, "null") || tree.isWord(token, "undefined")
    }
    if tree.kind(start - 1) == .question, tree.kind(end + 1) == .colon, isNothing(end + 2) {
      return (start - 2, end + 2)
    }
    if tree.kind(start - 1) == .colon, isNothing(start - 2), tree.kind(start - 3) == .question {
      return (start - 4, end)
    }
    return nil
  }

  /// The `=` of the declaration (`const NAME =`, `let`, `var`, a later declarator) whose value
  /// holds the expression ending at `end`, walking back over its siblings — across the operators
  /// `across` only: nil where another comes first (a `,`, a `;`, an arrow), the walk leaves the
  /// group it started in, or the `=` is no declaration's.
  static func declarationAssignment(
    before end: Int, _ tree: TokenTree, across: Set<JSTokenKind> = []
  ) -> Int? {
    let stops: Set<JSTokenKind> = [.question, .colon, .comma, .semicolon, .arrow]
    var cursor = end
    for _ in 0..<64 {
      guard cursor >= 0 else { return nil }
      let kind = tree.kind(cursor)
      if kind == .assign {
        let name = cursor - 1
        let declares =
          tree.isWordOperator(cursor, "=") && tree.kind(name) == .identifier
          && (tree.isWord(name - 1, "const") || tree.isWord(name - 1, "let")
            || tree.isWord(name - 1, "var") || tree.kind(name - 1) == .comma)
        return declares ? cursor : nil
      }
      if stops.contains(kind), !across.contains(kind) { return nil }
      // An opener whose group does not close before `end` encloses it.
      if kind.encloses, tree.tokens[cursor].partner < 0 || tree.partner(cursor) > end {
        return nil
      }
      cursor = tree.previousSibling(cursor)
    }
    return nil
  }

  /// `{ A, B: b, C = d }`: (the token that declares the binding, the property's name) for each
  /// plain property; a nested pattern or a rest element is not a module.
  private static func patternProperties(_ tree: TokenTree, open: Int, close: Int) -> [(
    binding: Int, module: String
  )] {
    var found: [(binding: Int, module: String)] = []
    var cursor = open + 1
    while cursor < close {
      let start = cursor
      // The end of this property: the next `,` outside groups.
      var end = cursor
      while end < close, tree.kind(end) != .comma {
        end = tree.tokens[end].partner > end ? tree.partner(end) + 1 : end + 1
      }
      if tree.kind(start) == .identifier {
        let name = tree.text(start)
        if start + 1 == end || tree.kind(start + 1) == .assign {
          found.append((start, name))
        } else if tree.kind(start + 1) == .colon, start + 2 < end,
          tree.kind(start + 2) == .identifier,
          start + 3 == end || tree.kind(start + 3) == .assign
        {
          found.append((start + 2, name))
        }
      }
      cursor = end + 1
    }
    return found
  }
}
