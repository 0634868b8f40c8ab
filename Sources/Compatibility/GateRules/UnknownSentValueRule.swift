import BridgeDiagnostics
import ContractLanguage

/// A value sent that is not known where it is sent (CONTENT-ANALYSIS.md, "Values at sends"): a
/// name built at run time, or a `type`, `kind` or `scope` the analysis cannot follow back to a
/// name; likewise a native module looked up by a name that is not known ("Native module uses").
struct UnknownSentValueRule: GateRule {
  let id = "unknown-sent-value"
  let purpose =
    "Warns about a message, case or scope sent, or a native module looked up, whose name is not known there (built at run time, or given by code the analysis does not follow), listing what it may be; refuses under --strict."
  let severity: Severity = .warning
  let category = "content"
  let examples = [
    GateExample(
      "a case kind the analysis cannot know",
      files: [
        (
          "index.ts",
          """
          import { sendMessage } from "expo-brownfield";

          export function perform(kind: string, id: string) {
            sendMessage({ type: "tempo.perform", data: { kind: kind, id } });
          }

          """
        )
      ], .warning),
    GateExample("a case kind written out", files: [createTask], .silent),
  ]
  let help = """
    A message type, case kind or scope built at run time (`tempo.${x}`, `task.${verb}`), or taken from a variable, a parameter no call gives a known name, or data, cannot be matched to one element, so no release can be checked for it. The finding lists every element it may be and which of them a supported release lacks. So is a native module looked up by a name the analysis cannot know (a variable, a wrapper's parameter that other files give). Send and look up names written as literals or constants (an action creator, a constants module); under --strict this refuses.
    """

  func check(_ context: GateContext) -> [Finding] {
    context.uses.filter(\.use.dynamic).map { use in
      // What it may be, and where each of those is missing and no check keeps it from running.
      var missing: [(name: String, releases: [Release])] = []
      for id in use.use.candidates {
        guard let element = context.element(id) else { continue }
        let releases = context.supported.filter { !context.isSafe(use, element: element, on: $0) }
        if !releases.isEmpty { missing.append((name(of: element, context), releases)) }
      }
      let names = use.use.candidates.compactMap { context.element($0) }.map {
        name(of: $0, context)
      }
      var message =
        use.use.name.isEmpty
        ? "the \(names.isEmpty ? "value" : kind(of: use, context)) \(use.use.role == .looksUp ? "looked up" : "sent") here is not known"
        : "the name starting '\(use.use.name)' is built at run time: which element it names cannot be known"
      if !names.isEmpty { message += "; it may be " + names.inWords(joining: "or") }
      // One clause per set of releases: "task.archive and focus.begin are missing on 7.0".
      var clauses: [(releases: [Release], names: [String])] = []
      for (name, releases) in missing {
        if let index = clauses.firstIndex(where: {
          $0.releases.map(\.index) == releases.map(\.index)
        }) {
          clauses[index].names.append(name)
        } else {
          clauses.append((releases, [name]))
        }
      }
      for clause in clauses {
        let verb = clause.names.count == 1 ? "is" : "are"
        let releases = clause.releases.count == 1 ? "release" : "releases"
        message +=
          "; \(clause.names.inWords(joining: "and")) \(verb) missing on \(releases) \(context.list(clause.releases))"
      }
      let releases = context.supported.filter { release in
        missing.contains { $0.releases.contains { $0.index == release.index } }
      }
      return context.finding(
        id, .warning, use, releases: releases, message: message,
        fix:
          "send a name written as a literal or a constant (an action creator, a constants module)")
    }
  }

  /// "message", "case" or "scope", by what the candidates are.
  private func kind(of use: GateUse, _ context: GateContext) -> String {
    context.element(use.use.candidates.first)?.kind.word ?? "value"
  }

  /// The element's name as content writes it: `tempo.perform`, `task.archive`.
  private func name(of element: Element, _ context: GateContext) -> String {
    element.kind == .message ? context.contract.qualified(element.name) : element.name
  }
}
