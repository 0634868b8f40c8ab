/// Redux Toolkit's action creators (CONTENT-ANALYSIS.md, "Values": the returns of action
/// creators): `loaded` of `const { loaded } = slice.actions`, of `const slice = createSlice({
/// reducers: { loaded(state, action) { … } } })`, makes the action its case reducer is given —
/// what it is given is that action's `payload`. So a list of the content's own given to it
/// (`dispatch(loaded([C]))`) is stored where that reducer stores its action's members
/// (`state.capabilities = action.payload`: `OwnCollections.stored`, `parameterStores`). So is
/// one called written out (`slice.actions.loaded([C])`) or through a `const` holding the
/// slice's `actions`.
enum SliceActions {
  /// The case reducer the action creator bound at `binding` runs — a method of the slice's
  /// `reducers` (`loaded(state, action) { … }`, `loaded: (state, action) => …`, or its `reducer`
  /// beside a `prepare`) — when `binding` is taken from a slice's `actions` by name (`const {
  /// loaded } = slice.actions`, renamed or not) and the slice is made in the file.
  static func caseReducer(of binding: Int32, _ tree: TokenTree, _ scopes: ScopeTree)
    -> Range<Int>?
  {
    let declared = scopes.bindings[Int(binding)]
    let name = Int(declared.token)
    guard declared.kind == .const else { return nil }
    // `{ loaded }` or `{ loaded: setLoaded }` of `= slice.actions`.
    let pattern = tree.enclosingOpener(name)
    guard pattern >= 0, tree.kind(pattern) == .objectStart || tree.kind(pattern) == .leftBrace,
      tree.tokens[pattern].partner > pattern, case let close = tree.partner(pattern),
      tree.isWordOperator(close + 1, "="), tree.kind(close + 2) == .identifier,
      tree.kind(close + 3) == .dot, tree.isWord(close + 4, "actions"),
      tree.endsDeclarator(at: close + 5)
    else { return nil }
    let key: Int
    if tree.kind(name - 1) == .colon, tree.kind(name - 2) == .identifier {
      key = name - 2
    } else if tree.kind(name + 1) == .comma || name + 1 == close {
      key = name
    } else {
      return nil
    }
    guard let slice = scopes.binding(at: Int32(close + 2)) else { return nil }
    return caseReducer(named: tree.text(key), ofSlice: slice, tree, scopes)
  }

  /// The case reducer a call of member `path` of the value bound at `object` runs: a slice's
  /// action creator written out (`slice.actions.loaded`, path `actions.loaded`), or one of a
  /// `const` holding a slice's `actions` (`bridgeActions.loaded` of `const bridgeActions =
  /// slice.actions`), the slice made in the file.
  static func caseReducer(
    ofMember path: String, of object: Int32, _ tree: TokenTree, _ scopes: ScopeTree
  ) -> Range<Int>? {
    let declared = scopes.bindings[Int(object)]
    let parts = path.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count == 2, parts[0] == "actions" {
      return caseReducer(named: String(parts[1]), ofSlice: declared, tree, scopes)
    }
    let name = Int(declared.token)
    guard parts.count == 1, declared.kind == .const, tree.isWordOperator(name + 1, "="),
      tree.kind(name + 2) == .identifier, tree.kind(name + 3) == .dot,
      tree.isWord(name + 4, "actions"), tree.endsDeclarator(at: name + 5),
      let slice = scopes.binding(at: Int32(name + 2))
    else { return nil }
    return caseReducer(named: path, ofSlice: slice, tree, scopes)
  }

  /// The case reducer `action` of the slice `slice` is bound to (`const slice = createSlice({
  /// …, reducers: { … } })`).
  private static func caseReducer(
    named action: String, ofSlice slice: ScopeTree.Binding, _ tree: TokenTree,
    _ scopes: ScopeTree
  ) -> Range<Int>? {
    guard slice.kind == .const,
      case let made = Int(slice.token) + 2, tree.isWordOperator(made - 1, "="),
      tree.isWord(made, "createSlice"), tree.kind(made + 1) == .leftParen,
      tree.kind(made + 2) == .objectStart,
      let reducers = GuardedParameters.members(ofObject: made + 2, tree)[".reducers"],
      tree.kind(reducers.lowerBound) == .objectStart
    else { return nil }
    let objects = ObjectMethods(tree: tree, scopes: scopes)
    if let reducer = objects.methodsWrittenOnlyHere(.literal(reducers.lowerBound))[action] {
      return reducer
    }
    // `loaded: { reducer(state, action) { … }, prepare(…) { … } }`.
    guard
      let value = GuardedParameters.members(ofObject: reducers.lowerBound, tree)["." + action],
      tree.kind(value.lowerBound) == .objectStart
    else { return nil }
    return objects.methodsWrittenOnlyHere(.literal(value.lowerBound))["reducer"]
  }

  /// The parameter of the case reducer the action creator bound at `binding` runs that what
  /// the creator is given at `position` reaches — the action, whose `payload` it is — if any.
  static func parameter(
    givenTo binding: Int32, at position: Int, _ tree: TokenTree, _ scopes: ScopeTree
  ) -> Int32? {
    guard position == 0, let reducer = caseReducer(of: binding, tree, scopes) else { return nil }
    return ObjectWrites.parameter(ofFunction: reducer, at: 1, tree, scopes)
  }

  /// `parameter(givenTo:at:)` of the creator member `path` of the value bound at `object`
  /// (`caseReducer(ofMember:of:)`).
  static func parameter(
    givenToMember path: String, of object: Int32, at position: Int, _ tree: TokenTree,
    _ scopes: ScopeTree
  ) -> Int32? {
    guard position == 0, let reducer = caseReducer(ofMember: path, of: object, tree, scopes)
    else { return nil }
    return ObjectWrites.parameter(ofFunction: reducer, at: 1, tree, scopes)
  }
}
