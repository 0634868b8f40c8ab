import BridgeDiagnostics
import Compatibility

extension AuditReport {
  /// For a release manager in a terminal: the timeline release by release, the live packages,
  /// what is deprecated but used and what nothing uses, the content that deprecations would
  /// break, and the native drift compiler style.
  public func text(colors: Bool) -> String {
    let bold = { (text: String) in TextStyle.bold.paint(text, colors: colors) }
    var output = DiagnosticTextFormatter(colors: colors).format(diagnostics)
    let runtimes = Set(releases.map(\.runtime)).count
    output +=
      "audit: bridge \(bridge), \(counted(releases.count, "release")) in \(counted(runtimes, "runtime")), \(counted(packages.count, "live package")), newest release \(newestRelease)\n"

    output += "\n" + bold("timeline") + "\n"
    var runtime: String?
    for release in releases {
      if release.runtime != runtime {
        output += "  runtime \(release.runtime)\n"
        runtime = release.runtime
      }
      let status = release.status == "shipped" ? "" : " (\(release.status))"
      let provides = Audit.timelineKindNames.map { kind, noun in
        counted(release.provides[kind]?.count ?? 0, noun)
      }.joined(separator: ", ")
      output += "    \(release.version)\(status): \(provides)\n"
      if release.version == releases.first?.version {
        // The first release adds everything; listing it would bury the rest.
        output += "      + \(counted(release.added.count, "element")) (the first release)\n"
        continue
      }
      for (sign, ids) in [("+", release.added), ("~", release.deprecated), ("-", release.removed)]
      where !ids.isEmpty {
        output += "      \(sign) \(ids.joined(separator: ", "))\n"
      }
    }
    output += "  (+ added, ~ deprecated, - removed)\n"

    output += "\n" + bold("packages") + "\n"
    if packages.isEmpty {
      output += "  no live package recorded (locks are written by 'gate --record')\n"
    }
    for package in packages {
      output +=
        "  \(package.lock)\(package.isCurrent ? " *" : ""): runtime \(package.runtime), \(package.channel), built against \(package.builtAgainst)\(package.publishedAt.map { ", published \($0)" } ?? ""), \(counted(package.uses.count, "use"))\n"
    }
    if packages.contains(where: \.isCurrent) {
      output += "  (* the current package of its runtime and channel)\n"
    }

    output += "\n" + bold("deprecated, still used") + "\n"
    if deprecatedInUse.isEmpty { output += "  none\n" }
    for entry in deprecatedInUse {
      output += "  \(entry.id): \(entry.packages.joined(separator: ", "))\n"
    }
    output +=
      "\n" + bold("used by no live package in \(newestRelease)")
      + " (candidates to remove at the next runtime)\n"
    output += unused.isEmpty ? "  none\n" : unused.map { "  \($0)\n" }.joined()

    if let contentBreaks {
      output +=
        "\n" + bold("content")
        + ": what the next runtime would break if it removed what is deprecated\n"
      if contentBreaks.isEmpty { output += "  nothing\n" }
      for entry in contentBreaks {
        let place = placeText(entry.file, line: entry.line, column: entry.column)!
        output += "  \(place): \(entry.id) (deprecated in \(entry.deprecatedIn))\n"
      }
    }
    if let drift {
      output += "\n" + bold("native drift") + " against \(newestRelease)\n"
      if drift.isEmpty {
        output += "  none: the native code handles and sends what the contract says\n"
      }
      for finding in drift {
        output +=
          "  \(finding.place.map { $0 + ": " } ?? "")\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]\n"
      }
    }
    return output
  }
}
