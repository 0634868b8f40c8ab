import BridgeDiagnostics
import Testing

@testable import ContentScan

/// A file that would hold more tokens than its limit (`TokenLimit`) is not analysed: a fatal error
/// where it ran out, which fails the gate closed instead of taking memory without bound.
struct TokenLimitTests {
  let matcher = NameMatcher(contract: exampleContract)

  func scan(_ text: String, limit: Int, pruning: Pruning) -> FileScan {
    FileScanner.scan(
      SourceFile(path: "big.js", text: text), dialect: .javaScript, matcher: matcher,
      pruning: pruning, tokenLimit: limit)
  }

  @Test func aFilePastItsLimitIsAFatalErrorWhereItRanOut() {
    // Statements without semicolons are never dropped: the sixth token, `d`, is one too many.
    let text = "a = b\nc = d\nsend(\"tempo.perform\")\n"
    let scan = scan(text, limit: 5, pruning: .always)
    #expect(scan.uses.isEmpty)
    #expect(
      scan.diagnostics.map { "\($0.severity) \($0.id) \($0.span!.location) \($0.message)" } == [
        "fatal too-many-tokens SourceLocation(line: 2, column: 5) file too long to analyse within the memory limit: more than 5 of its tokens are held here"
      ])
    #expect(
      scan.diagnostics.flatMap(\.notes).map(\.message) == [
        "analysis holds every statement that names the bridge, and every statement not ended by ';'; a file of 34 bytes may hold 5 tokens (one per 32 bytes plus 524288, at least 1048592)"
      ])
  }

  /// The limit counts what the full pass holds, after pruning: dropped statements make room.
  @Test func theLimitCountsTheTokensPruningLeaves() {
    let text = "a = b;\nc = d;\ne = f;\nsend(\"tempo.perform\");\n"
    let pruned = scan(text, limit: 10, pruning: .always)
    #expect(pruned.diagnostics.isEmpty)
    #expect(
      pruned.uses.map { "\($0.id ?? "") \($0.line ?? 0):\($0.column ?? 0)" } == [
        "message:tempo.perform 4:6"
      ])
    #expect(
      scan(text, limit: 10, pruning: .never).diagnostics.map { "\($0.id) \($0.span!.location)" }
        == ["too-many-tokens SourceLocation(line: 3, column: 5)"])
  }

  /// Real code keeps a small fraction of its tokens: the limit is far above it, and a file too
  /// small to be pruned is never refused, even at a token a byte.
  @Test func theLimitGrowsWithTheFile() {
    #expect(TokenLimit.tokens(forFileOf: 0) == 1_048_592)
    #expect(TokenLimit.tokens(forFileOf: FileScanner.pruningThreshold) == 1_048_592)
    #expect(TokenLimit.tokens(forFileOf: 32 << 20) == 1_572_880)
    #expect(TokenLimit.outlinedGroups(forTokens: 1000) == 500)
    let commas = String(repeating: "a,", count: 500_000) + "send(\"tempo.perform\")"
    let scan = FileScanner.scan(
      SourceFile(path: "dense.js", text: commas), dialect: .javaScript, matcher: matcher,
      prescan: false, pruning: .never)
    #expect(scan.diagnostics.isEmpty)
    #expect(scan.uses.map(\.column) == [1_000_006])
  }

  /// Each open group costs the lexer a few dozen bytes: past 10,000 at once, a fatal error at
  /// the one too many (ten million `[` took 370 MB), in every pass.
  @Test func groupsNestedPast10000AreAFatalError() {
    func scan(_ depth: Int, prescan: Bool) -> [String] {
      let text =
        "x = " + String(repeating: "[", count: depth) + "\"tempo.perform\""
        + String(repeating: "]", count: depth)
      return FileScanner.scan(
        SourceFile(path: "deep.js", text: text), dialect: .javaScript, matcher: matcher,
        prescan: prescan, pruning: .never
      ).diagnostics.map { "\($0.severity) \($0.id) \($0.span!.location) \($0.message)" }
    }
    let tooDeep = [
      "fatal nesting-too-deep SourceLocation(line: 1, column: 10005) more than 10000 groups are open here, past what analysis reads"
    ]
    #expect(scan(10_001, prescan: true) == tooDeep)
    #expect(scan(10_001, prescan: false) == tooDeep)
    #expect(scan(10_000, prescan: false).isEmpty)
  }
}
