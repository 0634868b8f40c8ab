/// Values whose truthiness says nothing of the checks inside them (CONTENT-ANALYSIS.md, "What a
/// condition proves": anything but a check form has `T = F = ∅`). A name is a non-empty string
/// whether or not the element it names is there (`if (CAPS.archive)`); an array, an object, a
/// function, a class, an instance and a template are truthy whatever they hold (`if
/// ([has(C)])`); `typeof` gives a non-empty string, `~` of a boolean a non-zero number.
extension GuardAnalysis {
  /// Whether the atom `range` is such a value: a name read on its own (`nameReads`) or a member
  /// of one, a literal of an array, an object or a template, or a function or class expression.
  // Kept out of `evaluateOnce`, whose frame every level of a nested condition pays for.
  @inline(never)
  func isTruthyWhateverItHolds(atom range: Range<Int>) -> Bool {
    let first = range.lowerBound
    let last = range.upperBound - 1
    guard last >= first else { return false }
    if let start = nameReads[last], start == first { return true }
    // A member of a name (`C.length`, `CAPS.archive[0]`): a string's, whatever it names.
    var end = first
    let mayStartName = tree.kind(first) == .identifier || tree.kind(first) == .string
    while mayStartName, end < last, end - first < 16 {
      if nameReads[end] == first {
        switch tree.kind(end + 1) {
        case .dot, .optionalChain, .leftBracket: return true
        default: break
        }
      }
      end += 1
    }
    switch tree.kind(first) {
    case .leftBracket, .objectStart, .templateHead:
      // The literal is the whole atom, not the start of a read of it (`[C, D].every(has)`).
      return tree.tokens[first].partner >= 0 && tree.partner(first) == last
    case .template:
      return first == last
    default:
      return tree.isWord(first, "function") || tree.isWord(first, "class")
        || tree.isWord(first, "async") && tree.isWord(first + 1, "function")
    }
  }

  /// The argument of `Boolean(…)` when the atom `range` is that call, given one argument: its
  /// truth is the argument's (not the checks anywhere inside it: `Boolean(C)` is a name's,
  /// truthy whatever it names).
  func booleanArgument(atom range: Range<Int>) -> Range<Int>? {
    let first = range.lowerBound
    guard range.count >= 4, tree.isWord(first, "Boolean"), tree.kind(first + 1) == .leftParen,
      tree.tokens[first + 1].partner == Int32(range.upperBound - 1),
      tree.kind(first - 1) != .dot, tree.kind(first - 1) != .optionalChain,
      let only = tree.commaSegments(first + 2..<range.upperBound - 1).first,
      only.upperBound == range.upperBound - 1
    else { return nil }
    return only
  }

  /// Whether the name at `member` is one every falsy value but `null` and `undefined` has
  /// through its prototype — `Object`'s, `Boolean`'s, `Number`'s, `String`'s: a method or the
  /// constructor, truthy on `false`, `0` and `""` as on anything (`has(C).toString` and its
  /// call's `"false"` are truthy without the element). (`length` is not: `"".length` is 0.)
  func isPrimitiveMember(_ member: Int) -> Bool {
    Self.primitiveMembers.contains(tree.text(member))
  }

  private static let primitiveMembers = Constant.inheritedObjectMembers.union([
    "toFixed", "toPrecision", "toExponential", "at",
    "charAt", "charCodeAt", "codePointAt", "concat", "endsWith", "includes", "indexOf",
    "lastIndexOf", "localeCompare", "match", "matchAll", "normalize", "padEnd", "padStart",
    "repeat", "replace", "replaceAll", "search", "slice", "split", "startsWith", "substring",
    "substr", "toLowerCase", "toUpperCase", "toLocaleLowerCase", "toLocaleUpperCase", "trim",
    "trimStart", "trimEnd", "isWellFormed", "toWellFormed",
  ])

  /// Whether the prefix operator at `operatorIndex` gives a value truthy (or falsy) whatever
  /// its operand: `typeof`, `new`, `void`, `delete`, `~`, `++`, `--`, `yield` — of these only
  /// `!`, `-`, `+` and `await` keep the operand's truthiness.
  @inline(never)
  func hidesOperand(_ operatorIndex: Int) -> Bool {
    switch tree.kind(operatorIndex) {
    case .not: return false
    case .increment, .decrement: return true
    case .identifier: return !tree.isWord(operatorIndex, "await")
    default:
      let byte = tree.bytes[Int(tree.tokens[operatorIndex].start)]
      return byte != UInt8(ascii: "-") && byte != UInt8(ascii: "+")
    }
  }

  /// Whether `expression` is a constant that is always falsy — `false`, `0`, `""`, or (also
  /// `nullish`) `null`, `undefined`, `void 0` — which `c ?? false` and `c || false` fall back
  /// to: they are `c` (truthy only where `c` is: CONTENT-ANALYSIS.md's `T(a) ∩ T(b)`, a falsy
  /// constant being truthy nowhere), as `false || c` and `null ?? c` are.
  func isFalsyConstant(_ expression: Expression, nullish: Bool = false) -> Bool {
    guard let value = LiteralTruth.of(expression, in: tree) else { return false }
    return nullish ? value == .null || value == .undefined : value.isFalsy
  }
}
