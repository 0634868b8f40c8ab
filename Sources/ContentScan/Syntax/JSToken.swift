/// One token of JavaScript or TypeScript: a kind and a byte range, nothing allocated.
///
/// Openers (`(`, `[`, `{`, `${`, a JSX element's `<`) and their closers record each other's index
/// in `partner`, so analysis can step over a whole group at once.
struct JSToken: Sendable {
  // Twelve bytes a token. Offsets take the low 28 bits of each word (files are at most 256 MiB, see
  // `ScanOptions`); the kind's low 4 bits ride on `start`, its high 3 bits and the new-line flag on
  // `end`.
  private var startWord: UInt32
  private var endWord: UInt32
  /// Index of the matching opener or closer, or -1.
  var partner: Int32 = -1

  static let maxOffset = 1 << 28
  private static let offsetMask: UInt32 = 0x0FFF_FFFF

  init(kind: JSTokenKind, newlineBefore: Bool, start: Int32, end: Int32) {
    let kind = UInt32(kind.rawValue)
    startWord = UInt32(start) | (kind & 0xF) << 28
    endWord = UInt32(end) | (kind >> 4 & 0x7) << 28 | (newlineBefore ? 1 << 31 : 0)
  }

  var kind: JSTokenKind {
    // The bits come from a kind's raw value (only `init` writes them), so no check is needed; the
    // checked conversion was a call and a switch on every token analysis reads.
    unsafeBitCast(
      UInt8(truncatingIfNeeded: startWord >> 28 | (endWord >> 28 & 0x7) << 4), to: JSTokenKind.self)
  }
  /// The token follows a line terminator (for automatic semicolon insertion).
  var newlineBefore: Bool { endWord >> 31 != 0 }
  var start: Int32 { Int32(startWord & JSToken.offsetMask) }
  var end: Int32 { Int32(endWord & JSToken.offsetMask) }

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
    switch self {
    case .string, .template, .templateHead, .jsxString: true
    default: false
    }
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
