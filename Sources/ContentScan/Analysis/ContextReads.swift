extension ModuleInterface {
  /// The names the file imports by name and reads only as `useContext(name)` (`React.` or
  /// not): a context read so is one this file does not provide, and the bundle may follow its
  /// value into the file that does (`ImportedConstants`). Lexical, and so cautious: the name
  /// written anywhere else — `<Ctx.Provider>`, passed on, re-exported, a member or a key spelt
  /// the same — makes it none.
  func contextReads(_ tree: TokenTree) -> Set<String> {
    var candidates: [Int: [String]] = [:]
    // The lengths of the names, as bits: most identifiers are no candidate by length alone.
    var lengths: UInt64 = 0
    for item in imports {
      guard case .named = item.imported else { continue }
      let length = item.local.utf8.count
      candidates[length, default: []].append(item.local)
      lengths |= 1 << UInt64(min(length, 63))
    }
    guard !candidates.isEmpty else { return [] }
    var reads = Set<String>()
    var others = Set<String>()
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
        guard let name = candidate(tree.tokens[index].range, tree, candidates, lengths) else {
          continue
        }
        // `useContext(Ctx)` and `React.useContext(Ctx)` alike.
        let isRead =
          tree.isWord(index - 2, "useContext") && tree.kind(index - 1) == .leftParen
          && tree.kind(index + 1) == .rightParen
        if isRead { reads.insert(name) } else { others.insert(name) }
      case .jsxName:
        // `<Ctx.Provider>`, `<Ctx.Consumer>`: the name before the first dot.
        let range = tree.tokens[index].range
        let head = tree.bytes[range].firstIndex(of: UInt8(ascii: ".")).map {
          range.lowerBound..<$0
        }
        if let name = candidate(head ?? range, tree, candidates, lengths) { others.insert(name) }
      default:
        continue
      }
    }
    return reads.subtracting(others)
  }

  /// The candidate the bytes at `range` spell, if any: `lengths` has a bit set for each
  /// candidate's length (63 for longer ones), so that most names are ruled out by length alone.
  private func candidate(
    _ range: Range<Int>, _ tree: TokenTree, _ candidates: [Int: [String]], _ lengths: UInt64
  ) -> String? {
    guard lengths & (1 << UInt64(min(range.count, 63))) != 0,
      let names = candidates[range.count]
    else { return nil }
    return names.first { name in name.utf8.elementsEqual(tree.bytes[range]) }
  }
}
