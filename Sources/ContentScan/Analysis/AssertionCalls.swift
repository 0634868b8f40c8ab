/// Calls that return only when their first argument is truthy (CONTENT-ANALYSIS.md, "Where it
/// holds": `invariant(has(C))`, TypeScript's `asserts`): after such a call, made as a statement of
/// its own, what the argument proves holds for the rest of the block, as after
/// `if (!c) throw …`.
///
/// They are the default export of the `invariant` and `tiny-invariant` packages, and the file's
/// own functions whose body, before any `return` of its own, throws where the first parameter is
/// falsy (`if (!condition) throw new Error(message);`).
extension FileScanner {
  /// The packages whose default export is such a function.
  static let assertionPackages: Set<String> = ["invariant", "tiny-invariant"]

  /// The `(` of each call of such a function in the file.
  static func assertionCalls(
    _ tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface
  ) -> Set<Int> {
    let packages = Set(
      interface.imports.filter {
        $0.imported == .named("default") && assertionPackages.contains($0.specifier)
      }.map(\.local))
    var asserting = Set<Int32>()
    for (index, binding) in scopes.bindings.enumerated() {
      if binding.kind == .import, binding.scope == 0, packages.contains(binding.name) {
        asserting.insert(Int32(index))
      } else if let body = LocalFunctions.body(of: binding, tree),
        assertsFirstParameter(body, tree: tree, scopes: scopes)
      {
        asserting.insert(Int32(index))
      }
    }
    guard !asserting.isEmpty else { return [] }
    var calls = Set<Int>()
    for reference in scopes.references where asserting.contains(reference.binding) {
      let callee = Int(reference.token)
      if tree.kind(callee + 1) == .leftParen, tree.kind(callee - 1) != .dot {
        calls.insert(callee + 1)
      }
    }
    return calls
  }

  /// Whether the function whose parameters and body are `function` throws, before any `return`
  /// at its body's level, where its first parameter is falsy: `if (!p) throw …` or
  /// `if (!p) { …; throw …; }`.
  private static func assertsFirstParameter(
    _ function: Range<Int>, tree: TokenTree, scopes: ScopeTree
  ) -> Bool {
    guard let parameters = GuardedParameters.parameterList(tree, function),
      let first = tree.commaSegments(parameters).first, first.count >= 1,
      tree.kind(first.lowerBound) == .identifier,
      let parameter = scopes.binding(at: Int32(first.lowerBound)), parameter.kind == .parameter
    else { return false }
    // The body's block: after the parameters' `)` and any `=>`.
    var open = parameters.upperBound
    if tree.kind(open) == .rightParen { open += 1 }
    if tree.kind(open) == .arrow { open += 1 }
    guard open < function.upperBound, tree.kind(open) == .leftBrace, tree.tokens[open].partner >= 0
    else { return false }
    let close = tree.partner(open)
    var statement = open + 1
    while statement < close {
      if tree.isWord(statement, "if"), tree.kind(statement + 1) == .leftParen,
        tree.tokens[statement + 1].partner == Int32(statement + 4),
        tree.kind(statement + 2) == .not, tree.kind(statement + 3) == .identifier,
        scopes.binding(at: Int32(statement + 3))?.token == parameter.token,
        throwsAlways(tree, from: statement + 5)
      {
        return true
      }
      // A `return` anywhere before it (inside an `if` too) may leave without throwing.
      let next = tree.statementExtent(from: statement)
      guard next > statement, !containsExit(tree, statement..<next) else { return false }
      statement = next
    }
    return false
  }

  /// Whether the statement at `start` throws: `throw …`, or a block holding a `throw` at its own
  /// level and no `return`, `break` or `continue` anywhere.
  private static func throwsAlways(_ tree: TokenTree, from start: Int) -> Bool {
    if tree.isWord(start, "throw") { return true }
    guard tree.kind(start) == .leftBrace, tree.tokens[start].partner >= 0 else { return false }
    let block = start + 1..<tree.partner(start)
    guard !containsExit(tree, block) else { return false }
    var statement = block.lowerBound
    while statement < block.upperBound {
      if tree.isWord(statement, "throw") { return true }
      let next = tree.statementExtent(from: statement)
      guard next > statement else { return false }
      statement = next
    }
    return false
  }

  /// Whether `range` holds a `return`, `break` or `continue` (one inside a nested function
  /// counts too: the reading is the cautious one).
  private static func containsExit(_ tree: TokenTree, _ range: Range<Int>) -> Bool {
    range.contains {
      tree.isWord($0, "return") || tree.isWord($0, "break") || tree.isWord($0, "continue")
    }
  }
}
