/// Enum cases added to existing enums.
struct EnumCaseAddedRule: EvolutionRule {
  let id = "enum-case-added"
  let purpose =
    "Classifies cases added to existing enums: within a runtime only an open enum may grow."
  let category = "additions"
  let examples = [
    EvolutionExample(
      "a case added to a closed enum",
      previous: exampleOneRelease + "enum Priority { low, high }\n",
      current: exampleTwoReleases + "enum Priority {\n  low\n  high\n  urgent @since(1.1)\n}\n",
      .error),
    EvolutionExample(
      "a case added to an open enum", previous: exampleOneRelease + "open enum Route { inbox }\n",
      current: exampleTwoReleases + "open enum Route {\n  inbox\n  tools @since(1.1)\n}\n", .note),
    EvolutionExample(
      "a new release that leaves the enum as it is",
      previous: exampleOneRelease + "enum Priority {\n  low\n  high\n}\n",
      current: exampleTwoReleases + "enum Priority {\n  low\n  high\n}\n", .silent),
  ]

  func check(_ context: EvolutionContext) -> [Finding] {
    classify(
      id, context, context.changes.filter { $0.kind == .added && $0.element.kind == .enumCase }
    ) { _ in
      "readers ignore values they do not know"
    }
  }
}
