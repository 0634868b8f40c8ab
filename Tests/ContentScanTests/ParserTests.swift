import BridgeDiagnostics
import Testing

@testable import ContentScan

/// The parser on each construct CONTENT-ANALYSIS.md names ("Reading") and on the real-code
/// failures of the lexer it replaced: every input parses, its value code's uses are found at
/// their markers, and nothing in a type position is a use (each type below holds a decoy).
struct ParserTests {
  let perform = "message:tempo.perform"

  /// Scans and expects no diagnostic and exactly one use of `tempo.perform` per marker, in order.
  func expectPerformAtEveryMarker(
    _ source: String, _ dialect: SyntaxDialect,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let (uses, scan) = scanMarked(source, dialect: dialect)
    #expect(scan.diagnostics.map(\.message) == [], sourceLocation: sourceLocation)
    let markers = MarkedCount.markers(in: source)
    #expect(
      uses == (0..<markers).map { Found(perform, at: $0 + 1) },
      sourceLocation: sourceLocation)
  }

  // MARK: - The lexer's failures on real repositories

  /// A JSX element with type arguments (`<FlashList<Item> … />`, 50 files of the corpus).
  @Test func jsxElementsWithTypeArguments() {
    expectPerformAtEveryMarker(
      """
      const list = <FlashList<Item> data={items} renderItem={() => send(1️⃣"tempo.perform")} />
      const other = <Map<string, Array<"tempo.perform">> title=2️⃣"tempo.perform" />
      """, .typeScriptJSX)
  }

  /// A JSX attribute's quoted value runs to the same quote, over lines and past a backslash,
  /// as Babel reads it (Rocket.Chat's `<Markdown msg='…` with a code block inside).
  @Test func jsxAttributeValuesOverLines() {
    expectPerformAtEveryMarker(
      """
      const a = <Markdown msg='one `code`
      ```
      "tempo.perform"
      ```' path='C:\\' title=\"it's\" />; send(1️⃣"tempo.perform")
      const b = <B title=2️⃣"tempo.perform" />
      """, .typeScriptJSX)
  }

  /// Generic function types in `.tsx` type positions, and generic arrows.
  @Test func genericFunctionTypesAndArrows() {
    expectPerformAtEveryMarker(
      """
      type Props = { onPress?: <T>(arg: T) => void; kind: "tempo.perform" }
      const identity = <T,>(arg: T): T => arg
      const bounded = <T extends "tempo.perform">(arg: T) => send(1️⃣"tempo.perform")
      """, .typeScriptJSX)
  }

  /// Flow's generics, exact objects and function types in `.js`.
  @Test func flowGenericsAndExactObjects() {
    expectPerformAtEveryMarker(
      """
      // @flow
      type Exact = {| a: "tempo.perform", +b?: ?string, ...Other |};
      type Inexact = { a: number, ... };
      const get = <K, V>(m: Map<K, V>, key: K): ?V => m.get(key);
      function f(x: $ReadOnly<{| kind: "tempo.perform" |}>): void %checks { return send(1️⃣"tempo.perform") }
      const cast = (value: any);
      export opaque type Token: string = "tempo.perform";
      declare function g(x: "tempo.perform"): void;
      import type { A } from "./a";
      import typeof B from "./b";
      send(2️⃣"tempo.perform")
      """, .javaScript)
  }

  /// In a conditional's consequent, `(b): c` ends at the conditional's `:` (`a ? (b) : c`), but
  /// inside a group opened there an arrow's return type is one (Metro's `c ? f({ p: (): boolean
  /// => true }) : d`), as Babel reads it.
  @Test func flowArrowsWithReturnTypesInAConditional() {
    expectPerformAtEveryMarker(
      """
      // @flow
      const pair = ok ? (a) : send(1️⃣"tempo.perform");
      const url = inline
        ? wrap(map(modules, { filter: (): boolean => true, all: [(x): number => x] }))
        : send(2️⃣"tempo.perform");
      const g = c ? ((x): string => x) : `${((y): number => y)(1)}`; send(3️⃣"tempo.perform")
      """, .javaScript)
  }

  /// Flow as zulip-mobile writes it and Babel reads it: `{||}`, the empty exact object (one
  /// `||` to the scanner); an array pattern's elements annotated; an enum.
  @Test func flowOfZulip() {
    expectPerformAtEveryMarker(
      """
      // @flow
      type Props = $ReadOnly<{||}>;
      const options: ?Options<S, {||}, {| a: "tempo.perform" |}> = null;
      const pairs = async <K: string, V>([key: K, value: V]): Promise<[K, V]> =>
        send(1️⃣"tempo.perform", key, value);
      export enum Role { Owner = 100, Admin = 200 }
      send(2️⃣"tempo.perform", Role.Owner)
      """, .javaScript)
  }

  /// After `x!` and `.return`, `/` divides: the rest of the line is code, not a regular
  /// expression that swallows it.
  @Test func divisionAfterNonNullAndKeywordNamedProperties() {
    expectPerformAtEveryMarker(
      """
      const half = x! / 2; send(1️⃣"tempo.perform"); const y = 3 / 1
      const r = it.return / 2; send(2️⃣"tempo.perform"); const z = 4 / 2
      """, .typeScript)
  }

  /// A return type ending in `>` before a body: the early exit still guards the rest of it.
  @Test func returnTypesEndingInAngleBracketsKeepGuards() {
    let (uses, scan) = scanMarked(
      """
      async function f(): Promise<void> {
        if (!hasCapability("tempo.task-archive")) return;
        perform({ kind: 1️⃣"task.archive" })
      }
      const g = async (): Promise<Array<void>> => {
        if (!hasCapability("tempo.task-archive")) return;
        perform({ kind: 2️⃣"task.archive" })
      }
      """, dialect: .typeScript)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2, [archive])])
  }

  // MARK: - TypeScript

  @Test func typeScriptDeclarationsAndOperators() {
    expectPerformAtEveryMarker(
      """
      interface Spec extends TurboModule { kind: "tempo.perform"; f<T>(x: T): void }
      declare const native: { kind: "tempo.perform" };
      declare module "m" { export const k: "tempo.perform" }
      namespace N { export var k = 1️⃣"tempo.perform" }
      enum Kind { Perform = f(2️⃣"tempo.perform"), Other = 1 }
      const enum Fixed { A = f(3️⃣"tempo.perform") }
      var config = { type: 4️⃣"tempo.perform" } satisfies Config<"tempo.perform">
      var names = [5️⃣"tempo.perform"] as const
      function over(x: "tempo.perform"): void
      function over(x: string) { return x }
      function assertKind(x: unknown): asserts x is "tempo.perform" {}
      function isKind(x: unknown): x is "tempo.perform" { return true }
      function pick<const T extends readonly string[]>(x: T) { return x }
      import type { T } from "./types"
      import { type U, value } from "./values"
      export type { V } from "./types"
      export type * from "./types"
      let later!: "tempo.perform"
      const n = <Spec>(native as unknown)
      var fixed = <const>[6️⃣"tempo.perform"]
      """, .typeScript)
  }

  @Test func typeScriptClasses() {
    expectPerformAtEveryMarker(
      """
      @Component({ name: 1️⃣"tempo.perform" })
      abstract class Base<T> extends React.Component<Props<"tempo.perform">> implements I<"tempo.perform"> {
        private readonly kind: "tempo.perform" = 2️⃣"tempo.perform"
        declare field: "tempo.perform"
        static accessor count = 0
        abstract run(x: "tempo.perform"): void
        handle(x: "tempo.perform"): void
        handle(x: string) { send(3️⃣"tempo.perform") }
        [key: string]: unknown
        constructor(private readonly x: "tempo.perform", public y?: number) { super() }
      }
      """, .typeScript)
  }

  @Test func typeScriptTypeSyntax() {
    expectPerformAtEveryMarker(
      """
      type A<T> = T extends infer U extends "tempo.perform" ? U : never
      type B = { readonly [K in keyof T as `on${K}`]?: "tempo.perform" }
      type C = [first: "tempo.perform", second?: number, ...rest: string[]]
      type D = typeof import("./m").value
      type E = abstract new (...args: any[]) => "tempo.perform"
      type F = `tempo.${"perform"}`
      let f = fn<"tempo.perform">(1️⃣"tempo.perform")
      let g = a < b && c > (2️⃣"tempo.perform")
      """, .typeScript)
  }

  /// Type syntax of libraries (TanStack Query's, Redux Toolkit's) that the parser refused: a
  /// conditional type inside a conditional's `extends` clause, in a function type's signature
  /// or in parentheses; a generic function type as the first type argument (`<<`, one token to
  /// the scanner); `import X = require(…)` and `import Y = X.Y` inside a namespace.
  @Test func typeScriptOfLibraries() {
    expectPerformAtEveryMarker(
      """
      type Equal<X, Y> =
        (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : "tempo.perform"
          ? true : false
      type IsAny<T> = true | false extends (T extends never ? true : "tempo.perform") ? 1 : 0
      type R = ReturnType<<T>() => "tempo.perform">; send(1️⃣"tempo.perform")
      const shifted = a << b < c; send(2️⃣"tempo.perform")
      import React = require("react")
      namespace lazy { import S = React.Suspense; export const x = S(3️⃣"tempo.perform") }
      """, .typeScript)
  }

  // MARK: - JavaScript

  @Test func regularExpressionsTemplatesAndJSX() {
    expectPerformAtEveryMarker(
      """
      const r = /"tempo.perform"[/]/v.test(s); send(1️⃣"tempo.perform")
      const t = `${a}${`${b}`}`; send(2️⃣`tempo.perform`)
      const el = <A b=3️⃣"tempo.perform" {...p}>text "tempo.perform" {4️⃣"tempo.perform"}<B.C /></A>
      for await (const x of xs) { using r = open(); send(5️⃣"tempo.perform") }
      import data from "./data.json" with { type: "json" }
      """, .javaScript)
  }

  /// Lines end at LF, CR LF, CR, U+2028 and U+2029 for automatic semicolon insertion.
  @Test func everyLineTerminatorEndsAStatement() {
    for terminator in ["\n", "\r\n", "\r", "\u{2028}", "\u{2029}"] {
      expectPerformAtEveryMarker(
        "let a = b\(terminator)send(1️⃣\"tempo.perform\")\(terminator)a++", .javaScript)
    }
  }

  // MARK: - Invalid code

  /// Invalid code is an error at its place, the first one the parser meets.
  @Test(arguments: [
    ("let = ;", "syntax-error", 7),
    ("f(a, b", "syntax-error", 7),
    ("<A></B", "syntax-error", 7),
    ("x = <T>y", "syntax-error", 8),
    ("class { }", "syntax-error", 7),
    ("<A b='x />\nf()", "unterminated-string", 6),
  ])
  func invalidCodeIsAnErrorAtItsPlace(_ source: String, _ id: String, _ column: Int) {
    let (uses, scan) = scanMarked(source, dialect: .typeScriptJSX)
    #expect(uses == [])
    #expect(scan.diagnostics.map { "\($0.id) \($0.span!.location.column)" } == ["\(id) \(column)"])
  }

  /// More than 10,000 groups open at once is an error at the group past the bound; 10,000 parse.
  @Test func nestingPastTheBoundIsAnError() {
    func scan(_ depth: Int) -> [String] {
      let text = String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth)
      return FileScanner.scan(
        SourceFile(path: "deep.js", text: text), dialect: .javaScript,
        matcher: NameMatcher(contract: exampleContract)
      ).diagnostics.map { "\($0.id) \($0.span!.location.column)" }
    }
    #expect(scan(10_000) == [])
    #expect(scan(10_001) == ["nesting-too-deep 10001"])
  }

  /// Patterns inside type arguments inside patterns' defaults (`x<a<({y=` again and again, the
  /// shape of a fuzzer's input that took minutes): each place is tried once, so 300 levels are
  /// rejected at once — at 12 levels the parse took a minute.
  @Test func nestedAttemptsAreTriedOnceAPlace() {
    let text = String(repeating: "x<a<({y=", count: 300)
    let diagnostics = FileScanner.scan(
      SourceFile(path: "nested.tsx", text: text), dialect: .typeScriptJSX,
      matcher: NameMatcher(contract: exampleContract)
    ).diagnostics
    #expect(diagnostics.map { "\($0.id) \($0.span!.location.column)" } == ["syntax-error 2401"])
  }
}

/// Counts the `1️⃣`…`9️⃣` markers of a test source.
enum MarkedCount {
  static func markers(in source: String) -> Int {
    (1...9).filter { source.contains("\($0)\u{FE0F}\u{20E3}") }.count
  }
}
