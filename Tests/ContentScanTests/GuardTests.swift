import BridgeDiagnostics
import Testing

@testable import ContentScan

/// Every guard form of CONTENT-ANALYSIS.md, each asserting the complete list of uses.
struct GuardTests {
  let archive = "capability:tempo.task-archive"
  let progress = "capability:tempo.navigation-progress"
  let chrome = "scope:tempo.navigation-progress/toolChrome"

  @Test func blockGuard() {
    let (uses, _) = scanMarked(
      """
      if (hasCapability("tempo.navigation-progress")) {
        send(1️⃣"tempo.navigation-progress", { kind: 2️⃣"progress.update" })
      }
      send(3️⃣"tempo.navigation-progress")
      """)
    #expect(
      uses == [
        Found("message:tempo.navigation-progress", at: 1, [progress]),
        Found("case:tempo.navigation-progress/progress.update", at: 2, [progress]),
        Found("message:tempo.navigation-progress", at: 3),
      ])
  }

  /// A call that returns only when its first argument holds — `invariant` and `tiny-invariant`,
  /// or a function of the file that throws first thing where its first parameter is falsy
  /// (TypeScript's `asserts`) — guards the rest of its block by what that argument proves, as
  /// `if (!c) throw …` does. One that may return without throwing, one that assigns its
  /// parameter first, one made inside a condition, and a check given as another argument guard
  /// nothing.
  @Test func assertionCallsGuardTheRestOfTheBlock() {
    let (uses, _) = scanMarked(
      """
      import invariant from "tiny-invariant";
      function assertHas(c: unknown, message?: string): asserts c {
        if (!c) { throw new Error(message); }
      }
      const soft = (c: unknown) => { if (!c) { if (debug) return; throw new Error(); } };
      function early(c: unknown) { if (ready) return; if (!c) throw new Error(); }
      function reset(c: unknown) { c = true; if (!c) throw new Error(); }
      function a() {
        invariant(hasCapability("tempo.task-archive"), "archive needs 7.1");
        perform({ kind: 1️⃣"task.archive" });
      }
      function b() {
        assertHas(caps["tempo.task-archive"]);
        { perform({ kind: 2️⃣"task.archive" }); }
      }
      function c() {
        soft(hasCapability(5️⃣"tempo.task-archive"));
        early(hasCapability(6️⃣"tempo.task-archive"));
        reset(hasCapability(9️⃣"tempo.task-archive"));
        perform({ kind: 3️⃣"task.archive" });
      }
      function d() {
        if (ready) invariant(hasCapability(7️⃣"tempo.task-archive"));
        invariant(true, hasCapability(8️⃣"tempo.task-archive"));
        perform({ kind: 4️⃣"task.archive" });
      }
      """, dialect: .typeScript)
    // A capability named where it proves nothing is what it always was: a name content handles.
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2, [archive]),
        Found(archive, at: 5), Found(archive, at: 6), Found(archive, at: 9),
        Found(archiveCase, at: 3),
        Found(archive, at: 7), Found(archive, at: 8), Found(archiveCase, at: 4),
      ])
  }

  /// What holds at the end of a `try` block holds after the `try` statement where only the
  /// block's completing reaches it: each `catch` always leaves (or there is none, and a throw
  /// goes on out), the `try` with no label of its own — on outwards through nested `try`s. A
  /// `catch` that may complete, a `break` to the `try`'s own label, the `catch` and `finally`
  /// blocks themselves, and a check that holds only in a branch of the `try` block, guard
  /// nothing.
  @Test func whatHoldsAtTheEndOfATryBlockHoldsAfterItWhereCatchLeaves() {
    let (uses, scan) = scanMarked(
      """
      function ensure(c: string) { if (!hasCapability(c)) throw new Error(c); }
      function a() {
        try { ensure("tempo.task-archive"); } catch (e) { alert(e); return; }
        perform({ kind: 1️⃣"task.archive" });
      }
      function b() {
        try { try { if (!hasCapability("tempo.task-archive")) return; log(); } catch { return; } }
        finally { log(); }
        perform({ kind: 2️⃣"task.archive" });
      }
      function c() {
        for (const y of ys) { try { ensure("tempo.task-archive"); } catch { continue; } perform({ kind: 3️⃣"task.archive" }); }
      }
      function d() {
        try { ensure("tempo.task-archive"); } catch (e) { console.warn(e); }
        perform({ kind: 4️⃣"task.archive" });
      }
      function e() {
        l: try { ensure("tempo.task-archive"); } catch { break l; }
        perform({ kind: 5️⃣"task.archive" });
      }
      function f() {
        try { if (hasCapability("tempo.task-archive")) { log(); } } catch { return; }
        perform({ kind: 6️⃣"task.archive" });
      }
      function g() {
        try { log(); ensure("tempo.task-archive"); } catch { perform({ kind: 7️⃣"task.archive" }); return; }
        finally { perform({ kind: 8️⃣"task.archive" }); }
      }
      """, dialect: .typeScript)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2, [archive]),
        Found(archiveCase, at: 3, [archive]), Found(archiveCase, at: 4),
        Found(archiveCase, at: 5), Found(archiveCase, at: 6), Found(archiveCase, at: 7),
        Found(archiveCase, at: 8),
      ])
  }

  /// A `.then` after a function that throws, or returns a rejection, unless a check holds runs
  /// only where it holds — it and every fulfilment function chained after it, through a
  /// `.finally`, up to the link that handles a rejection: a `.catch`, or a `.then`'s second
  /// function (its first still runs after). A function that may complete without the check
  /// (returning first, or catching its own throw), a `.finally`'s function and what a rejection
  /// handler runs guard nothing.
  @Test func aThenAfterAFunctionThatThrowsUnlessACheckHoldsIsGuarded() {
    let (uses, scan) = scanMarked(
      """
      function ensure(c: string) { if (!hasCapability(c)) throw new Error(c); }
      export function a() {
        return load()
          .then(async (r) => { if (!hasCapability("tempo.task-archive")) return Promise.reject(r); return r; })
          .finally(() => perform({ kind: 1️⃣"task.archive" }))
          .then((r) => perform({ kind: 2️⃣"task.archive", id: r.id }), () => perform({ kind: 3️⃣"task.archive" }))
          .then(function () { perform({ kind: 4️⃣"task.archive" }); });
      }
      export function b() {
        load().then(() => { ensure("tempo.task-archive"); }).then(() => perform({ kind: 5️⃣"task.archive" }))
          .catch(() => {}).then(() => perform({ kind: 6️⃣"task.archive" }));
      }
      export function c() {
        load().then(() => { if (ready) return; if (!hasCapability("tempo.task-archive")) throw new Error(); })
          .then(() => perform({ kind: 7️⃣"task.archive" }));
        load().then(() => { try { ensure("tempo.task-archive"); } catch {} }).then(() => perform({ kind: 8️⃣"task.archive" }));
      }
      """, dialect: .typeScript)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        Found(archiveCase, at: 1), Found(archiveCase, at: 2, [archive]),
        Found(archiveCase, at: 3), Found(archiveCase, at: 4),
        Found(archiveCase, at: 5, [archive]), Found(archiveCase, at: 6),
        Found(archiveCase, at: 7), Found(archiveCase, at: 8),
      ])
  }

  @Test func capabilityAndScope() {
    let (uses, _) = scanMarked(
      """
      if (caps["tempo.navigation-progress"]?.includes("toolChrome")) { report(1️⃣"progress.update", 2️⃣"toolChrome") }
      """)
    #expect(
      uses == [
        Found("case:tempo.navigation-progress/progress.update", at: 1, [progress, chrome]),
        Found("scope:tempo.navigation-progress/toolChrome", at: 2, [progress, chrome]),
      ])
  }

  /// A capability's scopes destructured with a default (`{ [C]: scopes = [] }`, as `?? []`):
  /// the key is a check, no use of the message it also names; `scopes.includes(S)` proves the
  /// scope, `if (scopes)` nothing (an empty list is truthy).
  @Test func scopesDestructuredWithADefault() {
    let (uses, scan) = scanMarked(
      """
      const { ["tempo.navigation-progress"]: scopes = [] } = caps;
      if (scopes.includes("toolChrome")) { report(1️⃣"progress.update", 2️⃣"toolChrome") }
      if (scopes) report(3️⃣"progress.update");
      """)
    #expect(scan.diagnostics == [])
    #expect(
      uses == [
        Found("case:tempo.navigation-progress/progress.update", at: 1, [chrome]),
        Found("scope:tempo.navigation-progress/toolChrome", at: 2, [chrome]),
        Found("case:tempo.navigation-progress/progress.update", at: 3),
      ])
  }

  /// React Native's pressables run their press handlers only while enabled: `disabled={!can}`
  /// guards `onPress`, `onLongPress` (and `onPressIn`, `onPressOut`) by what `can` proves —
  /// not `disabled={can}`, not with a spread after it, not another package's component.
  @Test func aPressableDisabledUnlessTheCheckHoldsGuardsItsPressHandlers() {
    let (uses, scan) = scanMarked(
      """
      import { Button, Pressable, TouchableOpacity } from "react-native";
      import { Fancy } from "fancy-buttons";
      const can = hasCapability("tempo.task-archive");
      const onArchive = () => perform({ kind: "task.archive" });
      export const a = <Button title="x" disabled={!can} onPress={1️⃣onArchive} />;
      export const b = <TouchableOpacity onLongPress={() => perform({ kind: 2️⃣"task.archive" })} disabled={!can} />;
      export const c = <Pressable disabled={can} onPress={() => perform({ kind: 3️⃣"task.archive" })} />;
      export const d = <Pressable disabled={!can} {...rest} onPress={() => perform({ kind: 4️⃣"task.archive" })} />;
      export const e = <Fancy disabled={!can} onPress={() => perform({ kind: 5️⃣"task.archive" })} />;
      """)
    #expect(scan.diagnostics.filter { $0.severity != .note } == [])
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2, [archive]),
        Found(archiveCase, at: 3), Found(archiveCase, at: 4), Found(archiveCase, at: 5),
      ])
  }

  @Test func andGuardTernaryAndEarlyExit() {
    let (uses, _) = scanMarked(
      """
      canArchive && perform({ kind: 1️⃣"task.archive", id })
      snapshot.capabilities["tempo.task-archive"] ? a(2️⃣"task.archive") : b(3️⃣"task.archive")
      function f() {
        if (!hasCapability("tempo.task-archive")) return;
        perform(4️⃣"task.archive")
      }
      perform(5️⃣"task.archive")
      """)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1),
        Found("case:tempo.perform/task.archive", at: 2, [archive]),
        Found("case:tempo.perform/task.archive", at: 3),
        Found("case:tempo.perform/task.archive", at: 4, [archive]),
        Found("case:tempo.perform/task.archive", at: 5),
      ])
  }

  /// An exit that runs only sometimes is no early exit: a block whose last statement is the
  /// body of an `if` or a loop (`{ if (ready) return; }`) may end without leaving. (It was
  /// credited: a fail-open.)
  @Test func anExitInsideAConditionalIsNoEarlyExit() {
    let (uses, _) = scanMarked(
      """
      function f(ready) {
        if (!hasCapability("tempo.task-archive")) { if (ready) return; }
        perform(1️⃣"task.archive")
      }
      function g(items) {
        if (!hasCapability("tempo.task-archive")) { for (const i of items) return; }
        perform(2️⃣"task.archive")
      }
      function h(ready) {
        if (!hasCapability("tempo.task-archive")) { log(); return; }
        perform(3️⃣"task.archive")
      }
      function k(ready) {
        switch (true) {
          case ready: if (later) break;
          case hasCapability("tempo.task-archive"): perform(4️⃣"task.archive")
        }
      }
      """)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1),
        Found("case:tempo.perform/task.archive", at: 2),
        Found("case:tempo.perform/task.archive", at: 3, [archive]),
        // The clause before may fall through into it.
        Found("case:tempo.perform/task.archive", at: 4),
      ])
  }

  @Test func guardVariableNegationAndElse() {
    let (uses, _) = scanMarked(
      """
      function Page() {
        const canArchive = hasCapability("tempo.task-archive")
        const button = canArchive && <Button onPress={() => perform(1️⃣"task.archive")} />
        if (!canArchive) { hide(2️⃣"task.archive") } else { show(3️⃣"task.archive") }
        if (caps["tempo.task-archive"] === undefined) { x(4️⃣"task.archive") } else { y(5️⃣"task.archive") }
        if (caps["tempo.task-archive"] !== undefined) { z(6️⃣"task.archive") }
      }
      """)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1, [archive]),
        Found("case:tempo.perform/task.archive", at: 2),
        Found("case:tempo.perform/task.archive", at: 3, [archive]),
        Found("case:tempo.perform/task.archive", at: 4),
        Found("case:tempo.perform/task.archive", at: 5, [archive]),
        Found("case:tempo.perform/task.archive", at: 6, [archive]),
      ])
  }

  /// Past a few guard variables whose scope is the whole file, their reads are looked up in an
  /// index of the file's names instead of read token by token: the same reads, assignments (a
  /// value proving nothing) and non-reads (a property, an object's key) count.
  @Test func manyGuardVariablesAtTheTopLevel() {
    let (uses, _) = scanMarked(
      """
      const a = caps["tempo.task-archive"]
      const b = caps["tempo.task-archive"]
      const c = caps["tempo.task-archive"]
      const d = caps["tempo.task-archive"]
      const e = caps["tempo.task-archive"]
      let f = caps["tempo.task-archive"]
      const g = caps["tempo.task-archive"]
      const h = g && caps["tempo.navigation-progress"]
      f = other
      a && perform(1️⃣"task.archive")
      e && perform(2️⃣"task.archive")
      f && perform(3️⃣"task.archive")
      x.g && perform(4️⃣"task.archive")
      const o = { g: 1 }
      h && perform(5️⃣"task.archive")
      """)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1, [archive]),
        Found("case:tempo.perform/task.archive", at: 2, [archive]),
        Found("case:tempo.perform/task.archive", at: 3),
        Found("case:tempo.perform/task.archive", at: 4),
        Found(
          "case:tempo.perform/task.archive", at: 5,
          [progress, archive]),
      ])
  }

  /// A guard variable is a binding, not a name: a parameter or local of the same name that
  /// shadows it proves nothing (issue 19's first fail-open), while the variable's own reads,
  /// in nested functions too, still guard.
  @Test func aShadowingParameterIsNotTheGuardVariable() {
    let (uses, _) = scanMarked(
      """
      const enabled = hasCapability("tempo.task-archive")
      rows.forEach(({ id, enabled }) => { if (enabled) perform({ kind: 1️⃣"task.archive", id }) })
      rows.forEach((row) => { if (enabled) perform({ kind: 2️⃣"task.archive", id: row.id }) })
      function later() { let enabled = true; if (enabled) perform(3️⃣"task.archive") }
      if (enabled) perform(4️⃣"task.archive")
      """)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1),
        Found("case:tempo.perform/task.archive", at: 2, [archive]),
        Found("case:tempo.perform/task.archive", at: 3),
        Found("case:tempo.perform/task.archive", at: 4, [archive]),
      ])
  }

  /// A class field holding a check — its initializer (`canArchive = has(C);`, semicolons or
  /// not, arrow fields too, private `#canArchive` too) or a `this.canArchive = …` of the
  /// constructor — guards where `this.canArchive` is tested in the class's own code, through
  /// arrows. Written again in a method or through an instance (`row.canArchive = …`), it proves
  /// nothing; another class's `this.canArchive` is another object's, and a `function`'s own
  /// `this` is not the instance.
  @Test func aClassFieldHoldingACheckGuardsWhereTested() {
    let (uses, _) = scanMarked(
      """
      class Row extends Component {
        canArchive = hasCapability("tempo.task-archive")
        onPress = () => {
          if (this.canArchive) perform({ kind: 1️⃣"task.archive" })
          setTimeout(function () { if (this.canArchive) perform({ kind: 2️⃣"task.archive" }) })
        }
        render() { return this.canArchive ? perform({ kind: 3️⃣"task.archive" }) : null }
      }
      class Queue {
        constructor() { this.canArchive = hasCapability("tempo.task-archive"); }
        drain() {
          if (!this.canArchive) return;
          perform({ kind: 4️⃣"task.archive" });
        }
      }
      class Reset {
        canArchive = hasCapability("tempo.task-archive");
        go() { if (this.canArchive) perform({ kind: 5️⃣"task.archive" }); }
        reset() { this.canArchive = true; }
      }
      class Outside {
        canSync = hasCapability("tempo.task-archive");
        go() { if (this.canSync) perform({ kind: 6️⃣"task.archive" }); }
      }
      outside.canSync = true;
      class Secret {
        #canArchive = hasCapability("tempo.task-archive");
        go() { if (this.#canArchive) perform({ kind: 7️⃣"task.archive" }); }
      }
      class SecretReset {
        #canArchive = hasCapability("tempo.task-archive");
        go() { if (this.#canArchive) perform({ kind: 8️⃣"task.archive" }); }
        reset() { this.#canArchive = false; }
      }
      """)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1, [archive]),
        Found("case:tempo.perform/task.archive", at: 2),
        Found("case:tempo.perform/task.archive", at: 3, [archive]),
        Found("case:tempo.perform/task.archive", at: 4, [archive]),
        Found("case:tempo.perform/task.archive", at: 5),
        Found("case:tempo.perform/task.archive", at: 6),
        Found("case:tempo.perform/task.archive", at: 7, [archive]),
        Found("case:tempo.perform/task.archive", at: 8),
      ])
  }

  /// An `async` arrow's expression body is read as any arrow's, its parameter in parentheses
  /// or not (`async id => has(C) && send(…)`).
  @Test func anAsyncArrowsExpressionBodyGuards() {
    let (uses, _) = scanMarked(
      """
      const one = async (id) => hasCapability("tempo.task-archive") && perform({ kind: 1️⃣"task.archive", id })
      const two = async id => hasCapability("tempo.task-archive") && perform({ kind: 2️⃣"task.archive", id })
      const three = async id => perform({ kind: 3️⃣"task.archive", id })
      """)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1, [archive]),
        Found("case:tempo.perform/task.archive", at: 2, [archive]),
        Found("case:tempo.perform/task.archive", at: 3),
      ])
  }

  /// Checks joined with `||` or `??` guard nothing, and a note says so where they are tested —
  /// in a condition, or in a variable's value where the variable is tested; a variable tested
  /// nowhere (`const url = given || has(C)`, a value) has nothing noted.
  @Test func orAndNullishGuardNothingAndAreNoted() {
    let (uses, scan) = scanMarked(
      """
      if (has("tempo.task-archive") || has("tempo.navigation-progress")) { perform(1️⃣"task.archive") }
      if ((has("tempo.task-archive") || has("tempo.navigation-progress")) && x && y) z(2️⃣"task.archive")
      const either = has("tempo.task-archive") || has("tempo.navigation-progress")
      if (either) perform(3️⃣"task.archive")
      const value = given || has("tempo.task-archive")
      show(value)
      """)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1),
        Found("case:tempo.perform/task.archive", at: 2),
        Found("case:tempo.perform/task.archive", at: 3),
      ])
    // Once each, though the second `||` is part of three conditions (one for each `&&` and the
    // `if`'s).
    #expect(
      scan.diagnostics.map { "\($0.id) \($0.span!.location.line):\($0.span!.location.column)" }
        == ["guard-not-credited 1:31", "guard-not-credited 2:32", "guard-not-credited 3:42"])
  }

  /// A check through a call is what the function's summary says of its argument
  /// (CONTENT-ANALYSIS.md, "What counts as a check"): `has(C)` proves C where true, `lacks(C)`
  /// where false; a function that does not test its argument, one whose source is not read (a
  /// declaration, a global, a method) and a bundle's function of a module not in it prove
  /// nothing, each with a note. Built from the function's returns: one returning `true` on some
  /// path proves nothing.
  @Test func aCheckThroughACallIsWhatItsFunctionSays() {
    let (uses, scan) = scanMarked(
      """
      function lacks(name) { return !snapshot.capabilities.includes(name); }
      function weird(name) { return ready; }
      function early(name) { if (!snapshot) return true; return snapshot.capabilities.includes(name); }
      function careful(name) { if (!snapshot) return false; return snapshot.capabilities.includes(name); }
      const viaOther = (name) => has(name);
      declare function unseen(name: string): boolean;
      export function go(id) {
        if (has("tempo.task-archive")) perform({ kind: 1️⃣"task.archive", id });
        if (viaOther("tempo.task-archive") && careful("tempo.navigation-progress")) perform({ kind: 2️⃣"task.archive", id });
        if (lacks("tempo.task-archive")) return;
        perform({ kind: 3️⃣"task.archive", id });
      }
      export function no(id) {
        if (lacks("tempo.task-archive")) perform({ kind: 4️⃣"task.archive", id });
        if (weird("tempo.task-archive")) perform({ kind: 5️⃣"task.archive", id });
        if (early("tempo.task-archive")) perform({ kind: 6️⃣"task.archive", id });
        if (unseen("tempo.task-archive")) perform({ kind: 7️⃣"task.archive", id });
        if (bridge.isEnabled("tempo.task-archive")) perform({ kind: 8️⃣"task.archive", id });
      }
      """)
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2, [progress, archive]),
        Found(archiveCase, at: 3, [archive]), Found(archiveCase, at: 4),
        Found(archiveCase, at: 5), Found(archiveCase, at: 6), Found(archiveCase, at: 7),
        Found(archiveCase, at: 8),
      ])
    #expect(
      scan.diagnostics.map { "\($0.id) \($0.span!.location.line):\($0.span!.location.column)" }
        == [
          "check-function-unseen 17:7", "check-function-unseen 18:14", "guard-not-credited 15:7",
          "guard-not-credited 16:7",
        ])
  }

  /// A member of a check function's result is read as the result is: truthy only where the
  /// result was there — proving what the function proves where it is truthy, and nothing for
  /// one whose source is not read.
  @Test func aMemberOfACheckFunctionsResult() {
    let (uses, scan) = scanMarked(
      """
      function getCapability(name) { return snapshot.capabilities[name]; }
      function lacks(name) { return !snapshot.capabilities.includes(name); }
      declare function lookup(name: string): { enabled: boolean } | undefined;
      if (getCapability("tempo.task-archive")?.length) perform({ kind: 1️⃣"task.archive" });
      if (getCapability("tempo.task-archive")[0]) perform({ kind: 2️⃣"task.archive" });
      if (lookup("tempo.task-archive")?.enabled) perform({ kind: 3️⃣"task.archive" });
      if (lacks("tempo.task-archive").valueOf()) perform({ kind: 4️⃣"task.archive" });
      """)
    #expect(
      uses == [
        Found(archiveCase, at: 1, [archive]), Found(archiveCase, at: 2, [archive]),
        Found(archiveCase, at: 3), Found(archiveCase, at: 4),
      ])
    #expect(
      scan.diagnostics.map { "\($0.id) \($0.span!.location.line):\($0.span!.location.column)" }
        == ["check-function-unseen 6:5"])
  }

  /// In a Metro bundle, a check function of another module is read in that module: exported as
  /// `e.name = function …` or as a function declared there; one that does not test its argument
  /// and one of a module the bundle does not define prove nothing.
  @Test func aBundlesCheckFunctionOfAnotherModule() {
    let (uses, scan) = scanMarked(
      """
      __d(function(g,r,i,a,m,e,d){e.hasCapability=function(n){return void 0!==s.capabilities[n]},e.weird=function(n){return!0};var s=r(d[0])},11,[10]);
      __d(function(g,r,i,a,m,e,d){function c(n){return s.capabilities.includes(n)}e.can=c;var s=r(d[0])},12,[10]);
      __d(function(g,r,i,a,m,e,d){(0,t.hasCapability)("tempo.task-archive")&&t.send(1️⃣"task.archive");(0,u.can)("tempo.task-archive")&&t.send(2️⃣"task.archive");(0,t.weird)("tempo.task-archive")&&t.send(3️⃣"task.archive");(0,v.has)("tempo.task-archive")&&t.send(4️⃣"task.archive");var t=r(d[0]),u=r(d[1]),v=r(d[2])},13,[11,12,99]);
      """, dialect: .javaScript)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1, [archive]),
        Found("case:tempo.perform/task.archive", at: 2, [archive]),
        Found("case:tempo.perform/task.archive", at: 3),
        Found("case:tempo.perform/task.archive", at: 4),
      ])
    #expect(
      scan.diagnostics.map { "\($0.id) \($0.message.prefix(12))" } == [
        "check-function-unseen 'has' is not", "guard-not-credited 'weird' does",
      ])
  }

  @Test func minifiedForms() {
    let (uses, _) = scanMarked(
      """
      __d(function(g,r,i,a,m,e,d){var t=r(d[0]),n=t.caps["tempo.task-archive"];n&&t.send(1️⃣"task.archive"),t.send(2️⃣"task.archive");n?t.a(3️⃣"task.archive"):t.b(4️⃣"task.archive");if(!n)return;t.c(5️⃣"task.archive")});
      """, dialect: .javaScript)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1, [archive]),
        Found("case:tempo.perform/task.archive", at: 2),
        Found("case:tempo.perform/task.archive", at: 3, [archive]),
        Found("case:tempo.perform/task.archive", at: 4),
        Found("case:tempo.perform/task.archive", at: 5, [archive]),
      ])
  }

  /// A private method (`#send`, `#can`) of a class, exported or not, is called only where the
  /// class's own code calls it through `this`: its uses stand there, with the guards there,
  /// and a check it makes proves what its body does (`#never` proves nothing). Read through
  /// anything else (`other.#send(…)`), it is a method of an exported class like any other:
  /// its callers unseen, what it sends is not known and each name stays where written.
  @Test func aPrivateMethodIsCalledWhereItsClassCallsIt() throws {
    func tasks(_ body: String) -> [String: String] {
      [
        "package.json": #"{ "main": "index.js" }"#,
        "index.js": #"import { Tasks } from "./tasks"; new Tasks().archive(1);"#,
        "tasks.js": """
        import { sendMessage } from "expo-brownfield";
        export class Tasks {
          #send(action) { sendMessage({ type: "tempo.perform", data: action }); }
        \(body)
        }
        """,
      ]
    }
    let called = try projectUses(
      tasks(
        """
          #can(c) { return hasCapability(c); }
          #never(c) { return true; }
          archive(id) { if (this.#can("tempo.task-archive")) this.#send({ kind: "task.archive", id }); }
          later(id) { if (this.#never("tempo.task-archive")) this.#send({ kind: "task.archive", id }); }
        """))
    #expect(
      called == [
        "tasks.js:6:59 case:tempo.perform/task.archive [\"\(archive)\"] via tasks.js:6:73",
        "tasks.js:6:59 message:tempo.perform [\"\(archive)\"] via tasks.js:3:39",
        "tasks.js:7:59 case:tempo.perform/task.archive [] via tasks.js:7:73",
        "tasks.js:7:59 message:tempo.perform [] via tasks.js:3:39",
      ])
    let seen = try projectUses(
      tasks(
        """
          static later(other) { other.#send({ kind: "task.create" }); }
          archive(id) { if (hasCapability("tempo.task-archive")) this.#send({ kind: "task.archive", id }); }
        """))
    #expect(
      seen == [
        "index.js:1:38 case:tempo.perform/task.create [] via tasks.js:4:45",
        "tasks.js:3:19  [] via tasks.js:3:62",
        "tasks.js:3:19 message:tempo.perform [] via tasks.js:3:39",
        "tasks.js:5:77 case:tempo.perform/task.archive [\"\(archive)\"]",
      ])
  }
}

/// Regressions found on the example package.
struct GuardRegressionTests {
  let archive = "capability:tempo.task-archive"

  /// `): void {` is a function body, not an object literal, so a guard variable in it counts.
  @Test func typeScriptReturnTypesOpenBlocks() {
    let (uses, _) = scanMarked(
      """
      function f(id: string): void {
        const ok = hasCapability("tempo.task-archive");
        ok && perform(1️⃣"task.archive")
      }
      const g = (): Promise<void> => { if (!caps["tempo.task-archive"]) return; perform(2️⃣"task.archive") }
      export default { kind: 3️⃣"task.archive" }
      """, dialect: .typeScript)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1, [archive]),
        Found("case:tempo.perform/task.archive", at: 2, [archive]),
        Found("case:tempo.perform/task.archive", at: 3),
      ])
  }

  /// What `caps?.["x"]` compiles to: the `void 0` branch can never make the value truthy.
  @Test func compiledOptionalChainingKeepsTheCheck() {
    let (uses, _) = scanMarked(
      """
      var n,s=null==(n=t())?void 0:n.capabilities["tempo.task-archive"];s&&x(1️⃣"task.archive");if(null==s)return;y(2️⃣"task.archive")
      """, dialect: .javaScript)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1, [archive]),
        Found("case:tempo.perform/task.archive", at: 2, [archive]),
      ])
  }

  /// An expression's tree is walked by recursion, so its size is bounded: past 1,000 operators or
  /// 256 levels it is read as one atom, whose checks guard nothing (they are uses), and a note
  /// says so; a condition of groups nested past 1,000 proves nothing. Within the limits a chain
  /// guards as any other (and 300,000 `&&`, a million `!` or 300,000 nested groups no longer
  /// overflow the stack).
  @Test func expressionsPastTheLimitsGuardNothingAndSaySo() {
    let within = String(repeating: "a && ", count: 200)
    let (guarded, quiet) = scanMarked(
      "x = caps[\"tempo.task-archive\"] && \(within)perform(1️⃣\"task.archive\")",
      dialect: .javaScript)
    #expect(guarded == [Found("case:tempo.perform/task.archive", at: 1, [archive])])
    #expect(quiet.diagnostics.isEmpty)

    for past in [String(repeating: "a && ", count: 1000), String(repeating: "!", count: 256)] {
      let (uses, scan) = scanMarked(
        "f()\nx = \(past)caps[1️⃣\"tempo.task-archive\"] && perform(2️⃣\"task.archive\")",
        dialect: .javaScript)
      #expect(
        uses == [
          Found("capability:tempo.task-archive", at: 1),
          Found("case:tempo.perform/task.archive", at: 2),
        ])
      #expect(
        scan.diagnostics.map { "\($0.severity) \($0.id) \($0.span!.location) \($0.message)" } == [
          "note expression-too-large SourceLocation(line: 2, column: 1) checks in this expression guard nothing: it nests more than 256 deep or joins more than 1000 operators, past what analysis reads"
        ])
    }

    // Groups in groups are evaluated one inside the other: past 1,000 levels, the condition
    // proves nothing.
    let nested =
      String(repeating: "(", count: 1100) + "caps[\"tempo.task-archive\"]"
      + String(repeating: ")", count: 1100)
    let (uses, scan) = scanMarked(
      "x = \(nested) && perform(1️⃣\"task.archive\")", dialect: .javaScript)
    #expect(uses == [Found("case:tempo.perform/task.archive", at: 1)])
    #expect(
      scan.diagnostics.map { "\($0.id) \($0.span!.location)" } == [
        "expression-too-large SourceLocation(line: 1, column: 5)"
      ])
  }
}

/// Comparisons with `true` and array methods over checks mean what the code does: `!== true`
/// negates, and `.some` proves none of its array's checks (any one may be the one that holds),
/// `.every` all of them. Each in a safe and an unsafe variant.
struct CheckFormTests {
  let archive = "capability:tempo.task-archive"
  let progress = "capability:tempo.navigation-progress"

  @Test func comparingWithTrue() {
    let (negated, _) = scanMarked(
      """
      if (hasCapability("tempo.task-archive") !== true) perform(1️⃣"task.archive")
      function f() {
        if (hasCapability("tempo.task-archive") !== true) return
        perform(2️⃣"task.archive")
      }
      if (hasCapability("tempo.task-archive") === true) perform(3️⃣"task.archive")
      if (true == hasCapability("tempo.task-archive")) perform(4️⃣"task.archive")
      if (true != hasCapability("tempo.task-archive")) perform(5️⃣"task.archive")
      """, dialect: .javaScript)
    #expect(
      negated == [
        Found("case:tempo.perform/task.archive", at: 1),
        Found("case:tempo.perform/task.archive", at: 2, [archive]),
        Found("case:tempo.perform/task.archive", at: 3, [archive]),
        Found("case:tempo.perform/task.archive", at: 4, [archive]),
        Found("case:tempo.perform/task.archive", at: 5),
      ])
  }

  /// A collection that may hold the content's own list (a fallback) proves nothing of the
  /// names that list holds, searched there or by a check function given the name, and a note
  /// at the check (or the call) says why; of any other name, and the shell's own list, it
  /// proves what it tests.
  @Test func aSearchOfTheContentsOwnListIsNoted() {
    let (uses, scan) = scanMarked(
      """
      const DEFAULTS = ["tempo.task-archive"];
      const caps = snapshot?.capabilities ?? DEFAULTS;
      if (caps.includes("tempo.task-archive")) perform(1️⃣"task.archive")
      if (caps.includes("tempo.navigation-progress")) perform(2️⃣"task.archive")
      if (snapshot.capabilities.includes("tempo.task-archive")) perform(3️⃣"task.archive")
      function supports(name) { return (snapshot?.capabilities ?? 6️⃣DEFAULTS).includes(name); }
      if (supports("tempo.task-archive")) perform(4️⃣"task.archive")
      if (supports("tempo.navigation-progress")) perform(5️⃣"task.archive")
      """, dialect: .javaScript)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1),
        Found("case:tempo.perform/task.archive", at: 2, [progress]),
        Found("case:tempo.perform/task.archive", at: 3, [archive]),
        // (The list read whole in a function's result, no test there: a value.)
        Found(archive, at: 6),
        Found("case:tempo.perform/task.archive", at: 4),
        Found("case:tempo.perform/task.archive", at: 5, [progress]),
      ])
    #expect(
      scan.diagnostics.map { "\($0.id) \($0.span!.location.line):\($0.span!.location.column)" } == [
        "guard-not-credited 3:19", "guard-not-credited 7:5",
      ])
  }

  /// `[A, B].some(f)` proves neither; `.every(f)` proves both where `f` proves the name it is
  /// given (a check function, by name or written there), and nothing otherwise — a function
  /// negating the check, one testing no check, one not read (each with a note).
  @Test func arrayMethodsOverChecks() {
    let (uses, scan) = scanMarked(
      """
      function hasCapability(name) { return snapshot.capabilities[name] !== undefined; }
      if (["tempo.navigation-progress", "tempo.task-archive"].some(hasCapability)) perform(1️⃣"task.archive")
      if (["tempo.navigation-progress", "tempo.task-archive"].every(hasCapability)) perform(2️⃣"task.archive")
      if (["tempo.task-archive"].every((c) => snapshot.capabilities.includes(c))) perform(3️⃣"task.archive")
      if (["tempo.task-archive"].every((c) => !hasCapability(c))) perform(4️⃣"task.archive")
      if (["tempo.task-archive"].every(Boolean)) perform(5️⃣"task.archive")
      if (["tempo.task-archive"].every(unread)) perform(6️⃣"task.archive")
      """, dialect: .javaScript)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1),
        Found("case:tempo.perform/task.archive", at: 2, [progress, archive]),
        Found("case:tempo.perform/task.archive", at: 3, [archive]),
        Found("case:tempo.perform/task.archive", at: 4),
        Found("case:tempo.perform/task.archive", at: 5),
        Found("case:tempo.perform/task.archive", at: 6),
      ])
    #expect(
      scan.diagnostics.map { "\($0.id) \($0.span!.location.line):\($0.span!.location.column)" } == [
        "guard-not-credited 2:57", "guard-not-credited 5:28", "guard-not-credited 6:28",
        "guard-not-credited 7:28",
      ])
  }

  /// A `for…of` over names whose body alone leaves the function unless the name's check holds
  /// (`if (!has(c)) return;`, or `throw`) proves every name past it, over a constant list or
  /// an array written there, where its names are checks; a body leaving the loop only
  /// (`continue`), testing the check the other way or doing more proves nothing, and there the
  /// list's names go on as values (a message's name among them a use).
  @Test func loopsAssertingEveryName() {
    let (uses, scan) = scanMarked(
      """
      function hasCapability(name) { return snapshot.capabilities[name] !== undefined; }
      const REQUIRED = ["tempo.navigation-progress", "tempo.task-archive"];
      function a() { for (const c of REQUIRED) { if (!hasCapability(c)) return; } perform(1️⃣"task.archive") }
      function b() { for (const c of ["tempo.task-archive"]) if (!hasCapability(c)) throw c; perform(2️⃣"task.archive") }
      function c() { for (const c of 6️⃣REQUIRED) { if (!hasCapability(c)) continue; } perform(3️⃣"task.archive") }
      function d() { for (const c of 7️⃣REQUIRED) { if (hasCapability(c)) return; } perform(4️⃣"task.archive") }
      function e() { for (const c of 8️⃣REQUIRED) { if (!hasCapability(c)) return; log(c); } perform(5️⃣"task.archive") }
      """, dialect: .javaScript)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1, [progress, archive]),
        Found("case:tempo.perform/task.archive", at: 2, [archive]),
        Found("message:tempo.navigation-progress", at: 6), Found(archive, at: 6),
        Found("case:tempo.perform/task.archive", at: 3),
        Found("message:tempo.navigation-progress", at: 7), Found(archive, at: 7),
        Found("case:tempo.perform/task.archive", at: 4),
        Found("message:tempo.navigation-progress", at: 8), Found(archive, at: 8),
        Found("case:tempo.perform/task.archive", at: 5),
      ])
    #expect(scan.diagnostics.map(\.id) == [])
  }

  /// A name given whole to a function proving the name it is given, from an array written
  /// there or a constant list (`[C].every(has)`, `LIST.some(has)`), is checked wherever the
  /// call stands — returned by a function, outside any condition — never sent: a capability
  /// whose name is also a message's is no send of the message there. Given to a function that
  /// proves nothing of it, it is a use.
  @Test func namesGivenToACheckFunctionAreChecks() {
    let (uses, scan) = scanMarked(
      """
      function hasCapability(name) { return snapshot.capabilities[name] !== undefined; }
      const NEED = ["tempo.navigation-progress"];
      export function anyNeeded() { return NEED.some(hasCapability); }
      export function ready() { return ["tempo.navigation-progress"].every((c) => hasCapability(c)); }
      export function listed() { return [1️⃣"tempo.navigation-progress"].map((c) => c.length); }
      """, dialect: .javaScript)
    #expect(uses == [Found("message:tempo.navigation-progress", at: 1)])
    #expect(scan.checkedIDs == [progress])
  }

  /// A constant list of names (`const REQUIRED = [A, B]`, a member of a constant object)
  /// tested with `.every` proves them as the array written there does, in a condition or in
  /// what a function returns (and `.some` of a negated check, falsy); one written into
  /// (`pop`, `splice`), given `.some`, or sliced first proves nothing.
  @Test func constantListsOverChecks() {
    let (uses, scan) = scanMarked(
      """
      function hasCapability(name) { return snapshot.capabilities[name] !== undefined; }
      const REQUIRED = ["tempo.navigation-progress", "tempo.task-archive"];
      const NEEDS = { archive: ["tempo.task-archive"] };
      const POPPED = ["tempo.task-archive"];
      POPPED.pop();
      const SPLICED = ["tempo.task-archive"];
      SPLICED.splice(0, 1);
      if (REQUIRED.every(hasCapability)) perform(1️⃣"task.archive")
      if (NEEDS.archive.every((c) => snapshot.capabilities.includes(c))) perform(2️⃣"task.archive")
      if (REQUIRED.some(hasCapability)) perform(3️⃣"task.archive")
      if (POPPED.every(hasCapability)) perform(4️⃣"task.archive")
      if (SPLICED.every(hasCapability)) perform(5️⃣"task.archive")
      if (REQUIRED.slice(1).every(hasCapability)) perform(6️⃣"task.archive")
      if (NEEDS.archive.every(Boolean)) perform(7️⃣"task.archive")
      function allRequired() { return REQUIRED.every(hasCapability); }
      if (allRequired()) perform(8️⃣"task.archive")
      function go() { if (NEEDS.archive.some((c) => !hasCapability(c))) return; perform(9️⃣"task.archive") }
      """, dialect: .javaScript)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1, [progress, archive]),
        Found("case:tempo.perform/task.archive", at: 2, [archive]),
        Found("case:tempo.perform/task.archive", at: 3),
        Found("case:tempo.perform/task.archive", at: 4),
        Found("case:tempo.perform/task.archive", at: 5),
        Found("case:tempo.perform/task.archive", at: 6),
        Found("case:tempo.perform/task.archive", at: 7),
        Found("case:tempo.perform/task.archive", at: 8, [progress, archive]),
        Found("case:tempo.perform/task.archive", at: 9, [archive]),
      ])
    #expect(
      scan.diagnostics.map { "\($0.id) \($0.span!.location.line):\($0.span!.location.column)" } == [
        "guard-not-credited 10:14", "guard-not-credited 13:14", "guard-not-credited 14:19",
      ])
  }
}

/// `// bridgecheck: requires C` is checked at every call the file holds: a call without C is an
/// error there (`assertion-not-held`); a function every call of which holds C is proven (its uses
/// are not asserted); an exported one, whose calls other files make, stays asserted.
struct AssertionCheckTests {
  let archive = "capability:tempo.task-archive"

  /// Each diagnostic whole: severity, rule, line and column, message.
  private func described(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map {
      "\($0.severity) \($0.id) \($0.span!.location.line):\($0.span!.location.column) \($0.message)"
    }
  }

  @Test func everyCallMustHoldTheRequirement() {
    let (uses, scan) = scanMarked(
      """
      // bridgecheck: requires tempo.task-archive
      function archive(id) { perform({ kind: "task.archive", id }) }
      if (hasCapability("tempo.task-archive")) 1️⃣archive(1)
      2️⃣archive(2)
      button.onPress = 3️⃣archive
      """, dialect: .javaScript)
    // The function is the file's own: its use stands at each place it is read.
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1, [archive]),
        Found("case:tempo.perform/task.archive", at: 2, [archive]),
        Found("case:tempo.perform/task.archive", at: 3, [archive]),
      ])
    #expect(
      described(scan.diagnostics) == [
        "error assertion-not-held 4:1 'archive' is called here without a check of tempo.task-archive, which its 'bridgecheck: requires tempo.task-archive' asserts",
        "error assertion-not-held 5:18 'archive' is passed on here without a check of tempo.task-archive, which its 'bridgecheck: requires tempo.task-archive' asserts",
      ])
    // The assertion is not proven: the uses where no check holds rest on it.
    #expect(scan.assertedUses == 2)
  }

  /// A handler given to a helper that runs it only under the check holds the requirement there
  /// (the helper's summary); given to one that does not, it is not held.
  @Test func aHandlerGivenToAGuardingHelperHoldsIt() {
    let (uses, scan) = scanMarked(
      """
      function withCapability(name, fn) { if (hasCapability(name)) fn(); }
      function later(name, fn) { setTimeout(fn); }
      // bridgecheck: requires tempo.task-archive
      const archive = () => perform({ kind: "task.archive" })
      withCapability("tempo.task-archive", 1️⃣archive)
      later("tempo.task-archive", 2️⃣archive)
      """, dialect: .javaScript)
    #expect(
      uses.filter { $0.id.hasPrefix("case:") } == [
        Found("case:tempo.perform/task.archive", at: 1, [archive]),
        Found("case:tempo.perform/task.archive", at: 2, [archive]),
      ])
    #expect(
      scan.diagnostics.map { "\($0.id) \($0.span!.location.line):\($0.span!.location.column)" }
        == ["assertion-not-held 6:29"])
    #expect(scan.assertedUses == 1)
  }

  @Test func aFunctionEveryCallOfWhichHoldsIsProven() {
    let (uses, scan) = scanMarked(
      """
      // bridgecheck: requires tempo.task-archive
      const archive = (id) => perform({ kind: "task.archive", id })
      if (hasCapability("tempo.task-archive")) { 1️⃣archive(1); 2️⃣archive(2) }
      """, dialect: .javaScript)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1, [archive]),
        Found("case:tempo.perform/task.archive", at: 2, [archive]),
      ])
    #expect(scan.diagnostics.isEmpty)
    #expect(scan.assertedUses == 0)
  }

  /// A method of an object the file declares is checked where the file calls it, `this.m()`
  /// in the object's own code too: a call without C is an error there, and a method every call
  /// of which holds C is proven; one of an object passed to code the file does not show stays
  /// asserted.
  @Test func aMethodIsCheckedAtItsCalls() {
    let (uses, scan) = scanMarked(
      """
      const tasks = {
        // bridgecheck: requires tempo.task-archive
        archive(id) { perform({ kind: "task.archive", id }) },
        later(id) { setTimeout(() => this.3️⃣archive(id)) },
      }
      if (hasCapability("tempo.task-archive")) tasks.1️⃣archive(1)
      tasks.2️⃣archive(2)
      """, dialect: .javaScript)
    // `later` is never called: a root, its call of `archive` stands there.
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 3, [archive]),
        Found("case:tempo.perform/task.archive", at: 1, [archive]),
        Found("case:tempo.perform/task.archive", at: 2, [archive]),
      ])
    #expect(
      described(scan.diagnostics) == [
        "error assertion-not-held 4:37 'archive' is called here without a check of tempo.task-archive, which its 'bridgecheck: requires tempo.task-archive' asserts",
        "error assertion-not-held 7:7 'archive' is called here without a check of tempo.task-archive, which its 'bridgecheck: requires tempo.task-archive' asserts",
      ])
    #expect(scan.assertedUses == 2)
    let proven = scanMarked(
      """
      const tasks = {
        // bridgecheck: requires tempo.task-archive
        archive(id) { perform({ kind: "task.archive", id }) },
      }
      if (hasCapability("tempo.task-archive")) tasks.1️⃣archive(1)
      """, dialect: .javaScript)
    #expect(proven.uses == [Found("case:tempo.perform/task.archive", at: 1, [archive])])
    #expect(proven.scan.diagnostics.isEmpty)
    #expect(proven.scan.assertedUses == 0)
    let passed = scanMarked(
      """
      class Tasks {
        // bridgecheck: requires tempo.task-archive
        archive(id) { perform({ kind: 1️⃣"task.archive", id }) }
      }
      const tasks = new Tasks()
      register(Tasks)
      """, dialect: .javaScript)
    #expect(passed.uses == [Found("case:tempo.perform/task.archive", at: 1, [archive])])
    #expect(passed.scan.diagnostics.isEmpty)
    #expect(passed.scan.assertedUses == 1)
  }

  @Test func anExportedFunctionStaysAsserted() {
    let (uses, scan) = scanMarked(
      """
      // bridgecheck: requires tempo.task-archive
      export function archive(id) { perform({ kind: 1️⃣"task.archive", id }) }
      """, dialect: .javaScript)
    #expect(uses == [Found("case:tempo.perform/task.archive", at: 1, [archive])])
    #expect(scan.diagnostics.isEmpty)
    #expect(scan.assertedUses == 1)
  }
}

/// A name content only compares with is not sent: a local reducer's `case "task.archive":` or
/// `action.kind === "task.archive"` is no use of the case content sends, while the send beside it
/// is; a case native sends, compared with where content handles it, still is a (handling) use.
struct ComparisonTests {
  @Test func comparedNamesAreNotSends() {
    let (uses, _) = scanMarked(
      """
      function reducer(state, action) {
        switch (action.kind) {
          case "task.archive": return { ...state, archiving: true }
        }
        if (action.kind === "task.archive" || "task.archive" == action.kind) return state
        return state
      }
      perform({ kind: 1️⃣"task.archive" })
      onMessage((message) => { if (message.kind === 2️⃣"navigate") open() })
      """, dialect: .javaScript)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1),
        Found("case:tempo.command/navigate", at: 2),
      ])
  }

  /// What an array, a `Set` or a `Map` the file makes is searched or looked up by is compared,
  /// not sent (CONTENT-ANALYSIS.md, "What counts as a use": the argument of
  /// `includes`/`has`/`indexOf`, a key only indexed): written there or bound to a `const`. A
  /// search of anything else may be a method of the content's own that sends what it is given
  /// (`api.has(k) { perform({ kind: k }) }`, a map whose `get` the file writes over), and a
  /// map's `set` keeps the name: a use.
  @Test func whatABuiltInCollectionIsSearchedForIsNotSent() {
    let (uses, _) = scanMarked(
      """
      const ARCHIVE = "task.archive";
      const pending = new Map();
      const seen = new WeakSet();
      const OFFLINE = ["offline"];
      pending.has(ARCHIVE); pending.get("task.archive"); pending.delete(ARCHIVE);
      seen.has(ARCHIVE); OFFLINE.includes(ARCHIVE); ["offline"].indexOf("task.archive");
      function later() { const local = new Set(); return local.has(ARCHIVE); }
      pending.set(1️⃣ARCHIVE, 1);
      seen.get(2️⃣ARCHIVE);
      api.has(3️⃣ARCHIVE);
      rows[0].includes(4️⃣"task.archive");
      OFFLINE.concat([]).includes(5️⃣ARCHIVE);
      const patched = new Map();
      patched.get = (kind) => perform({ kind });
      patched.get(6️⃣ARCHIVE);
      """, dialect: .javaScript)
    let archive = "case:tempo.perform/task.archive"
    #expect(
      uses == [
        Found(archive, at: 1), Found(archive, at: 2), Found(archive, at: 3),
        Found(archive, at: 4), Found(archive, at: 5), Found(archive, at: 6),
      ])
  }
}

/// A name in a JSX attribute that goes to the view hierarchy, never over the bridge (`testID`,
/// `nativeID`, `accessibilityLabel`, `key`), or given to the console, is no use; the same name in
/// any other prop escapes to the component, which may send it: a use.
struct InertAttributeTests {
  @Test func viewHierarchyAttributesAreNotUses() {
    let (uses, _) = scanMarked(
      """
      const row = <Row testID="task.archive" key={"task.archive"} accessibilityLabel="task.archive" />
      const button = <ActionButton kind=1️⃣"task.archive" />
      """)
    #expect(uses == [Found("case:tempo.perform/task.archive", at: 1)])
  }

  /// A name given to the console is logged, never sent: no use, written or read from a
  /// constant, of a case, a message, a module or a name no release declares. Given to another
  /// logger (whose source may send it), or inside an object the console is given, it is.
  @Test func whatTheConsoleIsGivenIsNoUse() {
    let (uses, _) = scanMarked(
      """
      const KINDS = { archive: "task.archive" } as const;
      console.log("task.archive", "tempo.perform");
      console.warn(KINDS.archive);
      console.error("unknown", "tempo.typo");
      logger.log(1️⃣"task.archive");
      console.log({ kind: 2️⃣"task.archive" });
      window.console.log(3️⃣"task.archive");
      """)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1),
        Found("case:tempo.perform/task.archive", at: 2),
        Found("case:tempo.perform/task.archive", at: 3),
      ])
  }
}

/// An early exit inside a `switch` case guards the rest of that case clause — never the cases
/// after it, which a matching value reaches without passing the check.
struct SwitchCaseExitTests {
  let archive = "capability:tempo.task-archive"

  @Test func anEarlyBreakGuardsOnlyTheRestOfItsCase() {
    let (uses, _) = scanMarked(
      """
      switch (action) {
        case "a":
          if (!hasCapability("tempo.task-archive")) break;
          perform({ kind: 1️⃣"task.archive" });
          break;
        case "b":
          log();
          if (!hasCapability("tempo.task-archive")) return;
          perform({ kind: 2️⃣"task.archive" });
        default:
          perform({ kind: 3️⃣"task.archive" });
      }
      """, dialect: .javaScript)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1, [archive]),
        Found("case:tempo.perform/task.archive", at: 2, [archive]),
        Found("case:tempo.perform/task.archive", at: 3),
      ])
  }
}

/// A payload's `kind` built at run time may be any case it starts like: a dynamic use, which the
/// gate warns about; a template elsewhere (an i18n key) or one no case starts like is none.
struct BuiltKindTests {
  @Test func aKindBuiltAtRunTimeIsADynamicUse() {
    let (uses, _) = scanMarked(
      """
      perform({ kind: 1️⃣`task.${verb}`, id })
      perform({ id, kind: 2️⃣"task." + verb })
      const label = t(`task.${verb}`)
      perform({ kind: `x.${verb}` })
      if (hasCapability("tempo.task-archive")) perform({ kind: 3️⃣`task.${verb}` })
      """, dialect: .javaScript)
    #expect(
      uses == [
        Found("dynamic:task.", at: 1), Found("dynamic:task.", at: 2),
        Found("dynamic:task.", at: 3, ["capability:tempo.task-archive"]),
      ])
  }

  /// A name built of a parameter of the file's own function is, at each call giving a literal
  /// or a constant, the name that call builds: a use at the argument, guarded where the
  /// parameter is read (`ParameterTemplates`); the template itself is no dynamic use then.
  @Test func aNameBuiltOfAParameterIsUsedAtEachCall() {
    let (uses, scan) = scanMarked(
      """
      const VERB = "create"
      function act(verb, id) {
        if (hasCapability("tempo.task-archive")) perform({ kind: `task.${verb}`, id })
      }
      function other(verb) { perform({ kind: `task.${verb}` }) }
      act(1️⃣"archive", 1)
      act(2️⃣VERB, 2)
      3️⃣other(pick())
      """, dialect: .javaScript)
    #expect(scan.diagnostics.isEmpty)
    // (One call not known: the name is built at run time, a dynamic use where the call stands.)
    #expect(
      uses == [
        Found("dynamic:task.", at: 3),
        Found("case:tempo.perform/task.archive", at: 1, ["capability:tempo.task-archive"]),
        Found("case:tempo.perform/task.create", at: 2, ["capability:tempo.task-archive"]),
      ])
  }

  /// A parameter's default naming a case is used where the parameter is read, guarded there;
  /// a capability's stays where written (`ParameterDefaults`).
  @Test func aParametersDefaultIsUsedWhereRead() {
    let (uses, scan) = scanMarked(
      """
      function archive(id, kind = "task.archive") {
        if (hasCapability("tempo.task-archive")) perform({ kind: 1️⃣kind, id })
        log(2️⃣kind)
      }
      function Row({ kind = "task.create", enabled = 3️⃣"tempo.task-archive" }) {
        if (hasCapability(enabled)) perform({ kind: 4️⃣kind })
      }
      """, dialect: .javaScript)
    #expect(scan.diagnostics.isEmpty)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1, ["capability:tempo.task-archive"]),
        Found("case:tempo.perform/task.archive", at: 2),
        Found("capability:tempo.task-archive", at: 3),
        Found("case:tempo.perform/task.create", at: 4),
      ])
    #expect(
      scan.uses.filter { $0.id?.hasPrefix("case:") == true }.map { $0.via.map(\.line) }
        == [[1], [1], [5]])
  }

  /// Built of known parts — literals and `const`s bound to them — it is the name it builds, a
  /// use where built (a `const` holding it: where read), guarded as a literal there would be.
  /// `String.raw`, `.join` of an array literal, `.toLowerCase()`, `.trim()` and `.concat(…)` of
  /// known parts are known parts too (CONTENT-ANALYSIS.md, "Values").
  @Test func aKindBuiltOfKnownPartsIsThatCase() {
    let (uses, _) = scanMarked(
      """
      const VERB = "archive"
      const KIND = "task." + VERB
      perform({ kind: 1️⃣"task." + VERB, id })
      if (hasCapability("tempo.task-archive")) perform({ kind: 2️⃣`task.${VERB}` })
      if (hasCapability("tempo.task-archive")) perform({ kind: 3️⃣KIND })
      perform({ kind: 4️⃣"task." + VERB.trim() })
      perform({ kind: 5️⃣String.raw`task.${VERB}` })
      css`task.${VERB}`
      const TA = "ta"
      perform({ kind: 6️⃣TA + "sk." + VERB })
      """, dialect: .javaScript)
    #expect(
      uses == [
        Found("case:tempo.perform/task.archive", at: 1),
        Found("case:tempo.perform/task.archive", at: 2, ["capability:tempo.task-archive"]),
        Found("case:tempo.perform/task.archive", at: 3, ["capability:tempo.task-archive"]),
        Found("case:tempo.perform/task.archive", at: 4),
        Found("case:tempo.perform/task.archive", at: 5),
        // (Another tag's template is what the tag returns: no name is written there.)
        // Headed by a constant, from the literal after it.
        Found("case:tempo.perform/task.archive", at: 6),
      ])
    let (methods, methodsScan) = scanMarked(
      """
      const NS = "task"
      const VERB = "archive"
      perform({ kind: 1️⃣[NS, "archive"].join(".") })
      const KIND = ["task", VERB].join(".")
      if (hasCapability("tempo.task-archive")) perform({ kind: 2️⃣KIND })
      perform({ kind: 3️⃣"TASK.Archive".toLowerCase() })
      perform({ kind: 4️⃣`${" task ".trim()}.archive` })
      perform({ kind: 5️⃣"task".concat(".", VERB) })
      perform({ kind: 6️⃣["task", verb].join(".") })
      perform({ kind: 7️⃣"task." + verb.toLowerCase() })
      perform({ kind: 8️⃣"TASK.ÄRCHIVE".toLowerCase() })
      perform({ kind: ["task", "archive"].join() })
      """, dialect: .javaScript)
    #expect(
      methods == [
        Found("case:tempo.perform/task.archive", at: 1),
        Found("case:tempo.perform/task.archive", at: 2, ["capability:tempo.task-archive"]),
        Found("case:tempo.perform/task.archive", at: 3),
        Found("case:tempo.perform/task.archive", at: 4),
        Found("case:tempo.perform/task.archive", at: 5),
        // A part not known (`verb`) leaves it built at run time.
        Found("dynamic:task.", at: 7),
      ])
    // (Nor are a lower case beyond ASCII and a join naming no case, `task,archive`: a
    // dynamic use at a send, `SentValueTests`.)
    #expect(methodsScan.diagnostics.isEmpty)
  }
}
