import TestSupport
import Testing

@testable import ContentScan

/// Narrowing by equality (CONTENT-ANALYSIS.md, "Values"): a value sent that is not known there,
/// read where `v === K`, `case K:` or `[K, …].includes(v)` holds, is K — a use of K's element
/// at the send, with the send's guards and `via` naming where K was written. Where nothing
/// narrows it soundly it stays a dynamic use.
@Suite struct NarrowingTests {
  private let cases = [
    "case:tempo.perform/task.archive", "case:tempo.perform/task.complete",
    "case:tempo.perform/task.create",
  ]

  /// Every use of a case that is sent: marker, id (or `dynamic:`), guards, and `via` (the
  /// message's uses are those of any send).
  private func sent(_ marked: String) -> [String] {
    let text = MarkedText(marked)
    let (_, scan) = scanMarked(marked)
    let byOffset = Dictionary(uniqueKeysWithValues: text.markers.map { ($0.value, $0.key) })
    return scan.uses.filter { $0.role == .sends && $0.id?.hasPrefix("message:") != true }.sorted {
      $0.offset! < $1.offset!
    }.map { use in
      let via = use.via.map { " \($0.what) \($0.line):\($0.column)" }.joined()
      return
        "\(byOffset[use.offset!] ?? 0) \(use.id ?? "dynamic:" + use.name) \(use.guards)\(via)"
    }
  }

  @Test func equalityCaseLabelsAndIncludesNarrow() {
    let found = sent(
      """
      import { sendMessage } from "expo-brownfield";
      const KIND = { archive: "task.archive" } as const;
      export function run(kind: string) {
        if (kind === "task.archive" && has("tempo.task-archive")) {
          1️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
        }
        if (KIND.archive == kind) 2️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
        switch (kind) {
          case "task.create":
          case "task.complete":
            3️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
            break;
        }
        if (["task.create"].includes(kind)) {
          4️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
        }
      }
      """)
    #expect(
      found == [
        // Where K was written: the literal, or where the constant's value was.
        #"1 case:tempo.perform/task.archive ["capability:tempo.task-archive"] value 4:16"#,
        "2 case:tempo.perform/task.archive [] value 2:25",
        "3 case:tempo.perform/task.create [] value 9:10",
        "3 case:tempo.perform/task.complete [] value 10:10",
        // The array tested with `.includes` is only compared: no use of its own.
        "4 case:tempo.perform/task.create [] value 14:8",
      ])
  }

  /// An early exit whose test failing says which (`if (v !== K) return;`, `throw`, `break`, a
  /// block ending so, `!KS.includes(v)`), and a test that allows each of several (`v === A || v
  /// === B`).
  @Test func earlyExitsAndAlternativesNarrow() {
    let found = sent(
      """
      import { sendMessage } from "expo-brownfield";
      export function one(kind: string) {
        if (kind !== "task.archive") return;
        log(kind);
        1️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
      }
      export function two(kind: string) {
        if (!["task.create", "task.complete"].includes(kind)) { throw new Error(kind); }
        2️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
      }
      export function three(kind: string) {
        if (kind === "task.create" || kind === "task.complete") {
          3️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
        }
      }
      export function four(kind: string, ready: boolean) {
        if (kind !== "task.create" && kind !== "task.archive" || !ready) return;
        4️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
      }
      """)
    #expect(
      found == [
        "1 case:tempo.perform/task.archive [] value 3:16",
        "2 case:tempo.perform/task.create [] value 8:9",
        "2 case:tempo.perform/task.complete [] value 8:24",
        "3 case:tempo.perform/task.create [] value 12:16",
        "3 case:tempo.perform/task.complete [] value 12:42",
        "4 case:tempo.perform/task.create [] value 17:16",
        "4 case:tempo.perform/task.archive [] value 17:42",
      ])
  }

  /// Inside an expression (`&&`, `||`, `?:`, a JSX child) and an `else` branch, what holds on
  /// the way to the send narrows it.
  @Test func expressionsAndElseBranchesNarrow() {
    let found = sent(
      """
      import { sendMessage } from "expo-brownfield";
      export function Row({ kind }: { kind: string }) {
        kind === "task.create" && 1️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
        kind !== "task.create" || 2️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
        const act = kind === "task.complete" ? () => 3️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } }) : undefined;
        if (kind !== "task.complete") log(kind);
        else 4️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
        return <>{kind === "task.create" && <B onPress={() => 5️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } })} />}</>;
      }
      """)
    #expect(
      found == [
        "1 case:tempo.perform/task.create [] value 3:12",
        "2 case:tempo.perform/task.create [] value 4:12",
        "3 case:tempo.perform/task.complete [] value 5:24",
        "4 case:tempo.perform/task.complete [] value 6:16",
        "5 case:tempo.perform/task.create [] value 8:22",
      ])
  }

  /// What narrows nothing: a test that leaves another value possible (`||`), an `else`, `!==`
  /// as a test, a statement after the `if`, a clause a `default` shares or one fallen into, a
  /// reassigned binding, an early exit that does not always leave — each stays dynamic.
  @Test func whatDoesNotNarrowStaysDynamic() {
    let found = sent(
      """
      import { sendMessage } from "expo-brownfield";
      export function run(kind: string, other: string) {
        if (kind === "task.archive" || other) 1️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
        if (kind === "task.archive") {} else 2️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
        if (kind !== "task.archive") 3️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
        if (kind === "task.archive") log(kind)
        4️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
        switch (kind) {
          case "task.create":
          default:
            5️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
        }
        switch (kind) {
          case "task.create":
            log(kind);
          case "task.complete":
            6️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
        }
      }
      export function again(kind: string) {
        if (kind === "task.archive") 7️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
        kind = read();
      }
      export function late(kind: string) {
        if (kind !== "task.archive") { if (ready) return; }
        8️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
        switch (kind) {
          case "task.create": if (kind !== "task.create") break;
          case "task.complete":
            9️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
        }
      }
      """)
    // The exported function's parameter is not known: each send a dynamic use there.
    #expect(
      found == [
        "1 dynamic: [] argument 3:92", "2 dynamic: [] argument 4:91",
        "3 dynamic: [] argument 5:83", "4 dynamic: [] argument 7:54",
        "5 dynamic: [] argument 11:58", "6 dynamic: [] argument 17:58",
        "7 dynamic: [] argument 21:83", "8 dynamic: [] argument 26:54",
        "9 dynamic: [] argument 30:58",
      ])
    let (_, scan) = scanMarked(
      """
      import { sendMessage } from "expo-brownfield";
      export function run(kind: string, other: string) {
        if (kind === "task.archive" || other) sendMessage({ type: "tempo.perform", data: { kind } });
      }
      """)
    #expect(scan.uses.filter(\.dynamic).map(\.candidates) == [cases])
  }

  /// A string K that names none of the message's cases makes the narrowed send that
  /// undeclared case.
  @Test func aNarrowedStringNamingNoCaseIsUndeclared() {
    let found = sent(
      """
      import { sendMessage } from "expo-brownfield";
      export function run(kind: string) {
        if (kind === "task.archiv") 1️⃣sendMessage({ type: "tempo.perform", data: { kind: kind } });
      }
      """)
    #expect(found == ["1 dynamic:task.archiv [] value 3:16"])
  }
}
