/// One example of one rule as the argument of a parameterized test, named by both: each rule
/// family's tests run every example of every rule of the family.
public struct RuleExampleCase<Example: Sendable>: CustomStringConvertible, Sendable {
  public let rule: String
  public let title: String
  public let example: Example

  public init(rule: String, title: String, example: Example) {
    self.rule = rule
    self.title = title
    self.example = example
  }

  /// How a test names the case (the TestSupport target is built without the testing library).
  public var description: String { "\(rule): \(title)" }
}
