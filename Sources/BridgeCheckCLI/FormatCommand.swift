import BridgeDiagnostics
import ContractLanguage
import Foundation

/// `bridgecheck fmt`: rewrites contract files in canonical form.
enum FormatCommand: Command {
  static let name = "fmt"
  static let abstract = "Rewrite the contract files in canonical form."
  static let synopsis = "[--check | --stdout] [--contracts DIR]"
  static let discussion = """
    Two-space indent, one declaration, field or enum case per line, attributes in the order
    @since @deprecated @removed @requires, comments kept where they stand. Each file is replaced
    atomically, and only when it changes. A file with syntax errors is left alone (exit 1).
    --check changes nothing and exits 1 when a file is not canonical, naming it; --stdout prints
    the canonical text instead of writing it.
    """
  static let formats: [OutputFormat] = [.text]
  static let options = [
    CommonOptions.contracts,
    OptionSpec.flag("--check", "change nothing; exit 1 and name each file that is not canonical"),
    OptionSpec.flag("--stdout", "print the canonical text instead of writing the files"),
  ]

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError)
    -> Int32
  {
    guard arguments.positionals.isEmpty else {
      throw UsageError(message: "'fmt' takes no arguments; name the folder with '--contracts DIR'")
    }
    let check = arguments.has("--check")
    let toOutput = arguments.has("--stdout")
    if check && toOutput {
      throw UsageError(message: "'--check' and '--stdout' cannot be combined")
    }
    let console = context.console
    let paths: [String]
    switch ContractLoader.contractFiles(in: context.contractsFolder) {
    case .success(let found): paths = found
    case .failure(let diagnostic):
      console.err(context.errorText([diagnostic]))
      return ExitCode.failure
    }
    var exitCode = ExitCode.success
    for path in paths {
      let source: SourceFile
      switch SourceFile.read(path: path, maxBytes: ContractLimits.default.maxFileBytes) {
      case .success(let file): source = file
      case .failure(let diagnostic):
        console.err(context.errorText([diagnostic]))
        exitCode = ExitCode.failure
        continue
      }
      let (syntax, diagnostics) = ContractParser.parse(source)
      guard !syntax.hasSyntaxErrors else {
        console.err(
          context.errorText(diagnostics.sortedForOutput())
            + "\(path): not formatted: fix the syntax errors first\n")
        exitCode = max(exitCode, ExitCode.findings)
        continue
      }
      let formatted = ContractFormatter.format(syntax)
      guard isStable(formatted, path: path) else {
        console.err(
          "error: formatting '\(path)' would not be stable; the file was left alone (please report this)\n"
        )
        exitCode = ExitCode.failure
        continue
      }
      let original = String(decoding: source.bytes, as: UTF8.self)
      if toOutput {
        console.out(formatted)
      } else if formatted != original {
        if check {
          console.out("\(path): not formatted\n")
          exitCode = max(exitCode, ExitCode.findings)
        } else {
          do {
            try AtomicFile.write(Data(formatted.utf8), to: path)
          } catch {
            console.err("\(path): error: cannot write the formatted file: \(error)\n")
            exitCode = ExitCode.failure
          }
        }
      }
    }
    return exitCode
  }

  /// Formatting its own output must change nothing; a guard against ever writing a file that
  /// reads differently.
  private static func isStable(_ formatted: String, path: String) -> Bool {
    let (again, _) = ContractParser.parse(SourceFile(path: path, text: formatted))
    return !again.hasSyntaxErrors && ContractFormatter.format(again) == formatted
  }
}
