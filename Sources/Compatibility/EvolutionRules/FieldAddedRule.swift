/// Fields added to existing types and cases.
struct FieldAddedRule: EvolutionRule {
  let id = "field-added"
  let purpose =
    "Classifies fields added to existing types and cases: within a runtime they must be optional, and the type open."
  let category = "additions"
  let examples = [
    EvolutionExample(
      "a required field within the runtime",
      previous: exampleOneRelease + "type Stats { streak: int }\n",
      current: exampleTwoReleases + "type Stats {\n  streak: int\n  goal: int @since(1.1)\n}\n",
      .error),
    EvolutionExample(
      "an optional field within the runtime",
      previous: exampleOneRelease + "type Stats { streak: int }\n",
      current: exampleTwoReleases + "type Stats {\n  streak: int\n  goal: int? @since(1.1)\n}\n",
      .note),
    EvolutionExample(
      "an optional field added to a closed type",
      previous: exampleOneRelease + "closed type Stats { streak: int }\n",
      current: exampleTwoReleases
        + "closed type Stats {\n  streak: int\n  goal: int? @since(1.1)\n}\n",
      .error),
    EvolutionExample(
      "a new release that leaves the type as it is",
      previous: exampleOneRelease + "type Task {\n  id: string\n}\n",
      current: exampleTwoReleases + "type Task {\n  id: string\n}\n", .silent),
  ]

  func check(_ context: EvolutionContext) -> [Finding] {
    classify(id, context, context.changes.filter { $0.kind == .added && $0.element.kind == .field })
    { change in
      change.element.type?.isOptional == true
        ? "readers that do not know it ignore it" : "a new runtime may require it"
    }
  }
}
