/// One thing a reader would do wrong (or, for notes, silently ignore) with one envelope.
///
/// Built only from JSON paths, types and declared names: never from a captured value, since
/// captures hold private task content and tokens.
public struct ReplayProblem: Sendable, Hashable, Comparable {
  /// The id of the replay rule it breaks (`field-missing`).
  public let rule: String
  /// Whether it makes the cell incompatible; a note explains what a tolerant reader ignored.
  public let isError: Bool
  /// Where in the envelope: `$.data.inbox[0].priority`; map keys and undeclared keys are `[*]`.
  public let path: String
  /// The element concerned (`field:Task.priority`, `case:tempo.perform/task.archive`).
  public let id: String
  public let message: String
  /// Which envelope showed it: `generated maximal tempo.snapshot`, `snapshots/7.2.json:3`.
  public let source: String

  init(rule: some ReplayRule, path: String, id: String, message: String, source: String) {
    self.rule = rule.id
    self.isError = rule.isError
    self.path = path
    self.id = id
    self.message = message
    self.source = source
  }

  public static func < (lhs: ReplayProblem, rhs: ReplayProblem) -> Bool {
    // Errors first, then in a stable order that does not depend on input order.
    if lhs.isError != rhs.isError { return lhs.isError }
    return (lhs.source, lhs.path, lhs.rule, lhs.id, lhs.message)
      < (rhs.source, rhs.path, rhs.rule, rhs.id, rhs.message)
  }
}
