import BridgeDiagnostics
import Compatibility
import Foundation
import TestSupport
import Testing

/// Each gate rule's examples are its tests: the package gated against the example's contract by
/// `bridgecheck gate`, as a user runs it, must make the rule say exactly what the example says —
/// its most severe finding of that severity, or nothing.
struct GateRuleExampleTests {

  static let cases = Gate.rules.flatMap { rule in
    rule.examples.map { RuleExampleCase(rule: rule.id, title: $0.title, example: $0) }
  }

  /// The verdict and every finding when the example's package is gated, each finding as
  /// `rule severity subject [releases] place: message`, paths below the example's folder.
  static func gated(_ example: GateExample) throws -> (verdict: String, findings: [String]) {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/contracts", withIntermediateDirectories: true)
    try example.contract.write(
      toFile: root + "/contracts/bridge.contract", atomically: true, encoding: .utf8)
    var inputs: [String] = []
    if !example.files.isEmpty {
      inputs.append(root + "/package")
      for (path, text) in example.files {
        let file = root + "/package/" + path
        try FileManager.default.createDirectory(
          atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
      }
    }
    if let bytecode = example.bytecode {
      let bytes = SyntheticHermes(version: bytecode.version, strings: bytecode.strings).bytes
      try Data(bytes).write(to: URL(fileURLWithPath: root + "/main.hbc"))
      inputs.append(root + "/main.hbc")
    }
    let run = bridgecheck(
      ["gate"] + inputs + ["--contracts", root + "/contracts", "--format", "json"]
        + example.arguments)
    #expect(run.exitCode != 2, "the example could not be gated: \(run.output) \(run.error)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let findings = (report["findings"] as? [[String: Any]] ?? []).map { finding in
      let subject = finding["id"] as? String ?? finding["name"] as? String ?? "-"
      let releases = (finding["releases"] as? [String] ?? []).joined(separator: ",")
      let place = [finding["file"], finding["line"], finding["column"]].compactMap {
        value -> String? in
        guard let value, !(value is NSNull) else { return nil }
        return "\(value)"
      }.joined(separator: ":").replacingOccurrences(of: root + "/", with: "")
      return
        "\(finding["rule"]!) \(finding["severity"]!) \(subject) [\(releases)] \(place): \(finding["message"]!)"
    }
    return (report["verdict"] as? String ?? "-", findings)
  }

  @Test(arguments: cases)
  func exampleBehavesAsDocumented(_ test: RuleExampleCase<GateExample>) throws {
    let found = try Self.gated(test.example).findings.filter { $0.hasPrefix(test.rule + " ") }
      .map { String($0.split(separator: " ")[1]) }
    switch test.example.expectation {
    case .silent: #expect(found.isEmpty, "\(found)")
    case .error, .warning, .note:
      #expect(!found.isEmpty, "the rule said nothing")
      #expect(
        found.compactMap(Severity.init(rawValue:)).max()?.rawValue
          == test.example.expectation.rawValue, "\(found)")
    }
  }

  /// The verdict and every finding of each example of a rule (all rules' findings, not only
  /// its own), as a golden file per rule.
  @Test(arguments: Gate.rules.map(\.id))
  func examplesGiveExactlyTheseFindings(_ id: String) throws {
    let rule = try #require(Gate.rules.first { $0.id == id })
    let examples = try rule.examples.map { example in
      let (verdict, findings) = try Self.gated(example)
      return (example.title, ["verdict: \(verdict)"] + findings)
    }
    if let failure = Golden.check(
      examples: examples, against: cliFixtures + "/GateRules/\(id).expected")
    {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
