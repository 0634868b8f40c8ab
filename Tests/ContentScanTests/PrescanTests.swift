import BridgeDiagnostics
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
