import BridgeDiagnostics
import Compatibility
import ContentScan

/// Options of every command that reads content (`scan`, `gate`, `advise`).
enum ContentArguments {
  static let options = [
    OptionSpec.value(
      "--platform", "NAME", "the platform whose files and bundle are read (default: ios)"),
    OptionSpec.value(
      "--exclude", "GLOB",
      "no entry from these paths: a name (e2e, *.test.ts) or a path from the folder (src/legacy/**)",
      repeatable: true),
    OptionSpec.value(
      "--include", "NAME", "read folders with this name after all (e.g. dist)", repeatable: true),
    OptionSpec.value(
      "--max-file-size", "BYTES", "refuse files larger than this (default and most: 268435456)"),
    OptionSpec.value("--max-files", "N", "refuse to read more files than this (default: 200000)"),
    OptionSpec.flag(
      "--all-files",
      "read every source file of a folder, not only those the package's entries reach"),
  ]

  static func scanOptions(_ arguments: ParsedArguments, command: String) throws(UsageError)
    -> ScanOptions
  {
    guard !arguments.positionals.isEmpty else {
      throw UsageError(message: "'\(command)' needs at least one file or folder to read")
    }
    var options = ScanOptions()
    options.platform = arguments.value("--platform") ?? "ios"
    guard ScanOptions.platforms.contains(options.platform) else {
      throw UsageError(
        message: "'--platform' takes one of \(ScanOptions.platforms.joined(separator: ", "))")
    }
    if let text = arguments.value("--max-file-size") {
      guard let bytes = Int(text), bytes > 0, bytes <= 256 << 20 else {
        throw UsageError(
          message: "'--max-file-size' takes a number of bytes from 1 to \(256 << 20)")
      }
      options.maxFileBytes = bytes
    }
    if let text = arguments.value("--max-files") {
      guard let count = Int(text), count > 0 else {
        throw UsageError(message: "'--max-files' takes a positive number")
      }
      options.maxFiles = count
    }
    options.allFiles = arguments.has("--all-files")
    options.excluded = (arguments.values["--exclude"] ?? []).map(PathPattern.init)
    options.skippedFolders.subtract(arguments.values["--include"] ?? [])
    return options
  }
}

/// Options of the gate and the advisor.
enum GateArguments {
  static let options = [
    OptionSpec.value(
      "--runtime", "VERSION", "the runtime to check (default: the one runtime-version.txt names)"),
    OptionSpec.value(
      "--channel", "NAME", "the channel to publish on (default: the contract's first)"),
    OptionSpec.flag("--include-unreleased", "also check unreleased releases (testers' builds)"),
    OptionSpec.flag("--strict", "warnings refuse too (dynamic names, deprecated elements)"),
    OptionSpec.flag(
      "--trust-bytecode",
      "credit names found only in Hermes bytecode with their element's @requires"),
    OptionSpec.value(
      "--runtime-from", "FILE",
      "the JSON 'npx expo-updates runtimeversion:resolve --platform ios' printed: the runtime EAS stamps"
    ),
  ]

  static func gateOptions(_ arguments: ParsedArguments) throws(UsageError) -> GateOptions {
    var options = GateOptions()
    if let path = arguments.value("--runtime-from") {
      options.resolvedRuntime = try resolvedRuntime(path)
    }
    options.runtime = arguments.value("--runtime")
    options.channel = arguments.value("--channel")
    options.includeUnreleased = arguments.has("--include-unreleased")
    options.strict = arguments.has("--strict")
    options.trustBytecode = arguments.has("--trust-bytecode")
    // Read here, with the other inputs, so the gate's path runs forward on what was read.
    options.appConfigs = AppConfig.read(near: arguments.positionals)
    return options
  }

  /// The runtime in what `expo-updates runtimeversion:resolve` printed:
  /// `{"runtimeVersion": "7", "fingerprintSources": null}` (its shape in expo-updates' CLI).
  private static func resolvedRuntime(_ path: String) throws(UsageError) -> AppConfig {
    let root: JSONValue
    switch JSONValue.read(path: path, maxBytes: 16 << 20) {
    case .success(let (_, value)): root = value
    case .failure(let failure):
      throw UsageError(
        message: "--runtime-from \(placeText(path, at: failure.span?.location)): \(failure.message)"
      )
    }
    guard let version = root["runtimeVersion"]?.string, !version.isEmpty else {
      throw UsageError(
        message:
          "--runtime-from \(path): no runtimeVersion string (expected what 'npx expo-updates runtimeversion:resolve --platform ios' prints, such as {\"runtimeVersion\": \"7\"})"
      )
    }
    return AppConfig(path: path, runtimeVersion: version, policy: nil, isResolved: true)
  }
}
