import Foundation

/// A file's bytes, and where its lines are.
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

  /// How many line feeds stand before each block of `lineBlock` bytes: entry `k` counts those in
  /// the first `k` blocks, the last all of them. A line is found by counting on from its block's
  /// entry, so a lookup reads one block at most — and the table takes a 512th of the file, where
  /// one of every line's start took eight bytes a line (more than a file of short lines itself,
  /// which broke a scan's memory bound). Built on first use: most files a scan reads are never
  /// shown to anyone.
  private var newlinesBefore: [Int] {
    lineTableLock.lock()
    defer { lineTableLock.unlock() }
    if let lineTable { return lineTable }
    let built = buildLineTable()
    lineTable = built
    return built
  }
  private static let lineBlock = 4096
  private let lineTableLock = NSLock()
  /// Written once, under `lineTableLock`.
  nonisolated(unsafe) private var lineTable: [Int]?

  /// How many Unicode scalars start before each block of `lineBlock` bytes, as `newlinesBefore`
  /// counts line feeds: a column far along a long line is counted from its block, not from the
  /// line's start — a minified line holding thousands of places, asked about one at a time, was
  /// read once for each. Built on first need.
  private var scalarsBefore: [Int] {
    lineTableLock.lock()
    defer { lineTableLock.unlock() }
    if let scalarTable { return scalarTable }
    var table = [0]
    table.reserveCapacity(bytes.count / Self.lineBlock + 2)
    var total = 0
    for (index, byte) in bytes.enumerated() {
      if index > 0, index % Self.lineBlock == 0 { table.append(total) }
      // Continuation bytes (10xxxxxx) do not start a scalar.
      if byte & 0xC0 != 0x80 { total += 1 }
    }
    table.append(total)
    scalarTable = table
    return table
  }
  /// Written once, under `lineTableLock`.
  nonisolated(unsafe) private var scalarTable: [Int]?

  /// How many scalars start before `offset`.
  private func scalars(before offset: Int) -> Int {
    let block = offset / Self.lineBlock
    var count = scalarsBefore[block]
    for index in block * Self.lineBlock..<offset where bytes[index] & 0xC0 != 0x80 { count += 1 }
    return count
  }

  public init(path: String, bytes: [UInt8], isConfidential: Bool = false) {
    self.path = path
    self.bytes = bytes
    self.isConfidential = isConfidential
  }

  private func buildLineTable() -> [Int] {
    var table = [0]
    table.reserveCapacity(bytes.count / Self.lineBlock + 2)
    var total = 0
    // Line feeds found by `memchr`, which skips the long lines of minified code many bytes at a
    // time; each block's entry is written once the search has passed it.
    forEachNewline(in: 0..<bytes.count) { newline in
      while table.count * Self.lineBlock <= newline { table.append(total) }
      total += 1
    }
    while (table.count - 1) * Self.lineBlock < bytes.count { table.append(total) }
    return table
  }

  private func newlineCount(in range: Range<Int>) -> Int {
    var count = 0
    forEachNewline(in: range) { _ in count += 1 }
    return count
  }

  /// Calls `body` with the offset of each line feed in `range`, in order.
  private func forEachNewline(in range: Range<Int>, _ body: (Int) -> Void) {
    var offset = range.lowerBound
    while let newline = firstNewline(in: offset..<range.upperBound) {
      body(newline)
      offset = newline + 1
    }
  }

  /// The offset of the first line feed in `range`, if any.
  func firstNewline(in range: Range<Int>) -> Int? {
    guard !range.isEmpty else { return nil }
    return bytes.withUnsafeBufferPointer { buffer in
      memchr(buffer.baseAddress! + range.lowerBound, 0x0A, range.count).map {
        UnsafeRawPointer($0) - UnsafeRawPointer(buffer.baseAddress!)
      }
    }
  }

  public convenience init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// How many lines the file has: one more than its line feeds.
  public var lineCount: Int { newlinesBefore.last! + 1 }

  /// The 0-based line holding `offset` (an offset equal to the file size is on the last line).
  public func lineIndex(of offset: Int) -> Int {
    let offset = min(max(offset, 0), bytes.count)
    let block = offset / Self.lineBlock
    return newlinesBefore[block]
      + newlineCount(in: block * Self.lineBlock..<offset)
  }

  /// The offset where the 0-based `line` starts.
  public func lineStart(_ line: Int) -> Int {
    guard line > 0 else { return 0 }
    let table = newlinesBefore
    // The block holding the line feed that ends line `line - 1`: the last whose entry is below
    // `line`.
    var low = 0
    var high = table.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if table[middle] < line { low = middle } else { high = middle - 1 }
    }
    var seen = table[low]
    var offset = low * Self.lineBlock
    while let newline = firstNewline(in: offset..<bytes.count) {
      seen += 1
      if seen == line { return newline + 1 }
      offset = newline + 1
    }
    return bytes.count
  }

  /// Calls `body` with each 0-based line and its byte range (as `lineRange` gives it), in order.
  public func forEachLine(_ body: (Int, Range<Int>) -> Void) {
    var line = 0
    var start = 0
    while true {
      let newline = firstNewline(in: start..<bytes.count)
      body(line, trimmingCarriageReturn(start..<(newline ?? bytes.count)))
      guard let newline else { return }
      line += 1
      start = newline + 1
    }
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
    var locations: [SourceLocation] = []
    locations.reserveCapacity(offsets.count)
    var line = -1
    // Where counting stopped, and the column there.
    var index = 0
    var column = 1
    for offset in offsets {
      let clamped = min(max(offset, 0), bytes.count)
      if line < 0 || clamped < index || firstNewline(in: index..<clamped) != nil {
        line = lineIndex(of: clamped)
        index = lineStart(line)
        column = 1
      }
      if clamped - index > 2 * Self.lineBlock {
        column += scalars(before: clamped) - scalars(before: index)
        index = clamped
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
    let start = lineStart(line)
    return trimmingCarriageReturn(start..<(firstNewline(in: start..<bytes.count) ?? bytes.count))
  }

  /// `range` without the `\r` of a `\r\n` that ends it.
  private func trimmingCarriageReturn(_ range: Range<Int>) -> Range<Int> {
    guard let last = range.last, bytes[last] == UInt8(ascii: "\r") else { return range }
    return range.lowerBound..<last
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
