import BridgeDiagnostics
import Foundation

/// What `babel-plugin-module-resolver` in a project's Babel configuration maps (Metro runs Babel
/// on every file before it resolves an import, so its aliases come first): `alias` — a name, or
/// a name followed by `/…`, replaced by a path or another specifier (`"@": "./src"`), or a
/// pattern (`"^@app/(.+)": "./src/\\1"`) — and `root`, folders a bare specifier is looked up in
/// (`root: ["./src"]`). Read without running the file: a literal's options only (a value built
/// at run time, `path.resolve(__dirname, "src")`, maps nothing, and what it would map is an
/// unresolved import).
struct BabelAliases: Sendable {
  /// The configuration files Babel reads, nearest first at each folder.
  static let configurationNames = [
    "babel.config.js", "babel.config.cjs", "babel.config.mjs", "babel.config.json", ".babelrc",
    ".babelrc.js", ".babelrc.cjs", ".babelrc.json",
  ]
  /// The names the plugin is listed under.
  static let pluginNames: Set<String> = ["module-resolver", "babel-plugin-module-resolver"]

  /// Literal aliases, longest first.
  let aliases: [(name: String, target: String)]
  /// Pattern aliases, by pattern (a configuration's key order is not kept): the first that
  /// matches maps.
  let patterns: [(pattern: NSRegularExpression, target: String)]
  /// `root`, as folders.
  let roots: [String]
  /// The folder relative targets and roots are resolved from: the configuration's.
  let folder: String

  /// The plugin's options in the configuration at `path`: nil if it does not list the plugin
  /// with options written as literals; a failure if the file cannot be read or parsed.
  static func read(configurationAt path: String) -> Result<BabelAliases?, Diagnostic> {
    SourceFile.read(path: path, maxBytes: 1 << 20).flatMap { file in
      options(in: file).map { options in
        options.flatMap { BabelAliases(options: $0, folder: parentFolder(of: path)) }
      }
    }
  }

  init?(options: JSONValue, folder: String) {
    var aliases: [(String, String)] = []
    var patterns: [(NSRegularExpression, String)] = []
    for (name, target) in options["alias"]?.object ?? [:] {
      guard let target = target.string else { continue }
      if name.hasPrefix("^") || name.hasSuffix("$") {
        if let pattern = try? NSRegularExpression(pattern: name) {
          patterns.append((pattern, target))
        }
      } else {
        aliases.append((name, target))
      }
    }
    let root = options["root"]
    let roots = (root?.array?.compactMap(\.string) ?? [root?.string].compactMap { $0 })
    guard !aliases.isEmpty || !patterns.isEmpty || !roots.isEmpty else { return nil }
    self.aliases = aliases.sorted { ($0.0.count, $0.0) > ($1.0.count, $1.0) }
    self.patterns = patterns.sorted { $0.0.pattern < $1.0.pattern }
    self.roots = roots.map { (folder as NSString).appendingPathComponent($0) }
    self.folder = folder
  }

  /// What an alias makes of a specifier.
  enum Mapped: Equatable {
    /// A path (from the configuration's folder).
    case path(String)
    /// Another specifier, resolved as written (`"underscore": "lodash"`).
    case specifier(String)
  }

  /// What `specifier` becomes; nil when no alias names it.
  func mapped(_ specifier: String) -> Mapped? {
    for (name, target) in aliases
    where specifier == name || specifier.hasPrefix(name + "/") {
      return resolved(target + specifier.dropFirst(name.count))
    }
    let range = NSRange(specifier.startIndex..., in: specifier)
    for (pattern, target) in patterns {
      guard let match = pattern.firstMatch(in: specifier, range: range) else { continue }
      // The plugin's `\1` is the template's `$1`.
      var template = target
      for group in (1..<max(1, match.numberOfRanges)).reversed() {
        template = template.replacingOccurrences(of: "\\\(group)", with: "$\(group)")
      }
      return resolved(
        pattern.replacementString(for: match, in: specifier, offset: 0, template: template))
    }
    return nil
  }

  /// A relative target from the configuration's folder; another specifier as it is.
  private func resolved(_ target: String) -> Mapped {
    if target.hasPrefix("/") { return .path(target) }
    return target.hasPrefix("./") || target.hasPrefix("../") || target == "." || target == ".."
      ? .path((folder as NSString).appendingPathComponent(target)) : .specifier(target)
  }

  // MARK: - Reading the configuration

  /// The options object given to the plugin in `file` — JSON (with comments) or JavaScript —
  /// or why the file cannot be read.
  static func options(in file: SourceFile) -> Result<JSONValue?, Diagnostic> {
    let path = file.path
    if path.hasSuffix(".json") || (path as NSString).lastPathComponent == ".babelrc" {
      return JSONParser.parse(file, dialect: .jsonWithComments).map(pluginOptions)
    }
    return ConfigurationScript.read(file) { tree, bytes in
      // `["module-resolver", { … }]`.
      for index in 1..<max(1, tree.endIndex - 2)
      where tree.kind(index) == .string && tree.kind(index - 1) == .leftBracket
        && tree.kind(index + 1) == .comma && tree.kind(index + 2) == .objectStart
        && pluginNames.contains(FileScanner.literalText(tree, index, bytes))
      {
        return LiteralValue.read(tree, at: index + 2, bytes)
      }
      return nil
    }
  }

  /// The options of the plugin in a JSON configuration's `plugins`.
  private static func pluginOptions(in config: JSONValue) -> JSONValue? {
    for entry in config["plugins"]?.array ?? [] {
      guard let list = entry.array, list.count >= 2, let name = list[0].string,
        pluginNames.contains(name)
      else { continue }
      return list[1]
    }
    return nil
  }
}

/// A JavaScript literal read as JSON, for configuration files: strings, `true`, `false`, arrays
/// and objects of them with plain or quoted keys. Anything else reads as `null`: a value only
/// running the file would tell.
enum LiteralValue {
  static func read(_ tree: TokenTree, at index: Int, _ bytes: UnsafeBufferPointer<UInt8>)
    -> JSONValue
  {
    switch tree.kind(index) {
    case .string:
      return .string(FileScanner.literalText(tree, index, bytes))
    case .objectStart where tree.tokens[index].partner >= 0:
      var members: [String: JSONValue] = [:]
      for segment in tree.commaSegments(index + 1..<tree.partner(index)) {
        let key = segment.lowerBound
        guard segment.count >= 3, tree.kind(key + 1) == .colon,
          tree.kind(key) == .identifier || tree.kind(key) == .string
        else { continue }
        // Only a value that fills the rest of the member: `a: "x"`, not `a: "x" + y`.
        let value = key + 2
        guard end(ofValueAt: value, tree) + 1 == segment.upperBound else { continue }
        members[FileScanner.literalText(tree, key, bytes)] = read(tree, at: value, bytes)
      }
      return .object(members)
    case .leftBracket where tree.tokens[index].partner >= 0:
      return .array(
        tree.commaSegments(index + 1..<tree.partner(index)).map { segment in
          end(ofValueAt: segment.lowerBound, tree) + 1 == segment.upperBound
            ? read(tree, at: segment.lowerBound, bytes) : .null
        })
    case .identifier where tree.isWord(index, "true"): return .bool(true)
    case .identifier where tree.isWord(index, "false"): return .bool(false)
    default:
      return .null
    }
  }

  /// The last token of the value starting at `index`: a group's closer, or the token itself.
  private static func end(ofValueAt index: Int, _ tree: TokenTree) -> Int {
    tree.tokens[index].partner > index ? tree.partner(index) : index
  }
}
