import BridgeDiagnostics
import ContractLanguage
import Foundation

public struct DiffReport: Sendable {
  /// The impact of what this diff changes; `nil` when a side could not be read (see
  /// `diagnostics`).
  public let impact: Impact?
  public let base: String
  public let findings: [Finding]
  /// What unreleased releases already in the base add: waiting for their IPA, not changed here.
  public let pending: [PendingRelease]
  public let diagnostics: [Diagnostic]

  public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}

/// An unreleased release of the base and what it already changes: the backlog a pull request
/// inherits, which needs a new IPA whatever the pull request does.
public struct PendingRelease: Sendable, Hashable {
  public let release: String
  /// "adds case 'perform/task.archive'", "links expo-haptics 14.1.0", in contract order.
  public let changes: [String]
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
    NativeVersionChangeRule(),
    PackageVersionChangeRule(),
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
        impact: nil, base: baseName, findings: [], pending: [],
        diagnostics: reasons.sortedForOutput())
    }
    let context = EvolutionContext(base: baseContract, head: headContract)
    var findings = rules.flatMap { $0.check(context) }
    var used = Set<Baseline.Entry>()
    for index in findings.indices where findings[index].severity == .error {
      if let entry = baseline?.entries.first(where: {
        currentID(of: $0.rule) == findings[index].rule && $0.id == findings[index].id
      }) {
        findings[index] = findings[index].acknowledged(entry.reason)
        used.insert(entry)
      }
    }
    for entry in baseline?.entries ?? [] where !used.contains(entry) {
      findings.append(
        Finding(
          rule: "baseline-unused", severity: .warning, id: entry.id, release: nil,
          message:
            "the baseline acknowledges '\(entry.rule)' for \(entry.id), but the diff has no such finding; remove the entry",
          file: nil, line: nil))
    }
    findings.sort { lhs, rhs in
      let left = (lhs.file ?? "", lhs.line ?? 0, lhs.rule, lhs.id ?? "", lhs.releases.first ?? "")
      let right = (rhs.file ?? "", rhs.line ?? 0, rhs.rule, rhs.id ?? "", rhs.releases.first ?? "")
      return left < right
    }
    return DiffReport(
      impact: impact(of: context, findings: findings), base: baseName, findings: findings,
      pending: pending(in: context), diagnostics: [])
  }

  /// A rule's id as the rules name it now: a baseline written before a rename still holds.
  static func currentID(of rule: String) -> String {
    rule == NativeVersionChangeRule.formerID ? NativeVersionChangeRule().id : rule
  }

  /// The impact of the changes the diff makes, never of the backlog: a new runtime; else a new
  /// IPA for a release the base did not have or a change of additions, removals, properties or
  /// packages; else none (deprecations and documentation).
  private static func impact(of context: EvolutionContext, findings: [Finding]) -> Impact {
    let baseRuntimes = Set(context.base.runtimes.map(\.version))
    if context.head.runtimes.contains(where: { !baseRuntimes.contains($0.version) }) {
      return .newRuntime
    }
    let native = Set(
      rules.filter { ["additions", "removals", "properties", "packages"].contains($0.category) }
        .map(\.id))
    let baseReleases = Set(context.base.releases.map(\.version))
    let addsRelease = context.head.releases.contains { !baseReleases.contains($0.version) }
    return addsRelease || findings.contains(where: { native.contains($0.rule) }) ? .newIPA : .none
  }

  private static func pending(in context: EvolutionContext) -> [PendingRelease] {
    var byRelease: [String: [String]] = [:]
    for change in context.pending where !context.isPartOfNewParent(change) {
      let verb =
        switch change.kind {
        case .added: "adds"
        case .removed: "removes"
        case .deprecated: "deprecates"
        }
      byRelease[change.release.version, default: []].append(
        "\(verb) \(context.describe(change.element))")
    }
    for release in context.head.releases where context.packagesArePending(release) {
      let previous = release.index > 0 ? context.head.releases[release.index - 1].packages : [:]
      for (name, version) in release.packages.sorted(by: { $0.key < $1.key })
      where previous[name] != version {
        byRelease[release.version, default: []].append("links \(name) \(version)")
      }
    }
    // A release the head marks shipped has left the backlog.
    return context.head.releases.filter { $0.status == .unreleased }.compactMap { release in
      byRelease[release.version].map { PendingRelease(release: release.version, changes: $0) }
    }
  }
}
