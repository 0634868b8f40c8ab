import BridgeDiagnostics
import ContractLanguage

/// Replays one package on one release, remembering what does not change between cells: the
/// schema of each release and of each recorded interface, the payloads each release generates,
/// and the result for packages that share an interface, their uses and their captures.
struct Simulator {
  let contract: Contract
  let captures: [CapturedEnvelope]
  /// Names that may appear in reports; anything else from a capture is shown as `[*]`.
  let declaredNames: Set<String>
  /// Captures name their update, so packages with equal interfaces may still differ.
  private let capturesNameUpdates: Bool
  private var releaseSchemas: [String: Result<WireSchema, WireSchemaError>] = [:]
  private var lockSchemas: [ReleaseInterface: Result<WireSchema, WireSchemaError>] = [:]
  private var generated: [String: [PayloadGenerator.Sample]] = [:]
  private var cells: [CellKey: [ReplayProblem]] = [:]

  private struct CellKey: Hashable {
    let interface: ReleaseInterface
    let uses: [LockUse]
    let updateID: String?
    let release: String
  }

  init(contract: Contract, locks: [Lock], captures: [CapturedEnvelope]) {
    self.contract = contract
    self.captures = captures
    self.capturesNameUpdates = captures.contains { $0.updateID != nil }
    var names = Set<String>()
    for id in contract.elements.map(\.id) + locks.flatMap({ $0.interface.elements.map(\.id) }) {
      names.formUnion(namesDeclared(by: id))
    }
    self.declaredNames = names
  }

  mutating func replay(_ lock: Lock, on release: String) -> Result<[ReplayProblem], Diagnostic> {
    let key = CellKey(
      interface: lock.interface, uses: lock.uses.filter(\.sends),
      updateID: capturesNameUpdates ? lock.updateID : nil, release: release)
    if let known = cells[key] { return .success(known) }
    let readerSchema: WireSchema
    switch schema(of: lock) {
    case .success(let schema): readerSchema = schema
    case .failure(let error):
      return .failure(
        .fatal(
          "invalid-lock", "the lock's interface cannot be read: \(error.message)",
          path: "lock \(lock.fileName)"))
    }
    let releaseSchema: WireSchema
    switch schema(of: release) {
    case .success(let schema): releaseSchema = schema
    case .failure(let error):
      return .failure(
        .fatal("invalid-interface", "release \(release): \(error.message)", path: release))
    }

    var problems = Set<ReplayProblem>()
    let belongs = { (capture: CapturedEnvelope) in
      (capture.release == nil || capture.release == release)
        && (capture.updateID == nil || capture.updateID == lock.updateID)
    }

    // Native → content: what the release sends, read by the package.
    let packageReader = PayloadReader(
      schema: readerSchema, reader: .content, declaredNames: declaredNames)
    let captured = captures.filter { $0.from == .native && belongs($0) }
    if !captured.contains(where: \.isSnapshot) {
      for sample in generatedSamples(of: releaseSchema) {
        problems.formUnion(packageReader.read(sample.envelope, source: sample.source).problems)
      }
    }
    for capture in captured {
      let reading = packageReader.read(capture.envelope, source: capture.source)
      problems.formUnion(reading.problems)
      if capture.release != nil {
        for (path, announced) in reading.capabilities {
          problems.formUnion(
            drift(announced, at: path, provided: releaseSchema, source: capture.source))
        }
      }
    }

    // Content → native: what the package sends, read by the release.
    let releaseReader = PayloadReader(
      schema: releaseSchema, reader: .native, declaredNames: declaredNames)
    let sends = selection(of: lock, on: releaseSchema)
    let sent = PayloadGenerator(schema: readerSchema).samples(from: .content, only: sends)
    problems.formUnion(unrecorded(sends, in: readerSchema))
    for sample in sent {
      problems.formUnion(releaseReader.read(sample.envelope, source: sample.source).problems)
    }
    for capture in captures where capture.from == .content && belongs(capture) {
      problems.formUnion(releaseReader.read(capture.envelope, source: capture.source).problems)
    }

    // The same problem shown by several payloads, or by several elements of one array, is
    // reported once, with the first of them.
    var seen = Set<[String]>()
    let sorted = problems.sorted().filter { problem in
      let path = problem.path.replacing(/\[[0-9]+\]/, with: "[]")
      return seen.insert([problem.rule.rawValue, path, problem.id, problem.message]).inserted
    }
    cells[key] = sorted
    return .success(sorted)
  }

  private mutating func schema(of lock: Lock) -> Result<WireSchema, WireSchemaError> {
    if let known = lockSchemas[lock.interface] { return known }
    let made = WireSchema.make(lock.interface)
    lockSchemas[lock.interface] = made
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
  private func selection(of lock: Lock, on release: WireSchema) -> [String: Set<String>?] {
    var messages = Set<String>()
    var cases: [String: Set<String>] = [:]
    for use in lock.uses where use.sends {
      guard let id = use.id, use.guards.allSatisfy({ release.provides($0) }) else { continue }
      if id.hasPrefix("message:") {
        messages.insert(String(id.dropFirst("message:".count)))
      } else if id.hasPrefix("case:"), let slash = id.firstIndex(of: "/") {
        let message = String(id[id.index(id.startIndex, offsetBy: "case:".count)..<slash])
        cases[message, default: []].insert(String(id[id.index(after: slash)...]))
      }
    }
    var selection: [String: Set<String>?] = [:]
    for message in messages { selection[message] = .some(nil) }
    for (message, kinds) in cases { selection[message] = .some(kinds) }
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

extension WireSchema {
  /// Whether a guard (`capability:Q` or `scope:Q/S`) holds on this release.
  func provides(_ guardID: String) -> Bool {
    if guardID.hasPrefix("capability:") {
      return capabilities[String(guardID.dropFirst("capability:".count))] != nil
    }
    if guardID.hasPrefix("scope:"), let slash = guardID.firstIndex(of: "/") {
      let capability = String(
        guardID[guardID.index(guardID.startIndex, offsetBy: "scope:".count)..<slash])
      return capabilities[capability]?.contains(String(guardID[guardID.index(after: slash)...]))
        ?? false
    }
    return true
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
