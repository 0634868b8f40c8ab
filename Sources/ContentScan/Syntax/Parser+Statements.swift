/// Statements, declarations and modules.
extension Parser {
  mutating func parseStatement(topLevel: Bool = false) throws(SyntaxError) {
    try enterRecursion()
    switch token.type {
    case .leftBrace:
      try parseBlock()
    case .semicolon:
      try advance()
    case .at:
      try parseDecorators()
      try parseStatement(topLevel: topLevel)
    case .name where !token.escaped:
      try parseNameStatement(topLevel: topLevel)
    default:
      try parseExpressionStatement()
    }
  }

  mutating func parseBlock() throws(SyntaxError) {
    try enterGroup()
    defer { leaveGroup() }
    openScope(.openBlock)
    defer { closeScope() }
    let open = try expect(.leftBrace, as: .leftBrace)
    while !at(.rightBrace) {
      guard !at(.endOfFile) else { throw unexpected(expected: "'}'") }
      try parseStatement()
    }
    link(open, try advance())
  }

  mutating func parseExpressionStatement() throws(SyntaxError) {
    try parseExpression()
    try semicolon()
  }

  private mutating func parseNameStatement(topLevel: Bool) throws(SyntaxError) {
    let length = token.end - token.start
    switch length {
    case 2:
      if at("if") { return try parseIf() }
      if at("do") { return try parseDoWhile() }
    case 3:
      if at("var") { return try parseVariableStatement() }
      if at("let"), startsLetDeclaration() { return try parseVariableStatement() }
      if at("for") { return try parseFor() }
      if at("try") { return try parseTry() }
    case 4:
      if at("enum") { return try parseEnum() }
      if at("type"), dialect.hasTypes, startsTypeAlias() { return try parseErasedTypeAlias() }
      if at("with") { return try parseWith() }
    case 5:
      if at("const") {
        if dialect.typeScript, peek().type == .name,
          text(peek(), equals: "enum")
        {
          try advance()
          return try parseEnum()
        }
        return try parseVariableStatement(topLevel: topLevel)
      }
      if at("class") { return try parseClass(isExpression: false) }
      if at("while") { return try parseWhile() }
      if at("throw") {
        try advance()
        guard !token.newlineBefore else {
          throw SyntaxError(offset: token.start, problem: "a line break after 'throw'")
        }
        return try parseExpressionStatement()
      }
      if at("break") { return try parseJump() }
      if at("async"), startsAsyncFunction() {
        return try parseFunction(isExpression: false)
      }
      if at("using"), startsUsingDeclaration() {
        output.newerSyntax.insert(.usingDeclaration)
        return try parseVariableStatement()
      }
    case 6:
      if at("return") {
        try advance()
        if !canInsertSemicolon { try parseExpression() }
        return try semicolon()
      }
      if at("switch") { return try parseSwitch() }
      if at("import"), startsImportDeclaration() { return try parseImport() }
      if at("export") { return try parseExport() }
      if at("opaque"), dialect.flow, startsTypeAlias() { return try parseErasedTypeAlias() }
      if at("module"), dialect.typeScript, startsNamespace() { return try parseNamespace() }
    case 7:
      if at("declare"), dialect.hasTypes, startsDeclare() { return try parseDeclare() }
    case 8:
      if at("function") { return try parseFunction(isExpression: false) }
      if at("continue") { return try parseJump() }
      if at("debugger") {
        try advance()
        return try semicolon()
      }
      if at("abstract"), dialect.typeScript, peekIsWord("class") {
        try skipErased()
        return try parseClass(isExpression: false)
      }
    case 9:
      if at("interface"), dialect.hasTypes, startsInterface() {
        return try parseErasedInterface()
      }
      if at("namespace"), dialect.typeScript, startsNamespace() { return try parseNamespace() }
    default:
      break
    }
    // A label: not a reference (nor are the names after `break` and `continue`).
    if !isReserved(token), peek().type == .colon {
      try advance()
      try advance()
      return try parseStatement()
    }
    // CommonJS's `module.exports = EXPRESSION` at the module's top level: the module's value,
    // what `require` gives, as `export default` binds it.
    let exportsWhole =
      topLevel && at("module") && peek().type == .dot && !token.escaped
      && text(peekSecond(), equals: "exports")
    // `exports.A = EXPRESSION` (or `module.exports.A = …`): the export `A`'s binding.
    let exportsMember =
      topLevel && at("exports") && peek().type == .dot && !token.escaped
    let start = stream.count
    try parseExpressionStatement()
    /// Whether the stream holds a plain `=` at `index`.
    func isAssignment(_ index: Int) -> Bool {
      stream.count > index && stream[index].kind == .assign
        && stream[index].end - stream[index].start == 1
    }
    if exportsWhole, isAssignment(start + 3) {
      declareDefault(Int32(start + 2))
    } else if exportsWhole, isAssignment(start + 5), stream[start + 3].kind == .dot,
      stream[start + 4].kind == .identifier
    {
      declareExport(Int32(start + 4))
    } else if exportsMember, isAssignment(start + 3), stream[start + 2].kind == .identifier {
      declareExport(Int32(start + 2))
    }
  }

  func peekIsWord(_ word: StaticString) -> Bool {
    let next = peek()
    return next.type == .name && !next.escaped && text(next, equals: word)
  }

  private func startsLetDeclaration() -> Bool {
    let next = peek()
    switch next.type {
    case .leftBracket, .leftBrace: return true
    case .name:
      // `let in x` and `let instanceof x` use a variable named `let`.
      return !(text(next, equals: "in") || text(next, equals: "instanceof"))
    default: return false
    }
  }

  private func startsUsingDeclaration() -> Bool {
    let next = peek()
    return next.type == .name && !next.newlineBefore && !text(next, equals: "in")
      && !text(next, equals: "instanceof")
  }

  func startsAsyncFunction() -> Bool {
    let next = peek()
    return next.type == .name && !next.newlineBefore && text(next, equals: "function")
  }

  private func startsImportDeclaration() -> Bool {
    let next = peek()
    return next.type != .leftParen && next.type != .dot
  }

  /// `type X =` (or `type X<T> =`) and Flow's `opaque type X`.
  private func startsTypeAlias() -> Bool {
    let next = peek()
    if at("opaque") {
      return next.type == .name && text(next, equals: "type") && !next.newlineBefore
    }
    return next.type == .name && !next.newlineBefore
  }

  private func startsInterface() -> Bool {
    let next = peek()
    return next.type == .name && !next.newlineBefore
  }

  private func startsNamespace() -> Bool {
    let next = peek()
    return (next.type == .name || (next.type == .string && at("module"))) && !next.newlineBefore
  }

  private func startsDeclare() -> Bool {
    let next = peek()
    guard !next.newlineBefore else { return false }
    return next.type == .name || (next.type == .string)
  }

  // MARK: - Control flow

  private mutating func parseParenthesizedCondition() throws(SyntaxError) {
    let open = try expect(.leftParen)
    try parseExpression()
    link(open, try expect(.rightParen))
  }

  /// `if`, and a chain of `else if` in a loop (110,000 of them took as many frames).
  private mutating func parseIf() throws(SyntaxError) {
    while true {
      try advance()
      try parseParenthesizedCondition()
      try parseStatement()
      guard at("else") else { return }
      try advance()
      guard at("if") else { return try parseStatement() }
    }
  }

  private mutating func parseWhile() throws(SyntaxError) {
    try advance()
    try parseParenthesizedCondition()
    try parseStatement()
  }

  private mutating func parseWith() throws(SyntaxError) {
    try advance()
    try parseParenthesizedCondition()
    try parseStatement()
  }

  private mutating func parseDoWhile() throws(SyntaxError) {
    try advance()
    try parseStatement()
    try expect("while")
    try parseParenthesizedCondition()
    // A `;` after `do … while (…)` is optional even on the same line.
    _ = try eat(.semicolon)
  }

  private mutating func parseJump() throws(SyntaxError) {
    try advance()
    if at(.name), !token.newlineBefore, !isReserved(token) { try advance() }
    try semicolon()
  }

  private mutating func parseFor() throws(SyntaxError) {
    // The head's `let` and `const` are visible in the head and the body.
    openScope(.openBlock)
    defer { closeScope() }
    try advance()
    if at("await") { try advance() }
    let open = try expect(.leftParen)
    if at(.semicolon) {
      try advance()
    } else {
      let savedNoIn = noIn
      noIn = true
      if at("var") || at("const") || (at("let") && startsLetDeclaration())
        || (at("using") && startsUsingDeclaration())
      {
        let kind = declarationKind()
        try advance()
        try parseVariableDeclarators(kind)
      } else {
        try parseExpression()
      }
      noIn = savedNoIn
      if at("of") || at("in") {
        try advance()
        if previousIsOf() { try parseAssignment() } else { try parseExpression() }
        link(open, try expect(.rightParen))
        return try parseStatement()
      }
      try expect(.semicolon)
    }
    if !at(.semicolon) { try parseExpression() }
    try expect(.semicolon)
    if !at(.rightParen) { try parseExpression() }
    link(open, try expect(.rightParen))
    try parseStatement()
  }

  private func previousIsOf() -> Bool {
    previousEnd >= 2 && bytes[previousEnd - 2] == UInt8(ascii: "o")
      && bytes[previousEnd - 1] == UInt8(ascii: "f")
  }

  private mutating func parseTry() throws(SyntaxError) {
    try advance()
    try parseBlock()
    if at("catch") {
      try advance()
      openScope(.openBlock)
      if at(.leftParen) {
        let open = try advance()
        try parseBindingTarget(declaring: .catchParameter)
        if at(.colon) { try parseTypeAnnotation() }
        link(open, try expect(.rightParen))
      }
      try parseBlock()
      closeScope()
    }
    if at("finally") {
      try advance()
      try parseBlock()
    }
  }

  private mutating func parseSwitch() throws(SyntaxError) {
    try advance()
    try parseParenthesizedCondition()
    openScope(.openBlock)
    defer { closeScope() }
    let open = try expect(.leftBrace, as: .leftBrace)
    while !at(.rightBrace) {
      if at("case") {
        try advance()
        try parseExpression()
      } else if at("default") {
        try advance()
      } else {
        throw unexpected(expected: "'case' or 'default'")
      }
      try expect(.colon)
      while !at(.rightBrace), !at("case"), !at("default") {
        guard !at(.endOfFile) else { throw unexpected(expected: "'}'") }
        try parseStatement()
      }
    }
    link(open, try advance())
  }

  // MARK: - Variables

  mutating func parseVariableStatement(topLevel: Bool = false) throws(SyntaxError) {
    let kind = declarationKind()
    try advance()
    try parseVariableDeclarators(kind, topLevel: topLevel)
    try semicolon()
  }

  /// What the keyword here (`var`, `let`, `const` or `using`) declares.
  private func declarationKind() -> BindingKind {
    if at("var") { return .variable }
    if at("let") { return .let }
    return .const
  }

  mutating func parseVariableDeclarators(_ kind: BindingKind, topLevel: Bool = false)
    throws(SyntaxError)
  {
    repeat {
      let (pattern, declared) = (Int(stream.count), output.scopeEvents.count)
      try parseBindingTarget(declaring: kind)
      if dialect.typeScript, at(.bang) { try skipErased() }
      if at(.colon), dialect.hasTypes { try parseTypeAnnotation() }
      if at(.assign) {
        let value = Int(try advance()) + 1
        let requests = output.moduleRequests.count
        try parseAssignment()
        if topLevel, kind == .const {
          bindRequiredNames(pattern: pattern, value: value, events: declared, requests: requests)
        }
      }
    } while try eat(.comma)
  }

  /// CommonJS's imports: a module-level `const NAME = require("m")`, `const NAME =
  /// require("m").member` or `const { a, b: c } = require("m")` binds what it names of the module
  /// once, as `import` does (CONTENT-ANALYSIS.md, "Values"), so its names are declared imports
  /// and the request says so (`ModuleRequest.bindsImports`: `ModuleInterface` reads them). A
  /// pattern with a default, a rest or a nested pattern, or any other value, stays a `const`.
  private mutating func bindRequiredNames(
    pattern: Int, value: Int, events: Int, requests: Int
  ) {
    guard output.moduleRequests.count == requests + 1,
      case let request = output.moduleRequests[requests], request.kind == .require,
      !request.isDynamic, Int(request.token) == value + 2,
      stream[value + 1].kind == .leftParen, stream[value + 3].kind == .rightParen,
      stream.count == value + 4
        || stream.count == value + 6 && stream[value + 4].kind == .dot
          && stream[value + 5].kind == .identifier
    else { return }
    // The pattern: a name, or `{ a, b: c }` (a name or a string key before each `:`).
    let end = value - 1
    if stream[pattern].kind == .objectStart {
      var cursor = pattern + 1
      while cursor < end - 1 {
        let key = stream[cursor].kind
        if stream[cursor + 1].kind == .colon, key == .identifier || key == .string {
          cursor += 2
        }
        guard stream[cursor].kind == .identifier else { return }
        cursor += 1
        if stream[cursor].kind == .comma { cursor += 1 }
      }
      guard cursor == end - 1, stream[cursor].kind == .rightBrace else { return }
    } else if !(stream[pattern].kind == .identifier && pattern + 1 == end) {
      return
    }
    output.moduleRequests[requests].bindsImports = true
    for index in events..<output.scopeEvents.count
    where output.scopeEvents[index].kind == .declare {
      output.scopeEvents[index].binding = .import
    }
  }

  // MARK: - Modules

  private mutating func parseModuleSpecifier(_ kind: ModuleRequest.Kind) throws(SyntaxError) {
    guard at(.string) else { throw unexpected(expected: "a module specifier") }
    request(kind, token: try advance())
    try parseImportAttributes()
  }

  /// `with { type: "json" }` (or the older `assert { … }`).
  private mutating func parseImportAttributes() throws(SyntaxError) {
    guard at("with") || (at("assert") && !token.newlineBefore), peek().type == .leftBrace
    else { return }
    output.newerSyntax.insert(.importAttributes)
    try advance()
    try parseObjectLiteral()
  }

  private mutating func parseImport() throws(SyntaxError) {
    // `import type …` and `import typeof …` are erased whole; so is `import { type A }` when
    // every name is a type (what Babel's TypeScript transform does).
    if dialect.hasTypes, startsTypeImport() {
      typeDepth += 1
      defer { typeDepth -= 1 }
      try advance()
      try advance()
      if dialect.flow, at(.star) { output.newerSyntax.insert(.flowTypeNamespaceImport) }
      try parseImportClause()
      return
    }
    // TypeScript's `import x = require("m")` and `import x = A.B`.
    if dialect.typeScript, importsEquals() {
      try advance()
      let typeOnly = at("type")
      if typeOnly { try skipErased() }
      declare(try advance(), as: .import)
      try advance()
      if at("require"), peek().type == .leftParen {
        try advance()
        let open = try advance()
        guard at(.string) else { throw unexpected(expected: "a module specifier") }
        let specifier = try advance()
        request(.require, token: specifier)
        // It binds the module as `const x = require("m")` does (`bindRequiredNames`).
        if specifier >= 0, !typeOnly {
          output.moduleRequests[output.moduleRequests.count - 1].bindsImports = true
        }
        link(open, try expect(.rightParen))
      } else {
        // `import A = B.C` refers to `B`.
        let first = Int32(stream.count)
        try parseEntityName()
        if typeDepth == 0, Int(first) < stream.count { refer(first) }
      }
      return try semicolon()
    }
    let state = save()
    try advance()
    if at(.string) {
      try parseModuleSpecifier(.import)
      return try semicolon()
    }
    let allTypes = try parseImportSpecifiersAreTypes()
    if allTypes {
      restore(state)
      typeDepth += 1
      defer { typeDepth -= 1 }
      try advance()
      try parseImportClause()
      return
    }
    try expect("from")
    try parseModuleSpecifier(.import)
    try semicolon()
  }

  /// After `import`: whether `type`/`typeof` makes the whole import type-only.
  private func startsTypeImport() -> Bool {
    let next = peek()
    guard next.type == .name, text(next, equals: "type") || text(next, equals: "typeof") else {
      return false
    }
    let after = peekSecond()
    // `import type from "m"` imports a value named `type`.
    if after.type == .name, text(after, equals: "from") {
      var copy = scanner
      _ = copy.lookahead()
      _ = copy.lookahead()
      return copy.lookahead().type != .string
    }
    return after.type == .name || after.type == .leftBrace || after.type == .star
  }

  private func importsEquals() -> Bool {
    var copy = scanner
    var next = copy.lookahead()
    if next.type == .name, text(next, equals: "type") { next = copy.lookahead() }
    guard next.type == .name else { return false }
    return copy.lookahead().type == .assign
  }

  /// After `import type`: the names, `from`, the specifier, `;`.
  private mutating func parseImportClause() throws(SyntaxError) {
    _ = try parseImportSpecifiersAreTypes()
    try expect("from")
    guard at(.string) else { throw unexpected(expected: "a module specifier") }
    try advance()
    try parseImportAttributes()
    try semicolon()
  }

  /// Reads `x`, `* as x`, `{ a, type b as c }` and combinations; returns whether every name was
  /// marked `type` inside braces (and there was no default or namespace name).
  private mutating func parseImportSpecifiersAreTypes() throws(SyntaxError) -> Bool {
    var sawValue = false
    var sawTypeName = false
    if at(.name), !at("from") || peek().type == .comma || peekIsWord("from") {
      declare(try advance(), as: .import)
      sawValue = true
      guard try eat(.comma) else { return false }
    }
    if at(.star) {
      try advance()
      try expect("as")
      declare(try advance(), as: .import)
      return false
    }
    if at(.leftBrace) {
      let open = try advance(as: .objectStart)
      while !at(.rightBrace) {
        var isType = false
        if dialect.hasTypes, at("type") || at("typeof") {
          // `type A`, `type A as B`, `type as as B` are type names; `type as B` and `type` alone
          // import a value named `type`.
          let next = peek()
          if next.type == .string {
            isType = true
          } else if next.type == .name {
            isType = !text(next, equals: "as") || peekSecond().type == .name
          }
        }
        if isType {
          typeDepth += 1
          try advance()
          try parseSpecifierName()
          typeDepth -= 1
          sawTypeName = true
        } else {
          declare(try parseSpecifierName().local, as: .import)
          sawValue = true
        }
        guard try eat(.comma) else { break }
      }
      link(open, try expect(.rightBrace))
    }
    return sawTypeName && !sawValue
  }

  /// `a`, `a as b`, `"a-b" as c`, `default as d`: the indices of the first name and of the
  /// last (the local name of an import), the same index when there is one.
  @discardableResult
  private mutating func parseSpecifierName() throws(SyntaxError) -> (first: Int32, local: Int32) {
    guard at(.name) || at(.string) else { throw unexpected(expected: "a name") }
    let first = try advance()
    if at("as") {
      try advance()
      guard at(.name) || at(.string) else { throw unexpected(expected: "a name") }
      return (first, try advance())
    }
    return (first, first)
  }

  private mutating func parseExport() throws(SyntaxError) {
    let next = peek()
    // Erased exports: `export type …`, `export interface …`, `export declare …`,
    // `export opaque type …`, `export import A = B.C` aliases of types stay.
    if dialect.hasTypes, next.type == .name, !next.escaped {
      if text(next, equals: "type") || text(next, equals: "typeof") {
        let after = peekSecond()
        if after.type == .leftBrace || after.type == .star || after.type == .name {
          typeDepth += 1
          defer { typeDepth -= 1 }
          try advance()
          if after.type == .star { output.newerSyntax.insert(.exportTypeStar) }
          if after.type == .leftBrace || after.type == .star {
            try advance()
            return try parseExportClause()
          }
          return try parseStatement()
        }
      }
      if text(next, equals: "interface") || text(next, equals: "declare")
        || (text(next, equals: "opaque") && dialect.flow)
      {
        typeDepth += 1
        defer { typeDepth -= 1 }
        try advance()
        return try parseStatement()
      }
    }
    if dialect.typeScript, next.type == .assign {
      // `export = x`.
      try skipErased()
      try skipErased()
      try parseExpression()
      return try semicolon()
    }
    if dialect.typeScript, next.type == .name, text(next, equals: "as") {
      // `export as namespace X`.
      typeDepth += 1
      defer { typeDepth -= 1 }
      try advance()
      try expect("as")
      try expect("namespace")
      try expect(.name)
      return try semicolon()
    }
    try advance()
    if at("default") {
      let keyword = try advance()
      if at("function") || (at("async") && startsAsyncFunction()) {
        return try parseFunction(isExpression: false, nameOptional: true, defaultKeyword: keyword)
      }
      if at("class") { return try parseClass(isExpression: false, nameOptional: true) }
      if at(.at) {
        try parseDecorators()
        return try parseClass(isExpression: false, nameOptional: true)
      }
      if dialect.typeScript, at("abstract"), peekIsWord("class") {
        try skipErased()
        return try parseClass(isExpression: false, nameOptional: true)
      }
      if dialect.typeScript, at("interface"), startsInterface() {
        return try parseErasedInterface()
      }
      // `export default EXPRESSION` binds the module's name `*default*` to its value (ECMAScript,
      // "Exports").
      declareDefault(keyword)
      try parseAssignment()
      return try semicolon()
    }
    if at(.star) || at(.leftBrace) {
      return try parseExportClause()
    }
    if at("import"), dialect.typeScript {
      return try parseImport()
    }
    // `export var/let/const/function/class/enum/namespace …`.
    try parseStatement()
  }

  /// `* from "m"`, `* as x from "m"`, `{ a, b as c } [from "m"]`, and `export { type A }`.
  private mutating func parseExportClause() throws(SyntaxError) {
    if at(.star) {
      try advance()
      if at("as") {
        try advance()
        try advance()
      }
      try expect("from")
      try parseModuleSpecifier(.export)
      return try semicolon()
    }
    let open = try expect(.leftBrace, as: .objectStart)
    // `export { a as b }` refers to the local `a`, unless the names come `from` a module.
    var exported: [Int32] = []
    while !at(.rightBrace) {
      if dialect.hasTypes, at("type"), peek().type == .name || peek().type == .string {
        let next = peek()
        if !text(next, equals: "as") || peekSecond().type == .name {
          typeDepth += 1
          try advance()
          try parseSpecifierName()
          typeDepth -= 1
          guard try eat(.comma) else { break }
          continue
        }
      }
      if at(.name) {
        exported.append(try parseSpecifierName().first)
      } else {
        try parseSpecifierName()
      }
      guard try eat(.comma) else { break }
    }
    link(open, try expect(.rightBrace))
    if at("from") {
      try advance()
      try parseModuleSpecifier(.export)
    } else {
      for name in exported { refer(name) }
    }
    try semicolon()
  }

  // MARK: - TypeScript and Flow declarations

  /// `enum E { A, B = "b" }`: TypeScript's (a value) and Flow's (`enum E of string {}`).
  mutating func parseEnum() throws(SyntaxError) {
    try advance()
    guard at(.name) else { throw unexpected(expected: Parser.describe(.name)) }
    declare(try advance(), as: .enum)
    if at("of") {
      try skipErased()
      try skipErased()
    }
    let open = try expect(.leftBrace, as: .leftBrace)
    while !at(.rightBrace) {
      if at(.ellipsis) {
        try advance()
        break
      }
      guard at(.name) || at(.string) || at(.leftBracket) else {
        throw unexpected(expected: "a member")
      }
      if at(.leftBracket) {
        let bracket = try advance()
        try parseAssignment()
        link(bracket, try expect(.rightBracket))
      } else {
        try advance()
      }
      if at(.assign) {
        try advance()
        try parseAssignment()
      }
      if at(.semicolon) { try advance() } else if !(try eat(.comma)) { break }
    }
    link(open, try expect(.rightBrace))
  }

  /// `namespace A.B { … }` and `module A { … }`: values; `module "m" { … }` only in `declare`.
  private mutating func parseNamespace() throws(SyntaxError) {
    try advance()
    if at(.string) {
      typeDepth += 1
      defer { typeDepth -= 1 }
      try advance()
      if at(.leftBrace) { try parseBlock() } else { try semicolon() }
      return
    }
    declare(try advance(), as: .namespace)
    while at(.dot) {
      try advance()
      try advance()
    }
    try parseBlock()
  }

  /// `type X<T> = …;`, `opaque type X: S = …;` — erased.
  private mutating func parseErasedTypeAlias() throws(SyntaxError) {
    typeDepth += 1
    defer { typeDepth -= 1 }
    if at("opaque") { try advance() }
    try advance()
    try advance()
    if at(.lessThan) { try parseTypeParameters() }
    if at(.colon) {
      try advance()
      try parseType()
    }
    if at(.assign) {
      try advance()
      try parseType()
    }
    try semicolon()
  }

  /// `interface X<T> extends A, B { … }` — erased.
  mutating func parseErasedInterface() throws(SyntaxError) {
    typeDepth += 1
    defer { typeDepth -= 1 }
    try advance()
    try advance()
    if at(.lessThan) { try parseTypeParameters() }
    if at("extends") {
      try advance()
      repeat { try parseTypeReference() } while try eat(.comma)
    }
    if dialect.flow, at("mixins") {
      try advance()
      repeat { try parseTypeReference() } while try eat(.comma)
    }
    if at("implements") {
      try advance()
      repeat { try parseTypeReference() } while try eat(.comma)
    }
    try parseObjectType()
  }

  /// `declare …` in TypeScript and Flow: erased whole.
  private mutating func parseDeclare() throws(SyntaxError) {
    typeDepth += 1
    defer { typeDepth -= 1 }
    try advance()
    if dialect.flow {
      if at("export") {
        try advance()
        if at("default") {
          try advance()
          if at("function") || at("class") { return try parseFlowDeclaration() }
          try parseType()
          return try semicolon()
        }
        if at(.star) || at(.leftBrace) { return try parseExportClause() }
      }
      if at("module") {
        try advance()
        if at(.dot) {
          // `declare module.exports: T`.
          try advance()
          try advance()
          try parseTypeAnnotation()
          return try semicolon()
        }
        try advance()
        // Flow's own parser reads imports here too; Babel 7.20 refuses some.
        let open = try expect(.leftBrace, as: .leftBrace)
        while !at(.rightBrace) {
          guard !at(.endOfFile) else { throw unexpected(expected: "'}'") }
          if !at("declare") { output.newerSyntax.insert(.flowDeclareModuleStatement) }
          try parseStatement()
        }
        link(open, try advance())
        return
      }
      return try parseFlowDeclaration()
    }
    if at("global") {
      try advance()
      return try parseBlock()
    }
    try parseStatement()
  }

  /// Flow's `declare var/let/const x: T`, `declare function f(): T`, `declare class …`,
  /// `declare type`, `declare opaque type`, `declare interface`.
  private mutating func parseFlowDeclaration() throws(SyntaxError) {
    if at("function") {
      try advance()
      try expect(.name)
      if at(.lessThan) { try parseTypeParameters() }
      try parseFunctionTypeParameters()
      try parseTypeAnnotation()
      if at(.percent) { try parseFlowPredicate() }
      return try semicolon()
    }
    if at("class") {
      try advance()
      try expect(.name)
      if at(.lessThan) { try parseTypeParameters() }
      while at("extends") || at("mixins") || at("implements") {
        try advance()
        repeat { try parseTypeReference() } while try eat(.comma)
      }
      return try parseObjectType()
    }
    if at("var") || at("let") || at("const") {
      try advance()
      try expect(.name)
      if at(.colon) { try parseTypeAnnotation() }
      return try semicolon()
    }
    try parseStatement()
  }

  /// Flow's `%checks` (or `%checks(expr)`), after a return type.
  mutating func parseFlowPredicate() throws(SyntaxError) {
    typeDepth += 1
    defer { typeDepth -= 1 }
    try expect(.percent)
    guard at("checks") else { throw unexpected(expected: "'checks'") }
    try advance()
    if at(.leftParen) {
      try advance()
      try parseExpression()
      try expect(.rightParen)
    }
  }
}
