import BridgeDiagnostics
import TestSupport
import Testing

@testable import ContentScan

/// The prescan spares a file the full pass when nothing in it can matter. Each input here is
/// alone in its file and matters through one thing only — a module lookup with no declared name,
/// a property of `NativeModules`, an import, an annotation, a construct that does not lex — so a
/// prescan that missed it would lose the finding. (`scanMarked` also checks, on every input any
/// test scans, that the result is the same without the prescan.)
struct PrescanTests {
  @Test func lookupsAndImportsWithoutADeclaredNameAreRead() {
    let contract = ModuleLookupTests.contract
    let sources: [(String, Found)] = [
      (#"requireNativeModule(1️⃣"Unheard")"#, Found("undeclared:Unheard", at: 1)),
      (#"const m = NativeModules.1️⃣Unheard"#, Found("undeclared:Unheard", at: 1)),
      (#"x.getEnforcing(1️⃣"Unheard")"#, Found("undeclared:Unheard", at: 1)),
      (#"import { impactAsync } from 1️⃣"expo-haptics""#, Found("module:ExpoHaptics", at: 1)),
      (#"const kit = require(1️⃣"@acme/native-kit/build")"#, Found("module:AcmeKit", at: 1)),
    ]
    for (source, expected) in sources {
      let (uses, scan) = scanMarked(source, dialect: .javaScript, contract: contract)
      #expect(uses == [expected], "\(source)")
      #expect(scan.diagnostics.isEmpty, "\(source)")
    }
  }

  @Test func annotationsAloneInAFileAreRead() {
    let (uses, scan) = scanMarked("// bridgecheck: requires tempo.nowhere\nfunction f() {}\n")
    #expect(uses.isEmpty)
    #expect(scan.diagnostics.map(\.id) == ["unknown-annotation-guard"])
  }

  @Test(arguments: [
    ("const pattern = /[/]\"/; const r = 'it", "unterminated-string"),
    ("const t = `a${b}", "unterminated-template"),
    ("if (a) { b(c) ", "unterminated-construct"),
    ("a.b)", "unbalanced-bracket"),
    ("const e = <View a=\"x\" >{b}</View", "unterminated-construct"),
  ])
  func constructsThatDoNotLexAreReportedWithoutAName(_ source: String, _ id: String) {
    let (uses, scan) = scanMarked(source)
    #expect(uses.isEmpty)
    #expect(scan.diagnostics.map(\.id) == [id])
  }

  @Test func filesThatCannotMatterFindNothing() {
    let (uses, scan) = scanMarked(
      """
      import { useState } from "react";
      const label = "tempo", size = 1.5e+3 / 2, re = /tempo\\.perform/g; // tempo.perform
      export const View = () => <Text style={{ margin: 2 }}>tempo.perform "x"</Text>;
      """)
    #expect(uses.isEmpty)
    #expect(scan == FileScan())
  }

  /// The prescan skims names, numbers, operators and white space, and reads only the last of
  /// them before a byte whose meaning depends on it (`/`, `(`, `{`, `<`). In each source one
  /// string is a use exactly when that token is read as the full pass reads it: the prescan must
  /// ask for the full pass then, and only then.
  @Test(arguments: [
    // After a name or number `/` divides; after a keyword it starts a regular expression.
    (#"a /1️⃣"tempo.perform"/ b"#, true),
    ("x = a\n/1️⃣\"tempo.perform\"/ 1", true),
    (#"x = 10 /1️⃣"tempo.perform"/ 2"#, true),
    (#"return /"tempo.perform"/"#, false),
    (#"x = y.b /1️⃣"tempo.perform"/ 2"#, true),
    (#"x = y?.b /1️⃣"tempo.perform"/ 2"#, true),
    // A name a number took in is part of the number, keyword or not.
    (#"x = 1.return /1️⃣"tempo.perform"/ 2"#, true),
    (#"x = 1e+return /1️⃣"tempo.perform"/ 2"#, true),
    (#"x = a.b1.return /"tempo.perform"/ 2"#, false),
    // Operators: `++` ends an operand; `=>` is read whole, `==>` is not an arrow.
    (#"x = a++ /1️⃣"tempo.perform"/ 1"#, true),
    (#"x = a + /"tempo.perform"/.source"#, false),
    (#"f = () => {} /"tempo.perform"/.test(s)"#, false),
    (#"x = y ==> {} /1️⃣"tempo.perform"/ 1"#, true),
    (#"x = y; {} /"tempo.perform"/.test(s)"#, false),
    // A comment between passes the token on.
    (#"x = a /* c */ /1️⃣"tempo.perform"/ 1"#, true),
    (#"return /* c */ /"tempo.perform"/"#, false),
    // A name spelled with an escape or a non-ASCII letter is one name, and no keyword.
    (#"x = ret\u0075rn /1️⃣"tempo.perform"/ 1"#, true),
    (#"x = café /1️⃣"tempo.perform"/ 1"#, true),
    ("return\u{00A0}/\"tempo.perform\"/", false),
    // `(` of `if` heads a statement; `{` after `else` opens a block, after `=` an object.
    (#"if (a) /"tempo.perform"/.test(b)"#, false),
    (#"if /* c */ (a) /"tempo.perform"/.test(b)"#, false),
    (#"while(a) /"tempo.perform"/.test(b)"#, false),
    (#"for (;;) /"tempo.perform"/.test(b)"#, false),
    (#"with (a) /"tempo.perform"/.test(b)"#, false),
    (#"x = f(a) /1️⃣"tempo.perform"/ 1"#, true),
    (#"x = elif(a) /1️⃣"tempo.perform"/ 1"#, true),
    (#"x = "s" (a) /1️⃣"tempo.perform"/ 1"#, true),
    (#"if (a) {} else {} /"tempo.perform"/.test(b)"#, false),
    (#"x = {} /1️⃣"tempo.perform"/ 1"#, true),
    // `<` compares after a name and starts JSX after `return`, whose text is no string.
    (#"x = a <b> 1️⃣"tempo.perform""#, true),
    (#"return <b> "tempo.perform"</b>"#, false),
  ])
  func theTokenBeforeASkimmedByteIsReadAsTheFullPassReadsIt(_ source: String, _ isUse: Bool) {
    let (uses, scan) = scanMarked(source)
    #expect(uses == (isUse ? [Found("message:tempo.perform", at: 1)] : []))
    #expect(scan.diagnostics.isEmpty)
    let file = SourceFile(path: "test.tsx", text: MarkedText(source).text)
    let matcher = NameMatcher(contract: exampleContract)
    #expect(
      JSLexer<Prescan>.needsFullPass(file, allowsJSX: true, isTSX: true, matcher: matcher)
        == isUse)
  }

  /// The names that look modules up are caught wherever the prescan skims past them.
  @Test func moduleLookupNamesAmongSkimmedTokensAreRead() {
    let matcher = NameMatcher(contract: exampleContract)
    for (text, needed) in [
      ("const m = NativeModules;", true), ("x = a + TurboModuleRegistry;", true),
      ("x = a.getEnforcing;", true), ("const Nat = 1, Turbo = 2, getE = 3;", false),
      ("x = isNativeError(e) || aTurboModuleRegistry || getEnforcings;", false),
    ] {
      let file = SourceFile(path: "test.ts", text: text)
      #expect(
        JSLexer<Prescan>.needsFullPass(file, allowsJSX: false, isTSX: false, matcher: matcher)
          == needed, "\(text)")
    }
  }

  /// A backslash that ends the file ends a name there: reading on past the end once let the
  /// prescan compare bytes beyond the file (found by the fuzzer).
  @Test func aNameEndingInABackslashStopsAtTheEnd() {
    for text in ["abc\\", "requireOpnalNativeModuleO\\"] {
      let file = SourceFile(path: "a.js", text: text)
      let lexed = JSLexer<FullPass>.tokenize(file, allowsJSX: true, isTSX: false)
      #expect(
        lexed.tokens.map(\.range) == [0..<text.utf8.count, text.utf8.count..<text.utf8.count])
      #expect(lexed.diagnostics.isEmpty)
    }
  }
}
