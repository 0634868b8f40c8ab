/// The values a file sends (CONTENT-ANALYSIS.md, "What counts as a use": sends, and values at
/// sends). At each call of expo-brownfield's `sendMessage` — imported by name, renamed or not,
/// read from the module's namespace or default import, or through a `const` alias — the
/// envelope's `type` names a message content sends and, for a message with cases, its payload's
/// `kind` one of them.
///
/// Each such value is *known* when a name the analysis found stands in it (a literal, a
/// constant, an action creator's return, or a name built at run time, which is its own dynamic
/// use); a *parameter* of the function around the send, whose calls then give it (the wrapper
/// idiom, `perform(action) { sendMessage({ type: "tempo.perform", data: action }) }`); or
/// *unknown*: a dynamic use there, whose candidates are every element it could be.
struct SentValues {
  /// What a sent value has to name.
  enum Wanted: Sendable, Hashable {
    /// A whole envelope, `{ type, data }`: its `type`.
    case envelope
    /// A message content sends.
    case message
    /// The payload of the message (by id): an object whose `kind` is one of its cases.
    case payload(String)
    /// One of the message's cases.
    case kind(String)
    /// The payload of the message (by id), as far as its `scope` field goes: absent, or one of
    /// the scopes of the capabilities the message requires.
    case payloadScope(String)
    /// One of those scopes.
    case scope(String)

    /// A case or a scope: a string written there that names none is undeclared.
    var isOneName: Bool {
      switch self {
      case .kind, .scope: true
      case .envelope, .message, .payload, .payloadScope: false
      }
    }
  }

  /// A sent value, as far as the file shows it.
  enum Value: Equatable {
    case known
    /// The parameter `slot` (as `GuardedParameters` names them), read at `at`, of the file's
    /// innermost function around it: what its calls give.
    case parameter(slot: String, wanted: Wanted, at: Int)
    /// Not known from the token `at` on.
    case unknown(at: Int, wanted: Wanted)
    /// A string written at `at`, sent as a payload's `kind` or `scope`, that names none of the
    /// message's cases or scopes (CONTENT-ANALYSIS.md: undeclared).
    case undeclared(at: Int, name: String)
  }

  private let tree: TokenTree
  private let scopes: ScopeTree
  private let functions: LocalFunctions?
  private let matcher: NameMatcher
  /// Where the analysis found names (from `start` to `token`: a literal, or a constant's read
  /// such as `KINDS.archive` or `archiveTask(id)`), sorted by `token`, with the ids each names
  /// (none for a name built at run time or one no release declares: those are uses of their
  /// own).
  private let found: [Found]

  struct Found {
    let start: Int
    let token: Int
    let ids: [String]
  }

  /// The parameters whose default names a message or case, used where they are read
  /// (`ParameterDefaults`): a call leaving the argument out gives that, known.
  private let defaults: Set<Int32>

  init(
    tree: TokenTree, scopes: ScopeTree, functions: LocalFunctions?, matcher: NameMatcher,
    found: [Found], defaults: Set<Int32> = []
  ) {
    self.tree = tree
    self.scopes = scopes
    self.functions = functions
    self.matcher = matcher
    self.found = found.sorted { $0.token < $1.token }
    self.defaults = defaults
  }

  /// The file's sends and the places its send function escapes.
  struct Sends {
    /// The callees of the sends (`sendMessage`, `sendMessage` of `Brownfield.sendMessage`, an
    /// alias's name), in source order.
    var callees: [Int] = []
    /// The reads of the send function that do not call it (stored, passed on): what it sends
    /// from there is not followed.
    var escapes: [Int] = []
    /// The file's names of the send function that it exports (`export { s as send }`,
    /// `export const send = sendMessage`): the files importing them send with it.
    var exported: Set<String> = []
  }

  /// The file's calls of expo-brownfield's `sendMessage` — imported by name, or read from the
  /// module's namespace or default import, or through a `const` alias of either; or from
  /// CommonJS, `requires` being the `require` tokens of `require("expo-brownfield")`
  /// (`const { sendMessage } = require(…)`, `const B = require(…)`, `require(…).sendMessage(…)`)
  /// — or imported through a local barrel (`barrels`: the function's local names, and those of
  /// the barrels' namespace and default imports) — and the places the function escapes. A
  /// module — expo-brownfield's, or a barrel's required or imported whole — holds the function
  /// under each of its `members` (`sendMessage`, or what a barrel renames it to: `send`).
  static func sends(
    _ tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface,
    requires: [(call: Int, members: Set<String>)] = [],
    barrels: (functions: Set<String>, modules: [String: Set<String>]) = ([], [:])
  ) -> Sends {
    var direct = barrels.functions
    var modules = barrels.modules
    for item in interface.imports where item.specifier == package {
      switch item.imported {
      case .named("sendMessage"): direct.insert(item.local)
      case .named("default"), .namespace: modules[item.local, default: []].insert("sendMessage")
      case .named: break
      }
    }
    var found = Sends()
    // The bindings `require` gives: the function itself, or the module with its members.
    var requiredDirect = Set<Int32>()
    var requiredModules: [Int32: Set<String>] = [:]
    var requiredCalls: [Int] = []
    for (call, members) in requires
    where tree.kind(call + 1) == .leftParen && tree.partner(call + 1) == call + 3 {
      let after = call + 4
      if tree.kind(after) == .dot, tree.kind(after + 1) == .identifier,
        members.contains(tree.text(after + 1))
      {
        requiredCalls.append(after + 1)
        continue
      }
      let target = call - 2
      guard target > 0, tree.kind(call - 1) == .assign, tree.isWordOperator(call - 1, "="),
        tree.isStatementBoundary(after: call + 3, before: after) || tree.kind(after) == .semicolon
          || tree.kind(after) == .comma
      else {
        // The module passed on takes its function along.
        found.escapes.append(call)
        continue
      }
      if tree.kind(target) == .identifier, tree.isWord(target - 1, "const"),
        let binding = scopes.bindingIndex(at: Int32(target))
      {
        requiredModules[binding, default: []].formUnion(members)
      } else if tree.kind(target) == .rightBrace, tree.tokens[target].partner >= 0,
        tree.isWord(tree.partner(target) - 1, "const")
      {
        for segment in tree.commaSegments(tree.partner(target) + 1..<target)
        where tree.kind(segment.lowerBound) == .identifier
          && members.contains(tree.text(segment.lowerBound))
        {
          // `{ sendMessage }` or `{ sendMessage: send }`.
          let local =
            segment.count == 3 && tree.kind(segment.lowerBound + 1) == .colon
            ? segment.lowerBound + 2 : segment.lowerBound
          if segment.count == 1 || segment.count == 3,
            let binding = scopes.bindingIndex(at: Int32(local))
          {
            requiredDirect.insert(binding)
          }
        }
      } else {
        found.escapes.append(call)
      }
    }
    guard
      !direct.isEmpty || !modules.isEmpty || !requiredDirect.isEmpty || !requiredModules.isEmpty
        || !requiredCalls.isEmpty || !found.escapes.isEmpty
    else { return found }
    var aliases: [Int32] = []
    func judge(_ read: Int) {
      if GuardedParameters.argumentsExtent(tree, callee: read) != nil {
        found.callees.append(read)
      } else if tree.kind(read + 1) == .dot,
        tree.isWord(read + 2, "call") || tree.isWord(read + 2, "apply"),
        GuardedParameters.argumentsExtent(tree, callee: read + 2) != nil
      {
        // `sendMessage.call(this, envelope)`, `.apply(this, [envelope])`: a send.
        found.callees.append(read + 2)
      } else if let alias = alias(declaredAt: read) {
        if !aliases.contains(alias) { aliases.append(alias) }
        let binding = scopes.bindings[Int(alias)]
        if binding.scope == 0, tree.isWord(Int(binding.token) - 2, "export") {
          found.exported.insert(binding.name)
        }
      } else if tree.isExportClause(read) {
        found.exported.insert(tree.text(read))
      } else if !tree.isWord(read - 1, "typeof") {
        found.escapes.append(read)
      }
    }
    /// `const send = sendMessage`: the binding `send`.
    func alias(declaredAt read: Int) -> Int32? {
      let name = read - 2
      guard name > 0, tree.isWordOperator(read - 1, "="), tree.kind(name) == .identifier,
        tree.isWord(name - 1, "const"),
        tree.kind(read + 1) == .semicolon || tree.kind(read + 1) == .comma
          || tree.isStatementBoundary(after: read, before: read + 1)
      else { return nil }
      return scopes.bindingIndex(at: Int32(name))
    }
    for call in requiredCalls { judge(call) }
    for reference in scopes.references where reference.binding >= 0 {
      let binding = scopes.bindings[Int(reference.binding)]
      let isImport = binding.kind == .import && binding.scope == 0
      let read = Int(reference.token)
      if let members = isImport ? modules[binding.name] : requiredModules[reference.binding] {
        // `Brownfield.sendMessage`; the module itself passed on takes its function along.
        if tree.kind(read + 1) == .dot || tree.kind(read + 1) == .optionalChain {
          if tree.kind(read + 2) == .identifier, members.contains(tree.text(read + 2)) {
            judge(read + 2)
          }
        } else if !tree.isWord(read - 1, "typeof") {
          found.escapes.append(read)
        }
      } else if isImport && direct.contains(binding.name)
        || requiredDirect.contains(reference.binding)
      {
        judge(read)
      }
    }
    // Aliases of aliases too: each is judged like the function itself.
    var judged = 0
    while judged < aliases.count {
      let alias = aliases[judged]
      judged += 1
      for reference in scopes.references where reference.binding == alias {
        judge(Int(reference.token))
      }
    }
    found.callees.sort()
    found.escapes.sort()
    return found
  }

  /// The values the send whose callee is at `callee` gives: its envelope's `type`, then its
  /// payload's `kind` when the message is known and has cases.
  func values(atSend callee: Int) -> [Value] {
    guard let envelope = envelope(atSend: callee) else {
      return [.unknown(at: callee, wanted: .envelope)]
    }
    guard let properties = objectProperties(envelope) else {
      return [value(of: envelope, .envelope)]
    }
    guard let type = properties["type"] else {
      return [.unknown(at: envelope.lowerBound, wanted: .message)]
    }
    let message = value(of: type, .message)
    let named = names(in: type).filter {
      matcher.sentMessages.contains($0) && matcher.casesByMessage[$0] != nil
    }
    guard message == .known, !named.isEmpty else { return [message] }
    guard let data = properties["data"] else {
      return [message] + named.map { .unknown(at: envelope.lowerBound, wanted: .payload($0)) }
    }
    // A `type` that may be any of several messages (`flag ? A : B`): the payload is judged for
    // each, and a name that is a case of one of them is no undeclared case of the others (which
    // goes with which, the analysis does not know).
    var payloads: [Value] = []
    for id in named {
      payloads.append(value(of: data, .payload(id)))
      if matcher.scopesByMessage[id] != nil { payloads.append(value(of: data, .payloadScope(id))) }
    }
    if named.count > 1 {
      let cases = Set(named.flatMap { matcher.casesByMessage[$0] ?? [] })
      var kept: [Value] = []
      for payload in payloads where !kept.contains(payload) {
        // An undeclared name once, and only when it names a case of none of them.
        if case .undeclared(_, let name) = payload,
          matcher.targets(Array(name.utf8)).contains(where: { cases.contains($0.id) })
        {
          continue
        }
        kept.append(payload)
      }
      payloads = kept
    }
    return [message] + payloads
  }

  /// The envelope a send passes: its first argument, or for `sendMessage.call(this, e)` its
  /// second, for `.apply(this, [e])` the first element of the array (one written there).
  private func envelope(atSend callee: Int) -> Range<Int>? {
    let arguments = GuardedParameters.arguments(tree, at: callee)
    guard tree.kind(callee - 1) == .dot, tree.isWord(callee, "call") || tree.isWord(callee, "apply")
    else { return arguments["#0"] }
    guard let second = arguments["#1"] else { return nil }
    guard tree.isWord(callee, "apply") else { return second }
    guard tree.kind(second.lowerBound) == .leftBracket,
      tree.tokens[second.lowerBound].partner == Int32(second.upperBound - 1),
      let first = tree.commaSegments(second.lowerBound + 1..<second.upperBound - 1).first,
      !first.isEmpty, tree.kind(first.lowerBound) != .spread
    else { return nil }
    return first
  }

  /// What the expression `range` gives of `wanted`.
  func value(of range: Range<Int>, _ wanted: Wanted) -> Value {
    var range = range
    // `(x)`: x.
    while range.count > 2, tree.kind(range.lowerBound) == .leftParen,
      tree.tokens[range.lowerBound].partner == Int32(range.upperBound - 1)
    {
      range = range.lowerBound + 1..<range.upperBound - 1
    }
    guard !range.isEmpty else { return .unknown(at: range.lowerBound, wanted: wanted) }
    if let properties = objectProperties(range) {
      switch wanted {
      case .envelope:
        guard let type = properties["type"] else { break }
        return value(of: type, .message)
      case .payload(let message):
        if let kind = properties["kind"] { return value(of: kind, .kind(message)) }
        // `{ ...action, at }`: the kind is the spread's.
        if let spread = properties["..."] { return spreadValue(spread, at: range, wanted) }
        return .unknown(at: range.lowerBound, wanted: wanted)
      case .payloadScope(let message):
        if let scope = properties["scope"] { return value(of: scope, .scope(message)) }
        guard let spread = properties["..."] else { return .known }
        return spreadValue(spread, at: range, wanted)
      case .message, .kind, .scope:
        break
      }
    }
    // `c ? a : b`, `a || b`, `a ?? b`: either side may be what is sent; `a && b`: the right.
    switch ExpressionParser.parse(range, in: tree) {
    case .conditional(_, let yes, let no, _):
      return either(value(of: yes.range, wanted), value(of: no.range, wanted), at: range)
    case .binary(let operatorIndex, let lhs, let rhs, _)
    where tree.kind(operatorIndex) == .logicalOr || tree.kind(operatorIndex) == .nullish:
      return either(value(of: lhs.range, wanted), value(of: rhs.range, wanted), at: range)
    case .binary(let operatorIndex, _, let rhs, _) where tree.kind(operatorIndex) == .logicalAnd:
      return value(of: rhs.range, wanted)
    default:
      break
    }
    if isNamed(range, wanted) { return .known }
    if wanted.isOneName, range.count == 1,
      tree.kind(range.lowerBound) == .string || tree.kind(range.lowerBound) == .template
    {
      return .undeclared(
        at: range.lowerBound, name: FileScanner.literalText(tree, range.lowerBound, tree.bytes))
    }
    // A string written there that names no message is none of this bridge's (a message of
    // another protocol on the same channel, `{ type: "openPage" }`): nothing to check.
    if wanted == .message, range.count == 1,
      tree.kind(range.lowerBound) == .string || tree.kind(range.lowerBound) == .template
    {
      return .known
    }
    if range.count == 1, let slot = parameterSlot(at: range.lowerBound) {
      return .parameter(slot: slot, wanted: wanted, at: range.lowerBound)
    }
    return .unknown(at: range.lowerBound, wanted: wanted)
  }

  /// What the parameter value `start` is at the calls `calls` of its function, innermost first
  /// (each a read of the function around the one before): what the first argument that is not
  /// itself the caller's parameter gives, or still a parameter when every call passes it on.
  func value(of start: Value, through calls: [Int]) -> Value {
    var value = start
    for call in calls {
      guard case .parameter(let slot, let wanted, let read) = value else { return value }
      if let (rest, at) = restForwarded(slot, at: call) {
        value = .parameter(slot: rest, wanted: wanted, at: at)
        continue
      }
      let argument = GuardedParameters.arguments(tree, at: call)[slot]
      // Left out (or `undefined`), the parameter holds its default, used where read.
      if let binding = scopes.bindingIndex(at: Int32(read)), defaults.contains(binding),
        argument.map({ $0.count == 1 && tree.isWord($0.lowerBound, "undefined") })
          ?? isLeftOut(slot, at: call)
      {
        return .known
      }
      // A function passed on (`onPress={perform}`) is called by code the file does not show.
      guard let argument else { return .unknown(at: call, wanted: wanted) }
      value = self.value(of: argument, wanted)
    }
    return value
  }

  /// Whether the call at `call` surely gives nothing at `slot`: fewer arguments than its
  /// position (`#1`), or props without that member (`.kind`) — none spread, which may hold it.
  private func isLeftOut(_ slot: String, at call: Int) -> Bool {
    guard let extent = GuardedParameters.argumentsExtent(tree, callee: call) else { return false }
    if slot.hasPrefix("#"), let position = Int(slot.dropFirst()) {
      let arguments = tree.commaSegments(extent).filter { !$0.isEmpty }
      return arguments.count <= position
        && !arguments.contains { tree.kind($0.lowerBound) == .spread }
    }
    guard slot.hasPrefix(".") else { return false }
    if tree.kind(call) == .jsxName {
      // A spread attribute (`{...props}`) may hold it.
      var cursor = extent.lowerBound
      while cursor < extent.upperBound {
        if tree.kind(cursor) == .spread || tree.kind(cursor + 1) == .spread { return false }
        cursor = tree.nextSibling(cursor)
      }
      return GuardedParameters.attributes(tree, element: call - 1)[slot] == nil
    }
    let arguments = tree.commaSegments(extent).filter { !$0.isEmpty }
    guard let first = arguments.first else { return true }
    guard tree.kind(first.lowerBound) == .objectStart,
      tree.contentEnd(first.lowerBound) + 1 == first.upperBound
    else { return false }
    let members = tree.commaSegments(first.lowerBound + 1..<tree.contentEnd(first.lowerBound))
    return !members.contains { !$0.isEmpty && tree.kind($0.lowerBound) == .spread }
      && GuardedParameters.members(ofObject: first.lowerBound, tree)[slot] == nil
  }

  /// Every element an unknown value may be.
  func candidates(_ wanted: Wanted) -> [String] {
    switch wanted {
    case .envelope, .message: matcher.sentMessages
    case .payload(let message), .kind(let message): matcher.casesByMessage[message] ?? []
    case .payloadScope(let message), .scope(let message): matcher.scopesByMessage[message] ?? []
    }
  }

  // MARK: - Reading the expression

  /// The ids named in `range`.
  private func names(in range: Range<Int>) -> [String] {
    let first = found.firstIndex(notBelow: range.lowerBound) { $0.token }
    return found[first...].prefix { $0.token < range.upperBound }.flatMap(\.ids)
  }

  /// Whether `range` is a name found (the whole of it: a literal, a constant's read) that
  /// `wanted` may be, or starts with a name built at run time (a use of its own).
  private func isNamed(_ range: Range<Int>, _ wanted: Wanted) -> Bool {
    let first = found.firstIndex(notBelow: range.lowerBound) { $0.token }
    let allowed = Set(candidates(wanted))
    return found[first...].prefix { $0.token < range.upperBound }.contains {
      $0.ids.isEmpty
        ? $0.token == range.lowerBound
        : $0.start == range.lowerBound && $0.token == range.upperBound - 1
          && $0.ids.contains(where: allowed.contains)
    }
  }

  /// What an object literal (`range`) whose `wanted` member comes from its last spread `spread`
  /// gives: the spread parameter's (`{ ...action, at }`), or a value known to name one (`{
  /// ...archiveTask(id), at: Date.now() }`, a constant object); anything else is not known.
  private func spreadValue(_ spread: Range<Int>, at range: Range<Int>, _ wanted: Wanted) -> Value {
    switch value(of: spread, wanted) {
    case .parameter(let slot, _, let at): .parameter(slot: slot, wanted: wanted, at: at)
    case .known: .known
    default: .unknown(at: range.lowerBound, wanted: wanted)
    }
  }

  /// What a value that is either `one` or `other` gives: known when both are; else what is not
  /// known of them — a parameter only when the other is known or the same parameter.
  private func either(_ one: Value, _ other: Value, at range: Range<Int>) -> Value {
    switch (one, other) {
    case (.known, _): return other
    case (_, .known): return one
    case (.unknown, _), (.undeclared, _): return one
    case (_, .unknown), (_, .undeclared): return other
    case (.parameter(let slot, let wanted, _), .parameter(let otherSlot, _, _)):
      return slot == otherSlot ? one : .unknown(at: range.lowerBound, wanted: wanted)
    }
  }

  /// An object literal's properties' values by key (`...` for its last spread), or `nil` when
  /// `range` is not one object literal. A property a later spread may replace
  /// (`{ kind: "task.archive", ...rest }`) is not known: it is left out.
  private func objectProperties(_ range: Range<Int>) -> [String: Range<Int>]? {
    guard tree.kind(range.lowerBound) == .objectStart,
      tree.tokens[range.lowerBound].partner == Int32(range.upperBound - 1)
    else { return nil }
    var properties: [String: Range<Int>] = [:]
    for segment in tree.commaSegments(range.lowerBound + 1..<range.upperBound - 1)
    where !segment.isEmpty {
      let key = segment.lowerBound
      if tree.kind(key) == .spread {
        properties = ["...": key + 1..<segment.upperBound]
      } else if segment.count == 1, tree.kind(key) == .identifier {
        // `{ kind }`: the binding of that name.
        properties[tree.text(key)] = segment
      } else if tree.kind(key) == .identifier || tree.kind(key) == .string,
        tree.kind(key + 1) == .colon
      {
        let name =
          tree.kind(key) == .string ? String(tree.text(key).dropFirst().dropLast()) : tree.text(key)
        properties[name] = key + 2..<segment.upperBound
      }
    }
    return properties
  }

  /// The slot of the calling function's parameters the positional `slot` of the call at
  /// `call` takes, where its last argument spreads that function's rest parameter at or before
  /// it (`(...args) => perform(...args)`, `function log(tag, ...rest) { send(tag, ...rest) }`),
  /// and where that parameter is read; `nil` for any other call, whose arguments past a spread
  /// are not known, and where the rest parameter is read otherwise too.
  private func restForwarded(_ slot: String, at call: Int) -> (String, Int)? {
    guard slot.hasPrefix("#"), let position = Int(slot.dropFirst()),
      let extent = GuardedParameters.argumentsExtent(tree, callee: call),
      tree.kind(call) != .jsxName
    else { return nil }
    let arguments = tree.commaSegments(extent).filter { !$0.isEmpty }
    guard let spread = arguments.firstIndex(where: { tree.kind($0.lowerBound) == .spread }),
      spread == arguments.count - 1, spread <= position, arguments[spread].count == 2
    else { return nil }
    let read = arguments[spread].lowerBound + 1
    guard tree.kind(read) == .identifier, let binding = scopes.bindingIndex(at: Int32(read)),
      scopes.bindings[Int(binding)].kind == .parameter,
      let function = functions?.innermost(containing: call)?.body,
      let parameters = GuardedParameters.parameterList(tree, function)
    else { return nil }
    let declared = Int(scopes.bindings[Int(binding)].token)
    let list = tree.commaSegments(parameters).filter { !$0.isEmpty }
    // The rest parameter: the list's last, `...NAME` (a type after it is no token), only ever
    // spread (`rest.shift()` or `rest[0] = x` would move what each position holds).
    guard let last = list.last, tree.kind(last.lowerBound) == .spread,
      last.lowerBound + 1 == declared,
      scopes.references.allSatisfy({
        $0.binding != binding || tree.kind(Int($0.token) - 1) == .spread
      })
    else { return nil }
    return ("#\(list.count - 1 + position - spread)", read)
  }

  /// The slot of the parameter read at `token`, when it is one of the parameters of the file's
  /// innermost function around it (`LocalFunctions`) and never assigned.
  private func parameterSlot(at token: Int) -> String? {
    guard tree.kind(token) == .identifier, let binding = scopes.bindingIndex(at: Int32(token)),
      scopes.bindings[Int(binding)].kind == .parameter,
      let function = functions?.innermost(containing: token)?.body,
      let parameters = GuardedParameters.parameterList(tree, function),
      parameters.contains(Int(scopes.bindings[Int(binding)].token)),
      let slot = GuardedParameters.slot(
        of: Int(scopes.bindings[Int(binding)].token), in: parameters, tree)
    else { return nil }
    for reference in scopes.references where reference.binding == binding {
      let read = Int(reference.token)
      if tree.kind(read + 1) == .assign || tree.kind(read + 1) == .increment
        || tree.kind(read + 1) == .decrement
      {
        return nil
      }
    }
    return slot
  }
}
