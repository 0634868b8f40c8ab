/// Check functions held by values (CONTENT-ANALYSIS.md, "What counts as a check": a call whose
/// summary says its result proves C; only a function whose source is not read proves nothing):
/// a function that a hook or another function returns in an object —
/// `const { has } = useBridge()`, `const bridge = useBridge(); bridge.supports(C)` — proves what
/// that function proves, read from the objects the returning function returns (through
/// `useMemo`, which React's model reads as its function's result), in the file, or asked of the
/// file defining it under `useBridge.has` (`heldName`).
extension CheckCalls {
  /// A call's callee held by a value: the binding of the function whose result holds it, and
  /// the member's name.
  struct HeldCallee {
    let holder: Int32
    let member: String
  }

  /// The name the proof of member `member` of what the function `function` returns is asked
  /// and given under, across files: `useBridge().has`.
  static func heldName(_ function: String, _ member: String) -> String {
    "\(function)().\(member)"
  }

  /// The name what the function the exported function `function` hands back proves of
  /// `function`'s arguments (`handedBackProof`) is asked and given under, across files:
  /// `selectHas()`.
  static func handedBackName(_ function: String) -> String { "\(function)()" }

  /// The name the proof of method `member` of the object exported as `object` is asked and given
  /// under, across files: `bridge.supports`.
  static func methodName(_ object: String, _ member: String) -> String {
    "\(object).\(member)"
  }

  /// The name what the exported function `function` asserts (`AssertionCalls`) is asked and
  /// given under, across files: `assertHas!`, answered as a proof of its arguments
  /// (`AssertionCalls.Kind.proof`), or none.
  static func assertionName(_ function: String) -> String { "\(function)!" }

  /// What the imported function `local`, called at `paren`, asserts, as the bundle says — or,
  /// until it says, taken to assert what each argument names (the file is read again if it does
  /// not).
  func assertion(imported local: String, paren: Int) -> AssertionCalls.Kind? {
    AssertionCalls.Kind(importedProof(Self.assertionName(local), paren: paren))
  }

  /// A name `heldName` or `methodName` made, split; a plain function's name has no member.
  static func splitHeld(_ name: String) -> (export: String, member: String?, ofResult: Bool) {
    guard let dot = name.firstIndex(of: ".") else { return (name, nil, false) }
    let member = String(name[name.index(after: dot)...])
    let head = name[..<dot]
    if head.hasSuffix("()") { return (String(head.dropLast(2)), member, true) }
    return (String(head), member, false)
  }

  /// The name `name` is asked under where the function it starts with is exported as `export`.
  static func renamed(_ name: String, export: String) -> String {
    let (_, member, ofResult) = splitHeld(name)
    guard let member else { return export }
    return ofResult ? heldName(export, member) : methodName(export, member)
  }

  /// The holder of the callee ending at `callee`, when it is a member of a `const` holding a
  /// call's result (`bridge.supports`) or a name taken from one (`{ has }`, `{ has: check }`,
  /// `[has]`), the call being of a named function and the whole initializer
  /// (`ResultReads.heldResult`).
  func heldCallee(_ callee: Int, _ scopes: ScopeTree) -> HeldCallee? {
    guard callee >= 3, tree.kind(callee) == .identifier else { return nil }
    let name: Int
    if tree.kind(callee - 1) == .dot {
      guard tree.kind(callee - 2) == .identifier, tree.kind(callee - 3) != .dot,
        tree.kind(callee - 3) != .optionalChain
      else { return nil }
      name = callee - 2
    } else {
      guard tree.kind(callee - 1) != .optionalChain else { return nil }
      name = callee
    }
    guard let binding = scopes.bindingIndex(at: Int32(name)),
      case let declared = scopes.bindings[Int(binding)], declared.kind == .const,
      let held = ResultReads.heldResult(
        declaredAt: Int(declared.token), tree: tree, throughGetState: true),
      let holder = scopes.bindingIndex(at: Int32(held.callee))
    else { return nil }
    let paren = held.callee + 1
    // (A `getState` call is a store's: its hook's state — `storeState` or the hook's file.)
    if tree.kind(paren) == .dot,
      scopes.bindings[Int(holder)].kind != .import && storeState(holder).isEmpty
    {
      return nil
    }
    // A member of the whole result, or a name holding a member of it.
    if (held.member == nil) == (name != callee) {
      return HeldCallee(holder: holder, member: held.member ?? tree.text(callee))
    }
    // A member a selector reads whole (`const has = useBridgeStore((s) => s.has)`).
    guard name == callee, held.member == nil, tree.kind(paren) == .leftParen,
      case let arguments = tree.commaSegments(paren + 1..<tree.partner(paren)),
      arguments.count == 1, let member = ResultReads.selectedMember(arguments[0], tree)
    else { return nil }
    return HeldCallee(holder: holder, member: member)
  }

  /// The member `heldName` names for a function's result itself, called (`const can = useCan();
  /// can(C)`): no property is spelt so.
  static let wholeResult = "*"

  /// The function whose result is the callee at `callee` whole — a `const` holding a call of a
  /// named function (`const can = useCan()`, `ResultReads.heldResult`) called in turn: that
  /// function's binding.
  func resultCallee(_ callee: Int, _ scopes: ScopeTree) -> Int32? {
    guard tree.kind(callee) == .identifier, tree.kind(callee - 1) != .dot,
      tree.kind(callee - 1) != .optionalChain,
      let binding = scopes.bindingIndex(at: Int32(callee)),
      case let declared = scopes.bindings[Int(binding)], declared.kind == .const,
      let held = ResultReads.heldResult(declaredAt: Int(declared.token), tree: tree),
      held.member == nil
    else { return nil }
    return scopes.bindingIndex(at: Int32(held.callee))
  }

  /// The callee ending at `callee` as a method of a named object — `bridge.supports`,
  /// `Bridge.supports`, `Caps.has` of a namespace import, or one member down,
  /// `Bridge.shared.supports`, `ns.bridge.supports`, `Bridge.getInstance().supports` — when it
  /// is no member of a call's result (`heldCallee`): the object's binding and the member's
  /// path (`ObjectMethods.methods(of:)`).
  func methodCallee(_ callee: Int, _ scopes: ScopeTree) -> HeldCallee? {
    guard callee >= 3, tree.kind(callee) == .identifier, tree.kind(callee - 1) == .dot,
      let (object, path) = Self.objectPath(endingAt: callee - 2, tree, scopes),
      let binding = scopes.bindingIndex(at: Int32(object))
    else { return nil }
    return HeldCallee(holder: binding, member: path + tree.text(callee))
  }

  /// The named object a member chain ending at `end` (before a `.`) starts with, and the path
  /// from it up to that `.`: `bridge` (`""`), `Bridge.shared` (`"shared."`), `ns.bridge`,
  /// `Bridge.getInstance()` (`"getInstance()."`, a call given nothing); `nil` for a longer or
  /// another chain.
  static func objectPath(endingAt end: Int, _ tree: TokenTree) -> (object: Int, path: String)? {
    var object = end
    var path = ""
    if tree.kind(end) == .rightParen, tree.tokens[end].partner == Int32(end - 1) {
      guard end >= 4, tree.kind(end - 2) == .identifier, tree.kind(end - 3) == .dot else {
        return nil
      }
      (object, path) = (end - 4, tree.text(end - 2) + "().")
    } else if tree.kind(end) == .identifier, end >= 2, tree.kind(end - 1) == .dot,
      tree.kind(end - 2) == .identifier
    {
      (object, path) = (end - 2, tree.text(end) + ".")
    }
    guard object >= 0, tree.kind(object) == .identifier, tree.kind(object - 1) != .dot,
      tree.kind(object - 1) != .optionalChain
    else { return nil }
    return (object, path)
  }

  /// `objectPath`, with an object named by a `const` alias of another read as that one, a few
  /// aliases deep: `b` of `const b = bridge`, `const b = api.bridge` or `const b =
  /// Bridge.shared` — its methods are the object's, and what they store is stored there.
  static func objectPath(
    endingAt end: Int, _ tree: TokenTree, _ scopes: ScopeTree
  ) -> (object: Int, path: String)? {
    guard var found = objectPath(endingAt: end, tree) else { return nil }
    for _ in 0..<4 {
      guard found.path.isEmpty, let alias = scopes.binding(at: Int32(found.object)),
        alias.kind == .const, case let name = Int(alias.token), tree.kind(name + 1) == .assign,
        case let value = OwnCollections.valueEnd(from: name + 2, tree), value > name + 2,
        let target = objectPath(endingAt: value - 1, tree), target.object == name + 2
      else { break }
      found = target
    }
    return found
  }

  /// What a call of member `member` of what the function bound at `holder` returns proves: asked
  /// of the bundle for an imported function (taken, until it answers, to prove each argument
  /// the call at `paren` is given, as a plain imported function is).
  func proof(ofMember member: String, returnedBy holder: Int32, _ scopes: ScopeTree, paren: Int?)
    -> Proof
  {
    let declared = scopes.bindings[Int(holder)]
    if declared.kind == .import {
      guard declared.scope == 0 else { return .unseen }
      return importedProof(Self.heldName(declared.name, member), paren: paren)
    }
    guard let function = LocalFunctions.body(of: declared, tree) else {
      // A store the file makes, its hook's state read (`const { has } = useBridgeStore()`).
      let objects = storeState(holder)
      return objects.isEmpty ? .unseen : proof(ofMember: member, in: objects, scopes, paren: paren)
    }
    return proof(ofMember: member, returnedBy: function, scopes, paren: paren)
  }

  /// What the bundle says of the imported function `name`, or, until it says, that it proves
  /// what the call at `paren` gives it (its first argument where no call is at hand: a summary
  /// asked for by another file).
  func importedProof(_ name: String, paren: Int?) -> Proof {
    if let answer = imported[name] { return answer }
    let slots =
      paren.map { Array(tree.commaSegments($0 + 1..<tree.contentEnd($0)).indices) } ?? [0]
    asked[name, default: []].formUnion(slots)
    return .arguments(slots, whenTruthy: true)
  }

  /// What member `member` of every object the function returns proves, when they agree: each
  /// returned value an object literal (or `useMemo` of a function returning one).
  func proof(
    ofMember member: String, returnedBy function: Range<Int>, _ scopes: ScopeTree, paren: Int?
  ) -> Proof {
    if member == Self.wholeResult { return proof(ofFunctionReturnedBy: function, scopes) }
    let returned = tree.returnedObjects(function, scopes: scopes)
    guard !returned.others else { return .nothing }
    return proof(ofMember: member, in: returned.objects, scopes, paren: paren)
  }

  /// What member `member` of the object literals `objects` proves, when they agree (a
  /// function's returns; a zustand store's state, `StoreActions.stateObjects`).
  func proof(ofMember member: String, in objects: [Int], _ scopes: ScopeTree, paren: Int?)
    -> Proof
  {
    var answer: Proof?
    for object in objects {
      let proof = property(member, of: object, scopes, paren: paren)
      if let known = answer, known != proof { return .nothing }
      answer = proof
    }
    return answer ?? .nothing
  }

  /// What calling the function that `function` returns proves (`useCan` of `const can =
  /// useCan(); can(C)`), when every return agrees: a function written there whole, or given to
  /// `useCallback` (an identity, React modelled), or a name bound to one.
  private func proof(ofFunctionReturnedBy function: Range<Int>, _ scopes: ScopeTree) -> Proof {
    guard let parameters = GuardedParameters.parameterList(tree, function),
      let returned = tree.resultExpressions(function, parameters: parameters),
      !returned.fallsOff, !returned.expressions.isEmpty
    else { return .nothing }
    var answer: Proof?
    for value in returned.expressions {
      var (start, end) = (value.lowerBound, value.upperBound - 1)
      while start < end, tree.kind(start) == .leftParen, tree.partner(start) == end {
        (start, end) = (start + 1, end - 1)
      }
      let proof: Proof
      if let inner = LocalFunctions.functionValue(tree, at: start),
        inner.upperBound == end + 1 || tree.isWrapped(inner, from: start, to: end)
      {
        proof = self.proof(ofFunction: inner, scopes)
      } else if start == end, tree.kind(start) == .identifier,
        let binding = scopes.bindingIndex(at: Int32(start))
      {
        proof = self.proof(of: binding, scopes)
      } else {
        return .nothing
      }
      if let known = answer, known != proof { return .nothing }
      answer = proof
    }
    return answer ?? .nothing
  }

  /// What calling member `member` of the object or array literal opened at `object` proves: a
  /// function written there (a method, a function value), or a name bound to one
  /// (`ObjectMethods`).
  func property(_ member: String, of object: Int, _ scopes: ScopeTree, paren: Int?)
    -> Proof
  {
    let (written, named) = withObjects(scopes) { objects in
      (
        objects.methodsWrittenOnlyHere(.literal(object))[member],
        objects.namedValues(in: object).last { $0.member == member }?.binding
      )
    }
    if let written { return proof(ofFunction: written, scopes) }
    guard let named else { return .nothing }
    let declared = scopes.bindings[Int(named)]
    if declared.kind == .import, declared.scope == 0 {
      return importedProof(declared.name, paren: paren)
    }
    // One another function hands back, handed on (`const { has } = useBridge(); return { has
    // }`): what that function's member proves.
    if declared.kind == .const,
      let held = ResultReads.heldResult(declaredAt: Int(declared.token), tree: tree),
      let member = held.member, let holder = scopes.bindingIndex(at: Int32(held.callee))
    {
      return proof(ofMember: member, returnedBy: holder, scopes, paren: paren)
    }
    return proof(of: named, scopes)
  }
}
