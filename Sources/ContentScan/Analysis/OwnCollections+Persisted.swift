/// The state a library saves in storage and reads back at launch (CONTENT-ANALYSIS.md, "What
/// counts as a check": what storage holds proves nothing): a list saved by an older release — or
/// restored from a backup — is there before the shell's snapshot arrives, so the members it is
/// stored under may hold any name (`OwnCollections.stored`).
extension OwnCollections {
  /// The functions saving a state in storage: zustand's `persist` middleware, given the store's
  /// function first, and redux-persist's `persistReducer`, given its config first, then the
  /// reducer.
  static let persisters = PackageFunctions([
    "zustand/middleware:persist", "redux-persist:persistReducer",
  ])

  /// The member names of the state the file's calls of `persisters` save: of a zustand store's,
  /// those of the object its function returns or, where its options `partialize` the state, of
  /// the object that function returns; of a reducer's (`reducerState`), those of its initial
  /// state, kept by the config's `whitelist` and less its `blacklist`, nested ones included.
  static func persistedMembers(_ reader: Reader) -> Set<String> {
    let (tree, scopes) = (reader.tree, reader.scopes)
    guard !reader.persisters.isEmpty else { return [] }
    var found = Set<String>()
    for reference in scopes.references where reader.persisters.contains(reference.binding) {
      let callee = Int(reference.token)
      guard tree.kind(callee + 1) == .leftParen, tree.tokens[callee + 1].partner > callee + 1
      else { continue }
      let arguments = tree.commaSegments(callee + 2..<tree.partner(callee + 1))
      guard let first = arguments.first, !first.isEmpty else { continue }
      guard LocalFunctions.functionValue(tree, at: first.lowerBound) != nil else {
        // `persistReducer(config, reducer)`.
        if arguments.count > 1 {
          found.formUnion(reducerState(arguments[1], config: first, reader))
        }
        continue
      }
      var state = first
      if arguments.count > 1, tree.kind(arguments[1].lowerBound) == .objectStart,
        let partialize = GuardedParameters.members(ofObject: arguments[1].lowerBound, tree)[
          ".partialize"]
      {
        state = partialize
      }
      guard let function = LocalFunctions.functionValue(tree, at: state.lowerBound) else {
        continue
      }
      for object in tree.returnedObjects(function, scopes: scopes).objects
      where tree.kind(object) == .objectStart {
        for property in tree.commaSegments(object + 1..<tree.contentEnd(object)) {
          if let key = property.first, let member = memberName(key, tree) {
            found.insert(member)
          }
        }
      }
    }
    return found
  }

  /// The member names of the state `persistReducer` saves of the reducer at `reducer`, as its
  /// `config` keeps them: the keys of the reducer's initial state — the default of a function's
  /// first parameter (`(state = INITIAL, action) => …`), the `initialState` of Redux Toolkit's
  /// `createSlice` (`slice.reducer`) — and of the objects written in it, where the `whitelist`
  /// (a list written there) names its key, and the `blacklist` does not. A reducer read no
  /// other way (`combineReducers(…)`, another file's) saves nothing this reads.
  private static func reducerState(_ reducer: Range<Int>, config: Range<Int>, _ reader: Reader)
    -> Set<String>
  {
    let tree = reader.tree
    guard let initial = initialState(of: reducer, reader) else { return [] }
    let options = objectLiteral(config, reader).map {
      GuardedParameters.members(ofObject: $0, tree)
    }
    let whitelist = options?[".whitelist"].flatMap { strings(in: $0, tree) }
    let blacklist = options?[".blacklist"].flatMap { strings(in: $0, tree) } ?? []
    // The initial state's kept members, and every member of the objects written as their
    // values, each object once (a `const` may name one already met).
    var found = Set<String>()
    var objects = [(open: initial, isState: true)]
    var visited: Set<Int> = [initial]
    while let (object, isState) = objects.popLast() {
      for property in tree.commaSegments(object + 1..<tree.contentEnd(object)) {
        guard let key = property.first, let member = memberName(key, tree),
          !isState || whitelist?.contains(member) ?? true && !blacklist.contains(member)
        else { continue }
        found.insert(member)
        if tree.kind(key + 1) == .colon,
          let nested = objectLiteral(key + 2..<property.upperBound, reader),
          visited.insert(nested).inserted
        {
          objects.append((nested, false))
        }
      }
    }
    return found
  }

  /// The object literal a reducer's state starts as (`initialState`), by `{`.
  private static func initialState(of reducer: Range<Int>, _ reader: Reader) -> Int? {
    let (tree, scopes) = (reader.tree, reader.scopes)
    let first = reducer.lowerBound
    // `slice.reducer` of `const slice = createSlice({ initialState, … })`.
    if reducer.count == 3, tree.kind(first + 1) == .dot, tree.isWord(first + 2, "reducer"),
      let slice = scopes.binding(at: Int32(first)), slice.kind == .const,
      let call = initializer(of: slice, tree), tree.kind(call.lowerBound) == .identifier,
      tree.kind(call.lowerBound + 1) == .leftParen,
      tree.kind(call.lowerBound + 2) == .objectStart,
      let state = GuardedParameters.members(ofObject: call.lowerBound + 2, tree)[".initialState"]
    {
      return objectLiteral(state, reader)
    }
    // A function written there, or one the file declares by name.
    let function: Range<Int>?
    if let value = LocalFunctions.functionValue(tree, at: first),
      value.upperBound == reducer.upperBound
    {
      function = value
    } else if reducer.count == 1, let declared = scopes.binding(at: Int32(first)) {
      function = LocalFunctions.body(of: declared, tree)
    } else {
      function = nil
    }
    // `state = INITIAL` (`state: State = INITIAL`: the analysis stream has no types).
    guard let function, let parameters = GuardedParameters.parameterList(tree, function),
      let state = tree.commaSegments(parameters).first, state.count > 2,
      tree.kind(state.lowerBound) == .identifier, tree.isWordOperator(state.lowerBound + 1, "=")
    else { return nil }
    return objectLiteral(state.lowerBound + 2..<state.upperBound, reader)
  }

  /// The object literal `value` is — written there, or a `const` bound to one — by `{`.
  private static func objectLiteral(_ value: Range<Int>, _ reader: Reader) -> Int? {
    let (tree, scopes) = (reader.tree, reader.scopes)
    var first = value.lowerBound
    if value.count == 1, tree.kind(first) == .identifier,
      let declared = scopes.binding(at: Int32(first)), declared.kind == .const,
      let initial = initializer(of: declared, tree)
    {
      first = initial.lowerBound
    }
    return tree.kind(first) == .objectStart ? first : nil
  }

  /// The initializer of the `const` `declared` (`const config: PersistConfig = { … }`: the
  /// analysis stream has no types).
  private static func initializer(of declared: ScopeTree.Binding, _ tree: TokenTree) -> Range<Int>?
  {
    let equals = Int(declared.token) + 1
    guard equals + 1 < tree.endIndex, tree.isWordOperator(equals, "=") else { return nil }
    return equals + 1..<valueEnd(from: equals + 1, tree)
  }

  /// The strings of an array literal written at `range` (`["lastVisualizedVersion"]`); `nil`
  /// for any other value, or one holding anything else.
  private static func strings(in range: Range<Int>, _ tree: TokenTree) -> Set<String>? {
    let open = range.lowerBound
    guard tree.kind(open) == .leftBracket, tree.tokens[open].partner > open else { return nil }
    var found = Set<String>()
    for element in tree.commaSegments(open + 1..<tree.partner(open)) where !element.isEmpty {
      guard element.count == 1, tree.kind(element.lowerBound) == .string else { return nil }
      found.insert(FileScanner.literalText(tree, element.lowerBound, tree.bytes))
    }
    return found
  }
}
