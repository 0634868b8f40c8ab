import BridgeDiagnostics
import Foundation

extension Lock {
  /// Locks larger than this are refused rather than read.
  public static let maxBytes = 64 << 20

  /// Every `*.lock.json` in `folder`, by file name, read on every core (a runtime accumulates
  /// hundreds); a lock that cannot be read, or records another bridge, is a fatal diagnostic.
  public static func readFolder(_ folder: String, bridge: String) -> (
    [(String, Lock)], [Diagnostic]
  ) {
    guard let lockNames = fileNames(in: folder, matching: { $0.hasSuffix(".lock.json") }) else {
      return ([], [.fatal("unreadable-locks", "cannot read the lock folder", path: folder)])
    }
    let read = concurrentMap(lockNames.count) { index in
      let path = (folder as NSString).appendingPathComponent(lockNames[index])
      return SourceFile.read(path: path, maxBytes: Lock.maxBytes).flatMap(Lock.read)
    }
    var locks: [(String, Lock)] = []
    var diagnostics: [Diagnostic] = []
    for (name, result) in zip(lockNames, read) {
      switch result {
      case .success(let lock) where lock.bridge != bridge:
        diagnostics.append(
          .fatal(
            "lock-bridge-mismatch",
            "the lock records bridge '\(lock.bridge)', but the contract is bridge '\(bridge)'",
            path: (folder as NSString).appendingPathComponent(name)))
      case .success(let lock): locks.append((name, lock))
      case .failure(let diagnostic): diagnostics.append(diagnostic)
      }
    }
    return (locks, diagnostics)
  }

  /// The file names of the current locks: the newest `publishedAt` of each runtime and channel
  /// (LOCKS.md); of equal times, the first by name.
  public static func currentNames(_ locks: [(String, Lock)]) -> Set<String> {
    var current: [String: (name: String, publishedAt: String)] = [:]
    for (name, lock) in locks {
      let key = lock.runtime + "\u{0}" + lock.channel
      let time = lock.publishedAt ?? ""
      if let known = current[key], known.publishedAt >= time { continue }
      current[key] = (name, time)
    }
    return Set(current.values.map(\.name))
  }
}
