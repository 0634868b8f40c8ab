import BridgeDiagnostics
import Testing

@testable import ContentScan

/// The literals a test reads as constants (`LiteralTruth`): what decides a flag where a call
/// gives one, and what a join falls back to.
struct LiteralTruthTests {
  /// What `LiteralTruth` says of the expression `source` (a whole file of one expression).
  private func truth(_ source: String) -> LiteralTruth? {
    let file = SourceFile(path: "test.tsx", text: source)
    let lexed = file.bytes.withUnsafeBufferPointer { Parser.parse($0, dialect: .typeScriptJSX) }
    return lexed.tokens.withUnsafeBufferPointer { tokens in
      file.bytes.withUnsafeBufferPointer { bytes in
        let tree = TokenTree(tokens: tokens, bytes: bytes)
        let expression = ExpressionParser.parse(0..<tree.endIndex, in: tree)
        return LiteralTruth.of(expression, in: tree)
      }
    }
  }

  @Test(arguments: [
    ("undefined", LiteralTruth.undefined), ("void 0", .undefined), ("null", .null),
    ("false", .false), ("!1", .false), ("!\"x\"", .false), ("0", .zeroOrEmpty),
    ("0.0", .zeroOrEmpty), (".0", .zeroOrEmpty), ("0x0", .zeroOrEmpty), ("0b00", .zeroOrEmpty),
    ("0e5", .zeroOrEmpty), ("0n", .zeroOrEmpty), ("\"\"", .zeroOrEmpty), ("''", .zeroOrEmpty),
    ("``", .zeroOrEmpty), ("true", .true), ("!0", .true), ("!null", .true),
    ("1", .truthy), ("0.5", .truthy), ("0x10", .truthy), ("1e-9", .truthy), ("\"0\"", .truthy),
    ("'no'", .truthy), ("`x`", .truthy),
  ])
  func literals(_ source: String, _ expected: LiteralTruth) {
    #expect(truth(source) == expected, "\(source)")
  }

  /// Anything else is no literal: a name (it may hold anything), a call, a template with a
  /// substitution, `void` of an expression that runs.
  @Test(arguments: ["NaN", "flag", "!flag", "f()", "`${x}`", "void f()", "-0", "(false)", "[]"])
  func notLiterals(_ source: String) {
    #expect(truth(source) == nil, "\(source)")
  }

  /// Loose and strict equality with the constants an early exit compares with.
  @Test func equality() {
    #expect(LiteralTruth.undefined.equals(.undefined, strict: true))
    #expect(LiteralTruth.undefined.equals(.null, strict: false))
    #expect(!LiteralTruth.undefined.equals(.null, strict: true))
    #expect(!LiteralTruth.null.equals(.false, strict: false))
    #expect(LiteralTruth.zeroOrEmpty.equals(.false, strict: false))
    #expect(!LiteralTruth.zeroOrEmpty.equals(.false, strict: true))
    #expect(!LiteralTruth.true.equals(.undefined, strict: false))
    #expect(!LiteralTruth.truthy.equals(.undefined, strict: false))
  }
}
