import Foundation

/// Stack for recursive readers: they run on threads whose stack is large and known, and stop
/// before they come near its end, so that deep nesting is an error and never a crash.
///
/// A thread started by `withLargeStack` or `startThread` records where its stack ends; a reader
/// on any other thread (whose stack size is unknown) moves to one of those first.
public enum ThreadStack {
  /// The stack size of the threads started here: reserved stack costs nothing until used.
  public static let largeSize = 512 << 20
  /// Stack kept free below the deepest frame a reader may reach.
  static let reserve = 4 << 20
  private static let limitKey = "BridgeCheck.ThreadStack.limit"

  /// An address in the current frame.
  @inline(__always)
  public static func currentAddress() -> UInt {
    var marker: UInt8 = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }

  /// The address below which the current thread's stack is too near its end, or `nil` on a
  /// thread not started here.
  public static func limit() -> UInt? {
    Thread.current.threadDictionary[limitKey] as? UInt
  }

  /// Runs `body` on a thread started here (the current one if it is), and returns its result.
  public static func withLargeStack<Result: Sendable>(_ body: @escaping @Sendable () -> Result)
    -> Result
  {
    if limit() != nil { return body() }
    let box = ResultBox<Result>()
    let done = DispatchSemaphore(value: 0)
    startThread {
      box.value = body()
      done.signal()
    }
    done.wait()
    return box.value!
  }

  /// Starts a thread with a stack of `largeSize` bytes running `body`.
  public static func startThread(_ body: @escaping @Sendable () -> Void) {
    let thread = Thread {
      Thread.current.threadDictionary[limitKey] =
        currentAddress() - UInt(largeSize) + UInt(reserve) + 64 << 10
      body()
    }
    thread.stackSize = largeSize
    thread.start()
  }
}

private final class ResultBox<Value>: @unchecked Sendable {
  var value: Value?
}
