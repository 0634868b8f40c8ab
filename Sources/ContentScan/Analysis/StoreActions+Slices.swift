/// zustand's slices pattern: a store made of functions each returning part of its state
/// (`create((...a) => ({ ...createTaskSlice(...a), ...createTodoSlice(...a) }))`), each given the
/// store's own `set`, `get` and `api`.
///
/// A slice of the store's file, spread there alone, holds actions of the store (`Store.slices`).
/// A slice imported from another file (its documentation's way) is read so once the bundle has
/// asked that file what it reads through the store (`summary`) and found that no slice reads an
/// action through it, nor the store's file an imported one (`Slicing`): its actions then run
/// where the store's readers call them, asked of the slice's file under the store's name
/// (`ImportedConstants`). Until then, or where one does, an imported slice stands where the
/// store is made, and what it is given may call any action there (a refusal, never a miss).
extension StoreActions {
  /// A function of the file a store's initializer spreads into the object it returns: `read`
  /// where the initializer calls it, `arguments` what it gives it.
  struct Slice {
    let read: Int
    let body: Range<Int>
    let arguments: Range<Int>
  }

  /// An imported function spread so: its local name.
  struct ImportedSlice {
    let local: String
    let read: Int
    let arguments: Range<Int>
  }

  /// The slices spread into the objects `objects` the store's initializer `initializer` returns:
  /// each made there alone (read nowhere else, not exported: `isOnlyRead`) and given the
  /// initializer's own `set`, `get` and `api`, in order (`...a` of `(...a) =>`, or `(set, get)` by
  /// name), which are the store's in it too — a function of the file (`local`) or an import.
  /// The functions of the objects a local one returns are the store's actions, read as the
  /// initializer's are — not handed back where the initializer spreads them, which would put
  /// them where the store is made. Any other function spread there (one given other values)
  /// stays a function called where the store is made: its actions stand there.
  static func slices(
    spreadIn objects: [Int], by initializer: Range<Int>, tree: TokenTree, scopes: ScopeTree,
    isOnlyRead: (Int32) -> Bool
  ) -> (local: [Slice], imported: [ImportedSlice]) {
    guard
      let parameters = GuardedParameters.parameterList(tree, initializer).map({
        tree.commaSegments($0).filter { !$0.isEmpty }
      })
    else { return ([], []) }
    var local: [Slice] = []
    var imported: [ImportedSlice] = []
    for object in objects {
      for callee in tree.spreadCalls(in: object) {
        guard let binding = scopes.bindingIndex(at: Int32(callee)), isOnlyRead(binding) else {
          continue
        }
        let arguments = callee + 2..<tree.partner(callee + 1)
        let given = tree.commaSegments(arguments).filter { !$0.isEmpty }
        guard given.count <= parameters.count,
          zip(given, parameters).allSatisfy({ argument, parameter in
            argument.count == parameter.count
              && zip(argument, parameter).allSatisfy { tree.sameText($0, $1) }
          })
        else { continue }
        let declared = scopes.bindings[Int(binding)]
        if declared.kind == .import {
          if declared.scope == 0 {
            imported.append(ImportedSlice(local: declared.name, read: callee, arguments: arguments))
          }
        } else if let body = LocalFunctions.body(of: declared, tree), !body.contains(object) {
          local.append(Slice(read: callee, body: body, arguments: arguments))
        }
      }
    }
    return (local, imported)
  }

  /// What the bundle asks of a file exporting a store with imported slices, for the store's
  /// export name: the slices' local names; the members the file reads through the store
  /// (`""`: the store read whole, which may call any); its own actions' members.
  struct Slicing: Sendable, Equatable {
    var imports: [String]
    var reads: Set<String>
    var actions: Set<String>
  }

  /// The file's exported stores spread with imported slices, by export name.
  static func slicing(tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface)
    -> [String: Slicing]
  {
    // Read as if every imported slice were one: what they are given is theirs.
    var found: [String: Slicing] = [:]
    for store in stores(
      tree: tree, scopes: scopes, interface: interface,
      exportNames: LocalFunctions.exportNames(scopes: scopes, interface: interface), helpers: [],
      slices: nil)
    where !store.imported.isEmpty {
      guard let export = store.export else { continue }
      found[export] = Slicing(
        imports: store.imported.map(\.local), reads: Set(store.reads.map { $0.member ?? "" }),
        actions: actionKeys(of: store.objects, tree: tree, spreading: true) ?? [])
    }
    return found
  }

  /// The keys of the objects `objects` whose values may be functions — any value but plain
  /// data: a literal, `true`, `false`, `null`, `undefined`, or a list or object of them
  /// (`ids: []`, `status: "idle"`); `nil` where a key is not written (a computed one, or a spread
  /// unless `spreading`, where the slices spread are read as such).
  static func actionKeys(of objects: [Int], tree: TokenTree, spreading: Bool = false)
    -> Set<String>?
  {
    var found = Set<String>()
    for object in objects {
      guard tree.kind(object) == .objectStart else { return nil }
      for segment in tree.commaSegments(object + 1..<tree.partner(object)) where !segment.isEmpty {
        if tree.kind(segment.lowerBound) == .spread {
          if spreading { continue }
          return nil
        }
        var first = segment.lowerBound
        if tree.isWord(first, "async"), first + 1 < segment.upperBound { first += 1 }
        guard tree.kind(first) != .leftBracket, let key = tree.keyName(at: first) else {
          return nil
        }
        let isData =
          tree.kind(first + 1) == .colon
          && (first + 2..<segment.upperBound).allSatisfy { isPlainData($0, tree) }
        if !isData { found.insert(key) }
      }
    }
    return found
  }

  /// Whether the token at `index` may stand in plain data: a literal, a bracket, a comma, a
  /// key and its colon (`{ a: 1 }`), `-`, or one of `true`, `false`, `null`, `undefined`.
  private static func isPlainData(_ index: Int, _ tree: TokenTree) -> Bool {
    switch tree.kind(index) {
    case .number, .string, .template, .leftBracket, .rightBracket, .objectStart, .rightBrace,
      .comma, .colon:
      return true
    case .otherOperator:
      return tree.text(index) == "-"
    case .identifier:
      return tree.kind(index + 1) == .colon || tree.isWord(index, "true")
        || tree.isWord(index, "false") || tree.isWord(index, "null")
        || tree.isWord(index, "undefined")
    default:
      return false
    }
  }

  /// What a slice another file spreads into its store reads through the store and holds.
  struct SliceSummary: Sendable, Equatable {
    /// The members its own code reads through the `set`, `get` and `api` it is given (`""`:
    /// the store read whole, which may call any).
    var reads: Set<String>
    /// The keys of the objects it returns that may hold functions (`actionKeys`): the actions
    /// it gives the store.
    var actions: Set<String>
  }

  /// What the file's exported functions `asked` read and hold as slices, by export name: those
  /// that return object literals alone, whose every member has a key of its own (no spread, no
  /// computed key).
  static func summaries(
    of asked: Set<String>, tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface
  ) -> [String: SliceSummary] {
    var found: [String: SliceSummary] = [:]
    let byBinding = scopes.referencesByBinding()
    for export in asked {
      guard let binding = interface.binding(exported: export, in: scopes),
        let body = LocalFunctions.body(of: scopes.bindings[Int(binding)], tree)
      else { continue }
      let returned = tree.returnedObjects(body, scopes: scopes)
      guard !returned.others, !returned.objects.isEmpty,
        let actions = actionKeys(of: returned.objects, tree: tree)
      else { continue }
      var reads = Reads(tree: tree, scopes: scopes) { byBinding[$0] ?? [] }
      reads.ofParameters(of: body)
      found[export] = SliceSummary(
        reads: Set(reads.found.map { $0.member ?? "" }), actions: actions)
    }
    return found
  }
}
