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
  /// Imported names read into a constant the file exports: the bundle does not follow them on,
  /// so the file they come from reports its names where written.
  var reexportedImports = Set<String>()
  /// The uses inside functions the file exports, by export name, as they stand there: other
  /// files read those functions, and each use then stands where they do
  /// (`importedCallPlaces`); reported here when the bundle cannot see every reader.
  var withheldCalls: [String: [Use]] = [:]
  /// Where the file reads each imported function `ImportedConstants` asks about (by local
  /// name): the places a use inside it stands at, with the guards there.
  var importedCallPlaces: [String: [CallPlace]] = [:]

  /// The scan with its held-back uses reported where they stand, as for a file no other file
  /// reads (or one some reader of which is not followed).
  func reinstated() -> FileScan {
    var scan = self
    let held =
      withheld.keys.sorted().flatMap { withheld[$0]! }
      + withheldCalls.keys.sorted().flatMap { withheldCalls[$0]! }
    scan.uses += held.filter { $0.ignoreReason == nil }
    scan.ignored += held.filter { $0.ignoreReason != nil }
    scan.withheld = [:]
    scan.withheldCalls = [:]
    return scan
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
    var ignoreReason: String?
  }

  /// A module request with its specifier's value and place.
  struct Request: Sendable, Equatable {
    var kind: ModuleRequest.Kind
    /// The specifier; for a dynamic request, its literal prefix (`./screens/` of
    /// `` require(`./screens/${name}`) ``), empty when it has none.
    var specifier: String
    var span: Span
    var isDynamic = false
    /// What a literal `require.context` matches in its directory (the specifier).
    var context: ContextFilter?
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
  private enum Hit {
    case named([NameMatcher.Target])
    /// A package import that loads these modules: a use, never a check.
    case imported([NameMatcher.Target])
    case undeclared(String)
    case dynamic(String)
  }

  /// A place a use may stand: a literal (or `NativeModules.X`) at `token`, or a read of a
  /// constant from `start` to `token` (`CAPS.archive`), whose value `name` was written at `via`.
  private struct Found {
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
    /// The exported constant whose definition writes the name: the use waits for the bundle to
    /// say whether every reader of it is seen (`FileScan.withheld`).
    var heldFor: String?

    init(_ token: Int, _ hit: Hit) {
      self.token = token
      self.hit = hit
      self.start = token
    }
  }

  /// Parses the file (the parser is the only reader of JavaScript) and finds its uses; a file that
  /// does not parse is a fatal error at its place. `imported` holds the values other files give
  /// its imported names (`ImportedConstants`), by local name.
  static func scan(
    _ file: SourceFile, dialect: SyntaxDialect, matcher: NameMatcher,
    imported: [String: Constant] = [:], importedFunctions: Set<String> = []
  ) -> FileScan {
    // Scopes are parsed only where something needs bindings (`FileScopes`).
    let parsed = file.bytes.withUnsafeBufferPointer {
      Parser.parse($0, dialect: dialect, recordingScopes: false)
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
      parsed, file: file, scopes: scopes, matcher: matcher, imported: imported,
      importedFunctions: importedFunctions)
    scan.requests = FileScan.Request.all(in: parsed, file: file, scopes: scopes)
    return scan
  }

  /// Finds the uses in a parsed file's tokens (type syntax is not among them).
  private static func analyze(
    _ lexed: ParsedFile, file: SourceFile, scopes: FileScopes, matcher: NameMatcher,
    imported: [String: Constant], importedFunctions: Set<String>
  ) -> FileScan {
    lexed.tokens.withUnsafeBufferPointer { tokens in
      file.bytes.withUnsafeBufferPointer { bytes in
        let plainTree = TokenTree(tokens: tokens, bytes: bytes)
        let interface = ModuleInterface(plainTree)
        var hits = findHits(plainTree, candidates: lexed.candidates, matcher: matcher).map {
          Found($0.token, $0.hit)
        }
        // The reads of a binding destructured from `NativeModules`, judged as `NativeModules.X`
        // is: checks in a test, uses elsewhere.
        let reads = destructuredModuleReads(
          plainTree, candidates: lexed.candidates, scopes: { scopes.tree })
        for (token, module) in reads {
          let modules = matcher.targets(Array(module.utf8)).filter { $0.kind == .module }
          hits.append(Found(token, modules.isEmpty ? .undeclared(module) : .named(modules)))
        }
        if !reads.isEmpty { hits.sort { $0.token < $1.token } }
        guard
          !hits.isEmpty || !lexed.annotations.isEmpty || !imported.isEmpty
            || !importedFunctions.isEmpty
        else {
          return FileScan(interface: interface)
        }
        // Analysis asks every check's and statement's enclosing group: from a table from here.
        return plainTree.withOpeners { tree in
          var result = FileScan(interface: interface)
          hits = withConstants(
            hits, tree: tree, file: file, scopes: scopes, matcher: matcher,
            interface: interface, imported: imported, into: &result)
          var literalChecks: [Int: [String]] = [:]
          var lookups: [Int: ModuleLookup] = [:]
          for found in hits {
            if !found.checkable {
              // A collection read in a test is a check proving nothing, as `[A, B].some(has)`.
              if case .named(let targets) = found.hit, targets.contains(where: \.isCheckable) {
                literalChecks[found.token, default: []] += []
              }
            } else if case .named(let targets) = found.hit {
              var checkable = targets.filter(\.isCheckable)
              if targets.contains(where: { $0.kind == .module }),
                let lookup = moduleLookup(tree, found)
              {
                lookups[found.token] = lookup
                // A lookup that throws is a use wherever it stands, never a check.
                if lookup == .required { checkable.removeAll { $0.kind == .module } }
              }
              if !checkable.isEmpty { literalChecks[found.token] = checkable.map(\.id) }
            }
          }
          // Bindings only where a guard variable needs them (see `FileScopes`).
          var analysis = GuardAnalysis(
            tree: tree, literalChecks: literalChecks, scopes: { scopes.tree })
          analysis.run()
          let annotations = readAnnotations(
            lexed.annotations, tree: tree, file: file, matcher: matcher, into: &result)
          let regions =
            analysis.regions
            + checkAssertions(
              annotations, analysisRegions: analysis.regions, tree: tree, file: file,
              scopes: { scopes.tree }, into: &result)
          func note(_ id: String, _ message: String, at token: Int) {
            result.diagnostics.append(
              Diagnostic(.note, id, message, at: Span(file: file, range: tree.tokens[token].range)))
          }
          for operatorIndex in analysis.discardedJoins {
            note(
              "guard-not-credited",
              "checks joined with '\(String(decoding: bytes[tree.tokens[operatorIndex].range], as: UTF8.self))' guard nothing: neither is known to hold",
              at: operatorIndex)
          }
          for method in analysis.discardedArrayMethods {
            note(
              "guard-not-credited",
              "checks in an array tested with '.\(String(decoding: bytes[tree.tokens[method].range], as: UTF8.self))' guard nothing: which of them holds is not known (only '.every' proves them all)",
              at: method)
          }
          for start in analysis.unreadExpressions {
            note(
              "expression-too-large",
              "checks in this expression guard nothing: it nests more than \(ExpressionParser.maxDepth) deep or joins more than \(ExpressionParser.maxOperators) operators, past what analysis reads",
              at: start)
          }
          let locations = placeLocations(hits.map { Int(tree.tokens[$0.start].start) }, in: file)
          for (token, ids) in literalChecks
          where analysis.checkPositions.contains(token) || lookups[token] == .optional {
            result.checkedIDs.formUnion(ids)
          }
          let guarded = regions.guards(at: hits.map(\.token))
          // A use inside a function the file alone calls stands where the function is read.
          let functions =
            hits.isEmpty && importedFunctions.isEmpty
            ? nil
            : scopes.tree.map { LocalFunctions(tree: tree, scopes: $0, interface: interface) }
          let importReads = importedReads(importedFunctions, scopes: { scopes.tree })
          var guardsAt: [Int: LocalFunctions.Held] = [:]
          let asked = Set((functions?.allReferences ?? []) + importReads.map(\.token)).sorted()
          for (reference, held) in zip(asked, regions.guards(at: asked)) {
            guardsAt[reference] = held
          }
          for (token, local) in importReads {
            callPlaces(
              of: token, import: local, functions: functions, guardsAt: guardsAt, tree: tree,
              file: file, ignoredLines: annotations.ignoredLines, into: &result)
          }
          for ((found, location), (guards, asserted)) in zip(zip(hits, locations), guarded) {
            let token = found.token
            let isCheck =
              analysis.checkPositions.contains(token) || lookups[token] == .optional
            let ids: [(String?, String, Bool, Use.Role)]
            switch found.hit {
            case .dynamic(let name): ids = [(nil, name, true, .sends)]
            case .undeclared(let name): ids = [(nil, name, false, .sends)]
            case .imported(let modules):
              let name = literalText(tree, token, bytes)
              ids = modules.map { ($0.id, name, false, .looksUp) }
            case .named(let targets):
              if isCheck || found.checkOnly { continue }
              if isInertAttributeValue(tree, found.start, token) { continue }
              // A name that is both a message and the capability gating it is, outside a guard, a
              // use of the message; a capability-only name is a use of the capability.
              var used =
                targets.contains { $0.kind != .capability }
                ? targets.filter { $0.kind != .capability } : targets
              // A name compared with (`case "task.archive":` of a reducer, `kind === "…"`) is
              // not sent: it is no use of what content sends (a case content handles still is).
              if isComparedWith(tree, found.start, token) { used.removeAll(where: \.isSent) }
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
              found.heldFor == nil && leaves
              ? functions?.places(of: token, guards: guards, asserted: asserted, guardsAt: guardsAt)
              : nil
            let here = LocalFunctions.Place(
              token: token, guards: guards, asserted: asserted, via: [])
            for place in places ?? [here] {
              let forwarded = !place.via.isEmpty
              let start = Int(tree.tokens[forwarded ? place.token : found.start].start)
              let placeLocation = forwarded ? file.location(of: start) : location
              let reason =
                annotations.ignoredLines[location.line]
                ?? annotations.ignoredLines[placeLocation.line]
              if place.asserted, reason == nil, found.heldFor == nil {
                result.assertedUses += ids.count
              }
              let excerpt = excerpt(of: file, at: start)
              var via = found.via
              for passed in place.via {
                if passed == token {
                  // Where the name was written, unless a constant's `via` says so already.
                  if found.via.isEmpty {
                    via.append(
                      Use.Origin(file: file.path, line: location.line, column: location.column))
                  }
                  continue
                }
                let at = file.location(of: Int(tree.tokens[passed].start))
                via.append(Use.Origin(.call, file: file.path, line: at.line, column: at.column))
              }
              if let export = place.heldFor {
                // Inside a function the file exports: it waits for the files that read it.
                for (id, name, dynamic, role) in ids {
                  result.withheldCalls[export, default: []].append(
                    Use(
                      id: id, name: name, dynamic: dynamic, file: file.path,
                      line: placeLocation.line, column: placeLocation.column, offset: start,
                      guards: place.guards.sorted(), asserted: place.asserted,
                      excerpt: excerpt.text, excerptColumn: excerpt.column, ignoreReason: reason,
                      via: via, role: role))
                }
                continue
              }
              for (id, name, dynamic, role) in ids {
                let held =
                  fallsBackToThrowing
                  ? place.guards.subtracting(id.map { [$0] } ?? []) : place.guards
                let use = Use(
                  id: id, name: name, dynamic: dynamic, file: file.path, line: placeLocation.line,
                  column: placeLocation.column, offset: start, guards: held.sorted(),
                  asserted: place.asserted, excerpt: excerpt.text, excerptColumn: excerpt.column,
                  ignoreReason: reason, via: via, role: role)
                if let constant = found.heldFor {
                  result.withheld[constant, default: []].append(use)
                } else if reason == nil {
                  result.uses.append(use)
                } else {
                  result.ignored.append(use)
                }
              }
            }
          }
          return result
        }
      }
    }
  }

  /// The hits once constants are followed (`ConstantTable`): a name written in a constant's
  /// definition is used where the constant is read, so each read becomes a hit with the name and
  /// where it was written; the literal in the definition is no hit — held back, for a constant
  /// the file exports, until the bundle says every reader is seen. A literal key of a known
  /// object, only indexed, is no hit either.
  private static func withConstants(
    _ hits: [Found], tree: TokenTree, file: SourceFile, scopes: FileScopes,
    matcher: NameMatcher, interface: ModuleInterface, imported: [String: Constant],
    into result: inout FileScan
  ) -> [Found] {
    var names: [Int: String] = [:]
    var capabilityNames = Set<Int>()
    var mayDefine = false
    for found in hits {
      guard case .named(let targets) = found.hit,
        tree.kind(found.token) == .string || tree.kind(found.token) == .template
      else { continue }
      names[found.token] = literalText(tree, found.token, tree.bytes)
      if targets.allSatisfy({ $0.kind == .capability || $0.kind == .scope }) {
        capabilityNames.insert(found.token)
      }
      if !mayDefine { mayDefine = ConstantTable.mayDefine(tree, literal: found.token) }
    }
    guard mayDefine || !imported.isEmpty, let scopeTree = scopes.tree else { return hits }
    var importedValues: [Int32: Constant] = [:]
    for (index, binding) in scopeTree.bindings.enumerated()
    where binding.kind == .import && binding.scope == 0 {
      if let value = imported[binding.name] { importedValues[Int32(index)] = value }
    }
    let table = ConstantTable(
      tree: tree, scopes: scopeTree, names: names, capabilityNames: capabilityNames,
      imported: importedValues,
      origin: { token in
        let location = file.location(of: Int(tree.tokens[token].start))
        return Use.Origin(file: file.path, line: location.line, column: location.column)
      })
    // The exported constants: their values for other files, and the bindings they hold.
    var exportedAs: [Int32: String] = [:]
    for (name, export) in interface.exports {
      guard case .local(let local) = export,
        let index = scopeTree.bindings.firstIndex(where: { $0.scope == 0 && $0.name == local }),
        let value = table.values[Int32(index)], importedValues[Int32(index)] == nil
      else { continue }
      result.constants[name] = value
      exportedAs[Int32(index)] = exportedAs[Int32(index)].map { min($0, name) } ?? name
    }
    // An imported name read into an exported constant reaches that constant's readers, which
    // the bundle does not follow further: the other file's names are then used where written.
    for (token, owner) in table.definitions where exportedAs[owner] != nil {
      if let binding = scopeTree.bindingIndex(at: Int32(token)), importedValues[binding] != nil {
        result.reexportedImports.insert(scopeTree.bindings[Int(binding)].name)
      }
    }
    let reads = table.reads()
    var indexKeys = Set<Int>()
    for read in reads { indexKeys.formUnion(table.keyTokens(of: read)) }
    var merged: [Found] = []
    for var found in hits where !indexKeys.contains(found.token) {
      if table.checkArguments.contains(found.token) { found.checkOnly = true }
      if let owner = table.definitions[found.token] {
        guard let export = exportedAs[owner] else { continue }
        found.heldFor = export
      }
      merged.append(found)
    }
    for read in reads {
      let named = read.value.names
      for (name, origin) in named {
        let targets = matcher.targets(Array(name.utf8))
        guard !targets.isEmpty else { continue }
        var found = Found(read.end, .named(targets))
        found.start = read.start
        found.name = name
        found.via = [origin]
        found.checkable = named.count == 1
        merged.append(found)
      }
      // What a check's result proves goes with it: each read is a check of the same names.
      let checks = read.value.checks
      for name in checks {
        let targets = matcher.targets(Array(name.utf8)).filter(\.isCheckable)
        guard !targets.isEmpty else { continue }
        var found = Found(read.end, .named(targets))
        found.start = read.start
        found.name = name
        found.checkable = checks.count == 1
        found.checkOnly = true
        merged.append(found)
      }
    }
    merged.sort { $0.token < $1.token }
    return merged
  }

  /// The reads of the imported functions `names` (by local name): each reference of their
  /// import bindings, in order.
  private static func importedReads(_ names: Set<String>, scopes: () -> ScopeTree?) -> [(
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
  private static func callPlaces(
    of token: Int, import local: String, functions: LocalFunctions?,
    guardsAt: [Int: LocalFunctions.Held], tree: TokenTree, file: SourceFile,
    ignoredLines: [Int: String], into result: inout FileScan
  ) {
    let held = guardsAt[token] ?? ([], false)
    let here = LocalFunctions.Place(
      token: token, guards: held.guards, asserted: held.asserted, via: [])
    let places =
      functions?.places(of: token, guards: held.guards, asserted: held.asserted, guardsAt: guardsAt)
      ?? [here]
    func origin(_ index: Int) -> Use.Origin {
      let location = file.location(of: Int(tree.tokens[index].start))
      return Use.Origin(.call, file: file.path, line: location.line, column: location.column)
    }
    // Inside a function this file exports, the place is where the read runs, whoever calls it
    // (`heldFor`): the use stands there, with what holds there.
    for place in places {
      let start = Int(tree.tokens[place.token].start)
      let at = file.location(of: start)
      let excerpt = excerpt(of: file, at: start)
      // The read of the import, then the calls passed through — unless it stands at the read.
      let via = place.via.isEmpty ? [] : place.via.map(origin)
      result.importedCallPlaces[local, default: []].append(
        FileScan.CallPlace(
          file: file.path, line: at.line, column: at.column, offset: start, excerpt: excerpt.text,
          excerptColumn: excerpt.column, guards: place.guards, asserted: place.asserted, via: via,
          ignoreReason: ignoredLines[at.line]))
    }
  }

  /// The role of a use of `target`, as the gate weighs it (`GateContext.sends`).
  private static func role(of target: NameMatcher.Target) -> Use.Role {
    switch target.kind {
    case .module: .looksUp
    case .scope: .sends
    case .capability: .handles
    default: target.isSent ? .sends : .handles
    }
  }

  /// `SourceFile.locations(ofAscending:)` of offsets in any order (a read of a constant starts
  /// before a literal inside its brackets, `KINDS[f("x")]`).
  private static func placeLocations(_ offsets: [Int], in file: SourceFile) -> [SourceLocation] {
    let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
    guard order != Array(offsets.indices) else { return file.locations(ofAscending: offsets) }
    let sorted = file.locations(ofAscending: order.map { offsets[$0] })
    var locations = sorted
    for (position, index) in order.enumerated() { locations[index] = sorted[position] }
    return locations
  }

  /// Whether the literal at `index` is the value of an object's `kind` property, a payload's case.
  private static func isKindValue(_ tree: TokenTree, _ index: Int) -> Bool {
    guard index >= 2, tree.kind(index - 1) == .colon, tree.isWord(index - 2, "kind") else {
      return false
    }
    return tree.kind(tree.enclosingOpener(index)) == .objectStart
  }

  /// Whether the module name at `index` is the consequent of create-react-native-library's
  /// fallback, `NativeModules.M ? NativeModules.M : new Proxy(…)`, whose alternate throws on use.
  private static func isThrowingFallback(_ tree: TokenTree, _ index: Int) -> Bool {
    guard index >= 3, index + 3 < tree.tokens.count, tree.kind(index - 1) == .dot,
      tree.isWord(index - 2, "NativeModules"), tree.kind(index - 3) == .question,
      tree.kind(index + 1) == .colon, tree.isWord(index + 2, "new")
    else { return false }
    return tree.isWord(index + 3, "Proxy")
  }

  /// JSX attributes whose value goes to the view hierarchy, never over the bridge: a name there
  /// (`testID="task.archive"`) is not a use.
  private static let inertAttributes: Set<[UInt8]> = Set(
    ["testID", "nativeID", "accessibilityLabel", "accessibilityHint", "key"].map { Array($0.utf8) })

  /// Whether the value from `start` to `end` is the value of an inert JSX attribute:
  /// `testID="X"`, `testID={"X"}` or `testID={IDS.archive}`.
  private static func isInertAttributeValue(_ tree: TokenTree, _ start: Int, _ end: Int) -> Bool {
    var name = start - 1
    if tree.kind(start) != .jsxString {
      guard start >= 2, tree.kind(start - 1) == .jsxExpressionStart,
        end + 1 < tree.tokens.count, tree.kind(end + 1) == .rightBrace
      else { return false }
      name = start - 2
    }
    guard name >= 0, tree.kind(name) == .jsxName else { return false }
    return inertAttributes.contains(Array(tree.bytes[tree.tokens[name].range]))
  }

  /// Whether the value from `start` to `end` (a literal, or a read of a constant) is compared
  /// with, not passed on: a `case` label of a switch (`case "X":`, `case KIND.archive:`) or an
  /// operand of `==`, `===`, `!=`, `!==`.
  private static func isComparedWith(_ tree: TokenTree, _ start: Int, _ end: Int) -> Bool {
    let comparisons: Set<JSTokenKind> = [.equal, .strictEqual, .notEqual, .strictNotEqual]
    if start > 0, comparisons.contains(tree.kind(start - 1)) { return true }
    if end + 1 < tree.tokens.count, comparisons.contains(tree.kind(end + 1)) { return true }
    return start > 0 && tree.isWord(start - 1, "case") && end + 1 < tree.tokens.count
      && tree.kind(end + 1) == .colon
  }

  /// Whether the literal at `index` names what a runtime import loads: `import … from "P"`,
  /// `export … from "P"`, `import "P"`, `require("P")`, `import("P")`. Type-only imports
  /// (`import type { A } from "P"`) are erased before the bundle is built.
  private static func isImportSource(_ tree: TokenTree, _ index: Int) -> Bool {
    guard index >= 1, tree.kind(index) == .string else { return false }
    if tree.isWord(index - 1, "import") { return true }
    if tree.kind(index - 1) == .leftParen {
      return tree.isWord(index - 2, "require") || tree.isWord(index - 2, "import")
    }
    guard tree.isWord(index - 1, "from") else { return false }
    // Back to the `import` or `export` that starts the statement, over `{ … }` and names.
    var cursor = index - 2
    while cursor >= 0 {
      if tree.isWord(cursor, "import") || tree.isWord(cursor, "export") {
        return !(tree.isWord(cursor + 1, "type") && !tree.isWord(cursor + 2, "from"))
      }
      if tree.kind(cursor).endsGroup, tree.partner(cursor) >= 0 {
        cursor = tree.partner(cursor) - 1
      } else if tree.kind(cursor) == .identifier || tree.kind(cursor) == .comma
        || tree.kind(cursor) == .otherOperator
      {
        cursor -= 1
      } else {
        return false
      }
    }
    return false
  }

  /// Whether `index` is lexically inside the block of a `try` that has a `catch`.
  private static func isInsideTry(_ tree: TokenTree, _ index: Int) -> Bool {
    var opener = tree.enclosingOpener(index)
    while opener >= 0 {
      if tree.kind(opener) == .leftBrace, tree.isWord(opener - 1, "try"),
        tree.isWord(tree.partner(opener) + 1, "catch"),
        !catchThrows(tree, catchKeyword: tree.partner(opener) + 1)
      {
        return true
      }
      opener = tree.enclosingOpener(opener)
    }
    return false
  }

  /// Whether the `catch` at `catchKeyword` may throw: a `throw` anywhere in its block (one that
  /// reports and rethrows leaves the lookup a use). A `throw` in a function defined there counts
  /// too, which can only make a lookup a use, never a check.
  private static func catchThrows(_ tree: TokenTree, catchKeyword: Int) -> Bool {
    var block = catchKeyword + 1
    if tree.kind(block) == .leftParen, tree.tokens[block].partner >= 0 {
      block = tree.partner(block) + 1
    }
    guard block < tree.tokens.count, tree.kind(block) == .leftBrace,
      tree.tokens[block].partner >= 0
    else { return true }
    return (block + 1..<tree.partner(block)).contains { tree.isWord($0, "throw") }
  }

  /// How a native-module lookup treats the literal naming its module (CONTENT-ANALYSIS.md,
  /// "Native module uses").
  private enum ModuleLookup {
    /// `requireNativeModule("X")`, `requireNativeViewManager("X")`,
    /// `TurboModuleRegistry.getEnforcing("X")`: they throw when X is missing, so a use.
    case required
    /// `requireOptionalNativeModule("X")`, `TurboModuleRegistry.get("X")`: they return nothing
    /// instead, so a check, whose result guards like a capability check.
    case optional
  }

  /// The lookup that names the module of a hit: a call whose only argument is the literal or the
  /// constant read there (`TokenTree.moduleLookupCall`), or the property of `NativeModules.X`.
  private static func moduleLookup(_ tree: TokenTree, _ found: Found) -> ModuleLookup? {
    guard found.start != found.token else { return moduleLookup(tree, name: found.token) }
    guard tree.kind(found.token + 1) == .rightParen,
      let call = lookupCall(tree, literal: found.start)
    else { return nil }
    switch call {
    case .throwing: return isInsideTry(tree, found.start) ? .optional : .required
    case .optional:
      return isDereferencedUntested(tree, call: found.start - 1) ? .required : .optional
    }
  }

  /// The lookup that names a module at `name`: a call whose argument is the literal there
  /// (`TokenTree.moduleLookupCall`), or the property of `NativeModules.X`.
  private static func moduleLookup(_ tree: TokenTree, name: Int) -> ModuleLookup? {
    if tree.kind(name) == .identifier {
      // The fallback `X ? X : new Proxy(…)` throws on use where X is missing: a use.
      if isThrowingFallback(tree, name) { return .required }
      // `NativeModules.X?.y()` asks whether X is there; plain `NativeModules.X` is judged like a
      // name: a check in a guard's test, a use elsewhere.
      return tree.kind(name + 1) == .optionalChain ? .optional : nil
    }
    if isNativeModulesSubscript(tree, literal: name) {
      // `NativeModules["X"]`, judged as `NativeModules.X` is.
      return tree.kind(name + 2) == .optionalChain ? .optional : nil
    }
    guard let call = lookupCall(tree, literal: name) else { return nil }
    switch call {
    // Inside `try { … } catch`, a lookup that throws is asked, not relied on.
    case .throwing: return isInsideTry(tree, name) ? .optional : .required
    case .optional:
      // The result used at once, untested — `get("X").f()`, `get("X")!` — throws when X is
      // missing: a use, not a check.
      return isDereferencedUntested(tree, call: name - 1) ? .required : .optional
    }
  }

  /// `NativeModules["X"]` (or `NativeModules?.["X"]`) at the literal `literal`.
  private static func isNativeModulesSubscript(_ tree: TokenTree, literal: Int) -> Bool {
    guard literal >= 2, tree.kind(literal - 1) == .leftBracket,
      tree.kind(literal + 1) == .rightBracket
    else { return false }
    let object = tree.kind(literal - 2) == .optionalChain ? literal - 3 : literal - 2
    return object >= 0 && tree.isWord(object, "NativeModules")
  }

  /// Whether the value of the call whose `(` is at `paren` is dereferenced where it is made —
  /// a member, an index or a call of it (`?.` tests it instead) — or asserted non-null
  /// (TypeScript's `!`, which the analysis stream leaves out, so it is read from the bytes).
  private static func isDereferencedUntested(_ tree: TokenTree, call paren: Int) -> Bool {
    guard tree.tokens[paren].partner >= 0 else { return false }
    let close = tree.partner(paren)
    switch tree.kind(close + 1) {
    case .dot, .leftBracket, .leftParen: return true
    default: break
    }
    var offset = Int(tree.tokens[close].end)
    let bytes = tree.bytes
    while offset < bytes.count,
      bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t")
    {
      offset += 1
    }
    return offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "!")
      && bytes[offset + 1] != UInt8(ascii: "=")
  }

  /// The module lookup called with the literal at `literal` as its argument, if any.
  private static func lookupCall(_ tree: TokenTree, literal: Int) -> ModuleLookupCall? {
    guard literal >= 2, tree.kind(literal - 1) == .leftParen else { return nil }
    return tree.moduleLookupCall(at: literal - 1)
  }

  /// The line around a use (`SourceFile.excerpt`) and the use's 1-based column within it.
  private static func excerpt(of file: SourceFile, at offset: Int) -> (
    text: String, column: Int
  ) {
    let excerpt = file.excerpt(around: offset)
    let before = file.bytes[excerpt.range.lowerBound..<offset].count { $0 & 0xC0 != 0x80 }
    return (file.text(of: excerpt), before + (excerpt.cutBefore ? 1 : 0) + 1)
  }

  // MARK: - Hits

  /// The names among the parser's candidates: literals naming elements, under the bridge's prefix
  /// or built from it, imports of a module's package, and `NativeModules.X`.
  private static func findHits(_ tree: TokenTree, candidates: [Int32], matcher: NameMatcher)
    -> [(token: Int, hit: Hit)]
  {
    var hits: [(Int, Hit)] = []
    var value: [UInt8] = []
    value.reserveCapacity(64)
    let bytes = tree.bytes
    for candidate in candidates {
      let index = Int(candidate)
      let token = tree.tokens[index]
      let content: Range<Int>
      switch token.kind {
      case .string, .template, .jsxString:
        content = Int(token.start) + 1..<Int(token.end) - 1
      case .templateHead:
        content = Int(token.start) + 1..<Int(token.end) - 2
      case .identifier:
        // `NativeModules.X`: a module named by a property, not a string.
        if tree.isWord(index, "NativeModules"),
          tree.kind(index + 1) == .dot || tree.kind(index + 1) == .optionalChain,
          tree.kind(index + 2) == .identifier
        {
          let name = tree.tokens[index + 2]
          let text = Array(bytes[Int(name.start)..<Int(name.end)])
          let modules = matcher.targets(text).filter { $0.kind == .module }
          hits.append(
            (
              index + 2,
              modules.isEmpty
                ? .undeclared(String(decoding: text, as: UTF8.self)) : .named(modules)
            ))
        }
        continue
      default:
        continue
      }
      guard !content.isEmpty else { continue }
      // A module lookup's argument counts whatever it names: an undeclared module is reported.
      let isLookup =
        lookupCall(tree, literal: index) != nil || isNativeModulesSubscript(tree, literal: index)
      // A payload's `kind` built at run time (`` kind: `task.${verb}` ``, `kind: "task." + x`)
      // may be any case it starts like: a dynamic use, which the gate says.
      let builtKind =
        isKindValue(tree, index)
        && (token.kind == .templateHead
          || token.kind == .string && index + 1 < tree.tokens.count
            && tree.isWordOperator(index + 1, "+"))
      // Most literals are rejected here, before any copying.
      guard
        isLookup || builtKind
          || matcher.mayName(bytes, kind: token.kind, token.range, scratch: &value)
      else { continue }
      StringLiteral.decode(bytes, content, decodesEscapes: token.kind != .jsxString, into: &value)
      if builtKind, !value.starts(with: matcher.prefix),
        !matcher.sentCases(startingWith: value).isEmpty
      {
        hits.append((index, .dynamic(String(decoding: value, as: UTF8.self))))
        continue
      }
      if token.kind == .templateHead {
        if value.starts(with: matcher.prefix) {
          hits.append((index, .dynamic(String(decoding: value, as: UTF8.self))))
        }
        continue
      }
      let targets = matcher.targets(value)
      if targets.isEmpty, isImportSource(tree, index) {
        let modules = matcher.modules(imported: value)
        if !modules.isEmpty { hits.append((index, .imported(modules))) }
      } else if !targets.isEmpty {
        hits.append((index, .named(targets)))
      } else if matcher.isPrefix(value), index + 1 < tree.tokens.count,
        tree.isWordOperator(index + 1, "+")
      {
        hits.append((index, .dynamic(String(decoding: value, as: UTF8.self))))
      } else if matcher.isUnderPrefix(value) || isLookup && token.kind == .string {
        hits.append((index, .undeclared(String(decoding: value, as: UTF8.self))))
      }
    }
    return hits
  }

  private static func literalText(
    _ tree: TokenTree, _ index: Int, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> String {
    let token = tree.tokens[index]
    if token.kind == .identifier { return String(decoding: bytes[token.range], as: UTF8.self) }
    var value: [UInt8] = []
    StringLiteral.decode(
      bytes, Int(token.start) + 1..<Int(token.end) - 1, decodesEscapes: token.kind != .jsxString,
      into: &value)
    return String(decoding: value, as: UTF8.self)
  }
}
