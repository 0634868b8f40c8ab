/// `const { ExpoHaptics } = NativeModules` (and `{ ExpoHaptics: haptics }`): each property
/// looks a module up, and yields it or nothing. What the code then does with the binding decides
/// (CONTENT-ANALYSIS.md, "Native module uses"): a read in a test (`if (haptics)`, `haptics?.…`)
/// is a check of the module, a dereference (`haptics.impact()`, `haptics[…]`, `haptics(…)`) or a
/// read that lets the value escape is a use, guarded where a check holds. The destructuring
/// itself is neither.
extension FileScanner {
  /// The reads of each binding a destructuring of `NativeModules` declares, each with the
  /// module it holds; the file's scopes are built only when there is such a destructuring.
  static func destructuredModuleReads(
    _ tree: TokenTree, candidates: [Int32], scopes: () -> ScopeTree?
  ) -> [(token: Int, module: String)] {
    var declared: [(binding: Int, module: String)] = []
    for candidate in candidates {
      let index = Int(candidate)
      guard tree.kind(index) == .identifier, tree.isWord(index, "NativeModules"), index >= 2,
        tree.kind(index - 1) == .assign, tree.tokens[index - 2].partner >= 0
      else { continue }
      let close = index - 2
      let open = tree.partner(close)
      guard open < close, tree.kind(open) == .objectStart else { continue }
      declared += patternProperties(tree, open: open, close: close)
    }
    guard !declared.isEmpty, let scopes = scopes() else { return [] }
    var reads: [(token: Int, module: String)] = []
    for (binding, module) in declared {
      guard let declaration = scopes.binding(at: Int32(binding)) else { continue }
      for reference in scopes.references
      where reference.binding >= 0
        && scopes.bindings[Int(reference.binding)].token == declaration.token
        && Int(reference.token) != binding
      {
        reads.append((Int(reference.token), module))
      }
    }
    return reads.sorted { $0.token < $1.token }
  }

  /// `{ A, B: b, C = d }`: (the token that declares the binding, the property's name) for each
  /// plain property; a nested pattern or a rest element is not a module.
  private static func patternProperties(_ tree: TokenTree, open: Int, close: Int) -> [(
    binding: Int, module: String
  )] {
    var found: [(binding: Int, module: String)] = []
    var cursor = open + 1
    while cursor < close {
      let start = cursor
      // The end of this property: the next `,` outside groups.
      var end = cursor
      while end < close, tree.kind(end) != .comma {
        end = tree.tokens[end].partner > end ? tree.partner(end) + 1 : end + 1
      }
      if tree.kind(start) == .identifier {
        let name = tree.text(start)
        if start + 1 == end || tree.kind(start + 1) == .assign {
          found.append((start, name))
        } else if tree.kind(start + 1) == .colon, start + 2 < end,
          tree.kind(start + 2) == .identifier,
          start + 3 == end || tree.kind(start + 3) == .assign
        {
          found.append((start + 2, name))
        }
      }
      cursor = end + 1
    }
    return found
  }
}
