/// The actions of a zustand store, modelled as React's hooks are (CONTENT-ANALYSIS.md, "React,
/// modelled": a package's functions, which no summary reads). `const useTaskStore = create((set,
/// get) => ({ tasks: [], archive: (id) => perform(…) }))` — directly, curried
/// (`create<State>()(…)`), through middlewares (`create(persist((set) => ({ … }), options))`,
/// `combine(state, (set) => ({ … }))`) or exported as the default (`export default create(…)`)
/// — holds the functions of the object its initializer returns (written there, or named:
/// `{ deleteTodo }`), and of those its slices return (`...createTaskSlice(...a)`: `slices`).
/// Each runs where a reader of the
/// store calls it, not where the store is made (given to a package, it would be a root, its uses
/// unguarded where written: a refusal of the idiom whenever the action needs a capability):
///
/// - `useTaskStore((s) => s.archive)`: the action selected, at each read of the result;
/// - `useTaskStore()`, `useTaskStore.getState()`, and in the initializer `get()` and
///   `api.getState()`: the members read of the result (`ResultReads`), every one where the
///   result is read whole;
/// - an updater (`set((s) => …)`, `setState`) calling `s.archive()`: there;
/// - the store read any other way — passed on, subscribed to, given another selector — every
///   action, there.
///
/// An exported store's actions are asked of the files importing it under the names a hook's
/// result's members have (`useTaskStore().archive`), and those files, told which of their
/// imports are stores (`exports`, `FileScan.stores`), read them so too (`reads(ofStoreAt:)`).
enum StoreActions {
  /// The functions that make a store.
  static let makers = PackageFunctions([
    "zustand:create", "zustand:default", "zustand/traditional:createWithEqualityFn",
    "zustand/vanilla:createStore",
  ])

  /// The actions of the file's stores, each with the places it runs at, and the reads of the
  /// file's slices spread into them (`Store.slices`), which are no calls of theirs.
  /// `helpers`: the imports that are another file's selectors helper (`StoreSelectors`), by
  /// local name; `slices`, those the bundle reads as a store's slices (`Linked.slices`).
  static func functions(
    tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface,
    objects: inout ObjectMethods, exportNames: [Int32: String], helpers: Set<String> = [],
    slices: Set<String> = []
  ) -> (actions: [LocalFunctions.Function], sliceReads: Set<Int>) {
    var found: [LocalFunctions.Function] = []
    var sliceReads = Set<Int>()
    let stores = stores(
      tree: tree, scopes: scopes, interface: interface, exportNames: exportNames,
      helpers: helpers, slices: slices)
    for store in stores {
      sliceReads.formUnion(store.slices.map(\.read))
      for object in store.objects {
        // Written there, or named (`{ deleteTodo }` of an api module's function, or the file's):
        // the name's read there stands for the action's places (a function of that one token).
        let named = objects.namedValues(in: object).map { ($0.member, $0.token..<$0.token + 1) }
        for (member, function) in objects.methodsWrittenOnlyHere(.literal(object)).map({
          ($0.key, $0.value)
        }) + named {
          let places = store.reads.filter { $0.member == nil || $0.member == member }.map(\.token)
          if let action = LocalFunctions.Function.handedBack(
            function, at: places, export: store.export.map { CheckCalls.heldName($0, member) })
          {
            found.append(action)
          }
        }
      }
    }
    return (found, sliceReads)
  }

  /// A store the file makes, read: the name other files ask its actions under (`nil`: none
  /// does), where the file reads them, the objects holding them (its initializer's and its
  /// slices'), and its slices.
  struct Store {
    let export: String?
    let reads: [ResultReads.Read]
    let objects: [Int]
    let slices: [Slice]
    let imported: [ImportedSlice]
  }

  /// The file's stores. `slices`: the imports read as their slices (`Linked.slices`; `nil`:
  /// every one), given the store's `set`, `get` and `api`, which are not reads of it here.
  static func stores(
    tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface, exportNames: [Int32: String],
    helpers: Set<String>, slices readSlices: Set<String>?
  ) -> [Store] {
    let makers = Self.makers.bindings(scopes: scopes, interface: interface)
    guard !makers.isEmpty else { return [] }
    var found: [Store] = []
    var byBinding: [Int32: [Int]]?
    for (callee, binding) in made(tree: tree, scopes: scopes, interface: interface, by: makers) {
      guard let initializer = initializer(tree, callee: callee) else { continue }
      if byBinding == nil { byBinding = scopes.referencesByBinding() }
      var reads = Reads(tree: tree, scopes: scopes) { byBinding![$0] ?? [] }
      // The store bound again through a selectors helper (`createSelectors(store)`) is read
      // where that binding is, not where it is given to the helper.
      var aliases: [Int32] = []
      for read in binding.flatMap({ byBinding![$0] }) ?? [] {
        if let alias = StoreSelectors.alias(
          ofStoreReadAt: read, tree: tree, scopes: scopes, helpers: helpers)
        {
          aliases.append(alias)
        } else {
          reads.ofStore(at: read)
        }
      }
      for alias in aliases {
        for read in byBinding![alias] ?? [] { reads.ofStore(at: read) }
      }
      let returned = tree.returnedObjects(initializer, scopes: scopes).objects
      let spread = slices(
        spreadIn: returned, by: initializer, tree: tree, scopes: scopes,
        isOnlyRead: { binding in
          exportNames[binding] == nil && byBinding![binding]?.count == 1
        })
      // The `set`, `get` and `api` a slice is given are read as its own parameters.
      var given = Set<Int>()
      for slice in spread.local {
        reads.ofParameters(of: slice.body)
        given.formUnion(slice.arguments)
      }
      for slice in spread.imported where readSlices?.contains(slice.local) ?? true {
        given.formUnion(slice.arguments)
      }
      reads.ofParameters(of: initializer, except: given)
      let objects =
        returned + spread.local.flatMap { tree.returnedObjects($0.body, scopes: scopes).objects }
      found.append(
        Store(
          // Exported, the store's actions are asked of the files importing it by its name, or
          // by the name of a binding of it the file exports.
          export: (binding.map { exportNames[$0] } ?? "default")
            ?? aliases.lazy.compactMap { exportNames[$0] }.first,
          reads: reads.found, objects: objects.filter { tree.kind($0) == .objectStart },
          slices: spread.local, imported: spread.imported))
    }
    return found
  }

  /// The file's bindings of stores: those it makes, and its imports of another file's
  /// (`imported`, by local name).
  static func bindings(
    tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface, imported: Set<String>
  ) -> Set<Int32> {
    var found = Set<Int32>()
    let makers = Self.makers.bindings(scopes: scopes, interface: interface)
    if !makers.isEmpty {
      for (_, binding) in made(tree: tree, scopes: scopes, interface: interface, by: makers) {
        if let binding { found.insert(binding) }
      }
    }
    if !imported.isEmpty {
      for (index, binding) in scopes.bindings.enumerated()
      where binding.kind == .import && binding.scope == 0 && imported.contains(binding.name) {
        found.insert(Int32(index))
      }
    }
    return found
  }

  /// The names the file exports its stores under — or a binding of one through a selectors
  /// helper (`StoreSelectors`; `helpers`, the imported ones by local name): the files importing
  /// one read its actions as a store's (`reads(ofStoreAt:)`), not as a hook's result's.
  static func exports(
    tree: TokenTree, scopes: () -> ScopeTree?, interface: ModuleInterface,
    helpers: Set<String> = []
  ) -> Set<String> {
    guard let (scopes, makers) = makers.imported(in: interface, scopes: scopes) else { return [] }
    var found = Set<String>()
    var byBinding: [Int32: [Int]]?
    for (_, binding) in made(tree: tree, scopes: scopes, interface: interface, by: makers) {
      guard let binding else {
        found.insert("default")
        continue
      }
      var bindings = [binding]
      if StoreSelectors.mayHold(tree) || !helpers.isEmpty {
        if byBinding == nil { byBinding = scopes.referencesByBinding() }
        bindings += (byBinding![binding] ?? []).compactMap {
          StoreSelectors.alias(ofStoreReadAt: $0, tree: tree, scopes: scopes, helpers: helpers)
        }
      }
      for binding in bindings {
        let declared = scopes.bindings[Int(binding)]
        guard declared.scope == 0 else { continue }
        for (name, export) in interface.exports where export == .local(declared.name) {
          found.insert(name)
        }
      }
    }
    return found
  }

  /// Where the store read at `read` (another file's, imported) has its actions read: by member,
  /// or every one (`nil`).
  static func reads(
    ofStoreAt read: Int, tree: TokenTree, scopes: ScopeTree, references: @escaping (Int32) -> [Int]
  ) -> [ResultReads.Read] {
    var reads = Reads(tree: tree, scopes: scopes, references: references)
    reads.ofStore(at: read)
    return reads.found
  }

  /// The file's stores, by the callee of the maker's call, with the binding holding each —
  /// `nil` for the store the file exports as its default (`export default create(…)`), which
  /// only the files importing it read.
  private static func made(
    tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface, by makers: Set<Int32>
  ) -> [(callee: Int, binding: Int32?)] {
    var found: [(callee: Int, binding: Int32?)] = []
    for (index, binding) in scopes.bindings.enumerated() {
      if let callee = PackageFunctions.callee(
        of: binding, among: makers, tree: tree, scopes: scopes)
      {
        found.append((callee, Int32(index)))
      }
    }
    guard interface.exports["default"] == .local("default") else { return found }
    var cursor = 0
    while cursor < tree.endIndex {
      defer { cursor = tree.nextSibling(cursor) }
      guard tree.isWord(cursor, "export"), tree.isWord(cursor + 1, "default") else { continue }
      let callee = cursor + 2
      if tree.kind(callee) == .identifier,
        let maker = scopes.bindingIndex(at: Int32(callee)), makers.contains(maker)
      {
        found.append((callee, nil))
      }
      break
    }
    return found
  }

  /// The object literals the initializer of the store the file exports as `export` returns —
  /// its hook's state (`useBridgeStore()`, `.getState()`), whose member a reader's check calls
  /// (`const { has } = useBridgeStore()`: `CheckCalls.proof(ofMember:in:)`).
  static func stateObjects(
    ofExport export: String, tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface
  ) -> [Int] {
    let exported = interface.binding(exported: export, in: scopes)
    return stateObjects(tree: tree, scopes: scopes, interface: interface) {
      $0.map { $0 == exported } ?? (export == "default")
    }
  }

  /// `stateObjects(ofExport:)` of the store bound at `store` — one the file reads itself
  /// (`const { has } = useBridgeStore()` beside `const useBridgeStore = create(…)`).
  static func stateObjects(
    ofStore store: Int32, tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface
  ) -> [Int] {
    stateObjects(tree: tree, scopes: scopes, interface: interface) { $0 == store }
  }

  /// The state objects of the first store the file makes whose binding (`nil`: the default
  /// export) `isAsked` takes.
  private static func stateObjects(
    tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface,
    isAsked: (Int32?) -> Bool
  ) -> [Int] {
    let makers = Self.makers.bindings(scopes: scopes, interface: interface)
    guard !makers.isEmpty else { return [] }
    for (callee, binding) in made(tree: tree, scopes: scopes, interface: interface, by: makers)
    where isAsked(binding) {
      guard let initializer = initializer(tree, callee: callee) else { return [] }
      return tree.returnedObjects(initializer, scopes: scopes).objects.filter {
        tree.kind($0) == .objectStart
      }
    }
    return []
  }

  /// The function a store is made from: `create(f)`, `create<T>()(f)`, the first argument of
  /// the middlewares around it (`create(devtools(persist(f, options)))`) — `combine`'s second
  /// (`combine(state, f)`) — whole.
  private static func initializer(_ tree: TokenTree, callee: Int) -> Range<Int>? {
    var paren = callee + 1
    guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner > paren else { return nil }
    if tree.partner(paren) == paren + 1, tree.kind(paren + 2) == .leftParen {
      paren += 2
    }
    var argument = paren + 1
    // A few middlewares deep, at most.
    for _ in 0..<8 {
      if let value = LocalFunctions.functionValue(tree, at: argument) {
        let after = tree.kind(value.upperBound)
        return after == .comma || after == .rightParen ? value : nil
      }
      var name = argument
      while tree.kind(name) == .identifier, tree.kind(name + 1) == .dot { name += 2 }
      guard tree.kind(name) == .identifier, tree.kind(name + 1) == .leftParen,
        tree.tokens[name + 1].partner > name + 1
      else { return nil }
      argument = name + 2
      // `combine(initialState, (set, get) => ({ … }))`: the state, then the actions' maker.
      if tree.isWord(name, "combine") {
        let arguments = tree.commaSegments(argument..<tree.partner(name + 1))
        guard arguments.count == 2 else { return nil }
        argument = arguments[1].lowerBound
      }
    }
    return nil
  }

  /// Where a store's actions are read: by member, or every one at once.
  struct Reads {
    let tree: TokenTree
    let scopes: ScopeTree
    let references: (Int32) -> [Int]
    /// By member; `nil`: every one.
    var found: [ResultReads.Read] = []

    init(tree: TokenTree, scopes: ScopeTree, references: @escaping (Int32) -> [Int]) {
      self.tree = tree
      self.scopes = scopes
      self.references = references
    }

    /// A read of the store (or of the initializer's `api`, which is the store too).
    mutating func ofStore(at read: Int) {
      guard !tree.isExportClause(read), !tree.isHookDependency(read) else { return }
      let paren = read + 1
      if tree.kind(paren) == .leftParen, tree.tokens[paren].partner > paren {
        let arguments = tree.commaSegments(paren + 1..<tree.partner(paren))
        if arguments.count == 1, arguments[0].isEmpty {
          ofResult(ofCallAt: read)
        } else if let member = ResultReads.selectedMember(arguments[0], tree) {
          let reads = ResultReads.reads(
            ofCallAt: read, tree: tree, scopes: scopes, references: references)
          found += reads.map { ResultReads.Read(token: $0.token, member: member) }
        } else {
          found.append(ResultReads.Read(token: read, member: nil))
        }
        return
      }
      guard tree.kind(read + 1) == .dot, tree.kind(read + 2) == .identifier else {
        found.append(ResultReads.Read(token: read, member: nil))
        return
      }
      let method = read + 2
      let called = tree.kind(method + 1) == .leftParen
      switch tree.text(method) {
      case "getState" where called, "getInitialState" where called:
        ofResult(ofCallAt: method, from: read)
      // A selectors helper's hook (`StoreSelectors`): `store.use.archive()` selects the action,
      // which runs where the call's result is read.
      case "use" where tree.memberName(after: method) != nil:
        let member = tree.memberName(after: method)!
        guard tree.kind(member + 1) == .leftParen else {
          found.append(ResultReads.Read(token: member, member: tree.text(member)))
          return
        }
        let reads = ResultReads.reads(
          ofCallAt: member, from: read, tree: tree, scopes: scopes, references: references)
        found += reads.map { ResultReads.Read(token: $0.token, member: tree.text(member)) }
      case "setState" where called:
        ofUpdater(given: method + 1)
      // The `persist` middleware's own functions (`rehydrate`, `clearStorage`), and `destroy`,
      // call no action.
      case "persist", "destroy":
        break
      default:
        found.append(ResultReads.Read(token: read, member: nil))
      }
    }

    /// The initializer's own reads: `set` (an updater given it), `get()`, `api` — but those at
    /// `except`, where a slice is given them.
    mutating func ofParameters(of initializer: Range<Int>, except: Set<Int> = []) {
      guard let list = GuardedParameters.parameterList(tree, initializer) else { return }
      for (position, parameter) in tree.commaSegments(list).enumerated() where position < 3 {
        // `(...a) =>`: `set`, `get` and `api` together, each read of them passed on whole
        // (`createTaskSlice(...a)` of a function not read here may call any action there).
        if parameter.count == 2, tree.kind(parameter.lowerBound) == .spread,
          let binding = scopes.bindingIndex(at: Int32(parameter.lowerBound + 1))
        {
          for read in references(binding) where !except.contains(read) {
            found.append(ResultReads.Read(token: read, member: nil))
          }
          continue
        }
        guard parameter.count == 1,
          let binding = scopes.bindingIndex(at: Int32(parameter.lowerBound))
        else { continue }
        for read in references(binding) where !except.contains(read) {
          switch position {
          case 0:
            if tree.kind(read + 1) == .leftParen {
              ofUpdater(given: read + 1)
            } else {
              found.append(ResultReads.Read(token: read, member: nil))
            }
          case 1:
            ofResult(ofCallAt: read)
          default:
            ofStore(at: read)
          }
        }
      }
    }

    /// The members read of what the call at `name` (from `start`) returns: the store's state.
    /// Spread (`set({ ...get(), busy: true })`), it is copied, and no action runs.
    private mutating func ofResult(ofCallAt name: Int, from start: Int? = nil) {
      if tree.kind((start ?? name) - 1) == .spread { return }
      found += ResultReads.reads(
        ofCallAt: name, from: start, tree: tree, scopes: scopes, references: references)
    }

    /// `set(…)` or `setState(…)` called at `paren`: an updater (`(s) => …`) given the state may
    /// call an action through it — a member it reads (`s.archive()`, `s.count + 1`) there, unless
    /// it writes it (immer's `s.count = 0`); any action where it reads the state whole (a
    /// destructuring parameter, `s` passed on), but a spread (`{ ...s }`), which copies. A state
    /// object given — written there, or a `const` bound to one (`set(initialState)`) — calls
    /// none; anything else given (a function's name, a parameter) may call any action.
    private mutating func ofUpdater(given paren: Int) {
      guard tree.tokens[paren].partner > paren else { return }
      let argument = paren + 1
      if tree.kind(argument) == .objectStart || argument == tree.partner(paren) { return }
      if tree.kind(argument) == .identifier, tree.kind(argument + 1) != .arrow,
        let binding = scopes.bindingIndex(at: Int32(argument)),
        case let declared = scopes.bindings[Int(binding)], declared.kind == .const,
        tree.isWordOperator(Int(declared.token) + 1, "="),
        tree.objectInitializer(at: Int(declared.token) + 2) != nil
      {
        return
      }
      guard let updater = LocalFunctions.functionValue(tree, at: argument) else {
        found.append(ResultReads.Read(token: paren - 1, member: nil))
        return
      }
      guard let list = GuardedParameters.parameterList(tree, updater),
        let state = tree.commaSegments(list).first, !state.isEmpty
      else { return }
      guard state.count == 1, let binding = scopes.bindingIndex(at: Int32(state.lowerBound)) else {
        found.append(ResultReads.Read(token: paren - 1, member: nil))
        return
      }
      for read in references(binding) where read != state.lowerBound {
        if let member = tree.memberName(after: read) {
          if tree.kind(member + 1) != .assign {
            found.append(ResultReads.Read(token: member, member: tree.text(member)))
          }
        } else if tree.kind(read - 1) != .spread {
          found.append(ResultReads.Read(token: read, member: nil))
        }
      }
    }
  }
}
