import BridgeDiagnostics
import Foundation

/// Where Metro starts reading a package (CONTENT-ANALYSIS.md, "Entries"): its `package.json`
/// `main`, with Expo's entries understood — `expo/AppEntry` is `./App`, `expo-router/entry` every
/// route under the router's root — else `index.{ts,tsx,js,jsx}`; a workspace root's are its
/// packages'.
enum EntryPoints {
  /// The entries of the package at `root` (files, as paths), or `nil` when none resolves.
  /// `sources` are the source files the walk found under it, for routes and for workspace
  /// packages whose entries do not resolve either.
  static func find(root: String, sources: [InputFile], resolver: ModuleResolver) -> [String]? {
    guard let manifest = resolver.manifest(in: root) else { return nil }
    var entries: [String] = []
    let workspaces = workspaceFolders(manifest, root: root)
    for folder in workspaces {
      if let found = find(root: folder, sources: sources, resolver: resolver) {
        entries += found
      } else {
        // A library whose `main` names build output: every source file of it is an entry.
        entries += sources.filter { $0.path.hasPrefix(folder + "/") }.map(\.path)
      }
    }
    if let own = ownEntries(manifest, root: root, sources: sources, resolver: resolver) {
      entries += own
    } else if workspaces.isEmpty {
      return nil
    }
    return entries
  }

  private static func ownEntries(
    _ manifest: JSONValue, root: String, sources: [InputFile], resolver: ModuleResolver
  ) -> [String]? {
    let main = manifest["main"]?.string
    if let main, main == "expo-router/entry" || main.hasPrefix("expo-router/entry.") {
      let routes = routeFiles(root: root, sources: sources)
      return routes.isEmpty ? nil : routes
    }
    if let main, main == "expo/AppEntry" || main.hasPrefix("expo/AppEntry.") {
      return source(resolver.resolvePath((root as NSString).appendingPathComponent("App")))
    }
    for field in ["react-native", "source"] {
      if let entry = manifest[field]?.string,
        let found = source(resolver.resolvePath((root as NSString).appendingPathComponent(entry)))
      {
        return found
      }
    }
    if let main,
      let found = source(resolver.resolvePath((root as NSString).appendingPathComponent(main)))
    {
      return found
    }
    return source(resolver.resolvePath((root as NSString).appendingPathComponent("index")))
  }

  private static func source(_ resolution: Resolution) -> [String]? {
    if case .source(let path) = resolution { return [path] }
    return nil
  }

  /// Every route of an expo-router app, as its `require.context` finds them: the source files
  /// under `app/` (or `src/app/`) but API routes, `+html`, `+middleware` and web-only files.
  static func routeFiles(root: String, sources: [InputFile]) -> [String] {
    for folder in ["app", "src/app"] {
      let prefix = (root as NSString).appendingPathComponent(folder) + "/"
      let routes = sources.map(\.path).filter { path in
        guard path.hasPrefix(prefix) else { return false }
        let name = (path as NSString).lastPathComponent
        return !name.contains("+api") && !name.contains("+html") && !name.contains("+middleware")
          && !name.contains(".web.")
      }
      if !routes.isEmpty { return routes.sorted() }
    }
    return []
  }

  /// The folders `workspaces` names (`"packages/*"` or exact paths, in an array or under
  /// `packages`) that hold a `package.json`, and `pnpm-workspace.yaml`'s `packages`.
  static func workspaceFolders(_ manifest: JSONValue, root: String) -> [String] {
    let workspaces = manifest["workspaces"]
    var patterns = (workspaces?.array ?? workspaces?["packages"]?.array ?? []).compactMap(\.string)
    patterns += pnpmWorkspacePatterns(root: root)
    var folders: [String] = []
    let manager = FileManager.default
    for pattern in patterns.sorted() where !pattern.hasPrefix("!") {
      let trimmed = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
      guard !trimmed.hasPrefix("/"), !trimmed.split(separator: "/").contains("..") else { continue }
      var candidates: [String] = []
      if trimmed.hasSuffix("/*") || trimmed.hasSuffix("/**") {
        let parent = String(trimmed[..<trimmed.lastIndex(of: "/")!])
        let names =
          (try? manager.contentsOfDirectory(
            atPath: (root as NSString).appendingPathComponent(parent))) ?? []
        candidates = names.sorted().filter { !$0.hasPrefix(".") }.map { parent + "/" + $0 }
      } else {
        candidates = [trimmed]
      }
      for candidate in candidates {
        let folder = (root as NSString).appendingPathComponent(candidate)
        if manager.fileExists(atPath: (folder as NSString).appendingPathComponent("package.json")) {
          folders.append(folder)
        }
      }
    }
    return folders
  }

  /// The `packages:` list of a `pnpm-workspace.yaml` (`- "packages/*"` lines).
  private static func pnpmWorkspacePatterns(root: String) -> [String] {
    let path = (root as NSString).appendingPathComponent("pnpm-workspace.yaml")
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    var patterns: [String] = []
    var inPackages = false
    for line in text.split(whereSeparator: \.isNewline) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if !line.hasPrefix(" "), !line.hasPrefix("-") {
        inPackages = trimmed.hasPrefix("packages:")
        continue
      }
      guard inPackages, trimmed.hasPrefix("-") else { continue }
      let value = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
        .trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
      if !value.isEmpty { patterns.append(value) }
    }
    return patterns
  }
}
