import Compatibility
import ContractLanguage

/// The rule reference (`docs/rules.md`), written from the rules themselves — id, severity,
/// category, purpose, help and examples — so that it cannot drift from what they check: lint's
/// contract rules, then each family of `RuleFamily.all`.
public enum RuleReference {
  public static var markdown: String {
    var text = """
      # Rules

      <!-- Generated from the rule types by `RuleReference.markdown`; a test keeps it current
      (`BRIDGECHECK_RECORD=1 swift test` rewrites it). -->

      Every finding names its rule by id, and no two rules share one. `lint` checks the contract
      itself; `gate`, `diff`, `replay` and `audit` check content, contract changes, old packages
      and native code against it. Each rule of those four comes with examples that trigger it and
      that do not; the examples are also its tests. Syntax and reference problems of a contract
      have ids too ([`contract-diagnostics.md`](contract-diagnostics.md)).

      - [The contract (`lint`)](#the-contract-lint)

      """
    for family in RuleFamily.all {
      text += "- [\(family.title) (`\(family.command)`)](#\(anchor(family))): "
      text += family.rules.map { "[`\($0.id)`](#\($0.id))" }.joined(separator: ", ") + "\n"
    }
    text += """

      ## The contract (`lint`)

      | id | what it checks |
      |---|---|

      """
    for rule in ContractRules.all {
      text += "| `\(rule.id)` | \(cell(rule.purpose)) |\n"
    }
    for family in RuleFamily.all {
      text += "\n## \(family.title) (`\(family.command)`)\n\n\(family.examples)\n"
      for rule in family.rules { text += section(rule) }
    }
    return text
  }

  /// One rule: its heading (the id is its anchor), what it checks, why, and its examples.
  private static func section(_ rule: any Rule) -> String {
    var text = """

      ### `\(rule.id)`

      \(rule.severity.rawValue), \(rule.category). \(rule.purpose)

      """
    if rule.help != rule.purpose { text += "\n\(rule.help)\n" }
    for example in rule.anyExamples {
      let outcome =
        switch example.expectation {
        case .error: "**error**"
        case .warning: "warning"
        case .note: "note"
        case .silent: "nothing to report"
        }
      text += "\n#### \(example.title): \(outcome)\n"
      for input in example.shown {
        text += "\n\(input.heading)\(input.text.isEmpty ? "." : ":")\n"
        if !input.text.isEmpty { text += "\n```\(input.language)\n\(input.text)```\n" }
      }
    }
    return text
  }

  /// The anchor GitHub gives a family's heading.
  private static func anchor(_ family: RuleFamily) -> String {
    "\(family.title) (`\(family.command)`)".lowercased().compactMap { character -> String? in
      if character.isLetter || character.isNumber || character == "-" { return String(character) }
      return character == " " ? "-" : nil
    }.joined()
  }

  /// Text for a table cell: one line, no column breaks.
  private static func cell(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
      .replacingOccurrences(of: "|", with: "\\|")
  }
}
