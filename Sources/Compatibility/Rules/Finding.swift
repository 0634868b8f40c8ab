import BridgeDiagnostics
import ContentScan

/// One thing the gate or the advisor says about the content: a use that breaks on some releases,
/// a deprecated element, an undeclared name… Findings are what every output format renders.
public struct Finding: Sendable, Hashable {
  /// The gate rule that found it (`unavailable-on-release`, …).
  public let rule: String
  public private(set) var severity: Severity
  /// The element's id, or `nil` for an undeclared or dynamic name and for package-level findings.
  public let id: String?
  public let name: String?
  /// The releases it concerns, oldest first.
  public let releases: [String]
  public let file: String?
  public let line: Int?
  public let column: Int?
  /// Where the thing found ends, when it has an extent (a diagnostic's span).
  public private(set) var endLine: Int?
  public private(set) var endColumn: Int?
  public let message: String
  /// What to do about it, when there is one thing to do.
  public let fix: String?
  /// The source around the use, and the use's column in it, for text output.
  public let excerpt: String?
  public let excerptColumn: Int?
  /// The places the use's value passed through and where its guards' checks stand
  /// (`Use.trail`): where its name was written, the calls between, the checks.
  public private(set) var related: [Use.Origin]
  /// How many call chains reach its place (CONTENT-ANALYSIS.md, "Where a use stands": a use per
  /// chain): findings alike but for `related` are one, which shows the first chain's
  /// (`merged`). A function called from many places can reach one place by thousands of
  /// chains, each the same finding to fix.
  public private(set) var chains = 1
  /// The reason a baseline gives for accepting it (`diff --baseline`): it is still reported, as
  /// a note that fails nothing.
  public private(set) var acknowledged: String?

  public init(
    rule: String, severity: Severity, id: String?, name: String?, releases: [String], file: String?,
    line: Int?,
    column: Int?, message: String, fix: String?, excerpt: String? = nil, excerptColumn: Int? = nil,
    related: [Use.Origin] = []
  ) {
    self.rule = rule
    self.severity = severity
    self.id = id
    self.name = name
    self.releases = releases
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.fix = fix
    self.excerpt = excerpt
    self.excerptColumn = excerptColumn
    self.related = related
  }

  /// The same finding, accepted by a baseline for `reason`.
  public func acknowledged(_ reason: String) -> Finding {
    var accepted = self
    accepted.severity = .note
    accepted.acknowledged = reason
    return accepted
  }

  /// `file:line:column`, as far as it is known; `nil` for a finding about the whole package.
  public var place: String? { placeText(file, line: line, column: column) }

  /// The finding a diagnostic stands for — a rule's (`assertion-not-held`,
  /// `send-function-escapes`) or a command's that reports diagnostics as findings (`lint`,
  /// `scan`): the diagnostic's id, place and message; a fatal one counts as an error.
  public init(
    _ diagnostic: Diagnostic, severity: Severity? = nil, releases: [String] = [],
    fix: String? = nil
  ) {
    let location = diagnostic.span?.location
    self.init(
      rule: diagnostic.id, severity: severity ?? min(diagnostic.severity, .error), id: nil,
      name: nil, releases: releases, file: diagnostic.span?.file.path ?? diagnostic.path,
      line: location?.line, column: location?.column, message: diagnostic.message, fix: fix)
    if let span = diagnostic.span {
      let end = span.file.location(of: span.end)
      (endLine, endColumn) = (end.line, end.column)
    }
  }

  /// The findings, sorted (`order`), those alike but for the call chains that reach their place
  /// made one: the first, counting them all.
  public static func merged(_ findings: some Sequence<Finding>) -> [Finding] {
    var merged: [Finding] = []
    var index: [Finding: Int] = [:]
    for finding in Set(findings).sorted(by: order) {
      var alike = finding
      alike.related = []
      alike.chains = 1
      if let first = index[alike] {
        merged[first].chains += finding.chains
      } else {
        index[alike] = merged.count
        merged.append(finding)
      }
    }
    return merged
  }

  /// Package-level findings first, then by file and position; Hermes (no position) after sources.
  static func order(_ lhs: Finding, _ rhs: Finding) -> Bool {
    if let placed = placeOrder(
      (lhs.file, lhs.line, lhs.column), (rhs.file, rhs.line, rhs.column))
    {
      return placed
    }
    if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
    let (left, right) = (lhs.id ?? lhs.name ?? "", rhs.id ?? rhs.name ?? "")
    if left != right { return left < right }
    if lhs.related != rhs.related { return lhs.related.lexicographicallyPrecedes(rhs.related) }
    return lhs.message < rhs.message
  }

  /// How two places order — no file first, then by file (byte order) and position, a place
  /// without a line (Hermes) after its file's others — or `nil` for the same place. Findings and
  /// the advisor's reasons are sorted by it.
  static func placeOrder(
    _ lhs: (file: String?, line: Int?, column: Int?),
    _ rhs: (file: String?, line: Int?, column: Int?)
  ) -> Bool? {
    if (lhs.file == nil) != (rhs.file == nil) { return lhs.file == nil }
    if lhs.file != rhs.file { return (lhs.file ?? "").precedesInByteOrder(rhs.file ?? "") }
    let left = (lhs.line == nil ? 1 : 0, lhs.line ?? 0, lhs.column ?? 0)
    let right = (rhs.line == nil ? 1 : 0, rhs.line ?? 0, rhs.column ?? 0)
    return left == right ? nil : left < right
  }
}
