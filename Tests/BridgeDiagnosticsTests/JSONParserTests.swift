import Foundation
import Testing

@testable import BridgeDiagnostics

/// The JSON reader behind locks, snapshots and transcripts: exact values, and for bad input the
/// exact message and place — never a crash, never the input's text in the message.
struct JSONParserTests {
  static func parse(_ text: String, maxDepth: Int = JSONParser.defaultMaxDepth) -> Result<
    JSONValue, Diagnostic
  > {
    JSONParser.parse(SourceFile(path: "in.json", text: text), maxDepth: maxDepth)
  }

  /// `line:column: message` of the failure.
  static func failure(_ text: String, maxDepth: Int = JSONParser.defaultMaxDepth) -> String {
    switch parse(text, maxDepth: maxDepth) {
    case .success(let value): return "parsed \(value)"
    case .failure(let diagnostic):
      let location = diagnostic.span!.location
      return "\(location.line):\(location.column): \(diagnostic.message) [\(diagnostic.id)]"
    }
  }

  @Test func readsEveryKindOfValue() throws {
    let value = try Self.parse(
      #" {"a": [1, -2, 0, 1.5, -0.25, 1e3, 2E-2, 9223372036854775807, 9223372036854775808], "b": {"c": null, "d": true, "e": false}, "s": "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "u": "é😀"} "#
    ).get()
    #expect(
      value
        == .object([
          "a": .array([
            .int(1), .int(-2), .int(0), .number(1.5), .number(-0.25), .number(1000),
            .number(0.02), .int(Int.max), .number(9_223_372_036_854_775_808),
          ]),
          "b": .object(["c": .null, "d": .bool(true), "e": .bool(false)]),
          "s": .string("x\"\\/\u{08}\u{0C}\n\r\t\u{E9}\u{1F600}"),
          "u": .string("é😀"),
        ]))
    #expect(try Self.parse("[]").get() == .array([]))
    #expect(try Self.parse("{}").get() == .object([:]))
    #expect(try Self.parse("\"\"").get() == .string(""))
  }

  @Test(arguments: [
    ("", "1:1: expected a JSON value, found the end of the input [invalid-json]"),
    ("   ", "1:4: expected a JSON value, found the end of the input [invalid-json]"),
    ("{\"a\": 1,}", "1:9: expected a string key, found '}' [invalid-json]"),
    ("[1 2]", "1:4: expected ',' or ']', found other text [invalid-json]"),
    ("[1,", "1:4: expected a JSON value, found the end of the input [invalid-json]"),
    ("{\"a\" 1}", "1:6: expected ':' after an object key, found other text [invalid-json]"),
    ("{\"a\": 1, \"a\": 2}", "1:10: duplicate key in an object [invalid-json]"),
    ("\"abc", "1:1: unterminated string [invalid-json]"),
    ("\"a\nb\"", "1:3: control character in a string; it must be escaped [invalid-json]"),
    ("\"\\x\"", "1:2: invalid escape in a string [invalid-json]"),
    ("\"\\u12\"", "1:2: a \\u escape needs four hexadecimal digits [invalid-json]"),
    ("\"\\ud800\"", "1:2: unpaired surrogate in a \\u escape [invalid-json]"),
    ("\"\\ud800\\u0041\"", "1:2: unpaired surrogate in a \\u escape [invalid-json]"),
    ("\"\\udc00\"", "1:2: unpaired surrogate in a \\u escape [invalid-json]"),
    ("01", "1:1: a number must not start with a leading zero [invalid-json]"),
    ("-", "1:2: expected a digit in a number [invalid-json]"),
    ("1.", "1:3: expected a digit after the decimal point [invalid-json]"),
    ("1e", "1:3: expected a digit in the exponent [invalid-json]"),
    ("1e999", "1:1: number is out of range [invalid-json]"),
    ("tru", "1:1: expected a JSON value, found other text [invalid-json]"),
    ("NaN", "1:1: expected a JSON value, found other text [invalid-json]"),
    ("{}\n{}", "2:1: unexpected text after the JSON value [invalid-json]"),
    ("[\n  1,\n  ]", "3:3: expected a JSON value, found ']' [invalid-json]"),
  ])
  func refusesBadInputAtItsPlace(_ input: String, _ expected: String) {
    #expect(Self.failure(input) == expected)
  }

  /// JSON with comments, as TypeScript reads `tsconfig.json`: `//` and `/* */` comments
  /// anywhere whitespace may stand, and a comma after the last element or member; plain JSON
  /// refuses both, and an unterminated comment is refused where it starts.
  @Test func jsonWithCommentsReadsCommentsAndTrailingCommas() throws {
    let text = """
      // the project's options
      {
        "compilerOptions": { /* aliases */ "paths": { "@/*": ["src/*",], }, },
        "include": ["src",] // sources
      }
      """
    let file = SourceFile(path: "tsconfig.json", text: text)
    #expect(
      try JSONParser.parse(file, dialect: .jsonWithComments).get()
        == .object([
          "compilerOptions": .object(["paths": .object(["@/*": .array([.string("src/*")])])]),
          "include": .array([.string("src")]),
        ]))
    #expect(Self.failure(text) == "1:1: expected a JSON value, found other text [invalid-json]")
    let unterminated = JSONParser.parse(
      SourceFile(path: "tsconfig.json", text: "{ /* open\n"), dialect: .jsonWithComments)
    guard case .failure(let diagnostic) = unterminated else {
      Issue.record("an unterminated comment was read")
      return
    }
    let location = diagnostic.span!.location
    #expect(
      "\(location.line):\(location.column): \(diagnostic.message)" == "1:3: unterminated comment")
    // A comma with nothing before it is still refused.
    #expect(
      (try? JSONParser.parse(SourceFile(path: "a", text: "[,]"), dialect: .jsonWithComments).get())
        == nil)
  }

  @Test func nestingBeyondTheLimitIsRefusedNotACrash() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(
      Self.failure(deep)
        == "1:257: arrays and objects nest deeper than the limit of 256 [invalid-json]")
    #expect(
      Self.failure("[[[]]]", maxDepth: 2)
        == "1:3: arrays and objects nest deeper than the limit of 2 [invalid-json]")
    #expect((try? Self.parse("[[]]", maxDepth: 2).get()) == .array([.array([])]))
  }

  @Test func jsonLinesGiveEachLineItsValueOrError() {
    let file = SourceFile(path: "t.jsonl", text: "{\"a\": 1}\r\n\n  \n[1,\n\"x\"")
    let lines = JSONParser.parseLines(file).map { line, result in
      switch result {
      case .success(let value): "\(line): \(value)"
      case .failure(let diagnostic):
        "\(line): \(diagnostic.span!.location.line):\(diagnostic.span!.location.column) \(diagnostic.message)"
      }
    }
    #expect(
      lines == [
        "1: object([\"a\": BridgeDiagnostics.JSONValue.int(1)])",
        "4: 4:4 expected a JSON value, found the end of the input",
        "5: string(\"x\")",
      ])
  }

  @Test func numbersRenderInTheirShortestForm() {
    #expect(
      JSONValue.array([.number(1.5), .number(1e21), .number(0.1), .int(3)]).rendered()
        == "[\n  1.5,\n  1e+21,\n  0.1,\n  3\n]\n")
  }
}

struct JSONRenderingTests {
  /// A report's results are written one by one as they are made values: the text is that of the
  /// whole value, for no element, a few, and more than one slice rendered on every core.
  @Test(arguments: [0, 3, 2_500, 20_000])
  func anObjectWithAStreamedArrayReadsAsTheWholeValue(_ count: Int) {
    let members: [String: JSONValue] = [
      "b": .string("x"), "z": .array([.int(1)]), "a": .object(["k": .null]),
    ]
    let element: @Sendable (Int) -> JSONValue = { index in
      .object(["index": .int(index), "name": .string("n\"\(index)"), "list": .array([])])
    }
    var whole = members
    whole["items"] = .array((0..<count).map(element))
    #expect(
      JSONValue.renderedObject(members, array: "items", count: count, element: element)
        == JSONValue.object(whole).rendered())
    // Streamed: the same bytes, in pieces — more than one once the array outgrows a batch of
    // slices (`parallelElements` a slice, four slices a core).
    var pieces: [[UInt8]] = []
    JSONValue.writeObject(members, array: "items", count: count, element: element) {
      pieces.append($0)
    }
    #expect(String(decoding: pieces.joined(), as: UTF8.self) == JSONValue.object(whole).rendered())
    let batch = JSONValue.parallelElements * 4 * ProcessInfo.processInfo.activeProcessorCount
    #expect(pieces.count == (count < JSONValue.parallelElements ? 1 : 2 + (count - 1) / batch))
  }
}
