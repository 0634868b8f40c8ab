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
    PackageFunctions.typed(
      hooks.bindings(scopes: scopes, interface: interface, locals: imported), aliases: true,
      tree: tree, scopes: scopes)
  }

  /// The names the file exports a selector hook under, typed or passed on.
  static func exports(
    tree: TokenTree, scopes: () -> ScopeTree?, interface: ModuleInterface
  ) -> Set<String> {
    guard !interface.exports.isEmpty,
      let (scopes, imports) = hooks.imported(in: interface, scopes: scopes)
    else { return [] }
    return PackageFunctions.exports(
      of: PackageFunctions.typed(imports, aliases: true, tree: tree, scopes: scopes),
      interface: interface, scopes: scopes)
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
