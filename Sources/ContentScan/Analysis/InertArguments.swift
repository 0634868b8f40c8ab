/// Names given to the file's own functions that neither send them nor let them escape
/// (CONTENT-ANALYSIS.md, "What counts as a use": not a use, "a value passed only to functions
/// the analysis sees and that neither send nor let it escape", a table's lookup, a logger): a
/// whole argument of a call of a function the file declares, whose parameter there is read only
/// as a key (`LABELS[kind]`), compared (`kind === K`, `switch (kind)`, `list.includes(kind)`),
/// tested (`if (kind)`, `!kind`, `typeof kind`), given whole to the console or to package code
/// that cannot reach expo-brownfield (`i18next.t(kind)`), and which never reads `arguments`.
/// What such a function returns is never the name itself, so where its result goes does not
/// matter. Any other read — returned, stored, passed on, put in an object — keeps the use.
///
/// A method of an object the file declares (`strings.t(kind)`, `ObjectMethods`) is read as a
/// function is. A function imported from another file of the content (`import { t } from
/// "./i18n"`, read from a namespace import: `i18n.t(…)`, or a method of an imported object:
/// `strings.t(…)`) is that file's to answer for: the positions asked are gathered (`asked`), the bundle asks the file
/// exporting it (`inertPositions(ofExport:interface:among:)` there), and the file is read again
/// with the answer (`imported`).
struct InertArguments {
  private let tree: TokenTree
  private let scopes: ScopeTree
  /// The argument positions of imported functions that their files say are inert, by local
  /// name (`t`, `i18n.t` for a namespace's member, `strings.t` for an imported object's method).
  private let imported: [String: Set<Int>]
  /// Per function (where its tokens start) and argument position, whether the parameter is
  /// inert.
  private var known: [Int: [Int: Bool]] = [:]
  /// The functions the file's objects hold (`strings.t`), and each binding's reads.
  private var objects: ObjectMethods
  /// The argument positions of imported functions, by local name, given names whose files have
  /// not said whether they are inert.
  private(set) var asked: [String: Set<Int>] = [:]

  /// Whether the value from one token to another is given to package code that cannot reach
  /// expo-brownfield (`PackageArguments`): `return i18next.t(key)` is inert too.
  private let givenToPackage: (Int, Int) -> Bool

  init(
    tree: TokenTree, scopes: ScopeTree, imported: [String: Set<Int>] = [:],
    givenToPackage: @escaping (Int, Int) -> Bool = { _, _ in false }
  ) {
    self.tree = tree
    self.scopes = scopes
    self.imported = imported
    self.givenToPackage = givenToPackage
    objects = ObjectMethods(tree: tree, scopes: scopes)
  }

  /// Whether the value from `start` to `end` is written as a whole argument of a call of a
  /// plain name (`label(kind)`, not `x.label(kind)`) or of a name's member (`i18n.t(kind)`,
  /// which only a namespace import can answer for): asked before a file's scopes are built for
  /// `contains`.
  static func isWholeArgument(_ start: Int, _ end: Int, _ tree: TokenTree) -> Bool {
    guard let open = tree.argumentParen(around: start, end), !tree.isControlParen(open) else {
      return false
    }
    return calleeRoot(open: open, tree) != nil
  }

  /// The name the callee before the call's `(` at `open` starts with: `f` of `f(…)`, `N` of
  /// `N.f(…)`; nil for any other callee (`a.b.c(…)`, `x?.f(…)`, `function f(…)`).
  private static func calleeRoot(open: Int, _ tree: TokenTree) -> Int? {
    guard open >= 2, tree.kind(open - 1) == .identifier else { return nil }
    func isPlain(_ name: Int) -> Bool {
      tree.kind(name - 1) != .dot && tree.kind(name - 1) != .optionalChain
        && !tree.isWord(name - 1, "function")
    }
    if isPlain(open - 1) { return open - 1 }
    guard open >= 4, tree.kind(open - 2) == .dot, tree.kind(open - 3) == .identifier,
      isPlain(open - 3)
    else { return nil }
    return open - 3
  }

  /// The call of a function of the file's and the argument position the value from `start`
  /// to `end` fills whole (no spread before it): the callee's first name, the function's
  /// binding and the position.
  private func argument(_ start: Int, _ end: Int) -> (root: Int, function: Int32, position: Int)? {
    guard Self.isWholeArgument(start, end, tree) else { return nil }
    let open = tree.enclosingOpener(start)
    guard let root = Self.calleeRoot(open: open, tree),
      let function = scopes.bindingIndex(at: Int32(root))
    else { return nil }
    let arguments = tree.commaSegments(open + 1..<tree.contentEnd(open))
    guard let position = arguments.firstIndex(where: { $0.contains(start) }),
      arguments[position] == start..<end + 1,
      !arguments[..<position].contains(where: { tree.kind($0.lowerBound) == .spread })
    else { return nil }
    return (root, function, position)
  }

  /// Where the function of the file called with the value from `start` to `end` as a whole
  /// argument (`notify("task.archive")`) gives that parameter to an escape
  /// (`emitter.emit("change", kind)`, `EscapeCalls`): the escape's callee and what it lets the
  /// value into — for the note that says why the name is a use there.
  mutating func escape(ofArgument start: Int, _ end: Int) -> (callee: Int, EscapeCalls.Escape)? {
    guard let (root, function, position) = argument(start, end),
      root == tree.enclosingOpener(start) - 1,
      let body = LocalFunctions.body(of: scopes.bindings[Int(function)], tree),
      let parameter = parameter(of: body, at: position)
    else { return nil }
    for read in objects.reads(of: parameter) {
      if let escape = EscapeCalls.call(around: read, tree, scopes: { scopes }) { return escape }
    }
    return nil
  }

  /// Whether the value from `start` to `end` is a whole argument of such a call.
  mutating func contains(_ start: Int, _ end: Int) -> Bool {
    guard let (root, function, position) = argument(start, end) else { return false }
    let open = tree.enclosingOpener(start)
    let binding = scopes.bindings[Int(function)]
    if binding.kind == .import, binding.scope == 0 {
      let local = root == open - 1 ? binding.name : binding.name + "." + tree.text(open - 1)
      if let inert = imported[local] { return inert.contains(position) }
      asked[local, default: []].insert(position)
      return false
    }
    // A function of the file's, or a method of an object it declares (`strings.t(kind)`).
    let body =
      root == open - 1
      ? LocalFunctions.body(of: binding, tree)
      : objects.method(tree.text(open - 1), of: function)
    guard let body else { return false }
    return isInert(body, position: position)
  }

  /// Of the argument positions `positions` of the function the file exports as `export` (or a
  /// method of an object it exports: `strings.t`), those whose parameter is only read inertly:
  /// what the file answers for the files importing it.
  mutating func inertPositions(
    ofExport export: String, interface: ModuleInterface, among positions: Set<Int>
  ) -> Set<Int> {
    guard let function = objects.function(exported: export, interface: interface) else {
      return []
    }
    return positions.filter { isInert(function, position: $0) }
  }

  /// Whether the parameter at `position` of the function whose tokens are `function` is only
  /// read inertly, found once.
  private mutating func isInert(_ function: Range<Int>, position: Int) -> Bool {
    if let answer = known[function.lowerBound]?[position] { return answer }
    let answer = parameterIsInert(function, position: position)
    known[function.lowerBound, default: [:]][position] = answer
    return answer
  }

  private mutating func parameterIsInert(_ function: Range<Int>, position: Int) -> Bool {
    guard !function.contains(where: { tree.isWord($0, "arguments") }),
      let parameter = parameter(of: function, at: position)
    else { return false }
    let declaration = Int(scopes.bindings[Int(parameter)].token)
    return objects.reads(of: parameter).allSatisfy { $0 == declaration || isInertRead($0) }
  }

  /// The binding of the plain parameter (a name, not a pattern) at `position` of the function
  /// whose tokens are `function`.
  private func parameter(of function: Range<Int>, at position: Int) -> Int32? {
    guard let list = GuardedParameters.parameterList(tree, function) else { return nil }
    var parameters = tree.commaSegments(list)
    // TypeScript's `this` parameter is no argument.
    if let first = parameters.first, tree.isWord(first.lowerBound, "this") {
      parameters.removeFirst()
    }
    guard position < parameters.count, parameters[position].count == 1,
      tree.kind(parameters[position].lowerBound) == .identifier
    else { return nil }
    return scopes.bindingIndex(at: Int32(parameters[position].lowerBound))
  }

  private static let comparisons: Set<JSTokenKind> = [
    .equal, .strictEqual, .notEqual, .strictNotEqual,
  ]

  /// Whether the read at `read` only looks the value up, compares or tests it, or logs it.
  private func isInertRead(_ read: Int) -> Bool {
    let (before, after) = (tree.kind(read - 1), tree.kind(read + 1))
    // `TABLE[kind]`, `TABLE?.[kind]`: the key is not what the read gives.
    if before == .leftBracket, after == .rightBracket, tree.followsValue(read - 1) { return true }
    if Self.comparisons.contains(before) || Self.comparisons.contains(after) { return true }
    if tree.isWord(read - 1, "typeof") || before == .not { return true }
    // `list.includes(kind)`, `set.has(kind)`, `list.indexOf(kind)`: compared with.
    if before == .leftParen, after == .rightParen, tree.isSearchMethod(read - 2) { return true }
    // `if (kind)`, `while (kind)`, `switch (kind)`.
    if before == .leftParen, after == .rightParen,
      tree.isWord(read - 2, "if") || tree.isWord(read - 2, "while")
        || tree.isWord(read - 2, "switch")
    {
      return true
    }
    return FileScanner.isLogged(tree, read, read) || givenToPackage(read, read)
  }
}
