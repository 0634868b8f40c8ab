import Foundation

/// `--output FORMAT=FILE` (repeatable): more formats of the same report from the same run, each
/// written to its file atomically, besides the one `--format` prints — so that a pipeline's
/// annotations, job summary and SARIF all describe one evaluation.
enum OutputFiles {
  static let option = OptionSpec.value(
    "--output", "FORMAT=FILE", "also write the report in FORMAT to FILE", repeatable: true)

  /// The requested files, or a usage error naming the one that is malformed or unsupported.
  static func requested(_ arguments: ParsedArguments, formats: [OutputFormat], command: String)
    throws(UsageError) -> [(format: OutputFormat, path: String)]
  {
    try (arguments.values["--output"] ?? []).map { spec throws(UsageError) in
      guard let equals = spec.firstIndex(of: "="), equals != spec.startIndex,
        spec.index(after: equals) != spec.endIndex
      else {
        throw UsageError(
          message: "'--output' takes FORMAT=FILE, such as sarif=gate.sarif; not '\(spec)'")
      }
      let name = String(spec[..<equals])
      guard let format = OutputFormat(rawValue: name), formats.contains(format) else {
        throw UsageError(
          message:
            "'\(command)' cannot write '\(name)'; choose \(listed(formats.map(\.rawValue)))")
      }
      return (format, String(spec[spec.index(after: equals)...]))
    }
  }

  /// Writes each file with `render`, which hands its pieces to the writer it is given; false
  /// after saying on standard error which one failed.
  static func write(
    _ files: [(format: OutputFormat, path: String)], console: Console,
    render: (OutputFormat, @escaping (String) -> Void) -> Void
  ) -> Bool {
    var written = true
    for file in files {
      do {
        try AtomicFile.write(to: file.path) { render(file.format, $0) }
      } catch {
        console.err("error: cannot write \(file.path): \(error)\n")
        written = false
      }
    }
    return written
  }
}
