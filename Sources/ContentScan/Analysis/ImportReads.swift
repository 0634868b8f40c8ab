/// How a file reads the names it imports by name, as far as other files ask: which it reads
/// only as `useContext(name)`, and how deep it indexes each (`LABELS[kind]`). Lexical, and so
/// cautious: a name written anywhere else spelt the same counts as a read of the import.
struct ImportReads: Sendable, Equatable {
  /// The names read only as `useContext(name)` (`React.` or not) or as a provider
  /// (`<Ctx.Provider value={…}>`, `<Ctx value={…}>`): the bundle may follow a context so read
  /// into the file creating it, which joins the values the providers give (`providers`,
  /// `FileScan.providedContexts`), and back (`ImportedConstants`). The name written anywhere
  /// else — `<Ctx.Consumer>`, passed on, re-exported, a member or a key spelt the same — makes
  /// it none.
  var contexts = Set<String>()
  /// Of `contexts`, those the file provides.
  var providers = Set<String>()
  /// The names read at all, with the fewest member accesses any read has (`LABELS[kind]`,
  /// `STRINGS[locale][kind]`, `CONFIG.title`; 0 for one read whole): a key of the table the
  /// import names is never what reads as deep give (`IndexedTables`). A name imported and
  /// never read (unused, or named in types alone, which are erased) gives its file nothing of
  /// the export.
  var depths: [String: Int] = [:]
  /// By name, the members read of it (`archive` of `bridge.archive(…)`, `bridge?.archive`): the
  /// methods of an imported object whose uses, sends or checks the file may have to place.
  var members: [String: Set<String>] = [:]
  /// The names read at least once other than as `name.member` (passed on whole, destructured,
  /// re-exported): what the file gives such an object to may call any of its methods.
  var whole = Set<String>()
}

extension ModuleInterface {
  /// How the file reads the names it imports by name (`ImportReads`), in one pass.
  func importReads(_ tree: TokenTree) -> ImportReads {
    // By spelling: a file importing a thousand names (an app's navigator) reads each
    // identifier once, not against each name.
    var candidates: [UInt64: [String]] = [:]
    // The lengths of the names, as bits: most identifiers are no candidate by length alone.
    var lengths: UInt64 = 0
    for item in imports {
      guard case .named = item.imported else { continue }
      candidates[SpellingHash.of(item.local.utf8), default: []].append(item.local)
      lengths |= 1 << UInt64(min(item.local.utf8.count, 63))
    }
    guard !candidates.isEmpty else { return ImportReads() }
    var reads = Set<String>()
    var provided = Set<String>()
    var others = Set<String>()
    var depths: [String: Int] = [:]
    var members: [String: Set<String>] = [:]
    var whole = Set<String>()
    var index = 0
    while index < tree.endIndex {
      defer { index += 1 }
      switch tree.kind(index) {
      case .identifier:
        // An import declaration names its bindings: on to its specifier.
        if tree.isWord(index, "import"), tree.kind(index + 1) != .leftParen,
          tree.kind(index + 1) != .dot
        {
          while index < tree.endIndex, tree.kind(index) != .string { index += 1 }
          continue
        }
        // So does `const { a, b: c } = require("m")` (`Parser.bindRequiredNames`).
        if tree.isWord(index, "const") {
          let pattern = index + 1
          let end =
            tree.kind(pattern) == .objectStart && tree.tokens[pattern].partner > pattern
            ? tree.partner(pattern) : pattern
          if tree.kind(end + 1) == .assign, tree.isWord(end + 2, "require") {
            index = end + 2
            continue
          }
        }
        guard let name = candidate(tree.tokens[index].range, tree, candidates, lengths) else {
          continue
        }
        // `useContext(Ctx)` and `React.useContext(Ctx)` alike.
        let isRead =
          tree.isWord(index - 2, "useContext") && tree.kind(index - 1) == .leftParen
          && tree.kind(index + 1) == .rightParen
        if isRead { reads.insert(name) } else { others.insert(name) }
        // A member's name (`x.LABELS`) may be another value's: it counts as a read too.
        depths[name] = min(depths[name] ?? .max, tree.memberAccesses(after: index))
        if let member = tree.memberName(after: index) {
          members[name, default: []].insert(tree.text(member))
        } else {
          whole.insert(name)
        }
      case .jsxName:
        // `<Ctx.Provider>`, `<Ctx.Consumer>`: the name before the first dot.
        let range = tree.tokens[index].range
        let head = tree.bytes[range].firstIndex(of: UInt8(ascii: ".")).map {
          range.lowerBound..<$0
        }
        if let name = candidate(head ?? range, tree, candidates, lengths) {
          // A provider given a value: `<Ctx.Provider value={…}>`, React 19's `<Ctx value={…}>`.
          let isProvider =
            (head == nil
              || tree.bytes[head!.upperBound..<range.upperBound].elementsEqual(".Provider".utf8))
            && tree.kind(index - 1) == .jsxElementStart
            && GuardedParameters.arguments(tree, at: index)[".value"] != nil
          if isProvider { provided.insert(name) } else { others.insert(name) }
          depths[name] = 0
        }
      default:
        continue
      }
    }
    return ImportReads(
      contexts: reads.union(provided).subtracting(others),
      providers: provided.subtracting(others), depths: depths, members: members, whole: whole)
  }

  /// The candidate the bytes at `range` spell, if any: `lengths` has a bit set for each
  /// candidate's length (63 for longer ones), so that most names are ruled out by length alone.
  private func candidate(
    _ range: Range<Int>, _ tree: TokenTree, _ candidates: [UInt64: [String]], _ lengths: UInt64
  ) -> String? {
    guard lengths & (1 << UInt64(min(range.count, 63))) != 0,
      let names = candidates[SpellingHash.of(tree.bytes[range])]
    else { return nil }
    return names.first { name in name.utf8.elementsEqual(tree.bytes[range]) }
  }
}
