import BridgeDiagnostics
import Testing

@testable import ContentScan

/// The structural questions analysis asks of tokens.
struct TokenTreeTests {
  /// Each token of `source` with the opener of the innermost group holding it (`·` at the top
  /// level), from the table analysis reads and from walking back, which must agree.
  private func openers(_ source: String) -> (table: [String], walked: [String]) {
    let file = SourceFile(path: "test.tsx", text: source)
    let lexed = file.bytes.withUnsafeBufferPointer { Parser.parse($0, dialect: .typeScriptJSX) }
    return lexed.tokens.withUnsafeBufferPointer { tokens in
      file.bytes.withUnsafeBufferPointer { bytes in
        let tree = TokenTree(tokens: tokens, bytes: bytes)
        func describe(_ opener: (Int) -> Int) -> [String] {
          tokens.indices.map { index in
            let text = { (index: Int) in String(decoding: bytes[tokens[index].range], as: UTF8.self)
            }
            let opener = opener(index)
            return "\(text(index)) in \(opener < 0 ? "·" : "\(opener) \(text(opener))")"
          }
        }
        return (
          tree.withOpeners { table in describe(table.enclosingOpener) },
          describe(tree.openerByWalking)
        )
      }
    }
  }

  /// The names of `source` written where they stand (`TokenTree.isWritten`), in order.
  private func written(_ source: String) -> [String] {
    let file = SourceFile(path: "test.ts", text: source)
    let lexed = file.bytes.withUnsafeBufferPointer { Parser.parse($0, dialect: .typeScript) }
    return lexed.tokens.withUnsafeBufferPointer { tokens in
      file.bytes.withUnsafeBufferPointer { bytes in
        let tree = TokenTree(tokens: tokens, bytes: bytes)
        return tokens.indices.filter { tokens[$0].kind == .identifier && tree.isWritten(at: $0) }
          .map { String(decoding: bytes[tokens[$0].range], as: UTF8.self) }
      }
    }
  }

  /// Written: assigned (every operator), updated, destructured into at any depth (with a
  /// default, a rest, a member target), a `for` head's variable. Read: a list or object made, an
  /// object written into (`M[F] = 1` writes a member, not `M`), a computed key, a default's
  /// value, a `for` head's list, a comparison. (Declarations are other bindings: not asked.)
  @Test func whereANameIsWritten() {
    #expect(
      written(
        """
        a = 1; b += 1; c ||= d; e++; --f;
        [g, [h], ...i] = list; ({ j, k: l, m: [n], o = p, ...q } = obj); [this.r, s.t] = pair;
        for (u of list) {} for (v in obj) {} for await (w of stream) {} for ([x] of pairs) {}
        """) == [
          "a", "b", "c", "e", "f", "g", "h", "i", "j", "l", "n", "o", "q", "r", "t", "u", "v",
          "w", "x",
        ])
    #expect(
      written(
        """
        use([A, B]); use({ C, D: E }); M[F] = 1; ({ [G]: H } = obj); [I = J] = list;
        for (const K of [L]) {} use((N) => N); call(O, [P]); x == y; use((z) => z);
        """) == ["H", "I"])
  }

  /// Every kind of group: parentheses, brackets, a block, an object, a JSX element with an
  /// attribute's and a child's expression, and a template with two substitutions (the second
  /// opened by the piece that closes the first).
  @Test func theOpenersTableSaysWhatTheWalkSays() {
    let (table, walked) = openers("f(`a${b}c${[d]}e`, <A x={y}>{z}</A>, { k: 1 }); { g }")
    #expect(
      table == [
        "f in ·", "( in ·", "`a${ in 1 (", "b in 2 `a${", "}c${ in 2 `a${", "[ in 4 }c${",
        "d in 5 [", "] in 5 [", "}e` in 4 }c${", ", in 1 (", "< in 1 (", "A in 10 <", "x in 10 <",
        "{ in 10 <", "y in 13 {", "} in 13 {", "{ in 10 <", "z in 16 {", "} in 16 {",
        "</A> in 10 <", ", in 1 (", "{ in 1 (", "k in 21 {", ": in 21 {", "1 in 21 {",
        "} in 21 {", ") in 1 (", "; in ·", "{ in ·", "g in 28 {", "} in 28 {", " in ·",
      ])
    #expect(table == walked)
  }
}
