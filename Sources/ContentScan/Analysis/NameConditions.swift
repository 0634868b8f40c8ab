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
/// so that it decides that operand (`GuardValue.exactly`); any other guard of the condition is
/// read as before. No other code reads these terms: a use keeps none.
enum NameConditions {
  /// The placeholder of `read === name` in a summary's analysis, `read` a parameter's slot
  /// (`#0`) and the path of members read from it (`kind`, empty for the parameter itself);
  /// `equal: false` for `!==`. It begins as `GuardedParameters`' placeholders do, and so is
  /// none of the file's ids; `nil` where the name holds a character the term separates by.
  static func comparison(slot: String, path: String, name: String, equal: Bool) -> String? {
    guard !name.isEmpty, !name.contains(where: { "=?!\u{1}".contains($0) }) else { return nil }
    return GuardedParameters.placeholder(slot) + "=" + path + "=" + name + (equal ? "" : "!")
  }

  /// Whether `term` is a comparison's placeholder (`comparison`).
  static func isComparison(_ term: String) -> Bool {
    term.utf8.first == 1 && term.contains("=") && !term.contains("?")
  }

  /// The placeholder of the comparison failing: `!==` for `===`, and back.
  static func negated(_ comparison: String) -> String {
    comparison.hasSuffix("!") ? String(comparison.dropLast()) : comparison + "!"
  }

  /// `fact` where the comparison `comparison` holds.
  static func conditional(_ fact: String, on comparison: String) -> String {
    comparison + "?" + fact
  }

  /// The guards of a condition joining `operand`, which holds exactly where the comparison
  /// `exactly` does, with another whose facts are `facts` (`GuardValue`): where the comparison
  /// holds, the other's facts hold — each a guard on condition. (`a && b` is falsy where `a`
  /// holds only if `b` is falsy; `a || b` truthy where `a` fails only if `b` is truthy.)
  static func conditionals(on exactly: String?, _ facts: Set<String>) -> Set<String> {
    guard let exactly else { return [] }
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
      guard let mark = term.firstIndex(of: "?") else { continue }
      let condition = term[..<mark]
      let fact = String(term[term.index(after: mark)...])
      let equal = !condition.hasSuffix("!")
      let stated = equal ? condition : condition.dropLast()
      guard let separator = stated.lastIndex(of: "=") else { continue }
      let compared = stated[stated.index(after: separator)...]
      if (compared == name) == equal { result.insert(fact) }
    }
    return result
  }
}
