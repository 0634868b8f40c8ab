/// Renders diagnostics the way the Swift compiler does:
///
/// ```
/// contracts/tempo.contract:12:22: error: unknown direction 'contant' [syntax-expected]
/// message perform from contant
///                      ^~~~~~~
/// ```
///
/// Notes follow with their own location and excerpt; a fix-it is printed under the caret line.
public struct DiagnosticTextFormatter: Sendable {
  public var colors: Bool

  public init(colors: Bool) {
    self.colors = colors
  }

  public func format(_ diagnostics: [Diagnostic]) -> String {
    var output = ""
    for diagnostic in diagnostics { output += format(diagnostic) }
    return output
  }

  public func format(_ diagnostic: Diagnostic) -> String {
    var output = header(
      path: diagnostic.path, span: diagnostic.span, severity: diagnostic.severity,
      message: diagnostic.message, id: diagnostic.id)
    if let span = diagnostic.span {
      output += excerpt(span, fixIts: diagnostic.fixIts.filter { $0.span.file === span.file })
    }
    for note in diagnostic.notes {
      // A note with no place of its own is about the diagnostic's place, as in swiftc.
      output += header(
        path: note.span?.file.path ?? diagnostic.path, span: note.span ?? diagnostic.span,
        severity: .note, message: note.message, id: nil)
      if let span = note.span { output += excerpt(span, fixIts: []) }
    }
    return output
  }

  private func header(
    path: String?, span: Span?, severity: Severity, message: String, id: String?
  ) -> String {
    let place = path.map { placeText($0, at: span?.location) } ?? ""
    var line = place.isEmpty ? "" : paint(place + ": ", .bold)
    line += paint(severity.label + ":", TextStyle(severity)) + " "
    line += paint(message, .bold)
    if let id { line += " [\(id)]" }
    return line + "\n"
  }

  /// The source line, a caret under the span's start and tildes under the rest of it on that line.
  /// A line too long to print whole (a minified bundle is one line) is shown around the span's
  /// start, as a use's excerpt is.
  private func excerpt(_ span: Span, fixIts: [Diagnostic.FixIt]) -> String {
    let file = span.file
    guard !file.isConfidential, !file.bytes.isEmpty || span.start == 0 else { return "" }
    let line = file.lineIndex(of: min(span.start, file.bytes.count))
    let range = file.lineRange(line)
    let start = min(max(span.start, range.lowerBound), range.upperBound)
    let shown =
      range.count > Self.longestLineShownWhole
      ? file.excerpt(around: start)
      : SourceFile.Excerpt(range: range, cutBefore: false, cutAfter: false)
    let end = min(max(span.end, start), shown.range.upperBound)
    let margin = shown.cutBefore ? " " : ""
    let lead = margin + caretLead(under: file.bytes[shown.range.lowerBound..<start])
    let underline =
      "^" + String(repeating: "~", count: max(0, scalarCount(file.bytes[start..<end]) - 1))
    var output = file.text(of: shown) + "\n" + lead + paint(underline, .green) + "\n"
    for fixIt in fixIts where file.lineIndex(of: fixIt.span.start) == line {
      let fixStart = min(max(fixIt.span.start, shown.range.lowerBound), shown.range.upperBound)
      output +=
        margin + caretLead(under: file.bytes[shown.range.lowerBound..<fixStart])
        + paint(fixIt.replacement, .green) + "\n"
    }
    return output
  }

  /// Lines up to this many bytes are printed whole.
  private static let longestLineShownWhole = 240

  /// Blank space as wide as `bytes`, keeping tabs so that the caret lines up under tabbed source.
  private func scalarCount(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
  }

  private func paint(_ text: String, _ style: TextStyle) -> String {
    style.paint(text, colors: colors)
  }
}
