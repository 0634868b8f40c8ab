import BridgeDiagnostics
import Foundation

/// What a module specifier resolves to, as Metro resolves it for iOS (CONTENT-ANALYSIS.md, "What
/// is read"; metro-resolver 0.82's order).
enum Resolution: Equatable, Sendable {
  /// A JavaScript or TypeScript file to read.
  case source(String)
  /// A file that is bundled but not code (JSON, an image, a font).
  case data(String)
  /// `browser: { "./x": false }`: an empty module.
  case empty
  /// A package that is not installed (no `node_modules` folder holds it); `declared` when a
  /// manifest above the importing file depends on it — when none does, the name may be an alias
  /// nothing maps (a bundler's own, `@screens/home`) as much as a package.
  case missingPackage(String, declared: Bool)
  /// A package the core of every release provides (`react-native`, `expo`, …): not read.
  case providedPackage(String)
  /// Nothing: a relative, absolute or aliased path that names no file.
  case unresolved
}

/// Resolves specifiers from a file the way Metro does: source extensions in order, each tried
/// as `.ios.EXT`, `.native.EXT`, `.EXT`, then `index` files; packages in `node_modules` by
/// `exports` (conditions `react-native`, `import`/`require`, `default`), then `react-native`,
/// `browser`, `main`; `tsconfig.json`/`jsconfig.json` `paths` and `baseUrl`.
///
/// Its look-ups of the file system are kept, so that a graph of thousands of files asks about
/// each path once. Not thread-safe: the graph resolves between its parallel parses.
final class ModuleResolver {
  /// Expo's `resolver.sourceExts`, in order.
  static let sourceExtensions = ["ts", "tsx", "js", "jsx", "mjs", "cjs", "json"]
  /// Metro's default `assetExts`: required files that are bundled as assets.
  static let assetExtensions: Set<String> = [
    "bmp", "gif", "jpg", "jpeg", "png", "psd", "svg", "webp", "xml", "m4v", "mov", "mp4", "mpeg",
    "mpg", "webm", "aac", "aiff", "caf", "m4a", "mp3", "wav", "html", "pdf", "yaml", "yml", "otf",
    "ttf", "zip", "heic", "avif", "db", "lottie", "riv", "glb", "obj",
    // Style sheets: Expo's Metro configuration bundles them for the web and makes them empty
    // modules on iOS.
    "css", "scss", "sass",
  ]
  /// Packages every release links, whose own code is the native build's: never read, their
  /// lookups provided (CONTENT-ANALYSIS.md, "Native module uses").
  static let providedPackages: Set<String> = [
    "react-native", "react", "expo", "expo-modules-core", "expo-brownfield",
  ]

  /// Node's built-in modules, which tools and tests import (`fs`, `path`): no package.json
  /// declares them, and no alias is named so.
  static let nodeBuiltins: Set<String> = [
    "assert", "async_hooks", "buffer", "child_process", "cluster", "console", "constants",
    "crypto", "dgram", "diagnostics_channel", "dns", "domain", "events", "fs", "http", "http2",
    "https", "inspector", "module", "net", "os", "path", "perf_hooks", "process", "punycode",
    "querystring", "readline", "repl", "stream", "string_decoder", "sys", "timers", "tls",
    "trace_events", "tty", "url", "util", "v8", "vm", "wasi", "worker_threads", "zlib",
  ]

  private let platform: String
  private var existence: [String: FileKind] = [:]
  private var manifests: [String: JSONValue?] = [:]
  private var aliases: [String: TypeScriptPaths?] = [:]
  private var babelConfigurations: [String: BabelAliases?] = [:]
  private var metroAssetExtensions: [String: Set<String>] = [:]
  /// Configurations that could not be read (a `tsconfig.json` that is not JSON with comments),
  /// each said once: what they would map is resolved without them.
  private(set) var unreadable: [Diagnostic] = []

  private enum FileKind { case none, file, folder }

  init(platform: String) {
    self.platform = platform
  }

  /// Resolves `specifier`, written in the file at `importer`: first as the project's Babel
  /// configuration rewrites it (`BabelAliases`), then as Metro resolves it.
  func resolve(_ specifier: String, from importer: String, isRequire: Bool = false) -> Resolution {
    let folder = parentFolder(of: importer)
    var specifier = specifier
    // (A package's files are built already: its imports are as they run.)
    if !specifier.hasPrefix("."), !specifier.hasPrefix("/"), !folder.contains("/node_modules/"),
      let babel = babelAliases(for: folder)
    {
      switch babel.mapped(specifier) {
      case .path(let path):
        let resolution = resolvePath(path)
        // `react: "./node_modules/react"`, where nothing is installed: the package it names.
        guard resolution == .unresolved,
          let installed = path.range(of: "/node_modules/", options: .backwards)
        else { return resolution }
        specifier = String(path[installed.upperBound...])
      case .specifier(let mapped):
        specifier = mapped
      case nil:
        for root in babel.roots {
          let resolution = resolvePath((root as NSString).appendingPathComponent(specifier))
          if resolution != .unresolved { return resolution }
        }
      }
    }
    if specifier.hasPrefix("./") || specifier.hasPrefix("../") || specifier == "."
      || specifier == ".."
    {
      return resolvePath((folder as NSString).appendingPathComponent(specifier))
    }
    if specifier.hasPrefix("/") { return resolvePath(specifier) }
    if let paths = typeScriptPaths(for: folder), let mapped = paths.candidates(for: specifier) {
      for candidate in mapped {
        let resolution = resolvePath(candidate)
        if resolution != .unresolved { return resolution }
      }
      // Mapped to no file, a name is still looked up as a package (as TypeScript and Expo's
      // Metro fall back: `"*": ["src/*"]` maps `react` too); one no manifest declares and no
      // `node_modules` holds is the alias's, naming no file.
      if !paths.patterns.isEmpty, paths.matchesPattern(specifier) {
        let package = resolvePackage(specifier, from: folder, isRequire: isRequire)
        if case .missingPackage(_, declared: false) = package { return .unresolved }
        return package
      }
    }
    return resolvePackage(specifier, from: folder, isRequire: isRequire)
  }

  // MARK: - Files

  /// A path as a file (with each extension and platform), then as a folder.
  func resolvePath(_ path: String) -> Resolution {
    let path = lexicallyStandardized(path)
    if let file = resolveFile(path) { return classify(file) }
    // An asset is bundled by Metro's asset loader and holds no code: even where it is missing
    // (a checkout without its images), it can hide no use.
    if isAsset(path) { return .data(path) }
    if kind(of: path) == .folder {
      if let main = manifest(in: path)?["main"]?.string,
        let file = resolveFile((path as NSString).appendingPathComponent(main))
          ?? resolveIndex((path as NSString).appendingPathComponent(main))
      {
        return classify(file)
      }
      if let index = resolveIndex(path) { return classify(index) }
    }
    return .unresolved
  }

  private func resolveFile(_ path: String) -> String? {
    let name = (path as NSString).lastPathComponent
    let suffix = (name as NSString).pathExtension
    if !suffix.isEmpty, kind(of: path) == .file,
      ModuleResolver.sourceExtensions.contains(suffix) || isAsset(path)
    {
      return path
    }
    for sourceExtension in ModuleResolver.sourceExtensions {
      for candidate in [
        "\(path).\(platform).\(sourceExtension)", "\(path).native.\(sourceExtension)",
        "\(path).\(sourceExtension)",
      ] where kind(of: candidate) == .file {
        return candidate
      }
    }
    if isAsset(path) {
      // `@2x`/`@3x` variants stand for the asset.
      let stem = (path as NSString).deletingPathExtension
      for scale in ["@2x", "@3x", "@1x"] where kind(of: "\(stem)\(scale).\(suffix)") == .file {
        return path
      }
    }
    return nil
  }

  private func resolveIndex(_ folder: String) -> String? {
    resolveFile((folder as NSString).appendingPathComponent("index"))
  }

  private func classify(_ file: String) -> Resolution {
    let suffix = (file as NSString).pathExtension
    return suffix != "json" && InputCollector.sourceExtensions.contains(Substring(suffix))
      ? .source(file) : .data(file)
  }

  // MARK: - Packages

  /// `name` or `@scope/name`, and the subpath after it (`""` for the package itself).
  static func split(package specifier: String) -> (name: String, subpath: String) {
    let parts = specifier.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let count = specifier.hasPrefix("@") ? min(2, parts.count) : 1
    return (
      parts.prefix(count).joined(separator: "/"), parts.dropFirst(count).joined(separator: "/")
    )
  }

  private func resolvePackage(_ specifier: String, from folder: String, isRequire: Bool)
    -> Resolution
  {
    let (name, subpath) = ModuleResolver.split(package: specifier)
    // `@/x` and `~/x` are aliases (no package is named so): one that maps to nothing is
    // unresolved, never a package that is merely not installed.
    // So is `@name` without a scope's slash, which names no package either.
    if name == "@" || name.hasPrefix("@/") || name == "~" || specifier.hasPrefix("#")
      || name.hasPrefix("@") && !name.contains("/")
    {
      return .unresolved
    }
    if ModuleResolver.providedPackages.contains(name) || name.hasPrefix("@react-native/") {
      return .providedPackage(name)
    }
    guard let root = NodeModules.nearest(name, from: folder, accepting: { kind(of: $0) == .folder })
    else {
      // A runtime's own module (`node:path`, `bun:test`, `fs`) is no alias either.
      let isBuiltin = name.contains(":") || Self.nodeBuiltins.contains(name)
      return .missingPackage(name, declared: isBuiltin || declares(name, from: folder))
    }
    return resolveInPackage(root, subpath: subpath, isRequire: isRequire)
  }

  /// The dependency fields of a manifest.
  private static let dependencyFields = [
    "dependencies", "devDependencies", "peerDependencies", "optionalDependencies",
  ]

  /// Whether a `package.json` at or above `folder` (up to the repository's root) depends on
  /// the package `name`.
  private func declares(_ name: String, from folder: String) -> Bool {
    var directory: String? = folder
    while let current = directory {
      if let manifest = manifest(in: current),
        Self.dependencyFields.contains(where: { manifest[$0]?[name] != nil })
      {
        return true
      }
      directory = parentInRepository(of: current)
    }
    return false
  }

  private func resolveInPackage(_ root: String, subpath: String, isRequire: Bool) -> Resolution {
    let manifest = manifest(in: root)
    if let exports = manifest?["exports"] {
      let key = subpath.isEmpty ? "." : "./" + subpath
      if let target = ModuleResolver.exportTarget(exports, for: key, isRequire: isRequire) {
        guard let target else { return .unresolved }
        return resolvePath((root as NSString).appendingPathComponent(target))
      }
    }
    if !subpath.isEmpty {
      return resolvePath((root as NSString).appendingPathComponent(subpath))
    }
    var fields = ["react-native"]
    if manifest?["browser"]?.string != nil { fields.append("browser") }
    fields.append("main")
    for field in fields {
      guard let entry = manifest?[field]?.string else { continue }
      let resolution = resolvePath((root as NSString).appendingPathComponent(entry))
      if resolution != .unresolved { return resolution }
    }
    // `browser` as an object maps files: the main file mapped to `false` is an empty module.
    if case .object(let browser) = manifest?["browser"] {
      let main = manifest?["main"]?.string ?? "index.js"
      if let mapped = browser[main] ?? browser["./" + main] {
        if mapped == .bool(false) { return .empty }
        if let path = mapped.string {
          return resolvePath((root as NSString).appendingPathComponent(path))
        }
      }
    }
    return resolvePath((root as NSString).appendingPathComponent("index"))
  }

  /// The target `exports` gives `key` (`"."`, `"./sub"`): `.some(nil)` for a `null` target
  /// (not exported), `nil` when `exports` does not list it. Conditions are matched in the order
  /// `react-native`, `import` or `require`, `default` (the object's key order is not kept by
  /// the JSON reader; packages list `default` last, as Node requires).
  static func exportTarget(_ exports: JSONValue, for key: String, isRequire: Bool) -> String?? {
    switch exports {
    case .string(let target): return key == "." ? .some(target) : nil
    case .object(let members):
      let isSubpathMap = members.keys.contains { $0.hasPrefix(".") }
      guard isSubpathMap else {
        return key == "." ? condition(exports, isRequire: isRequire) : nil
      }
      if let exact = members[key] { return condition(exact, isRequire: isRequire) }
      // Subpath patterns: `./*`, `./features/*.js`; the longest prefix wins.
      var best: (prefix: String, suffix: String, target: JSONValue)?
      for (pattern, target) in members {
        guard let star = pattern.firstIndex(of: "*") else { continue }
        let prefix = String(pattern[..<star])
        let suffix = String(pattern[pattern.index(after: star)...])
        guard key.hasPrefix(prefix), key.hasSuffix(suffix), key.count >= prefix.count + suffix.count
        else { continue }
        if best == nil || prefix.count > best!.prefix.count { best = (prefix, suffix, target) }
      }
      guard let best else { return nil }
      let matched = String(key.dropFirst(best.prefix.count).dropLast(best.suffix.count))
      guard let target = condition(best.target, isRequire: isRequire) else { return .some(nil) }
      return .some(target.map { $0.replacingOccurrences(of: "*", with: matched) })
    case .array(let alternatives):
      for alternative in alternatives {
        if let target = exportTarget(alternative, for: key, isRequire: isRequire) { return target }
      }
      return nil
    default:
      return nil
    }
  }

  private static func condition(_ value: JSONValue, isRequire: Bool) -> String?? {
    switch value {
    case .string(let target): return .some(target)
    case .null: return .some(nil)
    case .object(let conditions):
      for name in ["react-native", isRequire ? "require" : "import", "default"] {
        if let nested = conditions[name], let target = condition(nested, isRequire: isRequire) {
          return target
        }
      }
      return nil
    case .array(let alternatives):
      for alternative in alternatives {
        if let target = condition(alternative, isRequire: isRequire) { return target }
      }
      return nil
    default:
      return nil
    }
  }

  // MARK: - tsconfig paths

  /// `compilerOptions.baseUrl` and `paths` of the nearest `tsconfig.json` or `jsconfig.json`
  /// above `folder`, read as TypeScript reads them: JSON with comments and trailing commas,
  /// through `extends` (a file's own options over those it extends).
  private func typeScriptPaths(for folder: String) -> TypeScriptPaths? {
    if let known = aliases[folder] { return known }
    var found: TypeScriptPaths?
    for name in ["tsconfig.json", "jsconfig.json"] {
      var visited = Set<String>()
      guard
        let options = compilerOptions(
          (folder as NSString).appendingPathComponent(name), visited: &visited)
      else { continue }
      // `paths` without `baseUrl` are relative to the file that sets them.
      let base = options.baseUrl ?? options.pathsFolder ?? folder
      found = TypeScriptPaths(
        base: base, patterns: (options.paths ?? []).sorted { $0.0 < $1.0 },
        hasBaseUrl: options.baseUrl != nil)
      break
    }
    if found == nil, let parent = parentInRepository(of: folder) {
      found = typeScriptPaths(for: parent)
    }
    aliases[folder] = found
    return found
  }

  /// What a `tsconfig.json` says of module resolution: `baseUrl` as a folder, and `paths` with
  /// the folder of the file that set them.
  private struct CompilerOptions {
    var baseUrl: String?
    var paths: [(String, [String])]?
    var pathsFolder: String?
  }

  /// How many `extends` deep a configuration is followed.
  private static let maxExtends = 8

  /// The options of the configuration at `path` (nil when there is none, or it is not JSON with
  /// comments): those of the files it extends, in order, then its own.
  private func compilerOptions(_ path: String, visited: inout Set<String>) -> CompilerOptions? {
    guard kind(of: path) == .file, visited.count < Self.maxExtends,
      visited.insert(path).inserted
    else { return nil }
    let config: JSONValue
    switch JSONValue.read(path: path, maxBytes: 4 << 20, dialect: .jsonWithComments) {
    case .success(let (_, value)): config = value
    case .failure(let failure):
      sayUnreadable(path, failure)
      return nil
    }
    let folder = parentFolder(of: path)
    var options = CompilerOptions()
    let extended =
      config["extends"].map { $0.array?.compactMap(\.string) ?? [$0.string].compactMap { $0 } }
      ?? []
    for base in extended {
      guard let basePath = extendedConfiguration(base, from: folder),
        let inherited = compilerOptions(basePath, visited: &visited)
      else { continue }
      options.baseUrl = inherited.baseUrl ?? options.baseUrl
      if inherited.paths != nil {
        options.paths = inherited.paths
        options.pathsFolder = inherited.pathsFolder
      }
    }
    if let own = config["compilerOptions"] {
      if let baseUrl = own["baseUrl"]?.string {
        options.baseUrl = (folder as NSString).appendingPathComponent(baseUrl)
      }
      if let paths = own["paths"]?.object {
        options.paths = paths.map { ($0.key, ($0.value.array ?? []).compactMap(\.string)) }
        options.pathsFolder = folder
      }
    }
    return options
  }

  /// The file an `extends` names: a path relative to the configuration (`.json` added when it
  /// has no extension), or a package's file (`expo/tsconfig.base`), or its `tsconfig.json`.
  private func extendedConfiguration(_ name: String, from folder: String) -> String? {
    func withJSON(_ path: String) -> String {
      (path as NSString).pathExtension.isEmpty ? path + ".json" : path
    }
    if name.hasPrefix(".") || name.hasPrefix("/") {
      let path = name.hasPrefix("/") ? name : (folder as NSString).appendingPathComponent(name)
      return kind(of: path) == .file ? path : withJSON(path)
    }
    let (package, subpath) = ModuleResolver.split(package: name)
    guard
      let root = NodeModules.nearest(package, from: folder, accepting: { kind(of: $0) == .folder })
    else { return nil }
    if subpath.isEmpty { return (root as NSString).appendingPathComponent("tsconfig.json") }
    let path = (root as NSString).appendingPathComponent(subpath)
    return kind(of: path) == .file ? path : withJSON(path)
  }

  /// The module resolver's options in the nearest Babel configuration above `folder` (up to
  /// the repository's root).
  private func babelAliases(for folder: String) -> BabelAliases? {
    nearestConfiguration(
      named: BabelAliases.configurationNames, above: folder, remembered: \.babelConfigurations,
      read: BabelAliases.read(configurationAt:), unreadable: nil, lost: nil)
  }

  /// What `read` gives of the nearest configuration of one of `names` (the first that is
  /// there, in a folder) above `folder`, up to the repository's root — `unreadable` where it
  /// cannot be read (said once, with what `lost` says is not read), or where there is none —
  /// remembered for each folder asked.
  private func nearestConfiguration<Found>(
    named names: [String], above folder: String,
    remembered: ReferenceWritableKeyPath<ModuleResolver, [String: Found]>,
    read: (String) -> Result<Found, Diagnostic>, unreadable: Found, lost: ((String) -> String)?
  ) -> Found {
    if let known = self[keyPath: remembered][folder] { return known }
    var found = unreadable
    if let name = names.first(where: {
      kind(of: (folder as NSString).appendingPathComponent($0)) == .file
    }) {
      let path = (folder as NSString).appendingPathComponent(name)
      switch read(path) {
      case .success(let read): found = read
      case .failure(let failure): sayUnreadable(path, failure, lost: lost)
      }
    } else if let parent = parentInRepository(of: folder) {
      found = nearestConfiguration(
        named: names, above: parent, remembered: remembered, read: read, unreadable: unreadable,
        lost: lost)
    }
    self[keyPath: remembered][folder] = found
    return found
  }

  /// Whether the file at `path` is bundled as an asset: its extension is one of Metro's
  /// defaults, or one the nearest Metro configuration adds (`MetroAssetExtensions`).
  private func isAsset(_ path: String) -> Bool {
    let suffix = (path as NSString).pathExtension.lowercased()
    return !suffix.isEmpty
      && (ModuleResolver.assetExtensions.contains(suffix)
        || addedAssetExtensions(for: parentFolder(of: path)).contains(suffix))
  }

  /// The asset extensions the nearest Metro configuration above `folder` (up to the
  /// repository's root) adds.
  private func addedAssetExtensions(for folder: String) -> Set<String> {
    nearestConfiguration(
      named: MetroAssetExtensions.configurationNames, above: folder,
      remembered: \.metroAssetExtensions, read: MetroAssetExtensions.read(configurationAt:),
      unreadable: [],
      lost: { "the asset extensions '\($0)' adds are not read, and a file of one is unresolved" })
  }

  /// Records that the configuration at `path` could not be read, once.
  /// `lost` says, given the file's name, what is not read for it (by default, the aliases it
  /// maps).
  func sayUnreadable(_ path: String, _ failure: Diagnostic, lost: ((String) -> String)? = nil) {
    guard !unreadable.contains(where: { $0.path == failure.path }) else { return }
    let name = (path as NSString).lastPathComponent
    let consequence =
      lost?(name)
      ?? "what '\(name)' maps is not followed, and imports it would map are unresolved"
    unreadable.append(
      Diagnostic(
        .warning, "configuration-unreadable", "\(failure.message): \(consequence)",
        at: failure.span, path: failure.path ?? path))
  }

  /// The folder above `folder`, unless `folder` is a repository's root (it holds `.git`) or the
  /// file system's: configurations are looked for up to there.
  private func parentInRepository(of folder: String) -> String? {
    let parent = parentFolder(of: folder)
    guard parent != folder, !parent.isEmpty,
      kind(of: (folder as NSString).appendingPathComponent(".git")) == .none
    else { return nil }
    return parent
  }

  // MARK: - The file system, asked once a path

  private func kind(of path: String) -> FileKind {
    if let known = existence[path] { return known }
    var isDirectory: ObjCBool = false
    let kind: FileKind =
      FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      ? (isDirectory.boolValue ? .folder : .file) : .none
    existence[path] = kind
    return kind
  }

  func manifest(in folder: String) -> JSONValue? {
    if let known = manifests[folder] { return known }
    let path = (folder as NSString).appendingPathComponent("package.json")
    var value: JSONValue?
    if kind(of: path) == .file,
      case .success(let (_, json)) = JSONValue.read(
        path: path, maxBytes: 4 << 20)
    {
      value = json
    }
    manifests[folder] = value
    return value
  }
}

/// `compilerOptions.paths`: `"@/*": ["src/*"]`, resolved against `baseUrl`.
struct TypeScriptPaths {
  let base: String
  let patterns: [(String, [String])]
  let hasBaseUrl: Bool

  /// The paths to try for `specifier`, best match first; `nil` when nothing maps it.
  func candidates(for specifier: String) -> [String]? {
    var best: (prefixLength: Int, targets: [String])?
    for (pattern, targets) in patterns {
      if let star = pattern.firstIndex(of: "*") {
        let prefix = String(pattern[..<star])
        let suffix = String(pattern[pattern.index(after: star)...])
        guard specifier.hasPrefix(prefix), specifier.hasSuffix(suffix),
          specifier.count >= prefix.count + suffix.count
        else { continue }
        let matched = String(specifier.dropFirst(prefix.count).dropLast(suffix.count))
        if best == nil || prefix.count > best!.prefixLength {
          best = (
            prefix.count,
            targets.map {
              (base as NSString).appendingPathComponent(
                $0.replacingOccurrences(of: "*", with: matched))
            }
          )
        }
      } else if pattern == specifier {
        best = (Int.max, targets.map { (base as NSString).appendingPathComponent($0) })
      }
    }
    if let best { return best.targets }
    return hasBaseUrl ? [(base as NSString).appendingPathComponent(specifier)] : nil
  }

  func matchesPattern(_ specifier: String) -> Bool {
    patterns.contains { pattern, _ in
      guard let star = pattern.firstIndex(of: "*") else { return pattern == specifier }
      return specifier.hasPrefix(String(pattern[..<star]))
    }
  }
}
