/// The state a library saves in storage and reads back at launch (CONTENT-ANALYSIS.md, "What
/// counts as a check": what storage holds proves nothing): a list saved by an older release — or
/// restored from a backup — is there before the shell's snapshot arrives, so the members it is
/// stored under may hold any name (`OwnCollections.stored`).
extension OwnCollections {
  /// The functions saving a state in storage: zustand's `persist` middleware, given the store's
  /// function first; redux-persist's `persistReducer` and `persistCombineReducers`, given
  /// their config first, then the reducer (`ReducerStates`); mobx-persist-store's
  /// `makePersistable(this, { properties })`, saving the members it lists; jotai's
  /// `atomWithStorage`, whose atom holds what storage does (read where the atom is,
  /// `OwnCollections.names`); and TanStack Query's persisters, which save every query's
  /// `data` (`PersistQueryClientProvider`, `persistQueryClient`).
  static let persisters = PackageFunctions([
    "zustand/middleware:persist", "redux-persist:persistReducer",
    "redux-persist:persistCombineReducers", "mobx-persist-store:makePersistable",
    "jotai/utils:atomWithStorage", "jotai/vanilla/utils:atomWithStorage",
    "@tanstack/react-query-persist-client:PersistQueryClientProvider",
    "@tanstack/react-query-persist-client:persistQueryClient",
    "@tanstack/query-persist-client-core:persistQueryClient",
  ])

  /// The member names of the state the file's calls of `persisters` save: of a zustand store's,
  /// those of the object its function returns (those beneath and those of the objects it
  /// spreads too) or, where its options `partialize` the state, of the object that function
  /// returns; of a reducer's, those of its state (`ReducerStates`),
  /// kept by the config's `whitelist` and less its `blacklist`, those beneath them included; of
  /// a query client's, its queries' `data`.
  static func persistedMembers(_ reader: Reader) -> Set<String> {
    let (tree, scopes) = (reader.tree, reader.scopes)
    guard !reader.persisters.isEmpty else { return [] }
    var found = Set<String>()
    for reference in scopes.references {
      guard let persister = reader.persisters[reference.binding] else { continue }
      if persister.hasPrefix("persistQueryClient") || persister == "PersistQueryClientProvider" {
        found.insert("data")
        continue
      }
      if persister == "atomWithStorage" { continue }
      let callee = Int(reference.token)
      guard tree.kind(callee + 1) == .leftParen, tree.tokens[callee + 1].partner > callee + 1
      else { continue }
      let arguments = tree.commaSegments(callee + 2..<tree.partner(callee + 1))
      guard let first = arguments.first, !first.isEmpty else { continue }
      // `makePersistable(this, { name, properties: ["capabilities", { key: "theme", … }] })`.
      if persister == "makePersistable" {
        guard arguments.count > 1, tree.kind(arguments[1].lowerBound) == .objectStart,
          let properties = GuardedParameters.members(ofObject: arguments[1].lowerBound, tree)[
            ".properties"],
          tree.kind(properties.lowerBound) == .leftBracket
        else { continue }
        let open = properties.lowerBound
        for element in tree.commaSegments(open + 1..<tree.contentEnd(open)) where !element.isEmpty {
          var name = element
          if tree.kind(element.lowerBound) == .objectStart,
            let key = GuardedParameters.members(ofObject: element.lowerBound, tree)[".key"]
          {
            name = key
          }
          if name.count == 1, tree.kind(name.lowerBound) == .string {
            found.insert(FileScanner.literalText(tree, name.lowerBound, tree.bytes))
          }
        }
        continue
      }
      // `persistReducer(config, reducer)`, `persistCombineReducers(config, { … })`.
      if let maker = reader.reducers.function(calledAt: callee) {
        guard arguments.count > 1 else { continue }
        let shape =
          maker == .persistCombineReducers
          ? reader.reducers.combinedShape(arguments[1], depth: 0)
          : reader.reducers.shape(of: arguments[1])
        found.formUnion(kept(shape ?? [:], config: first, reader.reducers))
        continue
      }
      var state = first
      if arguments.count > 1, tree.kind(arguments[1].lowerBound) == .objectStart,
        let partialize = GuardedParameters.members(ofObject: arguments[1].lowerBound, tree)[
          ".partialize"]
      {
        state = partialize
      }
      // The store's function written there, or one of the file's by name.
      var function = LocalFunctions.functionValue(tree, at: state.lowerBound)
      if function == nil, state.count == 1, tree.kind(state.lowerBound) == .identifier,
        let declared = scopes.binding(at: Int32(state.lowerBound))
      {
        function = LocalFunctions.body(of: declared, tree)
      }
      guard let function else { continue }
      // What it returns: an object written there (spreading others: `{ ...INITIAL, set }`), a
      // `const`'s or an import's (`ReducerStates.stateShape`), with every name beneath.
      for returned in returns(of: function, tree) {
        var (first, last) = (returned.lowerBound, returned.upperBound - 1)
        while first < last, tree.kind(first) == .leftParen, tree.partner(first) == last {
          (first, last) = (first + 1, last - 1)
        }
        for (member, beneath) in reader.reducers.stateShape(first..<last + 1) ?? [:] {
          found.insert(member)
          found.formUnion(beneath)
        }
      }
    }
    return found
  }

  /// The member names of a reducer's state `shape` redux-persist saves as its `config` says:
  /// each member of the top level the `whitelist` (a list written there) names, or any where
  /// there is none, but those the `blacklist` names — with every name beneath it.
  private static func kept(
    _ shape: ReducerStates.Shape, config: Range<Int>, _ states: ReducerStates
  ) -> Set<String> {
    let tree = states.tree
    let options = states.objectLiteral(config).map {
      GuardedParameters.members(ofObject: $0, tree)
    }
    let whitelist = options?[".whitelist"].flatMap { strings(in: $0, tree) }
    let blacklist = options?[".blacklist"].flatMap { strings(in: $0, tree) } ?? []
    var found = Set<String>()
    for (member, beneath) in shape
    where whitelist?.contains(member) ?? true && !blacklist.contains(member) {
      found.insert(member)
      found.formUnion(beneath)
    }
    return found
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
