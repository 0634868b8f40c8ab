import BridgeDiagnostics

extension FileScan.Request {
  /// Each module request of a parsed file: a literal's specifier decoded, at its string; a
  /// dynamic one's literal prefix, at its argument. A `require` that names a binding of the file
  /// (a bundled module's own `require` parameter) is not Metro's, and asks for nothing. `guards`
  /// are the checks holding at each request's token (`FileScan.loadGuards`).
  static func all(
    in parsed: ParsedFile, file: SourceFile, scopes: FileScopes,
    guards: [Int32: Set<String>] = [:]
  ) -> [FileScan.Request] {
    file.bytes.withUnsafeBufferPointer { bytes in
      var value: [UInt8] = []
      return parsed.moduleRequests.compactMap { request in
        let token = parsed.tokens[Int(request.token)]
        guard request.isDynamic else {
          StringLiteral.decode(
            bytes, Int(token.start) + 1..<Int(token.end) - 1, decodesEscapes: true, into: &value)
          var found = FileScan.Request(
            kind: request.kind, specifier: String(decoding: value, as: UTF8.self),
            span: Span(file: file, range: token.range),
            context: request.kind == .context
              ? contextFilter(after: Int(request.token), parsed.tokens, bytes) : nil,
            guards: guards[request.token] ?? [])
          found.bindsImports = request.bindsImports
          return found
        }
        if request.kind == .require {
          // A dynamic `require` is rare: the file's bindings are read for it (`FileScopes`).
          if scopes.tree?.binding(at: request.callee) != nil { return nil }
        }
        value.removeAll()
        let next = Int(request.token) + 1
        switch token.kind {
        case .string
        where request.kind == .context && next < parsed.tokens.count
          && (parsed.tokens[next].kind == .comma || parsed.tokens[next].kind == .rightParen):
          // `require.context("./screens", true, pattern)`: every file of the directory.
          StringLiteral.decode(
            bytes, Int(token.start) + 1..<Int(token.end) - 1, decodesEscapes: true, into: &value)
          if value.first != UInt8(ascii: "."), value.first != UInt8(ascii: "/") {
            value.insert(contentsOf: "./".utf8, at: 0)
          }
          value.append(UInt8(ascii: "/"))
        case .string
        where next < parsed.tokens.count && parsed.tokens[next].kind == .otherOperator
          && parsed.tokens[next].range.count == 1
          && bytes[Int(parsed.tokens[next].start)] == UInt8(ascii: "+"):
          // `"./screens/" + name`.
          StringLiteral.decode(
            bytes, Int(token.start) + 1..<Int(token.end) - 1, decodesEscapes: true, into: &value)
        case .templateHead, .template:
          // `` `./screens/${name}` ``.
          let end = Int(token.end) - (token.kind == .templateHead ? 2 : 1)
          StringLiteral.decode(
            bytes, Int(token.start) + 1..<end, decodesEscapes: true, into: &value)
        default:
          break
        }
        return FileScan.Request(
          kind: request.kind, specifier: String(decoding: value, as: UTF8.self),
          span: Span(file: file, range: token.range), isDynamic: true)
      }
    }
  }

  /// The recursion flag and pattern of a literal `require.context` whose directory's string is
  /// at `directory` (each argument one token, after a comma).
  private static func contextFilter(
    after directory: Int, _ tokens: Tokens, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> FileScan.ContextFilter {
    var filter = FileScan.ContextFilter()
    let text = { (token: JSToken) in String(decoding: bytes[token.range], as: UTF8.self) }
    if directory + 2 < tokens.count, tokens[directory + 1].kind == .comma,
      tokens[directory + 2].kind == .identifier
    {
      filter.recursive = text(tokens[directory + 2]) != "false"
    }
    if directory + 4 < tokens.count, tokens[directory + 3].kind == .comma,
      tokens[directory + 4].kind == .regex
    {
      let literal = text(tokens[directory + 4])
      if let close = literal.lastIndex(of: "/"), close != literal.startIndex {
        filter.pattern = String(literal[literal.index(after: literal.startIndex)..<close])
        filter.flags = String(literal[literal.index(after: close)...])
      }
    }
    return filter
  }
}
