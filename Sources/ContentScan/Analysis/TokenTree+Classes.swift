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
/// modelled": `this.state.k` is its initial value and every value `setState` gives it): `state =
/// { canArchive: false }` (or `this.state = { … }` in its constructor), then `this.setState({
/// canArchive: hasCapability(C) })`, holds the check under `canArchive` where truthy.
extension TokenTree {
  /// The state the class whose body opens at `body` declares: the `state` of `state = { … }`
  /// among its fields, or of `this.state = { … }` in its constructor, and the object's `{`.
  func stateDeclaration(classBody body: Int) -> (name: Int, object: Int)? {
    for token in body + 1..<partner(body)
    where isWord(token, "state") && isWordOperator(token + 1, "=")
      && kind(token + 2) == .objectStart && tokens[token + 2].partner > token + 2
    {
      if enclosingOpener(token) == body { return (token, token + 2) }
      let level = enclosingOpener(token)
      if isWord(token - 2, "this"), kind(token - 1) == .dot, isFunctionBody(level),
        kind(level - 1) == .rightParen, isWord(partner(level - 1) - 1, "constructor"),
        enclosingOpener(partner(level - 1)) == body
      {
        return (token, token + 2)
      }
    }
    return nil
  }

  /// The member of the object opening at `object` whose value holds `index` (`canArchive:
  /// hasCapability(C)`, not a shorthand, spread or computed key): its key's token and value.
  func stateMember(object: Int, holding index: Int) -> (key: Int, value: Range<Int>)? {
    guard kind(object) == .objectStart, tokens[object].partner > object,
      let segment = commaSegments(object + 1..<partner(object)).first(where: {
        $0.contains(index)
      }),
      kind(segment.lowerBound) == .identifier, kind(segment.lowerBound + 1) == .colon,
      segment.lowerBound + 2 <= index
    else { return nil }
    return (segment.lowerBound, segment.lowerBound + 2..<segment.upperBound)
  }

  /// The class body holding the `this.setState({ … })` whose object opens at `object`: the
  /// class whose instance that `this` is.
  func classBody(settingStateWith object: Int) -> Int? {
    let paren = object - 1
    guard kind(paren) == .leftParen, isWord(paren - 1, "setState"), kind(paren - 2) == .dot,
      isWord(paren - 3, "this")
    else { return nil }
    var opener = enclosingOpener(paren - 3)
    while opener >= 0, !isClassBody(opener) { opener = enclosingOpener(opener) }
    guard opener >= 0, isInstance(paren - 3, ofClassBody: opener) else { return nil }
    return opener
  }

  /// The member keyed like `key` of the object opening at `object` (`canArchive: value`, not a
  /// shorthand): its key's token and value; `nil` when it has none — or, as `written`, when a
  /// spread or a computed key may be it (`unknown`).
  func member(keyedLike key: Int, of object: Int) -> (key: Int, value: Range<Int>)?? {
    for segment in commaSegments(object + 1..<partner(object)) {
      guard let first = segment.first else { continue }
      if kind(first) == .spread || kind(first) == .leftBracket { return .some(nil) }
      guard sameText(first, key) else { continue }
      guard kind(first + 1) == .colon, first + 2 < segment.upperBound else { return .some(nil) }
      return (first, first + 2..<segment.upperBound)
    }
    return nil
  }

  /// Every value the state member keyed like `key` of the class whose body opens at `body`
  /// may hold: its declared value (`nil` for none: `undefined`) and each value a `setState` in
  /// the file gives it — `nil` when one may give what is not seen: a `setState` given anything
  /// but an object written there (an updater, a name) or one with a spread or a computed key,
  /// the state or the member assigned again, the state passed to what may write into it
  /// (`Object.assign(this.state, …)`), or `getDerivedStateFromProps`, whose result React merges
  /// in. (Another file's `setState` of an instance, through a ref, is not seen.)
  func stateValues(key: Int, classBody body: Int) -> (
    declared: (key: Int, value: Range<Int>)?, written: [(key: Int, value: Range<Int>)]
  )? {
    guard let declaration = stateDeclaration(classBody: body) else { return nil }
    var declared: (key: Int, value: Range<Int>)?
    switch member(keyedLike: key, of: declaration.object) {
    case .some(.some(let found)): declared = found
    case .some(.none): return nil
    case .none: break
    }
    var written: [(key: Int, value: Range<Int>)] = []
    for offset in ByteSearch.offsets(of: "setState", in: bytes) {
      guard let token = token(containing: offset), kind(token) == .identifier,
        isWord(token, "setState")
      else { continue }
      let paren = token + 1
      guard kind(paren) == .leftParen, tokens[paren].partner > paren,
        let given = commaSegments(paren + 1..<partner(paren)).first, !given.isEmpty,
        kind(given.lowerBound) == .objectStart, partner(given.lowerBound) + 1 == given.upperBound
      else { return nil }
      switch member(keyedLike: key, of: given.lowerBound) {
      case .some(.some(let found)): written.append(found)
      case .some(.none): return nil
      case .none: break
      }
    }
    for token in body..<partner(body) {
      if isWord(token, "getDerivedStateFromProps") { return nil }
      // `this.state = …` again, `this.state.canArchive = …`, `++`, `--`.
      guard isWord(token, "this"), kind(token + 1) == .dot, isWord(token + 2, "state"),
        token + 2 != declaration.name
      else { continue }
      var next = token + 3
      // Any member (`this.state[k] = …`), or the state passed to what may write into it.
      if kind(next) == .leftBracket
        || (kind(next) == .comma || kind(next) == .rightParen)
          && kind(enclosingOpener(token)) == .leftParen
      {
        return nil
      }
      if kind(next) == .dot, sameText(next + 1, key) { next += 2 }
      guard next > token + 3 || kind(next) != .dot else { continue }
      if kind(next) == .assign || kind(next) == .increment || kind(next) == .decrement {
        return nil
      }
    }
    return (declared, written)
  }

  /// The reads of the state member keyed like `key` in the class's own code
  /// (`this.state.canArchive`), and the names a destructuring binds it to (`const { canArchive }
  /// = this.state`, `const { canArchive: can } = this.state`), each with the rest of its block.
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
