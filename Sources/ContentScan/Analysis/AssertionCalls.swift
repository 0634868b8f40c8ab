/// Calls that return only when something holds (CONTENT-ANALYSIS.md, "Where it holds": a call
/// whose summary never returns unless argument *i* is truthy, `invariant(has(C))`, TypeScript's
/// `asserts`): after such a call, made as a statement of its own, what holds for it holds for the
/// rest of the block, as after `if (!c) throw …`.
///
/// Two kinds: a function returning only where its first argument is truthy (`truth`: the
/// default export of the `invariant` and `tiny-invariant` packages, and a function of the
/// content that, before any `return` of its own, throws where its first parameter is falsy —
/// `if (!condition) throw new Error(message);`); and one returning only where a check of what
/// its arguments name holds (`names`: `function ensure(capability) { if
/// (!hasCapability(capability)) throw … }`, then `ensure(C);`), read as a check function's
/// summary is (`CheckCalls.assertedSlots`). A function of the file, or one imported from another
/// file of the content, which the bundle asks that file about as it asks for a check function's
/// proof (`CheckCalls.assertionName`: taken to assert what each argument names until the answer
/// comes, and the file read again if it does not). Each callee is resolved and summarized once,
/// when a check's climb first meets a call of it made as a statement.
final class AssertionCalls {
  /// What a call returning only when something holds proves.
  enum Kind: Equatable {
    /// Its first argument is truthy.
    case truth
    /// What the arguments at these positions name holds (a condition given there: its truth).
    case names([Int])

    /// The kind as the bundle gives it across files: a check function's proof of the
    /// arguments (`CheckCalls.Proof`).
    var proof: CheckCalls.Proof {
      switch self {
      case .truth: .conditions([0], whenTruthy: true)
      case .names(let slots): .arguments(slots, whenTruthy: true)
      }
    }

    init?(_ proof: CheckCalls.Proof) {
      switch proof {
      case .conditions([0], whenTruthy: true): self = .truth
      case .arguments(let slots, whenTruthy: true): self = .names(slots)
      default: return nil
      }
    }
  }

  /// The packages whose default export is such a function.
  static let packages: Set<String> = ["invariant", "tiny-invariant"]

  private let scopes: () -> ScopeTree?
  /// The local names of the packages' default imports.
  private let imported: Set<String>
  /// Where an imported function of the content is asked about, and a function's checks read.
  private let calls: CheckCalls?
  /// By binding: what kind of such function it is, once asked (`nil`: none).
  private var known: [Int32: Kind?] = [:]

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

  /// What the call whose `(` is at `paren`, a statement of its own, asserts, if its function is
  /// such a function.
  func kind(call paren: Int, in tree: TokenTree) -> Kind? {
    let callee = paren - 1
    guard tree.kind(callee) == .identifier, tree.kind(callee - 1) != .dot,
      let scopes = scopes(), let binding = scopes.bindingIndex(at: Int32(callee))
    else { return nil }
    if let answer = known[binding] { return answer }
    let declared = scopes.bindings[Int(binding)]
    let answer: Kind?
    if declared.kind == .import {
      answer =
        declared.scope != 0
        ? nil
        : imported.contains(declared.name)
          ? .truth : calls?.assertion(imported: declared.name, paren: paren)
    } else {
      answer = LocalFunctions.body(of: declared, tree).flatMap { body in
        Self.kind(of: body, tree: tree, scopes: scopes, calls: calls)
      }
    }
    known[binding] = answer
    return answer
  }

  /// What the function whose parameters and body are `function` asserts: `truth` where it
  /// throws, before any `return` at its body's level, where its first parameter is falsy (`if
  /// (!p) throw …` or `if (!p) { …; throw …; }`); else `names` where the tests it throws behind
  /// are false only where what parameters name holds (`calls`).
  static func kind(
    of function: Range<Int>, tree: TokenTree, scopes: ScopeTree, calls: CheckCalls?
  ) -> Kind? {
    // An `async` one throws into the promise it gives: the code after its call runs anyway.
    guard !tree.isAsyncFunction(function), let tests = throwingTests(function, tree: tree) else {
      return nil
    }
    if let parameters = GuardedParameters.parameterList(tree, function),
      let first = tree.commaSegments(parameters).first, first.count >= 1,
      tree.kind(first.lowerBound) == .identifier,
      let binding = scopes.bindingIndex(at: Int32(first.lowerBound)),
      case let parameter = scopes.bindings[Int(binding)], parameter.kind == .parameter,
      // Assigned, it no longer holds what the call gave (`c = true; if (!c) throw …`).
      !GuardedParameters.isWritten(binding, tree: tree, scopes: scopes),
      tests.contains(where: { test in
        test.count == 2 && tree.kind(test.lowerBound) == .not
          && scopes.binding(at: Int32(test.lowerBound + 1))?.token == parameter.token
      })
    {
      return .truth
    }
    guard let calls else { return nil }
    let slots = calls.assertedSlots(ofFunction: function, tests: tests, scopes)
    return slots.isEmpty ? nil : .names(slots)
  }

  /// The tests of the `if` statements the function whose parameters and body are `function`
  /// throws behind (`if (test) throw …`), before any `return` at its body's level; `nil` when
  /// there are none, or its body is no block.
  static func throwingTests(_ function: Range<Int>, tree: TokenTree) -> [Range<Int>]? {
    guard let parameters = GuardedParameters.parameterList(tree, function) else { return nil }
    // The body's block: after the parameters' `)` and any `=>`.
    var open = parameters.upperBound
    if tree.kind(open) == .rightParen { open += 1 }
    if tree.kind(open) == .arrow { open += 1 }
    guard open < function.upperBound, tree.kind(open) == .leftBrace, tree.tokens[open].partner >= 0
    else { return nil }
    let close = tree.partner(open)
    var tests: [Range<Int>] = []
    var statement = open + 1
    while statement < close {
      if tree.isWord(statement, "if"), tree.kind(statement + 1) == .leftParen,
        tree.tokens[statement + 1].partner >= 0,
        case let end = tree.partner(statement + 1),
        throwsAlways(tree, from: end + 1)
      {
        tests.append(statement + 2..<end)
      }
      // A `return` anywhere before it (inside an `if` too) may leave without throwing.
      let next = tree.statementExtent(from: statement)
      guard next > statement, !containsExit(tree, statement..<next) else { break }
      statement = next
    }
    return tests.isEmpty ? nil : tests
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
