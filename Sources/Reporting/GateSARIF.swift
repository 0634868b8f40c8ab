import BridgeDiagnostics
import Compatibility

extension GateReport {
  /// SARIF 2.1.0 for GitHub code scanning: every gate rule with its help, one result per finding.
  /// Findings with no file of their own (a runtime nobody has) point at `anchor`, the runtime
  /// version file, since code scanning shows only located results.
  public func sarif(version: String, anchor: String?) -> JSONValue {
    let rules = Gate.rules
    var located = SARIFResults()
    let results: [JSONValue] = findings.map { finding in
      located.result(
        rule: finding.rule, ruleIndex: rules.firstIndex { $0.id == finding.rule } ?? 0,
        level: finding.severity.rawValue,
        message: finding.message + (finding.fix.map { ". Fix: \($0)" } ?? ""),
        subject: finding.id ?? finding.name ?? "", file: finding.file ?? anchor,
        line: finding.line, column: finding.column,
        related: finding.related.map { place in
          (place.what.here, place.file, place.line, place.column)
        },
        properties: [
          "releases": .array(finding.releases.map(JSONValue.string)),
          "elementId": .optional(finding.id),
          "name": .optional(finding.name),
        ])
    }
    let descriptors: [JSONValue] = rules.map { rule in
      .object([
        "id": .string(rule.id),
        "name": .string(
          rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()),
        "shortDescription": .object(["text": .string(rule.purpose)]),
        "fullDescription": .object(["text": .string(rule.purpose)]),
        "help": .object(["text": .string(rule.help), "markdown": .string(rule.help)]),
        "defaultConfiguration": .object(["level": .string(rule.severity.rawValue)]),
      ])
    }
    return sarifLog(
      version: version, rules: descriptors, results: results,
      run: [
        "invocations": .array([
          .object([
            "executionSuccessful": .bool(verdict != .error),
            // Why it could not decide (an unreadable file, an invalid contract), located where
            // the reason has a place.
            "toolExecutionNotifications": .array(
              diagnostics.filter { $0.severity >= .error }.map(\.sarifNotification)),
          ])
        ]),
        "properties": .object([
          "verdict": .string(verdict.rawValue), "runtime": .string(runtime),
          "channel": .string(channel),
          "releases": .array(releases.map(JSONValue.string)),
        ]),
      ])
  }
}
