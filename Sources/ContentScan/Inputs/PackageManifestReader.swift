import BridgeDiagnostics
import Foundation

/// Reads a root `package.json`: its `dependencies`, each with the place of its name (which
/// `JSONSerialization` does not keep), found by reading the object's keys in the bytes.
enum PackageManifestReader {
  /// The manifest, `nil` when there is none, or a diagnostic when it cannot be read.
  static func read(folder: String, display: String, maxBytes: Int) -> Result<
    PackageManifest?, Diagnostic
  > {
    let path = (folder as NSString).appendingPathComponent("package.json")
    guard FileManager.default.fileExists(atPath: path) else { return .success(nil) }
    let shown = (display as NSString).appendingPathComponent("package.json")
    let source: SourceFile
    switch SourceFile.read(path: path, displayPath: shown, maxBytes: maxBytes) {
    case .success(let file): source = file
    case .failure(let diagnostic): return .failure(diagnostic)
    }
    guard let root = try? JSONSerialization.jsonObject(with: Data(source.bytes)) as? [String: Any]
    else {
      return .failure(.fatal("invalid-package-json", "not a JSON object", path: shown))
    }
    let declared = root["dependencies"] as? [String: Any] ?? [:]
    var dependencies: [PackageManifest.Dependency] = []
    for (name, range) in keys(ofObject: "dependencies", in: source.bytes) {
      guard let version = declared[name] as? String else { continue }
      let location = source.location(of: range.lowerBound)
      dependencies.append(
        PackageManifest.Dependency(
          name: name, version: version, line: location.line, column: location.column,
          range: range))
    }
    return .success(
      PackageManifest(file: shown, dependencies: dependencies, source: source))
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
        let text =
          (try? JSONSerialization.jsonObject(
            with: Data(bytes[start..<min(index, bytes.count)]), options: .fragmentsAllowed))
          as? String
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
