/// The functions of a file whose every flow the file shows (CONTENT-ANALYSIS.md, "Where a use
/// stands"): a function declaration, or a `const` bound to an arrow, a function expression or
/// `useCallback`, `memo` or `forwardRef` of one, that the file does not export. Its body runs only through one of its
/// references — a call, or a value passed on (`onPress={canArchive ? onArchive : undefined}`) —
/// so a use inside it stands at each reference instead, with the guards that hold there added
/// to its own. A function that is never referenced is a root: its uses stay where they are.
struct LocalFunctions {
  struct Function {
    /// The tokens of its parameters and body.
    let body: Range<Int>
    /// Where it is read, outside its own body (a recursive call runs inside an outer one).
    let references: [Int]
    /// The name it is exported as: other files read it too, so a use inside it also waits for
    /// the bundle to say where they do (`FileScan.withheldCalls`).
    let exportName: String?
    /// Whether a function around it hands it back (`return { archive }`): it runs where that
    /// function's callers read it, never as that function runs.
    var isReturned = false
    /// Whether what it hands on runs in its file besides (a query's function, where the query is
    /// enabled, handed on as `refetch`): read by no caller, it is no root (`exportsReadHere`).
    var runsElsewhere = false
    /// Handed back by a function of the file (`isReturned`): that function, whose flags
    /// (`FlagParameters`) each call of it gives.
    var holder: Holder?
    /// The props a component's `Row.defaultProps = { … }` gives a value other than `false`,
    /// `null` or `undefined` (`PropsMembers.truthyDefaults`), by slot (`.name`): React puts it
    /// where the element gives `undefined`, so they hold no flag; `nil` where the defaults are
    /// not known (any other value), and none holds one.
    var truthyDefaults: Set<String>? = []

    /// The function that handed another back: its first token, and for each reference of the
    /// one handed back, the token naming the call whose result is read there.
    struct Holder {
      let start: Int
      let calls: [Int: Int]

      /// The function starting at `start`, for the references `references` of the one it
      /// hands back, each a read of the result of the call `callOf` gives.
      init(start: Int, references: [Int], callOf: [Int: Int]) {
        self.start = start
        calls = Dictionary(
          uniqueKeysWithValues: references.compactMap { read in callOf[read].map { (read, $0) } })
      }
    }

    /// A function run where what holds it is read, not where it is written — handed back by a
    /// hook, or made by a package (a store's action, a thunk's payload, a mutation's): `body`,
    /// run at `places` (a call of itself runs inside an outer one: not among them) and, when
    /// `export` names it, in the files importing it. Run nowhere, it is a root, whose uses stay
    /// where they are (`nil`).
    static func handedBack(_ body: Range<Int>, at places: some Sequence<Int>, export: String?)
      -> Function?
    {
      let references = Set(places).filter { !body.contains($0) }.sorted()
      guard !references.isEmpty || export != nil else { return nil }
      var function = Function(body: body, references: references, exportName: export)
      function.isReturned = true
      return function
    }
  }

  /// Innermost last, as bodies nest: sorted by start, then by end descending.
  private(set) var functions: [Function] = []
  /// The calls of imported functions whose results are spread into an object a function of the
  /// file returns (`return { ...useTaskActions(), tasks }`), by callee: where that function's
  /// result is read, and the name it is exported under.
  private var spreads: [Int: Spread] = [:]

  /// The members of the file's class components that run where their own code reads them
  /// (`ComponentMembers`): the bundle reads none of them through a ref, or their file is read
  /// again (`FileScan.componentMembers`).
  private(set) var componentMembers: Set<String> = []

  /// Where a result spread into an object a function returns is read (`spreads`).
  struct Spread {
    let reads: [ResultReads.Read]
    let export: String?
  }
  /// Each function's nearest enclosing one (its index, or -1): bodies nest, so the functions
  /// around a token are the one starting last before it and its enclosing ones — found without
  /// reading every function (a file of thousands asked once per use).
  private var parents: [Int] = []

  /// How many references deep a use is carried, at most: past it, the use stands at the place
  /// reached, with the guards gathered so far.
  static let maxDepth = 8

  /// `thunkMakers`: the imports that are another file's typed `createAsyncThunk`;
  /// `selectorHelpers`, those that are another file's zustand selectors helper; `slices`, those
  /// read as a store's slices (`Linked.slices`); `refCalled`, the names the bundle reads of an
  /// instance through a ref (`Linked.refCalled`).
  init(
    tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface,
    thunkMakers: Set<String> = [], selectorHelpers: Set<String> = [], slices: Set<String> = [],
    refCalled: Set<String> = []
  ) {
    let exported = Self.exported(interface)
    var bodies: [Int32: Range<Int>] = [:]
    var exportNames = Self.exportNames(scopes: scopes, exported: exported)
    // A class component's body: its instances render, mount and handle their events where the
    // class is read (`<TaskView …/>`, `component={TaskView}`), as a function component's.
    var components: [Int32: Range<Int>] = [:]
    for (index, binding) in scopes.bindings.enumerated() {
      if let body = Self.body(of: binding, tree) { bodies[Int32(index)] = body }
      if binding.kind == .class, let body = Self.componentBody(of: binding, tree) {
        components[Int32(index)] = body
      }
    }
    var objects = ObjectMethods(tree: tree, scopes: scopes)
    let methods = Self.methods(tree: tree, scopes: scopes, objects: &objects, exported: exported)
    // The functions state libraries run where the content reads what they make.
    let modelled = !thunkMakers.isEmpty || PackageFunctions.anyImported(by: interface)
    let hooks = modelled ? StartingHooks(scopes: scopes, interface: interface) : .none
    let stores =
      modelled
      ? StoreActions.functions(
        tree: tree, scopes: scopes, interface: interface, objects: &objects,
        exportNames: exportNames, helpers: selectorHelpers, slices: slices)
      : (actions: [], sliceReads: [])
    let actions =
      !modelled
      ? []
      : stores.actions
        + AsyncThunks.functions(
          tree: tree, scopes: scopes, interface: interface, imported: thunkMakers,
          exportNames: exportNames)
        + Mutations.functions(
          tree: tree, scopes: scopes, interface: interface, objects: &objects,
          exportNames: exportNames)
        + hooks.functions(tree: tree, scopes: scopes, objects: &objects)
    guard !bodies.isEmpty || !components.isEmpty || !methods.isEmpty || !actions.isEmpty else {
      return
    }
    var references: [Int32: [Int]] = [:]
    var defaults: [Int32: Set<String>?] = [:]
    for reference in scopes.references where reference.binding >= 0 {
      guard let body = bodies[reference.binding] ?? components[reference.binding] else {
        continue
      }
      let token = Int(reference.token)
      // Its defaults (`Row.defaultProps = { … }`) change what its props hold.
      if let given = Self.defaultProps(tree, at: token) {
        defaults[reference.binding] =
          defaults[reference.binding].map { known in
            known.flatMap { given?.union($0) }
          } ?? given
        continue
      }
      // An export clause passes the function on to other files, which the bundle follows; a
      // hook's dependency list only compares it; a property written onto it (`Row.displayName
      // = …`) runs nothing.
      // A store's slice, spread into its state where the store is made, is read as its actions
      // are (`StoreActions.slices`).
      if !body.contains(token), !tree.isExportClause(token), !tree.isHookDependency(token),
        !Self.isPropertyWrite(tree, at: token), !stores.sliceReads.contains(token)
      {
        references[reference.binding, default: []].append(token)
      }
    }
    let returned = Self.returned(
      bodies: bodies, references: &references, exportNames: &exportNames, tree: tree,
      scopes: scopes, objects: &objects, hooks: hooks)
    spreads = returned.spreads
    functions = bodies.merging(components) { function, _ in function }.compactMap { binding, body in
      let found = references[binding] ?? []
      // Read nowhere and exported nowhere: a root, whose uses stay where they are.
      guard !found.isEmpty || exportNames[binding] != nil else { return nil }
      var function = Function(
        body: body, references: found.sorted(), exportName: exportNames[binding])
      function.isReturned = returned.bindings.contains(binding)
      function.holder = returned.holders[binding]
      function.truthyDefaults = defaults[binding] ?? []
      return function
    }
    // An object bound to a `const` that is only returned (`const actions = { … }; return
    // actions`): its methods are handed back, read where the callers read them, not where it
    // is returned.
    let handed = Set(returned.functions.map(\.body.lowerBound))
    functions +=
      methods.filter { !handed.contains($0.body.lowerBound) } + returned.functions + actions
    let members = ComponentMembers.functions(
      components: components.values, tree: tree, objects: objects, refCalled: refCalled)
    componentMembers = Set(members.map(\.member))
    functions += members.map(\.function)
    functions.sort {
      $0.body.lowerBound != $1.body.lowerBound
        ? $0.body.lowerBound < $1.body.lowerBound : $0.body.upperBound > $1.body.upperBound
    }
    var open: [Int] = []
    for (index, function) in functions.enumerated() {
      while let last = open.last, !functions[last].body.contains(function.body.lowerBound) {
        open.removeLast()
      }
      parents.append(open.last ?? -1)
      open.append(index)
    }
  }

  /// The local names the file exports, each under one name: the least of those it has
  /// (`ImportedConstants.origin` agrees).
  private static func exported(_ interface: ModuleInterface) -> [String: String] {
    var exported: [String: String] = [:]
    for (name, export) in interface.exports {
      if case .local(let local) = export, exported[local].map({ name < $0 }) ?? true {
        exported[local] = name
      }
    }
    return exported
  }

  /// The name each top-level binding the file exports is exported under (`exported`).
  static func exportNames(
    scopes: ScopeTree, interface: ModuleInterface
  ) -> [Int32: String] {
    exportNames(scopes: scopes, exported: exported(interface))
  }

  private static func exportNames(scopes: ScopeTree, exported: [String: String]) -> [Int32: String]
  {
    var found: [Int32: String] = [:]
    guard !exported.isEmpty else { return found }
    for (index, binding) in scopes.bindings.enumerated() where binding.scope == 0 {
      if let name = exported[binding.name] { found[Int32(index)] = name }
    }
    return found
  }

  /// The methods of the file's objects (`ObjectMethods`) every call of which the file shows, or
  /// that it exports with their object (`bridge.archive` for `export const bridge = …`): read as
  /// `tasks.archive(…)` (or `tasks?.archive`, `this.archive(…)` in the object's own code), or
  /// wherever the object is passed on whole (`register(tasks)`, `const { archive } = tasks`),
  /// which may call any of them. An instance's methods are followed only when the class is read
  /// nowhere but in `const x = new C(…)` and for its static members (not exported, extended or
  /// passed on: `ObjectMethods.isClosed`).
  private static func methods(
    tree: TokenTree, scopes: ScopeTree, objects: inout ObjectMethods, exported: [String: String]
  ) -> [Function] {
    // By the method's first token: the instances of a class share its methods.
    var bodies: [Int: Range<Int>] = [:]
    var references: [Int: [Int]] = [:]
    var exportNames: [Int: String] = [:]
    // By class: where it is read to make the instances followed, and their methods.
    var classes: [Int32: (makers: Set<Int>, methods: [Int])] = [:]
    /// The methods `found` the object `holder` holds, made (when an instance) by `new` at
    /// `made`, exported under `export`.
    func add(
      _ found: [String: Range<Int>], of holder: ObjectMethods.Holder, madeAt made: Int?,
      export: String?
    ) {
      for body in found.values { bodies[body.lowerBound] = body }
      if case .instances = holder, let made, let type = scopes.bindingIndex(at: Int32(made) + 1) {
        classes[type, default: ([], [])].makers.insert(made + 1)
        // (A private method only its own `this` calls has no callers elsewhere.)
        classes[type]!.methods += found.filter {
          !objects.isCalledOnlyThroughThis($0.key, inClass: holder.opener)
        }.values.map(\.lowerBound)
      }
      // `this.archive(…)` in the object's own code — in a nested object's, its own members
      // (`tasks.archive`); `this` read otherwise (`this[name]()`, `const self = this`,
      // `register(this)`) may call any of its methods. An instance's own code is its class's
      // and that of the classes it inherits from, where `super.send(…)` calls the method of
      // the class above.
      let opener = holder.opener
      var code = [opener]
      if case .instances = holder {
        while code.count < 5, let base = objects.superclassBody(ofClassAt: code.last!) {
          code.append(base)
        }
      }
      for (level, body) in code.enumerated().dropLast() {
        let above = objects.methodsWrittenOnlyHere(.instances(code[level + 1]))
        for token in body..<tree.partner(body)
        where tree.isWord(token, "super") && tree.kind(token + 1) == .dot {
          if let method = above[tree.text(token + 2)] {
            bodies[method.lowerBound] = method
            references[method.lowerBound, default: []].append(token + 2)
          }
        }
      }
      for token in code.flatMap({ $0..<tree.partner($0) }) where tree.isWord(token, "this") {
        guard case .literal = holder, let (_, container) = objects.thisHolder(at: token),
          let path = objects.path(of: container, in: opener), !path.isEmpty
        else {
          for (key, read) in ObjectMethods.reached(from: token, keys: found.keys, tree: tree) {
            references[found[key]!.lowerBound, default: []].append(read)
          }
          continue
        }
        let prefix = path + "."
        let keys = found.keys.filter { $0.hasPrefix(prefix) }.map {
          String($0.dropFirst(prefix.count))
        }
        for (key, read) in ObjectMethods.reached(from: token, keys: keys, tree: tree) {
          references[found[prefix + key]!.lowerBound, default: []].append(read)
        }
      }
      if let export {
        // (A private member, `#send`, no other file can read.)
        for (member, body) in found where !member.hasPrefix("#") {
          exportNames[body.lowerBound] = CheckCalls.methodName(export, member)
        }
      }
    }
    for (index, binding) in scopes.bindings.enumerated()
    where binding.kind == .const || binding.kind == .class {
      // A component's methods run where it is read, with it (`componentBody`).
      if binding.kind == .class, componentBody(of: binding, tree) != nil { continue }
      let object = Int32(index)
      let found = objects.methods(of: object)
      guard !found.isEmpty, let holder = objects.holder(of: object) else { continue }
      for read in objects.reads(of: object) where !tree.isHookDependency(read) {
        // Passed on whole (what it is given to may call any method), but not exported, tested
        // for its type or made.
        if tree.memberName(after: read) == nil,
          tree.isExportClause(read) || tree.isWord(read - 1, "typeof")
            || tree.isWord(read - 1, "new")
        {
          continue
        }
        for (key, token) in ObjectMethods.reached(from: read, keys: found.keys, tree: tree) {
          references[found[key]!.lowerBound, default: []].append(token)
        }
      }
      add(
        found, of: holder, madeAt: Int(binding.token) + 2,
        export: binding.scope == 0 ? exported[binding.name] : nil)
    }
    // A class's private methods that only its own `this` calls (`this.#send(…)`): called
    // there, wherever its instances are made, the class exported or not.
    for binding in scopes.bindings
    where binding.kind == .class && componentBody(of: binding, tree) == nil {
      guard let open = objects.classBody(name: Int(binding.token)) else { continue }
      let holder = ObjectMethods.Holder.instances(open)
      let privates = objects.methodsWrittenOnlyHere(holder).filter {
        objects.isCalledOnlyThroughThis($0.key, inClass: open)
      }
      if !privates.isEmpty { add(privates, of: holder, madeAt: nil, export: nil) }
    }
    // `export default new BridgeService()`: called where the files importing it call it.
    if let (value, holder) = objects.defaultExport() {
      add(objects.methodsWrittenOnlyHere(holder), of: holder, madeAt: value, export: "default")
    }
    // A class read but to make the instances above (or exported): its instances' methods have
    // callers the file does not show.
    var unknown = Set<Int>()
    for (type, made) in classes where !objects.isClosed(type, makers: made.makers) {
      unknown.formUnion(made.methods)
    }
    // A class inherits methods that also run on the instances of every other class extending
    // the same one: where some of those instances are not followed, nor are those methods (a
    // class only extended has none of its own).
    let classBodies = scopes.bindings.map { binding in
      binding.kind == .class ? objects.classBody(name: Int(binding.token)) : nil
    }
    let extended = Set(classBodies.compactMap { $0.flatMap(objects.superclassBody(ofClassAt:)) })
    for (index, open) in classBodies.enumerated() {
      guard let open, classes[Int32(index)] == nil, !extended.contains(open),
        objects.superclassBody(ofClassAt: open) != nil
      else { continue }
      unknown.formUnion(objects.methodsWrittenOnlyHere(.instances(open)).values.map(\.lowerBound))
    }
    return bodies.values.compactMap { body in
      let found = (references[body.lowerBound] ?? []).filter { !body.contains($0) }
      let exportName = exportNames[body.lowerBound]
      guard !unknown.contains(body.lowerBound), !found.isEmpty || exportName != nil else {
        return nil
      }
      return Function(
        body: body, references: Array(Set(found)).sorted(), exportName: exportName)
    }
  }

  /// The functions the file's functions hand back in the objects they return (`return {
  /// archive, complete: () => … }`, through `useMemo`), in arrays (`return [archive, state]`:
  /// members by position, "0"), or on their own (`return
  /// useCallback(…)`, `returnedItself`): each runs where a caller reads that member of the
  /// result (`ResultReads`) — or where the object's own methods read it through `this` — not
  /// where it is returned, and other files read it as `useTaskActions().archive` when the
  /// returning function is exported. One written inline is
  /// a function of its own (`functions`); one bound to a name the file declares (`archive`,
  /// `complete: onComplete`) has its read in the object replaced by those places
  /// (`references`) — unless it is exported itself or handed back under two names, when it
  /// keeps being read there, as a value the returning function's callers receive.
  private static func returned(
    bodies: [Int32: Range<Int>], references: inout [Int32: [Int]],
    exportNames: inout [Int32: String], tree: TokenTree, scopes: ScopeTree,
    objects: inout ObjectMethods, hooks: StartingHooks
  ) -> (
    functions: [Function], bindings: Set<Int32>, holders: [Int32: Function.Holder],
    spreads: [Int: Spread]
  ) {
    var functions: [Function] = []
    var spreads: [Int: Spread] = [:]
    // By function named in a returned object: where it is named there, and the places of the
    // member it is.
    var named: [Int32: [(holder: Int32, member: String, token: Int, places: [Int])]] = [:]
    var byBinding: [Int32: [Int]]?
    // Where a function may hand one back (`return {`, `=> ({`, `return [`, `return useMemo(`,
    // `return (id) =>`, `return useCallback(`, `return archive`), found in one pass: a function
    // with none in its body hands nothing back, unread.
    let returning = Self.returnStarts(
      tree, scopes: scopes, functions: bodies, hooks: hooks)
    guard !returning.isEmpty else { return ([], [], [:], [:]) }
    // Each read of a result's member, with the call whose result it reads.
    var callOf: [Int: Int] = [:]
    /// The function of the file an object holding the call at `call` spread into it (`return {
    /// ...useTaskActions(), tasks }`, or a `const` only returned) is returned by: the innermost
    /// one holding it.
    func spreadHolder(ofCallAt call: Int) -> Int32? {
      let object = tree.enclosingOpener(call - 1)
      guard tree.kind(call - 1) == .spread, object >= 0,
        tree.spreadCalls(in: object).contains(call)
      else { return nil }
      var innermost: (binding: Int32, body: Range<Int>)?
      for (binding, body) in bodies where body.contains(object) {
        if innermost.map({ body.lowerBound > $0.body.lowerBound }) ?? true {
          innermost = (binding, body)
        }
      }
      guard let innermost,
        tree.returnedObjects(innermost.body, scopes: scopes).objects.contains(object)
      else { return nil }
      return innermost.binding
    }
    for (holder, body) in bodies {
      var export = exportNames[holder]
      let first = returning.firstIndex(notBelow: body.lowerBound) { $0 }
      guard export != nil || references[holder] != nil, first < returning.count,
        returning[first] < body.upperBound
      else { continue }
      let returned = tree.returnedObjects(body, scopes: scopes).objects
      let itself = tree.returnedFunctions(body)
      // A mutation or query handed back (`return useMutation({ … })`): the functions it is
      // given.
      let started = itself.calls.compactMap { callee in
        hooks.kind(at: callee, scopes: scopes).map { (callee, $0) }
      }
      guard
        !returned.isEmpty || !itself.values.isEmpty || !itself.names.isEmpty
          || !started.isEmpty
      else { continue }
      if byBinding == nil { byBinding = scopes.referencesByBinding() }
      /// Where the result of the call at `call` is read (`ResultReads`) — spread into an object
      /// a function of the file returns, where that function's callers read it, member by
      /// member, a few spreads deep — and the name other files ask its functions under: the
      /// function's own, or that of the one it is spread through (`exported`: the one found so
      /// far; spread through a second, it is read where spread). `given`: the call giving the
      /// flags.
      func resultReads(ofCallAt call: Int, given: Int, exported: String?, depth: Int = 0) -> (
        reads: [ResultReads.Read], export: String?
      ) {
        if depth < 3, let outer = spreadHolder(ofCallAt: call), outer != holder,
          exported == nil || exportNames[outer] == nil
        {
          var found: (reads: [ResultReads.Read], export: String?) = ([], exported)
          for reference in references[outer] ?? [] {
            let through = resultReads(
              ofCallAt: reference, given: given, exported: exported ?? exportNames[outer],
              depth: depth + 1)
            found.reads += through.reads
            found.export = found.export ?? through.export
          }
          return (found.reads, found.export ?? exportNames[outer])
        }
        let found = ResultReads.reads(ofCallAt: call, tree: tree, scopes: scopes, hooks: hooks) {
          byBinding![$0] ?? []
        }
        for read in found { callOf[read.token] = given }
        return (found, exported)
      }
      // (One name across files: once a spread gives one, a second exported function it is
      // spread through reads it where spread.)
      var reads: [ResultReads.Read] = []
      for call in references[holder] ?? [] {
        let found = resultReads(ofCallAt: call, given: call, exported: export)
        export = found.export
        reads += found.reads
      }
      // In the objects' own methods, `this.archive()` calls a member too, and `this` read
      // otherwise (`this[name]()`, `register(this)`) may call any.
      var own: [ResultReads.Read] = []
      for object in returned {
        for token in object..<tree.partner(object) where tree.isWord(token, "this") {
          let name = tree.memberName(after: token)
          own.append(ResultReads.Read(token: name ?? token, member: name.map(tree.text)))
        }
      }
      /// Where `member` of the result is read; `returnedItself` (the result, a function) is
      /// wherever the result is read, a member of it or not (`archive.call(…)`).
      func places(of member: String) -> [Int] {
        let found =
          member == Self.returnedItself
          ? reads : (reads + own).filter { Self.reads($0, member) }
        return Set(found.map(\.token)).sorted()
      }
      /// `alsoAt`: where it runs besides (a query's `enabled` option); `runsElsewhere`: what
      /// it holds runs in the file besides (`Function.runsElsewhere`).
      func hand(
        _ function: Range<Int>, as member: String, alsoAt: Int? = nil, runsElsewhere: Bool = false
      ) {
        if var handed = Function.handedBack(
          function, at: places(of: member) + (alsoAt.map { [$0] } ?? []),
          export: export.map { CheckCalls.heldName($0, member) })
        {
          handed.runsElsewhere = runsElsewhere
          handed.holder = Function.Holder(
            start: body.lowerBound, references: handed.references, callOf: callOf)
          functions.append(handed)
        }
      }
      // An imported function's result spread into an object it returns: read, member by member,
      // where this one's result is (`places(of:member:)`).
      for object in returned {
        for callee in tree.spreadCalls(in: object) {
          guard let binding = scopes.bindingIndex(at: Int32(callee)),
            scopes.bindings[Int(binding)].kind == .import
          else { continue }
          spreads[callee] = Spread(reads: reads + own, export: export)
        }
      }
      for value in itself.values { hand(value, as: Self.returnedItself) }
      for (callee, kind) in started {
        let given = StartingHooks.given(kind, tree: tree, call: callee, objects: &objects)
        for function in given.functions { hand(function, as: kind.started, alsoAt: given.runsAt) }
      }
      /// A name handed back as `member`: a function the file declares is read there no more,
      /// but where the result's member is; an imported one (`import { archiveTask } from
      /// "./api"`, `return { archiveTask }`) is read at its token there, which stands for those
      /// places in turn (a function of that one token).
      /// So is a name holding what another function hands back (`const { archive } =
      /// useTaskActions(); return { archive }`): a hook composing hooks hands it on.
      func name(_ token: Int, _ binding: Int32, as member: String) {
        let declared = scopes.bindings[Int(binding)]
        if declared.kind == .import, declared.scope == 0 {
          hand(token..<token + 1, as: member)
        } else if bodies[binding] != nil {
          if exportNames[binding] == nil {
            named[binding, default: []].append((holder, member, token, places(of: member)))
          }
        } else if let held = ResultReads.heldResult(declaredAt: Int(declared.token), tree: tree) {
          // A mutation or query handed back whole (`const archive = useMutation(…); return
          // archive`): its callers start it where they read `mutate` (or `refetch`). A query's
          // function runs where it is enabled besides (`{ data, refetch }` handed on).
          let kind = hooks.kind(at: held.callee, scopes: scopes)
          let whole = member == Self.returnedItself && held.member == nil
          hand(
            token..<token + 1, as: whole ? kind?.started ?? member : member,
            runsElsewhere: kind == .query)
        }
      }
      for token in itself.names {
        if let binding = scopes.bindingIndex(at: Int32(token)) {
          name(token, binding, as: Self.returnedItself)
        }
      }
      for object in returned {
        for (member, function) in objects.methodsWrittenOnlyHere(.literal(object)) {
          hand(function, as: member)
        }
        // `{ archive }`, `{ archive: onArchive }`: a function the file names.
        for (member, token, binding) in objects.namedValues(in: object) {
          name(token, binding, as: member)
        }
      }
    }
    var bindings = Set<Int32>()
    var holders: [Int32: Function.Holder] = [:]
    for (binding, handed) in named {
      guard let first = handed.first,
        handed.allSatisfy({ $0.holder == first.holder && $0.member == first.member })
      else { continue }
      let given = Set(handed.map(\.token))
      let body = bodies[binding]!
      references[binding] =
        (references[binding] ?? []).filter { !given.contains($0) }
        + first.places.filter { !body.contains($0) }
      if let export = exportNames[first.holder] {
        exportNames[binding] = CheckCalls.heldName(export, first.member)
      }
      bindings.insert(binding)
      holders[binding] = Function.Holder(
        start: bodies[first.holder]!.lowerBound, references: first.places, callOf: callOf)
    }
    return (functions, bindings, holders, spreads)
  }

  /// The member name under which a function handed back on its own (`return archive`) is
  /// asked across files: `useArchive().` (`CheckCalls.heldName`).
  static let returnedItself = ""

  /// Whether a read of a result (of its member, or whole, which may read any but the one it
  /// excepts) reads what is handed back as `member`: that member, one of the members it lists
  /// (`Mutations.started`: `mutate|mutateAsync`), or, for `returnedItself`, any.
  static func reads(_ result: ResultReads.Read, _ member: String) -> Bool {
    guard let read = result.member else { return result.except != member }
    guard member != returnedItself, read != member else { return true }
    return member.contains("|") && member.split(separator: "|").contains { $0 == read }
  }

  /// Where a function may hand a function back, in order: after `return` or an arrow, an object,
  /// an array, `useMemo` or an option helper (`queryOptions({`; through parentheses: an object
  /// of functions), a function value,
  /// `useCallback(…)`, a name bound to one of `functions` or an import, alone, or a call of
  /// one of `hooks`.
  private static func returnStarts(
    _ tree: TokenTree, scopes: ScopeTree, functions: [Int32: Range<Int>],
    hooks: StartingHooks
  ) -> [Int] {
    /// A name returned alone: of a function, an import, or a `const` holding an object.
    func isHandedName(_ binding: Int32) -> Bool {
      let declared = scopes.bindings[Int(binding)]
      return functions[binding] != nil || declared.kind == .import
        || declared.kind == .const
          && tree.objectInitializer(at: Int(declared.token) + 2) != nil
        || ResultReads.heldResult(declaredAt: Int(declared.token), tree: tree) != nil
    }
    var found: [Int] = []
    for token in 1..<max(1, tree.endIndex) {
      guard tree.isWord(token, "return") || tree.kind(token) == .arrow else { continue }
      var inner = token + 1
      while tree.kind(inner) == .leftParen { inner += 1 }
      if tree.isWord(inner, "React"), tree.kind(inner + 1) == .dot { inner += 2 }
      let next = token + 1
      if tree.kind(inner) == .objectStart || tree.kind(inner) == .leftBracket
        || tree.isWord(inner, "useMemo")
        || tree.kind(inner + 1) == .leftParen && tree.tokens[inner + 1].partner > inner + 1
          && Queries.helperObject(tree, inner, tree.partner(inner + 1)) != nil
        || LocalFunctions.functionValue(tree, at: next) != nil
        || (tree.endsDeclarator(at: next + 1) || tree.kind(next + 1) == .rightParen)
          && scopes.bindingIndex(at: Int32(next)).map(isHandedName) ?? false
        || tree.kind(next + 1) == .leftParen && hooks.kind(at: next, scopes: scopes) != nil
      {
        found.append(token)
      }
    }
    return found
  }

  /// The indices of the functions whose bodies hold `token`, innermost first.
  private func indices(around token: Int) -> [Int] {
    var low = 0
    var high = functions.count
    while low < high {
      let middle = (low + high) / 2
      if functions[middle].body.lowerBound <= token { low = middle + 1 } else { high = middle }
    }
    var found: [Int] = []
    var index = low - 1
    while index >= 0 {
      if functions[index].body.contains(token) { found.append(index) }
      index = parents[index]
    }
    return found
  }

  /// The functions a use at any of `tokens` may be carried through to where it stands
  /// (`places`): those around each, and on outwards around each of their references.
  func reached(from tokens: [Int]) -> [Function] {
    var seen = Set<Int>()
    var pending = tokens
    while let token = pending.popLast() {
      for index in indices(around: token) where seen.insert(index).inserted {
        pending += functions[index].references
      }
    }
    return seen.sorted().map { functions[$0] }
  }

  /// The function whose parameters start at `token` (a method's, after its name), if any.
  func function(startingAt token: Int) -> Function? {
    functions.first { $0.body.lowerBound == token }
  }

  /// The innermost function containing `token`, if any.
  func innermost(containing token: Int) -> Function? {
    indices(around: token).first.map { functions[$0] }
  }

  /// How many places one use may stand at: a function read ten times inside one read ten
  /// times is a hundred chains. Past it, the use stands where it was written, with the guards
  /// common to every chain (`entryGuards`).
  static let maxPlaces = 32

  typealias Held = HeldGuards

  /// Where a use found at `token` (with `guards`) stands: at each reference of the function
  /// around it, on outwards, with the guards of each reference (`guardsAt`) added; `via` lists
  /// the places passed through, innermost first. A use in no such function stands where it is.
  /// At each reference, the function's flag parameters (`FlagParameters`) become what
  /// `instance` says the arguments there prove (given the reference and the function's first
  /// token; by placeholder); `given`, what the arguments of an imported function read at
  /// `token` prove, goes along likewise.
  ///
  /// `member`: the member of an imported function's result read at `token`, where that result
  /// is spread into an object a function of the file returns (`spreads`): it stands first
  /// where that function's callers read the member.
  func places(
    of token: Int, held: Held, guardsAt: [Int: Held], tree: TokenTree,
    instance: (Int, Int) -> [String: Held] = { _, _ in [:] }, given: [String: Held] = [:],
    member: String? = nil
  ) -> [Place] {
    let (guards, asserted) = (held.guards, held.asserted)
    var done: [Place] = []
    var pending = [
      Place(
        token: token, guards: guards, asserted: asserted, via: [], origins: held.origins,
        given: given)
    ]
    let around = exportsAround(token)
    // (Read nowhere and exported nowhere, it stands in the function holding it.)
    var spread = member.flatMap { member in
      spreads[token].flatMap { spread -> Function? in
        let reads = Set(spread.reads.filter { Self.reads($0, member) }.map(\.token)).sorted()
        guard !reads.isEmpty || spread.export != nil else { return nil }
        return Function(
          body: token..<token + 1, references: reads,
          exportName: spread.export.map { CheckCalls.heldName($0, member) })
      }
    }
    while let place = pending.popLast() {
      let function: Function
      if let first = spread {
        (function, spread) = (first, nil)
      } else {
        guard place.via.count < Self.maxDepth, let found = innermost(containing: place.token)
        else {
          // No call gives what its flags stand for.
          done.append(place.withoutFlags)
          continue
        }
        function = found
      }
      guard done.count + pending.count + function.references.count <= Self.maxPlaces,
        around.count <= 1
      else {
        // Too many chains to list: one use where written, with what holds on all of them.
        var memo: [Int: Held] = [:]
        var visiting = Set<Int>()
        let entry = entryGuards(of: token, guardsAt: guardsAt, memo: &memo, visiting: &visiting)
        let guards = around.isEmpty ? guards.union(entry.guards) : guards
        let origins = around.isEmpty ? held.origins.union(entry.origins) : held.origins
        return [
          Place(
            token: token, guards: guards, asserted: asserted || entry.asserted, via: [],
            origins: origins
          ).withoutFlags
        ]
      }
      // In a function value inside the function (a handler, a callback): that value is a root,
      // passed on, and the use stands in it; the function's references add what holds there.
      let standsAt =
        place.standsAt
        ?? (tree.isInsideFunctionValue(place.token, of: function.body) ? place.token : nil)
      let start = function.body.lowerBound
      // The function that handed it back, whose calls give that function's flags.
      let holder = function.holder?.start
      if let name = function.exportName {
        // Other files read it too: the use waits for them, as it stands here, its flags
        // theirs to give.
        var held = place
        held.heldFor = name
        held.standsAt = standsAt
        held.guards = FlagParameters.exporting(place.guards, function: start, holder: holder)
        if !place.given.isEmpty {
          held.given = place.given.mapValues {
            Held(
              guards: FlagParameters.exporting($0.guards, function: start, holder: holder),
              origins: $0.origins)
          }
        }
        done.append(held)
      }
      // Its flags (most places hold none) become what each reference's arguments prove.
      let flagged =
        place.guards.contains(where: FlagParameters.isPlaceholder) || !place.given.isEmpty
      for reference in function.references {
        let held = guardsAt[reference] ?? Held()
        var own = Held(guards: place.guards, origins: place.origins)
        var given = place.given
        // What holds at the reference: its guards, and what its arguments give the flags.
        var covered = held.guards
        if flagged {
          // Its own flags, given by the arguments here; those of the function that handed it
          // back, by that function's call whose result is read here.
          var instances = [(start, instance(reference, start))]
          if let holder, let call = function.holder!.calls[reference] {
            instances.append((holder, instance(call, holder)))
          }
          let flags = Held(guards: place.guards.filter(FlagParameters.isPlaceholder))
          for (function, instance) in instances {
            own = FlagParameters.instantiated(own, function: function, given: instance)
            given = given.mapValues {
              FlagParameters.instantiated($0, function: function, given: instance)
            }
            if place.asserted {
              covered.formUnion(
                FlagParameters.instantiated(flags, function: function, given: instance).guards)
            }
          }
        }
        // An assertion inside is no longer what the use rests on where checks cover its guards.
        let asserted = held.asserted || place.asserted && !covered.isSuperset(of: own.guards)
        pending.append(
          Place(
            token: reference, guards: own.guards.union(held.guards), asserted: asserted,
            via: place.via + [place.token], origins: own.origins.union(held.origins),
            standsAt: standsAt, given: given))
      }
    }
    return done.sorted {
      $0.token != $1.token ? $0.token < $1.token : $0.via.lexicographicallyPrecedes($1.via)
    }
  }

  /// A place a use stands at: its token, the guards and whether an assertion is among them, the
  /// places passed through (innermost first), and the export it waits for, if any.
  struct Place {
    var token: Int
    var guards: Set<String>
    var asserted: Bool
    var via: [Int]
    /// Where the checks behind its guards stand (`GuardOrigin`), some perhaps for guards a
    /// chain has lost: the use keeps those of the guards it has.
    var origins: Set<GuardOrigin> = []
    var heldFor: String?
    /// Where the use stands when it is not at `token`: inside a function value (a handler) the
    /// chain passed through, whose callers only add their guards (`token` is then the reference
    /// reached, where what holds is asked).
    var standsAt: Int?
    /// What the arguments of the imported function read where the chain started prove, by its
    /// flags' placeholders (`FlagParameters.exported`): the uses inside it take them there.
    var given: [String: Held] = [:]

    /// The place with no flag's placeholder left (`FlagParameters.dropped`): no call gives them.
    var withoutFlags: Place {
      guard !given.isEmpty || guards.contains(where: FlagParameters.isPlaceholder) else {
        return self
      }
      var place = self
      place.guards = FlagParameters.dropped(guards)
      if !given.isEmpty {
        place.given = given.mapValues {
          Held(guards: FlagParameters.dropped($0.guards), origins: $0.origins)
        }
      }
      return place
    }
  }

  /// The exported functions around `token`: a use in one nested in another (rare) is judged
  /// where written, with its own guards, since other files may call either.
  private func exportsAround(_ token: Int) -> [String] {
    var found: [String] = []
    for index in indices(around: token) {
      if let name = functions[index].exportName { found.append(name) }
      // Handed back: it runs where it is read, not in what holds it.
      if functions[index].isReturned { break }
    }
    return found
  }

  /// The guards that hold wherever the code at `token` runs: those common to every reference of
  /// the function around it, each with what holds where that reference runs. A reference inside
  /// a cycle of calls counts with its own guards only (fewer guards, never more).
  private func entryGuards(
    of token: Int, guardsAt: [Int: Held], memo: inout [Int: Held], visiting: inout Set<Int>
  ) -> Held {
    guard let index = indices(around: token).first else { return Held() }
    if let known = memo[index] { return known }
    // Other files call an exported function: what holds at its calls here says nothing of theirs.
    guard functions[index].exportName == nil, visiting.insert(index).inserted else {
      return Held()
    }
    defer { visiting.remove(index) }
    var common: Set<String>?
    var asserted = false
    var origins = Set<GuardOrigin>()
    for reference in functions[index].references {
      let held = guardsAt[reference] ?? Held()
      let outer = entryGuards(of: reference, guardsAt: guardsAt, memo: &memo, visiting: &visiting)
      let here = held.guards.union(outer.guards)
      common = common.map { $0.intersection(here) } ?? here
      asserted = asserted || held.asserted || outer.asserted
      origins.formUnion(held.origins.union(outer.origins))
    }
    let result = Held(guards: common ?? [], asserted: asserted, origins: origins)
    memo[index] = result
    return result
  }

  /// Every reference of every function, sorted: where guards are asked for.
  var allReferences: [Int] { functions.flatMap(\.references).sorted() }

  /// The parameters and body of the function `binding` names, when it is a declaration or a
  /// `const` bound to a function value.
  /// Whether the reference at `token` is written a property (`Row.displayName = "Row"`,
  /// `Screen.navigationOptions = {…}`).
  static func isPropertyWrite(_ tree: TokenTree, at token: Int) -> Bool {
    tree.kind(token + 1) == .dot && tree.kind(token + 2) == .identifier
      && tree.kind(token + 3) == .assign
  }

  /// What `Row.defaultProps = …` at the reference `token` gives truthy
  /// (`PropsMembers.truthyDefaults`: `.some(nil)` where not known); `nil` for any other read.
  private static func defaultProps(_ tree: TokenTree, at token: Int) -> Set<String>?? {
    guard isPropertyWrite(tree, at: token), tree.isWord(token + 2, "defaultProps"),
      tree.isWordOperator(token + 3, "=")
    else { return nil }
    return .some(PropsMembers.truthyDefaults(at: token + 4, tree))
  }

  static func body(of binding: ScopeTree.Binding, _ tree: TokenTree) -> Range<Int>? {
    let token = Int(binding.token)
    switch binding.kind {
    case .function:
      return declarationBody(tree, name: token)
    case .const where binding.scope == 0 && binding.name == "default":
      // The module's `*default*` (`ScopeTree`): `export default (id) => …`, `module.exports =
      // function (…) { … }`, the function value whole.
      guard let value = tree.moduleValue(declaredAt: token),
        let function = functionValue(tree, at: value),
        tree.endsDeclarator(at: function.upperBound)
      else { return nil }
      return function
    case .const:
      guard tree.kind(token + 1) == .assign,
        tree.isWord(token - 1, "const") || tree.kind(token - 1) == .comma
      else { return nil }
      return functionValue(tree, at: token + 2)
    default:
      return nil
    }
  }

  /// What a call of the function bound at `binding` runs (`body`), or an element of the class
  /// component (`componentBody`).
  static func calledBody(of binding: ScopeTree.Binding, _ tree: TokenTree) -> Range<Int>? {
    body(of: binding, tree) ?? componentBody(of: binding, tree)
  }

  /// The body (its braces) of the class declared at `binding` when it is a React component:
  /// `class TaskView extends Component {`, `PureComponent`, `React.Component`, type arguments
  /// and all.
  static func componentBody(of binding: ScopeTree.Binding, _ tree: TokenTree) -> Range<Int>? {
    let name = Int(binding.token)
    guard tree.isWord(name - 1, "class"), tree.isWord(name + 1, "extends") else { return nil }
    var base = name + 2
    if tree.isWord(base, "React"), tree.kind(base + 1) == .dot { base += 2 }
    guard tree.isWord(base, "Component") || tree.isWord(base, "PureComponent") else { return nil }
    var brace = base + 1
    while brace < tree.endIndex, brace - base < 64, !tree.isClassBody(brace) {
      brace = tree.nextSibling(brace)
    }
    guard brace < tree.endIndex, tree.isClassBody(brace), tree.tokens[brace].partner > brace
    else { return nil }
    return brace..<tree.partner(brace) + 1
  }

  /// `function name(…) { … }`: from the parameters to the body's end.
  private static func declarationBody(_ tree: TokenTree, name: Int) -> Range<Int>? {
    guard tree.isWord(name - 1, "function"), tree.kind(name + 1) == .leftParen,
      tree.tokens[name + 1].partner >= 0
    else { return nil }
    let brace = tree.partner(name + 1) + 1
    guard tree.kind(brace) == .leftBrace, tree.tokens[brace].partner >= 0 else { return nil }
    return name + 1..<tree.partner(brace) + 1
  }

  /// An arrow, a function expression, or one passed to `useCallback`, `memo` or `forwardRef`
  /// (`React.` or not: identities, CONTENT-ANALYSIS.md "React, modelled"), starting at `index`:
  /// its tokens.
  static func functionValue(_ tree: TokenTree, at index: Int) -> Range<Int>? {
    var start = index
    if tree.isWord(start, "React"), tree.kind(start + 1) == .dot { start += 2 }
    if tree.isWord(start, "useCallback") || tree.isWord(start, "memo")
      || tree.isWord(start, "forwardRef"), tree.kind(start + 1) == .leftParen
    {
      return functionValue(tree, at: start + 2)
    }
    if tree.isWord(start, "async") { start += 1 }
    if tree.isWord(start, "function") {
      var paren = start + 1
      if tree.kind(paren) == .identifier { paren += 1 }
      guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner >= 0 else { return nil }
      let brace = tree.partner(paren) + 1
      guard tree.kind(brace) == .leftBrace, tree.tokens[brace].partner >= 0 else { return nil }
      return start..<tree.partner(brace) + 1
    }
    var arrow = start + 1
    if tree.kind(start) == .leftParen {
      guard tree.tokens[start].partner >= 0 else { return nil }
      arrow = tree.partner(start) + 1
    } else if tree.kind(start) != .identifier {
      return nil
    }
    guard tree.kind(arrow) == .arrow else { return nil }
    if tree.kind(arrow + 1) == .leftBrace {
      guard tree.tokens[arrow + 1].partner >= 0 else { return nil }
      return start..<tree.partner(arrow + 1) + 1
    }
    // An expression body: to the end of the expression, the next `,`, `;` or closer at its level.
    var cursor = arrow + 1
    while cursor < tree.endIndex {
      switch tree.kind(cursor) {
      case .comma, .semicolon, .rightParen, .rightBracket, .rightBrace:
        return start..<cursor
      default:
        if cursor > arrow + 1, tree.isStatementBoundary(after: cursor - 1, before: cursor) {
          return start..<cursor
        }
        cursor = tree.nextSibling(cursor)
      }
    }
    return start..<cursor
  }
}
