import Foundation

/// Writes a file so that a reader (or a crash) sees either the old complete file or the new one:
/// the bytes go to a temporary file in the same folder, which is then renamed over the target.
enum AtomicFile {
  struct WriteError: Error, CustomStringConvertible {
    let description: String
  }

  static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    let permissions = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions]
    guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
      throw WriteError(description: "cannot create '\(temporary.path)'")
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
