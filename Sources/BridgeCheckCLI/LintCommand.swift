import BridgeDiagnostics
import ContractLanguage
import Reporting

/// `bridgecheck lint`: the contract parses and obeys every rule of the language.
enum LintCommand: Command {
  static let name = "lint"
  static let abstract = "Check that the contract parses and obeys every rule of the language."
  static let synopsis = "[--contracts DIR] [--runtime-version FILE]"
  static let discussion = """
    Reads every *.contract file in the contracts folder and runtime-version.txt, and reports each
    syntax error and each broken rule at its place, compiler style. Exits 0 when the contract is
    clean (warnings allowed), 1 when it breaks a rule, 2 when something could not be read.
    """
  static let formats = OutputFormat.findings
  static let reportsFindings = true
  static let options = [CommonOptions.contracts, CommonOptions.runtimeVersion]

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError)
    -> Int32
  {
    guard arguments.positionals.isEmpty else {
      throw UsageError(message: "'lint' takes no arguments; name the folder with '--contracts DIR'")
    }
    let loaded = context.loadContract()
    let diagnostics = loaded.diagnostics
    let errors = diagnostics.filter { $0.severity >= .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    let status = loaded.hasFatal ? "unreadable" : errors > 0 ? "invalid" : "clean"
    let written = context.printReport(
      text: { colors in
        DiagnosticTextFormatter(colors: colors).format(diagnostics)
          + summary(loaded, errors: errors, warnings: warnings, folder: context.contractsFolder)
      },
      json: {
        JSONValue.object([
          "schemaVersion": .int(1),
          "contracts": .string(context.contractsFolder),
          "status": .string(status),
          "errors": .int(errors),
          "warnings": .int(warnings),
          "diagnostics": .array(diagnostics.map(\.json)),
        ]).rendered()
      },
      report: { diagnostics.lintReport(contracts: context.contractsFolder) })
    if loaded.hasFatal || !written { return ExitCode.failure }
    return errors > 0 ? ExitCode.findings : ExitCode.success
  }

  private static func summary(_ loaded: LoadedContract, errors: Int, warnings: Int, folder: String)
    -> String
  {
    if loaded.hasFatal {
      let unreadable = loaded.diagnostics.filter { $0.severity == .fatal }.count
      return "\(folder): not checked: \(counted(unreadable, "input")) could not be read\n"
    }
    let problems = [counted(errors, "error"), counted(warnings, "warning")].filter {
      !$0.hasPrefix("0 ")
    }
    let verdict = problems.isEmpty ? "no problems" : problems.joined(separator: ", ")
    guard let contract = loaded.contract else { return "\(folder): \(verdict)\n" }
    let size = [
      counted(loaded.files.count, "file"), counted(contract.runtimes.count, "runtime"),
      counted(contract.releases.count, "release"), counted(contract.elements.count, "element"),
    ]
    return "\(folder): \(verdict) (\(size.joined(separator: ", ")))\n"
  }
}
