import BridgeDiagnostics
import ContractLanguage

/// `pnpm-lock.yaml`: `importers[IMPORTER].dependencies[NAME]` (a version, or `version:` under it
/// since lockfile version 6), or the top-level `dependencies` of a single-package lockfile.
/// Versions drop pnpm's peer suffixes (`14.0.1(react@18.3.1)`, `14.0.1_react@18.3.1`).
enum PnpmLockfile: Lockfile {
  static let fileName = "pnpm-lock.yaml"

  static func version(of name: String, requested: String?, importer: String, in file: SourceFile)
    -> String?
  {
    let root = IndentedMap.parse(String(decoding: file.bytes, as: UTF8.self))
    let project =
      root.child("importers")?.child(importer.isEmpty ? "." : importer)
      ?? (importer.isEmpty ? root : nil)
    for group in ["dependencies", "optionalDependencies"] {
      guard let entry = project?.child(group)?.child(name) else { continue }
      guard let written = entry.value ?? entry.child("version")?.value else { continue }
      let version = written.prefix { $0 != "(" && $0 != "_" }
      return SemanticVersion(version) != nil ? String(version) : nil
    }
    return nil
  }
}

/// The part of YAML lockfiles use: nested `key: value` and `key:` lines by indentation, quoted
/// keys and values; list items and flow collections are kept as plain values.
struct IndentedMap {
  var value: String?
  var children: [(key: String, map: IndentedMap)] = []

  func child(_ key: String) -> IndentedMap? { children.first { $0.key == key }?.map }

  static func parse(_ text: String) -> IndentedMap {
    var root = IndentedMap()
    // The path of open maps: the indentation and key of each.
    var path: [(indent: Int, key: String)] = []
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      let indent = line.prefix { $0 == " " }.count
      let content = line.dropFirst(indent)
      guard !content.isEmpty, content.first != "#", content.first != "-" else { continue }
      guard let (key, value) = keyValue(content) else { continue }
      while let last = path.last, last.indent >= indent { path.removeLast() }
      root.insert(key: key, value: value, at: path.map(\.key)[...])
      path.append((indent, key))
    }
    return root
  }

  private mutating func insert(key: String, value: String?, at path: ArraySlice<String>) {
    guard let first = path.first else {
      children.append((key, IndentedMap(value: value)))
      return
    }
    guard let index = children.lastIndex(where: { $0.key == first }) else { return }
    children[index].map.insert(key: key, value: value, at: path.dropFirst())
  }

  /// `key: value`, `key:`, `'quoted key': value`; `nil` for a line that is neither.
  private static func keyValue(_ content: Substring) -> (String, String?)? {
    var key: Substring
    var rest: Substring
    if let quote = content.first, quote == "'" || quote == "\"" {
      guard let close = content.dropFirst().firstIndex(of: quote) else { return nil }
      key = content[content.index(after: content.startIndex)..<close]
      rest = content[content.index(after: close)...]
      guard rest.first == ":" else { return nil }
      rest = rest.dropFirst()
    } else if let separator = content.range(of: ": ") {
      key = content[..<separator.lowerBound]
      rest = content[separator.upperBound...]
    } else if content.hasSuffix(":") {
      key = content.dropLast()
      rest = ""
    } else {
      return nil
    }
    let value = rest.drop { $0 == " " }
    return (String(key), value.isEmpty ? nil : String(value.trimmingQuotes))
  }
}
