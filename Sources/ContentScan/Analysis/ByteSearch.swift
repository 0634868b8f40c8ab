import Foundation

/// A word searched in a file's bytes before anything is parsed for it: most files hold none of
/// the few words some models start from (`Quer` of a query's fetch, `.use` of a store's
/// selectors), and are ruled out at memory speed.
enum ByteSearch {
  /// Where `word` starts in `bytes`, in order: found by `memchr` of its first byte, which skips
  /// many bytes at a time.
  static func offsets(of word: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    guard let base = bytes.baseAddress else { return [] }
    let length = word.utf8CodeUnitCount
    let first = Int32(word.utf8Start.pointee)
    var found: [Int] = []
    var offset = 0
    while offset + length <= bytes.count,
      let hit = memchr(base + offset, first, bytes.count - offset - length + 1)
    {
      let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if memcmp(base + at, word.utf8Start, length) == 0 { found.append(at) }
      offset = at + 1
    }
    return found
  }
}
