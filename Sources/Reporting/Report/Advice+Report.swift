import BridgeDiagnostics
import Compatibility

extension Advice {
  /// The answer for the shared formats: each reason a finding whose rule is the answer it
  /// gives. Advice never fails a run: it passes when answered, and is undecided otherwise.
  public var report: Report {
    let inHands = releases.isEmpty ? "none" : releases.joined(separator: ", ")
    return Report(
      command: "advise", outcome: answer == nil ? .undecided : .passed, verdict: answer?.rawValue,
      summary: runtime.isEmpty
        ? "" : "runtime \(runtime); releases in users' hands: \(inHands)",
      rules: Answer.allCases.filter { $0 != .ota }.map { answer in
        Report.Rule(id: answer.rawValue, purpose: answer.meaning, level: .warning)
      },
      findings: reasons,
      problems: diagnostics,
      properties: [
        "runtime": .string(runtime), "releases": .array(releases.map(JSONValue.string)),
      ])
  }
}

extension Answer {
  /// What the answer asks of the team, as a rule's purpose.
  var meaning: String {
    switch self {
    case .ota: "Safe on every release in users' hands as it stands."
    case .otaAfterFix:
      "The content can make this use safe by itself: put it behind its check, or stop using it."
    case .newIPA:
      "This use needs an unreleased IPA of the current runtime shipped first; the runtime stays."
    case .newRuntime:
      "This use needs a new runtime: bump runtime-version.txt and ship a new IPA."
    }
  }
}
