/// Names built of known parts and a parameter (CONTENT-ANALYSIS.md, "Values": a parameter is the
/// union of the arguments at every call): in
///
///     function act(verb, id) { perform({ kind: `task.${verb}`, id }); }
///     act("archive", id);
///
/// the template is `task.archive` at that call. Where the function is the file's own, not
/// exported nor passed on, and every call gives that parameter a literal or a constant of the
/// file, each call's argument is the name its call builds — a use there, with the guards that
/// hold where the parameter is read (as a name given to a wrapper is) — and the template is no
/// dynamic use: a value known at the send (`SentValues`). Otherwise it stays a name built at
/// run time, a dynamic use.
enum ParameterTemplates {
  /// `hits`, each dynamic use at a template or `+` chain so built replaced by the names its
  /// calls build; and the templates now known, for `SentValues`.
  static func resolved(
    _ hits: [FileScanner.Found], tree: TokenTree, scopes: ScopeTree, functions: LocalFunctions,
    imported: [String: Constant], matcher: NameMatcher
  ) -> (hits: [FileScanner.Found], known: [SentValues.Found]) {
    var replaced = Set<Int>()
    var added: [FileScanner.Found] = []
    var known: [SentValues.Found] = []
    for found in hits {
      guard case .dynamic = found.hit,
        let (range, names) = names(
          builtAt: found.token, tree: tree, scopes: scopes, functions: functions,
          imported: imported, matcher: matcher)
      else { continue }
      replaced.insert(found.token)
      // (An argument already a use, its own name, stays one.)
      added += names.filter { name in !hits.contains { $0.token == name.token } }
      let ids = Set(
        names.flatMap { name -> [String] in
          if case .named(let targets) = name.hit { targets.map(\.id) } else { [] }
        })
      known.append(
        SentValues.Found(start: range.lowerBound, token: range.upperBound - 1, ids: ids.sorted()))
    }
    guard !replaced.isEmpty else { return (hits, []) }
    let result = (hits.filter { !replaced.contains($0.token) } + added).sorted {
      ($0.token, $0.start) < ($1.token, $1.start)
    }
    return (result, known)
  }

  /// The chain headed at `head` when its one part not known is a parameter of such a function:
  /// its tokens, and the name each call's argument builds (a hit at the argument), or `nil`.
  private static func names(
    builtAt head: Int, tree: TokenTree, scopes: ScopeTree, functions: LocalFunctions,
    imported: [String: Constant], matcher: NameMatcher
  ) -> (Range<Int>, [FileScanner.Found])? {
    let placeholder = "\u{1}"
    var parameter: Int?
    let built = KnownConcatenations.built(from: head, tree: tree) { token in
      if let text = KnownConcatenations.value(of: token, tree, scopes, imported: imported) {
        return text
      }
      guard parameter == nil else { return nil }
      parameter = token
      return placeholder
    }
    guard let (range, text) = built, let parameter,
      case let pieces = text.split(separator: placeholder, omittingEmptySubsequences: false),
      pieces.count == 2,
      let wrapper = FileScanner.wrapper(
        around: parameter, tree: tree, scopes: scopes, functions: functions),
      !wrapper.escapes, wrapper.exportName == nil, !wrapper.calls.isEmpty,
      // A call of itself (not among its references) may give it anything.
      let declared = scopes.bindingIndex(at: Int32(parameter)),
      let function = functions.innermost(containing: Int(scopes.bindings[Int(declared)].token)),
      !function.body.contains(where: { token in
        tree.kind(token) == .identifier && tree.kind(token + 1) == .leftParen
          && wrapper.calls.contains { tree.sameText($0, token) }
      })
    else { return nil }
    var names: [FileScanner.Found] = []
    for callee in wrapper.calls {
      guard let argument = GuardedParameters.arguments(tree, at: callee)[wrapper.slot],
        argument.count == 1
      else { return nil }
      let token = argument.lowerBound
      let given: String?
      switch tree.kind(token) {
      case .string, .template: given = FileScanner.literalText(tree, token, tree.bytes)
      case .identifier:
        given = KnownConcatenations.value(of: token, tree, scopes, imported: imported)
      default: given = nil
      }
      guard let given else { return nil }
      let name = String(pieces[0]) + given + String(pieces[1])
      let targets = matcher.targets(Array(name.utf8))
      guard !targets.isEmpty else { return nil }
      var found = FileScanner.Found(token, .named(targets))
      found.name = name
      found.isName = true
      names.append(found)
    }
    return (range, names)
  }
}
