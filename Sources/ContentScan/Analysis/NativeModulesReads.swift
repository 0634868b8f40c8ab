/// `NativeModules` read whole (CONTENT-ANALYSIS.md, "Native module uses"). Its lookups are
/// read by its name — `NativeModules.X`, `NativeModules["X"]`, `const { X } = NativeModules` —
/// so a read that hands the object on under another name (`const mods = NativeModules`,
/// `import { NativeModules as NM }`, `const { NativeModules: NM } = require("react-native")`),
/// in parentheses (`(NativeModules as any).X`) or to anything else leaves what is looked up
/// through it unseen. Each such read is a lookup of a module not known there: a dynamic use,
/// which the gate warns about, never a silent pass.
///
/// Only in a file that takes `NativeModules` from `react-native` — imported by name, or
/// destructured from `require("react-native")` — or as a member of `react-native` itself
/// (`require("react-native").NativeModules`, `RN.NativeModules` of its namespace or default
/// import): a library's own object of that name, or a bundle's module table, is no lookup. A
/// subscript by a value (`NativeModules[name]`) is read wherever the name is, as
/// `NativeModules["X"]` is.
enum NativeModulesReads {
  private static let package = "react-native"

  /// Among the parser's `candidates`, the tokens where `NativeModules` is read whole, and the
  /// `[` of each subscript whose key is no one literal (`NativeModules[name]`,
  /// `NativeModules["Expo" + name]`, read by its name as `NativeModules["X"]` is): a lookup by a
  /// value, judged as a lookup call's argument is (`LookupArguments`) — a constant's or a known
  /// concatenation's name, or a module not known.
  static func reads(_ tree: TokenTree, candidates: [Int32], interface: ModuleInterface)
    -> (whole: [Int], subscripts: [Int])
  {
    let words = candidates.map(Int.init).filter { tree.isWord($0, "NativeModules") }
    guard !words.isEmpty else { return ([], []) }
    // The names `react-native`'s module object is read under (`RN` of `import * as RN`).
    let packageNames = Set(
      interface.imports.filter {
        $0.specifier == package && ($0.imported == .namespace || $0.imported == .named("default"))
      }.map(\.local))
    let takesIt =
      interface.imports.contains {
        $0.specifier == package && $0.imported == .named("NativeModules")
      } || words.contains { isDestructuredFromRequire($0, tree) }
    var found: [Int] = []
    var subscripts: [Int] = []
    for word in words {
      let next = tree.kind(word + 1)
      let isMember = tree.kind(word - 1) == .dot
      // `NativeModules["X"]`: a lookup read as such, as `NativeModules.X` is wherever the name
      // is read; `NativeModules[name]`, by a value.
      var bracket = word + 1
      if next == .optionalChain, tree.kind(word + 2) == .leftBracket { bracket += 1 }
      if tree.kind(bracket) == .leftBracket, tree.tokens[bracket].partner > bracket + 1 {
        let key = bracket + 1..<tree.partner(bracket)
        if !isMember, key.count != 1 || tree.kind(key.lowerBound) != .string {
          subscripts.append(bracket)
        }
        continue
      }
      // `NativeModules.X`, `NativeModules?.X`: lookups read as such.
      if next == .dot || next == .optionalChain { continue }
      if isMember {
        if isPackage(before: word - 1, tree, packageNames) { found.append(word) }
        continue
      }
      guard takesIt, tree.kind(word - 1) != .optionalChain else { continue }
      if isWhole(word, tree) { found.append(word) }
    }
    return (found, subscripts)
  }

  /// Whether the bare name at `word` is read whole: not where it is declared, imported under
  /// its own name, a literal's key, tested with `typeof` or for a key (`"X" in NativeModules`,
  /// a check; `for (const name in NativeModules)`, whose lookups are by a value), logged, or
  /// destructured (`const { X } = NativeModules`, read as lookups).
  private static func isWhole(_ word: Int, _ tree: TokenTree) -> Bool {
    let next = tree.kind(word + 1)
    if tree.isWord(word - 1, "const") || tree.isWord(word - 1, "let")
      || tree.isWord(word - 1, "var") || tree.isWord(word - 1, "typeof")
      || tree.isWord(word - 1, "in")
    {
      return false
    }
    // Logged, it goes nowhere a module is looked up.
    if FileScanner.isLogged(tree, word, word) { return false }
    if tree.isWord(word + 1, "as") { return isImportSpecifier(word, tree) }
    if isImportSpecifier(word, tree) { return false }
    // `const { X } = NativeModules`.
    if tree.kind(word - 1) == .assign, tree.kind(word - 2) == .rightBrace {
      return false
    }
    let opener = tree.enclosingOpener(word)
    if opener >= 0, tree.kind(opener) == .objectStart,
      [.objectStart, .comma].contains(tree.kind(word - 1))
    {
      let isPattern =
        tree.tokens[opener].partner > opener && tree.kind(tree.partner(opener) + 1) == .assign
      // A key: of a pattern, a name it binds the object to; of a literal, no read.
      if next == .colon { return isPattern }
      // Shorthand: a pattern's declaration; a literal's value, read whole.
      if next == .comma || next == .rightBrace { return !isPattern }
    }
    return true
  }

  /// Whether `word` names a binding in an `import { … }` or `export { … }` list.
  private static func isImportSpecifier(_ word: Int, _ tree: TokenTree) -> Bool {
    let opener = tree.enclosingOpener(word)
    guard opener > 0 else { return false }
    var before = opener - 1
    if tree.isWord(before, "type") { before -= 1 }
    // `import React, { NativeModules }`.
    if tree.kind(before) == .comma, tree.kind(before - 1) == .identifier { before -= 2 }
    return tree.isWord(before, "import") || tree.isWord(before, "export")
  }

  /// Whether the `.` at `dot` follows `react-native`'s module object: `require("react-native")`
  /// or a name `packageNames` holds.
  private static func isPackage(before dot: Int, _ tree: TokenTree, _ packageNames: Set<String>)
    -> Bool
  {
    let object = dot - 1
    if tree.kind(object) == .identifier {
      return tree.kind(object - 1) != .dot && packageNames.contains(tree.text(object))
    }
    return isRequireOfPackage(closing: object, tree)
  }

  /// Whether the `)` at `close` ends `require("react-native")`.
  private static func isRequireOfPackage(closing close: Int, _ tree: TokenTree) -> Bool {
    guard tree.kind(close) == .rightParen, tree.tokens[close].partner >= 0 else { return false }
    let open = tree.partner(close)
    return open + 2 == close && tree.isWord(open - 1, "require")
      && tree.kind(open + 1) == .string
      && FileScanner.literalText(tree, open + 1, tree.bytes) == package
  }

  /// `const { NativeModules } = require("react-native")`, at the name.
  private static func isDestructuredFromRequire(_ word: Int, _ tree: TokenTree) -> Bool {
    let opener = tree.enclosingOpener(word)
    guard opener >= 0, tree.kind(opener) == .objectStart, tree.tokens[opener].partner > opener
    else { return false }
    let close = tree.partner(opener)
    guard tree.kind(close + 1) == .assign, tree.kind(close + 3) == .leftParen,
      tree.tokens[close + 3].partner > close + 3
    else { return false }
    return isRequireOfPackage(closing: tree.partner(close + 3), tree)
  }
}
