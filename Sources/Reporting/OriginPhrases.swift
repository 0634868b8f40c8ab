import ContentScan

extension Use.Origin.What {
  /// How a report introduces a place of `via` given by its path: "written at FILE:LINE:COLUMN".
  var lead: String {
    switch self {
    case .value: "written at"
    case .call: "through"
    case .argument: "not known from"
    case .import: "loaded behind its check at"
    }
  }

  /// How SARIF's related location says what the place is: "written here".
  var here: String {
    switch self {
    case .value: "written here"
    case .call: "through here"
    case .argument: "not known from here"
    case .import: "its module is loaded here, behind a check"
    }
  }
}
