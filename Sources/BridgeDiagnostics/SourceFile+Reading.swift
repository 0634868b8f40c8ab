import Foundation

extension SourceFile {
  /// Reads a file for analysis, or explains why it cannot be read: missing, a folder, not
  /// readable, over `maxBytes`, or not UTF-8 when `requireUTF8` is set.
  ///
  /// - Parameters:
  ///   - path: where to read from.
  ///   - displayPath: how messages name the file (the path as the user gave it); defaults to `path`.
  public static func read(
    path: String, displayPath: String? = nil, maxBytes: Int, requireUTF8: Bool = true
  ) -> Result<SourceFile, Diagnostic> {
    let shown = displayPath ?? path
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(.fatal("file-not-found", "no such file", path: shown))
    }
    guard !isDirectory.boolValue else {
      return .failure(.fatal("unreadable-file", "expected a file, found a folder", path: shown))
    }
    let size = (try? manager.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
    guard size <= maxBytes else {
      return .failure(
        .fatal(
          "file-too-large", "file is \(size) bytes, over the limit of \(maxBytes) bytes",
          path: shown))
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return .failure(
        .fatal("unreadable-file", "cannot open the file (permission denied?)", path: shown))
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: maxBytes + 1) ?? Data()
    } catch {
      return .failure(
        .fatal(
          "unreadable-file", "cannot read the file: \(error.localizedDescription)", path: shown))
    }
    guard data.count <= maxBytes else {
      return .failure(
        .fatal("file-too-large", "file is over the limit of \(maxBytes) bytes", path: shown))
    }
    let file = SourceFile(path: shown, bytes: [UInt8](data))
    if requireUTF8, let offset = file.firstInvalidUTF8Offset {
      return .failure(
        .fatal(
          "invalid-utf8", "file is not valid UTF-8",
          at: Span(file: file, start: offset, length: 1)))
    }
    return .success(file)
  }
}
