/// One token of a contract file. Tokens hold byte ranges; text is read from the file on demand.
struct Token: Sendable {
  enum Kind: Sendable, Equatable {
    /// A run of name or version characters: `tempo`, `task.archive`, `7.1`, `1.4.0-rc1`.
    case word
    case string
    case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
    case colon, comma, question, at
    case newline
    case lineComment, docComment, blockComment
    /// A byte that starts no token; the lexer has already reported it.
    case invalid
    case endOfFile
  }

  let kind: Kind
  let range: Range<Int>
  /// Whether a blank line separates this token from the previous non-newline token; `fmt` keeps
  /// one blank line where the author left any.
  let followsBlankLine: Bool
  /// Whether only white space precedes this token on its line (for comments: a comment of its own
  /// line belongs to what follows, one after code to what precedes).
  let startsLine: Bool

  var isComment: Bool { kind == .lineComment || kind == .docComment || kind == .blockComment }

  var description: String {
    switch kind {
    case .word: "a name"
    case .string: "a string"
    case .leftBrace: "'{'"
    case .rightBrace: "'}'"
    case .leftParen: "'('"
    case .rightParen: "')'"
    case .leftBracket: "'['"
    case .rightBracket: "']'"
    case .colon: "':'"
    case .comma: "','"
    case .question: "'?'"
    case .at: "'@'"
    case .newline: "the end of the line"
    case .lineComment, .docComment, .blockComment: "a comment"
    case .invalid: "an unexpected character"
    case .endOfFile: "the end of the file"
    }
  }
}
