import BridgeDiagnostics

/// Rule 3, nesting: a child's availability lies within its parent's.
struct AvailabilityOutsideParentRule: ContractRule {
  let id = "availability-outside-parent"
  let purpose =
    "Checks that a case, scope, field or enum case is available only where its parent is."

  func check(_ contract: Contract) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for element in contract.elements {
      guard let parentIndex = element.parent else { continue }
      let parent = contract.elements[parentIndex]
      // Built only when reported: this rule visits every element.
      var parentNote: Diagnostic.Note {
        Diagnostic.Note(
          "\(contract.describe(parent)) is declared here", at: parent.span)
      }
      if let since = element.declared.since {
        if since.release < parent.availability.since {
          diagnostics.append(
            .error(
              id,
              "\(contract.describe(element)) cannot appear in \(contract.version(since.release)), before its parent \(contract.describe(parent)) appears in \(contract.version(parent.availability.since))",
              at: since.span, notes: [parentNote]))
        } else if let parentRemoved = parent.availability.removed, since.release >= parentRemoved {
          diagnostics.append(
            .error(
              id,
              "\(contract.describe(element)) cannot appear in \(contract.version(since.release)), after its parent \(contract.describe(parent)) is removed in \(contract.version(parentRemoved))",
              at: since.span, notes: [parentNote]))
        }
      }
      if let removed = element.declared.removed, let parentRemoved = parent.availability.removed,
        removed.release > parentRemoved
      {
        diagnostics.append(
          .error(
            id,
            "\(contract.describe(element)) cannot be removed in \(contract.version(removed.release)), after its parent \(contract.describe(parent)) is removed in \(contract.version(parentRemoved))",
            at: removed.span, notes: [parentNote]))
      }
    }
    return diagnostics
  }
}
