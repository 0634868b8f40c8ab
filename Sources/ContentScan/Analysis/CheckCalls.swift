/// Calls whose result proves what one of their arguments names (CONTENT-ANALYSIS.md, "What
/// counts as a check": a call whose summary says its result proves C; a check through a function
/// whose source the analysis cannot read proves nothing, with a note).
///
/// A function of the file is summarized from its body: each read of a parameter is taken as a
/// check of a placeholder, and every value it returns is evaluated as a condition is — the
/// result proves the parameter when every truthy return does (`return caps[name] !== undefined`),
/// or when every falsy one does (`return !caps.includes(name)`). A parameter read on its own
/// is a name the call gives, truthy whatever it names (`return flag`): where only such reads
/// prove it, the function tests the truth of what it is given — a condition given there
/// (`isOn(has(C))`), not a name (`isOn(C)`: `conditions`). An imported function is
/// summarized so by the file defining it, when the bundle reads that file
/// (`ImportedConstants`); a package's, a declared one's, a global's or a value's proves nothing.
/// Each callee is summarized once, when a condition first meets a call of it.
final class CheckCalls {
  /// What a call's result proves of its arguments.
  enum Proof: Sendable, Equatable {
    /// What the arguments at `slots` name: when the result is truthy, or when it is falsy.
    case arguments([Int], whenTruthy: Bool)
    /// The truth of the arguments at `slots` (`return flag`): what a condition given there
    /// proves; a name given proves nothing (a string is truthy whatever it names).
    case conditions([Int], whenTruthy: Bool)
    /// Nothing: the function is read, and its result does not test what it is given.
    case nothing
    /// Nothing: the function's source is not read.
    case unseen
    /// An `async` function's: its call gives a promise, truthy whatever it resolves to, which
    /// proves as this says only awaited (`if (await has(C))`).
    indirect case promised(Proof)
    /// The proof of a function testing what it is given against a collection that may be the
    /// content's own, holding these ids (`(snapshot?.capabilities ?? DEFAULTS).includes(name)`):
    /// known true for them, it proves only the others.
    indirect case sparing([String], Proof)

    /// The proof, and the ids it spares (`sparing`).
    var spared: (proof: Proof, ids: [String]) {
      if case .sparing(let ids, let proof) = self { (proof, ids) } else { (self, []) }
    }
  }

  /// How many functions deep a summary reads through the functions its body calls.
  static let maxDepth = 4

  let tree: TokenTree
  private let scopes: () -> ScopeTree?
  /// What the bundle says of the functions the file imports, by local name — and of the
  /// functions their results hold, by `name.member` (`heldName`) — with what lodash's and
  /// underscore's searches imported by name prove (`includes(X, C)`, `has(X, C)`): the name
  /// they are given second, as `X.includes(C)` proves it (`_.includes(X, C)` is read as a
  /// method's search is).
  let imported: [String: Proof]
  /// The file's spellings of lodash's functions (`LodashFunctions`).
  let lodash: [String: String]
  /// By binding, once asked.
  private var known: [Int32: Proof] = [:]
  /// The functions the file's objects hold, found on first need.
  private var objects: ObjectMethods?
  /// By the start of the function, once summarized.
  private var summaries: [Int: Proof] = [:]
  /// By the start of the function, what its result proves of the checks in it, once asked
  /// (`resultChecks`).
  private var resultSummaries: [Int: GuardValue] = [:]
  /// By the start of the function, the form of its result, once asked (`resultForm`).
  private var forms: [Int: MissingValue] = [:]
  /// What the bundle says of the forms of imported functions' results, by local name.
  private let importedForms: [String: MissingValue]
  /// The imported functions whose results the file compared with a constant before the bundle
  /// said their forms (proving nothing until then): the file is read again once a form is known.
  private(set) var formsAsked = Set<String>()
  /// The functions being summarized (their starts), outermost first.
  private var summarizing: [Int] = []
  /// The imported functions whose proof the file needs and the bundle has not given yet, with
  /// the argument positions of their calls (`FileScan.checkCallees`): until it does, such a
  /// call is taken to prove every argument it is given, and the bundle either confirms that —
  /// the function proves each of those positions, as a content's `hasCapability` does — or
  /// reads the file again with what the function really proves.
  var asked: [String: Set<Int>] = [:]
  /// The file's reads of constant lists naming capabilities or scopes, by first token
  /// (`GuardAnalysis.ListRead`), once its constants are followed: what `REQUIRED.every(has)`
  /// tests, in a condition or in what a function returns.
  var listReads: [Int: GuardAnalysis.ListRead] = [:]

  let ownNames: (Range<Int>) -> Set<String>
  /// The object literals of the content's own the value read at a range may be that have a
  /// member of a name (`OwnCollections.Reader.objects`).
  private let ownObjects: (Range<Int>, String) -> [Int]
  /// Whether the file makes an instance of a class other than the language's own (`new
  /// Capabilities()`, not `new Set(…)`): only then may a search (`caps.has(C)`) be a method of
  /// the content's own, read as a call (`GuardAnalysis`). Read once, on first need.
  private(set) lazy var makesInstances: Bool = ByteSearch.offsets(
    of: "new", in: tree.bytes, anchor: 2
  ).contains { offset in
    // (Found from the word's bytes: most files' tokens are never read for it.)
    guard let index = tree.token(containing: offset), tree.isWord(index, "new") else {
      return false
    }
    return tree.kind(index + 1) == .identifier
      && !Self.builtInClasses.contains { tree.isWord(index + 1, $0) }
  }

  /// Whether a search of the collection read at `receiver` for a name (`caps.includes(C)`,
  /// `caps.has(C)` by the method's token) proves `ids`, as a test reads it: not where the
  /// collection may be one the content wrote naming them (`OwnCollections`), nor a `has` where
  /// the file makes instances of classes of its own (maybe their method, read as a call).
  func searchProves(_ receiver: Range<Int>, method: Int, ids: [String]) -> Bool {
    guard !ids.isEmpty, !(tree.isWord(method, "has") && makesInstances),
      !isOwnMethod(method, of: receiver)
    else { return false }
    return ownNames(receiver).isDisjoint(with: ids)
  }

  /// Whether the search called at `method` (`caps.has(C)`, by the method's token; its receiver
  /// read at `receiver`) may call a function of the content's own that does not prove the name
  /// it is given — read as a call then, not by the check table: where the receiver is an
  /// instance of a class of the file's or an imported one (`const caps = new
  /// Capabilities()`), or of a class of the file's with such a method however named
  /// (`Bridge.create().has(C)`, `Bridge.shared`), an object the content wrote with a member of
  /// that name whose function proves less (`ownSearchProof`: `{ has: () => true }`, a context's default), or an object
  /// another file exports or a function it exports returns (`useCaps()`, held or searched at
  /// once) whose member the bundle says is such a function, or a member of an imported object
  /// its file stores one under (`state.caps.has(C)`; asked; until it answers, and where it says
  /// none is, a collection's search).
  func isOwnMethod(_ method: Int, of receiver: Range<Int>) -> Bool {
    guard OwnCollections.searches.contains(where: { tree.isWord(method, $0) }),
      tree.kind(method + 1) == .leftParen, let scopes = scopes()
    else { return false }
    let member = tree.text(method)
    /// What the bundle says of `name`, asked until it does.
    func answer(_ name: String) -> Proof? {
      if let answer = imported[name] { return answer }
      _ = importedProof(name, paren: method + 1)
      return nil
    }
    var proof: Proof?
    // What an imported function returns, searched at once (`useCaps().has(C)`).
    if receiver.count >= 3, tree.kind(receiver.lowerBound) == .identifier,
      tree.kind(receiver.lowerBound + 1) == .leftParen,
      tree.partner(receiver.lowerBound + 1) == receiver.upperBound - 1,
      let function = scopes.binding(at: Int32(receiver.lowerBound)), function.kind == .import,
      function.scope == 0
    {
      proof = answer(Self.searchName(Self.heldName(function.name, member)))
    }
    // A member of an imported object (`state.caps.has(C)`): what its file stores there.
    if receiver.count == 3, tree.kind(receiver.lowerBound + 1) == .dot,
      tree.kind(receiver.lowerBound + 2) == .identifier,
      let object = scopes.binding(at: Int32(receiver.lowerBound)), object.kind == .import,
      object.scope == 0
    {
      let path = "\(tree.text(receiver.lowerBound + 2)).\(member)"
      proof = answer(Self.searchName(Self.methodName(object.name, path)))
    }
    if receiver.count == 1, let binding = unaliased(receiver.lowerBound, scopes) {
      let name = Int(binding.token)
      if binding.kind == .import, binding.scope == 0 {
        proof = answer(Self.searchName(Self.methodName(binding.name, member)))
      } else if binding.kind == .const,
        let held = ResultReads.heldResult(declaredAt: name, tree: tree), held.member == nil,
        let holder = scopes.binding(at: Int32(held.callee)), holder.kind == .import,
        holder.scope == 0
      {
        proof = answer(Self.searchName(Self.heldName(holder.name, member)))
      } else if makesInstances, binding.kind == .const, tree.kind(name + 1) == .assign,
        tree.isWord(name + 2, "new"), tree.kind(name + 3) == .identifier,
        let made = scopes.binding(at: Int32(name + 3)), made.kind == .class || made.kind == .import
      {
        // (An imported class's method is asked of nothing here: a call whose source is not read.)
        return true
      }
    }
    // A member of a zustand store's state (`useBridgeStore.getState().has(C)`): the file's
    // own store's, or what the file exporting the hook says.
    if let store = storeRead(receiver, scopes) {
      let declared = scopes.bindings[Int(store)]
      if declared.kind == .import, declared.scope == 0 {
        proof = answer(Self.searchName(Self.heldName(declared.name, member)))
      } else if case let objects = storeState(store), !objects.isEmpty {
        proof = ownSearchProof(member, in: objects, scopes)
      }
    }
    // A method of an instance of a class of the file's, named through its class or another
    // name (`Bridge.create().has(C)`, `Bridge.shared.has(C)`, `b.has(C)` of `const b =
    // bridge`). (An object literal's is read below, `ownSearchProof`.)
    if let held = methodCallee(method, scopes), scopes.bindings[Int(held.holder)].kind != .import,
      withObjects(scopes, { $0.holder(of: held.holder)?.isClass == true })
        && withObjects(scopes, { $0.method(held.member, of: held.holder) }) != nil
    {
      return true
    }
    // A member read under which the file stores such an object (`ownSearchesStored`).
    if receiver.count > 2, tree.kind(receiver.upperBound - 1) == .identifier,
      tree.kind(receiver.upperBound - 2) == .dot
        || tree.kind(receiver.upperBound - 2) == .optionalChain,
      ownSearchesStored[tree.text(receiver.upperBound - 1)]?.contains(member) == true
    {
      return true
    }
    return [proof, ownSearchProof(member, of: [receiver], scopes)].contains {
      guard let proof = $0, proof != .unseen else { return false }
      return !Self.provesFirstArgument(proof)
    }
  }

  /// What a search `member` of the values read at `receivers` proves where they may be objects
  /// the content wrote with a function of that name (`OwnCollections.Reader.objects`): the name
  /// it is given, where every such function proves it (`.arguments([0])`) or is never truthy
  /// (`() => false`, a context's default), else nothing; `.unseen` where none is such an object.
  func ownSearchProof(_ member: String, of receivers: [Range<Int>], _ scopes: ScopeTree) -> Proof {
    ownSearchProof(member, in: receivers.flatMap { ownObjects($0, member) }, scopes)
  }

  /// `ownSearchProof` of the object literals `objects` that define `member`.
  private func ownSearchProof(_ member: String, in objects: [Int], _ scopes: ScopeTree) -> Proof {
    var found = false
    for object in objects where tree.objectDefines(member, at: object) {
      found = true
      let written = withObjects(scopes) { $0.methodsWrittenOnlyHere(.literal(object))[member] }
      let proof =
        written.map { searchProof(ofFunction: $0, scopes) }
        ?? property(member, of: object, scopes, paren: nil)
      if !Self.provesFirstArgument(proof) { return .nothing }
    }
    return found ? .arguments([0], whenTruthy: true) : .unseen
  }

  /// The store whose state the value read at `receiver` is, by the binding of its hook (of
  /// `selectorHooks`) — a call of it (`useBridgeStore()`, `useBridgeStore.getState()`), a
  /// `const` holding one, or the parameter of a selector given to it (`useBridgeStore((s) =>
  /// s.has(C))`): a search there is its state's member's call (`storeState`, or the file
  /// exporting the hook).
  private func storeRead(_ receiver: Range<Int>, _ scopes: ScopeTree) -> Int32? {
    // (Most files read no store: their searches ask nothing more.)
    let hooks = selectorHooks()
    guard !hooks.isEmpty else { return nil }
    /// The store hook read at `token`, if it is one.
    func hook(at token: Int) -> Int32? {
      scopes.bindingIndex(at: Int32(token)).flatMap { hooks.contains($0) ? $0 : nil }
    }
    /// The hook whose state the call ending at `end` returns.
    func hook(ofCallEndingAt end: Int) -> Int? {
      guard tree.kind(end) == .rightParen, tree.partner(end) == end - 1 else { return nil }
      var callee = end - 2
      if tree.isWord(callee, "getState"), tree.kind(callee - 1) == .dot { callee -= 2 }
      guard tree.kind(callee) == .identifier, tree.kind(callee - 1) != .dot,
        tree.kind(callee - 1) != .optionalChain
      else { return nil }
      return callee
    }
    if receiver.count > 1 {
      return hook(ofCallEndingAt: receiver.upperBound - 1).flatMap {
        receiver.lowerBound == $0 ? hook(at: $0) : nil
      }
    }
    guard let binding = scopes.binding(at: Int32(receiver.lowerBound)) else { return nil }
    let name = Int(binding.token)
    if binding.kind == .const, tree.kind(name + 1) == .assign,
      case let value = OwnCollections.valueEnd(from: name + 2, tree),
      let callee = hook(ofCallEndingAt: value - 1), callee == name + 2
    {
      return hook(at: callee)
    }
    // A selector's parameter: `(s) => …` given alone to a store's hook.
    let start = tree.kind(name + 1) == .arrow ? name : tree.enclosingOpener(name)
    guard binding.kind == .parameter, start > 0, tree.kind(start - 1) == .leftParen,
      case let paren = start - 1, tree.kind(paren - 1) == .identifier,
      let function = LocalFunctions.functionValue(tree, at: start),
      function.upperBound == tree.partner(paren)
    else { return nil }
    return hook(at: paren - 1)
  }

  /// The binding the name at `token` reads, through `const` aliases of another name (`const
  /// caps = Caps`), a few deep (`objectPath`'s rule; an alias of a member, `const caps =
  /// api.caps`, is its own binding here).
  private func unaliased(_ token: Int, _ scopes: ScopeTree) -> ScopeTree.Binding? {
    guard let (object, path) = Self.objectPath(endingAt: token, tree, scopes), path.isEmpty
    else { return scopes.binding(at: Int32(token)) }
    return scopes.binding(at: Int32(object))
  }

  /// The searches (`OwnCollections.searches`: `has`, `includes`, …) the file writes as a
  /// function of an object or a class of its own (`has(c) { … }`, `has: (c) => …`), read from
  /// its tokens: their names, and the objects' and class bodies' openers, ascending.
  private static func ownSearchesDefined(_ tree: TokenTree) -> (
    methods: Set<String>, writers: [Int]
  ) {
    var defined: (methods: Set<String>, writers: [Int]) = ([], [])
    for token in 1..<max(1, tree.tokens.count - 1)
    where tree.kind(token + 1) == .colon || tree.kind(token + 1) == .leftParen {
      guard tree.kind(token - 1) != .dot, tree.kind(token - 1) != .optionalChain,
        let method = OwnCollections.searches.first(where: { tree.isWord(token, $0) }),
        case let opener = tree.enclosingOpener(token), opener >= 0,
        tree.kind(opener) == .objectStart
          || tree.kind(opener) == .leftBrace && tree.isClassBody(opener),
        // A method's parameters are followed by its body; a call's arguments are not.
        tree.kind(token + 1) == .colon
          || tree.tokens[token + 1].partner > token + 1
            && tree.kind(tree.partner(token + 1) + 1) == .leftBrace
      else { continue }
      defined.methods.insert(String(describing: method))
      if defined.writers.last != opener { defined.writers.append(opener) }
    }
    return defined
  }

  /// The member names the file stores an object of its own under whose search does not prove
  /// the name it is given — an object literal (`{ caps: { has: () => true } }`, `state.caps = {
  /// … }`, a class's field) or a class's instance (`caps = new Caps()`) — each with the searches
  /// so written: a search of such a member's read in the file (`this.caps.has(C)`,
  /// `store.caps.has(C)`) is that function's call (`isOwnMethod`). An object or a class held by
  /// a name is stored where that name is written as such a value (`caps: CAPS`, `new Caps()`),
  /// by its spelling. Read on first need: most files search no member for a name.
  private(set) lazy var ownSearchesStored: [String: Set<String>] = {
    let defined = Self.ownSearchesDefined(tree)
    var found: [String: Set<String>] = [:]
    for writer in defined.writers {
      // Where it is stored: the member it is the value of, or where its name is.
      var members: [String] = []
      var name: Int?
      if tree.kind(writer) == .objectStart {
        if let member = storedMember(valueAt: writer) { members.append(member) }
        if tree.kind(writer - 1) == .assign, tree.kind(writer - 2) == .identifier,
          tree.kind(writer - 3) != .dot
        {
          name = writer - 2
        }
      } else if let keyword = (max(0, writer - 8)..<writer).last(where: {
        tree.isWord($0, "class")
      }), tree.kind(keyword + 1) == .identifier {
        name = keyword + 1
      }
      if let name {
        let spelling = tree.bytes[tree.tokens[name].range]
        for token in 1..<tree.tokens.count
        where token != name && tree.kind(token) == .identifier
          && tree.bytes[tree.tokens[token].range].elementsEqual(spelling)
        {
          let value = tree.isWord(token - 1, "new") ? token - 1 : token
          if let member = storedMember(valueAt: value) { members.append(member) }
        }
      }
      guard !members.isEmpty, let scopes = scopes() else { continue }
      let holder: ObjectMethods.Holder =
        tree.kind(writer) == .objectStart ? .literal(writer) : .instances(writer)
      let functions = withObjects(scopes) { $0.methodsWrittenOnlyHere(holder) }
      for method in defined.methods.sorted() {
        let proof =
          functions[method].map { searchProof(ofFunction: $0, scopes) }
          ?? (holder.isClass ? .unseen : property(method, of: writer, scopes, paren: nil))
        guard proof != .unseen, !Self.provesFirstArgument(proof) else { continue }
        for member in members { found[member, default: []].insert(method) }
      }
    }
    return found
  }()

  /// The member the value starting at `value` is stored under, where it is a property's value
  /// (`caps: V`), a member's assigned (`state.caps = V`) or a class's field (`caps = V`).
  private func storedMember(valueAt value: Int) -> String? {
    guard value >= 2 else { return nil }
    if tree.kind(value - 1) == .colon,
      tree.kind(tree.enclosingOpener(value)) == .objectStart
    {
      return OwnCollections.memberName(value - 2, tree)
    }
    guard tree.kind(value - 1) == .assign, tree.isWordOperator(value - 1, "="),
      tree.kind(value - 2) == .identifier
    else { return nil }
    let isMember = tree.kind(value - 3) == .dot || tree.kind(value - 3) == .optionalChain
    let level = isMember ? -1 : tree.enclosingOpener(value - 1)
    guard isMember || level >= 0 && tree.kind(level) == .leftBrace && tree.isClassBody(level)
    else { return nil }
    return tree.text(value - 2)
  }

  /// What a search named `name` (`searchName`) of what the file exports proves, asked by another
  /// file: of an object it exports (`caps.has?`, an object literal's function or a class's
  /// method), of a member of one (`state.caps.has?`), of what a function it exports returns
  /// (`useCaps().has?`), or of the function it exports under the name (a namespace's, `has?`);
  /// `.unseen` where there is none.
  func exportedSearchProof(_ name: String, interface: ModuleInterface, _ scopes: ScopeTree)
    -> Proof
  {
    let (export, member, ofResult) = Self.splitHeld(String(name.dropLast()))
    // A search of a member of an object it exports (`state.caps.has?`): of what the file stores
    // under that member (`ownSearchesStored`).
    if let member, !ofResult, let dot = member.lastIndex(of: ".") {
      let stored = ownSearchesStored[String(member[..<dot])]
      return stored?.contains(String(member[member.index(after: dot)...])) == true
        ? .nothing : .unseen
    }
    // A member of the state of a zustand store it exports (`useBridgeStore().has?`).
    if let member, ofResult,
      case let objects = StoreActions.stateObjects(
        ofExport: export, tree: tree, scopes: scopes, interface: interface),
      !objects.isEmpty
    {
      return ownSearchProof(member, in: objects, scopes)
    }
    guard let binding = interface.functionBinding(exported: export, in: scopes) else {
      return .unseen
    }
    let declared = scopes.bindings[Int(binding)]
    let body = LocalFunctions.body(of: declared, tree)
    guard let member else {
      return body.map { searchProof(ofFunction: $0, scopes) } ?? .unseen
    }
    if ofResult {
      guard let body, let parameters = GuardedParameters.parameterList(tree, body),
        let returned = tree.resultExpressions(body, parameters: parameters)
      else { return .unseen }
      return ownSearchProof(member, of: returned.expressions, scopes)
    }
    let token = Int(declared.token)
    if declared.kind == .const, tree.kind(token + 1) == .assign {
      var end = token + 2
      while end < tree.tokens.count, !tree.endsDeclarator(at: end) { end = tree.nextSibling(end) }
      let proof = ownSearchProof(member, of: [token + 2..<end], scopes)
      if proof != .unseen { return proof }
    }
    return proof(ofMethod: member, ofExport: export, interface: interface, scopes)
  }

  /// What a call of `function` proves as a search's function: what it proves, or the name it
  /// is given where it is never truthy (`() => false`).
  private func searchProof(ofFunction function: Range<Int>, _ scopes: ScopeTree) -> Proof {
    neverTruthy(function) ? .arguments([0], whenTruthy: true) : proof(ofFunction: function, scopes)
  }

  /// The name what a search of a value another file exports proves (`exportedSearchProof`) is
  /// asked and given under, across files: `caps.has?`, `useCaps().has?`.
  static func searchName(_ read: String) -> String { "\(read)?" }

  /// Whether a function proving `proof` proves the name it is given first, as a search does
  /// (and spares none of the content's own).
  private static func provesFirstArgument(_ proof: Proof) -> Bool {
    guard case .arguments(let slots, whenTruthy: true) = proof else { return false }
    return slots.contains(0)
  }

  /// Whether the function `function` returns nothing truthy: each return a falsy literal
  /// (`false`, `null`, `undefined`, `0`, `""`), or none — and it is not `async`.
  func neverTruthy(_ function: Range<Int>) -> Bool {
    guard !tree.isAsyncFunction(function),
      let parameters = GuardedParameters.parameterList(tree, function),
      let returned = tree.resultExpressions(function, parameters: parameters)
    else { return false }
    return returned.expressions.allSatisfy {
      LiteralTruth.of(ExpressionParser.parse($0, in: tree), in: tree)?.isFalsy == true
    }
  }

  /// What the condition `range` proves when truthy and when falsy of the checks written in it
  /// (`checks`, by token: the literals naming capabilities or scopes there, the reads of
  /// modules' bindings, whose forms `checkReads` gives), as a test of it proves — a value a hook
  /// returns (`{ archive: C in snapshot.capabilities }`). A search of a collection the
  /// content wrote naming a name proves nothing of it (`OwnCollections`).
  func proof(
    ofCondition range: Range<Int>, checks: [Int: [String]],
    checkReads: [Int: GuardAnalysis.CheckRead] = [:]
  ) -> GuardValue {
    guard let scopes = scopes() else { return GuardValue() }
    var checks = checks
    for (token, ids) in checks {
      if let receiver = OwnCollections.receiver(of: token...token, tree, lodash: lodash) {
        let own = ownNames(receiver)
        checks[token] = ids.filter { !own.contains($0) }
      }
    }
    var analysis = GuardAnalysis(
      tree: tree, literalChecks: checks, scopes: { scopes }, calls: self, checkReads: checkReads)
    analysis.run()
    let expression = ExpressionParser.parse(range, in: tree)
    return analysis.isNothing(expression) ? GuardValue() : analysis.evaluate(expression)
  }

  /// Whether the condition `range`, falsy, proves the name the reads `reads` of one binding
  /// hold (`!has(c)` of `for (const c of …)`), and the ids a search there spares: those a
  /// collection it searches may hold of the content's own (`OwnCollections`); `nil` where it
  /// does not prove it.
  func provesWhenFalse(_ range: Range<Int>, reads: [Int]) -> Set<String>? {
    guard !reads.isEmpty, let scopes = scopes() else { return nil }
    let name = Self.placeholder(0)
    var analysis = analysis(
      placeholders: Dictionary(uniqueKeysWithValues: reads.map { ($0, [name]) }), names: true,
      scopes)
    let expression = ExpressionParser.parse(range, in: tree)
    guard analysis.evaluate(expression).whenFalse.contains(name) else { return nil }
    return ownNamesSearched(by: reads).union(analysis.sparedByCalls)
  }

  /// The language's classes whose `has` and `includes` are a collection's search.
  private static let builtInClasses: [StaticString] = [
    "Set", "Map", "WeakSet", "WeakMap", "Array", "Date", "Error", "Promise", "RegExp", "URL",
  ]
  /// The file's imports of the functions making a selector (`SelectorHooks.selectorMakers`).
  private let selectorMakers: () -> Set<Int32>
  /// The objects the initializer of the zustand store bound at a binding returns — its hook's
  /// state (`StoreActions.stateObjects(ofStore:)`); none for any other binding.
  let storeState: (Int32) -> [Int]
  /// The file's hooks given a selector (zustand stores, `useSelector`): a call of one given a
  /// function is what that function returns (`useSelector((s) => s.caps.includes(name))`).
  private let selectorHooks: () -> Set<Int32>

  /// `scopes` is asked only when a condition calls a function with a check (most files never
  /// do).
  /// `importedForms`: what the bundle says of the forms of the imported functions' results
  /// (`resultForm`), by local name.
  /// `ownNames`: what the collection read at a range may hold of the content's own
  /// (`OwnCollections`); `selectorMakers`: the file's imports of the functions making a
  /// selector, asked on first need; `selectorHooks`: the file's hooks given a selector;
  /// `storeState`: the state objects of a store the file makes.
  init(
    tree: TokenTree, scopes: @escaping () -> ScopeTree?, imported: [String: Proof],
    lodash: [String: String] = [:], importedForms: [String: MissingValue] = [:],
    ownNames: @escaping (Range<Int>) -> Set<String> = { _ in [] },
    ownObjects: @escaping (Range<Int>, String) -> [Int] = { _, _ in [] },
    selectorMakers: @escaping () -> Set<Int32> = { [] },
    selectorHooks: @escaping () -> Set<Int32> = { [] },
    storeState: @escaping (Int32) -> [Int] = { _ in [] }
  ) {
    self.tree = tree
    self.scopes = scopes
    var imported = imported
    for (spelling, function) in lodash
    where !spelling.contains(".") && function != "indexOf" && function != "lastIndexOf"
      && LodashFunctions.searches.contains(function)
    {
      imported[spelling] = .arguments([1], whenTruthy: true)
    }
    self.imported = imported
    self.lodash = lodash
    self.importedForms = importedForms
    self.ownNames = ownNames
    self.ownObjects = ownObjects
    self.selectorMakers = selectorMakers
    self.storeState = storeState
    self.selectorHooks = selectorHooks
  }

  /// What the call whose `(` is at `paren` proves of its arguments: a named function's summary,
  /// or in a Metro bundle, one another module exports (`(0, t.hasCapability)(…)`), or a method
  /// of an object the file declares or imports (`bridge.supports(…)`); another value's call
  /// proves nothing, its source not being known.
  func proof(ofCall paren: Int) -> Proof {
    var callee = paren - 1
    if tree.kind(callee) == .optionalChain { callee -= 1 }
    guard let scopes = scopes() else { return .unseen }
    if let (module, name) = Self.bundleCallee(tree, callee) {
      guard let binding = scopes.bindingIndex(at: Int32(module)),
        let metro = metroModules(),
        let function = metro.exportedFunction(
          tree.text(name), fromModuleAt: Int(scopes.bindings[Int(binding)].token), in: tree)
      else { return .unseen }
      return proof(ofFunction: function, scopes)
    }
    // A function a hook or another function returns in an object (`const { has } = useBridge()`,
    // `bridge.supports(…)`).
    if let held = heldCallee(callee, scopes) {
      return proof(ofMember: held.member, returnedBy: held.holder, scopes, paren: paren)
    }
    // A function a hook or another function returns whole (`const can = useCan(); can(C)`).
    if let holder = resultCallee(callee, scopes) {
      return proof(ofMember: Self.wholeResult, returnedBy: holder, scopes, paren: paren)
    }
    // A method of the object's own, called through `this` in its code (a private one too).
    if tree.kind(callee) == .identifier || tree.kind(callee) == .privateName,
      tree.kind(callee - 1) == .dot,
      tree.isWord(callee - 2, "this")
    {
      guard
        let function = withObjects(scopes, { $0.method(tree.text(callee), ofThisAt: callee - 2) })
      else {
        return .unseen
      }
      return proof(ofFunction: function, scopes)
    }
    // A method of an object the file declares or imports (`bridge.supports(…)`).
    if let method = methodCallee(callee, scopes) {
      let declared = scopes.bindings[Int(method.holder)]
      if declared.kind == .import {
        guard declared.scope == 0 else { return .unseen }
        return importedProof(Self.methodName(declared.name, method.member), paren: paren)
      }
      return proof(ofMethod: method.member, of: method.holder, scopes, paren: paren)
    }
    guard tree.kind(callee) == .identifier, tree.kind(callee - 1) != .dot,
      tree.kind(callee - 1) != .optionalChain,
      let binding = scopes.bindingIndex(at: Int32(callee))
    else { return .unseen }
    let declared = scopes.bindings[Int(binding)]
    if declared.kind == .import, declared.scope == 0, imported[declared.name] == nil {
      return importedProof(declared.name, paren: paren)
    }
    return proof(of: binding, scopes)
  }

  /// Whether what the bundle answers for an imported function (`name`) is what a file read
  /// before the answer took it to prove at its calls (`asked`): then reading the file again
  /// would change nothing. A search's (`searchName`) was read as a collection's until answered:
  /// no function there, or one proving the name it is given, changes nothing.
  static func confirms(_ answer: Proof, assumed slots: Set<Int>, name: String) -> Bool {
    if name.hasSuffix("?"), answer == .unseen || provesFirstArgument(answer) { return true }
    guard case .arguments(let proved, whenTruthy: true) = answer else { return false }
    return slots.isSubset(of: proved)
  }

  /// The callee's name, for notes: `hasCapability` of `hasCapability(…)` and of
  /// `(0, t.hasCapability)(…)`.
  func name(ofCallee callee: Int) -> String {
    Self.bundleCallee(tree, callee).map { tree.text($0.name) } ?? tree.text(callee)
  }

  /// `(0, t.name)` ending at `callee`, as Metro calls an imported function: the module's
  /// binding and the name's tokens.
  private static func bundleCallee(_ tree: TokenTree, _ callee: Int) -> (module: Int, name: Int)? {
    guard tree.kind(callee) == .rightParen, tree.tokens[callee].partner >= 0 else { return nil }
    let open = tree.partner(callee)
    guard callee == open + 6, tree.kind(open + 1) == .number, tree.kind(open + 2) == .comma,
      tree.kind(open + 3) == .identifier, tree.kind(open + 4) == .dot,
      tree.kind(open + 5) == .identifier
    else { return nil }
    return (open + 3, open + 5)
  }

  private var metro: MetroModules??

  /// The bundle's modules, found the first time a call needs them.
  private func metroModules() -> MetroModules? {
    if let metro { return metro }
    let found = MetroModules(tree)
    metro = .some(found)
    return found
  }

  /// What a call of the function bound at `binding` proves.
  func proof(of binding: Int32, _ scopes: ScopeTree) -> Proof {
    if let answer = known[binding] { return answer }
    let declared = scopes.bindings[Int(binding)]
    let answer: Proof
    if declared.kind == .import {
      // Asked whole (an exported function's proof, given to another file): what the bundle
      // said, or nothing when it has not said.
      answer = declared.scope == 0 ? imported[declared.name] ?? .unseen : .unseen
    } else if let body = LocalFunctions.body(of: declared, tree) {
      answer = proof(ofFunction: body, scopes)
    } else {
      answer = .unseen
    }
    known[binding] = answer
    return answer
  }

  /// `body` given the file's objects' methods, made on first need (most files call none) and
  /// kept with what they have found.
  func withObjects<Result>(
    _ scopes: ScopeTree, _ body: (inout ObjectMethods) -> Result
  ) -> Result {
    if objects == nil { objects = ObjectMethods(tree: tree, scopes: scopes) }
    return body(&objects!)
  }

  /// What a call of method `member` of the object `binding` holds proves (`ObjectMethods`), the
  /// call's `(` at `paren`.
  func proof(ofMethod member: String, of binding: Int32, _ scopes: ScopeTree, paren: Int)
    -> Proof
  {
    let (function, holder) = withObjects(scopes) {
      ($0.method(member, of: binding), $0.holder(of: binding))
    }
    if let function { return proof(ofFunction: function, scopes) }
    // A function the object holds by its name (`{ has: hasCapability }`).
    if case .literal(let open) = holder,
      withObjects(scopes, { $0.namedValues(in: open).contains { $0.member == member } })
    {
      return property(member, of: open, scopes, paren: paren)
    }
    return .unseen
  }

  /// What a call of method `member` of the object the file exports as `export` proves
  /// (`ObjectMethods.methods(ofExport:interface:)`).
  func proof(
    ofMethod member: String, ofExport export: String, interface: ModuleInterface,
    _ scopes: ScopeTree
  ) -> Proof {
    guard
      let function = withObjects(
        scopes, { $0.methods(ofExport: export, interface: interface)[member] })
    else {
      return .unseen
    }
    return proof(ofFunction: function, scopes)
  }

  /// What a call of the function whose parameters and body are `function` proves.
  func proof(ofFunction function: Range<Int>, _ scopes: ScopeTree) -> Proof {
    if let answer = summaries[function.lowerBound] { return answer }
    // Recursion, or past the depth: what it proves is not read.
    guard !summarizing.contains(function.lowerBound), summarizing.count < Self.maxDepth else {
      return .nothing
    }
    summarizing.append(function.lowerBound)
    defer { summarizing.removeLast() }
    var answer = summarize(function, scopes)
    if answer != .nothing, tree.isAsyncFunction(function) {
      // (`async` and returning `Promise.resolve(…)`: one promise still.)
      if case .promised = answer {} else { answer = .promised(answer) }
    }
    summaries[function.lowerBound] = answer
    return answer
  }

  /// A check of parameter `slot`, as a summary reads one: no id begins with a control character.
  private static func placeholder(_ slot: Int) -> String { "\u{2}#\(slot)" }

  /// What the function whose parameters and body are `function` returns of its parameters.
  private func summarize(_ function: Range<Int>, _ scopes: ScopeTree) -> Proof {
    guard let parameters = GuardedParameters.parameterList(tree, function),
      var returned = tree.resultExpressions(function, parameters: parameters),
      !returned.expressions.isEmpty
    else { return .nothing }
    // `return Promise.resolve(has(c))` at every return: a promise of what `has(c)` proves.
    let resolved = returned.expressions.compactMap(tree.resolvedValue)
    if !returned.fallsOff, resolved.count == returned.expressions.count {
      returned.expressions = resolved
      let answer = summarize(returned, function: function, parameters: parameters, scopes)
      return answer == .nothing ? .nothing : .promised(answer)
    }
    return summarize(returned, function: function, parameters: parameters, scopes)
  }

  /// The value the selector given to a hook's call at `paren` returns, where the hook is one
  /// given a selector (`selectorHooks`) and the selector returns one value: the call's value
  /// (`useSelector((s) => s.caps.includes(name))`: `s.caps.includes(name)`).
  func selectedValue(ofCall paren: Int) -> Range<Int>? {
    guard tree.kind(paren - 1) == .identifier, tree.kind(paren - 2) != .dot,
      tree.kind(paren - 2) != .optionalChain, let scopes = scopes(),
      let binding = scopes.bindingIndex(at: Int32(paren - 1)),
      selectorHooks().contains(binding),
      let selector = LocalFunctions.functionValue(tree, at: paren + 1),
      selector.upperBound == tree.partner(paren),
      let parameters = GuardedParameters.parameterList(tree, selector),
      let selected = tree.resultExpressions(selector, parameters: parameters),
      !selected.fallsOff, selected.expressions.count == 1
    else { return nil }
    return selected.expressions[0]
  }

  /// What a function returning `returned` proves of its parameters.
  private func summarize(
    _ returned: (expressions: [Range<Int>], fallsOff: Bool), function: Range<Int>,
    parameters: Range<Int>, _ scopes: ScopeTree
  ) -> Proof {
    let (slots, placeholders) = parameterReads(function, parameters: parameters, scopes)
    guard !placeholders.isEmpty else { return .nothing }
    // Read as names first; only where that proves nothing, as the truth of what is given.
    let named = proof(of: returned, slots: slots, placeholders: placeholders, names: true, scopes)
    guard named == .nothing else { return sparing(named, placeholders: placeholders) }
    switch proof(of: returned, slots: slots, placeholders: placeholders, names: false, scopes) {
    case .arguments(let slots, let whenTruthy): return .conditions(slots, whenTruthy: whenTruthy)
    default: return .nothing
    }
  }

  /// What the function a call of `function` hands back (`(c) => (s) => c in s.capabilities`:
  /// a selector made for a name) proves of `function`'s own arguments where its result is
  /// truthy: a check made in two calls (`useSelector(selectHas(C))`). Read as `summarize` reads
  /// a function, the returns being those of the function handed back.
  func handedBackProof(ofFunction function: Range<Int>, _ scopes: ScopeTree) -> Proof {
    guard !summarizing.contains(function.lowerBound), summarizing.count < Self.maxDepth,
      let parameters = GuardedParameters.parameterList(tree, function),
      let returned = tree.resultExpressions(function, parameters: parameters),
      returned.expressions.count == 1, !returned.fallsOff,
      let inner = handedBack(returned.expressions[0], scopes), !tree.isAsyncFunction(inner),
      let innerParameters = GuardedParameters.parameterList(tree, inner),
      let innerReturned = tree.resultExpressions(inner, parameters: innerParameters),
      !innerReturned.expressions.isEmpty
    else { return .nothing }
    summarizing.append(function.lowerBound)
    defer { summarizing.removeLast() }
    let (slots, placeholders) = parameterReads(function, parameters: parameters, scopes)
    guard !placeholders.isEmpty else { return .nothing }
    return sparing(
      proof(of: innerReturned, slots: slots, placeholders: placeholders, names: true, scopes),
      placeholders: placeholders)
  }

  /// The function `value` (what a function returns) is: a function written there, or the
  /// last function of a selector a maker makes there (`createSelector([selectCaps], (caps) =>
  /// caps.includes(name))`, Reselect's selector factories).
  private func handedBack(_ value: Range<Int>, _ scopes: ScopeTree) -> Range<Int>? {
    if let function = LocalFunctions.functionValue(tree, at: value.lowerBound),
      function.upperBound == value.upperBound
    {
      return function
    }
    let callee = value.lowerBound
    guard tree.kind(callee) == .identifier, tree.kind(callee + 1) == .leftParen,
      tree.tokens[callee + 1].partner == Int32(value.upperBound - 1),
      let binding = scopes.bindingIndex(at: Int32(callee)), selectorMakers().contains(binding)
    else { return nil }
    return SelectorHooks.resultFunction(ofCall: callee + 1, atom: false, tree)
  }

  /// `proof`, sparing what the collections the parameters' reads are tested against may hold
  /// of the content's own (`OwnCollections`).
  private func sparing(_ proof: Proof, placeholders: [Int: [String]]) -> Proof {
    guard proof != .nothing else { return proof }
    let (proof, spared) = proof.spared
    let held = ownNamesSearched(by: placeholders.keys).union(spared)
    return held.isEmpty ? proof : .sparing(held.sorted(), proof)
  }

  /// What the collections searched for the names read at `reads` may hold of the content's
  /// own (`caps.includes(name)` of `caps = snapshot?.capabilities ?? DEFAULTS`).
  private func ownNamesSearched(by reads: some Sequence<Int>) -> Set<String> {
    var held = Set<String>()
    for read in reads {
      if let receiver = OwnCollections.receiver(of: read...read, tree, lodash: lodash) {
        held.formUnion(ownNames(receiver))
      }
    }
    return held
  }

  /// The positions of the parameters named plainly (`name`, `name: string`, `name = ""`) and
  /// never assigned, and each read of one in `function`, as a check of its placeholder.
  private func parameterReads(_ function: Range<Int>, parameters: Range<Int>, _ scopes: ScopeTree)
    -> (slots: Set<Int>, placeholders: [Int: [String]])
  {
    var slots: [Int32: Int] = [:]
    for (slot, segment) in tree.commaSegments(parameters).enumerated()
    where tree.kind(segment.lowerBound) == .identifier {
      guard let binding = scopes.bindingIndex(at: Int32(segment.lowerBound)),
        scopes.bindings[Int(binding)].kind == .parameter,
        !GuardedParameters.isWritten(binding, tree: tree, scopes: scopes)
      else { continue }
      slots[binding] = slot
    }
    var placeholders: [Int: [String]] = [:]
    for reference in scopes.references where function.contains(Int(reference.token)) {
      // A parameter whose member is read (`state.capabilities[name]`) is an object, not a name.
      let next = tree.kind(Int(reference.token) + 1)
      if next == .dot || next == .optionalChain || next == .leftBracket { continue }
      if let slot = slots[reference.binding] {
        placeholders[Int(reference.token)] = [Self.placeholder(slot)]
      }
    }
    return (Set(slots.values), placeholders)
  }

  /// The analysis of `function`'s conditions with its parameters' reads as checks of
  /// `placeholders` — each read on its own a name, truthy whatever it names, when `names`.
  private func analysis(placeholders: [Int: [String]], names: Bool, _ scopes: ScopeTree)
    -> GuardAnalysis
  {
    var analysis = GuardAnalysis(
      tree: tree, literalChecks: placeholders, scopes: { scopes }, calls: self,
      nameReads: names ? Dictionary(uniqueKeysWithValues: placeholders.keys.map { ($0, $0) }) : [:])
    analysis.run()
    return analysis
  }

  /// The form of what the call whose `(` is at `paren` gives where the element it checks is
  /// missing (`MissingValue`), read from what its function returns — a function of the file
  /// called by name (`has(C) === false` is the check's negation only where `has` returns a
  /// boolean); `nil` for any other call. Values never missing (`true`) are not read; `return;`
  /// and an end without one give `undefined`; an `async` function's promise is never a constant.
  func resultForm(ofCall paren: Int) -> MissingValue? {
    let callee = paren - 1
    guard tree.kind(callee) == .identifier, tree.kind(callee - 1) != .dot,
      tree.kind(callee - 1) != .optionalChain, let scopes = scopes(),
      let binding = scopes.bindingIndex(at: Int32(callee))
    else { return nil }
    let declared = scopes.bindings[Int(binding)]
    if declared.kind == .import {
      // Another file's: as the bundle says, once it has (`FileScan.formCallees`).
      guard declared.scope == 0 else { return nil }
      if let known = importedForms[declared.name] { return known }
      formsAsked.insert(declared.name)
      return nil
    }
    return LocalFunctions.body(of: declared, tree).flatMap(resultForm(of:))
  }

  /// The form of what the function whose parameters and body are `function` returns where the
  /// element its check names is missing (`resultForm(ofCall:)`).
  func resultForm(of body: Range<Int>) -> MissingValue? {
    if let known = forms[body.lowerBound] { return known }
    guard let parameters = GuardedParameters.parameterList(tree, body),
      let returned = tree.resultExpressions(body, parameters: parameters)
    else { return nil }
    // A function returning its own call (or one calling back into it) gives no constant.
    forms[body.lowerBound] = .mixed
    var found: [MissingValue] = returned.expressions.compactMap { range in
      if range.isEmpty { return .isUndefined }
      if range.count == 1, tree.isWord(range.lowerBound, "true") { return nil }
      // A call returned gives what its own function returns (`return entry(c)`).
      return MissingValue.of(ExpressionParser.parse(range, in: tree), in: tree) { paren in
        self.resultForm(ofCall: paren)
      }
    }
    if returned.fallsOff { found.append(.isUndefined) }
    let form = tree.isAsyncFunction(body) ? .mixed : MissingValue.joined(found)
    forms[body.lowerBound] = form
    return form
  }

  /// What the function whose parameters and body are `function` returns of the checks written
  /// in it (`checks`, the file's by token; `names`, its names read on their own; `checkReads`,
  /// its reads of checks a value holds and of modules' bindings, whose form a comparison reads:
  /// `GuardAnalysis.CheckRead`): when truthy, what every value it may return truthy proves
  /// (`canArchive() { return caps[C] !== undefined }`, `() => hasCapability(C)`) — nothing where
  /// one may be truthy without it (`return true`); when falsy, what every value it may return
  /// falsy proves (`isLegacyShell() { return !hasCapability(C) }`) — nothing where it may fall
  /// off its end.
  func resultChecks(
    ofFunction function: Range<Int>, checks: [Int: [String]], names: [Int: Int],
    checkReads: [Int: GuardAnalysis.CheckRead] = [:], _ scopes: ScopeTree
  ) -> GuardValue {
    if let known = resultSummaries[function.lowerBound] { return known }
    guard let parameters = GuardedParameters.parameterList(tree, function),
      let returned = tree.resultExpressions(function, parameters: parameters),
      !returned.expressions.isEmpty, !summarizing.contains(function.lowerBound),
      summarizing.count < Self.maxDepth
    else { return GuardValue() }
    summarizing.append(function.lowerBound)
    defer { summarizing.removeLast() }
    var analysis = GuardAnalysis(
      tree: tree, literalChecks: checks.filter { function.contains($0.key) }, scopes: { scopes },
      calls: self, checkReads: checkReads, nameReads: names.filter { function.contains($0.key) })
    analysis.run()
    let values = Self.returnedValues(returned.expressions, &analysis, tree)
    /// What every value that may be so proves.
    func common(_ proofs: [Set<String>]) -> Set<String> {
      proofs.dropFirst().reduce(proofs.first ?? []) { $0.intersection($1) }
    }
    let result = GuardValue(
      whenTrue: common(values.compactMap(\.whenTrue)),
      whenFalse: returned.fallsOff ? [] : common(values.compactMap(\.whenFalse)))
    resultSummaries[function.lowerBound] = result
    return result
  }

  /// The positions of the parameters whose names `tests` (those a function throws behind,
  /// `AssertionCalls.throwingTests`) check: false only where what each names holds (`if
  /// (!hasCapability(name)) throw …`).
  func assertedSlots(ofFunction function: Range<Int>, tests: [Range<Int>], _ scopes: ScopeTree)
    -> [Int]
  {
    guard let parameters = GuardedParameters.parameterList(tree, function),
      !summarizing.contains(function.lowerBound), summarizing.count < Self.maxDepth
    else { return [] }
    let (slots, placeholders) = parameterReads(function, parameters: parameters, scopes)
    guard !placeholders.isEmpty else { return [] }
    summarizing.append(function.lowerBound)
    defer { summarizing.removeLast() }
    var analysis = analysis(placeholders: placeholders, names: true, scopes)
    var falsy = Set<String>()
    for test in tests {
      falsy.formUnion(analysis.evaluate(ExpressionParser.parse(test, in: tree)).whenFalse)
    }
    return slots.sorted().filter { falsy.contains(Self.placeholder($0)) }
  }

  /// What the values `returned` prove of the parameters at `slots`, whose reads are checks of
  /// `placeholders` — each read on its own a name, truthy whatever it names, when `names`.
  private func proof(
    of returned: (expressions: [Range<Int>], fallsOff: Bool), slots: Set<Int>,
    placeholders: [Int: [String]], names: Bool, _ scopes: ScopeTree
  ) -> Proof {
    var analysis = analysis(placeholders: placeholders, names: names, scopes)
    let values = Self.returnedValues(returned.expressions, &analysis, tree)
    var truthy: [Int] = []
    var falsy: [Int] = []
    for slot in slots.sorted() {
      let term = Self.placeholder(slot)
      // Truthy only where it holds: every return that may be truthy proves it.
      if values.contains(where: { $0.whenTrue != nil }),
        values.allSatisfy({ $0.whenTrue?.contains(term) ?? true })
      {
        truthy.append(slot)
      }
      // Falsy only where it holds: every return that may be falsy, and no end without one.
      if values.contains(where: { $0.whenFalse != nil }), !returned.fallsOff,
        values.allSatisfy({ $0.whenFalse?.contains(term) ?? true })
      {
        falsy.append(slot)
      }
    }
    let proof: Proof =
      if !truthy.isEmpty {
        .arguments(truthy, whenTruthy: true)
      } else if !falsy.isEmpty {
        .arguments(falsy, whenTruthy: false)
      } else {
        .nothing
      }
    // What the check functions it passes its parameters to spare, it spares.
    guard proof != .nothing, !analysis.sparedByCalls.isEmpty else { return proof }
    return .sparing(analysis.sparedByCalls.sorted(), proof)
  }

  /// What each of the values `expressions` a function returns proves where it is truthy and
  /// where it is falsy — its own checks, and the guards holding where it is returned (`if
  /// (!caps[C]) return false; return true;`) — `nil` where it never is: `false`, `null`,
  /// `undefined` and `return;` are never truthy, `true` never falsy.
  private static func returnedValues(
    _ expressions: [Range<Int>], _ analysis: inout GuardAnalysis, _ tree: TokenTree
  ) -> [(whenTrue: Set<String>?, whenFalse: Set<String>?)] {
    let held = analysis.regions.guards(at: expressions.map(\.lowerBound)).map(\.guards)
    return zip(expressions, held).map { range, held in
      returnedValue(range, held: held, &analysis, tree)
    }
  }

  /// What the value `range` a function returns proves where it is truthy and where it is
  /// falsy, `held` holding where it is returned (`returnedValues`).
  static func returnedValue(
    _ range: Range<Int>, held: Set<String>, _ analysis: inout GuardAnalysis, _ tree: TokenTree
  ) -> (whenTrue: Set<String>?, whenFalse: Set<String>?) {
    if range.isEmpty { return (nil, held) }
    if range.count == 1, tree.isWord(range.lowerBound, "true") { return (held, nil) }
    let expression = ExpressionParser.parse(range, in: tree)
    if analysis.isNothing(expression) { return (nil, held) }
    let value = analysis.evaluate(expression)
    return (value.whenTrue.union(held), value.whenFalse.union(held))
  }

}
