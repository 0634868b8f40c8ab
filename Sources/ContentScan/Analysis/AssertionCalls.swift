/// Calls that return only when their first argument is truthy (CONTENT-ANALYSIS.md, "Where it
/// holds": `invariant(has(C))`, TypeScript's `asserts`): after such a call, made as a statement of
/// its own, what the argument proves holds for the rest of the block, as after
/// `if (!c) throw …`.
///
/// They are the default export of the `invariant` and `tiny-invariant` packages, and the
/// content's functions whose body, before any `return` of its own, throws where the first
/// parameter is falsy (`if (!condition) throw new Error(message);`): the file's own, or one
/// imported from another file of the content, which the bundle asks that file about as it asks
/// for a check function's proof (`CheckCalls.assertionName`: taken to assert until the answer
/// comes, and the file read again if it does not). Each callee is resolved and summarized once,
/// when a check's climb first meets a call of it made as a statement.
final class AssertionCalls {
  /// The packages whose default export is such a function.
  static let packages: Set<String> = ["invariant", "tiny-invariant"]

  private let scopes: () -> ScopeTree?
  /// The local names of the packages' default imports.
  private let imported: Set<String>
  /// Where an imported function of the content is asked about.
  private let calls: CheckCalls?
  /// By binding: whether it is such a function, once asked.
  private var known: [Int32: Bool] = [:]

  /// `scopes` is asked only when a call could be one: a statement of its own whose callee is a
  /// name (most files never ask).
  init(scopes: @escaping () -> ScopeTree?, interface: ModuleInterface, calls: CheckCalls? = nil) {
    self.scopes = scopes
    self.calls = calls
    imported = Set(
      interface.imports.filter {
        $0.imported == .named("default") && Self.packages.contains($0.specifier)
      }.map(\.local))
  }

  /// Whether the call whose `(` is at `paren`, a statement of its own, calls such a function.
  func isAssertion(call paren: Int, in tree: TokenTree) -> Bool {
    let callee = paren - 1
    guard tree.kind(callee) == .identifier, tree.kind(callee - 1) != .dot,
      let scopes = scopes(), let binding = scopes.bindingIndex(at: Int32(callee))
    else { return false }
    if let answer = known[binding] { return answer }
    let declared = scopes.bindings[Int(binding)]
    let answer =
      declared.kind == .import
      ? declared.scope == 0
        && (imported.contains(declared.name)
          || calls?.isAssertion(imported: declared.name) == true)
      : LocalFunctions.body(of: declared, tree).map {
        Self.assertsFirstParameter($0, tree: tree, scopes: scopes)
      } ?? false
    known[binding] = answer
    return answer
  }

  /// Whether the function whose parameters and body are `function` throws, before any `return`
  /// at its body's level, where its first parameter is falsy: `if (!p) throw …` or
  /// `if (!p) { …; throw …; }`.
  static func assertsFirstParameter(
    _ function: Range<Int>, tree: TokenTree, scopes: ScopeTree
  ) -> Bool {
    guard let parameters = GuardedParameters.parameterList(tree, function),
      let first = tree.commaSegments(parameters).first, first.count >= 1,
      tree.kind(first.lowerBound) == .identifier,
      let binding = scopes.bindingIndex(at: Int32(first.lowerBound)),
      case let parameter = scopes.bindings[Int(binding)], parameter.kind == .parameter,
      // Assigned, it no longer holds what the call gave (`c = true; if (!c) throw …`).
      !GuardedParameters.isWritten(binding, tree: tree, scopes: scopes)
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
