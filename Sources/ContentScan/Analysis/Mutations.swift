/// TanStack Query's mutations, modelled as React's hooks are (CONTENT-ANALYSIS.md, "React,
/// modelled": a package's functions, which no summary reads). `const archive = useMutation({
/// mutationFn: (id) => perform(…), onSuccess })` runs the functions it is given when the
/// mutation is started: where `archive.mutate(id)` or `archive.mutateAsync(id)` is read (`const
/// { mutate } = useMutation(…)`: each read of `mutate`), or where the result is passed on whole
/// (`ResultReads`) — not where they are written: given to a package, they would be roots,
/// unguarded where written, a refusal of the idiom whenever the mutation needs a capability.
/// Its other members (`isPending`, `data`, `reset`) start nothing.
///
/// A hook handing the mutation back (`return useMutation(…)`) hands its functions back as the
/// member `started` (`LocalFunctions`: where its callers start it, in the file or another), and
/// react-query-kit's `const useAddPost = createMutation({ mutationFn })` is such a hook.
enum Mutations {
  /// The hooks that make a mutation.
  static let makers = PackageFunctions([
    "@tanstack/react-query:useMutation", "react-query:useMutation",
  ])

  /// The functions that make a hook making a mutation (`const useAddPost = createMutation(…)`).
  static let hookMakers = PackageFunctions(["react-query-kit:createMutation"])

  /// The member a mutation's functions are handed back as: the members that start it
  /// (`LocalFunctions.reads`).
  static let started = "mutate|mutateAsync"

  /// The functions given to the file's hooks made by `hookMakers`, each with the places it runs
  /// at: where the hook's result is started, in the file or (exported) in others. Those given to
  /// `useMutation` itself are `StartingHooks`'.
  static func functions(
    tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface,
    objects: inout ObjectMethods, exportNames: [Int32: String]
  ) -> [LocalFunctions.Function] {
    let hookMakers = Self.hookMakers.bindings(scopes: scopes, interface: interface)
    guard !hookMakers.isEmpty else { return [] }
    let byBinding = scopes.referencesByBinding()
    let references = { byBinding[$0] ?? [] }
    var found: [LocalFunctions.Function] = []
    for (index, binding) in scopes.bindings.enumerated() {
      guard
        let callee = PackageFunctions.callee(
          of: binding, among: hookMakers, tree: tree, scopes: scopes)
      else { continue }
      let places = references(Int32(index)).filter {
        !tree.isExportClause($0) && !tree.isHookDependency($0)
      }.flatMap {
        ResultReads.reads(ofCallAt: $0, tree: tree, scopes: scopes, references: references)
      }.filter { LocalFunctions.reads($0, started) }.map(\.token)
      let export = exportNames[Int32(index)].map { CheckCalls.heldName($0, started) }
      found += given(tree, call: callee, objects: &objects).compactMap {
        LocalFunctions.Function.handedBack($0, at: places, export: export)
      }
    }
    return found
  }

  /// The functions among the arguments of the call at `callee`: one written as an argument or
  /// named there (`useMutation(["upload"], uploadImage)`: the name's read stands for the places,
  /// a function of those tokens), and those of an options object, written there or named
  /// (`{ mutationFn: api.archive, onSuccess: () => … }`).
  static func given(_ tree: TokenTree, call callee: Int, objects: inout ObjectMethods)
    -> [Range<Int>]
  {
    let paren = callee + 1
    guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner > paren else { return [] }
    var found: [Range<Int>] = []
    for argument in tree.commaSegments(paren + 1..<tree.partner(paren)) where !argument.isEmpty {
      let first = argument.lowerBound
      if let value = LocalFunctions.functionValue(tree, at: first),
        value.upperBound == argument.upperBound
      {
        found.append(value)
      } else if isNamed(argument, tree) {
        found.append(argument)
      } else if tree.kind(first) == .objectStart, tree.partner(first) + 1 == argument.upperBound {
        found += objects.methodsWrittenOnlyHere(.literal(first)).values.sorted {
          $0.lowerBound < $1.lowerBound
        }
        // `mutationFn: archiveTask`, `mutationFn: api.tasks.archive`.
        for member in tree.commaSegments(first + 1..<tree.partner(first))
        where member.count >= 3 && tree.kind(member.lowerBound + 1) == .colon {
          let value = member.lowerBound + 2..<member.upperBound
          if isNamed(value, tree) { found.append(value) }
        }
      }
    }
    return found
  }

  /// Whether `value` is a name or a chain of members of one (`archiveTask`, `api.archive`): a
  /// function read there, which stands for the places it runs at (a function of those tokens).
  static func isNamed(_ value: Range<Int>, _ tree: TokenTree) -> Bool {
    guard tree.kind(value.lowerBound) == .identifier else { return false }
    let end = tree.memberChain(after: value.lowerBound).last.map { $0.token + 1 }
    return (end ?? value.lowerBound + 1) == value.upperBound
  }
}
