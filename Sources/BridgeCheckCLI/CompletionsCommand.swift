/// `bridgecheck completions SHELL`: the shell completions, from the option tables; with
/// `--reference`, the command reference `docs/commands.md` holds.
enum CompletionsCommand: Command {
  static let name = "completions"
  static let abstract = "Print shell completions (bash, zsh, fish) or the command reference."
  static let synopsis = "bash|zsh|fish | --reference"
  static let discussion = """
    Prints a completion script for the shell named, written from the same tables as --help:
    commands, options, the formats each command prints, and file names where an option takes a
    path. With --reference, prints the Markdown reference of every command instead.
    """
  static let formats: [OutputFormat] = [.text]
  static let options = [
    OptionSpec.flag("--reference", "print the Markdown command reference instead")
  ]

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError)
    -> Int32
  {
    if arguments.has("--reference") {
      guard arguments.positionals.isEmpty else {
        throw UsageError(message: "'--reference' takes no shell")
      }
      context.console.out(CommandReference.markdown)
      return ExitCode.success
    }
    let shells = CommandReference.Shell.allCases.map(\.rawValue)
    guard arguments.positionals.count == 1,
      let shell = CommandReference.Shell(rawValue: arguments.positionals[0])
    else {
      throw UsageError(message: "'completions' needs one shell: \(listed(shells))")
    }
    context.console.out(CommandReference.completions(for: shell))
    return ExitCode.success
  }
}
