import Foundation

/// A file's bytes and the table of where its lines start.
///
/// Everything that points into a file stores byte offsets (see ``Span``); lines and columns are
/// computed here only when something is shown to a person.
public final class SourceFile: Sendable {
  /// The path as the user gave it (joined with the path inside a folder), used in messages.
  public let path: String
  public let bytes: [UInt8]
  /// The file holds private data (captured snapshots, transcripts): diagnostics about it give
  /// the place but never print its lines.
  public let isConfidential: Bool

  /// Byte offset of the first byte of every line; `lineStarts[0] == 0`. Built on first use: most
  /// files a scan reads are never shown to anyone.
  public var lineStarts: [Int] {
    lineTableLock.lock()
    defer { lineTableLock.unlock() }
    if let lineTable { return lineTable }
    let built = Self.lineStarts(of: bytes)
    lineTable = built
    return built
  }
  private let lineTableLock = NSLock()
  /// Written once, under `lineTableLock`.
  nonisolated(unsafe) private var lineTable: [Int]?

  public init(path: String, bytes: [UInt8], isConfidential: Bool = false) {
    self.path = path
    self.bytes = bytes
    self.isConfidential = isConfidential
  }

  private static func lineStarts(of bytes: [UInt8]) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(bytes.count / 32 + 1)
    bytes.withUnsafeBufferPointer { buffer in
      let count = buffer.count
      var offset = 0
      while offset < count {
        guard let found = memchr(buffer.baseAddress! + offset, 0x0A, count - offset) else { break }
        offset = UnsafeRawPointer(found) - UnsafeRawPointer(buffer.baseAddress!) + 1
        starts.append(offset)
      }
    }
    return starts
  }

  public convenience init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The 0-based line holding `offset` (an offset equal to the file size is on the last line).
  public func lineIndex(of offset: Int) -> Int {
    let starts = lineStarts
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// 1-based line and column of `offset`; the column counts Unicode scalars, as editors and SARIF's
  /// `unicodeCodePoints` do.
  public func location(of offset: Int) -> SourceLocation {
    locations(ofAscending: [offset])[0]
  }

  /// `location(of:)` of each of `offsets`, which ascend: a column is counted on from the one
  /// before it on the same line, so that many places on one long line (a minified bundle's)
  /// cost one pass over it, not one each.
  public func locations(ofAscending offsets: [Int]) -> [SourceLocation] {
    let starts = lineStarts
    var locations: [SourceLocation] = []
    locations.reserveCapacity(offsets.count)
    var line = -1
    var index = 0
    var column = 1
    for offset in offsets {
      let clamped = min(max(offset, 0), bytes.count)
      let lineOfOffset = lineIndex(of: clamped)
      if lineOfOffset != line || clamped < index {
        line = lineOfOffset
        index = starts[line]
        column = 1
      }
      while index < clamped {
        // Continuation bytes (10xxxxxx) do not start a scalar.
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
      }
      locations.append(SourceLocation(line: line + 1, column: column))
    }
    return locations
  }

  /// The byte range of a 0-based line, without its line terminator.
  public func lineRange(_ line: Int) -> Range<Int> {
    let starts = lineStarts
    let start = starts[line]
    var end = line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return start..<max(start, end)
  }

  /// The text of a 0-based line; invalid UTF-8 is shown with replacement characters.
  public func lineText(_ line: Int) -> String {
    String(decoding: bytes[lineRange(line)], as: UTF8.self)
  }

  /// The text of a span (for messages), decoded leniently.
  public func text(of span: Span) -> String {
    let lower = min(span.start, bytes.count)
    let upper = min(span.end, bytes.count)
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }
}

/// A 1-based line and column.
public struct SourceLocation: Hashable, Comparable, Sendable {
  public let line: Int
  public let column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
