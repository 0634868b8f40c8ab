import BridgeDiagnostics

/// A use of an element deprecated in some supported release.
struct DeprecatedElementRule: GateRule {
  let id = "deprecated-element"
  let purpose = "Warns about uses of elements deprecated in a supported release."
  let severity: Severity = .warning
  let category = "content"
  let examples = [
    GateExample(
      "an action deprecated in a supported release",
      contract: gateExampleContract.replacingOccurrences(
        of: "case task.create(title: string)",
        with: #"case task.create(title: string) @deprecated(1.1, "use task.add")"#),
      files: [createTask], .warning),
    GateExample("an action no release deprecates", files: [createTask], .silent),
  ]
  let help = """
    The element still works on the releases that have it, but the contract marks it for removal at a future runtime. Move to what the deprecation names before that runtime ships.
    """

  func check(_ context: GateContext) -> [Finding] {
    context.uses.compactMap { use in
      guard let element = context.element(use.use.id) else { return nil }
      let deprecated = context.supported.filter { element.availability.isDeprecated(in: $0.index) }
      guard let first = deprecated.first else { return nil }
      return context.finding(
        id, .warning, use, releases: deprecated,
        message: "'\(use.use.name)' (\(element.id)) is deprecated from release \(first.version)",
        fix: element.availability.deprecationMessage)
    }
  }
}
