import BridgeDiagnostics
import Compatibility
import ContentScan
import ContractLanguage
import Foundation
import Reporting

/// `bridgecheck gate PATH…`: refuse an OTA that calls what some supported release lacks.
enum GateCommand: Command {
  static let name = "gate"
  static let abstract =
    "Refuse an OTA that would call a bridge interface some installed native release lacks."
  static let synopsis =
    "PATH… [--runtime V] [--channel C] [--include-unreleased] [--strict] [--trust-bytecode] [--runtime-from FILE] [--record DIR [--update-id ID] [--published-at T] [--built-against R]]"
  static let discussion = """
    Scans PATH (sources, a Metro bundle, an expo export folder, Hermes bytecode) and checks every
    use content sends against every release an update for the runtime reaches: shipped releases,
    and unreleased ones on a channel whose testers run them. A use is safe on a release when its
    element is there, or when a check guarding it fails there. Exits 0 to publish, 1 to refuse,
    2 when it could not decide (an unreadable input, nothing scanned, an invalid contract) — never
    a pass. With --record DIR, a publish verdict also writes the package's lock: what it uses
    and the release interface it was checked against, for replay and audit.
    """
  static let formats = OutputFormat.findings
  static let reportsFindings = true
  static let options =
    [CommonOptions.contracts, CommonOptions.runtimeVersion] + GateArguments.options
    + ContentArguments.options + [
      OptionSpec.value("--record", "DIR", "on publish, write the package's lock into DIR"),
      OptionSpec.value("--update-id", "ID", "the update id `eas update` printed, for the lock"),
      OptionSpec.value(
        "--published-at", "TIME", "when the update was published (ISO 8601), for the lock"),
      OptionSpec.value(
        "--built-against", "RELEASE",
        "the release the package was built against (default: the newest shipped)"),
    ]

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError)
    -> Int32
  {
    var scanOptions = try ContentArguments.scanOptions(arguments, command: name)
    // A lock's digest covers the bytes the gate checked, kept from the one read.
    scanOptions.keepsContents = arguments.value("--record") != nil
    if arguments.value("--record") == nil,
      arguments.value("--update-id") != nil || arguments.value("--published-at") != nil
        || arguments.value("--built-against") != nil
    {
      throw UsageError(
        message: "'--update-id', '--published-at' and '--built-against' go with '--record DIR'")
    }
    if let time = arguments.value("--published-at"), !ISO8601.isValidDateTime(time) {
      throw UsageError(
        message:
          "'--published-at \(time)' is not an ISO 8601 date and time (such as 2026-11-29T15:00:00Z)"
      )
    }
    let gateOptions = try GateArguments.gateOptions(arguments)
    guard let contract = context.validContract() else {
      let report = Gate.undecided(
        inputs: arguments.positionals, options: gateOptions,
        diagnostics: [context.invalidContract])
      _ = context.printReport(
        text: report.text, json: { report.json.rendered() }, report: { report.report(anchor: nil) },
        undecided: true)
      return ExitCode.failure
    }
    let scan = ContentScanner.scan(arguments.positionals, contract: contract, options: scanOptions)
    let report = Gate.evaluate(contract: contract, scan: scan, options: gateOptions)
    let anchor = contract.runtimeVersion?.span.file.path
    // A report that cannot be written leaves the run undecided, never a silent pass.
    let written = context.printReport(
      text: report.text, json: { report.json.rendered() }, report: { report.report(anchor: anchor) }
    )
    var exitCode: Int32 =
      switch report.verdict {
      case .publish: written ? ExitCode.success : ExitCode.failure
      case .refuse: written ? ExitCode.findings : ExitCode.failure
      case .error: ExitCode.failure
      }
    if let folder = arguments.value("--record") {
      if !written {
        context.console.err("no lock recorded: a report could not be written\n")
      } else if report.verdict == .publish {
        exitCode = record(
          report, contract: contract, in: folder, arguments, context)
      } else {
        context.console.err("no lock recorded: the verdict is \(report.verdict.rawValue)\n")
      }
    }
    return exitCode
  }

  /// Writes the lock (see `LockRecorder`): a new publication of the same package is added to its
  /// lock, another package of the same name is never overwritten (exit 2).
  private static func record(
    _ report: GateReport, contract: Contract, in folder: String,
    _ arguments: ParsedArguments,
    _ context: CommandContext
  ) -> Int32 {
    var options = LockOptions()
    options.updateID = arguments.value("--update-id")
    options.publishedAt = arguments.value("--published-at")
    options.builtAgainst = arguments.value("--built-against")
    let lock: Lock
    switch Lock.make(
      report: report, contract: contract, lock: options,
      tool: "bridgecheck \(BridgeCheck.version)")
    {
    case .success(let made): lock = made
    case .failure(let error):
      context.console.err("error: cannot record the lock: \(error.message)\n")
      return ExitCode.failure
    }
    switch LockRecorder.record(lock, in: folder) {
    case .success((let path, .recorded)):
      context.console.err("recorded \(path)\n")
    case .success((let path, .unchanged)):
      context.console.err("lock unchanged: \(path)\n")
    case .success((let path, .republished(let count))):
      context.console.err("recorded another publication of this package (\(count) now): \(path)\n")
    case .failure(let error):
      context.console.err("error: \(error.message)\n")
      return ExitCode.failure
    }
    return ExitCode.success
  }
}
