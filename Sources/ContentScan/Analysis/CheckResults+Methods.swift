/// Methods whose result is a check, as functions are (`CheckResults`): `caps.canArchive()` of
/// `const caps = { canArchive() { return hasCapability(C); } }`, `Haptics.isAvailable()` of
/// `export default { isAvailable: () => native != null, … }`. The objects are those whose methods
/// the analysis reads by name (`ObjectMethods`: a `const` object literal, an instance of a class
/// of the file, a class's statics, the object a file exports by default), in the file or
/// imported from another (by name or as its default export, through re-exports too). A class's
/// getter is read so where it is read (`bridge.canArchive` of `get canArchive() { … }`), in the
/// object's own code too (`this.canArchive`), and a method negated (`isLegacyShell() { return
/// !has(C) }`) is a negated check where called.
extension CheckResults {
  /// The calls of methods whose result is a check, by the method's token: of the file's own
  /// objects, read with `result` (`CheckResults.find`), and of the objects other files export
  /// (`imported`, by `CheckCalls.methodName` of the local name). And the methods of the objects
  /// the file exports whose result is one, by `CheckCalls.methodName` of the export — but of
  /// those some file writes into (`written`: `caps.canArchive = () => true` where `caps` is
  /// imported), whose methods may be others.
  static func methodResults(
    tree: TokenTree, scopes: ScopeTree, interface: ModuleInterface, calls: CheckCalls,
    imported: [String: Result], written: Set<String>, holdsCheck: (Range<Int>) -> Bool,
    result: (Range<Int>) -> Result?
  ) -> (calls: [Int: Result], exports: [String: Result]) {
    /// Whether the object `holder` writes its methods in holds a check (most hold none: they
    /// are asked nothing more).
    func isChecking(_ holder: ObjectMethods.Holder?) -> Bool {
      guard let open = holder?.opener, tree.tokens[open].partner > open else { return false }
      return holdsCheck(open..<tree.partner(open))
    }
    /// Whether the member at `member`, not called, is read as a getter's value: not written,
    /// nor read further (whose value is something else).
    func isGetterRead(_ member: Int) -> Bool {
      ![.assign, .dot, .optionalChain, .leftBracket, .increment, .decrement, .template]
        .contains(tree.kind(member + 1))
    }
    var found: [Int: Result] = [:]
    // (Most files import no object's method whose result is a check.)
    let importsMethods = imported.keys.contains { $0.contains(".") }
    // The file's objects holding a check and read only member by member, the calls of their
    // methods with the function each calls, and whether the default export is such an object
    // (in one access to the file's objects: a result's summary asks them again).
    var checking = Set<Int32>()
    var ownCalls: [(member: Int, function: Range<Int>, isRead: Bool)] = []
    var defaultChecks = false
    calls.withObjects(scopes) { objects in
      for (index, binding) in scopes.bindings.enumerated()
      where binding.kind == .const || binding.kind == .class {
        let object = Int32(index)
        if isChecking(objects.holder(of: object)), isOnlyRead(object, &objects, tree) {
          checking.insert(object)
        }
      }
      defaultChecks =
        interface.exports["default"] != nil && isChecking(objects.defaultExport()?.holder)
      guard !checking.isEmpty || importsMethods else { return }
      for reference in scopes.references where reference.binding >= 0 {
        let holder = Int(reference.token)
        let member = holder + 2
        guard tree.kind(holder + 1) == .dot, tree.kind(member) == .identifier,
          tree.kind(holder - 1) != .dot, tree.kind(holder - 1) != .optionalChain
        else { continue }
        let isCall = tree.kind(member + 1) == .leftParen
        guard isCall || isGetterRead(member) else { continue }
        let object = reference.binding
        let binding = scopes.bindings[Int(object)]
        if binding.kind == .import {
          if importsMethods, binding.scope == 0,
            let given = imported[CheckCalls.methodName(binding.name, tree.text(member))],
            given.isRead != isCall
          {
            found[member] = given
          }
        } else if checking.contains(object),
          let function = isCall
            ? objects.method(tree.text(member), of: object)
            : objects.holder(of: object).flatMap({ objects.getters(of: $0)[tree.text(member)] })
        {
          ownCalls.append((member, function, !isCall))
        }
      }
      // In such an object's own code, `this.canArchive()` (or a class's getter, `this.canArchive`)
      // is its own, where nothing may override it (`ObjectMethods.method(_:ofThisAt:)`).
      var read = Set<Int>()
      for object in checking.sorted() {
        guard let open = objects.holder(of: object)?.opener, read.insert(open).inserted else {
          continue
        }
        for token in open + 1..<tree.partner(open)
        where tree.kind(token) == .identifier && tree.isWord(token, "this")
          && tree.kind(token + 1) == .dot
          && (tree.kind(token + 2) == .identifier || tree.kind(token + 2) == .privateName)
        {
          let member = token + 2
          let isCall = tree.kind(member + 1) == .leftParen
          guard isCall || isGetterRead(member),
            let function = isCall
              ? objects.method(tree.text(member), ofThisAt: token)
              : objects.getter(tree.text(member), ofThisAt: token)
          else { continue }
          ownCalls.append((member, function, !isCall))
        }
      }
    }
    var results: [Int: Result?] = [:]
    /// What `function` returns, a getter's read where `isRead`.
    func read(_ function: Range<Int>, isRead: Bool) -> Result? {
      if results[function.lowerBound] == nil {
        results[function.lowerBound] = .some(result(function))
      }
      guard var given = results[function.lowerBound] ?? nil else { return nil }
      given.isRead = isRead
      return given
    }
    for (member, function, isRead) in ownCalls {
      if let given = read(function, isRead: isRead) { found[member] = given }
    }
    var exports: [String: Result] = [:]
    // The exported objects holding a check, by name; and the default export, when it is one.
    var holders = Set(
      checking.lazy.map { scopes.bindings[Int($0)] }.filter { $0.scope == 0 }.map(\.name))
    if defaultChecks { holders.insert("default") }
    guard !holders.isEmpty else { return (found, exports) }
    for (export, value) in interface.exports {
      guard case .local(let local) = value,
        holders.contains(local) || export == "default" && holders.contains("default"),
        !written.contains(export)
      else { continue }
      let (methods, getters) = calls.withObjects(scopes) {
        (
          $0.methods(ofExport: export, interface: interface),
          $0.getters(ofExport: export, interface: interface)
        )
      }
      for (member, function) in methods {
        if let given = read(function, isRead: false) {
          exports[CheckCalls.methodName(export, member)] = given
        }
      }
      for (member, function) in getters {
        if let given = read(function, isRead: true) {
          exports[CheckCalls.methodName(export, member)] = given
        }
      }
    }
    return (found, exports)
  }

  /// Whether the object `binding` holds is read only member by member (`caps.canArchive()`), or
  /// exported: never given whole to code that may write other methods into it
  /// (`Object.assign(caps, overrides)`) — a class also made instances of (`new Bridge()`, which
  /// writes nothing into the class). (Written over by name, a method is none: `ObjectMethods`.)
  private static func isOnlyRead(
    _ binding: Int32, _ objects: inout ObjectMethods, _ tree: TokenTree
  ) -> Bool {
    objects.reads(of: binding).allSatisfy { read in
      tree.kind(read + 1) == .dot || tree.kind(read + 1) == .optionalChain
        || tree.isExportClause(read)
        || tree.isWord(read - 1, "default") && tree.isWord(read - 2, "export")
        || tree.isWord(read - 1, "new")
    }
  }
}
