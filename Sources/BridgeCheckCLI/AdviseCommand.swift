import Compatibility
import ContentScan
import Reporting

/// `bridgecheck advise PATH…`: does this OTA need a new IPA?
enum AdviseCommand: Command {
  static let name = "advise"
  static let abstract =
    "Answer whether this content can ship as an OTA or needs a new IPA, and why."
  static let synopsis = "PATH… [--runtime V] [--channel C] [--trust-bytecode]"
  static let discussion = """
    Answers ota (safe as it stands), ota-after-fix (the content can make itself safe: put a use
    behind its check, or stop using it), new-ipa (ship an unreleased IPA of this runtime first) or
    new-runtime (bump runtime-version.txt and ship a new IPA), with the uses that decided it. Only
    releases in users' hands count: shipped, not retired. Exits 0 when answered, 2 when it could
    not decide.
    """
  static let formats = OutputFormat.findings
  static let reportsFindings = true
  static let options =
    [CommonOptions.contracts, CommonOptions.runtimeVersion] + GateArguments.options
    + ContentArguments.options

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError)
    -> Int32
  {
    let scanOptions = try ContentArguments.scanOptions(arguments, command: name)
    guard let contract = context.validContract() else {
      let advice = Advisor.undecided(
        options: try GateArguments.gateOptions(arguments), diagnostics: [context.invalidContract])
      _ = context.printReport(
        text: advice.text, json: { advice.json.rendered() }, report: { advice.report },
        undecided: true)
      return ExitCode.failure
    }
    let scan = ContentScanner.scan(arguments.positionals, contract: contract, options: scanOptions)
    let advice = Advisor.advise(
      contract: contract, scan: scan, options: try GateArguments.gateOptions(arguments))
    let written = context.printReport(
      text: advice.text, json: { advice.json.rendered() }, report: { advice.report })
    return advice.answer == nil || !written ? ExitCode.failure : ExitCode.success
  }
}
