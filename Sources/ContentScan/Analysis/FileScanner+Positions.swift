import BridgeDiagnostics

/// What a hit's place says about it: compared, an inert attribute, an import's source, a
/// payload's kind, a lookup's throwing fallback, inside a `try`.
extension FileScanner {
  /// `SourceFile.locations(ofAscending:)` of offsets in any order (a read of a constant starts
  /// before a literal inside its brackets, `KINDS[f("x")]`).
  static func placeLocations(_ offsets: [Int], in file: SourceFile) -> [SourceLocation] {
    let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
    guard order != Array(offsets.indices) else { return file.locations(ofAscending: offsets) }
    let sorted = file.locations(ofAscending: order.map { offsets[$0] })
    var locations = sorted
    for (position, index) in order.enumerated() { locations[index] = sorted[position] }
    return locations
  }

  /// Whether the literal at `index` is the value of an object's `kind` property, a payload's case.
  static func isKindValue(_ tree: TokenTree, _ index: Int) -> Bool {
    guard index >= 2, tree.kind(index - 1) == .colon, tree.isWord(index - 2, "kind") else {
      return false
    }
    return tree.kind(tree.enclosingOpener(index)) == .objectStart
  }

  /// Whether the module name at `index` is the consequent of create-react-native-library's
  /// fallback, `NativeModules.M ? NativeModules.M : new Proxy(…)`, whose alternate throws on use.
  static func isThrowingFallback(_ tree: TokenTree, _ index: Int) -> Bool {
    guard index >= 3, index + 3 < tree.tokens.count, tree.kind(index - 1) == .dot,
      tree.isWord(index - 2, "NativeModules"), tree.kind(index - 3) == .question,
      tree.kind(index + 1) == .colon, tree.isWord(index + 2, "new")
    else { return false }
    return tree.isWord(index + 3, "Proxy")
  }

  /// JSX attributes whose value goes to the view hierarchy, never over the bridge: a name there
  /// (`testID="task.archive"`) is not a use.
  private static let inertAttributes: Set<[UInt8]> = Set(
    ["testID", "nativeID", "accessibilityLabel", "accessibilityHint", "key"].map { Array($0.utf8) })

  /// Whether the value from `start` to `end` is the value of an inert JSX attribute:
  /// `testID="X"`, `testID={"X"}` or `testID={IDS.archive}`.
  static func isInertAttributeValue(_ tree: TokenTree, _ start: Int, _ end: Int) -> Bool {
    var name = start - 1
    if tree.kind(start) != .jsxString {
      guard start >= 2, tree.kind(start - 1) == .jsxExpressionStart,
        end + 1 < tree.tokens.count, tree.kind(end + 1) == .rightBrace
      else { return false }
      name = start - 2
    }
    guard name >= 0, tree.kind(name) == .jsxName else { return false }
    return inertAttributes.contains(Array(tree.bytes[tree.tokens[name].range]))
  }

  /// Whether the value from `start` to `end` (a literal, or a read of a constant) is a whole
  /// argument of a call of the console (`console.log("task.archive")`,
  /// `console.warn(KINDS.archive)`): a built-in sends nothing over the bridge and lets nothing
  /// escape (CONTENT-ANALYSIS.md, "What counts as a use": built-ins are no escapes).
  static func isLogged(_ tree: TokenTree, _ start: Int, _ end: Int) -> Bool {
    guard let open = tree.argumentParen(around: start, end) else { return false }
    return open >= 3 && tree.kind(open - 1) == .identifier && tree.kind(open - 2) == .dot
      && tree.isWord(open - 3, "console") && tree.kind(open - 4) != .dot
      && tree.kind(open - 4) != .optionalChain
  }

  /// Whether the value from `start` to `end` (a literal, or a read of a constant) is compared
  /// with, not passed on: a `case` label of a switch (`case "X":`, `case KIND.archive:`), an
  /// operand of `==`, `===`, `!=`, `!==`, or an element of an array literal only tested with
  /// `.includes(v)` (`["task.archive", …].includes(kind)`).
  static func isComparedWith(_ tree: TokenTree, _ start: Int, _ end: Int) -> Bool {
    let comparisons: Set<JSTokenKind> = [.equal, .strictEqual, .notEqual, .strictNotEqual]
    if start > 0, comparisons.contains(tree.kind(start - 1)) { return true }
    if end + 1 < tree.tokens.count, comparisons.contains(tree.kind(end + 1)) { return true }
    if start > 0, end + 1 < tree.tokens.count,
      tree.kind(start - 1) == .leftBracket
        || tree.kind(start - 1) == .comma,
      tree.kind(end + 1) == .comma || tree.kind(end + 1) == .rightBracket
    {
      let open = tree.enclosingOpener(start)
      if open >= 0, tree.kind(open) == .leftBracket, tree.tokens[open].partner >= 0,
        tree.kind(tree.partner(open) + 1) == .dot, tree.isWord(tree.partner(open) + 2, "includes"),
        // Not an element of a nested array or an object inside it: a direct one.
        tree.enclosingOpener(end) == open
      {
        return true
      }
    }
    return start > 0 && tree.isWord(start - 1, "case") && end + 1 < tree.tokens.count
      && tree.kind(end + 1) == .colon
  }

  /// Whether the value from `start` to `end` is what a built-in collection the file makes is
  /// searched or looked up by (CONTENT-ANALYSIS.md, "What counts as a use": "the argument of
  /// `includes`/`has`/`indexOf`" is compared, and a table's key only indexed goes nowhere): the
  /// first argument, whole, of an array's `includes`, `indexOf` or `lastIndexOf`, a set's `has`
  /// or `delete`, or a map's `has`, `get` or `delete` — the array or `new Set(…)`, `new
  /// Map(…)` (or their weak kinds) written there or bound to a `const` there, read only for
  /// its members, none written over. A search of
  /// anything else may call a function of the content's own (`api.has(kind)`, which may send
  /// it): the name stays a use where given.
  static func isBuiltInCollectionKey(
    _ tree: TokenTree, _ start: Int, _ end: Int, scopes: () -> ScopeTree?
  ) -> Bool {
    let method = start - 2
    let searches: [StaticString] = ["includes", "indexOf", "lastIndexOf", "has", "get", "delete"]
    guard start > 3, tree.kind(start - 1) == .leftParen, tree.kind(start - 3) == .dot,
      searches.contains(where: { tree.isWord(method, $0) }),
      tree.argumentParen(around: start, end) == start - 1
    else { return false }
    var collection = method - 2
    if tree.kind(collection) == .identifier, !tree.isOperatorWord(collection) {
      guard tree.kind(collection - 1) != .dot, tree.kind(collection - 1) != .optionalChain,
        let scopes = scopes(), let binding = scopes.binding(at: Int32(collection)),
        binding.kind == .const
      else { return false }
      let name = Int(binding.token)
      guard tree.kind(name + 1) == .assign,
        tree.isWord(name - 1, "const") || tree.kind(name - 1) == .comma,
        // Read only for its members, none written over (`(m as any).get = …` makes `get` a
        // function of the content's own).
        let index = scopes.bindingIndex(at: Int32(collection)),
        scopes.references.allSatisfy({ reference in
          let read = Int(reference.token)
          return reference.binding != index
            || (tree.kind(read + 1) == .dot || tree.kind(read + 1) == .optionalChain)
              && !tree.isWritten(at: read + 2)
        })
      else { return false }
      collection = name + 2
    } else if tree.kind(collection) == .rightBracket, tree.tokens[collection].partner >= 0 {
      // `[A, B].includes(K)`: the array literal, not an index (`rows[0].includes(K)`).
      collection = tree.partner(collection)
      guard !tree.followsValue(collection) else { return false }
    } else {
      return false
    }
    let methods: [StaticString]
    let last: Int
    if tree.kind(collection) == .leftBracket, tree.tokens[collection].partner >= 0 {
      methods = ["includes", "indexOf", "lastIndexOf"]
      last = tree.partner(collection)
    } else if tree.isWord(collection, "new"), tree.kind(collection + 2) == .leftParen,
      tree.tokens[collection + 2].partner >= 0
    {
      let type = collection + 1
      if tree.isWord(type, "Set") || tree.isWord(type, "WeakSet") {
        methods = ["has", "delete"]
      } else if tree.isWord(type, "Map") || tree.isWord(type, "WeakMap") {
        methods = ["has", "get", "delete"]
      } else {
        return false
      }
      last = tree.partner(collection + 2)
    } else {
      return false
    }
    // The value whole, where it is written: not `[A].concat(…)` nor `new Map().set(…)`.
    guard last + 1 == method - 1 || tree.endsDeclarator(at: last + 1) else { return false }
    return methods.contains { tree.isWord(method, $0) }
  }

  /// Whether the value from `start` to `end` is the key a member is read or deleted by
  /// (`caps["X"]`, `caps?.["X"]`, not `caps["X"] = v`): only looked up with, it goes nowhere —
  /// the member's value does.
  static func isLookupKey(_ tree: TokenTree, _ start: Int, _ end: Int) -> Bool {
    let open = start - 1
    guard open > 0, tree.kind(open) == .leftBracket, tree.tokens[open].partner == Int32(end + 1),
      tree.followsValue(open)
    else { return false }
    return !tree.isWritten(at: end + 1)
  }

  /// Whether the value from `start` to `end` keys what may be a table of handlers: a key of an
  /// object literal (`{ "search": onSearch }`, or computed: `{ [KINDS.search]: … }`) whose value
  /// is not a number, a string or `true`, `false`, `null` or `undefined` written there (an icon
  /// font's glyph map, `{ "search": 59823 }`, handles nothing).
  static func isHandlerKey(_ tree: TokenTree, _ start: Int, _ end: Int) -> Bool {
    guard let key = IndexedTables.keySpan(tree, start, end) else { return false }
    let value = key.upperBound + 2
    let next = tree.kind(value + 1)
    guard next == .comma || next == .rightBrace else { return true }
    switch tree.kind(value) {
    case .number, .string, .template: return false
    case .identifier:
      return !["true", "false", "null", "undefined"].contains { tree.isWord(value, $0) }
    default: return true
    }
  }

  /// Whether the literal at `index` names what a runtime import loads: `import … from "P"`,
  /// `export … from "P"`, `import "P"`, `require("P")`, `import("P")`. Type-only imports
  /// (`import type { A } from "P"`) are erased before the bundle is built.
  static func isImportSource(_ tree: TokenTree, _ index: Int) -> Bool {
    guard index >= 1, tree.kind(index) == .string else { return false }
    if tree.isWord(index - 1, "import") { return true }
    if tree.kind(index - 1) == .leftParen {
      return tree.isWord(index - 2, "require") || tree.isWord(index - 2, "import")
    }
    guard tree.isWord(index - 1, "from") else { return false }
    // Back to the `import` or `export` that starts the statement, over `{ … }` and names.
    var cursor = index - 2
    while cursor >= 0 {
      if tree.isWord(cursor, "import") || tree.isWord(cursor, "export") {
        return !(tree.isWord(cursor + 1, "type") && !tree.isWord(cursor + 2, "from"))
      }
      if tree.kind(cursor).endsGroup, tree.partner(cursor) >= 0 {
        cursor = tree.partner(cursor) - 1
      } else if tree.kind(cursor) == .identifier || tree.kind(cursor) == .comma
        || tree.kind(cursor) == .otherOperator
      {
        cursor -= 1
      } else {
        return false
      }
    }
    return false
  }

  /// Whether `index` runs inside the block of a `try` whose `catch` does not throw: lexically
  /// inside it, and not inside a function written there (`cb = () => …`, `setTimeout(() =>
  /// …)`), which may run after the `try` is left.
  static func isInsideTry(_ tree: TokenTree, _ index: Int) -> Bool {
    var child = index
    var opener = tree.enclosingOpener(index)
    while opener >= 0 {
      // An arrow's expression body: an `=>` before the child in its piece of this group.
      var cursor = tree.previousSibling(child)
      while cursor > opener, tree.kind(cursor) != .comma, tree.kind(cursor) != .semicolon,
        !tree.isStatementBoundary(after: cursor, before: tree.nextSibling(cursor))
      {
        if tree.kind(cursor) == .arrow { return false }
        cursor = tree.previousSibling(cursor)
      }
      if tree.kind(opener) == .leftBrace, tree.isWord(opener - 1, "try") {
        if tree.isWord(tree.partner(opener) + 1, "catch"),
          !catchThrows(tree, catchKeyword: tree.partner(opener) + 1)
        {
          return true
        }
      } else if tree.isFunctionBody(opener) {
        return false
      }
      child = opener
      opener = tree.enclosingOpener(opener)
    }
    return false
  }

  /// Whether the `catch` at `catchKeyword` may throw: a `throw` anywhere in its block (one that
  /// reports and rethrows leaves the lookup a use). A `throw` in a function defined there counts
  /// too, which can only make a lookup a use, never a check.
  static func catchThrows(_ tree: TokenTree, catchKeyword: Int) -> Bool {
    var block = catchKeyword + 1
    if tree.kind(block) == .leftParen, tree.tokens[block].partner >= 0 {
      block = tree.partner(block) + 1
    }
    guard block < tree.tokens.count, tree.kind(block) == .leftBrace,
      tree.tokens[block].partner >= 0
    else { return true }
    return (block + 1..<tree.partner(block)).contains { tree.isWord($0, "throw") }
  }
}
