import BridgeDiagnostics
import ContentScan
import ContractLanguage
import Reporting

/// `bridgecheck scan PATH…`: what content uses, and which checks guard it.
enum ScanCommand: Command {
  static let name = "scan"
  static let abstract =
    "List every place content names a bridge element, and the checks that guard it."
  static let synopsis =
    "PATH… [--contracts DIR] [--platform ios] [--exclude NAME]… [--include NAME]…"
  static let discussion = """
    PATH is a source folder (node_modules, hidden folders, dist, build, ios, android, .expo and
    coverage are skipped; --exclude and --include change that list), a file, an `expo export`
    folder (its metadata.json names the bundle), a Metro bundle or a Hermes bytecode bundle.
    Exits 0 when everything was scanned (uses are not failures here), 2 when an input could not
    be read or tokenized — after scanning the rest — or the contract is invalid.
    """
  static let formats = OutputFormat.findings
  static let reportsFindings = true
  static let options =
    [CommonOptions.contracts, CommonOptions.runtimeVersion] + ContentArguments.options

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError)
    -> Int32
  {
    let options = try ContentArguments.scanOptions(arguments, command: name)
    guard let contract = context.validContract() else {
      let report = ScanReport.nothingRead(
        inputs: arguments.positionals, diagnostics: [context.invalidContract])
      _ = context.printReport(
        text: report.text, json: { report.renderedJSON() }, report: { report.report },
        undecided: true)
      return ExitCode.failure
    }
    let report = ContentScanner.scan(arguments.positionals, contract: contract, options: options)
    // Written as they are made: a large tree's report runs to tens of megabytes.
    let written = context.printReport(
      writingText: { report.writeText(colors: $0, to: $1) },
      writingJSON: { write in report.writeJSON { write(String(decoding: $0, as: UTF8.self)) } },
      report: { report.report })
    return report.hasFatal || !written ? ExitCode.failure : ExitCode.success
  }
}
