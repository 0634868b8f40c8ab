import ContractLanguage

/// A shipped release's interface is a fact: nothing may be added to it, removed from it, or
/// changed in place; only retiring the release, deprecations and documentation may change.
struct FrozenHistoryRule: EvolutionRule {
  let id = "frozen-history"
  let purpose =
    "Checks that every release shipped in the base provides exactly the same interface, element by element and type by type, in the head."
  let category = "frozen-history"
  let examples = [
    EvolutionExample(
      "a field's type changed in place",
      previous: "bridge tempo\nruntime 1 {\n  release 1.0\n}\ntype Stats { streak: int }\n",
      current: "bridge tempo\nruntime 1 {\n  release 1.0\n}\ntype Stats { streak: string }\n",
      .error),
    EvolutionExample(
      "an element removed from a shipped release",
      previous: "bridge tempo\nruntime 1 {\n  release 1.0\n}\nmessage ping from content\n",
      current: "bridge tempo\nruntime 1 {\n  release 1.0\n}\n", .error),
    EvolutionExample(
      "a shipped release's package version edited in place",
      previous:
        "bridge tempo\nruntime 1 {\n  release 1.0 {\n    package expo-haptics 14.0.1\n  }\n}\n",
      current:
        "bridge tempo\nruntime 1 {\n  release 1.0 {\n    package expo-haptics 14.0.2\n  }\n}\n",
      .error),
    EvolutionExample(
      "a shipped release retired, an element deprecated, docs edited",
      previous:
        "bridge tempo\nruntime 1 {\n  release 1.0\n  release 1.1\n}\nmessage ping from content\n",
      current:
        "bridge tempo\nruntime 1 {\n  release 1.0 retired\n  release 1.1\n}\n/// Pings.\nmessage ping from content @deprecated(1.1)\n",
      .silent),
  ]

  func check(_ context: EvolutionContext) -> [Finding] {
    var findings: [Finding] = []
    var reported = Set<String>()
    for release in context.shipped {
      guard let current = context.head.release(named: release.version) else {
        findings.append(
          Finding(
            rule: id, severity: .error, id: release.version, release: release.version,
            message:
              "shipped release \(release.version) was removed from the history; mark it 'retired' instead",
            file: nil, line: nil))
        continue
      }
      if current.status == .unreleased {
        findings.append(
          Finding(
            rule: id, severity: .error, id: release.version, release: release.version,
            message:
              "shipped release \(release.version) is marked unreleased; a shipped release stays shipped (or retired)",
            file: nil, line: nil))
      }
      for property in ReleaseProperty.allCases
      where release.properties[property] != current.properties[property] {
        findings.append(
          Finding(
            rule: id, severity: .error, id: release.version, release: release.version,
            message:
              "the \(property.rawValue) version of shipped release \(release.version) changed from \(release.properties[property] ?? "none") to \(current.properties[property] ?? "none")",
            file: nil, line: nil))
      }
      for name in Set(release.packages.keys).union(current.packages.keys).sorted()
      where release.packages[name] != current.packages[name] {
        findings.append(
          Finding(
            rule: id, severity: .error, id: release.version, release: release.version,
            message:
              "the version of \(name) that shipped release \(release.version) links changed from \(release.packages[name]?.description ?? "none") to \(current.packages[name]?.description ?? "none"); the binary is what it is",
            file: current.span.file.path, line: current.span.location.line))
      }
      let before = Dictionary(
        uniqueKeysWithValues: context.base.interface(of: release).elements.map { ($0.id, $0) })
      let after = Dictionary(
        uniqueKeysWithValues: context.head.interface(of: current).elements.map { ($0.id, $0) })
      for id in Set(before.keys).union(after.keys).sorted() where !reported.contains(id) {
        let message: String
        switch (before[id], after[id]) {
        case (.some, nil):
          message =
            "\(id) was removed from shipped release \(release.version); remove it at the first release of a new runtime instead"
        case (nil, .some):
          message =
            "\(id) was added to shipped release \(release.version); add it in a new release instead"
        case (.some(let old), .some(let new)) where old.type != new.type:
          message =
            "\(id) of shipped release \(release.version) changed type from \(old.type ?? "none") to \(new.type ?? "none"); add a new field in a new release instead"
        case (.some(let old), .some(let new))
        where old.open != new.open || old.closed != new.closed:
          message =
            "\(id) of shipped release \(release.version) changed whether readers accept unknown values; that is fixed once shipped"
        case (.some(let old), .some(let new)) where old.direction != new.direction:
          message =
            "\(id) of shipped release \(release.version) changed direction; that is fixed once shipped"
        default:
          continue
        }
        reported.insert(id)
        let element = context.head.elements.first { $0.id == id }
        findings.append(
          Finding(
            rule: self.id, severity: .error, id: id, release: release.version, message: message,
            file: element?.span.file.path, line: element?.span.location.line))
      }
    }
    return findings
  }
}
