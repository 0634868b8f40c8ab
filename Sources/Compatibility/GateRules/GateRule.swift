import BridgeDiagnostics
import ContentScan
import ContractLanguage

/// One rule of the gate (DOMAIN.md, "The verdicts"): its findings for a context. Its examples are
/// content packages gated against a contract.
public protocol GateRule: Rule where Example == GateExample {
  func check(_ context: GateContext) -> [Finding]
}

extension GateContext {
  /// A finding about one use, at its place.
  func finding(
    _ rule: String, _ severity: Severity, _ use: GateUse, releases: [Release],
    message: String, fix: String?
  ) -> Finding {
    Finding(
      rule: rule, severity: severity, id: use.use.id, name: use.use.name,
      releases: releases.map(\.version),
      file: use.use.file, line: use.use.line, column: use.use.column, message: message, fix: fix,
      excerpt: use.use.excerpt, excerptColumn: use.use.excerptColumn, related: use.use.trail)
  }

  /// "7.0", "7.0 and 7.1", "6.2, 7.0 and 7.1".
  func list(_ releases: [Release]) -> String { releases.map(\.version).inWords(joining: "and") }

  /// The check that makes a use of `element` safe where it is missing, in words.
  func checkAdvice(for element: Element) -> String? {
    switch element.kind {
    case .scope:
      let capability = element.parent.map { contract.elements[$0].name } ?? ""
      return
        "send it only behind a check of the '\(element.name)' scope of '\(contract.qualified(capability))'"
    case .module:
      return
        "look the module up optionally (requireOptionalNativeModule(\"\(element.name)\")) and use it only when found"
    default:
      guard !element.availability.requires.isEmpty else { return nil }
      let names = element.availability.requires.map { "'\(contract.qualified($0))'" }.joined(
        separator: " and ")
      return "send it only behind a check of \(names)"
    }
  }
}

extension [String] {
  /// "a", "a and b", "a, b and c" (or with another word than "and").
  func inWords(joining word: String) -> String {
    guard count > 1 else { return first ?? "" }
    return dropLast().joined(separator: ", ") + " \(word) " + last!
  }
}
