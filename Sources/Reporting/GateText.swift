import BridgeDiagnostics
import Compatibility

extension GateReport {
  /// The verdict for people: what the reading said of the inputs (its notes too: a check that
  /// guards nothing says why there), each finding compiler style (place, severity, message,
  /// rule), the source excerpt with a caret, the releases and the fix; then the verdict in one
  /// line.
  public func text(colors: Bool) -> String {
    var output = DiagnosticTextFormatter(colors: colors).format(diagnostics)
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
      line = (verdict == .publish ? TextStyle.green : .red).paint(line, colors: true)
    }
    return output + line + "\n"
  }
}

extension Finding {
  func text(colors: Bool) -> String {
    let place = self.place ?? ""
    let bold = { (text: String) in TextStyle.bold.paint(text, colors: colors) }
    var text =
      (place.isEmpty ? "" : bold("\(place):") + " ")
      + TextStyle(severity).paint("\(severity.rawValue):", colors: colors) + " " + bold(message)
      + " [\(rule)]\n"
    if let excerpt, let excerptColumn {
      text += "\(excerpt)\n\(caretLine(under: excerpt, column: excerptColumn))\n"
    } else if file != nil, line == nil, id != nil {
      text += "  (in Hermes bytecode, which keeps no positions)\n"
    }
    for place in related {
      text += "  \(place.what.lead): \(place.file):\(place.line):\(place.column)\n"
    }
    if chains > 1 { text += "  and \(counted(chains - 1, "other call chain")) to this place\n" }
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
