import BridgeDiagnostics
import Compatibility

extension DiffReport {
  /// `diff --format sarif`, for a native pull request's code scanning: every evolution rule with
  /// its purpose, one fingerprinted result per finding at its line in the contract; a diff that
  /// could not compare says why in the invocation.
  public func sarif(version: String) -> JSONValue {
    let rules =
      ContractDiff.rules.map { ($0.id, $0.purpose) } + [
        ("baseline-unused", "Every baseline entry acknowledges a finding the diff has.")
      ]
    var located = SARIFResults()
    let results: [JSONValue] = findings.map { finding in
      located.result(
        rule: finding.rule, ruleIndex: rules.firstIndex { $0.0 == finding.rule } ?? 0,
        level: finding.severity.rawValue,
        message: finding.message
          + (finding.acknowledged.map { " (acknowledged by the baseline: \($0))" } ?? ""),
        subject: finding.id, file: finding.file, line: finding.line, column: nil,
        properties: ["release": .optional(finding.release)])
    }
    let descriptors: [JSONValue] = rules.map { id, purpose in
      .object([
        "id": .string(id),
        "shortDescription": .object(["text": .string(purpose)]),
        "help": .object(["text": .string(purpose)]),
      ])
    }
    return sarifLog(
      version: version, rules: descriptors, results: results,
      run: [
        "invocations": .array([
          .object([
            "executionSuccessful": .bool(impact != nil),
            "toolExecutionNotifications": .array(
              diagnostics.filter { $0.severity >= .error }.map(\.sarifNotification)),
          ])
        ]),
        "properties": .object([
          "base": .string(base), "impact": impact.map { .string($0.rawValue) } ?? .null,
          "pending": .array(
            pending.map { release in
              .object([
                "release": .string(release.release),
                "changes": .array(release.changes.map(JSONValue.string)),
              ])
            }),
        ]),
      ])
  }
}
