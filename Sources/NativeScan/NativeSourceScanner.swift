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
  public let file: String
  public let line: Int
  public let column: Int
}

/// The string literals of one `switch` statement's `case` labels, in order: what the audit
/// compares with a message's cases, to find cases native handles that no release declares.
public struct NativeSwitch: Sendable, Hashable {
  public struct Label: Sendable, Hashable {
    public let value: String
    public let file: String
    public let line: Int
    public let column: Int
  }

  public let labels: [Label]
}

/// What the native sources name, and what could not be read.
public struct NativeScanReport: Sendable {
  public let references: [NativeReference]
  /// Every `switch` with a string literal among its `case` labels, by file and position.
  public let switches: [NativeSwitch]
  public let filesScanned: Int
  public let diagnostics: [Diagnostic]
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
    var diagnostics: [Diagnostic] = []
    var paths: [String] = []
    for folder in folders {
      collect(folder, into: &paths, diagnostics: &diagnostics, visited: [])
    }
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
    for (file, tokens) in read {
      switches += switchLabels(tokens, in: file)
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
              name: value, role: role, key: key, file: file.path, line: location.line,
              column: location.column))
        }
      }
    }
    references.sort {
      ($0.file, $0.line, $0.column, $0.name, $0.role) < (
        $1.file, $1.line, $1.column, $1.name, $1.role
      )
    }
    return NativeScanReport(
      references: references, switches: switches, filesScanned: read.count,
      diagnostics: diagnostics.sorted { $0.sortKey < $1.sortKey })
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

  /// The string literals of each `switch`'s own `case` labels (not those of a `switch` nested in
  /// one of its cases, which is a switch of its own), by brace depth.
  static func switchLabels(_ tokens: [SwiftToken], in file: SourceFile) -> [NativeSwitch] {
    // One frame per open brace: the labels found when it is a switch's body, else nil.
    var frames: [[NativeSwitch.Label]?] = []
    var switchPending = false
    var inLabel = false
    var parentheses = 0
    var found: [NativeSwitch] = []
    for token in tokens {
      switch token.kind {
      case .identifier("switch"):
        switchPending = true
      case .identifier("case") where frames.last.map { $0 != nil } == true && !inLabel:
        inLabel = true
        parentheses = 0
      case .symbol("{"):
        frames.append(switchPending ? [] : nil)
        switchPending = false
        inLabel = false
      case .symbol("}"):
        if let frame = frames.popLast(), let labels = frame, !labels.isEmpty {
          found.append(NativeSwitch(labels: labels))
        }
      case .symbol("(") where inLabel, .symbol("[") where inLabel:
        parentheses += 1
      case .symbol(")") where inLabel, .symbol("]") where inLabel:
        parentheses -= 1
      case .symbol(":") where inLabel && parentheses == 0, .identifier("where") where inLabel:
        // A `where` clause's literals are conditions, not patterns.
        inLabel = false
      case .string(let value?) where inLabel && parentheses == 0:
        let location = file.location(of: token.offset)
        frames[frames.count - 1]!.append(
          NativeSwitch.Label(
            value: value, file: file.path, line: location.line, column: location.column))
      default:
        break
      }
    }
    return found.sorted {
      ($0.labels[0].file, $0.labels[0].line, $0.labels[0].column)
        < ($1.labels[0].file, $1.labels[0].line, $1.labels[0].column)
    }
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

  private static func collect(
    _ path: String, into paths: inout [String], diagnostics: inout [Diagnostic],
    visited: Set<String>
  ) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      diagnostics.append(.fatal("file-not-found", "no such file or folder", path: path))
      return
    }
    guard isFolder.boolValue else {
      if path.hasSuffix(".swift") { paths.append(path) }
      return
    }
    // A symbolic link back up the tree is followed once, never in a loop.
    let real = (path as NSString).resolvingSymlinksInPath
    guard !visited.contains(real) else { return }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
      diagnostics.append(.fatal("unreadable-folder", "cannot read the folder", path: path))
      return
    }
    for name in names.sorted(by: { $0.precedesInByteOrder($1) })
    where !name.hasPrefix(".") && !skippedFolders.contains(name) {
      collect(
        (path as NSString).appendingPathComponent(name), into: &paths, diagnostics: &diagnostics,
        visited: visited.union([real]))
    }
  }
}
