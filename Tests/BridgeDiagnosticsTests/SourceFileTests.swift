import Foundation
import Testing

@testable import BridgeDiagnostics

struct SourceFileTests {
  /// A regular file is read in one read of its size; something `stat` gives no size (a pipe, as
  /// `scan /dev/stdin` reads) is read in chunks to its end, past the first chunk.
  @Test func readsFilesAndPipesWhole() throws {
    let path = NSTemporaryDirectory() + "source-\(UUID().uuidString).ts"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let text = String(repeating: "let a = 1;\n", count: 10_000)
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    let file = try SourceFile.read(path: path, maxBytes: 1 << 20).get()
    #expect(file.bytes == Array(text.utf8))

    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let piped = Array(String(repeating: "x", count: 100_000).utf8)
    let writeEnd = ends[1]
    // More than a pipe holds: the writer blocks until the reader has taken some.
    let writer = Thread {
      _ = piped.withUnsafeBytes { write(writeEnd, $0.baseAddress!, $0.count) }
      close(writeEnd)
    }
    writer.start()
    let fromPipe = try SourceFile.read(path: "/dev/fd/\(ends[0])", maxBytes: 1 << 20).get()
    // Whatever the reader left is drained, so that a short read fails here rather than blocking
    // the writer.
    var left = 0
    var scratch = [UInt8](repeating: 0, count: 1 << 16)
    while case let count = read(ends[0], &scratch, scratch.count), count > 0 { left += count }
    close(ends[0])
    #expect(fromPipe.bytes == piped)
    #expect(left == 0)
  }

  @Test func linesAndColumnsCountUnicodeScalars() {
    // "é" is two bytes and "🎉" four, but each is one column.
    let file = SourceFile(path: "a", text: "ab\né🎉x\r\n\nlast")
    #expect(file.lineCount == 4)
    #expect((0..<4).map(file.lineStart) == [0, 3, 12, 13])
    #expect((0..<4).map(file.lineRange) == [0..<2, 3..<10, 12..<12, 13..<17])
    #expect(file.location(of: 0) == SourceLocation(line: 1, column: 1))
    #expect(file.location(of: 2) == SourceLocation(line: 1, column: 3))
    #expect(file.location(of: 9) == SourceLocation(line: 2, column: 3))  // the "x" after "é🎉"
    #expect(file.location(of: 12) == SourceLocation(line: 3, column: 1))
    #expect(file.location(of: 17) == SourceLocation(line: 4, column: 5))  // end of file
    #expect(file.lineText(1) == "é🎉x")  // without "\r\n"
    #expect(file.lineText(2) == "")
  }

  /// Lines are found by counting line feeds on from a table entry every 4 KiB: lines shorter
  /// and longer than a block, ending on and beside a block's edge, with `\r\n` and multi-byte
  /// characters — each answer equals the one read straight off the bytes.
  @Test func linesAreFoundAcrossTheTablesBlocks() {
    var text = ""
    for (index, length) in [0, 1, 4095, 4094, 4096, 9000, 3, 0, 70].enumerated() {
      text += String(repeating: index % 2 == 0 ? "a" : "é", count: length)
      text += index % 3 == 0 ? "\r\n" : "\n"
    }
    text += String(repeating: "x\n", count: 3000) + "🎉 last"
    let file = SourceFile(path: "a", text: text)
    let bytes = file.bytes
    // Straight off the bytes: every line's start, and each offset's line and column.
    let starts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
    func expectedRange(_ line: Int) -> Range<Int> {
      var end = line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
      if end > starts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      return starts[line]..<end
    }
    #expect(file.lineCount == starts.count)
    #expect((0..<starts.count).map(file.lineStart) == starts)
    #expect((0..<starts.count).map(file.lineRange) == (0..<starts.count).map(expectedRange))
    var walked: [Range<Int>] = []
    file.forEachLine { line, range in
      #expect(line == walked.count)
      walked.append(range)
    }
    #expect(walked == (0..<starts.count).map(expectedRange))

    let offsets =
      (Array(stride(from: 0, to: bytes.count, by: 37))
      + [4095, 4096, 4097, 8191, 8192, 8193, bytes.count]).sorted()
    let expected = offsets.map { offset in
      let line = starts.lastIndex { $0 <= offset }!
      let column = bytes[starts[line]..<offset].count { $0 & 0xC0 != 0x80 } + 1
      return SourceLocation(line: line + 1, column: column)
    }
    #expect(offsets.map { file.lineIndex(of: $0) + 1 } == expected.map(\.line))
    #expect(offsets.map(file.location) == expected)
    #expect(file.locations(ofAscending: offsets) == expected)
  }

  /// An excerpt reads only the bytes within reach of its place: cut where the line goes on, whole
  /// where it starts or ends within reach, without a line's `\r\n`.
  @Test func excerptsShowUpTo60CharactersEitherSide() {
    let long = String(repeating: "ab", count: 300)
    let file = SourceFile(path: "a", text: "first\r\n" + long + "\nshort é line\r\nend")
    let longStart = 7
    func shown(_ offset: Int) -> String { file.text(of: file.excerpt(around: offset)) }
    #expect(shown(2) == "first")
    #expect(shown(longStart + 300) == "…" + String(long.prefix(60)) + String(long.prefix(60)) + "…")
    #expect(shown(longStart) == String(long.prefix(60)) + "…")
    #expect(shown(longStart + 600) == "…" + String(long.suffix(60)))
    let shortStart = longStart + 601
    #expect(shown(shortStart + 6) == "short é line")
    #expect(file.excerpt(around: shortStart + 6).range == shortStart..<shortStart + 13)
    #expect(shown(file.bytes.count) == "end")
  }

  @Test(arguments: [
    ([0x61, 0xC3, 0xA9, 0xF0, 0x9F, 0x8E, 0x89] as [UInt8], nil as Int?),
    ([0x61, 0xC0, 0x80], 1),  // overlong NUL
    ([0xE0, 0x80, 0xAF], 0),  // overlong "/"
    ([0xED, 0xA0, 0x80], 0),  // UTF-16 surrogate
    ([0xF4, 0x90, 0x80, 0x80], 0),  // past U+10FFFF
    ([0x61, 0x62, 0xE2, 0x82], 2),  // truncated at end
    ([0x80], 0),  // lone continuation byte
    ([0xC3, 0x28], 0),  // lead byte without continuation
    ([0xFF], 0),
  ])
  func firstInvalidUTF8Offset(_ bytes: [UInt8], _ expected: Int?) {
    #expect(SourceFile(path: "a", bytes: bytes).firstInvalidUTF8Offset == expected)
  }

  /// ASCII is skipped 32 and 8 bytes at a time: the end, and bad bytes on and off those steps.
  @Test func longASCIIRunsEndWhereTheyShould() {
    func ascii(_ count: Int) -> [UInt8] { [UInt8](repeating: UInt8(ascii: "a"), count: count) }
    let cases: [([UInt8], Int?)] = [
      (ascii(32), nil), (ascii(64), nil), (ascii(40), nil), (ascii(31) + [0xFF], 31),
      (ascii(32) + [0xFF], 32), (ascii(39) + [0xC3, 0xA9] + ascii(40) + [0x80], 81),
    ]
    for (bytes, expected) in cases {
      #expect(SourceFile(path: "a", bytes: bytes).firstInvalidUTF8Offset == expected)
    }
  }
}

struct DiagnosticTextFormatterTests {
  let file = SourceFile(
    path: "contracts/tempo.contract", text: "bridge tempo\n\tmessage perform from contant {\n}\n")

  @Test func rendersLikeSwiftc() {
    let span = Span(file: file, start: 35, length: 7)  // "contant"
    let diagnostic = Diagnostic.error(
      "expected-token", "expected 'content' or 'native' after 'from', found 'contant'", at: span,
      notes: [
        .init("the bridge is declared here", at: Span(file: file, start: 7, length: 5)),
        .init("no place"),
      ],
      fixIts: [.init(replace: span, with: "content")])
    #expect(
      DiagnosticTextFormatter(colors: false).format(diagnostic) == """
        contracts/tempo.contract:2:23: error: expected 'content' or 'native' after 'from', found 'contant' [expected-token]
        \tmessage perform from contant {
        \t                     ^~~~~~~
        \t                     content
        contracts/tempo.contract:1:8: note: the bridge is declared here
        bridge tempo
               ^~~~~
        contracts/tempo.contract:2:23: note: no place

        """)
  }

  @Test func aSpanOverSeveralLinesIsUnderlinedOnItsFirstLine() {
    let diagnostic = Diagnostic.warning(
      "w", "spans lines", at: Span(file: file, start: 14, length: 30))
    #expect(
      DiagnosticTextFormatter(colors: false).format(diagnostic) == """
        contracts/tempo.contract:2:2: warning: spans lines [w]
        \tmessage perform from contant {
        \t^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        """)
  }

  /// A minified bundle's line may be megabytes: a diagnostic on a line longer than 240 bytes shows
  /// the 60 characters either side of its place, the caret under it.
  @Test func aLongLineIsShownAroundThePlace() {
    let line = String(repeating: "a=b,", count: 100) + "{" + String(repeating: "c,", count: 100)
    let file = SourceFile(path: "bundle.js", text: "x\n" + line + "\n")
    let diagnostic = Diagnostic.error(
      "e", "bad", at: Span(file: file, start: 2 + 400, length: 300))
    #expect(
      DiagnosticTextFormatter(colors: false).format(diagnostic) == """
        bundle.js:2:401: error: bad [e]
        …\(String(repeating: "a=b,", count: 15)){\(String(repeating: "c,", count: 29))c…
        \(String(repeating: " ", count: 61))^\(String(repeating: "~", count: 59))

        """)
  }

  @Test func aDiagnosticWithoutAPlaceNamesItsInput() {
    #expect(
      DiagnosticTextFormatter(colors: false).format(
        .fatal("file-not-found", "no such file", path: "x/y"))
        == "x/y: fatal error: no such file [file-not-found]\n")
  }

  @Test func coloursOnlyWhenAsked() {
    let diagnostic = Diagnostic.error("e", "bad", at: Span(file: file, start: 0, length: 6))
    #expect(
      DiagnosticTextFormatter(colors: true).format(diagnostic)
        == "\u{1B}[1mcontracts/tempo.contract:1:1: \u{1B}[0m\u{1B}[1;31merror:\u{1B}[0m \u{1B}[1mbad\u{1B}[0m [e]\nbridge tempo\n\u{1B}[1;32m^~~~~~\u{1B}[0m\n"
    )
  }
}

struct DiagnosticCollectorTests {
  @Test func capsEachFileAndSaysHowManyWereDropped() {
    let file = SourceFile(path: "a.contract", text: String(repeating: "x\n", count: 10))
    var collector = DiagnosticCollector(limitPerFile: 3)
    for line in (0..<5).reversed() {
      collector.report(
        .error("e", "line \(line + 1)", at: Span(file: file, start: line * 2, length: 1)))
    }
    collector.report(.fatal("f", "fatal is never dropped", path: "a.contract"))
    let sorted = collector.sorted()
    #expect(
      sorted.map(\.message) == [
        "fatal is never dropped", "line 3", "line 4", "line 5",
        "2 more diagnostics in this file not shown",
      ])
    #expect(sorted.last?.span == nil)
    #expect(sorted.last?.path == "a.contract")
  }

  @Test func closestMatchSuggestsPlausibleTyposOnly() {
    #expect(closestMatch(to: "mesage", among: ["message", "module", "enum"]) == "message")
    #expect(closestMatch(to: "7", among: ["6", "8"]) == nil)
    #expect(closestMatch(to: "zzzzzz", among: ["message"]) == nil)
    #expect(closestMatch(to: "dat", among: ["data", "date"]) == "data")
  }
}

/// The order of every sorted output: bytes of UTF-8, as `utf8.lexicographicallyPrecedes` gives it
/// (the slow way), for ASCII, non-ASCII, prefixes, empty strings and strings long enough to live
/// outside the string value.
struct ByteOrderTests {
  @Test func agreesWithTheUTF8ViewsOrder() {
    let samples = [
      "", "a", "A", "ab", "a/b", "a.ts", "a-b", "é", "e\u{301}", "z", "Ω", "🎉", "tempo.perform",
      "tempo.perform.and-a-name-longer-than-fifteen-bytes", "tempo.perform.and-a-name-longer-than",
    ]
    for left in samples {
      for right in samples {
        #expect(
          left.precedesInByteOrder(right) == left.utf8.lexicographicallyPrecedes(right.utf8),
          "\(left) < \(right)")
      }
    }
  }
}
