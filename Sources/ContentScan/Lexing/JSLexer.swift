import BridgeDiagnostics
import Foundation

/// Splits JavaScript, TypeScript and JSX into tokens, working on bytes and allocating nothing per
/// token.
///
/// The hard part of lexing JavaScript is context: `/` starts a regular expression where an
/// expression may begin and divides elsewhere; `}` ends a block, an object, a template
/// substitution or a JSX expression; `<` starts a JSX element only where an expression may begin.
/// The lexer keeps a stack of open groups for that, and decides from the previous token:
///
/// - after `)` of `if (…)`, `while (…)`, `for (…)`, `with (…)`, and after `}` of a block, an
///   expression may begin; after any other `)`, `]`, `}`, a name, a literal, a regular expression
///   is impossible;
/// - a `{` opens a block after nothing, `;`, `{`, `}`, `)`, `=>` or a keyword like `else`, and an
///   object literal after anything else.
///
/// Comments are not tokens; `// bridgecheck:` comments are kept aside for annotations.
///
/// The non-mutating helpers the driver calls for every token are `@inline(__always)`: called from
/// a mutating method, a non-mutating one is handed a copy of the whole lexer, which cost a tenth of
/// the scan's time.
///
/// `Pass` says whether tokens are kept (the full pass), only whether a full pass is needed (the
/// prescan), or which groups it may pass over (the outline of a large file): a type, not a flag,
/// so that each is compiled without the others' branches. The full pass of a large file prunes
/// (`Retention`).
struct JSLexer<Pass: LexingPass> {
  struct Output {
    var tokens: [JSToken]
    /// The tokens a name may stand in, in order: every string, template and JSX attribute string,
    /// and every `NativeModules` (whose property names a module). Analysis looks at these only.
    var candidates: [Int32]
    /// `// bridgecheck: …` comments, for annotations.
    var annotations: [JSComment]
    var diagnostics: [Diagnostic]
  }

  fileprivate enum Group {
    case paren(token: Int, isControl: Bool)
    case bracket(token: Int)
    case brace(token: Int, isBlock: Bool)
    /// Inside `${ … }` of a template whose last piece is `token`.
    case substitution(token: Int, head: Int)
    /// Inside a JSX element; `inTag` while reading its opening tag's attributes.
    case element(token: Int, inTag: Bool)
    /// Inside `{ … }` in a JSX tag or among a JSX element's children.
    case jsxExpression(token: Int)
  }

  private let file: SourceFile
  private let bytes: UnsafeBufferPointer<UInt8>
  private let allowsJSX: Bool
  private let isTSX: Bool
  /// `CharacterClass.table` and `CharacterClass.roles`, held here so the innermost loops read them
  /// without a global access.
  private let identifierClass: UnsafeBufferPointer<UInt8>
  private let roles: UnsafeBufferPointer<ByteRole>
  private var index = 0
  /// Where the full pass writes its tokens: the storage of the array `tokenize` returns, sized
  /// before lexing (`tokenCapacity`), so that no token is appended through an array (each append
  /// asked the runtime whether the array was shared). `nil` in the prescan.
  private let tokenStorage: UnsafeMutablePointer<JSToken>?
  private let tokenCapacity: Int
  /// The file has more tokens than `tokenCapacity`: lexing stopped at `overflowOffset`, and
  /// `tokenize` runs again with more room, up to the file's limit.
  private var overflowed = false
  private var overflowOffset = 0
  private var tokens: UnsafeMutablePointer<JSToken> {
    @inline(__always) get { tokenStorage.unsafelyUnwrapped }
  }
  private var candidates: [Int32] = []
  /// When set, the full pass prunes: see `Retention`.
  private let retention: Retention?
  private var annotations: [JSComment] = []
  private var diagnostics: [Diagnostic] = []
  /// Open groups, innermost last; changed only through `push`, `pop` and `replaceInnermost`,
  /// which keep `mode` current.
  private var groups: GroupStack
  /// What the innermost group means for lexing, cached: the driver asks for every token.
  private var mode = Mode.javaScript

  private enum Mode {
    case javaScript
    case tag(element: Int)
    case children(element: Int)
  }

  @inline(__always)
  private mutating func push(_ group: Group, keepingContent keepsContent: Bool = false) {
    if groups.count == Self.maxNesting { nestedTooDeep() }
    groups.push(group)
    if tracksKept {
      groups.track(
        GroupStack.Tracking(
          holdsKept: false, keepsContent: keepsContent, contentStart: Int32(index),
          prunedBefore: Int32(prunedCount)))
    }
    refreshMode(for: group)
  }

  /// The most groups open at once. Each costs the passes that track them a few dozen bytes, and
  /// no code nests so deep (parsers that recurse, as Babel's does, give up far sooner): ten
  /// million `[` took 370 MB.
  static var maxNesting: Int { 10_000 }

  /// Stops lexing where the group about to open is one too many. (Out of line: it never happens.)
  @inline(never)
  private mutating func nestedTooDeep() {
    fail(
      "nesting-too-deep",
      "more than \(Self.maxNesting) groups are open here, past what analysis reads",
      at: index - 1..<index)
  }

  /// Closes the innermost group; a group that holds a kept token makes its parent hold one.
  @discardableResult
  @inline(__always)
  private mutating func pop() -> Group {
    pop(holdingKept: tracksKept && groups.innermostTracking.holdsKept)
  }

  /// `pop` for a caller that has read whether the group holds a kept token.
  @discardableResult
  @inline(__always)
  private mutating func pop(holdingKept holdsKept: Bool) -> Group {
    let group = groups.pop()
    if holdsKept { groups.keepInnermost() }
    refreshMode()
    return group
  }

  /// Whether this pass records which groups hold kept tokens: the outline, and the full pass when
  /// it prunes. (A constant for the prescan, whose loops then carry none of it.)
  private var tracksKept: Bool {
    @inline(__always) get { Pass.outlines || Pass.keepsTokens && retention != nil }
  }

  private mutating func replaceInnermost(with group: Group) {
    groups.replaceLast(with: group)
    refreshMode()
  }

  @inline(__always)
  private mutating func refreshMode() { refreshMode(for: groups.last) }

  /// (`push` knows the innermost group without reading it back.)
  @inline(__always)
  private mutating func refreshMode(for innermost: Group?) {
    switch innermost {
    case .element(let token, inTag: true): mode = .tag(element: token)
    case .element(let token, inTag: false): mode = .children(element: token)
    default: mode = .javaScript
    }
  }
  private var newlineBefore = false
  /// After any token but a name, whether an expression may begin next.
  private var expressionMayFollow = true
  /// Whether an expression may begin here: decides `/` (regular expression), `<` (JSX) and
  /// whether `{` opens an object. After a name it depends on the name (`return /x/`, but `a / b`),
  /// looked up only when asked: most names are followed by none of `/`, `<` and `{`.
  private var expressionMayBegin: Bool {
    // `mutating` only so that the lexer is not copied for the call (see the type's comment).
    @inline(__always) mutating get {
      if case .identifier? = lastKind { return isKeywordBeforeExpression(lastRange) }
      return expressionMayFollow
    }
  }
  /// Whether tokens are kept. The prescan keeps none: it only asks whether a full pass is needed.
  private var recording: Bool {
    @inline(__always) get { Pass.keepsTokens }
  }
  /// For the prescan and the outline: the matcher whose names make a string worth a full pass.
  private let matcher: NameMatcher?
  /// Set by the prescan on the first string that may name an element, annotation or error; by the
  /// outline only on an error (the full pass then reads the file without it, and reports it).
  private var needsFullPass = false
  /// The outline found something analysis reads.
  private var foundKept = false
  /// The last `)` closed a control statement's header (`if (…)`) that holds a kept token.
  private var closedControlHeaderHoldsKept = false
  /// The outline's groups that hold nothing kept, outermost only, in order: the first
  /// `prunedCount`; those after are inner groups an outer one has since replaced, overwritten as
  /// groups close (a shorter array each time cost a call into the runtime).
  private var prunedGroups: [PrunedGroup] = []
  private var prunedCount = 0
  /// The most groups the outline records: past them, the full pass reads groups itself, as it
  /// does without an outline. (The outline of `f();f();…` would otherwise take twice the file.)
  private let prunedGroupLimit: Int
  /// The full pass's copy of them, and the next one it may come to.
  private let outline: [PrunedGroup]?
  private var nextPrunedGroup = 0
  /// A group of the outline did not end where the full pass found its opener's partner: the
  /// passes disagree, which is a bug; the full pass is run again without the outline.
  private var outlineDisagreed = false
  /// Where the prescan decodes literals with escapes.
  private var scratch: [UInt8] = []
  private var tokenCount = 0
  private var lastKind: JSTokenKind?
  private var lastRange = 0..<0

  private init(
    file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt8>,
    roles: UnsafeBufferPointer<ByteRole>, allowsJSX: Bool,
    isTSX: Bool, matcher: NameMatcher?, retention: Retention?, outline: [PrunedGroup]?,
    prunedGroupLimit: Int, tokenStorage: UnsafeMutableBufferPointer<JSToken>?
  ) {
    self.retention = retention
    self.prunedGroupLimit = prunedGroupLimit
    groups = GroupStack(tracking: Pass.outlines || Pass.keepsTokens && retention != nil)
    self.outline = outline
    self.tokenStorage = tokenStorage?.baseAddress
    self.tokenCapacity = tokenStorage?.count ?? 0
    self.matcher = matcher
    self.file = file
    self.bytes = bytes
    self.identifierClass = table
    self.roles = roles
    self.allowsJSX = allowsJSX
    self.isTSX = isTSX
  }

  // MARK: - Driver

  private mutating func run() {
    skipHashbang()
    while index < bytes.count && diagnostics.isEmpty {
      switch mode {
      case .javaScript: lexJavaScript()
      case .tag(let element): lexTag(element: element)
      case .children(let element): lexChildren(element: element)
      }
    }
    guard diagnostics.isEmpty, !needsFullPass, !overflowed else { return }
    if let open = groups.last {
      guard recording else {
        needsFullPass = true
        return
      }
      let (token, what) = describe(open)
      fail(
        "unterminated-construct", "\(what) is not closed before the end of the file",
        at: tokens[token].range)
    }
    emit(.endOfFile, bytes.count, bytes.count)
  }

  private func describe(_ group: Group) -> (Int, String) {
    switch group {
    case .paren(let token, _): (token, "'('")
    case .bracket(let token): (token, "'['")
    case .brace(let token, _): (token, "'{'")
    case .substitution(let token, _): (token, "template literal")
    case .element(let token, _): (token, "JSX element")
    case .jsxExpression(let token): (token, "'{'")
    }
  }

  private mutating func skipHashbang() {
    if bytes.count >= 2, bytes[0] == UInt8(ascii: "#"), bytes[1] == UInt8(ascii: "!") {
      while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    }
  }

  // MARK: - JavaScript

  /// Tokens up to the end or to a JSX element's tag or children, in one loop: one call a token
  /// cost more than most tokens take to read.
  private mutating func lexJavaScript() {
    guard recording else { return skimJavaScript() }
    while index < bytes.count {
      lexJavaScriptToken()
      guard case .javaScript = mode else { return }
    }
  }

  @inline(__always)
  private mutating func lexJavaScriptToken() {
    let byte = bytes[index]
    lexJavaScriptToken(byte, role: roles[Int(byte)])
  }

  /// The token that starts with `byte` at `index`, whose role the caller has looked up.
  ///
  /// `@_transparent`, not `@inline(__always)`: with three passes specialized, the optimizer left
  /// it out of line in the skim's loop (a call for every byte the skim stops at, 10% of a scan of
  /// a source tree).
  @_transparent
  private mutating func lexJavaScriptToken(_ byte: UInt8, role: ByteRole) {
    let start = index
    switch role {
    case .space:
      skipSpace()
    case .identifier:
      lexIdentifier(start)
    case .digit:
      lexNumber(start)
    case .nonASCII:
      lexNonASCII(start)
    case .control:
      if byte == 0 {
        return fail("nul-byte", "a NUL byte cannot appear in JavaScript", at: start..<start + 1)
      }
      fail(
        "unexpected-character", "unexpected control character 0x\(String(byte, radix: 16))",
        at: start..<start + 1)
    case .slash:
      lexSlash(start)
    case .quote:
      lexString(start, quote: byte)
    case .backtick:
      index += 1
      lexTemplatePiece(start, opening: true)
    case .leftParen:
      index += 1
      let isControl = previousIsControlKeyword()
      let isLookupCall = recording && retention != nil && opensModuleLookupCall()
      push(.paren(token: tokenCount, isControl: isControl))
      emit(.leftParen, start, index, expression: true)
      // A module lookup counts the literal it is called with whatever that names.
      if isLookupCall { groups.keepInnermost() }
      if recording, outline != nil {
        passOverPrunedGroup(closedBy: UInt8(ascii: ")"), isLookupCall: isLookupCall)
      }
    case .rightParen:
      index += 1
      close(.rightParen, start, expression: false, closing: .paren)
    case .leftBracket:
      index += 1
      push(.bracket(token: tokenCount))
      emit(.leftBracket, start, index, expression: true)
      if recording, outline != nil { passOverPrunedGroup(closedBy: UInt8(ascii: "]")) }
    case .rightBracket:
      index += 1
      close(.rightBracket, start, expression: false, closing: .bracket)
    case .leftBrace:
      index += 1
      let isBlock = braceOpensBlock()
      let keepsContent = tracksKept && isBlock && opensBranchBlock()
      if recording, retention != nil, isBlock { groups.blockOpened() }
      push(.brace(token: tokenCount, isBlock: isBlock), keepingContent: keepsContent)
      emit(isBlock ? .leftBrace : .objectStart, start, index, expression: true)
      if recording, outline != nil { passOverPrunedGroup(closedBy: UInt8(ascii: "}")) }
    case .rightBrace:
      index += 1
      lexClosingBrace(start)
    case .lessThan:
      if allowsJSX, expressionMayBegin, startsJSX(at: index) {
        openElement(start)
      } else {
        lexOperator(start)
      }
    case .dot:
      if index + 1 < bytes.count, CharacterClass.isDigit(bytes[index + 1]) {
        lexNumber(start)
      } else {
        lexOperator(start)
      }
    case .hash:
      index += 1
      guard index < bytes.count,
        CharacterClass.isIdentifierStart(bytes[index]) || bytes[index] >= 0x80
      else {
        return fail("unexpected-character", "unexpected character '#'", at: start..<index)
      }
      scanIdentifierRest()
      emit(.privateName, start, index, expression: false)
    case .semicolon:
      index += 1
      emit(.semicolon, start, index, expression: true)
      if recording, retention != nil { endStatement() }
    case .comma:
      index += 1
      emit(.comma, start, index, expression: true)
    case .colon:
      index += 1
      emit(.colon, start, index, expression: true)
    case .punctuator:
      lexOperator(start)
    }
  }

  /// The prescan's reading of JavaScript: the same tokens as `lexJavaScript`, but names, numbers,
  /// operators and white space (`CharacterClass.isSkimmed`) are passed over in one tight loop, not
  /// read one token at a time — they are most tokens, and what each costs is the jump to its
  /// reader. Only the other bytes are read as tokens: strings, templates, comments, regular
  /// expressions, groups, JSX, escapes, non-ASCII and bytes that do not lex.
  ///
  /// Of the skimmed tokens, only the last before such a byte can matter: whether `/` divides, `(`
  /// heads an `if`, `{` opens a block or `<` starts JSX depends on it. `settleSkimmed` reads it
  /// then. That is the token the full pass would have read, because skimmed tokens never span
  /// white space (every token that can is not skimmed), so the last one starts after the gap's
  /// last white space and reads the same from there; and a name is read together with an escape
  /// or non-ASCII letter that continues it, since those settle first too. Module lookups among
  /// the skimmed names are caught by their spelling as the loop passes it.
  private mutating func skimJavaScript() {
    let end = bytes.count
    var gapStart = index
    while true {
      let cursor = nextUnskimmed(from: index)
      index = cursor
      guard cursor < end else { return }
      let byte = bytes[cursor]
      let role = roles[Int(byte)]
      if role == .identifier, byte != UInt8(ascii: "\\") {
        // `N`, `T` or `E`, left out of the skimmed bytes to be looked at here.
        if spellsModuleLookupName(at: cursor), readsModuleLookupName(at: cursor), !Pass.outlines {
          return
        }
        index += 1
        continue
      }
      if gapStart < cursor, role == .leftParen, !mayEndControlKeyword(gapStart..<cursor) {
        // Of the token before `(`, only whether it is `if`, `for`, `while` or `with` matters, and
        // its last letter says it is none: the `(` follows no token that could make it a header.
        lastKind = nil
      } else if gapStart < cursor, readsTokenBefore(role) {
        settleSkimmed(from: gapStart)
        // The last skimmed name went on through this escape or letter.
        if index > cursor {
          gapStart = index
          continue
        }
      }
      lexJavaScriptToken(byte, role: role)
      guard case .javaScript = mode, index < end else { return }
      gapStart = index
    }
  }

  /// Whether a token of `role` depends on the one before it, or is no token and passes it on (a
  /// comment or non-ASCII space): the skimmed token before it must be read first.
  @inline(__always)
  private func readsTokenBefore(_ role: ByteRole) -> Bool {
    switch role {
    case .slash, .leftParen, .leftBrace, .lessThan, .identifier, .nonASCII: true
    default: false
    }
  }

  /// Whether the last token skimmed in `gap` could be `if`, `for`, `while` or `with`: its last
  /// byte could end one, or the gap is white space alone (the token before it, read already, is
  /// the one that counts).
  @inline(__always)
  private func mayEndControlKeyword(_ gap: Range<Int>) -> Bool {
    var last = gap.upperBound - 1
    while last >= gap.lowerBound, roles[Int(bytes[last])] == .space { last -= 1 }
    guard last >= gap.lowerBound else { return true }
    switch bytes[last] {
    case UInt8(ascii: "f"), UInt8(ascii: "r"), UInt8(ascii: "e"), UInt8(ascii: "h"): return true
    default: return false
    }
  }

  /// The first byte from `start` on that the prescan does not skim, or the end. (Testing eight
  /// bytes' entries at once measured no faster: most gaps are shorter than that.)
  @inline(__always)
  private func nextUnskimmed(from start: Int) -> Int {
    let base = bytes.baseAddress!
    let table = identifierClass.baseAddress!
    let end = bytes.count
    var cursor = start
    while cursor < end, table[Int(base[cursor])] & CharacterClass.skimBit != 0 { cursor += 1 }
    return cursor
  }

  /// Reads the last token skimmed between `start` and `index` as the full pass would (see
  /// `skimJavaScript`), leaving `index` after it: where it was, or further if a name went on.
  private mutating func settleSkimmed(from start: Int) {
    let end = index
    var wordEnd = end
    while wordEnd > start, roles[Int(bytes[wordEnd - 1])] == .space { wordEnd -= 1 }
    guard wordEnd > start else { return }
    let continued =
      wordEnd == end && (bytes[end] == UInt8(ascii: "\\") || bytes[end] >= 0x80)
    if !continued, settleFromEnd(start, wordEnd) { return }
    var wordStart = wordEnd - 1
    while wordStart > start, roles[Int(bytes[wordStart - 1])] != .space { wordStart -= 1 }
    index = wordStart
    while index < wordEnd { lexJavaScriptToken() }
    if index < end { index = end }
  }

  /// Settles the skimmed token that ends at `end` from its last bytes alone, when they tell what
  /// matters of it (the full pass would read the same): a name and its text, a number, or an
  /// operator after which an expression may follow, with its kind where a decision reads it (`;`,
  /// `=>`) and `otherOperator` for the rest. False, changing nothing, where only reading from the
  /// word's start tells: `++` from `+`, `==>` from `=>`, `1.e5` and `1e+x` (numbers) from names.
  @inline(__always)
  private mutating func settleFromEnd(_ start: Int, _ end: Int) -> Bool {
    let byte = bytes[end - 1]
    if isNamePart(byte) {
      var runStart = end - 1
      while runStart > start, isNamePart(bytes[runStart - 1]) { runStart -= 1 }
      if CharacterClass.isDigit(bytes[runStart]) {
        // A digit starts a number, which this run ends (nothing skimmed goes on a number).
        lastKind = .number
        expressionMayFollow = false
        return true
      }
      guard standsAlone(name: runStart, after: start) else { return false }
      lastKind = .identifier
      lastRange = runStart..<end
      expressionMayFollow = false
      return true
    }
    switch byte {
    case UInt8(ascii: ";"): lastKind = .semicolon
    case UInt8(ascii: ","): lastKind = .comma
    case UInt8(ascii: ":"): lastKind = .colon
    case UInt8(ascii: ">") where end - 2 >= start && bytes[end - 2] == UInt8(ascii: "="):
      // `=>`, unless the `=` ends a longer operator (`==>` is `==` then `>`).
      guard end - 2 == start || !isOperatorByte(bytes[end - 3]) else { return false }
      lastKind = .arrow
    case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
      // `++` and `--` end an operand; `.` may end a number (`1.`).
      return false
    default: lastKind = .otherOperator
    }
    expressionMayFollow = true
    return true
  }

  /// Whether the name run starting at `runStart` is a name token of its own, not the end of a
  /// number that took it in through `.` (`1.e5`) or an exponent's sign (`1e+x`): no run before it
  /// on a chain of dots starts with a digit, and no name part stands before a `+` or `-` before it.
  @inline(__always)
  private func standsAlone(name runStart: Int, after start: Int) -> Bool {
    var runStart = runStart
    while runStart > start {
      switch bytes[runStart - 1] {
      case UInt8(ascii: "."):
        let dot = runStart - 1
        guard dot > start, isNamePart(bytes[dot - 1]) else { return true }
        var previous = dot - 1
        while previous > start, isNamePart(bytes[previous - 1]) { previous -= 1 }
        if CharacterClass.isDigit(bytes[previous]) { return false }
        runStart = previous
      case UInt8(ascii: "+"), UInt8(ascii: "-"):
        return !(runStart - 1 > start && isNamePart(bytes[runStart - 2]))
      default:
        return true
      }
    }
    return true
  }

  /// An ASCII letter, digit, `$` or `_`.
  @inline(__always)
  private func isNamePart(_ byte: UInt8) -> Bool {
    identifierClass[Int(byte)] & CharacterClass.partBit != 0
  }

  /// Among skimmed bytes: an operator character (neither white space nor a name part).
  @inline(__always)
  private func isOperatorByte(_ byte: UInt8) -> Bool {
    !isNamePart(byte) && roles[Int(byte)] != .space
  }

  /// Whether the `N`, `T` or `E` at `offset` is in `Native` (`NativeModules`,
  /// `requireNativeModule`, `requireOptionalNativeModule`, `requireNativeViewManager`),
  /// `TurboModuleRegistry` or `getEnforcing`: most names with those capitals are rejected here,
  /// before the whole name is looked at (`readsModuleLookupName`).
  @inline(__always)
  private func spellsModuleLookupName(at offset: Int) -> Bool {
    switch bytes[offset] {
    case UInt8(ascii: "N"): return spells("Native", at: offset)
    case UInt8(ascii: "T"): return spells("TurboModuleRegistry", at: offset)
    default: return spells("getEnforcing", at: offset - 3)
    }
  }

  /// Whether the bytes at `offset` start with `word` (whatever follows it).
  @inline(__always)
  private func spells(_ word: StaticString, at offset: Int) -> Bool {
    offset >= 0 && offset + word.utf8CodeUnitCount <= bytes.count
      && memcmp(bytes.baseAddress! + offset, word.utf8Start, word.utf8CodeUnitCount) == 0
  }

  /// Whether the name around `offset` is a module lookup's (`isModuleLookupName`), which is then
  /// something to read (`foundSomethingToRead`). The name is the run of name characters there:
  /// the name the full pass reads, or a part of it that starts after an escape or a non-ASCII
  /// letter or ends before one — such a name is never a lookup's, so the prescan at worst reads in
  /// full a file that did not need it. (Out of line: it is rare, and the skim's loop must stay
  /// small enough for the token reader to be inlined into it.)
  @inline(never)
  private mutating func readsModuleLookupName(at offset: Int) -> Bool {
    var start = offset
    while start > 0, isNamePart(bytes[start - 1]) { start -= 1 }
    var end = offset + 1
    while end < bytes.count, isNamePart(bytes[end]) { end += 1 }
    guard isModuleLookupName(start..<end) else { return false }
    foundSomethingToRead()
    return true
  }

  /// Indentation and line breaks in one tight loop: they are a large share of source bytes.
  private mutating func skipSpace() {
    var sawNewline = false
    var cursor = index
    let end = bytes.count
    while cursor < end {
      let space = bytes[cursor]
      if space == UInt8(ascii: " ") || space == UInt8(ascii: "\t") || space == 0x0B
        || space == 0x0C
      {
        cursor += 1
      } else if space == UInt8(ascii: "\n") || space == UInt8(ascii: "\r") {
        sawNewline = true
        cursor += 1
      } else {
        break
      }
    }
    index = cursor
    if sawNewline { newlineBefore = true }
  }

  /// `}` closes whatever the innermost group is: a block or object, a template substitution (the
  /// template then continues), or a JSX expression (the element then continues).
  private mutating func lexClosingBrace(_ start: Int) {
    switch groups.last {
    case .substitution:
      lexTemplatePiece(start, opening: false)
    case .jsxExpression(let token):
      pop()
      link(token, emit(.rightBrace, start, index, expression: false))
    case .brace(_, let isBlock):
      close(.rightBrace, start, expression: isBlock, closing: .brace)
    default:
      close(.rightBrace, start, expression: false, closing: .brace)
    }
  }

  private mutating func lexSlash(_ start: Int) {
    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
    if next == UInt8(ascii: "/") {
      lexLineComment(start)
    } else if next == UInt8(ascii: "*") {
      lexBlockComment(start)
    } else if expressionMayBegin {
      lexRegularExpression(start)
    } else {
      index += next == UInt8(ascii: "=") ? 2 : 1
      emit(next == UInt8(ascii: "=") ? .assign : .otherOperator, start, index, expression: true)
    }
  }

  private mutating func lexLineComment(_ start: Int) {
    let ownLine = tokenCount == 0 || newlineBefore
    index = firstOffset(of: UInt8(ascii: "\n"), from: index, before: bytes.count)
    index = firstOffset(of: UInt8(ascii: "\r"), from: start, before: index)
    if containsAnnotationMarker(start..<index) {
      guard recording else { return foundSomethingToRead() }
      annotations.append(JSComment(range: start..<index, ownLine: ownLine))
      // The function it annotates is found from the tokens after it, up to its body.
      if tracksKept {
        groups.keepInnermost()
        groups.awaitBody()
      }
    }
  }

  @inline(__always)
  private func containsAnnotationMarker(_ range: Range<Int>) -> Bool {
    let marker: StaticString = "bridgecheck:"
    let length = marker.utf8CodeUnitCount
    guard range.count >= length + 2 else { return false }
    return marker.withUTF8Buffer { needle in
      var offset = range.lowerBound + 2
      while offset + length <= range.upperBound {
        if bytes[offset] == needle[0],
          memcmp(bytes.baseAddress! + offset, needle.baseAddress!, length) == 0
        {
          return true
        }
        offset += 1
      }
      return false
    }
  }

  /// A block comment, found from `*` to `*` with `memchr` (comments are long and hold few).
  private mutating func lexBlockComment(_ start: Int) {
    let body = start + 2
    var cursor = body
    while true {
      // A `*` with a byte after it.
      let star = firstOffset(of: UInt8(ascii: "*"), from: cursor, before: bytes.count - 1)
      guard star < bytes.count - 1 else {
        return fail("unterminated-comment", "unterminated block comment", at: start..<start + 2)
      }
      if bytes[star + 1] == UInt8(ascii: "/") {
        index = star + 2
        if recording,
          firstOffset(of: UInt8(ascii: "\n"), from: body, before: star) < star
            || firstOffset(of: UInt8(ascii: "\r"), from: body, before: star) < star
        {
          newlineBefore = true
        }
        return
      }
      cursor = star + 1
    }
  }

  /// The offset of the first `byte` in `start..<end`, or `end` when there is none (or the range
  /// is empty).
  @inline(__always)
  private func firstOffset(of byte: UInt8, from start: Int, before end: Int) -> Int {
    guard start < end,
      let found = memchr(bytes.baseAddress! + start, Int32(byte), end - start)
    else { return max(start, end) }
    return bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  private mutating func lexRegularExpression(_ start: Int) {
    index += 1
    var inClass = false
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\\"):
        index += 2
        continue
      case UInt8(ascii: "["): inClass = true
      case UInt8(ascii: "]"): inClass = false
      case UInt8(ascii: "/") where !inClass:
        index += 1
        while index < bytes.count, CharacterClass.isIdentifierPart(bytes[index]) { index += 1 }
        emit(.regex, start, index, expression: false)
        return
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        return fail(
          "unterminated-regex", "unterminated regular expression literal", at: start..<start + 1)
      default: break
      }
      index += 1
    }
    fail("unterminated-regex", "unterminated regular expression literal", at: start..<start + 1)
  }

  private mutating func lexString(_ start: Int, quote: UInt8) {
    index += 1
    let base = bytes.baseAddress!
    let table = identifierClass.baseAddress!
    while index < bytes.count {
      // Most of a string is bytes it does not stop at, passed in one tight loop.
      var cursor = index
      while cursor < bytes.count, table[Int(base[cursor])] & CharacterClass.stringStopBit == 0 {
        cursor += 1
      }
      index = cursor
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte == quote {
        index += 1
        emit(.string, start, index, expression: false)
        return
      }
      if byte == UInt8(ascii: "\\") {
        // A line continuation (`\` then CR LF) skips both bytes of the line break.
        if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\r"),
          bytes[index + 2] == UInt8(ascii: "\n")
        {
          index += 3
        } else {
          index += 2
        }
        continue
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
      index += 1
    }
    fail("unterminated-string", "unterminated string literal", at: start..<start + 1)
  }

  /// Reads template characters after `` ` `` (`opening`) or after the `}` that ends a
  /// substitution, up to `${` or the closing `` ` ``.
  private mutating func lexTemplatePiece(_ start: Int, opening: Bool) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if byte == UInt8(ascii: "`") {
        index += 1
        if opening {
          emit(.template, start, index, expression: false)
        } else {
          guard case .substitution(let previous, let head) = pop() else { return }
          let tail = emit(.templateTail, start, index, expression: false)
          // A middle ends where the next piece begins; the head and tail point at each other,
          // so that walks skip a whole template at once.
          if recording, !overflowed {
            if previous != head { tokens[previous].partner = Int32(tail) }
            tokens[tail].partner = Int32(head)
            tokens[head].partner = Int32(tail)
          }
        }
        return
      }
      if byte == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") {
        index += 2
        if opening {
          let head = emit(.templateHead, start, index, expression: true)
          push(.substitution(token: head, head: head))
        } else {
          guard case .substitution(let previous, let head) = pop() else { return }
          let middle = emit(.templateMiddle, start, index, expression: true)
          if recording, !overflowed, previous != head {
            tokens[previous].partner = Int32(middle)
          }
          push(.substitution(token: middle, head: head))
        }
        return
      }
      index += 1
    }
    fail("unterminated-template", "unterminated template literal", at: start..<start + 1)
  }

  // Inlined into the token loop, with `scanIdentifierRest`: names are the commonest token, and a
  // call for each cost 8% of a one-core scan.
  @inline(__always)
  private mutating func lexIdentifier(_ start: Int) {
    if bytes[index] == UInt8(ascii: "\\") {
      // `\u0061bc`: an identifier spelled with an escape.
      index += 1
    }
    scanIdentifierRest()
    // A module lookup counts whatever module it names (an undeclared one is reported), and
    // `NativeModules.X` names one without a string: the prescan cannot judge them.
    if !recording, isModuleLookupName(start..<index) {
      foundSomethingToRead()
      guard Pass.outlines else { return }
    }
    if recording, textEquals(start..<index, "NativeModules") {
      candidates.append(Int32(tokenCount))
    }
    if recording, let retention {
      let name = start..<index
      if isModuleLookupName(name) || retention.guardNames.contains(bytes, name) {
        groups.keepInnermost()
      }
      if textEquals(name, "function") || textEquals(name, "class") { groups.awaitBody() }
    }
    emit(.identifier, start, index)
  }

  @inline(__always)
  private mutating func scanIdentifierRest() {
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if identifierClass[Int(byte)] & CharacterClass.partBit != 0 {
        index += 1
      } else if byte == UInt8(ascii: "\\") {
        // An escape (`\u0061`); a backslash that ends the file ends the name with it, never past.
        index = min(index + 2, count)
      } else if byte >= 0x80, CharacterClass.spaceLength(bytes, at: index) == 0 {
        index += 1
      } else {
        return
      }
    }
  }

  private mutating func lexNonASCII(_ start: Int) {
    let space = CharacterClass.spaceLength(bytes, at: index)
    if space > 0 {
      index += space
      if CharacterClass.isLineSeparator(bytes, at: start) { newlineBefore = true }
      return
    }
    lexIdentifier(start)
  }

  private mutating func lexNumber(_ start: Int) {
    var previous: UInt8 = 0
    let isHex =
      bytes[index] == UInt8(ascii: "0") && index + 1 < bytes.count
      && (bytes[index + 1] | 0x20) == UInt8(ascii: "x")
    while index < bytes.count {
      let byte = bytes[index]
      if CharacterClass.isIdentifierPart(byte) || byte == UInt8(ascii: ".") {
        previous = byte
        index += 1
      } else if !isHex, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
        (previous | 0x20) == UInt8(ascii: "e")
      {
        previous = byte
        index += 1
      } else {
        break
      }
    }
    emit(.number, start, index, expression: false)
  }

  /// Punctuators, longest match first, decided by looking at the next bytes (no tables built).
  private mutating func lexOperator(_ start: Int) {
    let byte = bytes[index]
    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
    let third = index + 2 < bytes.count ? bytes[index + 2] : 0
    let fourth = index + 3 < bytes.count ? bytes[index + 3] : 0
    let equals = UInt8(ascii: "=")
    var length = 1
    var kind = JSTokenKind.otherOperator
    switch byte {
    case UInt8(ascii: "."):
      (kind, length) =
        next == UInt8(ascii: ".") && third == UInt8(ascii: ".") ? (.spread, 3) : (.dot, 1)
    case UInt8(ascii: "?"):
      if next == UInt8(ascii: "."), !CharacterClass.isDigit(third) {
        (kind, length) = (.optionalChain, 2)
      } else if next == UInt8(ascii: "?") {
        (kind, length) = third == equals ? (.assign, 3) : (.nullish, 2)
      } else {
        kind = .question
      }
    case UInt8(ascii: "="):
      if next == equals {
        (kind, length) = third == equals ? (.strictEqual, 3) : (.equal, 2)
      } else {
        (kind, length) = next == UInt8(ascii: ">") ? (.arrow, 2) : (.assign, 1)
      }
    case UInt8(ascii: "!"):
      if next == equals {
        (kind, length) = third == equals ? (.strictNotEqual, 3) : (.notEqual, 2)
      } else {
        kind = .not
      }
    case UInt8(ascii: "&"), UInt8(ascii: "|"):
      if next == byte {
        (kind, length) =
          third == equals ? (.assign, 3) : (byte == UInt8(ascii: "&") ? .logicalAnd : .logicalOr, 2)
      } else if next == equals {
        (kind, length) = (.assign, 2)
      }
    case UInt8(ascii: "+"), UInt8(ascii: "-"):
      if next == byte {
        (kind, length) = (byte == UInt8(ascii: "+") ? .increment : .decrement, 2)
      } else if next == equals {
        (kind, length) = (.assign, 2)
      }
    case UInt8(ascii: "*"):
      if next == UInt8(ascii: "*") {
        (kind, length) = third == equals ? (.assign, 3) : (.otherOperator, 2)
      } else if next == equals {
        (kind, length) = (.assign, 2)
      }
    case UInt8(ascii: "%"), UInt8(ascii: "^"):
      if next == equals { (kind, length) = (.assign, 2) }
    case UInt8(ascii: "<"):
      if next == UInt8(ascii: "<") {
        (kind, length) = third == equals ? (.assign, 3) : (.otherOperator, 2)
      } else if next == equals {
        length = 2
      } else {
        kind = .lessThan
      }
    case UInt8(ascii: ">"):
      if next == UInt8(ascii: ">") {
        if third == UInt8(ascii: ">") {
          (kind, length) = fourth == equals ? (.assign, 4) : (.otherOperator, 3)
        } else {
          (kind, length) = third == equals ? (.assign, 3) : (.otherOperator, 2)
        }
      } else if next == equals {
        length = 2
      } else {
        kind = .greaterThan
      }
    case UInt8(ascii: "~"), UInt8(ascii: "@"): kind = .otherOperator
    default:
      return fail(
        "unexpected-character", "unexpected character '\(String(decoding: [byte], as: UTF8.self))'",
        at: start..<start + 1)
    }
    index += length
    // After `++`/`--` (postfix, in practice) an operand has just ended.
    emit(kind, start, index, expression: kind != .increment && kind != .decrement)
  }

  // MARK: - JSX

  /// Whether `<` at `offset` starts a JSX element: a name or `>` follows, and in a `.tsx` file it
  /// is not a generic parameter list (`<T,>` or `<T extends U>`).
  @inline(__always)
  private func startsJSX(at offset: Int) -> Bool {
    guard offset + 1 < bytes.count else { return false }
    let next = bytes[offset + 1]
    if next == UInt8(ascii: ">") { return true }
    guard CharacterClass.isIdentifierStart(next) || next >= 0x80 else { return false }
    guard isTSX else { return true }
    var cursor = offset + 1
    while cursor < bytes.count, CharacterClass.isIdentifierPart(bytes[cursor]) { cursor += 1 }
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") { return false }
    let extends: StaticString = "extends "
    if cursor + 8 <= bytes.count,
      extends.withUTF8Buffer({ memcmp(bytes.baseAddress! + cursor, $0.baseAddress!, 8) == 0 })
    {
      return false
    }
    return true
  }

  private mutating func openElement(_ start: Int) {
    index += 1
    let token = emit(.jsxElementStart, start, index, expression: false)
    if index < bytes.count, bytes[index] == UInt8(ascii: ">") {
      index += 1
      push(.element(token: token, inTag: false))
    } else {
      push(.element(token: token, inTag: true))
    }
  }

  /// Inside an opening tag: the name, attributes (`name`, `name="text"`, `name={expr}`,
  /// `{...spread}`), then `>` or `/>`.
  private mutating func lexTag(element: Int) {
    let start = index
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
      UInt8(ascii: "="):
      // A tag's attributes often stand one to a line: its indentation at once.
      index += 1
      while index < bytes.count,
        bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
          || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r")
      {
        index += 1
      }
    case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"):
      index += 2
      pop()
      link(element, emit(.jsxElementEnd, start, index, expression: false))
    case UInt8(ascii: "/")
    where index + 1 < bytes.count
      && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")):
      lexSlash(start)
    case UInt8(ascii: ">"):
      index += 1
      replaceInnermost(with: .element(token: element, inTag: false))
    case UInt8(ascii: "{"):
      index += 1
      push(.jsxExpression(token: tokenCount))
      emit(.jsxExpressionStart, start, index, expression: true)
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      // JSX attribute strings have no escapes and may span lines.
      index += 1
      while index < bytes.count, bytes[index] != byte { index += 1 }
      guard index < bytes.count else {
        return fail(
          "unterminated-string", "unterminated JSX attribute string", at: start..<start + 1)
      }
      index += 1
      emit(.jsxString, start, index, expression: false)
    case UInt8(ascii: "<"):
      openElement(start)
    case _ where CharacterClass.isIdentifierStart(byte) || byte >= 0x80:
      while index < bytes.count,
        CharacterClass.isIdentifierPart(bytes[index]) || bytes[index] >= 0x80
          || bytes[index] == UInt8(ascii: "-")
          || bytes[index] == UInt8(ascii: ":") || bytes[index] == UInt8(ascii: ".")
      {
        index += 1
      }
      emit(.jsxName, start, index, expression: false)
    default:
      fail("unexpected-character", "unexpected character in a JSX tag", at: start..<start + 1)
    }
  }

  /// Among an element's children: text, `{expression}`, nested elements, and the closing tag.
  private mutating func lexChildren(element: Int) {
    let start = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "{")
    {
      index += 1
    }
    if bytes[start..<index].contains(where: { $0 > UInt8(ascii: " ") }) {
      emit(.jsxText, start, index, expression: false)
    }
    guard index < bytes.count else { return }
    let tagStart = index
    if bytes[index] == UInt8(ascii: "{") {
      index += 1
      push(.jsxExpression(token: tokenCount))
      emit(.jsxExpressionStart, tagStart, index, expression: true)
    } else if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
      while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
      guard index < bytes.count else {
        return fail(
          "unterminated-construct", "unterminated JSX closing tag", at: tagStart..<tagStart + 2)
      }
      index += 1
      pop()
      link(element, emit(.jsxElementEnd, tagStart, index, expression: false))
    } else {
      openElement(tagStart)
    }
  }

  // MARK: - Groups and tokens

  private enum Closing { case paren, bracket, brace }

  /// Closes the innermost group when it is of the kind `closing` ends. A closer with no such group
  /// means the input is not JavaScript this lexer understands, which must not pass silently.
  /// After the `)` of a control statement's header an expression may begin, as after `expression`.
  private mutating func close(_ kind: JSTokenKind, _ start: Int, expression: Bool, closing: Closing)
  {
    let opener: Int?
    var closesControlHeader = false
    switch (groups.last, closing) {
    case (.paren(let token, let isControl), .paren):
      opener = token
      closesControlHeader = isControl
    case (.bracket(let token), .bracket), (.brace(let token, _), .brace):
      opener = token
    default:
      opener = nil
    }
    guard let opener else {
      guard recording else {
        needsFullPass = true
        index = bytes.count
        return
      }
      return fail(
        "unbalanced-bracket",
        "'\(String(decoding: [bytes[start]], as: UTF8.self))' closes nothing that is open here",
        at: start..<start + 1,
        notes: groups.last.map { group in
          let (token, what) = describe(group)
          return [
            Diagnostic.Note(
              "the innermost open group is this \(what)",
              at: Span(file: file, range: tokens[token].range))
          ]
        } ?? [])
    }
    if tracksKept {
      let tracking = groups.innermostTracking
      if closing == .paren {
        closedControlHeaderHoldsKept = closesControlHeader && tracking.holdsKept
      }
      pop(holdingKept: tracking.holdsKept)
      let prunes = !tracking.holdsKept && !tracking.keepsContent
      if recording, prunes, !overflowed { prune(after: opener) }
      if Pass.outlines, prunes {
        // The groups inside this one were recorded after those before it; it stands for them now.
        let slot = Int(tracking.prunedBefore)
        let group = PrunedGroup(contentStart: tracking.contentStart, closer: Int32(start))
        if slot < prunedGroups.count {
          prunedGroups[slot] = group
          prunedCount = slot + 1
        } else if slot < prunedGroupLimit {
          prunedGroups.append(group)
          prunedCount = slot + 1
        }
      }
    } else {
      pop()
    }
    link(opener, emit(kind, start, index, expression: expression || closesControlHeader))
  }

  /// Whether the block about to open may be a branch whose end guard analysis reads
  /// (`TokenTree.alwaysExits`: an `if` whose branch always leaves its block guards the rest): it
  /// follows the header of a control statement that holds a kept token, or `else`, or stands
  /// directly in such a block (its last statement may be a block). Such a block keeps its content
  /// even when it holds nothing kept, and tells its parent nothing: the parent still decides
  /// whether it stays. (Out of line: only the passes that track ask, at each block.)
  @inline(never)
  private mutating func opensBranchBlock() -> Bool {
    switch lastKind {
    case .rightParen?: if closedControlHeaderHoldsKept { return true }
    case .identifier?: if textEquals(lastRange, "else") { return true }
    default: break
    }
    return groups.count > 0 && groups.innermostTracking.keepsContent
  }

  /// Something analysis reads stands here (a literal that may be a hit, a module lookup's name,
  /// an annotation): the prescan stops, since the file needs the full pass; the outline records
  /// that the innermost group holds it and goes on.
  @inline(__always)
  private mutating func foundSomethingToRead() {
    if Pass.outlines {
      foundKept = true
      groups.keepInnermost()
    } else {
      needsFullPass = true
      index = bytes.count
    }
  }

  /// At the content of a group just opened: when the outline found it holding nothing kept, goes
  /// straight to its closer, which pruning would have left next to it anyway — unless it is a
  /// module lookup's call, whose literal is kept whatever it names.
  @inline(never)
  private mutating func passOverPrunedGroup(closedBy closer: UInt8, isLookupCall: Bool = false) {
    guard let outline else { return }
    while nextPrunedGroup < outline.count, outline[nextPrunedGroup].contentStart < index {
      nextPrunedGroup += 1
    }
    guard nextPrunedGroup < outline.count, outline[nextPrunedGroup].contentStart == index else {
      return
    }
    let end = Int(outline[nextPrunedGroup].closer)
    nextPrunedGroup += 1
    guard !isLookupCall else { return }
    guard end < bytes.count, bytes[end] == closer else {
      assertionFailure("the outline's group at \(index) does not end at \(end)")
      outlineDisagreed = true
      index = bytes.count
      return
    }
    index = end
  }

  /// At a `;` just written in a block or at the top level, while pruning: drops the statement it
  /// ends, and the `;`, when the statement holds nothing kept, follows another `;` and is followed
  /// by the start of another statement. Analysis then sees one `;` between the statements around
  /// it, which reads exactly as the statements did: `;` always ends a statement, so where each
  /// kept statement starts and ends, and what token stands before it, does not change; and no
  /// kept statement reads into a dropped one. A statement that continues one before it (`else`,
  /// `catch`, `finally`, `do`'s `while`) is never dropped, nor one that another may continue, nor
  /// the last in its block (`TokenTree.alwaysExits` reads it), nor one a walk may cross looking
  /// for a block (`GroupStack.BodySearch`). This is what keeps the tokens of a file that is one
  /// long list of statements, with no group to prune, within bounds. (Out of line: only pruning
  /// passes come here, once a `;`.)
  @inline(never)
  private mutating func endStatement() {
    switch groups.last {
    case nil, .brace(_, isBlock: true)?: break
    default: return
    }
    let tracking = groups.innermostTracking
    let start = Int(tracking.afterSemicolon)
    if start >= 0, start < tokenCount - 1, !tracking.keepsStatement,
      tracking.bodySearch != .pastSemicolon, !overflowed,
      !startsWithContinuation(at: Int(tokens[start].start)), statementFollows()
    {
      tokenCount = start
      while let last = candidates.last, last >= start { candidates.removeLast() }
    }
    groups.semicolonEnded(next: tokenCount)
  }

  /// Whether the next token, after white space, surely starts a statement that does not continue
  /// the one before: anything but a comment, `;`, `}`, the end, a continuation's keyword or a
  /// non-ASCII character (which may be white space). Spelled with a continuation's keyword at
  /// the start is enough to say no.
  private func statementFollows() -> Bool {
    var offset = index
    while offset < bytes.count, roles[Int(bytes[offset])] == .space { offset += 1 }
    guard offset < bytes.count else { return false }
    switch bytes[offset] {
    case UInt8(ascii: "/"), UInt8(ascii: ";"), UInt8(ascii: "}"), 0x80...: return false
    default: return !startsWithContinuation(at: offset)
    }
  }

  /// Whether the bytes at `offset` start with `else`, `catch`, `finally` or `while`.
  private func startsWithContinuation(at offset: Int) -> Bool {
    spells("else", at: offset) || spells("catch", at: offset) || spells("finally", at: offset)
      || spells("while", at: offset)
  }

  /// Drops the tokens of the group opened at `opener`, which hold nothing analysis reads: its
  /// closer comes next, so walks see an empty group.
  private mutating func prune(after opener: Int) {
    tokenCount = opener + 1
    while let last = candidates.last, last > opener { candidates.removeLast() }
  }

  /// The tokens written so far, as analysis sees them.
  private var tree: TokenTree {
    TokenTree(tokens: UnsafeBufferPointer(start: tokens, count: tokenCount), bytes: bytes)
  }

  /// Whether the `(` about to be written opens a module lookup's call (`TokenTree.moduleLookupCall`
  /// decides, from the tokens before it), asked only while pruning. The token before it must be a
  /// lookup's name or `get`, or the `)` or `>` that can follow one: most calls are not asked.
  /// (Out of line, so that the token loop stays small enough for the passes without pruning.)
  @inline(never)
  private mutating func opensModuleLookupCall() -> Bool {
    switch lastKind {
    case .identifier?:
      guard isModuleLookupName(lastRange) || textEquals(lastRange, "get") else { return false }
    case .rightParen?, .greaterThan?, .otherOperator?: break
    default: return false
    }
    return !overflowed && tree.moduleLookupCall(at: tokenCount) != nil
  }

  @inline(__always)
  private mutating func link(_ opener: Int, _ closer: Int) {
    // (After an overflow, `closer` is past the storage.)
    guard recording, !overflowed else { return }
    tokens[opener].partner = Int32(closer)
    tokens[closer].partner = Int32(opener)
  }

  @discardableResult
  @inline(__always)
  private mutating func emit(
    _ kind: JSTokenKind, _ start: Int, _ end: Int, expression: Bool = false
  ) -> Int {
    if recording {
      if kind.isLiteralText {
        candidates.append(Int32(tokenCount))
        if let retention,
          retention.matcher.mayBeHit(bytes, kind: kind, start..<end, scratch: &scratch)
        {
          groups.keepInnermost()
        }
      }
      guard tokenCount < tokenCapacity else {
        overflowed = true
        overflowOffset = start
        index = bytes.count
        return tokenCount
      }
      (tokens + tokenCount).initialize(
        to: JSToken(kind: kind, newlineBefore: newlineBefore, start: Int32(start), end: Int32(end)))
    } else if kind.isLiteralText,
      Pass.outlines
        ? matcher!.mayBeHit(bytes, kind: kind, start..<end, scratch: &scratch)
        : matcher!.mayName(bytes, kind: kind, start..<end, scratch: &scratch)
    {
      foundSomethingToRead()
    }
    newlineBefore = false
    expressionMayFollow = expression
    lastKind = kind
    lastRange = start..<end
    tokenCount += 1
    return tokenCount - 1
  }

  /// After a name, whether `/` divides or starts a regular expression (and whether `<` may start
  /// JSX) depends on the name: `return /x/`, `return <A/>`, but `a / b`. Checked by length first.
  @inline(__always)
  private func isKeywordBeforeExpression(_ range: Range<Int>) -> Bool {
    switch range.count {
    case 2: textEquals(range, "in") || textEquals(range, "of") || textEquals(range, "do")
    case 3: textEquals(range, "new")
    case 4: textEquals(range, "void") || textEquals(range, "case") || textEquals(range, "else")
    case 5: textEquals(range, "throw") || textEquals(range, "yield") || textEquals(range, "await")
    case 6:
      textEquals(range, "return") || textEquals(range, "typeof") || textEquals(range, "delete")
    case 7: textEquals(range, "extends") || textEquals(range, "default")
    case 10: textEquals(range, "instanceof")
    default: false
    }
  }

  private mutating func fail(
    _ id: String, _ message: String, at range: Range<Int>, notes: [Diagnostic.Note] = []
  ) {
    guard recording else {
      needsFullPass = true
      index = bytes.count
      return
    }
    diagnostics.append(.fatal(id, message, at: Span(file: file, range: range), notes: notes))
    index = bytes.count
  }

  /// The names that look native modules up (CONTENT-ANALYSIS.md, "Native module uses").
  @inline(__always)
  private func isModuleLookupName(_ range: Range<Int>) -> Bool {
    switch range.count {
    case 12: textEquals(range, "getEnforcing")
    case 13: textEquals(range, "NativeModules")
    case 19: textEquals(range, "requireNativeModule") || textEquals(range, "TurboModuleRegistry")
    case 24: textEquals(range, "requireNativeViewManager")
    case 27: textEquals(range, "requireOptionalNativeModule")
    default: false
    }
  }

  /// Whether the previous token is `if`, `while`, `for` or `with` (whose `(…)` is a header).
  @inline(__always)
  private func previousIsControlKeyword() -> Bool {
    guard lastKind == .identifier else { return false }
    let range = lastRange
    switch range.count {
    case 2: return textEquals(range, "if")
    case 3: return textEquals(range, "for")
    case 4: return textEquals(range, "with")
    case 5: return textEquals(range, "while")
    default: return false
    }
  }

  @inline(__always)
  private func textEquals(_ range: Range<Int>, _ word: StaticString) -> Bool {
    guard range.count == word.utf8CodeUnitCount, bytes[range.lowerBound] == word.utf8Start.pointee
    else { return false }
    return memcmp(bytes.baseAddress! + range.lowerBound, word.utf8Start, range.count) == 0
  }

  /// Whether a `{` here opens a block rather than an object literal. An object literal stands
  /// where an expression may begin (after an operator, `(`, `,`, `:`, `return`, `default`…); a
  /// block stands anywhere else — after `)`, a name or a type (`function f(): void {`,
  /// `class A extends B {`) — and also after `;`, `{`, `}`, `=>`, a control header (`if (…) {`)
  /// and `else`, `do`, `try`, `finally`, where an expression could begin too.
  // `mutating` only so that the lexer is not copied for the call (see the type's comment).
  @inline(__always)
  private mutating func braceOpensBlock() -> Bool {
    guard let lastKind else { return true }
    let last = lastRange
    switch lastKind {
    case .semicolon, .leftBrace, .rightBrace, .arrow: return true
    case .rightParen: return true
    case .identifier:
      // `void {…}` means nothing as an expression; `): void {` is a TypeScript return type.
      if textEquals(last, "else") || textEquals(last, "do")
        || textEquals(last, "try")
        || textEquals(last, "finally") || textEquals(last, "void")
      {
        return true
      }
    default: break
    }
    return !expressionMayBegin
  }
}

extension JSLexer {
  /// The open groups: a stack in memory the lexer owns, not an array, whose every push and pop
  /// asked the runtime whether the array was shared (a call for every bracket the prescan reads).
  /// `lex` releases it.
  ///
  /// Beside each group, the passes that prune or outline record its `Tracking`.
  fileprivate struct GroupStack {
    /// What pruning and the outline record beside each open group, in a parallel stack that only
    /// the passes tracking it write (`JSLexer.tracksKept`).
    struct Tracking {
      /// The group holds a token pruning keeps.
      var holdsKept: Bool
      /// The group's content is kept even so (`JSLexer.opensBranchBlock`).
      let keepsContent: Bool
      /// The offset just past the opener.
      let contentStart: Int32
      /// How many pruned groups the outline had recorded when the group opened.
      let prunedBefore: Int32
      /// In a block or at the top level, the index of the first token after the group's last
      /// `;`, or -1 before its first (`JSLexer.endStatement`).
      var afterSemicolon: Int32 = -1
      /// The statement from `afterSemicolon` on is kept: it holds a kept token, or the block a
      /// walk looks for (`bodySearch`).
      var keepsStatement = false
      var bodySearch = BodySearch.none
    }

    /// Analysis walks from a `function` or `class` word, or from an annotation, to the next
    /// block `{` at its level, across statements when it must (a function's extent in
    /// `TokenTree.statementExtent`, an annotated method in `FileScanner`): the statements after
    /// the one such a walk starts in, up to the one holding that `{`, are not dropped.
    enum BodySearch {
      case none
      /// A walk may start in the current statement.
      case inStatement
      /// A walk may have started in an earlier statement, and no block has opened since.
      case pastSemicolon
    }
    private var base = UnsafeMutablePointer<Group>.allocate(capacity: 64)
    /// Allocated only for a pass that tracks (`JSLexer.tracksKept`), which alone touches it. Slot
    /// `n` is for the group `n` deep: slot 0 stands for the top level, whose statements are
    /// tracked like a block's.
    private var tracking: UnsafeMutablePointer<Tracking>?
    private var capacity = 64
    private(set) var count = 0

    init(tracking tracks: Bool) {
      tracking = tracks ? GroupStack.allocateTracking(capacity: capacity) : nil
    }

    var last: Group? {
      @inline(__always) get { count == 0 ? nil : base[count - 1] }
    }

    @inline(__always)
    mutating func push(_ group: Group) {
      if count == capacity { grow() }
      (base + count).initialize(to: group)
      count += 1
    }

    @inline(__always)
    mutating func pop() -> Group {
      precondition(count > 0, "popped an empty group stack")
      count -= 1
      return (base + count).move()
    }

    @inline(__always)
    mutating func replaceLast(with group: Group) {
      precondition(count > 0, "replaced the innermost of no groups")
      base[count - 1] = group
    }

    /// Records what is tracked of the group just pushed.
    @inline(__always)
    mutating func track(_ entry: Tracking) {
      tracking.unsafelyUnwrapped[count] = entry
    }

    /// What is tracked of the innermost group, or of the top level.
    var innermostTracking: Tracking {
      @inline(__always) get { tracking.unsafelyUnwrapped[count] }
    }

    /// The innermost group (or the top level) holds a kept token, after its last `;` too.
    @inline(__always)
    mutating func keepInnermost() {
      tracking.unsafelyUnwrapped[count].holdsKept = true
      tracking.unsafelyUnwrapped[count].keepsStatement = true
    }

    /// A walk to the next block may start here, in the innermost group (or the top level).
    @inline(__always)
    mutating func awaitBody() {
      if case .none = tracking.unsafelyUnwrapped[count].bodySearch {
        tracking.unsafelyUnwrapped[count].bodySearch = .inStatement
      }
    }

    /// A block opens in the innermost group (or the top level): walks looking for one stop here,
    /// so the statement it stands in is kept when one came from an earlier statement.
    @inline(__always)
    mutating func blockOpened() {
      if case .pastSemicolon = tracking.unsafelyUnwrapped[count].bodySearch {
        tracking.unsafelyUnwrapped[count].keepsStatement = true
      }
      tracking.unsafelyUnwrapped[count].bodySearch = .none
    }

    /// A `;` of the innermost block (or the top level) was written, and `next` is the index of
    /// the token after it.
    @inline(__always)
    mutating func semicolonEnded(next: Int) {
      tracking.unsafelyUnwrapped[count].afterSemicolon = Int32(next)
      tracking.unsafelyUnwrapped[count].keepsStatement = false
      if case .inStatement = tracking.unsafelyUnwrapped[count].bodySearch {
        tracking.unsafelyUnwrapped[count].bodySearch = .pastSemicolon
      }
    }

    private mutating func grow() {
      let larger = UnsafeMutablePointer<Group>.allocate(capacity: capacity * 2)
      larger.moveInitialize(from: base, count: count)
      base.deallocate()
      base = larger
      if let tracking {
        let larger = GroupStack.allocateTracking(capacity: capacity * 2)
        larger.update(from: tracking, count: count + 1)
        tracking.deallocate()
        self.tracking = larger
      }
      capacity *= 2
    }

    /// Slots for `Tracking` of `capacity` groups and the top level, initialized.
    private static func allocateTracking(capacity: Int) -> UnsafeMutablePointer<Tracking> {
      let slots = UnsafeMutablePointer<Tracking>.allocate(capacity: capacity + 1)
      slots.initialize(
        repeating: Tracking(
          holdsKept: false, keepsContent: false, contentStart: 0, prunedBefore: 0),
        count: capacity + 1)
      return slots
    }

    func deallocate() {
      base.deinitialize(count: count)
      base.deallocate()
      tracking?.deallocate()
    }
  }

  /// Runs a lexer of this pass over `file` and hands it, done, to `result`.
  fileprivate static func lex<Result>(
    _ file: SourceFile, allowsJSX: Bool, isTSX: Bool, matcher: NameMatcher?,
    retention: Retention? = nil, outline: [PrunedGroup]? = nil, prunedGroupLimit: Int = 0,
    tokenStorage: UnsafeMutableBufferPointer<JSToken>? = nil, _ result: (JSLexer) -> Result
  ) -> Result {
    file.bytes.withUnsafeBufferPointer { buffer in
      CharacterClass.withTables { table, roles in
        var lexer = JSLexer(
          file: file, bytes: buffer, table: table, roles: roles, allowsJSX: allowsJSX,
          isTSX: isTSX, matcher: matcher, retention: retention, outline: outline,
          prunedGroupLimit: prunedGroupLimit, tokenStorage: tokenStorage)
        defer { lexer.groups.deallocate() }
        lexer.run()
        return result(lexer)
      }
    }
  }
}

extension JSLexer where Pass == FullPass {
  /// Tokenizes `file`. JSX is recognised unless the file is plain TypeScript (`.ts`, `.mts`,
  /// `.cts`), where `<T>x` is a type assertion. With a `retention`, groups that hold nothing it
  /// keeps are pruned to their brackets. A file that would hold more than `tokenLimit` tokens
  /// (`TokenLimit`) is a fatal error where it ran out.
  static func tokenize(
    _ file: SourceFile, allowsJSX: Bool, isTSX: Bool, retention: Retention? = nil,
    outline: [PrunedGroup]? = nil, tokenLimit: Int? = nil
  ) -> Output {
    let limit = tokenLimit ?? TokenLimit.tokens(forFileOf: file.bytes.count)
    // About one token per two to three bytes of real (minified) code; only a file denser than
    // that (`((((`) is lexed again, with room for one token a byte and the end (a token is at
    // least a byte long) — or for as many as the limit allows.
    var capacity = min(file.bytes.count / 2 + 16, limit)
    var outline = outline
    while true {
      switch tokenize(
        file, allowsJSX: allowsJSX, isTSX: isTSX, retention: retention, outline: outline,
        capacity: capacity)
      {
      case .lexed(let output): return output
      case .overflowed(let offset) where capacity >= limit:
        return Output(
          tokens: [], candidates: [], annotations: [],
          diagnostics: [tooManyTokens(file, at: offset, limit: limit)])
      case .overflowed: capacity = min(max(capacity * 2, file.bytes.count + 16), limit)
      case .outlineDisagreed: outline = nil
      }
    }
  }

  private static func tooManyTokens(_ file: SourceFile, at offset: Int, limit: Int) -> Diagnostic {
    .fatal(
      "too-many-tokens",
      "file too long to analyse within the memory limit: more than \(limit) of its tokens are held here",
      at: Span(file: file, range: offset..<offset),
      notes: [
        Diagnostic.Note(
          "analysis holds every statement that names the bridge, and every statement not ended by ';'; a file of \(file.bytes.count) bytes may hold \(limit) tokens (\(TokenLimit.rule))"
        )
      ])
  }

  private enum Attempt {
    case lexed(Output)
    /// The file has more tokens than the array had room for: lexing stopped at this offset.
    case overflowed(at: Int)
    case outlineDisagreed
  }

  /// Tokenizes `file` into an array of `capacity`.
  private static func tokenize(
    _ file: SourceFile, allowsJSX: Bool, isTSX: Bool, retention: Retention?,
    outline: [PrunedGroup]?, capacity: Int
  ) -> Attempt {
    // (Set by the closure, which the array's initializer always runs.)
    var attempt: Attempt!
    let tokens = [JSToken](unsafeUninitializedCapacity: capacity) { storage, count in
      adviseHugePages(UnsafeMutableRawBufferPointer(storage))
      lex(
        file, allowsJSX: allowsJSX, isTSX: isTSX, matcher: nil, retention: retention,
        outline: outline, tokenStorage: storage
      ) { lexer in
        guard !lexer.outlineDisagreed else {
          attempt = .outlineDisagreed
          return
        }
        guard !lexer.overflowed else {
          attempt = .overflowed(at: lexer.overflowOffset)
          return
        }
        count = lexer.tokenCount
        attempt = .lexed(
          Output(
            tokens: [], candidates: lexer.candidates, annotations: lexer.annotations,
            diagnostics: lexer.diagnostics))
      }
    }
    guard case .lexed(var output) = attempt else { return attempt }
    output.tokens = tokens
    return .lexed(output)
  }
}

extension JSLexer where Pass == Prescan {
  /// Lexes without keeping tokens and answers whether the file needs a full pass: it holds a
  /// string that may name one of `matcher`'s elements, a `bridgecheck:` annotation, or something
  /// that does not lex (the full pass then reports it). Most files name no bridge element, and
  /// this costs them no token array.
  static func needsFullPass(_ file: SourceFile, allowsJSX: Bool, isTSX: Bool, matcher: NameMatcher)
    -> Bool
  {
    lex(file, allowsJSX: allowsJSX, isTSX: isTSX, matcher: matcher) { $0.needsFullPass }
  }
}

extension JSLexer where Pass == Outline {
  /// What the outline of a large file found: whether it needs the full pass, and which groups
  /// that pass may go straight through.
  enum Finding {
    /// Nothing analysis reads (the prescan's "no").
    case nothingToRead
    /// The full pass may pass over these groups: each holds nothing analysis reads.
    case prunedGroups([PrunedGroup])
    /// Something did not lex: the full pass reads the file without an outline and reports it.
    case unreadable
  }

  /// Skims `file` as the prescan does, but to the end: every group (`(…)`, `[…]`, `{…}`) that
  /// holds no literal that may be a hit, no module lookup's name and no annotation is recorded,
  /// so that the full pass of a large file reads only the rest.
  /// At most `maxGroups` are recorded (`TokenLimit`), the first the skim comes to.
  static func outline(
    _ file: SourceFile, allowsJSX: Bool, isTSX: Bool, matcher: NameMatcher, maxGroups: Int? = nil
  ) -> Finding {
    let maxGroups =
      maxGroups
      ?? TokenLimit.outlinedGroups(forTokens: TokenLimit.tokens(forFileOf: file.bytes.count))
    return lex(
      file, allowsJSX: allowsJSX, isTSX: isTSX, matcher: matcher, prunedGroupLimit: maxGroups
    ) { lexer in
      if lexer.needsFullPass { return .unreadable }
      return lexer.foundKept
        ? .prunedGroups(Array(lexer.prunedGroups.prefix(lexer.prunedCount))) : .nothingToRead
    }
  }
}

/// Whether a lexer keeps its tokens, and whether it outlines a file's groups.
protocol LexingPass {
  static var keepsTokens: Bool { get }
  static var outlines: Bool { get }
}

extension LexingPass {
  static var outlines: Bool { false }
}

/// Tokens kept, errors reported: what analysis reads.
enum FullPass: LexingPass {
  static var keepsTokens: Bool { true }
}

/// No tokens kept: stops at the first string that may name an element, annotation or error, which
/// the full pass then reads or reports.
enum Prescan: LexingPass {
  static var keepsTokens: Bool { false }
}

/// No tokens kept: the prescan's skim to the end of a large file, recording the groups that hold
/// nothing analysis reads (`JSLexer.outline`).
enum Outline: LexingPass {
  static var keepsTokens: Bool { false }
  static var outlines: Bool { true }
}

/// A group the outline found holding nothing analysis reads: where its content starts (just past
/// the opener) and where its closer stands.
struct PrunedGroup: Sendable, Equatable {
  let contentStart: Int32
  let closer: Int32
}

/// A `// bridgecheck: …` comment.
struct JSComment: Sendable {
  let range: Range<Int>
  /// Alone on its line (it then applies to the next line), or after code (to its own line).
  let ownLine: Bool
}
