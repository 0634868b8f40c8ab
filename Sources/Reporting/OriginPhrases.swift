import ContentScan

extension Use.Origin.What {
  /// How a report introduces a place of `via` given by its path: "written at FILE:LINE:COLUMN".
  var lead: String {
    switch self {
    case .value: "written at"
    case .lookup: "looked up at"
    case .call: "through"
    case .argument: "not known from"
    case .import: "imported at"
    case .reExport: "re-exported at"
    case .guardBinding: "guarded by the binding at"
    case .guardSummary: "checked by the call at"
    case .assertion: "asserted at"
    }
  }

  /// How SARIF's related location says what the place is: "written here".
  var here: String {
    switch self {
    case .value: "written here"
    case .lookup: "looked up here"
    case .call: "through here"
    case .argument: "not known from here"
    case .import: "imported here"
    case .reExport: "re-exported here"
    case .guardBinding: "a binding holding the check that guards it"
    case .guardSummary: "the check guarding it: a call whose function proves what it is given"
    case .assertion: "'bridgecheck: requires' asserts its guard here"
    }
  }
}
