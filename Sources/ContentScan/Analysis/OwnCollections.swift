/// Lists and maps the content builds itself, tested for a name (CONTENT-ANALYSIS.md, "What
/// counts as a check": where `X` is built by the content itself and known, the check is
/// evaluated — known true proves nothing). A fallback for a shell that gives no snapshot, `const
/// caps = snapshot?.capabilities ?? DEFAULTS`, makes `caps[C]` true wherever `DEFAULTS` names C,
/// on a release that lacks it too: so a check whose collection may be one the content wrote
/// naming what it tests proves nothing of that name.
///
/// The collection tested is the receiver of `X[C]`, `X?.[C]`, `C in X`, `X.includes(C)`,
/// `X.has(C)`, `X.indexOf(C)`, `X.hasOwnProperty(C)`, and the first argument of
/// `Object.hasOwn(X, C)`, `Reflect.has(X, C)` and lodash's searches (`includes(X, C)`, `_.has(X,
/// C)`: `collectionSearch`); the names it may hold are those written in the object and array
/// literals its value may be, followed through parentheses, `await`, `??`, `||`, `&&`, `?:`, spreads, indexes,
/// `Object.freeze`, `new Set(…)`/`new Map(…)`, `JSON.parse`, methods made of what they are
/// called on (`split`, `filter`, `then`…), `const` bindings, a `let`'s or `var`'s every
/// assigned value, React states (`useState`'s initial value and every value its setter is
/// given), the returns of the file's functions called there and of other files' (asked of
/// their files), and what any other call is given (`Array.from(DEFAULTS)`), or the functions
/// it is given return (`useMemo`, `useSelector`) — a few levels deep, and a parameter's
/// arguments at the calls of its function the file shows (or what the promise a `.then`
/// callback is given resolves to). What storage holds (`AsyncStorage.getItem`, MMKV's
/// getters) may be anything: every name. A value read any other way (a member of the
/// snapshot, a parameter of a function called elsewhere) names nothing known: its checks
/// prove what they test. And a
/// constant's read that is such a collection (`DEV.includes(other)`) is no check of the names
/// it holds.
enum OwnCollections {
  /// How many bindings and calls deep a receiver's value is followed.
  static let maxDepth = 6

  /// The methods searching a collection for the name they are given (an object of the
  /// content's may write one of its own: `CheckCalls.isOwnMethod`).
  static let searches: [StaticString] = ["includes", "has", "indexOf", "hasOwnProperty"]

  /// `checks` (by token: the ids each proves) without the ids their own collection names
  /// (`reader`); those dropped so, by token, returned for a note to say why. `starts`: where
  /// each check's read starts, when not at its token (`CAPS.archive`).
  /// `lodash`: the file's spellings of lodash's functions (`LodashFunctions`).
  static func dropOwnNames(
    from checks: inout [Int: [String]], starts: [Int: Int], tree: TokenTree,
    lodash: [String: String], reader: () -> Reader?
  ) -> [Int: [String]] {
    var receivers: [Int: Range<Int>] = [:]
    for (token, ids) in checks where !ids.isEmpty {
      let read = (starts[token] ?? token)...token
      // A read of a collection of names tested for one (`DEV.includes(C)`, `C in DEV`, `DEV[C]`)
      // is the collection's, no check of the names it holds.
      if isCollection(read, tree, lodash: lodash) {
        checks[token] = []
      } else if let receiver = receiver(of: read, tree, lodash: lodash) {
        receivers[token] = receiver
      }
    }
    guard !receivers.isEmpty, let reader = reader() else { return [:] }
    var dropped: [Int: [String]] = [:]
    for (token, receiver) in receivers.sorted(by: { $0.key < $1.key }) {
      let held = reader.held(by: receiver)
      let ids = checks[token]!
      if !held.isDisjoint(with: ids) {
        checks[token] = ids.filter { !held.contains($0) }
        dropped[token] = ids.filter(held.contains)
      }
    }
    return dropped
  }

  /// The collection and the name of the call opening at `open`, when it is of a function given
  /// a collection and then a name to search it for, those two alone: `Object.hasOwn(X, C)`,
  /// `Reflect.has(X, C)`, and lodash's and underscore's searches as the file spells them
  /// (`lodash`: `includes(X, C)`, `_.has(X, C)`, `LodashFunctions.searches`).
  static func collectionSearch(_ open: Int, _ tree: TokenTree, lodash: [String: String]) -> (
    collection: Range<Int>, name: Range<Int>
  )? {
    guard open > 2, tree.kind(open) == .leftParen, tree.tokens[open].partner > open,
      tree.kind(open - 1) == .identifier
    else { return nil }
    let callee = open - 1
    // (`Object.hasOwn`, `_.has`: a member of a name, not of a longer chain.)
    let start = tree.kind(callee - 1) == .dot ? callee - 2 : callee
    guard tree.kind(start - 1) != .dot, tree.kind(start - 1) != .optionalChain else { return nil }
    let known =
      tree.isWord(start, "Object") && tree.isWord(callee, "hasOwn")
      || tree.isWord(start, "Reflect") && tree.isWord(callee, "has")
      || LodashFunctions.function(calledAt: callee, from: start, tree, lodash: lodash).map(
        LodashFunctions.searches.contains) ?? false
    guard known, case let arguments = tree.commaSegments(open + 1..<tree.partner(open)),
      arguments.count == 2, !arguments[0].isEmpty, !arguments[1].isEmpty
    else { return nil }
    return (arguments[0], arguments[1])
  }

  /// Whether the read `read` (a constant's, naming what it holds) is a collection tested for
  /// a name: searched (read up to the method, or before it, or given to a search,
  /// `collectionSearch`), the right of `in`, or indexed.
  private static func isCollection(
    _ read: ClosedRange<Int>, _ tree: TokenTree, lodash: [String: String]
  ) -> Bool {
    let last = read.upperBound
    if tree.kind(last + 1) == .comma, case let open = tree.enclosingOpener(read.lowerBound),
      let search = collectionSearch(open, tree, lodash: lodash),
      search.collection == read.lowerBound..<last + 1
    {
      return true
    }
    func isSearch(_ method: Int) -> Bool {
      tree.kind(method + 1) == .leftParen && searches.contains { tree.isWord(method, $0) }
    }
    let member = tree.kind(last + 1) == .dot || tree.kind(last + 1) == .optionalChain
    return read.count > 1 && isSearch(last)
      && (tree.kind(last - 1) == .dot || tree.kind(last - 1) == .optionalChain)
      || member && isSearch(last + 2) || tree.isWord(read.lowerBound - 1, "in")
      || tree.kind(last + 1) == .leftBracket
      || member && tree.kind(last + 2) == .leftBracket
  }

  /// The collection the name read at `name` (its first to last token) is tested against, by
  /// the check table's forms; `nil` where it is none of them.
  static func receiver(
    of name: ClosedRange<Int>, _ tree: TokenTree, lodash: [String: String]
  ) -> Range<Int>? {
    let (first, last) = (name.lowerBound, name.upperBound)
    let before = first - 1
    // `X[C]`, `X?.[C]`.
    if before > 0, tree.kind(before) == .leftBracket, tree.partner(before) == last + 1 {
      var end = before - 1
      if tree.kind(end) == .optionalChain { end -= 1 }
      guard end >= 0, [.identifier, .rightParen, .rightBracket].contains(tree.kind(end)),
        !tree.isOperatorWord(end)
      else { return nil }
      return chainStart(endingAt: end, tree)..<end + 1
    }
    // `C in X`.
    if tree.isWord(last + 1, "in"), let end = chainEnd(from: last + 2, tree) {
      return last + 2..<end
    }
    // `Object.hasOwn(X, C)`, `Reflect.has(X, C)`, `includes(X, C)`, `_.includes(X, C)`.
    if before > 1, tree.kind(before) == .comma, case let open = tree.enclosingOpener(first),
      let search = collectionSearch(open, tree, lodash: lodash), search.name == first..<last + 1
    {
      return search.collection
    }
    // `X.includes(C)` and the other searches, the name their only argument.
    guard before > 2, tree.kind(before) == .leftParen, tree.partner(before) == last + 1 else {
      return nil
    }
    let callee = before - 1
    if tree.kind(callee) == .identifier,
      tree.kind(callee - 1) == .dot || tree.kind(callee - 1) == .optionalChain
    {
      guard searches.contains(where: { tree.isWord(callee, $0) }) else { return nil }
      let end = callee - 2
      guard [.identifier, .rightParen, .rightBracket].contains(tree.kind(end)) else { return nil }
      return chainStart(endingAt: end, tree)..<end + 1
    }
    return nil
  }

  /// A file's reading of what the collections it tests may hold (`names(of:)`).
  ///
  /// A collection read as a member (`state.capabilities`, `this.capabilities`, `const {
  /// capabilities } = useBridge()`) may be whatever the content stores under that member name
  /// anywhere in the bundle — a store's, a slice's, a class's initial list, before the shell's
  /// arrives — whatever object it is read of (`stored`, `members`).
  final class Reader {
    let tree: TokenTree
    let scopes: ScopeTree
    /// What the file's tokens read as naming a capability, scope or module (a literal, a
    /// constant's read) in a range: the ids, and those tokens — as the reading has them when asked.
    let names: (Range<Int>) -> (ids: Set<String>, tokens: Set<Int>)
    /// The values of the file's imported constants, and its imported objects naming something
    /// by their keys alone (`FileScan.collections`), by local name.
    let imported: [String: Constant]
    let collections: [String: [String]]
    /// The ids a text names (of a literal that is no such token — in a constant's definition,
    /// its names are used where it is read — or a key).
    let named: (String) -> [String]
    /// The file's imports of jotai's atom maker (`SelectorHooks.atomMakers`) and of its
    /// `atomWithStorage` (`persisters`).
    let atomMakers: Set<Int32>
    /// The file's imports of the functions saving a state in storage (`persisters`), with the
    /// name each is exported under.
    let persisters: [Int32: String]
    /// The file's spellings of lodash's functions (`LodashFunctions`): `intersection`'s are read.
    let lodash: [String: String]
    /// The states of the reducers the file makes or imports, read as redux-persist saves them:
    /// what it asks of other files after `stored` is read (`ReducerStates.asks`).
    var reducers: ReducerStates
    /// What the calls of its function give the parameter declared at a token: those the file
    /// shows, and the ids of the lists other files give it.
    let arguments: (Int) -> (given: [Range<Int>], ids: Set<String>)
    /// Every capability, scope and module: what a list read from storage may name.
    let anything: Set<String>
    /// The names what the functions the file imports from other files of the content return
    /// may hold (`Linked.returnedNames`), by local name.
    let returned: [String: Set<String>]
    /// The imported functions whose results were read (`names(returnedBy:)`).
    private(set) var returnsAsked = Set<String>()
    /// The file's imports of SWR's hooks (`dataHooks`).
    let swrHooks: Set<Int32>
    /// The name each of the file's module-scope bindings is known by across the bundle, by
    /// local name: an import's exported name (`CapsContext` of `import { CapsContext as Caps
    /// }`), an export's (`contextKey`).
    let bundleNames: [String: String]
    /// The file's references by binding, made on first need.
    private(set) lazy var references: [Int32: [Int]] = scopes.referencesByBinding()
    /// What the file stores under each member name, in lists or maps of its own.
    private(set) var stored: [String: Set<String>] = [:]
    /// The lists and maps of its own the file gives, whole, to functions it imports: the ids
    /// each holds, by the callee's local name and the argument's position (`FileScan.givenLists`).
    private(set) var given: [String: [Int: Set<String>]] = [:]
    /// What the bundle's files store under each member name, this one's included.
    private var members: [String: Set<String>]
    /// The member names asked: what the file needs of the bundle.
    private(set) var asked = Set<String>()

    /// `bundle`: what the bundle's other files store under the member names the file asks.
    /// `naming`: the file's tokens naming something checkable inside a list or an object, as
    /// first found (its constants' definitions' included), in order: where it may write a list
    /// of its own. `givenLists`: whether other files give its functions lists of theirs
    /// (`Linked.listsGiven`, read through `arguments`).
    init(
      tree: TokenTree, scopes: ScopeTree, naming: [Int],
      names: @escaping (Range<Int>) -> (ids: Set<String>, tokens: Set<Int>),
      imported: [String: Constant], collections: [String: [String]],
      bundle: [String: Set<String>], atoms: Set<Int32>, persisters: [Int32: String],
      lodash: [String: String] = [:], reducers: ReducerStates,
      named: @escaping (String) -> [String],
      arguments: @escaping (Int) -> (given: [Range<Int>], ids: Set<String>),
      anything: Set<String>, returned: [String: Set<String>], givenLists: Bool = false,
      interface: ModuleInterface = ModuleInterface()
    ) {
      var bundleNames: [String: String] = [:]
      for (export, value) in interface.exports.sorted(by: { $0.key < $1.key }) {
        if case .local(let local) = value, bundleNames[local] == nil { bundleNames[local] = export }
      }
      for entry in interface.imports {
        if case .named(let name) = entry.imported { bundleNames[entry.local] = name }
      }
      self.bundleNames = bundleNames
      swrHooks =
        interface.imports.isEmpty ? [] : dataHooks.bindings(scopes: scopes, interface: interface)
      self.arguments = arguments
      self.anything = anything
      self.returned = returned
      self.tree = tree
      self.scopes = scopes
      self.names = names
      self.imported = imported
      self.collections = collections
      self.named = named
      atomMakers = atoms.union(persisters.filter { $0.value == "atomWithStorage" }.keys)
      self.persisters = persisters
      self.lodash = lodash
      self.reducers = reducers
      members = bundle
      // Only a file writing a name in a list, importing a constant holding one, told what the
      // bundle stores or what lists its functions are given, or reading storage, may store one.
      let holdsNames =
        !naming.isEmpty || !collections.isEmpty || !bundle.isEmpty || givenLists
        || imported.values.contains(where: { !OwnCollections.held(by: $0, named).isEmpty })
      let storageReads = OwnCollections.storageReads(in: tree)
      if holdsNames || !storageReads.isEmpty || !persisters.isEmpty {
        (stored, given) = OwnCollections.stored(
          by: self, naming: naming, storage: OwnCollections.storageTokens(storageReads, self),
          followsBindings: holdsNames)
        members.merge(stored) { $0.union($1) }
      }
    }

    /// What the imported function `local` returns may hold, as its file answers (asked).
    /// `nil` until its file answers: a package's function, or one not yet asked.
    func names(returnedBy local: String) -> Set<String>? {
      returnsAsked.insert(local)
      return returned[local]
    }

    /// Whether the bundle's files store names under `member`, as told (not asked: a file tells
    /// what it spells as well as what it tests).
    func stores(_ member: String) -> Bool { members[member]?.isEmpty == false }

    /// Whether the bundle's files store names under any member, as told.
    var storesAny: Bool { !members.isEmpty }

    /// What the content stores under `member`.
    func names(under member: String) -> Set<String> {
      asked.insert(member)
      return members[member] ?? []
    }

    /// The names the collection read at `receiver` may hold where the content wrote it.
    func held(by receiver: Range<Int>) -> Set<String> {
      var visited = Set<Range<Int>>()
      var reached: [Int] = []
      return OwnCollections.names(
        of: receiver, in: self, depth: 0, visited: &visited, reached: &reached)
    }

    /// The object literals the content wrote that what is read at `receiver` may be and that
    /// have a member `member` of their own (`{ has: (c) => true }`, a context's default), by
    /// `{`: there `receiver.has(C)` calls the content's function, which proves what it does.
    /// Followed as `held(by:)` follows a collection.
    func objects(defining member: String, receiver: Range<Int>) -> [Int] {
      var visited = Set<Range<Int>>()
      var reached: [Int] = []
      _ = OwnCollections.names(
        of: receiver, in: self, depth: 0, visited: &visited, reached: &reached)
      return reached.filter { tree.objectDefines(member, at: $0) }
    }
  }

  /// The names the file stores under each member name, in lists or maps of its own (as
  /// `names(of:)` reads them): the value of an object literal's property (`{ capabilities:
  /// DEFAULTS }`, `{ capabilities }`), an element's attribute (`capabilities={[C]}`), a member
  /// assigned (`state.capabilities = [C]`) or a class field (`capabilities = [C]`) — or given
  /// whole to a function of the file storing that parameter so (`load([C])` of `function
  /// load(caps) { state.capabilities = caps; }`, or a member of it, `s.capabilities`), or a
  /// method of an object or class the file declares (`bridge.load([C])`, `this.load([C])`), or
  /// to a class of the file whose constructor does (`new Capabilities([C])`, `constructor(private
  /// caps)` too); what storage holds, stored so, or saved by a library (`persistedMembers`).
  /// Only a value holding a name of the file's (`naming`), a binding holding one or a storage
  /// read is read. And those it gives, whole, to functions it imports or methods of objects it
  /// imports (`given`, by `bridge.load`), whose files say where they store them.
  private static func stored(
    by reader: Reader, naming: [Int], storage: [Int], followsBindings: Bool
  ) -> (stored: [String: Set<String>], given: [String: [Int: Set<String>]]) {
    let (tree, scopes) = (reader.tree, reader.scopes)
    var found: [String: Set<String>] = [:]
    var given: [String: [Int: Set<String>]] = [:]
    var holding: [Int32: Bool] = [:]
    /// Whether `range` may hold a name, read from its tokens alone (most values hold none): a
    /// token naming one or reading storage (`storage`), or — where the file writes names
    /// (`followsBindings`) — a binding read there whose value may (`source`), a function of
    /// the file whose body may, or a member the bundle stores names under (`s.capabilities`).
    func mayHold(_ range: Range<Int>) -> Bool {
      if holdsOne(of: naming, in: range) || holdsOne(of: storage, in: range) { return true }
      guard followsBindings else { return false }
      let readsMembers = reader.storesAny
      for token in range where tree.kind(token) == .identifier {
        if tree.kind(token - 1) == .dot || tree.kind(token - 1) == .optionalChain {
          if readsMembers, reader.stores(tree.text(token)) { return true }
          continue
        }
        guard let binding = scopes.bindingIndex(at: Int32(token)) else { continue }
        if let known = holding[binding] {
          if known { return true }
          continue
        }
        holding[binding] = false  // (A binding met again inside its own value.)
        let declared = scopes.bindings[Int(binding)]
        // A parameter holds what its function's calls give it (`load([C])` of `function
        // load(list) { state.caps = [...list]; }`), as `names(of:)` reads it.
        if declared.kind == .parameter,
          tree.kind(tree.enclosingOpener(Int(declared.token))) != .objectStart
        {
          let (given, ids) = reader.arguments(Int(declared.token))
          let holds = !ids.isEmpty || given.contains(where: mayHold)
          holding[binding] = holds
          if holds { return true }
          continue
        }
        let holds =
          switch source(of: declared, in: reader) {
          case .imported(let name):
            reader.imported[name].map { !held(by: $0, reader.named).isEmpty } ?? false
              || reader.collections[name] != nil
          case .member(let member, let fallback):
            !reader.names(under: member).isEmpty || fallback.map(mayHold) ?? false
          case .values(let values): values.contains(where: mayHold)
          case nil: LocalFunctions.body(of: declared, tree).map(mayHold) ?? false
          }
        holding[binding] = holds
        if holds { return true }
      }
      return false
    }
    /// Whether the object a method is called on is one of the language's own, unbound
    /// (`builtInObjects`).
    func isBuiltIn(_ object: Int?) -> Bool {
      guard let object, scopes.binding(at: Int32(object)) == nil else { return false }
      return builtInObjects.contains { tree.isWord(object, $0) }
    }
    func store(_ member: Int, _ value: Range<Int>) {
      if let key = memberName(member, tree) { store(key, value) }
    }
    func store(_ key: String, _ value: Range<Int>) {
      guard !value.isEmpty, mayHold(value) else { return }
      let held = reader.held(by: value)
      if !held.isEmpty { found[key, default: []].formUnion(held) }
    }
    // A zustand store `persist` saves, or a reducer `persistReducer` does: what it holds is
    // read back from storage at launch.
    for member in persistedMembers(reader) { found[member] = reader.anything }
    // What a context may hold, for the files reading it (`contextKey`): the default of one the
    // file exports, the values its providers of one of its own or an imported one are given.
    // (By the references to elements: a file imports more names than it renders providers.)
    for reference in scopes.references
    where reference.binding >= 0 && tree.kind(Int(reference.token)) == .jsxName {
      let declared = scopes.bindings[Int(reference.binding)]
      guard declared.scope == 0, declared.kind == .import || declared.kind == .const,
        let value = providerValue(at: Int(reference.token), of: declared, tree),
        declared.kind == .import || ConstantTable.contextCreation(declaring: declared, tree) != nil
      else { continue }
      store(contextKey(declared, reader), value)
    }
    for declared in scopes.bindings
    where declared.scope == 0 && declared.kind == .const && reader.bundleNames[declared.name] != nil
    {
      if let create = ConstantTable.contextCreation(declaring: declared, tree) {
        store(contextKey(declared, reader), create + 2..<tree.partner(create + 1))
      }
    }
    // The methods of the file's objects, found on first need.
    var objects: ObjectMethods?
    for token in 1..<max(1, tree.tokens.count - 1) {
      switch tree.kind(token) {
      case .objectStart:
        for property in tree.commaSegments(token + 1..<tree.contentEnd(token)) {
          guard let key = property.first,
            tree.kind(key) == .identifier || tree.kind(key) == .string
          else { continue }
          if property.count == 1, tree.kind(key) == .identifier {
            store(key, property)
          } else if tree.kind(key + 1) == .colon {
            let value = key + 2..<property.upperBound
            store(key, value)
            // A query's options: its `data` starts as what they give, then is what its
            // function resolves to (`queryData`).
            switch queryData(key, tree) {
            case .given?: store("data", value)
            case .resolved?:
              for result in function(at: value, reader).map({ returns(of: $0, tree) }) ?? [] {
                store("data", result)
              }
              if let local = importedName(value, reader),
                let held = reader.names(returnedBy: local), !held.isEmpty
              {
                found["data", default: []].formUnion(held)
              }
            case nil: break
            }
          }
        }
      case .jsxExpressionStart
      where tree.kind(token - 1) == .jsxName && tree.kind(token - 2) != .jsxElementStart
        // (An attribute's value, `name={…}`: not a child after a bare attribute.)
        && tree.bytes[Int(tree.tokens[token - 1].end)..<Int(tree.tokens[token].start)].contains(
          UInt8(ascii: "=")):
        store(token - 1, token + 1..<tree.contentEnd(token))
      case .assign where tree.kind(token - 1) == .identifier:
        // A member assigned, or a class's field (not a binding's assignment).
        let isMember = tree.kind(token - 2) == .dot || tree.kind(token - 2) == .optionalChain
        let level = isMember ? -1 : tree.enclosingOpener(token)
        if isMember || level >= 0 && tree.kind(level) == .leftBrace && tree.isClassBody(level) {
          store(token - 1, token + 1..<valueEnd(from: token + 1, tree))
        }
      case .leftParen
      where tree.tokens[token].partner > token
        && (tree.kind(token - 1) == .identifier
          || tree.kind(token - 1) == .optionalChain && tree.kind(token - 2) == .identifier):
        // A call given a list whole: of a function the file imports (or a method of an object
        // it imports, `bridge.setCaps([C])`), asked of its file; of one of its own (or a method
        // of an object it declares, `ObjectMethods`), stored where that function stores the
        // parameter.
        // `useSWR(key, fetcher)`: its `data` is what the fetcher resolves to.
        if !reader.swrHooks.isEmpty, let hook = scopes.bindingIndex(at: Int32(token - 1)),
          reader.swrHooks.contains(hook)
        {
          let arguments = tree.commaSegments(token + 1..<tree.partner(token))
          if arguments.count > 1 {
            for result in function(at: arguments[1], reader).map({ returns(of: $0, tree) }) ?? [] {
              store("data", result)
            }
            // (A fetcher another file exports: what it returns, as its file answers.)
            if let local = importedName(arguments[1], reader),
              let held = reader.names(returnedBy: local), !held.isEmpty
            {
              found["data", default: []].formUnion(held)
            }
          }
          continue
        }
        // (Most calls are given nothing that may hold a name: their arguments are not split.)
        guard mayHold(token + 1..<tree.partner(token)) else { continue }
        // `useRef(DEFAULTS)`: its `current` starts as what it is given.
        if tree.isWord(token - 1, "useRef") {
          if let initial = tree.commaSegments(token + 1..<tree.partner(token)).first {
            store("current", initial)
          }
          continue
        }
        // The callee's last name (`load` of `load(…)`, `load?.(…)`, `bridge.load(…)`), and
        // the object's (`bridge`, `Bridge` of `Bridge.shared.load(…)` or
        // `Bridge.getInstance().load(…)`, `ns` of `ns.bridge.load(…)`, `bridge` of `b.load(…)`
        // where `const b = bridge`) with the path to it.
        // (No object is named where the chain is longer: `deps.api.bridge.load(…)`.)
        let last = tree.kind(token - 1) == .optionalChain ? token - 2 : token - 1
        var method: Int?
        var object: Int? = last
        var path = ""
        if tree.kind(last - 1) == .dot || tree.kind(last - 1) == .optionalChain {
          method = last
          if let (named, through) = CheckCalls.objectPath(endingAt: last - 2, tree, scopes) {
            (object, path) = (named, through)
          } else {
            object = nil
          }
        }
        let callee = object.flatMap { scopes.binding(at: Int32($0)) }
        // (`this.setCaps(…)`, in a class's or an object's own code, has no binding.)
        let ofThis = callee == nil && method != nil && tree.isWord(last - 2, "this")
        guard callee != nil || method != nil else { continue }
        let isImport = callee?.kind == .import && callee?.scope == 0
        let arguments = tree.commaSegments(token + 1..<tree.partner(token))
        for (position, argument) in arguments.enumerated() {
          if tree.kind(argument.lowerBound) == .spread { break }
          guard mayHold(argument) else { continue }
          let held = reader.held(by: argument)
          guard !held.isEmpty else { continue }
          if let method {
            let name = path + tree.text(method)
            // A slice's action creator (`slice.actions.loaded([C])`): stored where its case
            // reducer stores the action's payload.
            if !isImport, let object, let binding = scopes.bindingIndex(at: Int32(object)),
              let parameter = SliceActions.parameter(
                givenToMember: name, of: binding, at: position, tree, scopes)
            {
              for member in members(storing: reader.references[parameter] ?? [], tree) {
                found[member, default: []].formUnion(held)
              }
              continue
            }
            if isImport, let callee {
              given[callee.name + "." + name, default: [:]][position, default: []].formUnion(held)
              continue
            }
            if objects == nil { objects = ObjectMethods(tree: tree, scopes: scopes) }
            var functions: [Range<Int>] = []
            if ofThis {
              functions = objects!.method(name, ofThisAt: method - 2).map { [$0] } ?? []
            } else if let object, let binding = scopes.bindingIndex(at: Int32(object)) {
              functions = objects!.method(name, of: binding).map { [$0] } ?? []
            }
            if functions.isEmpty, !isBuiltIn(object) {
              // An object not known — a parameter's, a `let`'s, a global's, one held deeper
              // (`init(bridge)` calling `x.load([C])`): stored where a method of that name
              // stores it, by name, in the file and in the files writing one, asked
              // (`anyObjects`).
              let bare = tree.text(method)
              functions = objects!.methods(named: bare)
              given[anyObjects(bare), default: [:]][position, default: []].formUnion(held)
            }
            for function in functions {
              guard
                let parameter = ObjectWrites.parameter(
                  ofFunction: function, at: position, tree, scopes)
              else { continue }
              for member in members(storing: reader.references[parameter] ?? [], tree) {
                found[member, default: []].formUnion(held)
              }
            }
            continue
          }
          guard let callee else { continue }
          if isImport {
            given[callee.name, default: [:]][position, default: []].formUnion(held)
          } else if callee.kind == .class, tree.isWord(last - 1, "new") {
            // `new Capabilities([C])`: stored where its constructor stores that parameter.
            guard
              let (name, isProperty) = constructorParameter(
                ofClassNamedAt: Int(callee.token), position: position, tree),
              let parameter = scopes.bindingIndex(at: Int32(name))
            else { continue }
            var members = members(storing: reader.references[parameter] ?? [], tree)
            if isProperty { members.insert(tree.text(name)) }
            for member in members { found[member, default: []].formUnion(held) }
          } else if let function = scopes.bindingIndex(at: Int32(last)),
            let parameter = ObjectWrites.parameter(of: function, at: position, tree, scopes)
              ?? SliceActions.parameter(givenTo: function, at: position, tree, scopes)
          {
            for member in members(storing: reader.references[parameter] ?? [], tree) {
              found[member, default: []].formUnion(held)
            }
          }
        }
      default:
        continue
      }
    }
    return (found, given)
  }

  /// The parameter at `position` of the constructor of the class named at `name` (`class
  /// Capabilities { constructor(caps) { … } }`): its name's token, and whether it is a
  /// TypeScript parameter property (`constructor(private caps: string[])`), which stores it
  /// under its name.
  private static func constructorParameter(
    ofClassNamedAt name: Int, position: Int, _ tree: TokenTree
  ) -> (name: Int, isProperty: Bool)? {
    guard tree.isWord(name - 1, "class") else { return nil }
    var body = name + 1
    while body < tree.endIndex, body - name < 64, !tree.isClassBody(body) {
      body = tree.nextSibling(body)
    }
    guard body < tree.endIndex, tree.isClassBody(body), tree.tokens[body].partner > body else {
      return nil
    }
    var member = body + 1
    while member < tree.partner(body),
      !(tree.isWord(member, "constructor") && tree.kind(member + 1) == .leftParen)
    {
      member = tree.nextSibling(member)
    }
    guard member < tree.partner(body), tree.tokens[member + 1].partner > member + 1,
      case let parameters = tree.commaSegments(member + 2..<tree.partner(member + 1)),
      parameters.indices.contains(position)
    else { return nil }
    let parameter = parameters[position].lowerBound
    guard tree.kind(parameter) == .identifier else { return nil }
    // (The analysis stream leaves the modifiers out: they are read from the bytes before.)
    let before = tree.bytes[Int(tree.tokens[parameter - 1].end)..<Int(tree.tokens[parameter].start)]
    let words = String(decoding: before, as: UTF8.self).split(whereSeparator: \.isWhitespace)
    let modifiers: Set<Substring> = ["public", "private", "protected", "readonly", "override"]
    return (parameter, words.contains(where: modifiers.contains))
  }

  /// The member names the reads `reads` of a parameter store it under, whole or a member of
  /// it (`s.capabilities` of `load(s)`, taken to hold all it is given): a member assigned
  /// (`state.capabilities = caps`), an object literal's property (`{ capabilities: caps }`,
  /// `set({ caps })`) or an element's attribute (`capabilities={caps}`). Anything else —
  /// copied, passed on, returned — stores it nowhere this reads.
  static func members(storing reads: [Int], _ tree: TokenTree) -> Set<String> {
    var found = Set<String>()
    for read in reads {
      // (To the end of the member chain read: `s.capabilities`.)
      var end = read
      while tree.kind(end + 1) == .dot || tree.kind(end + 1) == .optionalChain,
        tree.kind(end + 2) == .identifier
      {
        end += 2
      }
      let (before, after) = (tree.kind(read - 1), tree.kind(end + 1))
      if before == .assign, tree.isWordOperator(read - 1, "="), tree.kind(read - 2) == .identifier,
        tree.kind(read - 3) == .dot || tree.kind(read - 3) == .optionalChain,
        tree.endsDeclarator(at: end + 1)
      {
        found.insert(tree.text(read - 2))
        continue
      }
      if before == .jsxExpressionStart, tree.kind(read - 2) == .jsxName, after == .rightBrace {
        found.insert(tree.text(read - 2))
        continue
      }
      let opener = tree.enclosingOpener(read)
      guard opener >= 0, tree.kind(opener) == .objectStart,
        after == .comma || end + 1 == tree.contentEnd(opener)
      else { continue }
      if before == .comma || read - 1 == opener {
        // (Shorthand: `{ caps }`, the parameter whole.)
        if end == read { found.insert(tree.text(read)) }
      } else if before == .colon, let member = memberName(read - 2, tree),
        tree.kind(read - 3) == .comma || read - 3 == opener
      {
        found.insert(member)
      }
    }
    return found
  }

  /// Of the exported functions asked about (`Linked.listsGiven`: by export name, argument
  /// positions), the member names each of those parameters is stored under (`members(storing:)`),
  /// by export name and position (`FileScan.storingExports`).
  static func parameterStores(
    _ asked: [String: Set<Int>], tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface
  ) -> [String: [Int: [String]]] {
    let references = scopes.referencesByBinding()
    var found: [String: [Int: [String]]] = [:]
    var objects = ObjectMethods(tree: tree, scopes: scopes)
    for (export, positions) in asked {
      // The parameters a call so named gives the list to: a function's; a method's of an object
      // the file exports (`bridge.setCaps`) or, where the file's code cannot name it
      // (`useBridge.getState().load`), of every method of that name the file writes, as of an
      // object not known (`anyObjects`).
      let parameters: (Int) -> [Int32]
      if !export.contains("."),
        let function = interface.functionBinding(exported: export, in: scopes)
          ?? interface.binding(exported: export, in: scopes)
      {
        // (A function's, or an action creator's case reducer's: `SliceActions`.)
        parameters = {
          [
            ObjectWrites.parameter(of: function, at: $0, tree, scopes)
              ?? SliceActions.parameter(givenTo: function, at: $0, tree, scopes)
          ].compactMap(\.self)
        }
      } else {
        var methods: [Range<Int>] = []
        var creator: (path: String, object: Int32)?
        if let method = anyObjectsMethod(export) {
          methods = objects.methods(named: method)
        } else if let dot = export.firstIndex(of: ".") {
          let (head, path) = (String(export[..<dot]), String(export[export.index(after: dot)...]))
          if let object = interface.binding(exported: head, in: scopes),
            SliceActions.caseReducer(ofMember: path, of: object, tree, scopes) != nil
          {
            // A slice's action creator: its case reducer's action (`SliceActions`).
            creator = (path, object)
          } else if let method = objects.methods(ofExport: head, interface: interface)[path] {
            methods = [method]
          } else if let last = path.split(separator: ".").last {
            methods = objects.methods(named: String(last))
          }
        }
        parameters = { position in
          if let creator {
            return [
              SliceActions.parameter(
                givenToMember: creator.path, of: creator.object, at: position, tree, scopes)
            ].compactMap(\.self)
          }
          return methods.compactMap {
            ObjectWrites.parameter(ofFunction: $0, at: position, tree, scopes)
          }
        }
      }
      for position in positions {
        let members = parameters(position).reduce(into: Set<String>()) { members, parameter in
          members.formUnion(Self.members(storing: references[parameter] ?? [], tree))
        }
        if !members.isEmpty { found[export, default: [:]][position] = members.sorted() }
      }
    }
    return found
  }

  /// The language's objects whose methods the content does not write (`console.log(list)`):
  /// no file is asked about them (`anyObjects`).
  private static let builtInObjects: [StaticString] = [
    "console", "JSON", "Object", "Array", "Promise", "Reflect", "Math", "Number", "String",
  ]

  /// The name a list given to method `method` of an object not known is given under
  /// (`FileScan.givenLists`): the bundle asks every file writing a method so named where it
  /// stores it (`parameterStores`).
  static func anyObjects(_ method: String) -> String { "*." + method }

  /// The method `anyObjects` made `name` of, if it did.
  static func anyObjectsMethod(_ name: String) -> String? {
    name.hasPrefix("*.") ? String(name.dropFirst(2)) : nil
  }

  /// Of the exported functions asked about (`Linked.returnsAsked`), the names what each returns
  /// may hold (`Reader.held(by:)`), by export name (`FileScan.returnedNames`).
  static func returnedNames(
    _ asked: Set<String>, reader: Reader, interface: ModuleInterface, scopes: ScopeTree
  ) -> [String: Set<String>] {
    let tree = reader.tree
    var found: [String: Set<String>] = [:]
    for export in asked.sorted() {
      // A context (`export const Caps = createContext(D)`): what reading it may give.
      if let binding = interface.binding(exported: export, in: scopes),
        let context = contextValues(of: binding, reader)
      {
        found[export] = context.values.reduce(into: reader.names(under: context.key)) {
          $0.formUnion(reader.held(by: $1))
        }
        continue
      }
      guard let binding = interface.functionBinding(exported: export, in: scopes),
        let function = LocalFunctions.body(of: scopes.bindings[Int(binding)], tree)
      else { continue }
      // (An answer of none too: the callers then read no more of the call.)
      found[export] = returns(of: function, tree).reduce(into: Set<String>()) {
        $0.formUnion(reader.held(by: $1))
      }
    }
    return found
  }

  /// What `useContext(Ctx)` (`React.` or not) at `call` may read: of a context the file
  /// creates (`const Ctx = createContext(D)`), `D` and the value each of its providers is given
  /// (`<Ctx.Provider value={V}>`, or `<Ctx value={V}>`); and, of it or an imported one, the
  /// name the bundle's other files store their providers' values and its default under
  /// (`contextKey`).
  private static func contextValues(read call: Range<Int>, _ reader: Reader)
    -> (values: [Range<Int>], stored: Set<String>)?
  {
    let (tree, scopes) = (reader.tree, reader.scopes)
    var callee = call.lowerBound
    if tree.isWord(callee, "React"), tree.kind(callee + 1) == .dot { callee += 2 }
    let argument = callee + 2
    guard tree.isWord(callee, "useContext"), tree.kind(callee + 1) == .leftParen,
      argument + 2 == call.upperBound, tree.kind(argument) == .identifier,
      let binding = scopes.bindingIndex(at: Int32(argument))
    else { return nil }
    let declared = scopes.bindings[Int(binding)]
    guard let context = contextValues(of: binding, reader) else {
      // Another file's context: what its file answers it may hold (`returnedNames`), and what
      // the bundle's files store under its name.
      guard declared.kind == .import, declared.scope == 0 else { return nil }
      return (
        [],
        reader.names(under: contextKey(declared, reader)).union(
          reader.names(returnedBy: declared.name) ?? [])
      )
    }
    return (context.values, reader.names(under: context.key))
  }

  /// The values the context the file creates and binds at `binding` may hold, its own (its
  /// default, its providers' values here), and the name the bundle's files store others under.
  private static func contextValues(of binding: Int32, _ reader: Reader)
    -> (values: [Range<Int>], key: String)?
  {
    let (tree, scopes) = (reader.tree, reader.scopes)
    let declared = scopes.bindings[Int(binding)]
    guard let create = ConstantTable.contextCreation(declaring: declared, tree) else { return nil }
    let values =
      [create + 2..<tree.partner(create + 1)]
      + providerValues(of: binding, declared, tree, scopes)
    return (values, contextKey(declared, reader))
  }

  /// The providers of the context bound at `binding` the file renders (`<Ctx.Provider
  /// value={V}>`, `<Ctx value={V}>`): the values they are given.
  private static func providerValues(
    of binding: Int32, _ declared: ScopeTree.Binding, _ tree: TokenTree, _ scopes: ScopeTree
  ) -> [Range<Int>] {
    scopes.references.compactMap { reference in
      reference.binding == binding
        ? providerValue(at: Int(reference.token), of: declared, tree) : nil
    }
  }

  /// The value the element named at `element` gives as a provider of the context `declared`
  /// binds (`<Ctx.Provider value={V}>`, `<Ctx value={V}>`), if it is one.
  private static func providerValue(
    at element: Int, of declared: ScopeTree.Binding, _ tree: TokenTree
  ) -> Range<Int>? {
    guard tree.kind(element) == .jsxName else { return nil }
    let text = tree.text(element)
    guard text == declared.name || text == declared.name + ".Provider" else { return nil }
    return GuardedParameters.arguments(tree, at: element)[".value"]
  }

  /// The name what a context may hold is stored under across the bundle (`Reader.stored`):
  /// its default and its providers' values, by the name it is exported and imported as (a
  /// member's name is an identifier; this one is no member's).
  private static func contextKey(_ declared: ScopeTree.Binding, _ reader: Reader) -> String {
    "<\(reader.bundleNames[declared.name] ?? declared.name)>"
  }

  /// The member name the token `key` writes (a property's, an attribute's).
  static func memberName(_ key: Int, _ tree: TokenTree) -> String? {
    switch tree.kind(key) {
    case .identifier, .jsxName: tree.text(key)
    case .string: FileScanner.literalText(tree, key, tree.bytes)
    default: nil
    }
  }

  /// Where the expression starting at `start` ends: its declarator's or statement's end.
  static func valueEnd(from start: Int, _ tree: TokenTree) -> Int {
    var end = start
    while end < tree.tokens.count, !tree.endsDeclarator(at: end) { end = tree.nextSibling(end) }
    return end
  }

  /// The names `range`'s value may hold where the content wrote it.
  /// (`reached`: the object literals it reached, by `{`.)
  private static func names(
    of range: Range<Int>, in reader: Reader, depth: Int, visited: inout Set<Range<Int>>,
    reached: inout [Int]
  ) -> Set<String> {
    let (tree, scopes) = (reader.tree, reader.scopes)
    guard depth <= maxDepth, !range.isEmpty, visited.insert(range).inserted else {
      return []
    }
    func follow(_ inner: Range<Int>) -> Set<String> {
      Self.names(of: inner, in: reader, depth: depth + 1, visited: &visited, reached: &reached)
    }
    var (first, last) = (range.lowerBound, range.upperBound - 1)
    while first < last, tree.kind(first) == .leftParen, tree.partner(first) == last {
      (first, last) = (first + 1, last - 1)
    }
    // `await x`: what x resolves to.
    if first < last, tree.isWord(first, "await") { return follow(first + 1..<last + 1) }
    // A literal: the names written in it, and in what it spreads.
    if tree.kind(first) == .objectStart || tree.kind(first) == .leftBracket,
      tree.partner(first) == last
    {
      if tree.kind(first) == .objectStart { reached.append(first) }
      var (found, read) = reader.names(first + 1..<last)
      for token in first + 1..<last where tree.kind(token) == .string && !read.contains(token) {
        found.formUnion(reader.named(FileScanner.literalText(tree, token, tree.bytes)))
      }
      for element in tree.commaSegments(first + 1..<last)
      where !element.isEmpty && tree.kind(element.lowerBound) == .spread {
        found.formUnion(follow(element.lowerBound + 1..<element.upperBound))
      }
      return found
    }
    let expression = ExpressionParser.parse(first..<last + 1, in: tree)
    switch expression {
    case .binary(let operatorIndex, let lhs, let rhs, _)
    where [.nullish, .logicalOr, .logicalAnd].contains(tree.kind(operatorIndex)):
      return follow(lhs.range).union(follow(rhs.range))
    case .conditional(_, let consequent, let alternate, _):
      return follow(consequent.range).union(follow(alternate.range))
    default:
      break
    }
    // A member (`state.capabilities`): whatever the content stores under that name — and a
    // signal's `value` what the signal holds (`signal(DEFAULTS).value`).
    if first < last, tree.kind(last) == .identifier,
      tree.kind(last - 1) == .dot || tree.kind(last - 1) == .optionalChain
    {
      let stored = reader.names(under: tree.text(last))
      guard last - 2 == first, tree.isWord(last, "value") else { return stored }
      return stored.union(follow(first..<first + 1))
    }
    // `x[i]`: some of what x holds.
    if tree.kind(last) == .rightBracket, case let open = tree.partner(last), open > first,
      tree.followsValue(open)
    {
      return follow(first..<open)
    }
    // `Object.freeze(x)`, `new Set(x)`, `new Map(x)`: what it is given.
    if tree.kind(last) == .rightParen, tree.tokens[last].partner >= 0 {
      let open = tree.partner(last)
      let wraps =
        open == first + 3 && tree.isWord(first, "Object") && tree.kind(first + 1) == .dot
        && tree.isWord(first + 2, "freeze")
        || open == first + 2 && tree.isWord(first, "new")
          && (tree.isWord(first + 1, "Set") || tree.isWord(first + 1, "Map"))
      if wraps { return follow(open + 1..<last) }
      if let context = contextValues(read: first..<last + 1, reader) {
        return context.values.reduce(into: context.stored) { $0.formUnion(follow($1)) }
      }
      // A jotai atom read (`get(capabilitiesAtom)`, `useAtomValue(…)`, `store.get(…)`): what
      // it starts as, or what its read function returns — or, of `atomWithStorage`'s, what
      // storage holds: anything.
      if open + 2 == last, tree.kind(open + 1) == .identifier, !reader.atomMakers.isEmpty,
        let atom = scopes.bindingIndex(at: Int32(open + 1)),
        let maker = PackageFunctions.callee(
          of: scopes.bindings[Int(atom)], among: reader.atomMakers, tree: tree, scopes: scopes),
        tree.kind(maker + 1) == .leftParen, tree.tokens[maker + 1].partner > maker + 1,
        let value = tree.commaSegments(maker + 2..<tree.partner(maker + 1)).first
      {
        if let binding = scopes.bindingIndex(at: Int32(maker)),
          reader.persisters[binding] == "atomWithStorage"
        {
          return reader.anything
        }
        return results(of: value, tree, scopes).reduce(into: Set<String>()) {
          $0.formUnion(follow($1))
        }
      }
      let callee = open - 1
      if tree.kind(callee) == .identifier {
        // What storage holds — a list the content saved (`AsyncStorage.getItem(key)`, MMKV's
        // `getString`, `useMMKVObject`) — may name anything, on a release lacking it too.
        if isStorageRead(callee, tree) { return reader.anything }
        let name = tree.text(callee)
        let isMethod = tree.kind(callee - 1) == .dot || tree.kind(callee - 1) == .optionalChain
        // `JSON.parse(x)`: what x holds, read back.
        if isMethod, name == "parse", callee - 2 == first, tree.isWord(first, "JSON") {
          return follow(open + 1..<last)
        }
        // `x.split(",")`, `x.filter(…)`, `x.then(…)`: made of what x holds (and of what
        // `x.concat(y)` is given, below).
        if isMethod, callee - 1 > first, keepingMethods.contains(name) {
          let (given, returned, found) = resultsOfCall(at: open, reader)
          return (given + returned).reduce(into: found.union(follow(first..<callee - 1))) {
            $0.formUnion(follow($1))
          }
        }
      }
      // A call of a function of the file: what it returns; of one another file of the
      // content exports, what it answers (`names(returnedBy:)`).
      let declared =
        open == first + 1 && tree.kind(first) == .identifier
        ? scopes.binding(at: Int32(first)) : nil
      guard let function = declared.flatMap({ LocalFunctions.body(of: $0, tree) }) else {
        // Any other call may return what it is given (`Array.from(DEFAULTS)`, `uniq([...a,
        // ...DEFAULTS])`, `useReducer(reduce, DEFAULTS)`), or what the functions of the
        // content's it is given return — a hook returning what its function returns,
        // `useMemo(() => snapshot?.capabilities ?? DEFAULTS, [snapshot])`, `useSelector((s) =>
        // s.bridge.capabilities)`, a zustand store's `useBridge((s) => s.capabilities)`,
        // `useSelector(selectCapabilities)`.
        guard tree.kind(callee) == .identifier else { return [] }
        // lodash's `intersection(REQUIRED, caps)`: only what every list given holds.
        if LodashFunctions.function(calledAt: callee, from: first, tree, lodash: reader.lodash)
          == "intersection",
          case let lists = tree.commaSegments(open + 1..<last), !lists.isEmpty,
          !lists.contains(where: { $0.isEmpty || tree.kind($0.lowerBound) == .spread })
        {
          // (Each list followed from here afresh: two may hold one constant.)
          let start = visited
          let held = lists.map { list in
            var visited = start
            return Self.names(
              of: list, in: reader, depth: depth + 1, visited: &visited, reached: &reached)
          }
          return held.dropFirst().reduce(held[0]) { $0.intersection($1) }
        }
        var (given, returned, found) = resultsOfCall(at: open, reader)
        // (One another file of the content exports returns what its file says: what it is
        // given only where that file says so.)
        if let declared, declared.kind == .import, declared.scope == 0,
          let answered = reader.names(returnedBy: declared.name)
        {
          given = []
          found.formUnion(answered)
        }
        return (given + returned).reduce(into: found) { $0.formUnion(follow($1)) }
      }
      return returns(of: function, tree).reduce(into: Set<String>()) { $0.formUnion(follow($1)) }
    }
    guard first == last, tree.kind(first) == .identifier,
      let binding = scopes.bindingIndex(at: Int32(first))
    else { return [] }
    let declared = scopes.bindings[Int(binding)]
    if declared.kind == .parameter, let promise = promise(resolvingTo: Int(declared.token), tree) {
      // `p.then((raw) => …)`: what `p` resolves to.
      return follow(promise)
    }
    if declared.kind == .parameter, isSelectParameter(Int(declared.token), tree) {
      // A query's `select` is given the query's `data`.
      return reader.names(under: "data")
    }
    if declared.kind == .parameter,
      tree.kind(tree.enclosingOpener(Int(declared.token))) != .objectStart
    {
      // A parameter is what every call gives it (`check(DEFAULTS)` of `function check(caps)
      // { return caps.includes(C); }`), in the file or another; a props pattern's member,
      // what the content stores under its name (`source`).
      let (given, ids) = reader.arguments(Int(declared.token))
      return given.reduce(into: ids) { $0.formUnion(follow($1)) }
    }
    switch source(of: declared, in: reader) {
    case .imported(let name):
      // The names an imported constant's value holds, keys included.
      let value = reader.imported[name].map { held(by: $0, reader.named) } ?? []
      return value.union(reader.collections[name] ?? [])
    case .member(let member, let fallback):
      return reader.names(under: member).union(fallback.map(follow) ?? [])
    case .values(let values):
      // (A lazy initializer or an updater, `(caps) => [...caps, C]`: what it returns.)
      return values.flatMap { results(of: $0, tree, scopes) }.reduce(into: Set<String>()) {
        $0.formUnion(follow($1))
      }
    case nil:
      return []
    }
  }

  /// What the call opening at `open` may return of what it is given: its arguments (`given`),
  /// what those written as a function or naming one of the file return (`returned`:
  /// `useSelector(selectCapabilities)`), and the names what such a function another file
  /// exports returns may hold (`imported`, `Reader.names(returnedBy:)`).
  private static func resultsOfCall(at open: Int, _ reader: Reader)
    -> (given: [Range<Int>], returned: [Range<Int>], imported: Set<String>)
  {
    let tree = reader.tree
    var given: [Range<Int>] = []
    var returned: [Range<Int>] = []
    var imported = Set<String>()
    for segment in tree.commaSegments(open + 1..<tree.partner(open)) where !segment.isEmpty {
      // (`f(...lists)`: what the list spread holds.)
      let argument =
        tree.kind(segment.lowerBound) == .spread
        ? segment.lowerBound + 1..<segment.upperBound : segment
      if let local = importedName(argument, reader) {
        // A function another file exports, or a value: what either may hold.
        imported.formUnion(reader.names(returnedBy: local) ?? [])
        given.append(argument)
      } else if let function = function(at: argument, reader) {
        returned += returns(of: function, tree)
      } else {
        given.append(argument)
      }
    }
    return (given, returned, imported)
  }

  /// Whether the parameter declared at `parameter` is the first of a function written as an
  /// object's `select` (`select: (data) => …`, `select: data => …`, `select(data) { … }`): a
  /// query's, given its `data`.
  private static func isSelectParameter(_ parameter: Int, _ tree: TokenTree) -> Bool {
    var start = parameter
    if tree.kind(parameter + 1) != .arrow {
      start = tree.enclosingOpener(parameter)
      guard start > 1, tree.kind(start) == .leftParen, start + 1 == parameter else { return false }
    }
    let key = tree.kind(start - 1) == .colon ? start - 2 : start - 1
    guard key >= 1, tree.isWord(key, "select") else { return false }
    let opener = tree.enclosingOpener(key)
    return opener >= 0 && tree.kind(opener) == .objectStart
      && (tree.kind(key - 1) == .comma || key - 1 == opener)
  }

  /// The local name of the import `value` reads whole (`selectCapabilities`), if it is one.
  static func importedName(_ value: Range<Int>, _ reader: Reader) -> String? {
    guard value.count == 1, reader.tree.kind(value.lowerBound) == .identifier,
      let declared = reader.scopes.binding(at: Int32(value.lowerBound)),
      declared.kind == .import, declared.scope == 0
    else { return nil }
    return declared.name
  }

  /// SWR's hooks, whose `data` is what the fetcher they are given second resolves to (and
  /// what their options' `fallbackData` gives: `queryData`).
  static let dataHooks = PackageFunctions([
    "swr:default", "swr:useSWR", "swr/immutable:default", "swr/infinite:default",
  ])

  /// How a query's option written under the key at `key` gives its `data`: TanStack Query's
  /// `initialData` and `placeholderData`, SWR's `fallbackData` as they are (`given`), its
  /// `queryFn` what the function returns (`resolved`).
  private enum QueryData { case given, resolved }
  private static func queryData(_ key: Int, _ tree: TokenTree) -> QueryData? {
    if tree.isWord(key, "queryFn") { return .resolved }
    return tree.isWord(key, "initialData") || tree.isWord(key, "placeholderData")
      || tree.isWord(key, "fallbackData") ? .given : nil
  }

  /// The function `value` is: one written there, or one of the file's by name.
  static func function(at value: Range<Int>, _ reader: Reader) -> Range<Int>? {
    let tree = reader.tree
    if value.count == 1, tree.kind(value.lowerBound) == .identifier {
      return reader.scopes.binding(at: Int32(value.lowerBound)).flatMap {
        LocalFunctions.body(of: $0, tree)
      }
    }
    return LocalFunctions.functionValue(tree, at: value.lowerBound).flatMap {
      $0.upperBound == value.upperBound ? $0 : nil
    }
  }

  /// What `function` returns: the expressions of its returns.
  static func returns(of function: Range<Int>, _ tree: TokenTree) -> [Range<Int>] {
    guard let parameters = GuardedParameters.parameterList(tree, function),
      let returned = tree.resultExpressions(function, parameters: parameters)
    else { return [] }
    return returned.expressions
  }

  /// What `value` gives: itself, or what it returns where it is a function — written there, or
  /// one of the file's by name (`useState(init)`).
  private static func results(
    of value: Range<Int>, _ tree: TokenTree, _ scopes: ScopeTree
  ) -> [Range<Int>] {
    if let function = LocalFunctions.functionValue(tree, at: value.lowerBound), function == value {
      return returns(of: function, tree)
    }
    if value.count == 1, tree.kind(value.lowerBound) == .identifier,
      let declared = scopes.binding(at: Int32(value.lowerBound)),
      let function = LocalFunctions.body(of: declared, tree)
    {
      return returns(of: function, tree)
    }
    return [value]
  }

  /// The methods reading what storage holds: `AsyncStorage`'s, `localStorage`'s and
  /// expo-secure-store's `getItem` (and `getItemAsync`, `multiGet`), MMKV's getters,
  /// expo-file-system's `readAsStringAsync`.
  private static let storageReads: [StaticString] = [
    "getItem", "getItemAsync", "multiGet", "getString", "getNumber", "getBoolean", "getBuffer",
    "getObject", "getArray", "getMap", "readAsStringAsync",
  ]

  /// The callees of the file's calls reading what storage holds (`isStorageRead`), in order:
  /// found from its tokens' bytes, in one pass.
  static func storageReads(in tree: TokenTree) -> [Int] {
    let bytes = tree.bytes
    var found: [Int] = []
    for index in 0..<tree.endIndex where tree.kind(index) == .identifier {
      let token = tree.tokens[index]
      // (Every name read starts `get`, `multiGet`, `useMMKV` or `readAs`, and is 6 to 17 long.)
      let length = Int(token.end - token.start)
      guard length >= 6, length <= 17 else { continue }
      switch bytes[Int(token.start)] {
      case UInt8(ascii: "g"), UInt8(ascii: "m"), UInt8(ascii: "u"), UInt8(ascii: "r"):
        if isStorageRead(index, tree) { found.append(index) }
      default: continue
      }
    }
    return found
  }

  /// Whether one of `tokens` (sorted) stands in `range`.
  private static func holdsOne(of tokens: [Int], in range: Range<Int>) -> Bool {
    let first = tokens.firstIndex(notBelow: range.lowerBound) { $0 }
    return first < tokens.count && tokens[first] < range.upperBound
  }

  /// The tokens where the file reads what storage holds, sorted: each storage read's callee
  /// (`reads`), and the reads of a binding given a value holding one (`const raw = await
  /// AsyncStorage.getItem(key)`, `let` and `var` assigned one too, a `.then` callback's
  /// parameter), two bindings deep.
  static func storageTokens(_ reads: [Int], _ reader: Reader) -> [Int] {
    guard !reads.isEmpty else { return [] }
    let (tree, scopes) = (reader.tree, reader.scopes)
    var found = reads
    var followed = Set<Int32>()
    for _ in 0..<2 {
      let sorted = found.sorted()
      for (index, binding) in scopes.bindings.enumerated()
      where binding.kind == .const || binding.kind == .let || binding.kind == .variable
        || binding.kind == .parameter
      {
        let name = Int(binding.token)
        guard !followed.contains(Int32(index)) else { continue }
        // Its declarator's value (a pattern's too), and every value assigned to it; a `.then`
        // callback's parameter, what the promise resolves to.
        var values: [Range<Int>] = []
        if binding.kind == .parameter {
          if let promise = promise(resolvingTo: name, tree), holdsOne(of: sorted, in: promise) {
            followed.insert(Int32(index))
            found += reader.references[Int32(index)] ?? []
          }
          continue
        }
        var equals = name + 1
        let opener = tree.enclosingOpener(name)
        if !tree.isWordOperator(equals, "="), opener >= 0,
          tree.kind(opener) == .leftBracket || tree.kind(opener) == .objectStart,
          tree.tokens[opener].partner > opener
        {
          equals = tree.partner(opener) + 1
        }
        if tree.isWordOperator(equals, "=") {
          values.append(equals + 1..<valueEnd(from: equals + 1, tree))
        }
        let reads = reader.references[Int32(index)] ?? []
        if binding.kind != .const {
          for read in reads where tree.isWordOperator(read + 1, "=") {
            values.append(read + 2..<valueEnd(from: read + 2, tree))
          }
        }
        if values.contains(where: { holdsOne(of: sorted, in: $0) }) {
          followed.insert(Int32(index))
          found += reads
        }
      }
    }
    return found.sorted()
  }

  /// Whether `callee` is called to read what storage holds (`storageReads`, MMKV's hooks).
  private static func isStorageRead(_ callee: Int, _ tree: TokenTree) -> Bool {
    guard tree.kind(callee + 1) == .leftParen else { return false }
    if storageReads.contains(where: { tree.isWord(callee, $0) }) { return true }
    let token = tree.tokens[callee]
    return tree.kind(callee) == .identifier && token.end - token.start > 7
      && tree.bytes[Int(token.start)..<Int(token.start) + 7].elementsEqual("useMMKV".utf8)
  }

  /// The methods whose result is made of what they are called on.
  private static let keepingMethods: Set<String> = [
    "split", "filter", "map", "flatMap", "slice", "concat", "flat", "then", "trim", "toString",
    "sort", "toSorted", "reverse", "toReversed", "values", "valueOf", "toJSON",
    // An observable's or a signal's value (`state$.capabilities.get()`, `caps.peek()`).
    "get", "peek",
  ]

  /// The promise whose value the parameter declared at `parameter` is given: the receiver of
  /// `.then` where it is the first parameter of the function written as `.then`'s first
  /// argument (`p.then((raw) => …)`, `p.then(function (raw) { … })`).
  private static func promise(resolvingTo parameter: Int, _ tree: TokenTree) -> Range<Int>? {
    // (`raw => …` has no parentheses of its own: the `(` before it is the call's.)
    var function = parameter
    if tree.kind(parameter + 1) != .arrow, tree.kind(parameter - 1) == .leftParen {
      function = parameter - 1
      if tree.isWord(function - 1, "function") { function -= 1 }
    }
    if tree.isWord(function - 1, "async") { function -= 1 }
    let call = function - 1
    guard tree.kind(call) == .leftParen, tree.isWord(call - 1, "then"),
      tree.kind(call - 2) == .dot || tree.kind(call - 2) == .optionalChain,
      let functionEnd = LocalFunctions.functionValue(tree, at: function)?.upperBound,
      tree.kind(functionEnd) == .rightParen || tree.kind(functionEnd) == .comma
    else { return nil }
    let end = call - 3
    return chainStart(endingAt: end, tree)..<end + 1
  }

  /// Where the value of a binding comes from, as `names(of:)` follows it.
  private enum Source {
    /// An import of the module's, by local name.
    case imported(String)
    /// Destructured (`const { capabilities = DEFAULTS } = useBridge()`, a component's props): a
    /// member, and its default.
    case member(String, default: Range<Int>?)
    /// A `const`'s initializer; a React state's initial value and every value its setter is
    /// given — the content's own list before the snapshot's arrives (`useState(DEFAULTS)`)
    /// holds its names as a fallback does.
    case values([Range<Int>])
  }

  private static func source(of declared: ScopeTree.Binding, in reader: Reader) -> Source? {
    let (tree, scopes) = (reader.tree, reader.scopes)
    if declared.kind == .import {
      return declared.scope == 0 ? .imported(declared.name) : nil
    }
    let name = Int(declared.token)
    if tree.kind(tree.enclosingOpener(name)) == .objectStart {
      guard let member = memberName(tree.kind(name - 1) == .colon ? name - 2 : name, tree) else {
        return nil
      }
      let fallback =
        tree.kind(name + 1) == .assign ? name + 2..<valueEnd(from: name + 2, tree) : nil
      return .member(member, default: fallback)
    }
    // `const [raw] = useMMKVString(key)`: what the value destructured holds.
    let opener = tree.enclosingOpener(name)
    if tree.kind(opener) == .leftBracket, tree.tokens[opener].partner > opener,
      case let equals = tree.partner(opener) + 1, tree.isWordOperator(equals, "="),
      ConstantTable.state(tree, name: name) == nil
    {
      return .values([equals + 1..<valueEnd(from: equals + 1, tree)])
    }
    if declared.kind == .let || declared.kind == .variable {
      // Its initializer and every value an assignment statement gives it.
      var given: [Range<Int>] = []
      if tree.isWordOperator(name + 1, "=") {
        given.append(name + 2..<valueEnd(from: name + 2, tree))
      }
      let binding = scopes.bindingIndex(at: declared.token) ?? -1
      for read in reader.references[binding] ?? [] where read != name {
        if tree.isWordOperator(read + 1, "=") {
          given.append(read + 2..<valueEnd(from: read + 2, tree))
        }
      }
      return .values(given)
    }
    guard declared.kind == .const else { return nil }
    if let state = ConstantTable.state(tree, name: name) {
      var given = [state.initial]
      if let setter = state.setter.flatMap({ scopes.bindingIndex(at: Int32($0)) }) {
        for read in reader.references[setter] ?? [] {
          let call = read + 1
          if tree.kind(call) == .leftParen, tree.tokens[call].partner > call {
            given.append(call + 1..<tree.partner(call))
          }
        }
      }
      return .values(given)
    }
    guard tree.kind(name + 1) == .assign else { return nil }
    return .values([name + 2..<valueEnd(from: name + 2, tree)])
  }

  /// The names a constant's value holds: its names, and its objects' keys that name something.
  static func held(by value: Constant, _ named: (String) -> [String]) -> Set<String> {
    switch value {
    case .name(let name, _): Set(named(name))
    case .object(let members):
      members.reduce(into: Set<String>()) {
        $0.formUnion(named($1.key))
        $0.formUnion(held(by: $1.value, named))
      }
    case .list(let elements):
      elements.reduce(into: Set<String>()) { $0.formUnion(held(by: $1, named)) }
    case .returns(let value), .promise(let value): held(by: value, named)
    case .module, .other, .falsy, .check, .lacks: []
    }
  }

  /// The first token of the member chain ending at `end` (`snapshot.capabilities`,
  /// `caps()`, `(a ?? b)`, `list[0]`).
  private static func chainStart(endingAt end: Int, _ tree: TokenTree) -> Int {
    var cursor = end
    while true {
      if tree.kind(cursor) == .rightParen || tree.kind(cursor) == .rightBracket {
        guard tree.tokens[cursor].partner >= 0 else { return cursor }
        let open = tree.partner(cursor)
        // A call or an index continues the chain before it; a group starts it.
        let previous = open - 1
        guard previous >= 0,
          [.identifier, .rightParen, .rightBracket, .optionalChain].contains(tree.kind(previous)),
          !tree.isOperatorWord(previous)
        else { return open }
        cursor = tree.kind(previous) == .optionalChain ? previous - 1 : previous
        continue
      }
      guard tree.kind(cursor) == .identifier,
        tree.kind(cursor - 1) == .dot || tree.kind(cursor - 1) == .optionalChain
      else { return cursor }
      cursor -= 2
    }
  }

  /// Just past the member chain starting at `start`, a name or a group and what reads it.
  private static func chainEnd(from start: Int, _ tree: TokenTree) -> Int? {
    guard start < tree.tokens.count,
      tree.kind(start) == .identifier || tree.kind(start) == .leftParen
    else { return nil }
    return tree.chainEnd(
      continuingAt: tree.kind(start) == .leftParen ? tree.nextSibling(start) : start + 1)
  }
}
