/// The hooks of packages whose result runs the functions they are given when it is started —
/// TanStack Query's mutations (`Mutations`: `mutate`) and queries (`Queries`: `refetch`, and the
/// query itself where it is enabled) — by the binding of the file's import of each: their
/// functions run there, not where they are written (given to a package, they would be roots,
/// unguarded where written: a refusal of the idiom whenever the function needs a capability).
struct StartingHooks {
  enum Kind {
    case mutation, query

    /// The members of the result that run the functions (`LocalFunctions.reads`).
    var started: String {
      switch self {
      case .mutation: Mutations.started
      case .query: Queries.refetched
      }
    }
  }

  private let kinds: [Int32: Kind]

  static let none = StartingHooks(kinds: [:])

  private init(kinds: [Int32: Kind]) { self.kinds = kinds }

  init(scopes: ScopeTree, interface: ModuleInterface) {
    var kinds: [Int32: Kind] = [:]
    for binding in Mutations.makers.bindings(scopes: scopes, interface: interface) {
      kinds[binding] = .mutation
    }
    for binding in Queries.makers.bindings(scopes: scopes, interface: interface) {
      kinds[binding] = .query
    }
    self.kinds = kinds
  }

  var isEmpty: Bool { kinds.isEmpty }

  /// The query hooks, by binding.
  var queries: [Int32] { kinds.filter { $0.value == .query }.keys.sorted() }

  /// The hook the name at `token` reads, if it reads one.
  func kind(at token: Int, scopes: ScopeTree) -> Kind? {
    guard !kinds.isEmpty, let binding = scopes.bindingIndex(at: Int32(token)) else { return nil }
    return kinds[binding]
  }

  /// What the call of a hook of `kind` at `callee` is given that its result starts: the
  /// functions, and where the call itself runs them (a query's options, guarded by its
  /// `enabled`), if it does.
  static func given(
    _ kind: Kind, tree: TokenTree, call callee: Int, objects: inout ObjectMethods
  ) -> (functions: [Range<Int>], runsAt: Int?) {
    switch kind {
    case .mutation: (Mutations.given(tree, call: callee, objects: &objects), nil)
    case .query: Queries.given(tree, call: callee, objects: &objects)
    }
  }

  /// Where the result of the call named at `name` (its callee from `start`) is read when it is
  /// spread into the options of a call of one of the hooks (`useQuery({ ...todoOptions(id),
  /// enabled })`, `todoOptions` returning `queryOptions({ queryKey, queryFn })`): the hook runs
  /// the functions it takes from them where it runs those written there — a mutation's where it
  /// is started; a query's `queryFn` where the query is refetched, and where it is enabled when
  /// the `enabled` option follows the spread (which it overrides), or else at the spread, where
  /// every other member is read. `nil` when it is spread into no hook's options, or the hook's
  /// result is passed on whole where it is made (`register(useQuery({ … }))`: the functions stay
  /// at the spread, as `functions` leaves those written there). `references` gives a binding's
  /// reads.
  func spreadReads(
    ofCallAt name: Int, from start: Int, tree: TokenTree, scopes: ScopeTree,
    references: (Int32) -> [Int]
  ) -> [ResultReads.Read]? {
    let object = tree.enclosingOpener(start)
    guard !kinds.isEmpty, tree.kind(start - 1) == .spread, object >= 2,
      tree.kind(object) == .objectStart, tree.tokens[object].partner > object,
      tree.kind(name + 1) == .leftParen, tree.tokens[name + 1].partner > name + 1,
      case let end = tree.partner(name + 1) + 1,
      tree.kind(end) == .comma || end == tree.partner(object),
      case let paren = tree.enclosingOpener(object), paren >= 1, tree.kind(paren) == .leftParen,
      let kind = kind(at: paren - 1, scopes: scopes)
    else { return nil }
    let callee = paren - 1
    let reads = ResultReads.reads(
      ofCallAt: callee, tree: tree, scopes: scopes, references: references)
    // A result passed on whole where made: its functions stay where written, as `functions`
    // leaves them.
    guard reads != [ResultReads.Read(token: callee, member: nil)] else { return nil }
    let started = reads.filter { LocalFunctions.reads($0, kind.started) }.map(\.token)
    switch kind {
    case .mutation:
      return started.map { ResultReads.Read(token: $0, member: nil) }
    case .query:
      let enabled = Queries.options(tree, call: callee).flatMap { options in
        options.object == object && options.enabled > start ? options.enabled : nil
      }
      return [ResultReads.Read(token: name, member: nil, except: Queries.function)]
        + started.map { ResultReads.Read(token: $0, member: Queries.function) }
        + [ResultReads.Read(token: enabled ?? name, member: Queries.function, runs: true)]
    }
  }

  /// The functions given to the file's calls of the hooks whose result is bound where they are
  /// made, each run where the result's starting members are read (or the result passed on
  /// whole: `ResultReads`) and where the call runs them itself — a query standing alone as a
  /// statement only there. A result returned is handed back (`LocalFunctions`); one passed on
  /// whole where it is made keeps its functions where written.
  func functions(tree: TokenTree, scopes: ScopeTree, objects: inout ObjectMethods)
    -> [LocalFunctions.Function]
  {
    guard !kinds.isEmpty else { return [] }
    let byBinding = scopes.referencesByBinding()
    let references = { byBinding[$0] ?? [] }
    var found: [LocalFunctions.Function] = []
    for (hook, kind) in kinds.sorted(by: { $0.key < $1.key }) {
      for callee in references(hook) where tree.kind(callee + 1) == .leftParen {
        let given = Self.given(kind, tree: tree, call: callee, objects: &objects)
        guard !given.functions.isEmpty else { continue }
        let reads = ResultReads.reads(
          ofCallAt: callee, tree: tree, scopes: scopes, references: references)
        guard reads != [ResultReads.Read(token: callee, member: nil)] else { continue }
        let places =
          reads.filter { LocalFunctions.reads($0, kind.started) }.map(\.token)
          + (given.runsAt.map { [$0] } ?? [])
        found += given.functions.compactMap {
          LocalFunctions.Function.handedBack($0, at: places, export: nil)
        }
      }
    }
    return found
  }
}
