import Foundation

extension SourceFile {
  /// Reads a file for analysis, or explains why it cannot be read: missing, a folder, not
  /// readable, over `maxBytes`, or not UTF-8 when `requireUTF8` is set.
  ///
  /// - Parameters:
  ///   - path: where to read from.
  ///   - displayPath: how messages name the file (the path as the user gave it); defaults to `path`.
  ///   - isConfidential: the file holds private data, so diagnostics never print its lines.
  public static func read(
    path: String, displayPath: String? = nil, maxBytes: Int, requireUTF8: Bool = true,
    isConfidential: Bool = false
  ) -> Result<SourceFile, Diagnostic> {
    let shown = displayPath ?? path
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      if errno == ENOENT { return .failure(.fatal("file-not-found", "no such file", path: shown)) }
      return .failure(
        .fatal(
          "unreadable-file", "cannot open the file: \(String(cString: strerror(errno)))",
          path: shown))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .failure(
        .fatal(
          "unreadable-file", "cannot read the file: \(String(cString: strerror(errno)))",
          path: shown))
    }
    guard info.st_mode & S_IFMT != S_IFDIR else {
      return .failure(.fatal("unreadable-file", "expected a file, found a folder", path: shown))
    }
    let size = Int(info.st_size)
    guard size <= maxBytes else {
      return .failure(
        .fatal(
          "file-too-large", "file is \(size) bytes, over the limit of \(maxBytes) bytes",
          path: shown))
    }
    let (contents, failure) = readAll(descriptor, expectedSize: size, limit: maxBytes)
    if let failure {
      return .failure(.fatal("unreadable-file", "cannot read the file: \(failure)", path: shown))
    }
    // The file grew while being read, past the limit.
    guard contents.count <= maxBytes else {
      return .failure(
        .fatal("file-too-large", "file is over the limit of \(maxBytes) bytes", path: shown))
    }
    let file = SourceFile(path: shown, bytes: contents, isConfidential: isConfidential)
    if requireUTF8, let offset = file.firstInvalidUTF8Offset {
      return .failure(
        .fatal(
          "invalid-utf8", "file is not valid UTF-8",
          at: Span(file: file, start: offset, length: 1)))
    }
    return .success(file)
  }
}

/// Reads a whole file straight into a byte array (no intermediate `Data` copy): the size `stat`
/// reported, in one read and without a second one to see the end (the file as it was when `stat`
/// looked); when `stat` reports no size (a pipe, `/dev/stdin`), in chunks until the end.
private func readAll(_ descriptor: Int32, expectedSize: Int, limit: Int) -> ([UInt8], String?) {
  var failure: String?
  func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, _ initialized: inout Int) {
    while initialized < buffer.count {
      let count = read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
      if count < 0, errno == EINTR { continue }
      if count < 0 { failure = String(cString: strerror(errno)) }
      if count <= 0 { return }
      initialized += count
    }
  }
  var contents = [UInt8](unsafeUninitializedCapacity: max(expectedSize, 1)) {
    adviseHugePages(UnsafeMutableRawBufferPointer($0))
    fill($0, &$1)
  }
  while failure == nil, expectedSize == 0, !contents.isEmpty, contents.count <= limit {
    let chunk = [UInt8](unsafeUninitializedCapacity: 1 << 16) { fill($0, &$1) }
    if chunk.isEmpty { break }
    contents += chunk
  }
  return (contents, failure)
}
