extension SourceFile {
  /// The part of a line shown around a place in it: up to 60 characters either side, cut at
  /// character boundaries — a use's excerpt, and a diagnostic's on a line too long to print whole
  /// (a minified bundle is one line of megabytes).
  public struct Excerpt: Sendable, Equatable {
    /// The bytes shown, within the line.
    public let range: Range<Int>
    /// Whether the line goes on before and after them (shown as `…`).
    public let cutBefore: Bool
    public let cutAfter: Bool
  }

  /// Up to about 60 characters either side of `offset` on its line. Only the bytes within reach
  /// of `offset` are read: a line may be megabytes long.
  public func excerpt(around offset: Int) -> Excerpt {
    let reach = 240
    // The line's start and end, where within reach; otherwise the line goes on past `lower` or
    // `upper`.
    var lower = max(0, offset - reach)
    var upper = min(bytes.count, offset + reach)
    var goesOnBefore = lower > 0
    if let newline = lastNewline(in: lower..<offset) {
      lower = newline + 1
      goesOnBefore = false
    }
    var goesOnAfter = upper < bytes.count
    if let newline = firstNewline(in: offset..<upper) {
      upper = newline
      goesOnAfter = false
    }
    if !goesOnAfter, upper > offset, bytes[upper - 1] == UInt8(ascii: "\r") { upper -= 1 }
    while lower > 0, bytes[lower] & 0xC0 == 0x80 { lower -= 1 }
    while upper < bytes.count, bytes[upper] & 0xC0 == 0x80 { upper += 1 }
    // Up to 60 scalars either side, counted on the bytes (the file is valid UTF-8): a scalar
    // starts at every byte that is not a continuation byte (10xxxxxx).
    var start = offset
    var before = 0
    while before < 60, start > lower {
      start -= 1
      while start > lower, bytes[start] & 0xC0 == 0x80 { start -= 1 }
      before += 1
    }
    var end = offset
    var after = 0
    while after < 60, end < upper {
      end += 1
      while end < upper, bytes[end] & 0xC0 == 0x80 { end += 1 }
      after += 1
    }
    return Excerpt(
      range: start..<end,
      cutBefore: before == 60 && lower + before < offset || goesOnBefore,
      cutAfter: after == 60 || goesOnAfter)
  }

  private func lastNewline(in range: Range<Int>) -> Int? {
    range.reversed().first { bytes[$0] == 0x0A }
  }

  /// The excerpt's text, with `…` where the line was cut.
  public func text(of excerpt: Excerpt) -> String {
    (excerpt.cutBefore ? "…" : "") + String(decoding: bytes[excerpt.range], as: UTF8.self)
      + (excerpt.cutAfter ? "…" : "")
  }
}
