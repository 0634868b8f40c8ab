import BridgeDiagnostics
import ContractLanguage

/// The core rule: content sends something a supported release lacks, and no check keeps the code
/// from running there.
struct UnavailableOnReleaseRule: GateRule {
  let id = "unavailable-on-release"
  let purpose =
    "Refuses a use content sends that some supported release lacks, unless a check guarding it fails there."
  let severity: Severity = .error
  let category = "content"
  let examples = [
    GateExample("an action release 1.0 lacks, sent unguarded", files: [unguardedArchive], .error),
    GateExample(
      "the same action behind the check it requires", files: [guardedArchive, capabilitiesModule],
      .silent),
  ]
  let help = """
    An OTA reaches every installed IPA of its runtime. Content that sends a message, case, scope or module a release lacks makes users on that release crash or lose their action. Send it only behind a check of its capability (or scope, or an optional module lookup), so it runs only where native has it; or stop using it.
    """

  func check(_ context: GateContext) -> [Finding] {
    var findings: [Finding] = []
    for use in context.uses where context.sends(use) {
      guard let element = context.element(use.use.id) else { continue }
      let missing = context.supported.filter { !context.isSafe(use, on: $0) }
      guard !missing.isEmpty else { continue }
      let lacking =
        "release\(missing.count == 1 ? "" : "s") \(context.list(missing)) \(missing.count == 1 ? "lacks" : "lack") it"
      var message: String
      if element.kind == .module {
        // Name the native module and where it is linked from: the package that needs it is what
        // the content author knows.
        let since =
          context.contract.releases.indices.contains(element.availability.since)
          ? ", linked from release \(context.contract.releases[element.availability.since].version)"
          : ""
        message =
          use.use.name == element.name
          ? "native module \(element.name) is looked up\(since); \(lacking)"
          : "'\(use.use.name)' is imported in \(use.use.file) and needs native module \(element.name)\(since); \(lacking)"
      } else {
        message = "'\(use.use.name)' (\(element.id)) is sent, but \(lacking)"
      }
      if use.unmatched {
        message +=
          "; the name is in Hermes bytecode whose source map does not show it was built from the sources scanned, so their guards do not count\(use.trusted ? "" : " (export with --dump-sourcemap from these sources, or pass --trust-bytecode to credit its @requires)")"
      } else if use.bytecodeOnly {
        message +=
          "; the name is found only in Hermes bytecode, which keeps no guards\(use.trusted ? "" : " (scan the sources too, or pass --trust-bytecode to credit its @requires)")"
      } else if !use.guards.isEmpty {
        message += "; the checks guarding it (\(use.guards.joined(separator: ", "))) pass there"
      }
      let available = context.supported.contains { element.availability.isAvailable(in: $0.index) }
      let fix =
        context.checkAdvice(for: element)
        ?? (available
          ? "stop sending it, or require a release that has it by starting a new runtime"
          : "stop sending it: no supported release has it")
      findings.append(
        context.finding(id, .error, use, releases: missing, message: message, fix: fix))
    }
    return findings
  }
}
