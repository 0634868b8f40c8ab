/// The functions a filtered table's rows hold, run only where their row was kept: in
///
///     const ACTIONS = [
///       { label: "Archive", capability: "tempo.task-archive", run: (id) => archive(id) },
///       { label: "Open", run: (id) => open(id) },
///     ];
///     ACTIONS.filter((a) => !a.capability || hasCapability(a.capability)).map(…)
///
/// (or rows flagged `visible: hasCapability(C)`, kept by `(a) => a.visible`) a row's `run`
/// can be reached only through a row the filter kept — where what the filter proves of that
/// row holds, as it does of the row's names (`RowFilters`). That holds where the table is a
/// `const` of the file's, not exported, and every read of it is filtered so (one written into
/// has no rows to read, `ConstantTable`):
/// then each function written in a row (an arrow, a function expression, a method) is a region
/// guarded by what every filter keeping the row proves. A value computed as the table is made
/// (a call in a row) runs there, whatever the filters: no region holds it.
extension RowFilters {
  /// What the filters of one read of a table keep: the filter's method, and what it proves of
  /// each row (`nil` for a row it never keeps).
  struct FilteredRead {
    let method: Int
    let guards: [Set<String>?]
  }

  /// The regions of the functions in the rows of the tables `filtered` holds the filtered reads
  /// of, by binding, where those are all of the table's reads (`references`, by binding) and
  /// the table is not `exported`.
  static func handlerRegions(
    _ filtered: [Int32: [FilteredRead]], references: [Int32: [Int]], exported: Set<Int32>,
    tree: TokenTree, scopes: ScopeTree
  ) -> [GuardRegion] {
    var regions: [GuardRegion] = []
    for (binding, reads) in filtered.sorted(by: { $0.key < $1.key }) {
      let declared = scopes.bindings[Int(binding)]
      let name = Int(declared.token)
      guard declared.kind == .const, !exported.contains(binding),
        references[binding, default: []].filter({ $0 != name }).count == reads.count,
        let rows = rowLiterals(ofConstAt: name, tree),
        reads.allSatisfy({ $0.guards.count == rows.count })
      else { continue }
      let objects = ObjectMethods(tree: tree, scopes: scopes)
      for (index, row) in rows.enumerated() {
        guard tree.kind(row.lowerBound) == .objectStart,
          tree.partner(row.lowerBound) == row.upperBound - 1
        else { continue }
        // What every filter keeping the row proves (one never keeping it, nothing).
        let kept = reads.compactMap { read in read.guards[index].map { (read.method, $0) } }
        guard let first = kept.first?.1 else { continue }
        let proved = kept.dropFirst().reduce(first) { $0.intersection($1.1) }
        guard !proved.isEmpty else { continue }
        let origins = kept.map {
          GuardOrigin(what: .guardSummary, offset: Int(tree.tokens[$0.0].start), proves: proved)
        }
        let functions = objects.methodsWrittenOnlyHere(.literal(row.lowerBound)).values
        for function in functions.sorted(by: { $0.lowerBound < $1.lowerBound }) {
          regions.append(
            GuardRegion(range: function, guards: proved, asserted: false, origins: origins))
        }
      }
    }
    return regions
  }

  /// The rows the `const` declared at `name` is made of, as written: a list literal's elements,
  /// or an object literal's member values (read through `Object.values`), each key once.
  private static func rowLiterals(ofConstAt name: Int, _ tree: TokenTree) -> [Range<Int>]? {
    let open = name + 2
    guard tree.isWordOperator(name + 1, "="), tree.tokens[open].partner > open else { return nil }
    let close = tree.partner(open)
    switch tree.kind(open) {
    case .leftBracket:
      return tree.elements(open + 1..<close)
    case .objectStart:
      var keys = Set<String>()
      var values: [Range<Int>] = []
      for segment in tree.commaSegments(open + 1..<close) where !segment.isEmpty {
        let key = segment.lowerBound
        guard let text = tree.keyName(at: key), keys.insert(text).inserted,
          tree.kind(key + 1) == .colon, key + 2 < segment.upperBound
        else { return nil }
        values.append(key + 2..<segment.upperBound)
      }
      return values
    default:
      return nil
    }
  }
}
