import BridgeDiagnostics
import ContractLanguage
import Foundation

public struct DiffReport: Sendable {
  /// `nil` when a side could not be read (see `diagnostics`).
  public let impact: Impact?
  public let base: String
  public let findings: [ChangeFinding]
  public let diagnostics: [Diagnostic]

  public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}

/// Acknowledged findings: a team accepting a deliberate break, each with its reason.
public struct Baseline: Sendable {
  public struct Entry: Sendable, Hashable {
    public let rule: String
    public let id: String
    public let reason: String
  }

  public let entries: [Entry]

  /// Reads `{"acknowledged": [{"rule": …, "id": …, "reason": …}]}`; an entry without a reason is
  /// rejected, since an unexplained exception is how frozen history quietly thaws.
  public static func read(path: String) -> Result<Baseline, Diagnostic> {
    switch JSONValue.read(path: path, maxBytes: 4 << 20) {
    case .failure(let diagnostic): return .failure(diagnostic)
    case .success(let (_, root)):
      guard let list = root["acknowledged"]?.array else {
        return .failure(
          .fatal(
            "invalid-baseline", "expected {\"acknowledged\": [{\"rule\", \"id\", \"reason\"}…]}",
            path: path))
      }
      var entries: [Entry] = []
      for (index, item) in list.enumerated() {
        guard let rule = item["rule"]?.string, let id = item["id"]?.string else {
          return .failure(
            .fatal("invalid-baseline", "entry \(index + 1) needs a 'rule' and an 'id'", path: path))
        }
        guard let reason = item["reason"]?.string,
          !reason.trimmingCharacters(in: .whitespaces).isEmpty
        else {
          return .failure(
            .fatal(
              "invalid-baseline", "entry \(index + 1) (\(rule) \(id)) gives no reason", path: path))
        }
        entries.append(Entry(rule: rule, id: id, reason: reason))
      }
      return .success(Baseline(entries: entries))
    }
  }
}

/// `diff`: contract evolution since a base.
public enum ContractDiff {
  /// Every evolution rule, sorted by id.
  public static let rules: [any EvolutionRule] = [
    CapabilityAddedRule(),
    CaseAddedRule(),
    ElementDeprecatedRule(),
    ElementRemovedRule(),
    EnumCaseAddedRule(),
    FieldAddedRule(),
    FrozenHistoryRule(),
    MessageAddedRule(),
    ModuleAddedRule(),
    ReleasePropertyChangeRule(),
    RuntimeVersionBumpRule(),
  ]

  public static func diff(
    base: LoadedContract, head: LoadedContract, baseName: String, baseline: Baseline?
  ) -> DiffReport {
    let unreadable = (base.diagnostics + head.diagnostics).filter { $0.severity == .fatal }
    // The base is shipped history, which was valid when it shipped: a base with errors was
    // recovered from, not read, and comparing with it would classify guesses. The head may
    // break rules — classifying that is the point — but not be unreadable.
    let invalidBase = base.diagnostics.contains { $0.severity >= .error }
    guard let baseContract = base.contract, let headContract = head.contract, unreadable.isEmpty,
      !invalidBase
    else {
      let reasons =
        unreadable.isEmpty
        ? (base.diagnostics + head.diagnostics).filter { $0.severity >= .error } : unreadable
      return DiffReport(
        impact: nil, base: baseName, findings: [], diagnostics: reasons.sortedForOutput())
    }
    let context = EvolutionContext(base: baseContract, head: headContract)
    var findings = rules.flatMap { $0.check(context) }
    var used = Set<Baseline.Entry>()
    for index in findings.indices where findings[index].severity == .error {
      if let entry = baseline?.entries.first(where: {
        $0.rule == findings[index].rule && $0.id == findings[index].id
      }) {
        findings[index].severity = .note
        findings[index].acknowledged = entry.reason
        used.insert(entry)
      }
    }
    for entry in baseline?.entries ?? [] where !used.contains(entry) {
      findings.append(
        ChangeFinding(
          rule: "baseline-unused", severity: .warning, id: entry.id, release: nil,
          message:
            "the baseline acknowledges '\(entry.rule)' for \(entry.id), but the diff has no such finding; remove the entry",
          file: nil, line: nil))
    }
    findings.sort { lhs, rhs in
      let left = (lhs.file ?? "", lhs.line ?? 0, lhs.rule, lhs.id, lhs.release ?? "")
      let right = (rhs.file ?? "", rhs.line ?? 0, rhs.rule, rhs.id, rhs.release ?? "")
      return left < right
    }
    let baseRuntimes = Set(baseContract.runtimes.map(\.version))
    let impact: Impact =
      headContract.runtimes.contains { !baseRuntimes.contains($0.version) }
      ? .newRuntime : context.newReleases.isEmpty ? .none : .newIPA
    return DiffReport(impact: impact, base: baseName, findings: findings, diagnostics: [])
  }

  /// The rule reference, generated from the rules and their examples (docs/evolution-rules.md).
  public static func reference() -> String {
    var text = """
      # Contract evolution rules

      Generated from `Sources/Compatibility/EvolutionRules` by `ContractDiff.reference()`; a test
      keeps this file current (`BRIDGECHECK_RECORD=1 swift test` rewrites it). Each example is a
      previous and a current contract and what the rule says about the change between them; the
      examples are also the rules' tests.

      """
    for rule in rules {
      text += "\n## `\(rule.id)` (\(rule.category))\n\n\(rule.purpose)\n"
      for example in rule.examples {
        let outcome =
          switch example.expectation {
          case .error: "**error**"
          case .warning: "warning"
          case .note: "allowed (note)"
          case .silent: "nothing to report"
          }
        text +=
          "\n### \(example.title): \(outcome)\n\nPrevious:\n\n```\n\(example.previous)```\n\nCurrent:\n\n```\n\(example.current)```\n"
        if let before = example.previousRuntimeVersion, let after = example.currentRuntimeVersion {
          text += "\n`runtime-version.txt`: `\(before)` → `\(after)`\n"
        }
      }
    }
    return text
  }
}
