/// The analysis stream while it is written: tokens in storage the parser owns, appended without
/// the uniqueness and capacity questions an array append asks (a tenth of the parse), and cut
/// back when the parser backtracks. `finish` hands the storage over as `Tokens`, uncopied: a
/// minified bundle's stream is nine times its bytes, and a copy would hold it twice at once.
struct TokenBuffer {
  private var base: UnsafeMutablePointer<JSToken>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  @inline(__always)
  mutating func append(_ token: JSToken) {
    if count == capacity { grow() }
    (base + count).initialize(to: token)
    count += 1
  }

  private mutating func grow() {
    let larger = UnsafeMutablePointer<JSToken>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }

  subscript(index: Int) -> JSToken {
    @inline(__always) get {
      precondition(index >= 0 && index < count)
      return base[index]
    }
    @inline(__always) set {
      precondition(index >= 0 && index < count)
      base[index] = newValue
    }
  }

  var last: JSToken? { count > 0 ? base[count - 1] : nil }

  /// Drops every token from `newCount` on.
  mutating func truncate(to newCount: Int) {
    precondition(newCount <= count)
    count = newCount
  }

  /// The tokens, owning the storage; the buffer must not be used again.
  mutating func finish() -> Tokens {
    let tokens = Tokens(owning: base, count: count)
    count = 0
    capacity = 0
    return tokens
  }
}

/// A parse's analysis stream, read-only: the storage `TokenBuffer` wrote, freed with the last
/// reference. Sendable because nothing writes it after the parse.
final class Tokens: RandomAccessCollection, @unchecked Sendable {
  private let base: UnsafeMutablePointer<JSToken>?
  let count: Int

  fileprivate init(owning base: UnsafeMutablePointer<JSToken>, count: Int) {
    self.base = base
    self.count = count
  }

  /// No tokens (a parse that has not run).
  init() {
    base = nil
    count = 0
  }

  deinit { base?.deallocate() }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(index: Int) -> JSToken {
    precondition(index >= 0 && index < count)
    return base![index]
  }

  func withUnsafeBufferPointer<Result>(
    _ body: (UnsafeBufferPointer<JSToken>) throws -> Result
  ) rethrows -> Result {
    try withExtendedLifetime(self) { try body(UnsafeBufferPointer(start: base, count: count)) }
  }
}
