/// The constants of one file and where they are read (CONTENT-ANALYSIS.md, "Values"): a `const`
/// whose initializer is a literal, an object or array of literals (`as const` and
/// `Object.freeze` included), another constant or a member of one; an `enum`'s members; an
/// imported name whose value another file knows.
///
/// A name written in a constant's definition is not used where it is written: it is used where
/// the constant is read, as if written there — so a case name in a constants module, sent behind
/// a check, is guarded by it, and one compared in a reducer is no use at all. A `const` cannot be
/// reassigned, so every flow of its value starts at one of its references; a value the reading
/// does not follow (`{ a: f("task.archive") }`) leaves its names where they are.
struct ConstantTable {
  /// A read of a constant: the expression from `start` to `end` (the reference and the members
  /// followed, `CAPS.archive`, `KINDS["archive"]`) and what it reads.
  struct Read {
    let start: Int
    let end: Int
    let value: Constant
  }

  let tree: TokenTree
  let scopes: ScopeTree
  /// The decoded value of each literal naming an element.
  private let names: [Int: String]
  /// The names built of known parts (`KnownConcatenations`), by their first token: the last
  /// one and the name.
  private let built: [Int: (end: Int, name: String)]
  /// Whether a name names only capabilities and scopes: a call with one as its only argument is
  /// read as a check (a module's name is a lookup's, a message's may be a send's).
  private let namesCapability: (String) -> Bool
  /// How the call whose `(` is given proves, when truthy, what its first argument names
  /// (`CheckCalls`): only then is `has(C)` that check — or, of an `async` function, the promise
  /// of it.
  private let checksItsArgument: (Int) -> ArgumentCheck?
  enum ArgumentCheck {
    /// The call's result is the check (`has(C)`).
    case result
    /// The call gives a promise of the check, which holds it once awaited (`await has(C)`,
    /// `has(C).then((ok) => …)`).
    case promise
  }
  /// Whether a search of the collection read at a range for a name (`caps.includes(C)`) proves
  /// it — `has` a search only where no class of the content's may hold it — as it does in a
  /// test (`OwnCollections`: not where the collection may be one the content wrote naming it).
  private let searchProves: (_ receiver: Range<Int>, _ method: Int, _ name: String) -> Bool
  /// What a condition proves when truthy, and when falsy, of the names written in it, by their
  /// literals' tokens (`CheckCalls.proof(ofCondition:)`): the names among them it proves.
  private let conditionProves:
    (_ condition: Range<Int>, _ literals: [(Int, String)]) -> (
      whenTrue: [String], whenFalse: [String]
    )
  /// The reads of optional lookups' bindings, with the module each holds or nothing
  /// (`DestructuredModules`): a condition testing one (`{ available: native != null }`) is that
  /// module's check, as one naming a capability is.
  private let moduleReads: [Int: String]
  private let origin: (Int) -> Use.Origin
  private(set) var values: [Int32: Constant] = [:]
  /// The binding whose definition each literal or reference read into a value belongs to.
  private(set) var definitions: [Int: Int32] = [:]
  /// Literal keys of members followed (`KINDS["task.archive"]`): a key that is only indexed is
  /// no use.
  private(set) var indexKeys = Set<Int>()
  /// Literals read as the argument of a check whose result is a value (`{ canArchive:
  /// has("tempo.task-archive") }`): checks, never uses.
  private(set) var checkArguments = Set<Int>()
  /// References read as the argument of such a check (`has(CAPS.archive)`): their names are
  /// checked there, never used.
  private(set) var checkReads = Set<Int>()
  private var reading = Set<Int32>()
  /// The contexts whose value is being read (a `Provider` given `useContext` of its own).
  var readingContexts = Set<Int32>()
  /// The exported contexts (by binding name) that the bundle's other files read only with
  /// `useContext` or provide (`ImportedConstants`): their value is joined here.
  let privateContexts: Set<String>
  /// What other files' providers of those give, joined in each (by binding name:
  /// `FileScan.providedContexts`).
  let provided: [String: Constant]
  private var unknown = Set<Int32>()
  /// The `const` and `let` bindings whose object or list the file writes into (`writesInto`),
  /// and the `let`s it writes again: no constants (CONTENT-ANALYSIS.md, "Values": `let` that no
  /// assignment reaches, members of an object never written).
  private var writtenInto = Set<Int32>()
  /// The CommonJS exports the file writes once each (`TokenTree.exportsWrittenOnce`), found on
  /// first need.
  private var exportsWrittenOnce: Set<String>??
  /// What the file writes into through other names or the functions it gives it to
  /// (`ObjectWrites`), and what it asks of another file's functions.
  let writes: ObjectWrites

  /// `written`: the file's module-level names whose value another file writes into
  /// (`FileScan.Linked.writtenExports`), no constants either; `mutators`: what functions the
  /// file does not declare write into (`ObjectWrites`).
  init(
    tree: TokenTree, scopes: ScopeTree, names: [Int: String],
    built: [Int: (end: Int, name: String)] = [:], namesCapability: @escaping (String) -> Bool,
    checksItsArgument: @escaping (Int) -> ArgumentCheck?,
    searchProves: @escaping (Range<Int>, Int, String) -> Bool = { _, _, _ in false },
    conditionProves:
      @escaping (Range<Int>, [(Int, String)]) -> (
        whenTrue: [String], whenFalse: [String]
      ) = { _, _ in ([], []) },
    moduleReads: [Int: String] = [:], imported: [Int32: Constant],
    privateContexts: Set<String> = [], provided: [String: Constant] = [:],
    written: Set<String> = [], mutators: [String: Set<Int>] = [:],
    origin: @escaping (Int) -> Use.Origin
  ) {
    self.checksItsArgument = checksItsArgument
    self.searchProves = searchProves
    self.conditionProves = conditionProves
    self.moduleReads = moduleReads
    self.privateContexts = privateContexts
    self.provided = provided
    self.tree = tree
    self.scopes = scopes
    self.names = names
    self.built = built
    self.namesCapability = namesCapability
    self.origin = origin
    values = imported
    // Written into through whatever name, or by the functions it is given to.
    writes = ObjectWrites(tree: tree, scopes: scopes, mutators: mutators)
    writtenInto = writes.written
    for reference in scopes.references where reference.binding >= 0 {
      // A `let` written again holds no one value.
      if scopes.bindings[Int(reference.binding)].kind == .let,
        tree.isWritten(at: Int(reference.token))
      {
        writtenInto.insert(reference.binding)
      }
    }
    if !written.isEmpty {
      for (index, binding) in scopes.bindings.enumerated()
      where binding.scope == 0 && written.contains(binding.name) {
        writtenInto.insert(Int32(index))
      }
    }
    // An imported value written into here is none either.
    for binding in writtenInto where values[binding] != nil {
      values[binding] = nil
      unknown.insert(binding)
    }
    for index in scopes.bindings.indices {
      let kind = scopes.bindings[index].kind
      // (A parameter has a value only as a promise's `then` gives it: `readResolvedValue`.)
      if kind == .const || kind == .let || kind == .enum || kind == .class || kind == .function
        || kind == .parameter && thenCalled(withParameter: Int(scopes.bindings[index].token)) != nil
      {
        _ = value(of: Int32(index))
      }
    }
  }

  /// Whether the binding declared at `token` inside a block is exported from it — a
  /// TypeScript `namespace`'s member (`namespace Kinds { export const A = "…" }`, `export enum`,
  /// `export function`), read through the namespace's object (`Kinds.A`), which this reading
  /// does not follow: no constant, its names used where written.
  private func exportsFromNamespace(declaredAt token: Int) -> Bool {
    var keyword = token - 1
    if tree.isWord(keyword, "function") || tree.isWord(keyword, "enum") {
      if tree.isWord(keyword - 1, "const") { keyword -= 1 }
    } else if !(tree.isWord(keyword, "const") || tree.isWord(keyword, "let")
      || tree.isWord(keyword, "var"))
    {
      return false
    }
    if tree.isWord(keyword - 1, "async") { keyword -= 1 }
    return tree.isWord(keyword - 1, "export")
  }

  /// The reads of the file's constants outside their definitions, in source order; a read of
  /// something that names nothing is left out.
  func reads() -> [Read] {
    var found: [Read] = []
    for reference in scopes.references where reference.binding >= 0 {
      let token = Int(reference.token)
      guard definitions[token] == nil, tree.kind(token) == .identifier,
        let value = values[reference.binding], value.isFollowed, !tree.isExportClause(token)
      else { continue }
      // `new Kinds()` makes an instance: a class's statics go nowhere there.
      if tree.isWord(token - 1, "new"), scopes.bindings[Int(reference.binding)].kind == .class {
        continue
      }
      // An assignment to a member (`CAPS.x = …`) writes, it does not read.
      let (reached, end, _) = follow(value, from: token)
      if let reached, reached.isFollowed, tree.kind(end + 1) != .assign {
        found.append(Read(start: token, end: end, value: reached))
      }
    }
    return found
  }

  /// The literal keys a read follows (`KINDS["task.archive"]`): indexed only, no use.
  func keyTokens(of read: Read) -> [Int] {
    (read.start...read.end).filter { indexKeys.contains($0) }
  }

  /// Whether the literal at `token` may stand in a constant's definition — inside literals,
  /// arrays, parentheses and a call's arguments, right of `=`, `=>`, `return` or `export
  /// default`, or in an `enum`'s body: what is worth building the file's scopes for (the reading
  /// itself decides).
  static func mayDefine(_ tree: TokenTree, literal token: Int) -> Bool {
    var first = token
    var opener = tree.enclosingOpener(token)
    while opener >= 0 {
      switch tree.kind(opener) {
      case .objectStart, .leftBracket, .leftParen:
        first = opener
        opener = tree.enclosingOpener(opener)
      case .leftBrace:
        if tree.isWord(opener - 2, "enum") { return true }
        opener = -1
      case .jsxExpressionStart:
        // A context's `Provider` given a check (`value={{ canArchive: has(C) }}`).
        return true
      default:
        return false
      }
    }
    // The arguments of a call: `Object.freeze({ … })`, `has("…")`, `useMemo(() => …)`.
    if tree.kind(first) == .leftParen, tree.kind(first - 1) == .identifier {
      first -= 1
      if tree.kind(first - 1) == .dot, tree.kind(first - 2) == .identifier { first -= 2 }
    }
    return tree.kind(first - 1) == .assign || tree.kind(first - 1) == .arrow
      || tree.isWord(first - 1, "return")
      || tree.isWord(first - 1, "default") && tree.isWord(first - 2, "export")
  }

  /// The names the file writes into (`writesInto`), read from its tokens alone: the first
  /// name of each member chain written, or given first to a built-in that writes.
  static func writtenHeads(_ tree: TokenTree) -> [Int] {
    var found: [Int] = []
    let tokens = tree.tokens
    for token in 1..<max(1, tokens.count - 1) where tokens[token].kind == .identifier {
      // (Asked of every name: only the head of a member chain, or a call's first argument, is
      // read on.)
      let next = tokens[token + 1].kind
      let previous = tokens[token - 1].kind
      guard
        next == .dot || next == .optionalChain || next == .leftBracket || next == .comma
          || next == .rightParen && previous == .leftParen,
        previous != .dot, previous != .optionalChain, writesInto(tree, at: token)
      else { continue }
      found.append(token)
    }
    return found
  }

  /// The file's imports (by local name; `K.KINDS` through a namespace import) whose value it
  /// writes into where it names them (`writtenHeads`): the bundle tells the file exporting each.
  static func writtenImports(_ tree: TokenTree, interface: ModuleInterface, heads: [Int])
    -> Set<String>
  {
    guard !interface.imports.isEmpty, !heads.isEmpty else { return [] }
    let locals = Set(interface.imports.map(\.local))
    let namespaces = Set(interface.imports.filter { $0.imported == .namespace }.map(\.local))
    var found = Set<String>()
    for token in heads {
      let name = tree.text(token)
      guard locals.contains(name) else { continue }
      // Through a namespace import, the export written into is its member (`K.KINDS`); one
      // written whole is a CommonJS module's value (`Object.assign(require("./k"), …)`).
      if namespaces.contains(name) {
        if tree.kind(token + 1) == .dot, tree.kind(token + 2) == .identifier {
          found.insert(name + "." + tree.text(token + 2))
        } else {
          found.insert(name)
        }
      } else {
        found.insert(name)
      }
    }
    return found
  }

  /// Whether the reference at `token` writes into what it names: a member assigned, updated
  /// or deleted (`X.a = …`, `X[k] += …`, `X.a.b++`, `delete X.a`), a list's or collection's
  /// mutating method called on it or a member (`X.push(…)`, `X.list.sort()`), or given first
  /// to a built-in that writes into it (`Object.assign(X, …)`, `Object.defineProperty`,
  /// `Object.setPrototypeOf`, `Reflect.set`, `Reflect.deleteProperty`, …).
  static func writesInto(_ tree: TokenTree, at token: Int) -> Bool {
    if tree.kind(token - 1) == .leftParen, tree.kind(token + 1) == .comma,
      tree.kind(token - 3) == .dot, tree.kind(token - 2) == .identifier,
      tree.kind(token - 5) != .dot, tree.kind(token - 5) != .optionalChain
    {
      if tree.isWord(token - 4, "Object") {
        if tree.isWord(token - 2, "assign") || tree.isWord(token - 2, "defineProperty")
          || tree.isWord(token - 2, "defineProperties") || tree.isWord(token - 2, "setPrototypeOf")
        {
          return true
        }
      } else if tree.isWord(token - 4, "Reflect") {
        if tree.isWord(token - 2, "set") || tree.isWord(token - 2, "defineProperty")
          || tree.isWord(token - 2, "deleteProperty") || tree.isWord(token - 2, "setPrototypeOf")
        {
          return true
        }
      }
    }
    var cursor = token + 1
    // `(K as any).archive = …`: the parentheses around the name alone (a cast's, erased), not
    // a call's (`map.get(K).push(…)` writes into what the call returns).
    var open = token - 1
    while tree.kind(open) == .leftParen, tree.kind(cursor) == .rightParen,
      tree.tokens[open].partner == Int32(cursor), !tree.followsValue(open)
    {
      (open, cursor) = (open - 1, cursor + 1)
    }
    let start = cursor
    var lastName: Int?
    while cursor < tree.tokens.count {
      if tree.kind(cursor) == .dot || tree.kind(cursor) == .optionalChain,
        tree.kind(cursor + 1) == .identifier
      {
        lastName = cursor + 1
        cursor += 2
      } else if tree.kind(cursor) == .leftBracket, tree.tokens[cursor].partner > cursor {
        lastName = nil
        cursor = tree.partner(cursor) + 1
      } else {
        break
      }
    }
    guard cursor > start else { return false }
    if let method = lastName, tree.kind(cursor) == .leftParen {
      // (By length first: every method call ending a chain is asked.)
      let mutators: [StaticString] =
        switch tree.tokens[method].end - tree.tokens[method].start {
        case 3: ["pop", "set", "add"]
        case 4: ["push", "sort", "fill"]
        case 5: ["shift", "clear"]
        case 6: ["splice", "delete"]
        case 7: ["unshift", "reverse"]
        case 10: ["copyWithin"]
        default: []
        }
      return mutators.contains { tree.isWord(method, $0) }
    }
    return tree.kind(cursor) == .assign || tree.kind(cursor) == .increment
      || tree.kind(cursor) == .decrement || tree.kind(token - 1) == .increment
      || tree.kind(token - 1) == .decrement || tree.isWord(token - 1, "delete")
  }

  // MARK: - Reading definitions

  private mutating func value(of binding: Int32) -> Constant? {
    if let known = values[binding] { return known }
    guard !unknown.contains(binding), reading.insert(binding).inserted else { return nil }
    defer { reading.remove(binding) }
    let declared = scopes.bindings[Int(binding)]
    let token = Int(declared.token)
    var marks: [Int] = []
    let read: Constant?
    switch declared.kind {
    case _ where declared.scope != 0 && exportsFromNamespace(declaredAt: token): read = nil
    case .const where writtenInto.contains(binding): read = nil
    case .const: read = readConstInitializer(after: token, marks: &marks)
    // A `let` nothing writes again, or into, is a constant (read before its declaration, it
    // throws): bound to a value, not a pattern.
    case .let where writtenInto.contains(binding) || tree.kind(token + 1) != .assign: read = nil
    case .let: read = readConstInitializer(after: token, marks: &marks)
    case .enum: read = readEnum(after: token, marks: &marks)
    case .class where writtenInto.contains(binding): read = nil
    case .class: read = readClassStatics(after: token, marks: &marks)
    case .function: read = readFunctionDeclaration(after: token, marks: &marks)
    case .parameter: read = readResolvedValue(parameter: token, binding, marks: &marks)
    default: read = nil
    }
    guard let read else {
      unknown.insert(binding)
      return nil
    }
    for mark in marks { definitions[mark] = binding }
    values[binding] = read
    return read
  }

  /// The parameter of a callback given to a promise's `then` (`loadCaps().then((caps) => …)`,
  /// `api.loadCaps().then(caps => …)`, `async` or not): what the promise resolves to, as
  /// `await` of it is — unless assigned in the callback (then it holds what it is given no
  /// more).
  private mutating func readResolvedValue(
    parameter name: Int, _ binding: Int32, marks: inout [Int]
  ) -> Constant? {
    guard let then = thenCalled(withParameter: name),
      !GuardedParameters.isWritten(binding, tree: tree, scopes: scopes)
    else { return nil }
    // `({ archive }) =>`: the member of the value the pattern's property names.
    let pattern = tree.enclosingOpener(name)
    let key = tree.kind(pattern) == .objectStart ? patternKey(of: name, in: pattern) : nil
    if tree.kind(pattern) == .objectStart, key == nil { return nil }
    // The promise: a call of a name or a member of one (`loadCaps()`, `api.loadCaps()`).
    var start = then - 2
    guard tree.kind(start) == .rightParen, tree.tokens[start].partner >= 0 else { return nil }
    start = tree.partner(start) - 1
    while tree.kind(start) == .identifier, tree.kind(start - 1) == .dot,
      tree.kind(start - 2) == .identifier
    {
      start -= 2
    }
    // (Read on, `.then` is a method the value lacks: the reading stops past it, at the value.)
    guard tree.kind(start) == .identifier,
      let (promise, end) = readValue(at: start, marks: &marks), end == then - 1 || end == then + 1
    else { return nil }
    let value = promise.resolved
    return key.map { value.member($0) } ?? value
  }

  /// The `then` of `promise.then(…)` whose first argument is an arrow with the one parameter
  /// `name` (`(caps) =>`, `caps =>`, `async` or not), told by the tokens around it: every
  /// parameter of a file is asked, and this rules out nearly all before anything is read.
  private func thenCalled(withParameter name: Int) -> Int? {
    var open = name - 1
    // A property of an object pattern, the one parameter: `({ archive }) =>`.
    if tree.kind(name + 1) == .comma || tree.kind(name + 1) == .rightBrace,
      case let pattern = tree.enclosingOpener(name), tree.kind(pattern) == .objectStart,
      tree.kind(pattern - 1) == .leftParen, tree.tokens[pattern].partner >= 0,
      tree.partner(pattern - 1) == tree.partner(pattern) + 1,
      tree.kind(tree.partner(pattern) + 2) == .arrow
    {
      open = pattern - 2
    } else if tree.kind(open) == .leftParen, tree.partner(open) == name + 1,
      tree.kind(name + 2) == .arrow
    {
      open -= 1
    } else if tree.kind(name + 1) != .arrow {
      return nil
    }
    if tree.isWord(open, "async") { open -= 1 }
    let then = open - 1
    guard tree.kind(open) == .leftParen, tree.isWord(then, "then"), tree.kind(then - 1) == .dot
    else { return nil }
    return then
  }

  /// `const NAME = VALUE` (one declarator of a declaration, never a destructuring pattern's
  /// default): the value, when all of it is read.
  private mutating func readConstInitializer(after name: Int, marks: inout [Int]) -> Constant? {
    // The module's `*default*` binding: `export default VALUE`, or CommonJS's `module.exports =
    // VALUE` where nothing else in the file writes `module.exports` or `exports` (again, or a
    // member of it: `module.exports.A = …`) — or an export's, `exports.A = VALUE`, where every
    // `exports` of the file writes an export so, `A` once (nothing reads `exports.A` back to
    // write into it, or writes the whole).
    if let value = tree.moduleValue(declaredAt: name) {
      if tree.exportsMember(at: name) {
        if exportsWrittenOnce == nil { exportsWrittenOnce = .some(tree.exportsWrittenOnce()) }
        guard exportsWrittenOnce!?.contains(tree.text(name)) == true else { return nil }
      } else {
        guard
          tree.isWord(name, "default")
            || (0..<tree.endIndex).allSatisfy({ $0 == name || !tree.isWord($0, "exports") })
        else { return nil }
      }
      guard let (read, end) = readValue(at: value, marks: &marks), tree.endsDeclarator(at: end)
      else { return nil }
      return read
    }
    if tree.kind(name + 1) != .assign {
      return readState(name, marks: &marks) ?? readDestructured(name, marks: &marks)
    }
    guard
      tree.isWord(name - 1, "const") || tree.isWord(name - 1, "let")
        || tree.kind(name - 1) == .comma
    else { return nil }
    let opener = tree.enclosingOpener(name)
    guard opener < 0 || tree.kind(opener) == .leftBrace else { return nil }
    guard let (value, end) = readValue(at: name + 2, marks: &marks), tree.endsDeclarator(at: end)
    else {
      return nil
    }
    return value
  }

  /// `const { a, b: name } = VALUE`: the member of the value the pattern's property names;
  /// `const [a, , name] = VALUE`: the element at its position (a default, a nested pattern or
  /// a rest element is not read).
  private mutating func readDestructured(_ name: Int, marks: inout [Int]) -> Constant? {
    let open = tree.enclosingOpener(name)
    if open > 0, tree.kind(open) == .leftBracket {
      guard tree.isWord(open - 1, "const"), tree.tokens[open].partner >= 0,
        tree.kind(tree.partner(open) + 1) == .assign,
        let position = tree.elements(open + 1..<tree.partner(open)).firstIndex(where: {
          $0 == name..<name + 1
        }),
        let (value, end) = readValue(at: tree.partner(open) + 2, marks: &marks),
        tree.endsDeclarator(at: end)
      else { return nil }
      return value.member(String(position))
    }
    guard open > 0, tree.kind(open) == .objectStart, tree.isWord(open - 1, "const"),
      tree.tokens[open].partner >= 0, tree.kind(tree.partner(open) + 1) == .assign
    else { return nil }
    let close = tree.partner(open)
    guard let key = patternKey(of: name, in: open),
      let (value, end) = readValue(at: close + 2, marks: &marks),
      tree.endsDeclarator(at: end)
    else { return nil }
    return value.member(key)
  }

  /// The key of the value the name at `name` takes in the plain object pattern at `open`
  /// (`{ a }`: `a`; `{ b: name }`: `b`), or `nil`.
  private func patternKey(of name: Int, in open: Int) -> String? {
    guard tree.tokens[open].partner >= 0, isPlainPattern(open),
      tree.kind(name + 1) == .comma || tree.kind(name + 1) == .rightBrace
    else { return nil }
    if tree.kind(name - 1) == .colon {
      guard tree.kind(name - 3) == .comma || name - 3 == open,
        tree.kind(name - 2) == .identifier || tree.kind(name - 2) == .string
      else { return nil }
      return keyText(name - 2)
    }
    guard tree.kind(name - 1) == .comma || name - 1 == open else { return nil }
    return keyText(name)
  }

  /// Whether every property of the pattern at `open` is `a` or `key: a`: with a default, a rest
  /// element or a nested pattern, some of the value would go where this reading does not look.
  private func isPlainPattern(_ open: Int) -> Bool {
    tree.commaSegments(open + 1..<tree.partner(open)).allSatisfy { segment in
      switch segment.count {
      case 1: tree.kind(segment.lowerBound) == .identifier
      case 3:
        tree.kind(segment.lowerBound + 1) == .colon
          && tree.kind(segment.lowerBound + 2) == .identifier
      default: false
      }
    }
  }

  /// Whether `object.method(` starts at `index`.
  private func isCall(at index: Int, _ object: StaticString, _ method: StaticString) -> Bool {
    tree.isWord(index, object) && tree.kind(index + 1) == .dot && tree.isWord(index + 2, method)
      && tree.kind(index + 3) == .leftParen && tree.tokens[index + 3].partner >= 0
  }

  /// Whether the value starting at `start` is bound to a `const` (`const ref = …`) every other
  /// reference of which reads its `current` and nothing more (not written, not called).
  private func refOnlyRead(declaredBefore start: Int) -> Bool {
    let name = start - 2
    guard name >= 1, tree.isWordOperator(start - 1, "="), tree.kind(name) == .identifier,
      tree.isWord(name - 1, "const"), let binding = scopes.bindingIndex(at: Int32(name))
    else { return false }
    for reference in scopes.references where reference.binding == binding {
      let read = Int(reference.token)
      guard read != name else { continue }
      guard tree.kind(read + 1) == .dot || tree.kind(read + 1) == .optionalChain,
        tree.isWord(read + 2, "current"), tree.kind(read + 3) != .assign,
        tree.kind(read + 3) != .leftParen, tree.kind(read + 3) != .dot,
        tree.kind(read + 3) != .leftBracket, tree.kind(read + 3) != .optionalChain,
        !tree.isWord(read - 1, "delete")
      else { return false }
    }
    return true
  }

  /// The value of the one argument of the call whose `(` is at `paren`, when all of it is read,
  /// and the index after the call.
  private mutating func readSoleArgument(ofCallAt paren: Int, marks: inout [Int]) -> (
    Constant, Int
  )? {
    let close = tree.partner(paren)
    guard let (value, end) = readValue(at: paren + 1, marks: &marks), end == close else {
      return nil
    }
    return (value, close + 1)
  }

  /// `function f(…) { return VALUE; }`: a function whose body is one `return`.
  private mutating func readFunctionDeclaration(after name: Int, marks: inout [Int]) -> Constant? {
    guard tree.isWord(name - 1, "function"), tree.kind(name + 1) == .leftParen,
      tree.tokens[name + 1].partner >= 0
    else { return nil }
    let function = readBlockBody(at: tree.partner(name + 1) + 1, marks: &marks)
    return tree.isWord(name - 2, "async") ? function.map(Self.promised) : function
  }

  /// The function `function` (`.returns`) as an `async` one: its calls give promises of what
  /// it returns.
  private static func promised(_ function: Constant) -> Constant {
    guard case .returns(let value) = function else { return function }
    return .returns(.promise(value))
  }

  /// `{ …; return VALUE; }`: what the body returns, when its one `return` (of its own, not a
  /// function's inside it) is its last statement — a hook's `const snapshot = useSnapshot();`
  /// before it changes nothing of what it returns at every call that returns.
  private mutating func readBlockBody(at brace: Int, marks: inout [Int]) -> Constant? {
    guard tree.kind(brace) == .leftBrace, tree.tokens[brace].partner >= 0 else { return nil }
    let close = tree.partner(brace)
    // The last statement's `return`, found walking back over its siblings to the `;` before it
    // (a function's body is walked once, not statement by statement).
    var last = tree.previousSibling(close)
    if last > brace, tree.kind(last) == .semicolon { last = tree.previousSibling(last) }
    var steps = 0
    while last > brace, !tree.isWord(last, "return"), tree.kind(last) != .semicolon,
      steps < Self.maxReturnedTokens
    {
      last = tree.previousSibling(last)
      steps += 1
    }
    guard last > brace, tree.isWord(last, "return"),
      tree.kind(last - 1) != .dot && tree.kind(last - 1) != .optionalChain
    else { return nil }
    return trial(marks: &marks) { table, marks in
      // (Past statements, only a value holding names, checks or modules is worth its reads.)
      guard let (value, end) = table.readValue(at: last + 1, marks: &marks),
        end == close || table.tree.kind(end) == .semicolon && end + 1 == close,
        last == brace + 1 || value.isFollowed && !table.returnsBefore(last, inBody: brace)
      else { return nil }
      return .returns(value)
    }
  }

  /// How many siblings a function's last statement, returned, may hold to be read.
  static let maxReturnedTokens = 256

  /// Whether the function body opened at `brace` has a `return` of its own before `last`.
  private func returnsBefore(_ last: Int, inBody brace: Int) -> Bool {
    (brace + 1..<last).contains { token in
      guard tree.isWord(token, "return") else { return false }
      var opener = tree.enclosingOpener(token)
      while opener > brace, !tree.isFunctionBody(opener) { opener = tree.enclosingOpener(opener) }
      return opener == brace
    }
  }

  /// `(a, b) => VALUE`, `a => VALUE`, `(…) => { return VALUE; }` starting at `index`: the
  /// function and the index after it.
  private mutating func readArrow(at index: Int, marks: inout [Int]) -> (Constant, Int)? {
    var arrow = index + 1
    if tree.kind(index) == .leftParen {
      guard tree.tokens[index].partner >= 0 else { return nil }
      arrow = tree.partner(index) + 1
    }
    guard tree.kind(arrow) == .arrow else { return nil }
    let isAsync = tree.isWord(index - 1, "async")
    if tree.kind(arrow + 1) == .leftBrace {
      guard let value = readBlockBody(at: arrow + 1, marks: &marks) else { return nil }
      return (isAsync ? Self.promised(value) : value, tree.partner(arrow + 1) + 1)
    }
    guard let (value, end) = readValue(at: arrow + 1, marks: &marks) else { return nil }
    return (.returns(isAsync ? .promise(value) : value), end)
  }

  /// `enum E { A = "x", B = 1, C }`: an object of its members; a member without a string is
  /// another value.
  private mutating func readEnum(after name: Int, marks: inout [Int]) -> Constant? {
    guard tree.kind(name + 1) == .leftBrace, tree.tokens[name + 1].partner >= 0 else { return nil }
    var members: [Constant.Member] = []
    for segment in tree.commaSegments(name + 2..<tree.partner(name + 1)) where !segment.isEmpty {
      guard let key = keyText(segment.lowerBound) else { return nil }
      var value = Constant.other
      if tree.kind(segment.lowerBound + 1) == .assign {
        value = readMember(segment.lowerBound + 2..<segment.upperBound, marks: &marks)
      }
      members.append(Constant.Member(key: key, value: value))
    }
    return .object(members)
  }

  /// `class Kinds { static readonly Archive = "task.archive"; … }`: an object of its static
  /// fields given values (`Kinds.Archive`); its methods and instance fields are no members. A
  /// class extending another (whose statics it inherits) or reading `this` (which may write
  /// them) is none.
  private mutating func readClassStatics(after name: Int, marks: inout [Int]) -> Constant? {
    let open = name + 1
    guard tree.kind(open) == .leftBrace, tree.tokens[open].partner > open else { return nil }
    let close = tree.partner(open)
    guard !(open + 1..<close).contains(where: { tree.isWord($0, "this") }) else { return nil }
    var members: [Constant.Member] = []
    var cursor = open + 1
    while cursor < close {
      let next = tree.nextSibling(cursor)
      guard tree.isWord(cursor, "static"),
        cursor == open + 1
          || tree.kind(cursor - 1) == .semicolon || tree.kind(cursor - 1) == .rightBrace
          || tree.isStatementBoundary(after: cursor - 1, before: cursor),
        tree.kind(cursor + 1) == .identifier, tree.isWordOperator(cursor + 2, "=")
      else {
        cursor = next
        continue
      }
      // The value: to the `;` or the line ending the field.
      var end = cursor + 3
      while end < close, tree.kind(end) != .semicolon,
        end == cursor + 3 || !tree.isStatementBoundary(after: end - 1, before: end)
      {
        end = tree.nextSibling(end)
      }
      let value = readMember(cursor + 3..<end, marks: &marks)
      members.append(Constant.Member(key: tree.text(cursor + 1), value: value))
      cursor = end
    }
    return members.isEmpty ? nil : .object(members)
  }

  /// A member's value: read whole, a condition testing for capabilities, or another value
  /// (whose names stay where written).
  private mutating func readMember(_ range: Range<Int>, marks: inout [Int]) -> Constant {
    let saved = marks.count
    if let (value, end) = readValue(at: range.lowerBound, marks: &marks), end == range.upperBound {
      return value
    }
    marks.removeSubrange(saved...)
    return conditionCheck(range) ?? .other
  }

  /// How many tokens a member's value may have to be read as a condition: a test is short, and
  /// a longer value (a function, a style) is not scanned for one.
  static let maxConditionTokens = 48

  /// A member's value testing for capabilities as a condition does — `C in caps`,
  /// `!!caps[C]`, `caps[C] !== undefined` — or for an optional lookup's module (`native !=
  /// null`, `moduleReads`) is the check of the names it proves when truthy (`{ archive:
  /// "tempo.task-archive" in snapshot.capabilities }` returned by a hook); the literals and reads
  /// naming them are checked there, never used.
  private mutating func conditionCheck(_ range: Range<Int>) -> Constant? {
    guard range.count > 1, range.count <= Self.maxConditionTokens,
      !tree.isWord(range.lowerBound, "function"),
      !range.contains(where: { tree.kind($0) == .arrow })
    else { return nil }
    let literals = range.compactMap { token in
      names[token].flatMap { namesCapability($0) ? (token, $0) : nil }
        ?? moduleReads[token].map { (token, $0) }
    }
    guard !literals.isEmpty else { return nil }
    let (whenTrue, whenFalse) = conditionProves(range, literals)
    // Negated (`{ legacy: !hasCapability(C) }`), it proves them when falsy.
    let proven = Set(whenTrue.isEmpty ? whenFalse : whenTrue)
    guard !proven.isEmpty else { return nil }
    for (token, name) in literals where proven.contains(name) { checkArguments.insert(token) }
    let held = literals.map(\.1).filter(proven.contains)
    return whenTrue.isEmpty ? .lacks(held) : .check(held)
  }

  /// The value starting at `index` and the index after it, or `nil` when it is not one this
  /// reading knows.
  mutating func readValue(at index: Int, marks: inout [Int]) -> (Constant, Int)? {
    if let (end, name) = built[index] {
      marks.append(end)
      return (.name(name, [origin(index)]), end + 1)
    }
    switch tree.kind(index) {
    case .string, .template:
      if let name = names[index] {
        marks.append(index)
        return (.name(name, [origin(index)]), index + 1)
      }
      return (.other, index + 1)
    case .number:
      return (.other, index + 1)
    case .not:
      // `!has(C)`: the check negated (`Constant.lacks`), and `!!has(C)` the check again.
      let saved = marks.count
      switch readValue(at: index + 1, marks: &marks) {
      case (.check(let names), let end)?: return (.lacks(names), end)
      case (.lacks(let names), let end)?: return (.check(names), end)
      default:
        marks.removeSubrange(saved...)
        return nil
      }
    case .objectStart:
      guard tree.tokens[index].partner >= 0 else { return nil }
      let close = tree.partner(index)
      return readObject(index + 1..<close, marks: &marks).map { ($0, close + 1) }
    case .leftBracket:
      guard tree.tokens[index].partner >= 0 else { return nil }
      let close = tree.partner(index)
      var elements: [Constant] = []
      for segment in tree.elements(index + 1..<close) {
        // A hole is `undefined`.
        guard !segment.isEmpty else {
          elements.append(.falsy)
          continue
        }
        if tree.kind(segment.lowerBound) == .spread { return nil }
        elements.append(readMember(segment, marks: &marks))
      }
      return (.list(elements), close + 1)
    case .leftParen:
      guard tree.tokens[index].partner >= 0 else { return nil }
      let close = tree.partner(index)
      if tree.kind(close + 1) == .arrow { return readArrow(at: index, marks: &marks) }
      guard let (value, end) = readValue(at: index + 1, marks: &marks), end == close else {
        return nil
      }
      return (value, close + 1)
    case .identifier:
      if tree.kind(index + 1) == .arrow { return readArrow(at: index, marks: &marks) }
      // `await loadCaps()`: what the (async) function returns; a value not a promise, itself.
      if tree.isWord(index, "await"), tree.kind(index + 1) != .arrow {
        return readValue(at: index + 1, marks: &marks).map { ($0.0.resolved, $0.1) }
      }
      if tree.isWord(index, "true") { return (.other, index + 1) }
      if tree.isWord(index, "false") || tree.isWord(index, "null")
        || tree.isWord(index, "undefined") && scopes.bindingIndex(at: Int32(index)) == nil
      {
        return (.falsy, index + 1)
      }
      // `Promise.resolve(v)`: a promise of `v`, which holds it once awaited.
      if isCall(at: index, "Promise", "resolve"), scopes.bindingIndex(at: Int32(index)) == nil {
        return readSoleArgument(ofCallAt: index + 3, marks: &marks).map { (.promise($0.0), $0.1) }
      }
      // `Promise.all([p, q])`: a promise of the list of what each resolves to.
      if isCall(at: index, "Promise", "all"), scopes.bindingIndex(at: Int32(index)) == nil,
        let all = trial(
          marks: &marks,
          { table, marks -> (Constant, Int)? in
            guard let (value, end) = table.readSoleArgument(ofCallAt: index + 3, marks: &marks),
              case .list(let elements) = value
            else { return nil }
            return (Constant.promise(.list(elements.map(\.resolved))), end)
          })
      {
        return all
      }
      // `Object.freeze({ … })`: the object, which can no longer change.
      if isCall(at: index, "Object", "freeze") {
        return readSoleArgument(ofCallAt: index + 3, marks: &marks)
      }
      // React's hooks, modelled (CONTENT-ANALYSIS.md, "React, modelled").
      let hook = tree.isWord(index, "React") && tree.kind(index + 1) == .dot ? index + 2 : index
      // `useMemo(f, deps)` is `f()`, in either body form; `useSyncExternalStore(subscribe, f)`
      // is its snapshot's `f()`.
      if tree.isWord(hook, "useMemo") || tree.isWord(hook, "useSyncExternalStore"),
        tree.kind(hook + 1) == .leftParen, tree.tokens[hook + 1].partner >= 0
      {
        let close = tree.partner(hook + 1)
        let arguments = tree.commaSegments(hook + 2..<close)
        let given = tree.isWord(hook, "useMemo") ? 0 : 1
        guard given < arguments.count,
          let (function, end) = readValue(at: arguments[given].lowerBound, marks: &marks),
          case .returns(let value) = function,
          end == close || tree.kind(end) == .comma
        else { return nil }
        return (value, close + 1)
      }
      // `const ref = useRef(v)` is an object whose `current` is `v` where the ref never leaves
      // and is never written: each read of it is of `current` (given to an element, a hook or
      // any function, React or that code may write it).
      if tree.isWord(hook, "useRef"), tree.kind(hook + 1) == .leftParen,
        tree.tokens[hook + 1].partner >= 0, refOnlyRead(declaredBefore: index)
      {
        return readSoleArgument(ofCallAt: hook + 1, marks: &marks).map {
          (.object([Constant.Member(key: "current", value: $0.0)]), $0.1)
        }
      }
      // `useContext(Ctx)` is the context's default and every value its `Provider`s give.
      if tree.isWord(hook, "useContext"), tree.kind(hook + 1) == .leftParen,
        tree.kind(hook + 2) == .identifier, tree.kind(hook + 3) == .rightParen
      {
        if let value = contextValue(hook + 2, marks: &marks) { return (value, hook + 4) }
        // A context of another file that no other file provides: the value it gives.
        guard let binding = scopes.bindingIndex(at: Int32(hook + 2)),
          scopes.bindings[Int(binding)].kind == .import, let value = values[binding]
        else { return nil }
        return (value, hook + 4)
      }
      // `has("tempo.task-archive")`, `has(CAPS.archive)`: a call whose only argument names
      // capabilities or scopes only is that check, as it is in a test.
      if tree.kind(index + 1) == .leftParen, tree.tokens[index + 1].partner >= 0,
        let check = checkValue(
          ofCallAt: index + 1, marks: &marks,
          proof: { [checksItsArgument] paren, _ in checksItsArgument(paren) })
      {
        return (check, tree.partner(index + 1) + 1)
      }
      // `snapshot.capabilities.includes(C)`, `caps?.has(C)`: a search of a collection for a
      // capability, as a test reads it.
      if let search = searchCall(from: index) {
        let receiver = index..<search.method - 1
        if let check = checkValue(
          ofCallAt: search.method + 1, marks: &marks,
          proof: { [searchProves] _, name in
            searchProves(receiver, search.method, name) ? .result : nil
          })
        {
          return (check, tree.partner(search.method + 1) + 1)
        }
      }
      guard let binding = scopes.bindingIndex(at: Int32(index)), let value = value(of: binding)
      else { return nil }
      let (reached, end, keys) = follow(value, from: index)
      guard let reached else { return nil }
      marks.append(index)
      indexKeys.formUnion(keys)
      return (reached, end + 1)
    default:
      return nil
    }
  }

  /// The check a call of a check function is, given one argument naming capabilities or scopes
  /// only (`has("…")`, `has(CAPS.archive)`) — a promise of it where the function is `async`; a
  /// constant read so is marked as checked. `proof` says how the call at a `(` proves the name
  /// it is given.
  private mutating func checkValue(
    ofCallAt paren: Int, marks: inout [Int], proof: (Int, String) -> ArgumentCheck?
  ) -> Constant? {
    let close = tree.partner(paren)
    func value(_ name: String, _ proof: ArgumentCheck) -> Constant {
      proof == .promise ? .promise(.check([name])) : .check([name])
    }
    if close == paren + 2, let name = names[paren + 1] {
      guard namesCapability(name), let proof = proof(paren, name) else { return nil }
      checkArguments.insert(paren + 1)
      return value(name, proof)
    }
    guard tree.kind(paren + 1) == .identifier else { return nil }
    return trial(marks: &marks) { table, marks in
      let saved = marks.count
      guard let (read, end) = table.readValue(at: paren + 1, marks: &marks), end == close,
        case .name(let name, _) = read, table.namesCapability(name),
        let proof = proof(paren, name)
      else { return nil }
      table.checkReads.formUnion(marks[saved...])
      return value(name, proof)
    }
  }

  /// The search a chain starting at `index` ends in — `caps.includes(…)`,
  /// `snapshot?.capabilities?.has(…)`, `useSnapshot().capabilities.includes(…)` — by its
  /// method's token and its `)`; `nil` where the chain (names, members, calls, indexes) ends
  /// otherwise.
  private func searchCall(from index: Int) -> (method: Int, close: Int)? {
    // (Most reads are no chain: asked first, before walking one.)
    guard tree.kind(index + 1) == .dot || tree.kind(index + 1) == .optionalChain else {
      return nil
    }
    let close = tree.chainEnd(continuingAt: index + 1) - 1
    guard close > index + 3, tree.kind(close) == .rightParen, tree.partner(close) > index + 3,
      case let method = tree.partner(close) - 1,
      tree.isWord(method, "includes") || tree.isWord(method, "has"),
      tree.kind(method - 1) == .dot || tree.kind(method - 1) == .optionalChain
    else { return nil }
    return (method, close)
  }

  /// Runs a reading that may not succeed: when it gives `nil`, what it marked and followed is
  /// undone.
  mutating func trial<T>(
    marks: inout [Int], _ reading: (inout ConstantTable, inout [Int]) -> T?
  ) -> T? {
    let (saved, keys, arguments, reads) = (marks.count, indexKeys, checkArguments, checkReads)
    if let read = reading(&self, &marks) { return read }
    marks.removeSubrange(saved...)
    (indexKeys, checkArguments, checkReads) = (keys, arguments, reads)
    return nil
  }

  /// `{ a: V, "b": V, [K]: V, c, m() {} }`: `nil` when a key is not known (a computed key
  /// other than a string or a constant naming a name, a spread), since any read might then find
  /// a name under it.
  private mutating func readObject(_ range: Range<Int>, marks: inout [Int]) -> Constant? {
    var members: [Constant.Member] = []
    var keyMarks: [Int] = []
    for segment in tree.commaSegments(range) where !segment.isEmpty {
      var start = segment.lowerBound
      if tree.kind(start) == .spread { return nil }
      if tree.kind(start) == .leftBracket {
        guard tree.tokens[start].partner > start else { return nil }
        let close = tree.partner(start)
        // `[K]: V` with K a literal string, or a constant naming a name (`[Kind.Archive]`):
        // a key, only indexed.
        let key: String
        if close == start + 2, tree.kind(start + 1) == .string, let text = keyText(start + 1) {
          indexKeys.insert(start + 1)
          key = text
        } else if case .name(let name, _) = readMember(start + 1..<close, marks: &keyMarks) {
          // Its read stays a read, not part of the definition: a key of a table only indexed
          // is no use, one given out is (`IndexedTables`).
          key = name
        } else {
          return nil
        }
        members.append(
          Constant.Member(key: key, value: afterColon(close + 1, segment, marks: &marks)))
        continue
      }
      // `get a() {}`, `set a(v) {}`, `async a() {}`, `*a() {}`: a method of that kind.
      var modifier: Int?
      if (tree.isWord(start, "get") || tree.isWord(start, "set") || tree.isWord(start, "async")
        || tree.kind(start) == .otherOperator) && tree.kind(start + 1) != .colon
        && tree.kind(start + 1) != .leftParen && start + 1 < segment.upperBound
      {
        modifier = start
        start += 1
      }
      guard let key = keyText(start) else { return nil }
      if start + 1 == segment.upperBound, tree.kind(start) == .identifier {
        // `{ ARCHIVE }`: the constant of that name.
        members.append(
          Constant.Member(key: key, value: readMember(start..<start + 1, marks: &marks)))
      } else if tree.kind(start + 1) == .colon {
        members.append(
          Constant.Member(key: key, value: afterColon(start + 1, segment, marks: &marks)))
      } else {
        members.append(Constant.Member(key: key, value: method(at: start, modifier, marks: &marks)))
      }
    }
    return .object(members)
  }

  /// The value of the method whose name is at `name` (`canArchive() { return has(C); }`), its
  /// kind's word before it at `modifier`: a function, as an arrow member's is (what its body
  /// returns: `readBlockBody`); a getter's, what it returns; an `async` one's, a promise of it;
  /// a setter's or a generator's, another value.
  private mutating func method(at name: Int, _ modifier: Int?, marks: inout [Int]) -> Constant {
    guard tree.kind(name + 1) == .leftParen, tree.tokens[name + 1].partner > name + 1,
      let function = readBlockBody(at: tree.partner(name + 1) + 1, marks: &marks)
    else { return .other }
    guard let modifier else { return function }
    if tree.isWord(modifier, "get"), case .returns(let value) = function { return value }
    return tree.isWord(modifier, "async") ? Self.promised(function) : .other
  }

  private mutating func afterColon(_ colon: Int, _ segment: Range<Int>, marks: inout [Int])
    -> Constant
  {
    guard tree.kind(colon) == .colon, colon + 1 < segment.upperBound else { return .other }
    return readMember(colon + 1..<segment.upperBound, marks: &marks)
  }

  /// A property or member key's text: a name, a string or a number as written.
  private func keyText(_ index: Int) -> String? {
    let token = tree.tokens[index]
    switch token.kind {
    case .identifier, .number:
      return String(decoding: tree.bytes[token.range], as: UTF8.self)
    case .string:
      if let name = names[index] { return name }
      var value: [UInt8] = []
      StringLiteral.decode(
        tree.bytes, Int(token.start) + 1..<Int(token.end) - 1, decodesEscapes: true, into: &value)
      return String(decoding: value, as: UTF8.self)
    default:
      return nil
    }
  }

  // MARK: - Following members

  /// Follows `.k`, `?.k` and `["k"]` from the reference at `token` into `value`: what is reached
  /// (`nil` when a key names nothing there), the chain's last token, and the literal keys
  /// followed. A key that is not known (`KINDS[i]`) reads every name below; so does a method
  /// called on a value that has no such member (`KINDS.forEach(…)`, `CAPS.valueOf()`).
  private func follow(_ value: Constant, from token: Int) -> (Constant?, Int, [Int]) {
    var node = value
    var end = token
    var keys: [Int] = []
    while true {
      // A module is read whole: what follows it is judged where it stands.
      if case .module = node { return (node, end, keys) }
      // A call of a function that returns a known value: that value.
      if case .returns(let returned) = node, tree.kind(end + 1) == .leftParen,
        tree.tokens[end + 1].partner >= 0
      {
        node = returned
        end = tree.partner(end + 1)
        // `await can()`: the promise of an `async` function, awaited where the chain ends.
        if case .promise(let resolved) = node, tree.isWord(token - 1, "await"),
          ![.dot, .optionalChain, .leftBracket, .leftParen].contains(tree.kind(end + 1))
        {
          node = resolved
        }
        continue
      }
      var next = end + 1
      if tree.kind(next) == .optionalChain, tree.kind(next + 1) == .leftBracket { next += 1 }
      let key: String?
      let last: Int
      if tree.kind(next) == .dot || tree.kind(next) == .optionalChain,
        tree.kind(next + 1) == .identifier
      {
        key = keyText(next + 1)
        last = next + 1
      } else if tree.kind(next) == .leftBracket, tree.tokens[next].partner >= 0 {
        let close = tree.partner(next)
        if close == next + 2, tree.kind(next + 1) == .string {
          key = keyText(next + 1)
          keys.append(next + 1)
        } else if close == next + 2, tree.kind(next + 1) == .number, case .list = node {
          // `caps[0]`: an element of a list, by position.
          key = keyText(next + 1)
        } else {
          key = nil
        }
        last = close
      } else {
        return (node, end, keys)
      }
      guard let key else { return (node, last, keys) }
      if case .list = node {
        // Any other member of a list (`.map`, `[9]`) may read every element.
        guard let element = node.member(key) else { return (node, last, keys) }
        node = element
        end = last
        continue
      }
      guard case .object = node else { return (node, last, keys) }
      guard let member = node.member(key) else {
        return (tree.kind(last + 1) == .leftParen ? node : nil, last, keys)
      }
      node = member
      end = last
    }
  }
}
