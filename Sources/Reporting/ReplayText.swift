import BridgeDiagnostics
import Compatibility
import Foundation

extension ReplayReport {
  /// The matrix for a release manager: one row per package, one column per release, each cell
  /// `ok` or the first problem's rule; then every problem of each broken cell, and once each
  /// what tolerant readers ignore in compatible cells (it is the same for many packages); then
  /// the answer in one line.
  public func text(colors: Bool) -> String {
    var output = DiagnosticTextFormatter(colors: colors).format(diagnostics)
    let paint = { (text: String, style: TextStyle) in style.paint(text, colors: colors) }
    if !locks.isEmpty {
      output += matrix(paint)
    }
    func line(_ problem: ReplayProblem, cells: Int? = nil) -> String {
      let label = problem.isError ? paint("error:", .red) : paint("note:", .gray)
      let count = cells.map { $0 > 1 ? " (in \($0) cells)" : "" } ?? ""
      return "  \(label) \(problem.message) [\(problem.rule)]\(count)\n"
        + "    at \(problem.path) in \(problem.source)\n"
    }
    for result in results where !result.compatible {
      output += "\n\(result.lock) on \(result.release): \(paint("incompatible", .red))\n"
      for problem in result.problems { output += line(problem) }
    }
    var notes: [String: (problem: ReplayProblem, cells: Int)] = [:]
    var order: [String] = []
    for result in results where result.compatible {
      for problem in result.problems {
        let key = problem.rule + "\u{0}" + problem.message
        if let known = notes[key] {
          notes[key] = (known.problem, known.cells + 1)
        } else {
          notes[key] = (problem, 1)
          order.append(key)
        }
      }
    }
    if !order.isEmpty {
      output += "\nin compatible cells:\n"
      for key in order { output += line(notes[key]!.problem, cells: notes[key]!.cells) }
    }
    let incompatible = results.filter { !$0.compatible }.count
    var summary =
      "replay: \(counted(locks.count, "package")) × \(counted(releases.count, "release"))"
    if couldNotDecide {
      summary = "ERROR: " + summary + " — could not decide; nothing was passed"
    } else if incompatible > 0 {
      summary =
        paint("INCOMPATIBLE", .red) + ": " + summary + ", \(counted(incompatible, "cell")) broken"
    } else {
      summary = paint("COMPATIBLE", .green) + ": " + summary + ", every cell compatible"
    }
    return output + (output.isEmpty ? "" : "\n") + summary + "\n"
  }

  private func matrix(_ paint: (String, TextStyle) -> String) -> String {
    let cells = Dictionary(grouping: results) { "\($0.lock)\u{0}\($0.release)" }
    var rows: [[String]] = [["package", "runtime", "built"] + releases]
    var painted: [[TextStyle?]] = [Array(repeating: nil, count: rows[0].count)]
    for row in locks {
      var line = [row.name + (row.isCurrent ? " *" : ""), row.lock.runtime, row.lock.builtAgainst]
      var colours: [TextStyle?] = [nil, nil, nil]
      for release in releases {
        guard let result = cells["\(row.name)\u{0}\(release)"]?.first else {
          line.append("·")
          colours.append(nil)
          continue
        }
        if result.compatible {
          line.append("ok")
          colours.append(.green)
        } else {
          line.append("✗ " + (result.problems.first?.rule ?? ""))
          colours.append(.red)
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
