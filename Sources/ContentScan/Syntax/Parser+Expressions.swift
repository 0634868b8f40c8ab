/// Expressions, from the comma operator down to primaries.
extension Parser {
  mutating func parseExpression() throws(SyntaxError) {
    try parseAssignment()
    while at(.comma) {
      try advance()
      try parseAssignment()
    }
  }

  mutating func parseAssignment() throws(SyntaxError) {
    try enterRecursion()
    if try parseArrowIfPresent() { return }
    if at("yield"), inGenerator {
      try advance()
      if at(.star) {
        try advance()
        return try parseAssignment()
      }
      if !token.newlineBefore, startsExpression() { try parseAssignment() }
      return
    }
    try parseConditional()
    if token.type.isAssignment || at(.greaterThan) && isCompoundGreater() {
      if at(.greaterThan) { token = scanner.rescanGreaterThan(token) }
      try advance()
      try parseAssignment()
    }
  }

  private func isCompoundGreater() -> Bool {
    var copy = scanner
    return copy.rescanGreaterThan(token).type == .compoundAssign
  }

  /// Whether the current token can begin an expression (after `yield`, or an instantiation).
  func startsExpression() -> Bool {
    switch token.type {
    case .name, .number, .string, .template, .templateHead, .leftParen, .leftBracket, .leftBrace,
      .plus, .minus, .bang, .tilde, .increment, .decrement, .slash, .compoundAssign, .lessThan,
      .privateName, .at, .hash:
      return !(token.type == .compoundAssign && bytes[token.start] != UInt8(ascii: "/"))
        && !(token.type == .name && (at("in") || at("of") || at("instanceof")))
    default:
      return false
    }
  }

  private mutating func parseConditional() throws(SyntaxError) {
    try parseBinary(minimum: 1)
    guard at(.question) else { return }
    try advance()
    let savedNoIn = noIn
    noIn = false
    let savedConsequent = inConditionalConsequent
    inConditionalConsequent = true
    try parseAssignment()
    inConditionalConsequent = savedConsequent
    noIn = savedNoIn
    try expect(.colon)
    try parseAssignment()
  }

  /// Binary operators by precedence climbing; `as` and `satisfies` bind like relational ones.
  private mutating func parseBinary(minimum: Int) throws(SyntaxError) {
    try parseUnary()
    try parseBinaryRest(minimum: minimum)
  }

  private mutating func parseBinaryRest(minimum: Int) throws(SyntaxError) {
    while true {
      if at(.greaterThan) { token = scanner.rescanGreaterThan(token) }
      var precedence = token.type.binaryPrecedence
      if token.type == .name, !token.escaped {
        if at("instanceof") || (at("in") && !noIn) {
          precedence = 8
        } else if dialect.hasTypes, at("as") || (dialect.typeScript && at("satisfies")),
          !token.newlineBefore
        {
          guard 8 >= minimum else { return }
          if dialect.flow { output.newerSyntax.insert(.flowAsCast) }
          typeDepth += 1
          try advance()
          if at("const") { try advance() } else { try parseType() }
          typeDepth -= 1
          continue
        }
      }
      guard precedence > 0, precedence >= minimum else { return }
      let rightAssociative = token.type == .starStar
      try advance()
      try enterRecursion()
      try parseUnary()
      try parseBinaryRest(minimum: rightAssociative ? precedence : precedence + 1)
    }
  }

  /// Prefix operators, then the operand: a loop, not a recursion, so that a million `!` cost no
  /// stack.
  private mutating func parseUnary() throws(SyntaxError) {
    while true {
      switch token.type {
      case .bang, .tilde, .plus, .minus, .increment, .decrement:
        try advance()
        continue
      case .lessThan where dialect.typeScript && !dialect.jsx:
        // `<T>x`, a type assertion (only where `<` cannot start JSX); `<const>x` as `x as const`.
        typeDepth += 1
        try advance()
        if at("const"), peek().type == .greaterThan { try advance() } else { try parseType() }
        try expect(.greaterThan)
        typeDepth -= 1
        continue
      case .name where !token.escaped:
        if at("typeof") || at("void") || at("delete") || (at("await") && awaitIsOperator()) {
          try advance()
          continue
        }
      default:
        break
      }
      return try parsePostfix()
    }
  }

  /// `await` is an operator in async functions and at the top level of a module; elsewhere a
  /// name (`await(x)` in a script calls a function named so), unless an expression follows it on
  /// the same line.
  private func awaitIsOperator() -> Bool {
    if inAsync { return true }
    let next = peek()
    switch next.type {
    case .name, .number, .string, .template, .templateHead, .leftBracket, .leftBrace,
      .privateName:
      return !next.newlineBefore
        && !(next.type == .name
          && (text(next, equals: "in")
            || text(next, equals: "of") || text(next, equals: "instanceof")))
    case .leftParen:
      return !next.newlineBefore
    default:
      return false
    }
  }

  private mutating func parsePostfix() throws(SyntaxError) {
    try parseLeftHandSide()
    if at(.increment) || at(.decrement), !token.newlineBefore { try advance() }
  }

  mutating func parseLeftHandSide() throws(SyntaxError) {
    let start = token
    try parsePrimary()
    try parseSubscripts(callee: start)
  }

  /// Member accesses, calls, tagged templates, `!`, and type arguments after an expression.
  mutating func parseSubscripts(callee: RawToken, allowsCalls: Bool = true) throws(SyntaxError) {
    var calleeIsRequire =
      callee.type == .name && text(callee, equals: "require") && previousEnd == callee.end
    var calleeIsImport =
      callee.type == .name && text(callee, equals: "import") && previousEnd == callee.end
    var calleeIsRequireContext = false
    while true {
      var nextIsRequireContext = false
      switch token.type {
      case .dot:
        try advance()
        if at(.privateName) || at(.name) {
          nextIsRequireContext = calleeIsRequire && at("context")
          try advance()
        } else {
          throw unexpected(expected: "a property name")
        }
      case .questionDot:
        try advance()
        if at(.leftParen) {
          guard allowsCalls else { throw unexpected() }
          try parseArguments()
        } else if at(.leftBracket) {
          let open = try advance()
          try parseExpression()
          link(open, try expect(.rightBracket))
        } else if at(.lessThan), dialect.hasTypes {
          try parseTypeArguments()
          try parseArguments()
        } else if at(.name) || at(.privateName) {
          try advance()
        } else {
          throw unexpected(expected: "a property name")
        }
      case .leftBracket:
        let open = try advance()
        let outside = enterContents()
        try parseExpression()
        leaveContents(outside)
        link(open, try expect(.rightBracket))
      case .leftParen:
        guard allowsCalls else { return }
        if calleeIsRequireContext {
          try parseContextArguments(callee: Int32(stream.count) - 1)
        } else {
          try parseArguments(
            requiring: calleeIsRequire, importing: calleeIsImport,
            callee: calleeIsRequire || calleeIsImport ? Int32(stream.count) - 1 : -1)
        }
      case .template, .templateHead:
        try parseTemplate()
      case .bang where dialect.typeScript && !token.newlineBefore:
        try skipErased()
      case .lessThan where dialect.hasTypes:
        guard try parseTypeArgumentsInExpression(allowsCalls: allowsCalls) else { return }
      case .shiftLeft where dialect.typeScript:
        return
      default:
        return
      }
      calleeIsRequire = false
      calleeIsImport = false
      calleeIsRequireContext = nextIsRequireContext
    }
  }

  /// `require.context(directory, recursive, pattern, mode)` after its callee's last token: a
  /// request for the files it matches when its arguments are literals, a dynamic one otherwise.
  private mutating func parseContextArguments(callee: Int32) throws(SyntaxError) {
    let first = Int32(stream.count) + 1
    try parseArguments()
    guard typeDepth == 0 else { return }
    // The arguments are literals when each is one token: string, `true`/`false`, regular
    // expression, string.
    var arguments: [JSToken] = []
    var index = Int(first)
    while index < stream.count - 1 {
      let piece = stream[index]
      let after = stream[index + 1].kind
      guard after == .comma || index + 1 == stream.count - 1 else { break }
      arguments.append(piece)
      index += 2
    }
    let closed = index >= stream.count - 1
    let kinds: [JSTokenKind] = [.string, .identifier, .regex, .string]
    let literal =
      closed && !arguments.isEmpty && arguments.count <= 4
      && zip(arguments, kinds).allSatisfy { $0.kind == $1 }
      && (arguments.count < 2
        || text(arguments[1], equals: "true") || text(arguments[1], equals: "false"))
    if literal {
      output.moduleRequests.append(
        ModuleRequest(kind: .context, token: first, callee: callee))
    } else if Int(first) < stream.count - 1 {
      requestDynamically(.context, callee: callee, argument: first)
    }
  }

  /// `f<T>(x)`, ``f<T>`…` ``, `new C<T>()`, and TypeScript's instantiation `f<T>`: tried, and
  /// undone when what follows shows `<` was a comparison.
  private mutating func parseTypeArgumentsInExpression(allowsCalls: Bool) throws(SyntaxError)
    -> Bool
  {
    let start = token.start
    guard !notTypeArgumentsAt.contains(start) else { return false }
    let state = save()
    do {
      try parseTypeArguments()
    } catch {
      restore(state)
      // Too deep here says nothing of another attempt at a shallower depth.
      if error.id != "nesting-too-deep" { notTypeArgumentsAt.insert(start) }
      return false
    }
    if at(.leftParen), allowsCalls {
      return true
    }
    if at(.template) || at(.templateHead) { return true }
    if !allowsCalls, at(.leftParen) { return true }
    if dialect.typeScript {
      // An instantiation expression, unless an expression follows on the same line (then `<`
      // compared).
      if at(.greaterThan)
        || (token.type != .leftParen && startsExpression() && !token.newlineBefore)
      {
        restore(state)
        return false
      }
      return true
    }
    restore(state)
    return false
  }

  /// `(a, b)`; after `require` or `import` (the `callee` token), the first argument is the
  /// module requested.
  mutating func parseArguments(
    requiring: Bool = false, importing: Bool = false, callee: Int32 = -1
  ) throws(SyntaxError) {
    try enterGroup()
    let open = try expect(.leftParen)
    defer { leaveGroup() }
    let outside = enterContents()
    var first = true
    while !at(.rightParen) {
      if at(.ellipsis) { try advance() }
      if first, requiring || importing, at(.string) {
        let next = peek()
        if next.type == .rightParen || next.type == .comma {
          request(requiring ? .require : .dynamicImport, token: try advance())
          first = false
          guard try eat(.comma) else { break }
          continue
        }
      }
      if first, requiring || importing {
        requestDynamically(
          requiring ? .require : .dynamicImport, callee: callee, argument: Int32(stream.count))
      }
      try parseAssignment()
      first = false
      guard try eat(.comma) else { break }
    }
    leaveContents(outside)
    link(open, try expect(.rightParen))
  }

  mutating func parseTemplate() throws(SyntaxError) {
    if at(.template) {
      try advance()
      return
    }
    try enterGroup()
    defer { leaveGroup() }
    let head = try advance()
    var previous = head
    while true {
      let outside = enterContents()
      try parseExpression()
      leaveContents(outside)
      guard at(.rightBrace) else { throw unexpected(expected: "'}' to close the substitution") }
      token = try scanner.rescanTemplateContinuation(from: token.start)
      let isTail = at(.templateTail)
      let piece = try advance()
      if isTail {
        if previous != head, previous >= 0 {
          stream[Int(previous)].partner = piece
        }
        link(head, piece)
        return
      }
      if previous != head, previous >= 0 { stream[Int(previous)].partner = piece }
      previous = piece
    }
  }

  // MARK: - Primaries

  private mutating func parsePrimary() throws(SyntaxError) {
    switch token.type {
    case .number, .string, .privateName:
      try advance()
    case .template, .templateHead:
      try parseTemplate()
    case .slash, .compoundAssign:
      guard bytes[token.start] == UInt8(ascii: "/") else { throw unexpected() }
      token = try scanner.rescanRegularExpression(token)
      if flags(ofRegularExpression: token).contains(UInt8(ascii: "v")) {
        output.newerSyntax.insert(.regularExpressionVFlag)
      }
      try advance()
    case .leftParen:
      try parseParenthesized()
    case .leftBracket:
      try parseArrayLiteral()
    case .leftBrace:
      try parseObjectLiteral()
    case .lessThan:
      guard dialect.jsx else { throw unexpected() }
      try parseJSXElement()
    case .at:
      try parseDecorators()
      try parseClass(isExpression: true)
    case .hash:
      throw unexpected()
    case .name:
      try parseNamePrimary()
    default:
      throw unexpected()
    }
  }

  /// The flags after a regular expression's closing `/`.
  private func flags(ofRegularExpression token: RawToken) -> ArraySlice<UInt8> {
    var start = token.end
    while start > token.start, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
    return ArraySlice(bytes[start..<token.end])
  }

  private mutating func parseNamePrimary() throws(SyntaxError) {
    if !token.escaped {
      if at("function") { return try parseFunction(isExpression: true) }
      if at("async"), startsAsyncFunction() { return try parseFunction(isExpression: true) }
      if at("class") { return try parseClass(isExpression: true) }
      if at("new") { return try parseNew() }
      if at("import") {
        try advance()
        if at(.dot) {
          try advance()
          try advance()
        } else if !at(.leftParen) {
          throw unexpected(expected: "'(' or '.'")
        }
        return
      }
      if isReserved(token) {
        try advance()
        return
      }
    }
    refer(try advance())
  }

  private mutating func parseNew() throws(SyntaxError) {
    try advance()
    if at(.dot) {
      // `new.target`.
      try advance()
      try advance()
      return
    }
    try enterRecursion()
    let callee = token
    if at("new") {
      try parseNew()
    } else {
      try parsePrimary()
    }
    try parseSubscripts(callee: callee, allowsCalls: false)
    if at(.leftParen) {
      try parseArguments()
      try parseSubscripts(callee: callee)
    }
  }

  private mutating func parseArrayLiteral() throws(SyntaxError) {
    try enterGroup()
    let open = try advance()
    defer { leaveGroup() }
    let outside = enterContents()
    while !at(.rightBracket) {
      if at(.comma) {
        try advance()
        continue
      }
      if at(.ellipsis) { try advance() }
      try parseAssignment()
      guard at(.comma) else { break }
      try advance()
    }
    leaveContents(outside)
    link(open, try expect(.rightBracket))
  }

  mutating func parseObjectLiteral() throws(SyntaxError) {
    try enterGroup()
    let open = try expect(.leftBrace, as: .objectStart)
    defer { leaveGroup() }
    let outside = enterContents()
    while !at(.rightBrace) {
      try parseObjectMember()
      guard at(.comma) else { break }
      try advance()
    }
    leaveContents(outside)
    link(open, try expect(.rightBrace))
  }

  private mutating func parseObjectMember() throws(SyntaxError) {
    if at(.ellipsis) {
      try advance()
      return try parseAssignment()
    }
    if at(.at) { try parseDecorators() }
    var isAsync = false
    var isGenerator = false
    var isAccessor = false
    if at("async") || at("get") || at("set") {
      let next = peek()
      let modifies =
        switch next.type {
        case .name, .string, .number, .leftBracket, .privateName: true
        case .star: at("async")
        default: false
        }
      if modifies, !(at("async") && next.newlineBefore) {
        isAsync = at("async")
        isAccessor = !isAsync
        try advance()
      }
    }
    if at(.star) {
      isGenerator = true
      try advance()
    }
    let key = token
    let keyIndex = try parsePropertyKey()
    if dialect.hasTypes, at(.question) { try skipErased() }
    if at(.leftParen) || at(.lessThan) {
      try parseFunctionRest(isAsync: isAsync, isGenerator: isGenerator, bodyOptional: false)
      return
    }
    if isAsync || isGenerator || isAccessor { throw unexpected(expected: "'('") }
    if at(.colon) {
      try advance()
      return try parseAssignment()
    }
    // Shorthand `a`, or `a = 1` in a pattern: a reference to `a` either way.
    guard key.type == .name else { throw unexpected(expected: "':'") }
    refer(keyIndex)
    if at(.assign) {
      try advance()
      try parseAssignment()
    }
  }

  /// A property name: a name, a string, a number, a private name or `[computed]`; returns the
  /// index of a name's token (-1 for the others).
  @discardableResult
  mutating func parsePropertyKey() throws(SyntaxError) -> Int32 {
    switch token.type {
    case .name, .string, .number, .privateName:
      return try advance()
    case .leftBracket:
      let open = try advance()
      try parseAssignment()
      link(open, try expect(.rightBracket))
      return -1
    default:
      throw unexpected(expected: "a property name")
    }
  }

  // MARK: - Parentheses and arrows

  private mutating func parseParenthesized() throws(SyntaxError) {
    try enterGroup()
    let open = try advance()
    defer { leaveGroup() }
    let outside = enterContents()
    try parseExpression()
    // Flow's type cast `(x: T)`.
    if dialect.flow, at(.colon) { try parseTypeAnnotation() }
    leaveContents(outside)
    link(open, try expect(.rightParen))
  }

  /// An arrow function, when one starts here: `x =>`, `async x =>`, `(…) =>`, `async (…) =>`,
  /// `<T>(…) =>`; tried and undone otherwise.
  mutating func parseArrowIfPresent() throws(SyntaxError) -> Bool {
    switch token.type {
    case .name:
      let next = peek()
      if next.type == .arrow, !next.newlineBefore, !isReserved(token) {
        openScope(.openFunction)
        declare(try advance(), as: .parameter)
        try parseArrowBody(isAsync: false)
        closeScope()
        return true
      }
      if at("async"), !token.escaped, !next.newlineBefore {
        if next.type == .name, !isReserved(next) {
          let second = peekSecond()
          if second.type == .arrow, !second.newlineBefore {
            try advance()
            openScope(.openFunction)
            declare(try advance(), as: .parameter)
            try parseArrowBody(isAsync: true)
            closeScope()
            return true
          }
          return false
        }
        if next.type == .leftParen || (next.type == .lessThan && dialect.hasTypes) {
          return try tryArrow(skippingAsync: true)
        }
      }
      return false
    case .leftParen:
      return try tryArrow(skippingAsync: false)
    case .lessThan where dialect.hasTypes:
      return try tryGenericArrow()
    default:
      return false
    }
  }

  private mutating func tryArrow(skippingAsync: Bool) throws(SyntaxError) -> Bool {
    let start = token.start
    guard !notArrowAt.contains(start) else { return false }
    if !skippingAsync, !parenthesesMayStartArrow() { return false }
    return try attemptArrow(from: start, skippingAsync ? .async : .parenthesized)
  }

  /// How an arrow function's parameters may begin where one is tried.
  private enum ArrowStart { case parenthesized, async, generic }

  /// Parses an arrow function from here if one stands here; otherwise undoes the attempt,
  /// remembers the place, and returns `false`. An error past the arrow's `=>` stands.
  private mutating func attemptArrow(from start: Int, _ kind: ArrowStart) throws(SyntaxError)
    -> Bool
  {
    let state = save()
    do {
      if kind == .async { try advance() }
      openScope(.openFunction)
      if at(.lessThan) { try parseTypeParameters() }
      try parseArrowParameters()
      closeScope()
      return true
    } catch {
      if error.id == "nesting-too-deep" || error.isCommitted { throw error }
      restore(state)
      notArrowAt.insert(start)
      return false
    }
  }

  /// Whether the `(` here may start an arrow's parameters: whether `=>` (or, with types, the `:`
  /// of a return type) follows its `)`. Found by stepping over the tokens to it, so that the
  /// parser tries an arrow only where one may stand: trying at every parenthesis cost two
  /// fifths of the parse. Each `(` passed on the way is answered too, so nested parentheses are
  /// stepped over once. Where the tokens cannot be read without the grammar (a template, a `/`,
  /// JSX), the answer is "maybe".
  private mutating func parenthesesMayStartArrow() -> Bool {
    if let known = parenthesesFollowedByArrow[token.start] { return known }
    var ahead = scanner
    var open: [(type: Tok, start: Int)] = [(.leftParen, token.start)]
    while true {
      let next = ahead.lookahead()
      switch next.type {
      case .leftParen, .leftBracket, .leftBrace:
        open.append((next.type, next.start))
      case .rightParen, .rightBracket, .rightBrace:
        guard let opener = open.popLast() else { return true }
        guard opener.type == .leftParen else {
          if open.isEmpty { return true }
          continue
        }
        let after = ahead.lookahead().type
        ahead.offset = next.end
        let mayBeArrow = after == .arrow || (after == .colon && dialect.hasTypes)
        parenthesesFollowedByArrow[opener.start] = mayBeArrow
        if open.isEmpty { return mayBeArrow }
      case .template, .templateHead, .slash, .endOfFile:
        return true
      case .compoundAssign where bytes[next.start] == UInt8(ascii: "/"):
        return true
      case .lessThan where dialect.jsx:
        return true
      default:
        continue
      }
    }
  }

  /// At `<` in a file with types: a generic arrow `<T>(x: T) => x`. In files with JSX an element
  /// is tried first (`<T,>` and `<T extends U>` cannot be one).
  private mutating func tryGenericArrow() throws(SyntaxError) -> Bool {
    let start = token.start
    guard !notArrowAt.contains(start) else { return false }
    let state = save()
    if dialect.jsx {
      do {
        try parseJSXElement()
        // An element: let the caller parse it (again) as an expression.
        restore(state)
        notArrowAt.insert(start)
        return false
      } catch {
        restore(state)
      }
    }
    return try attemptArrow(from: start, .generic)
  }

  /// `(params)`, an optional return type, `=>` and the body.
  private mutating func parseArrowParameters() throws(SyntaxError) {
    let isAsync = previousIsAsync()
    try parseFunctionParameters()
    if at(.colon), dialect.hasTypes {
      // `a ? (b): c` — in a conditional's consequent a `:` after `)` ends it.
      if inConditionalConsequent, !dialect.typeScript {
        throw unexpected()
      }
      // Flow: `=>` after the return type starts the body, not a function type (`(): T => …`).
      let saved = noAnonymousFunctionType
      noAnonymousFunctionType = true
      defer { noAnonymousFunctionType = saved }
      try parseReturnType()
    }
    guard at(.arrow), !token.newlineBefore else { throw unexpected(expected: "'=>'") }
    try parseArrowBody(isAsync: isAsync, consumedParameters: true)
  }

  private func previousIsAsync() -> Bool {
    guard let last = stream.last, last.end == previousEnd, last.kind == .identifier else {
      return false
    }
    let range = last.range
    return range.count == 5 && bytes[range.lowerBound] == UInt8(ascii: "a")
      && String(decoding: bytes[range], as: UTF8.self) == "async"
  }

  /// `=> expression` or `=> { body }`.
  private mutating func parseArrowBody(isAsync: Bool, consumedParameters: Bool = false)
    throws(SyntaxError)
  {
    try expect(.arrow)
    let savedAsync = inAsync
    let savedGenerator = inGenerator
    let savedConsequent = inConditionalConsequent
    inAsync = isAsync
    inGenerator = false
    inConditionalConsequent = false
    defer {
      inAsync = savedAsync
      inGenerator = savedGenerator
      inConditionalConsequent = savedConsequent
    }
    let savedAnonymous = noAnonymousFunctionType
    noAnonymousFunctionType = false
    defer { noAnonymousFunctionType = savedAnonymous }
    do throws(SyntaxError) {
      if at(.leftBrace) {
        let savedNoIn = noIn
        noIn = false
        try parseBlock()
        noIn = savedNoIn
      } else {
        try parseAssignment()
      }
    } catch {
      var committed = error
      committed.isCommitted = true
      throw committed
    }
  }
}
