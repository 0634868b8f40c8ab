import BridgeDiagnostics
import Compatibility

extension Report {
  /// SARIF 2.1.0 for code scanning: every rule the command has, one fingerprinted result per
  /// finding (a finding with no file at `anchor`), and why the run could not decide as the
  /// invocation's notifications.
  public func sarif(version: String) -> JSONValue {
    var located = SARIFResults()
    let results: [JSONValue] = findings.map { finding in
      located.result(
        rule: finding.rule, ruleIndex: rules.firstIndex { $0.id == finding.rule } ?? 0,
        level: finding.severity.level,
        message: finding.message + (finding.fix.map { ". Fix: \($0)" } ?? ""),
        subject: finding.id ?? finding.name ?? "", file: finding.file ?? anchor,
        line: finding.line, column: finding.column, endLine: finding.endLine,
        endColumn: finding.endColumn,
        related: finding.related.map { place in
          (place.what.here, place.file, place.line, place.column)
        },
        properties: finding.sarifProperties)
    }
    let descriptors: [JSONValue] = rules.map { rule in
      .object([
        "id": .string(rule.id),
        "name": .string(
          rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()),
        "shortDescription": .object(["text": .string(rule.purpose)]),
        "fullDescription": .object(["text": .string(rule.purpose)]),
        "help": .object(["text": .string(rule.help), "markdown": .string(rule.help)]),
        "defaultConfiguration": .object(["level": .string(rule.level.level)]),
      ])
    }
    var run: [String: JSONValue] = [
      "invocations": .array([
        .object([
          "executionSuccessful": .bool(outcome != .undecided),
          "toolExecutionNotifications": .array(problems.map(\.sarifNotification)),
        ])
      ])
    ]
    var figures = properties
    figures["command"] = .string(command)
    figures["verdict"] = .optional(verdict)
    run["properties"] = .object(figures)
    return sarifLog(version: version, rules: descriptors, results: results, run: run)
  }
}

extension Finding {
  /// What SARIF's result properties say beyond the message: the releases concerned, the
  /// element, and how many call chains reach the place (its related locations are the first's),
  /// those it has.
  fileprivate var sarifProperties: [String: JSONValue] {
    var properties: [String: JSONValue] = [:]
    if !releases.isEmpty { properties["releases"] = .array(releases.map(JSONValue.string)) }
    if let id { properties["elementId"] = .string(id) }
    if let name { properties["name"] = .string(name) }
    if chains > 1 { properties["callChains"] = .int(chains) }
    return properties
  }
}
