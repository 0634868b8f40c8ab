/// A wrapper's table of what each kind needs (CONTENT-ANALYSIS.md, "Where it holds": function
/// summaries, instantiated per call). In
///
///     const REQUIRED: Partial<Record<Kind, string>> = {
///       [Kind.Archive]: "tempo.task-archive",
///       "task.set-due": "tempo.task-due-dates",
///     };
///     export function performSafely(action: Action) {
///       const need = REQUIRED[action.kind];
///       if (need && !hasCapability(need)) return false;
///       perform(action);
///     }
///
/// `need` holds what the kind sent needs, or nothing for a kind the table does not list. A check
/// of it (`hasCapability(need)`) proves, for each key, the key's capability where the kind is
/// that key — one guard on condition per entry (`NameConditions`) — and `need` falsy proves the
/// same (the kind is none of the keys: each holds vacuously). So past the early exit each listed
/// kind holds what it needs, and a call sending another needs nothing of it.
///
/// Read only where the table is a `const` bound to an object whose keys are all names (a
/// string, a constant naming one: `[Kind.Archive]`) and whose values all name capabilities or
/// scopes (`ConstantTable`) — of the file, or imported by name from another, where no file
/// writes into it — that the file reads only member by member and never writes into
/// (`REQUIRED[k] = …`, `delete`); and `need` a `const` bound to exactly `TABLE[p]`
/// or `TABLE[p.member]`, `p` the summarized function's parameter — or that read itself, written
/// where `need` would be (`if (!hasCapability(REQUIRED[action.kind])) return;`).
enum KindTables {
  /// A table's entry: the name keyed, and the ids of the elements its value names.
  struct Entry: Equatable {
    let key: String
    let ids: [String]
  }

  /// The entries of a constant's value when it is such a table: every member's value a name
  /// whose elements `ids` gives (capabilities and scopes), none empty; `nil` otherwise.
  static func entries(of value: Constant, ids: (String) -> [String]) -> [Entry]? {
    guard case .object(let members) = value, !members.isEmpty else { return nil }
    var entries: [Entry] = []
    for member in members {
      guard case .name(let name, _) = member.value, case let found = ids(name), !found.isEmpty
      else { return nil }
      entries.append(Entry(key: member.key, ids: found))
    }
    return entries
  }

  /// What a read of a table for a parameter's member gives (`REQUIRED[action.kind]`): the
  /// read's tokens, the member's path, and a guard on condition for each entry (the entry's
  /// elements where the member is its key).
  struct Lookup {
    let range: Range<Int>
    let path: String
    let conditions: Set<String>
  }

  /// What a variable bound to a table's value for a parameter's member holds: the variable and
  /// the lookup it is bound to.
  struct Requirement {
    let binding: Int32
    let lookup: Lookup
    var path: String { lookup.path }
    var conditions: Set<String> { lookup.conditions }
  }

  /// The lookup the read at `token` of the parameter `slot` makes, when it is the key of
  /// `TABLE[p.path]` and `TABLE` one of `tables` (by binding) the file never writes into.
  static func lookup(
    keyRead token: Int, slot: String, tables: [Int32: [Entry]], tree: TokenTree,
    scopes: ScopeTree
  ) -> Lookup? {
    let member = tree.memberChain(after: token).last
    let end = (member?.token ?? token) + 1
    let open = token - 1
    let table = open - 1
    guard !tables.isEmpty, open >= 1, tree.kind(open) == .leftBracket,
      tree.tokens[open].partner == Int32(end), tree.kind(table) == .identifier,
      tree.kind(table - 1) != .dot, tree.kind(table - 1) != .optionalChain,
      let tableBinding = scopes.bindingIndex(at: Int32(table)),
      let entries = tables[tableBinding],
      isOnlyRead(tableBinding, tree: tree, scopes: scopes)
    else { return nil }
    let path = member?.path ?? ""
    var conditions = Set<String>()
    for entry in entries {
      guard
        let comparison = NameConditions.comparison(
          slot: slot, path: path, name: entry.key, equal: true)
      else { continue }
      conditions.formUnion(NameConditions.conditionals(on: comparison, Set(entry.ids)))
    }
    guard !conditions.isEmpty else { return nil }
    return Lookup(range: table..<end + 1, path: path, conditions: conditions)
  }

  /// The requirement a lookup makes where it is bound alone: `const need = TABLE[p.path]`.
  static func requirement(of lookup: Lookup, tree: TokenTree, scopes: ScopeTree)
    -> Requirement?
  {
    let name = lookup.range.lowerBound - 2
    guard name >= 1, tree.isWordOperator(name + 1, "="), tree.kind(name) == .identifier,
      tree.isWord(name - 1, "const"), tree.endsDeclarator(at: lookup.range.upperBound),
      let binding = scopes.bindingIndex(at: Int32(name)),
      scopes.bindings[Int(binding)].token == Int32(name)
    else { return nil }
    return Requirement(binding: binding, lookup: lookup)
  }

  /// Whether every reference of the table `binding` reads a member of it that is not written
  /// (`TABLE[k]`, `TABLE.k`, not `TABLE[k] = …`, `delete TABLE[k]`, nor the table passed on).
  private static func isOnlyRead(_ binding: Int32, tree: TokenTree, scopes: ScopeTree) -> Bool {
    scopes.references.allSatisfy { reference in
      guard reference.binding == binding else { return true }
      let read = Int(reference.token)
      let after: Int
      if tree.kind(read + 1) == .leftBracket, tree.tokens[read + 1].partner > read + 1 {
        after = tree.partner(read + 1) + 1
      } else if let member = tree.memberName(after: read) {
        after = member + 1
      } else {
        return false
      }
      // (`+=`, `??=` and the other assignments are one kind of token.)
      return !tree.isWord(read - 1, "delete") && !tree.isWritten(at: after - 1)
    }
  }
}
