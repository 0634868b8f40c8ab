import BridgeDiagnostics
import Foundation

/// What scanning one JavaScript or TypeScript file found.
struct FileScan: Sendable, Equatable {
  var uses: [Use] = []
  /// Uses whose guards include a `// bridgecheck: requires` assertion.
  var assertedUses = 0
  /// Uses dropped by `// bridgecheck: ignore -- REASON`, each with its reason.
  var ignored: [Use] = []
  /// The ids the file names only in checks (a capability tested, a module looked up
  /// optionally): in Hermes bytecode of the same package, such a name is a check too.
  var checkedIDs = Set<String>()
  var diagnostics: [Diagnostic] = []
  /// The modules the file asks for, for the module graph.
  var requests: [Request] = []
  /// Its `import` and `export` statements, and the values of the constants it exports, for
  /// the files that read them (`ImportedConstants`).
  var interface = ModuleInterface()
  var constants: [String: Constant] = [:]
  /// The uses of names written in exported constants (by export name), held back: they are used
  /// where the constant is read; reported where written when the bundle cannot see every reader.
  var withheld: [String: [Use]] = [:]
  /// Imported names read into a constant the file exports (to be used, not only checked): the
  /// file they come from has its names used where this file's readers read that constant, so
  /// it asks whether every one of those is seen too.
  var reexportedImports = Set<String>()
  /// The uses inside functions the file exports, by export name, as they stand there: other
  /// files read those functions, and each use then stands where they do
  /// (`importedCallPlaces`); reported here when the bundle cannot see every reader.
  var withheldCalls: [String: [Use]] = [:]
  /// The exported functions with held-back uses that the file reads itself (calls, passes on):
  /// one that no other file imports either is never called — a root, whose uses stand where
  /// written (`reinstating`).
  var exportsReadHere = Set<String>()
  /// Where the file reads each imported function `ImportedConstants` asks about (by local
  /// name): the places a use inside it stands at, with the guards there.
  var importedCallPlaces: [String: [CallPlace]] = [:]
  /// The file's imports of other files of the content whose reads were given names a use
  /// would stand in (`t("task.archive")` where `import { t } from "./i18n"`): the bundle asks
  /// those files whether they hold a package's value (`packageExports`).
  var packageArgumentImports = Set<String>()
  /// The file's exports that are a package's value (`export default i18next`), by export
  /// name: the package.
  var packageExports: [String: String] = [:]
  /// The file's imports of other files of the content whose calls were given, whole, names a
  /// use would stand in (`t("task.archive")` where `import { t } from "./i18n"`), with the
  /// argument positions: the bundle asks the files defining them whether those parameters are
  /// only read inertly (`InertArguments`).
  var inertArgumentImports: [String: Set<Int>] = [:]
  /// Of the argument positions asked (`Linked.inertAsked`), those of each exported function
  /// whose parameter is only read inertly, by export name.
  var inertExports: [String: Set<Int>] = [:]
  /// The exported functions inside which the file reads an imported function holding uses: the
  /// `heldFor` of its `importedCallPlaces`.
  var heldCallExports = Set<String>()
  /// The exported functions holding uses guarded by their flag parameters (`FlagParameters`),
  /// by export name: the flags' slots, whose arguments each file calling them judges.
  var flaggedExports: [String: Set<String>] = [:]
  /// The exported functions that send when called — a use held for their callers stands in no
  /// function value they make — by export name: a call of one among another function's
  /// arguments sends as it is evaluated (`GuardedParameters.runParts`).
  var sendingExports = Set<String>()
  /// The imported functions holding uses the file calls as another call's arguments are
  /// evaluated (`withCapability(C, archive(id))`, `<Gate>{archive(id)}</Gate>`), by local
  /// name: linking says which of them send when called (`Linked.sending`).
  var argumentCalls = Set<String>()
  /// The exported functions a `// bridgecheck: requires` stands above, by export name: what each
  /// call of them in another file must hold (`AssertionCheck`).
  var requiredExports: [String: Requirement] = [:]
  /// The names the file reads of a component's instance through a ref
  /// (`ComponentMembers.refCalls`): a component's member of that name, in any file, runs with it.
  var refCalls = Set<String>()
  /// The members of the file's class components that run where their own code reads them
  /// (`LocalFunctions.componentMembers`): read again, told which the bundle reads through a
  /// ref (`Linked.refCalled`).
  var componentMembers = Set<String>()
  /// The names the file exports zustand stores under (`StoreActions.exports`).
  var stores = Set<String>()
  /// The file's exported stores spread with imported slices (`StoreActions.slicing`), by export
  /// name: the bundle decides whether those are read as slices (`Linked.slices`).
  var storeSlicing: [String: StoreActions.Slicing] = [:]
  /// What the exported functions asked for (`Linked.sliceAsked`) read through a store and give
  /// it as slices (`StoreActions.summaries`), by export name.
  var sliceSummaries: [String: StoreActions.SliceSummary] = [:]
  /// The names the file exports a typed `createAsyncThunk` under (`AsyncThunks.exports`).
  var thunkMakers = Set<String>()
  /// The names the file exports a zustand selectors helper under (`StoreSelectors`).
  var selectorHelpers = Set<String>()
  /// The names the file exports a typed React Redux `useSelector` under (`SelectorHooks`).
  var selectorHooks = Set<String>()
  /// The functions the file exports whose result is a check (`CheckResults`), by export name.
  var checkResults: [String: CheckResults.Result] = [:]
  /// The file's imports (by local name) whose value it writes into, through whatever name
  /// (`ConstantTable.writtenImports`, `ObjectWrites`): the exports they are, written, are
  /// constants nowhere.
  var writtenImports = Set<String>()
  /// Of the exported functions asked about (`Linked.writersAsked`), those that write into what
  /// they are given (`ObjectWrites`), by export name: the argument positions. What another file
  /// gives them there is written into.
  var writerExports: [String: Set<Int>] = [:]
  /// The functions the file imports from other files of the content that it gives, whole, an
  /// object or a list whose value it knows (`ObjectWrites.asks`), by local name: the argument
  /// positions. The bundle asks the files defining them whether they write into them.
  var writerAsks: [String: Set<Int>] = [:]
  /// The objects the file exports that name something by their keys alone (`{ [C]: [] }`,
  /// whose value other files are not given), by export name: the ids each holds
  /// (`OwnCollections`).
  var collections: [String: [String]] = [:]
  /// What the file stores, in lists or maps of its own, under each member name
  /// (`OwnCollections.stored`): the ids, by member name.
  var storedMembers: [String: [String]] = [:]
  /// The member names the file's checks read a collection as (`OwnCollections.Reader.asked`):
  /// what the bundle stores under each is asked (`Linked.storedMembers`).
  var testedMembers = Set<String>()
  /// Whether the file reads what storage holds (`OwnCollections.storageReads`, zustand's
  /// `persist`) without reading what it stores so: read again where some file's checks read a
  /// collection as a member (`Linked.storesStorage`).
  var readsStorage = false
  /// The lists and maps of its own the file gives, whole, to functions it imports from other
  /// files of the content (`OwnCollections.Reader.given`): the ids, by local name and argument
  /// position. The bundle asks the files defining them where they store those parameters
  /// (`storingExports`), and counts the ids stored under those members.
  var givenLists: [String: [Int: [String]]] = [:]
  /// Of the exported functions asked about (`Linked.listsGiven`), the member names each
  /// parameter asked is stored under (`OwnCollections.parameterStores`), by export name and
  /// position.
  var storingExports: [String: [Int: [String]]] = [:]
  /// The reducers the file imports from other files of the content whose states it reads
  /// (`ReducerStates.asks`: those a state redux-persist saves holds), by local name. The bundle
  /// asks the files defining them (`Linked.reducersAsked`).
  var reducerAsks = Set<String>()
  /// Of the exported reducers asked about (`Linked.reducersAsked`), the state of each, by export
  /// name (`ReducerStates.exported`).
  var reducerShapes: [String: ReducerStates.Shape] = [:]
  /// The functions the file imports whose results its checks' collections may be
  /// (`OwnCollections.Reader.returnsAsked`), by local name: the bundle asks the files defining
  /// them what those results may hold (`Linked.returnsAsked`).
  var returnAsks = Set<String>()
  /// Of the exported functions asked about (`Linked.returnsAsked`), the names what each returns
  /// may hold where the content wrote it (`OwnCollections`), by export name.
  var returnedNames: [String: Set<String>] = [:]
  /// Where the file first fetches a query without a function of its own
  /// (`Queries.fetchByKey`), as `'name' at path:line:column`: no query's `enabled` guards
  /// anything in the bundle (`Linked.queryFetchedByKey`).
  var queryFetchedByKey: String?
  /// The file's fetches of a query given options made by imports, which fetch by key unless
  /// each import makes options holding a function (`Queries.byKey`): the bundle decides.
  var queryFetchesThroughImports: [ImportedFetch] = []
  /// The names the file exports query options holding a function under, or functions making
  /// them (`Queries.exportedMakers`).
  var queryOptionMakers = Set<String>()
  /// Whether a query's `enabled` option guards something in the file: to be read again when
  /// another file fetches a query by key.
  var creditsQueryEnabled = false
  /// The imported functions this file calls with an argument a use stands in (by local name):
  /// whether they guard that argument is asked of the files exporting them (`GuardedParameters`).
  var guardCandidates = Set<String>()
  /// What the exported functions asked for (`Linked.summarize`) guard of their arguments, by
  /// export name.
  var parameterGuards: [String: GuardedParameters] = [:]
  /// The exported React contexts (`export const Ctx = createContext(…)`), by export name: when
  /// no other file provides one, its providers are all in this file, and its value is this
  /// file's to give (`Linked.privateContexts`).
  var contexts = Set<String>()
  /// What the file's providers of contexts other files create give (`<Ctx.Provider
  /// value={V}>`), joined, by local name (`ImportReads.providers`): those files join it into
  /// the context's value (`Linked.providedContexts`); `.other` where a value is not read.
  var providedContexts: [String: Constant] = [:]
  /// How the file reads the names it imports (`ImportReads`): only with `useContext` (it
  /// provides none of those contexts), only indexed (no key of those tables is read here).
  var importReads = ImportReads()
  /// The uses of keys of tables the file exports and only indexes itself (`IndexedTables`):
  /// no uses when every file reading the table indexes it as deep too; reported where written
  /// otherwise, or when the bundle cannot see every reader.
  var withheldKeys: [HeldKey] = []
  /// The imported functions the file calls with checks whose summaries it has not been given,
  /// with the argument positions it took them to prove (`CheckCalls.asked`): the bundle asks
  /// the files defining them.
  var checkCallees: [String: Set<Int>] = [:]
  /// What the exported functions asked for (`Linked.proveCalls`) prove of their arguments, by
  /// export name.
  var callProofs: [String: CheckCalls.Proof] = [:]
  /// The forms of those functions' results where the element checked is missing
  /// (`CheckCalls.resultForm`), by export name.
  var callForms: [String: MissingValue] = [:]
  /// The imported functions whose results the file compared with a constant before the bundle
  /// said their forms (`CheckCalls.formsAsked`): read again once it does.
  var formCallees = Set<String>()
  /// The exported functions that send what their callers give them (a wrapper's `action`), by
  /// export name: each file calling one judges its own arguments (`SentValues`).
  var senders: [String: Set<SentSlot>] = [:]
  /// The dynamic uses those wrappers' sends would be if no caller were seen, by export name:
  /// reported where the send is when some reader is not followed.
  var withheldSent: [String: [Use]] = [:]
  /// The file's local names of expo-brownfield's `sendMessage` that it exports (a barrel's
  /// `export { s as send }`, `export const send = sendMessage`).
  var sendExports: Set<String> = []
  /// The exported functions that look up the module their callers name (`nativeModule(name)`),
  /// by export name: each file calling one judges its own arguments (`LookupArguments`).
  var lookupWrappers: [String: FileScanner.LookupWrapper] = [:]
  /// The heads of the members that hold something for the files importing them — `bridge.` of
  /// an exported object's method `bridge.archive`, `useTaskActions().` of a function an
  /// exported function hands back, `useTaskActions().archive` — among the keys of
  /// `withheldCalls`, `withheldSent`, `heldCallExports`, `senders` and `lookupWrappers`, set in
  /// `linkingFacts`: linking asks importers of these members only (`ImportReads.members`).
  var memberHeads = Set<String>()
  /// By the token of a `require`'s or `import()`'s specifier, the guards that hold there, until
  /// its `Request` takes them.
  var loadGuards: [Int32: Set<String>] = [:]

  /// The scan with its held-back uses reported where they stand, as for a file no other file
  /// reads (or one some reader of which is not followed).
  func reinstated() -> FileScan {
    var scan = self
    scan.withheldCalls = [:]
    scan.withheldSent = [:]
    scan.withheld = [:]
    scan.withheldKeys = []
    scan.report(
      held(by: Set(withheldCalls.keys).union(withheldSent.keys))
        + withheld.keys.sorted().flatMap { withheld[$0]! } + withheldKeys.map(\.use))
    return scan
  }

  /// The scan with its uses, reported and held back, in storage of their size: it is held
  /// with every other file's until the report gathers them, and arrays grown by appending keep
  /// up to half their room empty (a fifth of a 50 MB tree's 33 MB of uses).
  func compacted() -> FileScan {
    var scan = self
    scan.uses = uses.compacted
    scan.ignored = ignored.compacted
    scan.withheld = withheld.mapValues(\.compacted)
    scan.withheldCalls = withheldCalls.mapValues(\.compacted)
    scan.withheldSent = withheldSent.mapValues(\.compacted)
    scan.withheldKeys = withheldKeys.compacted
    return scan
  }

  /// What linking asks of the file: all but the uses it reports or holds back (and their
  /// diagnostics), which the linking's output holds — of the held-back uses, only which
  /// exports hold some.
  var linkingFacts: FileScan {
    var facts = self
    facts.uses = []
    facts.ignored = []
    facts.diagnostics = []
    facts.withheldKeys = []
    if !withheld.isEmpty { facts.withheld = withheld.mapValues { _ in [] } }
    if !withheldCalls.isEmpty { facts.withheldCalls = withheldCalls.mapValues { _ in [] } }
    if !withheldSent.isEmpty { facts.withheldSent = withheldSent.mapValues { _ in [] } }
    let held = [
      Array(withheldCalls.keys), Array(withheldSent.keys), Array(heldCallExports),
      Array(senders.keys), Array(lookupWrappers.keys),
    ]
    facts.memberHeads = Set(
      held.joined().compactMap { name in name.firstIndex(of: ".").map { String(name[...$0]) } })
    return facts
  }

  /// What other files' linking asks of the file once its uses are placed: what it imports and
  /// exports, and how it reads its imports.
  var interfaceAndReads: FileScan {
    var facts = FileScan(interface: interface)
    facts.importReads = importReads
    return facts
  }

  /// A use of a key of a table the file exports (`withheldKeys`).
  struct HeldKey: Sendable, Equatable {
    /// The names the table is exported under.
    var exports: [String]
    /// How many objects deep the key sits: the member accesses a read needs.
    var depth: Int
    var use: Use
  }

  /// The scan with the held-back uses of the exported functions `functions` reported where
  /// they stand in them, as for functions whose callers are not known.
  func reinstating(functions: Set<String>) -> FileScan {
    var scan = self
    for export in functions {
      scan.withheldCalls[export] = nil
      scan.withheldSent[export] = nil
    }
    scan.report(held(by: functions))
    return scan
  }

  /// The uses held back in the exported functions `functions`, by export name.
  private func held(by functions: Set<String>) -> [Use] {
    functions.sorted().flatMap { (withheldCalls[$0] ?? []) + (withheldSent[$0] ?? []) }
  }

  /// Counts `held` among the file's uses, or its ignored ones. The uses grow by a quarter at
  /// least, not by doubling: every file's are held together until the report gathers them,
  /// and doubling left a third of that room empty (12 MB of a 50 MB tree's 39).
  mutating func report(_ held: [Use]) {
    // Where they are reported, no call gives their flags (`FlagParameters`); one placed where
    // a call's literal fails a flag's test never runs there (`unreachable`).
    var held = held
    held.removeAll { $0.guards.contains(FlagParameters.unreachable) }
    if held.contains(where: { $0.guards.contains(where: FlagParameters.isPlaceholder) }) {
      held = held.map(\.withoutFlags)
    }
    let needed = uses.count + held.count { $0.ignoreReason == nil }
    if needed > uses.capacity { uses.reserveCapacity(Swift.max(needed, uses.count * 5 / 4)) }
    uses += held.filter { $0.ignoreReason == nil }
    ignored += held.filter { $0.ignoreReason != nil }
    assertedUses += held.count { $0.asserted && $0.ignoreReason == nil }
  }

  /// What other files give a file's scan (`ImportedConstants`), by local name — the values of
  /// its imported constants, the imported functions whose reads it reports, what imported
  /// functions guard of their arguments — and the exports whose summaries other files ask of it.
  struct Linked: Sendable, Equatable {
    var constants: [String: Constant] = [:]
    var functions: Set<String> = []
    /// Of `functions`, those whose uses are guarded by their flags, by local name: the flags'
    /// slots (`FileScan.flaggedExports`).
    var flagged: [String: Set<String>] = [:]
    /// Of `functions`, those the file calls as another call's arguments are evaluated
    /// (`FileScan.argumentCalls`) that send when called (`FileScan.sendingExports`, through
    /// the functions they call too), by local name.
    var sending: Set<String> = []
    /// Of `functions`, those a `// bridgecheck: requires` stands above, by local name: what
    /// each read of them must hold (`FileScan.requiredExports`).
    var required: [String: Requirement] = [:]
    /// The imports that are another file's zustand store (`FileScan.stores`), by local name:
    /// read as a store, not as a hook (`StoreActions.reads(ofStoreAt:)`).
    var stores: Set<String> = []
    /// The imports read as the slices of the file's stores (`FileScan.storeSlicing`), by local
    /// name: what the store gives them is theirs, and their actions run where the store's
    /// readers call them, not where it is made (`StoreActions+Slices`).
    var slices: Set<String> = []
    /// The exports other files spread into their stores as slices, whose summaries they ask
    /// (`FileScan.sliceSummaries`).
    var sliceAsked: Set<String> = []
    /// Of the file's class components' members, those some file reads through a ref
    /// (`FileScan.refCalls`): they run with the component.
    var refCalled: Set<String> = []
    /// The imports that are another file's typed `createAsyncThunk` (`FileScan.thunkMakers`),
    /// by local name: the thunks they make are followed as its own are (`AsyncThunks`).
    var thunkMakers: Set<String> = []
    /// The imports that are another file's zustand selectors helper
    /// (`FileScan.selectorHelpers`), by local name: a store given one is bound again
    /// (`StoreSelectors`).
    var selectorHelpers: Set<String> = []
    /// The imports that are another file's typed `useSelector` (`FileScan.selectorHooks`), by
    /// local name: its calls given a selector are read as `useSelector`'s (`SelectorHooks`).
    var selectorHooks: Set<String> = []
    /// The imports that are another file's function whose result is a check
    /// (`FileScan.checkResults`), by local name: a call of one is a check (`CheckResults`).
    var checkResults: [String: CheckResults.Result] = [:]
    /// The file's exports another file writes into (`FileScan.writtenImports`), by export name:
    /// no constants (`ConstantTable`).
    var writtenExports: Set<String> = []
    /// The imports that are another file's function writing into what it is given
    /// (`FileScan.writerExports`), by local name: the argument positions (`ObjectWrites`).
    var importedWriters: [String: Set<Int>] = [:]
    /// The exported functions' argument positions other files ask about (`FileScan.writerAsks`),
    /// by export name.
    var writersAsked: [String: Set<Int>] = [:]
    /// The imports that are another file's object naming something by its keys alone
    /// (`FileScan.collections`), by local name: the ids each holds (`OwnCollections`).
    var collections: [String: [String]] = [:]
    /// What the bundle's other files store under the member names the file's checks read a
    /// collection as (`FileScan.storedMembers`, `.testedMembers`): the ids, by member name.
    var storedMembers: [String: [String]] = [:]
    /// Whether what the file stores of what storage holds is read (`FileScan.readsStorage`).
    var storesStorage = false
    /// The lists other files give the exported functions, whole (`FileScan.givenLists`): by
    /// export name and argument position, the ids they hold — what that parameter may be
    /// (`OwnCollections`); where it is stored is asked (`FileScan.storingExports`).
    var listsGiven: [String: [Int: [String]]] = [:]
    /// The exported reducers other files ask the states of (`FileScan.reducerAsks`).
    var reducersAsked = Set<String>()
    /// The states of the reducers the file imports, as their files answer
    /// (`FileScan.reducerShapes`), by local name.
    var reducerShapes: [String: ReducerStates.Shape] = [:]
    /// The exported functions other files ask what their results may hold
    /// (`FileScan.returnAsks`).
    var returnsAsked = Set<String>()
    /// What the results of the functions the file imports may hold, as their files answer
    /// (`FileScan.returnedNames`), by local name.
    var returnedNames: [String: Set<String>] = [:]
    /// Where another file fetches a query without a function of its own
    /// (`FileScan.queryFetchedByKey`): no query's `enabled` guards anything here.
    var queryFetchedByKey: String?
    var parameterGuards: [String: GuardedParameters] = [:]
    var senders: [String: Set<SentSlot>] = [:]
    /// The local names of expo-brownfield's `sendMessage` imported through a local barrel
    /// (`import { sendMessage } from "./bridge"`): the send function itself.
    var sendFunctions: Set<String> = []
    /// The local names of namespace and default imports of such barrels
    /// (`import * as Bridge from "./bridge"`), with the names the barrel exports the function
    /// under: `Bridge.sendMessage` (or `Bridge.send`) is the send function.
    var sendModules: [String: Set<String>] = [:]
    /// The specifiers the file `require`s that name such a barrel, with the names it exports the
    /// function under (`sendMessage`, or `send`): what the `require` gives is read as
    /// expo-brownfield's module is, holding the function under those names.
    var sendBarrels: [String: Set<String>] = [:]
    var summarize: Set<String> = []
    /// The file's exported contexts no other file provides — other files read them only with
    /// `useContext`, if at all — by binding name: their value is the file's to give.
    var privateContexts: Set<String> = []
    /// What other files' providers of those contexts give, joined, by binding name
    /// (`FileScan.providedContexts`).
    var providedContexts: [String: Constant] = [:]
    /// The lookup wrappers the file imports (`FileScan.lookupWrappers`), by local name.
    var lookupWrappers: [String: FileScanner.LookupWrapper] = [:]
    /// What the functions the file imports prove of their arguments, by local name.
    var callProofs: [String: CheckCalls.Proof] = [:]
    /// The forms of their results where the element checked is missing (`FileScan.callForms`),
    /// by local name.
    var callForms: [String: MissingValue] = [:]
    /// The exports whose proofs other files ask of the file (`FileScan.callProofs`).
    var proveCalls: Set<String> = []
    /// Imports of other files of the content that hold a package's value, by local name: the
    /// package (`FileScan.packageExports` of the file each names).
    var packageImports: [String: String] = [:]
    /// What the functions the file imports from other files of the content read of their
    /// arguments: the positions only read inertly, by local name (`FileScan.inertExports` of
    /// the file defining each).
    var inertImports: [String: Set<Int>] = [:]
    /// The exported functions' argument positions other files ask about, by export name.
    var inertAsked: [String: Set<Int>] = [:]
  }

  /// A parameter of a function whose argument is sent, and what it must name there.
  struct SentSlot: Sendable, Hashable {
    var slot: String
    var wanted: SentValues.Wanted
  }

  /// A place an imported function is read at, as a use standing there would be reported.
  struct CallPlace: Sendable, Equatable {
    var file: String
    var line: Int
    var column: Int
    var offset: Int
    var excerpt: String
    var excerptColumn: Int
    var guards: Set<String>
    var asserted: Bool
    /// The calls passed through in this file, the read of the import first.
    var via: [Use.Origin]
    /// Where the checks behind `guards` stand in this file (`Use.guardedAt`).
    var guardedAt: [Use.Origin] = []
    var ignoreReason: String?
    /// The function this file exports that the read runs inside: a use placed here waits, as
    /// the function's own do, for the files calling it (`withheldCalls`).
    var heldFor: String?
    /// Whether the function is called here (`f(…)`, `f?.(…)`, `<F …>`) rather than passed on
    /// (`registerRootComponent(App)`): passed on, it is a root, whose uses stand inside it with
    /// the guards that hold here (CONTENT-ANALYSIS.md, "Where a use stands").
    var isCall = true
    /// The read is in a function value (a handler): a use placed here stays here, wherever the
    /// function around it is called from (`Use.standsInFunctionValue`).
    var standsInFunctionValue = false
    /// What the arguments given at the read prove, by the function's flag placeholders
    /// (`FlagParameters.exported`): a use inside it guarded by one takes what that gives.
    var given: [String: Given] = [:]
  }

  /// What an argument proves when truthy (`CallPlace.given`), and where its checks stand.
  struct Given: Sendable, Equatable {
    var guards: Set<String>
    var guardedAt: [Use.Origin]
  }

  /// A fetch of a query given options made by imports (`queryFetchesThroughImports`): where
  /// it is (`'useQuery' at path:line:column`), and those imports' local names.
  struct ImportedFetch: Sendable, Equatable {
    var description: String
    var imports: [String]
  }

  /// A module request with its specifier's value and place.
  struct Request: Sendable, Equatable {
    var kind: ModuleRequest.Kind
    /// The specifier; for a dynamic request, its literal prefix (`./screens/` of
    /// `` require(`./screens/${name}`) ``), empty when it has none.
    var specifier: String
    /// Its specifier's place in the file: the module graph's warnings point there
    /// (`span(in:)`). Offsets, not a `Span`: the graph keeps every file's requests through its
    /// walk, and a span would hold each file's whole text (a 50 MB tree's, all of it).
    var start: Int
    var length: Int
    var isDynamic = false
    /// A `require` a module-level `const` binds names of, as an import (`ModuleRequest`).
    var bindsImports = false
    /// Whether it reads names as an `import` statement does (an `import`, an `export … from`,
    /// or a `require` a module-level `const` binds): the bundle follows what it reads.
    var readsAsImport: Bool {
      kind == .import || kind == .export || kind == .require && bindsImports
    }
    /// What a literal `require.context` matches in its directory (the specifier).
    var context: ContextFilter?
    /// For a `require` or `import()`, the guards that hold where it is made in the file
    /// (`if (has(C)) require("./a")`): the module it loads first runs under them (`LoadGuards`).
    var guards: Set<String> = []
    /// Where it is made, for one made under guards: `LoadGuards` names it in `via`.
    var place: Use.Origin?

    init(
      kind: ModuleRequest.Kind, specifier: String, span: Span, isDynamic: Bool = false,
      context: ContextFilter? = nil, guards: Set<String> = []
    ) {
      self.kind = kind
      self.specifier = specifier
      self.start = span.start
      self.length = span.length
      self.isDynamic = isDynamic
      self.context = context
      self.guards = guards
      if !guards.isEmpty {
        let location = span.file.location(of: span.start)
        place = Use.Origin(
          .import, file: span.file.path, line: location.line, column: location.column)
      }
    }

    /// Its specifier's span in `file`, the text it was read from.
    func span(in file: SourceFile) -> Span { Span(file: file, start: start, length: length) }
  }

  /// `require.context`'s arguments after the directory, with Metro's defaults.
  struct ContextFilter: Sendable, Equatable {
    var recursive = true
    /// The regular expression's source and flags.
    var pattern = #"^\./.*$"#
    var flags = ""
  }
}

/// Finds the uses in one file: lex, match string literals to names, drop type-only ones, find the
/// guards, apply `// bridgecheck:` annotations.
enum FileScanner {
  enum Hit {
    case named([NameMatcher.Target])
    /// A package import that loads these modules: a use, never a check.
    case imported([NameMatcher.Target])
    case undeclared(String)
    case dynamic(String)
    /// A value sent that is not known there: any of these ids (`SentValues`).
    case unknown([String])
    /// A module looked up whose name is not known there: any of these module ids
    /// (`LookupArguments`).
    case unknownLookup([String])
    /// A string sent as a payload's `kind` or `scope` that names none of its message's cases or
    /// scopes.
    case undeclaredSent(String)
  }

  /// A place a use may stand: a literal (or `NativeModules.X`) at `token`, or a read of a
  /// constant from `start` to `token` (`CAPS.archive`), whose value `name` was written at `via`.
  struct Found {
    var token: Int
    var hit: Hit
    var start: Int
    var name: String?
    var via: [Use.Origin] = []
    /// A read of several names at once (`Object.values(KINDS)`) proves none of them.
    var checkable = true
    /// A read of a check's result (`const { canArchive } = useCapabilities()`): a check where
    /// tested, nothing elsewhere.
    var checkOnly = false
    /// Of such a read, one of a check's result negated (`Constant.lacks`): falsy, it proves
    /// what it names.
    var negated = false
    /// A read of a binding holding a module or nothing (`DestructuredModules.moduleHits`).
    var readsModuleBinding = false
    /// The exported constant whose definition writes the name: the use waits for the bundle to
    /// say whether every reader of it is seen (`FileScan.withheld`).
    var heldFor: String?
    /// For an unknown value that is a parameter (`SentValues.Value.parameter`): what the calls
    /// of its function give decides; `isSentCall` when the hit is itself such a call (of an
    /// imported wrapper).
    var sentParameter: SentValues.Value?
    var isSentCall = false
    /// Its use stands where it is written, not at the places its function is read: they are
    /// not all the places the value comes from (a lookup wrapper passed on as a value).
    var standsWhereWritten = false
    /// A constant's read whose value is the name itself (`CAPS.archive`): a string, truthy
    /// whatever it names (`GuardAnalysis.nameReads`).
    var isName = false
    /// What a table's filter proves where this row's names go on (`RowFilters`), and the
    /// filter's token: guards of its use beside those that hold where the table is read.
    var rowGuards: (ids: Set<String>, filter: Int)?
    /// A read of a parameter whose default names this (`ParameterDefaults`): no known value at
    /// a send, where the calls decide.
    var isDefault = false

    init(_ token: Int, _ hit: Hit) {
      self.token = token
      self.hit = hit
      self.start = token
    }
  }

  /// Whether `needle` occurs in `bytes` (an empty needle never does).
  private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, bytes.count >= needle.count else { return false }
    var index = 0
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == first {
        var matched = 1
        while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
        if matched == needle.count { return true }
      }
      index += 1
    }
    return false
  }

  /// Parses the file (the parser is the only reader of JavaScript) and finds its uses; a file that
  /// does not parse is a fatal error at its place. `linked` holds what other files give it and
  /// ask of it (`ImportedConstants`).
  static func scan(
    _ file: SourceFile, dialect: SyntaxDialect, matcher: NameMatcher,
    linked: FileScan.Linked = FileScan.Linked(), packages: PackageReach? = nil
  ) -> FileScan {
    // Scopes are parsed only where something needs bindings (`FileScopes`): a file that names
    // the bridge nearly always sends, and a send inside a function is carried to its calls, so
    // such a file records them in its one parse rather than being parsed again.
    let parsed = file.bytes.withUnsafeBufferPointer {
      Parser.parse($0, dialect: dialect, recordingScopes: contains($0, matcher.prefix))
    }
    if let error = parsed.error {
      let length = min(1, file.bytes.count - error.offset)
      let message = file.bytes.withUnsafeBufferPointer { error.message(in: $0) }
      return FileScan(diagnostics: [
        .fatal(error.id, message, at: Span(file: file, start: error.offset, length: length))
      ])
    }
    let scopes = FileScopes(file, dialect: dialect, parsed: parsed)
    var scan = analyze(
      parsed, file: file, scopes: scopes, matcher: matcher, linked: linked, packages: packages)
    scan.requests = FileScan.Request.all(
      in: parsed, file: file, scopes: scopes, guards: scan.loadGuards)
    scan.loadGuards = [:]
    return scan.compacted()
  }

  /// Finds the uses in a parsed file's tokens (type syntax is not among them).
  static func analyze(
    _ lexed: ParsedFile, file: SourceFile, scopes: FileScopes, matcher: NameMatcher,
    linked: FileScan.Linked, packages: PackageReach?
  ) -> FileScan {
    let (imported, importedFunctions) = (linked.constants, linked.functions)
    return lexed.tokens.withUnsafeBufferPointer { tokens in
      file.bytes.withUnsafeBufferPointer { bytes in
        let plainTree = TokenTree(tokens: tokens, bytes: bytes)
        let interface = ModuleInterface(plainTree, file: file, requests: lexed.moduleRequests)
        scopes.importedVariables = interface.lazyLocals
        var hits = findHits(plainTree, candidates: lexed.candidates, matcher: matcher).map {
          Found($0.token, $0.hit)
        }
        hits = KnownConcatenations.resolved(
          hits, candidates: lexed.candidates, tree: plainTree, scopes: { scopes.tree },
          imported: imported, matcher: matcher)
        let nativeModules: (whole: [Int], subscripts: [Int]) =
          matcher.moduleIDs.isEmpty
          ? ([], [])
          : NativeModulesReads.reads(plainTree, candidates: lexed.candidates, interface: interface)
        for read in nativeModules.whole {
          hits.append(Found(read, .unknownLookup(matcher.moduleIDs)))
        }
        // The reads of a binding holding a module or nothing (destructured from
        // `NativeModules`, an optional lookup's result), judged as `NativeModules.X` is: checks
        // in a test, uses elsewhere; and the lookups the file exports, held for its readers.
        let bindings = moduleBindings(
          plainTree, candidates: lexed.candidates,
          isModule: { name in
            let targets = matcher.targets(Array(name.utf8))
            return targets.contains { $0.kind == .module }
              || targets.isEmpty && !name.utf8.starts(with: matcher.prefix)
          })
        var exportedLookups: [Int: (export: String, read: ModuleRead)] = [:]
        // The lookups an assignment binds: no escape (`FollowedModules.assigned`).
        var assignedLookups = Set<Int>()
        let importsModules = imported.values.contains(where: \.isModule)
        if !bindings.isEmpty || importsModules, let scopeTree = scopes.tree {
          let imports =
            importsModules
            ? importedModuleBindings(imported, scopes: scopeTree, tree: plainTree, file: file) : []
          let modules = followed(
            bindings + imports, scopes: scopeTree, interface: interface, tree: plainTree)
          hits += moduleHits(modules.reads, matcher: matcher)
          exportedLookups = modules.exported
          assignedLookups = modules.assigned
          if !modules.reads.isEmpty { hits.sort { $0.token < $1.token } }
        }
        // A file that sends, or calls a wrapper that does, may send values it does not name.
        let sendRequires = lexed.moduleRequests.compactMap {
          request -> (call: Int, members: Set<String>)? in
          // `require("expo-brownfield")`: the `require` two tokens before the string.
          let call = Int(request.token) - 2
          guard request.kind == .require, !request.isDynamic, call >= 0,
            plainTree.isWord(call, "require")
          else { return nil }
          let specifier = literalText(plainTree, Int(request.token), bytes)
          if specifier == SentValues.package { return (call, ["sendMessage"]) }
          return linked.sendBarrels[specifier].map { (call, $0) }
        }
        let sends =
          !linked.senders.isEmpty || !sendRequires.isEmpty || !linked.sendFunctions.isEmpty
          || !linked.sendModules.isEmpty || !linked.sendBarrels.isEmpty
          || interface.imports.contains { $0.specifier == SentValues.package }
        // Lookups whose argument is not a literal: a constant, a wrapper's parameter, or not known.
        let lookupCalls =
          nonLiteralLookups(plainTree, candidates: lexed.candidates)
          + nativeModules.subscripts.map { (paren: $0, call: ModuleLookupCall.optional) }
        let lookupsFollowed = !lookupCalls.isEmpty || !linked.lookupWrappers.isEmpty
        let importReads = interface.importReads(plainTree)
        // Known from the first reading on, whatever the file holds: its readers are told which
        // of their imports are stores or thunk makers before any other file is read again.
        let modelled = PackageFunctions.anyImported(by: interface)
        let stores =
          modelled
          ? StoreActions.exports(
            tree: plainTree, scopes: { scopes.tree }, interface: interface,
            helpers: linked.selectorHelpers)
          : []
        let storeSlicing =
          stores.isEmpty
          ? [:]
          : scopes.tree.map {
            StoreActions.slicing(tree: plainTree, scopes: $0, interface: interface)
          } ?? [:]
        let sliceSummaries =
          linked.sliceAsked.isEmpty
          ? [:]
          : scopes.tree.map {
            StoreActions.summaries(
              of: linked.sliceAsked, tree: plainTree, scopes: $0, interface: interface)
          } ?? [:]
        let refCalls = ComponentMembers.refCalls(in: plainTree)
        let selectorHelpers = StoreSelectors.exports(
          tree: plainTree, scopes: { scopes.tree }, interface: interface)
        let thunkMakers =
          modelled
          ? AsyncThunks.exports(tree: plainTree, scopes: { scopes.tree }, interface: interface)
          : []
        let selectorHooks = SelectorHooks.exports(
          tree: plainTree, scopes: { scopes.tree }, interface: interface)
        // What functions the file does not declare write into: a package's, another file's.
        let mutators =
          linked.importedWriters.isEmpty
          ? ObjectWrites.packageMutators(interface)
          : ObjectWrites.packageMutators(interface).merging(linked.importedWriters) {
            $0.union($1)
          }
        // The imports it writes into: here, what its tokens tell (`KINDS.archive = …`); through
        // names and functions, what reading its constants does (`withConstants`). An exported
        // function another file asked about is read for the parameters it writes into — and what
        // it asks in turn of the functions it gives them to.
        var writtenImports =
          interface.imports.isEmpty
          ? []
          : ConstantTable.writtenImports(
            plainTree, interface: interface, heads: ConstantTable.writtenHeads(plainTree))
        var writerExports: [String: Set<Int>] = [:]
        var writerAsks: [String: Set<Int>] = [:]
        if !linked.writersAsked.isEmpty, let scopeTree = scopes.tree {
          let answer = ObjectWrites.answering(
            linked.writersAsked, tree: plainTree, scopes: scopeTree, interface: interface,
            mutators: mutators)
          writerExports = answer.writers
          writtenImports.formUnion(answer.writtenImports)
          writerAsks = answer.asks
        }
        // Where the exported functions asked about store the lists other files give them.
        let storingExports =
          linked.listsGiven.isEmpty
          ? [:]
          : scopes.tree.map {
            OwnCollections.parameterStores(
              linked.listsGiven.mapValues { Set($0.keys) }, tree: plainTree, scopes: $0,
              interface: interface)
          } ?? [:]
        // The states of the exported reducers asked about, and of the reducers they hold that
        // other files export, asked in turn.
        var reducerShapes: [String: ReducerStates.Shape] = [:]
        var reducerAsks = Set<String>()
        if !linked.reducersAsked.isEmpty, let scopeTree = scopes.tree {
          var states = ReducerStates(
            tree: plainTree, scopes: scopeTree, interface: interface,
            shapes: linked.reducerShapes)
          reducerShapes = states.exported(linked.reducersAsked, interface: interface)
          reducerAsks = states.asks
        }
        let fetches = Queries.byKey(
          Queries.fetchByKey(in: plainTree, path: file.path), tree: plainTree,
          scopes: { scopes.tree })
        let describe = { (fetch: Queries.Fetch) in
          let at = file.location(of: Int(plainTree.tokens[fetch.callee].start))
          return "'\(plainTree.text(fetch.callee))' at \(file.path):\(at.line):\(at.column)"
        }
        let queryFetchedByKey = fetches.fetch.map(describe)
        let queryFetchesThroughImports = fetches.throughImports.map {
          FileScan.ImportedFetch(description: describe($0.fetch), imports: $0.imports)
        }
        let queryOptionMakers = Queries.exportedMakers(
          tree: plainTree, scopes: { scopes.tree }, interface: interface)
        // The parts of names it exports (`export const NS = "tempo."`): constants for readers.
        let parts = KnownConcatenations.exportedParts(
          candidates: lexed.candidates, tree: plainTree, matcher: matcher)
        // Whether it reads storage, whose stores are read where another file's checks ask: only
        // a file of the content's importing or exporting something can store what another file
        // reads (not a package's, whose own cache is its own, nor a bundle, which does neither).
        // (Asked only where the file's stores are not read now: a pass over its tokens.)
        let readsStorage = {
          !linked.storesStorage && !interface.isEmpty && !file.path.contains("/node_modules/")
            && (interface.imports.contains(where: OwnCollections.persisters.isImport)
              || !OwnCollections.storageReads(in: plainTree).isEmpty)
        }
        guard
          !hits.isEmpty || lookupsFollowed || !lexed.annotations.isEmpty || !imported.isEmpty
            || !parts.isEmpty
            || !importedFunctions.isEmpty || !linked.summarize.isEmpty || sends
            || !linked.proveCalls.isEmpty || !linked.inertAsked.isEmpty
            // (An object naming something by its keys, imported, may be stored under a member,
            // as may what the bundle stores under a member it spells, or gives its functions.)
            || !linked.collections.isEmpty || linked.storesStorage || !linked.returnsAsked.isEmpty
            || !linked.storedMembers.isEmpty || !linked.listsGiven.isEmpty
            // (A context other files provide: its value joins theirs.)
            || !linked.providedContexts.isEmpty
        else {
          var result = FileScan(interface: interface)
          // A context it exports may be one other files provide, asked of the bundle.
          // (Its bindings only where it spells the call: most files make no context.)
          if !interface.exports.isEmpty,
            !ByteSearch.offsets(of: "createContext", in: plainTree.bytes).isEmpty,
            let scopeTree = scopes.tree
          {
            result.contexts = ConstantTable.exportedContexts(
              plainTree, scopes: scopeTree, interface: interface)
          }
          result.readsStorage = readsStorage()
          result.importReads = importReads
          result.stores = stores
          result.refCalls = refCalls
          result.storeSlicing = storeSlicing
          result.sliceSummaries = sliceSummaries
          result.thunkMakers = thunkMakers
          result.selectorHelpers = selectorHelpers
          result.selectorHooks = selectorHooks
          result.writtenImports = writtenImports
          result.writerExports = writerExports
          result.writerAsks = writerAsks
          result.storingExports = storingExports
          result.reducerShapes = reducerShapes
          result.reducerAsks = reducerAsks
          result.queryFetchedByKey = queryFetchedByKey
          result.queryFetchesThroughImports = queryFetchesThroughImports
          result.queryOptionMakers = queryOptionMakers
          return result
        }
        // Analysis asks every check's and statement's enclosing group: from a table from here.
        return plainTree.withOpeners { tree in
          var result = FileScan(interface: interface)
          result.importReads = importReads
          result.stores = stores
          result.refCalls = refCalls
          result.storeSlicing = storeSlicing
          result.sliceSummaries = sliceSummaries
          result.thunkMakers = thunkMakers
          result.selectorHelpers = selectorHelpers
          result.selectorHooks = selectorHooks
          result.writtenImports = writtenImports
          result.writerExports = writerExports
          result.writerAsks = writerAsks
          result.storingExports = storingExports
          result.reducerShapes = reducerShapes
          result.reducerAsks = reducerAsks
          result.queryFetchedByKey = queryFetchedByKey
          result.queryFetchesThroughImports = queryFetchesThroughImports
          result.queryOptionMakers = queryOptionMakers
          // What the collections the file tests may hold of its own (`OwnCollections`), read on
          // first need — and what it stores under member names, told to the bundle.
          let named = { (text: String) in
            matcher.targets(Array(text.utf8)).filter(\.isCheckable).map(\.id)
          }
          var ordered =
            zip(hits, hits.dropFirst()).allSatisfy { $0.token <= $1.token }
            ? hits : hits.sorted { $0.token < $1.token }
          // The tokens naming something checkable as first found where the file may write a
          // list or map of its own: a list's element, an object's key (a name given to a call,
          // an index or a member's value is none).
          let naming = ordered.compactMap { found -> Int? in
            guard case .named(let targets) = found.hit, targets.contains(where: \.isCheckable),
              case let opener = tree.enclosingOpener(found.token), opener >= 0,
              tree.kind(opener) == .objectStart && tree.kind(found.token + 1) == .colon
                || tree.kind(opener) == .leftBracket && !tree.followsValue(opener)
            else { return nil }
            return found.token
          }
          // How the file spells the lodash functions the analysis reads (most import none).
          let lodash = LodashFunctions.spellings(of: LodashFunctions.modelled, interface)
          let namesIn = { (range: Range<Int>) in
            var found: (ids: Set<String>, tokens: Set<Int>) = ([], [])
            var index = ordered.firstIndex(notBelow: range.lowerBound) { $0.token }
            while index < ordered.count, ordered[index].token < range.upperBound {
              if case .named(let targets) = ordered[index].hit {
                for target in targets where target.isCheckable { found.ids.insert(target.id) }
                found.tokens.insert(ordered[index].token)
              }
              index += 1
            }
            return found
          }
          // The file's functions whose every flow it shows, built once, on first need.
          var builtFunctions: LocalFunctions??
          func localFunctions() -> LocalFunctions? {
            if let builtFunctions { return builtFunctions }
            let built = scopes.tree.map {
              LocalFunctions(
                tree: tree, scopes: $0, interface: interface, thunkMakers: linked.thunkMakers,
                selectorHelpers: linked.selectorHelpers, slices: linked.slices,
                refCalled: linked.refCalled)
            }
            builtFunctions = .some(built)
            return built
          }
          var ownReader: OwnCollections.Reader??
          func ownCollections() -> OwnCollections.Reader? {
            if let ownReader { return ownReader }
            let reader = scopes.tree.map { scopeTree in
              OwnCollections.Reader(
                tree: tree, scopes: scopeTree, naming: naming, names: namesIn,
                imported: imported, collections: linked.collections,
                bundle: linked.storedMembers.mapValues(Set.init),
                atoms: SelectorHooks.atomMakers.bindings(scopes: scopeTree, interface: interface),
                persisters: OwnCollections.persisters.named(
                  scopes: scopeTree, interface: interface),
                lodash: lodash,
                reducers: ReducerStates(
                  tree: tree, scopes: scopeTree, interface: interface,
                  shapes: linked.reducerShapes),
                named: named,
                arguments: { parameter in
                  localFunctions().map {
                    FileScanner.arguments(
                      givenTo: parameter, tree: tree, scopes: scopeTree, functions: $0,
                      listsGiven: linked.listsGiven)
                  } ?? ([], [])
                }, anything: Set(matcher.checkableIDs), returned: linked.returnedNames,
                givenLists: !linked.listsGiven.isEmpty, interface: interface)
            }
            ownReader = .some(reader)
            return reader
          }
          // Read before constants take their definitions' names: what the file stores.
          if !naming.isEmpty || !imported.isEmpty || !linked.collections.isEmpty
            || !linked.storedMembers.isEmpty || linked.storesStorage || !linked.listsGiven.isEmpty
          {
            result.storedMembers = ownCollections()?.stored.mapValues { $0.sorted() } ?? [:]
            result.givenLists =
              ownCollections()?.given.mapValues { $0.mapValues { $0.sorted() } } ?? [:]
            result.reducerAsks.formUnion(ownCollections()?.reducers.asks ?? [])
          } else {
            result.readsStorage = readsStorage()
          }
          // The file's hooks given a selector: its zustand stores (made or imported) and
          // selector hooks (`useSelector`, typed or not). Read on first need.
          var hookBindings: Set<Int32>?
          func selectorHookBindings() -> Set<Int32> {
            if let hookBindings { return hookBindings }
            guard let scopeTree = scopes.tree else { return [] }
            let found =
              (modelled || !linked.stores.isEmpty
              ? StoreActions.bindings(
                tree: tree, scopes: scopeTree, interface: interface, imported: linked.stores)
              : []).union(
                SelectorHooks.bindings(
                  tree: tree, scopes: scopeTree, interface: interface,
                  imported: linked.selectorHooks))
            hookBindings = found
            return found
          }
          let calls = CheckCalls(
            tree: tree, scopes: { scopes.tree },
            imported: linked.callProofs, lodash: lodash,
            importedForms: linked.callForms
          ) { receiver in
            ownCollections()?.held(by: receiver) ?? []
          } ownObjects: { receiver, member in
            ownCollections()?.objects(defining: member, receiver: receiver) ?? []
          } selectorMakers: {
            scopes.tree.map {
              SelectorHooks.selectorMakers.bindings(scopes: $0, interface: interface)
            } ?? []
          } selectorHooks: {
            selectorHookBindings()
          } storeState: { store in
            // (Only a store's hook is one: the file's bindings are not read for any other.)
            guard selectorHookBindings().contains(store) else { return [] }
            return scopes.tree.map {
              StoreActions.stateObjects(
                ofStore: store, tree: tree, scopes: $0, interface: interface)
            } ?? []
          }
          // The file's tables of what each kind needs (`KindTables`).
          var tables: [Int32: [KindTables.Entry]] = [:]
          // The functions of filtered tables' rows, run where their rows were kept.
          var handlerRegions: [GuardRegion] = []
          // The reads of tables' rows that give known names (`RowValues`).
          var rowValues: [SentValues.Found] = []
          hits = withConstants(
            hits, tree: tree, file: file, scopes: scopes, matcher: matcher,
            parts: parts,
            interface: interface, imported: imported, privateContexts: linked.privateContexts,
            providedContexts: linked.providedContexts,
            written: linked.writtenExports, mutators: mutators, calls: calls,
            tables: &tables, handlerRegions: &handlerRegions, rowValues: &rowValues,
            into: &result)
          // Parameters' defaults, used where the parameters are read.
          let defaults: Set<Int32>
          (hits, defaults) = ParameterDefaults.relocated(
            hits, tree: tree, scopes: { scopes.tree },
            origin: { token in
              let location = file.location(of: Int(tree.tokens[token].start))
              return Use.Origin(file: file.path, line: location.line, column: location.column)
            })
          // Names built of a parameter, known at each call of its function.
          var builtOfParameters: [SentValues.Found] = []
          if hits.contains(where: { if case .dynamic = $0.hit { true } else { false } }),
            let scopeTree = scopes.tree, let functions = localFunctions()
          {
            (hits, builtOfParameters) = ParameterTemplates.resolved(
              hits, tree: tree, scopes: scopeTree, functions: functions, imported: imported,
              matcher: matcher)
          }
          var wrapped: [Int: ModuleLookup] = [:]
          if lookupsFollowed, let scopeTree = scopes.tree {
            let judged = lookupArguments(
              lookupCalls, imported: linked.lookupWrappers, hits: hits, tree: tree,
              scopes: scopeTree, functions: localFunctions(), matcher: matcher)
            wrapped = judged.wrapped
            result.lookupWrappers = judged.exported
            if !judged.hits.isEmpty { hits = (hits + judged.hits).sorted { $0.token < $1.token } }
          }
          // A binding of an optional lookup by a constant or through a wrapper, judged as one by
          // a literal is (`moduleBindings`).
          if lookupsFollowed, let scopeTree = scopes.tree {
            let modules = followed(
              optionalBindings(hits, wrapped: wrapped, tree: tree), scopes: scopeTree,
              interface: interface, tree: tree)
            exportedLookups.merge(modules.exported) { first, _ in first }
            if !modules.reads.isEmpty {
              hits = (hits + moduleHits(modules.reads, matcher: matcher)).sorted {
                $0.token < $1.token
              }
            }
          }
          // A lookup the file exports is judged where the files importing it read it: held for
          // them (a use where written when the bundle cannot see them all), and given to them.
          exportLookups(
            &hits, exported: &exportedLookups, wrapped: wrapped, tree: tree, file: file,
            matcher: matcher, into: &result)
          var literalChecks: [Int: [String]] = [:]
          // The reads of negated checks' results (`Found.negated`), by first token: where each
          // is falsy, what it names holds.
          var negatedReads: [Int: GuardAnalysis.NegatedRead] = [:]
          var lookups: [Int: ModuleLookup] = [:]
          // The reads of a module's binding that only test it (`native != null`, `!native`,
          // `native ? … : …`): checks wherever they stand, never uses — the test's result goes
          // on (`return native != null`), not the module.
          var testedReads = Set<Int>()
          // The optional lookups whose result leaves untested: the module and how
          // (`resultEscape`).
          var escapingLookups: [Int: (module: String, how: String, isRead: Bool)] = [:]
          /// An optional lookup whose result leaves untested is a use where it is made; so is a
          /// read of a module's binding given to a call (`new NativeEventEmitter(M)`) — unless a
          /// `catch` that does not throw takes what the receiving code throws.
          func judged(_ lookup: ModuleLookup?, _ found: Found, module: @autoclosure () -> String)
            -> ModuleLookup?
          {
            let read = found.start == found.token && tree.kind(found.token) == .identifier
            guard lookup == .optional || lookup == nil && read,
              !assignedLookups.contains(found.token), let how = resultEscape(tree, found)
            else { return lookup }
            // What the receiving code throws is caught: the module is asked, not relied on.
            if isInsideTry(tree, found.token) { return .optional }
            escapingLookups[found.token] = (module(), how, lookup == nil)
            return .required
          }
          for found in hits {
            if !found.checkable {
              // A collection read in a test is a check proving nothing, as `[A, B].some(has)`.
              if case .named(let targets) = found.hit, targets.contains(where: \.isCheckable),
                literalChecks[found.token] == nil
              {
                literalChecks[found.token] = []
              }
            } else if exportedLookups[found.token] != nil {
              // A lookup the file exports: neither a check nor a use here (its readers judge it).
              if case .named(let targets) = found.hit {
                let checkable = targets.filter { $0.isCheckable && $0.kind != .module }
                if !checkable.isEmpty { literalChecks[found.token] = checkable.map(\.id) }
              }
            } else if case .undeclared(let name) = found.hit,
              !name.utf8.starts(with: matcher.prefix)
            {
              // A module no release declares, judged as a declared one: a check of it, in a test
              // or an optional lookup, fails on every release (the gate says it never runs).
              let lookup = judged(moduleLookup(tree, found), found, module: name)
              if let lookup { lookups[found.token] = lookup }
              if lookup != .required { literalChecks[found.token] = ["module:" + name] }
            } else if case .named(let targets) = found.hit {
              var checkable = targets.filter(\.isCheckable)
              if found.negated {
                negatedReads[found.start, default: .init(end: found.token)].ids.formUnion(
                  checkable.map(\.id))
                continue
              }
              // (A flag another file exports, holding a test of a module, is no lookup.)
              if targets.contains(where: { $0.kind == .module }), !found.checkOnly {
                if let lookup = judged(
                  moduleLookup(tree, found) ?? wrapped[found.token], found,
                  module: found.name ?? literalText(tree, found.token, bytes))
                {
                  lookups[found.token] = lookup
                  // A lookup that throws is a use wherever it stands, never a check.
                  if lookup == .required { checkable.removeAll { $0.kind == .module } }
                } else if found.readsModuleBinding && onlyTests(tree, found)
                  || onlyTestsNativeModule(tree, found)
                {
                  testedReads.insert(found.token)
                }
              }
              if !checkable.isEmpty { literalChecks[found.token] = checkable.map(\.id) }
            }
          }
          // A check of a list or map the content wrote proves nothing of the names it holds
          // (`OwnCollections`): one it wrote in the file, or stored under the member the
          // collection is read as anywhere in the bundle. (From here on with the names
          // constants' reads give: `withConstants`.)
          ordered =
            zip(hits, hits.dropFirst()).allSatisfy { $0.token <= $1.token }
            ? hits : hits.sorted { $0.token < $1.token }
          var ownNamesDropped: [Int: [String]] = [:]
          if !literalChecks.isEmpty {
            var starts: [Int: Int] = [:]
            for found in hits
            where found.start != found.token && literalChecks[found.token] != nil {
              starts[found.token] = found.start
            }
            ownNamesDropped = OwnCollections.dropOwnNames(
              from: &literalChecks, starts: starts, tree: tree, lodash: lodash,
              reader: ownCollections)
          }
          // Checks read from a binding made elsewhere in the file (`const { canArchive } =
          // useCaps()`, a context's or a state's flag): where a use's guard comes from. And
          // every read of a check a value holds or of a module binding, by its last token:
          // where it starts, and the declaration of the file's binding it reads
          // (`GuardAnalysis.CheckRead`, which reads its value's form there).
          var boundChecks: [Int: Int] = [:]
          var checkReads: [Int: GuardAnalysis.CheckRead] = [:]
          for found in hits
          where (found.checkOnly || found.readsModuleBinding)
            && (literalChecks[found.token] != nil || found.negated)
            && (tree.kind(found.start) == .identifier || tree.kind(found.token) == .identifier)
          {
            let binding = scopes.tree?.binding(at: Int32(found.start)).map { Int($0.token) }
            let declaration = binding == found.start ? nil : binding
            if found.checkOnly, found.via.isEmpty, tree.kind(found.start) == .identifier,
              let declaration
            {
              boundChecks[found.token] = declaration
            }
            // (A negated one's value has no form a comparison reads.)
            if tree.kind(found.token) == .identifier, !found.negated {
              checkReads[found.token] = GuardAnalysis.CheckRead(
                start: found.start, declaration: declaration,
                unsaid: found.readsModuleBinding ? .isNullOrUndefined : .unknown)
            }
          }
          // Names on their own (a literal, a constant's read) are strings, truthy whatever they
          // name.
          var nameReads: [Int: Int] = [:]
          for found in hits
          where found.isName || found.start == found.token && tree.kind(found.token) == .string {
            nameReads[found.token] = found.start
          }
          // A call of a function whose result is a check is that check (`canArchive()`).
          if !literalChecks.isEmpty || !linked.checkResults.isEmpty, let scopeTree = scopes.tree {
            let found = CheckResults.find(
              tree: tree, scopes: scopeTree, interface: interface, checks: literalChecks,
              names: nameReads, calls: calls, imported: linked.checkResults,
              hooks: selectorHookBindings(),
              pairs: SelectorHooks.pairHooks.bindings(scopes: scopeTree, interface: interface),
              queries: modelled
                ? StartingHooks(scopes: scopeTree, interface: interface).queries : [],
              written: linked.writtenExports, checkReads: checkReads,
              constants: { constantNames(hits) }, tables: tables)
            literalChecks.merge(found.calls) { own, _ in own }
            negatedReads.merge(found.negated) { own, _ in own }
            result.checkResults = found.exports
          }
          // A use inside a function stands where the function is read: only what leaves the
          // content (a send, a lookup) is carried there, so a file that only handles needs no
          // scopes for it.
          let leaves = hits.contains(where: leavesContent)
          let carries = leaves || !importedFunctions.isEmpty || sends
          let importReads = importedReads(
            importedFunctions, stores: linked.stores, slices: linked.slices, interface: interface,
            tree: tree, scopes: { scopes.tree })
          // Where uses are carried, the functions' flag parameters are tested as checks of what
          // their calls give them.
          var flags = FlagParameters.Reads()
          if carries, let functions = localFunctions(), let scopeTree = scopes.tree {
            // Of the functions a use may be carried through: every one in a file that sends
            // (a wrapper's values not known there are uses too).
            let carried =
              sends
              ? functions.functions
              : functions.reached(
                from: hits.filter(leavesContent).map(\.token) + importReads.map(\.token))
            flags = FlagParameters.reads(of: carried, tree: tree, scopes: scopeTree)
          }
          // The file's imports of React Native's pressables (`DisabledPresses`), asked where a
          // condition is an element's `disabled`.
          let pressables = {
            scopes.tree.map {
              DisabledPresses.components.bindings(scopes: $0, interface: interface)
            } ?? []
          }
          // Bindings only where a guard variable needs them (see `FileScopes`).
          var analysis = GuardAnalysis(
            tree: tree, literalChecks: literalChecks, scopes: { scopes.tree },
            assertionCalls: AssertionCalls(
              scopes: { scopes.tree }, interface: interface, calls: calls),
            calls: calls, boundChecks: boundChecks, checkReads: checkReads,
            queryOptions: {
              guard modelled, let scopeTree = scopes.tree else { return [] }
              return Queries.enabledOptions(
                tree: tree, scopes: scopeTree,
                hooks: StartingHooks(scopes: scopeTree, interface: interface).queries)
            },
            creditsQueries: queryFetchedByKey == nil && linked.queryFetchedByKey == nil,
            nameReads: nameReads, flags: flags, negatedReads: negatedReads,
            pressables: pressables)
          analysis.run()
          // (Only a file declaring a guard variable and exporting asks for its bindings here.)
          if !analysis.declaredValues.isEmpty, !interface.exports.isEmpty,
            let scopeTree = scopes.tree
          {
            exportFlags(
              of: analysis, interface: interface, scopes: scopeTree, matcher: matcher,
              into: &result)
          }
          // A thunk's payload creator runs where its `condition` returns anything but `false`.
          if !literalChecks.isEmpty,
            !linked.thunkMakers.isEmpty
              || interface.imports.contains(where: AsyncThunks.makers.isImport),
            let scopeTree = scopes.tree
          {
            for thunk in AsyncThunks.conditions(
              tree: tree, scopes: scopeTree, interface: interface, imported: linked.thunkMakers)
            {
              analysis.guardWhereNotFalse(thunk.payload, returnedBy: thunk.condition)
            }
          }
          result.creditsQueryEnabled = analysis.creditsQueryEnabled
          let functions = carries ? localFunctions() : nil
          result.componentMembers = functions?.componentMembers ?? []
          let sent =
            sends
            ? scopes.tree.map {
              SentValues(
                tree: tree, scopes: $0, functions: functions, matcher: matcher,
                found: hits.compactMap(SentValues.knownNames) + rowValues + builtOfParameters,
                defaults: defaults)
            } : nil
          var sendPlaces: SendPlaces?
          if let sent, let scopeTree = scopes.tree {
            let (unknown, sendCalls) = sentHits(
              sent, tree: tree, scopes: scopeTree, interface: interface, senders: linked.senders,
              stores: linked.stores,
              requires: sendRequires, barrels: (linked.sendFunctions, linked.sendModules),
              names: hits, file: file, into: &result)
            if !unknown.isEmpty {
              hits = (hits + unknown).sorted { $0.token < $1.token }
            }
            sendPlaces = SendPlaces(
              tree: tree, sendCalls: sendCalls, functions: functions,
              starts: hits.map(\.start).sorted())
          }
          // Names given to a call that lets them out of what the analysis follows.
          let escapeCalls = EscapeCalls(
            tree: tree, starts: hits.filter(leavesContent).map(\.start), scopes: { scopes.tree })
          // Arguments run under the checks of the functions they are given to.
          var checkArguments = Set<Int>()
          var checked = analysis.regions + handlerRegions
          // (Asked in this order: a file whose names only handle needs no scopes.)
          if leaves || !importReads.isEmpty, let scopeTree = scopes.tree {
            checked += parameterRegions(
              hits: hits, functions: functions, importReads: importReads, tree: tree,
              scopes: scopeTree, checks: literalChecks, calls: calls, linked: linked,
              analysis: &analysis, pressables: pressables, tables: tables,
              sends: importedSends(importReads, linked, besides: sendPlaces?.sends ?? []),
              checkArguments: &checkArguments, into: &result)
          }
          let annotations = readAnnotations(
            lexed.annotations, tree: tree, file: file, matcher: matcher, into: &result)
          // What the arguments given to a function's flags prove at a call of it, asked where a
          // use (or an asserted function's call) guarded by one is carried there.
          var instances: [Int: [String: LocalFunctions.Held]] = [:]
          // The props `connect(mapState)` gives the components it reads.
          let connected =
            interface.imports.contains(where: ConnectedComponents.connectors.isImport)
            ? scopes.tree.map {
              ConnectedComponents.props(tree: tree, scopes: $0, interface: interface)
            } ?? [:] : [:]
          func instance(at reference: Int, of function: Int) -> [String: LocalFunctions.Held] {
            if let known = instances[reference] { return known }
            let found = FlagParameters.instance(
              at: reference, of: function, flags, tree: tree, connected: connected,
              analysis: &analysis)
            instances[reference] = found
            return found
          }
          // A `requires` holds where a check does, a function's summary included.
          let regions =
            checked
            + checkAssertions(
              annotations, analysisRegions: checked, tree: tree, file: file,
              interface: interface, scopes: { scopes.tree }, functions: localFunctions,
              imported: (importReads, linked.required), instance: instance, into: &result)
          // A module a `require` or `import()` behind a check loads runs under that check
          // (an assertion, not checked where the module is, is not lent).
          let loads = lexed.moduleRequests.filter {
            ($0.kind == .require || $0.kind == .dynamicImport) && !$0.isDynamic
          }.map { Int($0.token) }.sorted()
          // (One that a flag's literal keeps from running is taken to load as if unguarded: the
          // module's uses are reported, not dropped.)
          for (token, held) in zip(loads, regions.guards(at: loads))
          where !held.guards.isEmpty && !held.asserted {
            var guards = FlagParameters.dropped(held.guards)
            guards.remove(FlagParameters.unreachable)
            if !guards.isEmpty { result.loadGuards[Int32(token)] = guards }
          }
          func note(_ id: String, _ message: String, at token: Int) {
            result.diagnostics.append(
              Diagnostic(.note, id, message, at: Span(file: file, range: tree.tokens[token].range)))
          }
          // (Behind a test of the module, it is tested: the use is guarded, and no note.)
          let escaping = escapingLookups.sorted { $0.key < $1.key }
          for ((token, escaping), held) in zip(escaping, regions.guards(at: escaping.map(\.key)))
          where !held.guards.contains("module:" + escaping.module) {
            note(
              "value-escapes",
              escaping.isRead
                ? "'\(escaping.module)' leaves untested here (\(escaping.how)): the code receiving it is not followed, so this read of the module is a use; test it first ('if (module)', 'module?.f()')"
                : "'\(escaping.module)' leaves this lookup untested (\(escaping.how)): the code receiving it is not followed, so the lookup is a use; test it first ('if (module)', 'module?.f()') or bind it to a name this file reads",
              at: token)
          }
          if let fetch = queryFetchedByKey ?? linked.queryFetchedByKey {
            for option in analysis.uncreditedQueries {
              note(
                "guard-not-credited",
                "this query's 'enabled' guards nothing: \(fetch) fetches a query without a function of its own, which runs the function of any query of its key, enabled or not; give that call its own 'queryFn'",
                at: option)
            }
          }
          for operatorIndex in analysis.discardedJoins {
            note(
              "guard-not-credited",
              "checks joined with '\(tree.text(operatorIndex))' guard nothing: neither is known to hold",
              at: operatorIndex)
          }
          for method in analysis.discardedArrayMethods {
            note(
              "guard-not-credited",
              tree.isWord(method, "every")
                ? "checks in an array tested with '.every' guard nothing: the function it is given is not read here or does not prove the name it is given; give it a check function ('hasCapability', '(c) => caps.includes(c)')"
                : "checks in an array tested with '.\(tree.text(method))' guard nothing: which of them holds is not known (only '.every' proves them all)",
              at: method)
          }
          for callee in analysis.unseenCallees.sorted() {
            note(
              "check-function-unseen",
              "'\(calls.name(ofCallee: callee))' is not read here (a package's function, a declaration, a global, or a member of a value the analysis does not follow): what it returns proves nothing, so this check guards nothing; test the snapshot's capabilities, or call a function of the content that does",
              at: callee)
          }
          for (token, ids) in ownNamesDropped.sorted(by: { $0.key < $1.key }) {
            note(
              "guard-not-credited",
              "what is searched here may hold \(ids.joined(separator: ", ")) whatever the release provides — a list or map the content writes (a default, a fallback, an initial state) or one read from storage: this check proves nothing of it; search the shell's snapshot itself",
              at: token)
          }
          for (callee, ids) in analysis.sparingCallees.sorted(by: { $0.key < $1.key }) {
            note(
              "guard-not-credited",
              "'\(calls.name(ofCallee: callee))' searches what may hold \(ids.sorted().joined(separator: ", ")) whatever the release provides — a list or map the content writes (a default, a fallback, an initial state) or one read from storage: this check proves nothing of it; search the shell's snapshot itself",
              at: callee)
          }
          for callee in analysis.unawaitedCallees.sorted() {
            note(
              "guard-not-credited",
              "'\(calls.name(ofCallee: callee))' is async: its promise is truthy whatever it resolves to, so this check guards nothing; await it",
              at: callee)
          }
          for callee in analysis.uncheckingCallees.sorted() {
            note(
              "guard-not-credited",
              "'\(calls.name(ofCallee: callee))' does not test what it is given: this check guards nothing",
              at: callee)
          }
          for start in analysis.unreadExpressions {
            note(
              "expression-too-large",
              "checks in this expression guard nothing: it nests more than \(ExpressionParser.maxDepth) deep or joins more than \(ExpressionParser.maxOperators) operators, past what analysis reads",
              at: start)
          }
          let locations = placeLocations(hits.map { Int(tree.tokens[$0.start].start) }, in: file)
          // (Read from constants: a nested function capturing the analysis itself would have
          // every access to it checked for exclusivity.)
          let (checkPositions, judgedLookups, tested) = (
            analysis.checkPositions, lookups, testedReads
          )
          /// Whether the check at `token` stands where it is tested, not used.
          func isCheckPosition(_ token: Int) -> Bool {
            checkPositions.contains(token) || judgedLookups[token] == .optional
              || tested.contains(token)
          }
          for (token, ids) in literalChecks where isCheckPosition(token) {
            result.checkedIDs.formUnion(ids)
          }
          if !linked.summarize.isEmpty, let scopeTree = scopes.tree {
            summarize(
              linked.summarize, hits: hits, tree: tree, scopes: scopeTree, interface: interface,
              checks: literalChecks, calls: calls, pressables: pressables, tables: tables,
              into: &result)
          }
          if !linked.proveCalls.isEmpty, let scopeTree = scopes.tree {
            for asked in linked.proveCalls.sorted() {
              // An exported function, a function what it returns holds (`useBridge().has`), a
              // method of an exported object (`bridge.supports`), or whether a function asserts
              // (`assertHas!`: what it asserts, as a proof of its arguments, or none).
              if asked.hasSuffix("!") {
                let body = interface.functionBinding(
                  exported: String(asked.dropLast()), in: scopeTree
                )
                .flatMap { LocalFunctions.body(of: scopeTree.bindings[Int($0)], tree) }
                let asserts = body.flatMap {
                  AssertionCalls.kind(of: $0, tree: tree, scopes: scopeTree, calls: calls)
                }
                result.callProofs[asked] = asserts?.proof ?? .nothing
                continue
              }
              // What a search of what the file exports proves (`caps.has?`, `useCaps().has?`).
              if asked.hasSuffix("?") {
                result.callProofs[asked] = calls.exportedSearchProof(
                  asked, interface: interface, scopeTree)
                continue
              }
              // What the function an exported function hands back proves (`selectHas()`).
              if asked.hasSuffix("()") {
                let body = interface.functionBinding(
                  exported: String(asked.dropLast(2)), in: scopeTree
                )
                .flatMap { LocalFunctions.body(of: scopeTree.bindings[Int($0)], tree) }
                result.callProofs[asked] =
                  body.map { calls.handedBackProof(ofFunction: $0, scopeTree) } ?? .unseen
                continue
              }
              let (export, member, ofResult) = CheckCalls.splitHeld(asked)
              if let member, !ofResult {
                result.callProofs[asked] = calls.proof(
                  ofMethod: member, ofExport: export, interface: interface, scopeTree)
                continue
              }
              // A member of a zustand store's state, read from its hook (`useBridge().has`).
              if let member, ofResult,
                case let objects = StoreActions.stateObjects(
                  ofExport: export, tree: tree, scopes: scopeTree, interface: interface),
                !objects.isEmpty
              {
                result.callProofs[asked] = calls.proof(
                  ofMember: member, in: objects, scopeTree, paren: nil)
                continue
              }
              guard let binding = interface.functionBinding(exported: export, in: scopeTree) else {
                result.callProofs[asked] = .unseen
                continue
              }
              if member == nil,
                let body = LocalFunctions.body(of: scopeTree.bindings[Int(binding)], tree)
              {
                result.callForms[asked] = calls.resultForm(of: body)
              }
              result.callProofs[asked] =
                member.map {
                  calls.proof(ofMember: $0, returnedBy: binding, scopeTree, paren: nil)
                } ?? calls.proof(of: binding, scopeTree)
            }
          }
          for token in checkArguments { result.checkedIDs.formUnion(literalChecks[token]!) }
          let guarded = regions.guards(at: hits.map(\.token))
          var guardsAt: [Int: LocalFunctions.Held] = [:]
          let asked = Set((functions?.allReferences ?? []) + importReads.map(\.token)).sorted()
          for (reference, held) in zip(asked, regions.guards(at: asked)) {
            guardsAt[reference] = held
          }
          // What the arguments given to the flags of imported functions prove where they are read
          // (those of the file's own: `instance`).
          let given = FlagParameters.given(
            at: importReads, flagged: linked.flagged, tree: tree, connected: connected,
            analysis: &analysis)
          callPlaces(
            of: importReads, functions: functions, guardsAt: guardsAt, tree: tree, file: file,
            instance: instance, given: given, ignoredLines: annotations.ignoredLines,
            into: &result)
          // A name given to a package's code that cannot reach expo-brownfield is no use.
          var packageArguments = PackageArguments(
            tree: tree, interface: interface, linked: linked.packageImports)
          func givenToInertPackage(_ start: Int, _ end: Int) -> Bool {
            guard let packages,
              let specifiers = packageArguments.receivers(start, end, scopes: { scopes.tree })
            else { return false }
            return !specifiers.contains { packages.mayReachBridge($0, importer: file.path) }
          }
          // A name given to a function of the file that only looks it up, compares or logs it,
          // or gives it to such package code.
          var inertArguments: InertArguments?
          // Made on first need: it needs the file's scopes.
          func makeInertArguments() -> Bool {
            if inertArguments == nil, let scopeTree = scopes.tree {
              inertArguments = InertArguments(
                tree: tree, scopes: scopeTree, imported: linked.inertImports,
                givenToPackage: givenToInertPackage)
            }
            return inertArguments != nil
          }
          func givenToInertFunction(_ start: Int, _ end: Int) -> Bool {
            InertArguments.isWholeArgument(start, end, tree) && makeInertArguments()
              && inertArguments!.contains(start, end)
          }
          // What the files importing the file's functions ask of them.
          if !linked.inertAsked.isEmpty, makeInertArguments() {
            for (export, positions) in linked.inertAsked {
              result.inertExports[export] = inertArguments!.inertPositions(
                ofExport: export, interface: interface, among: positions)
            }
          }
          // A key of a table the file only indexes: a literal, or a constant's read as a
          // computed key (`[Kind.Archive]`).
          var indexedTables: IndexedTables?
          func tableKey(_ found: Found) -> IndexedTables.Key {
            guard let span = IndexedTables.keySpan(tree, found.start, found.token) else {
              return .none
            }
            if indexedTables == nil, let scopeTree = scopes.tree {
              indexedTables = IndexedTables(tree: tree, scopes: scopeTree, interface: interface)
            }
            return indexedTables?.key(span) ?? .none
          }
          // The escape calls uses stand at: each is named in a note.
          var escapesUsed = Set<Int>()
          // The calls of the file's functions that pass a name given them to an escape: the
          // escape's callee inside, and what it lets the name into.
          var escapesThrough: [Int: (callee: Int, escape: EscapeCalls.Escape)] = [:]
          // One excerpt a place, shared by the uses standing there (a send's message, case and
          // scope): a string each took a seventh of a large tree's uses' memory.
          var excerpts: [Int: (text: String, column: Int)] = [:]
          for ((found, location), held) in zip(zip(hits, locations), guarded) {
            let (guards, asserted) = (held.guards, held.asserted)
            let token = found.token
            let isCheck = isCheckPosition(token) || checkArguments.contains(token)
            let ids: [(String?, String, Bool, Use.Role)]
            var heldKey: (exports: [String], depth: Int)?
            switch found.hit {
            case .dynamic(let name): ids = [(nil, name, true, .sends)]
            case .unknown: ids = [(nil, "", true, .sends)]
            case .unknownLookup: ids = [(nil, "", true, .looksUp)]
            case .undeclared(let name):
              // A name under the bridge's prefix is sent; any other is a module looked up —
              // tested, a check (`undeclaredModuleIsChecked`).
              let sent = name.utf8.starts(with: matcher.prefix)
              if !sent, exportedLookups[token] == nil,
                found.checkOnly || checkArguments.contains(token) || assignedLookups.contains(token)
                  || undeclaredModuleIsChecked(
                    found, tree: tree, inTest: analysis.checkPositions.contains(token),
                    lookup: lookups[token])
              {
                continue
              }
              if isLogged(tree, found.start, token)
                || sent
                  && (givenToInertPackage(found.start, token)
                    || givenToInertFunction(found.start, token))
              {
                continue
              }
              ids = [(nil, name, false, sent ? .sends : .looksUp)]
            case .undeclaredSent(let name): ids = [(nil, name, false, .sends)]
            case .imported(let modules):
              let name = literalText(tree, token, bytes)
              ids = modules.map { ($0.id, name, false, .looksUp) }
            case .named(let targets):
              // A read of a whole list puts each name it holds at one token: a capability in it
              // tested or bound makes that token a check's, not the cases beside it, which still
              // leave where the list goes (`const shown = ACTIONS.filter(…)`).
              if isCheck && targets.contains(where: \.isCheckable) || found.checkOnly { continue }
              if isInertAttributeValue(tree, found.start, token)
                || isLogged(tree, found.start, token)
              {
                continue
              }
              // A name that is both a message and the capability gating it is, outside a guard, a
              // use of the message; a capability-only name is a use of the capability.
              var used =
                targets.contains { $0.kind != .capability }
                ? targets.filter { $0.kind != .capability } : targets
              // A name compared with (`case "task.archive":` of a reducer, `kind === "…"`, what
              // a set of the file's is searched for) is not sent: it is no use of what content
              // sends (a case content handles still is). A name native sends content is handled
              // where it is compared with (a received message's `type`, a `case` of its `kind`)
              // or keys a table of handlers; anywhere else (an icon's `name="search"`, a glyph
              // map's key) it is some other string.
              if isComparedWith(tree, found.start, token)
                || isBuiltInCollectionKey(tree, found.start, token, scopes: { scopes.tree })
              {
                used.removeAll(where: \.isSent)
              } else {
                if !isHandlerKey(tree, found.start, token) {
                  used.removeAll { role(of: $0) == .handles && $0.kind != .capability }
                }
                // Nor is the key a member is read by (`caps["tempo.navigation-progress"]`).
                if isLookupKey(tree, found.start, token) { used.removeAll(where: \.isSent) }
              }
              // Nor is a key of a table only indexed: a read gives a member's value. One the
              // file exports waits for the files reading it.
              if used.contains(where: \.isSent) {
                switch tableKey(found) {
                case .indexed: used.removeAll(where: \.isSent)
                case .exported(let exports, let depth): heldKey = (exports, depth)
                case .none: break
                }
              }
              // Given to package code that cannot reach expo-brownfield, a name is not sent (a
              // module it names is still looked up: a lookup is a use, whoever makes it).
              if used.contains(where: { $0.kind != .module }),
                givenToInertPackage(found.start, token)
              {
                used.removeAll { $0.kind != .module }
              }
              // Nor given to a function of the file that only looks it up, compares or logs it.
              if used.contains(where: \.isSent), givenToInertFunction(found.start, token) {
                used.removeAll(where: \.isSent)
              }
              // Given to one that passes it to an escape, it is a use where given: a note says
              // where it escapes.
              if used.contains(where: \.isSent),
                InertArguments.isWholeArgument(found.start, token, tree), makeInertArguments(),
                let (escape, kind) = inertArguments!.escape(ofArgument: found.start, token)
              {
                escapesThrough[tree.enclosingOpener(found.start) - 1] = (escape, kind)
              }
              if used.isEmpty { continue }
              let name = found.name ?? literalText(tree, token, bytes)
              ids = used.map { ($0.id, name, false, role(of: $0)) }
            }
            // `M ? M : new Proxy({}, { get() { throw … } })` throws where the module is missing:
            // its own test guards nothing.
            let fallsBackToThrowing = found.start == token && isThrowingFallback(tree, token)
            // Only what leaves the content is carried to the calls: a name content handles is
            // recorded where it is compared.
            let leaves = ids.contains { $0.3 != .handles }
            let places =
              found.heldFor == nil && leaves && !found.standsWhereWritten
              ? functions?.places(
                of: token, held: held, guardsAt: guardsAt, tree: tree, instance: instance)
              : nil
            let here = LocalFunctions.Place(
              token: token, guards: guards, asserted: asserted, via: [], origins: held.origins
            ).withoutFlags
            // Where it stands in its function: at the send it is written for, else where written.
            let written =
              ids.contains { $0.3 == .sends }
              ? sendPlaces?.callee(ofNameAt: found.start)
                ?? escapeCalls.callee(ofNameAt: found.start) ?? found.start
              : found.start
            if written != found.start, written == escapeCalls.callee(ofNameAt: found.start) {
              escapesUsed.insert(written)
            }
            // A value not known at a send was written nowhere: `lostAt` says where it came from.
            let known: Bool
            switch found.hit {
            case .unknown, .unknownLookup: known = false
            default: known = true
            }
            // Where a call's literal fails a flag's test, it never runs (`unreachable`).
            for place in places ?? [here]
            where !place.guards.contains(FlagParameters.unreachable) {
              // A value sent that is not known: what this chain of calls gives it decides.
              guard
                let dynamic = dynamicValue(
                  of: found, at: place, sent: sent, matcher: matcher, into: &result)
              else { continue }
              let forwarded = !place.via.isEmpty
              // Where the use stands: the hit, the reference reached, or the function value
              // (a handler) it stands in on the way.
              let stands =
                place.standsAt.map { $0 == token ? written : $0 }
                ?? (forwarded ? place.token : written)
              let start = Int(tree.tokens[stands].start)
              let placeLocation = stands != found.start ? file.location(of: start) : location
              let reason =
                annotations.ignoredLines[location.line]
                ?? annotations.ignoredLines[placeLocation.line]
              if place.asserted, reason == nil, found.heldFor == nil, place.heldFor == nil,
                heldKey == nil
              {
                result.assertedUses += ids.count
              }
              let excerpt = excerpts[start] ?? excerpt(of: file, at: start)
              excerpts[start] = excerpt
              var via = found.via
              if known, stands != found.start {
                // Where the name was written, unless a constant's `via` says so already; an
                // action creator's call the value was returned by.
                if found.via.isEmpty {
                  via.append(
                    Use.Origin(file: file.path, line: location.line, column: location.column))
                } else if found.token != found.start, tree.kind(found.token) == .rightParen {
                  via.append(
                    Use.Origin(.call, file: file.path, line: location.line, column: location.column)
                  )
                }
              }
              for passed in place.via {
                if passed == token {
                  // The call of an imported wrapper is a call it passed through.
                  if !known, found.isSentCall {
                    let at = file.location(of: Int(tree.tokens[passed].start))
                    via.append(Use.Origin(.call, file: file.path, line: at.line, column: at.column))
                  }
                  continue
                }
                if passed == stands { continue }
                let at = file.location(of: Int(tree.tokens[passed].start))
                via.append(Use.Origin(.call, file: file.path, line: at.line, column: at.column))
              }
              if let lostAt = dynamic.lostAt, lostAt != stands {
                let at = file.location(of: Int(tree.tokens[lostAt].start))
                // Where a case no release declares was written, or where a value was lost.
                let what: Use.Origin.What = dynamic.undeclared == nil ? .argument : .value
                via.append(Use.Origin(what, file: file.path, line: at.line, column: at.column))
              }
              for (id, name, isDynamic, role) in ids {
                // A parameter the calls give a string naming no case (or scope) is that undeclared
                // name.
                let (name, isDynamic) = dynamic.undeclared.map { ($0, false) } ?? (name, isDynamic)
                // (Guards for one name are this use's by its own: `NameConditions`.)
                var guards = NameConditions.resolved(place.guards, for: name)
                var origins = place.origins
                if let rowGuards = found.rowGuards, !rowGuards.ids.isEmpty {
                  guards.formUnion(rowGuards.ids)
                  origins.insert(
                    GuardOrigin(
                      what: .guardSummary, offset: Int(tree.tokens[rowGuards.filter].start),
                      proves: rowGuards.ids))
                }
                let held =
                  fallsBackToThrowing ? guards.subtracting(id.map { [$0] } ?? []) : guards
                var use = Use(
                  id: id, name: name, dynamic: isDynamic, file: file.path, line: placeLocation.line,
                  column: placeLocation.column, offset: start, guards: held.sorted(),
                  asserted: place.asserted, excerpt: excerpt.text, excerptColumn: excerpt.column,
                  ignoreReason: reason, via: via,
                  guardedAt: guardedAt(origins, holding: held, in: file), role: role,
                  candidates: dynamic.undeclared == nil ? dynamic.candidates : [])
                use.standsInFunctionValue = place.standsAt != nil
                use.standsAtCall = place.heldFor != nil && !place.via.isEmpty
                if let export = place.heldFor, dynamic.waitsForCallers {
                  // Not known until the files calling the export are: held for them.
                  result.withheldSent[export, default: []].append(use)
                } else if let export = place.heldFor {
                  // Inside a function the file exports: it waits for the files that read it.
                  result.withheldCalls[export, default: []].append(use)
                } else if let constant = found.heldFor {
                  result.withheld[constant, default: []].append(use)
                } else if let heldKey, role == .sends {
                  // A key of a table the file exports: other files' reads decide.
                  result.withheldKeys.append(
                    FileScan.HeldKey(exports: heldKey.exports, depth: heldKey.depth, use: use))
                } else if reason == nil {
                  result.uses.append(use)
                } else {
                  result.ignored.append(use)
                }
              }
            }
          }
          for callee in escapesUsed.sorted() {
            if let message = escapeCalls.note(at: callee) {
              note("value-escapes", message, at: callee)
            }
          }
          for (call, through) in escapesThrough.sorted(by: { $0.key < $1.key }) {
            let at = file.location(of: Int(tree.tokens[through.callee].start))
            note(
              "value-escapes",
              "'\(tree.text(call))' \(through.escape.isWrite ? "writes" : "gives") what it is given to '\(EscapeCalls.name(of: through.callee, tree))' (line \(at.line)), which lets it out of what the analysis follows (\(through.escape.rawValue)): the names given to '\(tree.text(call))' are uses here, with the guards that hold here",
              at: call)
          }
          result.checkCallees = calls.asked
          result.formCallees = calls.formsAsked
          result.packageArgumentImports = packageArguments.asked
          result.inertArgumentImports = inertArguments?.asked ?? [:]
          if !interface.exports.isEmpty {
            result.packageExports = packageArguments.packageExports()
          }
          // (Flags of its own, or given it by the functions it imports, or none.)
          if !flags.placeholders.isEmpty || !linked.flagged.isEmpty {
            result.flaggedExports = FlagParameters.flaggedExports(of: result)
          }
          for (export, uses) in result.withheldCalls
          where uses.contains(where: { !$0.standsInFunctionValue }) {
            result.sendingExports.insert(export)
          }
          result.argumentCalls = Set(
            importReads.lazy.filter { tree.isEvaluatedAsAnArgument(call: $0.token) }.map(\.local))
          // An exported function the file itself never reads is called, if at all, from other
          // files: the bundle says whether any does.
          if !result.withheldCalls.isEmpty || !result.withheldSent.isEmpty
            || !result.heldCallExports.isEmpty,
            let functions = localFunctions()
          {
            result.exportsReadHere = Set(
              functions.functions.compactMap {
                $0.references.isEmpty && !$0.runsElsewhere ? nil : $0.exportName
              })
          }
          // What the exported functions asked about return may hold.
          if !linked.returnsAsked.isEmpty, let scopeTree = scopes.tree,
            let reader = ownCollections()
          {
            result.returnedNames = OwnCollections.returnedNames(
              linked.returnsAsked, reader: reader, interface: interface, scopes: scopeTree)
          }
          // (Asked by the checks and the functions' summaries alike.)
          result.testedMembers = ownReader??.asked ?? []
          result.returnAsks = ownReader??.returnsAsked ?? []
          return result
        }
      }
    }
  }

}

extension Array {
  /// The array in storage of its size (one grown by appending has up to half its room empty).
  fileprivate var compacted: [Element] {
    guard capacity > count else { return self }
    var copy: [Element] = []
    copy.reserveCapacity(count)
    copy.append(contentsOf: self)
    return copy
  }
}
