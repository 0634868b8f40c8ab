import BridgeDiagnostics

/// A function a `// bridgecheck: requires C` comment stands above.
struct AssertedFunction {
  /// The index of its region among the annotations' regions.
  let region: Int
  /// The token naming it, when scopes can resolve its calls (a function or a variable).
  let name: Int?
  let exported: Bool
  let guards: Set<String>
  /// The requirement as written, for messages.
  let requirement: String
}

/// What a `// bridgecheck: requires C` above an exported function asks of every call of it the
/// bundle reads in other files (`FileScan.requiredExports`, `FileScan.Linked.required`).
struct Requirement: Sendable, Equatable {
  let guards: Set<String>
  /// The requirement as written, for messages.
  let text: String
}

/// `requires` is checked, not trusted (CONTENT-ANALYSIS.md, "Author assertions and ignores"):
/// every call of the function the bundle reads, and every place its value escapes, must be
/// guarded by what it asserts, or it is an error there (`assertion-not-held`). A call inside
/// another function of the file is guarded where that function runs, as a use there is
/// (`LocalFunctions.places`, flag parameters included): at each of its calls, on outwards, the
/// error standing at the place that lacks the check — in an exported function, inside it (its
/// callers are not asked). An exported function's calls in other files are checked there alike
/// (`Linked.required`). A function all of whose reads the file shows and each holds it is
/// proven: its uses are no longer "asserted". A method is checked where the file calls it
/// (`tasks.archive(id)`, `LocalFunctions`' references) when those are all its calls. One whose
/// calls cannot all be seen — exported (other files check theirs), a method of an object passed
/// to code the file does not show, no scopes — stays asserted.
extension FileScanner {
  /// `imported`: the reads of imported functions and the requirements of those whose files
  /// say they have one (`Linked.required`, by local name); `instance`: what a call of a
  /// function of the file (its token, the function's first) gives its flags
  /// (`LocalFunctions.places`).
  static func checkAssertions(
    _ annotations: Annotations, analysisRegions: [GuardRegion], tree: TokenTree,
    file: SourceFile, interface: ModuleInterface, scopes: () -> ScopeTree?,
    functions: () -> LocalFunctions?,
    imported: (reads: [ImportedRead], required: [String: Requirement]),
    instance: (Int, Int) -> [String: LocalFunctions.Held], into result: inout FileScan
  ) -> [GuardRegion] {
    var regions = annotations.regions
    let required =
      imported.required.isEmpty
      ? []
      : imported.reads.filter {
        imported.required[$0.local] != nil
      }
    guard !annotations.assertions.isEmpty || !required.isEmpty else { return regions }
    let all = analysisRegions + regions
    var guardsAt: [Int: LocalFunctions.Held]?
    /// Whether every read of `reads` holds `requirement`, where it is or where the function
    /// around it runs; an error at each place that does not.
    func check(_ reads: [Int], _ requirement: Requirement) -> Bool {
      var held = true
      // The places found lacking the check, each reported once.
      var reported = Set<Int>()
      for (read, there) in zip(reads, all.guards(at: reads))
      where !requirement.guards.isSubset(of: there.guards) {
        let places =
          functions().map { local in
            if guardsAt == nil {
              let asked = Array(Set(local.allReferences)).sorted()
              guardsAt = Dictionary(uniqueKeysWithValues: zip(asked, all.guards(at: asked)))
            }
            return local.places(
              of: read, held: there, guardsAt: guardsAt!, tree: tree, instance: instance)
          } ?? [LocalFunctions.Place(token: read, guards: there.guards, asserted: false, via: [])]
        for place in places where !requirement.guards.isSubset(of: place.guards) {
          held = false
          guard reported.insert(place.token).inserted else { continue }
          result.diagnostics.append(
            notHeld(requirement, read: read, reachedAt: place.token, tree: tree, file: file))
        }
      }
      return held
    }
    for assertion in annotations.assertions {
      let reads: [Int]
      var exported = assertion.exported
      let requirement = Requirement(guards: assertion.guards, text: assertion.requirement)
      if let name = assertion.name {
        guard let bindings = scopes(), let declaration = bindings.binding(at: Int32(name)) else {
          continue
        }
        // (A hook's dependency list only compares the function.)
        let references = bindings.references.map { Int($0.token) }.filter { token in
          token != name && bindings.binding(at: Int32(token))?.token == declaration.token
            && !tree.isHookDependency(token)
        }.sorted()
        // `export { f }`, `export default f`: its calls are in other files.
        reads = references.filter { read in
          let exports =
            tree.isWord(read - 1, "default") || tree.isWord(read - 1, "export")
            || isExportSpecifier(tree, read)
          exported = exported || exports
          return !exports
        }
        if exported, declaration.scope == 0 {
          for (export, value) in interface.exports where value == .local(declaration.name) {
            result.requiredExports[export] = requirement
          }
        }
      } else if let method = functions()?.function(
        startingAt: regions[assertion.region].range.lowerBound + 1)
      {
        // A method whose calls the file shows: its references.
        reads = method.references
        exported = exported || method.exportName != nil
      } else {
        continue
      }
      if check(reads, requirement), !exported {
        // Every read is seen and guarded: the assertion is proven, no longer trusted.
        let region = regions[assertion.region]
        regions[assertion.region] = GuardRegion(
          range: region.range, guards: region.guards, asserted: false, origins: region.origins)
      }
    }
    for read in required {
      _ = check([read.token], imported.required[read.local]!)
    }
    return regions
  }

  /// The error of a call of the asserted function at `read` reached at `place` without its
  /// check: the call itself, or a call of a function it is inside, on outwards.
  private static func notHeld(
    _ requirement: Requirement, read: Int, reachedAt place: Int, tree: TokenTree,
    file: SourceFile
  ) -> Diagnostic {
    func how(_ token: Int) -> String {
      tree.kind(token - 1) == .jsxElementStart
        ? "rendered" : isCall(tree, token) ? "called" : "passed on"
    }
    let requirement = requirement.text
    let function = tree.text(read)
    guard place != read else {
      return .error(
        "assertion-not-held",
        "'\(function)' is \(how(read)) here without a check of \(requirement), which its 'bridgecheck: requires \(requirement)' asserts",
        at: Span(file: file, range: tree.tokens[read].range))
    }
    let inner = file.location(of: Int(tree.tokens[read].start))
    return .error(
      "assertion-not-held",
      "'\(tree.text(place))' is \(how(place)) here without a check of \(requirement), and it leads to '\(function)', \(how(read)) at line \(inner.line), whose 'bridgecheck: requires \(requirement)' asserts it",
      at: Span(file: file, range: tree.tokens[place].range))
  }

  /// Whether the name at `index` stands in `export { … }`.
  private static func isExportSpecifier(_ tree: TokenTree, _ index: Int) -> Bool {
    let opener = tree.enclosingOpener(index)
    return opener > 0 && tree.isWord(opener - 1, "export")
  }
}
