import BridgeDiagnostics

/// A native property of a release: the native half of a JavaScript dependency.
public enum ReleaseProperty: String, CaseIterable, Sendable {
  /// The Hermes bytecode version the release's VM runs.
  case hermes
  case reactNative = "react-native"
  case expo
}

/// One native build (IPA) of a runtime.
public struct Release: Sendable {
  public enum Status: String, Sendable {
    case shipped, unreleased, retired
  }

  public let version: String
  public let runtime: String
  /// Position in the whole history, oldest first. Availability compares these.
  public let index: Int
  public let runtimeIndex: Int
  public let isFirstOfRuntime: Bool
  public let status: Status
  /// The release's properties, inherited from the previous release unless restated.
  public let properties: [ReleaseProperty: String]
  /// The properties this release states itself, with where.
  public let statedProperties: [ReleaseProperty: SyntaxWord]
  /// The version of each package with native code its binary links, inherited from the
  /// previous release unless its block restates or removes it.
  public let packages: [String: SemanticVersion]
  /// The package lines of its own block, removals (`none`) included.
  public let statedPackages: [String: StatedPackage]
  public let span: Span
}

/// A compatibility version and its releases.
public struct Runtime: Sendable {
  public let version: String
  /// Indices into ``Contract/releases``.
  public let releases: Range<Int>
  public let span: Span
}

/// A channel a publication may name.
public struct Channel: Sendable, Equatable {
  public let name: String
  /// Whether testers on this channel may run `unreleased` builds, so the gate checks those too.
  public let includesUnreleased: Bool
}
