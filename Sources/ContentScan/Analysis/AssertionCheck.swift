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

/// `requires` is checked, not trusted (CONTENT-ANALYSIS.md, "Author assertions and ignores"):
/// every call of the function in the file, and every place its value escapes, must be guarded by
/// what it asserts, or it is an error there (`assertion-not-held`). A function all of whose reads
/// hold it is proven: its uses are no longer "asserted". A method is checked where the file
/// calls it (`tasks.archive(id)`, `LocalFunctions`' references) when those are all its calls.
/// One whose calls cannot all be seen — exported, a method of an object passed to code the file
/// does not show, no scopes — stays asserted.
extension FileScanner {
  static func checkAssertions(
    _ annotations: Annotations, analysisRegions: [GuardRegion], tree: TokenTree,
    file: SourceFile, scopes: () -> ScopeTree?, functions: () -> LocalFunctions?,
    into result: inout FileScan
  ) -> [GuardRegion] {
    var regions = annotations.regions
    guard !annotations.assertions.isEmpty else { return regions }
    let all = analysisRegions + regions
    for assertion in annotations.assertions {
      let reads: [Int]
      var exported = assertion.exported
      if let name = assertion.name {
        guard let bindings = scopes(), let declaration = bindings.binding(at: Int32(name)) else {
          continue
        }
        reads = bindings.references.map { Int($0.token) }.filter { token in
          token != name && bindings.binding(at: Int32(token))?.token == declaration.token
        }.sorted()
      } else if let method = functions()?.function(
        startingAt: regions[assertion.region].range.lowerBound + 1)
      {
        // A method whose calls the file shows: its references.
        reads = method.references
        exported = exported || method.exportName != nil
      } else {
        continue
      }
      var held = true
      for (read, there) in zip(reads, all.guards(at: reads)) {
        let guards = there.guards
        // `export { f }`, `export default f`: its calls are in files this one cannot see.
        if tree.isWord(read - 1, "default") || tree.isWord(read - 1, "export")
          || isExportSpecifier(tree, read)
        {
          exported = true
          continue
        }
        guard !assertion.guards.isSubset(of: guards) else { continue }
        held = false
        let called = tree.kind(read + 1) == .leftParen
        let functionName = tree.text(read)
        result.diagnostics.append(
          .error(
            "assertion-not-held",
            "'\(functionName)' is \(called ? "called" : "passed on") here without a check of \(assertion.requirement), which its 'bridgecheck: requires \(assertion.requirement)' asserts",
            at: Span(file: file, range: tree.tokens[read].range)))
      }
      if held, !exported {
        // Every read is seen and guarded: the assertion is proven, no longer trusted.
        let region = regions[assertion.region]
        regions[assertion.region] = GuardRegion(
          range: region.range, guards: region.guards, asserted: false, origins: region.origins)
      }
    }
    return regions
  }

  /// Whether the name at `index` stands in `export { … }`.
  private static func isExportSpecifier(_ tree: TokenTree, _ index: Int) -> Bool {
    let opener = tree.enclosingOpener(index)
    return opener > 0 && tree.isWord(opener - 1, "export")
  }
}
