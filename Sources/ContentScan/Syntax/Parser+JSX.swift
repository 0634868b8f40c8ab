/// JSX elements and fragments, as a primary expression.
///
/// In the stream an element is `jsxElementStart`, its name and attribute names as `jsxName`,
/// attribute strings as `jsxString`, `{…}` as `jsxExpressionStart` … `rightBrace`, text as
/// `jsxText`, nested elements, and `jsxElementEnd` (`/>` or the whole closing tag), linked to its
/// start.
extension Parser {
  /// - Parameter nested: the element stands among another's children: the token after it is JSX
  ///   text, which the caller reads.
  mutating func parseJSXElement(nested: Bool = false) throws(SyntaxError) {
    try enterGroup()
    defer { leaveGroup() }
    guard at(.lessThan) else { throw unexpected(expected: "'<'") }
    let start = emit(token, as: .jsxElementStart)
    previousEnd = token.end
    token = try scanner.next()
    // A fragment: `<>…</>`.
    if at(.greaterThan) {
      try parseJSXChildren(after: token.end)
      link(start, try parseJSXClosingTag(nested: nested))
      return
    }
    try parseJSXTagName()
    if at(.lessThan), dialect.typeScript {
      // `<List<Item> data={…} />`.
      try parseTypeArguments()
    }
    while !at(.greaterThan), !at(.slash) {
      try parseJSXAttribute()
    }
    if at(.slash) {
      let slash = token
      token = try scanner.next()
      guard at(.greaterThan) else { throw unexpected(expected: "'>'") }
      let end = emit(
        RawToken(type: .greaterThan, start: slash.start, end: token.end, newlineBefore: false),
        as: .jsxElementEnd)
      link(start, end)
      previousEnd = token.end
      if !nested { token = try scanner.next() }
      return
    }
    try parseJSXChildren(after: token.end)
    link(start, try parseJSXClosingTag(nested: nested))
  }

  /// A JSX name, `name` or `ns:name` (names may hold `-`), as one token; the token after it is
  /// read.
  private mutating func readJSXName(expected: StaticString) throws(SyntaxError) -> RawToken {
    guard at(.name) else { throw unexpected(expected: expected) }
    var name = try scanner.scanJSXName(token)
    token = try scanner.next()
    if at(.colon) {
      token = try scanner.next()
      guard at(.name) else { throw unexpected(expected: "a name") }
      name.end = try scanner.scanJSXName(token).end
      token = try scanner.next()
    }
    return name
  }

  /// `Name`, `a.b.c`, `ns:name`: one `jsxName` token.
  private mutating func parseJSXTagName() throws(SyntaxError) {
    var name = try readJSXName(expected: "a tag name")
    // A namespaced name (`ns:name`) has no members.
    if !bytes[name.start..<name.end].contains(UInt8(ascii: ":")) {
      while at(.dot) {
        token = try scanner.next()
        guard at(.name) else { throw unexpected(expected: "a name") }
        name.end = token.end
        token = try scanner.next()
      }
    }
    refer(emit(name, as: .jsxName), kind: .jsxReference)
    previousEnd = name.end
  }

  private mutating func parseJSXAttribute() throws(SyntaxError) {
    if at(.leftBrace) {
      // `{...spread}`.
      let open = try advance(as: .jsxExpressionStart)
      try expect(.ellipsis)
      try parseAssignment()
      return try closeJSXExpression(open)
    }
    let name = try readJSXName(expected: "an attribute")
    emit(name, as: .jsxName)
    previousEnd = name.end
    guard at(.assign) else { return }
    token = try scanner.nextJSXAttributeValue()
    switch token.type {
    case .jsxString:
      emit(token, as: .jsxString)
      previousEnd = token.end
      token = try scanner.next()
    case .leftBrace:
      let open = try advance(as: .jsxExpressionStart)
      try parseAssignment()
      try closeJSXExpression(open)
    case .lessThan:
      try parseJSXElement()
    default:
      throw unexpected(expected: "an attribute value")
    }
  }

  /// The `}` of a `{…}` in a tag, linked to its `open`; the token after it is read.
  private mutating func closeJSXExpression(_ open: Int32) throws(SyntaxError) {
    guard at(.rightBrace) else { throw unexpected(expected: "'}'") }
    link(open, emit(token, as: .rightBrace))
    previousEnd = token.end
    token = try scanner.next()
  }

  /// Text, `{expression}` and elements, up to the `</` of the closing tag (left as the current
  /// token, `<`).
  private mutating func parseJSXChildren(after offset: Int) throws(SyntaxError) {
    var cursor = offset
    while true {
      let child = try scanner.scanJSXChild(from: cursor)
      switch child.type {
      case .jsxText:
        if bytes[child.start..<child.end].contains(where: { $0 > UInt8(ascii: " ") }) {
          emit(child, as: .jsxText)
        }
        cursor = child.end
      case .leftBrace:
        token = child
        token.newlineBefore = false
        let open = try advance(as: .jsxExpressionStart)
        if !at(.rightBrace) {
          if at(.ellipsis) { try advance() }
          try parseExpression()
        }
        guard at(.rightBrace) else { throw unexpected(expected: "'}'") }
        let close = emit(token, as: .rightBrace)
        link(open, close)
        previousEnd = token.end
        cursor = token.end
      default:
        // `<`: a closing tag, or a nested element.
        scanner.offset = child.start + 1
        let next = try scanner.next()
        if next.type == .slash {
          token = RawToken(
            type: .lessThan, start: child.start, end: child.end, newlineBefore: false)
          scanner.offset = child.end
          return
        }
        scanner.offset = child.end
        token = RawToken(type: .lessThan, start: child.start, end: child.end, newlineBefore: false)
        try parseJSXElement(nested: true)
        cursor = previousEnd
      }
    }
  }

  /// `</Name>` or `</>`, as one `jsxElementEnd` token.
  private mutating func parseJSXClosingTag(nested: Bool) throws(SyntaxError) -> Int32 {
    let start = token.start
    token = try scanner.next()
    guard at(.slash) else { throw unexpected(expected: "'/'") }
    token = try scanner.next()
    if !at(.greaterThan) {
      guard at(.name) else { throw unexpected(expected: "a tag name") }
      token = try scanner.scanJSXName(token)
      token = try scanner.next()
      while at(.dot) || at(.colon) {
        token = try scanner.next()
        guard at(.name) else { throw unexpected(expected: "a name") }
        token = try scanner.scanJSXName(token)
        token = try scanner.next()
      }
    }
    guard at(.greaterThan) else { throw unexpected(expected: "'>'") }
    let end = emit(
      RawToken(type: .greaterThan, start: start, end: token.end, newlineBefore: false),
      as: .jsxElementEnd)
    previousEnd = token.end
    if !nested { token = try scanner.next() }
    return end
  }
}
