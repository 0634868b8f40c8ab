import BridgeDiagnostics

/// `// bridgecheck:` comments (CONTENT-ANALYSIS.md, "Author assertions and ignores"): what an
/// `ignore -- REASON` drops, and the functions a `requires C` stands above, whose regions count as
/// guarded by C until `checkAssertions` has seen their calls.
extension FileScanner {
  struct Annotations {
    var regions: [GuardRegion] = []
    /// The `requires` assertions, each with its region's index, to be checked at every call.
    var assertions: [AssertedFunction] = []
    /// Line → the reason of the `ignore` that names it.
    var ignoredLines: [Int: String] = [:]
  }

  /// `// bridgecheck: ignore` (this line, or the next when alone on its line) and
  /// `// bridgecheck: requires NAME` (directly above a function, method, or variable holding one).
  static func readAnnotations(
    _ comments: [JSComment], tree: TokenTree, file: SourceFile, matcher: NameMatcher,
    into result: inout FileScan
  ) -> Annotations {
    var annotations = Annotations()
    for comment in comments {
      let text = String(decoding: tree.bytes[comment.range], as: UTF8.self)
      guard let marker = text.range(of: "bridgecheck:") else { continue }
      let words = text[marker.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" })
      let span = Span(file: file, range: comment.range)
      let line = file.lineIndex(of: comment.range.lowerBound) + 1
      switch words.first {
      case "ignore":
        // `ignore -- REASON`: an ignore without its reason ignores nothing.
        var reason = ""
        if let dashes = text[marker.upperBound...].range(of: "--") {
          reason = String(text[dashes.upperBound...])
          if reason.hasSuffix("*/") { reason.removeLast(2) }
          reason = reason.trimmingCharacters(in: .whitespaces)
        }
        guard !reason.isEmpty else {
          result.diagnostics.append(
            .warning(
              "ignore-without-reason",
              "'bridgecheck: ignore' needs a reason ('// bridgecheck: ignore -- why'); it ignores nothing",
              at: span))
          continue
        }
        annotations.ignoredLines[comment.ownLine ? line + 1 : line] = reason
      case "requires" where words.count >= 2:
        let name = String(words[1])
        let guards = matcher.targets(Array(name.utf8)).filter(\.isCheckable).map(\.id)
        guard !guards.isEmpty else {
          result.diagnostics.append(
            .warning(
              "unknown-annotation-guard",
              "'\(name)' names no capability, scope or module of the contract", at: span))
          continue
        }
        guard comment.ownLine,
          let function = annotatedFunction(after: comment.range.upperBound, tree: tree)
        else {
          result.diagnostics.append(
            .warning(
              "misplaced-annotation",
              "a 'bridgecheck: requires' comment must stand on its own line directly above a function, a method, or a variable holding one",
              at: span))
          continue
        }
        annotations.assertions.append(
          AssertedFunction(
            region: annotations.regions.count, name: function.name, exported: function.exported,
            guards: Set(guards), requirement: name))
        annotations.regions.append(
          GuardRegion(
            range: function.body, guards: Set(guards), asserted: true,
            origins: [
              GuardOrigin(what: .assertion, offset: comment.range.lowerBound, proves: Set(guards))
            ]))
      default:
        result.diagnostics.append(
          .warning(
            "unknown-annotation",
            "unknown annotation; expected 'bridgecheck: ignore' or 'bridgecheck: requires NAME'",
            at: span))
      }
    }
    return annotations
  }

  /// The tokens of the function declared right after `offset`, or `nil` when none is.
  /// The function a `requires` comment stands above: its extent, the token naming it (a
  /// function or a variable; a method has none that scopes resolve) and whether it is exported.
  private static func annotatedFunction(after offset: Int, tree: TokenTree) -> (
    body: Range<Int>, name: Int?, exported: Bool
  )? {
    // The first token at or after `offset` (tokens stand in order).
    var start = tree.tokens.firstIndex(notBelow: offset) { Int($0.start) }
    guard start < tree.endIndex else { return nil }
    let modifiers: [StaticString] = [
      "export", "default", "async", "static", "public", "private", "protected", "readonly",
      "override", "get", "set",
    ]
    let exported = tree.isWord(start, "export")
    while modifiers.contains(where: { tree.isWord(start, $0) }) || tree.isWordOperator(start, "*") {
      start += 1
    }
    let named = tree.kind(start + 1) == .identifier ? start + 1 : nil
    if tree.isWord(start, "function") {
      return (start..<tree.statementExtent(from: start), named, exported)
    }
    let levelEnd = tree.contentEnd(tree.enclosingOpener(start))
    if tree.isWord(start, "const") || tree.isWord(start, "let") || tree.isWord(start, "var") {
      let end = tree.statementEnd(from: start, levelEnd: levelEnd)
      let holdsFunction = (start..<end).contains {
        tree.kind($0) == .arrow || tree.isWord($0, "function")
      }
      return holdsFunction ? (start..<end, named, exported) : nil
    }
    // A method: `name(…) {` possibly with a return type.
    guard tree.kind(start) == .identifier || tree.kind(start) == .privateName,
      tree.kind(start + 1) == .leftParen
    else { return nil }
    var cursor = tree.nextSibling(start + 1)
    var steps = 1
    while cursor < levelEnd, tree.kind(cursor) != .leftBrace, steps < 32 {
      cursor = tree.nextSibling(cursor)
      steps += 1
    }
    guard cursor < levelEnd, tree.kind(cursor) == .leftBrace else { return nil }
    return (start..<tree.nextSibling(cursor), nil, exported)
  }
}
