import BridgeDiagnostics
import Compatibility
import Foundation

/// One result of a SARIF run, located and fingerprinted alike by every SARIF renderer.
///
/// Code scanning follows a result across runs by its fingerprint: what it is about (the rule, the
/// element, the file) and its place among the results of the same kind in the file — not its
/// line, so that editing above it moves no alert. The file is named as the repository names it
/// (relative to the working directory), so that checkouts in other folders agree.
struct SARIFResults {
  private var occurrences: [String: Int] = [:]
  private let workingDirectory = FileManager.default.currentDirectoryPath + "/"

  mutating func result(
    rule: String, ruleIndex: Int, level: String, message: String, subject: String,
    file path: String?, line: Int?, column: Int?, endLine: Int? = nil, endColumn: Int? = nil,
    related: [(message: String, file: String, line: Int, column: Int)] = [],
    properties: [String: JSONValue] = [:]
  ) -> JSONValue {
    var file = path ?? ""
    if file.hasPrefix(workingDirectory) { file.removeFirst(workingDirectory.count) }
    let identity = [rule, subject, file].joined(separator: "\u{0}")
    let occurrence = occurrences[identity, default: 0]
    occurrences[identity] = occurrence + 1
    var hash = SHA256()
    hash.update(Array("\(identity)\u{0}\(occurrence)".utf8))
    var result: [String: JSONValue] = [
      "partialFingerprints": .object(["bridgecheckFinding/v1": .string(hash.finalize())]),
      "ruleId": .string(rule),
      "ruleIndex": .int(ruleIndex),
      "level": .string(level),
      "message": .object(["text": .string(message)]),
    ]
    if !properties.isEmpty { result["properties"] = .object(properties) }
    if !related.isEmpty {
      result["relatedLocations"] = .array(
        related.enumerated().map { index, place in
          .object([
            "id": .int(index + 1),
            "message": .object(["text": .string(place.message)]),
            "physicalLocation": .object([
              "artifactLocation": .object(["uri": .string(uriReference(place.file))]),
              "region": .object(["startLine": .int(place.line), "startColumn": .int(place.column)]),
            ]),
          ])
        })
    }
    if let path {
      // Every located result has a region; one about a whole file starts at its first line.
      var region: [String: JSONValue] = [
        "startLine": .int(line ?? 1), "startColumn": .int(column ?? 1),
      ]
      if let endLine, let endColumn {
        region["endLine"] = .int(endLine)
        region["endColumn"] = .int(endColumn)
      }
      result["locations"] = .array([
        .object([
          "physicalLocation": .object([
            "artifactLocation": .object(["uri": .string(uriReference(path))]),
            "region": .object(region),
          ])
        ])
      ])
    }
    return .object(result)
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
      "level": .string(severity.level),
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
