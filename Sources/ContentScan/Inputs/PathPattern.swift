/// An `--exclude` pattern: a glob over paths inside an input folder. `*` matches within one
/// component, `**` any number of components, `?` one character, `[abc]`, `[a-z]` and `[!a]` one
/// of a set. A pattern without `/` matches any one component's name (`e2e`, `*.test.ts`,
/// `__tests__`); one with `/` matches the whole path from the input folder (`src/legacy/**`,
/// `**/*.stories.tsx`).
public struct PathPattern: Sendable, Equatable, CustomStringConvertible {
  public let description: String
  private let components: [String]
  private let matchesAnyName: Bool

  public init(_ text: String) {
    description = text
    var trimmed = Substring(text)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    while trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
    while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    components = trimmed.split(separator: "/").map(String.init)
    matchesAnyName = !trimmed.contains("/")
  }

  /// Whether the path (relative to the input folder, `/`-separated) is matched.
  public func matches(_ relativePath: String) -> Bool {
    let parts = relativePath.split(separator: "/").map(String.init)
    if matchesAnyName, let only = components.first {
      return parts.contains { PathPattern.name($0, matches: only) }
    }
    return PathPattern.path(parts[...], matches: components[...])
  }

  private static func path(_ parts: ArraySlice<String>, matches pattern: ArraySlice<String>)
    -> Bool
  {
    guard let first = pattern.first else { return parts.isEmpty }
    if first == "**" {
      // Zero or more components.
      var rest = parts
      while true {
        if path(rest, matches: pattern.dropFirst()) { return true }
        guard !rest.isEmpty else { return false }
        rest = rest.dropFirst()
      }
    }
    guard let part = parts.first, name(part, matches: first) else { return false }
    return path(parts.dropFirst(), matches: pattern.dropFirst())
  }

  /// One component against a glob without `/`.
  static func name(_ name: String, matches pattern: String) -> Bool {
    let text = Array(name)
    let glob = Array(pattern)
    func match(_ t: Int, _ g: Int) -> Bool {
      if g == glob.count { return t == text.count }
      switch glob[g] {
      case "*":
        var position = t
        while true {
          if match(position, g + 1) { return true }
          guard position < text.count else { return false }
          position += 1
        }
      case "?":
        return t < text.count && match(t + 1, g + 1)
      case "[":
        guard let close = glob[(g + 1)...].firstIndex(of: "]"), close > g + 1, t < text.count
        else { return t < text.count && text[t] == "[" && match(t + 1, g + 1) }
        var members = glob[(g + 1)..<close]
        let negated = members.first == "!" || members.first == "^"
        if negated { members = members.dropFirst() }
        var found = false
        var index = members.startIndex
        while index < members.endIndex {
          let low = members[index]
          if index + 2 < members.endIndex, members[index + 1] == "-" {
            if low <= text[t] && text[t] <= members[index + 2] { found = true }
            index += 3
          } else {
            if low == text[t] { found = true }
            index += 1
          }
        }
        return found != negated && match(t + 1, close + 1)
      default:
        return t < text.count && text[t] == glob[g] && match(t + 1, g + 1)
      }
    }
    return match(0, 0)
  }
}
