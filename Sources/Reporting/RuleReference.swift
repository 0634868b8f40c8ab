import Compatibility
import ContractLanguage

/// The reference of the rules `lint` and `gate` apply (`docs/rules.md`), written from the rules
/// themselves — id, purpose, severity and help — so that it cannot drift from what they check.
/// The evolution rules of `diff`, with their examples, have their own (`docs/evolution-rules.md`).
public enum RuleReference {
  public static var markdown: String {
    var text = """
      # Rules

      <!-- Generated from the rule types by `RuleReference.markdown`; a test keeps it current
      (`BRIDGECHECK_RECORD=1 swift test` rewrites it). -->

      Every finding names its rule by id. `lint` checks the contract itself; `gate` checks content
      against it; `diff`'s rules, with their examples, are in
      [`evolution-rules.md`](evolution-rules.md). Syntax and reference problems of a contract
      have ids too ([`contract-diagnostics.md`](contract-diagnostics.md)).

      ## The contract (`lint`)

      | id | what it checks |
      |---|---|

      """
    for rule in ContractRules.all {
      text += "| `\(rule.id)` | \(cell(rule.purpose)) |\n"
    }
    text += "\n## Content against the contract (`gate`)\n"
    for rule in Gate.rules {
      text += """

        ### `\(rule.id)` (\(rule.severity.rawValue))

        \(rule.purpose)

        \(rule.help)

        """
    }
    return text
  }

  /// Text for a table cell: one line, no column breaks.
  private static func cell(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
      .replacingOccurrences(of: "|", with: "\\|")
  }
}
