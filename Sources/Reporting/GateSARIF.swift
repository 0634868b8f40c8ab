import BridgeDiagnostics
import Compatibility
import Foundation

extension GateReport {
  /// SARIF 2.1.0 for GitHub code scanning: every gate rule with its help, one result per finding.
  /// Findings with no file of their own (a runtime nobody has) point at `anchor`, the runtime
  /// version file, since code scanning shows only located results.
  public func sarif(version: String, anchor: String?) -> JSONValue {
    let rules = Gate.rules
    // Code scanning follows a result across runs by its fingerprint: what it is about (the rule,
    // the element, the file) and its place among the findings of the same kind in the file — not
    // its line, so that editing above it moves no alert.
    var occurrences: [String: Int] = [:]
    // The file as the repository names it, so that checkouts in other folders agree.
    let workingDirectory = FileManager.default.currentDirectoryPath + "/"
    let results: [JSONValue] = findings.map { finding in
      var file = finding.file ?? ""
      if file.hasPrefix(workingDirectory) { file.removeFirst(workingDirectory.count) }
      let identity = [finding.rule, finding.id ?? finding.name ?? "", file]
        .joined(separator: "\u{0}")
      let occurrence = occurrences[identity, default: 0]
      occurrences[identity] = occurrence + 1
      var hash = SHA256()
      hash.update(Array("\(identity)\u{0}\(occurrence)".utf8))
      var result: [String: JSONValue] = [
        "partialFingerprints": .object(["bridgecheckFinding/v1": .string(hash.finalize())]),
        "ruleId": .string(finding.rule),
        "ruleIndex": .int(rules.firstIndex { $0.id == finding.rule } ?? 0),
        "level": .string(finding.severity.rawValue),
        "message": .string(finding.message + (finding.fix.map { ". Fix: \($0)" } ?? ""))
          .sarifMessage,
        "properties": .object([
          "releases": .array(finding.releases.map(JSONValue.string)),
          "elementId": .optional(finding.id),
          "name": .optional(finding.name),
        ]),
      ]
      if let path = finding.file ?? anchor {
        var physical: [String: JSONValue] = [
          "artifactLocation": .object(["uri": .string(uriReference(path))])
        ]
        // Every located result has a region; one about a whole file starts at its first line.
        physical["region"] = .object([
          "startLine": .int(finding.line ?? 1), "startColumn": .int(finding.column ?? 1),
        ])
        result["locations"] = .array([.object(["physicalLocation": .object(physical)])])
      }
      return .object(result)
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

/// A SARIF 2.1.0 log of one run of bridgecheck: the envelope both SARIF renderers share.
func sarifLog(
  version: String, rules: [JSONValue], results: [JSONValue], run: [String: JSONValue] = [:]
) -> JSONValue {
  var members = run
  members["tool"] = .object([
    "driver": .object([
      "name": .string("bridgecheck"), "version": .string(version), "rules": .array(rules),
    ])
  ])
  members["columnKind"] = .string("unicodeCodePoints")
  members["results"] = .array(results)
  return .object([
    "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
    "version": .string("2.1.0"),
    "runs": .array([.object(members)]),
  ])
}

extension Diagnostic {
  /// A SARIF notification: the diagnostic's id, level, message and place.
  var sarifNotification: JSONValue {
    var members: [String: JSONValue] = [
      "descriptor": .object(["id": .string(id)]),
      "level": .string(severity == .warning ? "warning" : severity == .note ? "note" : "error"),
      "message": .object(["text": .string(message)]),
    ]
    if let file = span?.file.path ?? path {
      var physical: [String: JSONValue] = [
        "artifactLocation": .object(["uri": .string(uriReference(file))])
      ]
      if let location = span?.location {
        physical["region"] = .object([
          "startLine": .int(location.line), "startColumn": .int(location.column),
        ])
      }
      members["locations"] = .array([.object(["physicalLocation": .object(physical)])])
    }
    return .object(members)
  }
}

extension JSONValue {
  /// A SARIF message object.
  fileprivate var sarifMessage: JSONValue { .object(["text": self]) }
}

/// A path as a URI reference: unreserved characters and `/` kept, everything else
/// percent-encoded (spaces, `#`, `?`, non-ASCII).
func uriReference(_ path: String) -> String {
  var result = ""
  for byte in path.utf8 {
    let scalar = Unicode.Scalar(byte)
    if scalar.properties.isAlphabetic && byte < 0x80 || (byte >= 0x30 && byte <= 0x39)
      || "-._~/".utf8.contains(byte)
    {
      result.unicodeScalars.append(scalar)
    } else {
      let hex = String(byte, radix: 16, uppercase: true)
      result += "%" + (hex.count == 1 ? "0" : "") + hex
    }
  }
  return result
}
