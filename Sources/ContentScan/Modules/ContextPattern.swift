/// The regular expression of a `require.context` call, in the subset of ECMAScript's that
/// BridgeCheck evaluates (docs/reading-content.md): characters and escapes (`\.`, `\d`, `\w`,
/// `\s` and their negations), `.`, classes with ranges and negation, `^` and `$`, groups
/// (capturing, `(?:…)`, named), alternation, the quantifiers `* + ? {n} {n,} {n,m}` (greedy or
/// lazy), lookaheads `(?=…)` and `(?!…)`, and the flags `i`, `g`, `m`, `s`, `u`, `y`. Anything else
/// (back-references, lookbehinds, property escapes) is outside it: `init` fails, and the caller
/// reads every file of the folder.
///
/// Matching backtracks like ECMAScript's; a budget of steps bounds patterns that would take
/// exponential time (past it, the file counts as matched: the scan reads more, never less).
struct ContextPattern {
  private indirect enum Node {
    /// One character that passes the test.
    case character((Character) -> Bool)
    case start, end
    case sequence([Node])
    case alternation([Node])
    case repeated(Node, min: Int, max: Int?, lazy: Bool)
    case lookahead(Node, negated: Bool)
  }

  private let root: Node
  private let multiline: Bool

  /// The steps one test may take, shared by every branch of the backtracking.
  private final class Budget {
    var steps = 100_000
  }

  /// The pattern of a regular expression literal's source and flags, or nil outside the subset.
  init?(source: String, flags: String) {
    guard flags.allSatisfy({ "gimsuy".contains($0) }) else { return nil }
    multiline = flags.contains("m")
    var reader = Reader(
      characters: Array(source), ignoresCase: flags.contains("i"), dotAll: flags.contains("s"))
    guard let node = reader.alternation(), reader.atEnd else { return nil }
    root = node
  }

  /// Whether the pattern matches somewhere in `text` (`RegExp.prototype.test`).
  func test(_ text: String) -> Bool {
    let characters = Array(text)
    let budget = Budget()
    for start in 0...characters.count {
      if match(root, characters, start, budget, { _ in true }) || budget.steps <= 0 { return true }
    }
    return false
  }

  /// Matches `node` at `position`, offering each end position to `next` in ECMAScript's order
  /// of preference until it accepts one.
  private func match(
    _ node: Node, _ text: [Character], _ position: Int, _ budget: Budget,
    _ next: (Int) -> Bool
  ) -> Bool {
    budget.steps -= 1
    if budget.steps <= 0 { return true }
    switch node {
    case .character(let test):
      return position < text.count && test(text[position]) && next(position + 1)
    case .start:
      guard position == 0 || (multiline && text[position - 1] == "\n") else { return false }
      return next(position)
    case .end:
      guard position == text.count || (multiline && text[position] == "\n") else { return false }
      return next(position)
    case .sequence(let nodes):
      return matchSequence(nodes[...], text, position, budget, next)
    case .alternation(let options):
      for option in options where match(option, text, position, budget, next) { return true }
      return false
    case .repeated(let inner, let min, let max, let lazy):
      return matchRepeated(inner, min, max, lazy, count: 0, text, position, budget, next)
    case .lookahead(let inner, let negated):
      let found = match(inner, text, position, budget) { _ in true }
      return found != negated && next(position)
    }
  }

  private func matchSequence(
    _ nodes: ArraySlice<Node>, _ text: [Character], _ position: Int, _ budget: Budget,
    _ next: (Int) -> Bool
  ) -> Bool {
    guard let first = nodes.first else { return next(position) }
    return match(first, text, position, budget) { end in
      matchSequence(nodes.dropFirst(), text, end, budget, next)
    }
  }

  private func matchRepeated(
    _ inner: Node, _ min: Int, _ max: Int?, _ lazy: Bool, count: Int, _ text: [Character],
    _ position: Int, _ budget: Budget, _ next: (Int) -> Bool
  ) -> Bool {
    let mayStop = count >= min
    if lazy, mayStop, next(position) { return true }
    if max.map({ count < $0 }) ?? true {
      let went = match(inner, text, position, budget) { end in
        // An iteration that matches nothing ends the repetition, as in ECMAScript.
        guard end != position || count < min else { return false }
        return matchRepeated(inner, min, max, lazy, count: count + 1, text, end, budget, next)
      }
      if went { return true }
    }
    return !lazy && mayStop && next(position)
  }

  // MARK: - Reading the pattern

  private struct Reader {
    let characters: [Character]
    let ignoresCase: Bool
    let dotAll: Bool
    var index = 0

    /// A test for one character of `set` (folded with `i`), or of none of them.
    func test(_ set: Set<Character>, negated: Bool = false) -> (Character) -> Bool {
      let ignoresCase = ignoresCase
      return { character in
        let found =
          set.contains(character)
          || (ignoresCase
            && (set.contains(Character(character.lowercased()))
              || set.contains(Character(character.uppercased()))))
        return found != negated
      }
    }

    var atEnd: Bool { index == characters.count }
    var current: Character? { atEnd ? nil : characters[index] }

    mutating func alternation() -> Node? {
      var options: [Node] = []
      repeat {
        guard let sequence = sequence() else { return nil }
        options.append(sequence)
      } while eat("|")
      return options.count == 1 ? options[0] : .alternation(options)
    }

    mutating func sequence() -> Node? {
      var nodes: [Node] = []
      while let character = current, character != "|", character != ")" {
        guard let atom = atom() else { return nil }
        guard let quantified = quantifier(atom) else { return nil }
        nodes.append(quantified)
      }
      return .sequence(nodes)
    }

    mutating func atom() -> Node? {
      guard let character = current else { return nil }
      index += 1
      switch character {
      case "^": return .start
      case "$": return .end
      case ".":
        let dotAll = dotAll
        return .character { dotAll || ($0 != "\n" && $0 != "\r") }
      case "[": return characterClass()
      case "\\": return escape()
      case "(":
        var lookahead: Bool?
        if eat("?") {
          if eat(":") {
          } else if eat("=") {
            lookahead = false
          } else if eat("!") {
            lookahead = true
          } else if eat("<"), current != "=", current != "!" {
            // A named group: its name, then the group.
            while let name = current, name != ">" { index += 1 }
            guard eat(">") else { return nil }
          } else {
            return nil
          }
        }
        guard let inner = alternation(), eat(")") else { return nil }
        return lookahead.map { .lookahead(inner, negated: $0) } ?? inner
      case "*", "+", "?", "{", ")", "]", "}":
        return nil
      default:
        return .character(test([character]))
      }
    }

    mutating func quantifier(_ atom: Node) -> Node? {
      var min = 0
      var max: Int?
      switch current {
      case "*": index += 1
      case "+":
        index += 1
        min = 1
      case "?":
        index += 1
        max = 1
      case "{":
        index += 1
        guard let low = number() else { return nil }
        min = low
        max = low
        if eat(",") { max = number() }
        guard eat("}"), max.map({ $0 >= min }) ?? true else { return nil }
      default:
        return atom
      }
      if case .start = atom { return nil }
      if case .end = atom { return nil }
      let lazy = eat("?")
      return .repeated(atom, min: min, max: max, lazy: lazy)
    }

    mutating func number() -> Int? {
      var digits = ""
      while let character = current, character.isASCII, character.isNumber {
        digits.append(character)
        index += 1
      }
      return digits.isEmpty ? nil : Int(digits).map { Swift.min($0, 1_000) }
    }

    /// After `\`: a class escape or an escaped character; nil for back-references and property
    /// escapes, which the subset leaves out.
    mutating func escape() -> Node? {
      guard let character = current else { return nil }
      index += 1
      if let test = Reader.classEscape(character) { return .character(test) }
      guard let literal = Reader.escapedCharacter(character) else { return nil }
      return .character(test([literal]))
    }

    static func classEscape(_ character: Character) -> ((Character) -> Bool)? {
      let word: (Character) -> Bool = { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
      switch character {
      case "d": return { $0.isASCII && $0.isNumber }
      case "D": return { !($0.isASCII && $0.isNumber) }
      case "w": return word
      case "W": return { !word($0) }
      case "s": return { $0.isWhitespace }
      case "S": return { !$0.isWhitespace }
      default: return nil
      }
    }

    static func escapedCharacter(_ character: Character) -> Character? {
      switch character {
      case "n": return "\n"
      case "t": return "\t"
      case "r": return "\r"
      case "0": return "\0"
      default:
        // Escaped punctuation stands for itself; letters and digits would mean something else.
        return character.isLetter || character.isNumber ? nil : character
      }
    }

    /// After `[`: the class up to `]`.
    mutating func characterClass() -> Node? {
      let negated = eat("^")
      var members = Set<Character>()
      var tests: [(Character) -> Bool] = []
      var previous: Character?
      while let character = current, character != "]" {
        index += 1
        var member = character
        if character == "\\" {
          guard let escaped = current else { return nil }
          index += 1
          if let test = Reader.classEscape(escaped) {
            tests.append(test)
            previous = nil
            continue
          }
          guard let literal = Reader.escapedCharacter(escaped) else { return nil }
          member = literal
        }
        if member == "-", let low = previous, let high = current, high != "]" {
          index += 1
          var upper = high
          if high == "\\" {
            guard let escaped = current, let literal = Reader.escapedCharacter(escaped) else {
              return nil
            }
            index += 1
            upper = literal
          }
          guard let from = low.unicodeScalars.first?.value,
            let to = upper.unicodeScalars.first?.value, from <= to, to - from < 0x1_0000
          else { return nil }
          for value in from...to {
            if let scalar = Unicode.Scalar(value) { members.insert(Character(scalar)) }
          }
          previous = nil
          continue
        }
        members.insert(member)
        previous = member
      }
      guard eat("]") else { return nil }
      let inSet = test(members)
      return .character { character in
        (inSet(character) || tests.contains { $0(character) }) != negated
      }
    }

    mutating func eat(_ character: Character) -> Bool {
      guard current == character else { return false }
      index += 1
      return true
    }
  }
}
