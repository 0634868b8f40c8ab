/// Guards that hold for one name only: what a wrapper checks for the kind it is given
/// (CONTENT-ANALYSIS.md, "Values": narrowing; "Where it holds": function summaries, instantiated
/// per call). In
///
///     export function performSafely(action: Action) {
///       if (action.kind === "task.archive" && !hasCapability(C)) return;
///       perform(action);
///     }
///
/// the send runs with C wherever the action it sends is an archive: the summary of the
/// function (`GuardedParameters`) reads `action.kind === "task.archive"` as a placeholder of
/// that comparison, and what no fact set can hold — "C, or a kind other than task.archive" —
/// as a guard on condition (`conditional`): C where the name sent at that member is
/// "task.archive". At a call the argument is a region holding it, and a use standing there
/// takes C only if the name it is of is that one (`resolved`): `performSafely(archiveTask(id))`
/// is guarded, `performSafely({ kind: "task.create" })` needs nothing, and a use of another
/// name inside the argument (`{ kind, note: "task.archive" }`) is not taken for the kind.
///
/// Such a guard is made only where the comparison stands alone as an operand of `&&` or `||`,
/// so that it decides that operand (`GuardAnalysis.exactComparison`), or where a `switch` on
/// the member leaves a clause (`switchRegions`); any other guard of the condition is read as
/// before. No other code reads these terms: a use keeps none.
enum NameConditions {
  /// The placeholder of `read === name` in a summary's analysis, `read` a parameter's slot
  /// (`#0`) and the path of members read from it (`kind`, empty for the parameter itself);
  /// `equal: false` for `!==`. It begins as `GuardedParameters`' placeholders do, and so is
  /// none of the file's ids; `nil` where the name holds a character the term separates by.
  static func comparison(slot: String, path: String, name: String, equal: Bool) -> String? {
    let separators: (Character) -> Bool = { "=?!\u{1}".contains($0) }
    guard !name.isEmpty, !name.contains(where: separators), !path.contains(where: separators)
    else { return nil }
    return GuardedParameters.placeholder(slot) + "=" + path + "=" + name + (equal ? "" : "!")
  }

  /// The placeholder of the comparison failing: `!==` for `===`, and back.
  static func negated(_ comparison: String) -> String {
    comparison.hasSuffix("!") ? String(comparison.dropLast()) : comparison + "!"
  }

  /// `fact` where the comparison `comparison` holds.
  static func conditional(_ fact: String, on comparison: String) -> String {
    comparison + "?" + fact
  }

  /// The guards of a condition joining an operand that holds exactly where the comparison
  /// `exactly` does with another whose facts are `facts` (`GuardValue`): where the comparison
  /// holds, the other's facts hold — each a guard on condition. (`a && b` is falsy where `a`
  /// holds only if `b` is falsy; `a || b` truthy where `a` fails only if `b` is truthy.)
  static func conditionals(on exactly: String, _ facts: Set<String>) -> Set<String> {
    var found = Set<String>()
    for fact in facts where fact.utf8.first.map({ $0 > 8 }) ?? false {
      found.insert(conditional(fact, on: exactly))
    }
    return found
  }

  /// Whether `term` is a guard on condition (`conditional`).
  static func isConditional(_ term: String) -> Bool {
    term.utf8.first == 1 && term.contains("?")
  }

  /// The slot of the parameter a guard on condition compares (`#0`).
  static func slot(of conditional: String) -> Substring? {
    guard isConditional(conditional), let equals = conditional.firstIndex(of: "=") else {
      return nil
    }
    return conditional[conditional.index(after: conditional.startIndex)..<equals]
  }

  /// The fact of a guard on condition.
  static func fact(of conditional: String) -> String? {
    guard isConditional(conditional), let mark = conditional.firstIndex(of: "?") else {
      return nil
    }
    return String(conditional[conditional.index(after: mark)...])
  }

  /// `guards`, those on condition resolved for a use of `name`: their fact where the
  /// comparison says the name is `name` (or, for `!==`, another known name), nothing else.
  /// Comparisons themselves are dropped.
  static func resolved(_ guards: Set<String>, for name: String) -> Set<String> {
    guard guards.contains(where: { $0.utf8.first == 1 }) else { return guards }
    var result = Set<String>()
    for term in guards {
      guard term.utf8.first == 1 else {
        result.insert(term)
        continue
      }
      guard let mark = term.firstIndex(of: "?"), let stated = compared(term[..<mark]) else {
        continue
      }
      if (stated.name == name) == stated.equal {
        result.insert(String(term[term.index(after: mark)...]))
      }
    }
    return result
  }

  /// A name no comparison states (none holds a separator): what holds for it holds for every
  /// name a summary does not compare.
  static let uncompared = "="

  /// Whether `guards` hold a comparison (not a guard on condition) that a parameter given
  /// `name` fails: `=== "task.create"`, or `!== name` — where they hold, no call given `name`
  /// runs.
  static func rulesOut(_ guards: Set<String>, name: String) -> Bool {
    guards.contains { term in
      guard term.utf8.first == 1, !term.contains("?"), let stated = compared(term[...]) else {
        return false
      }
      return (stated.name == name) != stated.equal
    }
  }

  /// The names `guards` compare a parameter with, in their comparisons and guards on condition.
  static func comparedNames(_ guards: Set<String>) -> Set<String> {
    var names = Set<String>()
    for term in guards where term.utf8.first == 1 {
      let condition = term.firstIndex(of: "?").map { term[..<$0] } ?? term[...]
      if let stated = compared(condition) { names.insert(String(stated.name)) }
    }
    return names
  }

  /// The name a comparison's placeholder states, and whether it states equality.
  private static func compared(_ comparison: Substring) -> (name: Substring, equal: Bool)? {
    let equal = !comparison.hasSuffix("!")
    let stated = equal ? comparison : comparison.dropLast()
    guard let separator = stated.lastIndex(of: "=") else { return nil }
    return (stated[stated.index(after: separator)...], equal)
  }
}

extension NameConditions {
  /// A `switch` on a parameter's member in a summarized function (`switch (action.kind)`): the
  /// `(` after `switch`, and the compared member's slot and path.
  struct SwitchSubject {
    let paren: Int
    let slot: String
    let path: String
  }

  /// The regions after each of `subjects`' `switch` statements, to the end of the block
  /// holding it, where what held as each clause left the `switch` holds for its names:
  ///
  ///     switch (action.kind) {
  ///       case "task.archive":
  ///         if (!hasCapability(C)) return false;
  ///         break;
  ///     }
  ///     perform(action); // C, for "task.archive"
  ///
  /// A clause's labels must all be names (literals, or constants' reads: `names`, by first
  /// token), none `default`; no clause before may run into it, and its last statement must
  /// leave (`break`, `return`, `throw`) — or it is the last clause, whose end runs out of the
  /// `switch`. It leaves the `switch` at each `break` of its own (not of a loop or `switch`
  /// inside it) and there: what holds at all of them (`regions`; at the `switch`'s `}` for its
  /// end, which the analysis's early exits of that clause take in) is its names' guard; one
  /// that never leaves gives none.
  static func switchRegions(
    _ subjects: [SwitchSubject], tree: TokenTree, names: [Int: (end: Int, name: String)],
    regions: [GuardRegion]
  ) -> [GuardRegion] {
    var found: [GuardRegion] = []
    for subject in subjects {
      let body = tree.partner(subject.paren) + 1
      let keyword = subject.paren - 1
      let block = tree.enclosingOpener(keyword)
      // A statement of the block of its own: one controlled by another (`if (ready) switch
      // …`) may be passed by, and what follows it holds nothing of its clauses.
      guard tree.isSwitchBody(body), tree.tokens[body].partner > body, block >= 0,
        tree.tokens[block].partner > block,
        tree.statementStart(containing: keyword, levelStart: block + 1) == keyword,
        !tree.isControlledBody(keyword)
      else { continue }
      let end = tree.partner(body)
      var facts: [(names: [String], guards: Set<String>)] = []
      for group in clauses(ofSwitchBody: body, tree: tree, names: names) {
        let clause = group.body
        let named = group.labels.compactMap { if case .name(let name) = $0 { name } else { nil } }
        guard named.count == group.labels.count,
          !tree.isFallenInto(clause: group.keyword, level: body)
        else { continue }
        // One whose end is reached into the next clause says nothing: no token tells what
        // holds there. Its last statement leaves only if it is no other's body (`if (c)
        // break;` may run on).
        guard !clause.isEmpty else { continue }
        let final = tree.statementStart(
          containing: tree.previousSibling(clause.upperBound), levelStart: clause.lowerBound)
        var leaves = breaks(in: clause, of: body, tree)
        if tree.isControlledBody(final) || !tree.alwaysExits(final..<clause.upperBound) {
          guard clause.upperBound == end else { continue }
          leaves.append(end)
        }
        guard !leaves.isEmpty else { continue }
        let held = regions.guards(at: leaves)
        let common = held.dropFirst().reduce(held[0].guards) { $0.intersection($1.guards) }
          .filter { $0.utf8.first.map { $0 > 8 } ?? false }
        if !common.isEmpty { facts.append((named, common)) }
      }
      var guards = Set<String>()
      for (named, common) in facts {
        for name in named {
          guard
            let comparison = comparison(
              slot: subject.slot, path: subject.path, name: name, equal: true)
          else { continue }
          for fact in common { guards.insert(conditional(fact, on: comparison)) }
        }
      }
      if !guards.isEmpty {
        found.append(
          GuardRegion(range: end + 1..<tree.partner(block), guards: guards, asserted: false))
      }
    }
    return found
  }

  /// A `case` label as a summary reads it.
  enum Label: Equatable {
    /// A literal, or a constant's read naming one.
    case name(String)
    case `default`
    /// Any other value: a name no summary knows.
    case unknown
  }

  /// A clause of a `switch`: the labels written one after another before it (`case A: case
  /// B:`, which share it), the first one's keyword, and its statements.
  struct Clause {
    let keyword: Int
    let labels: [Label]
    let body: Range<Int>
  }

  /// The clauses of the `switch` whose body opens at `body`, in order (`names`: the reads of
  /// constants naming one name, by first token).
  static func clauses(
    ofSwitchBody body: Int, tree: TokenTree, names: [Int: (end: Int, name: String)]
  ) -> [Clause] {
    let end = tree.partner(body)
    var labels: [(keyword: Int, colon: Int, label: Label)] = []
    var cursor = body + 1
    while cursor < end {
      let isDefault = tree.isWord(cursor, "default") && tree.kind(cursor + 1) == .colon
      if tree.isWord(cursor, "case") || isDefault {
        guard let colon = tree.firstSibling(of: .colon, in: cursor..<end) else { break }
        let label = isDefault ? .default : self.label(cursor + 1..<colon, tree, names)
        labels.append((cursor, colon, label))
        cursor = colon + 1
        continue
      }
      cursor = tree.nextSibling(cursor)
    }
    var found: [Clause] = []
    var group = 0
    while group < labels.count {
      // Labels written one after another share the clause after the last of them.
      var last = group
      while last + 1 < labels.count, labels[last].colon + 1 == labels[last + 1].keyword {
        last += 1
      }
      let clause =
        labels[last].colon + 1..<(last + 1 < labels.count ? labels[last + 1].keyword : end)
      found.append(
        Clause(
          keyword: labels[group].keyword, labels: labels[group...last].map(\.label), body: clause))
      group = last + 1
    }
    return found
  }

  /// The name a `case` label is: a literal, or a constant's read naming one.
  static func label(
    _ range: Range<Int>, _ tree: TokenTree, _ names: [Int: (end: Int, name: String)]
  ) -> Label {
    guard !range.isEmpty else { return .unknown }
    if range.count == 1, tree.kind(range.lowerBound) == .string {
      return .name(FileScanner.literalText(tree, range.lowerBound, tree.bytes))
    }
    guard let read = names[range.lowerBound], read.end + 1 == range.upperBound else {
      return .unknown
    }
    return .name(read.name)
  }

  /// Whether the `{` at `opener` is the body of a `for` or `while` loop.
  private static func isLoopBody(_ opener: Int, _ tree: TokenTree) -> Bool {
    guard tree.kind(opener - 1) == .rightParen, tree.tokens[opener - 1].partner >= 0 else {
      return false
    }
    let keyword = tree.partner(opener - 1) - 1
    return tree.isWord(keyword, "for") || tree.isWord(keyword, "while")
      || tree.isWord(keyword, "await") && tree.isWord(keyword - 1, "for")
  }

  /// The `break`s in `clause` that leave the `switch` whose body opens at `body`: not those of
  /// a loop or a `switch` inside it, nor those naming a label.
  static func breaks(in clause: Range<Int>, of body: Int, _ tree: TokenTree) -> [Int] {
    var found: [Int] = []
    for token in clause where tree.isWord(token, "break") {
      guard tree.kind(token + 1) != .identifier || tree.tokens[token + 1].newlineBefore else {
        continue
      }
      var opener = tree.enclosingOpener(token)
      var inner = false
      while opener > body {
        if tree.kind(opener) == .leftBrace, opener > 0,
          tree.isSwitchBody(opener) || tree.isWord(opener - 1, "do") || isLoopBody(opener, tree)
        {
          inner = true
          break
        }
        opener = tree.enclosingOpener(opener)
      }
      if !inner { found.append(token) }
    }
    return found
  }
}
