/// Keys of tables that are only indexed (CONTENT-ANALYSIS.md, "What counts as a use": not a use,
/// "a key of a table that is only indexed"): `const LABELS = { "task.archive": "Archive" }` read
/// only as `LABELS[kind]` or `LABELS.x` — what a read gives is a member's value, never its key.
/// Nested tables count their depth: a key of `{ en: { "task.archive": "…" } }` is only indexed
/// when every read indexes twice (`STRINGS[locale][kind]`).
///
/// Any other read — the table passed on, returned, spread, iterated (`Object.keys`, `for … in`),
/// or read to one level less than its keys — may give the keys out, and they stay uses. A table
/// the file exports is only indexed when every file reading it indexes it too: the bundle says
/// (`ImportReads.depths` of its readers, `FileScan.withheldKeys`).
struct IndexedTables {
  /// How many objects deep a key may sit in its table.
  static let maxDepth = 4

  /// What a literal is, as a table's key.
  enum Key: Equatable {
    /// No key of a table, or one whose table may give it out.
    case none
    /// A key of a table the file declares and only indexes.
    case indexed
    /// A key of a table the file only indexes and exports under `exports`: whether every reader
    /// indexes it `depth` deep is the bundle's to say.
    case exported(_ exports: [String], depth: Int)
  }

  private let tree: TokenTree
  private let scopes: ScopeTree
  /// The names each local the file exports is exported under, sorted.
  private let exports: [String: [String]]
  /// Each binding's references, gathered once on first need.
  private var references: [Int32: [Int]]?
  /// Per table (its binding) and depth, whether every read indexes that deep.
  private var known: [Int32: [Int: Bool]] = [:]

  init(tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface) {
    self.tree = tree
    self.scopes = scopes
    var exports: [String: [String]] = [:]
    for (name, export) in interface.exports.sorted(by: { $0.key < $1.key }) {
      if case .local(let local) = export { exports[local, default: []].append(name) }
    }
    self.exports = exports
  }

  /// Whether the literal at `literal` is written as a property's key (`{ "task.archive": … }`):
  /// asked before a file's scopes are built for `key(_:)`.
  static func isPropertyKey(_ literal: Int, _ tree: TokenTree) -> Bool {
    isPropertyKey(from: literal, to: literal, tree)
  }

  /// The tokens of the property key the value from `start` to `end` is — itself (`{
  /// "search": … }`), or with the brackets of a computed key (`{ [KINDS.search]: … }`) — or
  /// `nil` when it is no key.
  static func keySpan(_ tree: TokenTree, _ start: Int, _ end: Int) -> ClosedRange<Int>? {
    let computed =
      start > 0 && tree.kind(start - 1) == .leftBracket && tree.tokens[start - 1].partner == end + 1
    let span = computed ? start - 1...end + 1 : start...end
    return isPropertyKey(from: span.lowerBound, to: span.upperBound, tree) ? span : nil
  }

  /// Whether the tokens from `start` to `end` are written as a property's key (a literal, or a
  /// computed key's brackets: `{ [KINDS.search]: … }`).
  static func isPropertyKey(from start: Int, to end: Int, _ tree: TokenTree) -> Bool {
    start > 0 && end + 1 < tree.tokens.count && tree.kind(end + 1) == .colon
      && (tree.kind(start - 1) == .objectStart || tree.kind(start - 1) == .comma)
      && tree.kind(tree.enclosingOpener(start)) == .objectStart
  }

  /// What the key whose tokens are `span` (`keySpan`) is.
  mutating func key(_ span: ClosedRange<Int>) -> Key {
    var object = tree.enclosingOpener(span.lowerBound)
    var depth = 1
    while object >= 0, tree.kind(object) == .objectStart, depth <= Self.maxDepth {
      if let name = declaredName(of: object) {
        guard let table = scopes.bindingIndex(at: Int32(name)),
          scopes.bindings[Int(table)].kind == .const,
          isOnlyIndexed(table, declaration: name, depth: depth)
        else { return .none }
        guard scopes.bindings[Int(table)].scope == 0,
          let exported = exports[scopes.bindings[Int(table)].name]
        else { return .indexed }
        return .exported(exported, depth: depth)
      }
      // A member's value, `{ en: { … } }`: the enclosing object is the table.
      guard tree.kind(object - 1) == .colon, tree.kind(object - 2) != .rightBracket else {
        return .none
      }
      object = tree.enclosingOpener(object)
      depth += 1
    }
    return .none
  }

  /// The name token of `const NAME = {…}` (or `= Object.freeze({…})`) for the object at `open`.
  private func declaredName(of open: Int) -> Int? {
    var start = open
    if start >= 5, tree.kind(start - 1) == .leftParen,
      tree.partner(start - 1) == tree.partner(start) + 1, tree.isWord(start - 2, "freeze"),
      tree.kind(start - 3) == .dot, tree.isWord(start - 4, "Object")
    {
      start -= 4
    }
    guard start >= 3, tree.kind(start - 1) == .assign, tree.kind(start - 2) == .identifier,
      tree.isWord(start - 3, "const")
    else { return nil }
    return start - 2
  }

  /// Whether every read of `table` — but its declaration at `declaration` and an export clause,
  /// which the bundle follows to the files reading it — is followed by at least `depth` member
  /// accesses.
  private mutating func isOnlyIndexed(_ table: Int32, declaration: Int, depth: Int) -> Bool {
    if let answer = known[table]?[depth] { return answer }
    if references == nil { references = scopes.referencesByBinding() }
    let answer = references![table, default: []].allSatisfy { read in
      read == declaration || tree.isExportClause(read)
        || tree.memberAccesses(after: read, limit: depth) >= depth
    }
    known[table, default: [:]][depth] = answer
    return answer
  }
}
