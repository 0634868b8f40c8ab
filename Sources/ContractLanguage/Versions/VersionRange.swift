/// A set of semantic versions written as npm writes ranges: `14.0.1`, `~14.0`, `^3.2.0`, `14.0.x`,
/// `>=1.2 <2`, `1.2.3 - 1.4`, `^1 || ^2`, `*`. The contract's `compatible(RANGE)` and a
/// `package.json` dependency both use it; so that one can be compared with the other, a range is
/// held as a union of intervals, and subsets and intersections are exact.
///
/// What npm adds beyond sets of versions — a pre-release is admitted only by a comparator of its
/// own `major.minor.patch` — is not modelled: a range here may admit more pre-releases than npm
/// would, which only makes "every admitted version is compatible" harder to prove, never easier.
public struct VersionRange: Sendable, Hashable, CustomStringConvertible {
  /// One end of an interval: a version, and whether the version itself is inside.
  public struct Bound: Sendable, Hashable {
    public let version: SemanticVersion
    public let inclusive: Bool
  }

  /// The versions between `lower` and `upper`; a missing end is unbounded.
  public struct Interval: Sendable, Hashable {
    public let lower: Bound?
    public let upper: Bound?

    func contains(_ version: SemanticVersion) -> Bool {
      if let lower, version < lower.version || (!lower.inclusive && version == lower.version) {
        return false
      }
      if let upper, version > upper.version || (!upper.inclusive && version == upper.version) {
        return false
      }
      return true
    }

    var isEmpty: Bool {
      guard let lower, let upper else { return false }
      return lower.version > upper.version
        || (lower.version == upper.version && !(lower.inclusive && upper.inclusive))
    }

    func intersection(_ other: Interval) -> Interval {
      Interval(
        lower: Self.tighterLower(lower, other.lower), upper: Self.tighterUpper(upper, other.upper))
    }

    /// Whether every version of `self` lies in `other`.
    func isInside(_ other: Interval) -> Bool {
      if let outer = other.lower {
        guard let inner = lower else { return false }
        if inner.version < outer.version { return false }
        if inner.version == outer.version, inner.inclusive, !outer.inclusive { return false }
      }
      if let outer = other.upper {
        guard let inner = upper else { return false }
        if inner.version > outer.version { return false }
        if inner.version == outer.version, inner.inclusive, !outer.inclusive { return false }
      }
      return true
    }

    private static func tighterLower(_ a: Bound?, _ b: Bound?) -> Bound? {
      guard let a else { return b }
      guard let b else { return a }
      if a.version != b.version { return a.version > b.version ? a : b }
      return a.inclusive ? b : a
    }

    private static func tighterUpper(_ a: Bound?, _ b: Bound?) -> Bound? {
      guard let a else { return b }
      guard let b else { return a }
      if a.version != b.version { return a.version < b.version ? a : b }
      return a.inclusive ? b : a
    }
  }

  /// Disjoint or not, in the order written; empty intervals dropped.
  public let intervals: [Interval]
  /// The range as written.
  public let text: String

  public var description: String { text }

  /// The single version an exact range (`14.0.1`, `=14.0.1`) admits.
  public var exactVersion: SemanticVersion? {
    guard intervals.count == 1, let lower = intervals[0].lower, let upper = intervals[0].upper,
      lower.inclusive, upper.inclusive, lower.version == upper.version
    else { return nil }
    return lower.version
  }

  public func contains(_ version: SemanticVersion) -> Bool {
    intervals.contains { $0.contains(version) }
  }

  /// Whether every version this range admits is admitted by `other`. Each interval must fit in
  /// one of `other`'s after touching ones are joined, so `^1 || ^2` is inside `>=1 <3`.
  public func isSubset(of other: VersionRange) -> Bool {
    let outer = other.joinedIntervals
    return intervals.allSatisfy { interval in outer.contains { interval.isInside($0) } }
  }

  /// Whether some version lies in both.
  public func overlaps(_ other: VersionRange) -> Bool {
    intervals.contains { mine in other.intervals.contains { !mine.intersection($0).isEmpty } }
  }

  /// The intervals sorted and merged where they touch or overlap.
  private var joinedIntervals: [Interval] {
    let sorted = intervals.sorted { lhs, rhs in
      guard let left = lhs.lower else { return rhs.lower != nil }
      guard let right = rhs.lower else { return false }
      return left.version != right.version ? left.version < right.version : left.inclusive
    }
    var joined: [Interval] = []
    for interval in sorted {
      guard let last = joined.last else {
        joined.append(interval)
        continue
      }
      let touches: Bool
      if let end = last.upper, let start = interval.lower {
        touches =
          start.version < end.version
          || (start.version == end.version && (start.inclusive || end.inclusive))
      } else {
        touches = true
      }
      guard touches else {
        joined.append(interval)
        continue
      }
      let upper: Bound?
      if let a = last.upper, let b = interval.upper {
        upper = a.version != b.version ? (a.version > b.version ? a : b) : (a.inclusive ? a : b)
      } else {
        upper = nil
      }
      joined[joined.count - 1] = Interval(lower: last.lower, upper: upper)
    }
    return joined
  }

  /// Parses a range; `nil` for what names no set of versions (`latest`, `workspace:*`, a URL,
  /// `npm:other@1`, a path).
  public init?(_ text: String) {
    self.text = text
    var intervals: [Interval] = []
    for alternative in text.components(separatedBy: "||") {
      guard let interval = Self.parseSet(alternative) else { return nil }
      if !interval.isEmpty { intervals.append(interval) }
    }
    self.intervals = intervals
  }

  /// One `||` alternative: a hyphen range, or comparators that all hold.
  private static func parseSet(_ text: String) -> Interval? {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    if words.count == 3, words[1] == "-" {
      guard let low = Partial(Substring(words[0])), let high = Partial(Substring(words[2])) else {
        return nil
      }
      return Interval(lower: low.lowerBound, upper: high.upperBoundInclusive)
    }
    // `>= 1.2` is written with a space too: join an operator to the version after it.
    var comparators: [String] = []
    for word in words {
      if let last = comparators.last, ["<", "<=", ">", ">=", "=", "~", "^"].contains(last) {
        comparators[comparators.count - 1] += word
      } else {
        comparators.append(word)
      }
    }
    var result = Interval(lower: nil, upper: nil)
    for comparator in comparators {
      guard let interval = parseComparator(comparator) else { return nil }
      result = result.intersection(interval)
    }
    return result
  }

  private static func parseComparator(_ text: String) -> Interval? {
    var rest = Substring(text)
    var operation = ""
    for candidate in ["<=", ">=", "<", ">", "=", "~", "^"] where rest.hasPrefix(candidate) {
      operation = candidate
      rest = rest.dropFirst(candidate.count)
      break
    }
    guard let partial = Partial(rest) else { return nil }
    switch operation {
    case "", "=":
      if partial.isWildcardAll { return Interval(lower: nil, upper: nil) }
      return Interval(lower: partial.lowerBound, upper: partial.upperBoundInclusive)
    case ">=":
      return partial.isWildcardAll
        ? Interval(lower: nil, upper: nil) : Interval(lower: partial.lowerBound, upper: nil)
    case ">":
      guard !partial.isWildcardAll else {
        return Interval(
          lower: nil,
          upper: Bound(version: SemanticVersion(0, 0, 0, prerelease: ["0"]), inclusive: false))
      }
      if let exact = partial.exact {
        return Interval(lower: Bound(version: exact, inclusive: false), upper: nil)
      }
      return Interval(
        lower: partial.nextBound.map { Bound(version: $0, inclusive: true) }, upper: nil)
    case "<":
      guard !partial.isWildcardAll else {
        return Interval(
          lower: nil,
          upper: Bound(version: SemanticVersion(0, 0, 0, prerelease: ["0"]), inclusive: false))
      }
      let start =
        partial.exact
        ?? SemanticVersion(
          partial.major ?? 0, partial.minor ?? 0, partial.patch ?? 0, prerelease: ["0"])
      return Interval(lower: nil, upper: Bound(version: start, inclusive: false))
    case "<=":
      return Interval(lower: nil, upper: partial.upperBoundInclusive)
    case "~":
      guard let major = partial.major else { return Interval(lower: nil, upper: nil) }
      let upper =
        partial.minor == nil
        ? SemanticVersion(major + 1, 0, 0, prerelease: ["0"])
        : SemanticVersion(major, partial.minor! + 1, 0, prerelease: ["0"])
      return Interval(lower: partial.lowerBound, upper: Bound(version: upper, inclusive: false))
    case "^":
      guard let major = partial.major else { return Interval(lower: nil, upper: nil) }
      let upper: SemanticVersion
      if major > 0 || partial.minor == nil {
        upper = SemanticVersion(major + 1, 0, 0, prerelease: ["0"])
      } else if partial.minor! > 0 || partial.patch == nil {
        upper = SemanticVersion(0, partial.minor! + 1, 0, prerelease: ["0"])
      } else {
        upper = SemanticVersion(0, 0, partial.patch! + 1, prerelease: ["0"])
      }
      return Interval(lower: partial.lowerBound, upper: Bound(version: upper, inclusive: false))
    default:
      return nil
    }
  }

  /// A version with wildcards or missing parts: `1`, `1.2`, `1.2.x`, `*`, `1.2.3-rc.1`.
  private struct Partial {
    var major: Int?
    var minor: Int?
    var patch: Int?
    var exact: SemanticVersion?

    init?(_ text: Substring) {
      var text = text
      if text.first == "v" { text = text.dropFirst() }
      if let full = SemanticVersion(text) {
        exact = full
        (major, minor, patch) = (full.major, full.minor, full.patch)
        return
      }
      let parts = text.split(separator: ".", omittingEmptySubsequences: false)
      guard (1...3).contains(parts.count) else { return nil }
      var values: [Int?] = []
      var wildcard = false
      for part in parts {
        if ["x", "X", "*"].contains(part) {
          wildcard = true
          values.append(nil)
        } else {
          guard !wildcard, let number = SemanticVersion.number(part) else { return nil }
          values.append(number)
        }
      }
      while values.count < 3 { values.append(nil) }
      (major, minor, patch) = (values[0], values[1], values[2])
    }

    var isWildcardAll: Bool { major == nil }

    var lowerBound: Bound? {
      if let exact { return Bound(version: exact, inclusive: true) }
      guard let major else { return nil }
      return Bound(version: SemanticVersion(major, minor ?? 0, patch ?? 0), inclusive: true)
    }

    /// The first version past a partial (`1.2` → `1.3.0-0`), `nil` for `*`.
    var nextBound: SemanticVersion? {
      guard let major else { return nil }
      guard let minor else { return SemanticVersion(major + 1, 0, 0, prerelease: ["0"]) }
      guard let patch else { return SemanticVersion(major, minor + 1, 0, prerelease: ["0"]) }
      return SemanticVersion(major, minor, patch + 1, prerelease: ["0"])
    }

    /// The top of what a partial admits: itself when exact, else up to the next one.
    var upperBoundInclusive: Bound? {
      if let exact { return Bound(version: exact, inclusive: true) }
      return nextBound.map { Bound(version: $0, inclusive: false) }
    }
  }
}
