import Foundation

/// `(0..<count).map(transform)`, using every core: for reading and analysing many independent
/// inputs (content files, locks). The results keep their order, so output never depends on
/// which thread finished first.
public func concurrentMap<Value: Sendable>(
  _ count: Int, _ transform: @Sendable (Int) -> Value
) -> [Value] {
  let results = Slots<Value>(count: count)
  DispatchQueue.concurrentPerform(iterations: count) { index in
    results.set(index, transform(index))
  }
  return results.values
}

/// Result slots written from several threads, each once.
private final class Slots<Value: Sendable>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  var values: [Value] { slots.map { $0! } }
}
