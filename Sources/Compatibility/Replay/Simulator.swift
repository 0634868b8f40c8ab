import BridgeDiagnostics
import ContractLanguage

/// Replays packages on releases, remembering what does not change between cells: the schema of
/// each release and of each recorded interface, the payloads each release generates, and each
/// direction's result for packages that share what decides it. What a release sends is read
/// alike by every package with the same recorded interface (most packages of a runtime share
/// one), so the largest payloads are read once per interface and release, not once per package.
struct Simulator {
  let contract: Contract
  let captures: [CapturedEnvelope]
  /// Names that may appear in reports; anything else from a capture is shown as `[*]`.
  let declaredNames: Set<String>
  /// Captures name their update, so packages with equal interfaces may still differ.
  private let capturesNameUpdates: Bool
  /// Each distinct recorded interface, numbered, so a cell hashes a number instead of one.
  private var interfaceNumbers: [ReleaseInterface: Int] = [:]
  private var lockSchemas: [Int: Result<WireSchema, WireSchemaError>] = [:]
  private var releaseSchemas: [String: Result<WireSchema, WireSchemaError>] = [:]
  private var generated: [String: [PayloadGenerator.Sample]] = [:]
  /// Per recorded interface: the payloads the package may send, by message and case kind.
  private var packageSamples: [Int: [SampleGroup: [PayloadGenerator.Sample]]] = [:]
  /// What the release's reader makes of one group of the package's payloads.
  private var sentReadings: [SentKey: [ReplayProblem]] = [:]
  /// What the package's reader makes of everything the release sends.
  private var received: [ReceivedKey: [ReplayProblem]] = [:]

  /// A message, and for one with cases a case kind: what one use sends.
  private struct SampleGroup: Hashable {
    let message: String
    let kind: String?
  }

  private struct SentKey: Hashable {
    let interface: Int
    let group: SampleGroup
    let release: String
  }

  private struct ReceivedKey: Hashable {
    let interface: Int
    /// The lock's update ids (every publication of the package), when captures name updates.
    let updateIDs: [String]?
    let release: String
  }

  init(contract: Contract, locks: [Lock], captures: [CapturedEnvelope]) {
    self.contract = contract
    self.captures = captures
    self.capturesNameUpdates = captures.contains { $0.updateID != nil }
    var names = Set<String>()
    for element in contract.elements { names.formUnion(namesDeclared(by: element.id)) }
    for lock in locks where interfaceNumbers[lock.interface] == nil {
      interfaceNumbers[lock.interface] = interfaceNumbers.count
      for element in lock.interface.elements { names.formUnion(namesDeclared(by: element.id)) }
    }
    self.declaredNames = names
  }

  /// The package's problems on each release: errors first, each problem once.
  mutating func replay(_ lock: Lock, at path: String, on releases: [String]) -> [(
    release: String, result: Result<[ReplayProblem], Diagnostic>
  )] {
    let number = interfaceNumber(of: lock.interface)
    let readerSchema: WireSchema
    switch schema(of: lock.interface, number: number) {
    case .success(let schema): readerSchema = schema
    case .failure(let error):
      let diagnostic = Diagnostic.fatal(
        "invalid-lock", "the lock's interface cannot be read: \(error.message)",
        path: path)
      return releases.map { ($0, .failure(diagnostic)) }
    }
    let updateIDs = capturesNameUpdates ? lock.publications.compactMap(\.updateID) : nil
    let uses = SentUse.parse(lock.uses)
    return releases.map { release in
      let releaseSchema: WireSchema
      switch schema(of: release) {
      case .success(let schema): releaseSchema = schema
      case .failure(let error):
        return (
          release,
          .failure(
            .fatal("invalid-interface", "release \(release): \(error.message)", path: release))
        )
      }
      let key = ReceivedKey(interface: number, updateIDs: updateIDs, release: release)
      if received[key] == nil {
        received[key] = merged(receive(releaseSchema, by: readerSchema, updateIDs: updateIDs))
      }
      let sent = send(
        uses, interface: number, with: readerSchema, to: releaseSchema, updateIDs: updateIDs)
      // Most packages send nothing the release rejects: then the cell is what they receive.
      let wire = sent.isEmpty ? received[key]! : merged(received[key]! + sent)
      let packages = Replay.packageProblems(
        lock, on: contract.release(named: release)!, contract: contract)
      return (release, .success((wire + packages).sorted()))
    }
  }

  /// Whether a capture is replayed in a cell.
  private func belongs(_ capture: CapturedEnvelope, release: String, updateIDs: [String]?) -> Bool {
    (capture.release == nil || capture.release == release)
      && (capture.updateID.map { updateIDs?.contains($0) ?? false } ?? true)
  }

  /// Native → content: what the release sends — its captured snapshots, or else generated
  /// payloads — read by the package.
  private mutating func receive(
    _ release: WireSchema, by package: WireSchema, updateIDs: [String]?
  ) -> [ReplayProblem] {
    var problems: [ReplayProblem] = []
    let reader = PayloadReader(schema: package, reader: .content, declaredNames: declaredNames)
    let captured = captures.filter {
      $0.from == .native && belongs($0, release: release.release, updateIDs: updateIDs)
    }
    if !captured.contains(where: \.isSnapshot) {
      for sample in generatedSamples(of: release) {
        problems += reader.read(sample.envelope, source: sample.source).problems
      }
    }
    for capture in captured {
      let reading = reader.read(capture.envelope, source: capture.source)
      problems += reading.problems
      guard capture.release != nil else { continue }
      for (path, announced) in reading.capabilities {
        problems += drift(announced, at: path, provided: release, source: capture.source)
      }
    }
    return problems
  }

  /// Content → native: what the package sends — each message and case it uses that no unmet
  /// guard keeps from running on the release, and its transcripts — read by the release. Each
  /// message and case is read once per recorded interface and release, whichever packages send it.
  private mutating func send(
    _ uses: [SentUse], interface: Int, with package: WireSchema, to release: WireSchema,
    updateIDs: [String]?
  ) -> [ReplayProblem] {
    let sends = selection(of: uses, on: release)
    var problems = unrecorded(sends, in: package)
    if packageSamples[interface] == nil {
      packageSamples[interface] = Dictionary(
        grouping: PayloadGenerator(schema: package).samples(from: .content)
      ) { SampleGroup(message: $0.message, kind: $0.kind) }
    }
    let samples = packageSamples[interface]!
    let reader = PayloadReader(schema: release, reader: .native, declaredNames: declaredNames)
    for (message, kinds) in sends {
      let groups =
        kinds.map { $0.map { SampleGroup(message: message, kind: $0) } }
        ?? samples.keys.filter { $0.message == message }
      for group in groups {
        let key = SentKey(interface: interface, group: group, release: release.release)
        if sentReadings[key] == nil {
          sentReadings[key] = (samples[group] ?? []).flatMap {
            reader.read($0.envelope, source: $0.source).problems
          }
        }
        problems += sentReadings[key]!
      }
    }
    for capture in captures
    where capture.from == .content
      && belongs(capture, release: release.release, updateIDs: updateIDs)
    {
      problems += reader.read(capture.envelope, source: capture.source).problems
    }
    return problems
  }

  /// Errors first, in a stable order; the same problem shown by several payloads, or by several
  /// elements of one array, once, with the first of them.
  private func merged(_ problems: [ReplayProblem]) -> [ReplayProblem] {
    var seen = Set<[String]>()
    return problems.sorted().filter { problem in
      seen.insert([
        problem.rule, withoutIndices(problem.path), problem.id, problem.message,
      ])
      .inserted
    }
  }

  private mutating func interfaceNumber(of interface: ReleaseInterface) -> Int {
    if let number = interfaceNumbers[interface] { return number }
    interfaceNumbers[interface] = interfaceNumbers.count
    return interfaceNumbers.count - 1
  }

  private mutating func schema(of interface: ReleaseInterface, number: Int) -> Result<
    WireSchema, WireSchemaError
  > {
    if let known = lockSchemas[number] { return known }
    let made = WireSchema.make(interface)
    lockSchemas[number] = made
    return made
  }

  private mutating func schema(of release: String) -> Result<WireSchema, WireSchemaError> {
    if let known = releaseSchemas[release] { return known }
    let made = WireSchema.make(contract.interface(of: contract.release(named: release)!))
    releaseSchemas[release] = made
    return made
  }

  private mutating func generatedSamples(of schema: WireSchema) -> [PayloadGenerator.Sample] {
    if let known = generated[schema.release] { return known }
    let made = PayloadGenerator(schema: schema).samples(from: .native)
    generated[schema.release] = made
    return made
  }

  /// The messages and case kinds the package sends on `release`: every use it makes that no
  /// unmet guard keeps from running there. A message used without any of its cases named sends
  /// any of them.
  private func selection(of uses: [SentUse], on release: WireSchema) -> [String: Set<String>?] {
    var selection: [String: Set<String>?] = [:]
    for use in uses where use.guards.allSatisfy({ release.provides($0) }) {
      if let kind = use.kind {
        var kinds = selection[use.message].flatMap { $0 } ?? []
        kinds.insert(kind)
        selection[use.message] = .some(kinds)
      } else if selection[use.message] == nil {
        selection[use.message] = .some(nil)
      }
    }
    return selection
  }

  /// A note for each message or case the package sends that the interface it recorded lacks:
  /// a guarded use of a newer release's element, whose payload the lock cannot tell.
  private func unrecorded(_ sends: [String: Set<String>?], in schema: WireSchema) -> [ReplayProblem]
  {
    var ids: [String] = []
    for (message, kinds) in sends {
      guard let known = schema.messages[message] else {
        ids.append("message:\(message)")
        continue
      }
      for kind in kinds ?? [] where known.cases?[kind] == nil {
        ids.append("case:\(message)/\(kind)")
      }
    }
    return ids.map { id in
      ReplayProblem(
        rule: .useUnrecorded, path: "$", id: id,
        message:
          "the package sends '\(id)', which the interface it was built against (\(schema.release)) lacks; its payload is not replayed",
        source: "the lock's uses")
    }
  }

  /// A captured snapshot's capabilities against what the release provides.
  private func drift(
    _ announced: [String: [String]], at path: String, provided release: WireSchema,
    source: String
  ) -> [ReplayProblem] {
    func shown(_ name: String) -> String {
      declaredNames.contains(name) ? "'\(name)'" : "an undeclared capability"
    }
    var problems: [ReplayProblem] = []
    for (capability, scopes) in announced.sortedByKey() {
      let id = declaredNames.contains(capability) ? "capability:\(capability)" : ""
      guard let providedScopes = release.capabilities[capability] else {
        problems.append(
          ReplayProblem(
            rule: .capabilityDrift, path: path, id: id,
            message:
              "the snapshot announces \(shown(capability)), which release \(release.release) does not provide: the native build and its contract disagree",
            source: source))
        continue
      }
      for scope in Set(scopes).sorted() where !providedScopes.contains(scope) {
        let scopeShown = declaredNames.contains(scope) ? "scope '\(scope)'" : "an undeclared scope"
        problems.append(
          ReplayProblem(
            rule: .capabilityDrift, path: path, id: id,
            message:
              "the snapshot announces \(scopeShown) of '\(capability)', which release \(release.release) does not provide: the native build and its contract disagree",
            source: source))
      }
      for scope in providedScopes where !scopes.contains(scope) {
        problems.append(
          ReplayProblem(
            rule: .capabilityOmitted, path: path, id: "scope:\(capability)/\(scope)",
            message:
              "the snapshot omits scope '\(scope)' of '\(capability)', which release \(release.release) provides (it may depend on the device)",
            source: source))
      }
    }
    for capability in release.capabilities.keys.sorted() where announced[capability] == nil {
      problems.append(
        ReplayProblem(
          rule: .capabilityOmitted, path: path, id: "capability:\(capability)",
          message:
            "the snapshot omits '\(capability)', which release \(release.release) provides (it may depend on the device)",
          source: source))
    }
    return problems
  }
}

/// A message or case a package sends, and the checks that guard it, parsed from its lock once.
struct SentUse {
  /// A guard: a capability, or one of its scopes.
  struct Guard {
    let capability: String
    let scope: String?
  }

  let message: String
  /// `nil` for a use of the message itself.
  let kind: String?
  let guards: [Guard]

  static func parse(_ uses: [LockUse]) -> [SentUse] {
    uses.compactMap { use in
      guard use.sends, let id = use.id else { return nil }
      let guards = use.guards.compactMap(Guard.init)
      if id.hasPrefix("message:") {
        return SentUse(message: String(id.dropFirst("message:".count)), kind: nil, guards: guards)
      }
      guard id.hasPrefix("case:"), let slash = id.firstIndex(of: "/") else { return nil }
      return SentUse(
        message: String(id[id.index(id.startIndex, offsetBy: "case:".count)..<slash]),
        kind: String(id[id.index(after: slash)...]), guards: guards)
    }
  }
}

extension SentUse.Guard {
  /// `capability:Q` or `scope:Q/S`; `nil` for anything else, which guards nothing on the wire.
  init?(_ id: String) {
    if id.hasPrefix("capability:") {
      self.init(capability: String(id.dropFirst("capability:".count)), scope: nil)
    } else if id.hasPrefix("scope:"), let slash = id.firstIndex(of: "/") {
      self.init(
        capability: String(id[id.index(id.startIndex, offsetBy: "scope:".count)..<slash]),
        scope: String(id[id.index(after: slash)...]))
    } else {
      return nil
    }
  }
}

extension WireSchema {
  /// Whether a guard holds on this release.
  func provides(_ check: SentUse.Guard) -> Bool {
    guard let scopes = capabilities[check.capability] else { return false }
    return check.scope.map { scopes.contains($0) } ?? true
  }
}

/// The names an element id declares: `field:tempo.perform/task.create(title)` declares
/// `tempo.perform`, `task.create` and `title`; `enum-case:Route.pomodoro` declares `Route` and
/// `pomodoro`.
private func namesDeclared(by id: String) -> [String] {
  guard let colon = id.firstIndex(of: ":") else { return [] }
  let kind = id[..<colon]
  let rest = id[id.index(after: colon)...]
  let parts = rest.split(whereSeparator: { "/()".contains($0) }).map(String.init)
  // Type, field and enum names are never dotted, so their first dot separates the member.
  if kind == "type" || kind == "enum" || kind == "enum-case"
    || (kind == "field" && !rest.contains("/"))
  {
    return parts.flatMap { part in
      part.split(separator: ".", maxSplits: 1).map(String.init)
    }
  }
  return parts
}

/// `$.data.inbox[3].priority` as `$.data.inbox[].priority`: one problem of every element of an
/// array is one problem. Other brackets (`[*]`, `["tempo.sync"]`) are kept.
func withoutIndices(_ path: String) -> String {
  var result = ""
  var pending: String?  // "[" and the digits after it, until we know it is an index
  for character in path {
    if var index = pending {
      if character == "]", index.count > 1 {
        result += "[]"
        pending = nil
      } else if character.isASCII, character.isNumber {
        index.append(character)
        pending = index
      } else {
        result += index
        pending = nil
        if character == "[" { pending = "[" } else { result.append(character) }
      }
    } else if character == "[" {
      pending = "["
    } else {
      result.append(character)
    }
  }
  return result + (pending ?? "")
}
