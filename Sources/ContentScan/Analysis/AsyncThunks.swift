/// Redux Toolkit's async thunks, modelled as React's hooks are (CONTENT-ANALYSIS.md, "React,
/// modelled": a package's functions, which no summary reads). `const archiveTask =
/// createAsyncThunk("tasks/archive", async (id) => { perform(…) })` makes a thunk action creator:
/// its payload creator runs when what `archiveTask(id)` returns is dispatched, as the function a
/// plain thunk (`(id) => async (dispatch) => …`) hands back does. So it runs where the result of
/// each call of `archiveTask` is read (`dispatch(archiveTask(id))`; `LocalFunctions.returnedItself`,
/// asked across files as the plain thunk's is) — not where it is written: given to a package,
/// it would be a root, its uses unguarded where written, a refusal of the idiom whenever the
/// payload needs a capability. The thunk's own members (`archiveTask.fulfilled` in a slice's
/// reducers) run nothing (`ResultReads`); the thunk passed on whole (`bindActionCreators`) may
/// run it there.
enum AsyncThunks {
  /// The functions that make a thunk action creator, as `module:export`.
  static let makers: Set<String> = ["@reduxjs/toolkit:createAsyncThunk"]

  /// The payload creators of the file's thunks, each with the places it runs at. `imported`:
  /// the imports that are another file's typed maker (`FileScan.thunkMakers`), by local name.
  static func functions(
    tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface, imported: Set<String>,
    exportNames: [Int32: String]
  ) -> [LocalFunctions.Function] {
    let locals = makerLocals(interface).union(imported)
    guard !locals.isEmpty else { return [] }
    let makers = makerBindings(tree: tree, scopes: scopes, locals: locals)
    var found: [LocalFunctions.Function] = []
    var byBinding: [Int32: [Int]]?
    for (index, binding) in scopes.bindings.enumerated() where !makers.contains(Int32(index)) {
      guard let callee = makerCall(of: binding, tree: tree, scopes: scopes, makers: makers),
        let payload = payloadCreator(tree, callee: callee)
      else { continue }
      if byBinding == nil { byBinding = scopes.referencesByBinding() }
      var places = Set<Int>()
      for read in byBinding![Int32(index)] ?? []
      where !tree.isExportClause(read) && !tree.isHookDependency(read)
        && !tree.isWord(read - 1, "typeof")
      {
        let reads = ResultReads.reads(ofCallAt: read, tree: tree, scopes: scopes) {
          byBinding![$0] ?? []
        }
        places.formUnion(reads.map(\.token).filter { !payload.contains($0) })
      }
      let exportName = exportNames[Int32(index)].map {
        CheckCalls.heldName($0, LocalFunctions.returnedItself)
      }
      // Read by no one: a root, whose uses stay where they are.
      guard !places.isEmpty || exportName != nil else { continue }
      var thunk = LocalFunctions.Function(
        body: payload, references: places.sorted(), exportName: exportName)
      thunk.isReturned = true
      found.append(thunk)
    }
    return found
  }

  /// The names the file exports its typed makers under (`const createAppAsyncThunk =
  /// createAsyncThunk.withTypes<…>()`, exported): the thunks the files importing one make are
  /// followed as the file's own are.
  static func exports(
    tree: TokenTree, scopes: () -> ScopeTree?, interface: ModuleInterface
  ) -> Set<String> {
    let locals = makerLocals(interface)
    guard !locals.isEmpty, let scopes = scopes() else { return [] }
    let makers = makerBindings(tree: tree, scopes: scopes, locals: locals)
    var found = Set<String>()
    for name in interface.exports.keys {
      if let binding = interface.binding(exported: name, in: scopes), makers.contains(binding) {
        found.insert(name)
      }
    }
    return found
  }

  /// The local names of the file's imports that make a thunk action creator.
  private static func makerLocals(_ interface: ModuleInterface) -> Set<String> {
    Set(interface.imports.filter(isMaker).map(\.local))
  }

  /// The bindings of the makers `locals` names (imports) and of the names bound to one typed
  /// (`const createAppAsyncThunk = createAsyncThunk.withTypes<{ state: RootState }>()`),
  /// declared before their use.
  private static func makerBindings(tree: TokenTree, scopes: ScopeTree, locals: Set<String>)
    -> Set<Int32>
  {
    var makers = Set<Int32>()
    for (index, binding) in scopes.bindings.enumerated() {
      if binding.kind == .import, binding.scope == 0, locals.contains(binding.name) {
        makers.insert(Int32(index))
      } else if let callee = makerCall(of: binding, tree: tree, scopes: scopes, makers: makers),
        tree.kind(callee + 1) == .dot, tree.isWord(callee + 2, "withTypes"),
        tree.kind(callee + 3) == .leftParen, tree.partner(callee + 3) == callee + 4,
        tree.endsDeclarator(at: callee + 5)
      {
        makers.insert(Int32(index))
      }
    }
    return makers
  }

  /// The callee of `const NAME = maker…`, when it is one of `makers`.
  private static func makerCall(
    of binding: ScopeTree.Binding, tree: TokenTree, scopes: ScopeTree, makers: Set<Int32>
  ) -> Int? {
    let callee = Int(binding.token) + 2
    guard binding.kind == .const, tree.isWordOperator(callee - 1, "="),
      tree.kind(callee) == .identifier, let maker = scopes.bindingIndex(at: Int32(callee)),
      makers.contains(maker)
    else { return nil }
    return callee
  }

  /// Whether the import is of a function that makes a thunk action creator.
  static func isMaker(_ item: ModuleInterface.Import) -> Bool {
    // (Most files import nothing of Redux Toolkit: ruled out before a string is made.)
    guard item.specifier.utf8.starts(with: "@reduxjs/".utf8), case .named(let name) = item.imported
    else { return false }
    return makers.contains("\(item.specifier):\(name)")
  }

  /// The payload creator of `createAsyncThunk(type, payloadCreator, options)` called at
  /// `callee`: its second argument, a function written there.
  private static func payloadCreator(_ tree: TokenTree, callee: Int) -> Range<Int>? {
    let paren = callee + 1
    guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner > paren,
      tree.endsDeclarator(at: tree.partner(paren) + 1)
    else { return nil }
    let arguments = tree.commaSegments(paren + 1..<tree.partner(paren))
    guard arguments.count >= 2,
      let payload = LocalFunctions.functionValue(tree, at: arguments[1].lowerBound),
      payload.upperBound == arguments[1].upperBound
    else { return nil }
    return payload
  }
}
