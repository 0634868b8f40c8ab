/// The analysis stream while it is written: tokens in storage the parser owns, appended without
/// the uniqueness and capacity questions an array append asks (a tenth of the parse), and cut
/// back when the parser backtracks. `finish` hands the tokens over as an array and frees it.
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

  /// The tokens as an array; the buffer is freed and must not be used again.
  mutating func finish() -> [JSToken] {
    let tokens = Array(UnsafeBufferPointer(start: base, count: count))
    base.deallocate()
    count = 0
    capacity = 0
    return tokens
  }
}
