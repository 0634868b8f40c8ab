import BridgeDiagnostics

/// Where the uses inside imported functions stand in this file, and the role of a use.
extension FileScanner {
  /// The reads of the imported functions `names` (by local name): each reference of their
  /// import bindings, in order.
  static func importedReads(_ names: Set<String>, scopes: () -> ScopeTree?) -> [(
    token: Int, local: String
  )] {
    guard !names.isEmpty, let tree = scopes() else { return [] }
    return tree.references.compactMap { reference in
      guard reference.binding >= 0 else { return nil }
      let binding = tree.bindings[Int(reference.binding)]
      guard binding.kind == .import, binding.scope == 0, names.contains(binding.name) else {
        return nil
      }
      return (Int(reference.token), binding.name)
    }
  }

  /// The places a use inside the imported function `local`, read at `token`, stands at: there,
  /// or carried on out of the file's own functions.
  static func callPlaces(
    of token: Int, import local: String, functions: LocalFunctions?,
    guardsAt: [Int: LocalFunctions.Held], tree: TokenTree, file: SourceFile,
    ignoredLines: [Int: String], into result: inout FileScan
  ) {
    let held = guardsAt[token] ?? ([], false)
    let here = LocalFunctions.Place(
      token: token, guards: held.guards, asserted: held.asserted, via: [])
    let places =
      functions?.places(
        of: token, guards: held.guards, asserted: held.asserted, guardsAt: guardsAt, tree: tree)
      ?? [here]
    func origin(_ index: Int) -> Use.Origin {
      let location = file.location(of: Int(tree.tokens[index].start))
      return Use.Origin(.call, file: file.path, line: location.line, column: location.column)
    }
    // Inside a function this file exports, the place is where the read runs, and the use
    // placed there waits for the files calling that function (`CallPlace.heldFor`).
    for place in places {
      let start = Int(tree.tokens[place.standsAt ?? place.token].start)
      let at = file.location(of: start)
      let excerpt = excerpt(of: file, at: start)
      // The read of the import, then the calls passed through — unless it stands at the read.
      let via = place.via.isEmpty ? [] : place.via.filter { $0 != place.standsAt }.map(origin)
      result.importedCallPlaces[local, default: []].append(
        FileScan.CallPlace(
          file: file.path, line: at.line, column: at.column, offset: start, excerpt: excerpt.text,
          excerptColumn: excerpt.column, guards: place.guards, asserted: place.asserted, via: via,
          ignoreReason: ignoredLines[at.line], heldFor: place.heldFor,
          isCall: isCall(tree, token), standsInFunctionValue: place.standsAt != nil))
    }
  }

  /// Whether the name at `token` is called there: `f(…)`, `f?.(…)`, or mounted, `<F …>`.
  static func isCall(_ tree: TokenTree, _ token: Int) -> Bool {
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
