/// Cases added to an existing message.
struct CaseAddedRule: EvolutionRule {
  let id = "case-added"
  let purpose =
    "Classifies cases added to existing messages: content → native ones must be gated; native → content ones need an open message."
  let category = "additions"
  let examples = [
    EvolutionExample(
      "a case added to a closed native → content message",
      previous: exampleOneRelease + "message command from native {\n  case go.home\n}\n",
      current: exampleTwoReleases
        + "message command from native {\n  case go.home\n  case go.back @since(1.1)\n}\n", .error),
    EvolutionExample(
      "a case added to an open native → content message",
      previous: exampleOneRelease + "open message command from native {\n  case go.home\n}\n",
      current: exampleTwoReleases
        + "open message command from native {\n  case go.home\n  case go.back @since(1.1)\n}\n",
      .note),
    EvolutionExample(
      "an ungated content → native case",
      previous: exampleOneRelease + "message perform from content {\n  case task.create\n}\n",
      current: exampleTwoReleases
        + "message perform from content {\n  case task.create\n  case task.archive @since(1.1)\n}\n",
      .error),
    EvolutionExample(
      "a new release that adds no case",
      previous: exampleOneRelease + "message perform from content {\n  case task.create\n}\n",
      current: exampleTwoReleases + "message perform from content {\n  case task.create\n}\n",
      .silent),
  ]

  func check(_ context: EvolutionContext) -> [Finding] {
    classify(
      id, context, context.changes.filter { $0.kind == .added && $0.element.kind == .messageCase }
    ) {
      change in
      change.element.direction == .content
        ? "content checks its capability first" : "content ignores case kinds it does not know"
    }
  }
}
