import BridgeDiagnostics
import Foundation

/// Where native Swift code names a bridge element, and what it does with it.
public struct NativeReference: Sendable, Hashable {
  public enum Role: String, Sendable, Comparable {
    /// Matched in a `case` label or an `==` comparison: the code acts on it.
    case handled
    /// The value of a `"type"`/`"kind"` dictionary key or a `type:`/`kind:` argument: the code
    /// sends it.
    case sent
    /// Named some other way; what the code does with it cannot be told.
    case mentioned

    public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The literal's value (a qualified message or capability name, a case kind).
  public let name: String
  public let role: Role
  /// For `sent`: the key it was sent under, `type` (a message) or `kind` (a case).
  public let key: String?
  /// The function it stands in (`func NAME`), when it stands in one.
  public let function: String?
  /// The function whose call's arguments it stands in (`command(kind: "search")` → `command`).
  public let callee: String?
  /// When it is a dictionary key whose value is an array of strings (`[NAME: ["a", "b"]]`,
  /// `capabilities[NAME] = ["a"]`), as a snapshot announces a capability and its scopes: those
  /// strings.
  public let scopes: [String]?
  public let file: String
  public let line: Int
  public let column: Int
}

/// What the native sources name, and what could not be read.
public struct NativeScanReport: Sendable {
  public let references: [NativeReference]
  /// Every `switch` with a name among its `case` labels, by file and position.
  public let switches: [NativeSwitch]
  /// Each `case` of those switches with what its body calls.
  public let caseBodies: [NativeCaseBody]
  public let filesScanned: Int
  public let diagnostics: [Diagnostic]
  /// Some file imports Expo Brownfield (`import ExpoBrownfield`): the sources have a bridge to
  /// content, whose names they handle and send.
  public var importsBrownfield = false
}

/// Finds the bridge names native Swift code handles, sends and mentions.
///
/// A string literal counts only when its whole value is a name (after escapes; an interpolating
/// literal has no value). A literal bound to a constant (`static let perform = "tempo.perform"`,
/// or an enum raw value `case perform = "tempo.perform"`) counts where the constant is used
/// (`case Bridge.perform:`, `case .perform:`), in every file. Names inside comments, inside
/// interpolations and inside longer strings are never literals of their own.
///
/// Limits, by design: a name built at run time, or read through `Codable` with synthesized keys
/// (which names no case), is invisible; a constant used through another variable is a mention.
public enum NativeSourceScanner {
  /// The Swift module of Expo Brownfield's native side.
  static let brownfield = "ExpoBrownfield"

  /// Files larger than this are refused rather than read.
  public static let maxBytes = 16 << 20
  /// Folders never walked: build output and dependencies, not the app's own code.
  static let skippedFolders: Set<String> = [
    "Pods", "Carthage", "DerivedData", "build", "node_modules",
  ]

  /// Scans every `*.swift` file under `folders` for literals `isName` accepts.
  public static func scan(_ folders: [String], isName: @Sendable (String) -> Bool)
    -> NativeScanReport
  {
    var (paths, diagnostics) = SourceWalk.files(
      under: folders, extensions: ["swift"], skipping: skippedFolders)
    if paths.isEmpty && diagnostics.isEmpty {
      // Comparing no code with the contract would report every message as dropped.
      diagnostics.append(
        .fatal(
          "no-swift-sources", "found no Swift file to read", path: folders.joined(separator: ", ")))
    }
    let files = paths
    let tokenized = concurrentMap(files.count) {
      index -> Result<(SourceFile, [SwiftToken]), Diagnostic> in
      SourceFile.read(path: files[index], maxBytes: maxBytes).flatMap { file in
        SwiftLexer.tokenize(file).map { (file, $0) }
      }
    }
    var read: [(SourceFile, [SwiftToken])] = []
    for result in tokenized {
      switch result {
      case .success(let file): read.append(file)
      case .failure(let diagnostic): diagnostics.append(diagnostic)
      }
    }
    // Constants first, from every file: the switch is rarely beside the constants it uses.
    var constants: [String: Set<String>] = [:]
    var declarations: [ObjectIdentifier: Set<Int>] = [:]
    for (file, tokens) in read {
      for (name, value, index) in constantDeclarations(tokens) where isName(value) {
        constants[name, default: []].insert(value)
        declarations[ObjectIdentifier(file), default: []].insert(index)
      }
    }
    for (name, values) in constants.sorted(by: { $0.key < $1.key }) where values.count > 1 {
      diagnostics.append(
        Diagnostic(
          .note, "ambiguous-constant",
          "constant '\(name)' is bound to \(values.count) different bridge names (\(values.sorted().map { "'\($0)'" }.joined(separator: ", "))); each use counts for all of them",
          path: folders.joined(separator: ", ")))
    }
    var references: [NativeReference] = []
    var switches: [NativeSwitch] = []
    var caseBodies: [NativeCaseBody] = []
    for (file, tokens) in read {
      let structure = NativeStructure(tokens, in: file) { name in
        constants[name].map { $0.sorted() } ?? []
      }
      switches += structure.switches
      caseBodies += structure.caseBodies
      let declared = declarations[ObjectIdentifier(file)] ?? []
      for (index, token) in tokens.enumerated() where !declared.contains(index) {
        let values: [String]
        switch token.kind {
        case .string(let value?) where isName(value): values = [value]
        case .identifier(let name) where constants[name] != nil && !isDeclaredName(tokens, index):
          values = constants[name]!.sorted()
        default: continue
        }
        let (role, key) = role(of: index, in: tokens)
        let location = file.location(of: tokens[expressionStart(index, tokens)].offset)
        for value in values {
          references.append(
            NativeReference(
              name: value, role: role, key: key, function: structure.function(at: index),
              callee: structure.callee(at: index), scopes: announcedScopes(index, tokens),
              file: file.path, line: location.line, column: location.column))
        }
      }
    }
    references.sort {
      ($0.file, $0.line, $0.column, $0.name, $0.role) < (
        $1.file, $1.line, $1.column, $1.name, $1.role
      )
    }
    var report = NativeScanReport(
      references: references, switches: switches, caseBodies: caseBodies,
      filesScanned: read.count,
      diagnostics: diagnostics.sorted { $0.sortKey < $1.sortKey })
    report.importsBrownfield = read.contains { _, tokens in
      tokens.indices.dropLast().contains {
        tokens[$0].kind == .identifier("import")
          && tokens[$0 + 1].kind == .identifier(Self.brownfield)
      }
    }
    return report
  }

  /// What one file's tokens declare and do, without another file's constants: each constant
  /// declaration, and the role of every string literal. The fuzz target drives it.
  public static func classify(_ tokens: [SwiftToken]) -> (
    constants: [(name: String, value: String)], literals: [(NativeReference.Role, String?)]
  ) {
    let constants = constantDeclarations(tokens).map { (name: $0.0, value: $0.1) }
    let literals = tokens.indices.compactMap { index -> (NativeReference.Role, String?)? in
      guard case .string = tokens[index].kind else { return nil }
      return role(of: index, in: tokens)
    }
    return (constants, literals)
  }

  /// `let NAME = "v"`, `let NAME: String = "v"` and enum raw values `case NAME = "v"`: the name,
  /// the value and the index of the literal.
  static func constantDeclarations(_ tokens: [SwiftToken]) -> [(String, String, Int)] {
    var found: [(String, String, Int)] = []
    for index in tokens.indices {
      guard case .identifier(let keyword) = tokens[index].kind,
        keyword == "let" || keyword == "var" || keyword == "case",
        index + 1 < tokens.count, case .identifier(let name) = tokens[index + 1].kind
      else { continue }
      var next = index + 2
      if keyword != "case", next + 1 < tokens.count, tokens[next].kind == .symbol(":"),
        case .identifier = tokens[next + 1].kind
      {
        next += 2
      }
      guard next + 1 < tokens.count, tokens[next].kind == .symbol("="),
        case .string(let value?) = tokens[next + 1].kind
      else { continue }
      found.append((name, value, next + 1))
    }
    return found
  }

  /// Whether the identifier at `index` is the name being declared (`let perform =`).
  private static func isDeclaredName(_ tokens: [SwiftToken], _ index: Int) -> Bool {
    guard index > 0, case .identifier(let keyword) = tokens[index - 1].kind else { return false }
    return ["let", "var", "case", "func", "enum", "struct", "class"].contains(keyword)
      && index + 1 < tokens.count && tokens[index + 1].kind != .symbol(".")
  }

  /// The strings of the array literal a dictionary key at `index` maps to: `NAME: [ … ]` in a
  /// dictionary literal, or `x[NAME] = [ … ]`; `nil` when it is no such key.
  static func announcedScopes(_ index: Int, _ tokens: [SwiftToken]) -> [String]? {
    let first = expressionStart(index, tokens)
    var open: Int
    if index + 2 < tokens.count, tokens[index + 1].kind == .symbol(":"),
      tokens[index + 2].kind == .symbol("[")
    {
      open = index + 2
    } else if first >= 1, tokens[first - 1].kind == .symbol("["), index + 3 < tokens.count,
      tokens[index + 1].kind == .symbol("]"), tokens[index + 2].kind == .symbol("="),
      tokens[index + 3].kind == .symbol("[")
    {
      open = index + 3
    } else {
      return nil
    }
    var scopes: [String] = []
    open += 1
    while open < tokens.count {
      switch tokens[open].kind {
      case .symbol("]"): return scopes
      case .string(let value?): scopes.append(value)
      case .symbol(","): break
      default: return nil
      }
      open += 1
    }
    return nil
  }

  /// What the code does with the name at `index`.
  static func role(of index: Int, in tokens: [SwiftToken]) -> (NativeReference.Role, String?) {
    // The start of the expression the token ends: `Bridge.Messages.perform` as one.
    let first = expressionStart(index, tokens)
    if isInCaseLabel(first, tokens) { return (.handled, nil) }
    if first >= 1, tokens[first - 1].kind == .symbol("==") { return (.handled, nil) }
    if index + 1 < tokens.count, tokens[index + 1].kind == .symbol("==") { return (.handled, nil) }
    if first >= 2, tokens[first - 1].kind == .symbol(":") {
      switch tokens[first - 2].kind {
      case .string(let key?) where key == "type" || key == "kind": return (.sent, key)
      case .identifier(let key) where key == "type" || key == "kind": return (.sent, key)
      default: break
      }
    }
    return (.mentioned, nil)
  }

  /// Where the expression that the token at `index` ends starts: `Bridge.Messages.perform` and
  /// `.perform` are one name.
  static func expressionStart(_ index: Int, _ tokens: [SwiftToken]) -> Int {
    var first = index
    while first >= 2, tokens[first - 1].kind == .symbol("."),
      case .identifier(let name) = tokens[first - 2].kind, !keywords.contains(name)
    {
      first -= 2
    }
    if first >= 1, tokens[first - 1].kind == .symbol(".") { first -= 1 }
    return first
  }

  private static let keywords: Set<String> = ["case", "return", "let", "var", "in", "if", "else"]

  /// Whether the pattern item starting at `index` is in a `case` label: `case "a", "b":`.
  private static func isInCaseLabel(_ index: Int, _ tokens: [SwiftToken]) -> Bool {
    var position = index - 1
    while position >= 0 {
      if case .identifier("case") = tokens[position].kind { return true }
      guard tokens[position].kind == .symbol(",") else { return false }
      // Step back over the previous item: a literal, or a dotted name (`Bridge.perform`).
      position -= 1
      if position >= 0, case .string = tokens[position].kind {
        position -= 1
        continue
      }
      var stepped = false
      item: while position >= 0 {
        switch tokens[position].kind {
        case .identifier("case"): break item
        case .identifier, .symbol("."):
          position -= 1
          stepped = true
        default: break item
        }
      }
      if !stepped { return false }
    }
    return false
  }
}
