/// What a function guards of the arguments it is given (CONTENT-ANALYSIS.md, "Where it holds":
/// a function that calls its callback only under a check, `withCapability(C, fn)`; a component
/// that renders its children only under one, `<IfCapability name={C}>…</IfCapability>`).
///
/// A function's summary gives, for each of its parameters, the guards that hold wherever its
/// body reads that parameter. A check of another parameter (`has(name)`) stands for whatever
/// that parameter's argument names: the body is analysed once with each such read taken as a
/// check of a placeholder, and each call puts what its argument names in the placeholder's
/// place. A parameter tested as a flag (`<Show when={canArchive}>` of `function Show({ when,
/// children }) { return when ? children : null }`, a pressable's `disabled={disabled}`) is a
/// placeholder truthy or falsy (`FlagParameters.exported`), which each call replaces by what its
/// argument proves truthy or falsy. At a call, the argument given to a guarded parameter — an
/// arrow, a function's name, an element's children — is a region where those guards hold: a use
/// inside it, or at a function it names, takes them.
struct GuardedParameters: Sendable, Equatable {
  /// By parameter — `#0`, `#1`, … by position; `.name` for a property of a destructured first
  /// parameter (a component's props, `.children` among them) — the guards that hold wherever
  /// the body reads it; `placeholder(slot)` stands for the check of another parameter.
  var guards: [String: Set<String>] = [:]
  /// The parameters whose value the body passes on — read other than as what a check tests
  /// (`isCheckRead`), a test or a comparison: `report(scope) { if (!has(scope)) return;
  /// send({ scope }) }`. An argument given there is a value that goes on, not only a check:
  /// its uses stand at the call, under what the body checks of it where it passes it on.
  var passedOn: Set<String> = []

  /// Guards nothing.
  init() {}

  /// A check of the parameter `slot`: no id begins with a control character.
  static func placeholder(_ slot: String) -> String { "\u{1}" + slot }

  private static func slot(ofPlaceholder term: String) -> String? {
    term.first == "\u{1}" ? String(term.dropFirst()) : nil
  }

  /// How many functions deep a summary reads through the file's own helpers it calls.
  static let maxDepth = 4

  /// The summary of the function whose parameters and body are `function` (as `LocalFunctions`
  /// finds them), with the file's checks (`checks`, by token). `outer` are the functions whose
  /// summaries are being made around this one (a helper's helper, at most `maxDepth`).
  /// `names` are the reads of constants naming one name, by their first token: the end of
  /// the read and the name (`Kind.Archive`), compared as a name written there is.
  /// `pressables` are the file's imports of React Native's pressables (`DisabledPresses`);
  /// `tables`, its tables of what each kind needs (`KindTables`), by binding.
  /// `handing`: the parameters of the function that hands this one back (`withCapability(name)
  /// { return (Wrapped) => … }`), whose checks stand for what the first call's arguments name
  /// (`handingSlot`).
  init(
    function: Range<Int>, tree: TokenTree, scopes: ScopeTree, checks: [Int: [String]],
    names: [Int: (end: Int, name: String)] = [:], calls: CheckCalls? = nil, outer: Set<Int> = [],
    pressables: @escaping () -> Set<Int32> = { [] }, tables: [Int32: [KindTables.Entry]] = [:],
    handing: Range<Int>? = nil
  ) {
    // A class component's (its body) has its props only (`this.props`).
    let isComponent = tree.isClassBody(function.lowerBound)
    guard let parameters = Self.parameterList(tree, function) ?? (isComponent ? 0..<0 : nil)
    else { return }
    var slots: [Int32: String] = [:]
    for (index, binding) in scopes.bindings.enumerated() where binding.kind == .parameter {
      if parameters.contains(Int(binding.token)) {
        slots[Int32(index)] = Self.slot(of: Int(binding.token), in: parameters, tree)
      } else if let handing, handing.contains(Int(binding.token)) {
        slots[Int32(index)] = Self.slot(of: Int(binding.token), in: handing, tree).map {
          Self.handingSlot($0)
        }
      }
    }
    // A parameter assigned in the body no longer holds its argument: neither its checks nor its
    // reads say anything of what the call gave it.
    // One whose member is assigned (`action.kind = …`) no longer holds what a comparison of it
    // said: none is read (`NameConditions`).
    var memberWritten = Set<Int32>()
    for reference in scopes.references where slots[reference.binding] != nil {
      let token = Int(reference.token)
      if tree.isWritten(at: token) { slots[reference.binding] = nil }
      if let last = tree.memberChain(after: token).last, tree.kind(last.token + 1) == .assign {
        memberWritten.insert(reference.binding)
      }
    }
    let members = Self.propsMembers(function, parameters, tree: tree, scopes: scopes)
    guard !slots.isEmpty || members != nil else { return }
    var literalChecks = checks.filter { function.contains($0.key) }
    var reads: [Int32: [Int]] = [:]
    // Of them, those passing the value on (`passedOn`).
    var passed: [Int32: [Int]] = [:]
    var passedMembers: [String: [Int]] = [:]
    var comparisons: [Int: (binding: Int32, path: String, term: String)] = [:]
    var switches: [(binding: Int32, subject: NameConditions.SwitchSubject)] = []
    // The members of each parameter sent as a kind or a type (`{ kind: action.next }`).
    var sentMembers: [Int32: Set<String>] = [:]
    // The parameters tested as flags, read where they are tested.
    var flags = FlagParameters.Reads()
    // What a table gives for a parameter's member (`const need = REQUIRED[action.kind]`), and
    // the table read where `need` would be (`hasCapability(REQUIRED[action.kind])`).
    var requirements: [(binding: Int32, requirement: KindTables.Requirement)] = []
    var lookups: [(binding: Int32, lookup: KindTables.Lookup)] = []
    for reference in scopes.references {
      guard let slot = slots[reference.binding], function.contains(Int(reference.token)) else {
        continue
      }
      let token = Int(reference.token)
      // `REQUIRED[action.kind]` only looks up what the kind needs.
      if !memberWritten.contains(reference.binding),
        let lookup = KindTables.lookup(
          keyRead: token, slot: slot, tables: tables, tree: tree, scopes: scopes)
      {
        if let requirement = KindTables.requirement(of: lookup, tree: tree, scopes: scopes) {
          requirements.append((reference.binding, requirement))
        } else {
          lookups.append((reference.binding, lookup))
        }
        continue
      }
      // `has(name)` and `later.push(fn)` are alike: the read is a check of the parameter's
      // value, and the value goes on from there too.
      if Self.isCheckArgument(tree, token) { literalChecks[token] = [Self.placeholder(slot)] }
      if !memberWritten.contains(reference.binding),
        let (operatorIndex, path, term) = Self.comparison(
          tree, read: token, slot: slot, names: names)
      {
        // `action.kind === "task.archive"` only tests it (`NameConditions`).
        comparisons[operatorIndex] = (reference.binding, path, term)
      } else if let subject = Self.switchSubject(tree, read: token, slot: slot) {
        // `switch (action.kind)` too.
        if !memberWritten.contains(reference.binding) {
          switches.append((reference.binding, subject))
        }
      } else if !Self.isTest(tree, token) {
        reads[reference.binding, default: []].append(token)
        if !Self.isCheckRead(tree, token, checks: checks, calls: calls) {
          passed[reference.binding, default: []].append(token)
        }
        if tree.kind(token - 1) == .colon,
          tree.isWord(token - 2, "kind") || tree.isWord(token - 2, "type"),
          let member = tree.memberChain(after: token).last
        {
          sentMembers[reference.binding, default: []].insert(member.path)
        }
      }
      if FlagParameters.isTested(tree, token),
        FlagParameters.hasNoTruthyDefault(Int(scopes.bindings[Int(reference.binding)].token), tree)
      {
        flags.placeholders[token] = FlagParameters.exported(slot: slot)
        flags.tested.append(token)
      }
    }
    // A props object read member by member (`props.onPress`, `const { children } = props`):
    // each member is the slot its destructured name would be.
    var memberReads: [String: [Int]] = [:]
    if let members {
      for (slot, found) in members.reads
      where members.holdsItsArgument(slot) && members.seesEveryRead(of: slot) {
        for read in found {
          if Self.isCheckArgument(tree, read.end, from: read.start) {
            literalChecks[read.end] = [Self.placeholder(slot)]
          }
          if FlagParameters.isTested(tree, read.end, from: read.start) {
            flags.placeholders[read.end] = FlagParameters.exported(slot: slot)
            if read.start != read.end { flags.starts[read.end] = read.start }
            flags.tested.append(read.end)
          } else if !Self.isTest(tree, read.end, from: read.start) {
            memberReads[slot, default: []].append(read.end)
            if !Self.isCheckRead(tree, read.end, from: read.start, checks: checks, calls: calls) {
              passedMembers[slot, default: []].append(read.end)
            }
          }
        }
      }
    }
    // A comparison says which name the uses given at a call are of only where the member it
    // compares is the one sent as the kind: none of a parameter another member of which is sent
    // so (`if (action.kind === K && !has(C)) return; perform({ kind: action.next })`).
    var compared = comparisons.values.reduce(into: [Int32: Set<String>]()) {
      $0[$1.binding, default: []].insert($1.path)
    }
    for (binding, subject) in switches { compared[binding, default: []].insert(subject.path) }
    for (binding, requirement) in requirements {
      compared[binding, default: []].insert(requirement.path)
    }
    for (binding, lookup) in lookups { compared[binding, default: []].insert(lookup.path) }
    func sendsCompared(_ binding: Int32) -> Bool {
      sentMembers[binding].map { $0.isSubset(of: compared[binding]!) } ?? true
    }
    let termsOf = comparisons.filter { sendsCompared($0.value.binding) }.mapValues(\.term)
    let subjects = switches.filter { sendsCompared($0.binding) }.map(\.subject)
    let tableReads = Self.tableReads(
      requirements: requirements.filter { sendsCompared($0.binding) }.map(\.requirement),
      lookups: lookups.filter { sendsCompared($0.binding) }.map(\.lookup), in: function,
      tree: tree, scopes: scopes, checks: &literalChecks)
    guard !reads.isEmpty || !memberReads.isEmpty else { return }
    // The file's own helpers called in the body guard what they are given here too
    // (`withArchive(fn) { withCapability("tempo.task-archive", fn) }`), and a parameter given as
    // their check stands for itself (`withCapability(name, fn)`).
    var regions: [GuardRegion] = []
    // The reads given to a helper as what it only checks (`when(name, fn) { withCapability(name,
    // fn) }`): checks, not values passed on.
    var helperChecks = Set<Int>()
    if outer.count < Self.maxDepth {
      var given = literalChecks
      for (binding, tokens) in reads {
        for token in tokens { given[token] = [Self.placeholder(slots[binding]!)] }
      }
      (regions, helperChecks) = Self.helperRegions(
        in: function, tree: tree, scopes: scopes, checks: checks, names: names, calls: calls,
        given: given, outer: outer.union([function.lowerBound]), pressables: pressables,
        tables: tables)
    }
    passed = passed.mapValues { $0.filter { !helperChecks.contains($0) } }.filter {
      !$0.value.isEmpty
    }
    passedMembers = passedMembers.mapValues { $0.filter { !helperChecks.contains($0) } }
      .filter { !$0.value.isEmpty }
    passedOn = Set(passed.keys.map { slots[$0]! }).union(passedMembers.keys)
    guard !literalChecks.isEmpty || !regions.isEmpty || !flags.tested.isEmpty else { return }
    if !literalChecks.isEmpty || !flags.tested.isEmpty {
      flags.tested.sort()
      var analysis = GuardAnalysis(
        tree: tree, literalChecks: literalChecks, scopes: { scopes }, calls: calls,
        flags: flags, comparisons: termsOf, tableReads: tableReads, pressables: pressables)
      analysis.run()
      regions += analysis.regions
      if !subjects.isEmpty {
        regions += NameConditions.switchRegions(
          subjects, tree: tree, names: names, regions: analysis.regions)
      }
    }
    // What holds at every read of a parameter — of one passed on, at every read passing it on,
    // its own check included (the value sent where it is checked is that check's).
    func common(_ tokens: [Int], slot: String, passed: [Int]?) -> Set<String> {
      let kept = passed ?? tokens
      let held = regions.guards(at: kept.sorted())
      var common = held.dropFirst().reduce(held[0].guards) { $0.intersection($1.guards) }
      if passed == nil { common.remove(Self.placeholder(slot)) }
      return common
    }
    for (binding, tokens) in reads {
      let slot = slots[binding]!
      let found = common(tokens, slot: slot, passed: passed[binding])
      if !found.isEmpty { guards[slot] = found }
    }
    for (slot, tokens) in memberReads {
      let found = common(tokens, slot: slot, passed: passedMembers[slot])
      if !found.isEmpty { guards[slot] = found }
    }
    // (The handing function's parameters are given at the first call: no region of this one.)
    if handing != nil { guards = guards.filter { !$0.key.hasPrefix("^") } }
  }

  /// The slot of the parameter `slot` of the function handing this one back: what the first
  /// call of a curried call gives (`withCapability(C)(Row)`).
  static func handingSlot(_ slot: String) -> String { "^" + slot }

  /// The function `body`'s function hands back: the one value it returns, a function
  /// (`(name) => (Wrapped) => …`, `function withCapability(name) { return function (Wrapped)
  /// { … } }`).
  static func handedBack(by body: Range<Int>, _ tree: TokenTree) -> Range<Int>? {
    guard let parameters = parameterList(tree, body),
      let returned = tree.resultExpressions(body, parameters: parameters),
      returned.expressions.count == 1, !returned.fallsOff,
      case let value = returned.expressions[0],
      let function = LocalFunctions.functionValue(tree, at: value.lowerBound),
      function.upperBound == value.upperBound
    else { return nil }
    return function
  }

  /// The members of the props object `function` takes as its first parameter (`PropsMembers`,
  /// `parameters` its list) — a class component's `this.props`.
  private static func propsMembers(
    _ function: Range<Int>, _ parameters: Range<Int>, tree: TokenTree, scopes: ScopeTree
  ) -> PropsMembers? {
    let references = { (binding: Int32) in
      scopes.references.compactMap { $0.binding == binding ? Int($0.token) : nil }
    }
    if tree.isClassBody(function.lowerBound) {
      return PropsMembers(
        classBody: function, tree: tree, scopes: scopes, references: references)
    }
    guard !parameters.isEmpty, tree.kind(parameters.lowerBound) == .identifier else { return nil }
    return PropsMembers(function: function, tree: tree, scopes: scopes, references: references)
  }

  // MARK: - The function's side

  /// The regions inside `function` where its calls of the file's own functions guard their
  /// arguments; `given` says what each argument that is one token stands for (the file's
  /// checks, and the function's own parameters as placeholders).
  private static func helperRegions(
    in function: Range<Int>, tree: TokenTree, scopes: ScopeTree, checks: [Int: [String]],
    names: [Int: (end: Int, name: String)], calls: CheckCalls?, given: [Int: [String]],
    outer: Set<Int>, pressables: @escaping () -> Set<Int32>, tables: [Int32: [KindTables.Entry]]
  ) -> (regions: [GuardRegion], checks: Set<Int>) {
    var summaries: [Int32: GuardedParameters] = [:]
    var called: [Int: GuardedParameters] = [:]
    for reference in scopes.references where reference.binding >= 0 {
      let token = Int(reference.token)
      // Only a call given one of this function's parameters can guard what this one reads.
      guard function.contains(token),
        arguments(tree, at: token).values.contains(where: {
          $0.count == 1 && given[$0.lowerBound]?.first.flatMap(slot(ofPlaceholder:)) != nil
        })
      else { continue }
      if summaries[reference.binding] == nil {
        var summary = GuardedParameters()
        if let body = LocalFunctions.body(of: scopes.bindings[Int(reference.binding)], tree),
          !outer.contains(body.lowerBound), !body.contains(token)
        {
          summary = GuardedParameters(
            function: body, tree: tree, scopes: scopes, checks: checks, names: names,
            calls: calls, outer: outer, pressables: pressables, tables: tables)
        }
        summaries[reference.binding] = summary
      }
      if let summary = summaries[reference.binding], !summary.guards.isEmpty {
        called[token] = summary
      }
    }
    guard !called.isEmpty else { return ([], []) }
    var checked = Set<Int>()
    let found = regions(
      at: called, tree: tree, checks: given, starts: [:], checkArguments: &checked)
    return (found, checked)
  }

  /// The parameters of `function`: inside its parentheses, or the one name before an arrow.
  static func parameterList(_ tree: TokenTree, _ function: Range<Int>) -> Range<Int>? {
    var start = function.lowerBound
    if tree.isWord(start, "async"), tree.kind(start + 1) != .arrow { start += 1 }
    if tree.isWord(start, "function") {
      start += 1
      if tree.kind(start) == .identifier { start += 1 }
    }
    if tree.kind(start) == .leftParen, tree.tokens[start].partner >= 0 {
      return start + 1..<tree.contentEnd(start)
    }
    if tree.kind(start) == .identifier, tree.kind(start + 1) == .arrow { return start..<start + 1 }
    return nil
  }

  /// Whether the binding at `binding` is written anywhere (`TokenTree.isWritten`): a parameter
  /// so no longer holds what its calls gave it.
  static func isWritten(_ binding: Int32, tree: TokenTree, scopes: ScopeTree) -> Bool {
    scopes.references.contains {
      $0.binding == binding && tree.isWritten(at: Int($0.token))
    }
  }

  /// The slot of the parameter declared at `token`: its position, or a property of the first
  /// parameter's object pattern (`{ name, children }`, `{ name: alias = x }`); `nil` for any
  /// other pattern (nested, rest), whose argument is not followed.
  static func slot(of token: Int, in parameters: Range<Int>, _ tree: TokenTree) -> String? {
    var segments = tree.commaSegments(parameters)
    // TypeScript's `this` parameter is no argument.
    if let first = segments.first, tree.isWord(first.lowerBound, "this"),
      tree.kind(first.lowerBound + 1) == .colon
    {
      segments.removeFirst()
    }
    guard let position = segments.firstIndex(where: { $0.contains(token) }) else { return nil }
    let segment = segments[position]
    if segment.lowerBound == token { return "#\(position)" }
    let pattern = segment.lowerBound
    guard position == 0,
      tree.kind(pattern) == .objectStart || tree.kind(pattern) == .leftBrace,
      tree.enclosingOpener(token) == pattern, tree.kind(token - 1) != .spread
    else { return nil }
    let key = tree.kind(token - 1) == .colon ? token - 2 : token
    guard tree.kind(key) == .identifier else { return nil }
    return "." + tree.text(key)
  }

  /// What a summary's analysis reads of the tables `requirements` and `lookups` look up in
  /// `function` (`KindTables`): each read of a requirement's variable, and each lookup written
  /// where one would be — given to a check (`hasCapability(need)`), a check of each entry for
  /// its key (added to `checks`); anything else, a table read (returned, by first token), whose
  /// value falsy proves the same.
  static func tableReads(
    requirements: [KindTables.Requirement], lookups: [KindTables.Lookup], in function: Range<Int>,
    tree: TokenTree, scopes: ScopeTree, checks: inout [Int: [String]]
  ) -> [Int: Set<String>] {
    var tableReads: [Int: Set<String>] = [:]
    func read(_ range: Range<Int>, giving conditions: Set<String>) {
      let last = range.upperBound - 1
      if isCheckArgument(tree, last, from: range.lowerBound) {
        checks[range.lowerBound] = conditions.sorted()
      } else {
        tableReads[range.lowerBound] = conditions
      }
    }
    for requirement in requirements {
      for reference in scopes.references
      where reference.binding == requirement.binding && function.contains(Int(reference.token)) {
        read(Int(reference.token)..<Int(reference.token) + 1, giving: requirement.conditions)
      }
    }
    for lookup in lookups { read(lookup.range, giving: lookup.conditions) }
    return tableReads
  }

  /// Whether the read at `token` (from `start`) is what a check tests and goes no further: the
  /// key of a computed member (`caps[name]`), the left of `in`, or the one argument of a call
  /// proving it — a check function's (`has(name)`, `CheckCalls`), one whose result is a check
  /// (`checks` at its callee), a collection's search (`list.includes(name)`); not one given to
  /// any other call (`later.push(fn)`), which passes it on.
  private static func isCheckRead(
    _ tree: TokenTree, _ token: Int, from start: Int? = nil, checks: [Int: [String]],
    calls: CheckCalls?
  ) -> Bool {
    let start = start ?? token
    guard isCheckArgument(tree, token, from: start) else { return false }
    let open = tree.enclosingOpener(start)
    guard tree.kind(open) == .leftParen else { return true }
    var callee = open - 1
    if tree.kind(callee) == .optionalChain { callee -= 1 }
    if checks[callee] != nil || tree.isSearchMethod(callee) { return true }
    var proof = calls?.proof(ofCall: open).spared.proof
    if case .promised(let resolved)? = proof { proof = resolved.spared.proof }
    guard case .arguments(let slots, _)? = proof else { return false }
    return slots.contains(0)
  }

  /// Whether the read at `token` is what a check tests: the only argument of a call
  /// (`has(name)`, `caps.includes(name)`), the key of a computed member (`caps[name]`), or the
  /// left of `in`.
  private static func isCheckArgument(_ tree: TokenTree, _ token: Int, from start: Int? = nil)
    -> Bool
  {
    let start = start ?? token
    if tree.isWord(token + 1, "in") { return true }
    let open = tree.enclosingOpener(start)
    guard open > 0, tree.contentEnd(open) == token + 1, open + 1 == start else { return false }
    let before = tree.kind(open - 1)
    let followsValue =
      before == .identifier || before == .rightParen || before == .rightBracket
      || before == .optionalChain || before == .greaterThan
    switch tree.kind(open) {
    case .leftParen: return followsValue && !tree.isControlParen(open)
    case .leftBracket: return followsValue
    default: return false
    }
  }

  /// The comparison of the parameter read at `token` (slot `slot`), or of a member of it, with
  /// a name — `kind === "task.archive"`, `action.kind !== Kind.Archive`, a literal first or
  /// last, a constant's read (`names`) last, `==` or `===` — by its operator, with its
  /// placeholder (`NameConditions.comparison`).
  static func comparison(
    _ tree: TokenTree, read token: Int, slot: String, names: [Int: (end: Int, name: String)]
  ) -> (operatorIndex: Int, path: String, term: String)? {
    let member = tree.memberChain(after: token).last
    let end = (member?.token ?? token) + 1
    let path = member?.path ?? ""
    let operatorIndex: Int
    let name: String
    if isEquality(tree.kind(end)), tree.kind(end + 1) == .string,
      !continuesOperand(tree.kind(end + 2))
    {
      (operatorIndex, name) = (end, FileScanner.literalText(tree, end + 1, tree.bytes))
    } else if isEquality(tree.kind(end)), let read = names[end + 1],
      !continuesOperand(tree.kind(read.end + 1))
    {
      (operatorIndex, name) = (end, read.name)
    } else if isEquality(tree.kind(token - 1)), tree.kind(token - 2) == .string,
      !continuesOperand(tree.kind(end))
    {
      (operatorIndex, name) = (token - 1, FileScanner.literalText(tree, token - 2, tree.bytes))
    } else {
      return nil
    }
    guard
      let term = NameConditions.comparison(
        slot: slot, path: path, name: name,
        equal: tree.kind(operatorIndex) == .strictEqual || tree.kind(operatorIndex) == .equal)
    else { return nil }
    return (operatorIndex, path, term)
  }

  /// The `switch` whose discriminant is the parameter read at `token` (slot `slot`), or a
  /// member of it: `switch (action.kind)`.
  static func switchSubject(_ tree: TokenTree, read token: Int, slot: String)
    -> NameConditions.SwitchSubject?
  {
    let paren = token - 1
    let member = tree.memberChain(after: token).last
    guard tree.kind(paren) == .leftParen, tree.isWord(paren - 1, "switch"),
      tree.tokens[paren].partner == Int32((member?.token ?? token) + 1)
    else { return nil }
    return NameConditions.SwitchSubject(paren: paren, slot: slot, path: member?.path ?? "")
  }

  private static func isEquality(_ kind: JSTokenKind) -> Bool {
    kind == .strictEqual || kind == .equal || kind == .strictNotEqual || kind == .notEqual
  }

  /// Whether a token of `kind` after an operand goes on with it (`a.b`, `a[0]`, `a(…)`).
  static func continuesOperand(_ kind: JSTokenKind) -> Bool {
    kind == .dot || kind == .leftBracket || kind == .leftParen || kind == .optionalChain
      || kind == .template
  }

  /// Whether the read at `token` only tests the parameter (`typeof fn`, `!fn`, `fn && …`,
  /// `fn ? … : …`, `fn == null`, `if (fn)`): the value goes nowhere from there.
  static func isTest(_ tree: TokenTree, _ token: Int, from start: Int? = nil) -> Bool {
    let start = start ?? token
    if tree.isWord(start - 1, "typeof") || tree.kind(start - 1) == .not { return true }
    switch tree.kind(token + 1) {
    case .logicalAnd, .question, .equal, .strictEqual, .notEqual, .strictNotEqual: return true
    default: break
    }
    let open = tree.enclosingOpener(start)
    return open >= 0 && open + 1 == start && tree.contentEnd(open) == token + 1
      && tree.isControlParen(open)
  }

  // MARK: - The call's side

  /// The regions where the arguments given to guarded parameters run, at each call whose
  /// callee is read at a key of `calls` (`f(…)`, `bridge.when(…)`, `<F …>…</F>`), of the
  /// function summarized there. A check of a parameter holds where its argument is one check
  /// (a literal or constant naming a capability, scope or module: `checks` by token, `starts`
  /// where each check's read begins); those arguments are checks, added to `checkArguments`. A
  /// flag holds what its argument proves truthy or falsy (`proved`, `nil` for nothing); a
  /// literal, or one not given (`undefined`), decides it (`FlagParameters.argument`): where
  /// its test fails, the argument never runs from there. Neither holds for the sends the
  /// argument evaluates as it is given (`runParts`: `sends`, their callees).
  static func regions(
    at calls: [Int: GuardedParameters], tree: TokenTree, checks: [Int: [String]],
    starts: [Int: Int], sends: [Int] = [], checkArguments: inout Set<Int>,
    proved: (Range<Int>) -> FlagParameters.Argument? = { _ in nil }
  ) -> [GuardRegion] {
    var regions: [GuardRegion] = []
    for (callee, summary) in calls.sorted(by: { $0.key < $1.key }) {
      var arguments = self.arguments(tree, at: callee)
      // A curried call (`withCapability(C)(Row)`, keyed by the first call's `)`): the first
      // call's arguments are the handing function's.
      if tree.kind(callee) == .rightParen, tree.tokens[callee].partner > 0 {
        for (slot, given) in self.arguments(tree, at: tree.partner(callee) - 1) {
          arguments[handingSlot(slot)] = given
        }
      }
      for slot in summary.guards.keys.sorted() {
        guard let given = arguments[slot], !given.isEmpty else { continue }
        var held = Set<String>()
        // What the flags' arguments prove, and where their checks stand.
        var flagged = HeldGuards()
        for term in summary.guards[slot]! {
          // A guard for one name sent at a member of this argument: the uses standing in it
          // take it by their name (`NameConditions.resolved`).
          if NameConditions.isConditional(term) {
            if NameConditions.slot(of: term).map(String.init) == slot { held.insert(term) }
            continue
          }
          if let flag = FlagParameters.exportedSlot(of: term) {
            guard
              let argument = FlagParameters.argument(
                for: FlagParameters.argumentSlot(flag), in: arguments, at: callee, tree: tree,
                proved: proved)
            else { continue }
            let given = FlagParameters.held(term, given: argument)
            flagged.guards.formUnion(given.guards)
            flagged.origins.formUnion(given.origins)
            continue
          }
          guard let other = Self.slot(ofPlaceholder: term) else {
            held.insert(term)
            continue
          }
          guard let argument = arguments[other],
            let check = onlyCheck(in: argument, checks: checks, starts: starts),
            !checks[check]!.isEmpty
          else { continue }
          // A name the function passes on besides checking it is a use all the same.
          if !summary.passedOn.contains(other) { checkArguments.insert(check) }
          held.formUnion(checks[check]!)
        }
        guard !held.isEmpty || !flagged.guards.isEmpty else { continue }
        // The function's summary proves them: the call is where its check stands (of a guard
        // on condition, the call's for its fact too); a flag's, where its argument's do.
        var origins = flagged.origins.sorted {
          ($0.offset, $0.what.rawValue) < ($1.offset, $1.what.rawValue)
        }
        if !held.isEmpty {
          origins.insert(
            GuardOrigin(
              what: .guardSummary, offset: Int(tree.tokens[callee].start),
              proves: held.union(held.compactMap(NameConditions.fact))), at: 0)
        }
        // (Where a literal fails a flag's test, `unreachable`: none of it runs from here.)
        for part in runParts(of: given, excluding: sends, tree) {
          regions.append(
            GuardRegion(
              range: part, guards: held.union(flagged.guards), asserted: false, origins: origins))
        }
      }
    }
    return regions
  }

  /// The parts of the argument `argument` whose uses take what the function given it holds
  /// where it runs or sends it: all of it but the sends evaluated as it is given (`sends`,
  /// their callees, ascending: sends, and calls of functions that send when called), which run
  /// before the function does, whatever it checks — `withCapability(C, perform(archive(id)))`,
  /// `<IfCapability name={C}>{perform(archive(id))}</IfCapability>`. A send inside a function
  /// value written there runs when that runs; a value an action creator returns there is sent
  /// where the function sends it.
  static func runParts(of argument: Range<Int>, excluding sends: [Int], _ tree: TokenTree)
    -> [Range<Int>]
  {
    var parts: [Range<Int>] = []
    var start = argument.lowerBound
    var index = sends.firstIndex(notBelow: argument.lowerBound) { $0 }
    while index < sends.count, sends[index] < argument.upperBound {
      let callee = sends[index]
      index += 1
      guard callee >= start, tree.kind(callee) != .jsxName,
        let arguments = argumentsExtent(tree, callee: callee),
        tree.isEvaluated(callee, amongArguments: argument)
      else { continue }
      if callee > start { parts.append(start..<callee) }
      start = arguments.upperBound + 1
    }
    if start < argument.upperBound { parts.append(start..<argument.upperBound) }
    return parts
  }

  /// The check that is the whole of `argument`, if it is one.
  private static func onlyCheck(
    in argument: Range<Int>, checks: [Int: [String]], starts: [Int: Int]
  )
    -> Int?
  {
    let last = argument.upperBound - 1
    guard checks[last] != nil, (starts[last] ?? last) == argument.lowerBound else { return nil }
    return last
  }

  /// The arguments of the call or element whose callee is read at `reference`, by slot (see
  /// `guards`); empty when the read calls nothing.
  static func arguments(_ tree: TokenTree, at reference: Int) -> [String: Range<Int>] {
    guard let extent = argumentsExtent(tree, callee: reference) else { return [:] }
    if tree.kind(reference) == .jsxName { return attributes(tree, element: reference - 1) }
    var found: [String: Range<Int>] = [:]
    let segments = tree.commaSegments(extent)
    for (position, segment) in segments.enumerated() where !segment.isEmpty {
      // Past a spread, positions are not known.
      if tree.kind(segment.lowerBound) == .spread { break }
      found["#\(position)"] = segment
    }
    // A props object written at the call: `F({ name: C, children })`.
    if let first = segments.first, tree.kind(first.lowerBound) == .objectStart,
      tree.contentEnd(first.lowerBound) + 1 == first.upperBound
    {
      found.merge(members(ofObject: first.lowerBound, tree)) { _, member in member }
    }
    return found
  }

  /// The members of the object literal opened at `open`, as props (`.name`): a name's value,
  /// or the name itself (`{ children }`). A spread may replace the members before it (`{
  /// enabled: has(C), ...rest }`), which are then not known.
  static func members(ofObject open: Int, _ tree: TokenTree) -> [String: Range<Int>] {
    var found: [String: Range<Int>] = [:]
    for property in tree.commaSegments(open + 1..<tree.contentEnd(open)) {
      guard let key = property.first else { continue }
      if tree.kind(key) == .spread {
        found.removeAll()
        continue
      }
      guard tree.kind(key) == .identifier else { continue }
      if property.count == 1 {
        found["." + tree.text(key)] = property
      } else if tree.kind(key + 1) == .colon {
        found["." + tree.text(key)] = key + 2..<property.upperBound
      }
    }
    return found
  }

  /// The tokens of the arguments of a call or element whose callee is read at `callee`: inside
  /// the parentheses of `f(…)`, or after the tag name of `<F …>…</F>`.
  static func argumentsExtent(_ tree: TokenTree, callee: Int) -> Range<Int>? {
    if tree.kind(callee) == .jsxName, tree.kind(callee - 1) == .jsxElementStart,
      tree.tokens[callee - 1].partner >= 0
    {
      return callee + 1..<tree.contentEnd(callee - 1)
    }
    var paren = callee + 1
    if tree.kind(paren) == .optionalChain { paren += 1 }
    guard tree.kind(paren) == .leftParen, tree.tokens[paren].partner >= 0 else { return nil }
    return paren + 1..<tree.contentEnd(paren)
  }

  /// An element's attributes (`.name`) and its children (`.children`): what its component is
  /// called with. A spread attribute may replace those before it, which are then not known.
  static func attributes(_ tree: TokenTree, element start: Int) -> [String: Range<Int>] {
    writtenAttributes(tree, element: start).given
  }

  /// An element's attributes as written: those given a value (`.name`) and its children
  /// (`.children`), those past the last spread attribute; the names of the bare ones after it
  /// (`<Row readOnly />`, `true`); and whether it has a spread attribute, which may give any
  /// prop.
  static func writtenAttributes(_ tree: TokenTree, element start: Int) -> (
    given: [String: Range<Int>], bare: Set<String>, spread: Bool
  ) {
    let end = tree.contentEnd(start)
    var found: [String: Range<Int>] = [:]
    var bare = Set<String>()
    var spread = false
    var cursor = start + 2
    var previousEnd = Int(tree.tokens[start + 1].end)
    // Type arguments (`<List<Item> …>`) are no tokens either: their `>` ends no tag.
    if cursor < end { previousEnd = endOfTypeArguments(tree, from: previousEnd, to: cursor) }
    // The opening tag's `>` is no token: the first gap holding one starts the children.
    func gap(before index: Int) -> ArraySlice<UInt8> {
      ArraySlice(tree.bytes[previousEnd..<Int(tree.tokens[index].start)])
    }
    while cursor < end, !gap(before: cursor).contains(UInt8(ascii: ">")) {
      let next = tree.nextSibling(cursor)
      if tree.kind(cursor) == .jsxExpressionStart {
        // `{...props}`.
        found.removeAll()
        bare.removeAll()
        spread = true
      } else if tree.kind(cursor) == .jsxName, next < end,
        tree.bytes[Int(tree.tokens[cursor].end)..<Int(tree.tokens[next].start)].contains(
          UInt8(ascii: "="))
      {
        let value = next
        let after = tree.nextSibling(value)
        found["." + tree.text(cursor)] =
          tree.kind(value) == .jsxExpressionStart
          ? value + 1..<tree.contentEnd(value) : value..<after
        previousEnd = Int(tree.tokens[after - 1].end)
        cursor = after
        continue
      } else if tree.kind(cursor) == .jsxName {
        bare.insert(tree.text(cursor))
      }
      previousEnd = Int(tree.tokens[next - 1].end)
      cursor = next
    }
    // Children given between the tags replace a `children` attribute.
    if cursor < end { found[".children"] = cursor..<end }
    return (found, bare, spread)
  }

  /// Past the type arguments that start the gap from `offset` to the token at `index`, if any
  /// (`<Item>`, `<Map<K, () => V>>`).
  private static func endOfTypeArguments(_ tree: TokenTree, from offset: Int, to index: Int)
    -> Int
  {
    let limit = Int(tree.tokens[index].start)
    var cursor = offset
    while cursor < limit, tree.bytes[cursor] == UInt8(ascii: " ") || tree.bytes[cursor] < 0x20 {
      cursor += 1
    }
    guard cursor < limit, tree.bytes[cursor] == UInt8(ascii: "<") else { return offset }
    var depth = 0
    while cursor < limit {
      switch tree.bytes[cursor] {
      case UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ">") where tree.bytes[cursor - 1] != UInt8(ascii: "="):
        depth -= 1
        if depth == 0 { return cursor + 1 }
      default: break
      }
      cursor += 1
    }
    return offset
  }

}
