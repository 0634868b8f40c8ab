import BridgeDiagnostics
import ContractLanguage

/// What the audit found: the timeline of what each release provides, what live packages use,
/// and where the native code and the contract disagree.
public struct AuditReport: Sendable {
  /// One release of the timeline.
  public struct Release: Sendable {
    public let runtime: String
    public let version: String
    /// `shipped`, `unreleased` or `retired`.
    public let status: String
    /// Element ids available in it, by kind (`message`, `case`, `capability`, `scope`,
    /// `module`), sorted.
    public let provides: [String: [String]]
    /// Ids (of every kind) available here but not in the previous release, deprecated from
    /// here, and available in the previous release but not here.
    public let added: [String]
    public let deprecated: [String]
    public let removed: [String]
  }

  /// An element's state in each release, for the matrix.
  public enum State: String, Sendable {
    /// Not yet added.
    case absent
    case available
    case deprecated
    /// Removed (from its `@removed` release on).
    case removed
  }

  /// One row of the matrix.
  public struct Element: Sendable {
    public let id: String
    public let kind: String
    /// One state per release, in history order.
    public let states: [State]
    /// The live packages that use it, by lock file name.
    public let usedBy: [String]
  }

  /// A published package that may still be running.
  public struct Package: Sendable {
    public let lock: String
    public let runtime: String
    public let channel: String
    public let builtAgainst: String
    public let publishedAt: String?
    public let updateID: String?
    public let isCurrent: Bool
    /// Element ids, sorted; uses of undeclared names by name.
    public let uses: [String]
  }

  /// A use of the current content that the next runtime would break if it removed what is
  /// deprecated.
  public struct ContentBreak: Sendable {
    public let id: String
    public let deprecatedIn: String
    public let file: String
    public let line: Int?
    public let column: Int?
  }

  public let bridge: String
  /// The release the native sources are compared with: the newest declared.
  public let newestRelease: String
  public let releases: [Release]
  public let elements: [Element]
  public let packages: [Package]
  /// Deprecated element id → the live packages that still use it.
  public let deprecatedInUse: [(id: String, packages: [String])]
  /// Elements of the newest runtime no live package uses: candidates to remove at the next one.
  public let unused: [String]
  /// `nil` without `--content`.
  public let contentBreaks: [ContentBreak]?
  /// `nil` without `--native-sources`.
  public let drift: [Finding]?
  public let diagnostics: [Diagnostic]

  /// The report of an audit that could not start (an invalid contract): only the reason.
  public static func undecided(_ diagnostics: [Diagnostic]) -> AuditReport {
    AuditReport(
      bridge: "", newestRelease: "", releases: [], elements: [], packages: [], deprecatedInUse: [],
      unused: [], contentBreaks: nil, drift: nil, diagnostics: diagnostics)
  }

  public var couldNotDecide: Bool { diagnostics.contains { $0.severity == .fatal } }
  public var hasDriftWarnings: Bool { drift?.contains { $0.severity == .warning } ?? false }

  /// What the audit found, as findings: each use of the current content that removing a
  /// deprecated element would break, then the native drift.
  public var findings: [Finding] {
    let breaks = (contentBreaks ?? []).map { entry in
      Finding(
        rule: DeprecatedUseRule().id, severity: .note, id: entry.id, name: nil,
        releases: [entry.deprecatedIn], file: entry.file, line: entry.line, column: entry.column,
        message:
          "'\(entry.id)' is deprecated in \(entry.deprecatedIn): removing it at the next runtime would break this use",
        fix: nil)
    }
    return breaks + (drift ?? [])
  }
}
