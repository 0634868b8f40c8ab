import BridgeDiagnostics

/// Bindings that hold a native module or nothing: `const { ExpoHaptics } = NativeModules` (and
/// `{ ExpoHaptics: haptics }`), where each property looks a module up,
/// `const haptics = NativeModules.ExpoHaptics` (or `NativeModules["ExpoHaptics"]`), and
/// `const haptics = requireOptionalNativeModule("ExpoHaptics")` (or `TurboModuleRegistry.get`).
/// What the code then does with the binding decides (CONTENT-ANALYSIS.md, "Native module
/// uses"): a read in a test (`if (haptics)`, `haptics?.…`) is a check of the module, a
/// dereference (`haptics.impact()`, `haptics[…]`, `haptics(…)`) or a read that lets the value
/// escape is a use, guarded where a check holds. The declaration itself is neither (the optional
/// lookup's name stays the check it is). A binding the file exports, and a lookup it exports as
/// its default, are judged where the files importing them read them (`Constant.module`).
extension FileScanner {
  /// A binding that holds a module or nothing: the token declaring it, the module, the token
  /// naming the module (the lookup's hit: its literal, the constant read there, or the `X` of
  /// `NativeModules.X`; for another binding's alias, its read), and the imports and re-exports
  /// the module came through from another file's lookup (`via`, empty for one made here).
  struct ModuleBinding {
    let binding: Int
    let module: String
    let named: Int
    var via: [Use.Origin] = []
    /// Bound by an assignment statement (`haptics = get("X")`, a `let` declared before): then
    /// `binding` is the assigned name's token, and the binding holds the module only when every
    /// other write gives it the same or nothing (`followed`).
    var assigned = false
  }

  /// A module binding's read to judge, or one the file exports (held for its readers).
  struct ModuleRead {
    let token: Int
    let module: String
    let via: [Use.Origin]
  }

  /// What the file does with its module bindings: the reads to judge, and the lookups whose
  /// result it exports, each held for its export's readers, by the token naming the module.
  struct FollowedModules {
    var reads: [ModuleRead] = []
    var exported: [Int: (export: String, read: ModuleRead)] = [:]
    /// The lookups an assignment binds (their naming tokens): their result does not escape.
    var assigned = Set<Int>()
  }

  /// The bindings that hold a module or nothing written with a literal: `NativeModules`'
  /// properties and patterns, and optional lookups of a literal. `isModule` says whether a
  /// lookup's literal can name a module: one of the contract, or a name no element has (an
  /// undeclared module, judged as a declared one is: its tested reads are checks).
  static func moduleBindings(
    _ tree: TokenTree, candidates: [Int32], isModule: (String) -> Bool
  ) -> [ModuleBinding] {
    var declared: [ModuleBinding] = []
    for candidate in candidates {
      let index = Int(candidate)
      if tree.kind(index) == .string, let call = wholeArgumentLookup(tree, literal: index) {
        let module = literalText(tree, index, tree.bytes)
        guard isModule(module), lookup(call, tree, argument: index) == .optional else { continue }
        if call == .optional, let binding = lookupBinding(tree, argument: index..<index + 1) {
          declared.append(ModuleBinding(binding: binding, module: module, named: index))
        } else if let name = assignedName(tree, argument: index..<index + 1) {
          // Optional, or throwing inside a `try` (`try { haptics = requireNativeModule("X") }`).
          declared.append(
            ModuleBinding(binding: name, module: module, named: index, assigned: true))
        }
        continue
      }
      guard tree.kind(index) == .identifier, tree.isWord(index, "NativeModules"), index >= 3
      else { continue }
      if let (binding, module) = propertyBinding(tree, nativeModules: index) {
        if isModule(module) {
          declared.append(ModuleBinding(binding: binding, module: module, named: index + 2))
        }
        continue
      }
      // `const { impact } = NativeModules.X` destructures a module, not `NativeModules`: its
      // properties are the module's members (the lookup of `X` is judged where it stands).
      guard tree.kind(index - 1) == .assign, tree.tokens[index - 2].partner >= 0,
        ![.dot, .optionalChain, .leftBracket].contains(tree.kind(index + 1))
      else { continue }
      let close = index - 2
      let open = tree.partner(close)
      guard open < close, tree.kind(open) == .objectStart else { continue }
      declared += patternProperties(tree, open: open, close: close)
    }
    return declared
  }

  /// The module bindings' reads, and those exported: a read in a test is a check, a
  /// dereference or a read that lets the value escape a use (CONTENT-ANALYSIS.md, "Native
  /// module uses"); the declaration itself is neither (the optional lookup's name stays the
  /// check it is). A read that is another binding's whole value, or its value beside nothing
  /// (`const h2 = h`, `const h2 = ios ? h : null`, `ios && h`), makes that binding hold the
  /// module too: its reads are followed in turn, four aliases deep (a read past them is judged
  /// where it stands). A binding the file exports (`export const h = get("X")`, `export { h }`,
  /// `export default h`) is read by other files too: its lookup is held for them (`exported`),
  /// and the export clause is no read.
  static func followed(
    _ bindings: [ModuleBinding], scopes: ScopeTree, interface: ModuleInterface, tree: TokenTree
  ) -> FollowedModules {
    var followed = FollowedModules()
    guard !bindings.isEmpty else { return followed }
    // The exported bindings, by declaring token: the least of their export names.
    var exportNames: [Int: String] = [:]
    for name in interface.exports.keys {
      guard let binding = interface.binding(exported: name, in: scopes) else { continue }
      let token = Int(scopes.bindings[Int(binding)].token)
      exportNames[token] = exportNames[token].map { min($0, name) } ?? name
    }
    var round = bindings.filter { !$0.assigned }
    for binding in bindings where binding.assigned {
      guard let declared = assignedBinding(binding, among: bindings, scopes: scopes, tree: tree),
        !round.contains(where: { $0.binding == declared })
      else { continue }
      followed.assigned.insert(binding.named)
      round.append(
        ModuleBinding(
          binding: declared, module: binding.module, named: binding.named, via: binding.via))
    }
    var depth = 0
    while !round.isEmpty {
      var exportedBindings = Set<Int>()
      for binding in round {
        guard let export = exportNames[binding.binding] else { continue }
        followed.exported[binding.named] = (
          export, ModuleRead(token: binding.named, module: binding.module, via: binding.via)
        )
        exportedBindings.insert(binding.binding)
      }
      var aliases: [ModuleBinding] = []
      for read in reads(of: round, scopes: scopes) {
        // A write gives the binding its value; it reads nothing.
        if tree.isWordOperator(read.token + 1, "=") { continue }
        // The export of a binding held for its readers, or of an import (the bundle passes its
        // value on to the readers of this file).
        if tree.isExportClause(read.token),
          exportedBindings.contains(read.binding.binding)
            || scopes.binding(at: Int32(read.binding.binding))?.kind == .import
        {
          continue
        }
        if depth < 4, let alias = bindingHolding(tree, start: read.token, end: read.token) {
          aliases.append(
            ModuleBinding(
              binding: alias, module: read.binding.module, named: read.token,
              via: read.binding.via))
          continue
        }
        followed.reads.append(
          ModuleRead(token: read.token, module: read.binding.module, via: read.binding.via))
      }
      round = aliases
      depth += 1
    }
    followed.reads.sort { $0.token < $1.token }
    return followed
  }

  /// The `let` or `var` an assignment statement binds (`haptics = get("X")`, `assignedName`)
  /// when it holds the module or nothing: declared without a value or with `null` or
  /// `undefined`, and every write to it such a lookup of the same module or nothing. Its
  /// declaring token.
  private static func assignedBinding(
    _ assignment: ModuleBinding, among bindings: [ModuleBinding], scopes: ScopeTree,
    tree: TokenTree
  ) -> Int? {
    func isNothing(_ token: Int) -> Bool {
      (tree.isWord(token, "null") || tree.isWord(token, "undefined"))
        && (tree.kind(token + 1) == .semicolon || tree.kind(token + 1) == .comma
          || tree.kind(token + 1) == .rightBrace || tree.kind(token + 1) == .endOfFile
          || tree.isStatementBoundary(after: token, before: token + 1))
    }
    guard let index = scopes.bindingIndex(at: Int32(assignment.binding)),
      case let declared = scopes.bindings[Int(index)],
      declared.kind == .let || declared.kind == .variable
    else { return nil }
    let token = Int(declared.token)
    // `let haptics;`, `let haptics = null` (a type annotation is not in the stream).
    guard !tree.isWordOperator(token + 1, "=") || isNothing(token + 2) else { return nil }
    let assignments = Set(
      bindings.filter { $0.assigned && $0.module == assignment.module }.map(\.binding))
    for reference in scopes.references where reference.binding == index {
      let read = Int(reference.token)
      guard Int(reference.token) != token, tree.isWritten(at: read) else {
        continue
      }
      guard assignments.contains(read) || tree.isWordOperator(read + 1, "=") && isNothing(read + 2)
      else { return nil }
    }
    return token
  }

  /// The module bindings for the file's imports whose value is a module another file looked
  /// up (`Constant.module`), each with its `via` up to the import.
  static func importedModuleBindings(
    _ imported: [String: Constant], scopes: ScopeTree, tree: TokenTree, file: SourceFile
  ) -> [ModuleBinding] {
    var found: [ModuleBinding] = []
    for binding in scopes.bindings where binding.kind == .import && binding.scope == 0 {
      guard case .module(let module, let via)? = imported[binding.name] else { continue }
      let token = Int(binding.token)
      let location = file.location(of: Int(tree.tokens[token].start))
      let hop = Use.Origin(.import, file: file.path, line: location.line, column: location.column)
      found.append(ModuleBinding(binding: token, module: module, named: token, via: via + [hop]))
    }
    return found
  }

  /// The hits of module reads: each names its module, declared or not.
  static func moduleHits(_ reads: [ModuleRead], matcher: NameMatcher) -> [Found] {
    reads.map { read in
      var found = Found(read.token, moduleHit(read.module, matcher: matcher))
      found.name = read.module
      found.via = read.via
      found.readsModuleBinding = true
      return found
    }
  }

  /// A hit naming the module `module`: the contract's, or one no release declares.
  static func moduleHit(_ module: String, matcher: NameMatcher) -> Hit {
    let modules = matcher.targets(Array(module.utf8)).filter { $0.kind == .module }
    return modules.isEmpty ? .undeclared(module) : .named(modules)
  }

  /// Holds each lookup the file exports — a binding's (`exported`) or the default export's
  /// (`isExportedDefault`, added to `exported`) — for its export: its use stands where written
  /// only when the bundle cannot see every file reading it. Each export's value is the module
  /// (`Constant.module`), which those files judge where they read it.
  static func exportLookups(
    _ hits: inout [Found], exported: inout [Int: (export: String, read: ModuleRead)],
    wrapped: [Int: ModuleLookup], tree: TokenTree, file: SourceFile, matcher: NameMatcher,
    into result: inout FileScan
  ) {
    for found in hits where exported[found.token] == nil {
      let module: String
      switch found.hit {
      case .named(let targets) where targets.contains { $0.kind == .module }:
        module = found.name ?? literalText(tree, found.token, tree.bytes)
      case .undeclared(let name) where !name.utf8.starts(with: matcher.prefix):
        module = name
      default:
        continue
      }
      let lookup = moduleLookup(tree, found) ?? wrapped[found.token]
      if isExportedDefault(tree, found, lookup: lookup) {
        exported[found.token] = ("default", ModuleRead(token: found.token, module: module, via: []))
      }
    }
    guard !exported.isEmpty else { return }
    var unmarked = exported
    for index in hits.indices {
      guard let held = exported[hits[index].token] else { continue }
      hits[index].heldFor = held.export
      unmarked[hits[index].token] = nil
    }
    // A pattern's key (`export const { X } = NativeModules`) or an alias's read is no hit of
    // its own.
    if !unmarked.isEmpty {
      for held in unmarked.values {
        var found = moduleHits([held.read], matcher: matcher)[0]
        found.heldFor = held.export
        hits.append(found)
      }
      hits.sort { $0.token < $1.token }
    }
    for (token, held) in exported.sorted(by: { $0.key < $1.key }) {
      // Where it was looked up: here, or in the file it came from.
      let location = file.location(of: Int(tree.tokens[token].start))
      let lookup = Use.Origin(
        .lookup, file: file.path, line: location.line, column: location.column)
      result.constants[held.export] = .module(
        held.read.module, held.read.via.isEmpty ? [lookup] : held.read.via)
    }
  }

  /// The reads of each binding, with the binding, in order.
  static func reads(of bindings: [ModuleBinding], scopes: ScopeTree) -> [(
    token: Int, binding: ModuleBinding
  )] {
    var reads: [(token: Int, binding: ModuleBinding)] = []
    for item in bindings {
      guard let declaration = scopes.binding(at: Int32(item.binding)),
        Int(declaration.token) == item.binding
      else { continue }
      for reference in scopes.references
      where reference.binding >= 0
        && scopes.bindings[Int(reference.binding)].token == declaration.token
        && Int(reference.token) != item.binding
      {
        reads.append((Int(reference.token), item))
      }
    }
    return reads.sorted { $0.token < $1.token }
  }

  /// `name = f(ARGUMENT)`, a statement of its own, where `argument` is all the call is given:
  /// the token of the name assigned (whether it is a `let` holding only this, `followed` asks).
  static func assignedName(_ tree: TokenTree, argument: Range<Int>) -> Int? {
    guard let (callee, close) = callExtent(tree, argument: argument), callee >= 2,
      tree.isWordOperator(callee - 1, "="), tree.kind(callee - 2) == .identifier
    else { return nil }
    let name = callee - 2
    guard
      name == 0 || tree.kind(name - 1) == .leftBrace
        || tree.isStatementBoundary(after: name - 1, before: name)
    else { return nil }
    switch tree.kind(close + 1) {
    case .semicolon, .rightBrace, .endOfFile: return name
    default: return tree.isStatementBoundary(after: close, before: close + 1) ? name : nil
    }
  }

  /// `const name = f(ARGUMENT)` (or `o.f`, `(0, o.f)`; `let`, `var`, a later declarator; a
  /// trailing comma; a branch beside nothing), where `argument` is all the call is given: the
  /// token naming the binding.
  static func lookupBinding(_ tree: TokenTree, argument: Range<Int>) -> Int? {
    guard let (callee, close) = callExtent(tree, argument: argument) else { return nil }
    return bindingHolding(tree, start: callee, end: close)
  }

  /// The binding (`const`, `let`, `var`, a later declarator) whose value is the expression from
  /// `start` to `end` whole, or a branch of it beside nothing (`TEST ? VALUE : null`,
  /// `TEST && VALUE`): the token naming it. (A branch beside another value is not bound: a test
  /// of the binding would not prove the module there.)
  static func bindingHolding(_ tree: TokenTree, start: Int, end: Int) -> Int? {
    var (equals, last) = (start - 1, end)
    if let conditional = conditionalBesideNothing(tree, start: start, end: end) {
      guard let found = declarationAssignment(before: conditional.testEnd, tree) else {
        return nil
      }
      (equals, last) = (found, conditional.last)
    }
    guard equals >= 2, declarationAssignment(before: equals, tree) == equals else { return nil }
    switch tree.kind(last + 1) {
    case .semicolon, .comma, .rightBrace, .endOfFile: return equals - 1
    default: return tree.isStatementBoundary(after: last, before: last + 1) ? equals - 1 : nil
    }
  }

  /// The call `f(ARGUMENT)` (or `o.f(…)`, `(0, o.f)(…)`; a trailing comma) given all of
  /// `argument`: its first token and its `)`.
  static func callExtent(_ tree: TokenTree, argument: Range<Int>) -> (start: Int, close: Int)? {
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
    return (callee, last + 1)
  }

  /// Whether the module at `found` is what the file exports as its default, whole — an
  /// optional lookup's result (`export default TurboModuleRegistry.get<Spec>("X")`, `lookup`
  /// saying how the call treats it) or `export default NativeModules.X` (or `["X"]`), or
  /// CommonJS's `module.exports =` of one — so that the files importing it judge it
  /// (`followed`).
  static func isExportedDefault(_ tree: TokenTree, _ found: Found, lookup: ModuleLookup?) -> Bool {
    var start: Int
    var end: Int
    if found.start == found.token, tree.kind(found.token) == .identifier,
      tree.kind(found.token - 1) == .dot, tree.isWord(found.token - 2, "NativeModules")
    {
      (start, end) = (found.token - 2, found.token)
    } else if found.start == found.token, isNativeModulesSubscript(tree, literal: found.token) {
      let object = tree.kind(found.token - 2) == .optionalChain ? found.token - 3 : found.token - 2
      (start, end) = (object, found.token + 1)
    } else if lookup == .optional,
      let (callee, close) = callExtent(tree, argument: found.start..<found.token + 1)
    {
      (start, end) = (callee, close)
    } else {
      return false
    }
    (start, end) = grouped(tree, start, end)
    // `export default LOOKUP`, or CommonJS's `module.exports = LOOKUP`.
    guard start >= 2,
      tree.isWord(start - 1, "default") && tree.isWord(start - 2, "export")
        || tree.kind(start - 1) == .assign && tree.isModuleExports(at: start - 2)
    else {
      return false
    }
    switch tree.kind(end + 1) {
    case .semicolon, .endOfFile: return true
    default: return tree.isStatementBoundary(after: end, before: end + 1)
    }
  }

  /// `const name = NativeModules.X` or `NativeModules["X"]` (`let`, `var`, a later
  /// declarator), the whole value or a branch of it beside nothing
  /// (`Platform.OS === "ios" ? NativeModules.X : null`), at the `NativeModules` token: the token
  /// naming the binding and the module.
  private static func propertyBinding(_ tree: TokenTree, nativeModules index: Int) -> (
    binding: Int, module: String
  )? {
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
    return bindingHolding(tree, start: index, end: last).map { ($0, module) }
  }

  /// The conditional the expression from `start` to `end` is a branch of when the other branch
  /// is nothing (`TEST ? VALUE : null`, `TEST ? undefined : VALUE`, `TEST && VALUE`, which is
  /// `false` or the value; `VALUE ?? null` and `VALUE || undefined`, which have no test: its end
  /// is then the token before the value): where its test ends and its last token.
  static func conditionalBesideNothing(_ tree: TokenTree, start: Int, end: Int) -> (
    testEnd: Int, last: Int
  )? {
    func isNothing(_ token: Int) -> Bool {
      tree.isWord(token, "null") || tree.isWord(token, "undefined")
    }
    if tree.kind(end + 1) == .nullish || tree.kind(end + 1) == .logicalOr, isNothing(end + 2),
      tree.kind(start - 1) == .assign
    {
      return (start - 1, end + 2)
    }
    if tree.kind(start - 1) == .question, tree.kind(end + 1) == .colon, isNothing(end + 2) {
      return (start - 2, end + 2)
    }
    if tree.kind(start - 1) == .colon, isNothing(start - 2), tree.kind(start - 3) == .question {
      return (start - 4, end)
    }
    if tree.kind(start - 1) == .logicalAnd,
      let equals = declarationAssignment(before: start - 2, tree)
    {
      // Only `&&` before it, in a declaration's value: `a || b && VALUE` may be `a`.
      var cursor = start - 2
      while cursor > equals {
        if tree.kind(cursor) == .logicalOr || tree.kind(cursor) == .nullish { return nil }
        cursor = tree.previousSibling(cursor)
      }
      return (start - 2, end)
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

  /// `{ A, B: b, C = d }`: each plain property's binding, the property's name as its module,
  /// named at the key; a nested pattern or a rest element is not a module.
  private static func patternProperties(_ tree: TokenTree, open: Int, close: Int)
    -> [ModuleBinding]
  {
    var found: [ModuleBinding] = []
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
          found.append(ModuleBinding(binding: start, module: name, named: start))
        } else if tree.kind(start + 1) == .colon, start + 2 < end,
          tree.kind(start + 2) == .identifier,
          start + 3 == end || tree.kind(start + 3) == .assign
        {
          found.append(ModuleBinding(binding: start + 2, module: name, named: start))
        }
      }
      cursor = end + 1
    }
    return found
  }
}
