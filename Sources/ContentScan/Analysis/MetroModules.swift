/// The modules of a Metro bundle, as far as following a function from one module into another
/// needs them (CONTENT-ANALYSIS.md, "Bundles and Hermes bytecode": a bundle is parsed like any
/// file). Metro defines each module as
/// `__d(function (g, r, i, a, m, e, d) { … }, id, [dependencies])`: inside it, `r(d[k])` is the
/// module whose id is `dependencies[k]`, and `e.name = function …` exports a function.
struct MetroModules {
  struct Module {
    /// The factory's body, inside its braces.
    let body: Range<Int>
    let dependencies: [Int]
    /// The factory's parameters that name `require`, the exports object and the dependency
    /// map (`r`, `e`, `d` as Metro writes them): tokens of the names.
    let require: Int
    let exports: Int
    let dependencyMap: Int
  }

  private var modules: [Int: Module] = [:]
  /// By the start of its body, for finding the module around a token.
  private var starts: [(start: Int, id: Int)] = []

  /// The modules `__d(…)` defines at the top level of `tree`; `nil` when it defines none (a
  /// file that is no bundle).
  init?(_ tree: TokenTree) {
    var cursor = 0
    while cursor < tree.endIndex {
      defer { cursor = tree.nextSibling(cursor) }
      guard tree.isWord(cursor, "__d"), tree.kind(cursor + 1) == .leftParen,
        tree.tokens[cursor + 1].partner >= 0,
        let (id, module) = Self.module(tree, call: cursor + 1)
      else { continue }
      if modules[id] == nil {
        modules[id] = module
        starts.append((module.body.lowerBound, id))
      }
    }
    guard !modules.isEmpty else { return nil }
    starts.sort { $0.start < $1.start }
  }

  /// `(function (g, r, i, a, m, e, d) { … }, id, [dependencies])` at `paren`.
  private static func module(_ tree: TokenTree, call paren: Int) -> (Int, Module)? {
    let parts = tree.commaSegments(paren + 1..<tree.contentEnd(paren))
    guard parts.count >= 3, tree.isWord(parts[0].lowerBound, "function") else { return nil }
    var open = parts[0].lowerBound + 1
    if tree.kind(open) == .identifier { open += 1 }
    guard tree.kind(open) == .leftParen, tree.tokens[open].partner >= 0 else { return nil }
    let parameters = tree.commaSegments(open + 1..<tree.contentEnd(open))
    let brace = tree.partner(open) + 1
    guard parameters.count >= 7, parameters.allSatisfy({ $0.count == 1 }),
      tree.kind(brace) == .leftBrace, tree.tokens[brace].partner >= 0,
      parts[1].count == 1, tree.kind(parts[1].lowerBound) == .number,
      let id = Int(tree.text(parts[1].lowerBound)),
      parts[2].count >= 2, tree.kind(parts[2].lowerBound) == .leftBracket
    else { return nil }
    let list = parts[2].lowerBound
    var dependencies: [Int] = []
    for item in tree.commaSegments(list + 1..<tree.contentEnd(list)) {
      guard item.count == 1, tree.kind(item.lowerBound) == .number,
        let number = Int(tree.text(item.lowerBound))
      else { return nil }
      dependencies.append(number)
    }
    return (
      id,
      Module(
        body: brace + 1..<tree.partner(brace), dependencies: dependencies,
        require: parameters[1].lowerBound, exports: parameters[5].lowerBound,
        dependencyMap: parameters[6].lowerBound)
    )
  }

  /// The module whose factory holds `token`.
  func module(containing token: Int) -> Module? {
    let index = starts.firstIndex(notBelow: token + 1) { $0.start } - 1
    guard index >= 0, let module = modules[starts[index].id], module.body.contains(token) else {
      return nil
    }
    return module
  }

  /// The function that `name`, read from the module a binding holds (`var t = r(d[2])`), is in
  /// the module it names: `e.name = function …` there. `required` is the token of the
  /// binding's name.
  func exportedFunction(
    _ name: String, fromModuleAt required: Int, in tree: TokenTree
  ) -> Range<Int>? {
    // `t = r(d[k])`
    let call = required + 2
    guard tree.kind(required + 1) == .assign, let module = module(containing: required),
      tree.sameText(call, module.require), tree.kind(call + 1) == .leftParen,
      tree.sameText(call + 2, module.dependencyMap), tree.kind(call + 3) == .leftBracket,
      tree.kind(call + 4) == .number, tree.kind(call + 5) == .rightBracket,
      tree.kind(call + 6) == .rightParen, let index = Int(tree.text(call + 4)),
      index < module.dependencies.count, let target = modules[module.dependencies[index]]
    else { return nil }
    // `e.name = function (…) { … }`, or `e.name = f` and `function f(…) { … }`, at the top
    // level of the target's factory.
    var cursor = target.body.lowerBound
    while cursor < target.body.upperBound {
      defer { cursor = tree.nextSibling(cursor) }
      guard tree.sameText(cursor, target.exports), tree.kind(cursor + 1) == .dot,
        tree.kind(cursor + 2) == .identifier, tree.text(cursor + 2) == name,
        tree.kind(cursor + 3) == .assign
      else { continue }
      if let function = LocalFunctions.functionValue(tree, at: cursor + 4) { return function }
      guard tree.kind(cursor + 4) == .identifier else { return nil }
      return declaredFunction(cursor + 4, in: target, tree)
    }
    return nil
  }

  /// `function f(…) { … }` at the top level of `module`'s factory, for the name at `token`: from
  /// its parameters to its end.
  private func declaredFunction(_ token: Int, in module: Module, _ tree: TokenTree) -> Range<Int>? {
    var cursor = module.body.lowerBound
    while cursor < module.body.upperBound {
      defer { cursor = tree.nextSibling(cursor) }
      guard tree.isWord(cursor, "function"), tree.sameText(cursor + 1, token),
        tree.kind(cursor + 2) == .leftParen, tree.tokens[cursor + 2].partner >= 0
      else { continue }
      let brace = tree.partner(cursor + 2) + 1
      guard tree.kind(brace) == .leftBrace, tree.tokens[brace].partner >= 0 else { return nil }
      return cursor + 2..<tree.partner(brace) + 1
    }
    return nil
  }
}
