import BridgeDiagnostics
import ContractLanguage
import Foundation
import Reporting

/// One subcommand: its name, a one-line abstract, its options and what it does.
protocol Command: Sendable {
  static var name: String { get }
  static var abstract: String { get }
  /// The synopsis after `bridgecheck NAME`, e.g. `RELEASE [options]`.
  static var synopsis: String { get }
  /// A paragraph or two for `--help`, for a person in a hurry.
  static var discussion: String { get }
  static var formats: [OutputFormat] { get }
  static var options: [OptionSpec] { get }
  /// Runs with parsed arguments, returning the exit code.
  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError)
    -> Int32
  /// Whether the command reports findings, and so takes `--output FORMAT=FILE`.
  static var reportsFindings: Bool { get }
}

extension Command {
  static var reportsFindings: Bool { false }
}

/// The exit codes of ARCHITECTURE.md.
enum ExitCode {
  static let success: Int32 = 0
  /// Findings that refuse; for `lint`, a contract that breaks a rule.
  static let findings: Int32 = 1
  /// Could not decide: unreadable or invalid input, usage error.
  static let failure: Int32 = 2
}

enum OutputFormat: String, CaseIterable, Sendable {
  case text, json, sarif, github, junit, markdown

  /// What every command that reports findings writes.
  static let findings = allCases
}

/// Options every command takes.
enum CommonOptions {
  static let contracts = OptionSpec.value(
    "--contracts", "DIR", "the folder of *.contract files (default: contracts)")
  static let runtimeVersion = OptionSpec.value(
    "--runtime-version", "FILE",
    "the runtime version file (default: runtime-version.txt beside the contracts folder)")
  static let color = OptionSpec.value(
    "--color", "WHEN", "colour diagnostics: auto, always or never (default: auto)")
  static let help = OptionSpec.flag("--help", "show this help")
  /// Where the locks `gate --record` wrote are read from (replay, audit).
  static let locks = OptionSpec.value(
    "--locks", "DIR", "the folder of *.lock.json files (default: CONTRACTS/locks)")

  static func format(_ formats: [OutputFormat]) -> OptionSpec {
    .value(
      "--format", "FORMAT",
      "output format: \(listed(formats.map(\.rawValue))) (default: text)")
  }
}

/// What a running command needs besides its arguments.
struct CommandContext {
  let console: Console
  let arguments: ParsedArguments
  let format: OutputFormat
  let color: ColorChoice
  /// `--output FORMAT=FILE`: the other formats the report is written in.
  var outputFiles: [(format: OutputFormat, path: String)] = []

  var contractsFolder: String { arguments.value("--contracts") ?? "contracts" }

  /// `--locks`, or where teams keep locks by default: `locks/` in the contracts folder.
  var locksFolder: String {
    arguments.value("--locks") ?? (contractsFolder as NSString).appendingPathComponent("locks")
  }

  func loadContract() -> LoadedContract {
    ContractLoader.load(
      folder: contractsFolder, runtimeVersionPath: arguments.value("--runtime-version"))
  }

  /// The reason a command that needs the contract cannot run, for the reports of formats other
  /// than text (which has it on standard error already).
  var invalidContract: Diagnostic {
    Diagnostic(
      .fatal, "invalid-contract",
      "the contract in '\(contractsFolder)' is not valid; 'bridgecheck lint' explains")
  }

  /// The contract, or `nil` after explaining on standard error why it cannot be used (commands
  /// other than `lint` exit 2 then).
  func validContract() -> Contract? {
    validLoadedContract()?.contract
  }

  /// `validContract`, with the files it was read from (for commands that edit them).
  func validLoadedContract() -> LoadedContract? {
    let loaded = loadContract()
    let problems = loaded.diagnostics.filter { $0.severity >= .error }
    guard loaded.contract != nil, problems.isEmpty else {
      // A folder that is not there needs a path, not a lint.
      let summary =
        problems.count == 1 && problems[0].id == "contracts-not-found"
        ? "error: no contract read: pass --contracts DIR, the native repository's contracts folder\n"
        : "error: the contract in '\(contractsFolder)' is not valid; 'bridgecheck lint' explains\n"
      console.err(errorText(problems) + summary)
      return nil
    }
    return loaded
  }

  /// Prints the report of a command that reports findings in `--format` and writes it in each
  /// `--output` format (without colour): its own text and rendered JSON, and the shared formats
  /// of its `Report`, only those asked for rendered. False after saying which file could not be
  /// written (the command then exits 2). An `undecided` run (the contract is invalid) prints no
  /// text, whose reason is already on standard error, but every other format with the reason in
  /// it.
  func printReport(
    text: (_ colors: Bool) -> String, json: () -> String, report: () -> Report,
    undecided: Bool = false
  ) -> Bool {
    printReport(
      writingText: { colors, write in write(text(colors)) }, writingJSON: { $0(json()) },
      report: report, undecided: undecided)
  }

  /// `printReport` for a report whose text and JSON are written in pieces as they are made
  /// (`write` takes each), so that a long one never stands whole in memory.
  func printReport(
    writingText: (_ colors: Bool, _ write: @escaping (String) -> Void) -> Void,
    writingJSON: (_ write: @escaping (String) -> Void) -> Void, report: () -> Report,
    undecided: Bool = false
  ) -> Bool {
    func render(_ format: OutputFormat, _ colors: Bool, _ write: @escaping (String) -> Void) {
      switch format {
      case .text: writingText(colors, write)
      case .json: writingJSON(write)
      case .sarif: write(report().sarif(version: BridgeCheck.version).rendered())
      case .github: write(report().githubAnnotations)
      case .junit: write(report().junit)
      case .markdown: write(report().markdown)
      }
    }
    if !(undecided && format == .text) { render(format, outputColors, console.out) }
    return OutputFiles.write(outputFiles, console: console) { render($0, false, $1) }
  }

  /// Diagnostics rendered for standard error, coloured only when it is a terminal.
  func errorText(_ diagnostics: [Diagnostic]) -> String {
    DiagnosticTextFormatter(
      colors: color.enabled(terminal: console.errorIsTerminal, environment: console.environment)
    ).format(diagnostics)
  }

  /// Whether standard output gets colour.
  var outputColors: Bool {
    color.enabled(terminal: console.outputIsTerminal, environment: console.environment)
  }

}
