import BridgeDiagnostics
import ContentScan
import ContractLanguage

/// The gate's answer.
public enum Verdict: String, Sendable {
  /// Every use content sends is safe on every supported release (exit 0).
  case publish
  /// Something would break on a supported release (exit 1).
  case refuse
  /// Something could not be read or decided (exit 2): never a pass.
  case error
}

public struct GateReport: Sendable {
  public let verdict: Verdict
  public let runtime: String
  public let channel: String
  /// The supported releases checked, oldest first.
  public let releases: [String]
  public let findings: [Finding]
  /// Why the gate could not decide, when it could not.
  public let diagnostics: [Diagnostic]
  public let scan: ScanReport
  /// What the verdict was decided on, for recording the lock from the same evaluation; `nil`
  /// when the gate could not start.
  public let context: GateContext?
}

/// The pre-publish gate (DOMAIN.md, "The verdicts").
public enum Gate {
  /// Every gate rule, sorted by id.
  public static let rules: [any GateRule] = [
    AppRuntimeVersionRule(),
    AssertionNotHeldRule(),
    DeprecatedElementRule(),
    FrameworkVersionRule(),
    HermesModulesUnverifiedRule(),
    HermesVersionRule(),
    IgnoredUseRule(),
    NativePackageVersionRule(),
    NeverRunsRule(),
    NoSupportedReleaseRule(),
    SendFunctionEscapesRule(),
    TrustedBytecodeRule(),
    UnavailableOnReleaseRule(),
    UndeclaredInterfaceRule(),
    UndeclaredModuleRule(),
    UnknownSentValueRule(),
  ]

  /// The report of a gate that could not start (an invalid contract): verdict `error`, the reason
  /// among its diagnostics.
  public static func undecided(inputs: [String], options: GateOptions, diagnostics: [Diagnostic])
    -> GateReport
  {
    GateReport(
      verdict: .error, runtime: options.runtime ?? "", channel: options.channel ?? "",
      releases: [], findings: [], diagnostics: diagnostics,
      scan: .nothingRead(inputs: inputs, diagnostics: diagnostics), context: nil)
  }

  public static func evaluate(contract: Contract, scan: ScanReport, options: GateOptions)
    -> GateReport
  {
    let context: GateContext
    switch GateContext.make(contract: contract, scan: scan, options: options) {
    case .success(let made): context = made
    case .failure(let error):
      return GateReport(
        verdict: .error, runtime: options.runtime ?? "", channel: options.channel ?? "",
        releases: [], findings: [],
        diagnostics: scan.diagnostics + [Diagnostic(.fatal, "gate-setup", error.message)],
        scan: scan, context: nil)
    }
    let findings = Finding.merged(rules.flatMap { $0.check(context) })
    let verdict: Verdict
    if scan.hasFatal {
      verdict = .error
    } else if findings.contains(where: {
      $0.severity == .error || (options.strict && $0.severity == .warning)
    }) {
      verdict = .refuse
    } else {
      verdict = .publish
    }
    // A diagnostic a rule stands for is a finding, not said twice.
    let ruled: Set = [AssertionNotHeldRule.ruleID, SendFunctionEscapesRule.ruleID]
    return GateReport(
      verdict: verdict, runtime: context.runtime.version, channel: context.channel.name,
      releases: context.supported.map(\.version), findings: findings,
      diagnostics: scan.diagnostics.filter { !ruled.contains($0.id) }, scan: scan,
      context: context)
  }
}
