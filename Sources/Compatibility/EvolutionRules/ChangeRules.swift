// The change table of DOMAIN.md as rules over the head's new releases: each change a release
// makes (relative to the release before it) is classified by one rule, as a note when it is
// allowed and an error when it would break phones within a runtime.

/// Builds a change rule's findings: allowed changes are notes, breaking ones within a runtime
/// errors, anything at a new runtime a note.
private func classify(
  _ rule: String, _ context: EvolutionContext, _ changes: [InterfaceChange],
  allowed: (InterfaceChange) -> String
) -> [ChangeFinding] {
  changes.filter { !context.isPartOfNewParent($0) }.map { change in
    if change.withinRuntime, let reason = context.breaksWithinRuntime(change) {
      return context.finding(
        rule, .error, change,
        "\(context.describe(change.element)) \(verb(change)) in \(change.release.version), within runtime \(change.release.runtime): \(reason)"
      )
    }
    let place =
      change.withinRuntime
      ? "within runtime \(change.release.runtime)"
      : "where runtime \(change.release.runtime) begins"
    return context.finding(
      rule, .note, change,
      "\(context.describe(change.element)) \(verb(change)) in \(change.release.version), \(place): \(allowed(change))"
    )
  }
}

private func verb(_ change: InterfaceChange) -> String {
  switch change.kind {
  case .added: "is added"
  case .removed: "is removed"
  case .deprecated: "is deprecated"
  }
}

private let header = "bridge tempo\nruntime 1 {\n  release 1.0\n}\n"
private let headerNext = "bridge tempo\nruntime 1 {\n  release 1.0\n  release 1.1\n}\n"
private let headerRuntime =
  "bridge tempo\nruntime 1 {\n  release 1.0\n}\nruntime 2 {\n  release 2.0\n}\n"

/// Messages added, in either direction.
struct MessageAddedRule: EvolutionRule {
  let id = "message-added"
  let purpose =
    "Classifies added messages: within a runtime they must be gated by @requires, in either direction."
  let category = "additions"
  let examples = [
    EvolutionExample(
      "an ungated content → native message within the runtime", previous: header,
      current: headerNext + "message share from content @since(1.1)\n", .error),
    EvolutionExample(
      "a gated native → content message within the runtime", previous: header,
      current: headerNext
        + "capability sharing @since(1.1)\nmessage shared from native @since(1.1) @requires(sharing)\n",
      .note),
    EvolutionExample(
      "an ungated message where a new runtime begins", previous: header,
      current: headerRuntime + "message share from content @since(2.0)\n", .note),
  ]

  func check(_ context: EvolutionContext) -> [ChangeFinding] {
    classify(
      id, context, context.changes.filter { $0.kind == .added && $0.element.kind == .message }
    ) {
      change in
      change.element.availability.requires.isEmpty
        ? "a new runtime may add anything" : "content checks its capability first"
    }
  }
}

/// Cases added to an existing message.
struct CaseAddedRule: EvolutionRule {
  let id = "case-added"
  let purpose =
    "Classifies cases added to existing messages: content → native ones must be gated; native → content ones need an open message."
  let category = "additions"
  let examples = [
    EvolutionExample(
      "a case added to a closed native → content message",
      previous: header + "message command from native {\n  case go.home\n}\n",
      current: headerNext
        + "message command from native {\n  case go.home\n  case go.back @since(1.1)\n}\n", .error),
    EvolutionExample(
      "a case added to an open native → content message",
      previous: header + "open message command from native {\n  case go.home\n}\n",
      current: headerNext
        + "open message command from native {\n  case go.home\n  case go.back @since(1.1)\n}\n",
      .note),
    EvolutionExample(
      "an ungated content → native case",
      previous: header + "message perform from content {\n  case task.create\n}\n",
      current: headerNext
        + "message perform from content {\n  case task.create\n  case task.archive @since(1.1)\n}\n",
      .error),
  ]

  func check(_ context: EvolutionContext) -> [ChangeFinding] {
    classify(
      id, context, context.changes.filter { $0.kind == .added && $0.element.kind == .messageCase }
    ) {
      change in
      change.element.direction == .content
        ? "content checks its capability first" : "content ignores case kinds it does not know"
    }
  }
}

/// Capabilities and scopes added: always allowed, since they are negotiated.
struct CapabilityAddedRule: EvolutionRule {
  let id = "capability-added"
  let purpose =
    "Classifies added capabilities and scopes, which are always allowed: content learns of them through the snapshot."
  let category = "additions"
  let examples = [
    EvolutionExample(
      "a capability with a scope added within the runtime", previous: header,
      current: headerNext + "capability progress @since(1.1) {\n  scope toolChrome\n}\n", .note),
    EvolutionExample("nothing added", previous: header, current: header, .silent),
  ]

  func check(_ context: EvolutionContext) -> [ChangeFinding] {
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

/// Native modules added: allowed, since content must look them up optionally.
struct ModuleAddedRule: EvolutionRule {
  let id = "module-added"
  let purpose =
    "Classifies added native modules, which are allowed: content looks them up optionally."
  let category = "additions"
  let examples = [
    EvolutionExample(
      "a module linked from a new release", previous: header,
      current: headerNext + "module ExpoHaptics from \"expo-haptics\" @since(1.1)\n", .note)
  ]

  func check(_ context: EvolutionContext) -> [ChangeFinding] {
    classify(
      id, context, context.changes.filter { $0.kind == .added && $0.element.kind == .module }
    ) { _ in
      "content looks it up optionally"
    }
  }
}

/// Fields added to existing types and cases.
struct FieldAddedRule: EvolutionRule {
  let id = "field-added"
  let purpose =
    "Classifies fields added to existing types and cases: within a runtime they must be optional, and the type open."
  let category = "additions"
  let examples = [
    EvolutionExample(
      "a required field within the runtime", previous: header + "type Stats { streak: int }\n",
      current: headerNext + "type Stats {\n  streak: int\n  goal: int @since(1.1)\n}\n", .error),
    EvolutionExample(
      "an optional field within the runtime", previous: header + "type Stats { streak: int }\n",
      current: headerNext + "type Stats {\n  streak: int\n  goal: int? @since(1.1)\n}\n", .note),
    EvolutionExample(
      "an optional field added to a closed type",
      previous: header + "closed type Stats { streak: int }\n",
      current: headerNext + "closed type Stats {\n  streak: int\n  goal: int? @since(1.1)\n}\n",
      .error),
  ]

  func check(_ context: EvolutionContext) -> [ChangeFinding] {
    classify(id, context, context.changes.filter { $0.kind == .added && $0.element.kind == .field })
    { change in
      change.element.type?.isOptional == true
        ? "readers that do not know it ignore it" : "a new runtime may require it"
    }
  }
}

/// Enum cases added to existing enums.
struct EnumCaseAddedRule: EvolutionRule {
  let id = "enum-case-added"
  let purpose =
    "Classifies cases added to existing enums: within a runtime only an open enum may grow."
  let category = "additions"
  let examples = [
    EvolutionExample(
      "a case added to a closed enum", previous: header + "enum Priority { low, high }\n",
      current: headerNext + "enum Priority {\n  low\n  high\n  urgent @since(1.1)\n}\n", .error),
    EvolutionExample(
      "a case added to an open enum", previous: header + "open enum Route { inbox }\n",
      current: headerNext + "open enum Route {\n  inbox\n  tools @since(1.1)\n}\n", .note),
  ]

  func check(_ context: EvolutionContext) -> [ChangeFinding] {
    classify(
      id, context, context.changes.filter { $0.kind == .added && $0.element.kind == .enumCase }
    ) { _ in
      "readers ignore values they do not know"
    }
  }
}

/// Elements removed: only where a new runtime begins.
struct ElementRemovedRule: EvolutionRule {
  let id = "element-removed"
  let purpose = "Classifies removed elements: removal is allowed only where a new runtime begins."
  let category = "removals"
  let examples = [
    EvolutionExample(
      "a message removed within the runtime", previous: header + "message ping from content\n",
      current: headerNext + "message ping from content @removed(1.1)\n", .error),
    EvolutionExample(
      "a message removed where a new runtime begins",
      previous: header + "message ping from content\n",
      current: headerRuntime + "message ping from content @removed(2.0)\n", .note),
  ]

  func check(_ context: EvolutionContext) -> [ChangeFinding] {
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

/// Deprecations: always allowed; they need no IPA.
struct ElementDeprecatedRule: EvolutionRule {
  let id = "element-deprecated"
  let purpose = "Classifies deprecations, which are always allowed and need no IPA."
  let category = "deprecations"
  let examples = [
    EvolutionExample(
      "a message deprecated from a new release", previous: header + "message ping from content\n",
      current: headerNext + "message ping from content @deprecated(1.1, \"use pong\")\n", .note)
  ]

  func check(_ context: EvolutionContext) -> [ChangeFinding] {
    classify(id, context, context.changes.filter { $0.kind == .deprecated }) { change in
      change.element.availability.deprecationMessage.map { "move off it (\($0))" }
        ?? "move off it before a runtime removes it"
    }
  }
}
