import BridgeDiagnostics

/// Rule 6: content matches string literals to elements by value, and every occurrence counts, so
/// the names content matches must be distinctive.
struct IndistinctNameRule: ContractRule {
  let id = "indistinct-name"
  let purpose =
    "Checks that case, scope and module names are not shared with other elements and that the ones content sends are not single lowercase words."

  func check(_ contract: Contract) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var firstByValue: [String: Element] = [:]
    for element in contract.elements {
      let matched = matchedValue(element, in: contract)
      guard let value = matched else { continue }
      let isBareName =
        element.kind == .messageCase || element.kind == .scope || element.kind == .module
      if let first = firstByValue[value] {
        // A message and the capability gating it share their qualified name on purpose.
        if isBareName || first.kind == element.kind {
          diagnostics.append(
            .warning(
              id,
              "\(contract.describe(element)) has the same name as \(contract.describe(first)); a string '\(value)' in content counts as a use of both",
              at: element.span,
              notes: [.init("\(contract.describe(first)) is declared here", at: first.span)]))
        }
      } else {
        firstByValue[value] = element
      }
      let sentByContent =
        element.kind == .scope || element.kind == .module
        || (element.kind == .messageCase && element.direction == .content)
      if sentByContent, isSingleLowercaseWord(element.name) {
        diagnostics.append(
          .warning(
            id,
            "\(contract.describe(element)) is a single lowercase word, which occurs in unrelated strings of real bundles",
            at: element.span,
            notes: [
              .init(
                "every occurrence would count as a use; prefer a dotted or camelCase name, such as 'progress.update' or 'toolChrome'"
              )
            ]))
      }
    }
    return diagnostics
  }

  /// The string content names the element by, for the elements content matches.
  private func matchedValue(_ element: Element, in contract: Contract) -> String? {
    switch element.kind {
    case .message, .capability: contract.qualified(element.name)
    case .messageCase, .scope, .module: element.name
    default: nil
    }
  }

  private func isSingleLowercaseWord(_ name: String) -> Bool {
    name.utf8.allSatisfy {
      ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z"))
        || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
    }
  }
}
