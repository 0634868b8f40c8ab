/// The functions an object the file declares holds by name, so that `bridge.supports(C)`,
/// `bridge.perform(action)` and `strings.t(key)` are read as calls of functions the analysis
/// sees (CONTENT-ANALYSIS.md: a check is "a call whose summary says its result proves C"; a use
/// inside a function stands at its calls). An object is:
///
/// - a `const` bound to an object literal (or `Object.freeze` of one): its methods
///   (`t(key) { … }`), and its properties holding an arrow or a function expression
///   (`t: (key) => …`);
/// - a `const` bound to `new C(…)` of a class the file declares: the class's own methods and
///   fields holding an arrow (`supports = (c) => …`), and those it inherits from a class of the
///   file only subclasses read (`superclassBody`), not its static ones;
/// - a class the file declares, read as a value: its static methods and fields
///   (`Bridge.supports(C)`), and the methods of the instance a static field holds, by path
///   (`shared.supports` of `static shared = new Bridge()`: `Bridge.shared.supports(C)`), or a
///   static method hands back (`getInstance().supports`: `Bridge.getInstance().supports(C)`).
///
/// A method the file writes another function over (`strings.t = …`, or `this.t = …` in its
/// class) is none, nor is an accessor (`get t()`): what a call of it runs is not that body (a
/// class's getters are read apart: `getters`).
struct ObjectMethods {
  /// Where an object's methods are written.
  enum Holder: Equatable {
    /// The object literal opened at this token.
    case literal(Int)
    /// The instances of the class whose body opens at this token.
    case instances(Int)
    /// The class whose body opens at this token, as a value: its static members.
    case statics(Int)

    var opener: Int {
      switch self {
      case .literal(let open), .instances(let open), .statics(let open): open
      }
    }

    var isClass: Bool {
      if case .literal = self { return false }
      return true
    }
  }

  private let tree: TokenTree
  private let scopes: ScopeTree
  /// Each binding's reads, gathered once on first need.
  private var reads: [Int32: [Int]]?
  /// By binding, once asked.
  private var known: [Int32: [String: Range<Int>]] = [:]

  init(tree: TokenTree, scopes: ScopeTree) {
    self.tree = tree
    self.scopes = scopes
  }

  /// The reads of `binding`.
  mutating func reads(of binding: Int32) -> [Int] {
    if reads == nil { reads = scopes.referencesByBinding() }
    return reads![binding, default: []]
  }

  /// Every function the file writes as a method named `name` of an object literal or a class
  /// (its instances' or its own): what a call of a method so named may run where its object is
  /// not known (`x.load(list)` of a parameter `x`) — by name, as a member's value is read.
  func methods(named name: String) -> [Range<Int>] {
    let spelling = Array(name.utf8)
    var found: [Range<Int>] = []
    var holders = Set<Int>()
    for token in 1..<max(1, tree.tokens.count - 1)
    where tree.kind(token) == .identifier
      && (tree.kind(token + 1) == .leftParen || tree.kind(token + 1) == .colon
        || tree.kind(token + 1) == .assign)
      && tree.kind(token - 1) != .dot && tree.kind(token - 1) != .optionalChain
    {
      guard tree.bytes[tree.tokens[token].range].elementsEqual(spelling),
        case let open = tree.enclosingOpener(token), open >= 0, holders.insert(open).inserted
      else { continue }
      let kinds: [Holder] =
        tree.kind(open) == .objectStart
        ? [.literal(open)] : tree.isClassBody(open) ? [.instances(open), .statics(open)] : []
      found += kinds.compactMap { members(of: $0)[name] }
    }
    return found
  }

  /// The function the object `binding` holds under `key`: its parameters and body.
  mutating func method(_ key: String, of binding: Int32) -> Range<Int>? {
    methods(of: binding)[key]
  }

  /// Every function the object `binding` holds, by name — and, of an object literal, those of
  /// the object literals it holds, by path (`tasks.archive` of `{ tasks: { archive(id) { … }
  /// } }`, `nested`), of a class, those of the instances its static fields hold (`shared`) —
  /// none when it holds no object.
  mutating func methods(of binding: Int32) -> [String: Range<Int>] {
    if let answer = known[binding] { return answer }
    var found: [String: Range<Int>] = [:]
    if let holder = holder(of: binding) {
      found = methodsWrittenOnlyHere(holder)
      switch holder {
      case .literal(let open): found.merge(nested(in: open)) { first, _ in first }
      case .statics(let open): found.merge(shared(in: open)) { first, _ in first }
      case .instances: break
      }
      // Written over: `strings.t = …`, `api.tasks.archive = …`, `api.tasks = …`.
      for read in reads(of: binding) {
        guard let last = tree.memberChain(after: read).last,
          tree.kind(last.token + 1) == .assign
        else { continue }
        found = found.filter { $0.key != last.path && !$0.key.hasPrefix(last.path + ".") }
      }
    }
    known[binding] = found
    return found
  }

  /// The functions of the object literals the object literal opened at `open` holds under a
  /// name (`tasks: { … }`), by path, three deep at most.
  private func nested(in open: Int, depth: Int = 0) -> [String: Range<Int>] {
    guard depth < 3 else { return [:] }
    var found: [String: Range<Int>] = [:]
    for segment in tree.commaSegments(open + 1..<tree.partner(open)) where segment.count > 2 {
      let key = segment.lowerBound
      let inner = key + 2
      guard let name = tree.keyName(at: key), tree.kind(key + 1) == .colon,
        tree.kind(inner) == .objectStart, tree.partner(inner) + 1 == segment.upperBound
      else { continue }
      let below = members(of: .literal(inner)).merging(nested(in: inner, depth: depth + 1)) {
        first, _ in first
      }
      for (path, body) in below { found[name + "." + path] = body }
    }
    return found
  }

  /// The methods of the instances the static fields of the class whose body opens at `open`
  /// hold (`static shared = new Bridge()`, of a class the file declares), by path
  /// (`shared.supports`), and those of the instance a static method hands back
  /// (`getInstance().supports`, `instanceReturned`).
  private func shared(in open: Int) -> [String: Range<Int>] {
    var found: [String: Range<Int>] = [:]
    var cursor = open + 1
    while cursor < tree.partner(open) {
      defer { cursor = tree.nextSibling(cursor) }
      guard tree.kind(cursor) == .identifier,
        tree.isWord(cursor - 1, "static")
          || tree.isWord(cursor - 1, "readonly") && tree.isWord(cursor - 2, "static")
      else { continue }
      let path: String
      let body: Int
      if tree.isWordOperator(cursor + 1, "="),
        case .instances(let instances)? = object(
          at: cursor + 2, ends: { tree.endsDeclarator(at: $0) })
      {
        (path, body) = (tree.text(cursor), instances)
      } else if let method = methodBody(tree, key: cursor),
        let instances = instanceReturned(by: method, inClass: open)
      {
        (path, body) = (tree.text(cursor) + "()", instances)
      } else {
        continue
      }
      for (name, method) in methodsWrittenOnlyHere(.instances(body)) {
        found[path + "." + name] = method
      }
    }
    return found
  }

  /// The body of the class whose instance the static method `method` of the class whose body
  /// opens at `open` hands back at every return: one made there (`return new Bridge()`), or a
  /// static field of the class (`Bridge.instance`, `this.instance`) that nothing but such an
  /// instance is ever written to in the class (`if (!Bridge.instance) Bridge.instance = new
  /// Bridge();`, `??=` too), starting as one or as nothing.
  private func instanceReturned(by method: Range<Int>, inClass open: Int) -> Int? {
    guard let parameters = GuardedParameters.parameterList(tree, method),
      let returned = tree.resultExpressions(method, parameters: parameters),
      !returned.fallsOff, !returned.expressions.isEmpty
    else { return nil }
    var found: Int?
    for returned in returned.expressions {
      var value = returned
      while value.count > 2, tree.kind(value.lowerBound) == .leftParen,
        tree.partner(value.lowerBound) == value.upperBound - 1
      {
        value = value.lowerBound + 1..<value.upperBound - 1
      }
      let first = value.lowerBound
      let body: Int?
      if case .instances(let made)? = object(at: first, ends: { $0 == value.upperBound }) {
        body = made
      } else if value.count >= 3, tree.kind(first + 1) == .dot,
        tree.kind(first + 2) == .identifier, isClass(at: first, open),
        value.count == 3 || tree.kind(first + 3) == .assign
      {
        // `Bridge.instance`, `this.instance`, or what `this.instance ??= new Bridge()` gives.
        body = staticFieldInstance(namedAt: first + 2, inClass: open)
      } else {
        body = nil
      }
      guard let body, found == nil || found == body else { return nil }
      found = body
    }
    return found
  }

  /// Whether the token at `token` is the class whose body opens at `open` itself: `this` in its
  /// static code, or its name.
  private func isClass(at token: Int, _ open: Int) -> Bool {
    if tree.isWord(token, "this") { return true }
    guard tree.kind(token) == .identifier, let declared = scopes.binding(at: Int32(token)),
      declared.kind == .class
    else { return false }
    return classBody(name: Int(declared.token)) == open
  }

  /// The body of the class whose instances are all the static field named at `name` (a token
  /// spelling it) of the class whose body opens at `open` ever holds (`instanceReturned`): its
  /// declaration's value, if any, and every value the file writes to it (`Bridge.instance = …`,
  /// `this.instance = …` in the class; a write of another object's member so named, outside
  /// it, too: a refusal at worst). Compared by bytes: every identifier of the file is asked.
  private func staticFieldInstance(namedAt name: Int, inClass open: Int) -> Int? {
    var found: Int?
    var declared = false
    let body = open + 1..<tree.partner(open)
    for token in 0..<tree.endIndex
    where tree.kind(token) == .identifier && tree.sameText(token, name) {
      let value: Int
      if body.contains(token), tree.enclosingOpener(token) == open,
        tree.isWord(token - 1, "static") || tree.isWord(token - 1, "readonly")
      {
        declared = true
        // `static instance?: Bridge;`, `static instance: Bridge | null = null;`.
        guard tree.isWordOperator(token + 1, "="),
          !tree.isWord(token + 2, "null"), !tree.isWord(token + 2, "undefined")
        else { continue }
        value = token + 2
      } else if tree.kind(token - 1) == .dot, tree.kind(token + 1) == .assign {
        value = token + 2
      } else {
        continue
      }
      // (Its statement's end, or its group's: `return (this.instance ??= new Bridge());`.)
      let ends = { (end: Int) in tree.endsDeclarator(at: end) || tree.kind(end) == .rightParen }
      guard case .instances(let body)? = object(at: value, ends: ends),
        found == nil || found == body
      else { return nil }
      found = body
    }
    return declared ? found : nil
  }

  /// The path under which the object literal holding `object` holds the object literal opened
  /// at `object` (`tasks` for `{ tasks: { … } }`), or `""` when it is `holder` itself; `nil`
  /// when it is not one of its nested literals.
  func path(of object: Int, in holder: Int) -> String? {
    var names: [String] = []
    var current = object
    while current != holder {
      let key = current - 2
      let parent = tree.enclosingOpener(current)
      guard current >= 2, tree.kind(current - 1) == .colon, let name = tree.keyName(at: key),
        tree.kind(parent) == .objectStart, parent >= holder,
        tree.kind(key - 1) == .comma || key - 1 == parent
      else { return nil }
      names.append(name)
      current = parent
    }
    return names.reversed().joined(separator: ".")
  }

  /// Where a read of an object holding the functions `keys` (by path, `tasks.archive`) reaches
  /// them, by key: the one whose path the read's members spell (`api.tasks.archive(id)`), at
  /// that member's name; where they stop at an object holding some — the object itself read
  /// whole (`register(api)`), or `api.tasks` passed on — every one below it, there. A member
  /// holding none (`api.version`) reaches none.
  static func reached(
    from read: Int, keys: some Collection<String>, tree: TokenTree
  ) -> [(key: String, token: Int)] {
    var stop = (path: "", token: read)
    for member in tree.memberChain(after: read) {
      if keys.contains(member.path) { return [(member.path, member.token)] }
      guard keys.contains(where: { $0.hasPrefix(member.path + ".") }) else { return [] }
      stop = member
    }
    let below = stop.path.isEmpty ? "" : stop.path + "."
    return keys.filter { $0.hasPrefix(below) }.sorted().map { ($0, stop.token) }
  }

  /// The function `this.key` calls where `this` is read at `token`: a method of the object
  /// literal or class whose method holds the read (through arrows, which keep `this`; not
  /// through a `function`, which has its own). A class's is read only when no subclass may
  /// override it (`isClosed`), an object literal's only when the file writes no function over
  /// it.
  mutating func method(_ key: String, ofThisAt token: Int) -> Range<Int>? {
    guard let (name, container) = thisHolder(at: token) else { return nil }
    if tree.kind(container) == .objectStart {
      // Bound to a `const`: what the file writes over its methods is known.
      if tree.isWordOperator(container - 1, "="), tree.kind(container - 2) == .identifier,
        let object = scopes.bindingIndex(at: Int32(container - 2))
      {
        return methods(of: object)[key]
      }
      return members(of: .literal(container))[key]
    }
    guard let type = classes()[container],
      isCalledOnlyThroughThis(key, inClass: container) || isClosed(type)
    else { return nil }
    var before = name - 1
    while tree.isWord(before, "async") || tree.isWordOperator(before, "*") { before -= 1 }
    let holder: Holder =
      tree.isWord(before, "static") ? .statics(container) : .instances(container)
    return methodsWrittenOnlyHere(holder)[key]
  }

  /// The getter `this.key` reads where `this` is read at `token`: one of the class whose method
  /// holds the read (`getters(of:)`), read only where no subclass may override it.
  mutating func getter(_ key: String, ofThisAt token: Int) -> Range<Int>? {
    guard let (name, container) = thisHolder(at: token), tree.kind(container) != .objectStart,
      let type = classes()[container], isClosed(type)
    else { return nil }
    var before = name - 1
    while tree.isWord(before, "async") || tree.isWordOperator(before, "*") { before -= 1 }
    if tree.isWord(before, "get") { before -= 1 }
    let holder: Holder =
      tree.isWord(before, "static") ? .statics(container) : .instances(container)
    return getters(of: holder)[key]
  }

  /// The method whose `this` is read at `token` — through arrows, which keep `this`; not
  /// through a `function`, which has its own — by its name's token, and the object literal or
  /// class body holding it.
  func thisHolder(at token: Int) -> (method: Int, container: Int)? {
    var opener = tree.enclosingOpener(token)
    while opener > 0 {
      guard tree.isFunctionBody(opener) else {
        opener = tree.enclosingOpener(opener)
        continue
      }
      if tree.kind(opener - 1) == .arrow {
        opener = tree.enclosingOpener(opener)
        continue
      }
      // A method, `name(…) {`, or a function with a `this` of its own.
      let name = tree.partner(opener - 1) - 1
      guard tree.kind(name) == .identifier, !tree.isWord(name, "function"),
        !tree.isWord(name - 1, "function")
      else { return nil }
      return (name, tree.enclosingOpener(name))
    }
    return nil
  }

  /// Whether the class `binding` is read only to make instances (`new C`, at `makers` when
  /// given: the reads of its name there) and to call its static members (`C.create()`, not
  /// `C.prototype` nor a write), and not exported: no class of the file, nor of another, extends
  /// it or writes over its methods, and what its methods call through `this` is its own.
  mutating func isClosed(_ binding: Int32, makers: Set<Int>? = nil) -> Bool {
    let name = Int(scopes.bindings[Int(binding)].token)
    guard !tree.isWord(name - 2, "export"), !tree.isWord(name - 2, "default") else {
      return false
    }
    return reads(of: binding).allSatisfy { read in
      if tree.isWord(read - 1, "new") { return makers?.contains(read) ?? true }
      return tree.kind(read + 1) == .dot && tree.kind(read + 2) == .identifier
        && !tree.isWord(read + 2, "prototype") && tree.kind(read + 3) != .assign
    }
  }

  /// Whether `key` is a private member (`#send`) that the class whose body opens at `open`
  /// reads only as `this.#send`: no subclass can override it and no other code call it, so
  /// its callers are all in sight, the class exported or not.
  func isCalledOnlyThroughThis(_ key: String, inClass open: Int) -> Bool {
    guard key.hasPrefix("#") else { return false }
    return (open..<tree.partner(open)).allSatisfy { token in
      tree.kind(token) != .privateName || tree.text(token) != key
        || tree.isWord(token - 2, "this") && tree.kind(token - 1) == .dot
        || tree.kind(token - 1) != .dot && tree.kind(token - 1) != .optionalChain
    }
  }

  /// The file's classes, by the `{` of their bodies.
  private var classBodies: [Int: Int32]?

  private mutating func classes() -> [Int: Int32] {
    if let classBodies { return classBodies }
    var found: [Int: Int32] = [:]
    for (index, binding) in scopes.bindings.enumerated() where binding.kind == .class {
      if let body = classBody(name: Int(binding.token)) { found[body] = Int32(index) }
    }
    classBodies = found
    return found
  }

  /// The functions the object the file exports as `export` holds — a binding's
  /// (`export const bridge = …`), or the default export's value itself (`export default new
  /// BridgeService()`, `export default { … }`) — by name.
  mutating func methods(ofExport export: String, interface: ModuleInterface) -> [String: Range<Int>]
  {
    if let binding = interface.binding(exported: export, in: scopes) { return methods(of: binding) }
    guard export == "default", let value = defaultExport() else { return [:] }
    return methodsWrittenOnlyHere(value.holder)
  }

  /// The getters of the class instance (or class) the file exports as `export` — a binding's,
  /// or the default export's value itself (`export default new BridgeService()`) — by name.
  func getters(ofExport export: String, interface: ModuleInterface) -> [String: Range<Int>] {
    let holder =
      interface.binding(exported: export, in: scopes).flatMap(holder(of:))
      ?? (export == "default" ? defaultExport()?.holder : nil)
    return holder.map(getters(of:)) ?? [:]
  }

  /// The function other files read as the file's export `name`: the exported function
  /// (`t`), or a method of an exported object (`strings.t`, `CheckCalls.methodName`).
  mutating func function(exported name: String, interface: ModuleInterface) -> Range<Int>? {
    let (export, member, ofResult) = CheckCalls.splitHeld(name)
    if let member, !ofResult { return methods(ofExport: export, interface: interface)[member] }
    let function = interface.functionBinding(exported: export, in: scopes).flatMap {
      LocalFunctions.calledBody(of: scopes.bindings[Int($0)], tree)
    }
    guard let member else { return function }
    return function.flatMap { self.function(member, returnedBy: $0) }
  }

  /// The function member `member` of what the function `function` returns is, the same in
  /// every object it returns (`return { when }`, `useMemo(() => ({ when(c, run) { … } }))`):
  /// written there, or a function the file names (`{ when }`, `{ when: runWhen }`).
  func function(_ member: String, returnedBy function: Range<Int>, depth: Int = 0) -> Range<Int>? {
    var found: Range<Int>?
    for object in tree.returnedObjects(function, scopes: scopes).objects {
      guard
        let here = members(of: .literal(object))[member]
          ?? named(member, in: object, depth: depth),
        found == nil || found == here
      else { return nil }
      found = here
    }
    return found
  }

  /// The function the object literal opened at `object` holds under `member` as a name the
  /// file declares (`{ when }`, `{ when: runWhen }`) — or one it holds of what another of the
  /// file's functions hands back (`const { when } = useGates(); return { when }`), a few
  /// hooks deep.
  private func named(_ member: String, in object: Int, depth: Int) -> Range<Int>? {
    guard let binding = namedValues(in: object).first(where: { $0.member == member })?.binding
    else { return nil }
    let declared = scopes.bindings[Int(binding)]
    if let body = LocalFunctions.body(of: declared, tree) { return body }
    guard depth < 4, declared.kind == .const,
      let held = ResultReads.heldResult(declaredAt: Int(declared.token), tree: tree),
      let inner = held.member, let holder = scopes.bindingIndex(at: Int32(held.callee)),
      let body = LocalFunctions.body(of: scopes.bindings[Int(holder)], tree)
    else { return nil }
    return function(inner, returnedBy: body, depth: depth + 1)
  }

  /// The members of the object or array literal opened at `object` whose values are names the
  /// file declares (`{ archive }`, `{ archive: onArchive }`, `[archive]` by position): each
  /// member, the name's token there and its binding.
  func namedValues(in object: Int) -> [(member: String, token: Int, binding: Int32)] {
    if tree.kind(object) == .leftBracket {
      return tree.elements(object + 1..<tree.partner(object)).enumerated().compactMap {
        position, element in
        guard element.count == 1, tree.kind(element.lowerBound) == .identifier,
          let binding = scopes.bindingIndex(at: Int32(element.lowerBound))
        else { return nil }
        return (String(position), element.lowerBound, binding)
      }
    }
    return tree.commaSegments(object + 1..<tree.partner(object)).compactMap { segment in
      let value = segment.upperBound - 1
      guard segment.count == 1 || segment.count == 3 && tree.kind(value - 1) == .colon,
        tree.kind(segment.lowerBound) == .identifier, tree.kind(value) == .identifier,
        let binding = scopes.bindingIndex(at: Int32(value))
      else { return nil }
      return (tree.text(segment.lowerBound), value, binding)
    }
  }

  /// What `export default new C(…)` (of a class the file declares) or `export default { … }`
  /// (or CommonJS's `module.exports =` of one) gives: the expression's first token, and where
  /// its methods are written.
  func defaultExport() -> (value: Int, holder: Holder)? {
    var cursor = 0
    while cursor < tree.endIndex {
      defer { cursor = tree.nextSibling(cursor) }
      // `export default VALUE`, or CommonJS's `module.exports = VALUE`.
      let value: Int
      if tree.isWord(cursor, "export"), tree.isWord(cursor + 1, "default") {
        value = cursor + 2
      } else if tree.isWord(cursor, "module"), tree.kind(cursor + 1) == .dot,
        tree.isWord(cursor + 2, "exports"), tree.kind(cursor + 3) == .assign
      {
        value = cursor + 4
      } else {
        continue
      }
      // The whole expression (not `new Builder().build()`), up to the statement's end.
      return object(at: value) { end in
        end >= tree.endIndex || tree.kind(end) == .semicolon
          || tree.isStatementBoundary(after: end - 1, before: end)
      }.map { (value, $0) }
    }
    return nil
  }

  /// The methods written in `holder`, but those its class writes another function over
  /// (`this.t = …`, but for the writes whose `this` is at `same`, which write the same function
  /// again): an object no name holds, whose methods nothing else can write.
  func methodsWrittenOnlyHere(_ holder: Holder, same: Set<Int> = []) -> [String: Range<Int>] {
    methodsWrittenOnlyHere(holder, same: same, depth: 0)
  }

  private func methodsWrittenOnlyHere(_ holder: Holder, same: Set<Int>, depth: Int) -> [String:
    Range<Int>]
  {
    var found = members(of: holder)
    // An instance's methods its class inherits, four classes up: not a private one (`#send`),
    // which only the code of the class declaring it can read.
    if case .instances(let open) = holder, depth < 4,
      let base = superclassBody(ofClassAt: open)
    {
      for (key, body) in methodsWrittenOnlyHere(.instances(base), same: [], depth: depth + 1)
      where !key.hasPrefix("#") && found[key] == nil {
        found[key] = body
      }
    }
    if holder.isClass {
      let body = holder.opener..<tree.partner(holder.opener)
      for token in body
      where tree.isWord(token, "this") && tree.kind(token + 1) == .dot
        && tree.kind(token + 3) == .assign && !same.contains(token)
      {
        found[tree.text(token + 2)] = nil
      }
    }
    return found
  }

  /// Where the object `binding` holds is written.
  func holder(of binding: Int32) -> Holder? {
    let declared = scopes.bindings[Int(binding)]
    let name = Int(declared.token)
    switch declared.kind {
    case .class:
      return classBody(name: name).map(Holder.statics)
    case .const:
      guard tree.isWordOperator(name + 1, "=") else { return nil }
      // The whole initializer (not `{ … }[platform]`, a member of the literal).
      return object(at: name + 2) { tree.endsDeclarator(at: $0) }
    default:
      return nil
    }
  }

  /// The object the expression at `value` makes, when it is the whole of it (`ends` says
  /// whether an expression may end before a token): an object literal, `Object.freeze` of one
  /// (which can no longer change), or `new C(…)` (or `new C`) of a class the file declares.
  private func object(at value: Int, ends: (Int) -> Bool) -> Holder? {
    if tree.kind(value) == .objectStart, tree.tokens[value].partner > value {
      return ends(tree.partner(value) + 1) ? .literal(value) : nil
    }
    if tree.isWord(value, "Object"), tree.kind(value + 1) == .dot,
      tree.isWord(value + 2, "freeze"), tree.kind(value + 3) == .leftParen,
      tree.kind(value + 4) == .objectStart, tree.tokens[value + 4].partner > value + 4,
      tree.partner(value + 3) == tree.partner(value + 4) + 1
    {
      return ends(tree.partner(value + 3) + 1) ? .literal(value + 4) : nil
    }
    guard tree.isWord(value, "new"), tree.kind(value + 1) == .identifier,
      let type = scopes.bindingIndex(at: Int32(value + 1)),
      scopes.bindings[Int(type)].kind == .class,
      let body = classBody(name: Int(scopes.bindings[Int(type)].token))
    else { return nil }
    var end = value + 2
    if tree.kind(end) == .leftParen, tree.tokens[end].partner >= 0 { end = tree.partner(end) + 1 }
    return ends(end) ? .instances(body) : nil
  }

  /// The body of the class the class whose body opens at `open` inherits from (`class Screen
  /// extends Base {`), where that is a class the file declares, does not export, and reads only
  /// in the `extends` clauses of classes it declares by name: never made nor passed on, its
  /// methods run only on those classes' instances (`methodsWrittenOnlyHere`), and as `super`'s.
  func superclassBody(ofClassAt open: Int) -> Int? {
    guard open >= 2, tree.kind(open - 1) == .identifier, tree.isWord(open - 2, "extends"),
      let base = scopes.bindingIndex(at: Int32(open - 1)),
      scopes.bindings[Int(base)].kind == .class
    else { return nil }
    let name = Int(scopes.bindings[Int(base)].token)
    guard !tree.isWord(name - 2, "export"), !tree.isWord(name - 2, "default"),
      let body = classBody(name: name), body != open
    else { return nil }
    let spelling = tree.bytes[tree.tokens[name].range]
    for token in 0..<tree.endIndex
    where token != name && tree.kind(token) == .identifier
      && tree.bytes[tree.tokens[token].range].elementsEqual(spelling)
      && scopes.bindingIndex(at: Int32(token)) == base
    {
      // `class Screen extends Base {`: a declaration's, not a class expression's.
      guard tree.isWord(token - 1, "extends"), tree.isWord(token - 3, "class"),
        scopes.binding(at: Int32(token - 2))?.kind == .class, tree.isClassBody(token + 1)
      else { return nil }
    }
    return body
  }

  /// The `{` of the body of the class declared with the name at `name`.
  func classBody(name: Int) -> Int? {
    guard tree.isWord(name - 1, "class") else { return nil }
    var cursor = name + 1
    // Past `extends Base`, `extends mixin(A)`: the first brace at the class's level.
    while cursor < tree.endIndex, tree.kind(cursor) != .leftBrace {
      guard tree.kind(cursor) != .semicolon, tree.kind(cursor) != .rightBrace else { return nil }
      cursor = tree.nextSibling(cursor)
    }
    guard cursor < tree.endIndex, tree.tokens[cursor].partner > cursor else { return nil }
    return cursor
  }

  /// The functions written in `holder`, by name.
  private func members(of holder: Holder) -> [String: Range<Int>] {
    var found: [String: Range<Int>] = [:]
    switch holder {
    case .literal(let open) where tree.kind(open) == .leftBracket:
      // An array's functions, by position (`return [archive, (id) => …]`).
      for (position, element) in tree.elements(open + 1..<tree.partner(open)).enumerated() {
        if let value = LocalFunctions.functionValue(tree, at: element.lowerBound),
          value.upperBound == element.upperBound
        {
          found[String(position)] = value
        }
      }
    case .literal(let open):
      for segment in tree.commaSegments(open + 1..<tree.partner(open)) where !segment.isEmpty {
        var first = segment.lowerBound
        if tree.isWord(first, "async"), first + 1 < segment.upperBound { first += 1 }
        guard let key = tree.keyName(at: first) else { continue }
        if let method = methodBody(tree, key: first), method.upperBound <= segment.upperBound {
          found[key] = method
        } else if tree.kind(first + 1) == .colon,
          let value = LocalFunctions.functionValue(tree, at: first + 2),
          value.upperBound <= segment.upperBound
        {
          found[key] = value
        }
      }
    case .instances(let open), .statics(let open):
      let wantsStatic = holder == .statics(open)
      var cursor = open + 1
      let close = tree.partner(open)
      while cursor < close {
        defer { cursor = tree.nextSibling(cursor) }
        // (A private method, `#send() {}`, is named with its `#`.)
        guard tree.kind(cursor) == .identifier || tree.kind(cursor) == .privateName,
          !tree.isWord(cursor - 1, "function"), !tree.isWord(cursor - 1, "get"),
          !tree.isWord(cursor - 1, "set")
        else { continue }
        var before = cursor - 1
        while tree.isWord(before, "async") || tree.isWordOperator(before, "*") { before -= 1 }
        guard tree.isWord(before, "static") == wantsStatic else { continue }
        if let method = methodBody(tree, key: cursor) {
          found[tree.text(cursor)] = method
        } else if tree.isWordOperator(cursor + 1, "="),
          let value = LocalFunctions.functionValue(tree, at: cursor + 2)
        {
          found[tree.text(cursor)] = value
        }
      }
    }
    return found
  }

  /// The getters of the class `holder` (`get canArchive() { … }`: static ones for its
  /// statics), by name: a read of one runs its body. Those of an object literal are its value's
  /// (`ConstantTable`).
  func getters(of holder: Holder) -> [String: Range<Int>] {
    guard holder.isClass else { return [:] }
    let open = holder.opener
    var found: [String: Range<Int>] = [:]
    var cursor = open + 1
    while cursor < tree.partner(open) {
      defer { cursor = tree.nextSibling(cursor) }
      guard tree.kind(cursor) == .identifier, tree.isWord(cursor - 1, "get"),
        tree.isWord(cursor - 2, "static") == (holder == .statics(open)),
        let body = methodBody(tree, key: cursor)
      else { continue }
      found[tree.text(cursor)] = body
    }
    return found
  }

  /// `key(…) { … }`: from its parameters to its body's end.
  private func methodBody(_ tree: TokenTree, key: Int) -> Range<Int>? {
    let paren = key + 1
    guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner >= 0 else { return nil }
    let brace = tree.partner(paren) + 1
    guard tree.kind(brace) == .leftBrace, tree.tokens[brace].partner >= 0 else { return nil }
    return paren..<tree.partner(brace) + 1
  }
}
