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
      output: { FileHandle.standardOutput.write(Data($0.utf8)) },
      error: { FileHandle.standardError.write(Data($0.utf8)) },
      outputIsTerminal: isatty(1) == 1, errorIsTerminal: isatty(2) == 1,
      environment: ProcessInfo.processInfo.environment)
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
