/// Where the uses inside exported functions stand (CONTENT-ANALYSIS.md, "Where a use stands": at
/// the outermost call inside a root). A use inside an exported function stands where another file
/// reads the function; when that read runs inside a function the reading file exports in turn
/// (`FileScan.CallPlace.heldFor`), it waits for that function's readers, and so on out to a read
/// that runs in no exported function, or in one whose uses stand where written (`standing`).
struct CallPlacement {
  typealias Export = ImportedConstants.Export

  private let scans: [FileScan]
  /// Each file's imported functions holding uses, by local name: where each is defined.
  private let callees: [Int: [String: Export]]
  /// By file, the exported functions whose uses stand where written: in a file some reader of
  /// which is not followed, in a function never called, or one a reader has no places for.
  private let standing: [Int: Set<String>]
  /// The uses each function holds, once gathered without cutting a cycle short.
  private var gathered: [Export: [Use]] = [:]

  /// The work one function's gathering may take — frames entered and uses placed — before it
  /// stops (`exhausted`): functions of several files reading each other in a cycle (a store
  /// whose every action hands the store's state to a helper, which may call any action) have
  /// more chains of reads than any bundle has uses, and each would be walked.
  static let budget = 400_000
  private var spent = 0
  /// Whether the last gathering stopped at the budget: what it gave is not all there is.
  private(set) var exhausted = false
  /// The functions met again inside their own chains of reads, in every gathering so far.
  private(set) var cycled = Set<Export>()

  init(scans: [FileScan], calls: [ImportedConstants.ImportedCall], standing: [Int: Set<String>]) {
    self.scans = scans
    self.standing = standing
    var callees: [Int: [String: Export]] = [:]
    for call in calls {
      callees[call.reader, default: [:]][call.local] = Export(file: call.origin, name: call.export)
    }
    self.callees = callees
  }

  /// Whether the uses of the function `export` of the file at `file` stand where written.
  func stands(_ file: Int, _ export: String) -> Bool {
    standing[file]?.contains(export) == true
  }

  /// The uses the function holds as they stand inside it: its own, and those of the imported
  /// functions it reads, placed at those reads.
  mutating func uses(of file: Int, _ export: String) -> [Use] {
    var visiting = Set<Export>()
    var cut = false
    (spent, exhausted) = (0, false)
    return uses(of: Export(file: file, name: export), visiting: &visiting, cut: &cut)
  }

  /// A function met again inside its own chain of reads adds nothing: the chain's first frame
  /// holds its uses already (and it stands under at least the guards that frame has).
  private mutating func uses(of function: Export, visiting: inout Set<Export>, cut: inout Bool)
    -> [Use]
  {
    if let known = gathered[function] { return known }
    spent += 1
    guard visiting.insert(function).inserted, spent < Self.budget else {
      if spent < Self.budget { cycled.insert(function) } else { exhausted = true }
      cut = true
      return []
    }
    defer { visiting.remove(function) }
    let scan = scans[function.file]
    var result = scan.withheldCalls[function.name] ?? []
    var inner = false
    for (local, places) in scan.importedCallPlaces.sorted(by: { $0.key < $1.key }) {
      guard let callee = callees[function.file]?[local], !stands(callee.file, callee.name) else {
        continue
      }
      for place in places where place.heldFor == function.name {
        // The use passes through this place on its way out (the read of the import, or the
        // read of the file's function around it that the chain reached): `via` names it.
        var through = place
        let here = Use.Origin(.call, file: place.file, line: place.line, column: place.column)
        if !place.standsInFunctionValue, through.via.last != here { through.via.append(here) }
        let placed = uses(of: callee, visiting: &visiting, cut: &inner)
        spent += placed.count
        if exhausted || spent >= Self.budget {
          exhausted = true
          cut = true
          return []
        }
        result += placed.map { $0.placed(at: through) }
      }
    }
    if inner { cut = true } else { gathered[function] = result }
    return result
  }
}

extension Use {
  /// This use, inside an imported function, standing where another file reads the function:
  /// there, with the guards that hold there added, and `via` naming where it was written — or,
  /// where the function is passed on rather than called, inside it, with those guards added.
  func placed(at place: FileScan.CallPlace) -> Use {
    // Its flags (`FlagParameters`) are what the arguments given here prove, if anything.
    var guards = self.guards
    var flagsAt: [Use.Origin] = []
    // What holds here: the place's guards (those for one name, this use's:
    // `NameConditions`), and what its arguments give the flags.
    let placeGuards = NameConditions.resolved(place.guards, for: name)
    var covered = placeGuards
    if guards.contains(where: FlagParameters.isPlaceholder) {
      guards.removeAll(where: FlagParameters.isPlaceholder)
      for term in self.guards {
        guard let given = place.given[term] else { continue }
        guards += given.guards
        covered.formUnion(given.guards)
        flagsAt += given.guardedAt
      }
    }
    // An assertion inside is no longer what the use rests on where checks cover its guards.
    let asserted = place.asserted || asserted && !covered.isSuperset(of: guards)
    // Where the checks stand: its own, and those of the guards that hold at the place.
    let guardedAt =
      place.guardedAt.isEmpty && flagsAt.isEmpty
      ? self.guardedAt : Array(Set(self.guardedAt + place.guardedAt + flagsAt)).sorted()
    let here = Use.Origin(
      standsAtCall ? .call : .value, file: file, line: line ?? 0, column: column ?? 0)
    guard place.isCall, !standsInFunctionValue else {
      // It stays: in a function passed on there (a root), or in a handler, whose callers — the
      // call here among them — add what holds where they run; `via` names the place.
      let through = [Use.Origin(.call, file: place.file, line: place.line, column: place.column)]
      // Not through the place it stands at. One that may yet be carried on (in no handler)
      // names where it was written, which its `via` can then no longer leave implied.
      let kept = via.filter {
        $0.what != .call || $0.file != file || $0.line != line || $0.column != column
      }
      let written = kept.isEmpty && !standsInFunctionValue ? [here] : kept
      var use = Use(
        id: id, name: name, dynamic: dynamic, file: file, line: line, column: column,
        offset: offset, guards: placeGuards.union(guards).sorted(), asserted: asserted,
        excerpt: excerpt, excerptColumn: excerptColumn,
        ignoreReason: ignoreReason ?? place.ignoreReason,
        via: written + through,
        guardedAt: guardedAt, role: role, candidates: candidates)
      use.standsInFunctionValue = standsInFunctionValue
      return use
    }
    // Where it was written, and the call it stood at here when it passed through one.
    let written = via.isEmpty ? [here] : via + (standsAtCall ? [here] : [])
    var use = Use(
      id: id, name: name, dynamic: dynamic, file: place.file, line: place.line,
      column: place.column, offset: place.offset, guards: placeGuards.union(guards).sorted(),
      asserted: asserted,
      excerpt: place.excerpt, excerptColumn: place.excerptColumn,
      ignoreReason: ignoreReason ?? place.ignoreReason, via: written + place.via,
      guardedAt: guardedAt, role: role, candidates: candidates)
    use.standsInFunctionValue = place.standsInFunctionValue
    return use
  }
}
