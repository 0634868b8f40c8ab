import BridgeDiagnostics

/// `yarn.lock`, classic (v1: `name@range, name@range:` then `  version "1.2.3"`) and Berry
/// (`"name@npm:range":` then `  version: 1.2.3`). An entry whose descriptors include the
/// requested range decides; without one, the name's only version.
enum YarnLockfile: Lockfile {
  static let fileName = "yarn.lock"

  static func version(of name: String, requested: String?, importer: String, in file: SourceFile)
    -> String?
  {
    var matching: String?
    var versions = Set<String>()
    var descriptors: [(name: String, range: String)] = []
    let text = String(decoding: file.bytes, as: UTF8.self)
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.first != " ", line.first != "#", line.hasSuffix(":") {
        descriptors = line.dropLast().split(separator: ",").compactMap { descriptor($0) }
        continue
      }
      let trimmed = line.drop { $0 == " " }
      guard line.hasPrefix("  "), !line.hasPrefix("   "), trimmed.hasPrefix("version"),
        descriptors.contains(where: { $0.name == name })
      else { continue }
      var value = trimmed.dropFirst("version".count).drop { $0 == ":" || $0 == " " }
      value = value.trimmingQuotes
      versions.insert(String(value))
      if let requested, descriptors.contains(where: { $0.name == name && $0.range == requested }) {
        matching = String(value)
      }
      descriptors = []
    }
    return matching ?? (versions.count == 1 ? versions.first : nil)
  }

  /// `"@scope/name@npm:^1.0.0"` → (`@scope/name`, `^1.0.0`).
  private static func descriptor(_ text: Substring) -> (name: String, range: String)? {
    let unquoted = text.drop { $0 == " " }.trimmingQuotes
    let searchFrom = unquoted.index(unquoted.startIndex, offsetBy: unquoted.hasPrefix("@") ? 1 : 0)
    guard let at = unquoted[searchFrom...].firstIndex(of: "@") else { return nil }
    var range = unquoted[unquoted.index(after: at)...]
    if range.hasPrefix("npm:") { range = range.dropFirst(4) }
    return (String(unquoted[..<at]), String(range))
  }
}

extension Substring {
  /// Without one pair of surrounding `"` or `'`.
  var trimmingQuotes: Substring {
    guard count >= 2, let first, first == "\"" || first == "'", last == first else { return self }
    return dropFirst().dropLast()
  }
}
