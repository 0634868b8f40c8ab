/// Functions of packages the analysis models as React's hooks (CONTENT-ANALYSIS.md, "React,
/// modelled"), by `module:export` — zustand's store makers, Redux Toolkit's thunk maker, TanStack
/// Query's mutation and query hooks: which of a file's imports are one, and the calls a `const`
/// is bound to.
struct PackageFunctions {
  let functions: Set<String>
  /// The modules of `functions`, and their lengths: most files import none, ruled out by a
  /// length or a comparison before a string is made or hashed (every file asks, of each of its
  /// imports).
  private let modules: [String]
  private let lengths: Set<Int>

  init(_ functions: Set<String>) {
    self.functions = functions
    modules = Set(functions.map { String($0[..<$0.lastIndex(of: ":")!]) }).sorted()
    lengths = Set(modules.map(\.utf8.count))
  }

  /// Whether the import is of one of the functions.
  func isImport(_ item: ModuleInterface.Import) -> Bool {
    guard lengths.contains(item.specifier.utf8.count), case .named(let name) = item.imported,
      modules.contains(item.specifier)
    else { return false }
    return functions.contains("\(item.specifier):\(name)")
  }

  /// The module-level bindings of the file's imports of the functions, and of the imports
  /// named in `locals` too.
  func bindings(
    scopes: ScopeTree, interface: ModuleInterface, locals: Set<String> = []
  ) -> Set<Int32> {
    guard !locals.isEmpty || interface.imports.contains(where: isImport) else { return [] }
    let names = locals.union(interface.imports.filter(isImport).map(\.local))
    var found = Set<Int32>()
    for (index, binding) in scopes.bindings.enumerated()
    where binding.kind == .import && binding.scope == 0 && names.contains(binding.name) {
      found.insert(Int32(index))
    }
    return found
  }

  /// The module-level bindings of the file's imports of the functions, with the name each
  /// function is exported under (`persistReducer`, whatever the file calls it).
  func named(scopes: ScopeTree, interface: ModuleInterface) -> [Int32: String] {
    guard interface.imports.contains(where: isImport) else { return [:] }
    var found: [Int32: String] = [:]
    for item in interface.imports where isImport(item) {
      guard case .named(let name) = item.imported,
        let binding = scopes.bindings.firstIndex(where: {
          $0.kind == .import && $0.scope == 0 && $0.name == item.local
        })
      else { continue }
      found[Int32(binding)] = name
    }
    return found
  }

  /// The file's scopes and its imports of the functions (`bindings`), when it imports one:
  /// asked of every file, most of which import none, whose scopes are then not built.
  func imported(in interface: ModuleInterface, scopes: () -> ScopeTree?)
    -> (scopes: ScopeTree, bindings: Set<Int32>)?
  {
    guard interface.imports.contains(where: isImport), let scopes = scopes() else { return nil }
    return (scopes, bindings(scopes: scopes, interface: interface))
  }

  /// The callee of the call `binding` is bound to (`const useTaskStore = create(…)`), when it
  /// names one of `callees` (bindings).
  static func callee(
    of binding: ScopeTree.Binding, among callees: Set<Int32>, tree: TokenTree, scopes: ScopeTree
  ) -> Int? {
    let callee = Int(binding.token) + 2
    guard binding.kind == .const, tree.isWordOperator(callee - 1, "="),
      tree.kind(callee) == .identifier, let named = scopes.bindingIndex(at: Int32(callee)),
      callees.contains(named)
    else { return nil }
    return callee
  }
}

extension PackageFunctions {
  /// The functions `imports` (bindings) and the `const` names bound to one typed by Redux's
  /// `withTypes` (`const createAppAsyncThunk = createAsyncThunk.withTypes<…>()`) — or, where
  /// `aliases`, bound to one whole (`const useAppSelector: TypedUseSelectorHook<…> =
  /// useSelector`) — declared before their use.
  static func typed(
    _ imports: Set<Int32>, aliases: Bool = false, tree: TokenTree, scopes: ScopeTree
  ) -> Set<Int32> {
    guard !imports.isEmpty else { return [] }
    var found = imports
    for (index, binding) in scopes.bindings.enumerated() {
      guard let callee = callee(of: binding, among: found, tree: tree, scopes: scopes) else {
        continue
      }
      let whole = aliases && tree.endsDeclarator(at: callee + 1)
      let withTypes =
        tree.kind(callee + 1) == .dot && tree.isWord(callee + 2, "withTypes")
        && tree.kind(callee + 3) == .leftParen && tree.partner(callee + 3) == callee + 4
        && tree.endsDeclarator(at: callee + 5)
      if whole || withTypes { found.insert(Int32(index)) }
    }
    return found
  }

  /// The names the file exports one of `bindings` under.
  static func exports(
    of bindings: Set<Int32>, interface: ModuleInterface, scopes: ScopeTree
  ) -> Set<String> {
    Set(
      interface.exports.keys.filter {
        interface.binding(exported: $0, in: scopes).map(bindings.contains) ?? false
      })
  }

  /// Every package function the analysis models: a file importing none of them (most files)
  /// skips every model at once.
  static let modelled = PackageFunctions(
    StoreActions.makers.functions.union(AsyncThunks.makers.functions)
      .union(Mutations.makers.functions).union(Mutations.hookMakers.functions)
      .union(Queries.makers.functions))

  /// Whether the file imports a function some model reads.
  static func anyImported(by interface: ModuleInterface) -> Bool {
    interface.imports.contains(where: modelled.isImport)
  }
}
