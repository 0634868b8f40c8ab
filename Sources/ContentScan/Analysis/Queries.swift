import Foundation

/// TanStack Query's queries, modelled as its mutations are (`Mutations`). A query runs its
/// `queryFn` when it is enabled — as the component renders, on focus, on invalidation — and
/// whenever its result's `refetch` (or an infinite query's `fetchNextPage`/`fetchPreviousPage`)
/// is called, which ignores `enabled`. So given an `enabled` option,
/// `useQuery({ queryKey, queryFn: () => snapshot(…), enabled: has(C) })` runs the function at the
/// option's name, which `GuardAnalysis` guards by its value (`T(enabled)`), and where the result's
/// refetching members are read (or the result passed on whole: `ResultReads`); a hook handing
/// the query back (`return useQuery(…)`) hands the function back under those members. Without
/// `enabled` the function stays where it is written: what guards the call holds wherever its
/// result is read, and so at every run.
///
/// A query client fetching a query by its key alone (`queryClient.fetchQuery({ queryKey })`)
/// runs that query's function whether enabled or not: where the bundle holds such a call,
/// `enabled` guards nothing (`fetchByKey`).
enum Queries {
  /// The hooks that make a query.
  static let makers = PackageFunctions([
    "@tanstack/react-query:useQuery", "@tanstack/react-query:useInfiniteQuery",
    "react-query:useQuery", "react-query:useInfiniteQuery",
  ])

  /// The members of a query's result that run its function whether it is enabled or not
  /// (`LocalFunctions.reads`).
  static let refetched = "refetch|fetchNextPage|fetchPreviousPage"

  /// The option naming a query's function.
  static let function = "queryFn"

  /// TanStack Query's option helpers, each of which returns the object it is given (they exist
  /// for TypeScript's inference alone): `queryOptions({ queryKey, queryFn })`.
  private static let optionHelpers: [StaticString] = [
    "queryOptions", "infiniteQueryOptions", "mutationOptions",
  ]

  /// The object literal given to an option helper called from `start` to `end` (its `)`), by
  /// its `{`: a function returning `queryOptions({ … })` returns that object. Read by name, as
  /// `useMemo` is: a function of that name that does anything else is still read as returning
  /// its argument, which moves the functions in it to where its callers read them.
  static func helperObject(_ tree: TokenTree, _ start: Int, _ end: Int) -> Int? {
    let paren = start + 1
    guard tree.kind(paren) == .leftParen, tree.partner(paren) == end,
      tree.kind(paren + 1) == .objectStart, tree.partner(paren + 1) == end - 1,
      optionHelpers.contains(where: { tree.isWord(start, $0) })
    else { return nil }
    return paren + 1
  }

  /// The options of the query called at `callee` that say when it is enabled: the object's `{`
  /// and its `enabled` option's name (`enabled: has(C)`, or `{ enabled }`) — the last object
  /// written among the arguments (`useQuery({ … })`, v5's `useQuery({ … }, queryClient)`, v3's
  /// and v4's `useQuery(key, fn, { … })`). `nil` when there is no such option, or its value is a
  /// function (v5's `enabled: (query) => …`, read by no summary).
  static func options(_ tree: TokenTree, call callee: Int) -> (object: Int, enabled: Int)? {
    let paren = callee + 1
    guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner > paren,
      let options = tree.commaSegments(paren + 1..<tree.partner(paren)).last(where: {
        !$0.isEmpty && tree.kind($0.lowerBound) == .objectStart
          && tree.partner($0.lowerBound) + 1 == $0.upperBound
      })
    else { return nil }
    let object = options.lowerBound
    for member in tree.commaSegments(object + 1..<tree.partner(object))
    where tree.isWord(member.lowerBound, "enabled") {
      let value =
        member.count == 1
        ? member
        : tree.kind(member.lowerBound + 1) == .colon
          ? member.lowerBound + 2..<member.upperBound : nil
      guard let value, !value.isEmpty else { continue }
      if let function = LocalFunctions.functionValue(tree, at: value.lowerBound),
        function.upperBound == value.upperBound
      {
        return nil
      }
      return (object, member.lowerBound)
    }
    return nil
  }

  /// The name of the `enabled` option of every call of the file's query hooks (`hooks`, by
  /// binding) that has one: where `GuardAnalysis` records what its value proves.
  static func enabledOptions(
    tree: TokenTree, scopes: ScopeTree, hooks: some Sequence<Int32>
  ) -> Set<Int> {
    let byBinding = scopes.referencesByBinding()
    var found = Set<Int>()
    for hook in hooks {
      for callee in byBinding[hook] ?? [] {
        if let options = options(tree, call: callee) { found.insert(options.enabled) }
      }
    }
    return found
  }

  /// What the query called at `callee` runs where `enabled` holds: its `queryFn` — written
  /// there, a method, or named (`queryFn: fetchDueDates`, `queryFn: api.dueDates`, `{ queryFn
  /// }`: the name's read stands for the places) — and a function given before the options
  /// (v3's and v4's `useQuery(key, fetchDueDates, { enabled })`); and the `enabled` option's
  /// name, where it runs them. Nothing without an `enabled` option (`options`).
  static func given(_ tree: TokenTree, call callee: Int, objects: inout ObjectMethods)
    -> (functions: [Range<Int>], runsAt: Int?)
  {
    guard let (object, enabled) = options(tree, call: callee) else { return ([], nil) }
    var found: [Range<Int>] = []
    let arguments = tree.commaSegments(callee + 2..<tree.partner(callee + 1)).filter {
      !$0.isEmpty
    }
    if arguments.count == 3 {
      let function = arguments[1]
      if let value = LocalFunctions.functionValue(tree, at: function.lowerBound),
        value.upperBound == function.upperBound
      {
        found.append(value)
      } else if Mutations.isNamed(function, tree) {
        found.append(function)
      }
    }
    if let written = objects.methodsWrittenOnlyHere(.literal(object))["queryFn"] {
      found.append(written)
    } else {
      for member in tree.commaSegments(object + 1..<tree.partner(object))
      where tree.isWord(member.lowerBound, "queryFn") {
        let value =
          member.count == 1 ? member : member.lowerBound + 2..<member.upperBound
        if tree.kind(value.lowerBound - 1) == .colon || member.count == 1,
          Mutations.isNamed(value, tree)
        {
          found.append(value)
        }
      }
    }
    return (found, enabled)
  }
}

extension Queries {
  /// The calls that fetch a query — TanStack Query's hooks and its query client's fetches. One
  /// given no function of its own runs the function of a query of the same key already made,
  /// whether that query is enabled or not (the cache borrows it).
  private static let fetches: [StaticString] = [
    "useQuery", "useSuspenseQuery", "useInfiniteQuery", "useSuspenseInfiniteQuery",
    "usePrefetchQuery", "usePrefetchInfiniteQuery", "useQueries", "useSuspenseQueries",
    "fetchQuery", "prefetchQuery", "ensureQueryData", "fetchInfiniteQuery",
    "prefetchInfiniteQuery", "ensureInfiniteQueryData",
  ]

  /// Where TanStack Query's own packages are installed.
  private static let libraryFolders = ["node_modules/@tanstack/", "node_modules/react-query/"]

  /// A call fetching a query without a function written in its options (`fetchByKey`): its
  /// callee, and the names whose call or value gives it its options, whole or spread
  /// (`useQuery(todoOptions(id))`, `useQuery({ ...todoOptions(id), enabled })`,
  /// `useQuery(todoQuery)`). It is given a function of its own where each of them makes
  /// options holding one (`makesFunction`), and fetches by key where there are none.
  struct Fetch: Equatable {
    let callee: Int
    let makers: [Maker]
  }

  /// A name making a fetch's options: its token, and the method of it called
  /// (`todoQueries.detail(id)`), if one is.
  struct Maker: Equatable {
    let name: Int
    var member: String?
  }

  /// The file's calls that fetch a query without a function written in their options
  /// (`queryClient.fetchQuery({ queryKey })`, `useQuery({ queryKey })`, `useQuery(todoOptions)`),
  /// in order: by name, whatever package it comes from (Apollo's `useQuery(QUERY)` is one too,
  /// as no reading tells them apart without the packages). Every such name holds "Quer": only
  /// the tokens holding one are asked (most files have none). The files of TanStack Query's own
  /// packages at `path` are not asked (its `ensureQueryData` calls `this.fetchQuery(options)`):
  /// they run as the content calls them, whose calls are asked.
  static func fetchByKey(in tree: TokenTree, path: String) -> [Fetch] {
    var found: [Fetch] = []
    for offset in ByteSearch.offsets(of: "Quer", in: tree.bytes) {
      guard let token = tree.token(containing: offset), tree.kind(token) == .identifier,
        tree.kind(token + 1) == .leftParen, tree.tokens[token + 1].partner > token + 1,
        // A declaration (`ensureQueryData(options) { … }`, `function fetchQuery(…)`) calls none.
        tree.kind(tree.partner(token + 1) + 1) != .leftBrace, !tree.isWord(token - 1, "function"),
        fetches.contains(where: { tree.isWord(token, $0) }), !givesFunction(tree, call: token)
      else { continue }
      // (Asked of the few files with such a call: a path's search is not free, 30,000
      // instructions a file.)
      if found.isEmpty, libraryFolders.contains(where: { ("/" + path).contains("/" + $0) }) {
        return []
      }
      found.append(Fetch(callee: token, makers: optionMakers(tree, call: token)))
    }
    return found
  }

  /// The names making the options of the fetch called at `callee` where they are made
  /// elsewhere: the one given whole, called or not (`todoOptions(id)`, `todoQuery`, a method
  /// of a name: `todoQueries.detail(id)`), or each one spread into the options written there
  /// (`{ ...todoOptions(id), enabled }`); none where anything else is given or spread.
  private static func optionMakers(_ tree: TokenTree, call callee: Int) -> [Maker] {
    /// The name whose value, call or method's call `range` is.
    func maker(_ range: Range<Int>) -> Maker? {
      let name = range.lowerBound
      guard !range.isEmpty, tree.kind(name) == .identifier else { return nil }
      if range.count == 1 { return Maker(name: name) }
      var paren = name + 1
      var found = Maker(name: name)
      if tree.kind(paren) == .dot, tree.kind(paren + 1) == .identifier {
        found.member = tree.text(paren + 1)
        paren += 2
      }
      guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner > paren,
        tree.partner(paren) + 1 == range.upperBound
      else { return nil }
      return found
    }
    guard
      let first = tree.commaSegments(callee + 2..<tree.partner(callee + 1)).first(where: {
        !$0.isEmpty
      })
    else { return [] }
    if let name = maker(first) { return [name] }
    let object = first.lowerBound
    guard tree.kind(object) == .objectStart, tree.partner(object) + 1 == first.upperBound else {
      return []
    }
    var makers: [Maker] = []
    for member in tree.commaSegments(object + 1..<tree.partner(object))
    where !member.isEmpty && tree.kind(member.lowerBound) == .spread {
      guard let name = maker(member.lowerBound + 1..<member.upperBound) else { return [] }
      makers.append(name)
    }
    return makers
  }

  /// Of the file's `fetches`, the first that fetches by key whatever the bundle holds, and those
  /// given options made by imports (`import { todoOptions } from "./queries"`), with those
  /// imports' names (`todoQueries.detail` for a method): they fetch by key unless each import
  /// makes options holding a function (`FileScan.queryOptionMakers`), as the files exporting
  /// them say.
  static func byKey(_ fetches: [Fetch], tree: TokenTree, scopes: () -> ScopeTree?) -> (
    fetch: Fetch?, throughImports: [(fetch: Fetch, imports: [String])]
  ) {
    var throughImports: [(fetch: Fetch, imports: [String])] = []
    var objects: ObjectMethods?
    for fetch in fetches {
      guard !fetch.makers.isEmpty, let scopes = scopes() else { return (fetch, throughImports) }
      var imports: [String] = []
      for maker in fetch.makers {
        guard let binding = scopes.bindingIndex(at: Int32(maker.name)) else {
          return (fetch, throughImports)
        }
        let declared = scopes.bindings[Int(binding)]
        if declared.kind == .import, declared.scope == 0 {
          imports.append(declared.name + (maker.member.map { "." + $0 } ?? ""))
          continue
        }
        let makes: Bool
        if let member = maker.member {
          if objects == nil { objects = ObjectMethods(tree: tree, scopes: scopes) }
          makes =
            objects!.method(member, of: binding).map {
              returnsOptionsHoldingFunction($0, tree: tree, scopes: scopes)
            } ?? false
        } else {
          makes = makesFunction(declared, tree: tree, scopes: scopes)
        }
        guard makes else { return (fetch, throughImports) }
      }
      if !imports.isEmpty { throughImports.append((fetch, imports)) }
    }
    return (nil, throughImports)
  }

  /// Whether the object literal at `object` holds a query's function (`queryFn: load`,
  /// `{ queryFn }`, `async queryFn() {}`).
  static func holdsFunction(_ tree: TokenTree, object: Int) -> Bool {
    tree.commaSegments(object + 1..<tree.partner(object)).contains {
      tree.isWord($0.lowerBound, "queryFn")
        || tree.isWord($0.lowerBound, "async") && tree.isWord($0.lowerBound + 1, "queryFn")
    }
  }

  /// Whether the name bound at `binding` makes query options holding a function: a function
  /// returning nothing but such objects (`(id) => queryOptions({ queryKey, queryFn })`), or a
  /// `const` holding one (`const todoQuery = queryOptions({ … })`).
  static func makesFunction(_ binding: ScopeTree.Binding, tree: TokenTree, scopes: ScopeTree)
    -> Bool
  {
    if let body = LocalFunctions.body(of: binding, tree) {
      return returnsOptionsHoldingFunction(body, tree: tree, scopes: scopes)
    }
    let value = Int(binding.token) + 2
    guard binding.kind == .const, tree.kind(value - 1) == .assign, value < tree.endIndex else {
      return false
    }
    if tree.kind(value) == .objectStart, tree.tokens[value].partner > value {
      return tree.endsDeclarator(at: tree.partner(value) + 1) && holdsFunction(tree, object: value)
    }
    guard tree.kind(value + 1) == .leftParen, tree.tokens[value + 1].partner > value + 1,
      case let end = tree.partner(value + 1), tree.endsDeclarator(at: end + 1),
      let object = helperObject(tree, value, end)
    else { return false }
    return holdsFunction(tree, object: object)
  }

  /// Whether the function `body` returns nothing but query options holding a function
  /// (`(id) => queryOptions({ queryKey, queryFn })`).
  static func returnsOptionsHoldingFunction(
    _ body: Range<Int>, tree: TokenTree, scopes: ScopeTree
  ) -> Bool {
    let returned = tree.returnedObjects(body, scopes: scopes)
    return !returned.others && !returned.objects.isEmpty
      && returned.objects.allSatisfy {
        tree.kind($0) == .objectStart && holdsFunction(tree, object: $0)
      }
  }

  /// The names the file exports query options holding a function under, or a function making
  /// them (`makesFunction`), and an exported object's methods making them, as `name.method`
  /// (TanStack's query factories: `todoQueries.detail`): a fetch given their options in another
  /// file has its own function.
  static func exportedMakers(
    tree: TokenTree, scopes: () -> ScopeTree?, interface: ModuleInterface
  ) -> Set<String> {
    guard !interface.exports.isEmpty, !ByteSearch.offsets(of: "queryFn", in: tree.bytes).isEmpty,
      let scopes = scopes()
    else { return [] }
    var found = Set<String>()
    var objects = ObjectMethods(tree: tree, scopes: scopes)
    for (name, export) in interface.exports {
      guard case .local(let local) = export,
        let binding = scopes.bindings.firstIndex(where: { $0.scope == 0 && $0.name == local })
      else { continue }
      if makesFunction(scopes.bindings[binding], tree: tree, scopes: scopes) {
        found.insert(name)
        continue
      }
      for (member, method) in objects.methods(of: Int32(binding))
      where returnsOptionsHoldingFunction(method, tree: tree, scopes: scopes) {
        found.insert(name + "." + member)
      }
    }
    return found
  }

  /// Whether the fetch called at `callee` is given its own function: an options object written
  /// there with a `queryFn` (for `useQueries`, each of its `queries`), or — v3's and v4's
  /// positional forms — a key then a function (`fetchQuery(key, fetchTodos)`).
  private static func givesFunction(_ tree: TokenTree, call callee: Int) -> Bool {
    let arguments = tree.commaSegments(callee + 2..<tree.partner(callee + 1)).filter {
      !$0.isEmpty
    }
    guard let first = arguments.first else { return false }
    func literal(_ range: Range<Int>) -> Int? {
      tree.kind(range.lowerBound) == .objectStart
        && tree.partner(range.lowerBound) + 1 == range.upperBound ? range.lowerBound : nil
    }
    guard let object = literal(first) else {
      // `fetchQuery(key, fetchTodos)`: a key, then a function or a name.
      guard arguments.count >= 2 else { return false }
      let function = arguments[1]
      return literal(function) == nil
        && (LocalFunctions.functionValue(tree, at: function.lowerBound) != nil
          || Mutations.isNamed(function, tree))
    }
    guard tree.isWord(callee, "useQueries") || tree.isWord(callee, "useSuspenseQueries") else {
      return holdsFunction(tree, object: object)
    }
    // `useQueries({ queries: [{ queryKey, queryFn }, …] })`.
    for member in tree.commaSegments(object + 1..<tree.partner(object))
    where tree.isWord(member.lowerBound, "queries") && tree.kind(member.lowerBound + 1) == .colon {
      let list = member.lowerBound + 2
      guard tree.kind(list) == .leftBracket, tree.partner(list) + 1 == member.upperBound else {
        return false
      }
      return tree.elements(list + 1..<tree.partner(list)).allSatisfy { element in
        element.isEmpty || literal(element).map { holdsFunction(tree, object: $0) } == true
      }
    }
    return false
  }
}
