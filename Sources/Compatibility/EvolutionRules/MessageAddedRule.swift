/// Messages added, in either direction.
struct MessageAddedRule: EvolutionRule {
  let id = "message-added"
  let purpose =
    "Classifies added messages: within a runtime they must be gated by @requires, in either direction."
  let category = "additions"
  let examples = [
    EvolutionExample(
      "an ungated content → native message within the runtime", previous: exampleOneRelease,
      current: exampleTwoReleases + "message share from content @since(1.1)\n", .error),
    EvolutionExample(
      "a gated native → content message within the runtime", previous: exampleOneRelease,
      current: exampleTwoReleases
        + "capability sharing @since(1.1)\nmessage shared from native @since(1.1) @requires(sharing)\n",
      .note),
    EvolutionExample(
      "an ungated message where a new runtime begins", previous: exampleOneRelease,
      current: exampleRuntimes + "message share from content @since(2.0)\n", .note),
    EvolutionExample(
      "a new release that adds no message",
      previous: exampleOneRelease + "message ping from content\n",
      current: exampleTwoReleases + "message ping from content\n", .silent),
  ]

  func check(_ context: EvolutionContext) -> [Finding] {
    classify(
      id, context, context.changes.filter { $0.kind == .added && $0.element.kind == .message }
    ) {
      change in
      change.element.availability.requires.isEmpty
        ? "a new runtime may add anything" : "content checks its capability first"
    }
  }
}
