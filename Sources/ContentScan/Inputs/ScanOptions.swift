/// What `scan` reads and skips.
public struct ScanOptions: Sendable {
  /// Build output and dependencies, skipped in source trees by default: `node_modules`, `dist`,
  /// `build`, `ios`, `android`, `.expo`, `coverage` (hidden folders are skipped too).
  public static let defaultSkippedFolders: Set<String> = [
    "node_modules", "dist", "build", "ios", "android", ".expo", "coverage",
  ]
  public static let platforms = ["ios", "android", "web", "windows", "macos"]

  /// `ios` (default): files for other platforms (`*.android.tsx`, `*.web.ts`) are skipped, and an
  /// export folder's iOS bundle is read.
  public var platform = "ios"
  public var skippedFolders = ScanOptions.defaultSkippedFolders
  /// `--exclude` patterns: paths inside an input folder that are no entries (a file an entry
  /// imports is read all the same, with a warning: it is in the bundle).
  public var excluded: [PathPattern] = []
  /// Largest file read, in bytes; at most 256 MiB, the most a token's offsets can address.
  public var maxFileBytes = 256 << 20 {
    didSet { maxFileBytes = min(maxFileBytes, 256 << 20) }
  }
  /// Most files read from all inputs together.
  public var maxFiles = 200_000
  /// Read every source file of a folder, as version 1 did, instead of the files the package's
  /// entries reach (`--all-files`).
  public var allFiles = false
  /// Keep each file's bytes as read (`ScanReport.contents`), so that a lock's digest is computed
  /// from the bytes the analysis read, in the same read (`gate --record`).
  public var keepsContents = false

  public init() {}
}
