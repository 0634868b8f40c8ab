import BridgeDiagnostics
import Compatibility
import Foundation

extension ReplayReport {
  /// The matrix for a release manager: one row per package, one column per release, each cell
  /// `ok` or the first problem's rule; then every cell's problems, compiler style; then the
  /// answer in one line.
  public func text(colors: Bool) -> String {
    var output = DiagnosticTextFormatter(colors: colors).format(diagnostics)
    let paint = { (text: String, code: String) in colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
    if !locks.isEmpty {
      output += matrix(paint)
    }
    let cells = Dictionary(grouping: results, by: \.lock)
    for row in locks {
      for result in cells[row.name] ?? [] where !result.problems.isEmpty {
        let state = result.compatible ? "compatible" : paint("incompatible", "1;31")
        output += "\n\(row.name) on \(result.release): \(state)\n"
        for problem in result.problems {
          let label = problem.isError ? paint("error:", "1;31") : paint("note:", "1;36")
          output += "  \(label) \(problem.message) [\(problem.rule.rawValue)]\n"
          output += "    at \(problem.path) in \(problem.source)\n"
        }
      }
    }
    let incompatible = results.filter { !$0.compatible }.count
    var summary =
      "replay: \(counted(locks.count, "package")) × \(counted(releases.count, "release"))"
    if couldNotDecide {
      summary = "ERROR: " + summary + " — could not decide; nothing was passed"
    } else if incompatible > 0 {
      summary =
        paint("INCOMPATIBLE", "1;31") + ": " + summary + ", \(counted(incompatible, "cell")) broken"
    } else {
      summary = paint("COMPATIBLE", "1;32") + ": " + summary + ", every cell compatible"
    }
    return output + (output.isEmpty ? "" : "\n") + summary + "\n"
  }

  private func matrix(_ paint: (String, String) -> String) -> String {
    let cells = Dictionary(grouping: results) { "\($0.lock)\u{0}\($0.release)" }
    var rows: [[String]] = [["package", "runtime", "built"] + releases]
    var painted: [[String?]] = [Array(repeating: nil, count: rows[0].count)]
    for row in locks {
      var line = [row.name + (row.isCurrent ? " *" : ""), row.lock.runtime, row.lock.builtAgainst]
      var colours: [String?] = [nil, nil, nil]
      for release in releases {
        guard let result = cells["\(row.name)\u{0}\(release)"]?.first else {
          line.append("·")
          colours.append(nil)
          continue
        }
        if result.compatible {
          line.append("ok")
          colours.append("32")
        } else {
          line.append("✗ " + (result.problems.first?.rule.rawValue ?? ""))
          colours.append("31")
        }
      }
      rows.append(line)
      painted.append(colours)
    }
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    var text = ""
    for (line, colours) in zip(rows, painted) {
      let padded = line.indices.map { column in
        let cell = line[column].padding(
          toLength: widths[column], withPad: " ", startingAt: 0)
        return colours[column].map { paint(cell, $0) } ?? cell
      }
      text += padded.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
    }
    var legend: [String] = []
    if locks.contains(where: \.isCurrent) {
      legend.append("* the current package of its runtime and channel")
    }
    if rows.contains(where: { $0.contains("·") }) { legend.append("· not replayed there") }
    if !legend.isEmpty { text += legend.joined(separator: "; ") + "\n" }
    return text
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
