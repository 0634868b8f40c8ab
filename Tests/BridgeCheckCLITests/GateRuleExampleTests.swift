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

  /// The severities of the rule's findings when the example's package is gated.
  static func severities(of rule: String, in example: GateExample) throws -> [String] {
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
    let findings = report["findings"] as? [[String: Any]] ?? []
    return findings.filter { $0["rule"] as? String == rule }.compactMap {
      $0["severity"] as? String
    }
  }

  @Test(arguments: cases)
  func exampleBehavesAsDocumented(_ test: RuleExampleCase<GateExample>) throws {
    let found = try Self.severities(of: test.rule, in: test.example)
    switch test.example.expectation {
    case .silent: #expect(found.isEmpty, "\(found)")
    case .error, .warning, .note:
      #expect(!found.isEmpty, "the rule said nothing")
      #expect(
        found.compactMap(Severity.init(rawValue:)).max()?.rawValue
          == test.example.expectation.rawValue, "\(found)")
    }
  }
}
