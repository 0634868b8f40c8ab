import BridgeDiagnostics
import ContractLanguage
import Foundation

/// The version of a package with native code that an update bundles, and how it is known.
public struct BundledPackage: Sendable, Hashable {
  public enum Source: Sendable, Hashable {
    /// `node_modules/NAME/package.json`, what Metro bundles.
    case installed(String)
    /// A lockfile's entry, the package not being installed.
    case locked(String)
    /// Only the range `package.json` asks for: no install and no lockfile says which version.
    case requested
  }

  public let name: String
  /// The exact version, when installed or locked.
  public let version: SemanticVersion?
  /// What `package.json` asks for, when it names the package.
  public let requested: String?
  public let source: Source
  /// Where the finding about it points: the dependency in `package.json`, or the installed
  /// package's own `package.json` for a package reached only through another.
  public let file: String
  public let line: Int?
  public let column: Int?
}

/// Reads which version of each native package an update bundles (LOCKS.md `packages`): for a
/// dependency of the scanned package, the installed `node_modules/NAME/package.json` (searched
/// upwards, as Metro resolves), else the nearest lockfile, else only the range asked for; for a
/// package the bundle reached without a dependency, the version of the copy it read.
public enum BundledPackages {
  public static func read(_ scan: ScanReport, names: [String], maxBytes: Int = 16 << 20)
    -> [BundledPackage]
  {
    let wanted = Set(names)
    guard !wanted.isEmpty else { return [] }
    var found: [String: BundledPackage] = [:]
    for (manifest, folder) in manifests(of: scan) {
      for dependency in manifest.dependencies where wanted.contains(dependency.name) {
        guard found[dependency.name] == nil else { continue }
        found[dependency.name] = resolve(
          dependency, manifest: manifest, folder: folder, maxBytes: maxBytes)
      }
    }
    // Packages the bundle read without the package asking for them (a dependency's dependency).
    for file in scan.files {
      guard let (name, packageFolder) = nodeModulesPackage(containing: file.path),
        wanted.contains(name), found[name] == nil,
        let version = installedVersion(at: packageFolder, maxBytes: maxBytes)
      else { continue }
      let shown = displayPath(of: packageFolder, for: file) + "/package.json"
      found[name] = BundledPackage(
        name: name, version: version, requested: nil, source: .installed(shown), file: shown,
        line: nil, column: nil)
    }
    return found.values.sorted { $0.name < $1.name }
  }

  /// The scan's manifests and, for inputs inside a package (a `src/` folder), the package
  /// root's: what `expo export` bundles is decided there.
  private static func manifests(of scan: ScanReport) -> [(PackageManifest, String)] {
    var result = scan.manifests.map { ($0, $0.folder) }
    var seen = Set(result.map { lexicallyStandardized($0.1) })
    for input in scan.inputs {
      guard let root = ContentScanner.packageRoot(of: input),
        seen.insert(lexicallyStandardized(root)).inserted,
        case .success(let manifest?) = PackageManifestReader.read(
          folder: root, display: root, maxBytes: 1 << 20)
      else { continue }
      result.append((manifest, root))
    }
    return result
  }

  private static func resolve(
    _ dependency: PackageManifest.Dependency, manifest: PackageManifest, folder: String,
    maxBytes: Int
  ) -> BundledPackage {
    func make(_ version: SemanticVersion?, _ source: BundledPackage.Source) -> BundledPackage {
      BundledPackage(
        name: dependency.name, version: version, requested: dependency.version, source: source,
        file: manifest.file, line: dependency.line, column: dependency.column)
    }
    let start = URL(fileURLWithPath: folder).standardizedFileURL.path
    var version: SemanticVersion?
    if let installed = NodeModules.nearest(
      dependency.name, from: start,
      accepting: {
        version = installedVersion(at: $0, maxBytes: maxBytes)
        return version != nil
      })
    {
      return make(
        version, .installed(relative(installed + "/package.json", to: start, shownAs: manifest)))
    }
    var directory = start
    while true {
      for format in lockfileFormats {
        let path = directory + "/" + format.fileName
        guard FileManager.default.fileExists(atPath: path),
          case .success(let file) = SourceFile.read(path: path, maxBytes: maxBytes)
        else { continue }
        let importer = start == directory ? "" : String(start.dropFirst(directory.count + 1))
        let written = format.version(
          of: dependency.name, requested: dependency.version, importer: importer, in: file)
        let shown = relative(path, to: start, shownAs: manifest)
        return make(
          written.flatMap { SemanticVersion($0) }, written == nil ? .requested : .locked(shown))
      }
      // A repository's root ends the search: a lockfile above it belongs to something else.
      if FileManager.default.fileExists(atPath: directory + "/.git") { break }
      guard let parent = parentFolder(directory) else { break }
      directory = parent
    }
    return make(nil, .requested)
  }

  private static func installedVersion(at folder: String, maxBytes: Int) -> SemanticVersion? {
    guard
      case .success(let (_, root)) = JSONValue.read(
        path: folder + "/package.json", maxBytes: maxBytes)
    else { return nil }
    return root["version"]?.string.flatMap { SemanticVersion($0) }
  }

  /// `(name, folder)` of the innermost `node_modules` package holding `path`.
  static func nodeModulesPackage(containing path: String) -> (String, String)? {
    guard let range = path.range(of: "/node_modules/", options: .backwards) else { return nil }
    let rest = path[range.upperBound...].split(separator: "/", maxSplits: 2)
    guard let first = rest.first else { return nil }
    let name = first.hasPrefix("@") && rest.count > 1 ? "\(first)/\(rest[1])" : String(first)
    guard rest.count > (first.hasPrefix("@") ? 2 : 1) else { return nil }
    return (name, String(path[..<range.upperBound]) + name)
  }

  /// How outputs name a package folder the bundle read: as the scanned file is shown.
  private static func displayPath(of folder: String, for file: InputFile) -> String {
    guard let range = file.displayPath.range(of: "/node_modules/", options: .backwards),
      let name = nodeModulesPackage(containing: file.path)?.0
    else { return folder }
    return String(file.displayPath[..<range.upperBound]) + name
  }

  /// A path found while searching from the manifest's folder, named relative to how the
  /// manifest is shown (`app/../node_modules/x/package.json` reads as `node_modules/x/…`).
  private static func relative(_ path: String, to start: String, shownAs manifest: PackageManifest)
    -> String
  {
    let base = (manifest.file as NSString).deletingLastPathComponent
    var up = ""
    var directory = start
    while !path.hasPrefix(directory + "/"), let parent = parentFolder(directory) {
      directory = parent
      up += "../"
    }
    let inside = String(path.dropFirst(directory.count + 1))
    let joined = (base.isEmpty ? "" : base + "/") + up + inside
    return lexicallyStandardized(joined)
  }

  private static func parentFolder(_ folder: String) -> String? {
    let parent = BridgeDiagnostics.parentFolder(of: folder)
    return parent == folder || parent.isEmpty ? nil : parent
  }
}
