import BridgeDiagnostics
import Foundation

/// Constants across the bundle's files (CONTENT-ANALYSIS.md, "Values": imported names through
/// named, default and namespace imports and every kind of re-export).
///
/// Each file's scan gives the values of the constants it exports and holds back the uses of the
/// names written in them (`FileScan.withheld`): those names are used where the constants are
/// read. This links the two ends: a file that imports a constant naming an element is read again
/// with the values its imports receive, so that its reads are uses and checks where they stand
/// (and round by round, for constants built from imported ones: `propagate`); and a file some
/// reader of which the bundle cannot follow — a `require`, an `import()`, a `require.context`,
/// no importer at all (an entry, whose exports native code may read) — reports its held-back
/// uses where written, as if they were not constants.
struct ImportedConstants {
  private let files: [InputFile]
  /// The scans as last read (a file read again may export more: `propagate`).
  private var scans: [FileScan]
  private let resolver: ModuleResolver
  private var indexByIdentity: [FileIdentity: Int] = [:]
  /// What each file's literal specifiers name: a file read, or nothing read (`nil`).
  private var targets: [[String: Int?]] = []
  /// Each file's importers: the file and the request that names it.
  private var importers: [[(reader: Int, request: FileScan.Request)]] = []
  /// The requests whose specifier is not a literal (`require(name)`, `require.context`).
  private var dynamicRequests: [(reader: Int, request: FileScan.Request)] = []
  /// What some file exports: zustand stores (`\FileScan.stores`), typed thunk makers
  /// (`\.thunkMakers`), selectors helpers (`\.selectorHelpers`), typed selector hooks
  /// (`\.selectorHooks`) — the others are asked of no file's imports.
  private let made: Set<KeyPath<FileScan, Set<String>>>
  /// Whether some file exports a function whose result is a check (`FileScan.checkResults`).
  private let hasCheckResults: Bool
  /// Whether any file provides a context it imports (`ImportReads.providers`).
  private let hasProviders: Bool
  /// Whether some file exports an object naming something by its keys alone
  /// (`FileScan.collections`).
  private let hasCollections: Bool
  /// Whether some file, asked, answered that a function it exports writes into what it is given
  /// (`importedWriters`).
  private var hasWriters = false
  /// The functions each file asked about (`FileScan.writerAsks`), by local name, as ever asked:
  /// a file told that a function writes into its object no longer holds its value, nor asks.
  private var askedWriters: [Int: Set<String>] = [:]
  /// The exports some file imports by name and writes into (`FileScan.writtenImports`), where
  /// they are defined: constants nowhere (`export`).
  private var written = Set<Export>()
  /// Where the bundle fetches a query without a function of its own
  /// (`FileScan.queryFetchedByKey`): every file read again is told (`Linked`), so that no
  /// query's `enabled` guards anything there — one whose check only a reading again finds too.
  private var queryFetchedByKey: String?
  /// The exported stores whose imported slices are read as theirs (`linkStoreSlices`), with
  /// those slices where they are defined: a file reading the store reads their actions.
  private var sliceAliases: [Export: [Export]] = [:]
  /// Of each file exporting such a store, the imports read as its slices (`Linked.slices`),
  /// by local name, and the files defining them, whose functions it passes on to its readers.
  private var slicesRead: [Int: (locals: Set<String>, files: Set<Int>)] = [:]

  /// A place some file fetches a query by key — by its own reading, or given options by an
  /// import that makes none holding a function (`makers`: a file's imports that do, by local
  /// name): the least, whatever order the files come in.
  private static func queryFetchedByKey(
    _ scans: borrowing [FileScan], makers: (Int) -> Set<String>
  ) -> String? {
    var least: String?
    for index in scans.indices {
      var fetches = scans[index].queryFetchedByKey.map { [$0] } ?? []
      if !scans[index].queryFetchesThroughImports.isEmpty {
        let made = makers(index)
        fetches += scans[index].queryFetchesThroughImports.filter {
          !$0.imports.allSatisfy(made.contains)
        }.map(\.description)
      }
      for fetch in fetches where least.map({ fetch < $0 }) ?? true { least = fetch }
    }
    return least
  }

  /// Whether a file read first took a query's `enabled` to guard something, where another may
  /// fetch a query by key: linking decides, and it is read again to be told.
  private static func creditsFetchedQueries(_ scans: borrowing [FileScan]) -> Bool {
    scans.contains { $0.queryFetchedByKey != nil || !$0.queryFetchesThroughImports.isEmpty }
      && scans.contains { $0.creditsQueryEnabled }
  }

  /// A file to read again, with what other files give it and ask of it.
  struct Rescan {
    let index: Int
    let linked: FileScan.Linked
  }

  /// Re-reads (with `rescan`) the files that need it, places the uses of exported functions
  /// where other files read them, and returns every file's scan, the held-back uses reported
  /// where no reader is missed. `resolved` is what the module graph resolved (by file path and
  /// specifier); the rest is asked of `resolver`. `mentions` says whether a file's text spells
  /// one of some words (a file reading storage is read again only where it may store a member
  /// a check reads).
  static func link(
    _ files: [InputFile], scans: consuming [FileScan],
    resolved: [String: [String: FileIdentity]] = [:], resolver: ModuleResolver,
    mentions: (_ file: Int, _ words: [String]) -> Bool,
    rescan: ([Rescan]) -> [FileScan]
  ) -> [FileScan] {
    // Names given to another file's reads, and a file holding a package's value.
    let asksPackages =
      scans.contains { !$0.packageArgumentImports.isEmpty }
      && scans.contains { !$0.packageExports.isEmpty }
    guard
      asksPackages || scans.contains(where: { !$0.inertArgumentImports.isEmpty })
        || scans.contains(where: {
          !$0.constants.isEmpty || !$0.withheldCalls.isEmpty || asksSummaries($0)
            || !$0.checkCallees.isEmpty
            || !$0.senders.isEmpty || !$0.contexts.isEmpty || !$0.lookupWrappers.isEmpty
            || !$0.withheldKeys.isEmpty
            || $0.interface.reexports(SentValues.package) || !$0.sendExports.isEmpty
            || !$0.thunkMakers.isEmpty || !$0.selectorHelpers.isEmpty
            || !$0.selectorHooks.isEmpty || !$0.checkResults.isEmpty || !$0.collections.isEmpty
            || !$0.writtenImports.isEmpty || !$0.writerAsks.isEmpty
            || !$0.storedMembers.isEmpty || !$0.givenLists.isEmpty || !$0.returnAsks.isEmpty
            || !$0.storeSlicing.isEmpty || !$0.componentMembers.isEmpty
        }) || creditsFetchedQueries(scans)
        || scans.contains(where: \.readsStorage)
          && scans.contains(where: { !$0.testedMembers.isEmpty })
    else {
      // Nothing to link, and so nothing any file reads of another: no use is held back.
      return scans.map { $0.reinstated() }
    }
    var linker = ImportedConstants(
      files: files, scans: scans.map(\.linkingFacts), resolved: resolved, resolver: resolver)
    // The scans held once: each file's first reading is let go as it is read again or its uses
    // are placed.
    var output = consume scans
    var work: [Int: FileScan.Linked] = [:]
    // Every file read again is told where the bundle fetches a query by key; a file whose
    // query's `enabled` guarded something is read again to be told.
    linker.queryFetchedByKey = queryFetchedByKey(output) { [linker] index in
      linker.importedOptionMakers(of: index)
    }
    let fetchedByKey = linker.queryFetchedByKey != nil
    linker.linkStoreSlices(&output, rescan: rescan)
    for index in output.indices {
      let imported = linker.importedValues(of: index)
      let senders = linker.importedFunctions(\.senders, of: index)
      let lookupWrappers = linker.importedFunctions(\.lookupWrappers, of: index)
      let (sendFunctions, sendModules) = linker.importedSendFunctions(of: index)
      let sendBarrels = linker.requiredSendBarrels(of: index)
      let calls = linker.importedCalls(of: index)
      let functions = Set(calls.map(\.local))
      let stores = linker.importedMade(\.stores, of: index)
      let thunkMakers = linker.importedMade(\.thunkMakers, of: index)
      let selectorHelpers = linker.importedMade(\.selectorHelpers, of: index)
      let selectorHooks = linker.importedMade(\.selectorHooks, of: index)
      let checkResults = linker.importedCheckResults(of: index)
      let collections = linker.importedCollections(of: index)
      let writtenExports = linker.writtenExports(of: index)
      let contexts = linker.privateContexts(of: index)
      let provided = linker.providedContexts(of: index, contexts: contexts)
      if !imported.isEmpty || !functions.isEmpty || !senders.isEmpty || !contexts.isEmpty
        || !sendFunctions.isEmpty || !sendModules.isEmpty || !sendBarrels.isEmpty
        || !lookupWrappers.isEmpty || !thunkMakers.isEmpty || !selectorHelpers.isEmpty
        || !selectorHooks.isEmpty || !checkResults.isEmpty || !collections.isEmpty
        || !writtenExports.isEmpty || fetchedByKey && output[index].creditsQueryEnabled
        || linker.slicesRead[index] != nil
      {
        work[index] = FileScan.Linked(
          constants: imported, functions: functions, flagged: linker.flagged(calls),
          sending: linker.sending(calls, of: index), required: linker.required(calls),
          stores: stores, slices: linker.slicesRead[index]?.locals ?? [],
          thunkMakers: thunkMakers, selectorHelpers: selectorHelpers,
          selectorHooks: selectorHooks,
          checkResults: checkResults, writtenExports: writtenExports, collections: collections,
          senders: senders,
          sendFunctions: sendFunctions, sendModules: sendModules, sendBarrels: sendBarrels,
          privateContexts: contexts, providedContexts: provided, lookupWrappers: lookupWrappers)
      }
    }
    let first = work.keys.sorted().map { Rescan(index: $0, linked: work[$0]!) }
    linker.reread(first, into: &output, with: rescan)
    // What the functions other files' objects are given to write into: asked once the readers
    // know the values they give.
    linker.linkObjectWrites(&output, work: &work, rescan: rescan)
    linker.linkStoredMembers(&output, work: &work, mentions: mentions, rescan: rescan)
    linker.linkCheckCalls(&output, work: &work, rescan: rescan)
    var settled = linker.propagate(&output, work: &work, rescan: rescan)
    // A list stored from a constant only propagation gave its file: the checks of that member,
    // and what the functions holding them prove, asked again.
    if linker.linkStoredMembers(&output, work: &work, mentions: mentions, rescan: rescan) {
      linker.linkCheckCalls(&output, work: &work, rescan: rescan)
      settled = linker.propagate(&output, work: &work, rescan: rescan) && settled
    }
    // An object a file gives only once propagation told it the value: asked about, then told.
    if linker.linkObjectWrites(&output, work: &work, rescan: rescan) {
      settled = linker.propagate(&output, work: &work, rescan: rescan) && settled
    }
    linker.linkGuardedParameters(&output, work: &work, rescan: rescan)
    linker.linkPackageValues(&output, work: &work, rescan: rescan)
    linker.linkInertArguments(&output, work: &work, rescan: rescan)
    linker.linkRefCalls(&output, work: &work, rescan: rescan)
    var followed: [Int: Bool] = [:]
    var seen: [Int: Bool] = [:]
    linker.gatherReaderFacts(output)
    for index in output.indices
    where !output[index].withheld.isEmpty || !output[index].withheldCalls.isEmpty
      || !output[index].withheldSent.isEmpty || !output[index].heldCallExports.isEmpty
    {
      var visiting = Set<Int>()
      // Past the rounds' bound a reader may lack a value: every name stays where written.
      seen[index] =
        settled && linker.isFollowed(index, output, memo: &followed, visiting: &visiting)
    }
    // A use inside an exported function stands where each file reads it, when all are seen.
    let calls = output.indices.flatMap { linker.importedCalls(of: $0) }
    // Where exported functions' uses stand where written: in a file some reader of which is
    // not followed; in a function no file imports and its own file never reads (never called:
    // a root, CONTENT-ANALYSIS.md, "Where a use stands"); in a function a reader of which was
    // last read before it held uses (its file's later readings found them), so that it has no
    // places for them.
    let imported = linker.importedExports()
    // From here the linker asks only what files import and how they read it: the rest of each
    // scan let go, so that the uses placed and reported below are not held twice.
    linker.scans = output.map(\.interfaceAndReads)
    var standing: [Int: Set<String>] = [:]
    for index in output.indices {
      let scan = output[index]
      let held = Set(scan.withheldCalls.keys).union(scan.withheldSent.keys)
        .union(scan.heldCallExports)
      standing[index] =
        seen[index] == true
        ? held.subtracting(scan.exportsReadHere).filter {
          !imported.contains(Export(file: index, name: $0))
        } : held
    }
    // Read by no file that imports it (`import { f }` alone, a function a hook hands back that
    // no caller takes) nor by its own: never called, a root, whose uses stand where written. (A
    // function its own file reads runs there: a query's function where the query is enabled,
    // handed back as `refetch` too.)
    var read = Set<Export>()
    for call in calls where output[call.reader].importedCallPlaces[call.local]?.isEmpty == false {
      read.insert(Export(file: call.origin, name: call.export))
    }
    for call in calls
    where work[call.reader]?.functions.contains(call.local) != true
      || !read.contains(Export(file: call.origin, name: call.export))
        && !output[call.origin].exportsReadHere.contains(call.export)
    {
      standing[call.origin, default: []].insert(call.export)
    }
    // Placed pass by pass: where a function's chains of reads are more than the budget
    // (`CallPlacement.budget`), the functions met again in their own chains — or, with none,
    // that one — stand where written, and the placing starts again without them (fail closed:
    // their uses are reported unguarded, never dropped).
    while true {
      var placement = CallPlacement(scans: output, calls: calls, standing: standing)
      var placed: [(reader: Int, uses: [Use])] = []
      var spent: Export?
      placing: for call in calls where !placement.stands(call.origin, call.export) {
        for place in output[call.reader].importedCallPlaces[call.local] ?? []
        where place.heldFor.map({ placement.stands(call.reader, $0) }) ?? true {
          let uses = placement.uses(of: call.origin, call.export)
          if placement.exhausted {
            spent = Export(file: call.origin, name: call.export)
            break placing
          }
          placed.append((call.reader, uses.map { $0.placed(at: place) }))
        }
      }
      if let spent {
        for export in placement.cycled.isEmpty ? [spent] : Array(placement.cycled) {
          standing[export.file, default: []].insert(export.name)
        }
        continue
      }
      // Each let go once reported: the uses are not held twice.
      for index in placed.indices {
        output[placed[index].reader].report(placed[index].uses)
        placed[index].uses = []
      }
      break
    }
    for (index, exports) in standing where !exports.isEmpty {
      output[index] = output[index].reinstating(functions: exports)
    }
    // A key of a table a file exports is no use when every file reading the table indexes it
    // as deep as the key sits, and the bundle sees every reader.
    for index in output.indices where !output[index].withheldKeys.isEmpty {
      var visiting = Set<Int>()
      let readersSeen =
        settled && linker.isFollowed(index, output, memo: &followed, visiting: &visiting)
      let kept = output[index].withheldKeys.filter { held in
        var visited = Set<String>()
        return !readersSeen
          || !held.exports.allSatisfy { export in
            linker.onlyRead(export, of: index, visiting: &visited) { reads, local in
              (reads.depths[local] ?? 0) >= held.depth
            }
          }
      }
      output[index].withheldKeys = []
      output[index].report(kept.map(\.use))
    }
    for index in output.indices {
      if seen[index] == false { output[index] = output[index].reinstated() }
      output[index].withheld = [:]
      output[index].withheldCalls = [:]
      output[index].withheldSent = [:]
      output[index].senders = [:]
      output[index].lookupWrappers = [:]
      output[index].contexts = []
      output[index].importReads = ImportReads()
      output[index].exportsReadHere = []
      output[index].checkCallees = [:]
      output[index].callProofs = [:]
      output[index].callForms = [:]
      output[index].formCallees = []
      output[index].importedCallPlaces = [:]
      output[index].heldCallExports = []
      output[index].flaggedExports = [:]
      output[index].requiredExports = [:]
      output[index].stores = []
      output[index].storeSlicing = [:]
      output[index].refCalls = []
      output[index].componentMembers = []
      output[index].sliceSummaries = [:]
      output[index].thunkMakers = []
      output[index].selectorHelpers = []
      output[index].selectorHooks = []
      output[index].checkResults = [:]
      output[index].collections = [:]
      output[index].storedMembers = [:]
      output[index].testedMembers = []
      output[index].readsStorage = false
      output[index].givenLists = [:]
      output[index].storingExports = [:]
      output[index].reducerAsks = []
      output[index].reducerShapes = [:]
      output[index].returnAsks = []
      output[index].returnedNames = [:]
      output[index].writtenImports = []
      output[index].writerExports = [:]
      output[index].writerAsks = [:]
      output[index].packageArgumentImports = []
      output[index].packageExports = [:]
      output[index].inertArgumentImports = [:]
      output[index].inertExports = [:]
      output[index].guardCandidates = []
      output[index].parameterGuards = [:]
    }
    return output
  }

  /// Whether `scan` asks what functions it imports guard of their arguments of a file the bundle
  /// may read: a function of a package every release provides (`codegenNativeComponent` of
  /// `react-native`) has no source here to ask.
  private static func asksSummaries(_ scan: FileScan) -> Bool {
    scan.guardCandidates.contains { local in
      scan.interface.imports.contains { item in
        guard item.local == local else { return false }
        let name = ModuleResolver.split(package: item.specifier).name
        return !ModuleResolver.providedPackages.contains(name) && !name.hasPrefix("@react-native/")
      }
    }
  }

  /// How many times the files reading constants built from imported ones are read again.
  static let maxRounds = 8

  /// Reads again, round by round, each file whose imports now receive more: a constant built
  /// from an imported one (`useCapabilities() { return { canArchive: has(CAPS.archive) } }`)
  /// is known only once its own file has been read with the import's value, and a wrapper of an
  /// imported wrapper sends what it is given only once its file knows the inner one does.
  /// Whether every value settled within `maxRounds`.
  private mutating func propagate(
    _ output: inout [FileScan], work: inout [Int: FileScan.Linked],
    rescan: ([Rescan]) -> [FileScan]
  ) -> Bool {
    for _ in 0..<Self.maxRounds {
      var again: [Rescan] = []
      for index in output.indices {
        let imported = importedValues(of: index)
        let senders = importedFunctions(\.senders, of: index)
        let calls = importedCalls(of: index)
        let functions = Set(calls.map(\.local))
        let flagged = flagged(calls)
        let sending = sending(calls, of: index)
        let checkResults = importedCheckResults(of: index)
        let collections = importedCollections(of: index)
        // What other files write into, or give it functions writing into (`ObjectWrites`).
        let writtenExports = writtenExports(of: index)
        let writers = importedWriters(of: index)
        let provided = providedContexts(
          of: index, contexts: work[index]?.privateContexts ?? [])
        guard
          imported != (work[index]?.constants ?? [:]) || senders != (work[index]?.senders ?? [:])
            || functions != (work[index]?.functions ?? [])
            || flagged != (work[index]?.flagged ?? [:])
            || sending != (work[index]?.sending ?? [])
            || checkResults != (work[index]?.checkResults ?? [:])
            || collections != (work[index]?.collections ?? [:])
            || writtenExports != (work[index]?.writtenExports ?? [])
            || writers != (work[index]?.importedWriters ?? [:])
            || provided != (work[index]?.providedContexts ?? [:])
        else { continue }
        work[index, default: FileScan.Linked()].providedContexts = provided
        work[index, default: FileScan.Linked()].checkResults = checkResults
        work[index]!.collections = collections
        work[index]!.writtenExports = writtenExports
        work[index]!.importedWriters = writers
        work[index, default: FileScan.Linked()].constants = imported
        work[index]!.senders = senders
        work[index]!.functions = functions
        work[index]!.flagged = flagged
        work[index]!.sending = sending
        work[index]!.required = required(calls)
        work[index]!.stores = importedMade(\.stores, of: index)
        work[index]!.thunkMakers = importedMade(\.thunkMakers, of: index)
        work[index]!.selectorHelpers = importedMade(\.selectorHelpers, of: index)
        work[index]!.selectorHooks = importedMade(\.selectorHooks, of: index)
        again.append(Rescan(index: index, linked: work[index]!))
      }
      if again.isEmpty { return true }
      reread(again, into: &output, with: rescan)
    }
    return false
  }

  /// Decides, before any file is read again, which stores' imported slices are read as theirs
  /// (`StoreActions+Slices`): the files defining the slices are asked what each reads through
  /// the store and gives it (`FileScan.sliceSummaries`); where every slice of a store is one,
  /// none reads an action of the store (nor the store whole), and the store's own file reads
  /// none of theirs (nor the store whole), the store's readers read the slices' actions
  /// (`importedCalls`) and its file is told (`Linked.slices`). Otherwise the slices stand where
  /// the store is made, as before.
  private mutating func linkStoreSlices(
    _ output: inout [FileScan], rescan: ([Rescan]) -> [FileScan]
  ) {
    var stores: [(store: Export, slicing: StoreActions.Slicing, slices: [Export])] = []
    var asked: [Int: Set<String>] = [:]
    for index in output.indices {
      for (export, slicing) in output[index].storeSlicing.sorted(by: { $0.key < $1.key }) {
        let slices = slicing.imports.compactMap { local -> Export? in
          guard let item = scans[index].interface.imports.first(where: { $0.local == local }),
            case .named(let name) = item.imported,
            let source = target(of: item.specifier, from: index)
          else { return nil }
          var visiting = Set<String>()
          return origin(of: name, in: source, visiting: &visiting).map {
            Export(file: $0.0, name: $0.1)
          }
        }
        guard slices.count == slicing.imports.count else { continue }
        for slice in slices { asked[slice.file, default: []].insert(slice.name) }
        stores.append((Export(file: index, name: export), slicing, slices))
      }
    }
    guard !stores.isEmpty else { return }
    reread(
      asked.keys.sorted().map {
        Rescan(index: $0, linked: FileScan.Linked(sliceAsked: asked[$0]!))
      },
      into: &output, with: rescan)
    for (store, slicing, slices) in stores {
      let summaries = slices.compactMap { output[$0.file].sliceSummaries[$0.name] }
      guard summaries.count == slices.count else { continue }
      let actions = summaries.reduce(into: Set<String>()) { $0.formUnion($1.actions) }
      let reads = summaries.reduce(into: Set<String>()) { $0.formUnion($1.reads) }
      // Neither the slices nor the store's file call an action the other side holds (the slices'
      // calls of the store's own are not followed either), nor read the store whole.
      guard !reads.contains(""), !slicing.reads.contains(""),
        reads.isDisjoint(with: actions.union(slicing.actions)),
        slicing.reads.isDisjoint(with: actions)
      else { continue }
      sliceAliases[store] = slices
      slicesRead[store.file, default: ([], [])].locals.formUnion(slicing.imports)
      slicesRead[store.file]!.files.formUnion(slices.map(\.file))
    }
  }

  /// Reads again each file whose class components' members run where their own code reads
  /// them (`FileScan.componentMembers`) when some file reads a member of that name through a ref
  /// (`FileScan.refCalls`: `rowRef.current.archive()`), told which: those run with the component,
  /// wherever it is read (`ComponentMembers`).
  private mutating func linkRefCalls(
    _ output: inout [FileScan], work: inout [Int: FileScan.Linked],
    rescan: ([Rescan]) -> [FileScan]
  ) {
    let called = output.reduce(into: Set<String>()) { $0.formUnion($1.refCalls) }
    guard !called.isEmpty else { return }
    var again: [Rescan] = []
    let any = called.contains(ComponentMembers.anyMember)
    for index in output.indices
    where !output[index].componentMembers.isEmpty
      && (any || !output[index].componentMembers.isDisjoint(with: called))
    {
      work[index, default: FileScan.Linked()].refCalled.formUnion(
        any ? [ComponentMembers.anyMember] : output[index].componentMembers.intersection(called))
      again.append(Rescan(index: index, linked: work[index]!))
    }
    reread(again, into: &output, with: rescan)
  }

  /// Tells each file whose checks read a collection as a member what the bundle's files store
  /// under that name (`FileScan.storedMembers`, `.testedMembers`) — their own lists, and those
  /// they give functions of other files storing them (`FileScan.givenLists`: the files defining
  /// those are asked where, `FileScan.storingExports`) — round by round: a file read again may
  /// store more, a member's value read as a member in turn (a chain of files longer than the
  /// rounds' bound is not followed to its end). Whether any was read again.
  @discardableResult
  private mutating func linkStoredMembers(
    _ output: inout [FileScan], work: inout [Int: FileScan.Linked],
    mentions: (Int, [String]) -> Bool, rescan: ([Rescan]) -> [FileScan]
  ) -> Bool {
    var changed = false
    // The files reading storage, read again for what they store of it where some check reads
    // a collection as a member they name (`mentions`, from their text: most name none) — or
    // persist a state, which may hold reducers of other files naming it.
    let tested = Set(output.flatMap(\.testedMembers)).sorted()
    if !tested.isEmpty {
      var again: [Rescan] = []
      for index in output.indices
      where output[index].readsStorage && work[index]?.storesStorage != true
        && (output[index].interface.imports.contains(where: OwnCollections.persisters.isImport)
          || mentions(index, tested))
      {
        work[index, default: FileScan.Linked()].storesStorage = true
        again.append(Rescan(index: index, linked: work[index]!))
      }
      if !again.isEmpty {
        changed = true
        reread(again, into: &output, with: rescan)
      }
    }
    // (Only a bundle some file of which asks has answers to link: most have none.)
    let asksReducers = output.contains { !$0.reducerAsks.isEmpty }
    let asksReturns = output.contains { !$0.returnAsks.isEmpty }
    // The modules whose text spells a word — a method's name (`OwnCollections.anyObjects`), a
    // member's — by the word. (A module imports or exports: not a bundle, whose modules are read
    // in it, nor Hermes bytecode.)
    var mentioning: [String: [Int]] = [:]
    func spelling(_ word: String) -> [Int] {
      output.indices.filter { !output[$0].interface.isEmpty && mentions($0, [word]) }
    }
    for _ in 0..<Self.maxRounds {
      // The reducers of other files a persisted state holds, and what the functions of other
      // files a check's collection is returned by return: one file further each round.
      let reducersLinked =
        asksReducers
        && linkAnswers(
          &output, work: &work, asks: \.reducerAsks, asked: \.reducersAsked,
          answers: \.reducerShapes, told: \.reducerShapes, rescan: rescan)
      let returnsLinked =
        asksReturns
        && linkAnswers(
          &output, work: &work, asks: \.returnAsks, asked: \.returnsAsked,
          answers: \.returnedNames, told: \.returnedNames, rescan: rescan)
      let answered = reducersLinked || returnsLinked
      changed = changed || answered
      // The functions given lists: their files told what, and asked where they store those
      // parameters.
      var given: [(index: Int, origin: Int, export: String, positions: [Int: [String]])] = []
      var lists: [Int: [String: [Int: Set<String>]]] = [:]
      for index in output.indices {
        for (local, positions) in output[index].givenLists.sorted(by: { $0.key < $1.key }) {
          // A method of an object not known: every other file writing one of that name asked.
          var origins: [(file: Int, export: String)] = []
          if let method = OwnCollections.anyObjectsMethod(local) {
            if mentioning[method] == nil { mentioning[method] = spelling(method) }
            origins = mentioning[method]!.filter { $0 != index }.map { ($0, local) }
          } else if let (origin, export) = definition(ofImported: local, in: index) {
            origins = [(origin, export)]
          }
          for (origin, export) in origins {
            given.append((index, origin, export, positions))
            for (position, ids) in positions {
              lists[origin, default: [:]][export, default: [:]][position, default: []]
                .formUnion(ids)
            }
          }
        }
      }
      var asking: [Rescan] = []
      for (file, exports) in lists.sorted(by: { $0.key < $1.key }) {
        var linked = work[file] ?? FileScan.Linked()
        let told = exports.mapValues { $0.mapValues { $0.sorted() } }
        guard told != linked.listsGiven else { continue }
        linked.listsGiven = told
        work[file] = linked
        asking.append(Rescan(index: file, linked: linked))
      }
      if !asking.isEmpty {
        changed = true
        reread(asking, into: &output, with: rescan)
      }
      var stored: [String: Set<String>] = [:]
      for scan in output {
        for (member, ids) in scan.storedMembers { stored[member, default: []].formUnion(ids) }
      }
      for (_, origin, export, positions) in given {
        guard let members = output[origin].storingExports[export] else { continue }
        for (position, ids) in positions {
          for member in members[position] ?? [] { stored[member, default: []].formUnion(ids) }
        }
      }
      guard !stored.isEmpty || answered else { return changed }
      // A file whose text spells a member the bundle stores names under may store them under
      // another member in turn (`{ caps: useBridge((s) => s.capabilities) }`, read as
      // `useCapabilities().caps`): told what it spells too, it reads what it stores so.
      var spelt: [Int: Set<String>] = [:]
      for member in stored.keys.sorted() {
        if mentioning[member] == nil { mentioning[member] = spelling(member) }
        for index in mentioning[member]! { spelt[index, default: []].insert(member) }
      }
      var again: [Rescan] = []
      for index in output.indices
      where !output[index].testedMembers.isEmpty || spelt[index] != nil {
        var told: [String: [String]] = [:]
        for member in output[index].testedMembers.union(spelt[index] ?? []) {
          if let ids = stored[member] { told[member] = ids.sorted() }
        }
        guard told != (work[index]?.storedMembers ?? [:]) else { continue }
        work[index, default: FileScan.Linked()].storedMembers = told
        again.append(Rescan(index: index, linked: work[index]!))
      }
      if again.isEmpty && !answered { return changed }
      changed = true
      reread(again, into: &output, with: rescan)
    }
    return changed
  }

  /// Tells the files defining the imports other files ask about (`asks`, by local name) which
  /// of their exports are asked (`asked`), and each file asking what their files answer
  /// (`answers`, by export name; `told`, by local name). Whether any was read again.
  private mutating func linkAnswers<Answer: Equatable>(
    _ output: inout [FileScan], work: inout [Int: FileScan.Linked],
    asks: KeyPath<FileScan, Set<String>>, asked: WritableKeyPath<FileScan.Linked, Set<String>>,
    answers: KeyPath<FileScan, [String: Answer]>,
    told: WritableKeyPath<FileScan.Linked, [String: Answer]>, rescan: ([Rescan]) -> [FileScan]
  ) -> Bool {
    var links: [(index: Int, local: String, origin: Int, export: String)] = []
    var exports: [Int: Set<String>] = [:]
    for index in output.indices {
      for local in output[index][keyPath: asks].sorted() {
        guard let (origin, export) = definition(ofImported: local, in: index) else { continue }
        links.append((index, local, origin, export))
        exports[origin, default: []].insert(export)
      }
    }
    var changed = false
    var asking: [Rescan] = []
    for (file, names) in exports.sorted(by: { $0.key < $1.key }) {
      var linked = work[file] ?? FileScan.Linked()
      guard !names.isSubset(of: linked[keyPath: asked]) else { continue }
      linked[keyPath: asked].formUnion(names)
      work[file] = linked
      asking.append(Rescan(index: file, linked: linked))
    }
    if !asking.isEmpty {
      changed = true
      reread(asking, into: &output, with: rescan)
    }
    var answered: [Int: [String: Answer]] = [:]
    for link in links {
      if let answer = output[link.origin][keyPath: answers][link.export] {
        answered[link.index, default: [:]][link.local] = answer
      }
    }
    var again: [Rescan] = []
    for (index, known) in answered.sorted(by: { $0.key < $1.key }) {
      var linked = work[index] ?? FileScan.Linked()
      guard known != linked[keyPath: told] else { continue }
      linked[keyPath: told] = known
      work[index] = linked
      again.append(Rescan(index: index, linked: linked))
    }
    if !again.isEmpty {
      changed = true
      reread(again, into: &output, with: rescan)
    }
    return changed
  }

  /// Imported functions called with checks (`FileScan.checkCallees`): the files defining them
  /// are read again, asked what those functions' results prove (`FileScan.callProofs`), and each
  /// caller is given the answers — read again only when an answer is not what its first reading
  /// took the call to prove (`CheckCalls.confirms`) — round by round, for a function whose proof
  /// rests on another's. A function no file of the bundle defines (a package's) proves nothing.
  private mutating func linkCheckCalls(
    _ output: inout [FileScan], work: inout [Int: FileScan.Linked],
    rescan: ([Rescan]) -> [FileScan]
  ) {
    /// Each caller's imported function, where it is defined (`nil`: not in the bundle), and the
    /// argument positions the caller's reading took it to prove.
    var links:
      [(reader: Int, local: String, origin: (file: Int, export: String)?, slots: Set<Int>)] =
        []
    var linked = Set<String>()
    for round in 0...Self.maxRounds {
      for index in output.indices {
        // Those called as checks, and those whose result is compared with a constant
        // (`has(C) === false`, where the name given is the check): the form asked too.
        let callees =
          output[index].checkCallees.sorted(by: { $0.key < $1.key })
          + output[index].formCallees.sorted().map { ($0, Set<Int>()) }
        for (local, slots) in callees where linked.insert("\(index)\u{0}\(local)").inserted {
          // A function the imported one's result holds, or a method of an imported object, is
          // asked of its file by member.
          let origin = definition(ofImported: local, in: index)
          links.append((index, local, origin.map { (file: $0.0, export: $0.1) }, slots))
        }
      }
      // Past the rounds' bound, what is still not answered proves nothing.
      let last = round == Self.maxRounds
      // The files defining them, asked for what they were not asked before.
      var asks: [Int: Set<String>] = [:]
      for link in links where !last {
        guard let origin = link.origin,
          work[origin.file]?.proveCalls.contains(origin.export) != true
        else { continue }
        asks[origin.file, default: []].insert(origin.export)
      }
      for (file, exports) in asks {
        work[file, default: FileScan.Linked()].proveCalls.formUnion(exports)
      }
      if !asks.isEmpty {
        let items = asks.keys.sorted().map { Rescan(index: $0, linked: work[$0]!) }
        reread(items, into: &output, with: rescan)
      }
      // The callers given what the files defining them answer now; read again where that is
      // not what their reading took.
      var changed = Set<Int>()
      for link in links {
        let answer =
          link.origin.flatMap { origin in
            work[origin.file]?.proveCalls.contains(origin.export) == true
              ? output[origin.file].callProofs[origin.export] : nil
          } ?? CheckCalls.Proof.unseen
        // The form of its result: a reader comparing it with a constant proved nothing by it
        // before it was known.
        let form = link.origin.flatMap { output[$0.file].callForms[$0.export] }
        if form != work[link.reader]?.callForms[link.local] {
          work[link.reader, default: FileScan.Linked()].callForms[link.local] = form
          if let form, form != .unknown, output[link.reader].formCallees.contains(link.local) {
            changed.insert(link.reader)
          }
        }
        let given = work[link.reader]?.callProofs[link.local]
        guard given != answer else { continue }
        work[link.reader, default: FileScan.Linked()].callProofs[link.local] = answer
        if given != nil || !CheckCalls.confirms(answer, assumed: link.slots, name: link.local) {
          changed.insert(link.reader)
        }
      }
      guard !changed.isEmpty else { return }
      let items = changed.sorted().map { Rescan(index: $0, linked: work[$0]!) }
      reread(items, into: &output, with: rescan)
    }
  }

  /// Functions given an argument that a use stands in (`FileScan.guardCandidates`): the files
  /// exporting them are read again, asked what those functions guard of their arguments, then
  /// the callers are read again with the answers (`GuardedParameters`).
  private mutating func linkGuardedParameters(
    _ output: inout [FileScan], work: inout [Int: FileScan.Linked],
    rescan: ([Rescan]) -> [FileScan]
  ) {
    var asked: [(reader: Int, local: String, origin: Int, export: String)] = []
    var summarize: [Int: Set<String>] = [:]
    for index in output.indices {
      for local in output[index].guardCandidates.sorted() {
        guard let (origin, export) = definition(ofImported: local, in: index) else { continue }
        asked.append((index, local, origin, export))
        summarize[origin, default: []].insert(export)
      }
    }
    guard !asked.isEmpty else { return }
    for (index, exports) in summarize {
      work[index, default: FileScan.Linked()].summarize = exports
    }
    let callees = summarize.keys.sorted().map { Rescan(index: $0, linked: work[$0]!) }
    reread(callees, into: &output, with: rescan)
    // What the summaries need of check functions other files define (`hasCapability(name)`).
    linkCheckCalls(&output, work: &work, rescan: rescan)
    var callers = Set<Int>()
    for call in asked {
      guard let summary = output[call.origin].parameterGuards[call.export],
        !summary.guards.isEmpty
      else { continue }
      work[call.reader, default: FileScan.Linked()].parameterGuards[call.local] = summary
      callers.insert(call.reader)
    }
    let again = callers.sorted().map { Rescan(index: $0, linked: work[$0]!) }
    reread(again, into: &output, with: rescan)
  }

  /// Names given whole to functions imported from other files of the content
  /// (`FileScan.inertArgumentImports`): the files defining them are read again, asked which of
  /// those parameters they only read inertly (`InertArguments`), then the callers are read again
  /// with the answers, so that `t("task.archive")` of an i18n module of the content is no use
  /// where it only looks its key up.
  private mutating func linkInertArguments(
    _ output: inout [FileScan], work: inout [Int: FileScan.Linked],
    rescan: ([Rescan]) -> [FileScan]
  ) {
    var asked: [(reader: Int, local: String, origin: Int, export: String)] = []
    var asks: [Int: [String: Set<Int>]] = [:]
    for index in output.indices {
      for (local, positions) in output[index].inertArgumentImports.sorted(by: { $0.key < $1.key }) {
        guard let (origin, export) = definition(ofImported: local, in: index) else { continue }
        asked.append((index, local, origin, export))
        asks[origin, default: [:]][export, default: []].formUnion(positions)
      }
    }
    guard !asked.isEmpty else { return }
    for (file, exports) in asks {
      work[file, default: FileScan.Linked()].inertAsked.merge(exports) { $0.union($1) }
    }
    let callees = asks.keys.sorted().map { Rescan(index: $0, linked: work[$0]!) }
    reread(callees, into: &output, with: rescan)
    var answers: [Int: [String: Set<Int>]] = [:]
    for call in asked {
      guard let inert = output[call.origin].inertExports[call.export], !inert.isEmpty else {
        continue
      }
      answers[call.reader, default: [:]][call.local] = inert
    }
    var again: [Rescan] = []
    for (reader, inert) in answers.sorted(by: { $0.key < $1.key })
    where work[reader]?.inertImports != inert {
      work[reader, default: FileScan.Linked()].inertImports = inert
      again.append(Rescan(index: reader, linked: work[reader]!))
    }
    reread(again, into: &output, with: rescan)
  }

  /// What importing the file at `index` as `imported` reads: a module assigning
  /// `module.exports` (CommonJS) read whole (`const mark = require("./mark")`, then
  /// `mark(flags)`) gives that value, its `default`.
  private func wholeOrDefault(_ imported: ModuleInterface.Imported, of index: Int)
    -> ModuleInterface.Imported
  {
    imported == .namespace && scans[index].interface.exportsWhole ? .named("default") : imported
  }

  /// The file and the name the function the file at `index` imports as `local` (`t`, `i18n.t`
  /// for a member of a namespace import, `strings.t` for a method of an imported object, or
  /// `useBridge().has` for a member of what an imported function returns: then under the
  /// object's or the function's name there) is defined under, through re-exports; nil for a
  /// package's or one not found.
  private func definition(ofImported local: String, in index: Int) -> (Int, String)? {
    // Whether an imported function asserts (`assertHas!`), what the function it hands back
    // proves (`selectHas()`), or what a search of what it returns proves (`useCaps().has?`):
    // asked of the function's file so.
    for suffix in ["!", "()", "?"] where local.hasSuffix(suffix) {
      return definition(ofImported: String(local.dropLast(suffix.count)), in: index).map {
        ($0.0, $0.1 + suffix)
      }
    }
    let (name, member, ofResult) = CheckCalls.splitHeld(local)
    guard let item = scans[index].interface.imports.first(where: { $0.local == name }),
      let source = target(of: item.specifier, from: index)
    else { return nil }
    var visiting = Set<String>()
    switch wholeOrDefault(item.imported, of: source) {
    case .named(let imported):
      // The export itself, a method of the object it is, or a member of what it returns.
      return origin(of: imported, in: source, visiting: &visiting).map {
        ($0.0, CheckCalls.renamed(local, export: $0.1))
      }
    case .namespace:
      // A namespace's member is the function its file exports, or the object holding the
      // method (`ns.bridge.supports`).
      guard let member, !ofResult else { return nil }
      guard let dot = member.firstIndex(of: ".") else {
        return origin(of: member, in: source, visiting: &visiting)
      }
      return origin(of: String(member[..<dot]), in: source, visiting: &visiting).map {
        ($0.0, CheckCalls.methodName($0.1, String(member[member.index(after: dot)...])))
      }
    }
  }

  /// Names given to a function or component imported from another file of the content that
  /// holds a package's value (`import i18n from "./i18n"` where that file does
  /// `export default i18next`): the reader is read again knowing it, so that a name given to
  /// package code that cannot reach expo-brownfield is no use there either (`PackageArguments`).
  private mutating func linkPackageValues(
    _ output: inout [FileScan], work: inout [Int: FileScan.Linked],
    rescan: ([Rescan]) -> [FileScan]
  ) {
    var again: [Rescan] = []
    for index in output.indices where !output[index].packageArgumentImports.isEmpty {
      var found: [String: String] = [:]
      for local in output[index].packageArgumentImports.sorted() {
        guard let item = output[index].interface.imports.first(where: { $0.local == local }),
          let source = target(of: item.specifier, from: index)
        else { continue }
        let name: String
        switch item.imported {
        case .named(let imported): name = imported
        case .namespace: continue
        }
        // The file named, or the one defining the name through its re-exports.
        if let specifier = output[source].packageExports[name] {
          found[local] = specifier
          continue
        }
        var visiting = Set<String>()
        if let (origin, export) = origin(of: name, in: source, visiting: &visiting),
          let specifier = output[origin].packageExports[export]
        {
          found[local] = specifier
        }
      }
      guard !found.isEmpty, found != work[index]?.packageImports else { continue }
      work[index, default: FileScan.Linked()].packageImports = found
      again.append(Rescan(index: index, linked: work[index]!))
    }
    reread(again, into: &output, with: rescan)
  }

  /// Reads `items` again into `output`, each file's earlier reading let go before, so that a
  /// file's uses are never held twice; the linker's own copy (`scans`, which holds no uses:
  /// `FileScan.linkingFacts`) follows, so that it always answers for the output as it stands.
  private mutating func reread(
    _ items: [Rescan], into output: inout [FileScan], with rescan: ([Rescan]) -> [FileScan]
  ) {
    for item in items { output[item.index] = FileScan() }
    let items = items.map { item in
      var linked = item.linked
      linked.queryFetchedByKey = queryFetchedByKey
      return Rescan(index: item.index, linked: linked)
    }
    for (item, scan) in zip(items, rescan(items)) {
      scans[item.index] = scan.linkingFacts
      output[item.index] = scan
      // Read knowing what another file's functions write into, it may write into an import.
      noteWrittenImports(of: item.index)
      hasWriters = hasWriters || !scan.writerExports.isEmpty
    }
  }

  private init(
    files: [InputFile], scans: [FileScan], resolved: [String: [String: FileIdentity]],
    resolver: ModuleResolver
  ) {
    self.files = files
    self.scans = scans
    self.resolver = resolver
    hasCheckResults = scans.contains { !$0.checkResults.isEmpty }
    hasProviders = scans.contains { !$0.importReads.providers.isEmpty }
    hasCollections = scans.contains { !$0.collections.isEmpty }
    // (A store bound again through a selectors helper is exported only once its file is read
    // knowing the helper: where some file exports a helper, stores are asked of too.)
    made = Set(
      [\FileScan.stores, \.thunkMakers, \.selectorHelpers, \.selectorHooks, \.queryOptionMakers]
        .filter { kind in
          scans.contains {
            !$0[keyPath: kind].isEmpty || kind == \.stores && !$0.selectorHelpers.isEmpty
          }
        })

    for (index, file) in files.enumerated() {
      if let identity = FileIdentity(path: file.path), indexByIdentity[identity] == nil {
        indexByIdentity[identity] = index
      }
    }
    targets = Array(repeating: [:], count: scans.count)
    importers = Array(repeating: [], count: scans.count)
    for index in scans.indices {
      for request in scans[index].requests {
        guard !request.isDynamic, request.context == nil else {
          dynamicRequests.append((index, request))
          continue
        }
        let known = resolved[files[index].path]?[request.specifier].map { indexByIdentity[$0] }
        let named =
          targets[index][request.specifier] ?? known ?? resolve(request.specifier, from: index)
        targets[index][request.specifier] = .some(named)
        if let named { importers[named].append((index, request)) }
      }
    }
    for index in scans.indices { noteWrittenImports(of: index) }
  }

  /// The exports the file at `index` writes into where it imports them (`written`), traced to
  /// where they are defined.
  private mutating func noteWrittenImports(of index: Int) {
    let locals = scans[index].writtenImports
    guard !locals.isEmpty else { return }
    let interface = scans[index].interface
    for local in locals {
      // `KINDS`, or `K.KINDS` through a namespace import.
      let (head, member, _) = CheckCalls.splitHeld(local)
      guard let item = interface.imports.first(where: { $0.local == head }),
        let source = target(of: item.specifier, from: index)
      else { continue }
      let name: String
      switch wholeOrDefault(item.imported, of: source) {
      case .named(let imported): name = imported
      case .namespace:
        guard let member else { continue }
        name = member
      }
      var visiting = Set<String>()
      if let (origin, export) = origin(of: name, in: source, visiting: &visiting) {
        written.insert(Export(file: origin, name: export))
        // CommonJS: what is written into is in the value `module.exports` is, too.
        if scans[origin].interface.exportsWhole {
          written.insert(Export(file: origin, name: "default"))
        }
      }
    }
  }

  /// An imported function holding uses: the file reading it, its local name there, and the file
  /// and name it is defined under.
  struct ImportedCall {
    let reader: Int
    let local: String
    let origin: Int
    let export: String
  }

  /// Of the imported functions `calls`, those whose uses are guarded by flags of theirs
  /// (`FileScan.flaggedExports`), by local name: the flags' slots, whose arguments the reading
  /// file says what they prove (`FlagParameters`).
  private func flagged(_ calls: [ImportedCall]) -> [String: Set<String>] {
    var found: [String: Set<String>] = [:]
    for call in calls {
      if let slots = scans[call.origin].flaggedExports[call.export] {
        found[call.local, default: []].formUnion(slots)
      }
    }
    return found
  }

  /// Of the imported functions `calls`, those the file at `index` calls as another call's
  /// arguments are evaluated (`FileScan.argumentCalls`) that send when called (`sends`), by
  /// local name. (Asked of those calls only: a file told of others would be read again for
  /// nothing.)
  private func sending(_ calls: [ImportedCall], of index: Int) -> Set<String> {
    let asked = scans[index].argumentCalls
    guard !asked.isEmpty else { return [] }
    var found = Set<String>()
    for call in calls where asked.contains(call.local) {
      var visiting = Set<Export>()
      if sends(call.export, of: call.origin, visiting: &visiting) { found.insert(call.local) }
    }
    return found
  }

  /// Whether the function `export` of the file at `origin` sends when called: a send of its own
  /// stands outside the function values it makes (`FileScan.sendingExports`), or a call there
  /// of an imported function that sends (a place of that function's uses inside it, in none,
  /// `FileScan.importedCallPlaces`), through every file between.
  private func sends(_ export: String, of origin: Int, visiting: inout Set<Export>) -> Bool {
    if scans[origin].sendingExports.contains(export) { return true }
    guard visiting.insert(Export(file: origin, name: export)).inserted else { return false }
    let places = scans[origin].importedCallPlaces
    return importedCalls(of: origin).contains { call in
      places[call.local]?.contains {
        $0.heldFor == export && $0.isCall && !$0.standsInFunctionValue
      } == true && sends(call.export, of: call.origin, visiting: &visiting)
    }
  }

  /// Of the imported functions `calls`, those a `// bridgecheck: requires` stands above
  /// (`FileScan.requiredExports`), by local name: what each read of them must hold.
  private func required(_ calls: [ImportedCall]) -> [String: Requirement] {
    var found: [String: Requirement] = [:]
    for call in calls {
      if let requirement = scans[call.origin].requiredExports[call.export] {
        found[call.local] = requirement
      }
    }
    return found
  }

  /// The imports of the file at `index` that are another file's function whose result is a
  /// check (`FileScan.checkResults`), through re-exports, by local name — and the methods of
  /// an imported object whose result is one, by `CheckCalls.methodName` of the local name.
  private func importedCheckResults(of index: Int) -> [String: CheckResults.Result] {
    guard hasCheckResults else { return [:] }
    var found = imported(of: index) { scan, export in scan.checkResults[export] }
    let methods = imported(of: index) { scan, export -> [String: CheckResults.Result]? in
      let held = scan.checkResults.filter { CheckCalls.splitHeld($0.key).export == export }
      return held.isEmpty ? nil : held
    }
    for (local, held) in methods {
      for (name, result) in held where name.contains(".") {
        found[CheckCalls.renamed(name, export: local)] = result
      }
    }
    return found
  }

  /// The exports of the file at `index` some file writes into (`written`), by export name.
  private func writtenExports(of index: Int) -> Set<String> {
    Set(written.lazy.filter { $0.file == index }.map(\.name))
  }

  /// The functions the file at `index` asked about (`FileScan.writerAsks`) that write into
  /// what they are given (`FileScan.writerExports` of the file defining each, through
  /// re-exports), by local name: the argument positions.
  private func importedWriters(of index: Int) -> [String: Set<Int>] {
    guard hasWriters, let locals = askedWriters[index] else { return [:] }
    var found: [String: Set<Int>] = [:]
    for local in locals {
      if let (origin, export) = definition(ofImported: local, in: index),
        let positions = scans[origin].writerExports[export]
      {
        found[local] = positions
      }
    }
    return found
  }

  /// Objects and lists given whole to functions imported from other files of the content
  /// (`FileScan.writerAsks`): the files defining them are read again, asked which of those
  /// parameters their functions write into (`ObjectWrites`) — asking in turn of the functions
  /// they give them to — until no file asks anything new; propagation then tells the callers
  /// (`importedWriters`). Whether any file was asked.
  @discardableResult
  private mutating func linkObjectWrites(
    _ output: inout [FileScan], work: inout [Int: FileScan.Linked],
    rescan: ([Rescan]) -> [FileScan]
  ) -> Bool {
    var asked = false
    for _ in 0..<Self.maxRounds {
      var asks: [Int: [String: Set<Int>]] = [:]
      for index in output.indices where !output[index].writerAsks.isEmpty {
        for (local, positions) in output[index].writerAsks {
          guard let (origin, export) = definition(ofImported: local, in: index) else { continue }
          asks[origin, default: [:]][export, default: []].formUnion(positions)
          askedWriters[index, default: []].insert(local)
        }
      }
      let again = Self.ask(asks, as: \.writersAsked, work: &work)
      if again.isEmpty { return asked }
      asked = true
      reread(again, into: &output, with: rescan)
    }
    return asked
  }

  /// Asks the files defining exported functions about some of their argument positions
  /// (`asks`: by file, export name), where `question` of each file's `Linked` keeps what it was
  /// asked so far: the files asked anything new, to read again.
  private static func ask(
    _ asks: [Int: [String: Set<Int>]],
    as question: WritableKeyPath<FileScan.Linked, [String: Set<Int>]>,
    work: inout [Int: FileScan.Linked]
  ) -> [Rescan] {
    var again: [Rescan] = []
    for (file, exports) in asks.sorted(by: { $0.key < $1.key }) {
      var linked = work[file] ?? FileScan.Linked()
      let now = linked[keyPath: question].merging(exports) { $0.union($1) }
      guard now != linked[keyPath: question] else { continue }
      linked[keyPath: question] = now
      work[file] = linked
      again.append(Rescan(index: file, linked: linked))
    }
    return again
  }

  /// The objects naming something by their keys alone that the file at `index` imports
  /// (`FileScan.collections`), by local name.
  private func importedCollections(of index: Int) -> [String: [String]] {
    guard hasCollections else { return [:] }
    return imported(of: index) { scan, export in scan.collections[export] }
  }

  /// What `value` says of each named import of the file at `index`, asked of the file and the
  /// export it comes from (through re-exports), by local name: an import it says nothing of
  /// (`nil`) is left out.
  private func imported<Value>(of index: Int, _ value: (FileScan, String) -> Value?)
    -> [String: Value]
  {
    var found: [String: Value] = [:]
    for item in scans[index].interface.imports {
      guard case .named(let name) = item.imported,
        let source = target(of: item.specifier, from: index)
      else { continue }
      var visiting = Set<String>()
      if let (origin, export) = origin(of: name, in: source, visiting: &visiting),
        let given = value(scans[origin], export)
      {
        found[item.local] = given
      }
    }
    return found
  }

  /// The functions the file at `index` imports that hold uses as their files were last read —
  /// their own (`FileScan.withheldCalls`), or those of imported functions they read
  /// (`FileScan.heldCallExports`): the file is read with them (`FileScan.Linked.functions`) to
  /// say where it reads each, and their uses are placed there (`CallPlacement`).
  private func importedCalls(of index: Int) -> [ImportedCall] {
    var found: [ImportedCall] = []
    for item in scans[index].interface.imports {
      guard let source = target(of: item.specifier, from: index) else { continue }
      var visiting = Set<String>()
      guard case .named(let name) = item.imported,
        let (origin, export) = origin(of: name, in: source, visiting: &visiting)
      else {
        if let namespace = namespace(readBy: item, from: source) {
          found += namespaceCalls(of: item.local, in: index, source: namespace) {
            $0.withheldCalls[$1] != nil || $0.heldCallExports.contains($1)
          }
        }
        continue
      }
      // (Read in place: a copy of the whole scan would retain each of its tables.)
      func holds(_ name: String) -> Bool {
        scans[origin].withheldCalls[name] != nil || scans[origin].heldCallExports.contains(name)
      }
      if holds(export) {
        found.append(ImportedCall(reader: index, local: item.local, origin: origin, export: export))
      }
      // A store's slices read as its own: their actions, read as the store's.
      for slice in sliceAliases[Export(file: origin, name: export)] ?? [] {
        let scan = scans[slice.file]
        for method in heldMembers(
          read: item.local, in: index, origin: slice.file, export: slice.name,
          among: Array(scan.withheldCalls.keys) + scan.heldCallExports)
        where scan.withheldCalls[method.export] != nil
          || scan.heldCallExports.contains(method.export)
        {
          found.append(
            ImportedCall(
              reader: index, local: method.local, origin: slice.file, export: method.export))
        }
      }
      guard !scans[origin].memberHeads.isEmpty else { continue }
      for method in heldMembers(
        read: item.local, in: index, origin: origin, export: export,
        among: Array(scans[origin].withheldCalls.keys) + scans[origin].heldCallExports)
      where holds(method.export) {
        found.append(
          ImportedCall(reader: index, local: method.local, origin: origin, export: method.export))
      }
    }
    return found
  }

  /// The exported functions that the file at `index` reads through its namespace import
  /// `local` of the file at `source` (`import * as Tasks from "./tasks"`, then
  /// `Tasks.archive(id)`) and whose scan `holds` something under their export name, each as the
  /// method `Tasks.archive` of an object (`ObjectMethods`: where it is read as a member, or
  /// where the namespace is passed on whole).
  private func namespaceCalls(
    of local: String, in index: Int, source: Int, holding holds: (FileScan, String) -> Bool
  ) -> [ImportedCall] {
    var found: [ImportedCall] = []
    var visited = Set<Int>()
    for name in exportNames(of: source, visited: &visited).sorted() {
      var visiting = Set<String>()
      guard let (origin, export) = origin(of: name, in: source, visiting: &visiting),
        holds(scans[origin], export)
      else { continue }
      found.append(
        ImportedCall(
          reader: index, local: CheckCalls.methodName(local, name), origin: origin, export: export
        ))
    }
    return found
  }

  /// The imports of the file at `index` that are a store another file makes (`FileScan.stores`),
  /// a typed thunk maker (`kind: \.thunkMakers`) or a selectors helper
  /// (`\.selectorHelpers`), by local name, through re-exports.
  private func importedMade(_ kind: KeyPath<FileScan, Set<String>>, of index: Int) -> Set<String> {
    guard made.contains(kind) else { return [] }
    let found = imported(of: index) { scan, export in
      scan[keyPath: kind].contains(export) ? true : nil
    }
    return Set(found.keys)
  }

  /// The imports of the file at `index` that make query options holding a function
  /// (`FileScan.queryOptionMakers`), by local name — and their methods that do, as
  /// `local.method` (`todoQueries.detail`).
  private func importedOptionMakers(of index: Int) -> Set<String> {
    guard made.contains(\.queryOptionMakers) else { return [] }
    let found = imported(of: index) { scan, export -> [String]? in
      let prefix = export + "."
      let makers = scan.queryOptionMakers.compactMap { name -> String? in
        name == export ? "" : name.hasPrefix(prefix) ? "." + name.dropFirst(prefix.count) : nil
      }
      return makers.isEmpty ? nil : makers
    }
    return Set(found.flatMap { local, makers in makers.map { local + $0 } })
  }

  /// The members of the export `export` of the file at `origin` that hold something there (a
  /// name among `among` with a head in `FileScan.memberHeads`) and that the file at `reader`,
  /// importing it as `local`, may read: their names there and at `origin`. Of an exported
  /// object, the methods the reader reads (`ImportReads.members`: `api.archive` where `import {
  /// bridge as api }`, for `bridge.archive`), every one when it passes the object on whole; of
  /// an exported function, every function it hands back (`useTaskActions().archive`): where
  /// the reader reads each, its own reading of the calls' results says (`ResultReads`).
  private func heldMembers(
    read local: String, in reader: Int, origin: Int, export: String,
    among: [String]
  ) -> [(local: String, export: String)] {
    let heads = scans[origin].memberHeads
    var found: [(local: String, export: String)] = []
    let returned = CheckCalls.heldName(export, "")
    if heads.contains(returned) {
      for name in among.sorted() where name.hasPrefix(returned) {
        let member = String(name.dropFirst(returned.count))
        found.append((CheckCalls.heldName(local, member), name))
      }
    }
    let object = CheckCalls.methodName(export, "")
    guard heads.contains(object) else { return found }
    let reads = scans[reader].importReads
    var members = reads.members[local] ?? []
    // A member read may be an object holding methods (`api.tasks`, for `api.tasks.archive`):
    // every one below it.
    let below = members.map { object + $0 + "." }
    for name in among where below.contains(where: name.hasPrefix) {
      members.insert(String(name.dropFirst(object.count)))
    }
    if reads.whole.contains(local) {
      for name in among where name.hasPrefix(object) {
        members.insert(String(name.dropFirst(object.count)))
      }
    }
    return found
      + members.sorted().map {
        (CheckCalls.methodName(local, $0), CheckCalls.methodName(export, $0))
      }
  }

  /// The file and the name a function exported as `name` by the file at `index` is defined
  /// under, through re-exports.
  func origin(of name: String, in index: Int, visiting: inout Set<String>) -> (Int, String)? {
    guard visiting.insert("\(index):\(name)").inserted else { return nil }
    let interface = scans[index].interface
    switch interface.exports[name] {
    case .from(let specifier, .named(let imported)):
      guard let source = target(of: specifier, from: index) else { return nil }
      return origin(of: imported, in: source, visiting: &visiting)
    case .from(_, .namespace):
      return nil
    case .local(let local):
      // `import { f } from "./a"; export { f }`.
      if let item = interface.imports.first(where: { $0.local == local }) {
        guard case .named(let imported) = item.imported,
          let source = target(of: item.specifier, from: index)
        else { return nil }
        return origin(of: imported, in: source, visiting: &visiting)
      }
      // Held back under one name however many it is exported as (`LocalFunctions`).
      let names = interface.exports.filter { $0.value == .local(local) }.map(\.key)
      return (index, names.min() ?? name)
    case nil:
      guard name != "default" else { return nil }
      // CommonJS: a method of the object `module.exports` is (`ObjectMethods.defaultExport`).
      if interface.exportsWhole { return (index, CheckCalls.methodName("default", name)) }
      for specifier in interface.starExports {
        if let source = target(of: specifier, from: index),
          let found = origin(of: name, in: source, visiting: &visiting)
        {
          return found
        }
      }
      return nil
    }
  }

  /// The file whose namespace the import `item` of the file `source` reads: `import * as
  /// Tasks from "./tasks"`, or a name that file passes a namespace on under (`namespaceTarget`).
  private func namespace(readBy item: ModuleInterface.Import, from source: Int) -> Int? {
    switch item.imported {
    case .namespace: source
    case .named(let name): namespaceTarget(of: name, in: source)
    }
  }

  /// The file whose namespace the export `name` of the file at `index` is, through re-exports
  /// (`export { Tasks } from`, `export *`): `export * as Tasks from "./tasks"`, or `import * as
  /// Tasks from "./tasks"; export { Tasks }`.
  private func namespaceTarget(of name: String, in index: Int, depth: Int = 0) -> Int? {
    guard depth < 16 else { return nil }
    let interface = scans[index].interface
    switch interface.exports[name] {
    case .from(let specifier, .namespace):
      return target(of: specifier, from: index)
    case .from(let specifier, .named(let imported)):
      return target(of: specifier, from: index).flatMap {
        namespaceTarget(of: imported, in: $0, depth: depth + 1)
      }
    case .local(let local):
      guard let item = interface.imports.first(where: { $0.local == local }),
        let source = target(of: item.specifier, from: index)
      else { return nil }
      switch item.imported {
      case .namespace: return source
      case .named(let imported): return namespaceTarget(of: imported, in: source, depth: depth + 1)
      }
    case nil:
      // Passed on by an `export *` (never a default).
      guard name != "default" else { return nil }
      for specifier in interface.starExports {
        if let source = target(of: specifier, from: index),
          let found = namespaceTarget(of: name, in: source, depth: depth + 1)
        {
          return found
        }
      }
      return nil
    }
  }

  /// The file a specifier of the file at `index` names, if it was read.
  func target(of specifier: String, from index: Int) -> Int? {
    if let known = targets[index][specifier] { return known }
    return resolve(specifier, from: index)
  }

  private func resolve(_ specifier: String, from index: Int) -> Int? {
    guard
      case .source(let path) = resolver.resolve(
        specifier, from: files[index].path, isRequire: false),
      let identity = FileIdentity(path: path)
    else { return nil }
    return indexByIdentity[identity]
  }

  // MARK: - Values

  /// The values a file's imports receive from the files they name, by local name: only those
  /// that name some element or hold a module.
  private func importedValues(of index: Int) -> [String: Constant] {
    var values: [String: Constant] = [:]
    for item in scans[index].interface.imports {
      guard let source = target(of: item.specifier, from: index) else { continue }
      var visiting = Set<String>()
      let value: Constant?
      switch item.imported {
      case .namespace: value = namespace(of: source, visiting: &visiting)
      case .named(let name): value = export(name, of: source, visiting: &visiting)
      }
      if let value, value.isFollowed { values[item.local] = value }
    }
    return values
  }

  /// An export of a file, by the file's index and the name it is held under (`origin`).
  struct Export: Hashable {
    let file: Int
    let name: String
  }

  /// The exports some file imports, by name or through a re-export, traced to where they are
  /// defined; every export of a file some file imports whole (`import * as api`).
  private func importedExports() -> Set<Export> {
    var found = Set<Export>()
    for index in scans.indices {
      for item in scans[index].interface.imports {
        guard let source = target(of: item.specifier, from: index) else { continue }
        // Read whole (`import * as api`, or a namespace a barrel passes on): every name it holds.
        if let namespace = namespace(readBy: item, from: source) {
          let scan = scans[namespace]
          for name in Set(scan.withheldCalls.keys).union(scan.withheldSent.keys) {
            found.insert(Export(file: namespace, name: name))
          }
          continue
        }
        var visiting = Set<String>()
        guard case .named(let name) = item.imported,
          let (origin, export) = origin(of: name, in: source, visiting: &visiting)
        else { continue }
        found.insert(Export(file: origin, name: export))
        // And the methods of the object it is, or the functions it hands back, that the file
        // reads.
        guard !scans[origin].memberHeads.isEmpty else { continue }
        for method in heldMembers(
          read: item.local, in: index, origin: origin, export: export,
          among: Array(scans[origin].withheldCalls.keys) + scans[origin].withheldSent.keys
            + scans[origin].heldCallExports)
        {
          found.insert(Export(file: origin, name: method.export))
        }
      }
    }
    return found
  }

  /// What the bundle's other files' providers of the contexts `contexts` of the file at `index`
  /// give (`FileScan.providedContexts`), joined, by binding name: the file joins them into the
  /// value it gives their readers.
  private func providedContexts(of index: Int, contexts: Set<String>) -> [String: Constant] {
    guard !contexts.isEmpty, hasProviders else { return [:] }
    var found: [String: Constant] = [:]
    for reader in scans.indices where reader != index {
      for local in scans[reader].importReads.providers.sorted() {
        guard let (origin, export) = definition(ofImported: local, in: reader), origin == index,
          case .local(let name)? = scans[index].interface.exports[export], contexts.contains(name)
        else { continue }
        // (A provider whose value that file did not read gives what holds no check.)
        let value = scans[reader].providedContexts[local] ?? .other
        found[name] = found[name].map { $0.joined(with: value) ?? .other } ?? value
      }
    }
    return found
  }

  /// The contexts the file at `index` exports whose value it gives the bundle's other files (by
  /// binding name): every file importing one — by name, directly or through re-exports — reads
  /// it only with `useContext` or provides it (`ImportReads.contexts`: the file joins what their
  /// providers give, `providedContexts`), and none loads the file other than by `import`.
  private func privateContexts(of index: Int) -> Set<String> {
    let scan = scans[index]
    guard !scan.contexts.isEmpty else { return [] }
    var locals: [String: Bool] = [:]
    for (name, export) in scan.interface.exports {
      guard case .local(let local) = export, scan.contexts.contains(name) else { continue }
      var visiting = Set<String>()
      // A binding exported under two names is private only if neither is provided elsewhere.
      let isPrivate = onlyRead(name, of: index, visiting: &visiting) { reads, local in
        reads.contexts.contains(local)
      }
      locals[local] = (locals[local] ?? true) && isPrivate
    }
    return Set(locals.filter(\.value).keys)
  }

  /// Whether every file that can read export `name` of the file at `index` reads it as `isRead`
  /// says of its `ImportReads` and the name it imports it under, following re-exports to their
  /// readers; false when some file may read it otherwise (a namespace, a `require`).
  private func onlyRead(
    _ name: String, of index: Int, visiting: inout Set<String>,
    as isRead: (ImportReads, String) -> Bool
  ) -> Bool {
    guard visiting.insert("\(index)\u{0}\(name)").inserted else { return true }
    if dynamicRequests.contains(where: { reaches($0.request, from: $0.reader, file: index) }) {
      return false
    }
    for (reader, request) in importers[index] {
      guard request.readsAsImport else { return false }
      let interface = scans[reader].interface
      for specifier in interface.starExports where target(of: specifier, from: reader) == index {
        guard onlyRead(name, of: reader, visiting: &visiting, as: isRead) else { return false }
      }
      for item in interface.imports where target(of: item.specifier, from: reader) == index {
        guard case .named(let imported) = item.imported else { return false }
        let reads = scans[reader].importReads
        if imported == name, reads.depths[item.local] != nil, !isRead(reads, item.local) {
          return false
        }
      }
      for (exported, export) in interface.exports {
        guard case .from(let specifier, let imported) = export,
          target(of: specifier, from: reader) == index
        else { continue }
        guard case .named(let reexported) = imported else { return false }
        if reexported == name,
          !onlyRead(exported, of: reader, visiting: &visiting, as: isRead)
        {
          return false
        }
      }
    }
    return true
  }

  /// The names a file imports that are expo-brownfield's `sendMessage` through local barrels
  /// (`export { sendMessage } from "expo-brownfield"`, re-exported again, renamed or not), and
  /// those of the barrels it imports whole (`import * as Bridge`), with the names each exports
  /// the function under (`Bridge.sendMessage`, `Bridge.send`).
  private func importedSendFunctions(of index: Int) -> (
    functions: Set<String>, modules: [String: Set<String>]
  ) {
    var found: (functions: Set<String>, modules: [String: Set<String>]) = ([], [:])
    for item in scans[index].interface.imports where item.specifier != SentValues.package {
      guard let source = target(of: item.specifier, from: index) else { continue }
      switch item.imported {
      case .named(let name):
        var visiting = Set<String>()
        if isSendMessage(name, in: source, visiting: &visiting) {
          found.functions.insert(item.local)
        }
      case .namespace:
        let names = sendMessageExports(of: source)
        if !names.isEmpty { found.modules[item.local] = names }
      }
    }
    return found
  }

  /// The specifiers the file at `index` `require`s that name a local barrel exporting
  /// expo-brownfield's `sendMessage` (`const { sendMessage } = require("./bridge")`), with the
  /// names it exports the function under (`const { send } = require("./bridge")` for
  /// `export { sendMessage as send }`).
  private func requiredSendBarrels(of index: Int) -> [String: Set<String>] {
    var found: [String: Set<String>] = [:]
    for request in scans[index].requests
    where request.kind == .require && !request.isDynamic && request.context == nil
      && request.specifier != SentValues.package && found[request.specifier] == nil
    {
      guard let source = target(of: request.specifier, from: index) else { continue }
      let names = sendMessageExports(of: source)
      if !names.isEmpty { found[request.specifier] = names }
    }
    return found
  }

  /// The names the file at `index` exports expo-brownfield's `sendMessage` under: each of its
  /// exports that is the function, its own or passed on by an `export *`.
  private func sendMessageExports(of index: Int) -> Set<String> {
    var visited = Set<Int>()
    return exportNames(of: index, visited: &visited).filter { name in
      var visiting = Set<String>()
      return isSendMessage(name, in: index, visiting: &visiting)
    }
  }

  /// The names the file at `index` exports: its own, and those its `export *` pass on (never a
  /// default).
  private func exportNames(of index: Int, visited: inout Set<Int>) -> Set<String> {
    guard visited.insert(index).inserted else { return [] }
    let interface = scans[index].interface
    var names = Set(interface.exports.keys)
    for specifier in interface.starExports {
      guard let source = target(of: specifier, from: index) else {
        // Passed on from a package: expo-brownfield's own name, when it is that package.
        if specifier == SentValues.package { names.insert("sendMessage") }
        continue
      }
      names.formUnion(exportNames(of: source, visited: &visited).subtracting(["default"]))
    }
    return names
  }

  /// Whether the export `name` of the file at `index` is expo-brownfield's `sendMessage`,
  /// through its re-exports.
  private func isSendMessage(_ name: String, in index: Int, visiting: inout Set<String>) -> Bool {
    guard visiting.insert("\(index):\(name)").inserted else { return false }
    let interface = scans[index].interface
    func follow(_ imported: String, from specifier: String) -> Bool {
      if specifier == SentValues.package { return imported == "sendMessage" }
      guard let source = target(of: specifier, from: index) else { return false }
      return isSendMessage(imported, in: source, visiting: &visiting)
    }
    switch interface.exports[name] {
    case .from(let specifier, .named(let imported)):
      return follow(imported, from: specifier)
    case .local(let local):
      guard let item = interface.imports.first(where: { $0.local == local }) else {
        // `export const send = sendMessage`.
        return scans[index].sendExports.contains(local)
      }
      guard case .named(let imported) = item.imported else { return false }
      return follow(imported, from: item.specifier)
    case .from(_, .namespace):
      return false
    case nil:
      guard name != "default" else { return false }
      return interface.starExports.contains { follow(name, from: $0) }
    }
  }

  /// What `table` of the files that export them holds for the functions a file imports, by
  /// local name: the wrappers it imports (`FileScan.senders`, `FileScan.lookupWrappers`).
  private func importedFunctions<Value>(
    _ table: (FileScan) -> [String: Value], of index: Int
  ) -> [String: Value] {
    var found: [String: Value] = [:]
    for item in scans[index].interface.imports {
      guard let source = target(of: item.specifier, from: index) else { continue }
      var visiting = Set<String>()
      guard case .named(let name) = item.imported,
        let (origin, export) = origin(of: name, in: source, visiting: &visiting)
      else {
        // `import * as Bridge`: `Bridge.perform(…)`, a method of the namespace.
        if let namespace = namespace(readBy: item, from: source) {
          for call in namespaceCalls(
            of: item.local, in: index, source: namespace, holding: { table($0)[$1] != nil })
          {
            found[call.local] = table(scans[call.origin])[call.export]
          }
        }
        continue
      }
      let held = table(scans[origin])
      if let value = held[export] { found[item.local] = value }
      guard !scans[origin].memberHeads.isEmpty else { continue }
      for method in heldMembers(
        read: item.local, in: index, origin: origin, export: export, among: Array(held.keys))
      {
        if let value = held[method.export] { found[method.local] = value }
      }
    }
    return found
  }

  /// What the export `name` of the file at `index` holds, through its re-exports.
  private func export(_ name: String, of index: Int, visiting: inout Set<String>) -> Constant? {
    guard visiting.insert("\(index):\(name)").inserted else { return nil }
    if let value = scans[index].constants[name] {
      return !written.isEmpty && written.contains(Export(file: index, name: name)) ? nil : value
    }
    // (The interface alone: a whole scan copied is dozens of tables retained, each read.)
    let interface = scans[index].interface
    // Passed on: the re-export's place joins each name's `via`.
    func reexported(_ value: Constant?, at place: Use.Origin?) -> Constant? {
      guard let place else { return value }
      return value?.passed(through: place)
    }
    switch interface.exports[name] {
    case .from(let specifier, let imported):
      guard let source = target(of: specifier, from: index) else { return nil }
      return reexported(
        value(imported, of: source, visiting: &visiting), at: interface.exportedAt[name])
    case .local(let local):
      // `import { A } from "./a"; export { A }`.
      guard let item = interface.imports.first(where: { $0.local == local }),
        let source = target(of: item.specifier, from: index)
      else { return nil }
      return reexported(
        value(item.imported, of: source, visiting: &visiting),
        at: interface.exportedAt[name])
    case nil:
      guard name != "default" else { return nil }
      // CommonJS: a member of the value `module.exports` is (`{ ARCHIVE: "task.archive" }`).
      if interface.exportsWhole {
        return export("default", of: index, visiting: &visiting)?.member(name)
      }
      for specifier in interface.starExports {
        if let source = target(of: specifier, from: index),
          let value = export(name, of: source, visiting: &visiting)
        {
          return reexported(value, at: interface.starExportedAt[specifier])
        }
      }
      return nil
    }
  }

  private func value(
    _ imported: ModuleInterface.Imported, of index: Int, visiting: inout Set<String>
  ) -> Constant? {
    switch imported {
    case .namespace: namespace(of: index, visiting: &visiting)
    case .named(let name): export(name, of: index, visiting: &visiting)
    }
  }

  /// A module's exports as one object (`import * as K`), its star exports' names included;
  /// CommonJS's the value `module.exports` is, which `require` gives (`wholeOrDefault`).
  private func namespace(of index: Int, visiting: inout Set<String>) -> Constant? {
    if scans[index].interface.exportsWhole {
      return export("default", of: index, visiting: &visiting)
    }
    guard visiting.insert("\(index):*").inserted else { return nil }
    var names = Set(scans[index].interface.exports.keys).union(scans[index].constants.keys)
    for specifier in scans[index].interface.starExports {
      if let source = target(of: specifier, from: index),
        case .object(let members)? = namespace(of: source, visiting: &visiting)
      {
        names.formUnion(members.map(\.key).filter { $0 != "default" })
      }
    }
    let members = names.sorted().map { name in
      Constant.Member(key: name, value: export(name, of: index, visiting: &visiting) ?? .other)
    }
    return .object(members)
  }

  // MARK: - Readers

  /// Whether every reader of the file at `index` is one the bundle follows: it has importers,
  /// each an `import` or `export … from` of it, none reading its names into a constant of its
  /// own that it exports, and every file that re-exports it followed too.
  private func isFollowed(
    _ index: Int, _ output: [FileScan], memo: inout [Int: Bool], visiting: inout Set<Int>
  ) -> Bool {
    if let known = memo[index] { return known }
    guard visiting.insert(index).inserted else { return true }
    // (A CommonJS module assigning `module.exports` and writing its members too: which of the
    // two its readers see depends on the order, and `exports.A` is lost — none is followed.)
    var followed = !importers[index].isEmpty && !scans[index].interface.exportsMixed
    for (reader, request) in dynamicRequests where followed {
      if reaches(request, from: reader, file: index) { followed = false }
    }
    for (reader, request) in importers[index] where followed {
      let facts = readerFacts[reader]
      // A module imported whole (`import * as api`): its functions holding uses or sending
      // what they are given are followed where read (`api.archive(…)`, `namespaceCalls`), not
      // the functions they hand back nor the methods of the objects it exports
      // (`api.useTaskActions().archive`, `api.bridge.archive`), nor its stores' slices'.
      if facts.namespaces.contains(index),
        output[index].withheldCalls.keys.contains(where: { $0.contains(".") })
          || output[index].withheldSent.keys.contains(where: { $0.contains(".") })
          || output[index].heldCallExports.contains(where: { $0.contains(".") })
          || slicesRead[index] != nil
      {
        followed = false
        break
      }
      // `lazy(() => import("./A"))` loads it where its component is rendered, as a reader.
      let isLazy = request.kind == .dynamicImport && facts.lazy.contains(request.start)
      followed =
        request.readsAsImport || isLazy
        ? isFollowed(index, from: reader, output, memo: &memo, visiting: &visiting) : false
    }
    let result = followed
    memo[index] = result
    return result
  }

  /// Whether the reader at `reader` of the file at `index`, which imports it, is followed: it
  /// passes on none of its names, or its own readers are followed.
  private func isFollowed(
    _ index: Int, from reader: Int, _ output: [FileScan], memo: inout [Int: Bool],
    visiting: inout Set<Int>
  ) -> Bool {
    switch passesOn(output[reader], index, from: reader) {
    case .nothing: true
    case .onwards: isFollowed(reader, output, memo: &memo, visiting: &visiting)
    }
  }

  /// How a reader passes on names of the file it imports.
  private enum PassingOn {
    case nothing
    /// `export … from`, `export *`, an export of a name it imports, a name read into a constant
    /// it exports (whose value its readers receive once `propagate` settles): its own readers
    /// read them.
    case onwards
  }

  /// How the file `scan` (at `reader`) passes on names of the file at `index`.
  private func passesOn(_ scan: FileScan, _ index: Int, from reader: Int) -> PassingOn {
    let facts = readerFacts[reader]
    let fromIndex = facts.locals[index] ?? []
    if !fromIndex.isDisjoint(with: scan.reexportedImports) { return .onwards }
    if facts.passedOn.contains(index) || !fromIndex.isDisjoint(with: facts.exportedLocals) {
      return .onwards
    }
    // A store's slices, whose actions its readers call.
    if slicesRead[reader]?.files.contains(index) == true { return .onwards }
    return .nothing
  }

  /// What a reader's module interface says of each file it names — asked by `isFollowed` for
  /// every reader and file it reads, so built once, not searched each time (a file importing
  /// thousands of screens was searched once per screen).
  private struct ReaderFacts {
    /// Its import bindings, by the file each names.
    var locals: [Int: Set<String>] = [:]
    /// The files it imports whole (`import * as api`).
    var namespaces = Set<Int>()
    /// Where its `React.lazy` imports' specifiers are.
    var lazy = Set<Int>()
    /// The files it re-exports (`export *`, `export … from`).
    var passedOn = Set<Int>()
    /// The local names it exports.
    var exportedLocals = Set<String>()
  }

  private var readerFacts: [ReaderFacts] = []

  private mutating func gatherReaderFacts(_ output: [FileScan]) {
    readerFacts = output.indices.map { reader in
      let interface = output[reader].interface
      var facts = ReaderFacts()
      for item in interface.imports {
        if let lazyAt = item.lazyAt { facts.lazy.insert(lazyAt) }
        guard let named = target(of: item.specifier, from: reader) else { continue }
        facts.locals[named, default: []].insert(item.local)
        if item.imported == .namespace { facts.namespaces.insert(named) }
      }
      for specifier in interface.starExports {
        if let named = target(of: specifier, from: reader) { facts.passedOn.insert(named) }
      }
      for export in interface.exports.values {
        switch export {
        case .from(let specifier, let imported):
          guard let named = target(of: specifier, from: reader) else { continue }
          facts.passedOn.insert(named)
          // `export * as Tasks from "./tasks"`: its readers read it whole.
          if imported == .namespace { facts.namespaces.insert(named) }
        case .local(let local):
          facts.exportedLocals.insert(local)
        }
      }
      return facts
    }
  }

  /// Whether a dynamic `require`/`import()` or a `require.context` may load the file at `index`:
  /// it stands under the folder the request's literal part names.
  private func reaches(_ request: FileScan.Request, from reader: Int, file index: Int) -> Bool {
    // A prefix that names no folder of this package may name anything.
    guard request.specifier.hasPrefix(".") else { return true }
    let folder = (files[reader].path as NSString).deletingLastPathComponent
    let prefix = lexicallyStandardized(
      (folder as NSString).appendingPathComponent(request.specifier))
    return lexicallyStandardized(files[index].path).hasPrefix(prefix)
  }
}
