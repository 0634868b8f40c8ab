/// The rules of one command, as the rule reference lists them: every rule of every family has
/// an id no other rule has.
public struct RuleFamily: Sendable {
  /// The command whose rules they are (`gate`).
  public let command: String
  /// What the rules check, as a heading ("Content against the contract").
  public let title: String
  /// What an example of the family is, in a sentence.
  public let examples: String
  public let rules: [any Rule]

  public static let all: [RuleFamily] = [
    RuleFamily(
      command: "gate", title: "Content against the contract",
      examples:
        "Each example is a contract and a content package gated against it with `bridgecheck gate`.",
      rules: Gate.rules),
    RuleFamily(
      command: "diff", title: "Contract evolution",
      examples:
        "Each example is a previous and a current contract and what the rule says about the change between them.",
      rules: ContractDiff.rules),
    RuleFamily(
      command: "replay", title: "Old packages on newer releases",
      examples:
        "Each example is a package built against release 1.0 of one contract and replayed on release 1.1 of another (or the same), with what it sends and any captured envelopes.",
      rules: Replay.rules),
    RuleFamily(
      command: "audit", title: "Native code and current content against the contract",
      examples:
        "Each example is a contract with the native Swift sources or the current content audited against it.",
      rules: Audit.rules),
  ]
}
