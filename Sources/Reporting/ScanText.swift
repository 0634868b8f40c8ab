import BridgeDiagnostics
import ContentScan

extension ScanReport {
  /// The report for people: uses grouped by element, each with its place, guards, source line
  /// and a caret; Hermes uses say why they have neither position nor guards.
  public func text(colors: Bool) -> String {
    // In one piece, which an empty string takes over without copying.
    var whole = ""
    writeText(colors: colors, pieceBytes: .max) { whole += $0 }
    return whole
  }

  /// `text(colors:)` handed to `deliver` in pieces of about `pieceBytes`, in order: a tree of
  /// 130,000 uses writes 58 MB, which never stands whole in memory.
  public func writeText(
    colors: Bool, pieceBytes: Int = 1 << 20, to deliver: (String) -> Void
  ) {
    // Groups hold positions in `uses`, not copies: copying a use retains each of its strings.
    var groups: [String: [Int]] = [:]
    for index in uses.indices { groups[groupTitle(uses[index]), default: []].append(index) }
    let titles = groups.keys.sorted { groupOrder($0) < groupOrder($1) }
    var output = ""
    // Reserved to within a few bytes a use (or a piece): growing the text by doubling would
    // hold it twice and copy it.
    output.reserveCapacity(min(pieceBytes, uses.reduce(4096) { $0 + estimatedLength($1) }))
    func handOn() {
      deliver(output)
      output.removeAll(keepingCapacity: true)
    }
    for title in titles {
      let members = groups[title]!
      output += paint(title, colors) + " — " + counted(members.count, "use") + "\n"
      // The uses at one place that only the call chains reaching it tell apart: the first is
      // shown, the others counted (a function called from many places can reach one place by
      // thousands of chains).
      var shown: Int?
      var others = 0
      func countOthers() {
        guard others > 0 else { return }
        output += "    and \(counted(others, "other call chain")) to this place\n"
        others = 0
      }
      for index in members {
        if let shown, Self.onlyChainsDiffer(uses[shown], uses[index]) {
          others += 1
          continue
        }
        countOthers()
        describe(uses[index], into: &output)
        shown = index
        if output.utf8.count >= pieceBytes { handOn() }
      }
      countOthers()
      output += "\n"
    }
    let elements = Set(uses.lazy.compactMap(\.id)).count
    let undeclared = uses.lazy.filter { !$0.declared && !$0.dynamic }.count
    let dynamic = uses.lazy.filter(\.dynamic).count
    let aside = [
      packageFilesScanned > 0 ? "\(packageFilesScanned) from packages" : nil,
      filesNotReached > 0 ? "\(filesNotReached) not reached from an entry" : nil,
    ].compactMap { $0 }
    let notReached = aside.isEmpty ? "" : " (\(aside.joined(separator: ", ")))"
    var summary =
      "scanned \(counted(filesScanned, "file"))\(notReached): \(counted(uses.count, "use")) of \(counted(elements, "element"))"
    if undeclared > 0 || dynamic > 0 {
      summary += " (\(undeclared) undeclared, \(dynamic) dynamic)"
    }
    if assertedGuards > 0 { summary += "; \(assertedGuards) relying on 'bridgecheck: requires'" }
    if ignoredUses > 0 { summary += "; \(ignoredUses) ignored" }
    output += DiagnosticTextFormatter(colors: colors).format(diagnostics)
    output += summary + "\n"
    handOn()
  }

  /// Whether two uses differ only in the call chain that reaches their place (`via`).
  private static func onlyChainsDiffer(_ lhs: Use, _ rhs: Use) -> Bool {
    lhs.file == rhs.file && lhs.line == rhs.line && lhs.column == rhs.column && lhs.id == rhs.id
      && lhs.name == rhs.name && lhs.role == rhs.role && lhs.guards == rhs.guards
      && lhs.asserted == rhs.asserted && lhs.dynamic == rhs.dynamic
      && lhs.candidates == rhs.candidates && lhs.guardedAt == rhs.guardedAt
      && lhs.ignoreReason == rhs.ignoreReason
  }

  private func groupTitle(_ use: Use) -> String {
    if let id = use.id { return id }
    if use.dynamic, use.name.isEmpty { return "dynamic: not known where sent" }
    return use.dynamic ? "dynamic '\(use.name)…'" : "undeclared '\(use.name)'"
  }

  /// Declared elements by id, then undeclared names, then dynamic ones.
  private func groupOrder(_ title: String) -> (Int, String) {
    (title.hasPrefix("dynamic ") ? 2 : title.hasPrefix("undeclared ") ? 1 : 0, title)
  }

  /// About the length of `describe`'s text for `use`, from above: its place, guards, source
  /// line twice (the line and its caret) and each `via` place.
  private func estimatedLength(_ use: Use) -> Int {
    let guards = use.guards.reduce(0) { $0 + $1.utf8.count + 2 }
    let candidates = use.candidates.reduce(0) { $0 + $1.utf8.count + 2 }
    let places = [use.via, use.guardedAt].joined().reduce(0) { $0 + $1.file.utf8.count + 64 }
    let excerpt = (use.excerpt?.utf8.count ?? 0) * 2 + 16
    return use.file.utf8.count + 128 + guards + candidates + places + excerpt
  }

  private func describe(_ use: Use, into output: inout String) {
    guard let line = use.line, let column = use.column else {
      output += "  \(use.file): in Hermes bytecode, which keeps no positions and no guards\n"
      return
    }
    // Appended piece by piece: an interpolation would build each line apart and copy it in.
    output += "  "
    output += use.file
    output += ":"
    output += String(line)
    output += ":"
    output += String(column)
    output += ": "
    if use.guards.isEmpty {
      output += "unguarded"
    } else {
      output += "guarded by "
      for (index, guardID) in use.guards.enumerated() {
        if index > 0 { output += ", " }
        output += guardID
      }
    }
    if use.asserted { output += " (asserted by 'bridgecheck: requires')" }
    if use.dynamic {
      output +=
        use.name.isEmpty ? "; the value sent is not known" : "; the name is built at run time"
      if !use.candidates.isEmpty {
        output += ": it may be "
        output += use.candidates.joined(separator: ", ")
      }
    }
    output += "\n"
    if let source = use.excerpt, let caret = use.excerptColumn {
      output += "    "
      output += source
      output += "\n    "
      output += caretLine(under: source, column: caret)
      output += "\n"
    }
    // Where the name was written and the calls it came through, after the place it stands.
    for place in use.trail {
      output += "    "
      output += place.what.lead
      output += " "
      output += place.file
      output += ":"
      output += String(place.line)
      output += ":"
      output += String(place.column)
      output += "\n"
    }
  }

  private func paint(_ text: String, _ colors: Bool) -> String {
    TextStyle.bold.paint(text, colors: colors)
  }
}

/// "1 use", "3 uses", "2 capabilities": a count with its noun, for summaries.
public func counted(_ count: Int, _ noun: String) -> String {
  guard count != 1 else { return "1 \(noun)" }
  if noun.hasSuffix("y") { return "\(count) \(noun.dropLast())ies" }
  if noun.hasSuffix("s") { return "\(count) \(noun)es" }
  return "\(count) \(noun)s"
}
