/// `switch` bodies and their clauses, as guard analysis and narrowing read them.
extension TokenTree {
  /// Whether the `{` at `opener` is a `switch`'s body.
  func isSwitchBody(_ opener: Int) -> Bool {
    guard kind(opener) == .leftBrace, kind(opener - 1) == .rightParen,
      tokens[opener - 1].partner >= 0
    else { return false }
    return isWord(partner(opener - 1) - 1, "switch")
  }

  /// Whether the clause whose `case` is at `clause`, in the switch body at `level`, can be run
  /// into from the clause before it: that one's statements end without leaving (or it has none,
  /// `case a: case b:`).
  func isFallenInto(clause: Int, level: Int) -> Bool {
    var previousColon: Int?
    var cursor = level + 1
    while cursor < clause {
      if isWord(cursor, "case") || isWord(cursor, "default") {
        previousColon = firstSibling(of: .colon, in: cursor..<clause)
      }
      cursor = nextSibling(cursor)
    }
    guard let previousColon else { return false }
    guard previousColon + 1 < clause else { return true }
    let last = statementStart(
      containing: previousSibling(clause), levelStart: previousColon + 1)
    return isControlledBody(last) || !alwaysExits(last..<clause)
  }
}
