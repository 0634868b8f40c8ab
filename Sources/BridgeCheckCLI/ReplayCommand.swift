import Compatibility
import ContractLanguage
import Foundation
import Reporting

/// `bridgecheck replay`: old packages against newer native releases, before those ship.
enum ReplayCommand: Command {
  static let name = "replay"
  static let abstract =
    "Replay recorded OTA packages against newer native releases: which live packages would break?"
  static let synopsis =
    "[--locks DIR] [--release R]… [--snapshots DIR] [--transcript FILE]… [--contracts DIR]"
  static let discussion = """
    Every lock (written by 'gate --record') is a package that may still run on phones. Replay
    reads what each target release sends with the package's reader — built from the interface the
    lock recorded, not today's contract — and what the package sends with the release's reader.
    Without captures, the release's payloads are generated from its interface (minimal and
    maximal: every optional member, enum value and case). Targets default to every release of a
    lock's runtime newer than the one it was built against, unreleased ones included.
    --snapshots DIR holds envelopes captured from a release's build (7.2.json, or a "release"
    member); --transcript FILE a device session of a package (JSON Lines with "from"). Output
    shows JSON paths, types and declared names, never a captured value. Exits 1 when a cell is
    incompatible, 2 when an input cannot be read or there is no lock to replay.
    """
  static let formats = OutputFormat.findings
  static let reportsFindings = true
  static let options = [
    CommonOptions.contracts, CommonOptions.runtimeVersion, CommonOptions.locks,
    OptionSpec.value(
      "--release", "R", "replay on this release (repeatable; default: every newer one)",
      repeatable: true),
    OptionSpec.value("--snapshots", "DIR", "envelopes captured from native builds"),
    OptionSpec.value(
      "--transcript", "FILE", "a device session of a package, JSON Lines",
      repeatable: true),
  ]

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError)
    -> Int32
  {
    guard arguments.positionals.isEmpty else {
      throw UsageError(message: "'replay' takes no arguments; name the lock folder with '--locks'")
    }
    guard let contract = context.validContract() else {
      let report = ReplayReport(
        locks: [], releases: [], results: [], diagnostics: [context.invalidContract])
      _ = context.printReport(
        text: report.text, json: { report.json.rendered() },
        report: { report.report(locksFolder: context.locksFolder) }, undecided: true)
      return ExitCode.failure
    }
    var options = ReplayOptions(locksFolder: context.locksFolder)
    options.releases = arguments.values["--release"] ?? []
    options.snapshotsFolder = arguments.value("--snapshots")
    options.transcripts = arguments.values["--transcript"] ?? []
    let report = Replay.run(contract: contract, options: options)
    let written = context.printReport(
      text: report.text, json: { report.json.rendered() },
      report: { report.report(locksFolder: context.locksFolder) })
    if report.couldNotDecide || !written { return ExitCode.failure }
    return report.hasIncompatible ? ExitCode.findings : ExitCode.success
  }
}
