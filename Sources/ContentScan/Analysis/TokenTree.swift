/// The tokens of one file seen as nested groups, with the structural questions guard analysis
/// asks: what encloses a token, where its statement starts and ends, what a statement's extent
/// is. Works only on token indices; walks skip whole groups through `partner`.
struct TokenTree {
  /// The parser's analysis stream.
  let tokens: UnsafeBufferPointer<JSToken>
  let bytes: UnsafeBufferPointer<UInt8>
  /// `enclosingOpener` of every index up to `tokens.count`, when computed (`withOpeners`).
  private var openers: UnsafeBufferPointer<Int32>?

  init(tokens: UnsafeBufferPointer<JSToken>, bytes: UnsafeBufferPointer<UInt8>) {
    self.tokens = tokens
    self.bytes = bytes
  }

  /// Runs `body` with this tree answering `enclosingOpener` from a table, built in one pass:
  /// analysis asks it of every check, statement and type declaration, and the walk back to the
  /// opener crosses every sibling before — at the top level of a file of many statements, the
  /// whole file each time.
  func withOpeners<Result>(_ body: (TokenTree) -> Result) -> Result {
    var storage = [Int32](repeating: -1, count: tokens.count + 1)
    return storage.withUnsafeMutableBufferPointer { table in
      // Walking back from `index + 1`, the walk meets token `index` first: an opener is the
      // answer; a closer sends it on from its opener, where the walk from that opener goes on;
      // any other token changes nothing.
      var current: Int32 = -1
      for index in tokens.indices {
        table[index] = current
        let token = tokens[index]
        if token.kind.endsGroup, token.partner >= 0 {
          if Int(token.partner) < index { current = table[Int(token.partner)] }
        } else if token.kind.encloses {
          current = Int32(index)
        }
      }
      table[tokens.count] = current
      var tree = self
      tree.openers = UnsafeBufferPointer(table)
      return body(tree)
    }
  }

  /// The index of the end-of-file token, the end of the top level.
  var endIndex: Int { tokens.count - 1 }

  /// The kind of the token at `index`; before the first token or past the last, the end of the
  /// file, so a look at a neighbour is never out of bounds (the fuzzer found one that was).
  func kind(_ index: Int) -> JSTokenKind {
    // One unsigned comparison covers both ends; the subscript's own check then folds away.
    UInt(bitPattern: index) < UInt(tokens.count) ? tokens[index].kind : .endOfFile
  }
  func partner(_ index: Int) -> Int { Int(tokens[index].partner) }

  func isWord(_ index: Int, _ word: StaticString) -> Bool {
    guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
    let token = tokens[index]
    let length = Int(token.end - token.start)
    guard length == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { word in
      for offset in 0..<length where bytes[Int(token.start) + offset] != word[offset] {
        return false
      }
      return true
    }
  }

  /// The source text of the token at `index`.
  func text(_ index: Int) -> String {
    String(decoding: bytes[tokens[index].range], as: UTF8.self)
  }

  /// The token whose text holds the byte at `offset`, if one does (not a comment or a space).
  func token(containing offset: Int) -> Int? {
    let index = tokens.firstIndex(notBelow: offset + 1) { Int($0.start) } - 1
    guard index >= 0, offset < Int(tokens[index].end) else { return nil }
    return index
  }

  func sameText(_ lhs: Int, _ rhs: Int) -> Bool {
    let (a, b) = (tokens[lhs], tokens[rhs])
    guard a.end - a.start == b.end - b.start else { return false }
    for offset in 0..<Int(a.end - a.start)
    where bytes[Int(a.start) + offset] != bytes[Int(b.start) + offset] {
      return false
    }
    return true
  }

  // MARK: Groups

  /// Just past the member chain continuing at `cursor`: `.name`, `?.name`, a call's or an
  /// index's group, each after the last.
  func chainEnd(continuingAt cursor: Int) -> Int {
    var cursor = cursor
    while cursor < tokens.count {
      switch kind(cursor) {
      case .dot, .optionalChain:
        guard kind(cursor + 1) == .identifier else { return cursor }
        cursor += 2
      case .leftParen, .leftBracket:
        guard tokens[cursor].partner >= 0 else { return cursor }
        cursor = partner(cursor) + 1
      default:
        return cursor
      }
    }
    return cursor
  }

  /// The first index after the sibling starting at `index` (a whole group when it opens one).
  func nextSibling(_ index: Int) -> Int {
    let token = tokens[index]
    if token.kind.encloses, token.kind != .templateMiddle, token.partner >= 0 {
      return Int(token.partner) + 1
    }
    return index + 1
  }

  /// The first index of the sibling before `index` (the opener, when it is a group).
  func previousSibling(_ index: Int) -> Int {
    let previous = index - 1
    guard previous >= 0 else { return -1 }
    let token = tokens[previous]
    if token.kind.endsGroup, token.partner >= 0 { return Int(token.partner) }
    return previous
  }

  /// The last token of the sibling before the one ending at `last` (which is a closer when that
  /// sibling is a group).
  func siblingEnd(before last: Int) -> Int {
    let token = tokens[last]
    return (token.kind.endsGroup && token.partner >= 0 ? Int(token.partner) : last) - 1
  }

  /// The opener of the innermost group containing `index`, or -1 at the top level.
  func enclosingOpener(_ index: Int) -> Int {
    if let openers, index >= 0, index < openers.count { return Int(openers[index]) }
    return openerByWalking(index)
  }

  /// `enclosingOpener` by walking back over the siblings before `index`.
  func openerByWalking(_ index: Int) -> Int {
    var cursor = index - 1
    while cursor >= 0 {
      let token = tokens[cursor]
      if token.kind.endsGroup, token.partner >= 0 {
        cursor = Int(token.partner) - 1
      } else if token.kind.encloses {
        return cursor
      } else {
        cursor -= 1
      }
    }
    return -1
  }

  /// `range` without the parentheses written around the whole of it (`((x))`: `x`); empty
  /// where they hold nothing.
  func unparenthesized(_ range: Range<Int>) -> Range<Int> {
    var (first, last) = (range.lowerBound, range.upperBound - 1)
    while first < last, kind(first) == .leftParen, partner(first) == last {
      (first, last) = (first + 1, last - 1)
    }
    return first..<max(first, last + 1)
  }

  /// The index just past the content of the group opened at `opener` (its closer), or the end.
  func contentEnd(_ opener: Int) -> Int {
    guard opener >= 0 else { return endIndex }
    if tokens[opener].kind == .templateHead {
      // The head's substitution ends at the first piece after it.
      var cursor = opener + 1
      while cursor < endIndex, kind(cursor) != .templateMiddle, kind(cursor) != .templateTail {
        cursor = nextSibling(cursor)
      }
      return cursor
    }
    return tokens[opener].partner >= 0 ? partner(opener) : endIndex
  }

  /// The top-level pieces of `range` separated by commas.
  func commaSegments(_ range: Range<Int>) -> [Range<Int>] {
    var segments: [Range<Int>] = []
    var start = range.lowerBound
    var cursor = start
    while cursor < range.upperBound {
      if kind(cursor) == .comma {
        segments.append(start..<cursor)
        start = cursor + 1
      }
      cursor = nextSibling(cursor)
    }
    segments.append(start..<range.upperBound)
    return segments
  }

  /// The elements of the array literal or pattern whose content is `range`, by position: a
  /// hole (`[a, , b]`) an empty range, a trailing comma no element.
  func elements(_ range: Range<Int>) -> [Range<Int>] {
    var segments = commaSegments(range)
    if segments.last?.isEmpty == true { segments.removeLast() }
    return segments
  }

  /// The piece of `commaSegments(range)` that holds the sibling starting at `index`, found by
  /// walking out from it to the commas around it (analysis asks it for every check, and a long
  /// list's pieces are many); `nil` when `index` is outside `range` or a comma.
  func commaSegment(containing index: Int, in range: Range<Int>) -> Range<Int>? {
    guard range.contains(index), kind(index) != .comma else { return nil }
    var start = index
    while true {
      let previous = previousSibling(start)
      if previous < range.lowerBound || kind(previous) == .comma { break }
      start = previous
    }
    var end = index
    while end < range.upperBound, kind(end) != .comma { end = nextSibling(end) }
    return start..<min(end, range.upperBound)
  }

  /// The first sibling in `range` of the given kind, at the top level of the range.
  func firstSibling(of wanted: JSTokenKind, in range: Range<Int>) -> Int? {
    var cursor = range.lowerBound
    while cursor < range.upperBound {
      if kind(cursor) == wanted { return cursor }
      cursor = nextSibling(cursor)
    }
    return nil
  }

  /// Whether the name at `token` stands in an export clause (`export default A`, `export { A }`):
  /// the bundle follows the binding to the files that import it, so it is no read here.
  func isExportClause(_ token: Int) -> Bool {
    if isWord(token - 1, "default"), isWord(token - 2, "export") { return true }
    let opener = enclosingOpener(token)
    if opener > 0, isWord(opener - 1, "export") { return true }
    // CommonJS's: `module.exports = NAME`, `exports.A = NAME`, `module.exports.A = NAME`, and a
    // name a member of `module.exports = { A, b: NAME }` is, each the whole value.
    guard endsDeclarator(at: token + 1) || kind(token + 1) == .comma else { return false }
    if kind(token - 1) == .assign, opener < 0 {
      return isModuleExports(at: token - 2)
        || kind(token - 2) == .identifier && kind(token - 3) == .dot
          && (isWord(token - 4, "exports") && isStatementStart(token - 4)
            || isModuleExports(at: token - 4))
    }
    guard opener > 0, kind(opener) == .objectStart, kind(opener - 1) == .assign,
      isModuleExports(at: opener - 2), enclosingOpener(opener) < 0,
      kind(token - 1) == .colon || kind(token - 1) == .comma || token - 1 == opener
    else { return false }
    return kind(token - 1) != .colon || kind(token - 2) == .identifier
  }

  /// Where the value of the module's `*default*` binding declared at `token` starts: past
  /// `export default`, or past `module.exports =` (`ScopeEvent.declareDefault`) — or of a
  /// CommonJS export's binding, past `exports.A =` or `module.exports.A =` (at `A`,
  /// `ScopeEvent.declareExport`); nil for any other token.
  func moduleValue(declaredAt token: Int) -> Int? {
    if isWord(token, "default"), isWord(token - 1, "export") { return token + 1 }
    guard kind(token + 1) == .assign, isWordOperator(token + 1, "=") else { return nil }
    if isModuleExports(at: token) { return token + 2 }
    return exportsMember(at: token) ? token + 2 : nil
  }

  /// The CommonJS exports the file writes once each, where every `exports` of it starts such a
  /// write (`exports.A = …`, `module.exports.A = …`): `nil` where one does anything else
  /// (`module.exports = …`, `exports.A.b = …`, `Object.defineProperty(exports, …)`).
  func exportsWrittenOnce() -> Set<String>? {
    var once = Set<String>()
    var again = Set<String>()
    for token in 0..<endIndex where isWord(token, "exports") {
      let name = token + 2
      guard kind(token + 1) == .dot, exportsMember(at: name), isWordOperator(name + 1, "=")
      else { return nil }
      let text = text(name)
      if !once.insert(text).inserted { again.insert(text) }
    }
    return once.subtracting(again)
  }

  /// Whether `token` is the `A` of a statement starting `exports.A` or `module.exports.A`.
  func exportsMember(at token: Int) -> Bool {
    guard kind(token) == .identifier, kind(token - 1) == .dot else { return false }
    return isModuleExports(at: token - 2)
      || isWord(token - 2, "exports") && isStatementStart(token - 2)
  }

  /// Whether `module.exports` ends at `token` (`exports`), the statement's start.
  func isModuleExports(at token: Int) -> Bool {
    isWord(token, "exports") && kind(token - 1) == .dot && isWord(token - 2, "module")
      && isStatementStart(token - 2)
  }

  private func isStatementStart(_ token: Int) -> Bool {
    token == 0 || isStatementBoundary(after: token - 1, before: token)
  }

  /// The `(` of the parentheses the value from `start` to `end` fills one whole argument of
  /// (`f(a, VALUE)`), if it does.
  func argumentParen(around start: Int, _ end: Int) -> Int? {
    guard start > 0, end + 1 < tokens.count,
      kind(start - 1) == .leftParen || kind(start - 1) == .comma,
      kind(end + 1) == .rightParen || kind(end + 1) == .comma
    else { return nil }
    let open = enclosingOpener(start)
    // (A group's closer is inside its own opener: its opener's is the one asked.)
    let last = kind(end).endsGroup && tokens[end].partner >= 0 ? partner(end) : end
    guard open >= 0, kind(open) == .leftParen, enclosingOpener(last) == open else { return nil }
    return open
  }

  /// The token of the member's name read right after the value ending at `end` — `name` of
  /// `x.name` or `x?.name` — or nil when no named member follows (`x[k]`, `x(…)`, `x`).
  func memberName(after end: Int) -> Int? {
    guard kind(end + 1) == .dot || kind(end + 1) == .optionalChain,
      kind(end + 2) == .identifier || kind(end + 2) == .privateName
    else { return nil }
    return end + 2
  }

  /// The name a property key at `token` gives, written as a name or a string (`archive`,
  /// `"task.archive"`); `nil` for any other key (`[computed]`, `...rest`, a number).
  func keyName(at token: Int) -> String? {
    switch kind(token) {
    case .identifier: text(token)
    case .string: FileScanner.literalText(self, token, bytes)
    default: nil
    }
  }

  /// The named members read in a row after the value ending at `end` — `tasks`, then
  /// `tasks.archive` of `api.tasks.archive(id)` — each by its path and its name's token.
  func memberChain(after end: Int) -> [(path: String, token: Int)] {
    var chain: [(path: String, token: Int)] = []
    var cursor = end
    while let name = memberName(after: cursor), chain.count < 8 {
      let path = chain.last.map { $0.path + "." + text(name) } ?? text(name)
      chain.append((path, name))
      cursor = name
    }
    return chain
  }

  /// How many member accesses follow the value ending at `end` — `[…]`, `.name`, `?.name`,
  /// `?.[…]` — up to `limit`.
  func memberAccesses(after end: Int, limit: Int = 8) -> Int {
    var cursor = end + 1
    var count = 0
    while count < limit, cursor + 1 < tokens.count {
      switch kind(cursor) {
      case .leftBracket where tokens[cursor].partner >= 0:
        cursor = partner(cursor) + 1
      case .dot where kind(cursor + 1) == .identifier || kind(cursor + 1) == .privateName:
        cursor += 2
      case .optionalChain where kind(cursor + 1) == .identifier || kind(cursor + 1) == .privateName:
        cursor += 2
      case .optionalChain where kind(cursor + 1) == .leftBracket && tokens[cursor + 1].partner >= 0:
        cursor = partner(cursor + 1) + 1
      default:
        return count
      }
      count += 1
    }
    return count
  }

  // MARK: Statements

  /// Whether the group opened at `open` (a `(` or `[`) follows a value — a call's arguments,
  /// an index (`table[key]`) — rather than starting one of its own (an array literal, grouping
  /// parentheses, a control statement's header: `return [kind]`, `if (x)`).
  func followsValue(_ open: Int) -> Bool {
    guard open > 0, !isControlParen(open) else { return false }
    switch kind(open - 1) {
    case .rightParen, .rightBracket, .string, .template, .templateTail, .optionalChain: return true
    case .identifier: return !Self.wordsBeforeExpressions.contains(text(open - 1))
    default: return false
    }
  }

  /// Words an expression follows: a `(` or `[` after one starts a value.
  private static let wordsBeforeExpressions: Set<String> = [
    "return", "typeof", "void", "await", "yield", "default", "case", "in", "of", "delete", "throw",
    "new", "else", "do",
  ]

  /// Whether the paren at `index` is the header of `if`, `while`, `for`, `with`, `switch` or
  /// `catch`.
  func isControlParen(_ index: Int) -> Bool {
    kind(index) == .leftParen
      && (isWord(index - 1, "if") || isWord(index - 1, "while") || isWord(index - 1, "for")
        || isWord(index - 1, "with")
        || isWord(index - 1, "switch") || isWord(index - 1, "catch")
        || (isWord(index - 1, "await") && isWord(index - 2, "for")))
  }

  /// Whether the word at `index` is an operator's or a statement's (`in`, `return`, `typeof`…),
  /// after which an expression starts: no name read, nor called.
  func isOperatorWord(_ index: Int) -> Bool {
    guard kind(index) == .identifier else { return false }
    let words: [StaticString] = [
      "return", "typeof", "void", "delete", "await", "case", "throw", "yield", "in", "of", "new",
      "else", "do", "instanceof",
    ]
    return words.contains { isWord(index, $0) }
  }

  /// Whether an initializer (`const x = VALUE`) read up to `index` ends its declarator there:
  /// a `;`, `,` or `}`, the file's end, or the statement's.
  func endsDeclarator(at index: Int) -> Bool {
    guard index < tokens.count else { return true }
    switch kind(index) {
    case .semicolon, .comma, .endOfFile, .rightBrace: return true
    default: return isStatementBoundary(after: index - 1, before: index)
    }
  }

  /// Whether a statement ends between `previous` and `next`: a `;`, the `}` of a block, the header
  /// of a control statement, `else`/`do`, or a line break where JavaScript inserts a semicolon
  /// (the previous token can end a statement and the next cannot continue it).
  func isStatementBoundary(after previous: Int, before next: Int) -> Bool {
    guard previous >= 0 else { return true }
    let before = tokens[previous]
    let after = tokens[next]
    switch before.kind {
    case .semicolon: return true
    case .rightBrace:
      if before.partner >= 0, kind(partner(previous)) == .leftBrace {
        return !continuesStatement(next) && !isWord(next, "else") && !isWord(next, "catch")
          && !isWord(next, "finally") && !isWord(next, "while")
      }
    case .rightParen:
      if before.partner >= 0, isControlParen(partner(previous)) { return true }
    case .identifier:
      if isWord(previous, "else") || isWord(previous, "do") { return true }
    default: break
    }
    return after.newlineBefore && canEndStatement(previous) && !continuesStatement(next)
  }

  private func canEndStatement(_ index: Int) -> Bool {
    switch kind(index) {
    case .identifier:
      // Operator-like words expect an operand on the next line.
      return
        !(isWord(index, "typeof") || isWord(index, "void") || isWord(index, "delete")
        || isWord(index, "new")
        || isWord(index, "in") || isWord(index, "instanceof") || isWord(index, "await"))
    case .privateName, .number, .string, .regex, .template, .templateTail, .rightParen,
      .rightBracket, .rightBrace,
      .jsxElementEnd, .increment, .decrement:
      return true
    default:
      return false
    }
  }

  private func continuesStatement(_ index: Int) -> Bool {
    switch kind(index) {
    case .dot, .optionalChain, .comma, .question, .colon, .arrow, .logicalAnd, .logicalOr, .nullish,
      .equal,
      .strictEqual, .notEqual, .strictNotEqual, .assign, .otherOperator, .lessThan, .greaterThan,
      .leftParen,
      .leftBracket, .template, .templateHead, .rightParen, .rightBracket, .rightBrace, .endOfFile:
      return true
    case .identifier:
      return isWord(index, "in") || isWord(index, "instanceof") || isWord(index, "as")
        || isWord(index, "satisfies")
    default:
      return false
    }
  }

  /// The first token of the statement containing `index`, looking no earlier than `levelStart`.
  func statementStart(containing index: Int, levelStart: Int) -> Int {
    var cursor = index
    while true {
      let previous = previousSibling(cursor)
      if previous < levelStart || isStatementBoundary(after: cursor - 1, before: cursor) {
        return cursor
      }
      cursor = previous
    }
  }

  /// Just past the simple statement starting at `start` (an expression, declaration, `return`…),
  /// including its `;`, looking no further than `levelEnd`.
  func statementEnd(from start: Int, levelEnd: Int) -> Int {
    var cursor = start
    while cursor < levelEnd {
      if kind(cursor) == .semicolon { return cursor + 1 }
      let next = nextSibling(cursor)
      if next >= levelEnd { return levelEnd }
      if isStatementBoundary(after: next - 1, before: next) { return next }
      cursor = next
    }
    return levelEnd
  }

  /// Just past the whole statement starting at `start`, compound statements included: a block,
  /// `if … else …`, loops, `try`, function and class declarations.
  func statementExtent(from start: Int) -> Int {
    guard start < endIndex else { return endIndex }
    let levelEnd = contentEnd(enclosingOpener(start))
    if kind(start) == .leftBrace { return nextSibling(start) }
    if isWord(start, "if") {
      guard kind(start + 1) == .leftParen else {
        return statementEnd(from: start, levelEnd: levelEnd)
      }
      let consequentEnd = statementExtent(from: nextSibling(start + 1))
      return isWord(consequentEnd, "else")
        ? statementExtent(from: consequentEnd + 1) : consequentEnd
    }
    if isWord(start, "for") || isWord(start, "while") || isWord(start, "with") {
      var paren = start + 1
      if isWord(paren, "await") { paren += 1 }
      guard kind(paren) == .leftParen else { return statementEnd(from: start, levelEnd: levelEnd) }
      return statementExtent(from: nextSibling(paren))
    }
    if isWord(start, "do") {
      var cursor = statementExtent(from: start + 1)
      if isWord(cursor, "while"), kind(cursor + 1) == .leftParen {
        cursor = nextSibling(cursor + 1)
      }
      return kind(cursor) == .semicolon ? cursor + 1 : cursor
    }
    if isWord(start, "try") {
      var cursor = nextSibling(start + 1)
      if isWord(cursor, "catch") {
        cursor += 1
        if kind(cursor) == .leftParen { cursor = nextSibling(cursor) }
        cursor = nextSibling(cursor)
      }
      if isWord(cursor, "finally") { cursor = nextSibling(cursor + 1) }
      return cursor
    }
    if isWord(start, "function") || isWord(start, "class")
      || (isWord(start, "async") && isWord(start + 1, "function"))
    {
      var cursor = start
      while cursor < levelEnd, kind(cursor) != .leftBrace { cursor = nextSibling(cursor) }
      return cursor < levelEnd ? nextSibling(cursor) : levelEnd
    }
    return statementEnd(from: start, levelEnd: levelEnd)
  }

  /// Whether the `while` at `index` ends a `do` statement (`do { … } while (c)`, `do f(); while
  /// (c)`): its test runs after the body, and comes before no code it could guard.
  func endsDoStatement(_ index: Int) -> Bool {
    let before = index - 1
    guard before > 0 else { return false }
    if isWord(before, "do") { return true }
    if kind(before) == .rightBrace, tokens[before].partner >= 0 {
      if isWord(partner(before) - 1, "do") { return true }
    }
    let start = statementStart(
      containing: previousSibling(index), levelStart: enclosingOpener(index) + 1)
    return start > 0 && isWord(start - 1, "do")
  }

  /// Whether the statement in `range` always leaves its block: it starts with `return`, `throw`,
  /// `break` or `continue`, or is a block whose last statement does.
  func alwaysExits(_ range: Range<Int>) -> Bool {
    guard !range.isEmpty else { return false }
    let first = range.lowerBound
    if isWord(first, "return") || isWord(first, "throw") || isWord(first, "break")
      || isWord(first, "continue")
    {
      return true
    }
    guard kind(first) == .leftBrace, tokens[first].partner >= 0 else { return false }
    let close = partner(first)
    var last = close - 1
    if last > first, kind(last) == .semicolon { last -= 1 }
    guard last > first else { return false }
    let start = statementStart(containing: previousSibling(last + 1), levelStart: first + 1)
    if start > first + 1, isControlledBody(start) { return false }
    return alwaysExits(start..<close)
  }

  /// Whether the callee ending at `callee` is a method searching a collection for one value
  /// (`list.includes(x)`, `set.has(x)`, `list?.indexOf(x)`): what it is given is compared with,
  /// never passed on.
  func isSearchMethod(_ callee: Int) -> Bool {
    guard callee >= 2, kind(callee - 1) == .dot || kind(callee - 1) == .optionalChain else {
      return false
    }
    return isWord(callee, "includes") || isWord(callee, "has") || isWord(callee, "indexOf")
  }

  /// Whether the statement starting at `start` is the body of an `if`, a loop or an `else`
  /// (`if (ready) return;`): it runs only sometimes, so its exit is no exit of the block.
  func isControlledBody(_ start: Int) -> Bool {
    guard start > 0 else { return false }
    let before = start - 1
    if isWord(before, "else") || isWord(before, "do") { return true }
    return kind(before) == .rightParen && tokens[before].partner >= 0
      && isControlParen(partner(before))
  }

  /// Whether `token` lies in a function value nested in the function whose parameters and body
  /// are `function` — an arrow or a function expression written inside it (a handler, a
  /// callback), not the function's own body: code that runs when that value is called, not when
  /// the function is.
  func isInsideFunctionValue(_ token: Int, of function: Range<Int>) -> Bool {
    var child = token
    var opener = enclosingOpener(token)
    // Out to the function's own parameter list or body, whose opener lies outside the range.
    while opener >= function.lowerBound, opener < function.upperBound {
      let around = enclosingOpener(opener)
      // `useMemo(f)` is `f()` (React, modelled): its function runs where the hook is called.
      if isFunctionBody(opener), around >= function.lowerBound, !isMemoArguments(around) {
        return true
      }
      if !isMemoArguments(opener), arrows(before: child, back: opener) > 0 { return true }
      child = opener
      opener = around
    }
    // At the function's top level, its own arrow (if it is one) is the first: another after it
    // holds `child` in its body (`() => () => send()`).
    return arrows(before: child, back: function.lowerBound - 1) > 1
  }

  /// Whether `token`, among the arguments `arguments` of a call, is evaluated when they are: not
  /// in a function value written there (`perform(() => archive())` passes a function, not its
  /// result).
  func isEvaluated(_ token: Int, amongArguments arguments: Range<Int>) -> Bool {
    var child = token
    var opener = enclosingOpener(token)
    while opener >= arguments.lowerBound, opener < arguments.upperBound {
      if isFunctionBody(opener) || arrows(before: child, back: opener) > 0 { return false }
      child = opener
      opener = enclosingOpener(opener)
    }
    return arrows(before: child, back: arguments.lowerBound - 1) == 0
  }

  /// Whether the call whose callee is read at `callee` is evaluated as another call's arguments
  /// or an element's attributes and children are, not in a function value written among them
  /// (`withCapability(C, archive(id))`, `<Gate>{archive(id)}</Gate>`, `all([archive(id)])`).
  func isEvaluatedAsAnArgument(call callee: Int) -> Bool {
    let next = kind(callee + 1) == .optionalChain ? callee + 2 : callee + 1
    guard kind(next) == .leftParen else { return false }
    var opener = enclosingOpener(callee)
    while opener >= 0 {
      if kind(opener) == .jsxExpressionStart
        || kind(opener) == .leftParen && !isControlParen(opener)
          && (kind(opener - 1) == .identifier && !isOperatorWord(opener - 1)
            || kind(opener - 1) == .rightParen || kind(opener - 1) == .rightBracket)
      {
        return isEvaluated(callee, amongArguments: opener + 1..<contentEnd(opener))
      }
      if kind(opener) == .leftBrace || isFunctionBody(opener) { return false }
      opener = enclosingOpener(opener)
    }
    return false
  }

  /// Whether the `(` at `index` holds the arguments of `useMemo` or `React.useMemo`.
  private func isMemoArguments(_ index: Int) -> Bool {
    index > 0 && kind(index) == .leftParen && isWord(index - 1, "useMemo")
  }

  /// How many `=>` whose expression body holds `child` stand among the siblings before it, back
  /// to `limit` or to the comma or semicolon that starts its element — an arrow in a ternary's
  /// branch before `child`'s (`c ? () => a : child`) holds it not.
  private func arrows(before child: Int, back limit: Int) -> Int {
    var cursor = previousSibling(child)
    var branches = 0
    var count = 0
    while cursor > limit {
      switch kind(cursor) {
      case .arrow where branches == 0: count += 1
      case .colon: branches += 1
      case .question where branches > 0: branches -= 1
      case .comma, .semicolon: return count
      default: break
      }
      cursor = previousSibling(cursor)
    }
    return count
  }

  /// Whether the `{` at `index` is a function's body (so a `var` declared in it belongs to it).
  func isFunctionBody(_ index: Int) -> Bool {
    guard kind(index) == .leftBrace, index > 0 else { return false }
    if kind(index - 1) == .arrow { return true }
    var before = index - 1
    var steps = 1
    // A return type annotation: `function f(): Promise<void> {`.
    while before > 0, kind(before) != .rightParen, kind(before) != .semicolon,
      kind(before) != .leftBrace,
      kind(before) != .rightBrace, steps < 16
    {
      before = siblingEnd(before: before)
      steps += 1
    }
    guard kind(before) == .rightParen, tokens[before].partner >= 0 else { return false }
    return !isControlParen(partner(before))
  }

  /// Whether the object literal opened at `object` writes a member `member` — a property, a
  /// method (`async`, a generator's, an accessor) or a shorthand.
  func objectDefines(_ member: String, at object: Int) -> Bool {
    for property in commaSegments(object + 1..<contentEnd(object)) {
      var key = property.lowerBound
      while key + 1 < property.upperBound,
        isWordOperator(key, "*")
          || kind(key + 1) != .colon && kind(key + 1) != .leftParen
            && (isWord(key, "async") || isWord(key, "get") || isWord(key, "set"))
      {
        key += 1
      }
      guard key < property.upperBound else { continue }
      let name: String
      switch kind(key) {
      case .identifier: name = text(key)
      case .string: name = FileScanner.literalText(self, key, bytes)
      default: continue
      }
      if name == member,
        key + 1 == property.upperBound || kind(key + 1) == .colon || kind(key + 1) == .leftParen
      {
        return true
      }
    }
    return false
  }
}
