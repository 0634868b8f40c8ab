/// Native module lookups whose argument is not a string literal (CONTENT-ANALYSIS.md, "Native
/// module uses": module names go through values). A constant read there is judged where it is
/// read, as the literal it holds (`moduleLookup`). A parameter of one of the file's functions —
/// the wrapper idiom, `nativeModule(name) { return requireNativeModule(name) }` — is judged at
/// each call of the function, whose argument is then the lookup's — in the files that import it
/// too, when it is exported. Anything else, and a wrapper passed on (or exported to a reader the
/// bundle does not follow), is a lookup of a module that is not known: a dynamic use, whose
/// candidates are every module the contract declares.
extension FileScanner {
  /// A function whose argument at `slot` is looked up as `call` does it: one of the file's, or
  /// one another file exports (`FileScan.lookupWrappers`).
  struct LookupWrapper: Sendable, Hashable {
    var slot: String
    var call: ModuleLookupCall
  }

  /// What the file's lookups with a non-literal argument say.
  struct LookupArguments {
    /// By the token of a hit given to a wrapper (a literal or a constant's read): the lookup the
    /// wrapper makes with it.
    var wrapped: [Int: ModuleLookup] = [:]
    /// Hits to add: a wrapper's argument that is a string naming no module (undeclared), and
    /// every argument whose module is not known.
    var hits: [Found] = []
    /// The file's wrappers that other files may call, by export name.
    var exported: [String: LookupWrapper] = [:]
  }

  /// The lookup calls among the parser's candidates (their callees' names) whose argument is not
  /// one literal: the `(` of each, and what the call does when the module is missing.
  static func nonLiteralLookups(_ tree: TokenTree, candidates: [Int32]) -> [(
    paren: Int, call: ModuleLookupCall
  )] {
    var found: [(Int, ModuleLookupCall)] = []
    // `TurboModuleRegistry.getEnforcing(…)` is one call, with two candidates.
    var seen = Set<Int>()
    for candidate in candidates {
      let callee = Int(candidate)
      guard tree.kind(callee) == .identifier, !tree.isWord(callee - 1, "function") else {
        continue
      }
      // `f(`, `(0, o.f)(` in a bundle, `TurboModuleRegistry.get(`.
      guard
        let paren = (callee + 1...callee + 3).first(where: {
          tree.kind($0) == .leftParen && tree.moduleLookupCall(at: $0) != nil
        }), tree.tokens[paren].partner >= 0,
        let call = tree.moduleLookupCall(at: paren)
      else { continue }
      let close = tree.partner(paren)
      // A method's definition (`getEnforcing(name) { … }`), not a call.
      guard close + 1 >= tree.tokens.count || tree.kind(close + 1) != .leftBrace,
        let argument = tree.commaSegments(paren + 1..<close).first, !argument.isEmpty,
        !(argument.count == 1 && isLiteralArgument(tree, argument.lowerBound)),
        seen.insert(paren).inserted
      else { continue }
      found.append((paren, call))
    }
    return found
  }

  /// Whether the result of the call whose `(` is at `paren` (or of `NativeModules[x]`, its
  /// `[`) is only asked for: `f(x)?.y`, `if (NativeModules[x])`, `!get(x)` — an optional
  /// lookup so read does nothing where the module is missing.
  private static func isAskedFor(_ tree: TokenTree, call paren: Int) -> Bool {
    let close = tree.partner(paren)
    if tree.kind(close + 1) == .optionalChain { return true }
    // Back to where the lookup starts: `NativeModules`, `TurboModuleRegistry.get`, `(0, o.f)`.
    var start = paren - 1
    if tree.kind(start) == .optionalChain { start -= 1 }
    if tree.kind(start) == .rightParen, tree.tokens[start].partner >= 0 {
      start = tree.partner(start)
    }
    while start >= 2, tree.kind(start - 1) == .dot, tree.kind(start - 2) == .identifier {
      start -= 2
    }
    var read = Found(close, .unknownLookup([]))
    read.start = start
    return onlyTests(tree, read)
  }

  private static func isLiteralArgument(_ tree: TokenTree, _ token: Int) -> Bool {
    tree.kind(token) == .string || tree.kind(token) == .template
  }

  /// Judges each lookup of `lookups`: a hit in its argument (a constant's read) is judged already;
  /// a parameter of a function of the file is the argument of each of its calls, as is that of
  /// each wrapper the file imports (`imported`, by local name); anything else is not known.
  static func lookupArguments(
    _ lookups: [(paren: Int, call: ModuleLookupCall)], imported: [String: LookupWrapper],
    hits: [Found], tree: TokenTree, scopes: ScopeTree, functions: LocalFunctions?,
    matcher: NameMatcher
  ) -> LookupArguments {
    var result = LookupArguments()
    func unknown(at token: Int, standsWhereWritten: Bool = false, heldFor export: String? = nil) {
      var hit = Found(token, .unknownLookup(matcher.moduleIDs))
      hit.standsWhereWritten = standsWhereWritten
      hit.heldFor = export
      result.hits.append(hit)
    }
    /// The call of a wrapper at `callee`: its argument is looked up there.
    func judge(callee: Int, _ wrapper: LookupWrapper) {
      guard let range = GuardedParameters.arguments(tree, at: callee)[wrapper.slot],
        !range.isEmpty
      else {
        // Not given (a default, `undefined`): what the wrapper looks up is not known here.
        unknown(at: callee)
        return
      }
      let judged = lookup(wrapper.call, tree, argument: callee + 2)
      if let hit = hits.first(where: {
        $0.start == range.lowerBound && $0.token == range.upperBound - 1
      }) {
        result.wrapped[hit.token] = judged
      } else if range.count == 1, tree.kind(range.lowerBound) == .string {
        // A string naming no module of the contract: an undeclared lookup.
        let name = literalText(tree, range.lowerBound, tree.bytes)
        result.hits.append(Found(range.lowerBound, .undeclared(name)))
        result.wrapped[range.lowerBound] = judged
      } else if !hits.contains(where: { range.contains($0.token) }),
        wrapper.call == .throwing || !isAskedFor(tree, call: callee + 1)
      {
        unknown(at: range.lowerBound)
      }
    }
    for (paren, call) in lookups {
      let argument = tree.commaSegments(paren + 1..<tree.partner(paren)).first!
      // A constant read there is a hit that `moduleLookup` judges; an optional lookup whose
      // result is only asked for (`?.`) does nothing where the module is missing.
      if hits.contains(where: { argument.contains($0.token) })
        || call == .optional && isAskedFor(tree, call: paren)
      {
        continue
      }
      guard argument.count == 1, tree.kind(argument.lowerBound) == .identifier, let functions,
        let found = wrapper(
          around: argument.lowerBound, tree: tree, scopes: scopes, functions: functions)
      else {
        unknown(at: argument.lowerBound)
        continue
      }
      // How the wrapper's call treats its module: as its own lookup does, but for the try and
      // the dereference that its callers' places decide.
      let inner = lookup(call, tree, argument: argument.lowerBound)
      let wrapper = LookupWrapper(
        slot: found.slot, call: inner == .required ? .throwing : .optional)
      for callee in found.calls { judge(callee: callee, wrapper) }
      if found.escapes {
        // Passed on: callers the bundle does not show give it what they will.
        unknown(at: argument.lowerBound, standsWhereWritten: true)
      } else if let export = found.exportName {
        // Exported: each importing file judges its own calls; where some reader is not
        // followed, the lookup stands here, not known.
        result.exported[export] = wrapper
        unknown(at: argument.lowerBound, heldFor: export)
      }
    }
    if !imported.isEmpty {
      for reference in scopes.references where reference.binding >= 0 {
        let binding = scopes.bindings[Int(reference.binding)]
        guard binding.kind == .import, binding.scope == 0,
          let wrapper = imported[binding.name]
        else { continue }
        let read = Int(reference.token)
        if tree.kind(read + 1) == .leftParen, tree.kind(read - 1) != .dot {
          judge(callee: read, wrapper)
        } else if !tree.isExportClause(read) {
          unknown(at: read, standsWhereWritten: true)
        }
      }
    }
    result.hits.sort { $0.token < $1.token }
    return result
  }

  /// The bindings that hold what an optional lookup by a constant or a known concatenation, or
  /// through a wrapper, gives (`const h = optionalModule("X")`, `const h =
  /// NativeModules[NAME]`), followed as those of a lookup by a literal are (`moduleBindings`).
  static func optionalBindings(_ hits: [Found], wrapped: [Int: ModuleLookup], tree: TokenTree)
    -> [ModuleBinding]
  {
    var declared: [ModuleBinding] = []
    for found in hits {
      guard case .named(let named) = found.hit, let name = found.name ?? literalName(tree, found),
        named.contains(where: { $0.kind == .module }),
        // A literal at a lookup is `moduleBindings`'.
        wrapped[found.token] != nil || tree.kind(found.start) != .string
          || found.start != found.token
      else { continue }
      let binding: Int?
      if let object = nativeModulesSubscript(tree, key: found.start...found.token) {
        // `const h = NativeModules[NAME]` (or `["Expo" + "Haptics"]`), bound undereferenced.
        guard moduleLookup(tree, found) != .required else { continue }
        binding = bindingHolding(tree, start: object, end: found.token + 1)
      } else {
        guard (moduleLookup(tree, found) ?? wrapped[found.token]) == .optional else { continue }
        binding = lookupBinding(tree, argument: found.start..<found.token + 1)
      }
      guard let binding else { continue }
      declared.append(ModuleBinding(binding: binding, module: name, named: found.token))
    }
    return declared
  }

  private static func literalName(_ tree: TokenTree, _ found: Found) -> String? {
    tree.kind(found.token) == .string ? literalText(tree, found.token, tree.bytes) : nil
  }

  /// The function of the file whose parameter is read at `token` (`LocalFunctions`: one that
  /// is read or exported): the parameter's slot, the calls of the function (the `(`'s callee),
  /// whether anything else reads it (a value passed on), so that callers the bundle does not show
  /// may give it anything, and the name it is exported as. `nil` for a parameter written in the
  /// body, which no longer holds what the call gave.
  static func wrapper(
    around token: Int, tree: TokenTree, scopes: ScopeTree, functions: LocalFunctions
  ) -> (slot: String, calls: [Int], escapes: Bool, exportName: String?)? {
    guard let binding = scopes.bindingIndex(at: Int32(token)),
      case let parameter = scopes.bindings[Int(binding)], parameter.kind == .parameter,
      !GuardedParameters.isWritten(binding, tree: tree, scopes: scopes),
      let function = functions.innermost(containing: Int(parameter.token)),
      let parameters = GuardedParameters.parameterList(tree, function.body),
      parameters.contains(Int(parameter.token)),
      let slot = GuardedParameters.slot(of: Int(parameter.token), in: parameters, tree),
      slot.hasPrefix("#")
    else { return nil }
    var calls: [Int] = []
    var escapes = false
    for read in function.references {
      if tree.kind(read + 1) == .leftParen, tree.kind(read - 1) != .dot {
        calls.append(read)
      } else {
        escapes = true
      }
    }
    return (slot, calls, escapes, function.exportName)
  }

  /// What the calls of its function the file shows (`wrapper(around:)`) give the parameter
  /// declared at `parameter`, and its default (`caps = DEFAULTS`), which a call may leave it;
  /// and, where the function is exported, the ids of the lists other files give it there
  /// (`listsGiven`). None where it is written in the body.
  static func arguments(
    givenTo parameter: Int, tree: TokenTree, scopes: ScopeTree, functions: LocalFunctions,
    listsGiven: [String: [Int: [String]]]
  ) -> (given: [Range<Int>], ids: Set<String>) {
    guard let wrapper = wrapper(around: parameter, tree: tree, scopes: scopes, functions: functions)
    else { return ([], []) }
    let ids = wrapper.exportName.flatMap { export in
      Int(wrapper.slot.dropFirst()).flatMap { listsGiven[export]?[$0] }
    }
    var given = wrapper.calls.compactMap { GuardedParameters.arguments(tree, at: $0)[wrapper.slot] }
    let list = tree.enclosingOpener(parameter)
    if tree.isWordOperator(parameter + 1, "="), list >= 0,
      let segment = tree.commaSegment(containing: parameter, in: list + 1..<tree.contentEnd(list))
    {
      given.append(parameter + 2..<segment.upperBound)
    }
    return (given, Set(ids ?? []))
  }
}
