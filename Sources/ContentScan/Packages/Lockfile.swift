import BridgeDiagnostics
import Foundation

/// A package manager's lockfile: which version of each dependency an install resolves, read
/// without running the package manager. One reader per format, each in its own file.
protocol Lockfile: Sendable {
  /// The file name the package manager writes.
  static var fileName: String { get }
  /// The version installed for dependency `name` of the workspace at `importer` (its folder
  /// relative to the lockfile's, `""` for the lockfile's own), asked for as `requested`;
  /// `nil` when the lockfile does not say (or says several things).
  static func version(of name: String, requested: String?, importer: String, in file: SourceFile)
    -> String?
}

/// The lockfile formats, in the order a folder is searched for them.
let lockfileFormats: [any Lockfile.Type] = [
  NPMLockfile.self, ShrinkwrapLockfile.self, YarnLockfile.self, PnpmLockfile.self,
  BunLockfile.self,
]

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

/// `bun.lock` (text, JSON with trailing commas): `packages[NAME][0]` is `NAME@VERSION`.
enum BunLockfile: Lockfile {
  static let fileName = "bun.lock"

  static func version(of name: String, requested: String?, importer: String, in file: SourceFile)
    -> String?
  {
    let json = SourceFile(path: file.path, bytes: withoutTrailingCommas(file.bytes))
    guard case .success(let root) = JSONParser.parse(json),
      let resolved = root["packages"]?[name]?.array?.first?.string,
      resolved.hasPrefix(name + "@")
    else { return nil }
    return String(resolved.dropFirst(name.count + 1))
  }

  /// The bytes with each `,` that only white space separates from a `}` or `]` removed, outside
  /// strings: what makes bun's text lockfile JSON.
  static func withoutTrailingCommas(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var inString = false
    var pendingComma: Int?
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        result.append(byte)
        if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
          result.append(bytes[index + 1])
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: ",") {
        pendingComma = result.count
        result.append(byte)
      } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
        if let comma = pendingComma { result.remove(at: comma) }
        pendingComma = nil
        result.append(byte)
      } else {
        if ![UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")]
          .contains(byte)
        {
          pendingComma = nil
        }
        if byte == UInt8(ascii: "\"") { inString = true }
        result.append(byte)
      }
      index += 1
    }
    return result
  }
}
