import BridgeDiagnostics
import TestSupport
import Testing

@testable import ContentScan

/// Pruning drops the groups and statements of a large file that hold nothing analysis reads
/// (`Retention`). `scanMarked` scans every test input pruned and unpruned and expects the same;
/// the inputs here are those where a group or statement without any name in it still decides a
/// result: a guard variable reassigned or read inside it, a chain of variables built one from
/// another, an annotation, a module lookup's call, an `if`'s branch that always exits, a statement
/// another continues, a walk to a function's body.
struct PruningTests {
  /// The tokens left of `source` after a pruned full pass, as text.
  private func prunedTokens(_ source: String) -> [String] {
    let file = SourceFile(path: "test.js", text: source)
    let lexed = JSLexer<FullPass>.tokenize(
      file, allowsJSX: true, isTSX: false,
      retention: Retention(matcher: NameMatcher(contract: exampleContract)))
    return lexed.tokens.map { String(decoding: file.bytes[$0.range], as: UTF8.self) }
  }

  @Test func groupsWithoutANameAreLeftEmpty() {
    #expect(
      prunedTokens(#"f(a, [b, {c}]); g("tempo.perform", (x), [y]) + h[0]"#) == [
        "f", "(", ")", ";", "g", "(", #""tempo.perform""#, ",", "(", ")", ",", "[", "]", ")", "+",
        "h", "[", "]", "",
      ])
    // Kept: every group around a name, a module lookup's name and call, an annotation.
    #expect(
      prunedTokens(
        """
        x(() => { requireNativeModule<{ a: B }>("Any") }); y({ k: (1) })
        z(function () {
          // bridgecheck: requires tempo.task-archive
          function f() {}
        })
        """) == [
          "x", "(", "(", ")", "=>", "{", "requireNativeModule", "<", "{", "}", ">", "(", #""Any""#,
          ")", "}", ")", ";", "y", "(", ")", "z", "(", "function", "(", ")", "{", "function", "f",
          "(", ")", "{", "}", "}", ")", "",
        ])
  }

  /// A statement that holds nothing kept is dropped with its `;` when a `;` stands before it and
  /// another statement follows that does not continue it; nor is one that continues another.
  @Test func statementsWithoutNamesAreDropped() {
    #expect(
      prunedTokens(
        #"a(); b = c; if (x) y(); else z(); d(); g("tempo.perform"); do e(); while (f); h(); "#
          + "{ i(); j(); k() } l; m(); n(); // o\n p();; q(); r(); catch {}; s(); t()")
        == [
          "a", "(", ")", ";", "if", "(", ")", "y", "(", ")", ";", "else", "z", "(", ")", ";", "g",
          "(", #""tempo.perform""#, ")", ";", "do", "e", "(", ")", ";", "while", "(", ")", ";",
          "n", "(", ")", ";", "p", "(", ")", ";", ";", "r", "(", ")", ";", "catch", "{", "}", ";",
          "t", "(", ")", "",
        ])
    // In a block that keeps its content, all but its first and last statement.
    #expect(
      prunedTokens(#"if (caps["tempo.task-archive"]) { a(); b(); c(); } d(); e();"#) == [
        "if", "(", "caps", "[", #""tempo.task-archive""#, "]", ")", "{", "a", "(", ")", ";", "c",
        "(", ")", ";", "}", "d", "(", ")", ";", "e", "(", ")", ";", "",
      ])
    // A function's body in its own statement protects nothing; one a walk must look for after
    // the statement's end keeps the statements up to it.
    #expect(
      prunedTokens("a(); var v = function () { w() }; b(); function g; h(); { } k(); m()") == [
        "a", "(", ")", ";", "h", "(", ")", ";", "{", "}", "k", "(", ")", ";", "m", "(", ")", "",
      ])
    // A file that is one long list of statements keeps the few around its names.
    let flat = String(repeating: "a = b + c;\n", count: 1000)
    #expect(
      prunedTokens(flat + #"send("tempo.perform");"# + flat) == [
        "a", "=", "b", "+", "c", ";", "send", "(", #""tempo.perform""#, ")", ";", "a", "=", "b",
        "+", "c", ";", "",
      ])
  }

  /// What dropping statements must not change: the branch that always exits is the last
  /// statement of its block, even after an exit or before an empty statement; an `else` that
  /// exits continues the `if` before it.
  @Test func droppedStatementsLeaveExitsAlone() {
    let (uses, _) = scanMarked(
      """
      function f() {
        if (!caps["tempo.task-archive"]) { return; log(); }
        perform(1️⃣"task.archive")
      }
      function g() {
        if (!caps["tempo.task-archive"]) { return; log();; }
        perform(2️⃣"task.archive")
      }
      function h() {
        if (caps["tempo.task-archive"]) log(); else return; perform(3️⃣"task.archive")
      }
      """)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1),
        Found("case:tempo.perform/task.archive", at: 2),
        Found("case:tempo.perform/task.archive", at: 3, ["capability:tempo.task-archive"]),
      ])
  }

  /// Walks that look for the next block cross statements: from a `function` or `class` word
  /// (here, a garbled `if`'s consequent) and from an annotated method (here, further than it
  /// looks), none is dropped before that block.
  @Test func statementsAWalkMayCrossAreKept() {
    let (consequent, _) = scanMarked(
      """
      if (caps["tempo.task-archive"]) function f; if (y) {} a(); perform(1️⃣"task.archive")
      """)
    #expect(consequent == [Found("case:tempo.perform/task.archive", at: 1)])
    let (method, scan) = scanMarked(
      """
      // bridgecheck: requires tempo.task-archive
      run(); x(); x(); x(); x(); x(); x(); x(); x(); x(); x(); x(); x();
      { perform(1️⃣"task.archive") }
      """)
    #expect(method == [Found("case:tempo.perform/task.archive", at: 1)])
    #expect(scan.diagnostics.map(\.id) == ["misplaced-annotation"])
  }

  /// Deeper than the group stack's first 64 levels, with and without a name at the bottom.
  @Test func deepGroupsArePrunedWhole() {
    let depth = 100
    let deep = String(repeating: "f(", count: depth) + "x" + String(repeating: ")", count: depth)
    #expect(
      prunedTokens(deep + #"; g("tempo.perform")"#) == [
        "f", "(", ")", ";", "g", "(", #""tempo.perform""#, ")", "",
      ])
    let named =
      String(repeating: "f(", count: depth) + #"1️⃣"tempo.perform""#
      + String(repeating: ")", count: depth)
    #expect(prunedTokens(MarkedText(named).text).count == 3 * depth + 2)
    let (uses, _) = scanMarked(named)
    #expect(uses == [Found("message:tempo.perform", at: 1)])
  }

  @Test func aGuardVariableReassignedInsideAGroupWithoutNamesProvesNothing() {
    let (uses, _) = scanMarked(
      """
      const ok = caps["tempo.task-archive"]
      function reset() { ok = false }
      ok && perform(1️⃣"task.archive")
      """)
    #expect(uses == [Found("case:tempo.perform/task.archive", at: 1)])
  }

  @Test func aGuardVariableReadInsideAGroupWithoutNamesStillGuards() {
    let (uses, _) = scanMarked(
      """
      const ok = caps["tempo.task-archive"]
      allowed(ok) && perform(1️⃣"task.archive")
      """)
    #expect(
      uses == [Found("case:tempo.perform/task.archive", at: 1, ["capability:tempo.task-archive"])])
  }

  /// Whether an `if`'s branch always leaves its block is read from the branch's last statement,
  /// in a block that may hold no name: such blocks keep their content (found after the stop's
  /// fuzzing, by a test written for it).
  @Test func earlyExitsInBlocksWithoutNamesStillGuardTheRest() {
    let (uses, _) = scanMarked(
      """
      function f() {
        if (!caps["tempo.task-archive"]) { log("x"); return; }
        perform(1️⃣"task.archive")
      }
      function g() {
        if (caps["tempo.task-archive"]) { log("y") } else { { cleanUp(); throw new Error("z") } }
        perform(2️⃣"task.archive")
      }
      function h(ok) {
        const can = caps["tempo.task-archive"]
        while (ok) { if (!can) { break } perform(3️⃣"task.archive") }
      }
      """)
    let archive = "capability:tempo.task-archive"
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1, [archive]),
        Found("case:tempo.perform/task.archive", at: 2, [archive]),
        Found("case:tempo.perform/task.archive", at: 3, [archive]),
      ])
  }

  /// Each variable is found only once the one it is built from is kept: two rounds of lexing
  /// again, then (a chain longer than `FileScanner.maxPruningRounds`) the file unpruned.
  @Test func chainsOfGuardVariablesAreFollowed() {
    let (short, _) = scanMarked(
      """
      const a = caps["tempo.task-archive"]
      const b = Boolean(a)
      if (b) perform(1️⃣"task.archive")
      """)
    #expect(
      short == [Found("case:tempo.perform/task.archive", at: 1, ["capability:tempo.task-archive"])])
    let (long, _) = scanMarked(
      """
      const a = caps["tempo.task-archive"]
      const b = Boolean(a), c = Boolean(b), d = Boolean(c), e = Boolean(d)
      if (e) perform(1️⃣"task.archive")
      """)
    #expect(
      long == [Found("case:tempo.perform/task.archive", at: 1, ["capability:tempo.task-archive"])])
  }

  @Test func anAnnotationInsideAGroupWithoutNamesFindsItsFunction() {
    let (uses, scan) = scanMarked(
      """
      run(function () {
        // bridgecheck: requires tempo.task-archive
        function archive() {}
      })
      """)
    #expect(uses.isEmpty)
    #expect(scan.diagnostics.isEmpty)
  }

  /// The outline: the prescan's skim to the end of a large file, recording the outermost groups
  /// that hold nothing analysis reads, for the full pass to go straight through.
  @Test func theOutlineRecordsTheOutermostGroupsWithoutNames() {
    func outline(_ source: String) -> JSLexer<Outline>.Finding {
      JSLexer<Outline>.outline(
        SourceFile(path: "test.js", text: source), allowsJSX: true, isTSX: false,
        matcher: NameMatcher(contract: exampleContract))
    }
    guard case .prunedGroups(let groups) = outline(#"f(a, [b]); g("tempo.perform", (x))"#) else {
      Issue.record("expected pruned groups")
      return
    }
    #expect(
      groups == [
        PrunedGroup(contentStart: 2, closer: 8), PrunedGroup(contentStart: 31, closer: 32),
      ])
    // Past its limit the outline records no more groups; the full pass reads the rest itself.
    let source = #"f(a); g([b], "tempo.perform", (x)); h(c)"#
    let file = SourceFile(path: "test.js", text: source)
    let matcher = NameMatcher(contract: exampleContract)
    guard
      case .prunedGroups(let first) = JSLexer<Outline>.outline(
        file, allowsJSX: true, isTSX: false, matcher: matcher, maxGroups: 2)
    else {
      Issue.record("expected pruned groups")
      return
    }
    #expect(
      first == [PrunedGroup(contentStart: 2, closer: 3), PrunedGroup(contentStart: 9, closer: 10)])
    #expect(
      fullPassTokens(file, outline: first) == fullPassTokens(file, outline: nil))
    guard case .nothingToRead = outline("f(a, [b]); g(`${x}`, /[)]/)") else {
      Issue.record("expected nothing to read")
      return
    }
    guard case .unreadable = outline("f(a, [b)") else {
      Issue.record("expected an unreadable file")
      return
    }
  }

  /// Going through the groups the outline found leaves the tokens pruning leaves (but for a
  /// closer's line-break flag, which no walk reads): the contexts the skim must get right before a
  /// group — regular expressions, JSX, templates, blocks and objects — and a lookup's call.
  @Test(arguments: [
    #"if (a) /re(/.test(b); x({ y: [1, 2] }); send("tempo.perform")"#,
    #"const v = <View a={f(1)}>{g([2])}</View>; h(`t${(3)}`, "task.archive")"#,
    #"a = b / (c) / d; {(e)}; ({ f: (g) }); requireNativeModule<{ k: (l) }>("Any")"#,
    #"x(function () { return (1) }, () => { y("tempo.x") }) // (z)"#,
  ])
  func theFullPassThroughAnOutlineLeavesThePrunedTokens(_ source: String) {
    let file = SourceFile(path: "test.js", text: source)
    let matcher = NameMatcher(contract: exampleContract)
    guard
      case .prunedGroups(let groups) = JSLexer<Outline>.outline(
        file, allowsJSX: true, isTSX: false, matcher: matcher)
    else {
      Issue.record("expected pruned groups")
      return
    }
    #expect(!groups.isEmpty)
    #expect(
      fullPassTokens(file, outline: groups) == fullPassTokens(file, outline: nil))
  }

  /// Every token the full pass keeps of `file` when it prunes, through `outline` if given: kind,
  /// place and partner.
  func fullPassTokens(_ file: SourceFile, outline: [PrunedGroup]?) -> [String] {
    JSLexer<FullPass>.tokenize(
      file, allowsJSX: true, isTSX: false,
      retention: Retention(matcher: NameMatcher(contract: exampleContract)), outline: outline
    ).tokens.map { "\($0.kind) \($0.range) \($0.partner)" }
  }
}
