/// One token of JavaScript or TypeScript: a kind and a byte range, nothing allocated.
///
/// Openers (`(`, `[`, `{`, `${`, a JSX element's `<`) and their closers record each other's index
/// in `partner`, so analysis can step over a whole group at once.
struct JSToken: Sendable {
  var kind: JSTokenKind
  /// The token follows a line terminator (for automatic semicolon insertion).
  var newlineBefore: Bool
  var start: Int32
  var end: Int32
  /// Index of the matching opener or closer, or -1.
  var partner: Int32 = -1

  var range: Range<Int> { Int(start)..<Int(end) }
}

enum JSTokenKind: UInt8, Sendable {
  case identifier, privateName, number, string, regex
  /// `` `text` `` with no substitution.
  case template
  /// `` `text${ ``: opens a substitution.
  case templateHead
  /// `}text${`: closes one substitution and opens the next.
  case templateMiddle
  /// `` }text` ``: closes the last substitution.
  case templateTail
  case leftParen, rightParen, leftBracket, rightBracket
  /// `{` of a block (statement position); closed by `rightBrace`.
  case leftBrace
  /// `{` of an object literal (or another expression-position brace); closed by `rightBrace`.
  case objectStart
  /// `{` of a JSX attribute value or child expression; closed by `rightBrace`.
  case jsxExpressionStart
  case rightBrace
  case semicolon, comma, dot, optionalChain, spread, question, colon, arrow
  case logicalAnd, logicalOr, nullish, not
  case equal, strictEqual, notEqual, strictNotEqual
  /// `=` and every compound assignment (`+=`, `&&=`, …).
  case assign
  case increment, decrement, lessThan, greaterThan
  /// Any other operator (`+`, `*`, `<=`, `>>>`, `&`, `~`, …).
  case otherOperator
  /// The `<` that starts a JSX element or fragment; its partner is `jsxElementEnd`.
  case jsxElementStart
  /// The end of a JSX element: `/>` or the whole closing tag `</Name>`.
  case jsxElementEnd
  /// A tag or attribute name inside a JSX tag.
  case jsxName
  /// A JSX attribute value in quotes: a string, but without escapes.
  case jsxString
  /// Text between JSX tags: never a string literal.
  case jsxText
  case endOfFile

  /// String literals, templates (or a template's head) and JSX attribute strings: the tokens
  /// whose text may name a bridge element.
  var isLiteralText: Bool {
    self == .string || self == .template || self == .templateHead || self == .jsxString
  }

  /// Tokens that enclose what follows them until their partner: walking backwards from inside a
  /// group, the first of these not skipped over is the group's opener. A template's head and
  /// middles enclose the substitution after them; the head's partner is the template's tail.
  var encloses: Bool {
    switch self {
    case .leftParen, .leftBracket, .leftBrace, .objectStart, .jsxExpressionStart, .templateHead,
      .templateMiddle,
      .jsxElementStart:
      true
    default: false
    }
  }

  /// Tokens that end a group; walking backwards, skip to `partner`.
  var endsGroup: Bool {
    switch self {
    case .rightParen, .rightBracket, .rightBrace, .templateTail, .jsxElementEnd: true
    default: false
    }
  }
}
