/// A name built at run time cannot be checked against the contract.
struct DynamicNameRule: GateRule {
  let id = "dynamic-name"
  let purpose =
    "Warns about element names built at run time (`tempo.${x}`), which no check can verify; refuses under --strict."
  let severity: Finding.Severity = .warning
  let help = """
    A message or case name assembled at run time (a template with substitutions, or the bridge prefix plus a variable) cannot be matched to an element, so no release can be checked for it. Spell names as literals; under --strict this refuses.
    """

  func check(_ context: GateContext) -> [Finding] {
    context.uses.filter(\.use.dynamic).map { use in
      context.finding(
        id, .warning, use, releases: [],
        message:
          "the name starting '\(use.use.name)' is built at run time: which element it names cannot be known",
        fix: "spell the element's name as a literal")
    }
  }
}
