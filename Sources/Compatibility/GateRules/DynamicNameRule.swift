/// A name built at run time cannot be checked against the contract.
struct DynamicNameRule: GateRule {
  let id = "dynamic-name"
  let purpose =
    "Warns about element names built at run time (`tempo.${x}`), which no check can verify; refuses under --strict."

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
