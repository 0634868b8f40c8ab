import BridgeDiagnostics
import Testing

@testable import ContentScan

/// Each lexer trap surrounds real uses (marked) with look-alikes that are not uses; the complete
/// list of uses must come out.
struct LexerTrapTests {
  let perform = "message:tempo.perform"

  @Test func regularExpressionVersusDivision() {
    let (uses, scan) = scanMarked(
      """
      const a = (x) / 2 / "tempo.perform".length; send(1️⃣"tempo.perform")
      const b = items[0] / 3; const c = /"tempo.perform"/g.test(s); send(2️⃣"tempo.perform")
      if (ok) /"tempo.perform"/.test(s); send(3️⃣"tempo.perform")
      function f() { return /tempo.perform"/.source } send(4️⃣"tempo.perform")
      const d = typeof /x"/ === "object" ? 5️⃣"tempo.perform" : null
      const e = count++ / 2; const g = { a: 1 } / 2; send(6️⃣"tempo.perform")
      """, dialect: .typeScript)
    #expect(scan.diagnostics.isEmpty)
    // `(x) / 2 / "tempo.perform"` divides by a string: a use all the same.
    #expect(uses.map(\.marker).filter { $0 != 0 } == [1, 2, 3, 4, 5, 6])
    #expect(uses.count == 7)
  }

  @Test func regularExpressionClassesContainingSlash() {
    let (uses, scan) = scanMarked(
      """
      const r = /[/"]tempo.perform[/]/; const s = /a\\/"tempo.perform"/; send(1️⃣"tempo.perform")
      """, dialect: .javaScript)
    #expect(scan.diagnostics.isEmpty)
    #expect(uses == [Found(perform, at: 1)])
  }

  @Test func templateLiteralsWithNestedSubstitutionsAndTemplates() {
    let (uses, scan) = scanMarked(
      """
      const t = `a ${ b ? `nested ${ c({ d: 1️⃣"tempo.perform" }) } "tempo.perform"` : "" } tail "tempo.perform"`
      var u = 2️⃣`tempo.perform`; const v = 3️⃣`tempo.${kind}`; const w = 4️⃣"tempo." + kind
      """)
    #expect(scan.diagnostics.isEmpty)
    #expect(
      uses == [
        Found(perform, at: 1), Found(perform, at: 2), Found("dynamic:tempo.", at: 3),
        Found("dynamic:tempo.", at: 4),
      ])
  }

  @Test func jsxTextIsNotAStringButAttributesAre() {
    let (uses, scan) = scanMarked(
      """
      const view = (
        <View title=1️⃣"tempo.perform" label={2️⃣"tempo.perform"}>
          Don't say "tempo.perform" here — it's text. <Text>{3️⃣"tempo.perform"}</Text>
          <>fragment "tempo.perform"</>
          <Image source={{ uri: 4️⃣"tempo.perform" }} />
        </View>
      )
      const cmp = a < b ? 5️⃣"tempo.perform" : c > d
      """)
    #expect(scan.diagnostics.isEmpty)
    #expect(
      uses == [
        Found(perform, at: 1), Found(perform, at: 2), Found(perform, at: 3), Found(perform, at: 4),
        Found(perform, at: 5),
      ])
  }

  @Test func commentsAndHashbang() {
    let (uses, scan) = scanMarked(
      """
      #!/usr/bin/env node "tempo.perform"
      // send("tempo.perform")
      /* send("tempo.perform") */ send(1️⃣"tempo.perform") /** "tempo.perform" */
      /* a block comment
         spanning "tempo.perform" lines */ send(2️⃣"tempo.perform")
      """, dialect: .javaScript)
    #expect(uses == [Found(perform, at: 1), Found(perform, at: 2)])
    #expect(scan.diagnostics.isEmpty)
  }

  @Test func escapesAreDecoded() {
    let (uses, scan) = scanMarked(
      #"""
      send(1️⃣"tempo\x2eperform", 2️⃣'tempo\u002eperform', 3️⃣"tempo\u{2e}perform", 4️⃣"tem\
      po.perform", 5️⃣"tempo\056perform", "tempo\\.perform")
      """#, dialect: .javaScript)
    #expect(scan.diagnostics.isEmpty)
    #expect(
      uses == [
        Found(perform, at: 1), Found(perform, at: 2), Found(perform, at: 3), Found(perform, at: 4),
        Found(perform, at: 5),
      ])
  }

  /// Files are only tokenized fully when a literal may name something; a literal with escapes
  /// is judged on its decoded value, so each of these, alone in its file, must still be found.
  @Test func escapedNamesAloneInAFileAreFound() {
    let sources: [(String, Found)] = [
      (#"perform({ kind: 1️⃣"task\x2earchive" })"#, Found("case:tempo.perform/task.archive", at: 1)),
      (#"send(1️⃣`tempo\u002e${kind}`)"#, Found("dynamic:tempo.", at: 1)),
      (#"send(1️⃣"tempo\x2eteleport")"#, Found("undeclared:tempo.teleport", at: 1)),
    ]
    for (source, expected) in sources {
      let (uses, scan) = scanMarked(source, dialect: .javaScript)
      #expect(scan.diagnostics.isEmpty, "\(source)")
      #expect(uses == [expected], "\(source)")
    }
    let (uses, scan) = scanMarked(#"const pattern = "\\$&", tab = "\t", quote = 'it\'s'"#)
    #expect(uses.isEmpty)
    #expect(scan.diagnostics.isEmpty)
  }

  @Test func unicodeIdentifiersNumbersAndBigInt() {
    let (uses, scan) = scanMarked(
      """
      const café = 1_000_000n / 2; const π = 0x1F_FFn / ünïcode; const ℮ = 1e-3 / .5e+2; send(1️⃣"tempo.perform")
      const x = 0b1010 / 0o17 / 1_0.5_0; send(2️⃣"tempo.perform")
      """, dialect: .javaScript)
    #expect(scan.diagnostics.isEmpty)
    #expect(uses == [Found(perform, at: 1), Found(perform, at: 2)])
  }

  @Test func typeScriptGenericsAssertionsAndAs() {
    let (uses, scan) = scanMarked(
      """
      type Message = "tempo.perform" | "tempo.bootstrap"
      interface Envelope { type: "tempo.perform"; data?: unknown }
      const m = useState<string>(1️⃣"tempo.perform") as string
      const n = <string>(x) / 2; const o = f<Array<number>>(2️⃣"tempo.perform")
      const p = (q as any)["tempo.perform"] / 2; send(3️⃣"tempo.perform" satisfies string)
      export type Other = { kind: "tempo.perform" }
      """, dialect: .typeScript)
    #expect(scan.diagnostics.isEmpty)
    // In `.ts`, `<string>(x)` is a type assertion; `(q as any)["tempo.perform"]` reads a member
    // (its key is no use), and the `/` after it divides: 3 is read.
    #expect(uses.map(\.marker) == [1, 2, 3])
  }

  @Test func genericArrowFunctionsInTSX() {
    let (uses, scan) = scanMarked(
      """
      const id = <T,>(x: T) => x; const e = <T extends object>(x: T) => <View>{x}</View>; send(1️⃣"tempo.perform")
      """)
    #expect(scan.diagnostics.isEmpty)
    #expect(uses == [Found(perform, at: 1)])
  }

  @Test func propertyNamesAndIdentifiersAreNotUsesButStringKeysAre() {
    let (uses, _) = scanMarked(
      """
      obj.tempo.perform(); const x = { perform: 1, tempo: 2 }
      const handlers = { 1️⃣"tempo.snapshot": onSnapshot, [2️⃣"tempo.command"]: onCommand }
      """)
    #expect(
      uses == [Found("message:tempo.snapshot", at: 1), Found("message:tempo.command", at: 2)])
  }

  /// A name native sends content (`tempo.command`'s `search`) is handled where a received
  /// message's `type` or `kind` is compared with it or a table of handlers is keyed by it;
  /// written anywhere else (an icon's `name="search"`, a route, the key of a glyph map's
  /// number, as Rocket.Chat's icon font writes) it is some other string.
  @Test func handledNamesStandWhereTheyAreCompared() {
    let (uses, scan) = scanMarked(
      """
      addMessageListener((message) => {
        if (message.type !== 1️⃣"tempo.command") return;
        switch (message.data.kind) { case 2️⃣"search": setQuery(message.data.query); break; }
        if ([3️⃣"navigate"].includes(message.data.kind)) go(message.data.route);
      });
      const handlers = { 4️⃣"search": onSearch, [5️⃣"navigate"]: (route) => go(route) };
      export const glyphs = { "search": 59823, "navigate": "\u{e900}", "settings.open": null };
      export const icon = <Icon name="search" />;
      navigate("search", "navigate");
      """)
    #expect(scan.diagnostics.isEmpty)
    #expect(
      uses.map(\.description) == [
        "message:tempo.command at 1️⃣ []", "case:tempo.command/search at 2️⃣ []",
        "case:tempo.command/navigate at 3️⃣ []", "case:tempo.command/search at 4️⃣ []",
        "case:tempo.command/navigate at 5️⃣ []",
      ])
    #expect(scan.uses.allSatisfy { $0.role == .handles })
  }

  @Test func undeclaredUsesUnderTheBridgePrefix() {
    let (uses, _) = scanMarked(
      """
      send(1️⃣"tempo.widgets", "tempo://x", "tempoX.y", "tempo.", 2️⃣"tempo.9lives")
      """)
    #expect(
      uses == [Found("undeclared:tempo.widgets", at: 1), Found("undeclared:tempo.9lives", at: 2)])
  }

  @Test(arguments: [
    ("send(\"tempo.perform)", "unterminated-string"),
    ("const t = `abc", "unterminated-template"),
    ("const r = /abc", "unterminated-regex"),
    ("/* never", "unterminated-comment"),
    ("/*/", "unterminated-comment"),
    ("a /* never *", "unterminated-comment"),
    ("a /* never **", "unterminated-comment"),
    ("f(a", "syntax-error"),
    ("f(a]", "syntax-error"),
    ("const v = <View>text", "syntax-error"),
    ("a\u{0}b", "nul-byte"),
  ])
  func unterminatedConstructsAreErrorsAtTheirPlace(_ source: String, _ id: String) {
    let (_, scan) = scanMarked(source)
    #expect(scan.diagnostics.map(\.id) == [id])
    #expect(scan.diagnostics.allSatisfy { $0.severity == .fatal && $0.span != nil })
  }

  /// A line break inside a block comment is a line break before the next token (it ends a
  /// `return` statement); `/**/` and `/***/` are whole comments.
  @Test func blockCommentsEndAtTheirFirstStarSlash() {
    let text = "a /*\n*/ b; /* * */ c; /**/ d; /***/ e /*\r*/ f // x\r\ng"
    let parsed = Array(text.utf8).withUnsafeBufferPointer {
      Parser.parse($0, dialect: .javaScript)
    }
    #expect(parsed.error == nil)
    let names = parsed.tokens.filter { $0.kind == .identifier }
    let bytes = Array(text.utf8)
    #expect(
      names.map { String(decoding: bytes[$0.range], as: UTF8.self) } == [
        "a", "b", "c", "d", "e", "f", "g",
      ])
    #expect(names.map(\.newlineBefore) == [false, true, false, false, false, true, true])
  }

  /// `ignore -- REASON` drops the uses of the line it names, keeping them (with the reason)
  /// apart; an ignore without a reason is a warning and ignores nothing. `requires` guards the
  /// function's uses, marked asserted.
  @Test func ignoreAndRequiresAnnotations() {
    let (uses, scan) = scanMarked(
      """
      send("tempo.perform") // bridgecheck: ignore -- the shell drops it on 6.x, harmless
      // bridgecheck: ignore -- sent once at start-up, before any check can run
      send("tempo.bootstrap")
      send(6️⃣"tempo.bootstrap") /* bridgecheck: ignore */
      // bridgecheck: requires tempo.navigation-progress
      function reportProgress(value) {
        send(1️⃣"tempo.navigation-progress", { kind: 2️⃣"progress.update", value })
      }
      // bridgecheck: requires tempo.task-archive
      const archive = (id) => send(3️⃣"tempo.perform", { kind: 4️⃣"task.archive", id })
      send(5️⃣"tempo.perform")
      """, dialect: .javaScript)
    let progress = ["capability:tempo.navigation-progress"]
    let archive = ["capability:tempo.task-archive"]
    #expect(
      uses == [
        Found("message:tempo.bootstrap", at: 6),
        Found("message:tempo.navigation-progress", at: 1, progress),
        Found("case:tempo.navigation-progress/progress.update", at: 2, progress),
        Found(perform, at: 3, archive), Found("case:tempo.perform/task.archive", at: 4, archive),
        Found(perform, at: 5),
      ])
    #expect(
      scan.ignored.map { "\($0.id ?? "-") \($0.line!):\($0.column!) \($0.ignoreReason ?? "-")" }
        == [
          "message:tempo.perform 1:6 the shell drops it on 6.x, harmless",
          "message:tempo.bootstrap 3:6 sent once at start-up, before any check can run",
        ])
    #expect(
      scan.diagnostics.map { "\($0.id) \($0.span!.location.line)" } == ["ignore-without-reason 4"])
    // Neither function is called or exported: nothing runs them without their requirement.
    #expect(scan.assertedUses == 0)
  }
}
