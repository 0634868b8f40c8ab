import BridgeDiagnostics

/// Parses one contract file into a ``SyntaxFile``, recovering from errors so that every syntax
/// error in a file is reported at its place.
///
/// Recovery works at two levels: an error inside a block member (a field, a case, a release)
/// skips to the end of that member; an error in a declaration's header skips the declaration,
/// including its block. The parser recurses only into type expressions, and those are bounded by
/// ``ContractLimits/maxTypeNesting``, so hostile input cannot overflow the stack.
public struct ContractParser {
  private let file: SourceFile
  private let tokens: [Token]
  private let limits: ContractLimits
  private var position = 0
  /// Comments passed over since they were last taken as trivia.
  private var pending: [SyntaxComment] = []
  private var diagnostics: [Diagnostic]
  private var skippedInput = false

  static let declarationKeywords = [
    "bridge", "channels", "runtime", "message", "capability", "type", "enum", "module", "modules",
    "package", "open", "closed",
  ]

  public static func parse(_ file: SourceFile, limits: ContractLimits = .default) -> (
    SyntaxFile, [Diagnostic]
  ) {
    let (tokens, lexerDiagnostics) = Lexer.tokenize(file)
    var parser = ContractParser(file: file, tokens: tokens, limits: limits, lexed: lexerDiagnostics)
    let syntax = parser.parseFile()
    return (syntax, parser.diagnostics)
  }

  private init(file: SourceFile, tokens: [Token], limits: ContractLimits, lexed: [Diagnostic]) {
    self.file = file
    self.tokens = tokens
    self.limits = limits
    self.diagnostics = lexed
    self.skippedInput = !lexed.isEmpty
    skipComments()
  }

  // MARK: - Declarations

  private mutating func parseFile() -> SyntaxFile {
    var declarations: [SyntaxDeclaration] = []
    while true {
      skipNewlines()
      if current.kind == .endOfFile { break }
      if current.kind == .rightBrace {
        report(
          .error("unexpected-token", "unexpected '}' with no block to close", at: span(current)))
        advance()
        continue
      }
      var trivia = takeLeadingTrivia()
      let start = position
      do throws(ParseError) {
        let declaration = try parseDeclaration()
        try expectEndOfLine(after: "declaration")
        trivia.trailing = takePending()
        declarations.append(
          SyntaxDeclaration(
            trivia: trivia, kind: declaration.kind, span: declaration.span,
            keyword: declaration.keyword))
      } catch {
        report(error.diagnostic)
        skipToEndOfLine(stoppingAtClosing: nil)
        if position == start { advance() }
        pending.removeAll()
      }
    }
    return SyntaxFile(
      file: file, declarations: declarations, closingComments: takePending(),
      hasSyntaxErrors: skippedInput)
  }

  private mutating func parseDeclaration() throws(ParseError) -> SyntaxDeclaration {
    let start = current
    guard start.kind == .word else { throw expected("a declaration") }
    let keyword = text(start)
    let kind: SyntaxDeclarationKind
    switch keyword {
    case "bridge":
      advance()
      kind = .bridge(try name(dotted: true, what: "bridge name"))
    case "channels":
      advance()
      kind = .channels(try parseChannels())
    case "runtime":
      advance()
      kind = .runtime(try parseRuntime())
    case "open", "message":
      let openKeyword = keyword == "open" ? try keywordName("open") : nil
      if openKeyword != nil, current.kind == .word, text(current) == "enum" {
        kind = .enumeration(try parseEnum(openKeyword: openKeyword))
      } else {
        kind = .message(try parseMessage(openKeyword: openKeyword))
      }
    case "capability":
      advance()
      kind = .capability(try parseCapability())
    case "closed", "type":
      let closedKeyword = keyword == "closed" ? try keywordName("closed") : nil
      kind = .record(try parseRecord(closedKeyword: closedKeyword))
    case "enum":
      kind = .enumeration(try parseEnum(openKeyword: nil))
    case "module":
      advance()
      kind = .module(try parseModule())
    case "modules":
      advance()
      _ = try keywordName("complete")
      kind = .modulesComplete
    case "package":
      advance()
      kind = .packageCompatibility(try parsePackageCompatibility())
    default:
      throw ParseError(
        .error(
          "expected-declaration",
          "expected a declaration (\(ContractParser.declarationKeywords.dropLast(2).joined(separator: ", "))), found '\(keyword.printable)'",
          at: span(start),
          notes: suggestion(for: keyword, among: ContractParser.declarationKeywords).map { [$0] }
            ?? []))
    }
    return SyntaxDeclaration(
      trivia: SyntaxTrivia(), kind: kind,
      span: Span(file: file, range: start.range.lowerBound..<lastEnd),
      keyword: span(start))
  }

  private mutating func parseChannels() throws(ParseError) -> [SyntaxChannel] {
    var channels: [SyntaxChannel] = []
    repeat {
      let channelName = try name(dotted: false, what: "channel name")
      var unreleased: SyntaxName?
      if current.kind == .leftParen {
        advance()
        unreleased = try keywordName("unreleased")
        try expect(.rightParen)
      }
      channels.append(SyntaxChannel(name: channelName, unreleased: unreleased))
    } while consume(.comma)
    return channels
  }

  private mutating func parseRuntime() throws(ParseError) -> SyntaxRuntime {
    let version = try version(what: "runtime version")
    let (releases, closing) = try parseBlock(close: .rightBrace) {
      (parser: inout ContractParser) throws(ParseError) -> SyntaxRelease in
      try parser.parseRelease()
    }
    return SyntaxRuntime(version: version, releases: releases, closingComments: closing)
  }

  private mutating func parseRelease() throws(ParseError) -> SyntaxRelease {
    let keyword = current
    _ = try keywordName("release")
    let version = try version(what: "release version")
    var status: SyntaxName?
    var properties: [SyntaxReleaseProperty] = []
    // A malformed status or property is reported here and the release kept, so that the
    // attributes naming it do not each report an unknown release.
    do throws(ParseError) {
      while current.kind == .word {
        let word = try name(dotted: false, what: "release status or property")
        if current.kind == .leftParen {
          advance()
          let value = try self.version(what: "value of '\(word.text)'")
          try expect(.rightParen)
          properties.append(SyntaxReleaseProperty(name: word, value: value))
        } else if status == nil, properties.isEmpty,
          word.text == "unreleased" || word.text == "retired"
        {
          status = word
        } else {
          throw ParseError(
            .error(
              "expected-token",
              "expected 'unreleased', 'retired' or a property such as 'hermes(96)' after the release version, found '\(word.text)'",
              at: word.span))
        }
      }
    } catch {
      report(error.diagnostic)
      skipToEndOfLine(stoppingAtClosing: .rightBrace)
    }
    var packages: [SyntaxPackageVersion]?
    var closing: [SyntaxComment] = []
    if current.kind == .leftBrace {
      (packages, closing) = try parseBlock(close: .rightBrace) {
        (parser: inout ContractParser) throws(ParseError) -> SyntaxPackageVersion in
        try parser.parsePackageVersion()
      }
    }
    return SyntaxRelease(
      trivia: SyntaxTrivia(), keyword: span(keyword), version: version, status: status,
      properties: properties, packages: packages, closingComments: closing,
      span: Span(file: file, range: keyword.range.lowerBound..<lastEnd))
  }

  private mutating func parsePackageVersion() throws(ParseError) -> SyntaxPackageVersion {
    let keyword = current
    _ = try keywordName("package")
    let packageName = try self.packageName()
    if current.kind == .word, let first = file.bytes[current.range].first,
      Lexer.isRangeOperator(first)
    {
      throw ParseError(
        .error(
          "invalid-package-version",
          "a release records the exact version of '\(packageName.value)' its binary linked, not a range like '\(text(current))'",
          at: span(current),
          notes: [.init("declare interchangeable versions with 'package NAME compatible(RANGE)'")]))
    }
    let version = try self.version(what: "version of '\(packageName.value)' (or 'none')")
    return SyntaxPackageVersion(
      trivia: SyntaxTrivia(), keyword: span(keyword), name: packageName, version: version)
  }

  private mutating func parsePackageCompatibility() throws(ParseError) -> SyntaxPackageCompatibility
  {
    let packageName = try self.packageName()
    guard current.kind == .word, text(current) == "compatible" else {
      throw expected(
        "'compatible(RANGE)' after the package name (a version belongs in a release's block)")
    }
    let keyword = try keywordName("compatible")
    try expect(.leftParen)
    var ranges: [SyntaxWord] = []
    repeat {
      ranges.append(try version(what: "version range", allowingRange: true))
    } while consume(.comma)
    try expect(.rightParen)
    return SyntaxPackageCompatibility(name: packageName, compatibleKeyword: keyword, ranges: ranges)
  }

  /// An npm package name: bare when it can be (`expo-haptics`), quoted when scoped
  /// (`"@react-native-community/netinfo"`). Its spelling is checked by the resolver.
  private mutating func packageName() throws(ParseError) -> SyntaxWord {
    guard current.kind == .word || current.kind == .string else {
      throw expected("a package name (quoted when it has a scope: \"@scope/name\")")
    }
    return try version(what: "package name")
  }

  private mutating func parseMessage(openKeyword: SyntaxName?) throws(ParseError) -> SyntaxMessage {
    _ = try keywordName("message")
    let messageName = try name(dotted: true, what: "message name")
    let direction = try parseDirection()
    var payload: SyntaxType?
    if consume(.colon) { payload = try parseType(depth: 0) }
    let attributes = try parseAttributes()
    var cases: [SyntaxCase]?
    var closing: [SyntaxComment] = []
    if openBraceFollows() {
      let block = try parseBlock(close: .rightBrace) {
        (parser: inout ContractParser) throws(ParseError) -> SyntaxCase in
        try parser.parseCase()
      }
      (cases, closing) = (block.0, block.1)
    }
    return SyntaxMessage(
      openKeyword: openKeyword, name: messageName, direction: direction, payload: payload,
      attributes: attributes, cases: cases, closingComments: closing)
  }

  private mutating func parseDirection() throws(ParseError) -> SyntaxName {
    _ = try keywordName("from")
    let direction = try name(dotted: false, what: "direction")
    guard direction.text == "content" || direction.text == "native" else {
      let fix = suggestion(for: direction.text, among: ["content", "native"])
      throw ParseError(
        .error(
          "expected-token",
          "expected 'content' or 'native' after 'from', found '\(direction.text)'",
          at: direction.span,
          fixIts: fix == nil
            ? []
            : [
              .init(
                replace: direction.span,
                with: closestMatch(to: direction.text, among: ["content", "native"])!)
            ]
        ))
    }
    return direction
  }

  private mutating func parseCase() throws(ParseError) -> SyntaxCase {
    _ = try keywordName("case")
    let caseName = try name(dotted: true, what: "case name")
    var fields: [SyntaxField]?
    var closing: [SyntaxComment] = []
    if current.kind == .leftParen {
      let list = try parseBlock(open: .leftParen, close: .rightParen) {
        (parser: inout ContractParser) throws(ParseError) -> SyntaxField in
        try parser.parseField()
      }
      (fields, closing) = (list.0, list.1)
    }
    let attributes = try parseAttributes()
    return SyntaxCase(
      trivia: SyntaxTrivia(), name: caseName, fields: fields, attributes: attributes,
      closingComments: closing)
  }

  private mutating func parseCapability() throws(ParseError) -> SyntaxCapability {
    let capabilityName = try name(dotted: true, what: "capability name")
    let attributes = try parseAttributes()
    var scopes: [SyntaxScope]?
    var closing: [SyntaxComment] = []
    if openBraceFollows() {
      let block = try parseBlock(close: .rightBrace) {
        (parser: inout ContractParser) throws(ParseError) -> SyntaxScope in
        _ = try parser.keywordName("scope")
        let scopeName = try parser.name(dotted: true, what: "scope name")
        return SyntaxScope(
          trivia: SyntaxTrivia(), name: scopeName, attributes: try parser.parseAttributes())
      }
      (scopes, closing) = (block.0, block.1)
    }
    return SyntaxCapability(
      name: capabilityName, attributes: attributes, scopes: scopes, closingComments: closing)
  }

  private mutating func parseRecord(closedKeyword: SyntaxName?) throws(ParseError) -> SyntaxRecord {
    _ = try keywordName("type")
    let recordName = try name(dotted: false, what: "type name")
    let attributes = try parseAttributes()
    guard openBraceFollows() else {
      throw expected("'{' to begin the fields of '\(recordName.text)'")
    }
    let (fields, closing) = try parseBlock(close: .rightBrace) {
      (parser: inout ContractParser) throws(ParseError) -> SyntaxField in
      try parser.parseField()
    }
    return SyntaxRecord(
      closedKeyword: closedKeyword, name: recordName, attributes: attributes, fields: fields,
      closingComments: closing)
  }

  private mutating func parseEnum(openKeyword: SyntaxName?) throws(ParseError) -> SyntaxEnum {
    _ = try keywordName("enum")
    let enumName = try name(dotted: false, what: "enum name")
    let attributes = try parseAttributes()
    guard openBraceFollows() else { throw expected("'{' to begin the cases of '\(enumName.text)'") }
    let (cases, closing) = try parseBlock(close: .rightBrace) {
      (parser: inout ContractParser) throws(ParseError) -> SyntaxEnumCase in
      let caseName = try parser.name(dotted: false, what: "enum case")
      return SyntaxEnumCase(
        trivia: SyntaxTrivia(), name: caseName, attributes: try parser.parseAttributes())
    }
    return SyntaxEnum(
      openKeyword: openKeyword, name: enumName, attributes: attributes, cases: cases,
      closingComments: closing)
  }

  private mutating func parseModule() throws(ParseError) -> SyntaxModule {
    let moduleName = try name(dotted: true, what: "module name")
    var package: SyntaxWord?
    if current.kind == .word, text(current) == "from" {
      advance()
      guard current.kind == .string else { throw expected("the package name as a string") }
      package = try version(what: "package name")
    }
    return SyntaxModule(name: moduleName, package: package, attributes: try parseAttributes())
  }

  private mutating func parseField() throws(ParseError) -> SyntaxField {
    let fieldName = try name(dotted: false, what: "field name")
    try expect(.colon)
    let type = try parseType(depth: 0)
    return SyntaxField(
      trivia: SyntaxTrivia(), name: fieldName, type: type, attributes: try parseAttributes())
  }

  private mutating func parseType(depth: Int) throws(ParseError) -> SyntaxType {
    guard depth < limits.maxTypeNesting else {
      throw ParseError(
        .error(
          "nesting-too-deep",
          "type nests more than \(limits.maxTypeNesting) levels deep", at: span(current)))
    }
    let start = current.range.lowerBound
    var type: SyntaxType
    if consume(.leftBracket) {
      let element = try parseType(depth: depth + 1)
      if consume(.colon) {
        let value = try parseType(depth: depth + 1)
        try expect(.rightBracket)
        type = .map(key: element, value: value, span: Span(file: file, range: start..<lastEnd))
      } else {
        try expect(.rightBracket)
        type = .array(element: element, span: Span(file: file, range: start..<lastEnd))
      }
    } else if current.kind == .word {
      type = .named(try name(dotted: false, what: "type name"))
    } else {
      throw expected("a type")
    }
    if consume(.question) {
      type = .optional(wrapped: type, span: Span(file: file, range: start..<lastEnd))
      if current.kind == .question {
        throw ParseError(
          .error("expected-token", "a type may be made optional only once", at: span(current)))
      }
    }
    return type
  }

  private mutating func parseAttributes() throws(ParseError) -> [SyntaxAttribute] {
    var attributes: [SyntaxAttribute] = []
    while current.kind == .at {
      let start = current.range.lowerBound
      advance()
      let attributeName = try name(dotted: false, what: "attribute name")
      var arguments: [SyntaxWord] = []
      if consume(.leftParen) {
        repeat {
          arguments.append(try version(what: "argument of '@\(attributeName.text)'"))
        } while consume(.comma)
        try expect(.rightParen)
      }
      attributes.append(
        SyntaxAttribute(
          name: attributeName, arguments: arguments, span: Span(file: file, range: start..<lastEnd)
        ))
    }
    return attributes
  }

  // MARK: - Blocks and recovery

  /// Parses `{ member … }` (or `( member, … )`): members separated by new lines or commas, each
  /// with its comments. An error in one member is reported and the rest of it skipped.
  private mutating func parseBlock<Member: HasTrivia>(
    open: Token.Kind = .leftBrace, close: Token.Kind,
    member parseMember: (inout ContractParser) throws(ParseError) -> Member
  ) throws(ParseError) -> ([Member], [SyntaxComment]) {
    let opening = current
    try expect(open)
    var members: [Member] = []
    while true {
      skipNewlines()
      if current.kind == close {
        let closing = takePending()
        advance()
        return (members, closing)
      }
      // The end of the file, the end of an enclosing block, or a line that starts a new
      // declaration: this block was never closed.
      if current.kind == .endOfFile || (close == .rightParen && current.kind == .rightBrace)
        || startsDeclaration
      {
        skippedInput = true
        throw ParseError(
          .error(
            "expected-token", "expected '\(close == .rightBrace ? "}" : ")")' to close this block",
            at: Span(file: file, start: lastEnd, length: 0),
            notes: [.init("the block opens here", at: span(opening))]))
      }
      var trivia = takeLeadingTrivia()
      let start = position
      do throws(ParseError) {
        var member = try parseMember(&self)
        guard current.kind == .newline || current.kind == .comma || current.kind == close else {
          throw expected("',' or a new line")
        }
        _ = consume(.comma)
        if current.kind == .newline || current.kind == close { trivia.trailing = takePending() }
        member.trivia = trivia
        members.append(member)
      } catch {
        report(error.diagnostic)
        skipToEndOfLine(stoppingAtClosing: close)
        _ = consume(.comma)
        if position == start, current.kind != close { advance() }
        pending.removeAll()
      }
    }
  }

  /// Skips the rest of a broken member or declaration: to the next new line (or, in a block,
  /// `,`) outside any brackets it opened, so that a broken declaration's block goes with it.
  ///
  /// Brackets are matched by kind, and a `}` closes any `(` or `[` left open inside its block, so
  /// one unclosed bracket cannot swallow the rest of the file. A `}` or the block's own closing
  /// token that the skipped text did not open is left for the block to consume. At the top level,
  /// a line that starts a new declaration ends the skip even inside unclosed brackets.
  private mutating func skipToEndOfLine(stoppingAtClosing close: Token.Kind?) {
    skippedInput = true
    var open: [Token.Kind] = []
    while current.kind != .endOfFile {
      switch current.kind {
      case .leftBrace, .leftParen, .leftBracket:
        open.append(current.kind)
      case .rightBrace:
        if let brace = open.lastIndex(of: .leftBrace) {
          open.removeSubrange(brace...)
        } else if close != nil {
          return
        }
      case .rightParen, .rightBracket:
        let opener: Token.Kind = current.kind == .rightParen ? .leftParen : .leftBracket
        if open.last == opener {
          open.removeLast()
        } else if open.isEmpty, current.kind == close {
          return
        }
      case .newline, .comma:
        if open.isEmpty, close != nil || current.kind == .newline { return }
      case .word:
        if close == nil, !open.isEmpty, startsDeclaration { return }
      default:
        break
      }
      advance()
    }
  }

  /// Whether the current token begins a line with a declaration keyword followed by a name (a
  /// field called `type` is followed by `:` instead).
  private var startsDeclaration: Bool {
    guard current.kind == .word, current.startsLine,
      ContractParser.declarationKeywords.contains(text(current))
    else { return false }
    var next = position + 1
    while tokens[next].isComment { next += 1 }
    guard text(current) == "package" else { return tokens[next].kind == .word }
    // `package NAME VERSION` is a member of a release's block; only `package NAME compatible(…)`
    // is a declaration.
    guard tokens[next].kind == .word || tokens[next].kind == .string else { return false }
    var after = next + 1
    while tokens[after].isComment { after += 1 }
    return tokens[after].kind == .word && text(tokens[after]) == "compatible"
  }

  private mutating func expectEndOfLine(after what: String) throws(ParseError) {
    guard current.kind == .newline || current.kind == .endOfFile else {
      throw expected("a new line after the \(what)")
    }
  }

  /// Whether a `{` follows, on this line or after blank lines (consuming nothing else).
  private mutating func openBraceFollows() -> Bool {
    var lookahead = position
    while tokens[lookahead].kind == .newline || tokens[lookahead].isComment { lookahead += 1 }
    guard tokens[lookahead].kind == .leftBrace else { return false }
    skipNewlines()
    return true
  }

  // MARK: - Tokens

  private var current: Token { tokens[position] }

  private var lastEnd: Int {
    var index = position - 1
    while index > 0, tokens[index].kind == .newline || tokens[index].isComment { index -= 1 }
    return index >= 0 ? tokens[index].range.upperBound : 0
  }

  private mutating func advance() {
    if current.kind != .endOfFile { position += 1 }
    skipComments()
  }

  private mutating func skipComments() {
    while tokens[position].isComment {
      let token = tokens[position]
      let kind: SyntaxComment.Kind =
        switch token.kind {
        case .docComment where token.startsLine: .doc
        case .blockComment: .block
        default: .line
        }
      var text = self.text(token)
      while text.last == " " || text.last == "\t" { text.removeLast() }
      pending.append(
        SyntaxComment(
          kind: kind, text: text, followsBlankLine: token.followsBlankLine, span: span(token)))
      position += 1
    }
  }

  private mutating func skipNewlines() {
    while current.kind == .newline { advance() }
  }

  private mutating func takePending() -> [SyntaxComment] {
    defer { pending.removeAll() }
    return pending
  }

  private mutating func takeLeadingTrivia() -> SyntaxTrivia {
    SyntaxTrivia(leading: takePending(), trailing: [], followsBlankLine: current.followsBlankLine)
  }

  private mutating func consume(_ kind: Token.Kind) -> Bool {
    guard current.kind == kind else { return false }
    advance()
    return true
  }

  private mutating func expect(_ kind: Token.Kind) throws(ParseError) {
    guard consume(kind) else {
      throw expected(
        Token(kind: kind, range: 0..<0, followsBlankLine: false, startsLine: false).description)
    }
  }

  private mutating func keywordName(_ keyword: String) throws(ParseError) -> SyntaxName {
    guard current.kind == .word, text(current) == keyword else { throw expected("'\(keyword)'") }
    defer { advance() }
    return SyntaxName(text: keyword, span: span(current))
  }

  /// A name: `[A-Za-z_][A-Za-z0-9_-]*`, dotted where `dotted` allows (`task.archive`).
  private mutating func name(dotted: Bool, what: String) throws(ParseError) -> SyntaxName {
    guard current.kind == .word else { throw expected(what) }
    let token = current
    let value = text(token)
    if !NameSyntax.isValidName(value, dotted: dotted) {
      let dots = !dotted && NameSyntax.isValidName(value, dotted: true)
      throw ParseError(
        .error(
          "invalid-name",
          dots
            ? "\(what) '\(value)' may not contain '.'"
            : "'\(value)' is not a valid \(what)",
          at: span(token),
          notes: dots
            ? []
            : [
              .init(
                "names start with a letter or '_' and continue with letters, digits, '_' or '-'")
            ]))
    }
    advance()
    return SyntaxName(text: value, span: span(token))
  }

  /// A version or other value: a bare word starting with a letter or digit (or, where a range
  /// is allowed, `~` or `^`), or a string literal.
  private mutating func version(what: String, allowingRange: Bool = false) throws(ParseError)
    -> SyntaxWord
  {
    let token = current
    switch token.kind {
    case .word:
      let value = text(token)
      guard let first = value.utf8.first, first != UInt8(ascii: "_"),
        allowingRange || !Lexer.isRangeOperator(first)
      else {
        throw ParseError(
          .error(
            "invalid-version", "\(what) '\(value)' must start with a letter or digit",
            at: span(token)))
      }
      advance()
      return SyntaxWord(value: value, isQuoted: false, span: span(token))
    case .string:
      let decoded = decodeString(token)
      if decoded.isEmpty {
        report(.error("invalid-version", "\(what) may not be empty", at: span(token)))
      }
      advance()
      return SyntaxWord(value: decoded, isQuoted: true, span: span(token))
    default:
      throw expected(what)
    }
  }

  /// The value of a string literal; invalid escapes are reported and kept as written.
  private mutating func decodeString(_ token: Token) -> String {
    let bytes = file.bytes
    var end = token.range.upperBound
    if end - token.range.lowerBound >= 2, bytes[end - 1] == UInt8(ascii: "\"") { end -= 1 }
    var result: [UInt8] = []
    var index = token.range.lowerBound + 1
    while index < end {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < end else {
        result.append(byte)
        index += 1
        continue
      }
      let escape = bytes[index + 1]
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): result.append(escape)
      case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
      case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
      case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
      case UInt8(ascii: "0"): result.append(0)
      case UInt8(ascii: "u"):
        if let (scalar, length) = unicodeEscape(at: index + 2, end: end) {
          result.append(contentsOf: Array(String(Character(scalar)).utf8))
          index += 2 + length
          continue
        }
        fallthrough
      default:
        report(
          .error(
            "invalid-escape", "invalid escape sequence in string literal",
            at: Span(file: file, start: index, length: 2),
            notes: [.init("valid escapes are \\\" \\\\ \\n \\t \\r \\0 and \\u{…}")]))
        result.append(contentsOf: [byte, escape])
      }
      index += 2
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Reads `{XXXX}` at `start`, returning the scalar and the bytes read.
  private func unicodeEscape(at start: Int, end: Int) -> (Unicode.Scalar, Int)? {
    let bytes = file.bytes
    guard start < end, bytes[start] == UInt8(ascii: "{") else { return nil }
    var index = start + 1
    var value: UInt32 = 0
    while index < end, index - start <= 8, let digit = hexValue(bytes[index]) {
      value = value * 16 + UInt32(digit)
      index += 1
    }
    guard index < end, bytes[index] == UInt8(ascii: "}"), index > start + 1,
      let scalar = Unicode.Scalar(value)
    else { return nil }
    return (scalar, index + 1 - start)
  }

  private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private func text(_ token: Token) -> String {
    String(decoding: file.bytes[token.range], as: UTF8.self)
  }

  private func span(_ token: Token) -> Span { Span(file: file, range: token.range) }

  private mutating func report(_ diagnostic: Diagnostic?) {
    skippedInput = true
    if let diagnostic { diagnostics.append(diagnostic) }
  }

  private func expected(_ what: String) -> ParseError {
    let found: String =
      switch current.kind {
      case .word, .string: "'\(text(current).printable)'"
      default: current.description
      }
    guard current.kind != .invalid else { return ParseError(nil) }
    return ParseError(
      .error("expected-token", "expected \(what), found \(found)", at: span(current)))
  }

  private func suggestion(for word: String, among candidates: [String]) -> Diagnostic.Note? {
    closestMatch(to: word, among: candidates).map { .init("did you mean '\($0)'?") }
  }
}

/// A syntax error: thrown to the nearest member or declaration, which reports it and recovers.
struct ParseError: Error {
  /// `nil` when the offending token is one the lexer has already reported.
  let diagnostic: Diagnostic?
  init(_ diagnostic: Diagnostic?) { self.diagnostic = diagnostic }
}

protocol HasTrivia {
  var trivia: SyntaxTrivia { get set }
}

extension SyntaxRelease: HasTrivia {}
extension SyntaxCase: HasTrivia {}
extension SyntaxScope: HasTrivia {}
extension SyntaxField: HasTrivia {}
extension SyntaxEnumCase: HasTrivia {}
extension SyntaxPackageVersion: HasTrivia {}

/// The spelling rules for names, shared by the parser, the formatter and whatever writes
/// contracts (`init`).
public enum NameSyntax {
  public static func isValidName(_ text: String, dotted: Bool) -> Bool {
    var text = text
    return text.withUTF8 { isValidName($0, dotted: dotted) }
  }

  /// One pass over the bytes: every segment (between dots, when `dotted`) starts with a letter
  /// or `_` and continues with letters, digits, `_` or `-`.
  static func isValidName(_ bytes: UnsafeBufferPointer<UInt8>, dotted: Bool) -> Bool {
    var atSegmentStart = true
    for byte in bytes {
      if atSegmentStart {
        guard Lexer.isLetter(byte) || byte == UInt8(ascii: "_") else { return false }
        atSegmentStart = false
      } else if byte == UInt8(ascii: ".") {
        guard dotted else { return false }
        atSegmentStart = true
      } else {
        guard
          Lexer.isLetter(byte) || Lexer.isDigit(byte) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "-")
        else { return false }
      }
    }
    return !atSegmentStart
  }

  /// A string literal of the contract language holding `value`, escaped as the lexer reads it.
  public static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\0": result += "\\0"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Whether a version can be written bare, or needs quotes.
  public static func isBareVersion(_ text: String) -> Bool {
    guard let first = text.utf8.first, Lexer.isLetter(first) || Lexer.isDigit(first) else {
      return false
    }
    return text.utf8.allSatisfy(Lexer.isWordByte)
  }
}
