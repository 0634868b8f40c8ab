import Foundation

/// Where a command writes: standard output and error, and whether each is a terminal. Tests use
/// a captured console; nothing else in the CLI touches the process's streams.
public final class Console: @unchecked Sendable {
  private let writeOutput: (String) -> Void
  private let writeError: (String) -> Void
  let outputIsTerminal: Bool
  let errorIsTerminal: Bool
  let environment: [String: String]

  public init(
    output: @escaping (String) -> Void, error: @escaping (String) -> Void,
    outputIsTerminal: Bool = false, errorIsTerminal: Bool = false,
    environment: [String: String] = [:]
  ) {
    self.writeOutput = output
    self.writeError = error
    self.outputIsTerminal = outputIsTerminal
    self.errorIsTerminal = errorIsTerminal
    self.environment = environment
  }

  /// The process's own streams.
  public static func standard() -> Console {
    Console(
      output: { write($0, to: .standardOutput) }, error: { write($0, to: .standardError) },
      outputIsTerminal: isatty(1) == 1, errorIsTerminal: isatty(2) == 1,
      environment: ProcessInfo.processInfo.environment)
  }

  /// Writes straight from the text's own UTF-8 storage (a report can run to megabytes).
  private static func write(_ text: String, to handle: FileHandle) {
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      handle.write(
        Data(
          bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count,
          deallocator: .none))
    }
  }

  func out(_ text: String) { if !text.isEmpty { writeOutput(text) } }
  func err(_ text: String) { if !text.isEmpty { writeError(text) } }
}

/// `--color auto|always|never`: colour only on a terminal, never with `NO_COLOR` or `TERM=dumb`.
enum ColorChoice: String, CaseIterable {
  case auto, always, never

  func enabled(terminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto:
      terminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
  }
}
