import BridgeDiagnostics

/// The names among the parser's candidates, and the text and excerpt of a hit.
extension FileScanner {
  /// The line around a use (`SourceFile.excerpt`) and the use's 1-based column within it.
  static func excerpt(of file: SourceFile, at offset: Int) -> (
    text: String, column: Int
  ) {
    let excerpt = file.excerpt(around: offset)
    let before = file.bytes[excerpt.range.lowerBound..<offset].count { $0 & 0xC0 != 0x80 }
    return (file.text(of: excerpt), before + (excerpt.cutBefore ? 1 : 0) + 1)
  }

  // MARK: - Hits

  /// The names among the parser's candidates: literals naming elements, under the bridge's prefix
  /// or built from it, imports of a module's package, and `NativeModules.X`.
  static func findHits(_ tree: TokenTree, candidates: [Int32], matcher: NameMatcher)
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
        wholeArgumentLookup(tree, literal: index) != nil
        || isNativeModulesSubscript(tree, literal: index)
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

  static func literalText(
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
