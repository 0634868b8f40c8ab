import Compatibility

extension ReplayReport {
  /// The matrix in Markdown, for a release checklist or CI job summary: one row per package,
  /// one column per release, a broken cell naming its first problem's rule (the problems are
  /// the report's findings).
  var markdownMatrix: String {
    guard !locks.isEmpty else { return "" }
    let cells = Dictionary(grouping: results) { "\($0.lock)\u{0}\($0.release)" }
    var text =
      "| Package | Runtime | Built against | " + releases.map { "`\($0)`" }.joined(separator: " | ")
      + " |\n"
    text += "|---|---|---|" + String(repeating: "---|", count: releases.count) + "\n"
    for row in locks {
      let name = "`\(cell(row.name))`" + (row.isCurrent ? " (current)" : "")
      let marks = releases.map { release -> String in
        guard let result = cells["\(row.name)\u{0}\(release)"]?.first else { return "·" }
        return result.compatible ? "✅" : "❌ `\(result.problems.first?.rule ?? "")`"
      }
      text +=
        "| \(name) | `\(cell(row.lock.runtime))` | `\(cell(row.lock.builtAgainst))` | "
        + marks.joined(separator: " | ") + " |\n"
    }
    return text
  }
}
