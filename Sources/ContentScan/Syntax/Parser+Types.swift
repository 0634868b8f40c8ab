/// Type syntax of TypeScript and Flow: read in full so that the parser knows where it ends, and
/// never emitted (every entry point raises `typeDepth`).
extension Parser {
  /// `: T`.
  mutating func parseTypeAnnotation() throws(SyntaxError) {
    typeDepth += 1
    defer { typeDepth -= 1 }
    try expect(.colon)
    try parseType()
  }

  /// After a return position's `:`: TypeScript's `asserts x`, `asserts x is T`, `x is T`, or a type.
  mutating func parseReturnTypeBody() throws(SyntaxError) {
    typeDepth += 1
    defer { typeDepth -= 1 }
    if dialect.typeScript {
      if at("asserts") {
        let next = peek()
        if next.type == .name, !next.newlineBefore {
          try advance()
          try advance()
          if at("is"), !token.newlineBefore {
            try advance()
            try parseType()
          }
          return
        }
      }
      if at(.name), peekIsWord("is"), !(peek().newlineBefore) {
        try advance()
        try advance()
        return try parseType()
      }
    }
    if dialect.flow, at(.name), peekIsWord("is"), !(peek().newlineBefore) {
      // hermes-parser's type guards: `x is T`.
      output.newerSyntax.insert(.flowTypeGuard)
      try advance()
      try advance()
      return try parseType()
    }
    try parseType()
  }

  mutating func parseType() throws(SyntaxError) {
    typeDepth += 1
    defer { typeDepth -= 1 }
    try enterRecursion()
    if dialect.flow { return try parseFlowConditional() }
    if startsFunctionType() { return try parseFunctionType() }
    try parseUnionType()
    try parseConditionalRest()
  }

  /// After a union: `extends U ? T : F`, a conditional type (TypeScript's, and hermes-parser's in
  /// Flow), unless conditionals cannot stand here.
  private mutating func parseConditionalRest() throws(SyntaxError) {
    guard at("extends"), !token.newlineBefore, !noConditionalTypes else { return }
    if dialect.flow { output.newerSyntax.insert(.flowModernTypes) }
    try advance()
    let saved = noConditionalTypes
    noConditionalTypes = true
    if dialect.flow { try parseFlowUnion() } else { try parseUnionType() }
    noConditionalTypes = false
    try expect(.question)
    try parseType()
    try expect(.colon)
    try parseType()
    noConditionalTypes = saved
  }

  /// Inside a conditional type's `extends` clause, where `extends` cannot start another (and an
  /// `infer X extends Y` constraint is read instead).
  var noConditionalTypes: Bool {
    get { inConditionalExtends }
    set { inConditionalExtends = newValue }
  }

  private mutating func startsFunctionType() -> Bool {
    if at(.lessThan) { return true }
    if at("new") { return true }
    if at("abstract"), peekIsWord("new") { return true }
    guard at(.leftParen) else { return false }
    let next = peek()
    switch next.type {
    case .rightParen, .ellipsis: return true
    case .name:
      var copy = scanner
      _ = copy.lookahead()
      let after = copy.lookahead()
      switch after.type {
      case .colon, .comma, .question, .assign: return true
      case .rightParen: return copy.lookahead().type == .arrow
      default: return false
      }
    case .leftBrace, .leftBracket:
      // A pattern parameter, or a parenthesized object or tuple type: tried, once a place.
      if let known = functionTypeAt[token.start] { return known }
      var probe = self
      probe.typeDepth += 1
      let starts: Bool
      do {
        try probe.parseFunctionParameters()
        starts = probe.at(.arrow)
      } catch {
        starts = false
      }
      // What the probe learned of the places inside stands for the parse that follows: lost
      // with it, every level of nested patterns (`(a = x<a<({ b = … })…`) was read again at
      // each level above, in exponential time.
      notArrowAt = probe.notArrowAt
      notTypeArgumentsAt = probe.notTypeArgumentsAt
      parenthesesFollowedByArrow = probe.parenthesesFollowedByArrow
      functionTypeAt = probe.functionTypeAt
      functionTypeAt[token.start] = starts
      return starts
    default:
      return false
    }
  }

  private mutating func parseFunctionType() throws(SyntaxError) {
    if at("abstract") { try advance() }
    if at("new") { try advance() }
    if at(.lessThan) { try parseTypeParameters() }
    try parseFunctionParameters()
    try expect(.arrow)
    try parseReturnTypeBody()
  }

  private mutating func parseUnionType() throws(SyntaxError) {
    try parseJoined(by: .bar, .intersection)
  }

  /// What `parseJoined` reads between its separators.
  private enum TypeOperand { case intersection, typeOperator, flowIntersection, flowArrowShorthand }

  /// `A | B | C` or `A & B & C`, a leading separator allowed: the operands of one kind joined
  /// by one separator. A `|` right before `}` closes a Flow exact object instead (`{| a: T |}`).
  private mutating func parseJoined(by separator: Tok, _ operand: TypeOperand)
    throws(SyntaxError)
  {
    _ = try eat(separator)
    while true {
      switch operand {
      case .intersection: try parseJoined(by: .ampersand, .typeOperator)
      case .typeOperator: try parseTypeOperator()
      case .flowIntersection: try parseJoined(by: .ampersand, .flowArrowShorthand)
      case .flowArrowShorthand: try parseFlowArrowShorthand()
      }
      guard at(separator), !(separator == .bar && closesExactObject()) else { return }
      try advance()
    }
  }

  private func closesExactObject() -> Bool {
    let next = peek()
    return next.type == .rightBrace && next.start == token.end
  }

  private mutating func parseTypeOperator() throws(SyntaxError) {
    if at("keyof") || at("unique") || at("readonly"), peekStartsType() {
      try advance()
      return try parseTypeOperator()
    }
    if at("infer") {
      try advance()
      try advance()
      if at("extends") {
        // `infer X extends Y` — a constraint, unless conditionals may stand here and `?` shows
        // that it starts one (`infer X extends Y ? A : B`).
        let state = save()
        try advance()
        let saved = noConditionalTypes
        noConditionalTypes = true
        try parseTypeOperator()
        noConditionalTypes = saved
        if !noConditionalTypes, at(.question) { restore(state) }
      }
      return
    }
    // Below the type operators a conditional type may stand again, inside an `extends` clause
    // too: in a function type's signature, a parenthesized, object or tuple type, type
    // arguments (`X extends <T>() => T extends Y ? 1 : 2 ? A : B`, `true extends (T extends
    // never ? 1 : 2) ? A : B`), as TypeScript and Babel read it.
    let saved = noConditionalTypes
    noConditionalTypes = false
    defer { noConditionalTypes = saved }
    if startsFunctionType() { return try parseFunctionType() }
    try parsePostfixType()
  }

  private func peekStartsType() -> Bool {
    let next = peek()
    switch next.type {
    case .name, .leftParen, .leftBracket, .leftBrace, .string, .number, .template, .templateHead,
      .minus, .lessThan:
      return !(next.type == .name && text(next, equals: "extends"))
    default:
      return false
    }
  }

  private mutating func parsePostfixType() throws(SyntaxError) {
    try parsePrimaryType()
    while at(.leftBracket), !token.newlineBefore {
      try advance()
      if !at(.rightBracket) { try parseType() }
      try expect(.rightBracket)
    }
  }

  private mutating func parsePrimaryType() throws(SyntaxError) {
    switch token.type {
    case .leftParen:
      try advance()
      try parseType()
      try expect(.rightParen)
    case .leftBracket:
      try parseTupleType()
    case .leftBrace:
      if startsMappedType() { return try parseMappedType() }
      try parseObjectType()
    case .string, .number:
      try advance()
    case .template, .templateHead:
      try parseTemplateType()
    case .minus:
      try advance()
      guard at(.number) else { throw unexpected(expected: "a number") }
      try advance()
    case .question:
      // JSDoc's `?` types are not TypeScript; Babel rejects them too.
      throw unexpected(expected: "a type")
    case .name:
      if at("typeof") {
        try advance()
        if at("import") { return try parseImportType() }
        try parseEntityName()
        if atTypeArguments, !token.newlineBefore { try parseTypeArguments() }
        return
      }
      if at("import"), peek().type == .leftParen { return try parseImportType() }
      if at("asserts") || at("this") || !isReserved(token) || at("void") || at("null")
        || at("true") || at("false") || at("this")
      {
        try parseTypeReference()
        return
      }
      throw unexpected(expected: "a type")
    default:
      throw unexpected(expected: "a type")
    }
  }

  /// `` `prefix${T}suffix` `` in a type.
  private mutating func parseTemplateType() throws(SyntaxError) {
    if at(.template) {
      try advance()
      return
    }
    try advance()
    while true {
      try parseType()
      guard at(.rightBrace) else { throw unexpected(expected: "'}'") }
      token = try scanner.rescanTemplateContinuation(from: token.start)
      let isTail = at(.templateTail)
      try advance()
      if isTail { return }
    }
  }

  /// `import("m").A.B<T>`.
  private mutating func parseImportType() throws(SyntaxError) {
    try advance()
    try expect(.leftParen)
    guard at(.string) else { throw unexpected(expected: "a module specifier") }
    try advance()
    if at(.comma) {
      try advance()
      if !at(.rightParen) { try parseAssignment() }
      _ = try eat(.comma)
    }
    try expect(.rightParen)
    while at(.dot) {
      try advance()
      try advance()
    }
    if atTypeArguments { try parseTypeArguments() }
  }

  /// The label of a tuple element or a function type's parameter, `name:` or `name?:`, if one
  /// stands here.
  private mutating func skipElementLabel() throws(SyntaxError) {
    guard at(.name) else { return }
    let next = peek()
    guard next.type == .colon || (next.type == .question && peekSecond().type == .colon) else {
      return
    }
    try advance()
    _ = try eat(.question)
    try expect(.colon)
  }

  private mutating func parseTupleType() throws(SyntaxError) {
    try advance()
    while !at(.rightBracket) {
      if at(.ellipsis) { try advance() }
      try skipElementLabel()
      try parseType()
      _ = try eat(.question)
      guard try eat(.comma) else { break }
    }
    try expect(.rightBracket)
  }

  private func startsMappedType() -> Bool {
    var copy = scanner
    var next = copy.lookahead()
    if next.type == .plus || next.type == .minus { next = copy.lookahead() }
    if next.type == .name, text(next, equals: "readonly") { next = copy.lookahead() }
    guard next.type == .leftBracket else { return false }
    guard copy.lookahead().type == .name else { return false }
    let keyword = copy.lookahead()
    return keyword.type == .name && text(keyword, equals: "in")
  }

  /// `{ readonly [K in T as U]?: V }`.
  private mutating func parseMappedType() throws(SyntaxError) {
    try advance()
    if at(.plus) || at(.minus) { try advance() }
    if at("readonly") { try advance() }
    try expect(.leftBracket)
    try advance()
    try expect("in")
    try parseType()
    if at("as") {
      try advance()
      try parseType()
    }
    try expect(.rightBracket)
    if at(.plus) || at(.minus) { try advance() }
    _ = try eat(.question)
    if at(.colon) {
      try advance()
      try parseType()
    }
    if at(.semicolon) || at(.comma) { try advance() }
    try expect(.rightBrace)
  }

  /// `A`, `A.B.C`, with type arguments: `Promise<void>`.
  mutating func parseTypeReference() throws(SyntaxError) {
    typeDepth += 1
    defer { typeDepth -= 1 }
    try parseEntityName()
    if atTypeArguments, !token.newlineBefore || dialect.flow { try parseTypeArguments() }
  }

  mutating func parseEntityName() throws(SyntaxError) {
    guard at(.name) else { throw unexpected(expected: "a name") }
    try advance()
    while at(.dot) {
      try advance()
      guard at(.name) || at(.privateName) else { throw unexpected(expected: "a name") }
      try advance()
    }
  }

  /// Whether type arguments open here: at `<`, or at `<<` whose first `<` does
  /// (`ReturnType<<T>() => T>`, a generic function type as the first argument), which the
  /// scanner reads as one shift.
  var atTypeArguments: Bool { at(.lessThan) || at(.shiftLeft) }

  /// `<A, B<C>>`.
  mutating func parseTypeArguments() throws(SyntaxError) {
    typeDepth += 1
    let savedAnonymous = noAnonymousFunctionType
    noAnonymousFunctionType = false
    defer {
      typeDepth -= 1
      noAnonymousFunctionType = savedAnonymous
    }
    if at(.shiftLeft) {
      // Its first `<` opens them; the scanner reads on from the second.
      token.type = .lessThan
      token.end = token.start + 1
      scanner.offset = token.end
    }
    try expect(.lessThan)
    while !at(.greaterThan) {
      try parseType()
      guard try eat(.comma) else { break }
    }
    try expect(.greaterThan)
  }

  /// `<T extends U = D, const V, in out W>` (TypeScript) or `<+T: Bound = D>` (Flow).
  mutating func parseTypeParameters() throws(SyntaxError) {
    typeDepth += 1
    defer { typeDepth -= 1 }
    try expect(.lessThan)
    while !at(.greaterThan) {
      if dialect.typeScript {
        while at("const") || at("in") || at("out"), peek().type == .name {
          if at("const") { output.newerSyntax.insert(.constTypeParameter) }
          try advance()
        }
      } else if at(.plus) || at(.minus) {
        try advance()
      }
      guard at(.name) else { throw unexpected(expected: "a type parameter") }
      try advance()
      if at("extends") {
        if dialect.flow { output.newerSyntax.insert(.flowModernTypes) }
        try advance()
        try parseType()
      }
      if dialect.flow, at(.colon) {
        try advance()
        try parseType()
      }
      if at(.assign) {
        try advance()
        try parseType()
      }
      guard try eat(.comma) else { break }
    }
    try expect(.greaterThan)
  }

  /// `{ a: T; b?(): U; [k: string]: V; new (): W; (): X; readonly c: Y }`, and Flow's `{| |}`.
  mutating func parseObjectType() throws(SyntaxError) {
    typeDepth += 1
    defer { typeDepth -= 1 }
    try expect(.leftBrace)
    // `{||}`, the empty exact object, which the scanner reads as `{`, `||`, `}`.
    if dialect.flow, at(.logicalOr), token.start == previousEnd, peek().type == .rightBrace {
      try advance()
      try expect(.rightBrace)
      return
    }
    let exact = dialect.flow && at(.bar) && token.start == previousEnd
    if exact { try advance() }
    while true {
      if exact, at(.bar), peek().type == .rightBrace {
        try advance()
        break
      }
      if at(.rightBrace) { break }
      guard !at(.endOfFile) else { throw unexpected(expected: "'}'") }
      if dialect.flow {
        try parseObjectTypeMember()
      } else {
        try parseTypeMember()
      }
      if at(.semicolon) || at(.comma) {
        try advance()
      } else if !(at(.rightBrace) || (exact && at(.bar)) || token.newlineBefore) {
        throw unexpected(expected: "';'")
      }
    }
    try expect(.rightBrace)
  }

  /// One member of a TypeScript object type or interface.
  private mutating func parseTypeMember() throws(SyntaxError) {
    if at(.leftParen) || at(.lessThan) {
      return try parseSignatureRest()
    }
    if at("new"), peek().type == .leftParen || peek().type == .lessThan {
      try advance()
      return try parseSignatureRest()
    }
    while at("readonly") || at("static") || at("public") || at("private") || at("protected")
      || at("declare") || at("abstract") || at("override"),
      memberModifierFollows()
    {
      try advance()
    }
    if at("get") || at("set"), memberModifierFollows() {
      try advance()
    }
    if at(.leftBracket), startsIndexSignatureHere() {
      return try parseIndexSignature()
    }
    try parsePropertyKey()
    _ = try eat(.question)
    if at(.leftParen) || at(.lessThan) {
      return try parseSignatureRest()
    }
    if at(.colon) {
      try advance()
      try parseType()
    }
  }

  /// Whether a member's name (or, in Flow, its variance) follows a modifier.
  private func memberModifierFollows() -> Bool {
    switch peek().type {
    case .name, .string, .number, .leftBracket, .privateName: true
    case .plus, .minus: dialect.flow
    default: false
    }
  }

  private func startsIndexSignatureHere() -> Bool {
    var copy = scanner
    let name = copy.lookahead()
    guard name.type == .name else { return false }
    return copy.lookahead().type == .colon
  }

  /// `[key: K]: V` (TypeScript), after optional modifiers.
  mutating func parseIndexSignature() throws(SyntaxError) {
    try expect(.leftBracket)
    try advance()
    try parseTypeAnnotation()
    try expect(.rightBracket)
    _ = try eat(.question)
    if at(.colon) { try parseTypeAnnotation() }
  }

  /// `<T>(params): R` of a call, construct or method signature.
  private mutating func parseSignatureRest() throws(SyntaxError) {
    if at(.lessThan) { try parseTypeParameters() }
    try parseFunctionParameters()
    if at(.colon) { try parseReturnType() }
  }

  // MARK: - Flow

  private mutating func parseFlowUnion() throws(SyntaxError) {
    try parseJoined(by: .bar, .flowIntersection)
  }

  /// `T => U`, a function type with one unnamed parameter and no parentheses.
  private mutating func parseFlowArrowShorthand() throws(SyntaxError) {
    try parseFlowPrefix()
    if at(.arrow), !noAnonymousFunctionType {
      try advance()
      try parseType()
    }
  }

  private mutating func parseFlowPrefix() throws(SyntaxError) {
    if at(.question) {
      try advance()
      return try parseFlowPrefix()
    }
    try parseFlowPostfix()
  }

  private mutating func parseFlowPostfix() throws(SyntaxError) {
    try parseFlowPrimary()
    while !token.newlineBefore {
      if at(.leftBracket) {
        try advance()
        if !at(.rightBracket) { try parseType() }
        try expect(.rightBracket)
      } else if at(.questionDot), peek().type == .leftBracket {
        try advance()
        try advance()
        try parseType()
        try expect(.rightBracket)
      } else {
        break
      }
    }
  }

  private mutating func parseFlowPrimary() throws(SyntaxError) {
    // Inside a group a function type may stand again.
    let savedAnonymous = noAnonymousFunctionType
    if at(.leftParen) || at(.leftBracket) || at(.leftBrace) || at(.lessThan) {
      noAnonymousFunctionType = false
    }
    defer { noAnonymousFunctionType = savedAnonymous }
    switch token.type {
    case .leftParen:
      // `(T) => U` is a function type, except where `=>` ends an arrow's return type: there a
      // parenthesized type is one unless it names its parameters (`(x: T) => U`).
      if savedAnonymous ? startsNamedFlowParameters() : startsFlowFunctionType() {
        return try parseFlowFunctionType()
      }
      try advance()
      try parseType()
      try expect(.rightParen)
    case .lessThan:
      try parseTypeParameters()
      try parseFlowFunctionType()
    case .leftBracket:
      try advance()
      while !at(.rightBracket) {
        if at(.ellipsis) { try advance() }
        if at(.name) || at(.plus) || at(.minus) {
          var copy = scanner
          var next = copy.lookahead()
          if at(.plus) || at(.minus) { next = copy.lookahead() }
          if next.type == .colon || next.type == .question {
            output.newerSyntax.insert(.flowLabeledTupleElement)
            if at(.plus) || at(.minus) { try advance() }
            try advance()
            _ = try eat(.question)
            try expect(.colon)
          }
        }
        try parseType()
        guard try eat(.comma) else { break }
      }
      try expect(.rightBracket)
    case .leftBrace:
      try parseObjectType()
    case .string, .number:
      try advance()
    case .minus:
      try advance()
      guard at(.number) else { throw unexpected(expected: "a number") }
      try advance()
    case .star:
      try advance()
    case .name:
      if at("typeof") {
        try advance()
        try parseFlowPrimary()
        // `typeof x<T>`, hermes-parser's.
        if at(.lessThan), !token.newlineBefore {
          output.newerSyntax.insert(.flowModernTypes)
          try parseTypeArguments()
        }
        return
      }
      if at("keyof") || at("infer"), peek().type != .comma, peek().type != .greaterThan {
        output.newerSyntax.insert(.flowModernTypes)
        let isInfer = at("infer")
        try advance()
        if isInfer {
          try advance()
          return
        }
        return try parseFlowPrimary()
      }
      if at("interface"), peek().type == .leftBrace || peekIsWord("extends") {
        try advance()
        if at("extends") {
          try advance()
          repeat { try parseTypeReference() } while try eat(.comma)
        }
        return try parseObjectType()
      }
      if at("component") || at("renders") || at("hook") {
        // hermes-parser's component and hook types are past Babel 7.20; read as names.
      }
      try parseTypeReference()
    default:
      throw unexpected(expected: "a type")
    }
  }

  private func startsFlowFunctionType() -> Bool {
    var probe = self
    do {
      try probe.skipBalanced()
      return probe.at(.arrow)
    } catch {
      return false
    }
  }

  /// `()`, `(...`, `(name:` or `(name?:` after the current `(`.
  private func startsNamedFlowParameters() -> Bool {
    var copy = scanner
    let first = copy.lookahead()
    if first.type == .rightParen || first.type == .ellipsis { return true }
    guard first.type == .name else { return false }
    let second = copy.lookahead()
    return second.type == .colon || second.type == .question
  }

  /// Steps over a `(…)`, `[…]` or `{…}` group without reading it.
  private mutating func skipBalanced() throws(SyntaxError) {
    var depth = 0
    repeat {
      switch token.type {
      case .leftParen, .leftBracket, .leftBrace: depth += 1
      case .rightParen, .rightBracket, .rightBrace: depth -= 1
      case .endOfFile: throw unexpected()
      case .template, .templateHead: break
      default: break
      }
      previousEnd = token.end
      token = try scanner.next()
    } while depth > 0
  }

  /// `(a: T, b?: U, V, ...rest: W) => R`.
  private mutating func parseFlowFunctionType() throws(SyntaxError) {
    try parseFunctionTypeParameters()
    try expect(.arrow)
    try parseFlowReturnType()
  }

  /// A function type's result: a type, or hermes-parser's type guard `x is T`.
  private mutating func parseFlowReturnType() throws(SyntaxError) {
    if at(.name), peekIsWord("is"), !peek().newlineBefore {
      output.newerSyntax.insert(.flowTypeGuard)
      try advance()
      try advance()
    }
    try parseType()
  }

  /// hermes-parser's conditional types, `A extends B ? C : D`.
  private mutating func parseFlowConditional() throws(SyntaxError) {
    try parseFlowUnion()
    try parseConditionalRest()
  }

  /// Flow's function type parameters: `name?: T` or a bare `T`.
  mutating func parseFunctionTypeParameters() throws(SyntaxError) {
    typeDepth += 1
    defer { typeDepth -= 1 }
    try expect(.leftParen)
    while !at(.rightParen) {
      if at(.ellipsis) { try advance() }
      try skipElementLabel()
      try parseType()
      guard try eat(.comma) else { break }
    }
    try expect(.rightParen)
  }

  /// One member of a Flow object type: a property, method, indexer, call property, internal
  /// slot or spread.
  mutating func parseObjectTypeMember() throws(SyntaxError) {
    if at(.ellipsis) {
      try advance()
      if !at(.rightBrace), !at(.comma), !at(.semicolon), !at(.bar) { try parseType() }
      return
    }
    while at("static") || at("proto") || at("declare"), memberModifierFollows() {
      try advance()
    }
    if at(.plus) || at(.minus) { try advance() }
    if at(.leftBracket) {
      try advance()
      if at(.leftBracket) {
        // `[[slot]]: T`.
        try advance()
        try advance()
        try expect(.rightBracket)
        try expect(.rightBracket)
        _ = try eat(.question)
        if at(.leftParen) || at(.lessThan) { return try parseFlowMethodRest() }
        try parseTypeAnnotation()
        return
      }
      if at(.name), peek().type == .colon {
        try advance()
        try advance()
      } else if at(.name), peekIsWord("in") {
        // A mapped type, hermes-parser's: `[K in keyof T]: V`.
        output.newerSyntax.insert(.flowModernTypes)
        try advance()
        try advance()
      }
      try parseType()
      try expect(.rightBracket)
      _ = try eat(.question)
      try parseTypeAnnotation()
      return
    }
    if at(.leftParen) || at(.lessThan) { return try parseFlowMethodRest() }
    if at("get") || at("set"), peek().type == .name || peek().type == .string {
      try advance()
    }
    if at(.at), peek().type == .at {
      // `@@iterator`, `@@asyncIterator`.
      try advance()
      try advance()
      guard at(.name) else { throw unexpected(expected: "a name") }
      try advance()
    } else {
      try parsePropertyKey()
    }
    _ = try eat(.question)
    if at(.leftParen) || at(.lessThan) { return try parseFlowMethodRest() }
    try parseTypeAnnotation()
  }

  private mutating func parseFlowMethodRest() throws(SyntaxError) {
    if at(.lessThan) { try parseTypeParameters() }
    try parseFunctionTypeParameters()
    try parseTypeAnnotation()
  }
}
