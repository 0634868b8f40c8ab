import BridgeDiagnostics

/// What a scanned root's `package.json` says about native code: the dependencies it bundles when
/// imported, and the React Native and Expo versions the bundle is built against.
public struct PackageManifest: Sendable {
  /// One `dependencies` entry, with where its name stands in the file.
  public struct Dependency: Sendable, Hashable {
    public let name: String
    public let version: String
    public let line: Int
    public let column: Int
    /// The byte range of the quoted name, for diagnostics.
    let range: Range<Int>
  }

  /// The file as the user named its folder joined with `package.json`.
  public let file: String
  /// The folder it was read from.
  public let folder: String
  public let dependencies: [Dependency]
  let source: SourceFile

  /// The `react-native` or `expo` dependency.
  public func dependency(_ name: String) -> Dependency? {
    dependencies.first { $0.name == name }
  }

  public func span(of dependency: Dependency) -> Span {
    Span(file: source, range: dependency.range)
  }
}
