/// How much a diagnostic or a finding matters: one scale for every command and format.
public enum Severity: String, Sendable, Comparable, CaseIterable {
  case note, warning, error
  /// The input could not be read or analysed at all (unreadable, not UTF-8, over a limit): the
  /// command cannot decide and exits 2 instead of 1. Findings never have it; diagnostics do.
  case fatal

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// The word printed after the location, as swiftc and clang print it.
  public var label: String {
    switch self {
    case .note: "note"
    case .warning: "warning"
    case .error: "error"
    case .fatal: "fatal error"
    }
  }

  /// The level SARIF and the JSON outputs name it by: `note`, `warning` or `error` (a fatal
  /// problem is an error there; that the run could not decide is said apart).
  public var level: String { self == .fatal ? "error" : rawValue }
}

/// A message about an input, the way a compiler reports it.
///
/// The `id` is stable: tests, baselines and SARIF rules refer to it, so changing one is a breaking
/// change. Messages are one lowercase phrase with no final period, naming things in quotes.
public struct Diagnostic: Sendable, Equatable {
  /// A secondary message, usually pointing at a related place ("'x' is declared here").
  public struct Note: Sendable, Equatable {
    public let message: String
    public let span: Span?

    public init(_ message: String, at span: Span? = nil) {
      self.message = message
      self.span = span
    }
  }

  /// A replacement that fixes the problem; given only when it is the single obvious fix.
  public struct FixIt: Sendable, Equatable {
    public let span: Span
    public let replacement: String

    public init(replace span: Span, with replacement: String) {
      self.span = span
      self.replacement = replacement
    }
  }

  public let id: String
  public let severity: Severity
  public let message: String
  /// Where the problem is; `nil` for problems with no place (a missing folder, an empty contract).
  public let span: Span?
  /// The input named when there is no span (a folder, a file that could not be opened).
  public let path: String?
  public let notes: [Note]
  public let fixIts: [FixIt]

  public init(
    _ severity: Severity, _ id: String, _ message: String, at span: Span? = nil,
    path: String? = nil,
    notes: [Note] = [], fixIts: [FixIt] = []
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.span = span
    self.path = path ?? span?.file.path
    self.notes = notes
    self.fixIts = fixIts
  }

  public static func error(
    _ id: String, _ message: String, at span: Span? = nil, notes: [Note] = [], fixIts: [FixIt] = []
  ) -> Diagnostic {
    Diagnostic(.error, id, message, at: span, notes: notes, fixIts: fixIts)
  }

  public static func warning(
    _ id: String, _ message: String, at span: Span? = nil, notes: [Note] = [], fixIts: [FixIt] = []
  ) -> Diagnostic {
    Diagnostic(.warning, id, message, at: span, notes: notes, fixIts: fixIts)
  }

  /// An input that could not be read or analysed; `path` names it when there is no span.
  public static func fatal(
    _ id: String, _ message: String, at span: Span? = nil, path: String? = nil, notes: [Note] = []
  ) -> Diagnostic {
    Diagnostic(.fatal, id, message, at: span, path: path, notes: notes)
  }

  /// Where the diagnostic sorts: by file, then position, then id and message.
  public var sortKey: (String, Int, String, String) {
    (path ?? "", span?.start ?? -1, id, message)
  }

}

/// A diagnostic is also the reason an operation failed (`Result<SourceFile, Diagnostic>`).
extension Diagnostic: Error {}
