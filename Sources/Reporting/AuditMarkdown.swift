import Compatibility

extension AuditReport {
  /// The audit's own tables in Markdown, for a release checklist: the timeline's changes, live
  /// packages and deprecated uses (native drift and the content that removals would break are
  /// its findings).
  var markdownDetails: String {
    guard !releases.isEmpty else { return "" }
    var text =
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
    return text
  }
}
