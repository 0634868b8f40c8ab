import Foundation

/// A word searched in a file's bytes before anything is parsed for it: most files hold none of
/// the few words some models start from (`Quer` of a query's fetch, `.use` of a store's
/// selectors), and are ruled out at memory speed.
enum ByteSearch {
  /// Where `word` starts in `bytes`, in order: found by `memchr` of its byte at `anchor` (its
  /// first, or a rarer one: the `w` of `new`), which skips many bytes at a time.
  static func offsets(
    of word: StaticString, in bytes: UnsafeBufferPointer<UInt8>, anchor: Int = 0
  ) -> [Int] {
    offsets(
      of: UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount), in: bytes,
      anchor: anchor)
  }

  /// Where the bytes `word` start in `bytes`, as above: a word known only as the file is read
  /// (a name some code of it binds).
  static func offsets(
    of word: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, anchor: Int = 0
  ) -> [Int] {
    guard let base = bytes.baseAddress, let start = word.baseAddress, anchor < word.count else {
      return []
    }
    let length = word.count
    let byte = Int32(word[anchor])
    var found: [Int] = []
    var offset = anchor
    while offset + length - anchor <= bytes.count,
      let hit = memchr(base + offset, byte, bytes.count - offset - (length - anchor) + 1)
    {
      let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - anchor
      if memcmp(base + at, start, length) == 0 { found.append(at) }
      offset = at + anchor + 1
    }
    return found
  }
}
