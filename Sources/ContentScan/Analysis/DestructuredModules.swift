/// Bindings that hold a native module or nothing: `const { ExpoHaptics } = NativeModules` (and
/// `{ ExpoHaptics: haptics }`), where each property looks a module up, and
/// `const haptics = requireOptionalNativeModule("ExpoHaptics")` (or `TurboModuleRegistry.get`).
/// What the code then does with the binding decides (CONTENT-ANALYSIS.md, "Native module
/// uses"): a read in a test (`if (haptics)`, `haptics?.…`) is a check of the module, a
/// dereference (`haptics.impact()`, `haptics[…]`, `haptics(…)`) or a read that lets the value
/// escape is a use, guarded where a check holds. The declaration itself is neither (the optional
/// lookup's name stays the check it is).
extension FileScanner {
  /// The reads of each binding that holds a module or nothing, each with the module it holds;
  /// the file's scopes are built only when there is such a binding. `isDeclared` says whether a
  /// lookup's literal names a module of the contract (an undeclared one is reported at the
  /// lookup).
  static func moduleBindingReads(
    _ tree: TokenTree, candidates: [Int32], scopes: () -> ScopeTree?,
    isDeclared: (String) -> Bool
  ) -> [(token: Int, module: String)] {
    var declared: [(binding: Int, module: String)] = []
    for candidate in candidates {
      let index = Int(candidate)
      if tree.kind(index) == .string, let binding = optionalLookupBinding(tree, literal: index) {
        let module = literalText(tree, index, tree.bytes)
        if isDeclared(module) { declared.append((binding, module)) }
        continue
      }
      guard tree.kind(index) == .identifier, tree.isWord(index, "NativeModules"), index >= 2,
        tree.kind(index - 1) == .assign, tree.tokens[index - 2].partner >= 0
      else { continue }
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
