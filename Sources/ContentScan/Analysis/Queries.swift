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

  /// The callee of the file's first call that fetches a query without a function of its own
  /// (`queryClient.fetchQuery({ queryKey })`, `useQuery({ queryKey })`, `useQuery(todoOptions)`
  /// whose options are not written there): by name, whatever package it comes from (Apollo's
  /// `useQuery(QUERY)` is one too, as no reading tells them apart without the packages). Every
  /// such name holds "Quer": only the tokens holding one are asked (most files have none). The
  /// files of TanStack Query's own packages at `path` are not asked (its `ensureQueryData` calls
  /// `this.fetchQuery(options)`): they run as the content calls them, whose calls are asked.
  static func fetchByKey(in tree: TokenTree, path: String) -> Int? {
    for offset in ByteSearch.offsets(of: "Quer", in: tree.bytes) {
      guard let token = tree.token(containing: offset), tree.kind(token) == .identifier,
        tree.kind(token + 1) == .leftParen, tree.tokens[token + 1].partner > token + 1,
        // A declaration (`ensureQueryData(options) { … }`, `function fetchQuery(…)`) calls none.
        tree.kind(tree.partner(token + 1) + 1) != .leftBrace, !tree.isWord(token - 1, "function"),
        fetches.contains(where: { tree.isWord(token, $0) }), !givesFunction(tree, call: token)
      else { continue }
      // (Asked of the few files with such a call: a path's search is not free, 30,000
      // instructions a file.)
      return libraryFolders.contains { ("/" + path).contains("/" + $0) } ? nil : token
    }
    return nil
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
    func hasFunction(_ object: Int) -> Bool {
      tree.commaSegments(object + 1..<tree.partner(object)).contains {
        tree.isWord($0.lowerBound, "queryFn")
          || tree.isWord($0.lowerBound, "async") && tree.isWord($0.lowerBound + 1, "queryFn")
      }
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
      return hasFunction(object)
    }
    // `useQueries({ queries: [{ queryKey, queryFn }, …] })`.
    for member in tree.commaSegments(object + 1..<tree.partner(object))
    where tree.isWord(member.lowerBound, "queries") && tree.kind(member.lowerBound + 1) == .colon {
      let list = member.lowerBound + 2
      guard tree.kind(list) == .leftBracket, tree.partner(list) + 1 == member.upperBound else {
        return false
      }
      return tree.elements(list + 1..<tree.partner(list)).allSatisfy { element in
        element.isEmpty || literal(element).map(hasFunction) == true
      }
    }
    return false
  }
}
