import Compatibility

extension AuditReport {
  /// One self-contained HTML file: inline CSS, SVG and a few lines of script, nothing loaded
  /// from the network, so it works offline, printed, and as a CI artifact. Light and dark follow
  /// the reader's setting; sections are reachable by links, the matrix scrolls by keyboard and
  /// filters by id.
  ///
  /// The matrix draws each element's row as at most a few runs (absent, available, deprecated,
  /// removed) placed on a grid of releases, not one cell per release, so 5,000 elements × 50
  /// releases stay a page a browser lays out at once. Each run lists its releases in
  /// `data-releases`, so `[data-id="…"] [data-releases~="7.1"]` finds an element's state in a
  /// release.
  public var html: String {
    let versions = releases.map(\.version)
    var page = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>BridgeCheck audit: \(markupEscaped(bridge))</title>
      <style>\(AuditHTMLStyle.css)</style>
      </head>
      <body>
      <a class="skip" href="#matrix">Skip to the matrix</a>
      <header>
      <h1>BridgeCheck audit: <code>\(markupEscaped(bridge))</code></h1>
      <p class="summary">\(counted(releases.count, "release")) in \
      \(counted(Set(releases.map(\.runtime)).count, "runtime")) · \
      newest <code>\(markupEscaped(newestRelease))</code> · \(counted(packages.count, "live package")) · \
      \(driftSummary)</p>
      <nav aria-label="Sections"><a href="#timeline">Timeline</a> <a href="#matrix">Matrix</a> \
      <a href="#packages">Packages</a> <a href="#drift">Native drift</a></nav>
      </header>
      <main>

      """
    page += diagnosticsSection
    page += timelineSection
    page += matrixSection(versions)
    page += packagesSection
    page += driftSection
    page += """
      </main>
      <script>\(AuditHTMLStyle.script)</script>
      </body>
      </html>

      """
    return page
  }

  private var driftSummary: String {
    guard let drift else { return "native sources not audited" }
    let warnings = drift.filter { $0.severity == .warning }.count
    return warnings == 0
      ? "no native drift"
      : "<strong>\(warnings) native drift warning\(warnings == 1 ? "" : "s")</strong>"
  }

  private var diagnosticsSection: String {
    guard !diagnostics.isEmpty else { return "" }
    var section = "<section id=\"problems\"><h2>Inputs</h2><ul>\n"
    for diagnostic in diagnostics {
      section +=
        "<li class=\"\(diagnostic.severity == .fatal ? "warning" : "note")\"><code>\(markupEscaped(diagnostic.path ?? ""))</code> \(markupEscaped(diagnostic.message)) <span class=\"rule\">\(markupEscaped(diagnostic.id))</span></li>\n"
    }
    return section + "</ul></section>\n"
  }

  private var timelineSection: String {
    var section = """
      <section id="timeline"><h2>Timeline</h2>
      <p>What each release provides, and what it added (+), deprecated (~) and removed (−).</p>
      <table class="timeline"><thead><tr><th scope="col">Release</th><th scope="col">Runtime</th>\
      <th scope="col">Messages</th><th scope="col">Cases</th><th scope="col">Capabilities</th>\
      <th scope="col">Scopes</th><th scope="col">Modules</th><th scope="col">Changes</th></tr></thead><tbody>

      """
    for release in releases {
      let status =
        release.status == "shipped" ? "" : " <span class=\"status\">\(release.status)</span>"
      section +=
        "<tr data-release=\"\(markupEscaped(release.version))\"><th scope=\"row\"><code>\(markupEscaped(release.version))</code>\(status)</th><td>\(markupEscaped(release.runtime))</td>"
      for (kind, _) in Audit.timelineKindNames {
        section += "<td class=\"number\">\(release.provides[kind]?.count ?? 0)</td>"
      }
      var changes = ""
      for (sign, label, ids) in [
        ("+", "added", release.added), ("~", "deprecated", release.deprecated),
        ("−", "removed", release.removed),
      ] where !ids.isEmpty {
        changes +=
          "<details><summary>\(sign) \(ids.count) \(label)</summary><ul>"
          + ids.map { "<li><code>\(markupEscaped($0))</code></li>" }.joined() + "</ul></details>"
      }
      section += "<td>\(changes.isEmpty ? "—" : changes)</td></tr>\n"
    }
    return section + "</tbody></table></section>\n"
  }

  private func matrixSection(_ versions: [String]) -> String {
    var section = """
      <section id="matrix"><h2>Releases × elements</h2>
      <p class="legend">\(swatch("available")) available \(swatch("deprecated")) deprecated \
      \(swatch("removed")) removed · blank: not yet added</p>
      <p><label for="filter">Filter elements</label> <input id="filter" type="search" \
      placeholder="case:tempo.perform" autocomplete="off"> <span id="shown">\(elements.count) elements</span></p>
      <div class="matrix" tabindex="0" role="table" aria-label="Element availability by release" \
      style="--releases: \(versions.count)">
      <div class="row head" role="row"><span class="id" role="columnheader">Element</span>\
      <span class="cells">\(versions.map { "<span role=\"columnheader\">\(markupEscaped($0))</span>" }.joined())</span></div>

      """
    for element in elements {
      section +=
        "<div class=\"row\" role=\"row\" data-id=\"\(markupEscaped(element.id))\" data-kind=\"\(markupEscaped(element.kind))\"><span class=\"id\" role=\"rowheader\" title=\"\(markupEscaped(element.id))\">\(markupEscaped(element.id))</span><span class=\"cells\" role=\"cell\">"
      var start = 0
      while start < element.states.count {
        var end = start
        while end + 1 < element.states.count, element.states[end + 1] == element.states[start] {
          end += 1
        }
        let state = element.states[start]
        if state != .absent {
          let span = versions[start...end]
          let range = start == end ? span.first! : "\(span.first!)–\(span.last!)"
          section +=
            "<span class=\"run \(state.rawValue)\" style=\"grid-column:\(start + 1)/\(end + 2)\" data-state=\"\(state.rawValue)\" data-releases=\"\(markupEscaped(span.joined(separator: " ")))\" title=\"\(state.rawValue) in \(markupEscaped(range))\"></span>"
        }
        start = end + 1
      }
      section += "</span></div>\n"
    }
    return section + "</div></section>\n"
  }

  private var packagesSection: String {
    var section = "<section id=\"packages\"><h2>Packages</h2>\n"
    if packages.isEmpty {
      section +=
        "<p>No live package is recorded: locks are written by <code>gate --record</code>.</p>\n"
    } else {
      section += """
        <table><thead><tr><th scope="col">Lock</th><th scope="col">Runtime</th><th scope="col">Channel</th>\
        <th scope="col">Built against</th><th scope="col">Published</th><th scope="col">Uses</th></tr></thead><tbody>

        """
      for package in packages {
        section +=
          "<tr data-lock=\"\(markupEscaped(package.lock))\"><th scope=\"row\"><code>\(markupEscaped(package.lock))</code>\(package.isCurrent ? " <span class=\"status\">current</span>" : "")</th><td>\(markupEscaped(package.runtime))</td><td>\(markupEscaped(package.channel))</td><td>\(markupEscaped(package.builtAgainst))</td><td>\(markupEscaped(package.publishedAt ?? "—"))</td><td><details><summary>\(package.uses.count) uses</summary><ul>"
          + package.uses.map { "<li><code>\(markupEscaped($0))</code></li>" }.joined()
          + "</ul></details></td></tr>\n"
      }
      section += "</tbody></table>\n"
    }
    section += "<h3>Deprecated, still used</h3>\n"
    section +=
      deprecatedInUse.isEmpty
      ? "<p>None.</p>\n"
      : "<ul id=\"deprecated-in-use\">"
        + deprecatedInUse.map {
          "<li><code>\(markupEscaped($0.id))</code>: \($0.packages.map { "<code>\(markupEscaped($0))</code>" }.joined(separator: ", "))</li>"
        }.joined() + "</ul>\n"
    section += "<h3>Used by no live package in <code>\(markupEscaped(newestRelease))</code></h3>\n"
    section +=
      unused.isEmpty
      ? "<p>None.</p>\n"
      : "<details><summary>\(unused.count) candidates to remove at the next runtime</summary><ul id=\"unused\">"
        + unused.map { "<li><code>\(markupEscaped($0))</code></li>" }.joined() + "</ul></details>\n"
    if let contentBreaks {
      section += "<h3>Content that removing what is deprecated would break</h3>\n"
      section +=
        contentBreaks.isEmpty
        ? "<p>Nothing.</p>\n"
        : "<ul id=\"content-breaks\">"
          + contentBreaks.map { entry in
            let place =
              entry.file + (entry.line.map { ":\($0)" } ?? "")
              + (entry.column.map { ":\($0)" } ?? "")
            return
              "<li><code>\(markupEscaped(place))</code> <code>\(markupEscaped(entry.id))</code> (deprecated in \(markupEscaped(entry.deprecatedIn)))</li>"
          }.joined() + "</ul>\n"
    }
    return section + "</section>\n"
  }

  private var driftSection: String {
    var section =
      "<section id=\"drift\"><h2>Native drift against <code>\(markupEscaped(newestRelease))</code></h2>\n"
    guard let drift else {
      return section
        + "<p>The native sources were not audited (<code>--native-sources DIR</code>).</p></section>\n"
    }
    if drift.isEmpty {
      return section
        + "<p>None: the native code handles and sends what the contract says.</p></section>\n"
    }
    section += "<ul id=\"drift-list\">\n"
    for finding in drift {
      let place = finding.place ?? ""
      section +=
        "<li class=\"\(finding.severity.rawValue)\" data-rule=\"\(finding.rule)\" data-name=\"\(markupEscaped(finding.name ?? ""))\"><span class=\"severity\">\(finding.severity.rawValue)</span> \(markupEscaped(finding.message)) <span class=\"rule\">\(finding.rule)</span>\(place.isEmpty ? "" : " <code class=\"place\">\(markupEscaped(place))</code>")</li>\n"
    }
    return section + "</ul></section>\n"
  }

  private func swatch(_ state: String) -> String {
    "<svg class=\"swatch \(state)\" width=\"14\" height=\"14\" viewBox=\"0 0 14 14\" aria-hidden=\"true\"><rect width=\"14\" height=\"14\" rx=\"3\"/></svg>"
  }
}

/// The report's stylesheet and script, kept apart from the markup they serve.
private enum AuditHTMLStyle {
  static let css = """
    :root { color-scheme: light dark; --bg: #fff; --fg: #1b1f24; --muted: #57606a; --line: #d0d7de;
      --available: #2da44e; --deprecated: #d4a72c; --removed: #cf222e; --head: #f6f8fa; }
    @media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --fg: #e6edf3; --muted: #8d96a0;
      --line: #30363d; --available: #3fb950; --deprecated: #d29922; --removed: #f85149; --head: #161b22; } }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 1200px; padding: 1rem 1.5rem 3rem; background: var(--bg);
      color: var(--fg); font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
    code { font: 0.92em ui-monospace, SFMono-Regular, Menlo, monospace; }
    a { color: inherit; } a:focus-visible, input:focus-visible, summary:focus-visible,
    .matrix:focus-visible { outline: 3px solid var(--available); outline-offset: 2px; }
    .skip { position: absolute; left: -999px; } .skip:focus { left: 1rem; top: 1rem; background: var(--bg); padding: .5rem; }
    nav a { margin-right: 1rem; } .summary { color: var(--muted); }
    table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
    th, td { text-align: left; vertical-align: top; border-bottom: 1px solid var(--line); padding: .35rem .5rem; }
    thead th { background: var(--head); } td.number { text-align: right; font-variant-numeric: tabular-nums; }
    .status { font-size: .8em; color: var(--muted); border: 1px solid var(--line); border-radius: 1em; padding: 0 .4em; }
    details ul { margin: .25rem 0; padding-left: 1.2rem; }
    .legend .swatch { vertical-align: -2px; }
    .swatch.available rect { fill: var(--available); } .swatch.deprecated rect { fill: var(--deprecated); }
    .swatch.removed rect { fill: var(--removed); opacity: .55; }
    .matrix { max-height: 70vh; overflow: auto; border: 1px solid var(--line); border-radius: 6px; }
    .row { display: grid; grid-template-columns: minmax(14rem, 24rem) 1fr; border-bottom: 1px solid var(--line); min-height: 1.35rem; }
    .row.head { position: sticky; top: 0; background: var(--head); font-weight: 600; z-index: 1; }
    .row .id { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; padding: 0 .5rem;
      font: 12px/1.35rem ui-monospace, SFMono-Regular, Menlo, monospace; }
    .cells { display: grid; grid-template-columns: repeat(var(--releases), minmax(2.2rem, 1fr)); align-items: center; }
    .row.head .cells span { font-size: 12px; text-align: center; }
    .run { height: .9rem; margin: 0 1px; border-radius: 3px; }
    .run.available { background: var(--available); } .run.deprecated { background: var(--deprecated); }
    .run.removed { background: repeating-linear-gradient(135deg, var(--removed) 0 3px, transparent 3px 6px); opacity: .6; }
    .row[hidden] { display: none; }
    #drift-list li { margin: .3rem 0; } .severity { font-weight: 600; text-transform: uppercase; font-size: .8em; }
    li.warning .severity { color: var(--removed); } li.note .severity { color: var(--muted); }
    .rule { color: var(--muted); font-size: .85em; }
    @media print { .skip, #filter, label[for=filter], #shown, nav { display: none; }
      .matrix { max-height: none; overflow: visible; border: 0; }
      .run, .swatch { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
      details > * { display: block; } }
    """

  static let script = """
    (function () {
      var input = document.getElementById('filter');
      var shown = document.getElementById('shown');
      var rows = Array.prototype.slice.call(document.querySelectorAll('.matrix .row[data-id]'));
      input.addEventListener('input', function () {
        var query = input.value.trim().toLowerCase();
        var count = 0;
        rows.forEach(function (row) {
          var match = query === '' || row.getAttribute('data-id').toLowerCase().indexOf(query) !== -1;
          row.hidden = !match;
          if (match) { count += 1; }
        });
        shown.textContent = count + (count === 1 ? ' element' : ' elements');
      });
    })();
    """
}
