import BridgeDiagnostics
import Compatibility
import ContractLanguage
import Foundation

/// `bridgecheck contract update --release R`: keeps the contract true to a new IPA's build.
enum ContractCommand: Command {
  static let name = "contract"
  static let abstract = "Update the contract for a new IPA from its native build."
  static let synopsis =
    "update --release R [--native-sources DIR]… [--autolinking FILE] [--podfile-lock FILE] [--check] [--contracts DIR]"
  static let discussion = """
    Reads the build as 'init' does and writes what release R changes: the release (added as
    unreleased to the runtime runtime-version.txt names, or an unreleased one rewritten), the
    versions of the packages it links that differ from the release before it, the react-native
    and expo versions, and each native module the contract does not declare, with @since(R). A
    module or package the release before it links that the build no longer has is reported, never
    removed: a removal needs a new runtime (exit 1). A shipped release that the build contradicts
    is an error. --check writes nothing and exits 1 when the contract is stale, so that a native
    pull request that changes the build without the contract fails.
    """
  static let formats: [OutputFormat] = [.text]
  static let options =
    [
      OptionSpec.value("--release", "R", "the release the build is (required)")
    ] + NativeBuildArguments.options + [
      OptionSpec.flag("--check", "write nothing; exit 1 when the contract is stale"),
      CommonOptions.contracts, CommonOptions.runtimeVersion,
    ]

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError)
    -> Int32
  {
    guard arguments.positionals == ["update"] else {
      throw UsageError(
        message:
          "'contract' takes one action, 'update', such as 'bridgecheck contract update --release 7.3'"
      )
    }
    guard let release = arguments.value("--release") else {
      throw UsageError(message: "'contract update' needs '--release R', the release the build is")
    }
    let options = try NativeBuildArguments.adoptionOptions(arguments, command: "contract update")
    guard let loaded = context.validLoadedContract() else { return ExitCode.failure }
    let console = context.console
    let update = ContractUpdate.plan(
      loaded, release: release, options: options,
      relativeTo: FileManager.default.currentDirectoryPath)
    let problems = update.diagnostics.filter { $0.severity >= .warning }
    if !problems.isEmpty { console.err(context.errorText(problems.sortedForOutput())) }
    if update.diagnostics.contains(where: { $0.severity == .fatal }) { return ExitCode.failure }
    console.out(report(update))
    for error in update.errors { console.err("error: \(error)\n") }
    if !arguments.has("--check") {
      for (path, text) in update.edits {
        do {
          try AtomicFile.write(Data(text.utf8), to: path)
        } catch {
          console.err("error: cannot write '\(path)': \(error)\n")
          return ExitCode.failure
        }
      }
    }
    let lost = !update.goneModules.isEmpty || !update.gonePackages.isEmpty
    let stale = arguments.has("--check") && update.changes
    return lost || stale || !update.errors.isEmpty ? ExitCode.findings : ExitCode.success
  }

  private static func report(_ update: ContractUpdate) -> String {
    var lines: [String] = []
    if update.isNewRelease {
      lines.append("release \(update.release): added to runtime \(update.runtime), unreleased")
    }
    for (property, old, new) in update.properties {
      lines.append("release \(update.release): \(property.rawValue) \(old ?? "none") → \(new)")
    }
    for package in update.packages {
      let was = package.old.map { " (was \($0))" } ?? " (new)"
      lines.append("release \(update.release): links \(package.name) \(package.new)\(was)")
    }
    for module in update.addedModules {
      lines.append("module \(module.name): added @since(\(update.release)) (\(module.source))")
    }
    for module in update.goneModules {
      lines.append(
        "module \(module): gone from the build; a removal needs a new runtime, so it stays declared"
      )
    }
    for package in update.gonePackages {
      lines.append("package \(package): no longer linked; a removal needs a new runtime")
    }
    if lines.isEmpty { lines.append("release \(update.release): the contract is up to date") }
    return lines.joined(separator: "\n") + "\n"
  }
}
