import BridgeDiagnostics
import Testing

@testable import ContentScan

/// What `bridgecheck parse` reports of a file, which the differential check compares with Babel:
/// each expected value here is what Babel 7.20's tree holds for the same source (checked with
/// Tests/Differential/babel-summary.js).
struct SyntaxSummaryTests {
  @Test func stringsTemplatesRequestsAndLookupsOfValueCode() {
    let source = SourceFile(
      path: "sum.tsx",
      text: """
        import { a } from "./a";
        export * from "./b";
        const c = require("./c"), d = import("./d");
        const t = `x${y}\\r\\nz\\u{1F600}`;
        const el = <View title="a &amp; b &#169; &#x1F600; &nope;" />;
        const m = TurboModuleRegistry.getEnforcing<Spec>("Haptics"), n = NativeModules.Camera;
        type T = "not a use";
        const raw = `line\r\nbreak`, tagged = tag`\\unicode`;
        """)
    let json = SyntaxSummary.json(of: source)
    #expect(json["parsed"] == .bool(true))
    func rows(_ key: String) -> [[JSONValue]] { (json[key]?.array ?? []).map { $0.array ?? [] } }
    #expect(
      rows("strings") == [
        [.int(1), .int(19), .string("./a")], [.int(2), .int(15), .string("./b")],
        [.int(3), .int(19), .string("./c")], [.int(3), .int(38), .string("./d")],
        [.int(5), .int(24), .string("a & b © 😀 &nope;")], [.int(6), .int(50), .string("Haptics")],
      ])
    #expect(
      rows("templates") == [
        [.int(4), .int(12), .string("x")], [.int(4), .int(17), .string("\r\nz😀")],
        [.int(8), .int(14), .string("line\nbreak")], [.int(9), .int(22), .null],
      ])
    #expect(
      rows("requests") == [
        [.string("import"), .string("./a"), .int(1), .int(19)],
        [.string("export"), .string("./b"), .int(2), .int(15)],
        [.string("require"), .string("./c"), .int(3), .int(19)],
        [.string("import()"), .string("./d"), .int(3), .int(38)],
      ])
    #expect(
      rows("lookups") == [
        [.string("getEnforcing"), .string("Haptics"), .int(6), .int(50)],
        [.string("NativeModules"), .string("Camera"), .int(6), .int(80)],
      ])
    #expect(json["newerSyntax"] == .array([]))
  }

  /// A class's heritage reads the binding it names, but no keyword's: `extends this` (Octokit's,
  /// in a static method) and `extends null` read none, as in Babel's tree.
  @Test func keywordsAsSuperclassesReadNoBinding() {
    let json = SyntaxSummary.json(
      of: SourceFile(
        path: "heritage.js",
        text: """
          class A { static make() { return class extends this {} } }
          class B extends null {}
          class C extends A {}
          """))
    #expect(json["parsed"] == .bool(true))
    #expect(
      json["references"]
        == .array([.array([.int(3), .int(17), .string("A"), .array([.int(1), .int(7)])])]))
  }

  @Test func aFileThatDoesNotParseSaysWhereAndWhy() {
    let json = SyntaxSummary.json(of: SourceFile(path: "bad.ts", text: "let x = (1;\n"))
    #expect(json["parsed"] == .bool(false))
    #expect(
      json["error"]
        == .object([
          "line": .int(1), "column": .int(11), "message": .string("unexpected ';'; expected ')'"),
          "id": .string("syntax-error"),
        ]))
  }

  @Test func newerSyntaxIsNamed() {
    let json = SyntaxSummary.json(
      of: SourceFile(
        path: "new.ts",
        text: "import d from \"./d.json\" with { type: \"json\" }\nfunction f<const T>(x: T) {}\n"))
    #expect(
      json["newerSyntax"]
        == .array([.string("const type parameter"), .string("import attributes")]))
  }
}
