import BridgeDiagnostics

/// A parameter's default naming a message or a case (CONTENT-ANALYSIS.md, "Values": a
/// parameter is the union of the arguments at every call, "plus the default where a call may
/// omit it"): in
///
///     function ArchiveButton({ id, kind = "task.archive" }) {
///       if (!hasCapability("tempo.task-archive")) return null;
///       return <Button onPress={() => perform({ kind, id })} />;
///     }
///
/// the default goes where the parameter is read — the send, behind its check — not where it is
/// written, in the parameter list, where no check holds. Its name is used at each read of the
/// parameter, as a constant's is where read (`via` the default); the literal itself is no use.
/// Those reads are no known value at a send (`SentValues` asks the calls: what they give, or
/// the default where they leave the argument out). A capability's, scope's or module's default
/// stays where written: a read of it given to a check must not prove what a caller may replace.
enum ParameterDefaults {
  /// `hits`, each default naming only messages or cases moved to the reads of its parameter
  /// (not written again); and the parameters so moved, by binding.
  static func relocated(
    _ hits: [FileScanner.Found], tree: TokenTree, scopes: () -> ScopeTree?,
    origin: (Int) -> Use.Origin
  ) -> (hits: [FileScanner.Found], parameters: Set<Int32>) {
    var moved: [Int: [FileScanner.Found]] = [:]
    var parameters = Set<Int32>()
    // The file's references by binding, made for the first default met (most files have none).
    var references: [Int32: [Int]]?
    for found in hits where isDefaultLiteral(found, tree) {
      guard case .named(let targets) = found.hit, !targets.contains(where: \.isCheckable),
        let scopeTree = scopes(),
        let binding = scopeTree.bindingIndex(at: Int32(found.token - 2)),
        case let declared = scopeTree.bindings[Int(binding)], declared.kind == .parameter,
        Int(declared.token) == found.token - 2,
        !GuardedParameters.isWritten(binding, tree: tree, scopes: scopeTree)
      else { continue }
      if references == nil { references = scopeTree.referencesByBinding() }
      var reads: [FileScanner.Found] = []
      for token in references?[binding] ?? [] {
        var read = FileScanner.Found(token, found.hit)
        read.name = found.name ?? FileScanner.literalText(tree, found.token, tree.bytes)
        read.via = [origin(found.token)] + found.via
        // A string, truthy whatever it names; one read, not a check of anything.
        read.isName = true
        read.checkable = false
        read.isDefault = true
        reads.append(read)
      }
      moved[found.token] = reads
      parameters.insert(binding)
    }
    guard !moved.isEmpty else { return (hits, []) }
    var result: [FileScanner.Found] = []
    for found in hits {
      if let reads = moved[found.token] { result += reads } else { result.append(found) }
    }
    result.sort { ($0.token, $0.start) < ($1.token, $1.start) }
    return (result, parameters)
  }

  /// Whether `found` is a literal written whole as a name's default (`NAME = "…"` before a `,`,
  /// `)` or `}`): a parameter's when the scopes say so.
  private static func isDefaultLiteral(_ found: FileScanner.Found, _ tree: TokenTree) -> Bool {
    let token = found.token
    guard found.start == token, token >= 2,
      tree.kind(token) == .string || tree.kind(token) == .template,
      tree.isWordOperator(token - 1, "="), tree.kind(token - 2) == .identifier
    else { return false }
    switch tree.kind(token + 1) {
    case .comma, .rightParen, .rightBrace: return true
    default: return false
    }
  }
}
