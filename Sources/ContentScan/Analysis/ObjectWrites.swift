/// The objects and lists a file writes into, through whatever name (CONTENT-ANALYSIS.md,
/// "Values": an object's members are known "when the object is never written, never aliased by
/// a non-`const` binding and never passed to code the analysis does not see (flow-insensitive,
/// over the whole bundle)").
///
/// A binding is written into where one of its references is (`ConstantTable.writesInto`:
/// `FLAGS.archive = …`, `Object.assign(FLAGS, …)`, `Reflect.set(FLAGS, …)`); where a name
/// bound to it, or to a member of it, is (`const f = FLAGS; f.archive = true`, `const {
/// nested } = FLAGS`); and where it is given whole to a function writing so into that
/// parameter — one of the file's (`function mark(flags) { flags.archive = true; }`, then
/// `mark(FLAGS)`, through the functions it passes the parameter on to as well), or one the
/// caller names (`mutators`: a package's, `merge` of lodash; another file's, as the bundle
/// says).
///
/// Another file's functions are asked about only where the file gives them an object or a list
/// it holds a value of (`asks`): the bundle reads the files defining them again, asking which
/// of those parameters they write into (`exportedWriters`) — and so on, through the functions
/// they give them to — then tells the callers (`mutators`).
struct ObjectWrites {
  /// The bindings written into.
  private(set) var written = Set<Int32>()
  /// The argument positions each function of the file writes into, by the function's binding.
  private(set) var writers: [Int32: Set<Int>] = [:]
  /// The references given whole to a call (`mark(FLAGS)`, `_.merge(FLAGS, …)`): the binding
  /// given, and the call — whose callee is resolved only for the calls that matter. Found only
  /// where some function may write into what it is given (`nil` otherwise: `findCalls`).
  private var calls: [(argument: Int32, call: Call)]?
  /// The bindings given another's value (`const f = FLAGS`): the name bound, and the one read.
  /// Found only where something is written into or a mutator named (`nil` otherwise:
  /// `findAliases`).
  private var aliases: [(alias: Int32, of: Int32)]?

  /// - Parameter mutators: the argument positions written into by functions the file does not
  ///   declare, by the callee as written (`merge`, `_.merge`).
  init(tree: TokenTree, scopes: ScopeTree, mutators: [String: Set<Int>] = [:]) {
    for reference in scopes.references where reference.binding >= 0 {
      let token = Int(reference.token)
      switch scopes.bindings[Int(reference.binding)].kind {
      // (A class's statics are written as an object's members are: `Kinds.Archive = …`.)
      case .const, .let, .variable, .import, .parameter, .class: break
      default: continue
      }
      if ConstantTable.writesInto(tree, at: token) { written.insert(reference.binding) }
    }
    // Through the names bound to what is written into.
    guard !written.isEmpty || !mutators.isEmpty else { return }
    let aliases = Self.findAliases(tree, scopes)
    self.aliases = aliases
    var changed = !written.isEmpty
    while changed {
      changed = false
      for (alias, of) in aliases where written.contains(alias) {
        changed = written.insert(of).inserted || changed
      }
    }
    // What is given to a call may be written into there only by a function writing into a
    // parameter, or one named so (`mutators`).
    guard
      !mutators.isEmpty || written.contains(where: { scopes.bindings[Int($0)].kind == .parameter })
    else { return }
    let calls = Self.findCalls(tree, scopes)
    self.calls = calls
    var passes: [(argument: Int32, callee: Int32?, mutator: Set<Int>?, call: Call)] = []
    for (argument, call) in calls {
      let callee = call.callee(scopes)
      let mutator = mutators.isEmpty || callee.local != nil ? nil : mutators[call.name(tree)]
      if callee.local != nil || mutator != nil {
        passes.append((argument, callee.local, mutator, call))
      }
    }
    guard !written.isEmpty || !passes.isEmpty else { return }
    var positions: [Int?] = Array(repeating: nil, count: passes.count)
    func position(_ index: Int) -> Int {
      if let known = positions[index] { return known }
      let found = passes[index].call.position(tree)
      positions[index] = found
      return found
    }
    // To a fixed point: each binding written reaches what it aliases, and a parameter the
    // function it belongs to; a function writing into a position, what is given it there.
    var parameters = Set<Int32>()
    changed = true
    while changed {
      changed = false
      for (alias, of) in aliases where written.contains(alias) {
        changed = written.insert(of).inserted || changed
      }
      for binding in written where !parameters.contains(binding) {
        parameters.insert(binding)
        guard scopes.bindings[Int(binding)].kind == .parameter,
          let (function, position) = Self.function(ofParameter: binding, tree, scopes)
        else { continue }
        writers[function, default: []].insert(position)
      }
      for (index, pass) in passes.enumerated() where !written.contains(pass.argument) {
        if let slots = pass.callee.flatMap({ writers[$0] }) ?? pass.mutator,
          slots.contains(position(index))
        {
          changed = written.insert(pass.argument).inserted || changed
        }
      }
    }
  }

  /// What a file whose exported functions other files ask about (`asked`: the argument
  /// positions, by export name) answers: the positions they write into (`exportedWriters`), the
  /// imports it writes into, and what it asks in turn of the functions it gives those
  /// parameters to (`asks`).
  static func answering(
    _ asked: [String: Set<Int>], tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface,
    mutators: [String: Set<Int>]
  ) -> (writers: [String: Set<Int>], writtenImports: Set<String>, asks: [String: Set<Int>]) {
    let writes = ObjectWrites(tree: tree, scopes: scopes, mutators: mutators)
    var positions: [Int32: Set<Int>] = [:]
    for (export, asked) in asked {
      if case .local(let local) = interface.exports[export],
        let binding = moduleBinding(local, scopes)
      {
        positions[binding, default: []].formUnion(asked)
      }
    }
    // The parameters asked about.
    var asked = Set<Int32>()
    for (function, positions) in positions {
      for position in positions {
        if let parameter = parameter(of: function, at: position, tree, scopes) {
          asked.insert(parameter)
        }
      }
    }
    let asks = writes.asks(tree, scopes, holding: asked)
    return (
      writes.exportedWriters(scopes, interface), writes.writtenImports(scopes, interface), asks
    )
  }

  /// The imports written into, through whatever name (`FileScan.writtenImports`), by local
  /// name (a namespace import's member's writes are the tokens', `ConstantTable.writtenImports`).
  func writtenImports(_ scopes: ScopeTree, _ interface: ModuleInterface) -> Set<String> {
    let namespaces = Set(interface.imports.filter { $0.imported == .namespace }.map(\.local))
    var found = Set<String>()
    for binding in written {
      let bound = scopes.bindings[Int(binding)]
      if bound.kind == .import, bound.scope == 0, !namespaces.contains(bound.name) {
        found.insert(bound.name)
      }
    }
    return found
  }

  /// The argument positions the file's exported functions write into, by export name
  /// (`FileScan.writerExports`).
  func exportedWriters(_ scopes: ScopeTree, _ interface: ModuleInterface) -> [String: Set<Int>] {
    guard !writers.isEmpty else { return [:] }
    var found: [String: Set<Int>] = [:]
    for (export, value) in interface.exports {
      if case .local(let local) = value, let binding = Self.moduleBinding(local, scopes),
        let positions = writers[binding]
      {
        found[export] = positions
      }
    }
    return found
  }

  /// What the file asks of the functions it imports (`FileScan.writerAsks`): the positions it
  /// gives them, whole, a binding of `holding` — one holding an object or a list whose value the
  /// file knows; a parameter of an exported function another file asked about — or a name
  /// bound to one, or a parameter of a function of the file given one there, by the callee's
  /// local name (`patch`, `Overrides.patch`).
  func asks(_ tree: TokenTree, _ scopes: ScopeTree, holding: Set<Int32>) -> [String: Set<Int>] {
    guard !holding.isEmpty else { return [:] }
    let calls = self.calls ?? Self.findCalls(tree, scopes)
    guard !calls.isEmpty else { return [:] }
    let aliases = self.aliases ?? Self.findAliases(tree, scopes)
    // What holds such a value, to a fixed point through names and the file's functions.
    var holding = holding
    var changed = true
    while changed {
      changed = false
      for (alias, of) in aliases where holding.contains(of) {
        changed = holding.insert(alias).inserted || changed
      }
      for (argument, call) in calls where holding.contains(argument) {
        if let callee = call.callee(scopes).local,
          let parameter = Self.parameter(of: callee, at: call.position(tree), tree, scopes)
        {
          changed = holding.insert(parameter).inserted || changed
        }
      }
    }
    var found: [String: Set<Int>] = [:]
    for (argument, call) in calls where holding.contains(argument) && call.callee(scopes).imported {
      found[call.name(tree), default: []].insert(call.position(tree))
    }
    return found
  }

  /// The module-level binding named `name`.
  private static func moduleBinding(_ name: String, _ scopes: ScopeTree) -> Int32? {
    scopes.bindings.firstIndex { $0.scope == 0 && $0.name == name }.map(Int32.init)
  }

  /// The parameter at `position` of the function bound at `function` (a plain name).
  static func parameter(
    of function: Int32, at position: Int, _ tree: TokenTree, _ scopes: ScopeTree
  ) -> Int32? {
    LocalFunctions.body(of: scopes.bindings[Int(function)], tree).flatMap {
      parameter(ofFunction: $0, at: position, tree, scopes)
    }
  }

  /// The parameter at `position` of the function whose parameters and body are `function` (a
  /// method's: `ObjectMethods`).
  static func parameter(
    ofFunction function: Range<Int>, at position: Int, _ tree: TokenTree, _ scopes: ScopeTree
  ) -> Int32? {
    guard let parameters = GuardedParameters.parameterList(tree, function) else { return nil }
    let segments = tree.commaSegments(parameters)
    guard segments.indices.contains(position),
      tree.kind(segments[position].lowerBound) == .identifier
    else { return nil }
    return scopes.bindingIndex(at: Int32(segments[position].lowerBound))
  }

  /// The functions of packages that write into their first argument — lodash's and
  /// underscore's `merge`, `assign`, `defaults`, `set` and kin, and those taking elements out
  /// of a list or replacing them (`pull`, `remove`, `fill`; not lodash/fp's, which copy) —
  /// as the file names them (`LodashFunctions`), for `mutators`.
  static func packageMutators(_ interface: ModuleInterface) -> [String: Set<Int>] {
    LodashFunctions.spellings(of: mutating, interface).mapValues { _ in [0] }
  }

  /// The names of those functions.
  private static let mutating: Set<String> = [
    "assign", "assignIn", "assignInWith", "assignWith", "defaults", "defaultsDeep", "extend",
    "extendWith", "merge", "mergeWith", "set", "setWith", "unset", "update", "updateWith",
    "pull", "pullAll", "pullAllBy", "pullAllWith", "pullAt", "remove", "fill", "reverse",
  ]

  /// The names bound to the value the reference at `token` is, whole or a member of it, by a
  /// declaration or an assignment (`const f = FLAGS`, `let nested = FLAGS.nested`, `const { a,
  /// b: [c] } = FLAGS`, `f = FLAGS`), or to a choice it is an operand of (`overrides ?? FLAGS`,
  /// `ready ? FLAGS : other`): their tokens, or `nil` where it is no such value.
  private static func aliases(of token: Int, _ tree: TokenTree) -> [Int]? {
    guard let assign = assignment(givenOperand: token, tree) else { return nil }
    // To the end of the member chain read.
    var end = token
    while true {
      if tree.kind(end + 1) == .dot || tree.kind(end + 1) == .optionalChain,
        tree.kind(end + 2) == .identifier
      {
        end += 2
      } else if tree.kind(end + 1) == .leftBracket, tree.tokens[end + 1].partner > end + 1 {
        end = tree.partner(end + 1)
      } else if tree.kind(end + 1) == .not {
        // TypeScript's `FLAGS!`.
        end += 1
      } else {
        break
      }
    }
    // Past a type it is given (`FLAGS as Flags`, `satisfies`), to the declarator's end.
    if tree.isWord(end + 1, "as") || tree.isWord(end + 1, "satisfies") {
      end += 1
      var steps = 0
      while end + 1 < tree.endIndex, !tree.endsDeclarator(at: end + 1), steps < 32 {
        end = tree.nextSibling(end + 1) - 1
        steps += 1
      }
    }
    // (Or a parameter's default ends: `(f = FLAGS) =>`, `({ f = FLAGS }) =>`; or another
    // operand of a choice follows.)
    guard
      tree.endsDeclarator(at: end + 1) || tree.kind(end + 1) == .rightParen
        || tree.kind(end + 1) == .rightBracket || isChoice(tree.kind(end + 1))
    else { return nil }
    // A name declared or assigned (`let f; f = FLAGS`; a parameter's default, `(f = FLAGS) =>`).
    let target = assign - 1
    if tree.kind(target) == .identifier {
      return tree.kind(target - 1) == .dot || tree.kind(target - 1) == .optionalChain
        ? nil : [target]
    }
    // A pattern, declared or assigned: every name in it.
    guard tree.kind(target) == .rightBrace || tree.kind(target) == .rightBracket,
      tree.tokens[target].partner >= 0
    else { return nil }
    let open = tree.partner(target)
    // (`{` of a pattern is an object's; `[` of one follows no value: `list[i] = FLAGS` stores.)
    guard
      tree.kind(open) == .objectStart || tree.kind(open) == .leftBracket && !tree.followsValue(open)
    else { return nil }
    return (open + 1..<target).filter {
      tree.kind($0) == .identifier && tree.kind($0 + 1) != .colon
        && tree.kind($0 - 1) != .dot
    }
  }

  /// The operators whose value may be an operand whole.
  private static func isChoice(_ kind: JSTokenKind) -> Bool {
    switch kind {
    case .nullish, .logicalOr, .logicalAnd, .question, .colon: true
    default: false
    }
  }

  /// The `=` whose value the operand starting at `token` is, whole or as a choice's operand:
  /// back over the operands (names, members, calls, literals) and operators of a choice, at one
  /// level, to the `=` before them.
  private static func assignment(givenOperand token: Int, _ tree: TokenTree) -> Int? {
    var cursor = token - 1
    guard cursor > 0, tree.kind(cursor) == .assign || isChoice(tree.kind(cursor)) else {
      return nil
    }
    var steps = 0
    while !(tree.kind(cursor) == .assign && tree.isWordOperator(cursor, "=")) {
      guard steps < 32, cursor > 0, !tree.isStatementBoundary(after: cursor - 1, before: cursor)
      else { return nil }
      switch tree.kind(cursor) {
      case .identifier, .dot, .optionalChain, .string, .number, .template, .not, .rightParen,
        .rightBracket, .equal, .strictEqual, .notEqual, .strictNotEqual, .lessThan,
        .greaterThan, .otherOperator:
        // (What a choice's test is made of, too: `id.length > 2 ? … : FLAGS`.)
        break
      case let kind where isChoice(kind):
        break
      default:
        return nil
      }
      // Over a group whole (a call's arguments, an index).
      let last = tree.tokens[cursor]
      cursor = (last.kind.endsGroup && last.partner >= 0 ? Int(last.partner) : cursor) - 1
      steps += 1
    }
    return cursor
  }

  /// A call a reference is a whole argument of.
  private struct Call {
    let open: Int
    let argument: Int
    /// The callee's last name: `mark` of `mark(…)`, `merge` of `_.merge(…)`.
    let callee: Int
    let isMember: Bool

    /// The function of the file called (a plain name bound in it), and whether the callee is an
    /// import's or a member of one's.
    func callee(_ scopes: ScopeTree) -> (local: Int32?, imported: Bool) {
      let root = scopes.bindingIndex(at: Int32(isMember ? callee - 2 : callee))
      let imported = root.map { scopes.bindings[Int($0)].kind == .import } ?? false
      return (isMember || imported ? nil : root, imported)
    }

    /// The callee as written (`mark`, `_.merge`).
    func name(_ tree: TokenTree) -> String {
      isMember ? tree.text(callee - 2) + "." + tree.text(callee) : tree.text(callee)
    }

    /// The argument's position: the commas before it at the call's level.
    func position(_ tree: TokenTree) -> Int {
      var commas = 0
      var cursor = open + 1
      while cursor < argument {
        if tree.kind(cursor) == .comma { commas += 1 }
        cursor = tree.nextSibling(cursor)
      }
      return commas
    }
  }

  /// The bindings given another's value, by a declaration or an assignment (`aliases(of:_:)`):
  /// the name bound, and the one read.
  private static func findAliases(_ tree: TokenTree, _ scopes: ScopeTree) -> [(
    alias: Int32, of: Int32
  )] {
    references(tree, scopes) { token, before in
      before == .assign || isChoice(before) ? aliases(of: token, tree) : nil
    }.flatMap { read, declared in
      declared.compactMap { alias in
        scopes.bindingIndex(at: Int32(alias)).map { (alias: $0, of: read) }
      }
    }
  }

  /// The references of the file's bindings given whole to a call, with the call.
  private static func findCalls(_ tree: TokenTree, _ scopes: ScopeTree) -> [(
    argument: Int32, call: Call
  )] {
    references(tree, scopes) { token, before in
      before == .leftParen || before == .comma ? wholeArgument(token, tree) : nil
    }.map { (argument: $0.binding, call: $0.found) }
  }

  /// What `read` finds at each reference of a file's binding (given the reference's token and
  /// the kind of the one before it, which rules most out), with the binding read.
  private static func references<Found>(
    _ tree: TokenTree, _ scopes: ScopeTree, _ read: (Int, JSTokenKind) -> Found?
  ) -> [(binding: Int32, found: Found)] {
    var found: [(binding: Int32, found: Found)] = []
    for reference in scopes.references where reference.binding >= 0 {
      let token = Int(reference.token)
      if let value = read(token, tree.kind(token - 1)) { found.append((reference.binding, value)) }
    }
    return found
  }

  /// The call the reference at `token` is a whole argument of, its callee a plain name or a
  /// plain name's member (`mark(FLAGS)`, `_.merge(FLAGS, …)`).
  private static func wholeArgument(_ token: Int, _ tree: TokenTree) -> Call? {
    guard let open = tree.argumentParen(around: token, token), !tree.isControlParen(open),
      open >= 2, tree.kind(open - 1) == .identifier, !tree.isWord(open - 2, "function"),
      !tree.isWord(open - 2, "new")
    else { return nil }
    let callee = open - 1
    switch tree.kind(callee - 1) {
    case .dot:
      guard tree.kind(callee - 2) == .identifier, tree.kind(callee - 3) != .dot,
        tree.kind(callee - 3) != .optionalChain
      else { return nil }
      return Call(open: open, argument: token, callee: callee, isMember: true)
    case .optionalChain:
      return nil
    default:
      return Call(open: open, argument: token, callee: callee, isMember: false)
    }
  }

  /// The function the parameter `binding` belongs to, as a binding of the file (`function
  /// mark(flags) {`, `const mark = (flags) => {`, `const mark = flags => {`, `async` or a
  /// function expression alike), and its position — a plain name, with a type or a default or
  /// not, never inside a pattern.
  private static func function(ofParameter binding: Int32, _ tree: TokenTree, _ scopes: ScopeTree)
    -> (function: Int32, position: Int)?
  {
    let name = Int(scopes.bindings[Int(binding)].token)
    var start: Int
    let position: Int
    let open = tree.enclosingOpener(name)
    if tree.kind(name + 1) == .arrow {
      // `flags => …`.
      start = name
      position = 0
    } else {
      guard open > 0, tree.kind(open) == .leftParen, tree.tokens[open].partner > open,
        let found = tree.commaSegments(open + 1..<tree.partner(open)).firstIndex(where: {
          $0.lowerBound == name
        })
      else { return nil }
      start = open
      position = found
    }
    if tree.isWord(start - 1, "async") { start -= 1 }
    // `function mark(…)`: the declaration's name, or a function expression's start.
    if tree.kind(start - 1) == .identifier, tree.isWord(start - 2, "function") {
      if let function = scopes.bindingIndex(at: Int32(start - 1)),
        scopes.bindings[Int(function)].kind == .function
      {
        return (function, position)
      }
      start -= 2
      if tree.isWord(start - 1, "async") { start -= 1 }
    } else if tree.isWord(start - 1, "function") {
      start -= 1
      if tree.isWord(start - 1, "async") { start -= 1 }
    }
    // `export default …`, the module's `*default*` (named by the keyword).
    if tree.moduleValue(declaredAt: start - 1) == start,
      let function = scopes.bindingIndex(at: Int32(start - 1)),
      LocalFunctions.functionValue(tree, at: start) != nil
    {
      return (function, position)
    }
    // `const mark = …` (or `module.exports = …`), the value whole.
    guard tree.kind(start - 1) == .assign, tree.isWordOperator(start - 1, "="),
      tree.kind(start - 2) == .identifier,
      let function = scopes.bindingIndex(at: Int32(start - 2)),
      Int(scopes.bindings[Int(function)].token) == start - 2,
      LocalFunctions.functionValue(tree, at: start) != nil
    else { return nil }
    return (function, position)
  }
}
