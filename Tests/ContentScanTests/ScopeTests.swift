import BridgeDiagnostics
import TestSupport
import Testing

@testable import ContentScan

/// Scopes and bindings: every binding a file declares (each at its marker) and every reference
/// in value code, in source order, with the marker of the binding it resolves to or `global`.
struct ScopeTests {
  func expectScopes(
    _ marked: String, _ dialect: SyntaxDialect = .typeScriptJSX, bindings: [String],
    references: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let text = MarkedText(marked)
    let bytes = Array(text.text.utf8)
    let parsed = bytes.withUnsafeBufferPointer { Parser.parse($0, dialect: dialect) }
    #expect(parsed.error == nil, sourceLocation: sourceLocation)
    let tree = bytes.withUnsafeBufferPointer { ScopeTree(parsed, bytes: $0) }
    let markerAt = Dictionary(uniqueKeysWithValues: text.markers.map { ($0.value, $0.key) })
    func marker(_ binding: ScopeTree.Binding) -> String {
      markerAt[Int(parsed.tokens[Int(binding.token)].start)].map(String.init) ?? "?"
    }
    #expect(
      tree.bindings.map { "\(marker($0)) \($0.kind.rawValue) \($0.name)" } == bindings,
      sourceLocation: sourceLocation)
    #expect(
      tree.references.map { reference in
        reference.name + " "
          + (reference.binding < 0 ? "global" : marker(tree.bindings[Int(reference.binding)]))
      } == references, sourceLocation: sourceLocation)
  }

  /// A destructured parameter shadows the outer name of the same text (issue 19's fail-open).
  @Test func parameterShadowsOuterName() {
    expectScopes(
      """
      const 1️⃣enabled = flags.on
      rows.forEach(({ 2️⃣id, 3️⃣enabled }) => { if (enabled) perform(archive(id)) })
      if (enabled) perform(archive(rows))
      """,
      bindings: ["1 const enabled", "2 parameter id", "3 parameter enabled"],
      references: [
        "flags global", "rows global", "enabled 3", "perform global", "archive global", "id 2",
        "enabled 1", "perform global", "archive global", "rows global",
      ])
  }

  /// `var` and function declarations are visible before they are written; `let` only in its
  /// block, a `var` in a block in its whole function.
  @Test func hoisting() {
    expectScopes(
      """
      f(x)
      function 1️⃣f() {
        if (ok) { var 2️⃣x = 1; let 3️⃣y = x }
        return x + y
      }
      var 4️⃣x
      """,
      bindings: ["1 function f", "2 var x", "3 let y", "4 var x"],
      references: ["f 1", "x 4", "ok global", "x 2", "x 2", "y global"])
  }

  /// A block's `let`, `const`, `class` and function declarations shadow the outer ones inside it.
  @Test func blockShadowing() {
    expectScopes(
      """
      let 1️⃣a = 1
      {
        const 2️⃣a = 2
        use(a, B, g)
        class 3️⃣B {}
        function 4️⃣g() { return a }
      }
      use(a, B, g)
      """,
      bindings: ["1 let a", "2 const a", "3 class B", "4 function g"],
      references: [
        "use global", "a 2", "B 3", "g 4", "a 2", "use global", "a 1", "B global", "g global",
      ])
  }

  /// Imports (default, named, renamed, namespace, `import x = require`), and type-only imports,
  /// which bind nothing in value code.
  @Test func imports() {
    expectScopes(
      """
      import 1️⃣React, { 2️⃣useState, perform as 3️⃣send, type Props } from "react"
      import * as 4️⃣Haptics from "expo-haptics"
      import type { Spec } from "./spec"
      import 5️⃣legacy = require("./legacy")
      send(useState, Haptics, legacy, React, Props, Spec)
      """, .typeScript,
      bindings: [
        "1 import React", "2 import useState", "3 import send", "4 import Haptics",
        "5 import legacy",
      ],
      references: [
        "send 3", "useState 2", "Haptics 4", "legacy 5", "React 1", "Props global",
        "Spec global",
      ])
  }

  /// Parameters, defaults that see earlier parameters, rest and nested patterns, `catch`, `for`
  /// heads, and `arguments`, which is no binding.
  @Test func parametersCatchAndLoops() {
    expectScopes(
      """
      function 8️⃣f(1️⃣a, 2️⃣b = a, { c: [3️⃣d], ...4️⃣rest }) { return arguments }
      try { f() } catch (5️⃣error) { report(error) }
      for (const 6️⃣item of items) use(item)
      for (let 7️⃣i = 0; i < 3; i++) use(i)
      use(item, i, error)
      """, .typeScript,
      bindings: [
        "8 function f", "1 parameter a", "2 parameter b", "3 parameter d", "4 parameter rest",
        "5 catch error", "6 const item", "7 let i",
      ],
      references: [
        "a 1", "arguments global", "f 8", "report global", "error 5", "items global",
        "use global", "item 6", "i 7", "i 7", "use global", "i 7", "use global", "item global",
        "i global", "error global",
      ])
  }

  /// A function or class expression's name is visible inside it only, and a parameter of the
  /// same name shadows it; arrows with one parameter and without parentheses.
  @Test func expressionNamesAndArrows() {
    expectScopes(
      """
      const 1️⃣run = function 2️⃣loop(7️⃣n) { return loop(n) }
      const 3️⃣Box = class 4️⃣Inner extends Base { make() { return new Inner() } }
      const 5️⃣twice = async 6️⃣x => x * 2
      use(loop, Inner, run, Box, twice, n)
      """, .typeScript,
      bindings: [
        "1 const run", "2 expression name loop", "7 parameter n", "3 const Box",
        "4 expression name Inner", "5 const twice", "6 parameter x",
      ],
      references: [
        "loop 2", "n 7", "Base global", "Inner 4", "x 6", "use global", "loop global",
        "Inner global", "run 1", "Box 3", "twice 5", "n global",
      ])
  }

  /// Shorthand properties, assignment targets, exports, JSX components (not intrinsic elements),
  /// labels and member names.
  @Test func referencesOfEveryForm() {
    expectScopes(
      """
      const 1️⃣Row = () => <view><Row.Cell value={{ Row }} /></view>
      let 2️⃣count = 0
      outer: for (;;) { count += 1; [count] = [count]; break outer }
      export { count, Row as Line }
      export { other } from "./other"
      config.count = count
      """,
      bindings: ["1 const Row", "2 let count"],
      references: [
        "Row 1", "Row 1", "count 2", "count 2", "count 2", "count 2", "Row 1", "config global",
        "count 2",
      ])
  }

  /// TypeScript's enums and namespaces are values; type aliases, interfaces and `declare`d
  /// names are not, and names in types are no references.
  @Test func typeScriptDeclarations() {
    expectScopes(
      """
      enum 1️⃣Kind { A = 1 }
      namespace 2️⃣Shapes { export const 3️⃣area = 1 }
      type Alias = typeof Kind
      interface Props { kind: Kind }
      declare const injected: string
      const 4️⃣value: Alias = Kind.A as Props
      use(Shapes, injected, value)
      """, .typeScript,
      bindings: ["1 enum Kind", "2 namespace Shapes", "3 const area", "4 const value"],
      references: ["Kind 1", "use global", "Shapes 2", "injected global", "value 4"])
  }

  /// An arrow tried and given up on (`(a): b` is a conditional's consequent and alternative
  /// here) leaves no parameters behind.
  @Test func undoneArrowAttempts() {
    expectScopes(
      """
      const 1️⃣pair = ok ? (a) : b
      const 2️⃣f = (3️⃣c) => c
      """, .typeScript,
      bindings: ["1 const pair", "2 const f", "3 parameter c"],
      references: ["ok global", "a global", "b global", "c 3"])
  }

  /// Flow's type casts, generics and `import type` bind and refer to nothing.
  @Test func flowTypes() {
    expectScopes(
      """
      // @flow
      import type { Spec } from "./spec";
      import { 1️⃣get } from "./get";
      const 2️⃣value = (get<Spec>(): Spec);
      export type T = typeof value;
      """, .javaScript,
      bindings: ["1 import get", "2 const value"],
      references: ["get 1"])
  }
}
