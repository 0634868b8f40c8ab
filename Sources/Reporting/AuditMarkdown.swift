import Compatibility

extension AuditReport {
  /// Markdown for a release checklist: the timeline's changes, live packages, deprecated uses,
  /// and native drift.
  public var markdown: String {
    var text = "## BridgeCheck audit: `\(bridge)`\n\n"
    text += "Newest release `\(newestRelease)`; \(counted(packages.count, "live package")).\n\n"
    for diagnostic in diagnostics where diagnostic.severity == .fatal {
      text += "- ⚠️ \(diagnostic.path.map { "`\(cell($0))`: " } ?? "")\(cell(diagnostic.message))\n"
    }
    text +=
      "### Timeline\n\n| Release | Runtime | Added | Deprecated | Removed |\n|---|---|---|---|---|\n"
    for release in releases {
      func list(_ ids: [String]) -> String {
        ids.isEmpty ? "" : ids.map { "`\(cell($0))`" }.joined(separator: ", ")
      }
      let status = release.status == "shipped" ? "" : " (\(release.status))"
      // The first release adds everything; listing it would bury the rest.
      let added =
        release.version == releases.first?.version
        ? counted(release.added.count, "element") : list(release.added)
      text +=
        "| `\(release.version)`\(status) | \(release.runtime) | \(added) | \(list(release.deprecated)) | \(list(release.removed)) |\n"
    }
    text += "\n### Packages\n\n"
    if packages.isEmpty { text += "No live package recorded.\n" }
    for package in packages {
      text +=
        "- `\(cell(package.lock))`\(package.isCurrent ? " (current)" : ""): runtime \(package.runtime), \(package.channel), built against \(package.builtAgainst), \(package.uses.count) uses\n"
    }
    text += "\n### Deprecated, still used\n\n"
    text +=
      deprecatedInUse.isEmpty
      ? "None.\n"
      : deprecatedInUse.map {
        "- `\($0.id)`: \($0.packages.map { "`\($0)`" }.joined(separator: ", "))\n"
      }
      .joined()
    if let contentBreaks, !contentBreaks.isEmpty {
      text += "\n### Content that removing what is deprecated would break\n\n"
      for entry in contentBreaks {
        let place = entry.file + (entry.line.map { ":\($0)" } ?? "")
        text += "- `\(cell(place))`: `\(entry.id)` (deprecated in \(entry.deprecatedIn))\n"
      }
    }
    if let drift {
      text += "\n### Native drift against `\(newestRelease)`\n\n"
      if drift.isEmpty { text += "None.\n" }
      for finding in drift {
        let icon = finding.severity == .warning ? "⚠️" : "ℹ️"
        var place = finding.file ?? ""
        if let line = finding.line { place += ":\(line)" }
        text +=
          "- \(icon) \(cell(finding.message)) (`\(finding.rule.rawValue)`\(place.isEmpty ? "" : ", `\(cell(place))`"))\n"
      }
    }
    return text
  }
}
