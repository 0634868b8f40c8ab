import BridgeDiagnostics
import Foundation

/// The languages a file is parsed as, from its name (CONTENT-ANALYSIS.md, "Reading").
struct SyntaxDialect: Sendable, Equatable {
  /// TypeScript (`.ts .mts .cts .tsx`).
  var typeScript: Bool
  /// Flow annotations (`.js .jsx .mjs .cjs`, as React Native's Babel preset reads them).
  var flow: Bool
  /// JSX (`.tsx` and every JavaScript file).
  var jsx: Bool

  static let javaScript = SyntaxDialect(typeScript: false, flow: true, jsx: true)
  static let typeScript = SyntaxDialect(typeScript: true, flow: false, jsx: false)
  static let typeScriptJSX = SyntaxDialect(typeScript: true, flow: false, jsx: true)

  var hasTypes: Bool { typeScript || flow }
}

extension SyntaxDialect {
  /// The dialect a file's name gives (CONTENT-ANALYSIS.md, "Reading").
  init(path: String) {
    if path.hasSuffix(".tsx") {
      self = .typeScriptJSX
    } else if path.hasSuffix(".ts") || path.hasSuffix(".mts") || path.hasSuffix(".cts") {
      self = .typeScript
    } else {
      self = .javaScript
    }
  }
}

/// A module a file asks for: what Metro would resolve and bundle.
struct ModuleRequest: Sendable, Equatable {
  enum Kind: String, Sendable {
    /// `import … from "m"`, `import "m"`.
    case `import`
    /// `export … from "m"`.
    case export
    /// `require("m")`, `import x = require("m")`.
    case require
    /// `import("m")`.
    case dynamicImport = "import()"
    /// `require.context("./dir", true, /pattern/)`: `token` is the directory's string, the
    /// recursion flag and pattern follow it (each after a comma) when given.
    case context = "require.context"
  }
  var kind: Kind
  /// The specifier's string token in the analysis stream; for a dynamic request, the first
  /// token of the argument.
  var token: Int32
  /// The token of the callee, `require` or `import`.
  var callee: Int32 = -1
  /// The specifier is not a literal (`require(name)`, `` import(`./${name}`) ``): only its
  /// literal prefix is known, if it has one.
  var isDynamic = false
  /// A `require` a module-level `const` binds names of, as an import does (`const { a } =
  /// require("m")`, `Parser.bindRequiredNames`).
  var bindsImports = false
}

/// What parsing one file yields: the value code as tokens for the analysis (type annotations,
/// type declarations and other erased syntax left out, so nothing in a type position can be a
/// use), the module requests, the annotations, or the first syntax error.
struct ParsedFile: Sendable {
  /// The analysis stream: groups linked to their partners (see `JSToken`).
  var tokens = Tokens()
  /// The stream's string, template and JSX attribute string tokens, every `NativeModules`, and
  /// the callees of native module lookups (`Parser.isCandidateName`).
  var candidates: [Int32] = []
  var moduleRequests: [ModuleRequest] = []
  var annotations: [JSComment] = []
  /// Scopes, declarations and references, for `ScopeTree`.
  var scopeEvents: [ScopeEvent] = []
  var error: SyntaxError?
  /// Constructs read that are newer than Babel 7.20, the yardstick (CONTENT-ANALYSIS.md,
  /// "Reading"): the differential check exempts a file Babel rejects only for these.
  var newerSyntax: Set<NewerSyntax> = []
}

/// Syntax BridgeCheck reads that Babel 7.20 does not.
enum NewerSyntax: String, Sendable, CaseIterable {
  case constTypeParameter = "const type parameter"
  case accessor = "accessor field"
  case exportTypeStar = "export type *"
  case usingDeclaration = "using declaration"
  case importAttributes = "import attributes"
  case regularExpressionVFlag = "regular expression v flag"
  // hermes-parser's additions to Flow.
  case flowAsCast = "Flow as cast"
  case flowTypeGuard = "Flow type guard"
  case flowTypeNamespaceImport = "Flow import type * as"
  case flowDeclareModuleStatement = "Flow statement other than declare in declare module"
  case flowLabeledTupleElement = "Flow labeled tuple element"
  /// Type parameter bounds with `extends`, conditional and mapped types, `keyof`, `infer`.
  case flowModernTypes = "Flow conditional, mapped and bounded types"
}

/// A recursive-descent parser for JavaScript (ES2024), JSX, TypeScript 5 and Flow.
///
/// It decides every question a lexer would have to guess at — regular expression or division,
/// JSX or comparison or type arguments, block or object — from the grammar, backtracking where
/// the grammar itself needs to look ahead (arrow functions, generic calls and arrows), the way
/// Babel and TypeScript do. Type syntax is read in full, to know where it ends, and left out of
/// the analysis stream. The stream is what the analysis reads: the file's JavaScript after type
/// erasure.
struct Parser {
  /// More groups than this open at once is an error: each costs the parser stack.
  static let maxNesting = 10_000
  /// The stack one parse may use: room for 10,000 nested groups, whose frames a debug build makes
  /// about ten times larger.
  #if DEBUG
    static let stackBudget = 384 << 20
  #else
    static let stackBudget = 64 << 20
  #endif

  let dialect: SyntaxDialect
  var scanner: Scanner
  var token: RawToken
  /// The end of the last token consumed.
  var previousEnd = 0
  var output = ParsedFile()
  /// The analysis stream being written; `output.tokens` when the parse ends.
  var stream: TokenBuffer
  /// Inside a type (or other erased syntax): consumed tokens are not emitted.
  var typeDepth = 0
  var nesting = 0
  /// Offsets of `(` and `<` where an arrow function was tried and was not there.
  var notArrowAt: Set<Int> = []
  /// Offsets of `<` in an expression where type arguments were tried and could not be read:
  /// what follows a `<` reads as type arguments or not whatever the expression around, and
  /// trying again at each level of nested attempts (a function type's default value holding
  /// another `<`) made some inputs take exponential time.
  var notTypeArgumentsAt: Set<Int> = []
  /// For each `(` stepped over in search of an arrow: whether `=>` may follow its `)`.
  var parenthesesFollowedByArrow: [Int: Bool] = [:]
  /// For each `(` before a pattern in a type: whether a function type's parameters start there.
  var functionTypeAt: [Int: Bool] = [:]
  /// Whether `await` and `yield` are operators here.
  var inAsync = false
  var inGenerator = false
  /// `in` is not a binary operator (a `for (…;` head's initializer).
  var noIn = false
  /// Inside a conditional's consequent, where `a ? (b): c` is not an arrow.
  var inConditionalConsequent = false
  /// Inside a conditional type's `extends` clause (see `noConditionalTypes`).
  var inConditionalExtends = false
  /// In an arrow's Flow return type, where `T => U` cannot be a function type.
  var noAnonymousFunctionType = false
  /// What the names of a binding pattern being read declare.
  var declaring = BindingKind.variable
  /// Whether scope events are recorded: they cost memory in proportion to the names of a file,
  /// which only a caller that resolves names needs.
  let recordsScopes: Bool

  /// Below this address the thread's stack is too close to its end to go deeper.
  let stackLimit: UInt

  init(
    bytes: UnsafeBufferPointer<UInt8>, dialect: SyntaxDialect, stackLimit: UInt,
    recordsScopes: Bool
  ) {
    self.dialect = dialect
    self.recordsScopes = recordsScopes
    self.stackLimit = stackLimit
    // About a token per five bytes in real code, more than one a byte in minified code: a large
    // file (nearly always minified) gets room for a token a byte, whose pages cost nothing until
    // written; the buffer is then never grown (moving it would hold it twice at once).
    stream = TokenBuffer(
      capacity: bytes.count > Self.largeFile ? bytes.count + 2 : bytes.count / 5)
    scanner = Scanner(bytes: bytes)
    token = RawToken(type: .endOfFile, start: 0, end: 0, newlineBefore: false)
  }

  /// From this size on (in bytes) a file's token storage is reserved at a token a byte.
  static let largeFile = 256 * 1024

  /// Parses a whole file; with `recordingScopes`, its scope events too (see `ScopeTree`).
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, dialect: SyntaxDialect, recordingScopes: Bool = true
  ) -> ParsedFile {
    guard let stackLimit = ThreadStack.limit() else {
      // Deep nesting needs a stack of known size: parse on a thread that has one.
      let copy = Array(bytes)
      return ThreadStack.withLargeStack {
        copy.withUnsafeBufferPointer {
          parse($0, dialect: dialect, recordingScopes: recordingScopes)
        }
      }
    }
    // The parse may use `stackBudget` of the thread's stack, so that deep nesting costs a
    // bounded amount of memory: past it the file is `nesting-too-deep`.
    let budgetLimit = ThreadStack.currentAddress() - UInt(Parser.stackBudget)
    var parser = Parser(
      bytes: bytes, dialect: dialect, stackLimit: max(stackLimit, budgetLimit),
      recordsScopes: recordingScopes)
    do throws(SyntaxError) {
      parser.token = try parser.scanner.next()
      try parser.parseProgram()
    } catch {
      parser.output.error = error
    }
    parser.output.tokens = parser.stream.finish()
    parser.output.annotations = parser.scanner.annotations
    if let error = parser.output.error {
      // Only what precedes the error is known to be JavaScript.
      parser.output.annotations.removeAll { $0.range.lowerBound >= error.offset }
    }
    return parser.output
  }

  var bytes: UnsafeBufferPointer<UInt8> { scanner.bytes }

  // MARK: - Tokens

  @inline(__always) func at(_ type: Tok) -> Bool { token.type == type }

  /// Whether the current token is the name `word`, written without escapes.
  @inline(__always)
  func at(_ word: StaticString) -> Bool {
    token.type == .name && !token.escaped && text(token, equals: word)
  }

  func text(_ token: RawToken, equals word: StaticString) -> Bool {
    text(token.start..<token.end, equals: word)
  }

  func text(_ token: JSToken, equals word: StaticString) -> Bool {
    text(token.range, equals: word)
  }

  private func text(_ range: Range<Int>, equals word: StaticString) -> Bool {
    guard range.count == word.utf8CodeUnitCount else { return false }
    return memcmp(bytes.baseAddress! + range.lowerBound, word.utf8Start, range.count) == 0
  }

  /// Moves past the current token, emitting it as `kind` (or the kind its type reads as) unless
  /// inside a type; returns its index in the stream, or -1.
  @discardableResult
  mutating func advance(as kind: JSTokenKind? = nil) throws(SyntaxError) -> Int32 {
    let index = emit(token, as: kind ?? token.type.analysisKind)
    previousEnd = token.end
    token = try scanner.next()
    return index
  }

  /// Emits `token` unless inside a type.
  @discardableResult
  mutating func emit(_ token: RawToken, as kind: JSTokenKind) -> Int32 {
    guard typeDepth == 0 else { return -1 }
    let index = Int32(stream.count)
    stream.append(
      JSToken(
        kind: kind, newlineBefore: token.newlineBefore, start: Int32(token.start),
        end: Int32(token.end)))
    let length = token.end - token.start
    if kind.isLiteralText
      || kind == .identifier && length < 64 && Self.candidateLengths >> length & 1 != 0
        && Self.isCandidateName(bytes, token.start, length)
    {
      output.candidates.append(index)
    }
    return index
  }

  /// The lengths of the names `isCandidateName` accepts, as bits: most identifiers fail here.
  private static let candidateLengths: Int =
    1 << 12 | 1 << 13 | 1 << 18 | 1 << 19 | 1 << 20 | 1 << 22 | 1 << 24 | 1 << 27

  /// `NativeModules`, and the callees of native module lookups (`ModuleLookupCall`), whose
  /// arguments the analysis follows when they are not literals. (Static: every identifier of
  /// those lengths asks, and a method would copy the parser to ask.)
  private static func isCandidateName(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int
  ) -> Bool {
    func equals(_ word: StaticString) -> Bool {
      length == word.utf8CodeUnitCount
        && memcmp(bytes.baseAddress! + start, word.utf8Start, length) == 0
    }
    return switch length {
    case 12: equals("getEnforcing")
    case 13: equals("NativeModules")
    case 18: equals("createHybridObject")
    case 19: equals("requireNativeModule") || equals("TurboModuleRegistry")
    case 20: equals("hasViewManagerConfig") || equals("getViewManagerConfig")
    case 22: equals("requireNativeComponent") || equals("codegenNativeComponent")
    case 24: equals("requireNativeViewManager")
    case 27: equals("requireOptionalNativeModule")
    default: false
    }
  }

  /// Links an opener and its closer in the stream.
  mutating func link(_ opener: Int32, _ closer: Int32) {
    guard opener >= 0, closer >= 0 else { return }
    stream[Int(opener)].partner = closer
    stream[Int(closer)].partner = opener
  }

  mutating func eat(_ type: Tok) throws(SyntaxError) -> Bool {
    guard at(type) else { return false }
    try advance()
    return true
  }

  mutating func eat(_ word: StaticString) throws(SyntaxError) -> Bool {
    guard at(word) else { return false }
    try advance()
    return true
  }

  @discardableResult
  mutating func expect(_ type: Tok, as kind: JSTokenKind? = nil) throws(SyntaxError) -> Int32 {
    guard at(type) else { throw unexpected(expected: Parser.describe(type)) }
    return try advance(as: kind)
  }

  mutating func expect(_ word: StaticString) throws(SyntaxError) {
    guard at(word) else { throw unexpected(expected: word, quoted: true) }
    try advance()
  }

  /// The error for the current token.
  func unexpected(expected: StaticString? = nil, quoted: Bool = false) -> SyntaxError {
    var error = SyntaxError(offset: token.start, problem: nil)
    error.tokenEnd = token.end
    error.expected = expected
    error.quotesExpected = quoted
    return error
  }

  static func describe(_ type: Tok) -> StaticString {
    switch type {
    case .leftParen: "'('"
    case .rightParen: "')'"
    case .leftBracket: "'['"
    case .rightBracket: "']'"
    case .leftBrace: "'{'"
    case .rightBrace: "'}'"
    case .semicolon: "';'"
    case .comma: "','"
    case .colon: "':'"
    case .arrow: "'=>'"
    case .assign: "'='"
    case .greaterThan: "'>'"
    case .lessThan: "'<'"
    case .name: "a name"
    case .string: "a string"
    default: "another token"
    }
  }

  /// A statement's end: `;`, or a place where one is inserted (a line break, `}`, the end).
  mutating func semicolon() throws(SyntaxError) {
    if at(.semicolon) {
      try advance()
      return
    }
    guard at(.rightBrace) || at(.endOfFile) || token.newlineBefore else {
      throw unexpected(expected: "';'")
    }
  }

  /// Whether a statement may end here without a `;`.
  var canInsertSemicolon: Bool {
    at(.semicolon) || at(.rightBrace) || at(.endOfFile) || token.newlineBefore
  }

  /// The next token, without moving.
  func peek() -> RawToken {
    var copy = scanner
    return copy.lookahead()
  }

  /// The token after the next one, without moving.
  func peekSecond() -> RawToken {
    var copy = scanner
    _ = copy.lookahead()
    return copy.lookahead()
  }

  // MARK: - Backtracking

  struct State {
    var scannerOffset: Int
    var annotationCount: Int
    var token: RawToken
    var previousEnd: Int
    var tokenCount: Int
    var candidateCount: Int
    var requestCount: Int
    var scopeEventCount: Int
    var nesting: Int
    var typeDepth: Int
  }

  func save() -> State {
    State(
      scannerOffset: scanner.offset, annotationCount: scanner.annotations.count, token: token,
      previousEnd: previousEnd, tokenCount: stream.count,
      candidateCount: output.candidates.count, requestCount: output.moduleRequests.count,
      scopeEventCount: output.scopeEvents.count, nesting: nesting, typeDepth: typeDepth)
  }

  mutating func restore(_ state: State) {
    scanner.offset = state.scannerOffset
    if scanner.annotations.count > state.annotationCount {
      scanner.annotations.removeLast(scanner.annotations.count - state.annotationCount)
    }
    token = state.token
    previousEnd = state.previousEnd
    stream.truncate(to: state.tokenCount)
    output.candidates.removeLast(output.candidates.count - state.candidateCount)
    output.moduleRequests.removeLast(output.moduleRequests.count - state.requestCount)
    output.scopeEvents.removeLast(output.scopeEvents.count - state.scopeEventCount)
    nesting = state.nesting
    typeDepth = state.typeDepth
  }

  /// Counts one more open group, failing past the bound, or before the thread's stack runs out
  /// (a thread with a small stack reaches that sooner: see `ThreadStack.withLargeStack`).
  mutating func enterGroup() throws(SyntaxError) {
    nesting += 1
    if nesting > Parser.maxNesting || ThreadStack.currentAddress() < stackLimit {
      throw SyntaxError(
        offset: token.start,
        problem: "more than 10,000 groups open at once", id: "nesting-too-deep")
    }
  }

  mutating func leaveGroup() { nesting -= 1 }

  /// What the expression around a group says that the group's contents do not inherit: inside
  /// `(…)`, `[…]`, `{…}` or a template's substitution, `in` is an operator again (`noIn`), and
  /// a `:` after `)` is an arrow's return type, not a conditional's (`inConditionalConsequent`:
  /// `c ? f({ p: (): boolean => true }) : d`), since the group closes first.
  struct EnclosingContext {
    let noIn: Bool
    let inConditionalConsequent: Bool
  }

  /// Enters a group's contents; what held outside is given back to `leaveContents`.
  mutating func enterContents() -> EnclosingContext {
    let outside = EnclosingContext(noIn: noIn, inConditionalConsequent: inConditionalConsequent)
    noIn = false
    inConditionalConsequent = false
    return outside
  }

  mutating func leaveContents(_ outside: EnclosingContext) {
    noIn = outside.noIn
    inConditionalConsequent = outside.inConditionalConsequent
  }

  /// Before a recursive call that opens no group (an operand, a statement, a type): fails before
  /// the thread's stack runs out.
  func enterRecursion() throws(SyntaxError) {
    if ThreadStack.currentAddress() < stackLimit {
      throw SyntaxError(
        offset: token.start, problem: "nested too deep to read", id: "nesting-too-deep")
    }
  }

  /// Consumes the current token as erased syntax (a type-only keyword, a modifier, `!`).
  mutating func skipErased() throws(SyntaxError) {
    typeDepth += 1
    defer { typeDepth -= 1 }
    try advance()
  }

  // MARK: - Scopes

  mutating func openScope(_ kind: ScopeEvent.Kind) {
    guard recordsScopes else { return }
    output.scopeEvents.append(ScopeEvent(kind: kind))
  }

  mutating func closeScope() {
    guard recordsScopes else { return }
    output.scopeEvents.append(ScopeEvent(kind: .close))
  }

  /// Records the name emitted at `index` as declaring a binding (nothing for erased names).
  mutating func declare(_ index: Int32, as kind: BindingKind) {
    guard recordsScopes, index >= 0 else { return }
    output.scopeEvents.append(ScopeEvent(kind: .declare, binding: kind, token: index))
  }

  /// Records the token emitted at `index` as declaring the module's `*default*` binding.
  mutating func declareDefault(_ index: Int32) {
    guard recordsScopes, index >= 0 else { return }
    output.scopeEvents.append(ScopeEvent(kind: .declareDefault, binding: .const, token: index))
  }

  /// Records the name emitted at `index` (`A` of `exports.A = …`) as declaring a CommonJS
  /// export's binding.
  mutating func declareExport(_ index: Int32) {
    guard recordsScopes, index >= 0 else { return }
    output.scopeEvents.append(ScopeEvent(kind: .declareExport, binding: .const, token: index))
  }

  /// Records the name emitted at `index` as a reference (nothing for erased names).
  mutating func refer(_ index: Int32, kind: ScopeEvent.Kind = .reference) {
    guard recordsScopes, index >= 0 else { return }
    output.scopeEvents.append(ScopeEvent(kind: kind, token: index))
  }

  /// Reads a binding pattern whose names declare `kind`.
  mutating func parseBindingTarget(declaring kind: BindingKind) throws(SyntaxError) {
    let saved = declaring
    declaring = kind
    defer { declaring = saved }
    try parseBindingTarget()
  }

  // MARK: - Program

  mutating func parseProgram() throws(SyntaxError) {
    while !at(.endOfFile) {
      try parseStatement(topLevel: true)
    }
    // The stream ends with the end of the file, as `TokenTree` expects.
    emit(token, as: .endOfFile)
  }

  /// Whether `token` is a reserved word that cannot name a binding.
  func isReserved(_ token: RawToken) -> Bool {
    guard token.type == .name, !token.escaped else { return false }
    switch token.end - token.start {
    case 2:
      return text(token, equals: "if") || text(token, equals: "in") || text(token, equals: "do")
    case 3:
      return text(token, equals: "var") || text(token, equals: "for") || text(token, equals: "new")
        || text(token, equals: "try")
    case 4:
      return text(token, equals: "case") || text(token, equals: "else")
        || text(token, equals: "this") || text(token, equals: "void")
        || text(token, equals: "with") || text(token, equals: "null")
        || text(token, equals: "true") || text(token, equals: "enum")
    case 5:
      return text(token, equals: "break") || text(token, equals: "catch")
        || text(token, equals: "class") || text(token, equals: "const")
        || text(token, equals: "false") || text(token, equals: "super")
        || text(token, equals: "throw") || text(token, equals: "while")
    case 6:
      return text(token, equals: "delete") || text(token, equals: "export")
        || text(token, equals: "import") || text(token, equals: "return")
        || text(token, equals: "switch") || text(token, equals: "typeof")
    case 7:
      return text(token, equals: "default") || text(token, equals: "extends")
        || text(token, equals: "finally")
    case 8:
      return text(token, equals: "continue") || text(token, equals: "debugger")
        || text(token, equals: "function")
    case 10: return text(token, equals: "instanceof")
    default: return false
    }
  }

  /// Records the string token just emitted at `index` as a module request.
  mutating func request(_ kind: ModuleRequest.Kind, token index: Int32) {
    guard index >= 0 else { return }
    output.moduleRequests.append(ModuleRequest(kind: kind, token: index))
  }

  /// Records a `require` or `import()` of a value that is not a literal, from its callee's
  /// token and its argument's first.
  mutating func requestDynamically(
    _ kind: ModuleRequest.Kind, callee: Int32, argument: Int32
  ) {
    guard callee >= 0, argument >= 0 else { return }
    output.moduleRequests.append(
      ModuleRequest(kind: kind, token: argument, callee: callee, isDynamic: true))
  }
}
