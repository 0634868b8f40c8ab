/// Redux Toolkit's async thunks, modelled as React's hooks are (CONTENT-ANALYSIS.md, "React,
/// modelled": a package's functions, which no summary reads). `const archiveTask =
/// createAsyncThunk("tasks/archive", async (id) => { perform(…) })` makes a thunk action creator:
/// its payload creator runs when what `archiveTask(id)` returns is dispatched, as the function a
/// plain thunk (`(id) => async (dispatch) => …`) hands back does. So it runs where the result of
/// each call of `archiveTask` is read (`dispatch(archiveTask(id))`;
/// `LocalFunctions.returnedItself`, asked across files as the plain thunk's is) — not where it
/// is written: given to a package,
/// it would be a root, its uses unguarded where written, a refusal of the idiom whenever the
/// payload needs a capability. The thunk's own members (`archiveTask.fulfilled` in a slice's
/// reducers) run nothing (`ResultReads`); the thunk passed on whole (`bindActionCreators`) may
/// run it there.
enum AsyncThunks {
  /// The functions that make a thunk action creator.
  static let makers = PackageFunctions(["@reduxjs/toolkit:createAsyncThunk"])

  /// The payload creators of the file's thunks, each with the places it runs at. `imported`:
  /// the imports that are another file's typed maker (`FileScan.thunkMakers`), by local name.
  static func functions(
    tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface, imported: Set<String>,
    exportNames: [Int32: String]
  ) -> [LocalFunctions.Function] {
    let makers = PackageFunctions.typed(
      Self.makers.bindings(scopes: scopes, interface: interface, locals: imported), tree: tree,
      scopes: scopes)
    guard !makers.isEmpty else { return [] }
    var found: [LocalFunctions.Function] = []
    var byBinding: [Int32: [Int]]?
    for (index, binding) in scopes.bindings.enumerated() where !makers.contains(Int32(index)) {
      guard
        let callee = PackageFunctions.callee(
          of: binding, among: makers, tree: tree, scopes: scopes),
        let arguments = arguments(tree, callee: callee),
        let payload = payloadCreator(arguments, tree)
      else { continue }
      if byBinding == nil { byBinding = scopes.referencesByBinding() }
      let places = (byBinding![Int32(index)] ?? []).filter {
        !tree.isExportClause($0) && !tree.isHookDependency($0) && !tree.isWord($0 - 1, "typeof")
      }.flatMap {
        ResultReads.reads(ofCallAt: $0, tree: tree, scopes: scopes) { byBinding![$0] ?? [] }
      }.map(\.token)
      let export = exportNames[Int32(index)].map {
        CheckCalls.heldName($0, LocalFunctions.returnedItself)
      }
      if let thunk = LocalFunctions.Function.handedBack(payload, at: places, export: export) {
        found.append(thunk)
      }
    }
    return found
  }

  /// The names the file exports its typed makers under (`const createAppAsyncThunk =
  /// createAsyncThunk.withTypes<…>()`, exported): the thunks the files importing one make are
  /// followed as the file's own are.
  static func exports(
    tree: TokenTree, scopes: () -> ScopeTree?, interface: ModuleInterface
  ) -> Set<String> {
    guard let (scopes, imports) = makers.imported(in: interface, scopes: scopes) else {
      return []
    }
    return PackageFunctions.exports(
      of: PackageFunctions.typed(imports, tree: tree, scopes: scopes), interface: interface,
      scopes: scopes)
  }

  /// The thunks' `condition` options (`createAsyncThunk(type, payloadCreator, { condition })`,
  /// a function written there — a method, an arrow, `async` or not), each with its payload
  /// creator: Redux Toolkit calls the condition first and runs the payload creator only where
  /// it returns anything but `false` (`GuardAnalysis.guardWhereNotFalse`).
  static func conditions(
    tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface, imported: Set<String>
  ) -> [(condition: Range<Int>, payload: Range<Int>)] {
    let makers = PackageFunctions.typed(
      Self.makers.bindings(scopes: scopes, interface: interface, locals: imported), tree: tree,
      scopes: scopes)
    guard !makers.isEmpty else { return [] }
    let objects = ObjectMethods(tree: tree, scopes: scopes)
    var found: [(condition: Range<Int>, payload: Range<Int>)] = []
    for binding in scopes.bindings where binding.kind == .const {
      guard
        let callee = PackageFunctions.callee(
          of: binding, among: makers, tree: tree, scopes: scopes),
        let arguments = arguments(tree, callee: callee), arguments.count == 3,
        let payload = payloadCreator(arguments, tree),
        tree.kind(arguments[2].lowerBound) == .objectStart,
        tree.partner(arguments[2].lowerBound) == arguments[2].upperBound - 1,
        let condition = objects.methodsWrittenOnlyHere(.literal(arguments[2].lowerBound))[
          "condition"]
      else { continue }
      found.append((condition, payload))
    }
    return found
  }

  /// The arguments of the call at `callee`, the whole of a declarator's value.
  private static func arguments(_ tree: TokenTree, callee: Int) -> [Range<Int>]? {
    let paren = callee + 1
    guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner > paren,
      tree.endsDeclarator(at: tree.partner(paren) + 1)
    else { return nil }
    return tree.commaSegments(paren + 1..<tree.partner(paren)).filter { !$0.isEmpty }
  }

  /// The payload creator among `createAsyncThunk(type, payloadCreator, options)`'s
  /// `arguments`: the second, a function written there.
  private static func payloadCreator(_ arguments: [Range<Int>], _ tree: TokenTree) -> Range<Int>? {
    guard arguments.count >= 2,
      let payload = LocalFunctions.functionValue(tree, at: arguments[1].lowerBound),
      payload.upperBound == arguments[1].upperBound
    else { return nil }
    return payload
  }
}
