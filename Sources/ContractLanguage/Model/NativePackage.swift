import BridgeDiagnostics

/// `package NAME compatible(RANGE, …)`: within one range, versions of the package have
/// interchangeable native halves, so an update may bundle any of them for a binary that linked
/// another.
public struct PackageCompatibility: Sendable {
  public let package: String
  public let ranges: [VersionRange]
  public let docs: [String]
  public let span: Span
}

/// A package version a release states in its block, with where.
public struct StatedPackage: Sendable {
  /// `nil` for `package NAME none`: the release no longer links it.
  public let version: SemanticVersion?
  public let span: Span
}

extension Contract {
  /// Whether JavaScript of `package` at `bundled` can run on a binary that linked `linked`: the
  /// same version, or both within one declared compatible range.
  public func isCompatible(_ package: String, bundled: SemanticVersion, linked: SemanticVersion)
    -> Bool
  {
    bundled == linked
      || compatibleRanges(of: package).contains { $0.contains(bundled) && $0.contains(linked) }
  }

  /// Whether every version `range` admits can run on a binary that linked `linked`.
  public func isCompatible(
    _ package: String, everyVersionOf range: VersionRange, linked: SemanticVersion
  )
    -> Bool
  {
    if range.exactVersion == linked { return true }
    return compatibleRanges(of: package).contains { $0.contains(linked) && range.isSubset(of: $0) }
  }

  /// Whether some version `range` admits can run on a binary that linked `linked`.
  public func mayBeCompatible(_ package: String, range: VersionRange, linked: SemanticVersion)
    -> Bool
  {
    if range.contains(linked) { return true }
    return compatibleRanges(of: package).contains { $0.contains(linked) && range.overlaps($0) }
  }

  public func compatibleRanges(of package: String) -> [VersionRange] {
    packageCompatibility.filter { $0.package == package }.flatMap(\.ranges)
  }

  /// Every package some release records a version of, sorted.
  public var recordedPackages: [String] {
    Set(releases.flatMap { $0.packages.keys }).sorted()
  }
}

/// The spelling of npm package names (npm's rules for new packages): lower case, URL-safe,
/// at most 214 characters, optionally scoped (`@scope/name`).
public enum PackageName {
  public static func isValid(_ name: String) -> Bool {
    guard !name.isEmpty, name.utf8.count <= 214 else { return false }
    let parts: [Substring]
    if name.hasPrefix("@") {
      parts = name.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2 else { return false }
    } else {
      parts = [Substring(name)]
    }
    return parts.allSatisfy { part in
      guard let first = part.first, first != ".", first != "_" else { return false }
      return part.allSatisfy { character in
        character.isASCII
          && (character.isLowercase || character.isNumber || "-._~".contains(character))
      }
    }
  }
}
