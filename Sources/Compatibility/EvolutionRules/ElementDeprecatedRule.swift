/// Deprecations: always allowed; they need no IPA.
struct ElementDeprecatedRule: EvolutionRule {
  let id = "element-deprecated"
  let purpose = "Classifies deprecations, which are always allowed and need no IPA."
  let category = "deprecations"
  let examples = [
    EvolutionExample(
      "a message deprecated from a new release",
      previous: exampleOneRelease + "message ping from content\n",
      current: exampleTwoReleases + "message ping from content @deprecated(1.1, \"use pong\")\n",
      .note),
    EvolutionExample(
      "a new release that deprecates nothing",
      previous: exampleOneRelease + "message ping from content\n",
      current: exampleTwoReleases + "message ping from content\n", .silent),
  ]

  func check(_ context: EvolutionContext) -> [Finding] {
    classify(id, context, context.changes.filter { $0.kind == .deprecated }) { change in
      change.element.availability.deprecationMessage.map { "move off it (\($0))" }
        ?? "move off it before a runtime removes it"
    }
  }
}
