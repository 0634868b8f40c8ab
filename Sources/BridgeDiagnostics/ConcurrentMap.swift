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

/// `transform` applied to every item `produce` yields, on every core while `produce` is still
/// yielding — a folder walk feeds the readers as it finds files instead of before — with the
/// results in the order the items were yielded.
///
/// The work runs on one thread a core, each with a large stack (`ThreadStack`), which readers
/// that recurse into nested code need; the caller produces the items, then waits for results.
///
/// Inlinable, with its pipeline, so that callers get it specialized for their types: compiled
/// generic, every item added looked its array types up at run time.
@inlinable
public func concurrentMap<Item: Sendable, Value: Sendable>(
  yieldedBy produce: (_ yield: @escaping (Item) -> Void) -> Void,
  transform: @escaping @Sendable (Item) -> Value
) -> [Value] {
  let pipeline = Pipeline<Item, Value>()
  // The caller is one of the workers: as many threads as cores, so that none waits for a core
  // (with one more, scanning 5,000 files took more CPU time: 124–136 ms against 100–104 ms in the
  // same rounds on two cores).
  // Workers are threads with a large stack, so that readers can recurse into deep nesting
  // (`ThreadStack`); the caller finds the items and then waits.
  for _ in 0..<max(1, ProcessInfo.processInfo.activeProcessorCount) {
    ThreadStack.startThread { pipeline.work(transform) }
  }
  produce { pipeline.add($0) }
  pipeline.finish()
  return pipeline.values()
}

/// Items waiting for a worker and the results so far; workers sleep until an item or the end
/// comes.
@usableFromInline
final class Pipeline<Item: Sendable, Value: Sendable>: @unchecked Sendable {
  @usableFromInline let condition = NSCondition()
  @usableFromInline var items: [Item] = []
  @usableFromInline var results: [Value?] = []
  @usableFromInline var next = 0
  @usableFromInline var completed = 0
  @usableFromInline var finished = false

  @inlinable init() {}

  @inlinable
  func add(_ item: Item) {
    condition.lock()
    items.append(item)
    results.append(nil)
    condition.signal()
    condition.unlock()
  }

  /// No more items will come.
  @inlinable
  func finish() {
    condition.lock()
    finished = true
    condition.broadcast()
    condition.unlock()
  }

  /// Transforms items until none is left and no more will come.
  @inlinable
  func work(_ transform: @Sendable (Item) -> Value) {
    while true {
      condition.lock()
      while next == items.count && !finished { condition.wait() }
      guard next < items.count else {
        condition.unlock()
        return
      }
      let index = next
      let item = items[index]
      next += 1
      condition.unlock()
      let value = transform(item)
      condition.lock()
      results[index] = value
      completed += 1
      if finished && completed == items.count { condition.broadcast() }
      condition.unlock()
    }
  }

  /// Every result, once the last has come in (after `finish`).
  @inlinable
  func values() -> [Value] {
    condition.lock()
    while completed < items.count { condition.wait() }
    let values = results.map { $0! }
    condition.unlock()
    return values
  }
}
