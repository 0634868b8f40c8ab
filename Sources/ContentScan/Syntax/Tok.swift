/// What the scanner read: a name, a literal or a punctuator.
///
/// The scanner never guesses from context. `/` and `/=` are always division here, `}` always a
/// brace, `>` always a single `>`: the parser, which knows what it expects, asks the scanner to
/// read the same bytes again as a regular expression, a template's continuation or a longer
/// operator (`rescanRegularExpression`, `rescanTemplateContinuation`, `rescanGreaterThan`).
enum Tok: UInt8, Sendable {
  case name, privateName, number, string, regex, endOfFile
  /// `` `text` `` with no substitution.
  case template
  /// `` `text${ ``.
  case templateHead
  /// `}text${`.
  case templateMiddle
  /// `` }text` ``.
  case templateTail
  case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
  case semicolon, comma, dot, ellipsis, question, questionDot, colon, arrow, at, hash
  /// `=`.
  case assign
  /// `+=`, `-=`, `*=`, `/=`, `%=`, `**=`, `<<=`, `>>=`, `>>>=`, `&=`, `|=`, `^=`.
  case compoundAssign
  /// `&&=`, `||=`, `??=`.
  case logicalAssign
  case equal, strictEqual, notEqual, strictNotEqual
  case lessThan, greaterThan, lessEqual, greaterEqual
  case shiftLeft, shiftRight, shiftRightUnsigned
  case plus, minus, star, starStar, slash, percent
  case ampersand, bar, caret, tilde, bang
  case logicalAnd, logicalOr, nullish
  case increment, decrement
  /// JSX text between tags, read only where the parser asks for it.
  case jsxText
  /// A JSX attribute string, read only where the parser asks for it.
  case jsxString

  /// Binary operators by precedence (higher binds tighter); 0 for tokens that are not binary.
  /// `in`, `instanceof`, `as` and `satisfies` are names: the parser ranks them itself.
  var binaryPrecedence: Int {
    switch self {
    case .nullish: 1
    case .logicalOr: 2
    case .logicalAnd: 3
    case .bar: 4
    case .caret: 5
    case .ampersand: 6
    case .equal, .notEqual, .strictEqual, .strictNotEqual: 7
    case .lessThan, .greaterThan, .lessEqual, .greaterEqual: 8
    case .shiftLeft, .shiftRight, .shiftRightUnsigned: 9
    case .plus, .minus: 10
    case .star, .slash, .percent: 11
    case .starStar: 12
    default: 0
    }
  }

  var isAssignment: Bool {
    self == .assign || self == .compoundAssign || self == .logicalAssign
  }

  /// The kind the analysis reads this token as, for tokens whose kind does not depend on where
  /// they stand (braces and JSX tokens are decided by the parser): looked up, since every token
  /// asks.
  @inline(__always)
  var analysisKind: JSTokenKind { Tok.analysisKinds[Int(rawValue)] }

  private static let analysisKinds: [JSTokenKind] = (0...Tok.jsxString.rawValue).map {
    Tok(rawValue: $0)!.mappedKind
  }

  private var mappedKind: JSTokenKind {
    switch self {
    case .name: .identifier
    case .privateName: .privateName
    case .number: .number
    case .string: .string
    case .regex: .regex
    case .template: .template
    case .templateHead: .templateHead
    case .templateMiddle: .templateMiddle
    case .templateTail: .templateTail
    case .leftParen: .leftParen
    case .rightParen: .rightParen
    case .leftBracket: .leftBracket
    case .rightBracket: .rightBracket
    case .leftBrace: .leftBrace
    case .rightBrace: .rightBrace
    case .semicolon: .semicolon
    case .comma: .comma
    case .dot: .dot
    case .ellipsis: .spread
    case .question: .question
    case .questionDot: .optionalChain
    case .colon: .colon
    case .arrow: .arrow
    case .assign, .compoundAssign, .logicalAssign: .assign
    case .equal: .equal
    case .strictEqual: .strictEqual
    case .notEqual: .notEqual
    case .strictNotEqual: .strictNotEqual
    case .lessThan: .lessThan
    case .greaterThan: .greaterThan
    case .bang: .not
    case .logicalAnd: .logicalAnd
    case .logicalOr: .logicalOr
    case .nullish: .nullish
    case .increment: .increment
    case .decrement: .decrement
    case .jsxText: .jsxText
    case .jsxString: .jsxString
    case .endOfFile: .endOfFile
    case .at, .hash, .lessEqual, .greaterEqual, .shiftLeft, .shiftRight, .shiftRightUnsigned,
      .plus, .minus, .star, .starStar, .slash, .percent, .ampersand, .bar, .caret, .tilde:
      .otherOperator
    }
  }
}

/// One token as the scanner read it.
struct RawToken: Sendable {
  var type: Tok
  var start: Int
  var end: Int
  /// A line terminator (or a comment holding one) stands between this token and the one before.
  var newlineBefore: Bool
  /// A name written with a `\u` escape: never a keyword.
  var escaped: Bool = false
}

/// A `// bridgecheck: …` comment, kept for the annotations.
struct JSComment: Sendable {
  let range: Range<Int>
  /// Alone on its line (it then applies to the next line), or after code (to its own line).
  let ownLine: Bool
}
