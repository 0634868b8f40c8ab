import Foundation
import Testing

@testable import BridgeDiagnostics

/// Both maps keep their inputs' order whatever thread finishes first, and the streaming one
/// finishes with items that trickle in, with none, and with more items than threads.
struct ConcurrentMapTests {
  @Test func indexedMapKeepsOrder() {
    #expect(concurrentMap(1000) { $0 * 2 } == (0..<1000).map { $0 * 2 })
    #expect(concurrentMap(0) { $0 }.isEmpty)
  }

  @Test(arguments: [0, 1, 3, 500])
  func streamingMapKeepsTheOrderItemsCameIn(_ count: Int) {
    let values = concurrentMap(
      yieldedBy: { yield in
        for item in 0..<count {
          // Items arrive while earlier ones are being transformed, some after a pause.
          if item % 97 == 0 { usleep(200) }
          yield(item)
        }
      },
      transform: { item in
        if item % 5 == 0 { usleep(50) }
        return "\(item)"
      })
    #expect(values == (0..<count).map { "\($0)" })
  }
}
