import BridgeDiagnostics

/// The values a file sends that it does not know (`SentValues`), as hits, for
/// `FileScanner.analyze`.
extension FileScanner {
  /// A hit for each value sent that is not known at its send — at the send, or, for a
  /// parameter, where its calls give it; or, where a test narrows it (`Narrowing`), the names it
  /// equals there — and for each call of an imported wrapper (`senders`, by local name), whose
  /// arguments are then judged. `names` are the file's hits so far. `sendCalls` are the callees
  /// of the sends and of those calls (`SendPlaces`).
  static func sentHits(
    _ sent: SentValues, tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface,
    senders: [String: Set<FileScan.SentSlot>], stores: Set<String>,
    requires: [(call: Int, members: Set<String>)],
    barrels: (functions: Set<String>, modules: [String: Set<String>]), names: [Found],
    file: SourceFile,
    into result: inout FileScan
  ) -> (hits: [Found], sendCalls: [Int]) {
    var found: [Found] = []
    let narrowing = Narrowing(tree: tree, scopes: scopes)
    /// The names a test narrows the value read at `at` to, as hits there; `nil` when none
    /// does, or one of the values is not known.
    func narrowed(at: Int, _ wanted: SentValues.Wanted) -> [Found]? {
      guard let values = narrowing.values(at: at) else { return nil }
      let allowed = Set(sent.candidates(wanted))
      var hits: [Found] = []
      for value in values {
        let named = names.first {
          $0.token == value.upperBound - 1 && $0.start == value.lowerBound
        }
        let written = file.location(of: Int(tree.tokens[value.lowerBound].start))
        let origin = [Use.Origin(file: file.path, line: written.line, column: written.column)]
        if let named, case .named(let targets) = named.hit {
          let meant = targets.filter { allowed.contains($0.id) }
          guard !meant.isEmpty else { return nil }
          var hit = Found(at, .named(meant))
          hit.name = named.name ?? literalText(tree, named.token, tree.bytes)
          hit.via = named.via.isEmpty ? origin : named.via
          hits.append(hit)
        } else if named == nil, wanted.isOneName, value.count == 1,
          tree.kind(value.lowerBound) == .string
        {
          // A string naming none of the message's cases (or scopes): that undeclared name.
          var hit = Found(at, .undeclaredSent(literalText(tree, value.lowerBound, tree.bytes)))
          hit.via = origin
          hits.append(hit)
        } else {
          return nil
        }
      }
      return hits
    }
    let sends = SentValues.sends(
      tree, scopes: scopes, interface: interface, requires: requires, barrels: barrels)
    result.sendExports = sends.exported
    for escape in sends.escapes {
      result.diagnostics.append(
        Diagnostic(
          .warning, SentValues.escapeID,
          "the send function '\(tree.text(escape))' is passed on here: what it sends from there is not checked",
          at: Span(file: file, range: tree.tokens[escape].range)))
    }
    for callee in sends.callees {
      for value in sent.values(atSend: callee) {
        switch value {
        case .known:
          continue
        case .unknown(let at, let wanted):
          found += narrowed(at: at, wanted) ?? [Found(at, .unknown(sent.candidates(wanted)))]
        case .undeclared(let at, let name):
          found.append(Found(at, .undeclaredSent(name)))
        case .parameter(_, let wanted, let at):
          if let hits = narrowed(at: at, wanted) {
            found += hits
            continue
          }
          var hit = Found(at, .unknown(sent.candidates(wanted)))
          hit.sentParameter = value
          found.append(hit)
        }
      }
    }
    var sendCalls = sends.callees
    for read in importedReads(Set(senders.keys), stores: stores, tree: tree, scopes: { scopes }) {
      let (token, local) = (read.token, read.local)
      sendCalls.append(token)
      for slot in senders[local]!.sorted(by: {
        ($0.slot, "\($0.wanted)") < ($1.slot, "\($1.wanted)")
      }) {
        var hit = Found(token, .unknown(sent.candidates(slot.wanted)))
        hit.sentParameter = .parameter(slot: slot.slot, wanted: slot.wanted, at: token)
        hit.isSentCall = true
        found.append(hit)
      }
    }
    return (found, sendCalls)
  }
}

extension FileScanner {
  /// What a hit is as a dynamic use where it stands (`dynamicValue`).
  struct DynamicValue {
    /// The elements it may be; none for a hit that is no dynamic use.
    var candidates: [String] = []
    /// Where its value stopped being known (or, for `undeclared`, where the name was written).
    var lostAt: Int?
    /// It stands in an export and waits for the files calling it (`FileScan.withheldSent`).
    var waitsForCallers = false
    /// The calls give the parameter sent a string that names none of its message's cases (or
    /// scopes): the use is that undeclared name.
    var undeclared: String?
  }

  /// What the hit `found` is as a dynamic use at `place` (one of the places its use stands at),
  /// its slot recorded in `FileScan.senders` where it waits for an export's callers; `nil` when
  /// the chain of calls gives a parameter sent a known value: no use there.
  static func dynamicValue(
    of found: Found, at place: LocalFunctions.Place, sent: SentValues?, matcher: NameMatcher,
    into result: inout FileScan
  ) -> DynamicValue? {
    switch found.hit {
    case .dynamic(let head):
      return DynamicValue(candidates: matcher.sentElements(startingWith: Array(head.utf8)))
    case .unknown(let candidates):
      guard let parameter = found.sentParameter, let sent else {
        return DynamicValue(candidates: candidates, lostAt: found.token)
      }
      // The calls from the parameter's function outwards; for an imported wrapper's call, that
      // call first.
      var calls = place.via.isEmpty ? [] : Array(place.via.dropFirst()) + [place.token]
      if found.isSentCall { calls.insert(found.token, at: 0) }
      switch sent.value(of: parameter, through: calls) {
      case .known:
        return nil
      case .parameter(let slot, let wanted, let at):
        // At an export, each file calling it judges what it gives; else a root's parameter,
        // whose callers are not known.
        if let export = place.heldFor {
          result.senders[export, default: []].insert(FileScan.SentSlot(slot: slot, wanted: wanted))
        }
        return DynamicValue(
          candidates: sent.candidates(wanted), lostAt: at, waitsForCallers: place.heldFor != nil)
      case .unknown(let at, let wanted):
        return DynamicValue(candidates: sent.candidates(wanted), lostAt: at)
      case .undeclared(let at, let name):
        return DynamicValue(lostAt: at, undeclared: name)
      }
    case .unknownLookup(let candidates):
      return DynamicValue(candidates: candidates, lostAt: found.token)
    case .named, .imported, .undeclared, .undeclaredSent:
      return DynamicValue()
    }
  }
}

extension SentValues {
  /// The package whose `sendMessage` sends.
  static let package = "expo-brownfield"
  /// The diagnostic of a read of the send function that does not call it.
  static let escapeID = "send-function-escapes"

  /// What a hit says a sent value may be known by: the ids it names (none for a name built at
  /// run time or one no release declares, which are uses of their own); `nil` for a hit that
  /// names nothing sent.
  static func knownNames(_ found: FileScanner.Found) -> Found? {
    // A parameter's default read: what the calls give decides (`ParameterDefaults`).
    guard !found.isDefault else { return nil }
    return switch found.hit {
    case .named(let targets): Found(start: found.start, token: found.token, ids: targets.map(\.id))
    case .dynamic, .undeclared, .undeclaredSent:
      Found(start: found.start, token: found.token, ids: [])
    case .imported, .unknown, .unknownLookup: nil
    }
  }
}
