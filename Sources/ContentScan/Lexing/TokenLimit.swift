/// How much of a file the passes that keep things may hold, so that a scan's peak memory stays
/// below twice its largest input plus 50 MB whatever the file holds.
///
/// Pruning (`Retention`) drops the groups and `;`-ended statements that name nothing, which leaves
/// real code, minified or not, a small fraction of its tokens (plotly.min.js, 4.8 MB: 6,234).
/// What it cannot drop is a statement that names the bridge, or any statement not ended by `;`,
/// so a file that is one long expression, or has no semicolons, would keep most of its tokens —
/// twelve bytes each, and four more for analysis's table of openers. Past the limit the file is
/// not analysed: a fatal error at the place it ran out, which fails the gate closed.
enum TokenLimit {
  /// One token per 32 bytes of the file plus 524,288, and never fewer than 1,048,576 (with 16 for
  /// the end): a file of less than 1 MiB, which is not pruned and may have a token a byte (`[1,2,…]`),
  /// is never refused. With their openers, sixteen bytes a token: half the file plus 8 MiB, at
  /// least 16 MiB — far above what real code keeps once pruned (190 times plotly.min.js's),
  /// and within the bound beside the file itself, one smaller file scanned at the same time
  /// (`FileScanner` scans one large file at a time), and the process.
  static func tokens(forFileOf bytes: Int) -> Int { max(1 << 20, bytes / 32 + 1 << 19) + 16 }

  /// `tokens(forFileOf:)` in words, for the error that names the limit.
  static let rule = "one per 32 bytes plus 524288, at least 1048592"

  /// The outline's groups (`PrunedGroup`, 8 bytes each): half as many as the tokens, so that the
  /// outline and the tokens the full pass holds beside it stay within the tokens' share.
  static func outlinedGroups(forTokens tokens: Int) -> Int { tokens / 2 }
}
