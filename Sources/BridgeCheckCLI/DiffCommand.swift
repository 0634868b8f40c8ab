import Compatibility
import ContractLanguage
import Foundation
import Reporting

/// `bridgecheck diff --base REV|DIR`: what a contract change means for shipping.
enum DiffCommand: Command {
  static let name = "diff"
  static let abstract =
    "Classify every contract change since a base: frozen history, change rules, runtime version."
  static let synopsis =
    "--base GIT-REV|DIR [--baseline FILE] [--contracts DIR] [--runtime-version FILE]"
  static let discussion = """
    Compares the contract (and runtime-version.txt) with the base: a git revision, read at the same
    paths in the repository without a checkout, or a project folder holding contracts/ and
    runtime-version.txt. Every release shipped in the base must keep its interface exactly; every
    change the head's new releases make is classified by one rule (a note when allowed, an error
    when it would break phones within a runtime); the impact is none, new-ipa or new-runtime.
    --baseline FILE acknowledges findings ({"acknowledged": [{"rule", "id", "reason"}]}). Exits 1 on
    errors, 2 when either side cannot be read or parsed.
    """
  static let formats = OutputFormat.findings
  static let reportsFindings = true
  static let options = [
    CommonOptions.contracts, CommonOptions.runtimeVersion,
    OptionSpec.value("--base", "REV|DIR", "the git revision or project folder to compare with"),
    OptionSpec.value("--baseline", "FILE", "acknowledged findings, each with a reason"),
  ]

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError)
    -> Int32
  {
    guard arguments.positionals.isEmpty else {
      throw UsageError(message: "'diff' takes no arguments; name the base with '--base'")
    }
    guard let base = arguments.value("--base") else {
      throw UsageError(message: "'diff' needs '--base GIT-REV|DIR'")
    }
    var baseline: Baseline?
    if let path = arguments.value("--baseline") {
      switch Baseline.read(path: path) {
      case .success(let read): baseline = read
      case .failure(let diagnostic):
        context.console.err(context.errorText([diagnostic]))
        return ExitCode.failure
      }
    }
    let head = context.loadContract()
    let runtimeVersion =
      arguments.value("--runtime-version")
      ?? ContractLoader.defaultRuntimeVersionPath(for: context.contractsFolder)
    let baseContract = ContractBase.load(
      base, contracts: context.contractsFolder, runtimeVersion: runtimeVersion)
    let report = ContractDiff.diff(
      base: baseContract, head: head, baseName: base, baseline: baseline)
    let written = context.printReport(
      text: { _ in report.text }, json: { report.json.rendered() }, report: { report.report })
    if report.impact == nil || !written { return ExitCode.failure }
    return report.hasErrors ? ExitCode.findings : ExitCode.success
  }
}
