/// Names built of known parts (CONTENT-ANALYSIS.md, "Values": template literals and `+` of
/// known parts, `String.raw`, `.join` of known arrays, `.toLowerCase()` and `.trim()` of known
/// strings): `"task." + VERB`, `` `task.${VERB}` ``, `[NS, "archive"].join(".")` and
/// `"TASK.ARCHIVE".toLowerCase()`, where each part is a literal or a `const` of the file bound to
/// one (or a `let` nothing reassigns), are the name they build: a use where written, or, where
/// it defines a constant (`const KIND = "task." + VERB`), where that is read (`ConstantTable`),
/// as a literal is. A part not known (a variable, a call, an import, a member) leaves the name
/// built at run time: a dynamic use, as before.
enum KnownConcatenations {
  /// `hits` with each name such an expression builds, when it names something, read over the
  /// expression's tokens: in place of the dynamic use at its head, or where no hit stood (a
  /// literal starting some element's name, `"task."`, followed by `+`). The file's bindings
  /// are asked for only when such a chain holds a name the file declares with a literal.
  static func resolved(
    _ hits: [FileScanner.Found], candidates: [Int32], tree: TokenTree,
    scopes: () -> ScopeTree?, imported: [String: Constant], matcher: NameMatcher
  ) -> [FileScanner.Found] {
    var dynamic = Set<Int>()
    var hit = Set<Int>()
    for found in hits {
      if case .dynamic = found.hit { dynamic.insert(found.token) } else { hit.insert(found.token) }
    }
    var heads = Set<Int>()
    // What the contract's names answer, by piece of text: a bundle repeats its pieces.
    var contained: [[UInt8]: Bool] = [:]
    var starting: [[UInt8]: Bool] = [:]
    func namesContain(_ text: [UInt8]) -> Bool {
      if let known = contained[text] { return known }
      let answer = matcher.namesContain(text)
      contained[text] = answer
      return answer
    }
    func namesStart(with text: [UInt8]) -> Bool {
      if let known = starting[text] { return known }
      let answer = matcher.namesStart(with: text)
      starting[text] = answer
      return answer
    }
    /// Whether the literal at `token` may be a part of a name a method builds: some element's
    /// name starts with its text or holds it (three bytes or more), as the method following
    /// it makes it (`.toLowerCase()`, `.trim()`). (Most of a bundle's literals are not: their
    /// arrays and methods are never read.)
    func mayName(_ token: Int) -> Bool {
      var probe = self.text(ofHead: token, tree)
      if tree.kind(token + 1) == .dot, let changed = apply(tree.text(token + 2), to: probe) {
        probe = changed
      }
      let text = Array(probe.utf8)
      return !text.isEmpty && namesStart(with: text) || text.count >= 3 && namesContain(text)
    }
    // The last literal found joined after another, and its chain's first part: the literals of
    // one chain come in order, and each finds the first part from the one before it.
    var chain: (last: Int, start: Int)?
    for candidate in candidates {
      let token = Int(candidate)
      switch tree.kind(token) {
      case .string, .template:
        // An element of an array joined (`[NS, "archive"].join(".")`), a string a method
        // changes (`"TASK.ARCHIVE".toLowerCase()`) or `String.raw`: its head, to build.
        if let head = methodHead(of: token, tree), !hit.contains(token) || head != token,
          mayName(token)
        {
          heads.insert(head)
        }
        let joined = { (at: Int) in at > 0 && at < tree.endIndex && tree.isWordOperator(at, "+") }
        if joined(token - 1) {
          // A part after the first (`NS + "task-archive"`): from the chain's first part, when
          // some element's name holds this one.
          var start = token
          while joined(start - 1), [.identifier, .string, .template].contains(tree.kind(start - 2))
          {
            start -= 2
            if let chain, chain.last == start {
              start = chain.start
              break
            }
          }
          chain = (token, start)
          let text = Array(FileScanner.literalText(tree, token, tree.bytes).utf8)
          if start != token, token - start <= 2 * maxParts, text.count >= 3, namesContain(text) {
            heads.insert(start)
          }
          continue
        }
        guard joined(token + 1) else { continue }
      case .templateHead:
        if let head = methodHead(of: token, tree), mayName(token) { heads.insert(head) }
      default: continue
      }
      if dynamic.contains(token) {
        heads.insert(token)
      } else if !hit.contains(token) {
        let text = Array(text(ofHead: token, tree).utf8)
        if !text.isEmpty ? namesStart(with: text) : laterChunkNamed(token, tree, namesContain) {
          heads.insert(token)
        }
      }
    }
    // A chain holding a name the file does not declare `const` or `let` with a literal (`w +
    // ".size"` of a bundle) builds nothing known: ruled out before any binding is made.
    if !heads.isEmpty {
      var declared: [String: Bool] = [:]
      func isDeclared(_ token: Int) -> Bool {
        let name = tree.text(token)
        if let known = declared[name] { return known }
        var answer = declaresLiteral(named: token, tree)
        if !answer, case .name = imported[name] { answer = true }
        declared[name] = answer
        return answer
      }
      heads = heads.filter { head in
        self.built(from: head, tree: tree) { isDeclared($0) ? "" : nil } != nil
      }
    }
    guard !heads.isEmpty else { return hits }
    var built: [Int: FileScanner.Found] = [:]
    for head in heads {
      // (The file's bindings made only for a chain holding a name.)
      guard
        let (range, text) = self.built(
          from: head, tree: tree,
          name: { token in scopes().flatMap { value(of: token, tree, $0, imported: imported) } }
        )
      else { continue }
      let targets = matcher.targets(Array(text.utf8))
      guard !targets.isEmpty else { continue }
      var found = FileScanner.Found(range.upperBound - 1, .named(targets))
      found.start = range.lowerBound
      found.name = text
      found.isName = true
      built[head] = found
    }
    guard !built.isEmpty else { return hits }
    // A dynamic use inside a built name (at its head, or an element of a joined array) is that
    // name's.
    let spans = built.values.map { $0.start...$0.token }
    var result = hits.filter { found in
      !(dynamic.contains(found.token) && spans.contains { $0.contains(found.token) })
    }
    result += built.values
    // (A built name may end where a literal's own hit stands: ordered by where each starts.)
    result.sort { ($0.token, $0.start) < ($1.token, $1.start) }
    return result
  }

  /// Whether a chunk after the first of the template headed at `head` (`Haptics` of
  /// `` `${VENDOR}Haptics` ``) is held by some element's name.
  private static func laterChunkNamed(
    _ head: Int, _ tree: TokenTree, _ namesContain: ([UInt8]) -> Bool
  ) -> Bool {
    var cursor = head
    while tree.kind(cursor) != .templateTail {
      cursor = tree.contentEnd(cursor)
      guard cursor < tree.endIndex,
        tree.kind(cursor) == .templateMiddle || tree.kind(cursor) == .templateTail
      else { return false }
      let text = Array(chunk(cursor, tree).utf8)
      if text.count >= 3, namesContain(text) { return true }
    }
    return false
  }

  /// The text of a literal that may head a built name (a template's head: before its first
  /// substitution).
  private static func text(ofHead token: Int, _ tree: TokenTree) -> String {
    tree.kind(token) == .templateHead
      ? chunk(token, tree) : FileScanner.literalText(tree, token, tree.bytes)
  }

  /// The tokens and text of the `+` chain starting at `head`, when every part is known — a
  /// name's by `name` — and the chain is a whole operand (no operator binding tighter on either
  /// side).
  static func built(from head: Int, tree: TokenTree, name: (Int) -> String?) -> (
    Range<Int>, String
  )? {
    guard !isOperand(before: head, tree) else { return nil }
    var text = ""
    var cursor = head
    for _ in 0..<maxParts {
      guard let (part, end) = part(at: cursor, tree, name) else { return nil }
      text += part
      guard end + 1 < tree.endIndex, tree.isWordOperator(end + 1, "+") else {
        guard endsOperand(after: end, tree) else { return nil }
        return (head..<end + 1, text)
      }
      cursor = end + 2
    }
    return nil
  }

  /// How many parts a built name is read from, at most: a name is short, and a chain of
  /// thousands of strings (a bundle's inlined text) is read once, not once per part.
  private static let maxParts = 64

  /// The head of the part the literal at `token` is in when a method builds it: the `[` of an
  /// array literal holding it as its first or last element, joined (`[NS,
  /// "archive"].join(".")`); the literal itself where a method changing strings follows
  /// (`"TASK.ARCHIVE".toLowerCase()`); `String` of `` String.raw`…` ``. Nil for anything
  /// else, as for most literals — asked of every literal, so by its neighbours alone.
  private static func methodHead(of token: Int, _ tree: TokenTree) -> Int? {
    if tree.kind(token) == .template || tree.kind(token) == .templateHead, token >= 3,
      tree.kind(token - 1) == .identifier,
      tree.isWord(token - 1, "raw"), tree.kind(token - 2) == .dot, tree.isWord(token - 3, "String")
    {
      return token - 3
    }
    if tree.kind(token + 1) == .dot, isStringMethod(tree.text(token + 2)),
      tree.kind(token + 3) == .leftParen
    {
      return token
    }
    let open =
      tree.kind(token - 1) == .leftBracket
      ? token - 1 : tree.kind(token + 1) == .rightBracket ? tree.partner(token + 1) : -1
    guard open >= 0, tree.kind(open) == .leftBracket, !tree.followsValue(open),
      case let close = tree.partner(open), close > open,
      tree.kind(close + 1) == .dot, tree.isWord(close + 2, "join")
    else { return nil }
    return open
  }

  /// Whether `method` is a method of strings a known string keeps known through
  /// (CONTENT-ANALYSIS.md, "Values").
  private static func isStringMethod(_ method: String) -> Bool {
    method == "toLowerCase" || method == "trim" || method == "concat"
  }

  /// What the string method `method` makes of `text`, as JavaScript defines it — nil where
  /// that is not read here: the lower case of a text beyond ASCII (no name is).
  private static func apply(_ method: String, to text: String) -> String? {
    switch method {
    case "toLowerCase":
      guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
      return String(
        decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    case "trim":
      // JavaScript's white space and line terminators.
      let isSpace = { (scalar: Unicode.Scalar) in
        [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0xFEFF, 0x2028, 0x2029].contains(scalar.value)
          || scalar.properties.generalCategory == .spaceSeparator
      }
      var scalars = text.unicodeScalars[...]
      while let first = scalars.first, isSpace(first) { scalars.removeFirst() }
      while let last = scalars.last, isSpace(last) { scalars.removeLast() }
      return String(String.UnicodeScalarView(scalars))
    default:
      return nil
    }
  }

  /// A part's text and last token: a literal, a template (its substitutions known parts too),
  /// `String.raw` of a template without substitutions, the `.join` of an array literal of such
  /// parts, or a name `name` knows — each followed by any `.toLowerCase()`, `.trim()` or
  /// `.concat(…)` of such parts.
  private static func part(at token: Int, _ tree: TokenTree, _ name: (Int) -> String?) -> (
    String, Int
  )? {
    guard var (text, end) = basePart(at: token, tree, name) else { return nil }
    while tree.kind(end + 1) == .dot, isStringMethod(tree.text(end + 2)),
      tree.kind(end + 3) == .leftParen
    {
      let method = tree.text(end + 2)
      let close = tree.partner(end + 3)
      guard close > end + 3 else { return nil }
      if method == "concat" {
        for argument in tree.commaSegments(end + 4..<close) {
          guard let (added, last) = part(at: argument.lowerBound, tree, name),
            last == argument.upperBound - 1
          else { return nil }
          text += added
        }
      } else {
        guard close == end + 4, let changed = apply(method, to: text) else { return nil }
        text = changed
      }
      end = close
    }
    return (text, end)
  }

  /// A part's text and last token, before the string methods following it (`part`).
  private static func basePart(at token: Int, _ tree: TokenTree, _ name: (Int) -> String?) -> (
    String, Int
  )? {
    switch tree.kind(token) {
    case .leftBracket:
      // `[A, B].join(SEPARATOR)`: each element a part, the separator a literal (`,` if none).
      let close = tree.partner(token)
      guard close > token, !tree.followsValue(token), tree.kind(close + 1) == .dot,
        tree.isWord(close + 2, "join"), tree.kind(close + 3) == .leftParen
      else { return nil }
      let call = close + 3
      let separator: String
      switch tree.partner(call) - call {
      case 1: separator = ","
      case 2 where [.string, .template].contains(tree.kind(call + 1)):
        separator = FileScanner.literalText(tree, call + 1, tree.bytes)
      default: return nil
      }
      var texts: [String] = []
      for element in tree.commaSegments(token + 1..<close) {
        guard let (text, end) = part(at: element.lowerBound, tree, name),
          end == element.upperBound - 1
        else { return nil }
        texts.append(text)
      }
      return (texts.joined(separator: separator), tree.partner(call))
    case .identifier where tree.isWord(token, "String"):
      // `` String.raw`…` ``: the template's text as written, escapes and all.
      guard tree.kind(token + 1) == .dot, tree.isWord(token + 2, "raw") else { return nil }
      return template(at: token + 3, tree, name) { rawChunk($0, tree) }
    default:
      break
    }
    switch tree.kind(token) {
    case .string:
      return (FileScanner.literalText(tree, token, tree.bytes), token)
    case .template, .templateHead:
      return template(at: token, tree, name) { chunk($0, tree) }
    case .identifier:
      return name(token).map { ($0, token) }
    default:
      return nil
    }
  }

  /// The literal the name read at `token` is bound to: a `const`'s, a `let`'s nothing
  /// reassigns (read before its declaration, either throws), or an import's whose file exports
  /// it as a part of names (`exportedParts`) or a name.
  static func value(
    of token: Int, _ tree: TokenTree, _ scopes: ScopeTree, imported: [String: Constant]
  ) -> String? {
    if let index = scopes.bindingIndex(at: Int32(token)),
      case let binding = scopes.bindings[Int(index)], binding.kind == .import,
      binding.scope == 0
    {
      guard case .name(let text, _) = imported[binding.name] else { return nil }
      return text
    }
    guard let index = scopes.bindingIndex(at: Int32(token)),
      case let binding = scopes.bindings[Int(index)],
      binding.kind == .const
        || binding.kind == .let && !GuardedParameters.isWritten(index, tree: tree, scopes: scopes)
    else {
      return nil
    }
    let name = Int(binding.token)
    let value = name + 2
    guard name != token, tree.kind(name + 1) == .assign, tree.isWordOperator(name + 1, "="),
      tree.kind(value) == .string || tree.kind(value) == .template,
      tree.endsDeclarator(at: value + 1)
    else { return nil }
    return FileScanner.literalText(tree, value, tree.bytes)
  }

  /// The literals the file exports as parts of names — `export const NS = "tempo."`, a string
  /// some element's name starts with or holds (three bytes or more) — by token, with their
  /// text: the files importing them build names of them (`NS + "task-archive"`), so they are
  /// constants there (`ConstantTable`), though they name nothing. (One exported otherwise,
  /// `const NS = …; export { NS }`, is not: a part not known, there.)
  static func exportedParts(candidates: [Int32], tree: TokenTree, matcher: NameMatcher)
    -> [Int: String]
  {
    var found: [Int: String] = [:]
    for candidate in candidates {
      let token = Int(candidate)
      guard tree.kind(token) == .string || tree.kind(token) == .template, token >= 4,
        tree.isWordOperator(token - 1, "="), tree.kind(token - 2) == .identifier,
        tree.isWord(token - 3, "const"), tree.isWord(token - 4, "export"),
        tree.endsDeclarator(at: token + 1)
      else { continue }
      let text = FileScanner.literalText(tree, token, tree.bytes)
      let bytes = Array(text.utf8)
      guard !bytes.isEmpty,
        matcher.namesStart(with: bytes) || bytes.count >= 3 && matcher.namesContain(bytes)
      else { continue }
      found[token] = text
    }
    return found
  }

  /// Whether the file declares the name read at `token` `const` or `let` with a literal (`const
  /// VERB = "archive"`), from its tokens alone: found by the name's bytes, as most files have
  /// none. A declarator after a comma (`const a = 1, VERB = "x"`) is left out: such a name is a
  /// part not known, as a minified bundle's `var a=1,w="x"` is.
  private static func declaresLiteral(named token: Int, _ tree: TokenTree) -> Bool {
    let bytes = tree.bytes
    let word = UnsafeBufferPointer(rebasing: bytes[tree.tokens[token].range])
    let space: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    return ByteSearch.offsets(of: word, in: bytes).contains { offset in
      // Most of the name's bytes are no declaration: `=` (or a type's `:`) must follow, and
      // `const` or `let` come before (a comment between only loses a part, then not known).
      var after = offset + word.count
      while after < bytes.count, space(bytes[after]) { after += 1 }
      guard after + 1 < bytes.count,
        bytes[after] == UInt8(ascii: ":")
          || bytes[after] == UInt8(ascii: "=") && bytes[after + 1] != UInt8(ascii: "=")
            && bytes[after + 1] != UInt8(ascii: ">")
      else { return false }
      var before = offset
      while before > 0, space(bytes[before - 1]) { before -= 1 }
      // (`const` and `let` both end in `t`.)
      guard before < offset, before >= 3, bytes[before - 1] == UInt8(ascii: "t") else {
        return false
      }
      guard let index = tree.token(containing: offset), tree.kind(index) == .identifier,
        tree.sameText(index, token), tree.isWordOperator(index + 1, "="),
        tree.kind(index + 2) == .string || tree.kind(index + 2) == .template
      else { return false }
      return tree.isWord(index - 1, "const") || tree.isWord(index - 1, "let")
    }
  }

  /// The text and last token of the template starting at `token` (one without substitutions,
  /// or its head), its pieces read by `chunk` and its substitutions known parts.
  private static func template(
    at token: Int, _ tree: TokenTree, _ name: (Int) -> String?, chunk: (Int) -> String?
  ) -> (String, Int)? {
    guard tree.kind(token) == .template || tree.kind(token) == .templateHead,
      var text = chunk(token)
    else { return nil }
    var cursor = token
    while tree.kind(cursor) == .templateHead || tree.kind(cursor) == .templateMiddle {
      let substitution = cursor + 1
      let next = tree.contentEnd(cursor)
      guard let (value, end) = part(at: substitution, tree, name), end == next - 1,
        tree.kind(next) == .templateMiddle || tree.kind(next) == .templateTail,
        let piece = chunk(next)
      else { return nil }
      text += value + piece
      cursor = next
    }
    return (text, cursor)
  }

  /// The text of a template's piece as written, for `String.raw`: its escapes kept, and nil
  /// for one holding a carriage return (which a template's value reads as a line feed).
  private static func rawChunk(_ token: Int, _ tree: TokenTree) -> String? {
    let raw = tree.bytes[pieceText(token, tree)]
    guard !raw.contains(UInt8(ascii: "\r")) else { return nil }
    return String(decoding: raw, as: UTF8.self)
  }

  /// The text of a template's piece: its head (`` `task.${ ``), middle (`}.${`) or tail (`}` ``),
  /// or a template without substitutions whole.
  private static func chunk(_ token: Int, _ tree: TokenTree) -> String {
    var value: [UInt8] = []
    StringLiteral.decode(tree.bytes, pieceText(token, tree), decodesEscapes: true, into: &value)
    return String(decoding: value, as: UTF8.self)
  }

  /// The bytes of a template's piece between its delimiters (`` ` `` or `}` before, `` ` `` or
  /// `${` after).
  private static func pieceText(_ token: Int, _ tree: TokenTree) -> Range<Int> {
    let piece = tree.tokens[token]
    let start = Int(piece.start) + 1
    let closes = tree.kind(token) == .templateTail || tree.kind(token) == .template
    return start..<max(start, Int(piece.end) - (closes ? 1 : 2))
  }

  /// Whether the token before `head` makes it another expression's operand: a member's or
  /// call's, a tag's (`` css`…` ``), or one of an operator binding as tight as `+` or tighter.
  private static func isOperand(before head: Int, _ tree: TokenTree) -> Bool {
    guard head > 0 else { return false }
    if tree.kind(head) == .template || tree.kind(head) == .templateHead {
      let before = tree.kind(head - 1)
      if before == .rightParen || before == .rightBracket { return true }
      if before == .identifier,
        !["return", "case", "yield", "else", "do", "in", "of", "default"].contains(
          tree.text(head - 1))
      {
        return true
      }
    }
    switch tree.kind(head - 1) {
    case .dot, .optionalChain, .not, .increment, .decrement: return true
    case .otherOperator:
      return ["+", "-", "*", "/", "%", "**", "~"].contains(tree.text(head - 1))
    case .identifier:
      return tree.isWord(head - 1, "typeof") || tree.isWord(head - 1, "void")
        || tree.isWord(head - 1, "await") || tree.isWord(head - 1, "delete")
    default: return false
    }
  }

  /// Whether nothing after `end` binds its operand tighter than `+` does: a member, a call, an
  /// index, a tagged template, `*`, `/`, `%`, `**`.
  private static func endsOperand(after end: Int, _ tree: TokenTree) -> Bool {
    guard end + 1 < tree.endIndex else { return true }
    switch tree.kind(end + 1) {
    case .dot, .optionalChain, .leftParen, .leftBracket, .template, .templateHead: return false
    case .otherOperator:
      return !["*", "/", "%", "**", "-"].contains(tree.text(end + 1))
    default: return true
    }
  }
}
