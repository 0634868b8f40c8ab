import BridgeDiagnostics
import Compatibility
import ContractLanguage
import Foundation
import Reporting

/// `bridgecheck init`: a first contract from what the native build shows.
enum InitCommand: Command {
  static let name = "init"
  static let abstract = "Write a first contract from the native sources and build outputs."
  static let synopsis =
    "[--native-sources DIR]… [--content PATH]… [--autolinking FILE] [--podfile-lock FILE] [--contracts DIR]"
  static let discussion = """
    Drafts one runtime with one release (the IPA the sources build) from what native code shows:
    the messages the Swift sources handle (from content) and send (from native) with their cases,
    the capabilities and scopes the snapshot announces, the native modules the sources and the
    linked packages define (Expo modules' Name("…"), RCT_EXPORT_MODULE, RCT_EXTERN_MODULE,
    TurboModule, Nitro and Fabric specs), and each linked package's version (--autolinking takes
    the output of 'npx expo-modules-autolinking resolve --platform ios --json', --podfile-lock the
    iOS project's Podfile.lock, which also gives the react-native and expo versions). Each
    declaration carries a comment saying where it was seen. What only the content names
    (--content) is listed as comments, never declared: only native code proves what a release
    provides. Writes CONTRACTS/BRIDGE.contract, CONTRACTS/modules.contract and runtime-version.txt
    beside the contracts folder, formatted and linted; never overwrites a contract (exit 2).
    """
  static let formats: [OutputFormat] = [.text]
  static let options =
    NativeBuildArguments.options + [
      OptionSpec.value(
        "--content", "PATH", "the content package, to list what only it names",
        repeatable: true),
      OptionSpec.value(
        "--bridge", "NAME",
        "the bridge's name (default: told from the sources that import `ExpoBrownfield` — the prefix of the dotted `type`s they send, else of the dotted names they handle; `unnamed-bridge`, with the warning `bridge-unknown` saying why, when they show none: a project that only links modules, or has no Expo Brownfield bridge)"
      ),
      OptionSpec.value(
        "--runtime", "VERSION", "the runtime (default: the content's app config, else 1)"),
      OptionSpec.value("--release", "VERSION", "the release (default: RUNTIME.0)"),
      CommonOptions.contracts, CommonOptions.runtimeVersion,
    ]

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError)
    -> Int32
  {
    guard arguments.positionals.isEmpty else {
      throw UsageError(
        message:
          "'init' takes no arguments; name the sources with '--native-sources DIR' and the build outputs with '--autolinking' or '--podfile-lock'"
      )
    }
    var options = try NativeBuildArguments.adoptionOptions(arguments, command: name)
    options.content = arguments.values["--content"] ?? []
    options.bridge = arguments.value("--bridge")
    options.runtime = arguments.value("--runtime")
    options.release = arguments.value("--release")
    let console = context.console
    let folder = context.contractsFolder
    let runtimeVersionPath =
      arguments.value("--runtime-version")
      ?? ((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
        "runtime-version.txt")
    if let existing = existingContract(folder: folder, runtimeVersion: runtimeVersionPath) {
      console.err(
        "error: '\(existing)' already exists: init never overwrites a contract; for a new IPA, run 'bridgecheck contract update --release R'\n"
      )
      return ExitCode.failure
    }
    let base = FileManager.default.currentDirectoryPath
    let (draft, inventory) = Adoption.draft(options, relativeTo: base)
    let problems = inventory.diagnostics.filter { $0.severity >= .warning }
    if !problems.isEmpty { console.err(context.errorText(problems.sortedForOutput())) }
    guard let draft else {
      console.err("error: no contract written\n")
      return ExitCode.failure
    }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for (name, text) in draft.files {
        try AtomicFile.write(Data(text.utf8), to: (folder as NSString).appendingPathComponent(name))
      }
      try AtomicFile.write(Data((draft.runtime + "\n").utf8), to: runtimeVersionPath)
    } catch {
      console.err("error: cannot write the contract: \(error)\n")
      return ExitCode.failure
    }
    let loaded = ContractLoader.load(folder: folder, runtimeVersionPath: runtimeVersionPath)
    if !loaded.diagnostics.isEmpty { console.err(context.errorText(loaded.diagnostics)) }
    let cases = inventory.messages.reduce(0) { $0 + $1.cases.count }
    console.out(
      """
      wrote \(folder): runtime \(draft.runtime), release \(draft.release); \(counted(inventory.messages.count, "message")) with \(counted(cases, "case")), \(counted(inventory.capabilities.count, "capability")), \(counted(inventory.modules.count, "module")), \(counted(inventory.packages.filter { $0.version != nil }.count, "package version"))
      wrote \(runtimeVersionPath): \(draft.runtime)
      review the comments, then run 'bridgecheck lint' and 'bridgecheck gate'

      """)
    return loaded.diagnostics.contains { $0.severity >= .error }
      ? ExitCode.findings : ExitCode.success
  }

  /// A contract file or runtime version file that is already there.
  static func existingContract(folder: String, runtimeVersion: String) -> String? {
    if FileManager.default.fileExists(atPath: runtimeVersion) { return runtimeVersion }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.sorted().first { $0.hasSuffix(".contract") }.map {
      (folder as NSString).appendingPathComponent($0)
    }
  }
}
