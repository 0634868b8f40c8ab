/// The checks replay makes on each envelope, one stable id each (they appear in reports and in
/// JSON output). Errors make a matrix cell incompatible; notes explain what a tolerant reader
/// ignored.
public enum ReplayRule: String, Sendable, CaseIterable, Comparable {
  case capabilityDrift = "capability-drift"
  case capabilityOmitted = "capability-omitted"
  case caseIgnored = "case-ignored"
  case caseUnknown = "case-unknown"
  case dateInvalid = "date-invalid"
  case enumValueUnknown = "enum-value-unknown"
  case envelopeInvalid = "envelope-invalid"
  case fieldMissing = "field-missing"
  case fieldUnknown = "field-unknown"
  case kindMissing = "kind-missing"
  case messageIgnored = "message-ignored"
  case messageNotAccepted = "message-not-accepted"
  case packageVersion = "package-version"
  case packagesUnrecorded = "packages-unrecorded"
  case typeMismatch = "type-mismatch"
  case useUnrecorded = "use-unrecorded"
  case wrongDirection = "wrong-direction"

  public var isError: Bool {
    switch self {
    case .capabilityOmitted, .caseIgnored, .messageIgnored, .packagesUnrecorded, .useUnrecorded:
      false
    default: true
    }
  }

  /// What the rule checks, for the docs and SARIF-like listings.
  public var summary: String {
    switch self {
    case .capabilityDrift:
      "A captured snapshot announces only capabilities and scopes the release provides."
    case .capabilityOmitted:
      "A captured snapshot that omits a capability the release provides is noted (capabilities may depend on the OS or permissions)."
    case .caseIgnored: "A reader of an open message ignores case kinds it does not know."
    case .caseUnknown: "A reader of a message that is not open rejects case kinds it does not know."
    case .dateInvalid: "A date is an ISO-8601 string."
    case .envelopeInvalid:
      "An envelope is an object with a string type, and a case payload an object."
    case .enumValueUnknown: "A reader of a closed enum rejects values it does not know."
    case .fieldMissing: "Every field that is not optional is present and not null."
    case .fieldUnknown: "A reader of a closed type rejects fields it does not know."
    case .kindMissing: "A message with cases carries its case in a string kind."
    case .messageIgnored: "Content ignores native messages it does not listen for."
    case .messageNotAccepted: "Native accepts every message content sends."
    case .packageVersion:
      "The release's binary links a version of each native package the package bundles that its JavaScript can run on: the same, or one declared compatible."
    case .packagesUnrecorded:
      "A lock written before locks recorded package versions cannot be compared with the release's, and is noted."
    case .typeMismatch: "Every value has its declared type."
    case .useUnrecorded:
      "A use the package's recorded interface lacks (a guarded newer element) cannot be generated, and is noted."
    case .wrongDirection: "A message travels in its declared direction."
    }
  }

  public static func < (lhs: ReplayRule, rhs: ReplayRule) -> Bool { lhs.rawValue < rhs.rawValue }
}
