import BridgeDiagnostics
import Foundation

/// Reads a root `package.json`: its `dependencies`, each with the place of its name, found by
/// reading the object's keys in the bytes.
enum PackageManifestReader {
  /// The manifest, `nil` when there is none, or a diagnostic when it cannot be read.
  static func read(folder: String, display: String, maxBytes: Int) -> Result<
    PackageManifest?, Diagnostic
  > {
    let path = (folder as NSString).appendingPathComponent("package.json")
    guard FileManager.default.fileExists(atPath: path) else { return .success(nil) }
    let shown = (display as NSString).appendingPathComponent("package.json")
    let source: SourceFile
    let root: JSONValue
    switch JSONValue.read(path: path, displayPath: shown, maxBytes: maxBytes) {
    case .success(let (file, value)): (source, root) = (file, value)
    case .failure(let diagnostic): return .failure(diagnostic)
    }
    guard let members = root.object else {
      return .failure(.fatal("invalid-package-json", "not a JSON object", path: shown))
    }
    let declared = members["dependencies"]?.object ?? [:]
    var dependencies: [PackageManifest.Dependency] = []
    for (name, range) in keys(ofObject: "dependencies", in: source.bytes) {
      guard let version = declared[name]?.string else { continue }
      let location = source.location(of: range.lowerBound)
      dependencies.append(
        PackageManifest.Dependency(
          name: name, version: version, line: location.line, column: location.column,
          range: range))
    }
    return .success(
      PackageManifest(file: shown, folder: folder, dependencies: dependencies, source: source))
  }

  /// The keys of the top-level object member `member` and the byte ranges of their quoted
  /// spelling. The file is valid JSON (checked before), so strings, nesting and escapes are all
  /// that need care.
  static func keys(ofObject member: String, in bytes: [UInt8]) -> [(String, Range<Int>)] {
    var index = 0
    var depth = 0
    var keys: [(String, Range<Int>)] = []
    var inside = false
    var expectingKey = false
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
        let literal = SourceFile(path: "key", bytes: Array(bytes[start..<min(index, bytes.count)]))
        let text = try? JSONParser.parse(literal).get().string
        if let text, expectingKey {
          if depth == 1, text == member, !inside {
            inside = true
          } else if inside, depth == 2 {
            keys.append((text, start..<index))
          }
        }
        expectingKey = false
        continue
      case UInt8(ascii: "{"):
        depth += 1
        expectingKey = true
      case UInt8(ascii: "}"):
        if inside, depth == 2 { return keys }
        depth -= 1
      case UInt8(ascii: ","):
        expectingKey = true
      case UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "]"):
        depth -= 1
      default:
        break
      }
      index += 1
    }
    return keys
  }
}
