/// The members of a function's first parameter read one by one (CONTENT-ANALYSIS.md, "JSX is a
/// call": a component is called with its props object). In
///
///     function TaskView(props: Props) {
///       if (!props.canArchive) return null;
///       const { id } = props;
///       …
///     }
///
/// `props.canArchive` is what the call gives as `canArchive={…}` (or `{ canArchive: … }`), and
/// `id` what it gives as `id={…}`: the slots `.canArchive` and `.id`, as the destructured
/// `({ canArchive, id })` are (`GuardedParameters.slot`). Read so only where the parameter is a
/// name the body never assigns. A class component's `this.props` is read alike (`classBody`).
struct PropsMembers {
  /// A read of a member: `props.name` from its first token to its last, or a name
  /// destructured from the props (`const { name } = props`), one token.
  struct Read {
    let start: Int
    let end: Int
  }

  /// By slot (`.name`), the reads of that member.
  private(set) var reads: [String: [Read]] = [:]
  /// The members the body writes (`props.name = …`, `delete props.name`), or a class's
  /// `static defaultProps` gives a value other than `false`, `null` or `undefined`: what those
  /// hold is not what the call gave (a default replaces `undefined`).
  private var written = Set<String>()
  /// Whether a class's defaults are not known (`static defaultProps` bound to anything but an
  /// object literal, or a getter), or its `this.props` is assigned: no member holds what the
  /// call gave.
  private var defaultsUnknown = false
  /// Whether the props are read otherwise too — passed on whole, spread, indexed, destructured
  /// with a default or a nested pattern — where any member may be read unseen.
  private var readWhole = false
  /// Whether the props are read otherwise than spread (`{...props}` copies them): passed on,
  /// where what receives them may write a member (`applyDefaults(options)`) — not a class
  /// component's, which React gives read-only.
  private var passedOn = false
  /// The members named beside each rest element they are destructured with (`const { onPress,
  /// ...rest } = props`): the rest holds every other member, which may be read unseen there.
  private var rests: [Set<String>] = []

  /// Whether the member `slot` holds what the call gives it (`written`, `passedOn`).
  func holdsItsArgument(_ slot: String) -> Bool {
    !defaultsUnknown && !passedOn && !written.contains(slot)
  }

  /// Whether every read of the member `slot` is among `reads`: the props are read no other way
  /// that may hold it.
  func seesEveryRead(of slot: String) -> Bool {
    !readWhole && rests.allSatisfy { $0.contains(slot) }
  }

  /// The members of the first parameter of `function` (its parameters and body, as
  /// `LocalFunctions` finds them), or `nil` when that is no name, or one the body assigns.
  init?(
    function: Range<Int>, tree: TokenTree, scopes: ScopeTree, references: (Int32) -> [Int]
  ) {
    guard let list = GuardedParameters.parameterList(tree, function),
      let first = tree.commaSegments(list).first, first.count == 1,
      tree.kind(first.lowerBound) == .identifier,
      let props = scopes.bindingIndex(at: Int32(first.lowerBound)),
      scopes.bindings[Int(props)].kind == .parameter
    else { return nil }
    for read in references(props) {
      if tree.isWritten(at: read) { return nil }
      self.read(from: read, to: read, tree: tree, scopes: scopes, references: references)
    }
  }

  /// The members of the props of the class component whose body (its braces) is `classBody`:
  /// its instance's `this.props`, in its methods and fields.
  init(
    classBody: Range<Int>, tree: TokenTree, scopes: ScopeTree, references: (Int32) -> [Int]
  ) {
    defaults(in: classBody, tree: tree)
    for token in classBody where tree.isWord(token, "this") {
      guard let props = tree.memberName(after: token), tree.isWord(props, "props"),
        tree.isInstance(token, ofClassBody: classBody.lowerBound)
      else { continue }
      // (`this.props = …` replaces every member.)
      if tree.isWritten(at: props) { defaultsUnknown = true }
      read(from: token, to: props, tree: tree, scopes: scopes, references: references)
    }
  }

  /// The members a class's `static defaultProps = { … }` gives truthy, or may: `written`.
  private mutating func defaults(in classBody: Range<Int>, tree: TokenTree) {
    for token in classBody where tree.isWord(token, "defaultProps") {
      guard tree.isWord(token - 1, "static") || tree.isWord(token - 2, "static") else { continue }
      guard tree.isWordOperator(token + 1, "="),
        let truthy = Self.truthyDefaults(at: token + 2, tree)
      else {
        defaultsUnknown = true
        return
      }
      written.formUnion(truthy)
    }
  }

  /// The members the defaults whose value starts at `value` give a value other than `false`,
  /// `null` or `undefined` — or may — by slot (`.name`); `nil` where the value is no object
  /// literal whose keys are all names (a spread, a computed key, a call): not known.
  static func truthyDefaults(at value: Int, _ tree: TokenTree) -> Set<String>? {
    guard tree.kind(value) == .objectStart, tree.tokens[value].partner > value else { return nil }
    var truthy = Set<String>()
    for property in tree.commaSegments(value + 1..<tree.partner(value)) where !property.isEmpty {
      let key = property.lowerBound
      guard let name = tree.keyName(at: key) else { return nil }
      let given = property.count == 3 && tree.kind(key + 1) == .colon ? key + 2 : nil
      if let given,
        tree.isWord(given, "false") || tree.isWord(given, "null") || tree.isWord(given, "undefined")
      {
        continue
      }
      truthy.insert("." + name)
    }
    return truthy
  }

  /// A read of the props object from `start` to `end` (`props`, `this.props`).
  private mutating func read(
    from start: Int, to end: Int, tree: TokenTree, scopes: ScopeTree,
    references: (Int32) -> [Int]
  ) {
    if let member = tree.memberName(after: end) {
      let slot = "." + tree.text(member)
      if tree.isWritten(at: member) || tree.isWord(start - 1, "delete") {
        written.insert(slot)
      } else {
        reads[slot, default: []].append(Read(start: start, end: member))
      }
    } else if !destructure(from: start, to: end, tree: tree, scopes: scopes, references: references)
    {
      readWhole = true
      if tree.kind(start - 1) != .spread, !tree.isWord(start, "this") { passedOn = true }
    }
  }

  /// `const { a, b: c } = props` with the props read from `start` to `end`: each name's
  /// references are reads of its member. `false` for any other read.
  private mutating func destructure(
    from start: Int, to end: Int, tree: TokenTree, scopes: ScopeTree,
    references: (Int32) -> [Int]
  ) -> Bool {
    let close = start - 2
    guard close > 0, tree.isWordOperator(start - 1, "="), tree.kind(close) == .rightBrace,
      case let open = tree.partner(close), open > 0, tree.kind(open) == .objectStart,
      tree.isWord(open - 1, "const"), tree.endsDeclarator(at: end + 1)
    else { return false }
    var found: [(slot: String, binding: Int32)] = []
    var rest = false
    for property in tree.commaSegments(open + 1..<close) where !property.isEmpty {
      let key = property.lowerBound
      // `...rest`, last: the members not named beside it.
      if tree.kind(key) == .spread, property.count == 2, property.upperBound == close {
        rest = true
        continue
      }
      let local: Int
      switch property.count {
      case 1: local = key
      case 3 where tree.kind(key + 1) == .colon: local = key + 2
      default: return false
      }
      guard tree.kind(key) == .identifier, tree.kind(local) == .identifier,
        let binding = scopes.bindingIndex(at: Int32(local)),
        scopes.bindings[Int(binding)].token == Int32(local)
      else { return false }
      found.append(("." + tree.text(key), binding))
    }
    if rest { rests.append(Set(found.map(\.slot))) }
    for (slot, binding) in found {
      for reference in references(binding)
      where reference != Int(scopes.bindings[Int(binding)].token) {
        reads[slot, default: []].append(Read(start: reference, end: reference))
      }
    }
    return true
  }
}
