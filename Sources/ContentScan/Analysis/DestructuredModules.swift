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
      guard tree.kind(index) == .identifier, tree.isWord(index, "NativeModules"), index >= 2,
        tree.kind(index - 1) == .assign
      else { continue }
      if let (binding, module) = propertyBinding(tree, nativeModules: index) {
        if isModule(module) { declared.append((binding, module)) }
        continue
      }
      guard tree.tokens[index - 2].partner >= 0 else { continue }
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

  /// `const name = f(ARGUMENT)` (or `o.f`, `(0, o.f)`; `let`, `var`, a later declarator), where
  /// `argument` is all the call is given: the token naming the binding.
  static func lookupBinding(_ tree: TokenTree, argument: Range<Int>) -> Int? {
    let literal = argument.upperBound - 1
    guard argument.lowerBound >= 2, tree.kind(argument.lowerBound - 1) == .leftParen,
      tree.kind(literal + 1) == .rightParen
    else { return nil }
    var callee = argument.lowerBound - 2
    if tree.kind(callee) == .rightParen, tree.tokens[callee].partner >= 0 {
      callee = tree.partner(callee)
    } else if tree.kind(callee - 1) == .dot {
      callee -= 2
    }
    let name = callee - 2
    guard name > 0, tree.kind(callee - 1) == .assign, tree.isWordOperator(callee - 1, "="),
      tree.kind(name) == .identifier,
      tree.isWord(name - 1, "const") || tree.isWord(name - 1, "let")
        || tree.isWord(name - 1, "var") || tree.kind(name - 1) == .comma
    else { return nil }
    switch tree.kind(literal + 2) {
    case .semicolon, .comma, .rightBrace, .endOfFile: return name
    default: return tree.isStatementBoundary(after: literal + 1, before: literal + 2) ? name : nil
    }
  }

  /// `const name = NativeModules.X` or `NativeModules["X"]` (`let`, `var`, a later
  /// declarator), the whole value, at the `NativeModules` token: the token naming the binding
  /// and the module.
  private static func propertyBinding(_ tree: TokenTree, nativeModules index: Int) -> (
    binding: Int, module: String
  )? {
    let name = index - 2
    guard tree.isWordOperator(index - 1, "="), tree.kind(name) == .identifier,
      tree.isWord(name - 1, "const") || tree.isWord(name - 1, "let")
        || tree.isWord(name - 1, "var") || tree.kind(name - 1) == .comma
    else { return nil }
    let module: String
    let last: Int
    if tree.kind(index + 1) == .dot, tree.kind(index + 2) == .identifier {
      (module, last) = (tree.text(index + 2), index + 2)
    } else if tree.kind(index + 1) == .leftBracket, tree.kind(index + 2) == .string,
      tree.kind(index + 3) == .rightBracket
    {
      (module, last) = (literalText(tree, index + 2, tree.bytes), index + 3)
    } else {
      return nil
    }
    switch tree.kind(last + 1) {
    case .semicolon, .comma, .rightBrace, .endOfFile: return (name, module)
    default: return tree.isStatementBoundary(after: last, before: last + 1) ? (name, module) : nil
    }
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
