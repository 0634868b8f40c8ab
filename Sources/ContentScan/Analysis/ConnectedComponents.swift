/// React Redux's `connect`, modelled as a component's element is (CONTENT-ANALYSIS.md, "React,
/// modelled"): `connect(mapStateToProps)(Row)` renders `Row` with the props its element is given
/// and, over them, the members of the object `mapStateToProps` returns of the store's state. So
/// where `mapStateToProps` is a function the file writes — at the call, or bound to a name —
/// that returns one object literal and nothing else, its members are the props the component
/// read there is given (`FlagParameters`): `canArchive: "tempo.task-archive" in
/// s.bridge.capabilities` is a flag's argument, as `<Row canArchive={…} />` would be. Props the
/// object does not name come from the elements of the connected component, which are not
/// followed: those flags are given nothing. With a `mergeProps` (a third argument), which may
/// combine them any way, nothing is given.
enum ConnectedComponents {
  /// The functions connecting a component to a store.
  static let connectors = PackageFunctions(["react-redux:connect"])

  /// The props `connect(mapStateToProps)` gives the component read at each reference
  /// (`connect(mapState)(Row)`, `connect(mapState, mapDispatch)(Row)`), by the reference's
  /// token: the members of the object `mapStateToProps` returns, by slot (`.name`).
  static func props(tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface)
    -> [Int: [String: Range<Int>]]
  {
    let connectors = connectors.bindings(scopes: scopes, interface: interface)
    guard !connectors.isEmpty else { return [:] }
    var found: [Int: [String: Range<Int>]] = [:]
    for reference in scopes.references where connectors.contains(reference.binding) {
      let paren = Int(reference.token) + 1
      guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner > paren else { continue }
      let close = tree.partner(paren)
      let arguments = tree.commaSegments(paren + 1..<close).filter { !$0.isEmpty }
      // `connect(mapState, mapDispatch)(Component)`: the component, the second call's only
      // argument, a name.
      let component = close + 2
      guard (1...2).contains(arguments.count), tree.kind(close + 1) == .leftParen,
        tree.kind(component) == .identifier, tree.partner(close + 1) == component + 1,
        let function = mapStateFunction(arguments[0], tree: tree, scopes: scopes),
        case let returned = tree.returnedObjects(function, scopes: scopes),
        !returned.others, returned.objects.count == 1,
        tree.kind(returned.objects[0]) == .objectStart
      else { continue }
      found[component] = GuardedParameters.members(ofObject: returned.objects[0], tree)
    }
    return found
  }

  /// The function `argument` is: written there, or a name bound to a function the file
  /// declares.
  private static func mapStateFunction(
    _ argument: Range<Int>, tree: TokenTree, scopes: ScopeTree
  ) -> Range<Int>? {
    if let written = LocalFunctions.functionValue(tree, at: argument.lowerBound),
      written.upperBound == argument.upperBound
    {
      return written
    }
    guard argument.count == 1, tree.kind(argument.lowerBound) == .identifier,
      let binding = scopes.bindingIndex(at: Int32(argument.lowerBound))
    else { return nil }
    return LocalFunctions.body(of: scopes.bindings[Int(binding)], tree)
  }
}
