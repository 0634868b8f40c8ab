/// What the full pass keeps of a large file when it prunes: a group (`(…)`, `[…]`, `{…}`) that
/// holds none of these tokens is closed with its contents dropped, and so is a statement of a
/// block or of the top level between two others (`JSLexer.endStatement`), so that a minified
/// bundle's tokens take a fraction of their full size.
///
/// Kept are the tokens analysis starts from or looks for: literals that may be hits (an element's
/// name, the bridge's prefix, a module's package), the names of module lookups and the literal a
/// lookup call is made with, `bridgecheck:` comments, and every name in `guardNames`. Analysis
/// reaches other tokens only by walking outwards from those through the groups around them, and
/// its walks step over groups whole, so a pruned group is seen as the empty group it then is. The
/// one walk that reads every token of a scope is a guard variable's search for its reads and
/// reassignments: its names are found by the analysis, so `FileScanner` lexes again with them
/// kept until no new one appears.
struct Retention {
  let matcher: NameMatcher
  var guardNames = NameSet()
}

/// A few names, looked up by bytes without making strings: rejected on length first.
struct NameSet {
  private var names: [[UInt8]] = []
  /// Bit `n` set when a name is `n` bytes long (63 for any longer).
  private var lengths: UInt64 = 0

  /// Adds `name`; answers whether it was new.
  mutating func insert(_ name: [UInt8]) -> Bool {
    guard !names.contains(name) else { return false }
    names.append(name)
    lengths |= 1 << UInt64(min(name.count, 63))
    return true
  }

  @inline(__always)
  func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard lengths & 1 << UInt64(min(range.count, 63)) != 0 else { return false }
    return names.contains { name in name.elementsEqual(bytes[range]) }
  }
}
