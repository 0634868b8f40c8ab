/// TanStack Query's mutations, modelled as React's hooks are (CONTENT-ANALYSIS.md, "React,
/// modelled": a package's functions, which no summary reads). `const archive = useMutation({
/// mutationFn: (id) => perform(…), onSuccess })` runs the functions it is given when the
/// mutation is started: where `archive.mutate(id)` or `archive.mutateAsync(id)` is read (`const
/// { mutate } = useMutation(…)`: each read of `mutate`), or where the result is passed on whole
/// (`ResultReads`) — not where they are written: given to a package, they would be roots,
/// unguarded where written, a refusal of the idiom whenever the mutation needs a capability.
/// Its other members (`isPending`, `data`, `reset`) start nothing. A mutation whose result is
/// not bound where it is made (`return useMutation(…)`, handed back) keeps its functions where
/// they are.
enum Mutations {
  /// The hooks that make a mutation, as `module:export`.
  static let hooks: Set<String> = [
    "@tanstack/react-query:useMutation", "react-query:useMutation",
  ]

  /// The members of a mutation that start it.
  static let starts: Set<String> = ["mutate", "mutateAsync"]

  /// The functions the file's mutations are given, each with the places it runs at.
  static func functions(
    tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface, objects: inout ObjectMethods
  ) -> [LocalFunctions.Function] {
    let locals = Set(interface.imports.filter(isHook).map(\.local))
    guard !locals.isEmpty else { return [] }
    var byBinding: [Int32: [Int]]?
    var found: [LocalFunctions.Function] = []
    for (index, binding) in scopes.bindings.enumerated()
    where binding.kind == .import && binding.scope == 0 && locals.contains(binding.name) {
      if byBinding == nil { byBinding = scopes.referencesByBinding() }
      for callee in byBinding![Int32(index)] ?? [] {
        let paren = callee + 1
        guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner > paren else { continue }
        let reads = ResultReads.reads(ofCallAt: callee, tree: tree, scopes: scopes) {
          byBinding![$0] ?? []
        }
        // Not bound where it is made: the functions stay where they are.
        guard reads != [ResultReads.Read(token: callee, member: nil)] else { continue }
        let places = Set(reads.filter { $0.member.map(starts.contains) ?? true }.map(\.token))
        for function in given(tree, arguments: paren + 1..<tree.partner(paren), objects: &objects) {
          let references = places.filter { !function.contains($0) }.sorted()
          // Never started: a root, whose uses stay where they are.
          guard !references.isEmpty else { continue }
          var started = LocalFunctions.Function(
            body: function, references: references, exportName: nil)
          started.isReturned = true
          found.append(started)
        }
      }
    }
    return found
  }

  /// Whether the import is of a hook that makes a mutation.
  static func isHook(_ item: ModuleInterface.Import) -> Bool {
    // (Most files import nothing of either package: ruled out before a string is made.)
    guard item.specifier.utf8.contains(UInt8(ascii: "q")), case .named(let name) = item.imported
    else { return false }
    return hooks.contains("\(item.specifier):\(name)")
  }

  /// The functions among a mutation hook's arguments: one written as an argument or named
  /// there (`useMutation(["upload"], uploadImage)`: the name's read stands for the places, a
  /// function of that one token), and those of an options object, written there or named
  /// (`{ mutationFn: archiveTask, onSuccess: () => … }`).
  private static func given(
    _ tree: TokenTree, arguments: Range<Int>, objects: inout ObjectMethods
  ) -> [Range<Int>] {
    var found: [Range<Int>] = []
    for argument in tree.commaSegments(arguments) where !argument.isEmpty {
      let first = argument.lowerBound
      if let value = LocalFunctions.functionValue(tree, at: first),
        value.upperBound == argument.upperBound
      {
        found.append(value)
      } else if argument.count == 1, tree.kind(first) == .identifier {
        found.append(argument)
      } else if tree.kind(first) == .objectStart, tree.partner(first) + 1 == argument.upperBound {
        found += objects.methodsWrittenOnlyHere(.literal(first)).values.sorted {
          $0.lowerBound < $1.lowerBound
        }
        found += objects.namedValues(in: first).map { $0.token..<$0.token + 1 }
      }
    }
    return found
  }
}
