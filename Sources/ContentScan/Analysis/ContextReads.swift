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
        let token = tree.tokens[index]
        guard lengths & (1 << UInt64(min(Int(token.end - token.start), 63))) != 0,
          let name = candidate(at: index, tree, candidates)
        else { continue }
        // `useContext(Ctx)` and `React.useContext(Ctx)` alike.
        let isRead =
          tree.isWord(index - 2, "useContext") && tree.kind(index - 1) == .leftParen
          && tree.kind(index + 1) == .rightParen
        if isRead { reads.insert(name) } else { others.insert(name) }
      case .jsxName:
        // `<Ctx.Provider>`, `<Ctx.Consumer>`.
        let text = tree.text(index)
        let head = text.split(separator: ".", maxSplits: 1).first.map(String.init) ?? text
        if candidates[head.utf8.count]?.contains(head) == true { others.insert(head) }
      default:
        continue
      }
    }
    return reads.subtracting(others)
  }

  /// The candidate the identifier at `index` spells, if any.
  private func candidate(at index: Int, _ tree: TokenTree, _ candidates: [Int: [String]])
    -> String?
  {
    let range = tree.tokens[index].range
    guard let names = candidates[range.count] else { return nil }
    return names.first { name in name.utf8.elementsEqual(tree.bytes[range]) }
  }
}
