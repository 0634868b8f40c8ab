import BridgeDiagnostics
import ContractLanguage
import Foundation

/// What an iOS build links, read from its autolinking output or its `Podfile.lock`: each npm
/// package with native code, its version and folder, and the React Native and Expo versions.
public struct LinkedPackages: Sendable {
  public struct Package: Sendable, Hashable {
    public let name: String
    public let version: SemanticVersion?
    /// The package's folder, when the file says where it is and it is there to read.
    public let folder: String?
    /// The file (and what in it) that said so, for the comment beside the declaration.
    public let source: String
  }

  public var packages: [Package] = []
  public var properties: [(property: ReleaseProperty, value: String, source: String)] = []
  public var diagnostics: [Diagnostic] = []

  public init() {}

  /// Reads `npx expo-modules-autolinking resolve --platform ios --json`: `modules[]` with
  /// `packageName`, `packageVersion` and `pods[].podspecDir` (the package's `ios` folder).
  public mutating func readAutolinking(_ path: String) {
    let root: JSONValue
    switch JSONValue.read(path: path, maxBytes: 16 << 20) {
    case .failure(let diagnostic):
      diagnostics.append(diagnostic)
      return
    case .success(let (_, value)): root = value
    }
    guard let modules = root["modules"]?.array ?? root.array else {
      diagnostics.append(
        .fatal(
          "invalid-autolinking",
          "expected the output of 'expo-modules-autolinking resolve --json': an object with 'modules'",
          path: path))
      return
    }
    let shown = (path as NSString).lastPathComponent
    for module in modules {
      guard let name = module["packageName"]?.string else { continue }
      // Absolute in what the resolver prints; a relative one is read from the file's folder.
      let base = (path as NSString).deletingLastPathComponent
      let podspecDir = module["pods"]?.array?.first?["podspecDir"]?.string.map {
        $0.hasPrefix("/") ? $0 : (base as NSString).appendingPathComponent($0)
      }
      let folder = podspecDir.flatMap { packageFolder(of: $0, named: name) }
      packages.append(
        Package(
          name: name, version: module["packageVersion"]?.string.flatMap { SemanticVersion($0) },
          folder: folder, source: shown))
    }
  }

  /// Reads `Podfile.lock`: each pod under `PODS` with its version, and under `EXTERNAL SOURCES`
  /// the `:path:` that puts a pod in `node_modules/NAME`, which makes it that npm package's;
  /// `React-Core` gives react-native's version and `Expo` expo's.
  public mutating func readPodfileLock(_ path: String) {
    let file: SourceFile
    switch SourceFile.read(path: path, maxBytes: 16 << 20) {
    case .failure(let diagnostic):
      diagnostics.append(diagnostic)
      return
    case .success(let read): file = read
    }
    let text = String(decoding: file.bytes, as: UTF8.self)
    var versions: [String: String] = [:]
    var paths: [String: String] = [:]
    var section = ""
    var pod: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let first = line.first, first != " " {
        section = String(line.dropLast(line.hasSuffix(":") ? 1 : 0))
        continue
      }
      switch section {
      case "PODS":
        // `  - ExpoHaptics (14.0.1):` or `  - ExpoHaptics (14.0.1)`; deeper lines are dependencies.
        guard line.hasPrefix("  - "), !line.hasPrefix("    ") else { continue }
        let entry = line.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: ":\" "))
        guard let open = entry.firstIndex(of: "("), let close = entry.lastIndex(of: ")") else {
          continue
        }
        let name = entry[..<open].trimmingCharacters(in: .whitespaces)
        versions[name] = String(entry[entry.index(after: open)..<close])
      case "EXTERNAL SOURCES":
        if line.hasPrefix("    :path:"), let pod {
          paths[pod] = line.dropFirst("    :path:".count).trimmingCharacters(
            in: CharacterSet(charactersIn: "\" "))
        } else if line.hasPrefix("  "), !line.hasPrefix("   ") {
          pod = line.trimmingCharacters(in: CharacterSet(charactersIn: ": \""))
        }
      default:
        continue
      }
    }
    let shown = (path as NSString).lastPathComponent
    let base = (path as NSString).deletingLastPathComponent
    var seen = Set<String>()
    for (pod, podPath) in paths.sorted(by: { $0.key < $1.key }) {
      guard let name = Self.packageName(inNodeModulesPath: podPath), seen.insert(name).inserted
      else { continue }
      let absolute = (podPath.hasPrefix("/") ? podPath : base + "/" + podPath)
      packages.append(
        Package(
          name: name, version: versions[pod].flatMap { SemanticVersion($0) },
          folder: packageFolder(of: absolute, named: name),
          source: "\(shown): \(pod)"))
    }
    if let version = versions["React-Core"] {
      properties.append((.reactNative, version, "\(shown): React-Core (\(version))"))
    }
    if let version = versions["Expo"] {
      properties.append((.expo, version, "\(shown): Expo (\(version))"))
    }
  }

  /// `../node_modules/@scope/name/ios` → `@scope/name`.
  static func packageName(inNodeModulesPath path: String) -> String? {
    guard let range = path.range(of: "node_modules/", options: .backwards) else { return nil }
    let parts = path[range.upperBound...].split(separator: "/")
    guard let first = parts.first else { return nil }
    if first.hasPrefix("@") {
      return parts.count > 1 ? "\(first)/\(parts[1])" : nil
    }
    return String(first)
  }

  /// The folder of package `name` that `path` (a folder inside it) stands in, when it exists.
  private func packageFolder(of path: String, named name: String) -> String? {
    let standardized = lexicallyStandardized(path)
    guard let range = standardized.range(of: "node_modules/" + name, options: .backwards) else {
      return FileManager.default.fileExists(atPath: standardized) ? standardized : nil
    }
    let folder = String(standardized[..<range.upperBound])
    return FileManager.default.fileExists(atPath: folder) ? folder : nil
  }
}
