import BridgeDiagnostics
import Compatibility

/// What one run of a command found, in the one shape that the shared formats — SARIF, GitHub
/// annotations, JUnit and Markdown — render: the outcome, the findings, and what kept the
/// command from deciding. Each command makes its report from its own result (`GateReport.report`,
/// `DiffReport.report`, …); the renderers know nothing of commands.
public struct Report: Sendable {
  /// How the run ended, as its exit code says.
  public enum Outcome: Sendable {
    /// Nothing to act on (exit 0).
    case passed
    /// Findings to act on (exit 1).
    case failed
    /// Something could not be read or decided (exit 2): never a pass.
    case undecided
  }

  /// A rule a report's findings may name, as SARIF lists it.
  public struct Rule: Sendable {
    public let id: String
    public let purpose: String
    /// Why it matters and what to do; the purpose when the rule has no more to say.
    public let help: String
    public let level: Severity

    public init(id: String, purpose: String, help: String? = nil, level: Severity) {
      self.id = id
      self.purpose = purpose
      self.help = help ?? purpose
      self.level = level
    }

    /// A rule of any family, as it describes itself.
    public init(_ rule: any Compatibility.Rule) {
      self.init(id: rule.id, purpose: rule.purpose, help: rule.help, level: rule.severity)
    }
  }

  /// `gate`, `scan`, `diff`…: named in titles and test-suite names.
  public let command: String
  public let outcome: Outcome
  /// The command's answer in its own word (`publish`, `new-ipa`, `compatible`), or `nil` when
  /// it has none but the outcome.
  public let verdict: String?
  /// One line that says what was checked ("runtime 1, channel production, releases 6.1 and 7.0").
  public let summary: String
  public let rules: [Rule]
  /// Sorted as the command sorts them.
  public let findings: [Finding]
  /// What kept the command from deciding, or made it less sure: diagnostics of `error` severity
  /// and above, each at its place.
  public let problems: [Diagnostic]
  /// Where SARIF places a finding with no file of its own (code scanning shows only located
  /// results): the runtime version file, the contract.
  public let anchor: String?
  /// The command's own tables in Markdown (the audit's timeline, the replay's matrix), shown
  /// between what was checked and the findings; empty for most commands.
  public let details: String
  /// The command's own figures for SARIF's run properties.
  public let properties: [String: JSONValue]

  public init(
    command: String, outcome: Outcome, verdict: String?, summary: String, rules: [Rule],
    findings: [Finding], problems: [Diagnostic], anchor: String? = nil, details: String = "",
    properties: [String: JSONValue] = [:]
  ) {
    self.command = command
    self.outcome = outcome
    self.verdict = verdict
    self.summary = summary
    self.rules = rules
    self.findings = findings
    self.problems = problems.filter { $0.severity >= .error }
    self.anchor = anchor
    self.details = details
    self.properties = properties
  }

  /// "bridgecheck gate: refuse — runtime 1, …": the one-line result every format ends with.
  var headline: String {
    let answer =
      switch outcome {
      case .undecided: verdict.map { "\($0) (could not decide)" } ?? "could not decide"
      case .passed: verdict ?? "passed"
      case .failed: verdict ?? "failed"
      }
    return "bridgecheck \(command): \(answer)" + (summary.isEmpty ? "" : " — \(summary)")
  }
}
