import BridgeDiagnostics

/// A file's scope tree, built the first time something asks for it: the scan parses without
/// scope events (they cost memory in proportion to a file's names), and the few files whose
/// analysis needs bindings — a dynamic `require`, a guard variable whose name may be declared
/// again — are parsed once more, once, however many ask.
final class FileScopes {
  private let file: SourceFile
  private let dialect: SyntaxDialect
  private let parsed: ParsedFile
  /// `nil` until asked; then the tree, or `.some(nil)` when it could not be built.
  private var built: ScopeTree??
  /// Module-scope variables that hold another module's export (`ModuleInterface.lazyLocals`),
  /// bound as imports in the tree; set before the tree is first asked for.
  var importedVariables: Set<String> = []

  /// `parsed` is the file's first parse; when it recorded its scope events, no second is needed.
  init(_ file: SourceFile, dialect: SyntaxDialect, parsed: ParsedFile) {
    self.file = file
    self.dialect = dialect
    self.parsed = parsed
  }

  /// The tree, or nil when the second parse does not read as the first did (it always should).
  var tree: ScopeTree? {
    if let built { return built }
    let tree = file.bytes.withUnsafeBufferPointer { bytes -> ScopeTree? in
      let scoped =
        parsed.scopeEvents.isEmpty
        ? Parser.parse(bytes, dialect: dialect, recordingScopes: true) : parsed
      guard scoped.error == nil, scoped.tokens.count == parsed.tokens.count else { return nil }
      var tree = ScopeTree(scoped, bytes: bytes)
      tree.markImported(importedVariables)
      return tree
    }
    built = .some(tree)
    return tree
  }
}
