import BridgeDiagnostics

/// Rule 3, requirements: content that checks an element's capabilities must be able to rely on
/// the element, so the capabilities are provided (all together) only where the element is
/// available — never earlier, never later.
///
/// Applied to every element that states `@requires` itself, and to cases content sends, which
/// inherit their message's requirement: a case added later to a gated content → native message
/// needs a capability of its own. A case content only receives (native → content) may inherit
/// an earlier requirement, since content handles it or ignores it; rule 5 governs those.
struct RequiresOutsideAvailabilityRule: ContractRule {
  let id = "requires-outside-availability"
  let purpose =
    "Checks that the capabilities an element requires are provided only in releases where the element is available."

  func check(_ contract: Contract) -> [Diagnostic] {
    var capabilities: [String: Element] = [:]
    for element in contract.elements where element.kind == .capability {
      capabilities[element.name] = element
    }
    var diagnostics: [Diagnostic] = []
    for element in contract.elements where !element.availability.requires.isEmpty {
      let sentCase = element.kind == .messageCase && element.direction == .content
      guard sentCase || !element.declared.requires.isEmpty else { continue }
      let required = element.availability.requires.compactMap { capabilities[$0] }
      guard !required.isEmpty else { continue }
      // Content that checks every required capability runs where all of them are provided.
      let providedSince = required.map(\.availability.since).max()!
      let providedUntil = required.compactMap(\.availability.removed).min()
      let availability = element.availability
      let place = element.declared.requires.first?.span ?? element.span
      // Built only when reported.
      var names: String { required.map { "'\($0.name)'" }.joined(separator: " and ") }
      var inherited: [Diagnostic.Note] {
        element.declared.requires.isEmpty
          ? [
            Diagnostic.Note(
              "the requirement is inherited from its parent; give it its own '@requires'")
          ] : []
      }
      if providedSince < availability.since {
        diagnostics.append(
          .error(
            id,
            "\(contract.describe(element)) requires \(names), provided from \(contract.version(providedSince)), before it appears in \(contract.version(availability.since))",
            at: place,
            notes: [.init("content checking the capability would use it where it is missing")]
              + inherited))
      }
      if let removed = availability.removed, providedUntil.map({ $0 > removed }) ?? true {
        let until =
          providedUntil.map { "until \(contract.version($0))" } ?? "in every later release"
        diagnostics.append(
          .error(
            id,
            "\(contract.describe(element)) is removed in \(contract.version(removed)), but \(names) is provided \(until)",
            at: place,
            notes: [.init("remove the capability no later than the element")] + inherited))
      }
    }
    return diagnostics
  }
}
