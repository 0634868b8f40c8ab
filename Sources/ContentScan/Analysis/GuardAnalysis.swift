/// What a condition tells about checks: the guards known to hold when it is true, and when it is
/// false. `!` swaps them; `a && b` holds both of each side's "when true"; `a || b` holds both
/// sides' "when false"; `??` and anything unknown hold nothing.
struct GuardValue: Equatable {
  var whenTrue: Set<String> = []
  var whenFalse: Set<String> = []

  var swapped: GuardValue { GuardValue(whenTrue: whenFalse, whenFalse: whenTrue) }
}

extension GuardAnalysis {
  /// A read of a check's result negated (`isLegacyShell` of `export const isLegacyShell =
  /// !hasCapability(C)`, `useIsLegacyShell()`), from its first token to `end`: falsy only where
  /// `ids` hold; truthy, it proves nothing.
  struct NegatedRead {
    let end: Int
    var ids: Set<String> = []
  }

  /// A read of a constant list naming capabilities or scopes (`REQUIRED` of `const REQUIRED =
  /// [C, D]`, which nothing writes into), from its first token to `end`: the ids it names, which
  /// `REQUIRED.every(has)` proves as `[C, D].every(has)` does.
  struct ListRead {
    let end: Int
    let ids: Set<String>
  }
}

/// A token range whose code runs only where its guards hold.
struct GuardRegion {
  let range: Range<Int>
  let guards: Set<String>
  /// From a `// bridgecheck: requires` assertion rather than a check in the code.
  let asserted: Bool
  /// Where the checks behind its guards stand, when not in its condition itself.
  var origins: [GuardOrigin] = []
}

/// Where a check behind a guard stands (`Use.guardedAt`): a binding holding it, a call whose
/// function proves it, a `// bridgecheck: requires` — and which guards it proves, so that a
/// place keeps only the origins of the guards that hold there.
struct GuardOrigin: Hashable {
  let what: Use.Origin.What
  /// The byte offset in the file.
  let offset: Int
  let proves: Set<String>
}

/// Finds the guard regions of one file (CONTENT-ANALYSIS.md, "What counts as a guard").
///
/// Work starts from the checks only — string literals naming a capability, scope or module — so
/// a file without any costs nothing here. From each check it climbs outwards through the groups
/// that contain it, parsing just the expressions and statements on the way, and records every
/// construct whose condition contains the check: the left operand of `&&` or `||`, the test of
/// `?:`, `if` or `while`, and the initializer of a guard variable. A check that reaches none is
/// not in a guard position. Conditions are then evaluated into ``GuardValue``s and turned into
/// regions: the `&&` right operand, the `||` right operand (runs when the left is false), the
/// branches of `?:` and `if`, a loop body, and the rest of the block after an `if` whose branch
/// always leaves it.
struct GuardAnalysis {
  private enum ConstructKind: Hashable {
    case and, or, conditional, ifStatement, whileStatement, switchCase, assertion
    /// A query's `enabled` option (`Queries`): the option's name runs where its value is true.
    case queryEnabled
    /// A pressable's `disabled` attribute (`DisabledPresses`): its press handlers run where its
    /// value is false.
    case disabled
  }
  private struct ConstructKey: Hashable {
    let kind: ConstructKind
    let anchor: Int
  }
  private struct Construct {
    let condition: Expression
    /// Runs when the condition is true / false.
    let whenTrue: Range<Int>?
    let whenFalse: Range<Int>?
    /// For `if`: the statement, for early exits.
    let statement: Range<Int>?
  }
  /// A value an assignment statement gives a guard variable, with the tests of the `if`s around
  /// it that hold where it runs (`GuardVariable.assignments`).
  private struct Assignment {
    let value: Range<Int>
    let conditions: [Range<Int>]
  }
  private struct GuardVariable {
    let name: Int
    let initializer: Range<Int>
    let scope: Range<Int>
    /// A class field (`canArchive = has(C);`, or `this.canArchive = …` in the constructor): read
    /// as `this.canArchive` in the class's own code, `scope` its body.
    var isField = false
    /// Of such a field, a member of the class's `state` (`state = { canArchive: has(C) }`,
    /// `name` its key): read as `this.state.canArchive`, or bound by `const { canArchive } =
    /// this.state`.
    var isStateMember = false
    /// The other values it may hold (`setState({ canArchive: … })`), and whether it starts as
    /// none (`undefined`): what its truth proves is what each value's proves, a falsy constant's
    /// aside (`TokenTree.stateValues`).
    var joined: [Range<Int>] = []
    var startsUndefined = false
    /// Of a `let` or `var`, the values its assignment statements give it, each with the tests of
    /// the `if`s around it (`if (has(C)) ok = true;`): truthy, it proves what every value that
    /// may be truthy proves with its tests (a falsy constant's aside).
    var assignments: [Assignment] = []
    /// `v` of `const { [C]: v } = caps`, `initializer` the key: `caps[C]`, truthy where the
    /// key's element is there.
    var isComputedKey = false
    /// Of such a `v`, a default truthy without the element (`{ [C]: scopes = [] }`): testing
    /// `v` proves nothing (`scopes.includes(S)` still tests its scope).
    var hasTruthyDefault = false
  }

  let tree: TokenTree
  /// Guards named by each check literal (token index → capability, scope or module ids).
  private let literalChecks: [Int: [String]]
  private var constructs: [ConstructKey: Construct] = [:]
  private var constructOrder: [ConstructKey] = []
  /// What holds where the end of a function's body is reached, by its `{`: what the rests of
  /// its statements that run to that end hold (`reach(endOf:_:)`).
  private var bodyEnds: [Int: Set<String>] = [:]
  private var variables: [Int: GuardVariable] = [:]
  /// Guard variables found since `resolveVariables` last looked.
  private var newVariables: [Int] = []
  /// Built once reading scopes token by token has read the file's tokens several times over.
  private var identifiers: IdentifierIndex?
  private var tokensReadForReferences = 0
  /// References of guard variables, with the variable's value.
  private var variableReferences: [Int: GuardValue] = [:]
  /// What each guard variable declared with one value (no field, no assignment after) proves,
  /// by its name's token: what a file exporting it gives its readers (`FileScanner.exportFlags`).
  private(set) var declaredValues: [Int: GuardValue] = [:]
  /// The guard variable (its name's token) each of those references reads.
  private var variableOfReference: [Int: Int] = [:]
  /// The callees of calls whose function's summary proved checks given to them, with what.
  private var provenCalls: [Int: Set<String>] = [:]
  /// Reads of parameters tested as flags, with their placeholders (`FlagParameters`): a read
  /// on its own proves its placeholder when truthy.
  let flags: [Int: String]
  /// Those of them tested where they stand, in order (`FlagParameters.isTested`).
  private let flagTests: [Int]
  /// A summary's comparisons of its parameters with a name (`action.kind === "task.archive"`),
  /// by operator, with their placeholders when they hold (`NameConditions.comparison`).
  var comparisons: [Int: String] { rare.comparisons }
  /// Inputs few files or conditions ask for, held by reference: the analysis is passed along
  /// every level of a nested condition's evaluation, whose frames must stay small.
  private let rare: RareInputs

  private final class RareInputs {
    let comparisons: [Int: String]
    /// Whether a condition holding a comparison and no check is read too (`NamedChecks`:
    /// `if (kind === K) return has(C); return true;`); a wrapper's summary reads a comparison
    /// only joined to a check.
    let comparisonsGuard: Bool
    /// A summary's reads of what a table gives for a parameter's member (`KindTables`): falsy
    /// only where the member is none of the table's keys, so each entry's guard holds.
    let tableReads: [Int: Set<String>]
    /// Where each flag read of a member of the props starts (`FlagParameters.Reads.starts`).
    let flagStarts: [Int: Int]
    /// The reads of negated checks' results, by first token (`NegatedRead`).
    let negatedReads: [Int: NegatedRead]
    /// The file's imports of React Native's pressables (`DisabledPresses`), asked the first
    /// time a check stands in a JSX attribute (most files have none).
    let makePressables: () -> Set<Int32>
    lazy var pressables = makePressables()

    init(
      comparisons: [Int: String], comparisonsGuard: Bool, tableReads: [Int: Set<String>],
      flagStarts: [Int: Int], negatedReads: [Int: NegatedRead],
      pressables: @escaping () -> Set<Int32>
    ) {
      self.comparisons = comparisons
      self.comparisonsGuard = comparisonsGuard
      self.tableReads = tableReads
      self.flagStarts = flagStarts
      self.negatedReads = negatedReads
      self.makePressables = pressables
    }
  }
  /// Reads of names (a literal, or a constant read `CAPS.archive`) by their last token, with
  /// their first: a name on its own is a string, truthy whatever it names
  /// (`isTruthyWhateverItHolds`).
  let nameReads: [Int: Int]
  /// Reads of checks bound elsewhere (`canArchive` of `const { canArchive } = useCaps()`), with
  /// the token of the binding's declaration.
  private let boundChecks: [Int: Int]
  /// What each such read is when the element is missing: its initializer's `MissingValue`.
  private(set) var variableForms: [Int: MissingValue] = [:]
  /// A read of a check a value holds (`FileScanner.Found.checkOnly`): `can` of `const can =
  /// useCap(C)`, `caps.archive` of `const caps = { archive: has(C) }`, a hook's or a context's
  /// flag — where it starts, and the declaration of the file's binding it reads, if any.
  struct CheckRead {
    let start: Int
    let declaration: Int?
    /// What it is without the element where its binding's value does not say: nothing known
    /// for a check's result (`unknown`), `null` or `undefined` for a module binding's.
    var unsaid = MissingValue.unknown
  }
  /// Those reads, by their last token: what each is where the element is missing is what its
  /// value is (`boundForm`), never what its syntax looks like (`caps.archive` is no member of
  /// the capabilities map).
  let checkReads: [Int: CheckRead]
  private var sortedChecks: [Int]
  /// The calls of functions asserting what their arguments name (`ensure(C);`), by `(`: what
  /// each proves, read as a check function's call is (`AssertionCalls.Kind.names`).
  private var assertedProofs: [Int: CheckCalls.Proof] = [:]
  /// Literals found in a guard position: checks, not uses.
  private(set) var checkPositions = Set<Int>()
  /// Operators (`||`, `??`) that joined checks so that none could be credited, in order.
  var discardedJoins: [Int] { discarded.sorted() }
  /// A set: a condition inside another (`(a || b) && c && d`) is evaluated once for each
  /// construct it is part of, and its operator is noted once.
  private var discarded = Set<Int>()
  /// Array methods other than `every` called on an array of checks (`[A, B].some(has)`), in
  /// order: which of the checks holds is not known.
  var discardedArrayMethods: [Int] { discardedMethods.sorted() }
  private var discardedMethods = Set<Int>()
  /// The lists of names a `for…of` asserts (`loopOverNames`), by first token: the list's end,
  /// and the ids proven past the loop — what its construct's condition, the list, proves.
  private var loopProofs: [Int: (end: Int, ids: Set<String>)] = [:]
  /// Where expressions past `ExpressionParser`'s limits start, in order: analysis reads them as
  /// atoms, whose checks guard nothing.
  var unreadExpressions: [Int] { tooLargeExpressions.sorted() }
  private var tooLargeExpressions = Set<Int>()
  private(set) var regions: [GuardRegion] = []
  /// What the climb from the last check found, for the next (`statement`, `piece`, `parsed`).
  private var lastStatement: (level: Int, range: Range<Int>)?
  private var lastPieces: [Range<Int>: Range<Int>] = [:]
  private var parses: [Range<Int>: Expression] = [:]
  /// What each condition proves, once guard variables are resolved (`nil` before): keyed by its
  /// range and operator, which the parser always reads the same way.
  private var evaluations: [EvaluationKey: GuardValue]?
  private var evaluationDepth = 0
  private static let maxEvaluationDepth = ExpressionParser.maxOperators
  /// Where the condition being evaluated starts: what a note names when it is cut short.
  private var evaluationRoot = 0
  /// How many evaluations stopped at the depth limit so far.
  private var cutShort = 0
  private struct EvaluationKey: Hashable {
    let range: Range<Int>
    let anchor: Int
  }
  /// The guard variables found, by the index of their name: the analysis looked for every read
  /// and reassignment of each in its scope.
  var guardVariableNames: [Int] { Array(variables.keys) }

  /// The file's bindings, built the first time a guard variable's reads are looked for (most
  /// files have none): a read of another binding of the same name — a parameter or local that
  /// shadows the variable — is not the variable.
  private(set) var scopes: ScopeTree?
  let makeScopes: () -> ScopeTree?
  /// Which calls return only when their first argument is truthy (`invariant(c)`).
  private let assertionCalls: AssertionCalls?
  /// What calls prove of the checks they are given (`hasCapability(C)`); without it, a call
  /// proves every check inside it (a summary's own reading of `GuardedParameters`).
  let calls: CheckCalls?
  /// The callees (tokens) of calls given checks whose result proves nothing of them: their
  /// source is not read, or they do not test what they are given.
  private(set) var unseenCallees = Set<Int>()
  private(set) var uncheckingCallees = Set<Int>()
  /// Calls of `async` check functions tested without `await`: their promises prove nothing.
  private(set) var unawaitedCallees = Set<Int>()
  /// The callees of calls of check functions searching what may hold the content's own names
  /// or storage's (`CheckCalls.Proof.sparing`), with the names given that they prove nothing of.
  private(set) var sparingCallees: [Int: Set<String>] = [:]
  /// The ids the check functions called here spare (`CheckCalls.Proof.sparing`) where they
  /// proved something: a function passing its parameter on to one (`can(c) { return has(c);
  /// }`) spares them too (`CheckCalls.summarize`).
  private(set) var sparedByCalls = Set<String>()
  /// The name of each query's `enabled` option (`Queries.enabledOptions`), asked the first
  /// time a check stands in an `enabled` option (most files have none).
  private let makeQueryOptions: () -> Set<Int>
  private var queryOptions: Set<Int>?
  /// Whether a query's `enabled` guards its function: not where the bundle fetches a query
  /// without a function of its own (`Queries.fetchByKey`).
  private let creditsQueries: Bool
  /// Whether some query's `enabled` option holds a check here, credited (`creditsQueries`).
  private(set) var creditsQueryEnabled = false
  /// The names of the `enabled` options holding a check that were not credited, in order.
  var uncreditedQueries: [Int] { uncredited.sorted() }
  private var uncredited = Set<Int>()

  init(
    tree: TokenTree, literalChecks: [Int: [String]], scopes: @escaping () -> ScopeTree? = { nil },
    assertionCalls: AssertionCalls? = nil, calls: CheckCalls? = nil, boundChecks: [Int: Int] = [:],
    checkReads: [Int: CheckRead] = [:], queryOptions: @escaping () -> Set<Int> = { [] },
    creditsQueries: Bool = true,
    nameReads: [Int: Int] = [:], flags: FlagParameters.Reads = FlagParameters.Reads(),
    comparisons: [Int: String] = [:], comparisonsGuard: Bool = false,
    tableReads: [Int: Set<String>] = [:], negatedReads: [Int: NegatedRead] = [:],
    pressables: @escaping () -> Set<Int32> = { [] }
  ) {
    self.tree = tree
    self.rare = RareInputs(
      comparisons: comparisons, comparisonsGuard: comparisonsGuard, tableReads: tableReads,
      flagStarts: flags.starts, negatedReads: negatedReads, pressables: pressables)
    self.nameReads = nameReads
    self.flags = flags.placeholders
    self.flagTests = flags.tested
    self.literalChecks = literalChecks
    self.boundChecks = boundChecks
    self.checkReads = checkReads
    self.sortedChecks = literalChecks.keys.sorted()
    self.makeScopes = scopes
    self.assertionCalls = assertionCalls
    self.calls = calls
    self.makeQueryOptions = queryOptions
    self.creditsQueries = creditsQueries
  }

  mutating func run() {
    for token in sortedChecks where climb(from: token) { checkPositions.insert(token) }
    markCheckedElements()
    // A flag's tests are no checks of the content's: they make regions, nothing else.
    for token in flagTests { climb(from: token) }
    if rare.comparisonsGuard {
      for token in rare.comparisons.keys.sorted() { climb(from: token) }
    }
    for read in rare.negatedReads.values.sorted(by: { $0.end < $1.end }) { climb(from: read.end) }
    resolveVariables()
    // Guard variables have their values now: each condition's is final, and a condition that is
    // part of several constructs (the left operands of an `&&` chain) is evaluated once.
    evaluations = [:]
    for key in constructOrder { addRegions(for: key) }
    if !bodyEnds.isEmpty { guardPromiseChains() }
  }

  // MARK: - Climbing

  /// Records the constructs whose condition contains `token`; returns whether there was any.
  @discardableResult
  private mutating func climb(from token: Int) -> Bool {
    var node = token..<token + 1
    var found = false
    var inFunction = false
    while true {
      let opener = tree.enclosingOpener(node.lowerBound)
      if opener < 0 || tree.kind(opener) == .leftBrace {
        return analyzeStatement(level: opener, node: node, declares: !inFunction) || found
      }
      let content = opener + 1..<tree.contentEnd(opener)
      switch tree.kind(opener) {
      case .leftParen where tree.isWord(opener - 1, "while") && tree.endsDoStatement(opener - 1):
        // `do … while (c)`: a check, which runs after the body and guards nothing.
        return true
      case .leftParen where tree.isWord(opener - 1, "if") || tree.isWord(opener - 1, "while"):
        // The test is the last of the header's pieces.
        guard let test = piece(containing: node.lowerBound, in: content),
          test.upperBound == content.upperBound
        else { return found }
        let condition = parsed(test)
        collect(in: condition, node: node)
        let kind: ConstructKind = tree.isWord(opener - 1, "if") ? .ifStatement : .whileStatement
        let construct = statementConstruct(kind, paren: opener, condition: condition)
        record(ConstructKey(kind: kind, anchor: opener), construct)
        if kind == .ifStatement, let consequent = construct.whenTrue {
          declareFlags(assignedIn: consequent)
        }
        return true
      case .leftParen where tree.isWord(opener - 1, "for"):
        // `for (const c of REQUIRED) { if (!has(c)) return; }`: an assertion of every name.
        if let loop = loopOverNames(paren: opener, node: node) {
          loopProofs[loop.list.lowerBound] = (loop.list.upperBound, loop.ids)
          record(
            ConstructKey(kind: .assertion, anchor: opener),
            Construct(
              condition: parsed(loop.list), whenTrue: loop.rest, whenFalse: nil, statement: nil))
          return true
        }
        // `for (init; test; update)`: the test guards the body.
        var semicolons: [Int] = []
        var cursor = content.lowerBound
        while cursor < content.upperBound {
          if tree.kind(cursor) == .semicolon { semicolons.append(cursor) }
          cursor = tree.nextSibling(cursor)
        }
        guard semicolons.count == 2,
          case let test = semicolons[0] + 1..<semicolons[1], test.contains(node.lowerBound)
        else { return found }
        let condition = parsed(test)
        collect(in: condition, node: node)
        record(
          ConstructKey(kind: .whileStatement, anchor: opener),
          statementConstruct(.whileStatement, paren: opener, condition: condition))
        return true
      case .leftParen where tree.isControlParen(opener):
        return found
      case .leftParen where assertion(paren: opener) != nil:
        // `invariant(c, message);`: the rest of the block runs only where `c` holds;
        // `ensure(C);`, only where what `C` names does — as `ensure(C)` proves, read as a check
        // function given the assertion's proof.
        guard let test = piece(containing: node.lowerBound, in: content),
          let rest = restAfterAssertion(paren: opener)
        else { return found }
        let condition: Expression
        switch assertion(paren: opener)! {
        case .truth:
          guard test.lowerBound == content.lowerBound else { return found }
          condition = parsed(test)
        case .names(let slots):
          guard let slot = tree.commaSegments(content).firstIndex(of: test), slots.contains(slot)
          else { return found }
          assertedProofs[opener] = .arguments(slots, whenTruthy: true)
          condition = parsed(opener - 1..<tree.contentEnd(opener) + 1)
        }
        collect(in: condition, node: node)
        record(
          ConstructKey(kind: .assertion, anchor: opener),
          Construct(condition: condition, whenTrue: rest, whenFalse: nil, statement: nil))
        return true
      case .leftParen, .leftBracket:
        found = collect(in: segment(containing: node, of: content), node: node) || found
        // In a function given there (`run(() => has(C))`, `[() => has(C)]`), the check is not
        // evaluated with what holds it: no variable it is bound to holds it. (`useMemo(() =>
        // has(C))`'s value, which does, is the constants' to read: `ConstantTable`.) What a
        // selector a hook is given returns is the hook's value (`selectedValue`).
        if !tree.isEvaluated(node.lowerBound, amongArguments: content),
          calls?.selectedValue(ofCall: opener)?.contains(node.lowerBound) != true
        {
          inFunction = true
        }
        node = opener..<tree.contentEnd(opener) + 1
      case .objectStart:
        // A member of a component's state: `state = { canArchive: has(C) }`, `this.setState({
        // canArchive: has(C) })`.
        if tree.isWordOperator(opener - 1, "=") && tree.isWord(opener - 2, "state")
          || tree.kind(opener - 1) == .leftParen && tree.isWord(opener - 2, "setState"),
          declaresStateMember(object: opener, check: token)
        {
          return true
        }
        // A computed key of a declaration's pattern: `const { [C]: v } = caps`.
        if tree.kind(node.lowerBound) == .leftBracket, tree.tokens[opener].partner >= 0,
          tree.isWordOperator(tree.partner(opener) + 1, "="),
          tree.isWord(opener - 1, "const") || tree.isWord(opener - 1, "let")
            || tree.isWord(opener - 1, "var")
        {
          return analyzeStatement(level: tree.enclosingOpener(opener), node: token..<token + 1)
            || found
        }
        // A property's value: `{ enabled: caps[…] && x }`.
        let piece = segment(containing: node, of: content)
        let value =
          tree.firstSibling(of: .colon, in: piece).map { $0 + 1..<piece.upperBound } ?? piece
        guard value.contains(node.lowerBound) else { return found }
        let inner = collect(in: value, node: node)
        // A query's `enabled` (`{ enabled: has(C) }`, `{ enabled }`): the query runs where true.
        let name = piece.lowerBound
        if tree.isWord(name, "enabled"), value.lowerBound == name + 2 || value == piece {
          if queryOptions == nil { queryOptions = makeQueryOptions() }
          // Uncredited (`creditsQueries`), its checks are checks still, proving nothing.
          if queryOptions!.contains(name), !creditsQueries {
            uncredited.insert(name)
            return true
          } else if queryOptions!.contains(name) {
            creditsQueryEnabled = true
            record(
              ConstructKey(kind: .queryEnabled, anchor: name),
              Construct(
                condition: parsed(value), whenTrue: name..<name + 1, whenFalse: nil,
                statement: nil))
            return true
          }
        }
        return inner || found
      case .jsxExpressionStart:
        let inner = collect(in: segment(containing: node, of: content), node: node)
        // `<Pressable disabled={!canArchive} onPress={onArchive} />`.
        if content == segment(containing: node, of: content), disabledPresses(opener, content) {
          return true
        }
        return inner || found
      case .templateHead, .templateMiddle:
        return collect(in: segment(containing: node, of: content), node: node) || found
      default:
        return found
      }
    }
  }

  private mutating func segment(containing node: Range<Int>, of content: Range<Int>) -> Range<Int> {
    piece(containing: node.lowerBound, in: content) ?? content
  }

  /// `tree.commaSegment(containing:in:)`, with the last piece found in each container kept: the
  /// checks of one long expression (`a && b && …`, ascending) each ask for the piece around them,
  /// and each piece would be walked and parsed once a check.
  private mutating func piece(containing index: Int, in container: Range<Int>) -> Range<Int>? {
    // A short container is walked faster than a dictionary is asked.
    guard container.count > Self.worthRemembering else {
      return tree.commaSegment(containing: index, in: container)
    }
    if let last = lastPieces[container], last.contains(index) { return last }
    guard let found = tree.commaSegment(containing: index, in: container) else { return nil }
    if lastPieces.count >= Self.remembered { lastPieces.removeAll(keepingCapacity: true) }
    lastPieces[container] = found
    return found
  }

  /// `ExpressionParser.parse`, with the expressions parsed lately kept, for the same reason.
  private mutating func parsed(_ range: Range<Int>) -> Expression {
    // (A short range passes neither of the parser's limits.)
    guard range.count > Self.worthRemembering else {
      return ExpressionParser.parse(range, in: tree)
    }
    if let known = parses[range] { return known }
    var tooLarge = false
    let expression = ExpressionParser.parse(range, in: tree, tooLarge: &tooLarge)
    if tooLarge { tooLargeExpressions.insert(range.lowerBound) }
    if parses.count >= Self.remembered { parses.removeAll(keepingCapacity: true) }
    parses[range] = expression
    return expression
  }

  /// How many pieces and parsed expressions are kept: a check's climb asks for a few (its group,
  /// then the statement); dropped all at once when full, which costs the long statement one
  /// parse every few dozen checks.
  private static let remembered = 64
  /// Containers and ranges of at most this many tokens are walked and parsed again instead.
  private static let worthRemembering = 32

  /// Parses `range` and records the constructs around `node` in it.
  @discardableResult
  private mutating func collect(in range: Range<Int>, node: Range<Int>) -> Bool {
    collect(in: parsed(range), node: node)
  }

  @discardableResult
  private mutating func collect(in expression: Expression, node: Range<Int>) -> Bool {
    switch expression {
    case .atom:
      return false
    case .unary(_, let operand, _):
      return collect(in: operand, node: node)
    case .conditional(let test, let consequent, let alternate, let range):
      if contains(test.range, node) {
        record(
          ConstructKey(kind: .conditional, anchor: range.lowerBound),
          Construct(
            condition: test, whenTrue: consequent.range, whenFalse: alternate.range, statement: nil)
        )
        collect(in: test, node: node)
        return true
      }
      return collect(in: contains(consequent.range, node) ? consequent : alternate, node: node)
    case .binary(let operatorIndex, let lhs, let rhs, _):
      let kind = tree.kind(operatorIndex)
      if contains(lhs.range, node), kind == .logicalAnd || kind == .logicalOr {
        record(
          ConstructKey(kind: kind == .logicalAnd ? .and : .or, anchor: operatorIndex),
          Construct(
            condition: lhs, whenTrue: kind == .logicalAnd ? rhs.range : nil,
            whenFalse: kind == .logicalOr ? rhs.range : nil, statement: nil))
        collect(in: lhs, node: node)
        return true
      }
      return collect(in: contains(lhs.range, node) ? lhs : rhs, node: node)
    }
  }

  private func contains(_ range: Range<Int>, _ node: Range<Int>) -> Bool {
    range.lowerBound <= node.lowerBound && node.upperBound <= range.upperBound
  }

  private mutating func record(_ key: ConstructKey, _ construct: Construct) {
    guard constructs[key] == nil else { return }
    constructs[key] = construct
    constructOrder.append(key)
  }

  private func statementConstruct(_ kind: ConstructKind, paren: Int, condition: Expression)
    -> Construct
  {
    let body = tree.nextSibling(paren)
    let bodyEnd = tree.statementExtent(from: body)
    guard kind == .ifStatement else {
      return Construct(
        condition: condition, whenTrue: body..<bodyEnd, whenFalse: nil, statement: nil)
    }
    var alternate: Range<Int>?
    if tree.isWord(bodyEnd, "else") {
      alternate = bodyEnd + 1..<tree.statementExtent(from: bodyEnd + 1)
    }
    return Construct(
      condition: condition, whenTrue: body..<bodyEnd, whenFalse: alternate,
      statement: paren - 1..<(alternate?.upperBound ?? bodyEnd))
  }

  /// At a block's level (or the top): the statement around `node`. Its expression (after
  /// `return`, `throw`, `export default`, a `case` label) is searched for constructs; in a
  /// declaration, an initializer holding a check makes its variable a guard variable — unless
  /// the check is inside a function the initializer is given (`declares` false).
  private mutating func analyzeStatement(level: Int, node: Range<Int>, declares: Bool = true)
    -> Bool
  {
    let levelEnd = tree.contentEnd(level)
    var (start, end) = statement(containing: node.lowerBound, level: level, levelEnd: levelEnd)
    if end > start, tree.kind(end - 1) == .semicolon { end -= 1 }
    if tree.isWord(start, "case")
      || (tree.isWord(start, "default") && tree.kind(start + 1) == .colon)
    {
      guard let colon = tree.firstSibling(of: .colon, in: start..<end) else { return false }
      // `switch (true) { case c: … }`: the clause runs where `c` holds — unless the clause
      // before it falls through into it.
      if tree.isWord(start, "case"), node.lowerBound < colon, isSwitchOnTrue(level) {
        let condition = parsed(start + 1..<colon)
        collect(in: condition, node: node)
        if !tree.isFallenInto(clause: start, level: level) {
          record(
            ConstructKey(kind: .switchCase, anchor: start),
            Construct(
              condition: condition, whenTrue: colon + 1..<restEnd(after: colon..<colon + 1),
              whenFalse: nil, statement: nil))
        }
        return true
      }
      start = colon + 1
    }
    while tree.isWord(start, "export") || tree.isWord(start, "default")
      || tree.isWord(start, "return")
      || tree.isWord(start, "throw")
    {
      start += 1
    }
    guard start < end, start <= node.lowerBound else { return false }
    if let field = tree.classField(declaredBy: start..<end, level: level),
      field.initializer.contains(node.lowerBound)
    {
      let value = parsed(field.initializer)
      let found = collect(in: value, node: node)
      guard !isFunction(value) else { return found }
      if variables[field.name] == nil {
        variables[field.name] = GuardVariable(
          name: field.name, initializer: field.initializer, scope: field.body, isField: true)
        newVariables.append(field.name)
      }
      return true
    }
    let isVar = tree.isWord(start, "var")
    if isVar || tree.isWord(start, "const") || tree.isWord(start, "let") {
      let scope = bindingScope(level: level, isVar: isVar)
      func declare(_ name: Int, initializer: Range<Int>) {
        guard variables[name] == nil else { return }
        variables[name] = GuardVariable(name: name, initializer: initializer, scope: scope)
        newVariables.append(name)
      }
      guard let declarator = piece(containing: node.lowerBound, in: start + 1..<end) else {
        return false
      }
      // `const { [C]: v } = caps`: `v` is `caps[C]`, a check where tested.
      if let (name, key, fallback) = computedKeyBinding(in: declarator, holding: node.lowerBound) {
        let truthyDefault = fallback.map {
          !isFalsyConstant(ExpressionParser.parse($0, in: tree))
        }
        declare(name, initializer: key)
        variables[name]?.isComputedKey = true
        variables[name]?.hasTruthyDefault = truthyDefault ?? false
        return true
      }
      guard let equals = tree.firstSibling(of: .assign, in: declarator), equals < node.lowerBound
      else { return false }
      let initializer = equals + 1..<declarator.upperBound
      let value = parsed(initializer)
      var found = collect(in: value, node: node)
      let name = declarator.lowerBound
      if tree.kind(name) == .identifier, name + 1 == equals || tree.kind(name + 1) == .colon,
        tree.isWordOperator(equals, "="), !isFunction(value)
      {
        if declares { declare(name, initializer: initializer) }
        found = true
      }
      return found
    }
    guard let piece = piece(containing: node.lowerBound, in: start..<end) else {
      return false
    }
    // `ok = has(C);`: a `let` or `var` given a check by an assignment statement of its own is a
    // guard variable, as one given it under an `if` is (`declareFlags`).
    if declares, piece.lowerBound == start, tree.kind(start) == .identifier,
      tree.isWordOperator(start + 1, "="), node.lowerBound > start + 1
    {
      declareFlags(assignedIn: start..<start + 1)
    }
    return collect(in: piece, node: node)
  }

  /// Where the object at `object` is a class component's state (`state = { canArchive: has(C)
  /// }`, or `this.state = { … }` in its constructor) or what a `this.setState` gives it, and
  /// `check` stands in a member's value: declares that member a guard variable
  /// (`GuardVariable.isStateMember`) holding every value the class gives it, unless one may be
  /// what is not seen (`TokenTree.stateValues`). Whether it did.
  @inline(never)
  private mutating func declaresStateMember(object: Int, check: Int) -> Bool {
    let body: Int
    if tree.isWord(object - 2, "setState") {
      guard let found = tree.classBody(settingStateWith: object) else { return false }
      body = found
    } else {
      var opener = tree.enclosingOpener(object)
      while opener >= 0, !tree.isClassBody(opener) { opener = tree.enclosingOpener(opener) }
      guard opener >= 0, tree.stateDeclaration(classBody: opener)?.object == object else {
        return false
      }
      body = opener
    }
    guard let member = tree.stateMember(object: object, holding: check),
      let values = tree.stateValues(key: member.key, classBody: body)
    else { return false }
    let all = (values.declared.map { [$0] } ?? []) + values.written
    let value = parsed(member.value)
    guard let first = all.first, !isFunction(value), variables[first.key] == nil else {
      return false
    }
    collect(in: value, node: check..<check + 1)
    variables[first.key] = GuardVariable(
      name: first.key, initializer: first.value, scope: body + 1..<tree.contentEnd(body),
      isField: true, isStateMember: true, joined: all.dropFirst().map { $0.value },
      startsUndefined: values.declared == nil)
    newVariables.append(first.key)
    return true
  }

  /// The statement at `level` holding `index`, and the last one found kept: the checks of one
  /// long statement (ascending) each ask for it.
  private mutating func statement(containing index: Int, level: Int, levelEnd: Int) -> (Int, Int) {
    if let last = lastStatement, last.level == level, last.range.contains(index) {
      return (last.range.lowerBound, last.range.upperBound)
    }
    let start = tree.statementStart(containing: index, levelStart: level + 1)
    let end = tree.statementEnd(from: start, levelEnd: levelEnd)
    lastStatement = (level, start..<end)
    return (start, end)
  }

  /// A function expression holds no check: calling it might.
  private func isFunction(_ expression: Expression) -> Bool {
    switch expression {
    case .binary(let operatorIndex, _, _, _): tree.kind(operatorIndex) == .arrow
    case .atom(let range):
      tree.isWord(range.lowerBound, "function") || tree.isWord(range.lowerBound, "async")
    default: false
    }
  }

  // MARK: - Guard variables

  /// Gives each guard variable its value and climbs from each reference, in source order so that
  /// a variable built from another (`const b = a && …`) sees the other's value.
  private mutating func resolveVariables() {
    // The first not yet resolved each time: those found on the way join the list in order.
    var pending = newVariables.sorted(by: >)
    newVariables.removeAll()
    while let name = pending.popLast() {
      /// The variables found meanwhile, resolved in order too.
      func takeFound() {
        for found in newVariables {
          pending.insert(found, at: pending.firstIndex { $0 < found } ?? pending.count)
        }
        newVariables.removeAll()
      }
      guard let (references, assignments) = references(of: variables[name]!) else { continue }
      // (A state member's reads bind names to it: `const { canArchive } = this.state`.)
      takeFound()
      variables[name]!.assignments = assignments
      let variable = variables[name]!
      let initializer = ExpressionParser.parse(variable.initializer, in: tree)
      // What the initializer's `||` or `some` discard is noted only where the variable is
      // tested: `const url = options.url || Module.defaultURL` tests nothing.
      let (joins, methods) = (discarded, discardedMethods)
      let isJoined =
        !variable.joined.isEmpty || variable.startsUndefined || !variable.assignments.isEmpty
      let value =
        variable.isComputedKey
        ? GuardValue(whenTrue: variable.hasTruthyDefault ? [] : checks(in: variable.initializer))
        : isJoined ? joinedValue(of: variable) : evaluate(initializer)
      if !isJoined, !variable.isField, !variable.isComputedKey { declaredValues[name] = value }
      let discardedHere = (discarded.subtracting(joins), discardedMethods.subtracting(methods))
      (discarded, discardedMethods) = (joins, methods)
      let form = isJoined ? joinedForm(of: variable) : form(of: initializer)
      var tested = false
      for reference in references {
        variableReferences[reference] = value
        variableOfReference[reference] = name
        if form != .unknown { variableForms[reference] = form }
        if climb(from: reference) { tested = true }
        takeFound()
      }
      if tested {
        discarded.formUnion(discardedHere.0)
        discardedMethods.formUnion(discardedHere.1)
      }
    }
  }

  /// What a variable holding one of several values (`GuardVariable.joined`, `.assignments`)
  /// proves: truthy, what every value that may be truthy proves then, with the tests holding
  /// where it is given (a falsy constant's aside, and an absent initializer's, `undefined`);
  /// falsy, nothing.
  @inline(never)
  private mutating func joinedValue(of variable: GuardVariable) -> GuardValue {
    var proved: Set<String>?
    let given =
      [Assignment(value: variable.initializer, conditions: [])]
      + variable.joined.map { Assignment(value: $0, conditions: []) } + variable.assignments
    for assignment in given where !assignment.value.isEmpty {
      let expression = ExpressionParser.parse(assignment.value, in: tree)
      if isFalsyConstant(expression) { continue }
      var whenTrue = evaluate(expression).whenTrue
      for condition in assignment.conditions {
        whenTrue.formUnion(evaluate(parsed(condition)).whenTrue)
      }
      proved = proved?.intersection(whenTrue) ?? whenTrue
    }
    return GuardValue(whenTrue: proved ?? [])
  }

  /// What a variable holding one of several values is where what it checks is missing: what
  /// every value gives (none yet, `undefined`), when they agree.
  private func joinedForm(of variable: GuardVariable) -> MissingValue {
    let values =
      [variable.initializer] + variable.joined + variable.assignments.map(\.value)
    var forms = values.map { range in
      range.isEmpty ? .isUndefined : form(of: ExpressionParser.parse(range, in: tree))
    }
    if variable.startsUndefined { forms.append(.isUndefined) }
    return MissingValue.joined(forms)
  }

  /// The reads of a variable in its scope and the values its assignment statements give it, or
  /// `nil` when it is written any other way (then it proves nothing): destructured into, a
  /// `for` head's, `ok ||= …`, `ok++`, or assigned inside an expression.
  private mutating func references(of variable: GuardVariable) -> (
    reads: [Int], assignments: [Assignment]
  )? {
    if variable.isField { return fieldReferences(of: variable).map { ($0, []) } }
    let scope = variable.scope
    let names = namesLike(variable.name, in: scope).filter { $0 != variable.name }
    // Bindings are built (the file parsed again) only when some occurrence could declare another
    // binding of the name; `x?.y`, `x && …` and `!x` cannot.
    if scopes == nil, names.contains(where: mayDeclare) { scopes = makeScopes() }
    let declared = scopes?.binding(at: Int32(variable.name))?.token
    var found: [Int] = []
    var assignments: [Assignment] = []
    for cursor in names {
      // Another binding of the same name (a shadowing parameter or local) is another variable.
      if let declared, let scopes, scopes.binding(at: Int32(cursor))?.token != declared {
        continue
      }
      let previous = tree.kind(cursor - 1)
      if previous == .dot || previous == .optionalChain { continue }
      let next = tree.kind(cursor + 1)
      if next == .colon, tree.kind(tree.enclosingOpener(cursor)) == .objectStart { continue }
      if tree.isWritten(at: cursor) {
        guard !variable.isComputedKey, let assignment = assignmentStatement(at: cursor) else {
          return nil
        }
        assignments.append(assignment)
        continue
      }
      found.append(cursor)
    }
    return (found, assignments)
  }

  /// The assignment statement `name = value;` whose name is at `name` — a statement of its own
  /// (of a block, or an `if`'s without braces) — with the tests of the `if`s around it that
  /// hold where it runs, inside the function it stands in.
  private func assignmentStatement(at name: Int) -> Assignment? {
    guard tree.kind(name + 1) == .assign, tree.isWordOperator(name + 1, "="),
      isDirectStatement(name) || ifTest(endingBefore: name) != nil
    else { return nil }
    let end = tree.statementEnd(from: name, levelEnd: tree.contentEnd(tree.enclosingOpener(name)))
    let value = name + 2..<(tree.kind(end - 1) == .semicolon ? end - 1 : end)
    guard !value.isEmpty else { return nil }
    var conditions: [Range<Int>] = []
    var position = name
    while true {
      // A consequent without braces: `if (c) ok = true;`.
      if let test = ifTest(endingBefore: position) {
        conditions.append(test)
        position = test.lowerBound - 2
        continue
      }
      let opener = tree.enclosingOpener(position)
      guard opener >= 0, tree.kind(opener) == .leftBrace, !tree.isFunctionBody(opener) else {
        return Assignment(value: value, conditions: conditions)
      }
      // A block: an `if`'s consequent (its test then holds), or any other, which tells nothing.
      position = opener
    }
  }

  /// Declares a guard variable each `let` or `var` given a value by an assignment statement in
  /// `consequent`, an `if`'s holding a check (`let ok = false; if (has(C)) ok = true;`): its
  /// initializer and every assignment statement are its values (`assignments`).
  @inline(never)
  private mutating func declareFlags(assignedIn consequent: Range<Int>) {
    for name in consequent
    where tree.kind(name) == .identifier && tree.kind(name + 1) == .assign
      && tree.isWordOperator(name + 1, "=")
      && (isDirectStatement(name) || ifTest(endingBefore: name) != nil)
    {
      if scopes == nil { scopes = makeScopes() }
      guard let binding = scopes?.binding(at: Int32(name)),
        binding.kind == .let || binding.kind == .variable
      else { continue }
      let declared = Int(binding.token)
      guard variables[declared] == nil,
        tree.isWord(declared - 1, "let") || tree.isWord(declared - 1, "var")
      else { continue }
      // Declared in a block's statement (not a `for` head's).
      let level = tree.enclosingOpener(declared)
      guard level < 0 || tree.kind(level) == .leftBrace else { continue }
      let scope = bindingScope(level: level, isVar: binding.kind == .variable)
      let end = tree.statementEnd(from: declared, levelEnd: tree.contentEnd(level))
      let declarator =
        declared..<(tree.firstSibling(of: .comma, in: declared..<end)
        ?? (tree.kind(end - 1) == .semicolon ? end - 1 : end))
      let hasInitializer = tree.isWordOperator(declared + 1, "=")
      variables[declared] = GuardVariable(
        name: declared,
        initializer: hasInitializer ? declared + 2..<declarator.upperBound : declared..<declared,
        scope: scope, startsUndefined: !hasInitializer)
      newVariables.append(declared)
    }
  }

  /// Where a binding declared in the block opened at `level` (the top level: -1) is visible: the
  /// whole block — a `var`'s function — before its declaration too, since a function written
  /// above it may write it or read it when called later.
  private func bindingScope(level: Int, isVar: Bool) -> Range<Int> {
    var opener = level
    while isVar, opener >= 0, !tree.isFunctionBody(opener) { opener = tree.enclosingOpener(opener) }
    return opener + 1..<tree.contentEnd(opener)
  }

  /// The test of the `if` whose `)` stands just before `index` (its consequent starts there).
  private func ifTest(endingBefore index: Int) -> Range<Int>? {
    guard tree.kind(index - 1) == .rightParen, tree.tokens[index - 1].partner >= 0 else {
      return nil
    }
    let paren = tree.partner(index - 1)
    return tree.isWord(paren - 1, "if") ? paren + 1..<index - 1 : nil
  }

  /// The reads of a class field, `this.name` in the class's own code — `nil` when it is written
  /// anywhere but where it is declared (`this.name = …` in a method, `row.name = …` outside; the
  /// `this` of another class's code is another object).
  private mutating func fieldReferences(of variable: GuardVariable) -> [Int]? {
    let body = variable.scope.lowerBound - 1
    if variable.isStateMember {
      // Its reads; a name bound to it is a variable of its own, with the same value.
      let found = tree.stateReads(key: variable.name, classBody: body)
      for (name, scope) in found.bound where variables[name] == nil {
        variables[name] = GuardVariable(
          name: name, initializer: variable.initializer, scope: scope, joined: variable.joined,
          startsUndefined: variable.startsUndefined)
        newVariables.append(name)
      }
      return found.reads
    }
    var found: [Int] = []
    // A private name (`#canArchive`) is read in the class's body alone.
    let names =
      tree.kind(variable.name) == .privateName
      ? variable.scope.filter {
        tree.kind($0) == .privateName && tree.sameText($0, variable.name)
      } : namesLike(variable.name, in: 0..<tree.endIndex)
    for cursor in names where cursor != variable.name {
      let previous = tree.kind(cursor - 1)
      guard previous == .dot || previous == .optionalChain else { continue }
      let own =
        tree.isWord(cursor - 2, "this") && variable.scope.contains(cursor)
        && tree.isInstance(cursor - 2, ofClassBody: body)
      if !tree.isWord(cursor - 2, "this") || own {
        if tree.isWritten(at: cursor) || tree.kind(cursor - 3) == .increment
          || tree.kind(cursor - 3) == .decrement
        {
          return nil
        }
      }
      if own { found.append(cursor) }
    }
    return found
  }

  /// Whether the name at `index` may declare a binding rather than read one: after `let`,
  /// `const`, `var`, `function` or `class`, before `=>`, or where a parameter or a pattern's name
  /// stands (after `(`, `,`, `{`, `[`, `...` or `:`, before `,`, `)`, `}`, `]`, `=` or `:`).
  private func mayDeclare(_ index: Int) -> Bool {
    if tree.isWord(index - 1, "let") || tree.isWord(index - 1, "const")
      || tree.isWord(index - 1, "var") || tree.isWord(index - 1, "function")
      || tree.isWord(index - 1, "class") || tree.kind(index + 1) == .arrow
    {
      return true
    }
    switch tree.kind(index - 1) {
    case .leftParen, .comma, .objectStart, .leftBracket, .spread, .colon:
      switch tree.kind(index + 1) {
      case .comma, .rightParen, .rightBrace, .rightBracket, .assign, .colon: return true
      default: return false
      }
    default: return false
    }
  }

  /// The identifiers in `scope` spelled as the one at `name`: read token by token until that
  /// has read the file four times over, then from an `IdentifierIndex`.
  private mutating func namesLike(_ name: Int, in scope: Range<Int>) -> [Int] {
    if identifiers == nil, tokensReadForReferences > 4 * tree.tokens.count {
      identifiers = IdentifierIndex(tree)
    }
    if let identifiers { return identifiers.occurrences(of: name, in: scope, tree) }
    tokensReadForReferences += scope.count
    return scope.filter { tree.kind($0) == .identifier && tree.sameText($0, name) }
  }

  // MARK: - Evaluation

  /// The guards a condition proves. An atom proves the checks inside it when true (a guard
  /// variable alone proves its own value); comparing with `undefined`, `null` or `false` for
  /// equality negates; `||` and `??` between checks prove nothing, which is noted.
  mutating func evaluate(_ expression: Expression) -> GuardValue {
    // A parenthesised group is parsed and evaluated inside the expression around it, by
    // recursion: past 1,000 levels (as many as a parse's operators), a condition proves nothing
    // (a value found so is not kept, being cut short).
    if evaluationDepth == 0 { evaluationRoot = expression.range.lowerBound }
    guard evaluationDepth < Self.maxEvaluationDepth else {
      tooLargeExpressions.insert(evaluationRoot)
      cutShort += 1
      return GuardValue()
    }
    evaluationDepth += 1
    defer { evaluationDepth -= 1 }
    // A short expression is evaluated faster than a dictionary is asked.
    if evaluations == nil || expression.range.count <= Self.worthRemembering {
      return evaluateOnce(expression)
    }
    let anchor: Int
    switch expression {
    case .atom: anchor = -1
    case .unary(let operatorIndex, _, _), .binary(let operatorIndex, _, _, _):
      anchor = operatorIndex
    case .conditional(let test, _, _, _): anchor = test.range.upperBound
    }
    let key = EvaluationKey(range: expression.range, anchor: anchor)
    if let known = evaluations![key] { return known }
    let before = cutShort
    let value = evaluateOnce(expression)
    if cutShort == before { evaluations![key] = value }
    return value
  }

  private mutating func evaluateOnce(_ expression: Expression) -> GuardValue {
    switch expression {
    case .atom(let range):
      if range.count == 1, let value = variableReferences[range.lowerBound] { return value }
      // A class field read: `this.canArchive`.
      if range.count == 3, tree.isWord(range.lowerBound, "this"),
        let value = variableReferences[range.lowerBound + 2]
      {
        return value
      }
      if range.count >= 1, tree.kind(range.lowerBound) == .leftParen,
        tree.nextSibling(range.lowerBound) == range.upperBound
      {
        let inner = range.lowerBound + 1..<tree.contentEnd(range.lowerBound)
        guard let last = tree.commaSegments(inner).last else { return GuardValue() }
        return evaluate(ExpressionParser.parse(last, in: tree))
      }
      return atomValue(range)
    case .unary(let operatorIndex, let operand, let range):
      if tree.kind(operatorIndex) == .not { return evaluate(operand).swapped }
      if tree.isWord(operatorIndex, "new") { return constructedValue(range) }
      // `await x`, `+x`, `-x`: as true as `x` (what an awaited call proves is its function's:
      // `callValue`), never every check written inside it (`await Promise.race([has(C), true])`).
      return hidesOperand(operatorIndex) ? GuardValue() : evaluate(operand)
    case .conditional(let test, let consequent, let alternate, _):
      return conditionalValue(test, consequent, alternate)
    case .binary(let operatorIndex, let lhs, let rhs, let range):
      return binaryValue(operatorIndex, lhs, rhs, range)
    }
  }

  /// What `new …` proves: an object made there is truthy whatever it holds, but one searched
  /// as it is made (`new Set(keys).has(C)`) is that search.
  // Kept out of `evaluateOnce`, whose frame every level of a nested condition pays for.
  @inline(never)
  private mutating func constructedValue(_ range: Range<Int>) -> GuardValue {
    guard isSearch(range) else { return GuardValue() }
    return GuardValue(whenTrue: searchProof(range))
  }

  /// What `test ? consequent : alternate` proves: truthy when (test and consequent) or (not
  /// test and alternate); a branch that is a falsy constant (`void 0`, what `a?.b` compiles
  /// to) never makes it truthy.
  // Kept out of `evaluateOnce`, whose frame every level of a nested condition pays for.
  @inline(never)
  private mutating func conditionalValue(
    _ test: Expression, _ consequent: Expression, _ alternate: Expression
  ) -> GuardValue {
    let (condition, whenYes, whenNo) = (evaluate(test), evaluate(consequent), evaluate(alternate))
    var truthy: [Set<String>] = []
    if !isNothing(consequent) { truthy.append(condition.whenTrue.union(whenYes.whenTrue)) }
    if !isNothing(alternate) { truthy.append(condition.whenFalse.union(whenNo.whenTrue)) }
    let falsy = [
      condition.whenTrue.union(whenYes.whenFalse), condition.whenFalse.union(whenNo.whenFalse),
    ]
    return GuardValue(
      whenTrue: truthy.dropFirst().reduce(truthy.first ?? []) { $0.intersection($1) },
      whenFalse: falsy[0].intersection(falsy[1]))
  }

  /// What a binary operation proves: `&&`, `||`, `??`, an equality or another comparison.
  // Kept out of `evaluateOnce`, whose frame every level of a nested condition pays for.
  @inline(never)
  private mutating func binaryValue(
    _ operatorIndex: Int, _ lhs: Expression, _ rhs: Expression, _ range: Range<Int>
  ) -> GuardValue {
    switch tree.kind(operatorIndex) {
    case .logicalAnd:
      let (left, right) = (evaluate(lhs), evaluate(rhs))
      guard comparisons.isEmpty else { return joined(lhs, left, rhs, right, and: true) }
      return GuardValue(
        whenTrue: left.whenTrue.union(right.whenTrue),
        whenFalse: left.whenFalse.intersection(right.whenFalse))
    case .logicalOr:
      let (left, right) = (evaluate(lhs), evaluate(rhs))
      guard comparisons.isEmpty, !isFalsyConstant(lhs), !isFalsyConstant(rhs) else {
        return joined(lhs, left, rhs, right, and: false)
      }
      let value = GuardValue(
        whenTrue: left.whenTrue.intersection(right.whenTrue),
        whenFalse: left.whenFalse.union(right.whenFalse))
      if value.whenTrue.count < left.whenTrue.count + right.whenTrue.count,
        !isFallbackValue(rhs)
      {
        noteDiscarded(
          operatorIndex, kept: value.whenTrue, of: left.whenTrue, right.whenTrue, lhs, rhs)
      }
      return value
    case .nullish:
      return nullishValue(operatorIndex, lhs, rhs, range)
    case .equal, .strictEqual, .notEqual, .strictNotEqual:
      return equalityValue(operatorIndex, lhs, rhs)
    case .assign:
      return evaluate(rhs)
    default:
      return comparisonValue(operatorIndex, lhs, rhs)
    }
  }

  /// What `lhs ?? rhs` proves: with a falsy constant after it (`L?.includes(C) ?? false`), or
  /// `null` or `undefined` before it, what the other operand does; else nothing, noted where
  /// checks are joined so.
  // Kept out of `evaluateOnce`, whose frame every level of a nested condition pays for.
  @inline(never)
  private mutating func nullishValue(
    _ operatorIndex: Int, _ lhs: Expression, _ rhs: Expression, _ range: Range<Int>
  ) -> GuardValue {
    if isFalsyConstant(rhs) { return evaluate(lhs) }
    if isFalsyConstant(lhs, nullish: true) { return evaluate(rhs) }
    if !checks(in: range).isEmpty, !isFallbackValue(rhs) { discarded.insert(operatorIndex) }
    return GuardValue()
  }

  /// Whether `expression` is an object or array literal or a function written there: a value
  /// something falls back to (`NativeModules.X ?? { impact() {} }`), no condition joined.
  private func isFallbackValue(_ expression: Expression) -> Bool {
    guard case .atom(let range) = expression, let first = range.first else { return false }
    if tree.kind(first) == .objectStart || tree.kind(first) == .leftBracket {
      return tree.tokens[first].partner == Int32(range.upperBound - 1)
    }
    return LocalFunctions.functionValue(tree, at: first) == range
  }

  /// What `lhs && rhs` (`and`) or `lhs || rhs` proves, whose operands prove `left` and `right`,
  /// where an operand of `||` is a falsy constant (`c || false` is `c`) or a summary is given
  /// comparisons of its parameters with names: with the guards on condition an operand that is
  /// one of them gives (`NameConditions`) — falsy where `a` of `a && b` holds, `b` is; truthy
  /// where `a` of `a || b` fails, `b` is.
  // Kept out of `evaluateOnce`, whose frame every level of a nested condition pays for.
  @inline(never)
  private mutating func joined(
    _ lhs: Expression, _ left: GuardValue, _ rhs: Expression, _ right: GuardValue, and: Bool
  ) -> GuardValue {
    // `c || false`: truthy only where `c` is, and falsy where it is.
    if !and, isFalsyConstant(rhs) { return left }
    if !and, isFalsyConstant(lhs) { return right }
    var found = Set<String>()
    for (operand, other) in [(lhs, right), (rhs, left)] {
      guard let comparison = exactComparison(operand) else { continue }
      found.formUnion(
        and
          ? NameConditions.conditionals(on: comparison, other.whenFalse)
          : NameConditions.conditionals(on: NameConditions.negated(comparison), other.whenTrue))
    }
    guard and else {
      return GuardValue(
        whenTrue: left.whenTrue.intersection(right.whenTrue).union(found),
        whenFalse: left.whenFalse.union(right.whenFalse))
    }
    return GuardValue(
      whenTrue: left.whenTrue.union(right.whenTrue),
      whenFalse: left.whenFalse.intersection(right.whenFalse).union(found))
  }

  /// The comparison's placeholder (`comparisons`) that `expression` holds exactly where it
  /// holds: the comparison itself, in parentheses or not, or negated by `!`.
  func exactComparison(_ expression: Expression) -> String? {
    switch expression {
    case .binary(let operatorIndex, _, _, _): comparisons[operatorIndex]
    case .unary(let operatorIndex, let operand, _):
      tree.kind(operatorIndex) == .not
        ? exactComparison(operand).map(NameConditions.negated) : nil
    case .atom(let range):
      tree.kind(range.lowerBound) == .leftParen
        && tree.nextSibling(range.lowerBound) == range.upperBound
        ? exactComparison(
          ExpressionParser.parse(range.lowerBound + 1..<tree.contentEnd(range.lowerBound), in: tree)
        )
        : nil
    default: nil
    }
  }

  /// Notes the `||` at `operatorIndex` when the checks it joins (`left`, `right`) prove less
  /// than either side (`kept`): not for flags (`FlagParameters`), which are no checks of the
  /// content's.
  /// Nor where an operand compares a parameter with a name (`kind !== "task.archive" ||
  /// has(C)`): each call of the function is judged by what it gives (`NameConditions`).
  @inline(never)
  private mutating func noteDiscarded(
    _ operatorIndex: Int, kept: Set<String>, of left: Set<String>, _ right: Set<String>,
    _ lhs: Expression, _ rhs: Expression
  ) {
    if left.union(right).subtracting(kept).contains(where: { !FlagParameters.isPlaceholder($0) }),
      !comparesParameter(lhs), !comparesParameter(rhs)
    {
      discarded.insert(operatorIndex)
    }
  }

  /// Whether `expression` is `p === "name"` (or `!==`, `==`, `!=`, negated, in parentheses, a
  /// member of `p`, the name first) with `p` a parameter.
  private mutating func comparesParameter(_ expression: Expression) -> Bool {
    switch expression {
    case .unary(let operatorIndex, let operand, _):
      return tree.kind(operatorIndex) == .not && comparesParameter(operand)
    case .atom(let range)
    where tree.kind(range.lowerBound) == .leftParen
      && tree.nextSibling(range.lowerBound) == range.upperBound:
      return comparesParameter(
        ExpressionParser.parse(range.lowerBound + 1..<tree.contentEnd(range.lowerBound), in: tree))
    case .binary(let operatorIndex, let lhs, let rhs, _):
      guard [.strictEqual, .strictNotEqual, .equal, .notEqual].contains(tree.kind(operatorIndex))
      else { return false }
      for (name, other) in [(lhs, rhs), (rhs, lhs)] {
        guard case .atom(let read) = name, tree.kind(read.lowerBound) == .identifier,
          case .atom(let value) = other, !value.isEmpty,
          tree.kind(value.lowerBound) == .string || tree.kind(value.lowerBound) == .identifier
        else { continue }
        if scopes == nil { scopes = makeScopes() }
        if let scopes, let binding = scopes.bindingIndex(at: Int32(read.lowerBound)),
          scopes.bindings[Int(binding)].kind == .parameter
        {
          return true
        }
      }
      return false
    default:
      return false
    }
  }

  /// What an atom that is no group proves: an array method's, a call's, nothing for a value
  /// truthy whatever it holds, else the checks inside it.
  // Kept out of `evaluateOnce`, whose frame every level of a nested condition pays for.
  @inline(never)
  private mutating func atomValue(_ range: Range<Int>) -> GuardValue {
    if !loopProofs.isEmpty, let loop = loopProofs[range.lowerBound], loop.end == range.upperBound {
      return GuardValue(whenTrue: loop.ids)
    }
    if let flag = flag(of: range) {
      return GuardValue(whenTrue: [flag], whenFalse: [FlagParameters.falsy(flag)])
    }
    // What a table gives for the kind (`need`, or `REQUIRED[action.kind]` read whole).
    if let entries = rare.tableReads[range.lowerBound],
      range.count == 1
        || tree.kind(range.lowerBound + 1) == .leftBracket
          && tree.partner(range.lowerBound + 1) == range.upperBound - 1
    {
      return GuardValue(whenFalse: entries)
    }
    if let read = rare.negatedReads[range.lowerBound], read.end == range.upperBound - 1 {
      return GuardValue(whenFalse: read.ids)
    }
    if let value = arrayMethodValue(range) { return value }
    if isTruthyWhateverItHolds(atom: range) { return GuardValue() }
    // `Boolean(c)` is `c`.
    if let argument = booleanArgument(atom: range) {
      return evaluate(ExpressionParser.parse(argument, in: tree))
    }
    // `list.indexOf(C)` is truthy at -1 (absent) too.
    if isIndexOf(range) { return GuardValue() }
    // `names.some((c) => c === C)` and `.find(…)` are `names.includes(C)`; a search of a list
    // that names what it looks for finds it whatever the element (`keys.concat(C).includes(C)`).
    if isSearchForAName(range) || isSearch(range) && !searchesAnOwnMethod(range) {
      return GuardValue(whenTrue: searchProof(range))
    }
    // A length is truthy where its receiver is not empty, and falsy where it is.
    if isLength(range) {
      let receiver = range.lowerBound..<range.upperBound - 2
      return GuardValue(whenTrue: nonEmptyProof(receiver), whenFalse: emptyProof(receiver))
    }
    if let value = callValue(range) { return value }
    return GuardValue(whenTrue: checksOutsideComputedKeys(range), whenFalse: [])
  }

  /// The checks `range` holds, but for those inside a computed key that is more than a name's
  /// read (`handlers[has(C) ? "a" : "b"]`, `flags[canArchive ? "on" : "off"]`): which member is
  /// read says nothing of what decided it. `X[C]`, `X?.[KINDS.archive]`, `X["Expo" + "Haptics"]`
  /// and `caps[0]` keep theirs. Nor those an object or array literal holds (`{ ...L, [C]: true
  /// }[D]`): what it is made of is there whatever the release provides.
  @inline(never)
  func checksOutsideComputedKeys(_ range: Range<Int>) -> Set<String> {
    var found = Set<String>()
    var start = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      if tree.kind(index) == .objectStart
        || tree.kind(index) == .leftBracket && !tree.followsValue(index),
        tree.tokens[index].partner > index, tree.partner(index) < range.upperBound
      {
        found.formUnion(checks(in: start..<index))
        start = tree.partner(index) + 1
        index = start
        continue
      }
      guard tree.kind(index) == .leftBracket, tree.tokens[index].partner > index,
        tree.followsValue(index), case let close = tree.partner(index), close < range.upperBound
      else {
        index += 1
        continue
      }
      let key = index + 1..<close
      let isRead =
        nameReads[close - 1] == key.lowerBound
        || key.allSatisfy {
          [.identifier, .string, .number, .dot, .optionalChain].contains(tree.kind($0))
        }
      if !isRead {
        found.formUnion(checks(in: start..<index))
        start = close + 1
      }
      index = close + 1
    }
    return found.union(checks(in: start..<range.upperBound))
  }

  /// What `[A, B].every(f)` and `[A, B].some(f)` prove of the checks the array names — written
  /// there, or a constant list's (`REQUIRED.every(f)`, `ListRead`): for `every`, when truthy,
  /// every one `f` proves when truthy — a check function proving its first argument
  /// (`hasCapability`, `(c) => caps.includes(c)`), or none (`(c) => !has(c)`, `Boolean`); for
  /// `some`, when falsy, every one `f` proves when falsy (`(c) => !has(c)`: none is missing),
  /// and when truthy none (which one holds is not known); for `find` and the other methods,
  /// none — a note says so.
  // Kept out of `evaluateOnce`, whose frame every level of a nested condition pays for.
  @inline(never)
  private mutating func arrayMethodValue(_ range: Range<Int>) -> GuardValue? {
    guard let (close, inArray) = namesList(at: range.lowerBound),
      close + 3 < range.upperBound, tree.kind(close + 1) == .dot,
      tree.kind(close + 2) == .identifier, tree.kind(close + 3) == .leftParen
    else { return nil }
    if tree.tokens[close + 3].partner > close + 3,
      let (whenTruthy, spared) = elementProof(given: close + 4..<tree.partner(close + 3))
    {
      let proven = inArray.subtracting(spared)
      if whenTruthy, tree.isWord(close + 2, "every") { return GuardValue(whenTrue: proven) }
      if !whenTruthy, tree.isWord(close + 2, "some") { return GuardValue(whenFalse: proven) }
      // `REQUIRED.filter((c) => !has(c)).length`: falsy where none is missing.
      if !whenTruthy, tree.isWord(close + 2, "filter"), isLength(range),
        tree.partner(close + 3) + 3 == range.upperBound
      {
        return GuardValue(whenFalse: proven)
      }
    }
    if !inArray.isEmpty { discardedMethods.insert(close + 2) }
    return GuardValue()
  }

  /// The list of names starting at `open` — an array written there, or a constant list's read
  /// (`ListRead`): its last token, and the checks it names.
  private func namesList(at open: Int) -> (close: Int, ids: Set<String>)? {
    if tree.kind(open) == .leftBracket, tree.tokens[open].partner >= 0 {
      return (tree.partner(open), checks(in: open..<tree.partner(open)))
    }
    if let list = calls?.listReads[open] { return (receiverEnd(of: list, from: open), list.ids) }
    return nil
  }

  /// What an empty `receiver` proves: of the names of a list (`namesList`), those a check
  /// filtering them out proves — `REQUIRED.filter((c) => !has(c))`, or a `const` holding it
  /// read whole and never written into (`missing`, not `missing.length = 0`): none is missing;
  /// those lodash's `difference(REQUIRED, caps)` takes out, as `caps.includes(c)` proves each
  /// (not those `caps` may hold of the content's own); of anything else, nothing.
  mutating func emptyProof(_ receiver: Range<Int>, depth: Int = 0) -> Set<String> {
    // (A file naming no check proves none so: most `.length` tests are of other lists.)
    guard depth < 4, !receiver.isEmpty, !sortedChecks.isEmpty || calls?.listReads.isEmpty == false
    else { return [] }
    let first = receiver.lowerBound
    if receiver.count == 1, tree.kind(first) == .identifier {
      if scopes == nil { scopes = makeScopes() }
      guard let scopes, let binding = scopes.bindingIndex(at: Int32(first)),
        case let declared = scopes.bindings[Int(binding)], declared.kind == .const,
        case let name = Int(declared.token), tree.isWordOperator(name + 1, "=")
      else { return [] }
      let value = name + 2..<OwnCollections.valueEnd(from: name + 2, tree)
      let proven = emptyProof(value, depth: depth + 1)
      guard !proven.isEmpty else { return [] }
      for reference in scopes.references
      where reference.binding == binding
        && ConstantTable.writesInto(tree, at: Int(reference.token))
      {
        return []
      }
      return proven
    }
    let last = receiver.upperBound - 1
    if let calls, tree.kind(last) == .rightParen, case let open = tree.partner(last),
      open > first,
      LodashFunctions.function(calledAt: open - 1, from: first, tree, lodash: calls.lodash)
        == "difference",
      case let lists = tree.commaSegments(open + 1..<last), lists.count == 2,
      !lists[1].isEmpty, let (close, inArray) = namesList(at: lists[0].lowerBound),
      close == lists[0].upperBound - 1
    {
      return inArray.subtracting(calls.ownNames(lists[1]))
    }
    guard let (close, inArray) = namesList(at: first), close + 3 < receiver.upperBound,
      tree.kind(close + 1) == .dot, tree.isWord(close + 2, "filter"),
      tree.kind(close + 3) == .leftParen, tree.partner(close + 3) == receiver.upperBound - 1,
      let (whenTruthy, spared) = elementProof(given: close + 4..<tree.partner(close + 3)),
      !whenTruthy
    else { return [] }
    return inArray.subtracting(spared)
  }

  /// A `for…of` over names, each of which its body leaves the function for unless a check of it
  /// holds — `for (const c of REQUIRED) { if (!has(c)) return; }`, `throw` too, the body that
  /// `if` alone, over a constant list or an array of checks written there: past the loop every
  /// name is proven, as past `if (REQUIRED.some((c) => !has(c))) return;`. The list, its ids
  /// less those the check spares (`CheckCalls.provesWhenFalse`), and the rest of the block.
  private mutating func loopOverNames(paren: Int, node: Range<Int>) -> (
    list: Range<Int>, ids: Set<String>, rest: Range<Int>
  )? {
    guard let calls, tree.tokens[paren].partner > paren, isDirectStatement(paren - 1) else {
      return nil
    }
    let close = tree.partner(paren)
    let head = paren + 1
    guard tree.isWord(head, "const") || tree.isWord(head, "let") || tree.isWord(head, "var"),
      tree.kind(head + 1) == .identifier, tree.isWord(head + 2, "of"),
      case let list = head + 3..<close, contains(list, node)
    else { return nil }
    // The names: each element of an array written there a check, or a constant list's.
    var ids = Set<String>()
    if tree.kind(list.lowerBound) == .leftBracket, tree.partner(list.lowerBound) == close - 1 {
      for element in tree.commaSegments(list.lowerBound + 1..<close - 1) {
        guard element.count == 1, let named = literalChecks[element.lowerBound], !named.isEmpty
        else { return nil }
        ids.formUnion(named)
      }
    } else if let read = calls.listReads[list.lowerBound],
      receiverEnd(of: read, from: list.lowerBound) == close - 1
    {
      ids = read.ids
    } else {
      return nil
    }
    // The body: `if (test) exit;` alone, in braces or not, without `else`, whose exit leaves
    // the function (`return`, `throw`; never `break` or `continue`).
    let body = close + 1..<tree.statementExtent(from: close + 1)
    var statement = body.lowerBound
    var statementsEnd = body.upperBound
    if tree.kind(statement) == .leftBrace {
      guard tree.tokens[statement].partner > statement else { return nil }
      statementsEnd = tree.partner(statement)
      statement += 1
    }
    guard tree.isWord(statement, "if"), tree.kind(statement + 1) == .leftParen,
      tree.tokens[statement + 1].partner > statement + 1,
      case let test = statement + 2..<tree.partner(statement + 1),
      case let consequent = test.upperBound + 1..<tree.statementExtent(from: test.upperBound + 1),
      !tree.isWord(consequent.upperBound, "else"),
      consequent.upperBound == statementsEnd
        || consequent.upperBound + 1 == statementsEnd
          && tree.kind(consequent.upperBound) == .semicolon,
      tree.alwaysExits(consequent),
      !consequent.contains(where: { tree.isWord($0, "break") || tree.isWord($0, "continue") })
    else { return nil }
    // The test, falsy, proves the loop's name.
    if scopes == nil { scopes = makeScopes() }
    guard let scopes, let name = scopes.bindingIndex(at: Int32(head + 1)) else { return nil }
    let reads = test.filter {
      tree.kind($0) == .identifier && tree.kind($0 - 1) != .dot
        && tree.kind($0 - 1) != .optionalChain && scopes.bindingIndex(at: Int32($0)) == name
    }
    guard let spared = calls.provesWhenFalse(test, reads: reads) else { return nil }
    return (
      list, ids.subtracting(spared), body.upperBound..<restEnd(after: paren - 1..<body.upperBound)
    )
  }

  /// The last token of the list a constant list's read starting at `start` is, before the
  /// method it is called with (the read may end at the method: `REQUIRED.every`).
  private func receiverEnd(of list: ListRead, from start: Int) -> Int {
    tree.kind(list.end - 1) == .dot && list.end - 1 > start ? list.end - 2 : list.end
  }

  /// Marks as checks the names each given whole to a function proving the name it is given,
  /// truthy or falsy (`[C, D].every(has)`, `REQUIRED.some((c) => !caps.includes(c))`: an
  /// element of an array written there, or a constant list's read): checked wherever the call
  /// stands — in what a function returns too, outside any condition — never sent.
  private mutating func markCheckedElements() {
    /// Whether the method called after the list ending at `close` is given such a function.
    func checksElements(_ close: Int) -> Bool {
      guard tree.kind(close + 1) == .dot, tree.kind(close + 2) == .identifier,
        Self.elementMethods.contains(where: { tree.isWord(close + 2, $0) }),
        tree.kind(close + 3) == .leftParen, tree.tokens[close + 3].partner > close + 3
      else { return false }
      return elementProof(given: close + 4..<tree.partner(close + 3)) != nil
    }
    for token in sortedChecks where !checkPositions.contains(token) {
      let open = tree.enclosingOpener(token)
      guard open >= 0, tree.kind(open) == .leftBracket, tree.tokens[open].partner > open,
        !tree.followsValue(open), case let close = tree.partner(open),
        tree.commaSegment(containing: token, in: open + 1..<close) == token..<token + 1
      else { continue }
      if checksElements(close) { checkPositions.insert(token) }
    }
    for (start, list) in calls?.listReads ?? [:]
    where literalChecks[list.end] != nil && !checkPositions.contains(list.end) {
      if checksElements(receiverEnd(of: list, from: start)) { checkPositions.insert(list.end) }
    }
  }

  /// The array methods giving a function each element first.
  private static let elementMethods: [StaticString] = [
    "every", "some", "filter", "find", "findIndex", "findLast", "findLastIndex", "forEach", "map",
    "flatMap",
  ]

  /// Whether the function given an array method as `argument` proves the name it is given
  /// first, when truthy (`has`) or when falsy (`(c) => !has(c)`), and the ids it spares
  /// (`CheckCalls.Proof.sparing`); `nil` where it proves neither — or is not read: a function
  /// written there, or one the file declares or imports by name (asked of the bundle, as a call
  /// of it is).
  private mutating func elementProof(given argument: Range<Int>) -> (
    whenTruthy: Bool, spared: Set<String>
  )? {
    guard let calls else { return nil }
    if scopes == nil { scopes = makeScopes() }
    guard let scopes else { return nil }
    let proof: CheckCalls.Proof
    if let function = LocalFunctions.functionValue(tree, at: argument.lowerBound),
      function.upperBound == argument.upperBound
    {
      proof = calls.proof(ofFunction: function, scopes)
    } else if argument.count == 1, let binding = scopes.bindingIndex(at: Int32(argument.lowerBound))
    {
      let declared = scopes.bindings[Int(binding)]
      proof =
        declared.kind == .import && declared.scope == 0
        ? calls.importedProof(declared.name, paren: nil) : calls.proof(of: binding, scopes)
    } else {
      return nil
    }
    let (proves, spared) = proof.spared
    guard case .arguments(let slots, let whenTruthy) = proves, slots.contains(0) else {
      return nil
    }
    return (whenTruthy, Set(spared))
  }

  /// What a call proves of the checks its arguments hold (`hasCapability(C)`, `lacks(C)`,
  /// `getCapability(C)?.enabled`): what the callee's summary says; `nil` for a call the check
  /// table reads itself — a collection's
  /// `includes`, `has` or `hasOwnProperty` (or `hasOwnProperty.call`), `Object.hasOwn`,
  /// `Reflect.has`, `Boolean`,
  /// `Array.isArray`, a module lookup — or one given no check.
  // Kept out of `evaluateOnce`, whose frame every level of a nested condition pays for.
  @inline(never)
  private mutating func callValue(_ range: Range<Int>) -> GuardValue? {
    guard let calls else { return nil }
    // What follows a call only reads its result (`getCapability(C)?.enabled`, `f(C).list[0]`,
    // `f(C).valueOf()`): truthy, the result was there.
    var close = range.upperBound - 1
    var readsResult = false
    // The member read first off the result, and whether it is called.
    var first: (member: Int, isCalled: Bool)?
    while close > range.lowerBound {
      // `has(C).catch(() => false)` last: what it resolves to where the check rejects is never
      // truthy, so it proves what the promise it catches does.
      if !readsResult, tree.kind(close) == .rightParen, tree.tokens[close].partner >= 0,
        case let open = tree.partner(close), open - 3 > range.lowerBound,
        tree.isWord(open - 1, "catch"), tree.kind(open - 2) == .dot,
        let handler = LocalFunctions.functionValue(tree, at: open + 1), handler.upperBound == close,
        calls.neverTruthy(handler)
      {
        close = open - 3
        continue
      }
      if tree.kind(close) == .identifier,
        tree.kind(close - 1) == .dot || tree.kind(close - 1) == .optionalChain
      {
        first = (close, false)
        close -= 2
      } else if tree.kind(close) == .rightBracket, tree.tokens[close].partner >= 0 {
        first = nil
        close = tree.partner(close) - 1
        if tree.kind(close) == .optionalChain { close -= 1 }
      } else if tree.kind(close) == .rightParen, tree.tokens[close].partner >= 0,
        case let open = tree.partner(close), open - 3 > range.lowerBound,
        tree.kind(open - 1) == .identifier,
        tree.kind(open - 2) == .dot || tree.kind(open - 2) == .optionalChain,
        checks(in: open + 1..<close).isEmpty
      {
        // A method of the result given no check (`lacks(C).valueOf()`).
        first = (open - 1, true)
        close = open - 3
      } else {
        break
      }
      readsResult = true
    }
    // A member every value has, read off a falsy one (`has(C).toString()`, `.constructor`), is
    // truthy all the same; `valueOf()` alone gives the value back.
    if let first, isPrimitiveMember(first.member),
      !(first.isCalled && tree.isWord(first.member, "valueOf"))
    {
      return GuardValue()
    }
    guard tree.kind(close) == .rightParen, tree.tokens[close].partner >= 0 else { return nil }
    let open = tree.partner(close)
    guard open > range.lowerBound else { return nil }
    let arguments = open + 1..<close
    let given = checks(in: arguments)
    // A module's name is a lookup's, whose checks are read where lookups are; a flag's
    // placeholder is no name a function checks.
    guard
      !given.isEmpty,
      !given.allSatisfy({ $0.hasPrefix("module:") || FlagParameters.isPlaceholder($0) })
    else { return nil }
    var callee = open - 1
    if tree.kind(callee) == .optionalChain { callee -= 1 }
    // A call that is itself a check (`CheckResults`: a store's hook given a selector whose
    // result is one) proves what it does — and what it is given where its function proves that
    // too (`supportsScope(S)` of `(caps["tempo.navigation-progress"] ?? []).includes(scope)`).
    if !readsResult, let ids = literalChecks[callee] {
      var proved = Set(ids)
      if case (.arguments(let slots, whenTruthy: true), let spared) =
        (assertedProofs[open] ?? calls.proof(ofCall: open)).spared
      {
        proved.formUnion(
          self.proved(byArguments: arguments, slots: slots, names: true, spared: spared).proved)
      }
      return GuardValue(whenTrue: proved)
    }
    // `useCallback(f, [canArchive])`: a check listed among a hook's dependencies, which React
    // only compares (a `useMemo`'s value is read where it is bound, `ConstantTable`).
    if tree.isDependencyHook(callee) { return GuardValue() }
    // A hook given a selector is what the selector returns (`useSelector((s) =>
    // s.caps.includes(name))`).
    if !readsResult, let selected = calls.selectedValue(ofCall: open) {
      return evaluate(ExpressionParser.parse(selected, in: tree))
    }
    if tree.kind(callee - 1) == .dot || tree.kind(callee - 1) == .optionalChain {
      if tree.isWord(callee, "includes") || tree.isWord(callee, "has")
        || tree.isWord(callee, "hasOwnProperty") || tree.isWord(callee, "isArray")
        || tree.isWord(callee, "hasOwn")
        // `Object.prototype.hasOwnProperty.call(X, C)`, as ESLint's no-prototype-builtins asks.
        || tree.isWord(callee, "call") && tree.kind(callee - 1) == .dot
          && tree.isWord(callee - 2, "hasOwnProperty"),
        !calls.isOwnMethod(callee, of: range.lowerBound..<callee - 1)
      {
        return nil
      }
    } else if tree.isWord(callee, "Boolean") {
      return nil
    }
    var proof = assertedProofs[open] ?? calls.proof(ofCall: open)
    if case .promised(let resolved) = proof {
      // A promise is truthy whatever it resolves to: only awaited does it prove anything.
      guard !readsResult, tree.isWord(range.lowerBound - 1, "await") else {
        unawaitedCallees.insert(callee)
        return GuardValue()
      }
      proof = resolved
    }
    let spared: [String]
    (proof, spared) = proof.spared
    switch proof {
    case .arguments(let slots, let whenTruthy), .conditions(let slots, let whenTruthy):
      // A member of a result that is falsy where the argument holds says nothing of it.
      if readsResult, !whenTruthy { return GuardValue() }
      let names: Bool
      if case .arguments = proof { names = true } else { names = false }
      let (proved, namesGiven, dropped) = self.proved(
        byArguments: arguments, slots: slots, names: names, spared: spared)
      if !proved.isEmpty { provenCalls[callee, default: []].formUnion(proved) }
      if !dropped.isEmpty { sparingCallees[callee, default: []].formUnion(dropped) }
      if !proved.isEmpty { sparedByCalls.formUnion(spared) }
      // (`isOn(C)`: the function does not test the name it is given.)
      if proved.isEmpty, namesGiven { uncheckingCallees.insert(callee) }
      return whenTruthy ? GuardValue(whenTrue: proved) : GuardValue(whenFalse: proved)
    case .nothing, .promised, .sparing:
      uncheckingCallees.insert(callee)
      return GuardValue()
    case .unseen:
      unseenCallees.insert(callee)
      return GuardValue()
    }
  }

  /// What the arguments `arguments` at `slots` of a call whose function proves them give: a
  /// name given (`has(C)`) is what the call checks — where `names`, or else the function tests
  /// only the truth of what it is given (`namesGiven`: a name there proves nothing); anything
  /// else is a condition. A list or map given beside the name that itself names it (`hasIn([C],
  /// C)`) is the content's own, which holds the name whatever the release provides; `spared`
  /// are what the function's collection may hold of the content's own.
  private mutating func proved(
    byArguments arguments: Range<Int>, slots: [Int], names: Bool, spared: [String]
  ) -> (proved: Set<String>, namesGiven: Bool, spared: Set<String>) {
    let segments = tree.commaSegments(arguments)
    var proved = Set<String>()
    var namesGiven = false
    for slot in slots where slot < segments.count {
      let segment = segments[slot]
      if let start = nameReads[segment.upperBound - 1], start == segment.lowerBound {
        guard names else {
          namesGiven = true
          continue
        }
        proved.formUnion(checks(in: segment))
      } else {
        proved.formUnion(evaluate(ExpressionParser.parse(segment, in: tree)).whenTrue)
      }
    }
    for (slot, segment) in segments.enumerated() where !proved.isEmpty && !slots.contains(slot) {
      proved.subtract(checks(in: segment))
    }
    let dropped = proved.intersection(spared)
    proved.subtract(spared)
    return (proved, namesGiven, dropped)
  }

  /// Whether `range` ends in a call of a search (`caps.has(C)`) that may be a function of the
  /// content's own (`CheckCalls.isOwnMethod`), read as a call is.
  private func searchesAnOwnMethod(_ range: Range<Int>) -> Bool {
    guard let call = methodCall(endingAt: range) else { return false }
    return calls?.isOwnMethod(call.method, of: call.list) == true
  }

  /// The form of `expression`'s value where the element it checks is missing (`MissingValue`),
  /// a call's read from its function where the file has it (`CheckCalls.resultForm`).
  func missingForm(_ expression: Expression) -> MissingValue {
    MissingValue.of(expression, in: tree) { [calls] paren in calls?.resultForm(ofCall: paren) }
  }

  /// Whether the token at `read` reads a guard variable (whose value is a check's, not a name).
  func isGuardVariable(read: Int) -> Bool { variableReferences[read] != nil }

  /// Whether `range` is a guard variable's whole read: its name, or a field's `this.name` or
  /// `this.state.name`.
  func isGuardVariableRead(_ range: Range<Int>) -> Bool {
    guard let last = range.last, variableOfReference[last] != nil else { return false }
    return range.count == 1 || tree.isWord(range.lowerBound, "this")
  }

  /// The flag the expression `range` reads on its own (`enabled`, `props.enabled`), if any.
  func flag(of range: Range<Int>) -> String? {
    guard let last = range.last, let flag = flags[last] else { return nil }
    return range.count == 1 || rare.flagStarts[last] == range.lowerBound ? flag : nil
  }

  /// Whether the expression `range` may prove something: it holds a check, a guard variable
  /// or a flag (cheaper to ask than to evaluate it).
  func mayProve(_ range: Range<Int>) -> Bool {
    !checks(in: range).isEmpty || range.contains { flags[$0] != nil }
  }

  /// What the expression `range` proves when truthy and when falsy, where those checks stand,
  /// and its value's form: an argument given to a parameter tested as a flag
  /// (`FlagParameters`). Asked once `run` is done.
  mutating func proved(byArgument range: Range<Int>) -> FlagParameters.Argument {
    // An argument is no condition of the content's: what its evaluation finds is not noted.
    let noted = (
      discarded, discardedMethods, unseenCallees, uncheckingCallees, unawaitedCallees,
      tooLargeExpressions
    )
    let expression = parsed(range)
    let value = evaluate(expression)
    (
      discarded, discardedMethods, unseenCallees, uncheckingCallees, unawaitedCallees,
      tooLargeExpressions
    ) = noted
    guard !value.whenTrue.isEmpty || !value.whenFalse.isEmpty else {
      return FlagParameters.Argument()
    }
    let found = origins(in: range)
    func held(_ guards: Set<String>) -> HeldGuards {
      HeldGuards(
        guards: guards, asserted: false,
        origins: Set(found.filter { !$0.proves.isDisjoint(with: guards) }))
    }
    // Another function's flag is whatever its own calls give: no constant is known to be its
    // missing value.
    var form = MissingValue.mixed
    if flag(of: range) == nil { form = self.form(of: expression) }
    return FlagParameters.Argument(
      whenTrue: held(value.whenTrue), whenFalse: held(value.whenFalse), form: form)
  }

  /// `undefined`, `null`, `false`, `void 0`, or `"undefined"` (as `typeof x` compares).
  func isNothing(_ expression: Expression) -> Bool {
    switch expression {
    case .atom(let range) where range.count == 1:
      let index = range.lowerBound
      if tree.isWord(index, "undefined") || tree.isWord(index, "null")
        || tree.isWord(index, "false")
      {
        return true
      }
      return tree.kind(index) == .string
        && (tree.isWordOperator(index, "\"undefined\"")
          || tree.isWordOperator(index, "'undefined'"))
    case .unary(let operatorIndex, let operand, _):
      return tree.isWord(operatorIndex, "void") && operand.range.count == 1
    default:
      return false
    }
  }

  /// The checks inside `range`: literals naming capabilities, scopes or modules, and guard
  /// variables (what they prove when true).
  func checks(in range: Range<Int>) -> Set<String> {
    var found = Set<String>()
    var low = sortedChecks.firstIndex(notBelow: range.lowerBound) { $0 }
    while low < sortedChecks.count, sortedChecks[low] < range.upperBound {
      found.formUnion(literalChecks[sortedChecks[low]]!)
      low += 1
    }
    // Whichever is shorter: the range's tokens, or the references.
    if range.count < variableReferences.count {
      for index in range {
        if let value = variableReferences[index] { found.formUnion(value.whenTrue) }
      }
    } else {
      for (reference, value) in variableReferences where range.contains(reference) {
        found.formUnion(value.whenTrue)
      }
    }
    return found
  }

  // MARK: - Regions

  private mutating func addRegions(for key: ConstructKey) {
    let construct = constructs[key]!
    let value = evaluate(construct.condition)
    let origins = self.origins(in: construct.condition.range)
    func add(_ range: Range<Int>, _ guards: Set<String>) {
      self.add(range, guards, origins: origins.filter { !$0.proves.isDisjoint(with: guards) })
    }
    if let range = construct.whenTrue { add(range, value.whenTrue) }
    if let range = construct.whenFalse { add(range, value.whenFalse) }
    // An assertion's rest, at a `try` block's end, goes on past the `try` (`restsAfterTry`).
    if key.kind == .assertion, let rest = construct.whenTrue {
      let rests = [rest] + restsAfterTry(rest)
      for after in rests.dropFirst() { add(after, value.whenTrue) }
      for rest in rests { reach(endOf: rest, value.whenTrue) }
    }
    // An `if` whose branch always leaves the block guards the rest of the block — in a `switch`,
    // the rest of its case clause, never the cases after it.
    guard let statement = construct.statement, let consequent = construct.whenTrue,
      isDirectStatement(statement.lowerBound)
    else { return }
    // The rest is reached past the end of a branch that does not always leave: what holds at
    // the end of each such branch — its condition's side, and what the early exits at its top
    // leave (`if (need) { if (!has(need)) return; }`) — holds there.
    let rest = statement.upperBound..<restEnd(after: statement)
    var reached: [Set<String>] = []
    if !tree.alwaysExits(consequent) {
      reached.append(value.whenTrue.union(leftByExits(in: consequent)))
    }
    if let alternate = construct.whenFalse {
      if !tree.alwaysExits(alternate) {
        reached.append(value.whenFalse.union(leftByExits(in: alternate)))
      }
    } else {
      reached.append(value.whenFalse)
    }
    for rest in [rest] + restsAfterTry(rest) {
      if let first = reached.first {
        let holds = reached.dropFirst().reduce(first) { $0.intersection($1) }
        add(rest, holds)
        reach(endOf: rest, holds)
      } else {
        // Both leave: the rest is reached by neither (what either side proves holds there).
        add(rest, value.whenFalse)
        add(rest, value.whenTrue)
        reach(endOf: rest, value.whenFalse.union(value.whenTrue))
      }
    }
  }

  /// Notes that `guards` hold over `rest`, the rest of a block after a statement, where it
  /// runs to the end of a function's body: they hold where the body's end is reached (an
  /// empty rest too: `if (!has(C)) throw …;` as its last statement).
  private mutating func reach(endOf rest: Range<Int>, _ guards: Set<String>) {
    guard !guards.isEmpty, rest.lowerBound > 0 else { return }
    let body = tree.enclosingOpener(statementEnd(before: rest.lowerBound))
    guard rest.upperBound == tree.contentEnd(body), tree.isFunctionBody(body) else { return }
    bodyEnds[body, default: []].formUnion(guards)
  }

  /// The last token of the statement ending just before `index`, or the opener of the group it
  /// ends with (whose own opener is the block the statement stands in).
  private func statementEnd(before index: Int) -> Int {
    let last = index - 1
    if tree.tokens[last].partner >= 0, tree.partner(last) < last { return tree.partner(last) }
    return last
  }

  /// `p.then(f).then(g)`: `g` runs only where `f` completed — returned anything but a
  /// rejection, or ran to its end — so what holds wherever `f` completes holds throughout `g`
  /// and the fulfilment functions after it (`TokenTree.fulfilmentFunctions`). Read once the
  /// regions are found, in source order: what a link holds may go on to those after it.
  private mutating func guardPromiseChains() {
    for body in bodyEnds.keys.sorted() {
      guard let call = tree.thenCall(givenBody: body),
        case let links = tree.fulfilmentFunctions(after: call.paren), !links.isEmpty,
        let parameters = GuardedParameters.parameterList(tree, call.function),
        let returned = tree.returnedExpressions(call.function, parameters: parameters)
      else { continue }
      // Each `return` of a value it completes with (the `return` itself), and its `{`, inside
      // what holds around the whole function.
      let returns = returned.expressions.filter { !tree.isRejection($0) }.map { $0.lowerBound - 1 }
      let held = regions.guards(at: [body] + returns).map(\.guards)
      var holds: Set<String>? = returned.fallsOff ? held[0].union(bodyEnds[body]!) : nil
      for guards in held.dropFirst() { holds = holds?.intersection(guards) ?? guards }
      guard let holds, !holds.isEmpty else { continue }
      let origins = origins(in: call.function).filter { !$0.proves.isDisjoint(with: holds) }
      for link in links { add(link, holds, origins: origins) }
    }
  }

  /// Where the rest of a block, `rest`, that runs to the end of a `try` block goes on: past
  /// the `try` statement, to the rest of the block holding it, when every way out of it but the
  /// `try` block's completing leaves that block too — each `catch` always leaves (`try {
  /// ensure(C); } catch { alert(); return; }`), and with no `catch` a throw goes on out — and so
  /// on outwards. (A `try` with a label of its own, which a `break` in its `catch` may leave
  /// for the rest, is not followed; nor is a `catch` that may complete.)
  private func restsAfterTry(_ rest: Range<Int>) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var rest = rest
    while rest.lowerBound > 0 {
      // The block holding the statement the rest follows (ended by a `;`, or a group's closer).
      var last = rest.lowerBound - 1
      if tree.tokens[last].partner >= 0, tree.partner(last) < last { last = tree.partner(last) }
      let opener = tree.enclosingOpener(last)
      guard opener > 1, tree.kind(opener) == .leftBrace, tree.isWord(opener - 1, "try"),
        tree.tokens[opener].partner > opener, rest.upperBound == tree.contentEnd(opener),
        tree.kind(opener - 2) != .colon
      else { break }
      var end = tree.partner(opener) + 1
      let caught = tree.isWord(end, "catch")
      if caught {
        var block = end + 1
        if tree.kind(block) == .leftParen, tree.tokens[block].partner > block {
          block = tree.partner(block) + 1
        }
        guard tree.kind(block) == .leftBrace, tree.tokens[block].partner > block,
          tree.alwaysExits(block..<tree.partner(block) + 1)
        else { break }
        end = tree.partner(block) + 1
      }
      if tree.isWord(end, "finally"), tree.kind(end + 1) == .leftBrace,
        tree.tokens[end + 1].partner > end + 1
      {
        end = tree.partner(end + 1) + 1
      } else if !caught {
        break
      }
      let statement = opener - 1..<end
      guard isDirectStatement(statement.lowerBound) else { break }
      rest = end..<restEnd(after: statement)
      found.append(rest)
    }
    return found
  }

  /// What the early exits at the top of the statement `branch` (a block's, or the statement
  /// itself) leave where its end is reached: `if (c) leave;` leaves `F(c)`.
  @inline(never)
  private mutating func leftByExits(in branch: Range<Int>) -> Set<String> {
    var statements = branch
    if tree.kind(branch.lowerBound) == .leftBrace, tree.tokens[branch.lowerBound].partner >= 0 {
      statements = branch.lowerBound + 1..<tree.partner(branch.lowerBound)
    }
    var left = Set<String>()
    var cursor = statements.lowerBound
    while cursor < statements.upperBound {
      let end = min(tree.statementExtent(from: cursor), statements.upperBound)
      if tree.isWord(cursor, "if"), tree.kind(cursor + 1) == .leftParen,
        tree.tokens[cursor + 1].partner >= 0,
        case let test = cursor + 2..<tree.partner(cursor + 1), test.upperBound + 1 < end,
        tree.statementExtent(from: test.upperBound + 1) == end,
        tree.alwaysExits(test.upperBound + 1..<end)
      {
        left.formUnion(evaluate(ExpressionParser.parse(test, in: tree)).whenFalse)
      }
      cursor = max(end, cursor + 1)
    }
    return left
  }

  /// Guards `guarded` by what holds wherever `function` returns anything but `false` (or a
  /// promise of anything else): Redux Toolkit runs a thunk's payload creator only then
  /// (`AsyncThunks.conditions`). At a `return` of a value, what holds there, and what the value
  /// proves true where it is `false` when the element is missing (a boolean: `has(C)`, not
  /// `caps[C]`, whose `undefined` runs the payload); where the body ends, what each `if (…)`
  /// before it that always leaves proves false. Called once `run` has found the regions.
  mutating func guardWhereNotFalse(_ guarded: Range<Int>, returnedBy function: Range<Int>) {
    guard let parameters = GuardedParameters.parameterList(tree, function),
      let returned = tree.resultExpressions(function, parameters: parameters)
    else { return }
    let held = regions.guards(at: returned.expressions.map(\.lowerBound)).map(\.guards)
    var proved: Set<String>?
    func exit(_ holds: Set<String>) { proved = proved?.intersection(holds) ?? holds }
    for (range, held) in zip(returned.expressions, held) {
      if range.count == 1, tree.isWord(range.lowerBound, "false") { continue }
      let expression = ExpressionParser.parse(range, in: tree)
      let boolean =
        !range.isEmpty && missingForm(expression).isMissing(comparedWith: .false, strict: true)
      exit(boolean ? held.union(evaluate(expression).whenTrue) : held)
      // What it returns is tested: its names are checks, not uses.
      checkPositions.formUnion(sortedChecks.filter(range.contains))
    }
    let last = function.upperBound - 1
    if returned.fallsOff, tree.kind(last) == .rightBrace, tree.tokens[last].partner >= 0,
      tree.kind(tree.partner(last)) == .leftBrace
    {
      // What the body's early exits leave.
      exit(leftByExits(in: tree.partner(last)..<last + 1))
    }
    let guards = proved ?? []
    add(
      guarded, guards, origins: origins(in: function).filter { !$0.proves.isDisjoint(with: guards) }
    )
  }

  private mutating func add(_ range: Range<Int>, _ guards: Set<String>, origins: [GuardOrigin]) {
    guard !guards.isEmpty, !range.isEmpty else { return }
    regions.append(GuardRegion(range: range, guards: guards, asserted: false, origins: origins))
  }

  /// Where the checks a condition reads stand when not in it: the guard variables it reads
  /// (and, in turn, what their initializers read), the calls proven by their function's
  /// summary, the checks it reads from a binding made elsewhere.
  private func origins(in range: Range<Int>, depth: Int = 0) -> [GuardOrigin] {
    var found: [GuardOrigin] = []
    func at(_ token: Int) -> Int { Int(tree.tokens[token].start) }
    // Short conditions (nearly all) are read token by token; a long one asks the tables.
    let tokens =
      range.count <= 64
      ? Array(range)
      : Set(variableOfReference.keys).union(provenCalls.keys).union(boundChecks.keys)
        .filter(range.contains).sorted()
    for token in tokens {
      if let name = variableOfReference[token], let value = variableReferences[token] {
        found.append(
          GuardOrigin(
            what: .guardBinding, offset: at(name), proves: value.whenTrue.union(value.whenFalse)))
        if depth < 4, let variable = variables[name] {
          found += origins(in: variable.initializer, depth: depth + 1)
        }
      }
      if let proved = provenCalls[token] {
        found.append(GuardOrigin(what: .guardSummary, offset: at(token), proves: proved))
      }
      if let declaration = boundChecks[token],
        let ids = literalChecks[token].map(Set.init)
          ?? rare.negatedReads.values.first(where: { $0.end == token })?.ids
      {
        found.append(GuardOrigin(what: .guardBinding, offset: at(declaration), proves: ids))
      }
    }
    return found
  }

  /// What the call whose `(` is `paren` asserts, when it is a statement of its own that returns
  /// only when something holds (`AssertionCalls`).
  private func assertion(paren: Int) -> AssertionCalls.Kind? {
    guard let assertionCalls, restAfterAssertion(paren: paren) != nil else { return nil }
    return assertionCalls.kind(call: paren, in: tree)
  }

  /// The rest of the block after the call whose `(` is `paren`, when the call is a statement of
  /// its own there (`invariant(c);`); `nil` when it is part of another.
  private func restAfterAssertion(paren: Int) -> Range<Int>? {
    let callee = paren - 1
    guard tree.tokens[paren].partner >= 0, isDirectStatement(callee) else { return nil }
    var end = tree.partner(paren) + 1
    if tree.kind(end) == .semicolon {
      end += 1
    } else if end < tree.endIndex, tree.kind(end) != .rightBrace,
      !tree.isStatementBoundary(after: end - 1, before: end)
    {
      return nil
    }
    return end..<restEnd(after: callee..<end)
  }

  /// Where "the rest of the block" after `statement` ends: the block's end, or in a `switch`'s
  /// body the next `case` or `default` label of that switch. The last clause's rest takes in
  /// the `}` closing the `switch`, which only that clause's end reaches: what holds there is
  /// what holds as that clause runs out of the `switch` (`NameConditions.switchRegions`).
  private func restEnd(after statement: Range<Int>) -> Int {
    let opener = tree.enclosingOpener(statement.lowerBound)
    let end = tree.contentEnd(opener)
    guard opener > 0, tree.isSwitchBody(opener), end < tree.endIndex else { return end }
    var cursor = statement.upperBound
    while cursor < end {
      if tree.isWord(cursor, "case") || tree.isWord(cursor, "default") { return cursor }
      cursor = tree.nextSibling(cursor)
    }
    return end + 1
  }

  /// `{ [K]: v }` or `{ [K]: v = fallback }`, the pattern of `declarator`, with the check at
  /// `index` inside `K`: `v`'s name, the key's tokens, and the default's (one truthy without
  /// the element makes testing `v` prove nothing; the key is a check's either way, no use).
  private func computedKeyBinding(in declarator: Range<Int>, holding index: Int) -> (
    Int, Range<Int>, Range<Int>?
  )? {
    let pattern = declarator.lowerBound
    let bracket = tree.enclosingOpener(index)
    guard tree.kind(pattern) == .objectStart, tree.tokens[pattern].partner >= 0,
      tree.isWordOperator(tree.partner(pattern) + 1, "="), bracket > pattern,
      tree.kind(bracket) == .leftBracket, tree.enclosingOpener(bracket) == pattern,
      tree.tokens[bracket].partner >= 0
    else { return nil }
    let close = tree.partner(bracket)
    guard tree.kind(close + 1) == .colon, tree.kind(close + 2) == .identifier else { return nil }
    if tree.kind(close + 3) == .comma || close + 3 == tree.partner(pattern) {
      return (close + 2, bracket + 1..<close, nil)
    }
    guard tree.isWordOperator(close + 3, "="),
      let fallback = tree.commaSegments(close + 4..<tree.partner(pattern)).first,
      !fallback.isEmpty
    else { return nil }
    return (close + 2, bracket + 1..<close, fallback)
  }

  /// Records, where the attribute value `content` (its `{` at `opener`) is a pressable's
  /// `disabled`, that its press handlers run where the value is false (`DisabledPresses`).
  private mutating func disabledPresses(_ opener: Int, _ content: Range<Int>) -> Bool {
    guard tree.kind(opener - 1) == .jsxName, !rare.pressables.isEmpty else { return false }
    if scopes == nil { scopes = makeScopes() }
    guard let scopes,
      let handlers = DisabledPresses.handlers(
        ofDisabledAt: opener, tree: tree, bindings: rare.pressables, scopes: scopes),
      !handlers.isEmpty
    else { return false }
    let condition = parsed(content)
    for handler in handlers {
      record(
        ConstructKey(kind: .disabled, anchor: handler.lowerBound),
        Construct(condition: condition, whenTrue: nil, whenFalse: handler, statement: nil))
    }
    return true
  }

  /// Whether the `{` at `opener` is the body of `switch (true)`.
  private func isSwitchOnTrue(_ opener: Int) -> Bool {
    opener > 0 && tree.isSwitchBody(opener) && tree.partner(opener - 1) == opener - 3
      && tree.isWord(opener - 2, "true")
  }

  /// Whether the statement at `index` is one of its block's statements (not an `else if`, nor the
  /// body of another statement), so that "the rest of the block" follows it.
  private func isDirectStatement(_ index: Int) -> Bool {
    guard index > 0 else { return true }
    // The first statement of a case clause: `case X: if (…) break;`.
    if tree.kind(index - 1) == .colon, tree.isSwitchBody(tree.enclosingOpener(index)) {
      return true
    }
    if tree.isWord(index - 1, "else") || tree.isWord(index - 1, "do") { return false }
    if tree.kind(index - 1) == .rightParen, tree.tokens[index - 1].partner >= 0,
      tree.isControlParen(tree.partner(index - 1))
    {
      return false
    }
    return tree.isStatementBoundary(after: index - 1, before: index)
      || tree.kind(index - 1) == .leftBrace
  }
}
