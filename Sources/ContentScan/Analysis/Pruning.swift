/// Whether the full pass drops the groups that hold nothing analysis reads (`Retention`). The
/// result is the same either way; pruning bounds a large bundle's memory.
public enum Pruning: Sendable {
  /// Files of `FileScanner.pruningThreshold` bytes or more.
  case bySize
  case always
  case never
}
