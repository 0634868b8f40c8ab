/// The state a library saves in storage and reads back at launch (CONTENT-ANALYSIS.md, "What
/// counts as a check": what storage holds proves nothing): a list saved by an older release — or
/// restored from a backup — is there before the shell's snapshot arrives, so the members it is
/// stored under may hold any name (`OwnCollections.stored`).
extension OwnCollections {
  /// The functions saving a state in storage: zustand's `persist` middleware, given the store's
  /// function first; redux-persist's `persistReducer` and `persistCombineReducers`, given
  /// their config first, then the reducer (`ReducerStates`); mobx-persist-store's
  /// `makePersistable(this, { properties })`, saving the members it lists with what the file
  /// writes beneath them; jotai's
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
  /// spreads too), as its options' `partialize` keeps them (`partialized`); of a reducer's,
  /// those of its state (`ReducerStates`),
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
            let property = FileScanner.literalText(tree, name.lowerBound, tree.bytes)
            found.insert(property)
            found.formUnion(written(beneath: property, reader))
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
      // A zustand store's: what its function returns, as its options' `partialize` keeps it.
      var state = storeState(first, reader)
      if arguments.count > 1, let options = reader.reducers.objectLiteral(arguments[1]),
        let partialize = GuardedParameters.members(ofObject: options, tree)[".partialize"]
      {
        state = partialized(state, by: partialize, reader)
      }
      for (member, beneath) in state {
        found.insert(member)
        found.formUnion(beneath)
      }
    }
    return found
  }

  /// The member names the file writes beneath member `member` — in the objects it gives it (a
  /// class's field, `bridge = { capabilities: [] }`; an assignment, `this.bridge = { … }`) and
  /// those it assigns beneath it (`this.bridge.capabilities = …`): what a MobX store saves
  /// with a property it lists.
  private static func written(beneath member: String, _ reader: Reader) -> Set<String> {
    let tree = reader.tree
    var found = Set<String>()
    for token in 2..<max(2, tree.tokens.count - 1)
    where tree.kind(token) == .assign && tree.kind(token - 1) == .identifier {
      let name = token - 1
      let isMember = tree.kind(name - 1) == .dot || tree.kind(name - 1) == .optionalChain
      if isMember, tree.kind(name - 2) == .identifier && tree.text(name - 2) == member,
        tree.kind(name - 3) == .dot || tree.kind(name - 3) == .optionalChain
      {
        found.insert(tree.text(name))
      }
      guard tree.text(name) == member else { continue }
      let level = isMember ? -1 : tree.enclosingOpener(token)
      guard isMember || level >= 0 && tree.kind(level) == .leftBrace && tree.isClassBody(level),
        let object = reader.reducers.objectLiteral(token + 1..<valueEnd(from: token + 1, tree))
      else { continue }
      for (name, beneath) in reader.reducers.objectShape(object) {
        found.insert(name)
        found.formUnion(beneath)
      }
    }
    return found
  }

  /// The state a zustand store's function `value` returns — written there, one of the file's
  /// by name, or an import (asked of its file, `ReducerStates`): an object written there
  /// (spreading others: `{ ...INITIAL, set }`), a `const`'s or an import's
  /// (`ReducerStates.stateShape`).
  private static func storeState(_ value: Range<Int>, _ reader: Reader) -> ReducerStates.Shape {
    let tree = reader.tree
    var shape: ReducerStates.Shape = [:]
    if let function = Self.function(at: value, reader) {
      for returned in returns(of: function, tree) {
        shape.merge(reader.reducers.stateShape(tree.unparenthesized(returned)) ?? [:]) {
          $0.union($1)
        }
      }
    } else if importedName(value, reader) != nil {
      shape = reader.reducers.shape(of: value) ?? [:]
    }
    return shape
  }

  /// The part of `state` a store's `partialize` option keeps: the members of each object it
  /// returns, each holding what is beneath the state's member it reads (`{ bridge: s.bridge
  /// }`), an object written there, or, read any other way, anything the state holds — all of
  /// `state` where one spreads a value (`{ ...s }`), or what it returns is the state itself or
  /// anything else (`(s) => s`); less the members its parameter's pattern takes out, where it
  /// returns the pattern's rest (`({ capabilities, ...rest }) => rest`).
  private static func partialized(
    _ state: ReducerStates.Shape, by partialize: Range<Int>, _ reader: Reader
  ) -> ReducerStates.Shape {
    let tree = reader.tree
    guard let function = Self.function(at: partialize, reader),
      let parameters = GuardedParameters.parameterList(tree, function)
    else { return state }
    // `({ capabilities, ...rest }) => rest`: the pattern's keys, and its rest's name.
    var taken = Set<String>()
    var rest: Int?
    if let pattern = tree.commaSegments(parameters).first, !pattern.isEmpty,
      tree.kind(pattern.lowerBound) == .objectStart
    {
      let open = pattern.lowerBound
      for property in tree.commaSegments(open + 1..<tree.contentEnd(open)) where !property.isEmpty {
        let key = property.lowerBound
        if tree.kind(key) == .spread {
          rest = key + 1
        } else if let name = memberName(key, tree) {
          taken.insert(name)
        }
      }
    }
    let anything = state.reduce(into: Set(state.keys)) { $0.formUnion($1.value) }
    var kept: ReducerStates.Shape = [:]
    for returned in returns(of: function, tree) {
      let result = tree.unparenthesized(returned)
      guard !result.isEmpty else { return state }
      let (first, last) = (result.lowerBound, result.upperBound - 1)
      if first == last, let rest, tree.sameText(first, rest) {
        kept.merge(state.filter { !taken.contains($0.key) }) { $0.union($1) }
        continue
      }
      guard tree.kind(first) == .objectStart, tree.partner(first) == last else {
        return state
      }
      for property in tree.commaSegments(first + 1..<last) where !property.isEmpty {
        let key = property.lowerBound
        if tree.kind(key) == .spread { return state }
        guard let member = memberName(key, tree) else { continue }
        // (Shorthand `{ theme }`: a name of the function's, read any way.)
        guard tree.kind(key + 1) == .colon else {
          kept[member, default: []].formUnion(anything)
          continue
        }
        let value = key + 2..<property.upperBound
        if let object = reader.reducers.objectLiteral(value) {
          for (name, beneath) in reader.reducers.objectShape(object) {
            kept[member, default: []].formUnion(beneath.union([name]))
          }
        } else if value.count >= 3,
          tree.kind(value.lowerBound + 1) == .dot
            || tree.kind(value.lowerBound + 1) == .optionalChain,
          tree.kind(value.lowerBound + 2) == .identifier,
          let parameter = tree.commaSegments(parameters).first, parameter.count >= 1,
          tree.sameText(value.lowerBound, parameter.lowerBound)
        {
          // `s.bridge`, `s.bridge.capabilities`: beneath the state's member read first.
          kept[member, default: []].formUnion(state[tree.text(value.lowerBound + 2)] ?? [])
        } else {
          kept[member, default: []].formUnion(anything)
        }
      }
    }
    return kept
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
