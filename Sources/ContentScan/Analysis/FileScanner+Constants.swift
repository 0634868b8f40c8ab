import BridgeDiagnostics

/// Constants followed to where they are read (`ConstantTable`), for `FileScanner.analyze`.
extension FileScanner {
  /// The hits once constants are followed (`ConstantTable`): a name written in a constant's
  /// definition is used where the constant is read, so each read becomes a hit with the name and
  /// where it was written; the literal in the definition is no hit — held back, for a constant
  /// the file exports, until the bundle says every reader is seen. A literal key of a known
  /// object, only indexed, is no hit either. The file's `const` objects mapping names to
  /// capabilities or scopes are its tables of what each kind needs (`KindTables`), by binding;
  /// the reads of their rows a loop or an array method binds that give known names are
  /// `rowValues` (`RowValues`); the reads of lists naming capabilities or scopes go to `calls`
  /// (`CheckCalls.listReads`).
  static func withConstants(
    _ hits: [Found], tree: TokenTree, file: SourceFile, scopes: FileScopes,
    matcher: NameMatcher, parts: [Int: String], interface: ModuleInterface,
    imported: [String: Constant],
    privateContexts: Set<String>, providedContexts: [String: Constant], written: Set<String>,
    mutators: [String: Set<Int>],
    calls: CheckCalls, tables: inout [Int32: [KindTables.Entry]],
    handlerRegions: inout [GuardRegion], rowValues: inout [SentValues.Found],
    into result: inout FileScan
  ) -> [Found] {
    var names: [Int: String] = [:]
    var built: [Int: (end: Int, name: String)] = [:]
    // The reads of optional lookups' bindings, with the module each holds: tested in a value
    // (`{ available: native != null }`), that module's check.
    var moduleReads: [Int: String] = [:]
    var mayDefine = false
    for found in hits {
      if found.readsModuleBinding, found.start == found.token,
        tree.kind(found.token) == .identifier, let name = found.name
      {
        moduleReads[found.token] = name
        mayDefine = mayDefine || ConstantTable.mayDefine(tree, literal: found.token)
        continue
      }
      // A name built of known parts (`KnownConcatenations`) over its tokens.
      if found.isName, found.start < found.token, let name = found.name {
        built[found.start] = (found.token, name)
        mayDefine = mayDefine || ConstantTable.mayDefine(tree, literal: found.start)
        continue
      }
      guard case .named(let targets) = found.hit,
        tree.kind(found.token) == .string || tree.kind(found.token) == .template
      else { continue }
      names[found.token] = literalText(tree, found.token, tree.bytes)
      // A name content only handles is recorded where written: no constant of it is followed.
      let handledOnly = targets.allSatisfy { role(of: $0) == .handles && $0.kind != .capability }
      if !mayDefine, !handledOnly {
        // A check's argument (`setCanArchive(has("…"))`): its result may be a state's value.
        let checked =
          targets.allSatisfy { $0.kind == .capability || $0.kind == .scope }
          && tree.kind(found.token - 1) == .leftParen && tree.kind(found.token + 1) == .rightParen
        mayDefine = checked || ConstantTable.mayDefine(tree, literal: found.token)
      }
    }
    // The parts of names the file exports (`export const NS = "tempo."`): constants for the
    // files building names of them (`KnownConcatenations`), though they name nothing here.
    for (token, part) in parts where names[token] == nil {
      names[token] = part
      mayDefine = true
    }
    guard mayDefine || !imported.isEmpty || !providedContexts.isEmpty,
      let scopeTree = scopes.tree
    else { return hits }
    var importedValues: [Int32: Constant] = [:]
    for (index, binding) in scopeTree.bindings.enumerated()
    where binding.kind == .import && binding.scope == 0 {
      // Read past the import: its place joins each name's `via`. (A module imported whole is
      // a module binding, `importedModuleBindings`.)
      if let value = imported[binding.name], !value.isModule {
        let location = file.location(of: Int(tree.tokens[Int(binding.token)].start))
        importedValues[Int32(index)] = value.passed(
          through: Use.Origin(
            .import, file: file.path, line: location.line, column: location.column))
      }
    }
    let capabilityIDs = { (name: String) in
      matcher.targets(Array(name.utf8)).filter { $0.kind == .capability || $0.kind == .scope }
        .map(\.id)
    }
    var table = ConstantTable(
      tree: tree, scopes: scopeTree, names: names, built: built,
      namesCapability: { name in
        let targets = matcher.targets(Array(name.utf8))
        return !targets.isEmpty
          && targets.allSatisfy { $0.kind == .capability || $0.kind == .scope }
      },
      checksItsArgument: { paren in
        switch calls.proof(ofCall: paren) {
        case .arguments(let slots, whenTruthy: true) where slots.contains(0): .result
        case .promised(.arguments(let slots, whenTruthy: true)) where slots.contains(0): .promise
        default: nil
        }
      },
      searchProves: { receiver, method, name in
        calls.searchProves(receiver, method: method, ids: capabilityIDs(name))
      },
      conditionProves: { range, literals in
        var checks: [Int: [String]] = [:]
        // A module's binding is `null` or `undefined` where the module is missing, as its
        // lookup's declaration says.
        var forms: [Int: GuardAnalysis.CheckRead] = [:]
        for (token, name) in literals {
          guard moduleReads[token] != nil else {
            checks[token] = capabilityIDs(name)
            continue
          }
          checks[token] = matcher.targets(Array(name.utf8)).filter { $0.kind == .module }.map(\.id)
          forms[token] = GuardAnalysis.CheckRead(
            start: token, declaration: scopeTree.binding(at: Int32(token)).map { Int($0.token) },
            unsaid: .isNullOrUndefined)
        }
        let proven = calls.proof(ofCondition: range, checks: checks, checkReads: forms)
        /// The names whose checks `ids` all hold.
        func held(_ ids: Set<String>) -> [String] {
          literals.compactMap { token, name in
            !checks[token]!.isEmpty && checks[token]!.allSatisfy(ids.contains) ? name : nil
          }
        }
        return (held(proven.whenTrue), held(proven.whenFalse))
      },
      moduleReads: moduleReads, imported: importedValues, privateContexts: privateContexts,
      provided: providedContexts,
      // (Exports another file writes into, by the names their bindings have here.)
      written: Set(
        written.compactMap {
          if case .local(let local) = interface.exports[$0] { local } else { nil }
        }),
      mutators: mutators,
      origin: { token in
        let location = file.location(of: Int(tree.tokens[token].start))
        return Use.Origin(file: file.path, line: location.line, column: location.column)
      })
    // What it writes into through other names (an import so, no constant anywhere), and what it
    // asks of the functions it gives objects and lists it knows.
    result.writtenImports.formUnion(table.writes.writtenImports(scopeTree, interface))
    let asks = table.writes.asks(
      tree, scopeTree,
      holding: Set(
        table.values.compactMap { binding, value in
          switch value {
          case .object, .list: binding
          default: nil
          }
        }))
    result.writerAsks.merge(asks) { $0.union($1) }
    // (An imported one too: a file writing into it makes it no constant anywhere.)
    for (binding, value) in table.values
    where [.const, .import].contains(scopeTree.bindings[Int(binding)].kind) {
      let entries = KindTables.entries(of: value, ids: capabilityIDs)
      if let entries { tables[binding] = entries }
    }
    // What its providers of other files' contexts give, for the files creating them to join
    // (`.other`, holding no check, where one is not read).
    for local in result.importReads.providers.sorted() {
      guard
        let binding = scopeTree.bindings.indices.first(where: {
          scopeTree.bindings[$0].scope == 0 && scopeTree.bindings[$0].kind == .import
            && scopeTree.bindings[$0].name == local
        })
      else { continue }
      var marks: [Int] = []
      var joined: Constant? = nil
      for value in table.providerValues(of: Int32(binding), marks: &marks) ?? [.other] {
        joined = joined.map { $0.joined(with: value) ?? .other } ?? value
      }
      result.providedContexts[local] = joined ?? .other
    }
    // The exported constants: their values for other files, and the bindings they hold.
    var exportedAs: [Int32: String] = [:]
    for (name, export) in interface.exports {
      guard case .local(let local) = export,
        let index = scopeTree.bindings.firstIndex(where: { $0.scope == 0 && $0.name == local })
      else { continue }
      // A context other files may read: the bundle says whether any provides it too. When
      // none does, its value is this file's to give to their `useContext`.
      if table.contextCreation(Int32(index)) != nil {
        result.contexts.insert(name)
        var marks: [Int] = []
        if privateContexts.contains(local),
          let value = table.contextValue(Int(scopeTree.bindings[index].token), marks: &marks)
        {
          result.constants[name] = value
        }
        continue
      }
      guard let value = table.values[Int32(index)], importedValues[Int32(index)] == nil else {
        continue
      }
      result.constants[name] = value
      // An object naming something by its keys alone (`{ [C]: [] }`), which other files are
      // not given as a value: what checks of it as a collection must not prove
      // (`OwnCollections`).
      if !value.isFollowed {
        let held = OwnCollections.held(by: value) { text in
          matcher.targets(Array(text.utf8)).filter(\.isCheckable).map(\.id)
        }
        if !held.isEmpty { result.collections[name] = held.sorted() }
      }
      exportedAs[Int32(index)] = exportedAs[Int32(index)].map { min($0, name) } ?? name
    }
    // An imported name read into an exported constant reaches that constant's readers: the
    // other file's names are used there, if the bundle sees them all. A name read only to be
    // checked (`has(CAPS.archive)`) goes no further.
    for (token, owner) in table.definitions
    where exportedAs[owner] != nil && !table.checkReads.contains(token) {
      if let binding = scopeTree.bindingIndex(at: Int32(token)), importedValues[binding] != nil {
        result.reexportedImports.insert(scopeTree.bindings[Int(binding)].name)
      }
    }
    let reads = table.reads()
    var indexKeys = Set<Int>()
    for read in reads { indexKeys.formUnion(table.keyTokens(of: read)) }
    var merged: [Found] = []
    // The filtered reads of each table read whole by its name (`RowFilters.handlerRegions`).
    var filteredReads: [Int32: [RowFilters.FilteredRead]] = [:]
    // The file's references by binding, made when a table's rows are first bound.
    var references: [Int32: [Int]]?
    for var found in hits where !indexKeys.contains(found.token) {
      if table.checkArguments.contains(found.token) { found.checkOnly = true }
      if let owner = table.definitions[found.token] {
        guard let export = exportedAs[owner] else { continue }
        found.heldFor = export
      }
      merged.append(found)
    }
    for read in reads {
      // A module another file looked up (a namespace's member): judged where it stands, as a
      // module binding's read is — a check where tested, a use where dereferenced or passed on;
      // so is each module inside a value read whole (the namespace passed on).
      for (module, via) in read.value.modules {
        var found = Found(read.end, moduleHit(module, matcher: matcher))
        found.name = module
        found.via = via
        // An object holding a module is truthy whatever the module: testing it proves nothing.
        found.checkable = read.value.isModule
        merged.append(found)
      }
      if read.value.isModule { continue }
      // A list of names (`const REQUIRED = [C, D]`, read `REQUIRED.every(has)`): what its
      // elements name, for the array methods that test them all.
      if case .list(let elements) = read.value {
        let ids = elements.flatMap { element -> [String] in
          if case .name(let name, _) = element { capabilityIDs(name) } else { [] }
        }
        if !ids.isEmpty {
          calls.listReads[read.start] = GuardAnalysis.ListRead(end: read.end, ids: Set(ids))
        }
      }
      // A table filtered by what each row needs (`ACTIONS.filter((a) => has(a.capability))`):
      // a row's names go on only where the filter proves what it names.
      var rows: [(names: [(name: String, via: [Use.Origin])], guards: Set<String>?)] = [
        (read.value.names, [])
      ]
      var filter: Int?
      let rowTable = RowFilters.rows(of: read.value, readFrom: read.start, to: read.end, tree)
      if let (elements, first, last) = rowTable, RowValues.handsOn(readFrom: first, to: last, tree)
      {
        if references == nil { references = scopeTree.referencesByBinding() }
        let parameters = RowValues.parameters(
          readFrom: first, to: last, tree, scopes: scopeTree, references: references!)
        rowValues += RowValues.known(
          rows: elements, parameters: parameters, tree: tree, scopes: scopeTree,
          references: references!, matcher: matcher)
      }
      if let (elements, first, last) = rowTable,
        let (method, parameter, body, keptWhenTruthy) = RowFilters.filter(endingAt: last, tree)
          .map({ ($0.method, $0.parameter, $0.body, true) })
          ?? RowFilters.loopFilter(readFrom: first, to: last, tree),
        let guards = RowFilters.guards(
          of: elements, parameter: parameter, body: body, keptWhenTruthy: keptWhenTruthy,
          tree: tree, proof: calls.proof(ofCall:),
          search: { calls.searchProves($0, method: $1, ids: $2) }, ids: capabilityIDs)
      {
        rows = zip(elements, guards).map { ($0.names, $1) }
        filter = method
        // (The table's own name, the read ending there or at the method, `filter`, `forEach`.)
        if read.end == read.start || read.end == read.start + 2 && tree.kind(read.end - 1) == .dot,
          tree.kind(read.start) == .identifier,
          let binding = scopeTree.bindingIndex(at: Int32(read.start))
        {
          filteredReads[binding, default: []].append(
            RowFilters.FilteredRead(method: method, guards: guards))
        }
      }
      // (A row the filter never keeps goes nowhere from here.)
      for (names, guards) in rows {
        guard let guards else { continue }
        for (name, via) in names {
          let targets = matcher.targets(Array(name.utf8))
          guard !targets.isEmpty else { continue }
          var found = Found(read.end, .named(targets))
          found.start = read.start
          found.name = name
          found.via = via
          // (A list or object holding one name is truthy whatever the shell has: no name read.)
          found.checkable = if case .name = read.value { true } else { false }
          found.isName = true
          // Read as a check's argument (`has(CAPS.archive)` in a value): checked, never used.
          found.checkOnly = table.checkReads.contains(read.start)
          found.rowGuards = filter.map { (guards, $0) }
          merged.append(found)
        }
      }
      // What a check's result proves goes with it: each read is a check of the same names (all
      // of them: `has(A) && has(B)`, a capability and its scope), where it is truthy — or,
      // negated (`Constant.lacks`), where it is falsy. An object or a list holding checks is
      // truthy whatever they say: reading it whole proves nothing (its members, read, do).
      /// The read as a check of `names`.
      func checkRead(of names: [String], checkable: Bool = true, negated: Bool = false) {
        let targets = names.flatMap { matcher.targets(Array($0.utf8)).filter(\.isCheckable) }
        guard let name = names.first, !targets.isEmpty else { return }
        var found = Found(read.end, .named(targets))
        found.start = read.start
        found.name = name
        found.checkable = checkable
        found.checkOnly = true
        found.negated = negated
        merged.append(found)
      }
      switch read.value {
      case .check(let names): checkRead(of: names)
      case .lacks(let names): checkRead(of: names, negated: true)
      default: for name in read.value.checks { checkRead(of: [name], checkable: false) }
      }
    }
    if !filteredReads.isEmpty {
      handlerRegions = RowFilters.handlerRegions(
        filteredReads, references: scopeTree.referencesByBinding(),
        exported: Set(exportedAs.keys), tree: tree, scopes: scopeTree)
    }
    merged.sort { $0.token < $1.token }
    return merged
  }
}

extension FileScanner {
  /// An exported `const` of the module's top level holding a test of a module's binding, of a
  /// capability or of its scope (`export const hapticsAvailable = ExpoHaptics != null`, where
  /// `ExpoHaptics` is an optional lookup's result), or its negation (`export const
  /// isLegacyShell = !hasCapability(C)`): a check's result (`Constant.check`, `Constant.lacks`)
  /// the files reading it take as that check, as they take a constant's — where the constants
  /// reading gave it no value.
  static func exportFlags(
    of analysis: GuardAnalysis, interface: ModuleInterface, scopes: ScopeTree,
    matcher: NameMatcher, into result: inout FileScan
  ) {
    // The top-level `const`s holding such a test, by name; then the exports naming them (a
    // file exports far more than it declares guard variables).
    var flags: [String: Constant] = [:]
    /// The names `ids` name — a module's, a capability's, a scope's (its last part, where no
    /// other scope has that name) — when each has one.
    func named(_ ids: Set<String>) -> [String]? {
      let names = ids.compactMap { id -> String? in
        if id.hasPrefix("scope:"), let slash = id.lastIndex(of: "/") {
          let name = String(id[id.index(after: slash)...])
          return matcher.targets(Array(name.utf8)).filter { $0.kind == .scope }.map(\.id) == [id]
            ? name : nil
        }
        return ["module:", "capability:"].first(where: id.hasPrefix).map {
          String(id.dropFirst($0.count))
        }
      }
      return !names.isEmpty && names.count == ids.count ? names.sorted() : nil
    }
    for (token, value) in analysis.declaredValues {
      guard !value.whenTrue.isEmpty || !value.whenFalse.isEmpty,
        let index = scopes.bindingIndex(at: Int32(token)),
        case let binding = scopes.bindings[Int(index)], binding.scope == 0,
        binding.kind == .const, Int(binding.token) == token
      else { continue }
      // (A legacy shell's flag, `!hasCapability(C)`: falsy, it proves C.)
      if let names = named(value.whenTrue) {
        flags[binding.name] = .check(names)
      } else if value.whenTrue.isEmpty, let names = named(value.whenFalse) {
        flags[binding.name] = .lacks(names)
      }
    }
    guard !flags.isEmpty else { return }
    for (export, target) in interface.exports where result.constants[export] == nil {
      if case .local(let local) = target, let flag = flags[local] {
        result.constants[export] = flag
      }
    }
  }
}
