import BridgeDiagnostics

/// A read of an imported function holding uses (`FileScanner.importedReads`): its token, the
/// function's local name, and — for a function another one hands back (`useArchive(on).archive`)
/// — the token naming the call whose result is read there, whose arguments give that other
/// function's flags (`FlagParameters.given`).
struct ImportedRead {
  let token: Int
  let local: String
  var call: Int?
  /// Whether the function runs at the read though no call is written there (a query's
  /// `enabled` option: `ResultReads.Read.runs`).
  var runs = false
  /// The member of the result this is a function of, where the result is spread at `token`
  /// (`return { ...useTaskActions() }`): read where that member of what it is spread into is
  /// (`LocalFunctions.places(of:member:)`).
  var spreadMember: String?
}

/// Where the uses inside imported functions stand in this file, and the role of a use.
extension FileScanner {
  /// The reads of the imported functions `names` (by local name): each reference of their
  /// import bindings, in order — for a method of an imported object (`bridge.archive`,
  /// `ImportReads.members`), each read of that member (`bridge.archive(…)`, its name's token)
  /// and each place the object is passed on whole (`register(bridge)`), which may call it; for
  /// a function an imported function hands back (`useTaskActions().archive`), each read of
  /// that member of its calls' results (`ResultReads`) — of a store another file makes (by
  /// local name in `stores`), each read of that action (`StoreActions`). A result spread into
  /// the options of a TanStack Query hook the file imports (by `interface`) is read where the
  /// hook runs them (`StartingHooks.spreadReads`). A store's slice (by local name in `slices`)
  /// spread into it hands back nothing there: its actions are the store's.
  static func importedReads(
    _ names: Set<String>, stores: Set<String> = [], slices: Set<String> = [],
    interface: ModuleInterface? = nil, tree: TokenTree, scopes: () -> ScopeTree?
  ) -> [ImportedRead] {
    guard !names.isEmpty, let scopeTree = scopes() else { return [] }
    var methods: [String: [String]] = [:]
    var results: [String: Set<String>] = [:]
    for name in names {
      let (object, member, ofResult) = CheckCalls.splitHeld(name)
      guard let member else { continue }
      if ofResult {
        results[object, default: []].insert(member)
      } else {
        methods[object, default: []].append(member)
      }
    }
    var byBinding: [Int32: [Int]]?
    let hooks =
      results.isEmpty
      ? StartingHooks.none
      : interface.map { StartingHooks(scopes: scopeTree, interface: $0) } ?? .none
    var found: [ImportedRead] = []
    for reference in scopeTree.references where reference.binding >= 0 {
      let binding = scopeTree.bindings[Int(reference.binding)]
      guard binding.kind == .import, binding.scope == 0 else { continue }
      let read = Int(reference.token)
      // A hook's dependency list only compares what it lists.
      guard !tree.isHookDependency(read) else { continue }
      // An export clause (`import { f } from "./a"; export { f }`) passes the function on: the
      // bundle follows it to the files importing this one, where it is read.
      if names.contains(binding.name), !tree.isExportClause(read) {
        found.append(ImportedRead(token: read, local: binding.name))
      }
      if let members = results[binding.name], !tree.isExportClause(read),
        !tree.isWord(read - 1, "typeof"),
        !slices.contains(binding.name) || tree.kind(read - 1) != .spread
      {
        if byBinding == nil { byBinding = scopeTree.referencesByBinding() }
        let references = byBinding!
        let reads =
          stores.contains(binding.name)
          ? StoreActions.reads(ofStoreAt: read, tree: tree, scopes: scopeTree) {
            references[$0] ?? []
          }
          : ResultReads.reads(
            ofCallAt: read, tree: tree, scopes: scopeTree, hooks: hooks
          ) {
            references[$0] ?? []
          }
        // Spread whole (`{ ...useTaskActions() }`): each member where it is read of what holds
        // the spread, when a function returns that (`LocalFunctions.places(of:member:)`).
        let spread =
          tree.kind(read - 1) == .spread && reads.count == 1 && reads[0].token == read
          && reads[0].member == nil
        for result in reads {
          // A function handed back on its own is read wherever the result is.
          for member in members.filter({ LocalFunctions.reads(result, $0) }).sorted() {
            found.append(
              ImportedRead(
                token: result.token, local: CheckCalls.heldName(binding.name, member),
                call: stores.contains(binding.name) ? nil : read, runs: result.runs,
                spreadMember: spread && member != LocalFunctions.returnedItself ? member : nil))
          }
        }
      }
      guard let members = methods[binding.name],
        tree.memberName(after: read) != nil
          || !tree.isExportClause(read)
            && !tree.isWord(read - 1, "typeof")
      else { continue }
      for (member, token) in ObjectMethods.reached(from: read, keys: members, tree: tree) {
        found.append(ImportedRead(token: token, local: CheckCalls.methodName(binding.name, member)))
      }
    }
    return found
  }

  /// The places a use inside each imported function `local`, read at `token`, stands at: there,
  /// or carried on out of the file's own functions. Their lines and columns are found in one
  /// pass over the file (a file reading thousands of screens on one line asked once each).
  static func callPlaces(
    of reads: [ImportedRead], functions: LocalFunctions?,
    guardsAt: [Int: LocalFunctions.Held], tree: TokenTree, file: SourceFile,
    instance: (Int, Int) -> [String: LocalFunctions.Held] = { _, _ in [:] },
    given: [Int: [String: LocalFunctions.Held]] = [:], ignoredLines: [Int: String],
    into result: inout FileScan
  ) {
    var found: [(read: Int, local: String, runs: Bool, place: LocalFunctions.Place)] = []
    for read in reads {
      let (token, local) = (read.token, read.local)
      let held = guardsAt[token] ?? HeldGuards()
      let places =
        functions?.places(
          of: token, held: held, guardsAt: guardsAt, tree: tree, instance: instance,
          given: given[token] ?? [:], member: read.spreadMember)
        ?? [
          LocalFunctions.Place(
            token: token, guards: held.guards, asserted: held.asserted, via: [],
            origins: held.origins, given: given[token] ?? [:]
          ).withoutFlags
        ]
      found += places.map { (token, local, read.runs, $0) }
    }
    // Where each stands, and the calls it passed through (the read of the import first, unless
    // it stands at the read).
    let stands = found.map { Int(tree.tokens[$0.place.standsAt ?? $0.place.token].start) }
    let passed = found.map { item in
      item.place.via.filter { $0 != item.place.standsAt }.map { Int(tree.tokens[$0].start) }
    }
    let locations = placeLocations(stands + passed.joined(), in: file)
    var next = stands.count
    for (index, item) in found.enumerated() {
      let (start, at) = (stands[index], locations[index])
      let via = passed[index].map { _ in
        defer { next += 1 }
        return Use.Origin(
          .call, file: file.path, line: locations[next].line, column: locations[next].column)
      }
      let excerpt = excerpt(of: file, at: start)
      // Inside a function this file exports, the place is where the read runs, and the use
      // placed there waits for the files calling that function (`CallPlace.heldFor`).
      if let held = item.place.heldFor { result.heldCallExports.insert(held) }
      result.importedCallPlaces[item.local, default: []].append(
        FileScan.CallPlace(
          file: file.path, line: at.line, column: at.column, offset: start, excerpt: excerpt.text,
          excerptColumn: excerpt.column, guards: item.place.guards, asserted: item.place.asserted,
          via: via, guardedAt: guardedAt(item.place.origins, holding: item.place.guards, in: file),
          ignoreReason: ignoredLines[at.line], heldFor: item.place.heldFor,
          isCall: item.runs || isCall(tree, item.read),
          standsInFunctionValue: item.place.standsAt != nil,
          given: item.place.given.isEmpty
            ? [:]
            : item.place.given.mapValues {
              FileScan.Given(
                guards: $0.guards, guardedAt: guardedAt($0.origins, holding: $0.guards, in: file))
            }))
    }
  }

  /// Where the checks behind `guards` stand (`Use.guardedAt`): the origins among `origins` of
  /// a guard that holds, by position, each once.
  static func guardedAt(
    _ origins: Set<GuardOrigin>, holding guards: Set<String>, in file: SourceFile
  ) -> [Use.Origin] {
    let kept = origins.filter { !$0.proves.isDisjoint(with: guards) }.sorted {
      ($0.offset, $0.what.rawValue) < ($1.offset, $1.what.rawValue)
    }
    var placed: [Use.Origin] = []
    for origin in kept {
      let at = file.location(of: origin.offset)
      let place = Use.Origin(origin.what, file: file.path, line: at.line, column: at.column)
      if placed.last != place { placed.append(place) }
    }
    return placed
  }

  /// Whether the name at `token` is called there: `f(…)`, `f?.(…)`, `result[0](…)` (by the
  /// position's token), or mounted, `<F …>`.
  static func isCall(_ tree: TokenTree, _ token: Int) -> Bool {
    if tree.kind(token) == .number, tree.kind(token + 1) == .rightBracket {
      return tree.kind(token + 2) == .leftParen
    }
    switch tree.kind(token + 1) {
    case .leftParen: return true
    case .optionalChain: return tree.kind(token + 2) == .leftParen
    default: return token > 0 && tree.kind(token - 1) == .jsxElementStart
    }
  }

  /// The role of a use of `target`, as the gate weighs it (`GateContext.sends`).
  static func role(of target: NameMatcher.Target) -> Use.Role {
    switch target.kind {
    case .module: .looksUp
    case .scope: .sends
    case .capability: .handles
    default: target.isSent ? .sends : .handles
    }
  }
}
