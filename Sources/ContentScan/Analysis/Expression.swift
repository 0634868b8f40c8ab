/// The shape of an expression, as far as guards care: the logical and conditional operators,
/// negation and comparisons. Everything else is an atom (a token range).
indirect enum Expression {
  case atom(Range<Int>)
  /// A prefix operator (`!`, `typeof`, `void`, `-`, …) at `operator`.
  case unary(operator: Int, operand: Expression, range: Range<Int>)
  case binary(operator: Int, lhs: Expression, rhs: Expression, range: Range<Int>)
  case conditional(
    test: Expression, consequent: Expression, alternate: Expression, range: Range<Int>)

  var range: Range<Int> {
    switch self {
    case .atom(let range): range
    case .unary(_, _, let range), .binary(_, _, _, let range), .conditional(_, _, _, let range):
      range
    }
  }
}

/// Parses a token range (one comma-free segment at one level) into an ``Expression`` by
/// precedence climbing over siblings, so a parenthesised or bracketed group is a single step.
/// Malformed input never fails: whatever cannot be read joins an atom.
///
/// An expression's tree is walked by recursion (and freed by it), so its size is bounded: at
/// most `maxDepth` nested operands and prefix operators, and `maxOperators` operators in all.
/// Past either, the whole range is one atom, whose checks guard nothing (`tooLarge`): a chain of
/// 300,000 `&&`, or a million `!`, overflowed the stack.
struct ExpressionParser {
  private let tree: TokenTree
  private let end: Int
  private var cursor: Int
  private var depth = 0
  private var operators = 0
  /// A limit was passed: the parse is abandoned.
  private var tooLarge = false
  static let maxDepth = 256
  static let maxOperators = 1000

  static func parse(_ range: Range<Int>, in tree: TokenTree) -> Expression {
    var tooLarge = false
    return parse(range, in: tree, tooLarge: &tooLarge)
  }

  /// `parse`, setting `tooLarge` when the expression passes a limit (and is one atom).
  static func parse(_ range: Range<Int>, in tree: TokenTree, tooLarge: inout Bool) -> Expression {
    var parser = ExpressionParser(tree: tree, end: range.upperBound, cursor: range.lowerBound)
    let expression = parser.parseExpression(minimum: 0)
    if parser.tooLarge {
      tooLarge = true
      return .atom(range)
    }
    // Anything left over (a construct this parser does not know) widens the result into an atom.
    return parser.cursor < range.upperBound ? .atom(range) : expression
  }

  private init(tree: TokenTree, end: Int, cursor: Int) {
    self.tree = tree
    self.end = end
    self.cursor = cursor
  }

  /// Binding power of a binary operator at `index`, or `nil` when it is not one. Assignment and
  /// `=>` (2) and `**` bind to the right.
  private func precedence(_ index: Int) -> Int? {
    switch tree.kind(index) {
    case .assign, .arrow: 2
    case .question: 3
    case .logicalOr, .nullish: 4
    case .logicalAnd: 5
    case .equal, .strictEqual, .notEqual, .strictNotEqual: 9
    case .lessThan, .greaterThan, .otherOperator: 10
    case .identifier:
      tree.isWord(index, "in") || tree.isWord(index, "instanceof") || tree.isWord(index, "as")
        || tree.isWord(index, "satisfies") ? 10 : nil
    default: nil
    }
  }

  private mutating func parseExpression(minimum: Int) -> Expression {
    depth += 1
    defer { depth -= 1 }
    let start = cursor
    guard depth < ExpressionParser.maxDepth else { return abandon(from: start) }
    var lhs = parseUnary()
    while cursor < end, let power = precedence(cursor), power >= minimum {
      let operatorIndex = cursor
      cursor = tree.nextSibling(cursor)
      if tree.kind(operatorIndex) == .question {
        let consequent = parseExpression(minimum: 2)
        guard cursor < end, tree.kind(cursor) == .colon else {
          cursor = end
          return .atom(start..<end)
        }
        cursor += 1
        let alternate = parseExpression(minimum: 2)
        lhs = .conditional(
          test: lhs, consequent: consequent, alternate: alternate, range: start..<cursor)
        continue
      }
      let rightAssociative = power == 2 || tree.isWordOperator(operatorIndex, "**")
      let rhs = parseExpression(minimum: rightAssociative ? power : power + 1)
      lhs = .binary(operator: operatorIndex, lhs: lhs, rhs: rhs, range: start..<cursor)
      operators += 1
      guard operators <= ExpressionParser.maxOperators else { return abandon(from: start) }
    }
    return lhs
  }

  /// Stops at a limit: the rest is read as an atom, and `parse` makes the whole range one.
  private mutating func abandon(from start: Int) -> Expression {
    tooLarge = true
    cursor = end
    return .atom(start..<end)
  }

  private mutating func parseUnary() -> Expression {
    let start = cursor
    guard cursor < end else { return .atom(start..<start) }
    if isPrefixOperator(cursor) {
      depth += 1
      defer { depth -= 1 }
      guard depth < ExpressionParser.maxDepth else { return abandon(from: start) }
      let operatorIndex = cursor
      cursor += 1
      let operand = parseUnary()
      return .unary(operator: operatorIndex, operand: operand, range: start..<cursor)
    }
    parsePrimary()
    parsePostfix()
    return .atom(start..<cursor)
  }

  private func isPrefixOperator(_ index: Int) -> Bool {
    switch tree.kind(index) {
    case .not, .increment, .decrement, .spread: return true
    case .otherOperator:
      let byte = tree.bytes[Int(tree.tokens[index].start)]
      return tree.tokens[index].end - tree.tokens[index].start == 1
        && (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "~"))
    case .identifier:
      return tree.isWord(index, "typeof") || tree.isWord(index, "void")
        || tree.isWord(index, "delete")
        || tree.isWord(index, "await") || tree.isWord(index, "new") || tree.isWord(index, "yield")
    default: return false
    }
  }

  /// One operand: a name, a literal, a group, a function or class expression.
  private mutating func parsePrimary() {
    // `async function …`, and `async x => …` whose parameter, then `=>`, follow.
    if tree.isWord(cursor, "async"), cursor + 1 < end,
      tree.isWord(cursor + 1, "function")
        || tree.kind(cursor + 1) == .identifier && tree.kind(cursor + 2) == .arrow
    {
      cursor += 1
    }
    if tree.isWord(cursor, "function") || tree.isWord(cursor, "class") {
      // Up to and including the body.
      while cursor < end, tree.kind(cursor) != .leftBrace { cursor = tree.nextSibling(cursor) }
      if cursor < end { cursor = tree.nextSibling(cursor) }
      return
    }
    cursor = tree.nextSibling(cursor)
  }

  /// Member access, calls, indexing, tagged templates, postfix `++`/`--` and TypeScript's `!`.
  private mutating func parsePostfix() {
    while cursor < end {
      switch tree.kind(cursor) {
      case .dot, .optionalChain:
        cursor += 1
        if cursor < end, tree.kind(cursor) != .leftParen, tree.kind(cursor) != .leftBracket {
          cursor = tree.nextSibling(cursor)
        }
      case .leftParen, .leftBracket, .template, .templateHead:
        if tree.tokens[cursor].newlineBefore && tree.kind(cursor) != .leftParen
          && tree.kind(cursor) != .leftBracket
        {
          return
        }
        cursor = tree.nextSibling(cursor)
      case .increment, .decrement:
        guard !tree.tokens[cursor].newlineBefore else { return }
        cursor += 1
      case .not:
        // `x!` (non-null assertion) is followed by what may follow an operand.
        guard cursor + 1 >= end || isOperandEnd(cursor + 1) else { return }
        cursor += 1
      case .lessThan where isTypeArgumentList(cursor):
        cursor = skipTypeArguments(cursor)
      default:
        return
      }
    }
  }

  private func isOperandEnd(_ index: Int) -> Bool {
    switch tree.kind(index) {
    case .dot, .optionalChain, .leftParen, .leftBracket, .rightParen, .rightBracket, .rightBrace,
      .comma, .semicolon,
      .logicalAnd, .logicalOr, .nullish, .question, .colon, .equal, .strictEqual, .notEqual,
      .strictNotEqual:
      return true
    default: return false
    }
  }

  /// `f<T>(x)`: a `<` whose matching `>` is followed by `(`.
  private func isTypeArgumentList(_ index: Int) -> Bool {
    let close = skipTypeArguments(index)
    return close > index + 1 && close < end && tree.kind(close) == .leftParen
  }

  private func skipTypeArguments(_ index: Int) -> Int {
    var level = 0
    var cursor = index
    var steps = 0
    while cursor < end, steps < 64 {
      steps += 1
      switch tree.kind(cursor) {
      case .lessThan: level += 1
      case .greaterThan:
        level -= 1
        if level == 0 { return cursor + 1 }
      case .identifier, .comma, .dot, .leftBracket, .rightBracket, .question, .colon, .string,
        .number,
        .otherOperator, .objectStart, .leftParen:
        break
      default:
        return index
      }
      cursor = tree.nextSibling(cursor)
    }
    return index
  }
}

extension TokenTree {
  /// Whether the operator token at `index` is spelled `text`.
  func isWordOperator(_ index: Int, _ text: StaticString) -> Bool {
    let token = tokens[index]
    guard Int(token.end - token.start) == text.utf8CodeUnitCount else { return false }
    return text.withUTF8Buffer { text in
      (0..<text.count).allSatisfy { bytes[Int(token.start) + $0] == text[$0] }
    }
  }
}
