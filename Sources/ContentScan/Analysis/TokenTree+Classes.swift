/// Classes, as guard variables read them (CONTENT-ANALYSIS.md, "What counts as a check": a
/// class field holding a check guards where it is tested): a class's body, the fields its body
/// and its constructor declare, and the `this` of its own code.
extension TokenTree {
  /// The class field the statement `statement` at `level` declares — `name = value` in a class
  /// body (not `static`; a private `#name` too), or `this.name = value` at the top of its
  /// constructor — with its value and the class's body (the opener's content).
  func classField(declaredBy statement: Range<Int>, level: Int) -> (
    name: Int, initializer: Range<Int>, body: Range<Int>
  )? {
    let start = statement.lowerBound
    func isName(_ token: Int) -> Bool {
      kind(token) == .identifier || kind(token) == .privateName
    }
    if isName(start), isWordOperator(start + 1, "="), isClassBody(level) {
      return (start, start + 2..<statement.upperBound, level + 1..<contentEnd(level))
    }
    guard isWord(start, "this"), kind(start + 1) == .dot,
      isName(start + 2), isWordOperator(start + 3, "="),
      isFunctionBody(level), kind(level - 1) == .rightParen,
      case let parameters = partner(level - 1), isWord(parameters - 1, "constructor"),
      case let body = enclosingOpener(parameters), isClassBody(body)
    else { return nil }
    return (start + 2, start + 4..<statement.upperBound, body + 1..<contentEnd(body))
  }

  /// Whether the brace at `index` opens a class's body: `class Name extends Base {`, or a class
  /// expression's.
  func isClassBody(_ index: Int) -> Bool {
    guard kind(index) == .leftBrace, index > 0 else { return false }
    var before = index - 1
    for _ in 0..<16 {
      if isWord(before, "class") { return true }
      switch kind(before) {
      case .semicolon, .leftBrace, .rightBrace, .objectStart, .arrow, .comma, .endOfFile:
        return false
      default:
        guard before > 0 else { return false }
        before = siblingEnd(before: before)
      }
    }
    return false
  }

  /// Whether `this` at `token` is the instance of the class whose body opens at `body`: in its
  /// methods and fields, through arrows, not in a function of their own (nor a nested class's).
  func isInstance(_ token: Int, ofClassBody body: Int) -> Bool {
    var opener = enclosingOpener(token)
    while opener >= 0, opener != body {
      if kind(opener) == .leftBrace, isClassBody(opener) { return false }
      if isFunctionBody(opener), kind(opener - 1) != .arrow, kind(opener - 1) == .rightParen,
        enclosingOpener(partner(opener - 1)) != body
      {
        return false
      }
      opener = enclosingOpener(opener)
    }
    return opener == body
  }
}

/// A class component's state, as guard variables read it (CONTENT-ANALYSIS.md, "React,
/// modelled"): `state = { canArchive: hasCapability(C) }` (or `this.state = { … }` in its
/// constructor) holds the check under `canArchive` for as long as nothing writes that member
/// again.
extension TokenTree {
  /// The member of the state object `initializer` whose value holds `index`: its key's token
  /// and its value (`canArchive: hasCapability(C)`, not a shorthand, spread or computed key).
  func stateMember(initializer: Range<Int>, holding index: Int) -> (key: Int, value: Range<Int>)? {
    let open = initializer.lowerBound
    guard kind(open) == .objectStart, tokens[open].partner > open,
      partner(open) + 1 == initializer.upperBound
        || partner(open) + 2 == initializer.upperBound && kind(partner(open) + 1) == .semicolon,
      let segment = commaSegments(open + 1..<partner(open)).first(where: { $0.contains(index) }),
      kind(segment.lowerBound) == .identifier, kind(segment.lowerBound + 1) == .colon,
      segment.lowerBound + 2 <= index
    else { return nil }
    return (segment.lowerBound, segment.lowerBound + 2..<segment.upperBound)
  }

  /// Whether the member keyed at `key` of the state of the class whose body opens at `body` may
  /// be written after it is declared: by a `setState` anywhere in the file given anything but
  /// an object literal that leaves it out (an updater, a name, a spread, a computed key), by the
  /// state or the member assigned again, or by `getDerivedStateFromProps`, whose result React
  /// merges into the state. Of the class's own code: another file's `setState` of one of its
  /// instances (through a ref) is not seen.
  func mayWriteState(key: Int, declaredAt declaration: Int, classBody body: Int) -> Bool {
    for offset in ByteSearch.offsets(of: "setState", in: bytes) {
      guard let token = token(containing: offset), kind(token) == .identifier,
        isWord(token, "setState")
      else { continue }
      let paren = token + 1
      guard kind(paren) == .leftParen, tokens[paren].partner > paren,
        let given = commaSegments(paren + 1..<partner(paren)).first, !given.isEmpty,
        kind(given.lowerBound) == .objectStart, partner(given.lowerBound) + 1 == given.upperBound
      else { return true }
      for segment in commaSegments(given.lowerBound + 1..<partner(given.lowerBound)) {
        guard let first = segment.first else { continue }
        if kind(first) == .spread || kind(first) == .leftBracket || sameText(first, key) {
          return true
        }
      }
    }
    for token in body..<partner(body) {
      if isWord(token, "getDerivedStateFromProps") { return true }
      // `this.state = …` again, `this.state.canArchive = …`, `++`, `--`.
      guard isWord(token, "this"), kind(token + 1) == .dot, isWord(token + 2, "state"),
        token + 2 != declaration
      else { continue }
      var written = token + 3
      // Any member (`this.state[k] = …`), or the state passed to what may write into it
      // (`Object.assign(this.state, …)`).
      if kind(written) == .leftBracket
        || (kind(written) == .comma || kind(written) == .rightParen)
          && kind(enclosingOpener(token)) == .leftParen
      {
        return true
      }
      if kind(written) == .dot, sameText(written + 1, key) { written += 2 }
      guard written > token + 3 || kind(written) != .dot else { continue }
      if kind(written) == .assign || kind(written) == .increment || kind(written) == .decrement {
        return true
      }
    }
    return false
  }

  /// The reads of the state member keyed at `key` in the class's own code (`this.state.canArchive`),
  /// and the names a destructuring binds it to (`const { canArchive } = this.state`, `const {
  /// canArchive: can } = this.state`), each with the rest of its block.
  func stateReads(key: Int, classBody body: Int) -> (
    reads: [Int], bound: [(name: Int, scope: Range<Int>)]
  ) {
    var reads: [Int] = []
    var bound: [(name: Int, scope: Range<Int>)] = []
    for token in body..<partner(body)
    where isWord(token, "this") && kind(token + 1) == .dot && isWord(token + 2, "state")
      && isInstance(token, ofClassBody: body)
    {
      if kind(token + 3) == .dot, sameText(token + 4, key) {
        reads.append(token + 4)
        continue
      }
      // `const { … } = this.state;`
      let close = token - 2
      guard isWordOperator(token - 1, "="), kind(close) == .rightBrace, tokens[close].partner >= 0,
        case let open = partner(close), kind(open) == .objectStart, isWord(open - 1, "const"),
        endsDeclarator(at: token + 3)
      else { continue }
      for segment in commaSegments(open + 1..<close) where sameText(segment.lowerBound, key) {
        let name: Int
        switch segment.count {
        case 1: name = segment.lowerBound
        case 3 where kind(segment.lowerBound + 1) == .colon: name = segment.lowerBound + 2
        default: continue
        }
        guard kind(name) == .identifier else { continue }
        let level = enclosingOpener(open - 1)
        bound.append((name, name + 1..<(level >= 0 ? contentEnd(level) : endIndex)))
      }
    }
    return (reads, bound)
  }
}
