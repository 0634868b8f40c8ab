import BridgeDiagnostics

/// Rule 3, order: `@since` < `@deprecated` ≤ `@removed` in history order.
struct AvailabilityOrderRule: ContractRule {
  let id = "availability-order"
  let purpose =
    "Checks that an element is deprecated after it appears and removed after it appears, and not deprecated after it is removed."

  func check(_ contract: Contract) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for element in contract.elements {
      let availability = element.availability
      let since = contract.version(availability.since)
      if let deprecated = element.declared.deprecated, deprecated.release <= availability.since {
        diagnostics.append(
          .error(
            id,
            "\(contract.describe(element)) must be deprecated in a release after \(since), where it appears",
            at: deprecated.span))
      }
      if let removed = element.declared.removed, removed.release <= availability.since {
        diagnostics.append(
          .error(
            id,
            "\(contract.describe(element)) must be removed in a release after \(since), where it appears",
            at: removed.span))
      }
      if let deprecated = element.declared.deprecated, let removed = availability.removed,
        deprecated.release > removed
      {
        diagnostics.append(
          .error(
            id,
            "\(contract.describe(element)) is deprecated in \(contract.version(deprecated.release)), after it is removed in \(contract.version(removed))",
            at: deprecated.span))
      }
    }
    return diagnostics
  }
}
