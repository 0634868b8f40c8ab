import BridgeDiagnostics
import ContractLanguage

/// What a contract change means for shipping (DOMAIN.md, "Change kinds").
public enum Impact: String, Sendable, Comparable, CaseIterable {
  /// No native change: OTA as usual.
  case none
  /// New releases on the current runtime add only optional, gated things.
  case newIPA = "new-ipa"
  /// A new runtime begins.
  case newRuntime = "new-runtime"

  public static func < (lhs: Impact, rhs: Impact) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

extension Finding {
  /// A classified change, or a broken promise: about an element (or, for release-level
  /// findings, a release or the runtime version), in the release that changes it, at its line
  /// of the head's contract when known.
  init(
    rule: String, severity: Severity, id: String, release: String?, message: String,
    file: String?, line: Int?
  ) {
    self.init(
      rule: rule, severity: severity, id: id, name: nil, releases: release.map { [$0] } ?? [],
      file: file, line: line, column: nil, message: message, fix: nil)
  }
}

/// One element's change between a release and the one before it in the head's history.
public struct InterfaceChange: Sendable {
  public enum Kind: Sendable { case added, removed, deprecated }
  public let kind: Kind
  public let element: Element
  public let release: Release
  public let previous: Release?

  /// What identifies the change across the base and the head.
  var key: String { "\(kind) \(element.id) \(release.version)" }

  /// Within one runtime every change must be safe in both directions; at a new runtime anything
  /// goes.
  public var withinRuntime: Bool {
    previous.map { $0.runtimeIndex == release.runtimeIndex } ?? false
  }
}

/// Everything an evolution rule needs: both contracts, the shipped history of the base, and the
/// changes the head's new releases make.
public struct EvolutionContext: Sendable {
  public let base: Contract
  public let head: Contract
  /// The base's releases that have shipped (not `unreleased`): their interface is frozen.
  public let shipped: [Release]
  /// The head's releases that were not shipped in the base, in history order.
  public let newReleases: [Release]
  /// The changes this diff makes: what the base did not already have.
  public let changes: [InterfaceChange]
  /// The changes of unreleased releases that the base already had: the backlog waiting for an
  /// IPA, reported apart and never again as "added".
  public let pending: [InterfaceChange]
  /// For each type and enum name, who reads values of it: native for content → native payloads,
  /// content for native → content ones (both when both directions carry it).
  let readers: [String: Set<Direction>]

  public init(base: Contract, head: Contract) {
    self.base = base
    self.head = head
    shipped = base.releases.filter { $0.status != .unreleased }
    // New: absent from the base, or unreleased there and changed since. An unreleased build the
    // change leaves alone is no news.
    let baseReleases = Dictionary(uniqueKeysWithValues: base.releases.map { ($0.version, $0) })
    newReleases = head.releases.filter { release in
      guard let before = baseReleases[release.version] else { return true }
      guard before.status == .unreleased else { return false }
      return base.interface(of: before) != head.interface(of: release)
        || before.properties != release.properties
    }
    // What an unreleased release of the base already changed is pending, not news: each pull
    // request reports only what it changes itself.
    let pendingReleases = head.releases.filter { baseReleases[$0.version]?.status == .unreleased }
    let before = Set(
      EvolutionContext.changes(
        in: base, releases: base.releases.filter { $0.status == .unreleased }
      )
      .map(\.key))
    var changes: [InterfaceChange] = []
    var pending: [InterfaceChange] = []
    for change in EvolutionContext.changes(in: head, releases: newReleases) {
      if before.contains(change.key) { pending.append(change) } else { changes.append(change) }
    }
    for change in EvolutionContext.changes(in: head, releases: pendingReleases)
    where before.contains(change.key) && !pending.contains(where: { $0.key == change.key }) {
      pending.append(change)
    }
    self.changes = changes
    self.pending = pending
    self.readers = EvolutionContext.readers(in: head)
  }

  /// Each element's change in each of `releases`, relative to the release before it.
  private static func changes(in contract: Contract, releases: [Release]) -> [InterfaceChange] {
    var changes: [InterfaceChange] = []
    for release in releases {
      let previous = release.index > 0 ? contract.releases[release.index - 1] : nil
      for element in contract.elements {
        let now = element.availability.isAvailable(in: release.index)
        let before = previous.map { element.availability.isAvailable(in: $0.index) } ?? false
        if now && !before {
          changes.append(
            InterfaceChange(kind: .added, element: element, release: release, previous: previous))
        } else if before && !now {
          changes.append(
            InterfaceChange(kind: .removed, element: element, release: release, previous: previous))
        } else if now, element.availability.isDeprecated(in: release.index),
          !(previous.map { element.availability.isDeprecated(in: $0.index) } ?? false)
        {
          changes.append(
            InterfaceChange(
              kind: .deprecated, element: element, release: release, previous: previous))
        }
      }
    }
    return changes
  }

  /// Whether `release`'s `property` (and the one of the release before it) is the base's own: an
  /// unreleased release of the base whose change this diff leaves alone.
  func isPending(_ property: ReleaseProperty, of release: Release) -> Bool {
    guard let before = base.release(named: release.version), before.status == .unreleased,
      before.index > 0, release.index > 0
    else { return false }
    return before.properties[property] == release.properties[property]
      && base.releases[before.index - 1].properties[property]
        == head.releases[release.index - 1].properties[property]
  }

  /// Whether `release`'s package versions (relative to the release before it) are the base's
  /// own: an unreleased release of the base whose block this change leaves alone.
  func packagesArePending(_ release: Release) -> Bool {
    guard let before = base.release(named: release.version), before.status == .unreleased else {
      return false
    }
    let previousHead = release.index > 0 ? head.releases[release.index - 1].packages : [:]
    let previousBase = before.index > 0 ? base.releases[before.index - 1].packages : [:]
    return before.packages == release.packages && previousBase == previousHead
  }

  /// Follows payload types and case fields, through nested types, from every message.
  private static func readers(in contract: Contract) -> [String: Set<Direction>] {
    var fieldsByType: [String: [TypeReference]] = [:]
    for element in contract.elements where element.kind == .field {
      guard let parent = element.parent, contract.elements[parent].kind == .type,
        let type = element.type
      else { continue }
      fieldsByType[contract.elements[parent].name, default: []].append(type)
    }
    func named(_ type: TypeReference) -> String? {
      switch type {
      case .named(let name): name
      case .array(let inner), .map(let inner), .optional(let inner): named(inner)
      default: nil
      }
    }
    var readers: [String: Set<Direction>] = [:]
    for element in contract.elements {
      guard let direction = element.direction, let type = element.type, let start = named(type)
      else { continue }
      // Content → native payloads are read by native; native → content ones by content.
      let reader: Direction = direction == .content ? .native : .content
      var pending = [start]
      while let name = pending.popLast() {
        guard readers[name, default: []].insert(reader).inserted else { continue }
        pending += (fieldsByType[name] ?? []).compactMap(named)
      }
    }
    return readers
  }

  /// Who reads values of the type or enum holding `element` (a field or an enum case): native,
  /// content, or both. A case's fields are read by the case's receiver.
  func readers(of element: Element) -> Set<Direction> {
    guard let parent = parent(of: element) else { return [] }
    if parent.kind == .messageCase { return parent.direction == .content ? [.native] : [.content] }
    return readers[parent.name] ?? [.native, .content]
  }

  /// "content built for earlier releases", "native releases of the runtime", or both.
  func oldReaders(of element: Element) -> String {
    let who = readers(of: element)
    if who == [.content] { return "content built for earlier releases" }
    if who == [.native] { return "earlier native releases" }
    return "earlier native releases and content built for them"
  }

  func parent(of element: Element) -> Element? { element.parent.map { head.elements[$0] } }

  /// Whether the change is an element added together with its parent (a field of a new case):
  /// the parent's finding covers it.
  func isPartOfNewParent(_ change: InterfaceChange) -> Bool {
    guard change.kind == .added, let parent = parent(of: change.element) else { return false }
    return !(change.previous.map { parent.availability.isAvailable(in: $0.index) } ?? false)
  }

  /// Why `change` would break phones if it happened within a runtime, or `nil` when it is safe
  /// in both directions (DOMAIN.md, "Change kinds"). The rules and the runtime-version check share
  /// this one definition.
  func breaksWithinRuntime(_ change: InterfaceChange) -> String? {
    let element = change.element

    switch change.kind {
    case .deprecated:
      return nil
    case .removed:
      if let parent = parent(of: element),
        !parent.availability.isAvailable(in: change.release.index)
      {
        return nil
      }
      return "content published for the runtime still uses it on every release of the runtime"
    case .added:
      if isPartOfNewParent(change) { return nil }  // judged with its parent
      switch element.kind {
      case .message:
        guard element.availability.requires.isEmpty else { return nil }
        return element.direction == .content
          ? "content built for the new release would send it to earlier releases, which lack it"
          : "content cannot tell whether native will send it"
      case .messageCase:
        if element.direction == .content {
          return element.availability.requires.isEmpty
            ? "content built for the new release would send it to earlier releases, which lack it"
            : nil
        }
        return parent(of: element)?.isOpen == true
          ? nil
          : "content built for earlier releases rejects case kinds it does not know (the message is not open)"
      case .field:
        let who = readers(of: element)
        if element.type?.isOptional == false {
          if who == [.content] {
            return
              "content built for the new release would expect it from earlier native releases, which never send it"
          }
          if who == [.native] {
            return
              "the new native release would expect it from content built for earlier releases, which never sends it"
          }
          return "a required field breaks whichever side was built without it"
        }
        if parent(of: element)?.isClosed == true {
          return "\(oldReaders(of: element)) reject fields they do not know (the type is closed)"
        }
        return nil
      case .enumCase:
        return parent(of: element)?.isOpen == true
          ? nil : "\(oldReaders(of: element)) reject values they do not know (the enum is not open)"
      default:
        return nil
      }
    }
  }

  /// A finding at the element's declaration in the head.
  func finding(
    _ rule: String, _ severity: Severity, _ change: InterfaceChange, _ message: String
  ) -> Finding {
    let location = change.element.span.location
    return Finding(
      rule: rule, severity: severity, id: change.element.id, release: change.release.version,
      message: message, file: change.element.span.file.path, line: location.line)
  }

  func describe(_ element: Element) -> String {
    "\(element.kind.word) '\(element.id.drop { $0 != ":" }.dropFirst())'"
  }
}

/// One rule of contract evolution: its findings for the changes between two contracts. Its
/// examples are pairs of contracts.
public protocol EvolutionRule: Rule where Example == EvolutionExample {
  /// `frozen-history`, `additions`, `removals`, `deprecations`, `properties`, `packages` or
  /// `runtime-version`.
  var category: String { get }
  func check(_ context: EvolutionContext) -> [Finding]
}

extension EvolutionRule {
  /// The most the rule says, as its examples show it.
  public var severity: Severity {
    examples.compactMap(\.expectation.severity).max() ?? .note
  }
}

/// A pair of contracts and what the rule must say about the change between them.
public struct EvolutionExample: RuleExample {
  public typealias Expectation = RuleExpectation

  public let title: String
  public let previous: String
  public let current: String
  public let expectation: Expectation
  /// The runtime version files of each side, when the example is about them.
  public let previousRuntimeVersion: String?
  public let currentRuntimeVersion: String?

  public init(
    _ title: String, previous: String, current: String, _ expectation: Expectation,
    previousRuntimeVersion: String? = nil, currentRuntimeVersion: String? = nil
  ) {
    self.title = title
    self.previous = previous
    self.current = current
    self.expectation = expectation
    self.previousRuntimeVersion = previousRuntimeVersion
    self.currentRuntimeVersion = currentRuntimeVersion
  }

  public var shown: [ShownInput] {
    var inputs = [ShownInput("Previous", previous), ShownInput("Current", current)]
    if let before = previousRuntimeVersion, let after = currentRuntimeVersion {
      inputs.append(
        ShownInput("`runtime-version.txt`, previous → current", "\(before) → \(after)\n"))
    }
    return inputs
  }
}
