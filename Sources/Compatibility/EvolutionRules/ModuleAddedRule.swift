/// Native modules added: allowed, since content must look them up optionally.
struct ModuleAddedRule: EvolutionRule {
  let id = "module-added"
  let purpose =
    "Classifies added native modules, which are allowed: content looks them up optionally."
  let category = "additions"
  let examples = [
    EvolutionExample(
      "a module linked from a new release", previous: exampleOneRelease,
      current: exampleTwoReleases + "module ExpoHaptics from \"expo-haptics\" @since(1.1)\n", .note),
    EvolutionExample(
      "a new release that links the same modules",
      previous: exampleOneRelease + "module ExpoHaptics from \"expo-haptics\"\n",
      current: exampleTwoReleases + "module ExpoHaptics from \"expo-haptics\"\n", .silent),
  ]

  func check(_ context: EvolutionContext) -> [Finding] {
    classify(
      id, context, context.changes.filter { $0.kind == .added && $0.element.kind == .module }
    ) { _ in
      "content looks it up optionally"
    }
  }
}
