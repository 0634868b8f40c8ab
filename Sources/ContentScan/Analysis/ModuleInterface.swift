import BridgeDiagnostics

/// What a file's `import` and `export` statements say: where each imported name comes from and
/// what each exported name is, so that a constant's value can be followed from the file that
/// writes it to every file that reads it (`ImportedConstants`).
struct ModuleInterface: Sendable, Equatable {
  enum Imported: Sendable, Equatable {
    case named(String)
    /// `import * as N from "m"`: the module's exports as one object.
    case namespace
  }

  struct Import: Sendable, Equatable {
    /// The name bound in this file (module scope).
    let local: String
    let specifier: String
    let imported: Imported
    /// For a component `React.lazy` loads (`const A = lazy(() => import("./A"))`), the byte
    /// offset of the `import()` call's specifier: that request loads it where it is rendered.
    var lazyAt: Int?
  }

  enum Export: Sendable, Equatable {
    /// A binding of this file (`export const A`, `export { A as B }`, `export default A`).
    case local(String)
    /// `export { A as B } from "m"`, `export * as N from "m"`.
    case from(specifier: String, imported: Imported)
  }

  var imports: [Import] = []
  /// By exported name (`default` for the default export).
  var exports: [String: Export] = [:]
  /// `export * from "m"`: the specifiers, in order.
  var starExports: [String] = []
  /// Where each name of an `export { … }` list or an `export * as N` is exported, by exported
  /// name, and each `export *` by specifier: a value a barrel passes on names the place in its
  /// `via` (`re-export`).
  var exportedAt: [String: Use.Origin] = [:]
  var starExportedAt: [String: Use.Origin] = [:]
  /// CommonJS's `module.exports = VALUE`: `require` of the file gives that value (its
  /// `default`), and a name imported from it is that value's member.
  var exportsWhole = false
  /// It also writes members (`exports.A = …`, `module.exports.A = …`): which its readers see
  /// depends on the order (`exports.A` is lost), so none of its readers is followed.
  var exportsMixed = false

  var isEmpty: Bool { imports.isEmpty && exports.isEmpty && starExports.isEmpty }

  /// The names bound by `React.lazy` of an `import()` (`Import.lazyAt`).
  var lazyLocals: Set<String> { Set(imports.filter { $0.lazyAt != nil }.map(\.local)) }

  /// Whether the file exports something of the module `specifier` (`export { a } from "m"`,
  /// `export * from "m"`, `import { a } from "m"; export { a }`): a barrel of it.
  func reexports(_ specifier: String) -> Bool {
    starExports.contains(specifier)
      || exports.values.contains { export in
        switch export {
        case .from(let from, _): from == specifier
        case .local(let local):
          imports.contains { $0.local == local && $0.specifier == specifier }
        }
      }
  }

  /// The module-level binding the file exports as `name`, declared here (not imported). Not
  /// the `*default*` binding of `export default EXPRESSION`, which holds a value no declaration
  /// reads (`ObjectMethods.defaultExport` reads its objects).
  func binding(exported name: String, in scopes: ScopeTree) -> Int32? {
    guard case .local(let local)? = exports[name], local != "default",
      let index = scopes.bindings.firstIndex(where: {
        $0.scope == 0 && $0.name == local && $0.kind != .import
      })
    else { return nil }
    return Int32(index)
  }

  /// The binding whose function other files call as the export `name`: `binding(exported:)`,
  /// or the module's `*default*` holding one (`export default (c) => …`, `module.exports =
  /// function …`: `LocalFunctions.body`).
  func functionBinding(exported name: String, in scopes: ScopeTree) -> Int32? {
    if let binding = binding(exported: name, in: scopes) { return binding }
    guard name == "default", exports["default"] == .local("default"),
      let index = scopes.bindings.firstIndex(where: { $0.scope == 0 && $0.name == "default" })
    else { return nil }
    return Int32(index)
  }

  init() {}

  /// Reads the statements at the file's top level, and the `require`s a module-level `const`
  /// binds names of (`requests`: `ModuleRequest.bindsImports`). Type-only imports and exports
  /// bind no value.
  init(_ tree: TokenTree, file: SourceFile, requests: [ModuleRequest] = []) {
    var writesMembers = false
    var cursor = 0
    while cursor < tree.endIndex {
      let next = tree.nextSibling(cursor)
      if tree.isStatementBoundary(after: cursor - 1, before: cursor) || cursor == 0 {
        if tree.isWord(cursor, "import") {
          readImport(tree, at: cursor)
        } else if tree.isWord(cursor, "export") {
          readExport(tree, at: cursor, file: file)
          readLazyImports(tree, declaration: cursor + 1)
        } else if tree.isWord(cursor, "module") || tree.isWord(cursor, "exports") {
          writesMembers = readCommonJSExport(tree, at: cursor) || writesMembers
        } else {
          readLazyImports(tree, declaration: cursor)
        }
      }
      cursor = next
    }
    for request in requests where request.bindsImports {
      readRequiredNames(tree, specifier: Int(request.token))
    }
    exportsMixed = exportsWhole && writesMembers
  }

  // MARK: - Imports

  /// `import D, { A, B as C, type T } from "m"`, `import * as N from "m"`.
  private mutating func readImport(_ tree: TokenTree, at keyword: Int) {
    guard tree.kind(keyword + 1) != .leftParen, tree.kind(keyword + 1) != .dot,
      !(tree.isWord(keyword + 1, "type") && !tree.isWord(keyword + 2, "from")),
      !tree.isWord(keyword + 1, "typeof")
    else { return }
    guard let (clause, specifier) = clauseAndSource(tree, from: keyword + 1) else { return }
    var cursor = clause.lowerBound
    while cursor < clause.upperBound {
      if tree.kind(cursor) == .identifier, !tree.isWord(cursor, "from") {
        // The default import.
        imports.append(
          Import(local: tree.text(cursor), specifier: specifier, imported: .named("default")))
        cursor += 1
      } else if tree.kind(cursor) == .otherOperator, tree.isWord(cursor + 1, "as"),
        tree.kind(cursor + 2) == .identifier
      {
        imports.append(
          Import(local: tree.text(cursor + 2), specifier: specifier, imported: .namespace))
        cursor += 3
      } else if tree.kind(cursor).encloses, tree.tokens[cursor].partner > cursor {
        for (name, local, _) in specifiers(tree, in: cursor + 1..<tree.partner(cursor)) {
          imports.append(Import(local: local, specifier: specifier, imported: .named(name)))
        }
        cursor = tree.partner(cursor) + 1
      } else {
        cursor += 1
      }
    }
  }

  /// `const A = lazy(() => import("./A"))` (or `React.lazy`, `async () =>`, `let`, `var`) binds
  /// the module's default export, and `lazy(() => import("./A").then((m) => ({ default: m.B })))`
  /// its export `B`, as an import does (CONTENT-ANALYSIS.md, "React, modelled": `React.lazy(f)`
  /// runs `f` where it is rendered). One declarator, read at its start: every top-level
  /// statement asks, so none is walked.
  private mutating func readLazyImports(_ tree: TokenTree, declaration: Int) {
    guard
      tree.isWord(declaration, "const") || tree.isWord(declaration, "let")
        || tree.isWord(declaration, "var")
    else { return }
    let name = declaration + 1
    guard tree.kind(name) == .identifier, tree.isWordOperator(name + 1, "=") else { return }
    var callee = name + 2
    if tree.isWord(callee, "React"), tree.kind(callee + 1) == .dot { callee += 2 }
    guard tree.isWord(callee, "lazy"), tree.kind(callee + 1) == .leftParen,
      tree.tokens[callee + 1].partner >= 0,
      let (specifier, imported) = lazyLoad(tree, callee + 2..<tree.partner(callee + 1))
    else { return }
    imports.append(
      Import(
        local: tree.text(name), specifier: literal(tree, specifier), imported: imported,
        lazyAt: Int(tree.tokens[specifier].start)))
  }

  /// `() => import("P")` and `() => import("P").then((m) => ({ default: m.B }))` from `range`:
  /// the specifier's token and the export it loads.
  private func lazyLoad(_ tree: TokenTree, _ range: Range<Int>) -> (Int, Imported)? {
    var cursor = range.lowerBound
    if tree.isWord(cursor, "async") { cursor += 1 }
    guard tree.kind(cursor) == .leftParen, tree.partner(cursor) == cursor + 1,
      tree.kind(cursor + 2) == .arrow, tree.isWord(cursor + 3, "import"),
      tree.kind(cursor + 4) == .leftParen, tree.kind(cursor + 5) == .string,
      tree.partner(cursor + 4) == cursor + 6
    else { return nil }
    let specifier = cursor + 5
    let after = cursor + 7
    if after == range.upperBound { return (specifier, .named("default")) }
    // `.then((m) => ({ default: m.B }))`, or `.then(m => …)`.
    guard tree.kind(after) == .dot, tree.isWord(after + 1, "then"),
      tree.kind(after + 2) == .leftParen, tree.partner(after + 2) + 1 == range.upperBound
    else { return nil }
    var arrow = after + 3
    if tree.kind(arrow) == .leftParen { arrow = tree.partner(arrow) + 1 } else { arrow += 1 }
    let module = arrow - (tree.kind(arrow - 1) == .rightParen ? 2 : 1)
    guard tree.kind(arrow) == .arrow, tree.kind(module) == .identifier,
      tree.kind(arrow + 1) == .leftParen, tree.kind(arrow + 2) == .objectStart,
      tree.isWord(arrow + 3, "default"), tree.kind(arrow + 4) == .colon,
      tree.sameText(arrow + 5, module), tree.kind(arrow + 6) == .dot,
      tree.kind(arrow + 7) == .identifier, tree.kind(arrow + 8) == .rightBrace,
      tree.kind(arrow + 9) == .rightParen, arrow + 10 == tree.partner(after + 2)
    else { return nil }
    return (specifier, .named(tree.text(arrow + 7)))
  }

  /// `const X = require("m")` (the module's exports as one object, or the value it assigns
  /// `module.exports`), `const X = require("m").A` and `const { A, B: C } = require("m")`, whose
  /// shape the parser checked (`Parser.bindRequiredNames`): from the specifier's token back.
  private mutating func readRequiredNames(_ tree: TokenTree, specifier token: Int) {
    let specifier = literal(tree, token)
    let last = token - 4
    if tree.kind(last) == .identifier {
      let imported: Imported =
        tree.kind(token + 2) == .dot ? .named(tree.text(token + 3)) : .namespace
      imports.append(Import(local: tree.text(last), specifier: specifier, imported: imported))
    } else if tree.kind(last) == .rightBrace, tree.tokens[last].partner >= 0 {
      for segment in tree.commaSegments(tree.partner(last) + 1..<last) where !segment.isEmpty {
        let key = segment.lowerBound
        let name = tree.kind(key) == .string ? literal(tree, key) : tree.text(key)
        imports.append(
          Import(
            local: tree.text(segment.upperBound - 1), specifier: specifier,
            imported: .named(name)))
      }
    }
  }

  // MARK: - Exports

  /// CommonJS's exports at the top level: `module.exports = VALUE` — a name, or an object whose
  /// members named by the file's bindings (`{ A, b: archive }`) are exported as those — and
  /// `exports.A = NAME`, `module.exports.A = NAME`.
  /// Returns whether the statement writes a member.
  private mutating func readCommonJSExport(_ tree: TokenTree, at start: Int) -> Bool {
    var cursor = start
    if tree.isWord(cursor, "module") {
      guard tree.kind(cursor + 1) == .dot, tree.isWord(cursor + 2, "exports") else { return false }
      cursor += 2
    }
    if tree.kind(cursor + 1) == .assign, cursor > start {
      exportsWhole = true
      let value = cursor + 2
      if tree.kind(value) == .identifier, tree.endsDeclarator(at: value + 1) {
        exports["default"] = .local(tree.text(value))
        return false
      }
      exports["default"] = .local("default")
      guard tree.kind(value) == .objectStart, tree.tokens[value].partner > value else {
        return false
      }
      for segment in tree.commaSegments(value + 1..<tree.partner(value)) {
        let key = segment.lowerBound
        guard tree.kind(key) == .identifier else { continue }
        if segment.count == 1 {
          exports[tree.text(key)] = .local(tree.text(key))
        } else if segment.count == 3, tree.kind(key + 1) == .colon,
          tree.kind(key + 2) == .identifier
        {
          exports[tree.text(key)] = .local(tree.text(key + 2))
        }
      }
      return false
    }
    // `exports.A = NAME`, `module.exports.A = NAME`: that binding; any other value, the
    // export's own (`exports.A`, `ScopeEvent.declareExport`).
    guard tree.kind(cursor + 1) == .dot, tree.kind(cursor + 2) == .identifier,
      tree.kind(cursor + 3) == .assign
    else { return false }
    let name = tree.text(cursor + 2)
    if tree.kind(cursor + 4) == .identifier, tree.endsDeclarator(at: cursor + 5) {
      exports[name] = .local(tree.text(cursor + 4))
    } else if tree.isWordOperator(cursor + 3, "=") {
      exports[name] = .local("exports." + name)
    }
    return true
  }

  /// Reads one `export` statement.
  private mutating func readExport(_ tree: TokenTree, at keyword: Int, file: SourceFile) {
    func place(_ token: Int) -> Use.Origin {
      let location = file.location(of: Int(tree.tokens[token].start))
      return Use.Origin(.reExport, file: file.path, line: location.line, column: location.column)
    }
    let first = keyword + 1
    if tree.isWord(first, "type") || tree.isWord(first, "interface") { return }
    if tree.isWord(first, "default") {
      // `export default function f() {}` (or a class): that binding; a function without a name
      // is the module's `*default*` (`Parser.parseFunction`).
      var declaration = first + 1
      if tree.isWord(declaration, "async") { declaration += 1 }
      if tree.isWord(declaration, "function") || tree.isWord(declaration, "class") {
        var name = declaration + 1
        if tree.kind(name) == .otherOperator { name += 1 }
        if tree.kind(name) == .identifier, !tree.isWord(name, "extends") {
          exports["default"] = .local(tree.text(name))
        } else if tree.isWord(declaration, "function") {
          exports["default"] = .local("default")
        }
        return
      }
      // `export default NAME;`: that binding.
      if tree.kind(first + 1) == .identifier,
        tree.isStatementBoundary(after: first + 1, before: first + 2)
          || tree.kind(first + 2) == .semicolon || tree.kind(first + 2) == .endOfFile
      {
        exports["default"] = .local(tree.text(first + 1))
        return
      }
      // Any other value is the module's `*default*` binding (`ConstantTable`): an object no
      // other binding holds, whose methods the file gives under `default`
      // (`ObjectMethods.defaultExport`: `export default new BridgeService()`, `export default
      // { … }`), a zustand store (`export default create(…)`, `StoreActions`), a constant.
      exports["default"] = .local("default")
      return
    }
    if tree.kind(first) == .otherOperator {
      // `export * from "m"`, `export * as N from "m"`.
      guard let (clause, specifier) = clauseAndSource(tree, from: first) else { return }
      if tree.isWord(clause.lowerBound + 1, "as"), tree.kind(clause.lowerBound + 2) == .identifier {
        let name = tree.text(clause.lowerBound + 2)
        exports[name] = .from(specifier: specifier, imported: .namespace)
        exportedAt[name] = place(clause.lowerBound + 2)
      } else {
        starExports.append(specifier)
        if starExportedAt[specifier] == nil { starExportedAt[specifier] = place(first) }
      }
      return
    }
    if tree.kind(first).encloses, tree.tokens[first].partner > first {
      let close = tree.partner(first)
      let list = specifiers(tree, in: first + 1..<close)
      if tree.isWord(close + 1, "from"), tree.kind(close + 2) == .string {
        let specifier = literal(tree, close + 2)
        for (name, exported, token) in list {
          exports[exported] = .from(specifier: specifier, imported: .named(name))
          exportedAt[exported] = place(token)
        }
      } else {
        for (name, exported, token) in list {
          exports[exported] = .local(name)
          exportedAt[exported] = place(token)
        }
      }
      return
    }
    // `export const A = …, B = …`, `export function f`, `export class C`, `export enum E`.
    var cursor = first
    if tree.isWord(cursor, "declare") { return }
    if tree.isWord(cursor, "async") { cursor += 1 }
    // `export const enum E`: an enum, which Babel makes an object as it does any.
    if tree.isWord(cursor, "const"), tree.isWord(cursor + 1, "enum") { cursor += 1 }
    if tree.isWord(cursor, "const") || tree.isWord(cursor, "let") || tree.isWord(cursor, "var") {
      let end = tree.statementExtent(from: keyword)
      var declarator = cursor + 1
      while declarator < end {
        if tree.kind(declarator) == .identifier {
          let name = tree.text(declarator)
          exports[name] = .local(name)
        } else if tree.kind(declarator) == .objectStart || tree.kind(declarator) == .leftBracket {
          // `export const { a, b: c } = …`: each name the pattern binds.
          for name in patternNames(tree, open: declarator) { exports[name] = .local(name) }
        }
        // On to the next declarator: past the initializer, to the `,` at this level.
        var step = declarator
        while step < end, tree.kind(step) != .comma { step = tree.nextSibling(step) }
        declarator = step + 1
      }
    } else if tree.isWord(cursor, "function") || tree.isWord(cursor, "class")
      || tree.isWord(cursor, "enum")
    {
      var name = cursor + 1
      if tree.kind(name) == .otherOperator { name += 1 }
      if tree.kind(name) == .identifier { exports[tree.text(name)] = .local(tree.text(name)) }
    }
    return
  }

  // MARK: - Pieces

  /// The names a destructuring pattern opened at `open` binds (`{ a, b: c, d = 1, ...e }`,
  /// `[f, [g]]`), nested patterns included.
  private func patternNames(_ tree: TokenTree, open: Int) -> [String] {
    guard tree.tokens[open].partner > open else { return [] }
    var names: [String] = []
    for segment in tree.commaSegments(open + 1..<tree.partner(open)) where !segment.isEmpty {
      var target = segment.lowerBound
      if tree.kind(target) == .spread { target += 1 }
      // An object pattern's `key: target` (the key a name, a string or `[computed]`).
      if tree.kind(open) == .objectStart {
        let keyEnd = tree.tokens[target].partner > target ? tree.partner(target) : target
        if keyEnd + 1 < segment.upperBound, tree.kind(keyEnd + 1) == .colon { target = keyEnd + 2 }
      }
      guard target < segment.upperBound else { continue }
      if tree.kind(target) == .identifier {
        names.append(tree.text(target))
      } else if tree.kind(target) == .objectStart || tree.kind(target) == .leftBracket {
        names += patternNames(tree, open: target)
      }
    }
    return names
  }

  /// The clause between `import`/`export *` and `from "m"`, and the specifier.
  private func clauseAndSource(_ tree: TokenTree, from start: Int) -> (Range<Int>, String)? {
    var cursor = start
    while cursor < tree.endIndex, !tree.isWord(cursor, "from") {
      if tree.isStatementBoundary(after: cursor - 1, before: cursor), cursor > start { return nil }
      cursor = tree.nextSibling(cursor)
    }
    guard tree.kind(cursor + 1) == .string else { return nil }
    return (start..<cursor, literal(tree, cursor + 1))
  }

  /// `A, B as C, "d" as D, type T` inside braces: (the name in the other module, the name here).
  /// The names of an `import { … }` or `export { … }` list: each name, the name it is bound or
  /// exported as, and where the latter is written.
  private func specifiers(_ tree: TokenTree, in range: Range<Int>) -> [(String, String, Int)] {
    tree.commaSegments(range).compactMap { segment in
      guard !segment.isEmpty else { return nil }
      var start = segment.lowerBound
      if tree.isWord(start, "type"), segment.count > 1, !tree.isWord(start + 1, "as") { return nil }
      if tree.isWord(start, "typeof") { start += 1 }
      let name = tree.kind(start) == .string ? literal(tree, start) : tree.text(start)
      if start + 2 < segment.upperBound, tree.isWord(start + 1, "as") {
        let alias = start + 2
        return (name, tree.kind(alias) == .string ? literal(tree, alias) : tree.text(alias), alias)
      }
      return (name, name, start)
    }
  }

  private func literal(_ tree: TokenTree, _ index: Int) -> String {
    let token = tree.tokens[index]
    var value: [UInt8] = []
    StringLiteral.decode(
      tree.bytes, Int(token.start) + 1..<Int(token.end) - 1, decodesEscapes: true, into: &value)
    return String(decoding: value, as: UTF8.self)
  }
}
