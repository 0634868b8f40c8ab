import BridgeDiagnostics

/// What a rule of any family — the gate's, `diff`'s evolution rules, replay's, the audit's drift
/// rules — says of itself. The rule reference (`docs/rules.md`) and SARIF's rule lists are
/// written from it, and its examples are its tests: each runs through the family's own checks
/// and must give exactly what it expects.
public protocol Rule: Sendable {
  associatedtype Example: RuleExample
  /// Stable and unique across families: findings, baselines and SARIF name the rule by it.
  var id: String { get }
  /// One sentence: what it checks.
  var purpose: String { get }
  /// The group the reference lists it under (`content`, `packages`, `removals`, `wire`, …).
  var category: String { get }
  /// The severity of most of its findings: SARIF's default level for the rule.
  var severity: Severity { get }
  /// A paragraph for people reading a report (SARIF rule help): why it matters and what to do.
  var help: String { get }
  /// At least one example that triggers it and one that does not.
  var examples: [Example] { get }
}

extension Rule {
  public var help: String { purpose }

  /// The examples, whatever their family, for the reference.
  public var anyExamples: [any RuleExample] { examples }
}

/// What a rule must say about its example's inputs.
public enum RuleExpectation: String, Sendable {
  /// The rule reports an error: the change, content or envelope breaks something.
  case error
  /// The rule warns, or notes (an allowed change, an assumption made, something ignored).
  case warning, note
  /// The rule says nothing.
  case silent

  /// The severity of the finding the example expects; `nil` for none.
  public var severity: Severity? { Severity(rawValue: rawValue) }
}

/// One example of a rule: inputs of the rule's family and what the rule says about them.
public protocol RuleExample: Sendable {
  /// What the example shows, in a few words ("a message removed within the runtime").
  var title: String { get }
  var expectation: RuleExpectation { get }
  /// The inputs as the reference shows them, in order.
  var shown: [ShownInput] { get }
}

/// One input of an example as the reference shows it: a heading (a file's name, "Previous") and
/// its text in a code block of `language` (`swift`, `json`, `tsx`; empty for a contract).
public struct ShownInput: Sendable, Hashable {
  public let heading: String
  public let language: String
  public let text: String

  public init(_ heading: String, language: String = "", _ text: String) {
    self.heading = heading
    self.language = language
    self.text = text
  }

  /// A file of an example under its path, in the language its extension names.
  public static func file(_ path: String, _ text: String) -> ShownInput {
    let language = path.split(separator: ".").last.map(String.init) ?? ""
    return ShownInput("`\(path)`", language: language, text)
  }
}
