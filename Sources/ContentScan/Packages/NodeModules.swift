import BridgeDiagnostics

/// Where Node and Metro find an installed package: `node_modules/NAME` in the importing folder,
/// else in the nearest folder above holding one. The resolver, the bundled packages' versions
/// and `PackageReach` all look so, each with its own test of a candidate (and its own cache).
enum NodeModules {
  /// The folder of the package `name` found from `folder`: the nearest candidate `accepts`
  /// takes, walking up through `parentFolder(of:)` (which never traps on odd paths).
  static func nearest(_ name: String, from folder: String, accepting accepts: (String) -> Bool)
    -> String?
  {
    var directory = folder
    while true {
      let candidate =
        directory.isEmpty
        ? "node_modules/" + name
        : directory + (directory.hasSuffix("/") ? "" : "/") + "node_modules/" + name
      if accepts(candidate) { return candidate }
      let parent = parentFolder(of: directory)
      if parent == directory || parent.isEmpty { return nil }
      directory = parent
    }
  }
}
