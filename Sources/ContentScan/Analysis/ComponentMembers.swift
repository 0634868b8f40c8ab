/// A class component's own handlers (CONTENT-ANALYSIS.md, "React, modelled": an element is a
/// call of its component; a handler runs where it is passed). A method or arrow field its own
/// code reads through `this` — `onPress={this.onArchive}`, `this.archive(id)` — runs where it is
/// read so: behind `this.canArchive ? <Button onPress={this.onArchive} /> : null`, under that
/// check, and with the component wherever it is read. What React calls itself (`render`, the
/// lifecycle methods) and a member read nowhere run with the component, as its body does
/// (`LocalFunctions.componentBody`). `this` read whole (`register(this)`, `const self = this`)
/// may call any member there.
///
/// The constructor's `this.onArchive = this.onArchive.bind(this)` — the way such handlers were
/// long written — binds the same function again: it neither replaces the method nor calls it.
///
/// An instance is reachable through a ref too (`rowRef.current.archive()`, `this.refs.row
/// .archive()`), from any file: a member of that name called so anywhere in the bundle
/// (`refCalls`, gathered by `ImportedConstants`) runs with the component, wherever it is read.
enum ComponentMembers {
  /// The methods React calls on an instance itself, wherever the component is read.
  static let calledByReact: Set<String> = [
    "constructor", "render", "componentDidMount", "componentDidUpdate", "componentWillUnmount",
    "shouldComponentUpdate", "getSnapshotBeforeUpdate", "componentDidCatch",
    "componentWillMount", "componentWillReceiveProps", "componentWillUpdate",
    "UNSAFE_componentWillMount", "UNSAFE_componentWillReceiveProps",
    "UNSAFE_componentWillUpdate", "getChildContext",
  ]

  /// The members of the class components whose bodies are `components` read through `this` in
  /// their own code, each with those reads — but those `refCalled` names, or the file's own
  /// `refCalls`.
  static func functions(
    components: some Collection<Range<Int>>, tree: TokenTree, objects: ObjectMethods,
    refCalled: Set<String>
  ) -> [(member: String, function: LocalFunctions.Function)] {
    guard !components.isEmpty else { return [] }
    let refCalled = refCalled.union(refCalls(in: tree))
    guard !refCalled.contains(anyMember) else { return [] }
    var found: [(member: String, function: LocalFunctions.Function)] = []
    for component in components {
      let open = component.lowerBound
      // The binding statements, whose `this` reads neither replace nor call a member.
      var binds = Set<Int>()
      for token in component where tree.isWord(token, "this") {
        if let statement = boundAgain(at: token, tree) { binds.formUnion(statement) }
      }
      var members = objects.methodsWrittenOnlyHere(.instances(open), same: binds)
      for name in calledByReact.union(refCalled) { members[name] = nil }
      guard !members.isEmpty else { continue }
      var references: [String: [Int]] = [:]
      for token in component
      where tree.isWord(token, "this") && !binds.contains(token)
        && tree.isInstance(token, ofClassBody: open)
      {
        for (member, read) in ObjectMethods.reached(from: token, keys: members.keys, tree: tree) {
          // A write gives the member no caller (and `methodsWrittenOnlyHere` has left out one
          // written over).
          guard tree.kind(read + 1) != .assign else { continue }
          references[member, default: []].append(read)
        }
      }
      for (member, body) in members {
        let reads = (references[member] ?? []).filter { !body.contains($0) }
        guard !reads.isEmpty else { continue }
        found.append(
          (member, LocalFunctions.Function(body: body, references: reads.sorted(), exportName: nil))
        )
      }
    }
    return found
  }

  /// Stands for every name in `refCalls`: the file holds instances in more places than are
  /// followed (a bundle's `e=t.current` by the thousand), or under names too short to find by
  /// their bytes (a minified `e`), any member of which it may call.
  static let anyMember = "*"

  /// How many names holding an instance a file's reads are followed from (`refCalls`), each at
  /// least `minHolderLength` bytes long.
  private static let maxHolders = 32
  private static let minHolderLength = 3

  /// The names read of an instance through a ref in the file: `NAME` of `x.current.NAME`
  /// (`?.` too), of `v.NAME` where `v = x.current`, of `this.refs.x.NAME`, and of
  /// `this.row.NAME` or `row.NAME` where a callback ref stores the instance there (`ref={(r) =>
  /// (this.row = r)}`, or a function the ref names: `ref={this.setRow}`) — found from the
  /// words' bytes: most files have none. Past `maxHolders` holders, `anyMember`.
  static func refCalls(in tree: TokenTree) -> Set<String> {
    var found = Set<String>()
    /// The member read past `depth` members from the name at `token`, when there is one.
    func read(after token: Int, depth: Int = 1) {
      var name = token
      for _ in 0..<depth {
        guard let next = tree.memberName(after: name) else { return }
        name = next
      }
      found.insert(tree.text(name))
    }
    // The names holding an instance, by a token spelling each: fields (`this.row`) and others.
    var fields: [Int] = []
    var names: [Int] = []
    func hold(_ token: Int, field: Bool) {
      if field {
        if !fields.contains(where: { tree.sameText($0, token) }) { fields.append(token) }
      } else if !names.contains(where: { tree.sameText($0, token) }) {
        names.append(token)
      }
    }
    // (Anchored at a rarer byte than the first: the `u` of `current`, the `f` of `ref`.)
    for offset in ByteSearch.offsets(of: "current", in: tree.bytes, anchor: 1) {
      guard let token = tree.token(containing: offset), tree.isWord(token, "current"),
        tree.kind(token - 1) == .dot || tree.kind(token - 1) == .optionalChain
      else { continue }
      read(after: token)
      // `const row = rowRef.current;`
      var start = token - 2
      while tree.kind(start) == .identifier, tree.kind(start - 1) == .dot { start -= 2 }
      if tree.isWordOperator(start - 1, "="), tree.kind(start - 2) == .identifier,
        tree.endsDeclarator(at: token + 1)
      {
        hold(start - 2, field: tree.kind(start - 3) == .dot && tree.isWord(start - 4, "this"))
      }
    }
    for offset in ByteSearch.offsets(of: "ref", in: tree.bytes, anchor: 2) {
      guard let token = tree.token(containing: offset) else { continue }
      if tree.isWord(token, "refs"), tree.kind(token - 1) == .dot {
        read(after: token, depth: 2)
      }
      // `ref={(r) => (this.row = r)}`, `ref={(r) => { row = r; }}`, and a callback ref named
      // (`ref={this.setRow}`, `ref={setRow}`): what the functions of that name assign.
      guard tree.kind(token) == .jsxName, tree.text(token) == "ref",
        tree.kind(token + 1) == .jsxExpressionStart, tree.tokens[token + 1].partner > token + 1
      else { continue }
      let expression = token + 2..<tree.partner(token + 1)
      for callback in [expression] + namedCallbacks(expression, tree) {
        for assigned in callback where tree.kind(assigned + 1) == .assign {
          guard tree.kind(assigned) == .identifier else { continue }
          if tree.kind(assigned - 1) == .dot, tree.isWord(assigned - 2, "this") {
            hold(assigned, field: true)
          } else if tree.kind(assigned - 1) != .dot {
            hold(assigned, field: false)
          }
        }
      }
    }
    guard !fields.isEmpty || !names.isEmpty else { return found }
    guard fields.count + names.count <= maxHolders,
      (fields + names).allSatisfy({ tree.tokens[$0].range.count >= minHolderLength })
    else { return [anyMember] }
    // Each read of a holder, found from its bytes.
    for (holders, isField) in [(fields, true), (names, false)] {
      for holder in holders {
        let range = tree.tokens[holder].range
        let word = UnsafeBufferPointer(rebasing: tree.bytes[range])
        for offset in ByteSearch.offsets(of: word, in: tree.bytes) {
          guard let token = tree.token(containing: offset), tree.kind(token) == .identifier,
            tree.sameText(token, holder)
          else { continue }
          let isMember = tree.kind(token - 1) == .dot
          if isField ? isMember && tree.isWord(token - 2, "this") : !isMember {
            read(after: token)
          }
        }
      }
    }
    return found
  }

  /// The functions of the file a ref's `expression` may name, when it is a name or `this.name`
  /// (`ref={this.setRow}`): every method, field, `const` or `function` declaring that name with
  /// a function — all of them, whichever the ref reads, for what they assign may hold it.
  private static func namedCallbacks(_ expression: Range<Int>, _ tree: TokenTree) -> [Range<Int>] {
    var name = expression.lowerBound
    if tree.isWord(name, "this"), tree.kind(name + 1) == .dot { name += 2 }
    guard name + 1 == expression.upperBound, tree.kind(name) == .identifier else { return [] }
    let word = UnsafeBufferPointer(rebasing: tree.bytes[tree.tokens[name].range])
    var found: [Range<Int>] = []
    for offset in ByteSearch.offsets(of: word, in: tree.bytes) {
      guard let token = tree.token(containing: offset), tree.kind(token) == .identifier,
        tree.sameText(token, name), tree.kind(token - 1) != .dot
      else { continue }
      if tree.isWordOperator(token + 1, "="),
        let value = LocalFunctions.functionValue(tree, at: token + 2)
      {
        found.append(value)
      } else if tree.kind(token + 1) == .leftParen, tree.tokens[token + 1].partner > token + 1,
        case let brace = tree.partner(token + 1) + 1, tree.kind(brace) == .leftBrace,
        tree.tokens[brace].partner > brace
      {
        // A method, or `function setRow(r) { … }`.
        found.append(token + 1..<tree.partner(brace) + 1)
      }
    }
    return found
  }

  /// `this.name = this.name.bind(this)` starting at the `this` at `token`: the statement's
  /// `this` tokens.
  private static func boundAgain(at token: Int, _ tree: TokenTree) -> [Int]? {
    let name = token + 2
    guard tree.kind(token + 1) == .dot, tree.kind(name) == .identifier,
      tree.kind(name + 1) == .assign, tree.isWord(name + 2, "this"), tree.kind(name + 3) == .dot,
      tree.sameText(name + 4, name), tree.kind(name + 5) == .dot, tree.isWord(name + 6, "bind"),
      tree.kind(name + 7) == .leftParen, tree.isWord(name + 8, "this"),
      tree.kind(name + 9) == .rightParen
    else { return nil }
    return [token, name + 2, name + 8]
  }
}
