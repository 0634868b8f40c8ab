/// Gathers the diagnostics of one run. Library code reports here and never prints.
///
/// A hostile file can produce an error per byte, so each file's errors are capped: past the cap
/// one more diagnostic says how many were dropped, and the rest are counted but not kept.
public struct DiagnosticCollector: Sendable {
  public static let defaultLimitPerFile = 100

  public private(set) var diagnostics: [Diagnostic] = []
  public let limitPerFile: Int
  private var countsByPath: [String: Int] = [:]
  private var droppedByPath: [String: Int] = [:]

  public init(limitPerFile: Int = DiagnosticCollector.defaultLimitPerFile) {
    self.limitPerFile = limitPerFile
  }

  public mutating func report(_ diagnostic: Diagnostic) {
    let key = diagnostic.path ?? ""
    let count = countsByPath[key, default: 0]
    if count >= limitPerFile && diagnostic.severity < .fatal {
      droppedByPath[key, default: 0] += 1
      return
    }
    countsByPath[key] = count + 1
    diagnostics.append(diagnostic)
  }

  public mutating func report(contentsOf other: [Diagnostic]) {
    for diagnostic in other { report(diagnostic) }
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity >= .error } }
  public var hasFatal: Bool { diagnostics.contains { $0.severity == .fatal } }

  public func count(_ severity: Severity) -> Int {
    diagnostics.filter { $0.severity == severity }.count
  }

  /// The diagnostics in a deterministic order (file, position, id, message); where a file's
  /// diagnostics were capped, one more after them says how many were dropped.
  public func sorted() -> [Diagnostic] {
    var all = diagnostics.sortedForOutput()
    for path in droppedByPath.keys.sorted() {
      let dropped = droppedByPath[path]!
      let summary = Diagnostic(
        .error, "too-many-diagnostics",
        "\(dropped) more \(dropped == 1 ? "diagnostic" : "diagnostics") in this file not shown",
        path: path)
      let after = all.lastIndex { ($0.path ?? "") == path }.map { $0 + 1 } ?? all.endIndex
      all.insert(summary, at: after)
    }
    return all
  }
}

extension Array where Element == Diagnostic {
  /// The same order as ``DiagnosticCollector/sorted()``.
  public func sortedForOutput() -> [Diagnostic] { sorted { $0.sortKey < $1.sortKey } }
}
