import BridgeDiagnostics
import Foundation

/// The `bridgecheck` command: dispatches to a subcommand and returns the exit code.
public enum BridgeCheck {
  public static let version = "0.1.0"

  static let commands: [any Command.Type] = [
    LintCommand.self, FormatCommand.self, ShowCommand.self, ScanCommand.self, GateCommand.self,
    AdviseCommand.self, DiffCommand.self, ReplayCommand.self, AuditCommand.self, ParseCommand.self,
    InitCommand.self, ContractCommand.self,
    CompletionsCommand.self,
  ]

  /// Runs one command line; `bridgecheck.json` is looked for from `folder` (the working
  /// directory when nil) up to the repository's root.
  public static func main(
    _ arguments: [String], console: Console, configurationFrom folder: String? = nil
  )
    -> Int32
  {
    guard let first = arguments.first else {
      console.err(overview)
      return ExitCode.failure
    }
    switch first {
    case "--help", "-h":
      console.out(overview)
      return ExitCode.success
    case "help":
      guard let name = arguments.dropFirst().first else {
        console.out(overview)
        return ExitCode.success
      }
      guard let command = commands.first(where: { $0.name == name }) else {
        return usageError("unknown command '\(name)'", command: nil, console: console)
      }
      console.out(help(for: command))
      return ExitCode.success
    case "--version":
      console.out("bridgecheck \(version)\n")
      return ExitCode.success
    default:
      break
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      let hint =
        closestMatch(to: first, among: commands.map { $0.name }).map { "; did you mean '\($0)'?" }
        ?? ""
      return usageError("unknown command '\(first)'\(hint)", command: nil, console: console)
    }
    return run(
      command, Array(arguments.dropFirst()), console: console,
      configuration: Configuration.find(from: folder ?? FileManager.default.currentDirectoryPath))
  }

  private static func run(
    _ command: any Command.Type, _ arguments: [String], console: Console, configuration: String?
  ) -> Int32 {
    do throws(UsageError) {
      var parsed = try ArgumentParser.parse(arguments, options: allOptions(command))
      if parsed.has("--help") {
        console.out(help(for: command))
        return ExitCode.success
      }
      if let configuration {
        // The project's options, where the command line does not give them.
        parsed = try Configuration.load(configuration).get().apply(
          to: parsed, options: allOptions(command), formats: command.formats.map(\.rawValue))
      }
      if parsed.has("--version") {
        console.out("bridgecheck \(version)\n")
        return ExitCode.success
      }
      let formatName = parsed.value("--format") ?? "text"
      guard let format = OutputFormat(rawValue: formatName), command.formats.contains(format) else {
        throw UsageError(
          message:
            "'\(command.name)' cannot print '\(formatName)'; choose \(listed(command.formats.map(\.rawValue)))"
        )
      }
      let colorName = parsed.value("--color") ?? "auto"
      guard let color = ColorChoice(rawValue: colorName) else {
        throw UsageError(message: "'--color' takes auto, always or never, not '\(colorName)'")
      }
      var context = CommandContext(
        console: console, arguments: parsed, format: format, color: color)
      if command.reportsFindings {
        context.outputFiles = try OutputFiles.requested(
          parsed, formats: command.formats, command: command.name)
      }
      return try command.run(parsed, context)
    } catch {
      return usageError(error.message, command: command, console: console)
    }
  }

  static func allOptions(_ command: any Command.Type) -> [OptionSpec] {
    command.options + (command.reportsFindings ? [OutputFiles.option] : []) + [
      CommonOptions.format(command.formats), CommonOptions.color, CommonOptions.help,
      .flag("--version", "print the version"),
    ]
  }

  private static func usageError(_ message: String, command: (any Command.Type)?, console: Console)
    -> Int32
  {
    let helpCommand = command.map { "bridgecheck \($0.name) --help" } ?? "bridgecheck --help"
    console.err("error: \(message)\nsee '\(helpCommand)'\n")
    return ExitCode.failure
  }

  static var overview: String {
    let width = commands.map { $0.name.count }.max() ?? 0
    var text = """
      bridgecheck \(version) — checks that over-the-air content only uses the bridge interfaces \
      every installed native release provides.

      USAGE: bridgecheck COMMAND [options]

      COMMANDS:

      """
    for command in commands {
      text +=
        "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
        + command.abstract + "\n"
    }
    text += """

      Run 'bridgecheck COMMAND --help' for a command's options. Exit codes: 0 pass, 1 findings
      (for lint: the contract breaks a rule), 2 could not decide (unreadable input, usage error).

      """
    return text
  }

  static func help(for command: any Command.Type) -> String {
    var text = "\(command.abstract)\n\nUSAGE: \(usage(of: command))\n\n"
    if !command.discussion.isEmpty { text += command.discussion + "\n\n" }
    text += "OPTIONS:\n"
    let options = allOptions(command)
    let labels = options.map { $0.name + ($0.valueName.map { " " + $0 } ?? "") }
    let width = labels.map(\.count).max() ?? 0
    for (label, option) in zip(labels, options) {
      text +=
        "  " + label.padding(toLength: width + 2, withPad: " ", startingAt: 0) + option.help
        + (option.repeatable ? " (repeatable)" : "") + "\n"
    }
    return text
  }
}

/// `bridgecheck NAME SYNOPSIS [--format A|B…]`: the formats from the command's own list, so the
/// usage line never names another set than `--format` accepts.
func usage(of command: any Command.Type) -> String {
  let formats = command.formats.map(\.rawValue)
  let format = formats.count > 1 ? " [--format \(formats.joined(separator: "|"))]" : ""
  let output = command.reportsFindings ? " [--output FORMAT=FILE]…" : ""
  return "bridgecheck \(command.name) \(command.synopsis)\(format)\(output)"
}

/// "text", "text or json", "text, json or sarif".
func listed(_ items: [String]) -> String {
  guard items.count > 1 else { return items.first ?? "" }
  return items.dropLast().joined(separator: ", ") + " or " + items.last!
}
