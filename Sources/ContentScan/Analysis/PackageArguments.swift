/// Names given to a package's code (CONTENT-ANALYSIS.md, "What counts as a use": a value passed
/// only to code that neither sends nor lets it escape is no use, and package code that cannot
/// reach `expo-brownfield` is no escape): an i18n key equal to a case's name,
/// `t("task.archive")`, `i18n.t(KEYS.archive)`, `<Trans i18nKey="task.archive" />`. Not what
/// escapes through such code: an event's payload, a store's or storage's write, a native
/// module's method, or any call made for its effect rather than its value.
///
/// This finds the package a value is given to, whole or inside object and array literals given
/// whole: the callee or the JSX element is an import of a package, a member of one, or a
/// `const` taken from one (`const { t } = useTranslation()`, `const t = i18n.t`). Whether that
/// package can reach expo-brownfield is `PackageReach`'s to say.
struct PackageArguments {
  /// How many object and array literals deep a value may sit in the argument.
  static let maxDepth = 8

  private let tree: TokenTree
  private let interface: ModuleInterface
  /// The file's imports of packages other than expo-brownfield (whose code sends), by local name.
  private let packageImports: [String: String]
  /// The names `const` declarations take from those imports, found on first need.
  private var taken: Set<String>?
  /// `importAssignments`, once found.
  private var assignments: [Int]?

  /// The imports of other files of the content that a receiver's name came from: whether they
  /// hold a package's value is asked of those files (`FileScan.packageArgumentImports`).
  private(set) var asked = Set<String>()
  private let contentImports: Set<String>

  /// `linked`: imports of other files of the content that hold a package's value (an i18n
  /// module's `export default i18next`), by local name, as the bundle says.
  init(tree: TokenTree, interface: ModuleInterface, linked: [String: String] = [:]) {
    self.tree = tree
    self.interface = interface
    var imports = linked.filter { $0.value != SentValues.package }
    var content = Set<String>()
    for item in interface.imports {
      if Self.isPackage(item.specifier) {
        if item.specifier != SentValues.package { imports[item.local] = item.specifier }
      } else if imports[item.local] == nil {
        content.insert(item.local)
      }
    }
    packageImports = imports
    contentImports = content
  }

  /// Whether a specifier names a package (not a file of the content).
  static func isPackage(_ specifier: String) -> Bool {
    !specifier.hasPrefix(".") && !specifier.hasPrefix("/")
  }

  /// The packages whose values the file exports as its own — `export default i18n` where
  /// `import i18n from "i18next"` or `const i18n = i18next.createInstance()`, or
  /// `export { useTranslation } from "react-i18next"` — by export name.
  mutating func packageExports() -> [String: String] {
    var exports: [String: String] = [:]
    var takenFrom: [String: String]?
    for (name, export) in interface.exports {
      switch export {
      case .from(let specifier, _):
        if Self.isPackage(specifier), specifier != SentValues.package {
          exports[name] = specifier
        }
      case .local(let local):
        if let specifier = packageImports[local] {
          exports[name] = specifier
        } else {
          if takenFrom == nil { takenFrom = topLevelTaken() }
          if let specifier = takenFrom?[local] { exports[name] = specifier }
        }
      }
    }
    return exports
  }

  /// Module-level `const X = P…` where P is a package import and the initializer takes from it
  /// (`i18next.createInstance()`), by X: at the top level, no other binding can be meant.
  private mutating func topLevelTaken() -> [String: String] {
    var found: [String: String] = [:]
    for index in importAssignments()
    where tree.kind(index - 1) == .identifier && tree.enclosingOpener(index) < 0
      && tree.isWord(index - 2, "const")
    {
      guard let specifier = packageImports[tree.text(index + 1)], isTakenFrom(root: index + 1)
      else { continue }
      found[tree.text(index - 1)] = specifier
    }
    return found
  }

  /// The `=` tokens whose value starts with a name the file imports (`X = useT()`,
  /// `{ t } = useT()`): where names are taken from imports, found in one pass, once.
  private mutating func importAssignments() -> [Int] {
    if let assignments { return assignments }
    let found = (1..<max(1, tree.tokens.count - 1)).filter { index in
      guard tree.kind(index) == .assign, tree.kind(index + 1) == .identifier else { return false }
      let name = tree.text(index + 1)
      return packageImports[name] != nil || contentImports.contains(name)
    }
    assignments = found
    return found
  }

  /// The specifiers of the packages whose code is given the value from `start` to `end` (a
  /// literal, or a read of a constant): the function or component it is given to, and, where
  /// that call's result is itself given on (`Alert.alert(t("…"))`), the one receiving that, and
  /// so on; nil when some receiver is not a package's (a payload built from `t(…)` is content's).
  mutating func receivers(_ start: Int, _ end: Int, scopes: () -> ScopeTree?) -> [String]? {
    guard !packageImports.isEmpty || !contentImports.isEmpty else { return nil }
    var found: [String] = []
    var (low, high) = (start, end)
    for _ in 0..<Self.maxDepth {
      guard let (specifier, call) = receiver(low, high, scopes: scopes) else { return nil }
      found.append(specifier)
      // A JSX prop ends the chain; so does a call whose value is used, not given on.
      guard let call else { return found }
      if isGivenOn(call) {
        (low, high) = call
        continue
      }
      // A call made for its effect — an event's payload, a store's or storage's write
      // (`emitter.emit(…)`, `dispatch(…)`, `AsyncStorage.setItem(…)`) — lets the value escape:
      // what it was given may come back to content's code (CONTENT-ANALYSIS.md, "Escapes").
      return isForEffect(call) ? nil : found
    }
    return nil
  }

  /// Whether the call from `call.start` to `call.end` is made for its effect: a statement of its
  /// own (`await`ed or not), or an arrow's expression body, whose value nobody reads.
  private func isForEffect(_ call: (Int, Int)) -> Bool {
    var (start, end) = call
    while start > 0, tree.isWord(start - 1, "await") || tree.isWord(start - 1, "void") {
      start -= 1
    }
    guard start > 0 else { return true }
    switch tree.kind(start - 1) {
    case .arrow: return !isConstantsArrow(start - 1)
    case .semicolon, .leftBrace, .rightBrace: break
    default:
      guard tree.isStatementBoundary(after: start - 1, before: start) else { return false }
    }
    end += 1
    guard end < tree.tokens.count else { return true }
    switch tree.kind(end) {
    case .semicolon, .rightBrace, .endOfFile: return true
    default: return tree.isStatementBoundary(after: end - 1, before: end)
    }
  }

  /// Whether the arrow at `arrow` is a `const`'s value (`const tr = (key) => i18next.t(key)`):
  /// a function its callers call for what it returns, unlike a handler written in place.
  private func isConstantsArrow(_ arrow: Int) -> Bool {
    var cursor = arrow - 1
    if tree.kind(cursor) == .rightParen, tree.tokens[cursor].partner >= 0 {
      cursor = tree.partner(cursor)
    } else if tree.kind(cursor) != .identifier {
      return false
    }
    cursor -= 1
    if tree.isWord(cursor, "async") { cursor -= 1 }
    return cursor >= 2 && tree.kind(cursor) == .assign && tree.kind(cursor - 1) == .identifier
      && (tree.isWord(cursor - 2, "const") || tree.kind(cursor - 2) == .comma)
  }

  /// Whether the expression from `call.start` to `call.end` is an argument, an element or a
  /// property value: given on to whatever receives that.
  private func isGivenOn(_ call: (Int, Int)) -> Bool {
    let (start, end) = call
    guard start > 0, end + 1 < tree.tokens.count else { return false }
    switch (tree.kind(start - 1), tree.kind(end + 1)) {
    case (.leftParen, _), (.comma, _), (.colon, _), (.leftBracket, _): return true
    default: return false
    }
  }

  /// The package whose function or component receives the value from `start` to `end`, and
  /// for a function, its call's tokens.
  private mutating func receiver(_ start: Int, _ end: Int, scopes: () -> ScopeTree?) -> (
    String, (Int, Int)?
  )? {
    var (low, high) = (start, end)
    for _ in 0..<Self.maxDepth {
      guard low > 1, high + 1 < tree.tokens.count else { return nil }
      // A JSX attribute: `name="X"` or `name={X}`.
      if tree.kind(low) == .jsxString, tree.kind(low - 1) == .jsxName {
        return element(attribute: low - 1, scopes: scopes).map { ($0, nil) }
      }
      let (before, after) = (tree.kind(low - 1), tree.kind(high + 1))
      if before == .jsxExpressionStart, after == .rightBrace, tree.kind(low - 2) == .jsxName {
        return element(attribute: low - 2, scopes: scopes).map { ($0, nil) }
      }
      let open = tree.enclosingOpener(low)
      guard open >= 0, tree.tokens[open].partner > high else { return nil }
      switch tree.kind(open) {
      case .objectStart:
        // A property's value, `{ id: X }`: the object is what is given.
        guard before == .colon, after == .comma || after == .rightBrace else { return nil }
      case .leftBracket:
        // An element of an array literal, not a computed member (`table[X]`).
        guard before == .leftBracket || before == .comma,
          after == .comma || after == .rightBracket, !endsValue(open - 1)
        else { return nil }
      case .leftParen:
        // A function given beside the value may be called with it (`_.map(["…"], send)`).
        guard before == .leftParen || before == .comma, after == .rightParen || after == .comma,
          let root = calleeRoot(open: open), !isEscapeSink(root: root, open: open),
          !givesFunction(open)
        else { return nil }
        return specifier(of: root, scopes: scopes).map { ($0, (root, tree.partner(open))) }
      default:
        return nil
      }
      (low, high) = (open, tree.partner(open))
    }
    return nil
  }

  /// Methods whose argument is kept where content's code can read it back — an event's
  /// payload, a store's or storage's value (`EscapeCalls.methods`), and, of a package's code, a
  /// collection's or a queue's item — and names a native module's method is called through:
  /// what they are given escapes (CONTENT-ANALYSIS.md, "Escapes").
  static let escapeSinks = Set(EscapeCalls.methods.keys).union([
    "set", "save", "store", "put", "write", "next", "post", "send", "enqueue", "push", "add",
  ])
  static let nativeRoots: Set<String> = ["NativeModules", "TurboModuleRegistry"]

  /// Whether the callee from `root` to the `(` at `open` is such a sink, or a native module's.
  private func isEscapeSink(root: Int, open: Int) -> Bool {
    if Self.nativeRoots.contains(tree.text(root)) { return true }
    var callee = open - 1
    if tree.kind(callee) == .optionalChain { callee -= 1 }
    return Self.escapeSinks.contains(tree.text(callee))
  }

  /// Whether the arguments in the `(` at `open` write a function (an arrow, a function
  /// expression), which the package may call with what else it is given.
  private func givesFunction(_ open: Int) -> Bool {
    (open + 1..<tree.partner(open)).contains {
      tree.kind($0) == .arrow || tree.isWord($0, "function")
    }
  }

  /// Whether an argument in the `(` at `open` is a name or a member of one (`memo(Row)`), which
  /// may be a function of the content's.
  private func givesName(_ open: Int) -> Bool {
    tree.commaSegments(open + 1..<tree.partner(open)).contains { segment in
      !segment.isEmpty
        && segment.allSatisfy {
          tree.kind($0) == .identifier || tree.kind($0) == .dot || tree.kind($0) == .optionalChain
        }
    }
  }

  /// Whether the token at `index` ends a value, so that a `[` after it indexes it.
  private func endsValue(_ index: Int) -> Bool {
    guard index >= 0 else { return false }
    switch tree.kind(index) {
    case .identifier, .rightParen, .rightBracket, .string: return !isKeyword(index)
    default: return false
    }
  }

  private func isKeyword(_ index: Int) -> Bool {
    tree.isWord(index, "return") || tree.isWord(index, "typeof") || tree.isWord(index, "in")
      || tree.isWord(index, "of") || tree.isWord(index, "await") || tree.isWord(index, "yield")
  }

  /// The first name of the callee before the `(` at `open`: `t`, `i18n.t`, `I18n?.t` — a plain
  /// name or a chain of members on one, nothing computed.
  private func calleeRoot(open: Int) -> Int? {
    var cursor = open - 1
    if cursor >= 0, tree.kind(cursor) == .optionalChain { cursor -= 1 }
    guard cursor >= 0, tree.kind(cursor) == .identifier else { return nil }
    while cursor >= 2, tree.kind(cursor - 1) == .dot || tree.kind(cursor - 1) == .optionalChain,
      tree.kind(cursor - 2) == .identifier
    {
      cursor -= 2
    }
    if cursor >= 1, tree.kind(cursor - 1) == .dot || tree.kind(cursor - 1) == .optionalChain {
      return nil
    }
    return cursor
  }

  /// The package of the element whose attribute name is at `attribute`: back over the other
  /// attributes to the element's `<` and its tag.
  private mutating func element(attribute: Int, scopes: () -> ScopeTree?) -> String? {
    var cursor = attribute - 1
    var steps = 0
    while cursor >= 0, tree.kind(cursor) != .jsxElementStart, steps < 256 {
      if tree.kind(cursor).endsGroup, tree.tokens[cursor].partner >= 0 {
        cursor = tree.partner(cursor)
      }
      cursor -= 1
      steps += 1
    }
    guard cursor >= 0, tree.kind(cursor) == .jsxElementStart, cursor + 1 < attribute else {
      return nil
    }
    return specifier(of: cursor + 1, scopes: scopes)
  }

  /// The package the name at `token` comes from: an import of it, or a `const` whose
  /// initializer is one, a member of one or a call of either.
  private mutating func specifier(of token: Int, scopes: () -> ScopeTree?) -> String? {
    // Most callees are neither: the scopes are asked only about names that may be.
    let name = tree.text(token)
    if taken == nil { taken = takenNames() }
    // A name imported from another file of the content: whether it is a package's value is
    // that file's to say.
    if packageImports[name] == nil, contentImports.contains(name) { asked.insert(name) }
    guard packageImports[name] != nil || taken?.contains(name) == true,
      let scopeTree = scopes(), let binding = scopeTree.binding(at: Int32(token))
    else { return nil }
    switch binding.kind {
    case .import where binding.scope == 0:
      return packageImports[binding.name]
    case .const:
      guard let initializer = initializer(declaring: Int(binding.token)),
        let root = scopeTree.binding(at: Int32(initializer)), root.kind == .import,
        root.scope == 0, isTakenFrom(root: initializer)
      else { return nil }
      if packageImports[root.name] == nil, contentImports.contains(root.name) {
        asked.insert(root.name)
      }
      return packageImports[root.name]
    default:
      return nil
    }
  }

  /// The names declared by `const … = X…` where X is one of the imports.
  private mutating func takenNames() -> Set<String> {
    var names = Set<String>()
    for index in importAssignments() {
      let before = index - 1
      if tree.kind(before) == .identifier {
        names.insert(tree.text(before))
      } else if tree.kind(before).endsGroup, tree.tokens[before].partner >= 0 {
        for inner in tree.partner(before) + 1..<before where tree.kind(inner) == .identifier {
          names.insert(tree.text(inner))
        }
      }
    }
    return names
  }

  /// The first token of the initializer of the `const` declared at `token`: `const t = X` or,
  /// destructured one level, `const { t } = X`.
  private func initializer(declaring token: Int) -> Int? {
    if token + 2 < tree.tokens.count, tree.kind(token + 1) == .assign {
      return token + 2
    }
    let pattern = tree.enclosingOpener(token)
    guard pattern >= 0, tree.tokens[pattern].partner >= 0,
      tree.kind(pattern) == .objectStart || tree.kind(pattern) == .leftBrace
        || tree.kind(pattern) == .leftBracket
    else { return nil }
    let end = tree.partner(pattern)
    guard end + 2 < tree.tokens.count, tree.kind(end + 1) == .assign else { return nil }
    return end + 2
  }

  /// Whether the initializer at `root` is the name, members of it and at most one call, and
  /// nothing after: `useTranslation()`, `i18n.t`, `i18next.getFixedT(null, "tasks")`.
  private func isTakenFrom(root: Int) -> Bool {
    guard tree.kind(root) == .identifier else { return false }
    var cursor = root + 1
    while cursor + 1 < tree.tokens.count,
      tree.kind(cursor) == .dot || tree.kind(cursor) == .optionalChain,
      tree.kind(cursor + 1) == .identifier
    {
      cursor += 2
    }
    if cursor < tree.tokens.count, tree.kind(cursor) == .leftParen,
      tree.tokens[cursor].partner >= 0
    {
      // What the package makes of the content's code is the content's: `memo(Row)`,
      // `forwardRef((props, ref) => …)` wrap a component that may send what it is given.
      guard !givesFunction(cursor), !givesName(cursor) else { return false }
      cursor = tree.partner(cursor) + 1
    }
    guard cursor < tree.tokens.count else { return true }
    switch tree.kind(cursor) {
    case .semicolon, .comma, .endOfFile, .rightBrace: return true
    default: return tree.isStatementBoundary(after: cursor - 1, before: cursor)
    }
  }
}
