import BridgeDiagnostics
import Compatibility

extension GateReport {
  /// The verdict for people: each finding compiler style (place, severity, message, rule), the
  /// source excerpt with a caret, the releases and the fix; then the verdict in one line.
  public func text(colors: Bool) -> String {
    var output = DiagnosticTextFormatter(colors: colors).format(
      diagnostics.filter { $0.severity >= .warning })
    for finding in findings { output += finding.text(colors: colors) }
    let counts = [Severity.error, .warning, .note].compactMap { severity -> String? in
      let count = findings.filter { $0.severity == severity }.count
      return count == 0 ? nil : counted(count, severity.rawValue)
    }
    let checked =
      releases.isEmpty
      ? "no supported release"
      : "release\(releases.count == 1 ? "" : "s") \(releases.joined(separator: ", "))"
    let summary = counts.isEmpty ? "" : " (\(counts.joined(separator: ", ")))"
    let word: String
    switch verdict {
    case .publish: word = "PUBLISH"
    case .refuse: word = "REFUSE"
    case .error: word = "ERROR"
    }
    var line = "\(word): runtime \(runtime), channel \(channel), \(checked)\(summary)"
    if verdict == .error { line += " — could not decide; nothing was passed" }
    if colors {
      line = (verdict == .publish ? "\u{1B}[1;32m" : "\u{1B}[1;31m") + line + "\u{1B}[0m"
    }
    return output + line + "\n"
  }
}

extension Finding {
  func text(colors: Bool) -> String {
    var place = file ?? ""
    if let line, let column { place += ":\(line):\(column)" }
    let bold = colors ? "\u{1B}[1m" : ""
    let reset = colors ? "\u{1B}[0m" : ""
    let color =
      colors
      ? (severity == .error
        ? "\u{1B}[1;31m" : severity == .warning ? "\u{1B}[1;35m" : "\u{1B}[1;90m") : ""
    var text =
      (place.isEmpty ? "" : "\(bold)\(place):\(reset) ")
      + "\(color)\(severity.rawValue):\(reset) \(bold)\(message)\(reset) [\(rule)]\n"
    if let excerpt, let excerptColumn {
      let lead = excerpt.unicodeScalars.prefix(excerptColumn - 1).map { $0 == "\t" ? "\t" : " " }
        .joined()
      text += "\(excerpt)\n\(lead)^\n"
    } else if file != nil, line == nil, id != nil {
      text += "  (in Hermes bytecode, which keeps no positions)\n"
    }
    for place in related {
      text += "  \(place.what.lead): \(place.file):\(place.line):\(place.column)\n"
    }
    if !releases.isEmpty { text += "  releases: \(releases.joined(separator: ", "))\n" }
    if let fix { text += "  fix: \(fix)\n" }
    return text
  }
}

extension Advice {
  public func text(colors: Bool) -> String {
    var output = DiagnosticTextFormatter(colors: colors).format(
      diagnostics.filter { $0.severity >= .warning })
    guard let answer else {
      return output + "could not answer: the inputs could not be read (see above)\n"
    }
    let headline: String
    switch answer {
    case .ota: headline = "OTA: safe on every release in users' hands as it stands"
    case .otaAfterFix: headline = "OTA AFTER A FIX: the content can make it safe by itself"
    case .newIPA:
      headline = "NEW IPA: ship an IPA of runtime \(runtime) first; the runtime version stays"
    case .newRuntime: headline = "NEW RUNTIME: bump runtime-version.txt and ship a new IPA"
    }
    output +=
      headline
      + " (runtime \(runtime); releases in users' hands: \(releases.isEmpty ? "none" : releases.joined(separator: ", ")))\n"
    for reason in reasons {
      output +=
        "  [\(reason.rule)] " + (reason.place.map { $0 + ": " } ?? "") + reason.message + "\n"
    }
    return output
  }
}
