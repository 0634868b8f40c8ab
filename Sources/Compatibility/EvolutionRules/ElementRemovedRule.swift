/// Elements removed: only where a new runtime begins.
struct ElementRemovedRule: EvolutionRule {
  let id = "element-removed"
  let purpose = "Classifies removed elements: removal is allowed only where a new runtime begins."
  let category = "removals"
  let examples = [
    EvolutionExample(
      "a message removed within the runtime",
      previous: exampleOneRelease + "message ping from content\n",
      current: exampleTwoReleases + "message ping from content @removed(1.1)\n", .error),
    EvolutionExample(
      "a message removed where a new runtime begins",
      previous: exampleOneRelease + "message ping from content\n",
      current: exampleRuntimes + "message ping from content @removed(2.0)\n", .note),
    EvolutionExample(
      "a new release that removes nothing",
      previous: exampleOneRelease + "message ping from content\n",
      current: exampleTwoReleases + "message ping from content\n", .silent),
  ]

  func check(_ context: EvolutionContext) -> [Finding] {
    classify(
      id, context,
      context.changes.filter { change in
        // Report the top-most removed element, not each of its children again.
        change.kind == .removed
          && (context.parent(of: change.element).map {
            $0.availability.isAvailable(in: change.release.index)
          } ?? true)
      }
    ) { _ in "content published for older runtimes never reaches the new one" }
  }
}
