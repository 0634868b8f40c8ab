import BridgeDiagnostics
import ContentScan
import ContractLanguage

/// "Does this OTA need a new IPA?" (DOMAIN.md): the smallest thing that makes each sent use work,
/// and for the package the largest of them.
public enum Answer: String, Sendable, Comparable, CaseIterable {
  /// Safe on every supported release as the content stands.
  case ota
  /// Fixable in the content alone: put the use behind its check, or stop using it.
  case otaAfterFix = "ota-after-fix"
  /// Needs an unreleased IPA of the current runtime shipped first; the runtime stays.
  case newIPA = "new-ipa"
  /// Needs a new runtime: bump runtime-version.txt and ship a new IPA.
  case newRuntime = "new-runtime"

  public static func < (lhs: Answer, rhs: Answer) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

extension Finding {
  /// Why a use (or the package) gets an answer, in words a mobile engineer acts on: a finding
  /// whose rule is the answer (`new-ipa`), a warning.
  init(
    _ answer: Answer, id: String?, name: String?, file: String?, line: Int?, column: Int?,
    message: String
  ) {
    self.init(
      rule: answer.rawValue, severity: .warning, id: id, name: name, releases: [], file: file,
      line: line, column: column, message: message, fix: nil)
  }

  /// The answer a reason of the advice gives.
  public var answer: Answer? { Answer(rawValue: rule) }
}

public struct Advice: Sendable {
  /// `nil` when the question could not be answered (see `diagnostics`).
  public let answer: Answer?
  public let runtime: String
  /// The releases in users' hands: shipped, not retired.
  public let releases: [String]
  /// Every use that needs more than an OTA, largest answer first: findings whose rule is the
  /// answer each needs.
  public let reasons: [Finding]
  public let diagnostics: [Diagnostic]
}

public enum Advisor {
  /// The advice when the question cannot even be asked (an invalid contract).
  public static func undecided(options: GateOptions, diagnostics: [Diagnostic]) -> Advice {
    Advice(
      answer: nil, runtime: options.runtime ?? "", releases: [], reasons: [],
      diagnostics: diagnostics)
  }

  public static func advise(contract: Contract, scan: ScanReport, options: GateOptions) -> Advice {
    let context: GateContext
    switch GateContext.make(contract: contract, scan: scan, options: options, forAdvice: true) {
    case .success(let made): context = made
    case .failure(let error):
      return Advice(
        answer: nil, runtime: options.runtime ?? "", releases: [], reasons: [],
        diagnostics: scan.diagnostics + [Diagnostic(.fatal, "gate-setup", error.message)])
    }
    var reasons = packageReasons(context)
    for use in context.uses where context.sends(use) || (use.use.id == nil && !use.use.dynamic) {
      // An undeclared module only warns until the contract says its list is complete.
      if context.isUndeclaredModule(use), !context.contract.modulesComplete { continue }
      guard context.supported.contains(where: { !context.isSafe(use, on: $0) }) else { continue }
      reasons.append(reason(for: use, in: context))
    }
    // The largest answer first, then by place, then by what the reason is about.
    reasons.sort { lhs, rhs in
      if lhs.answer != rhs.answer { return (lhs.answer ?? .ota) > (rhs.answer ?? .ota) }
      if let placed = Finding.placeOrder(
        (lhs.file, lhs.line, lhs.column), (rhs.file, rhs.line, rhs.column))
      {
        return placed
      }
      return (lhs.id ?? lhs.name ?? "") < (rhs.id ?? rhs.name ?? "")
    }
    let answer = scan.hasFatal ? nil : reasons.compactMap(\.answer).max() ?? .ota
    return Advice(
      answer: answer, runtime: context.runtime.version, releases: context.supported.map(\.version),
      reasons: scan.hasFatal ? [] : reasons, diagnostics: scan.diagnostics)
  }

  /// Reasons about the package rather than one use: a runtime nobody has yet, a bundle the VM
  /// cannot load, an app config stamped for another runtime.
  private static func packageReasons(_ context: GateContext) -> [Finding] {
    var reasons: [Finding] = []
    if context.supported.isEmpty {
      let first = context.contract.releases[context.runtime.releases].first!
      reasons.append(
        Finding(
          .newIPA, id: nil, name: nil, file: nil, line: nil, column: nil,
          message:
            "ship \(first.version) first: runtime \(context.runtime.version) has no shipped release, so no installed app can receive this update"
        ))
    }
    for mismatch in PackageVersionCheck.mismatches(context) where mismatch.certain {
      reasons.append(
        Finding(
          mismatch.pin == nil ? .newRuntime : .otaAfterFix, id: nil,
          name: mismatch.package.name, file: mismatch.package.file, line: mismatch.package.line,
          column: mismatch.package.column, message: mismatch.message(context)))
    }
    for finding in HermesVersionRule().check(context) + FrameworkVersionRule().check(context)
      + AppRuntimeVersionRule().check(context)
    where finding.severity == .error {
      reasons.append(
        Finding(
          .otaAfterFix, id: nil, name: nil, file: finding.file, line: nil, column: nil,
          message: finding.message + (finding.fix.map { "; \($0)" } ?? "")))
    }
    return reasons
  }

  private static func reason(for use: GateUse, in context: GateContext) -> Finding {
    let contract = context.contract
    let missing = context.supported.filter { !context.isSafe(use, on: $0) }
    func make(_ answer: Answer, _ message: String) -> Finding {
      Finding(
        answer, id: use.use.id, name: use.use.name, file: use.use.file, line: use.use.line,
        column: use.use.column, message: message)
    }
    guard let element = context.element(use.use.id) else {
      let declared = contract.elements.compactMap { element -> String? in
        switch element.kind {
        case .message, .capability: contract.qualified(element.name)
        case .messageCase, .scope, .module: element.name
        default: nil
        }
      }
      if let suggestion = closestMatch(to: use.use.name, among: declared) {
        return make(
          .otaAfterFix, "'\(use.use.name)' is declared nowhere; did you mean '\(suggestion)'?")
      }
      if !use.guards.isEmpty {
        return make(
          .newIPA,
          "'\(use.use.name)' is declared nowhere; declare it in a new release of runtime \(context.runtime.version) and ship that IPA (the use is already guarded)"
        )
      }
      return make(
        .newRuntime,
        "'\(use.use.name)' is declared nowhere and used unconditionally: declare it in a new runtime, bump runtime-version.txt and ship a new IPA"
      )
    }
    let check = context.checkAdvice(for: element)
    let runtimeReleases = contract.releases[context.runtime.releases]
    if let check,
      context.supported.contains(where: { element.availability.isAvailable(in: $0.index) })
    {
      return make(
        .otaAfterFix,
        "'\(use.use.name)' is missing on \(context.list(missing)); \(check), and the OTA can ship now"
      )
    }
    if let removed = element.availability.removed,
      removed <= context.supported.last?.index ?? Int.max
    {
      return make(
        .otaAfterFix,
        "'\(use.use.name)' was removed in \(contract.releases[removed].version): stop using it")
    }
    if let check,
      let unreleased = runtimeReleases.first(where: {
        $0.status == .unreleased && element.availability.isAvailable(in: $0.index)
      })
    {
      return make(
        .newIPA,
        "ship \(unreleased.version) first: '\(use.use.name)' (\(element.id)) exists only there; \(check), and the OTA can ship now"
      )
    }
    let runtimeIndex = runtimeReleases.first!.runtimeIndex
    if let later = contract.releases.first(where: {
      $0.runtimeIndex > runtimeIndex && element.availability.isAvailable(in: $0.index)
    }) {
      return make(
        .newRuntime,
        "'\(use.use.name)' (\(element.id)) exists only from runtime \(later.runtime): bump runtime-version.txt to \(later.runtime) and ship a new IPA"
      )
    }
    return make(
      .newRuntime,
      "'\(use.use.name)' (\(element.id)) is needed unconditionally but missing on \(context.list(missing)), and no check can guard it: bump runtime-version.txt and ship a new IPA"
    )
  }
}
