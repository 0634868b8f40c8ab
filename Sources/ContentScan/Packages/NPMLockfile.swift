import BridgeDiagnostics

/// `package-lock.json` (versions 1 to 3): `packages["node_modules/NAME"].version`, nested under
/// a workspace's folder first; version 1's `dependencies[NAME].version`.
enum NPMLockfile: Lockfile {
  static let fileName = "package-lock.json"

  static func version(of name: String, requested: String?, importer: String, in file: SourceFile)
    -> String?
  {
    guard case .success(let root) = JSONParser.parse(file) else { return nil }
    if let packages = root["packages"] {
      let nested = importer.isEmpty ? nil : packages[importer + "/node_modules/" + name]
      if let version = (nested ?? packages["node_modules/" + name])?["version"]?.string {
        return version
      }
    }
    return root["dependencies"]?[name]?["version"]?.string
  }
}

/// `npm-shrinkwrap.json`: the same format under another name.
enum ShrinkwrapLockfile: Lockfile {
  static let fileName = "npm-shrinkwrap.json"

  static func version(of name: String, requested: String?, importer: String, in file: SourceFile)
    -> String?
  {
    NPMLockfile.version(of: name, requested: requested, importer: importer, in: file)
  }
}
