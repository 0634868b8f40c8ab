/// Keys of tables the file only indexes (CONTENT-ANALYSIS.md, "What counts as a use": not a use,
/// "a key of a table that is only indexed"): `const LABELS = { "task.archive": "Archive" }` read
/// only as `LABELS[kind]` or `LABELS.x` — what a read gives is a member's value, never its key.
/// Nested tables count their depth: a key of `{ en: { "task.archive": "…" } }` is only indexed
/// when every read indexes twice (`STRINGS[locale][kind]`).
///
/// Any other read — the table passed on, returned, spread, iterated (`Object.keys`, `for … in`),
/// or read to one level less than its keys — may give the keys out, and they stay uses; so do
/// the keys of a table the file exports, whose readers are other files'.
struct IndexedTables {
  /// How many objects deep a key may sit in its table.
  static let maxDepth = 4

  private let tree: TokenTree
  private let scopes: ScopeTree
  /// The local names the file exports.
  private let exported: Set<String>
  /// Each binding's references, gathered once on first need.
  private var references: [Int32: [Int]]?
  /// Per table (its binding) and depth, whether every read indexes that deep.
  private var known: [Int32: [Int: Bool]] = [:]

  init(tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface) {
    self.tree = tree
    self.scopes = scopes
    var exported = Set<String>()
    for case .local(let local) in interface.exports.values { exported.insert(local) }
    self.exported = exported
  }

  /// Whether the literal at `literal` is a property's key in such a table.
  mutating func isIndexedKey(_ literal: Int) -> Bool {
    guard literal > 0, literal + 1 < tree.tokens.count, tree.kind(literal + 1) == .colon,
      tree.kind(literal - 1) == .objectStart || tree.kind(literal - 1) == .comma
    else { return false }
    var object = tree.enclosingOpener(literal)
    var depth = 0
    while object >= 0, tree.kind(object) == .objectStart, depth < Self.maxDepth {
      if let name = declaredName(of: object) {
        guard !exported.contains(tree.text(name)),
          let table = scopes.bindingIndex(at: Int32(name)),
          scopes.bindings[Int(table)].kind == .const
        else { return false }
        return isOnlyIndexed(table, declaration: name, depth: depth + 1)
      }
      // A member's value, `{ en: { … } }`: the enclosing object is the table.
      guard tree.kind(object - 1) == .colon, tree.kind(object - 2) != .rightBracket else {
        return false
      }
      object = tree.enclosingOpener(object)
      depth += 1
    }
    return false
  }

  /// The name token of `const NAME = {…}` (or `= Object.freeze({…})`) for the object at `open`.
  private func declaredName(of open: Int) -> Int? {
    var start = open
    if start >= 5, tree.kind(start - 1) == .leftParen,
      tree.partner(start - 1) == tree.partner(start) + 1,
      tree.isWord(start - 2, "freeze"), tree.kind(start - 3) == .dot,
      tree.isWord(start - 4, "Object")
    {
      start -= 4
    }
    guard start >= 3, tree.kind(start - 1) == .assign, tree.kind(start - 2) == .identifier,
      tree.isWord(start - 3, "const")
    else { return nil }
    return start - 2
  }

  /// Whether every read of `table` (but its declaration at `declaration`) is followed by at
  /// least `depth` member accesses, computed or named.
  private mutating func isOnlyIndexed(_ table: Int32, declaration: Int, depth: Int) -> Bool {
    if let answer = known[table]?[depth] { return answer }
    if references == nil { references = scopes.referencesByBinding() }
    let answer = references![table, default: []].allSatisfy { read in
      read == declaration || accesses(after: read) >= depth
    }
    known[table, default: [:]][depth] = answer
    return answer
  }

  /// How many member accesses follow the value ending at `end`: `[…]`, `.name`, `?.name`,
  /// `?.[…]`, up to `maxDepth`.
  private func accesses(after end: Int) -> Int {
    var cursor = end + 1
    var count = 0
    while count < Self.maxDepth, cursor + 1 < tree.tokens.count {
      switch tree.kind(cursor) {
      case .leftBracket where tree.tokens[cursor].partner >= 0:
        cursor = tree.partner(cursor) + 1
      case .dot where tree.kind(cursor + 1) == .identifier:
        cursor += 2
      case .optionalChain where tree.kind(cursor + 1) == .identifier:
        cursor += 2
      case .optionalChain
      where tree.kind(cursor + 1) == .leftBracket
        && tree.tokens[cursor + 1].partner >= 0:
        cursor = tree.partner(cursor + 1) + 1
      default:
        return count
      }
      count += 1
    }
    return count
  }
}
