/// The members of the state a Redux reducer holds (CONTENT-ANALYSIS.md, "What counts as a
/// check": what storage holds proves nothing): redux-persist saves a reducer's state and gives
/// it back at launch, so every member name in it may hold any name
/// (`OwnCollections.persistedMembers`).
///
/// A reducer's state is read from where it starts: a function's default state (`(state =
/// INITIAL, action) => …`), what its body gives that parameter and the objects it returns, Redux Toolkit's `createSlice({
/// initialState })` (`slice.reducer`) and `createReducer(INITIAL, …)` (reduxsauce's too),
/// redux-actions' `handleActions(handlers, INITIAL)`, and `combineReducers({ bridge, tasks })`,
/// whose state holds each reducer's under its key — followed through `const`s and, for a
/// reducer or a starting state imported from another file of the content, asked of that file
/// (`asks`, `Linked.reducerShapes`). A reducer read no other way holds members this cannot name
/// (a documented miss).
struct ReducerStates {
  /// The members of a state's top level, each with every member name beneath it.
  typealias Shape = [String: Set<String>]

  /// The functions of Redux, Redux Toolkit, reduxsauce, redux-actions and redux-persist that
  /// make a reducer.
  enum Function: String {
    case combineReducers, createReducer, handleActions, persistReducer, persistCombineReducers
  }

  /// Their imports.
  static let functions = PackageFunctions([
    "redux:combineReducers", "@reduxjs/toolkit:combineReducers",
    "@reduxjs/toolkit:createReducer", "reduxsauce:createReducer",
    "redux-actions:handleActions", "redux-persist:persistReducer",
    "redux-persist:persistCombineReducers",
  ])

  /// How many bindings and calls deep a reducer is followed.
  static let maxDepth = 8

  let tree: TokenTree
  let scopes: ScopeTree
  /// The file's imports of `functions`, by binding: the function each is.
  let imported: [Int32: Function]
  /// The shapes of the reducers other files give the file, by local name (`X`, or `X.reducer`
  /// of an imported slice).
  let shapes: [String: Shape]
  /// The imported reducers whose shapes were read, known or not: by local name, as `shapes`
  /// (asked again, for an answer that grows as its file learns more).
  private(set) var asks = Set<String>()

  init(tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface, shapes: [String: Shape]) {
    self.tree = tree
    self.scopes = scopes
    self.shapes = shapes
    imported = Self.functions.named(scopes: scopes, interface: interface).compactMapValues {
      Function(rawValue: $0)
    }
  }

  /// The function of `functions` the call whose callee is at `callee` calls, if any.
  func function(calledAt callee: Int) -> Function? {
    guard !imported.isEmpty, tree.kind(callee) == .identifier,
      tree.kind(callee + 1) == .leftParen, tree.tokens[callee + 1].partner > callee + 1,
      let binding = scopes.bindingIndex(at: Int32(callee))
    else { return nil }
    return imported[binding]
  }

  /// The state of the reducer written at `reducer`; `nil` where it is read no way this knows.
  mutating func shape(of reducer: Range<Int>, depth: Int = 0) -> Shape? {
    guard depth <= Self.maxDepth, !reducer.isEmpty else { return nil }
    let first = reducer.lowerBound
    // A reducer by name: a function of the file, a `const`'s value, or an import.
    if reducer.count == 1, tree.kind(first) == .identifier,
      let declared = scopes.binding(at: Int32(first))
    {
      return shape(of: declared, depth: depth + 1)
    }
    // `slice.reducer`.
    if reducer.count == 3, tree.kind(first) == .identifier, tree.kind(first + 1) == .dot,
      tree.isWord(first + 2, "reducer"), let slice = scopes.binding(at: Int32(first))
    {
      return sliceShape(slice)
    }
    // `combineReducers({ … })`, `createReducer(INITIAL, …)`, `persistReducer(config, reducer)`.
    if let function = function(calledAt: first), tree.partner(first + 1) + 1 == reducer.upperBound {
      let arguments = tree.commaSegments(first + 2..<tree.partner(first + 1))
      switch function {
      case .combineReducers:
        return arguments.first.flatMap { combinedShape($0, depth: depth + 1) }
      case .createReducer:
        return arguments.first.flatMap { stateShape($0) }
      case .handleActions:
        return arguments.count > 1 ? stateShape(arguments[1]) : nil
      case .persistReducer:
        return arguments.count > 1 ? shape(of: arguments[1], depth: depth + 1) : nil
      case .persistCombineReducers:
        return arguments.count > 1 ? combinedShape(arguments[1], depth: depth + 1) : nil
      }
    }
    // A function written there: its default state.
    if let function = LocalFunctions.functionValue(tree, at: first),
      function.upperBound == reducer.upperBound
    {
      return startingState(of: function)
    }
    // A state: one another file's reducer starts as, asked of this file (`(state = INITIAL,
    // action)` of an imported `INITIAL`).
    if tree.kind(first) == .objectStart, tree.partner(first) + 1 == reducer.upperBound {
      return objectShape(first)
    }
    return nil
  }

  /// The state of the reducer bound to `declared`.
  mutating func shape(of declared: ScopeTree.Binding, depth: Int) -> Shape? {
    switch declared.kind {
    case .import where declared.scope == 0:
      return known(declared.name)
    case .function:
      return LocalFunctions.body(of: declared, tree).flatMap { startingState(of: $0) }
    case .const:
      return value(of: declared).flatMap { shape(of: $0, depth: depth) }
    default:
      return nil
    }
  }

  /// The state of `slice.reducer`, of `const slice = createSlice({ initialState, … })` or an
  /// imported slice.
  mutating func sliceShape(_ slice: ScopeTree.Binding) -> Shape? {
    if slice.kind == .import, slice.scope == 0 { return known(slice.name + ".reducer") }
    guard slice.kind == .const, let call = value(of: slice),
      tree.kind(call.lowerBound) == .identifier, tree.kind(call.lowerBound + 1) == .leftParen,
      tree.kind(call.lowerBound + 2) == .objectStart,
      let state = GuardedParameters.members(ofObject: call.lowerBound + 2, tree)[".initialState"]
    else { return nil }
    return stateShape(state)
  }

  /// The shape of the state written at `value`: an object literal, a `const`'s, or an import's
  /// (asked of its file).
  mutating func stateShape(_ value: Range<Int>, depth: Int = 0) -> Shape? {
    if let object = objectLiteral(value) { return objectShape(object, depth: depth) }
    guard value.count == 1, tree.kind(value.lowerBound) == .identifier,
      let declared = scopes.binding(at: Int32(value.lowerBound)), declared.kind == .import,
      declared.scope == 0
    else { return nil }
    return known(declared.name)
  }

  /// The shape another file gives the import `local` (asked).
  private mutating func known(_ local: String) -> Shape? {
    asks.insert(local)
    return shapes[local]
  }

  /// The state of `combineReducers`'s object at `reducers` (written there, or a `const`'s):
  /// each reducer's under its key.
  mutating func combinedShape(_ reducers: Range<Int>, depth: Int) -> Shape? {
    guard let object = objectLiteral(reducers) else { return nil }
    var shape: Shape = [:]
    for property in tree.commaSegments(object + 1..<tree.contentEnd(object)) {
      guard let key = property.first, let member = OwnCollections.memberName(key, tree) else {
        continue
      }
      // `{ bridge }`, `{ bridge: bridgeReducer }`.
      let value = property.count == 1 ? property : key + 2..<property.upperBound
      guard property.count == 1 || tree.kind(key + 1) == .colon else { continue }
      var beneath = Set<String>()
      for (name, names) in self.shape(of: value, depth: depth) ?? [:] {
        beneath.insert(name)
        beneath.formUnion(names)
      }
      shape[member] = beneath
    }
    return shape
  }

  /// The state a reducer function starts as and makes: the object its first parameter defaults
  /// to (`state = INITIAL`; `state: State = INITIAL` too: the analysis stream has no types),
  /// with the members of the objects it returns (`if (state === undefined) return INITIAL`,
  /// `return { ...state, capabilities: action.payload }`) and of those its first parameter is
  /// given in its body (`state = state ?? INITIAL`, `if (!state) state = INITIAL`) — each
  /// branch of a fallback or a conditional.
  private mutating func startingState(of function: Range<Int>) -> Shape? {
    guard let parameters = GuardedParameters.parameterList(tree, function) else { return nil }
    var shape: Shape?
    let state =
      tree.commaSegments(parameters).first ?? parameters.lowerBound..<parameters.lowerBound
    if state.count > 2, tree.kind(state.lowerBound) == .identifier,
      tree.isWordOperator(state.lowerBound + 1, "=")
    {
      shape = stateShape(state.lowerBound + 2..<state.upperBound)
    }
    for object in tree.returnedObjects(function, scopes: scopes).objects {
      guard let returned = objectLiteral(object..<tree.partner(object) + 1) else { continue }
      shape = (shape ?? [:]).merging(objectShape(returned)) { $0.union($1) }
    }
    var values = tree.returnedExpressions(function, parameters: parameters)?.expressions ?? []
    if !state.isEmpty, tree.kind(state.lowerBound) == .identifier,
      let binding = scopes.bindingIndex(at: Int32(state.lowerBound))
    {
      for reference in scopes.references
      where reference.binding == binding && function.contains(Int(reference.token)) {
        let read = Int(reference.token)
        if tree.isWordOperator(read + 1, "="), tree.kind(read - 1) != .dot {
          values.append(read + 2..<OwnCollections.valueEnd(from: read + 2, tree))
        }
      }
    }
    for value in values {
      for branch in Self.branches(of: value, tree) where branch.count == 1 {
        guard let named = stateShape(branch) else { continue }
        shape = (shape ?? [:]).merging(named) { $0.union($1) }
      }
    }
    return shape
  }

  /// The values `value` may be: each branch of its fallbacks (`??`, `||`, `&&`) and
  /// conditionals, parentheses dropped.
  private static func branches(of value: Range<Int>, _ tree: TokenTree) -> [Range<Int>] {
    switch ExpressionParser.parse(value, in: tree) {
    case .binary(let operatorIndex, let lhs, let rhs, _)
    where [.nullish, .logicalOr, .logicalAnd].contains(tree.kind(operatorIndex)):
      return branches(of: lhs.range, tree) + branches(of: rhs.range, tree)
    case .conditional(_, let consequent, let alternate, _):
      return branches(of: consequent.range, tree) + branches(of: alternate.range, tree)
    default:
      let inner = tree.unparenthesized(value)
      guard !inner.isEmpty else { return [] }
      return inner == value ? [value] : branches(of: inner, tree)
    }
  }

  /// The members of the object literal at `open` (by `{`), each with the members of the objects
  /// written as its value, nested ones too — each object read once under it (a `const` may name
  /// one already met) — and those of the states it spreads (`{ ...INITIAL, theme }`: a
  /// `const`'s, or an import's, asked; beneath the top level, a `const`'s of the file).
  mutating func objectShape(_ open: Int, depth: Int = 0) -> Shape {
    var shape: Shape = [:]
    for property in tree.commaSegments(open + 1..<tree.contentEnd(open)) {
      guard let key = property.first else { continue }
      if tree.kind(key) == .spread {
        if depth < Self.maxDepth,
          let spread = stateShape(key + 1..<property.upperBound, depth: depth + 1)
        {
          shape.merge(spread) { $0.union($1) }
        }
        continue
      }
      guard let member = OwnCollections.memberName(key, tree) else { continue }
      var visited: Set<Int> = [open]
      var beneath = Set<String>()
      var objects: [Int] = []
      if tree.kind(key + 1) == .colon, let nested = objectLiteral(key + 2..<property.upperBound),
        visited.insert(nested).inserted
      {
        objects.append(nested)
      }
      while let object = objects.popLast() {
        for inner in tree.commaSegments(object + 1..<tree.contentEnd(object)) {
          guard let key = inner.first else { continue }
          let value: Range<Int>
          if tree.kind(key) == .spread {
            value = key + 1..<inner.upperBound
          } else {
            guard let name = OwnCollections.memberName(key, tree) else { continue }
            beneath.insert(name)
            guard tree.kind(key + 1) == .colon else { continue }
            value = key + 2..<inner.upperBound
          }
          if let nested = objectLiteral(value), visited.insert(nested).inserted {
            objects.append(nested)
          }
        }
      }
      shape[member, default: []].formUnion(beneath)
    }
    return shape
  }

  /// The object literal `value` is — written there, or a `const` bound to one — by `{`.
  func objectLiteral(_ value: Range<Int>) -> Int? {
    var first = value.lowerBound
    if value.count == 1, tree.kind(first) == .identifier,
      let declared = scopes.binding(at: Int32(first)), declared.kind == .const,
      let initial = self.value(of: declared)
    {
      first = initial.lowerBound
    }
    return tree.kind(first) == .objectStart ? first : nil
  }

  /// The value the `const` `declared` is bound to (`const config: PersistConfig = { … }`: the
  /// analysis stream has no types), or the module's `*default*` holds (`export default
  /// slice.reducer`).
  func value(of declared: ScopeTree.Binding) -> Range<Int>? {
    let name = Int(declared.token)
    let start: Int
    if declared.scope == 0, declared.name == "default" {
      guard let value = tree.moduleValue(declaredAt: name) else { return nil }
      start = value
    } else {
      guard name + 2 < tree.endIndex, tree.isWordOperator(name + 1, "=") else { return nil }
      start = name + 2
    }
    return start..<OwnCollections.valueEnd(from: start, tree)
  }

  /// The shapes of the exports other files ask (`Linked.reducersAsked`: `X`, or `X.reducer` of
  /// an exported slice), by export name, where read.
  mutating func exported(_ asked: Set<String>, interface: ModuleInterface) -> [String: Shape] {
    var found: [String: Shape] = [:]
    for export in asked.sorted() {
      let isSlice = export.hasSuffix(".reducer")
      let name = isSlice ? String(export.dropLast(".reducer".count)) : export
      guard let binding = interface.functionBinding(exported: name, in: scopes) else { continue }
      let declared = scopes.bindings[Int(binding)]
      let shape = isSlice ? sliceShape(declared) : shape(of: declared, depth: 0)
      if let shape { found[export] = shape }
    }
    return found
  }
}
