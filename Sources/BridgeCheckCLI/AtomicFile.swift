import Foundation

/// Writes a file so that a reader (or a crash) sees either the old complete file or the new one:
/// the bytes go to a temporary file in the same folder, which is then renamed over the target.
enum AtomicFile {
  struct WriteError: Error, CustomStringConvertible {
    let description: String
  }

  static func write(_ data: Data, to path: String) throws {
    try write(to: path) { write in write(String(decoding: data, as: UTF8.self)) }
  }

  /// Writes the pieces `produce` hands its writer, in order, as the file's whole text: a
  /// report of many megabytes goes to disk as it is made.
  static func write(to path: String, _ produce: (@escaping (String) -> Void) -> Void) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    let permissions = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions]
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
      let handle = FileHandle(forWritingAtPath: temporary.path)
    else {
      throw WriteError(description: "cannot create '\(temporary.path)'")
    }
    // The first failure (a full disk) is kept, the rest of the pieces dropped, and the
    // temporary file removed: the target keeps its old text.
    var failure: (any Error)?
    produce { piece in
      guard failure == nil else { return }
      do { try handle.write(contentsOf: Data(piece.utf8)) } catch { failure = error }
    }
    do { try handle.close() } catch { failure = failure ?? error }
    if let failure {
      try? FileManager.default.removeItem(at: temporary)
      throw WriteError(description: "\(failure)")
    }
    if let permissions {
      try? FileManager.default.setAttributes(
        [.posixPermissions: permissions], ofItemAtPath: temporary.path)
    }
    guard rename(temporary.path, path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw WriteError(description: reason)
    }
  }
}
