import BridgeDiagnostics
import Compatibility
import Foundation
import Reporting

/// Writes a package's lock into a folder so that runs at the same time can never lose one: the
/// file is written while holding its sidecar `NAME.lock.json.lock` (created exclusively; waited
/// for, and taken over when older than a minute, the trace of a run that died), atomically.
/// The same package recorded again under a new update id adds that publication to its lock; an
/// identical lock is left alone; another package of the same file name is never overwritten.
enum LockRecorder {
  enum Outcome: Equatable {
    case recorded
    case unchanged
    /// The lock now lists this many publications.
    case republished(Int)
  }

  /// How long a run waits for another to finish writing the same lock.
  static let patience: TimeInterval = 30
  /// A sidecar older than this belongs to a run that died.
  static let staleAfter: TimeInterval = 60

  static func record(_ lock: Lock, in folder: String) -> Result<(String, Outcome), LockError> {
    let path = (folder as NSString).appendingPathComponent(lock.fileName)
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      return .failure(LockError(message: "cannot create \(folder): \(error.localizedDescription)"))
    }
    let sidecar = path + ".lock"
    guard acquire(sidecar) else {
      return .failure(
        LockError(
          message:
            "\(sidecar) has been held by another run for over \(Int(patience)) s; nothing was recorded"
        ))
    }
    defer { unlink(sidecar) }
    var written = lock
    var outcome = Outcome.recorded
    if let existing = FileManager.default.contents(atPath: path) {
      let file = SourceFile(path: path, bytes: [UInt8](existing))
      guard case .success(let recorded) = Lock.read(file) else {
        return .failure(
          LockError(message: "\(path) exists and cannot be read as a lock; it is never overwritten")
        )
      }
      guard let merged = recorded.adding(publicationsOf: lock) else {
        return .failure(
          LockError(
            message:
              "\(path) records another package whose digest starts the same; a lock is never overwritten (remove it if it is wrong)"
          ))
      }
      // The same publication again (a re-run of the same job): the lock is left alone.
      guard merged.publications != recorded.publications else {
        return .success((path, .unchanged))
      }
      written = merged
      outcome = .republished(merged.publications.count)
    }
    do {
      try AtomicFile.write(Data(written.json.rendered().utf8), to: path)
    } catch {
      return .failure(LockError(message: "cannot write \(path): \(error)"))
    }
    return .success((path, outcome))
  }

  /// Creates the sidecar exclusively, waiting for another run's to go.
  private static func acquire(_ sidecar: String) -> Bool {
    let deadline = Date().addingTimeInterval(patience)
    while true {
      let descriptor = open(sidecar, O_CREAT | O_EXCL | O_WRONLY, 0o644)
      if descriptor >= 0 {
        close(descriptor)
        return true
      }
      guard errno == EEXIST else { return false }
      if let modified = (try? FileManager.default.attributesOfItem(atPath: sidecar))?[
        .modificationDate] as? Date, Date().timeIntervalSince(modified) > staleAfter
      {
        unlink(sidecar)
        continue
      }
      guard Date() < deadline else { return false }
      usleep(20_000)
    }
  }
}
