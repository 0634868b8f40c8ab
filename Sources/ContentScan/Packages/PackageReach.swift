import BridgeDiagnostics
import Foundation

/// Which installed packages can reach expo-brownfield (CONTENT-ANALYSIS.md, "What counts as a
/// use": package code that cannot reach `expo-brownfield` is no escape, so a name passed to it —
/// an i18n key, `t("task.archive")` — is no use).
///
/// A package reaches it when expo-brownfield is in its installed dependency closure: its
/// `dependencies`, `peerDependencies` and `optionalDependencies`, each found as Node and Metro
/// find a package (the nearest `node_modules` up from the package's folder), and theirs in turn.
/// A dependency that is not installed cannot be bundled, so it leads nowhere; a package that is
/// not installed itself is unknown, and may reach it. Shared by the files scanned in parallel:
/// what it reads of the file system is kept under a lock.
final class PackageReach: @unchecked Sendable {
  /// The framework every release links (`ModuleResolver.providedPackages` but expo-brownfield):
  /// they are not read, and none of them depends on expo-brownfield.
  static let framework: Set<String> = ["react-native", "react", "expo", "expo-modules-core"]
  /// How many packages a closure may hold before the answer is "may reach": a bound on work,
  /// never a pass.
  static let maxPackages = 5_000
  static let bridgePackage = SentValues.package

  private let lock = NSLock()
  /// By package folder: whether it may reach expo-brownfield.
  private var reaches: [String: Bool] = [:]
  /// By folder: the package's dependency names, or nil when it has no readable manifest.
  private var dependencies: [String: [String]?] = [:]
  private var folders: [String: Bool] = [:]

  init() {}

  /// Whether the package `specifier` names, imported by the file at `importer`, may reach
  /// expo-brownfield.
  func mayReachBridge(_ specifier: String, importer: String) -> Bool {
    let name = ModuleResolver.split(package: specifier).name
    if name == Self.bridgePackage { return true }
    lock.lock()
    defer { lock.unlock() }
    guard let folder = installed(name, from: parentFolder(of: importer))
    else {
      // Not installed: the framework's own packages are known; any other may be anything.
      return !(Self.framework.contains(name) || name.hasPrefix("@react-native/"))
    }
    return mayReach(folder)
  }

  private func mayReach(_ start: String) -> Bool {
    if let known = reaches[start] { return known }
    var seen: Set<String> = [start]
    var pending = [start]
    var result = false
    search: while let folder = pending.popLast() {
      // An installed package whose manifest cannot be read may depend on anything.
      guard let names = manifestDependencies(folder) else {
        result = true
        break search
      }
      for name in names {
        if name == Self.bridgePackage {
          result = true
          break search
        }
        guard let found = installed(name, from: folder), seen.insert(found).inserted else {
          continue
        }
        if let known = reaches[found] {
          if known {
            result = true
            break search
          }
          continue
        }
        if seen.count > Self.maxPackages {
          result = true
          break search
        }
        pending.append(found)
      }
    }
    reaches[start] = result
    return result
  }

  /// The folder of the package `name` installed nearest up from `folder`, as Node finds it.
  private func installed(_ name: String, from folder: String) -> String? {
    let start = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.path
    return NodeModules.nearest(name, from: start, accepting: isFolder)
  }

  private func isFolder(_ path: String) -> Bool {
    if let known = folders[path] { return known }
    var isDirectory: ObjCBool = false
    let found =
      FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
    folders[path] = found
    return found
  }

  /// The names a package's manifest depends on, sorted; nil without a readable manifest.
  private func manifestDependencies(_ folder: String) -> [String]? {
    if let known = dependencies[folder] { return known }
    let path = (folder as NSString).appendingPathComponent("package.json")
    var names: [String]?
    if case .success(let (_, json)) = JSONValue.read(path: path, maxBytes: 4 << 20) {
      var found = Set<String>()
      for key in ["dependencies", "peerDependencies", "optionalDependencies"] {
        found.formUnion(json[key]?.object?.keys ?? [:].keys)
      }
      names = found.sorted()
    }
    dependencies[folder] = .some(names)
    return names
  }
}
