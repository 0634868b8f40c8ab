/// React Redux's `useSelector`, read as a zustand store's hook given a selector is
/// (`CheckResults`; CONTENT-ANALYSIS.md, "React, modelled"): `useSelector(selectCanArchive)`
/// returns what the selector returns of the store's state, so a selector whose result is a
/// check (`(s) => "tempo.task-archive" in s.bridge.capabilities`, one of the file's or an
/// imported one) makes the call that check. Also the typed hook the Redux documentation has
/// each app make once and import everywhere — `export const useAppSelector =
/// useSelector.withTypes<RootState>()`, or `const useAppSelector: TypedUseSelectorHook<RootState>
/// = useSelector` — in its file or, exported, in the files importing it (`FileScan.selectorHooks`).
/// Reselect's `createSelector(…inputs, combiner)` makes a selector returning what its last
/// function returns (`combiner`). jotai's `useAtomValue(canArchiveAtom)` is read the same way:
/// it returns what the atom's read function returns (`const canArchiveAtom = atom((get) =>
/// get(capabilitiesAtom).includes(C))`), and `useAtom(canArchiveAtom)` returns it first, beside
/// the setter (`pairHooks`).
enum SelectorHooks {
  /// The hooks given a selector, or an atom.
  static let hooks = PackageFunctions([
    "react-redux:useSelector", "jotai:useAtomValue", "jotai/react:useAtomValue",
  ])

  /// The hooks given an atom that return its value and its setter, in an array: jotai's
  /// `useAtom` (`const [canArchive] = useAtom(canArchiveAtom)`). What the atom's read function
  /// returns is the first element (`CheckResults`).
  static let pairHooks = PackageFunctions(["jotai:useAtom", "jotai/react:useAtom"])

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

  /// jotai's atom maker: `atom(read, write?)` makes an atom whose value is what `read` returns.
  static let atomMakers = PackageFunctions(["jotai:atom", "jotai/vanilla:atom"])

  /// The function whose result is what `binding` (a `const`) gives: the last function it is
  /// bound to `createSelector(…, combiner)` with (`makers`: the file's imports of
  /// `selectorMakers`), or the first, its read function, of `atom(read, write)` (`atoms`: of
  /// `atomMakers`).
  static func combiner(
    of binding: ScopeTree.Binding, makers: Set<Int32>, atoms: Set<Int32> = [], tree: TokenTree,
    scopes: ScopeTree
  ) -> Range<Int>? {
    let callees = makers.union(atoms)
    guard !callees.isEmpty,
      let callee = PackageFunctions.callee(of: binding, among: callees, tree: tree, scopes: scopes)
    else { return nil }
    let paren = callee + 1
    guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner > paren,
      tree.endsDeclarator(at: tree.partner(paren) + 1),
      let named = scopes.bindingIndex(at: Int32(callee))
    else { return nil }
    return resultFunction(ofCall: paren, atom: atoms.contains(named), tree)
  }

  /// The function among the arguments of the call whose `(` is at `paren` that gives what the
  /// selector or atom it makes does: the last (`createSelector([selectCaps], (caps) => …, {
  /// memoize })`), or an atom's first, its read function (a value there makes a primitive
  /// atom).
  static func resultFunction(ofCall paren: Int, atom: Bool, _ tree: TokenTree) -> Range<Int>? {
    guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner > paren else { return nil }
    let functions = tree.commaSegments(paren + 1..<tree.partner(paren)).lazy.map { argument in
      LocalFunctions.functionValue(tree, at: argument.lowerBound).flatMap {
        $0.upperBound == argument.upperBound ? $0 : nil
      }
    }
    return atom ? functions.first ?? nil : functions.compactMap { $0 }.last
  }
}
