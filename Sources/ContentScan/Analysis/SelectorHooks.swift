/// React Redux's `useSelector`, read as a zustand store's hook given a selector is
/// (`CheckResults`; CONTENT-ANALYSIS.md, "React, modelled"): `useSelector(selectCanArchive)`
/// returns what the selector returns of the store's state, so a selector whose result is a
/// check (`(s) => "tempo.task-archive" in s.bridge.capabilities`, one of the file's or an
/// imported one) makes the call that check. Also the typed hook the Redux documentation has
/// each app make once and import everywhere — `export const useAppSelector =
/// useSelector.withTypes<RootState>()`, or `const useAppSelector: TypedUseSelectorHook<RootState>
/// = useSelector` — in its file or, exported, in the files importing it (`FileScan.selectorHooks`).
/// Reselect's `createSelector(…inputs, combiner)` makes a selector returning what its last
/// function returns (`combiner`).
enum SelectorHooks {
  /// The hooks given a selector.
  static let hooks = PackageFunctions(["react-redux:useSelector"])

  /// The functions making a memoized selector of inputs and a last function.
  static let selectorMakers = PackageFunctions([
    "reselect:createSelector", "@reduxjs/toolkit:createSelector",
    "@reduxjs/toolkit:createDraftSafeSelector",
  ])

  /// The file's bindings of selector hooks: its imports of `useSelector`, the names bound to a
  /// typed one, and its imports of another file's typed hook (`imported`, by local name).
  static func bindings(
    tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface, imported: Set<String>
  ) -> Set<Int32> {
    typed(
      tree: tree, scopes: scopes,
      imports: hooks.bindings(
        scopes: scopes, interface: interface, locals: imported))
  }

  /// The names the file exports a typed hook under.
  static func exports(
    tree: TokenTree, scopes: () -> ScopeTree?, interface: ModuleInterface
  ) -> Set<String> {
    guard !interface.exports.isEmpty,
      let (scopes, imports) = hooks.imported(in: interface, scopes: scopes)
    else { return [] }
    let typed = typed(tree: tree, scopes: scopes, imports: imports)
    var found = Set<String>()
    for name in interface.exports.keys {
      if let binding = interface.binding(exported: name, in: scopes), typed.contains(binding),
        !imports.contains(binding)
      {
        found.insert(name)
      }
    }
    return found
  }

  /// The hooks `imports` (bindings) and the `const` names bound to one, whole or typed
  /// (`useSelector.withTypes<RootState>()`), declared before their use.
  private static func typed(tree: TokenTree, scopes: ScopeTree, imports: Set<Int32>)
    -> Set<Int32>
  {
    guard !imports.isEmpty else { return [] }
    var hooks = imports
    for (index, binding) in scopes.bindings.enumerated() {
      guard
        let callee = PackageFunctions.callee(of: binding, among: hooks, tree: tree, scopes: scopes)
      else { continue }
      let whole = tree.endsDeclarator(at: callee + 1)
      let withTypes =
        tree.kind(callee + 1) == .dot && tree.isWord(callee + 2, "withTypes")
        && tree.kind(callee + 3) == .leftParen && tree.partner(callee + 3) == callee + 4
        && tree.endsDeclarator(at: callee + 5)
      if whole || withTypes { hooks.insert(Int32(index)) }
    }
    return hooks
  }

  /// The last function `binding` (a `const`) is bound to `createSelector(…, combiner)` with:
  /// what the selector returns is what it returns. `makers`: the file's imports of the
  /// functions making one (`selectorMakers`).
  static func combiner(
    of binding: ScopeTree.Binding, makers: Set<Int32>, tree: TokenTree, scopes: ScopeTree
  ) -> Range<Int>? {
    guard !makers.isEmpty,
      let callee = PackageFunctions.callee(of: binding, among: makers, tree: tree, scopes: scopes)
    else { return nil }
    let paren = callee + 1
    guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner > paren,
      tree.endsDeclarator(at: tree.partner(paren) + 1),
      // (Options may follow it: `createSelector([selectCaps], (caps) => …, { memoize })`.)
      let combiner = tree.commaSegments(paren + 1..<tree.partner(paren)).lazy.compactMap({
        argument in
        LocalFunctions.functionValue(tree, at: argument.lowerBound).flatMap {
          $0.upperBound == argument.upperBound ? $0 : nil
        }
      }).last
    else { return nil }
    return combiner
  }
}
