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
