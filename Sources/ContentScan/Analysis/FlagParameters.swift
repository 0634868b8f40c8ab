/// Parameters a function tests as flags (CONTENT-ANALYSIS.md, "Where it holds": function
/// summaries, instantiated per call). In `function useArchiveOnMount(id, enabled) { if (!enabled)
/// return; send() }` the send runs only where `enabled` is truthy: at a call
/// `useArchiveOnMount(id, canArchive)`, only where `canArchive` is — so it is guarded there by
/// what `canArchive` proves.
///
/// A read of such a parameter on its own is a check of a placeholder naming the function and the
/// parameter's slot, truthy or falsy (`GuardAnalysis` evaluates it as `T = {placeholder}`, `F =
/// {falsy(placeholder)}`: `if (skip) return;` guards the rest by the latter), so the regions
/// inside the function hold placeholders. Compared with `undefined`, `null` or `false`, it is
/// falsy where equal, and where unequal holds what its argument proves truthy only when that
/// constant is what the argument's value is without its element (`unequal`): `if (enabled ===
/// false) return;` guards by `has(C)` given, not by `caps[C]`, which is never `false`.
///
/// Where a use is carried from the function to a call of it
/// (`LocalFunctions.places`), or to a call in another file (`Use.placed(at:)`), each of that
/// function's placeholders becomes what the argument there proves when truthy (`given`): nothing,
/// when the call gives it no check, or it is no call (a function passed on). A placeholder left
/// anywhere else is dropped: a use never keeps a guard its call does not give.
///
/// A parameter is such a flag unless it is written in the body. One with a truthy default
/// (`{ enabled = true }`, or a component's `defaultProps`) is the default where a call gives
/// `undefined`, truthy without the check: truthy, it holds what its argument proves only where
/// that argument is never `undefined` without its element (`has(C)`, not `caps[C]`;
/// `defaultedMark`).
enum FlagParameters {
  /// The placeholder of the parameter `slot` (`GuardedParameters.slot`) of the function whose
  /// tokens start at `function`: no id begins with a control character (`GuardedParameters`
  /// and `CheckCalls` have theirs, `\u{1}` and `\u{2}`).
  static func placeholder(function: Int, slot: String) -> String { "\u{3}\(function)\(slot)" }

  /// The placeholder of the parameter `slot` of the exported function a use waits for
  /// (`LocalFunctions.Place.heldFor`): the files calling it give its argument.
  static func exported(slot: String) -> String { "\u{3}" + slot }

  static func isPlaceholder(_ term: String) -> Bool { term.utf8.first == 3 }

  /// The slot of an `exported` placeholder, in any of its states; `nil` for any other term.
  static func exportedSlot(of term: String) -> String? {
    guard isPlaceholder(term) else { return nil }
    let (function, slot, _) = parts(of: term)
    return function == nil ? String(slot) : nil
  }

  /// What marks, at the end of a placeholder's slot, a parameter whose default is truthy.
  private static let defaultedMark = "="

  /// The slot of the argument a flag's slot (`parts(of:).slot`) stands for: without the mark of
  /// a truthy default.
  static func argumentSlot(_ slot: some StringProtocol) -> String {
    String(slot.hasSuffix(defaultedMark) ? slot.dropLast() : slot[...])
  }

  /// The placeholder of the parameter `placeholder` names being falsy (no slot holds a `!`).
  static func falsy(_ placeholder: String) -> String { placeholder + "!" }

  /// The placeholder of the parameter `placeholder` names being unequal to `constant` (by
  /// `!==` when `strict`, else `!=`).
  static func unequal(_ placeholder: String, to constant: MissingValue.Constant, strict: Bool)
    -> String
  {
    placeholder + (strict ? "!==" : "!=") + "\(constant)"
  }

  /// What an argument given to a flag proves, truthy and falsy, and its value's form where its
  /// element is missing (`MissingValue`).
  struct Argument {
    var whenTrue = HeldGuards()
    var whenFalse = HeldGuards()
    var form = MissingValue.mixed
    /// The literal the argument is — `undefined` where the call leaves it out — if it is one:
    /// it decides the flag's tests there (`decided`).
    var literal: LiteralTruth?
  }

  /// The guard of a state of a flag that its call's literal makes impossible (`decided`): a
  /// use holding it never runs from that call, and is no use: the file's scan drops its
  /// places (`FileScanner`, `FileScan.report`). No id begins with a control character.
  static let unreachable = "\u{4}"

  /// The placeholders of `placeholder` in each state — truthy, falsy, unequal to a constant —
  /// with what `proved` (an argument's value) holds for each: what a call gives them.
  private static func terms(of placeholder: String, _ proved: Argument) -> [(String, HeldGuards)] {
    if let literal = proved.literal { return decided(placeholder, by: literal) }
    if placeholder.hasSuffix(defaultedMark) {
      // Given `undefined`, the default: truthy whatever the check says. (Never `undefined`,
      // no comparison with it says anything either.)
      let mayBeUndefined = proved.form != .isFalse && proved.form != .isNull
      return [
        (placeholder, mayBeUndefined ? HeldGuards() : proved.whenTrue),
        (falsy(placeholder), proved.whenFalse),
      ]
    }
    var found = [(placeholder, proved.whenTrue), (falsy(placeholder), proved.whenFalse)]
    // Unequal to what it is without its element, the argument has it.
    for constant in [MissingValue.Constant.undefined, .null, .false] {
      for strict in [true, false]
      where proved.form.isMissing(comparedWith: constant, strict: strict) {
        found.append((unequal(placeholder, to: constant, strict: strict), proved.whenTrue))
      }
    }
    return found.filter { !$0.1.guards.isEmpty }
  }

  /// The states of `placeholder` that the literal an argument is makes impossible, each
  /// holding `unreachable`: truthy (a test, or `=== true`) where the literal is falsy
  /// (`archiveIf(id, false)`, a prop left out); falsy (a negation, or `!== true`) only where it
  /// is `true` itself (`<Row readOnly />`: `"yes" !== true` holds); unequal to a constant it is
  /// equal to. A parameter whose default is not `false` is that default where given
  /// `undefined`: not known.
  private static func decided(_ placeholder: String, by literal: LiteralTruth) -> [(
    String, HeldGuards
  )] {
    let never = HeldGuards(guards: [unreachable])
    let state =
      literal.isFalsy ? placeholder : literal == .true ? falsy(placeholder) : nil
    if placeholder.hasSuffix(defaultedMark) {
      guard literal != .undefined, let state else { return [] }
      return [(state, never)]
    }
    var found = state.map { [($0, never)] } ?? []
    for constant in [MissingValue.Constant.undefined, .null, .false] {
      for strict in [true, false] where literal.equals(constant, strict: strict) {
        found.append((unequal(placeholder, to: constant, strict: strict), never))
      }
    }
    return found
  }

  /// What the call read at `reference` (`nil`: none) gives the flag of `slot`
  /// (`argumentSlot`'s), where `arguments` are the arguments written there
  /// (`GuardedParameters.arguments`): what its argument proves (`proved`, `nil` where it
  /// proves nothing), or the literal it is — or, not written, what `leftOut` says it is — or
  /// `nil`, where nothing is known.
  static func argument(
    for slot: String, in arguments: [String: Range<Int>], at reference: Int?, tree: TokenTree,
    proved: (Range<Int>) -> Argument?
  ) -> Argument? {
    if let range = arguments[slot] {
      if let argument = proved(range) { return argument }
      // (A literal is a token, with a `!` or `void` or two before it.)
      guard range.count <= 3 else { return nil }
      return LiteralTruth.of(ExpressionParser.parse(range, in: tree), in: tree).map {
        Argument(literal: $0)
      }
    }
    guard let reference, let literal = leftOut(slot, at: reference, tree) else { return nil }
    return Argument(literal: literal)
  }

  /// What the call or element read at `reference` gives the slot `slot` where no argument is
  /// written for it: `undefined` past its last argument, or for a prop no attribute (or member
  /// of the props object written there) names; `true` for a bare attribute (`<Row readOnly
  /// />`). `nil` where a spread may give it, a member is written in a form not read (a
  /// computed or quoted key, a method), or no call is read there (a function passed on, a
  /// curried call).
  static func leftOut(_ slot: String, at reference: Int, _ tree: TokenTree) -> LiteralTruth? {
    guard tree.kind(reference) != .rightParen,
      let extent = GuardedParameters.argumentsExtent(tree, callee: reference)
    else { return nil }
    if tree.kind(reference) == .jsxName {
      guard slot.hasPrefix("."), slot != ".children" else { return nil }
      let written = GuardedParameters.writtenAttributes(tree, element: reference - 1)
      guard !written.spread else { return nil }
      return written.bare.contains(String(slot.dropFirst())) ? .true : .undefined
    }
    let segments = tree.commaSegments(extent).filter { !$0.isEmpty }
    guard !segments.contains(where: { tree.kind($0.lowerBound) == .spread }) else { return nil }
    if slot.hasPrefix("#") {
      guard let position = Int(slot.dropFirst()), position >= segments.count else { return nil }
      return .undefined
    }
    guard slot.hasPrefix(".") else { return nil }
    // No props object at all: a destructuring default's, or none (the call throws).
    guard let first = segments.first else { return .undefined }
    let open = first.lowerBound
    guard tree.kind(open) == .objectStart, tree.contentEnd(open) + 1 == first.upperBound else {
      return nil
    }
    let plain = tree.commaSegments(open + 1..<tree.contentEnd(open)).allSatisfy { property in
      property.isEmpty
        || tree.kind(property.lowerBound) == .identifier
          && (property.count == 1 || tree.kind(property.lowerBound + 1) == .colon)
    }
    return plain ? .undefined : nil
  }

  /// What the placeholder `term`, in its state, holds where the argument `proved` is given.
  static func held(_ term: String, given proved: Argument) -> HeldGuards {
    let (function, slot, _) = parts(of: term)
    let placeholder =
      function.map { Self.placeholder(function: $0, slot: String(slot)) }
      ?? exported(slot: String(slot))
    return terms(of: placeholder, proved).first { $0.0 == term }?.1 ?? HeldGuards()
  }

  /// The function a placeholder is of (`nil` for an exported one's), its slot, and its state
  /// (from its first `!`: empty for truthy).
  private static func parts(of term: String) -> (
    function: Int?, slot: Substring, state: Substring
  ) {
    let rest = term.utf8.dropFirst()
    let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    let named = Substring(rest.dropFirst(digits.count))
    let state = named.firstIndex(of: "!") ?? named.endIndex
    return (digits.isEmpty ? nil : Int(Substring(digits))!, named[..<state], named[state...])
  }

  /// The flag parameters of a file's functions, and their reads.
  struct Reads {
    /// The reads of a parameter on its own that a condition tests or a call is given whole
    /// (`if (enabled)`, `f(id, enabled)`, `{ enabled }`, `visible={on}`), each with its
    /// placeholder.
    var placeholders: [Int: String] = [:]
    /// Of those, the ones tested (`isTested`), in order: where a condition's construct may
    /// stand.
    var tested: [Int] = []
    /// By function (the first of its tokens), its flags' placeholders by slot.
    var slots: [Int: [String: String]] = [:]
    /// Of the reads, those of a member of the props (`props.enabled`: `PropsMembers`), by their
    /// last token: where each starts.
    var starts: [Int: Int] = [:]
  }

  /// The flag parameters of `functions` (in order, as `LocalFunctions` keeps them) and their
  /// reads.
  static func reads(
    of functions: [LocalFunctions.Function], tree: TokenTree, scopes: ScopeTree
  ) -> Reads {
    // The parameters, each with its function and parameter list, and which each binding is
    // (an index among them, or -1): a file's every reference is asked.
    // (With what the function's `defaultProps` give truthy: props holding no flag.)
    var parameters:
      [(
        binding: Int32, function: Int, list: Range<Int>, truthyDefaults: Set<String>?,
        defaulted: Bool
      )] = []
    var parameterOf: [Int32] = []
    for function in functions {
      guard let list = GuardedParameters.parameterList(tree, function.body) else { continue }
      for token in list where tree.kind(token) == .identifier {
        guard let binding = scopes.bindingIndex(at: Int32(token)),
          scopes.bindings[Int(binding)].token == Int32(token),
          scopes.bindings[Int(binding)].kind == .parameter
        else { continue }
        if parameterOf.isEmpty { parameterOf = Array(repeating: -1, count: scopes.bindings.count) }
        parameterOf[Int(binding)] = Int32(parameters.count)
        parameters.append(
          (
            binding, function.body.lowerBound, list, function.truthyDefaults,
            !hasNoTruthyDefault(token, tree)
          ))
      }
    }
    var found = Reads()
    members(of: functions, tree: tree, scopes: scopes, into: &found)
    guard !parameters.isEmpty else {
      found.tested.sort()
      return found
    }
    var read: [[Int]] = Array(repeating: [], count: parameters.count)
    var written: [Bool] = Array(repeating: false, count: parameters.count)
    // A parameter is read in its function's body: the references there only, each once (a body
    // nested in one before it is read with it).
    var end = 0
    for function in functions where function.body.upperBound > end {
      var index = scopes.references.firstIndex(notBelow: max(end, function.body.lowerBound)) {
        Int($0.token)
      }
      end = function.body.upperBound
      while index < scopes.references.count, Int(scopes.references[index].token) < end {
        let reference = scopes.references[index]
        index += 1
        guard reference.binding >= 0, case let parameter = Int(parameterOf[Int(reference.binding)]),
          parameter >= 0
        else { continue }
        let token = Int(reference.token)
        if tree.isWritten(at: token) {
          written[parameter] = true
        } else if isTested(tree, token) || isGivenWhole(tree, token, from: token) {
          read[parameter].append(token)
        }
      }
    }
    // A parameter written in the body no longer holds what its calls gave it.
    for (parameter, tokens) in read.enumerated() where !tokens.isEmpty && !written[parameter] {
      let (binding, function, list, truthyDefaults, defaulted) = parameters[parameter]
      guard
        let slot = GuardedParameters.slot(
          of: Int(scopes.bindings[Int(binding)].token), in: list, tree),
        let truthyDefaults
      else { continue }
      let flag = placeholder(
        function: function,
        slot: defaulted || truthyDefaults.contains(slot) ? slot + defaultedMark : slot)
      found.slots[function, default: [:]][slot] = flag
      for token in tokens { found.placeholders[token] = flag }
      found.tested += tokens.filter { isTested(tree, $0) }
    }
    found.tested.sort()
    return found
  }

  /// The members of the functions' props (`PropsMembers`) tested or given whole, each the flag
  /// of its member's slot — but one that may not hold what the call gives
  /// (`PropsMembers.holdsItsArgument`).
  private static func members(
    of functions: [LocalFunctions.Function], tree: TokenTree, scopes: ScopeTree,
    into found: inout Reads
  ) {
    // (Only a name as the first parameter can be a props object, or a class component's.)
    let candidates = functions.filter { function in
      tree.isClassBody(function.body.lowerBound)
        || GuardedParameters.parameterList(tree, function.body).map {
          tree.kind($0.lowerBound) == .identifier
        } ?? false
    }
    guard !candidates.isEmpty else { return }
    // The references of those names, gathered in one pass; any other binding's (a name
    // destructured from the props, rare) looked up when asked.
    var props = Set<Int32>()
    for function in candidates {
      if let list = GuardedParameters.parameterList(tree, function.body),
        let binding = scopes.bindingIndex(at: Int32(list.lowerBound))
      {
        props.insert(binding)
      }
    }
    var byProps = Dictionary(uniqueKeysWithValues: props.map { ($0, [Int]()) })
    for reference in scopes.references where props.contains(reference.binding) {
      byProps[reference.binding, default: []].append(Int(reference.token))
    }
    let references = { (binding: Int32) in
      byProps[binding]
        ?? scopes.references.compactMap { $0.binding == binding ? Int($0.token) : nil }
    }
    for function in candidates {
      let isComponent = tree.isClassBody(function.body.lowerBound)
      guard
        let members = isComponent
          ? PropsMembers(
            classBody: function.body, tree: tree, scopes: scopes, references: references)
          : PropsMembers(
            function: function.body, tree: tree, scopes: scopes, references: references)
      else { continue }
      guard let truthyDefaults = function.truthyDefaults else { continue }
      for (slot, reads) in members.reads where members.holdsItsArgument(slot) {
        let flags = reads.filter {
          isTested(tree, $0.end, from: $0.start) || isGivenWhole(tree, $0.end, from: $0.start)
        }
        guard !flags.isEmpty else { continue }
        let flag = placeholder(
          function: function.body.lowerBound,
          slot: truthyDefaults.contains(slot) ? slot + defaultedMark : slot)
        found.slots[function.body.lowerBound, default: [:]][slot] = flag
        for read in flags {
          found.placeholders[read.end] = flag
          if read.start != read.end { found.starts[read.end] = read.start }
          if isTested(tree, read.end, from: read.start) { found.tested.append(read.end) }
        }
      }
    }
  }

  /// Whether the read at `token` (from `start`, for a member read: `props.enabled`) is tested
  /// where it stands: an operand of `!`, `&&`, `||` or the test of `?:`, the whole test of an
  /// `if` or `while` (or of a group), compared with `true`, `false`, `null` or `undefined` — not
  /// an operand of another operator (`current === id ? …`) — or the whole value of a `disabled`
  /// attribute, which a pressable tests (`DisabledPresses`).
  static func isTested(_ tree: TokenTree, _ token: Int, from start: Int? = nil) -> Bool {
    let start = start ?? token
    let before = tree.kind(start - 1)
    let after = tree.kind(token + 1)
    if start >= 2, before == .jsxExpressionStart, tree.contentEnd(start - 1) == token + 1,
      tree.kind(start - 2) == .jsxName, tree.text(start - 2) == "disabled"
    {
      return true
    }
    switch after {
    case .equal, .strictEqual, .notEqual, .strictNotEqual:
      return tree.isWord(token + 2, "true") || tree.isWord(token + 2, "false")
        || tree.isWord(token + 2, "null") || tree.isWord(token + 2, "undefined")
    default: break
    }
    let operand = after == .logicalAnd || after == .logicalOr || after == .question
    switch before {
    case .not, .logicalAnd, .logicalOr: return true
    case .leftParen where after == .rightParen:
      // An `if`'s, a `while`'s or a group's parentheses, not a call's.
      return tree.isControlParen(start - 1) || !isCallee(tree, start - 2)
    case .leftParen, .comma, .leftBracket, .leftBrace, .objectStart, .colon, .question,
      .jsxExpressionStart, .semicolon, .arrow, .assign:
      return operand
    case .identifier:
      // After `return` (no operator between a name and the read).
      return operand && tree.isWord(start - 1, "return")
    default:
      return false
    }
  }

  /// Whether the read at `token` (from `start`) is given whole: a call's argument (`f(id,
  /// on)`), an object's member (`{ enabled }`, `{ enabled: on }`, a hook's options) or an
  /// element's attribute (`visible={on}`) — what an argument given to another function's flag
  /// may be.
  private static func isGivenWhole(_ tree: TokenTree, _ token: Int, from start: Int) -> Bool {
    let after = tree.kind(token + 1)
    guard after == .comma || after == .rightParen || after == .rightBrace else { return false }
    switch tree.kind(start - 1) {
    case .leftParen: return isCallee(tree, start - 2)
    case .comma, .objectStart, .colon, .jsxExpressionStart: return true
    default: return false
    }
  }

  /// Whether the token at `index`, before a `(`, is what is called: a name that is no operator's
  /// or statement's word, or the end of a call or a member.
  private static func isCallee(_ tree: TokenTree, _ index: Int) -> Bool {
    switch tree.kind(index) {
    case .rightParen, .rightBracket: return true
    case .identifier: return !tree.isOperatorWord(index)
    default: return false
    }
  }

  /// What the arguments at `reference`, a call of the function starting at `function`, give
  /// its flags (`GuardAnalysis.proved(byArgument:)`), by placeholder: asked only where a use
  /// guarded by one of them is carried there (`LocalFunctions.places`). `connected`: the props
  /// `connect` gives the components it reads, by reference (`ConnectedComponents`).
  static func instance(
    at reference: Int, of function: Int, _ reads: Reads, tree: TokenTree,
    connected: [Int: [String: Range<Int>]] = [:], analysis: inout GuardAnalysis
  ) -> [String: HeldGuards] {
    guard let slots = reads.slots[function] else { return [:] }
    let arguments = connected[reference] ?? GuardedParameters.arguments(tree, at: reference)
    var found: [String: HeldGuards] = [:]
    for (slot, flag) in slots {
      guard
        let argument = argument(
          for: slot, in: arguments, at: connected[reference] == nil ? reference : nil, tree: tree,
          proved: { analysis.mayProve($0) ? analysis.proved(byArgument: $0) : nil })
      else { continue }
      for (term, held) in terms(of: flag, argument) { found[term] = held }
    }
    return found
  }

  /// What the arguments at the reads of imported functions `imported` whose files say they
  /// have flags (`flagged`, by local name: the slots) give them: by read, then `exported`
  /// placeholder.
  static func given(
    at imported: [ImportedRead], flagged: [String: Set<String>], tree: TokenTree,
    connected: [Int: [String: Range<Int>]] = [:], analysis: inout GuardAnalysis
  ) -> [Int: [String: HeldGuards]] {
    var found: [Int: [String: HeldGuards]] = [:]
    for read in imported {
      guard let slots = flagged[read.local] else { continue }
      let arguments =
        connected[read.token] ?? GuardedParameters.arguments(tree, at: read.token)
      // A flag of the function that handed it back: given by the call whose result is read.
      let handing = read.call.map { GuardedParameters.arguments(tree, at: $0) } ?? [:]
      for slot in slots.sorted() {
        let held = slot.hasPrefix(heldPrefix)
        guard
          let argument = argument(
            for: argumentSlot(held ? slot.dropFirst() : slot[...]),
            in: held ? handing : arguments,
            at: held ? read.call : connected[read.token] == nil ? read.token : nil, tree: tree,
            proved: { analysis.mayProve($0) ? analysis.proved(byArgument: $0) : nil })
        else { continue }
        for (term, held) in terms(of: exported(slot: slot), argument) {
          found[read.token, default: [:]][term] = held
        }
      }
    }
    return found
  }

  /// What marks, in an exported placeholder's slot, a flag of the function that handed back
  /// the one holding the use (`LocalFunctions.Function.holder`: `useArchive(enabled)` returning
  /// `{ archive }`): the reading file's call of that function gives it (`ImportedRead.call`).
  private static let heldPrefix = "^"

  /// The exported functions of `scan` holding uses guarded by their flags, by export name: the
  /// flags' slots — of its own uses (`FileScan.withheldCalls`), and of those of imported
  /// functions it passes its flags on to (`FileScan.CallPlace.given`).
  static func flaggedExports(of scan: FileScan) -> [String: Set<String>] {
    var found: [String: Set<String>] = [:]
    func add(_ guards: some Sequence<String>, of export: String) {
      for term in guards where isPlaceholder(term) {
        found[export, default: []].insert(String(parts(of: term).slot))
      }
    }
    for (export, uses) in scan.withheldCalls {
      for use in uses { add(use.guards, of: export) }
    }
    for places in scan.importedCallPlaces.values {
      for place in places {
        guard let export = place.heldFor else { continue }
        for given in place.given.values { add(given.guards, of: export) }
      }
    }
    return found
  }

  /// Whether the parameter declared at `token` has no default, or `false`: a call giving
  /// `undefined` leaves it falsy.
  static func hasNoTruthyDefault(_ token: Int, _ tree: TokenTree) -> Bool {
    guard tree.kind(token + 1) == .assign else { return true }
    return tree.isWord(token + 2, "false")
      && [.comma, .rightParen, .rightBrace].contains(tree.kind(token + 3))
  }

  /// `held`, with the placeholders of the function starting at `function` replaced by what
  /// `given` says each proves (by placeholder): nothing, for one it does not name.
  static func instantiated(
    _ held: HeldGuards, function: Int, given: [String: HeldGuards]?
  ) -> HeldGuards {
    guard held.guards.contains(where: isPlaceholder) else { return held }
    var result = held
    for term in held.guards where isPlaceholder(term) && parts(of: term).function == function {
      result.guards.remove(term)
      if let proved = given?[term] {
        result.guards.formUnion(proved.guards)
        result.origins.formUnion(proved.origins)
      }
    }
    return result
  }

  /// `guards` as they leave the function starting at `function` for the files calling it
  /// (exported): its placeholders in the form those files give (`exported`) — and those of the
  /// function starting at `holder` that handed it back, in theirs (`heldPrefix`) — any other
  /// dropped.
  static func exporting(_ guards: Set<String>, function: Int, holder: Int? = nil) -> Set<String> {
    guard guards.contains(where: isPlaceholder) else { return guards }
    var result = Set<String>()
    for term in guards {
      guard isPlaceholder(term) else {
        result.insert(term)
        continue
      }
      let (owner, slot, state) = parts(of: term)
      if owner == function {
        result.insert(exported(slot: String(slot + state)))
      } else if let holder, owner == holder {
        result.insert(exported(slot: heldPrefix + slot + state))
      }
    }
    return result
  }

  /// `guards` without placeholders: where the use stands, no call gives them.
  static func dropped(_ guards: Set<String>) -> Set<String> {
    guards.contains(where: isPlaceholder) ? guards.filter { !isPlaceholder($0) } : guards
  }
}
