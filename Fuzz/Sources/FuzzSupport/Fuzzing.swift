import CFuzzDriver
import Foundation

/// The body under test, set once before libFuzzer starts calling it.
nonisolated(unsafe) private var body: ([UInt8]) -> Void = { _ in }

/// Runs libFuzzer on `test` with the process's arguments (`-max_total_time=…`, corpus folders)
/// and exits with its status.
public func fuzz(_ test: @escaping ([UInt8]) -> Void) -> Never {
  body = test
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  let status = withUnsafeMutablePointer(to: &argv) { arguments in
    LLVMFuzzerRunDriver(&argc, arguments) { data, size in
      body(Array(UnsafeBufferPointer(start: data, count: size)))
      return 0
    }
  }
  exit(status)
}
