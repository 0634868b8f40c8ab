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

  /// The functions given to the file's calls of the hooks whose result is bound where they are
  /// made, each run where the result's starting members are read (or the result passed on
  /// whole: `ResultReads`) and where the call runs them itself. A result not bound is handed
  /// back (`LocalFunctions`), or its functions stay where written.
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
          reads.filter { LocalFunctions.reads($0.member, kind.started) }.map(\.token)
          + (given.runsAt.map { [$0] } ?? [])
        found += given.functions.compactMap {
          LocalFunctions.Function.handedBack($0, at: places, export: nil)
        }
      }
    }
    return found
  }
}
