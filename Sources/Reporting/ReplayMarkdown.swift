import Compatibility

extension ReplayReport {
  /// Markdown for a release checklist or CI job summary: the matrix, then each broken cell's
  /// problems.
  public var markdown: String {
    let incompatible = results.filter { !$0.compatible }
    let mark =
      couldNotDecide
      ? "⚠️ could not decide" : incompatible.isEmpty ? "✅ compatible" : "❌ incompatible"
    var text = "## BridgeCheck replay: \(mark)\n\n"
    for reason in diagnostics where reason.severity == .fatal {
      text += "- ⚠️ \(reason.path.map { "`\(cell($0))`: " } ?? "")\(cell(reason.message))\n"
    }
    guard !locks.isEmpty else { return text }
    if diagnostics.contains(where: { $0.severity == .fatal }) { text += "\n" }
    let cells = Dictionary(grouping: results) { "\($0.lock)\u{0}\($0.release)" }
    text +=
      "| Package | Runtime | Built against | " + releases.map { "`\($0)`" }.joined(separator: " | ")
      + " |\n"
    text += "|---|---|---|" + String(repeating: "---|", count: releases.count) + "\n"
    for row in locks {
      let name = "`\(cell(row.name))`" + (row.isCurrent ? " (current)" : "")
      let marks = releases.map { release -> String in
        guard let result = cells["\(row.name)\u{0}\(release)"]?.first else { return "·" }
        return result.compatible ? "✅" : "❌ `\(result.problems.first?.rule.rawValue ?? "")`"
      }
      text +=
        "| \(name) | `\(cell(row.lock.runtime))` | `\(cell(row.lock.builtAgainst))` | "
        + marks.joined(separator: " | ") + " |\n"
    }
    for result in incompatible {
      text += "\n### `\(cell(result.lock))` on `\(cell(result.release))`\n\n"
      text += "| Rule | Path | Element | Problem | Payload |\n|---|---|---|---|---|\n"
      for problem in result.problems where problem.isError {
        text +=
          "| `\(problem.rule.rawValue)` | `\(cell(problem.path))` | \(problem.id.isEmpty ? "" : "`\(cell(problem.id))`") | \(cell(problem.message)) | \(cell(problem.source)) |\n"
      }
    }
    return text
  }
}
