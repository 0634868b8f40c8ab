import BridgeDiagnostics

/// A package manager's lockfile: which version of each dependency an install resolves, read
/// without running the package manager. One reader per format, each in its own file.
protocol Lockfile: Sendable {
  /// The file name the package manager writes.
  static var fileName: String { get }
  /// The version installed for dependency `name` of the workspace at `importer` (its folder
  /// relative to the lockfile's, `""` for the lockfile's own), asked for as `requested`;
  /// `nil` when the lockfile does not say (or says several things).
  static func version(of name: String, requested: String?, importer: String, in file: SourceFile)
    -> String?
}

/// The lockfile formats, in the order a folder is searched for them.
let lockfileFormats: [any Lockfile.Type] = [
  NPMLockfile.self, ShrinkwrapLockfile.self, YarnLockfile.self, PnpmLockfile.self,
  BunLockfile.self,
]
