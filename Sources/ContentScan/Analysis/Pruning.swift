/// Whether the full pass drops the groups that hold nothing analysis reads (`Retention`). The
/// result is the same either way; pruning bounds a large bundle's memory.
public enum Pruning: Sendable {
  /// Files of `FileScanner.pruningThreshold` bytes or more: what the tool does.
  case bySize
  /// Every file, as the tests and the fuzz target scan small inputs to compare.
  case always
  /// No file.
  case never
}
