import BridgeDiagnostics
import ContentScan
import Foundation

/// `bridgecheck parse FILE…`: what the parser reads in each file.
enum ParseCommand: Command {
  static let name = "parse"
  static let abstract =
    "Show what the parser reads in JavaScript, TypeScript and Flow files: whether each parses, and its strings and imports."
  static let synopsis = "FILE… [--files-from LIST]"
  static let discussion = """
    Parses each file as scan does (by its name: .ts .mts .cts as TypeScript, .tsx as TypeScript
    with JSX, anything else as JavaScript with Flow and JSX) and prints, for each, whether it
    parses or the first syntax error at its place; with --format json, one JSON object a line
    holding the string literals, template chunks, module requests and native module lookups of
    its value code (type positions are not read), each with its line and column, and every
    reference with the place of the declaration it resolves to (null for a global). --files-from
    reads more file names from LIST, one a line. Exits 0 when every file parses, 1 when one does
    not, 2 when a file cannot be read.
    """
  static let formats: [OutputFormat] = [.text, .json]
  static let options = [
    OptionSpec.value("--files-from", "LIST", "read file names from LIST, one a line")
  ]

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError)
    -> Int32
  {
    var paths = arguments.positionals
    if let list = arguments.value("--files-from") {
      guard let text = try? String(contentsOfFile: list, encoding: .utf8) else {
        context.console.err("error: cannot read the file list '\(list)'\n")
        return ExitCode.failure
      }
      paths += text.split(whereSeparator: \.isNewline).map(String.init)
    }
    guard !paths.isEmpty else { throw UsageError(message: "'parse' needs at least one file") }
    var status = ExitCode.success
    var unreadable: [Diagnostic] = []
    var output = ""
    for path in paths {
      switch SourceFile.read(path: path, displayPath: path, maxBytes: 256 << 20, requireUTF8: true)
      {
      case .failure(let diagnostic):
        unreadable.append(diagnostic)
        status = ExitCode.failure
      case .success(let source):
        let summary = SyntaxSummary.json(of: source)
        guard case .object(let members) = summary else { continue }
        let parsed = members["parsed"] == .bool(true)
        if !parsed, status == ExitCode.success { status = ExitCode.findings }
        if context.format == .json {
          output += summary.rendered()
          if !output.hasSuffix("\n") { output += "\n" }
        } else if parsed {
          output += "\(path): parses\n"
        } else if case .object(let error) = members["error"] ?? .null,
          case .int(let line) = error["line"] ?? .null,
          case .int(let column) = error["column"] ?? .null,
          case .string(let message) = error["message"] ?? .null
        {
          output += "\(placeText(path, line: line, column: column)!): error: \(message)\n"
        }
      }
    }
    context.console.out(output)
    context.console.err(context.errorText(unreadable))
    return status
  }
}
