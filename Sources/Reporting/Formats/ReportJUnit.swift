import BridgeDiagnostics
import Compatibility

extension Report {
  /// JUnit XML for CI systems that show test results: the outcome is one test case (failing
  /// when the run failed, erroring when it could not decide), and each finding one more (errors
  /// fail, the rest print).
  public var junit: String {
    let failures =
      findings.filter { $0.severity >= .error }.count + (outcome == .failed ? 1 : 0)
    let errors = outcome == .undecided ? 1 : 0
    let tests = findings.count + 1
    let counts = #"tests="\#(tests)" failures="\#(failures)" errors="\#(errors)""#
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml += #"<testsuites name="bridgecheck \#(command)" \#(counts)>"# + "\n"
    xml +=
      #"  <testsuite name="\#(markupEscaped(summary.isEmpty ? command : summary))" \#(counts) skipped="0">"#
      + "\n"
    xml += #"    <testcase classname="bridgecheck.\#(command)" name="verdict">"#
    switch outcome {
    case .passed: xml += "\n"
    case .failed:
      xml +=
        "\n"
        + #"      <failure type="\#(markupEscaped(verdict ?? "failed"))" message="\#(markupEscaped(headline))"/>"#
        + "\n"
    case .undecided:
      let reasons = problems.map(\.message).joined(separator: "; ")
      xml +=
        "\n"
        + #"      <error type="error" message="\#(markupEscaped("could not decide: \(reasons)"))"/>"#
        + "\n"
    }
    xml += "    </testcase>\n"
    for finding in findings {
      let name = [finding.rule, finding.id ?? finding.name, finding.place].compactMap { $0 }
        .joined(separator: " ")
      xml +=
        #"    <testcase classname="bridgecheck.\#(markupEscaped(finding.rule))" name="\#(markupEscaped(name))">"#
        + "\n"
      var detail = finding.message
      if !finding.releases.isEmpty {
        detail += "\nreleases: " + finding.releases.joined(separator: ", ")
      }
      if let fix = finding.fix { detail += "\nfix: " + fix }
      if finding.severity >= .error {
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
