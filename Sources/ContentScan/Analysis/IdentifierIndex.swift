/// Where each name stands among a file's tokens, found in one pass: the search for a guard
/// variable's reads then visits the tokens spelled like it, not every token of its scope — at
/// the top level of a file with many guard variables, the whole file for each.
struct IdentifierIndex {
  /// Identifier positions, in order, by a hash of their spelling (names that share a hash are
  /// told apart by `TokenTree.sameText`).
  private var positions: [UInt64: [Int32]] = [:]

  init(_ tree: TokenTree) {
    for index in tree.tokens.indices where tree.tokens[index].kind == .identifier {
      positions[IdentifierIndex.hash(tree, index), default: []].append(Int32(index))
    }
  }

  /// The identifiers in `range` spelled as the one at `name`, in order.
  func occurrences(of name: Int, in range: Range<Int>, _ tree: TokenTree) -> [Int] {
    guard let list = positions[IdentifierIndex.hash(tree, name)] else { return [] }
    var low = list.firstIndex(notBelow: range.lowerBound) { Int($0) }
    var found: [Int] = []
    while low < list.count, Int(list[low]) < range.upperBound {
      if tree.sameText(Int(list[low]), name) { found.append(Int(list[low])) }
      low += 1
    }
    return found
  }

  private static func hash(_ tree: TokenTree, _ index: Int) -> UInt64 {
    SpellingHash.of(tree.bytes[tree.tokens[index].range])
  }
}

/// FNV-1a of a name's bytes, to find names by spelling in a dictionary without making a
/// `String` of each token read; names sharing a hash are told apart by their bytes.
enum SpellingHash {
  static func of(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }
}
