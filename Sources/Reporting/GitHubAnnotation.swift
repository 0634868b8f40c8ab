import BridgeDiagnostics
import Compatibility

/// One GitHub Actions workflow command — `::error file=…,line=…,col=…,title=…::message` — as
/// every `--format github` renderer writes it: properties and message escaped, absent places
/// left out.
func githubAnnotation(
  _ command: String, file: String?, line: Int?, column: Int? = nil, title: String,
  message: String
) -> String {
  var properties: [String] = []
  if let file { properties.append("file=" + escapeProperty(file)) }
  if let line { properties.append("line=\(line)") }
  if let column { properties.append("col=\(column)") }
  properties.append("title=" + escapeProperty(title))
  return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
}

extension Severity {
  /// The workflow command of a finding of this severity.
  var githubCommand: String {
    switch self {
    case .error, .fatal: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }
}

extension Diagnostic {
  /// A diagnostic that kept a command from deciding, as an error annotation at its place.
  var githubErrorAnnotation: String {
    let location = span?.location
    return githubAnnotation(
      "error", file: span?.file.path ?? path, line: location?.line, column: location?.column,
      title: "bridgecheck \(id)", message: message)
  }
}

/// Workflow command data: `%`, CR and LF escaped.
func escapeData(_ text: String) -> String {
  text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
    .replacingOccurrences(of: "\n", with: "%0A")
}

/// Workflow command properties: also `:` and `,`.
func escapeProperty(_ text: String) -> String {
  escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
    of: ",", with: "%2C")
}
