import Compatibility
import ContractLanguage
import Foundation
import Reporting

/// `bridgecheck audit`: what each release provides, what live packages use, and whether the
/// native code still matches the contract.
enum AuditCommand: Command {
  static let name = "audit"
  static let abstract =
    "Audit capability drift: the release timeline, live usage, and native Swift code against the contract."
  static let synopsis =
    "[--locks DIR] [--content PATH…] [--native-sources DIR]… [--html FILE] [--contracts DIR]"
  static let discussion = """
    The timeline: what every release provides (messages, cases, capabilities, scopes, modules)
    and what it added, deprecated and removed. Usage, from the locks 'gate --record' wrote
    (default CONTRACTS/locks; locks of runtimes whose releases are all retired are left out):
    what each live package uses, deprecated elements still used and by whom, elements nothing
    uses. --content PATH scans the current content for uses that removing what is deprecated
    would break. --native-sources DIR compares the Swift sources with the newest release:
    messages and cases never handled, messages never sent, names the contract does not declare.
    --html FILE writes a self-contained report. Exits 1 on native drift warnings, 2 when an
    input cannot be read.
    """
  static let formats = OutputFormat.findings
  static let reportsFindings = true
  static let options = [
    CommonOptions.contracts, CommonOptions.runtimeVersion, CommonOptions.locks,
    OptionSpec.value(
      "--content", "PATH", "current content to check against deprecations",
      repeatable: true),
    OptionSpec.value(
      "--native-sources", "DIR", "Swift sources of the native shell",
      repeatable: true),
    OptionSpec.value("--html", "FILE", "also write the report as one self-contained HTML file"),
  ]

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError)
    -> Int32
  {
    guard arguments.positionals.isEmpty else {
      throw UsageError(
        message:
          "'audit' takes no arguments; name content with '--content' and Swift sources with '--native-sources'"
      )
    }
    guard let contract = context.validContract() else {
      let report = AuditReport.undecided([context.invalidContract])
      _ = context.printReport(
        text: report.text, json: { report.json.rendered() }, report: { report.report },
        undecided: true)
      return ExitCode.failure
    }
    var options = AuditOptions(locksFolder: context.locksFolder)
    options.locksFolderGiven = arguments.value("--locks") != nil
    options.content = arguments.values["--content"] ?? []
    options.nativeSources = arguments.values["--native-sources"] ?? []
    let report = Audit.run(contract: contract, options: options)
    let written = context.printReport(
      text: report.text, json: { report.json.rendered() }, report: { report.report })
    if let path = arguments.value("--html") {
      do {
        try AtomicFile.write(Data(report.html.utf8), to: path)
        context.console.err("wrote \(path)\n")
      } catch {
        context.console.err("error: cannot write '\(path)': \(error)\n")
        return ExitCode.failure
      }
    }
    if report.couldNotDecide || !written { return ExitCode.failure }
    return report.hasDriftWarnings ? ExitCode.findings : ExitCode.success
  }
}
