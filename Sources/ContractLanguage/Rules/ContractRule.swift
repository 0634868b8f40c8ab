import BridgeDiagnostics

/// One semantic rule of the contract language: a stable id (the id of every diagnostic it
/// reports), a sentence saying what it checks, and a function of the resolved contract.
public protocol ContractRule: Sendable {
  var id: String { get }
  var purpose: String { get }
  func check(_ contract: Contract) -> [Diagnostic]
}

/// Every rule `lint` runs, sorted by id. A test checks the ids are unique and sorted.
public enum ContractRules {
  public static let all: [any ContractRule] = [
    AdditionNotOptionalRule(),
    AvailabilityOrderRule(),
    AvailabilityOutsideParentRule(),
    IndistinctNameRule(),
    PackageRemovedMidRuntimeRule(),
    PackageVersionSplitRule(),
    ReleasePropertyChangedRule(),
    RemovedMidRuntimeRule(),
    RequiresOutsideAvailabilityRule(),
    RuntimeNotShippedRule(),
    RuntimeVersionMismatchRule(),
  ]

  /// Runs every rule, returning their diagnostics in rule order.
  public static func check(_ contract: Contract) -> [Diagnostic] {
    all.flatMap { $0.check(contract) }
  }
}

extension Contract {
  /// How messages name an element: `case 'tempo.perform/task.archive'`, `field 'Snapshot.focus'`.
  func describe(_ element: Element) -> String {
    return "\(element.kind.word) '\(element.id.drop { $0 != ":" }.dropFirst())'"
  }

  func version(_ releaseIndex: Int) -> String { releases[releaseIndex].version }

  /// The release a diagnostic about `@since` points at: the attribute if written, else the name.
  func sinceSpan(_ element: Element) -> Span { element.declared.since?.span ?? element.span }
}
