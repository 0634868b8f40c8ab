import Compatibility

extension GateReport {
  /// JUnit XML for CI systems that show test results: the verdict is one test case (failing on
  /// refuse, erroring when undecided), and each finding one more (errors fail).
  public var junit: String {
    let failures = findings.filter { $0.severity == .error }.count + (verdict == .refuse ? 1 : 0)
    let errors = verdict == .error ? 1 : 0
    let tests = findings.count + 1
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml +=
      #"<testsuites name="bridgecheck gate" tests="\#(tests)" failures="\#(failures)" errors="\#(errors)">"#
      + "\n"
    let suite = "runtime \(runtime), channel \(channel)"
    xml +=
      #"  <testsuite name="\#(markupEscaped(suite))" tests="\#(tests)" failures="\#(failures)" errors="\#(errors)" skipped="0">"#
      + "\n"
    let checked =
      releases.isEmpty ? "no supported release" : "releases " + releases.joined(separator: ", ")
    xml += #"    <testcase classname="bridgecheck.gate" name="verdict">"#
    switch verdict {
    case .publish: xml += "\n"
    case .refuse:
      xml +=
        "\n"
        + #"      <failure type="refuse" message="\#(markupEscaped("refused for \(checked)"))"/>"#
        + "\n"
    case .error:
      let reasons = diagnostics.filter { $0.severity == .fatal }.map(\.message).joined(
        separator: "; ")
      xml +=
        "\n"
        + #"      <error type="error" message="\#(markupEscaped("could not decide: \(reasons)"))"/>"#
        + "\n"
    }
    xml += "    </testcase>\n"
    for finding in findings {
      var place = finding.file ?? ""
      if let line = finding.line, let column = finding.column { place += ":\(line):\(column)" }
      let name = [finding.rule, finding.id ?? finding.name, place.isEmpty ? nil : place].compactMap
      { $0 }
      .joined(separator: " ")
      xml +=
        #"    <testcase classname="bridgecheck.\#(markupEscaped(finding.rule))" name="\#(markupEscaped(name))">"#
        + "\n"
      var detail = finding.message
      if !finding.releases.isEmpty {
        detail += "\nreleases: " + finding.releases.joined(separator: ", ")
      }
      if let fix = finding.fix { detail += "\nfix: " + fix }
      if finding.severity == .error {
        xml +=
          #"      <failure type="\#(markupEscaped(finding.rule))" message="\#(markupEscaped(finding.message))">\#(markupEscaped(detail))</failure>"#
          + "\n"
      } else {
        xml +=
          "      <system-out>\(markupEscaped(finding.severity.rawValue + ": " + detail))</system-out>\n"
      }
      xml += "    </testcase>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }
}
