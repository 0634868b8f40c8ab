/// Capabilities and scopes added: always allowed, since they are negotiated.
struct CapabilityAddedRule: EvolutionRule {
  let id = "capability-added"
  let purpose =
    "Classifies added capabilities and scopes, which are always allowed: content learns of them through the snapshot."
  let category = "additions"
  let examples = [
    EvolutionExample(
      "a capability with a scope added within the runtime", previous: exampleOneRelease,
      current: exampleTwoReleases + "capability progress @since(1.1) {\n  scope toolChrome\n}\n",
      .note),
    EvolutionExample(
      "nothing added", previous: exampleOneRelease, current: exampleOneRelease, .silent),
  ]

  func check(_ context: EvolutionContext) -> [Finding] {
    classify(
      id, context,
      context.changes.filter {
        $0.kind == .added && ($0.element.kind == .capability || $0.element.kind == .scope)
      }
    ) {
      _ in "it is negotiated, so content that uses it checks for it"
    }
  }
}
