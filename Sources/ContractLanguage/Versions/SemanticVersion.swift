/// A semantic version (`14.0.1`, `3.2.0-rc.1`), ordered by semver precedence: build metadata is
/// kept for printing and ignored in comparison.
public struct SemanticVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  public let major: Int
  public let minor: Int
  public let patch: Int
  /// Dot-separated pre-release identifiers (`rc.1` → `["rc", "1"]`); empty for a release.
  public let prerelease: [String]
  public let build: String?

  public init(_ major: Int, _ minor: Int, _ patch: Int, prerelease: [String] = []) {
    self.major = major
    self.minor = minor
    self.patch = patch
    self.prerelease = prerelease
    self.build = nil
  }

  /// Parses an exact version: three numbers, optional `-pre` and `+build`, an optional leading
  /// `v` (as npm writes some). `nil` for anything else.
  public init?(_ text: some StringProtocol) {
    var rest = Substring(text)
    if rest.first == "v" { rest = rest.dropFirst() }
    var build: String?
    if let plus = rest.firstIndex(of: "+") {
      build = String(rest[rest.index(after: plus)...])
      guard build?.isEmpty == false else { return nil }
      rest = rest[..<plus]
    }
    var prerelease: [String] = []
    if let dash = rest.firstIndex(of: "-") {
      prerelease = rest[rest.index(after: dash)...].split(
        separator: ".", omittingEmptySubsequences: false
      ).map(String.init)
      guard
        prerelease.allSatisfy({ part in
          !part.isEmpty
            && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        })
      else { return nil }
      rest = rest[..<dash]
    }
    let numbers = rest.split(separator: ".", omittingEmptySubsequences: false)
    guard numbers.count == 3, let major = Self.number(numbers[0]),
      let minor = Self.number(numbers[1]), let patch = Self.number(numbers[2])
    else { return nil }
    (self.major, self.minor, self.patch) = (major, minor, patch)
    self.prerelease = prerelease
    self.build = build
  }

  /// A version number: decimal digits, no leading zero (semver's rule), small enough to add one.
  static func number(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }),
      text == "0" || text.first != "0"
    else { return nil }
    return Int(text)
  }

  public var description: String {
    var text = "\(major).\(minor).\(patch)"
    if !prerelease.isEmpty { text += "-" + prerelease.joined(separator: ".") }
    if let build { text += "+" + build }
    return text
  }

  public static func == (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) == (rhs.major, rhs.minor, rhs.patch)
      && lhs.prerelease == rhs.prerelease
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(major)
    hasher.combine(minor)
    hasher.combine(patch)
    hasher.combine(prerelease)
  }

  public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
    if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
      return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
    // A pre-release precedes its release; identifiers compare numerically when both are numbers.
    switch (lhs.prerelease.isEmpty, rhs.prerelease.isEmpty) {
    case (true, true), (true, false): return false
    case (false, true): return true
    case (false, false): break
    }
    for (left, right) in zip(lhs.prerelease, rhs.prerelease) where left != right {
      switch (Int(left), Int(right)) {
      case (let l?, let r?): return l < r
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil): return left < right
      }
    }
    return lhs.prerelease.count < rhs.prerelease.count
  }
}
