/// Functions, parameters, binding patterns, classes and decorators.
extension Parser {
  /// `function`, `async function`, `function*`, with a name unless an expression (or a default
  /// export); TypeScript's overloads and `declare function` have no body.
  /// `defaultKeyword`: the `default` of `export default function`, which binds the module's
  /// `*default*` when the function has no name (ECMAScript, "Exports").
  mutating func parseFunction(
    isExpression: Bool, nameOptional: Bool = false, defaultKeyword: Int32 = -1
  ) throws(SyntaxError) {
    var isAsync = false
    if at("async") {
      isAsync = true
      try advance()
    }
    try expect("function")
    var isGenerator = false
    if at(.star) {
      isGenerator = true
      try advance()
    }
    var name: Int32 = -1
    if at(.name) {
      name = try advance()
    } else if !isExpression && !nameOptional {
      throw unexpected(expected: "a function name")
    }
    // A function expression's name is visible inside it only, and its parameters shadow it.
    if isExpression, name >= 0 {
      openScope(.openBlock)
      declare(name, as: .expressionName)
    }
    let hasBody = try parseFunctionRest(
      isAsync: isAsync, isGenerator: isGenerator, bodyOptional: !isExpression)
    if isExpression, name >= 0 { closeScope() }
    // An overload's signature declares nothing: the implementation does.
    if !isExpression, hasBody {
      if name >= 0 { declare(name, as: .function) } else { declareDefault(defaultKeyword) }
    }
  }

  /// Type parameters, parameters, return type and body, in the function's scope; returns
  /// whether there was a body (a TypeScript overload or declared function has none).
  @discardableResult
  mutating func parseFunctionRest(isAsync: Bool, isGenerator: Bool, bodyOptional: Bool)
    throws(SyntaxError) -> Bool
  {
    openScope(.openFunction)
    defer { closeScope() }
    let savedAsync = inAsync
    let savedGenerator = inGenerator
    inAsync = isAsync
    inGenerator = isGenerator
    defer {
      inAsync = savedAsync
      inGenerator = savedGenerator
    }
    if at(.lessThan), dialect.hasTypes { try parseTypeParameters() }
    try parseFunctionParameters()
    if at(.colon), dialect.hasTypes { try parseReturnType() }
    if dialect.flow, at(.percent) { try parseFlowPredicate() }
    if bodyOptional, dialect.typeScript, !at(.leftBrace) {
      // An overload or a declared function: a signature, erased.
      try semicolon()
      return false
    }
    let savedNoIn = noIn
    noIn = false
    let savedConsequent = inConditionalConsequent
    inConditionalConsequent = false
    try parseBlock()
    inConditionalConsequent = savedConsequent
    noIn = savedNoIn
    return true
  }

  /// `: T` in a return position, where TypeScript also allows `asserts x is T` and `x is T`.
  mutating func parseReturnType() throws(SyntaxError) {
    typeDepth += 1
    defer { typeDepth -= 1 }
    try expect(.colon)
    try parseReturnTypeBody()
  }

  /// `(a, b = 1, { c }, ...rest)`, with types, `?`, `this: T`, decorators and TypeScript's
  /// parameter properties.
  mutating func parseFunctionParameters() throws(SyntaxError) {
    try enterGroup()
    let open = try expect(.leftParen)
    defer { leaveGroup() }
    let savedNoIn = noIn
    noIn = false
    while !at(.rightParen) {
      if at(.at) { try parseDecorators() }
      if dialect.typeScript {
        while at("public") || at("private") || at("protected") || at("readonly")
          || at("override"), peekStartsBinding()
        {
          try skipErased()
        }
      }
      if dialect.hasTypes, at("this"), peek().type == .colon {
        // A `this` parameter is erased whole.
        typeDepth += 1
        try advance()
        try parseTypeAnnotation()
        typeDepth -= 1
        if at(.comma) {
          try skipErased()
          continue
        }
        break
      }
      if at(.ellipsis) { try advance() }
      try parseBindingTarget(declaring: .parameter)
      if dialect.hasTypes, at(.question) { try skipErased() }
      if dialect.hasTypes, at(.colon) { try parseTypeAnnotation() }
      if at(.assign) {
        try advance()
        try parseAssignment()
      }
      guard at(.comma) else { break }
      try advance()
    }
    noIn = savedNoIn
    link(open, try expect(.rightParen))
  }

  private func peekStartsBinding() -> Bool {
    let next = peek()
    return !next.newlineBefore
      && (next.type == .name || next.type == .leftBrace || next.type == .leftBracket)
  }

  /// A name, `[…]` or `{…}` pattern, with defaults inside.
  mutating func parseBindingTarget() throws(SyntaxError) {
    try enterRecursion()
    switch token.type {
    case .name:
      declare(try advance(), as: declaring)
    case .leftBracket:
      let open = try advance()
      while !at(.rightBracket) {
        if at(.comma) {
          try advance()
          continue
        }
        if at(.ellipsis) { try advance() }
        try parseBindingTarget()
        // Flow as Babel reads it: an element's own annotation (`([key: K, value: V]) => …`).
        if dialect.flow, at(.colon) { try parseTypeAnnotation() }
        if at(.assign) {
          try advance()
          try parseAssignment()
        }
        guard at(.comma) else { break }
        try advance()
      }
      link(open, try expect(.rightBracket))
    case .leftBrace:
      let open = try advance(as: .objectStart)
      while !at(.rightBrace) {
        if at(.ellipsis) {
          try advance()
          try parseBindingTarget()
        } else {
          let key = token
          let keyIndex = try parsePropertyKey()
          if at(.colon) {
            try advance()
            try parseBindingTarget()
          } else if key.type != .name {
            throw unexpected(expected: "':'")
          } else {
            // `{ a }` declares `a`.
            declare(keyIndex, as: declaring)
          }
          if at(.assign) {
            try advance()
            try parseAssignment()
          }
        }
        guard at(.comma) else { break }
        try advance()
      }
      link(open, try expect(.rightBrace))
    default:
      throw unexpected(expected: "a name or a pattern")
    }
  }

  // MARK: - Decorators

  /// `@a`, `@a.b`, `@a(…)`, `@(expression)`.
  mutating func parseDecorators() throws(SyntaxError) {
    while at(.at) {
      try advance()
      if at(.leftParen) {
        let open = try advance()
        try parseExpression()
        link(open, try expect(.rightParen))
        continue
      }
      guard at(.name) else { throw unexpected(expected: "a decorator") }
      refer(try advance())
      while at(.dot) {
        try advance()
        guard at(.name) || at(.privateName) else { throw unexpected(expected: "a name") }
        try advance()
      }
      if at(.lessThan), dialect.typeScript { try parseTypeArguments() }
      if at(.leftParen) { try parseArguments() }
    }
  }

  // MARK: - Classes

  mutating func parseClass(isExpression: Bool, nameOptional: Bool = false) throws(SyntaxError) {
    try expect("class")
    // A class expression's name is visible only inside it (its heritage and body).
    if isExpression { openScope(.openBlock) }
    defer { if isExpression { closeScope() } }
    if at(.name), !at("extends"), !at("implements") || !dialect.hasTypes,
      !(at("implements") && dialect.hasTypes)
    {
      declare(try advance(), as: isExpression ? .expressionName : .class)
    } else if !isExpression && !nameOptional {
      throw unexpected(expected: "a class name")
    }
    if at(.lessThan), dialect.hasTypes { try parseTypeParameters() }
    if at("extends") {
      try advance()
      let callee = token
      try parseHeritagePrimary()
      try parseSubscripts(callee: callee)
      // `extends Component<Props> {`.
      if at(.lessThan), dialect.hasTypes { try parseTypeArguments() }
    }
    if dialect.flow, at("mixins") {
      typeDepth += 1
      try advance()
      repeat { try parseTypeReference() } while try eat(.comma)
      typeDepth -= 1
    }
    if at("implements"), dialect.hasTypes {
      typeDepth += 1
      try advance()
      repeat { try parseTypeReference() } while try eat(.comma)
      typeDepth -= 1
    }
    try parseClassBody()
  }

  /// The superclass's primary expression (its member accesses and calls follow as subscripts).
  private mutating func parseHeritagePrimary() throws(SyntaxError) {
    if at(.leftParen) {
      let open = try advance()
      try parseExpression()
      link(open, try expect(.rightParen))
      return
    }
    if at("class") { return try parseClass(isExpression: true) }
    if at("function") { return try parseFunction(isExpression: true) }
    guard at(.name) else { throw unexpected(expected: "a superclass") }
    // `extends this` (in a static method), `extends null`: keywords, reading no binding.
    if isReserved(token) {
      try advance()
    } else {
      refer(try advance())
    }
  }

  private mutating func parseClassBody() throws(SyntaxError) {
    try enterGroup()
    let open = try expect(.leftBrace, as: .leftBrace)
    defer { leaveGroup() }
    while !at(.rightBrace) {
      if at(.semicolon) {
        try advance()
        continue
      }
      guard !at(.endOfFile) else { throw unexpected(expected: "'}'") }
      try parseClassMember()
    }
    link(open, try advance())
  }

  /// Whether the current name is a modifier rather than the member's own name: another name,
  /// a key, `*`, `#x` or `[` follows on the same line.
  private func isModifier() -> Bool {
    let next = peek()
    guard !next.newlineBefore || at("static") else { return false }
    switch next.type {
    case .name, .string, .number, .privateName, .leftBracket, .star, .leftBrace: return true
    case .plus, .minus: return dialect.flow
    default: return false
    }
  }

  private mutating func parseClassMember() throws(SyntaxError) {
    if at(.at) { try parseDecorators() }
    var erased = false
    var isAsync = false
    var isGenerator = false
    // Modifiers, in any order TypeScript and Flow allow.
    while at(.name), !token.escaped {
      if at("static"), isModifier() {
        let next = peek()
        if next.type == .leftBrace {
          // A static block.
          try advance()
          let savedAsync = inAsync
          inAsync = false
          try parseBlock()
          inAsync = savedAsync
          return
        }
        try advance()
      } else if dialect.hasTypes, at("declare"), isModifier() {
        erased = true
        try skipErased()
      } else if dialect.typeScript,
        at("public") || at("private") || at("protected") || at("readonly") || at("override")
          || at("abstract"),
        isModifier()
      {
        if at("abstract") { erased = true }
        try skipErased()
      } else if at("accessor"), isModifier() {
        output.newerSyntax.insert(.accessor)
        try advance()
      } else {
        break
      }
    }
    if dialect.flow, at(.plus) || at(.minus) { try skipErased() }
    if dialect.typeScript, at(.leftBracket), startsIndexSignature() {
      typeDepth += 1
      defer { typeDepth -= 1 }
      try parseIndexSignature()
      return try eatMemberEnd()
    }
    if dialect.flow, at(.leftBracket), startsFlowIndexer() {
      typeDepth += 1
      defer { typeDepth -= 1 }
      try parseObjectTypeMember()
      return try eatMemberEnd()
    }
    if at("async"), isModifier(), peek().type != .leftParen {
      isAsync = true
      try advance()
    }
    if at("get") || at("set"), isModifier(), peek().type != .leftParen {
      try advance()
    }
    if at(.star) {
      isGenerator = true
      try advance()
    }
    if erased { typeDepth += 1 }
    defer { if erased { typeDepth -= 1 } }
    let memberStart = save()
    try parsePropertyKey()
    if dialect.hasTypes, at(.question) || (at(.bang) && dialect.typeScript) { try skipErased() }
    if at(.leftParen) || at(.lessThan) {
      // A method, or (in TypeScript) a signature without body: an overload or abstract method.
      if dialect.typeScript {
        let state = save()
        typeDepth += 1
        if at(.lessThan) { try parseTypeParameters() }
        try parseFunctionParameters()
        if at(.colon) { try parseReturnType() }
        typeDepth -= 1
        let hasBody = at(.leftBrace)
        if !hasBody {
          // The whole signature is erased, key included.
          restore(memberStart)
          typeDepth += 1
          try parsePropertyKey()
          if at(.question) { try advance() }
          try skipSignature()
          typeDepth -= 1
          return try eatMemberEnd()
        }
        restore(state)
      }
      try parseFunctionRest(isAsync: isAsync, isGenerator: isGenerator, bodyOptional: false)
      return
    }
    // A field.
    if at(.colon), dialect.hasTypes { try parseTypeAnnotation() }
    if at(.assign) {
      try advance()
      let savedAsync = inAsync
      let savedGenerator = inGenerator
      inAsync = false
      inGenerator = false
      try parseAssignment()
      inAsync = savedAsync
      inGenerator = savedGenerator
    }
    try eatMemberEnd()
  }

  /// The rest of a TypeScript method signature with no body (an overload or an abstract method).
  private mutating func skipSignature() throws(SyntaxError) {
    typeDepth += 1
    defer { typeDepth -= 1 }
    if at(.lessThan) { try parseTypeParameters() }
    try parseFunctionParameters()
    if at(.colon) { try parseReturnType() }
  }

  private mutating func eatMemberEnd() throws(SyntaxError) {
    if at(.semicolon) || at(.comma) && dialect.flow {
      try advance()
      return
    }
    guard at(.rightBrace) || token.newlineBefore else { throw unexpected(expected: "';'") }
  }

  private func startsIndexSignature() -> Bool {
    var copy = scanner
    let name = copy.lookahead()
    guard name.type == .name else { return false }
    let colon = copy.lookahead()
    return colon.type == .colon
  }

  /// `[K]: V`, `[key: K]: V` or `[[slot]]: T` in a Flow class body (not a computed key).
  private func startsFlowIndexer() -> Bool {
    var copy = scanner
    let first = copy.lookahead()
    let second = copy.lookahead()
    if first.type == .leftBracket { return true }
    guard first.type == .name else { return false }
    if second.type == .colon { return true }
    return second.type == .rightBracket && copy.lookahead().type == .colon
  }
}
