import BridgeDiagnostics
import ContractLanguage
import Testing

@testable import ContentScan

/// Native-module lookups (CONTENT-ANALYSIS.md, "Native module uses"): a lookup that throws is a
/// use wherever it stands; an optional lookup is a check whose result guards; any other literal
/// naming the module is a use like any name.
struct ModuleLookupTests {
  static let contract: Contract = ContractLoader.check(
    [
      SourceFile(
        path: "modules.contract",
        text: """
          bridge tempo
          runtime 1 {
            release 1.0
            release 1.1
          }
          module ExpoHaptics from "expo-haptics" @since(1.1)
          module AcmeKit from "@acme/native-kit"
          message perform from content {
            case task.archive(id: string)
          }

          """)
    ], runtimeVersion: nil, folder: "contracts"
  ).contract!

  let haptics = "module:ExpoHaptics"
  let archive = "case:tempo.perform/task.archive"

  @Test func lookupsInSources() {
    let (uses, scan) = scanMarked(
      """
      requireNativeModule(1️⃣"ExpoHaptics").impactAsync()
      const view = requireNativeViewManager(2️⃣"ExpoHaptics")
      const enforced = TurboModuleRegistry.getEnforcing(3️⃣"ExpoHaptics")
      if (requireNativeModule(4️⃣"ExpoHaptics")) { perform({ kind: 5️⃣"task.archive" }) }
      const optional = requireOptionalNativeModule("ExpoHaptics")
      if (optional) { perform({ kind: 6️⃣"task.archive" }) }
      if (TurboModuleRegistry.get("ExpoHaptics")) { requireNativeModule(7️⃣"ExpoHaptics") }
      requireOptionalNativeModule("ExpoHaptics")?.impactAsync()
      cache.get(8️⃣"ExpoHaptics")
      const typed = requireNativeModule<Map<string, Haptics>>(9️⃣"ExpoHaptics")
      const maybe = requireOptionalNativeModule<Haptics>("ExpoHaptics")
      const shaped = requireOptionalNativeModule<{ a: A; b: (x: B) => C }, D>("ExpoHaptics")
      """, dialect: .typeScript, contract: Self.contract)
    #expect(scan.diagnostics.isEmpty)
    #expect(
      uses == [
        Found(haptics, at: 1), Found(haptics, at: 2), Found(haptics, at: 3), Found(haptics, at: 4),
        Found(archive, at: 5), Found(archive, at: 6, [haptics]), Found(haptics, at: 7, [haptics]),
        Found(haptics, at: 8), Found(haptics, at: 9),
      ])
  }

  /// Type arguments are type syntax, read by the parser and not seen by analysis: a lookup with
  /// any type arguments is the lookup without them (the lexer once walked back over `<…>` and
  /// could leave them at a statement's end, as the fuzzer found).
  @Test func typeArgumentsAreNotSeenByAnalysis() {
    let (uses, scan) = scanMarked(
      """
      const a = requireOptionalNativeModule<(x: B) => C>("ExpoHaptics")
      const b = requireNativeModule<{ f(): Promise<void> }>(1️⃣"ExpoHaptics")
      c = TurboModuleRegistry.getEnforcing<Spec<A>>(2️⃣"ExpoHaptics")
      """, dialect: .typeScript, contract: Self.contract)
    #expect(scan.diagnostics.isEmpty)
    #expect(uses == [Found(haptics, at: 1), Found(haptics, at: 2)])
  }

  /// Code that is not TypeScript is an error at its place, not a guess.
  @Test func garbledTypeArgumentsAreASyntaxError() {
    let (uses, scan) = scanMarked(
      """
      requireOptionalNativeModule<E { } f>("ExpoHaptics")
      """, dialect: .typeScript, contract: Self.contract)
    #expect(uses == [])
    #expect(
      scan.diagnostics.map { "\($0.id) \($0.span!.location.line):\($0.span!.location.column)" }
        == ["syntax-error 1:31"])
  }

  /// A lookup that throws of a module the contract does not declare is reported as an undeclared
  /// name at the lookup, even alone in its file. An optional one bound to a name, or tested where
  /// it is made (`?.`), is judged as a declared one is (CONTENT-ANALYSIS.md: "a tested optional
  /// lookup of an undeclared module is a note"): a check where tested, of `module:X`, which no
  /// release provides; a use where dereferenced, guarded where a test of it holds. Its result
  /// going anywhere else (exported, discarded) is a use at the lookup. Other calls with that
  /// string are not lookups.
  @Test func lookupsOfUndeclaredModules() {
    let (uses, scan) = scanMarked(
      """
      requireNativeModule(1️⃣"ExpoCamera");
      const maybe = requireOptionalNativeModule("ExpoCamera");
      (0, o.requireNativeViewManager)(3️⃣"ExpoCameraView")
      console.log("ExpoCamera")
      if (maybe) 4️⃣maybe.takePicture()
      function snap() { if (!maybe) throw new Error("no camera"); 5️⃣maybe.takePicture() }
      6️⃣maybe.takePicture()
      TurboModuleRegistry.get(2️⃣"RNCamera")
      TurboModuleRegistry.get(7️⃣"RNCamera").open()
      TurboModuleRegistry.get("RNCamera")?.open()
      export default TurboModuleRegistry.get(8️⃣"RNCamera")
      export const trailing = TurboModuleRegistry.get(9️⃣"RNCamera",)
      TurboModuleRegistry.get("RNCamera",)?.open()
      """, dialect: .javaScript, contract: Self.contract)
    #expect(scan.diagnostics.isEmpty)
    #expect(
      uses == [
        Found("undeclared:ExpoCamera", at: 1), Found("undeclared:ExpoCameraView", at: 3),
        Found("undeclared:ExpoCamera", at: 4, ["module:ExpoCamera"]),
        Found("undeclared:ExpoCamera", at: 5, ["module:ExpoCamera"]),
        Found("undeclared:ExpoCamera", at: 6), Found("undeclared:RNCamera", at: 2),
        Found("undeclared:RNCamera", at: 7), Found("undeclared:RNCamera", at: 8),
        Found("undeclared:RNCamera", at: 9),
      ])
    // A contract that declares no module reports every lookup as undeclared.
    #expect(
      scanMarked(#"requireNativeModule(1️⃣"ExpoCamera")"#).uses == [
        Found("undeclared:ExpoCamera", at: 1)
      ])
    // Given to a `let` by an assignment, as bound by a declaration: its reads decide.
    let (assigned, _) = scanMarked(
      """
      let wifi = null;
      try { wifi = requireNativeModule("EfWifi"); } catch {}
      if (wifi) 1️⃣wifi.join();
      2️⃣wifi.join();
      """, dialect: .javaScript, contract: Self.contract)
    #expect(
      assigned == [
        Found("undeclared:EfWifi", at: 1, ["module:EfWifi"]), Found("undeclared:EfWifi", at: 2),
      ])
  }

  /// `NativeModules.X` names a module by a property; `?.` and `try … catch` make a lookup a check.
  @Test func nativeModulesPropertiesAndTry() {
    let (uses, scan) = scanMarked(
      """
      NativeModules.1️⃣ExpoHaptics.impact()
      NativeModules[2️⃣"ExpoHaptics"].impact()
      if (NativeModules.ExpoHaptics) { perform({ kind: 3️⃣"task.archive" }) }
      NativeModules.ExpoHaptics?.impact()
      try { requireNativeModule("ExpoHaptics").impact() } catch (error) {}
      try { requireNativeModule(4️⃣"ExpoHaptics") } finally {}
      try { requireNativeModule(7️⃣"ExpoHaptics") } catch (error) { report(error); throw error }
      try { try { requireNativeModule("ExpoHaptics") } catch { throw new Error("x") } } catch {}
      r(d[0]).NativeModules.5️⃣ExpoHaptics.impact()
      NativeModules.6️⃣Unknown.impact()
      """, dialect: .javaScript, contract: Self.contract)
    #expect(scan.diagnostics.isEmpty)
    #expect(
      uses == [
        Found(haptics, at: 1), Found(haptics, at: 2), Found(archive, at: 3, [haptics]),
        Found(haptics, at: 4), Found(haptics, at: 7), Found(haptics, at: 5),
        Found("undeclared:Unknown", at: 6),
      ])
    // Alone in its file, it still sends the file to the full pass.
    #expect(
      scanMarked("NativeModules.1️⃣ExpoHaptics.impact()", contract: Self.contract).uses == [
        Found(haptics, at: 1)
      ])
    #expect(
      scanMarked("NativeModules.1️⃣ExpoHaptics.impact()").uses == [
        Found("undeclared:ExpoHaptics", at: 1)
      ])
  }

  /// `NativeModules.X` dereferenced where it is read — a call of its method in a test or as a
  /// binding's value (`const ready = NativeModules.X.isReady()`) as anywhere — throws where X is
  /// missing: a use, never the check `NativeModules.X` alone would be (which the guard analysis
  /// took it for, there); behind a test of X itself it is guarded. Bound whole
  /// (`const bound = NativeModules.X`), or as a branch of a conditional whose other is nothing
  /// (`Platform.OS === "ios" ? NativeModules.X : null`), or falling back to nothing
  /// (`NativeModules.X ?? null`), it is judged where the binding is read, as a destructured one
  /// is: a check where tested, a use where dereferenced. Beside another
  /// value (`turbo ? require(…).default : NativeModules.X`, `NativeModules.X || fallback`) it
  /// escapes untested: a use where it is written.
  @Test func aModuleDereferencedInATestOrABindingIsAUse() {
    let (uses, scan) = scanMarked(
      """
      const ready = NativeModules.1️⃣ExpoHaptics.isReady();
      if (NativeModules.2️⃣ExpoHaptics.isReady()) perform({ kind: 3️⃣"task.archive" });
      const tapped = NativeModules[4️⃣"ExpoHaptics"].tap();
      const safe = NativeModules.ExpoHaptics && NativeModules.5️⃣ExpoHaptics.isReady();
      if (NativeModules.ExpoHaptics?.isReady()) NativeModules.6️⃣ExpoHaptics.tap();
      const flag = NativeModules.7️⃣AcmeWifi.isReady();
      """, dialect: .javaScript, contract: Self.contract)
    #expect(scan.diagnostics.isEmpty)
    #expect(
      uses == [
        Found(haptics, at: 1), Found(haptics, at: 2), Found(archive, at: 3),
        Found(haptics, at: 4), Found(haptics, at: 5, [haptics]), Found(haptics, at: 6, [haptics]),
        Found("undeclared:AcmeWifi", at: 7),
      ])
    let (bound, boundScan) = scanMarked(
      """
      const bound = NativeModules.ExpoHaptics, wifi = NativeModules["AcmeWifi"];
      if (bound) 1️⃣bound.tap();
      2️⃣bound.tap();
      function join() { if (!wifi) throw new Error("no wifi"); 3️⃣wifi.join(); }
      const ios = Platform.OS === "ios" ? NativeModules.ExpoHaptics : null;
      4️⃣ios.tap();
      if (ios) 5️⃣ios.tap();
      const android = Platform.OS === "ios" ? undefined : NativeModules["ExpoHaptics"];
      android?.tap();
      6️⃣android.tap();
      const turbo = isTurbo ? require("./NativeWifi").default : NativeModules.7️⃣AcmeWifi;
      const either = NativeModules.8️⃣ExpoHaptics || fallback;
      if (flag || NativeModules.ExpoHaptics) console.log("ready");
      const present = Platform.OS === "ios" && NativeModules.ExpoHaptics != null;
      """, dialect: .javaScript, contract: Self.contract)
    // In a statement's test it stays a check (one `||` makes guard nothing, as said).
    #expect(boundScan.diagnostics.map(\.id) == ["guard-not-credited"])
    #expect(
      bound == [
        Found(haptics, at: 1, [haptics]), Found(haptics, at: 2),
        Found("undeclared:AcmeWifi", at: 3, ["module:AcmeWifi"]), Found(haptics, at: 4),
        Found(haptics, at: 5, [haptics]), Found(haptics, at: 6),
        Found("undeclared:AcmeWifi", at: 7), Found(haptics, at: 8),
      ])
    let (orNothing, orNothingScan) = scanMarked(
      """
      const orNull = NativeModules["ExpoHaptics"] ?? null;
      const orNone = TurboModuleRegistry.get("ExpoHaptics") || undefined;
      orNull?.tap();
      1️⃣orNull.tap();
      if (orNone) 2️⃣orNone.tap();
      3️⃣orNone.tap();
      const orEmpty = NativeModules.4️⃣ExpoHaptics ?? null ?? {};
      (NativeModules.5️⃣ExpoHaptics ?? null).tap();
      """, dialect: .javaScript, contract: Self.contract)
    #expect(orNothingScan.diagnostics.isEmpty)
    #expect(
      orNothing == [
        Found(haptics, at: 1), Found(haptics, at: 2, [haptics]), Found(haptics, at: 3),
        Found(haptics, at: 4), Found(haptics, at: 5),
      ])
  }

  /// A module a `||` or `??` falls back from, whose value then goes on — dereferenced, destructured,
  /// given to a call — is a use where it is looked up: where the module is missing the fallback
  /// stands in its place, and what is called of it is not there (`(M || {}).f()` throws as `(M ??
  /// {}).f()` does). The chain only tested (`if`, `!`, `Boolean`, `?:`) stays a check. Destructured,
  /// a module's properties are its members, not modules (`const { reload } = NativeModules.X`).
  @Test func aModuleAFallbackStandsInForIsAUse() {
    let (uses, scan) = scanMarked(
      """
      (NativeModules.1️⃣ExpoHaptics || {}).impact();
      const { start } = NativeModules.2️⃣AcmeKit || {};
      start();
      function tap() { const { impact } = NativeModules[3️⃣"ExpoHaptics"] ?? {}; impact(); }
      run(NativeModules.4️⃣ExpoHaptics || fallback);
      const native = requireOptionalNativeModule("ExpoHaptics");
      (5️⃣native || {}).impact();
      const { ExpoHaptics } = NativeModules;
      const { selection } = 6️⃣ExpoHaptics || {};
      const { reload } = NativeModules.7️⃣AcmeKit;
      reload();
      """, dialect: .javaScript, contract: Self.contract)
    #expect(scan.diagnostics.isEmpty)
    #expect(
      uses == [
        Found(haptics, at: 1), Found("module:AcmeKit", at: 2), Found(haptics, at: 3),
        Found(haptics, at: 4), Found(haptics, at: 5), Found(haptics, at: 6),
        Found("module:AcmeKit", at: 7),
      ])
    let (tested, testedScan) = scanMarked(
      """
      if (NativeModules.ExpoHaptics || NativeModules.AcmeKit) console.log("one");
      if (!(NativeModules.ExpoHaptics || flag)) throw new Error("none");
      const either = Boolean(NativeModules.ExpoHaptics || NativeModules.AcmeKit);
      const label = (NativeModules.ExpoHaptics ?? NativeModules.AcmeKit) ? "one" : "none";
      const native = requireOptionalNativeModule("ExpoHaptics");
      if (native || flag) console.log("maybe");
      if (NativeModules.ExpoHaptics) { const { impact } = NativeModules.1️⃣ExpoHaptics; impact(); }
      """, dialect: .javaScript, contract: Self.contract)
    // (A test one of two things passes proves neither: said where it guards something.)
    #expect(
      testedScan.diagnostics.map { "\($0.id) \($0.span!.location.line)" } == [
        "guard-not-credited 1", "guard-not-credited 2", "guard-not-credited 4",
        "guard-not-credited 6",
      ])
    #expect(tested == [Found(haptics, at: 1, [haptics])])
  }

  /// An optional lookup used at once, untested, throws when the module is missing: a use
  /// (`get("X").f()`, `get<Spec>("X")!`); tested (`?.`, `if`) it stays a check. The subscript
  /// `NativeModules["X"]` is judged as `NativeModules.X`, an undeclared name included.
  @Test func optionalLookupsUsedUntestedAndSubscripts() {
    let (uses, scan) = scanMarked(
      """
      TurboModuleRegistry.get(1️⃣"ExpoHaptics").impactAsync()
      const forced = TurboModuleRegistry.get<Spec>(2️⃣"ExpoHaptics")!
      requireOptionalNativeModule(3️⃣"ExpoHaptics")!.impactAsync()
      requireOptionalNativeModule("ExpoHaptics")?.impactAsync()
      const tested = TurboModuleRegistry.get<Spec>("ExpoHaptics") != null
      if (TurboModuleRegistry.get("ExpoHaptics")) { perform({ kind: 4️⃣"task.archive" }) }
      NativeModules?.[5️⃣"ExpoHaptics"].impact()
      NativeModules["ExpoHaptics"]?.impact()
      NativeModules[6️⃣"ExpoCamera"].takePicture()
      """, dialect: .typeScript, contract: Self.contract)
    #expect(scan.diagnostics.isEmpty)
    #expect(
      uses == [
        Found(haptics, at: 1), Found(haptics, at: 2), Found(haptics, at: 3),
        Found(archive, at: 4, [haptics]), Found(haptics, at: 5),
        Found("undeclared:ExpoCamera", at: 6),
      ])
  }

  /// An optional lookup whose result leaves untested — given to a call, kept in an object or an
  /// array, returned, assigned, given to a component, beside another value — may be dereferenced
  /// by code the analysis does not follow: a use at the lookup, each with a `value-escapes`
  /// note saying how it leaves. Tested (`if`, `Boolean`, a comparison, `?.`), bound to a name,
  /// or dropped, it is no use; a wrapper returning it passes it to its callers, who judge it.
  @Test func optionalLookupsWhoseResultLeavesUntested() {
    let (uses, scan) = scanMarked(
      """
      register(TurboModuleRegistry.get(1️⃣"ExpoHaptics"));
      const table = { haptics: requireOptionalNativeModule(2️⃣"ExpoHaptics") };
      const list = [0, (TurboModuleRegistry.get(3️⃣"ExpoHaptics"))];
      function haptics() { return TurboModuleRegistry.get(4️⃣"ExpoHaptics"); }
      class Feedback { module = TurboModuleRegistry.get(5️⃣"ExpoHaptics"); }
      const either = TurboModuleRegistry.get(6️⃣"ExpoHaptics") ?? fallback;
      export const tap = () => <Tap module={TurboModuleRegistry.get(7️⃣"ExpoHaptics")} />;
      """, contract: Self.contract)
    #expect(uses == (1...7).map { Found(haptics, at: $0) })
    let places = scan.diagnostics.map {
      "\($0.id) \($0.span!.location.line):\($0.span!.location.column)"
    }
    #expect(places == (1...7).map { "value-escapes \($0):\([34, 54, 43, 53, 51, 40, 63][$0 - 1])" })
    #expect(
      scan.diagnostics[0].message
        == "'ExpoHaptics' leaves this lookup untested (given to a call): the code receiving it is not followed, so the lookup is a use; test it first ('if (module)', 'module?.f()') or bind it to a name this file reads"
    )
    #expect(
      scan.diagnostics.map { $0.message.split(separator: "(")[1].split(separator: ")")[0] } == [
        "given to a call", "kept in an object", "kept in an array", "returned", "assigned",
        "beside another value", "given to a component",
      ])
    let (safe, safeScan) = scanMarked(
      """
      if (TurboModuleRegistry.get("ExpoHaptics")) perform({ kind: 1️⃣"task.archive" });
      const present = Boolean(TurboModuleRegistry.get("ExpoHaptics"));
      const linked = TurboModuleRegistry.get("ExpoHaptics") != null;
      TurboModuleRegistry.get("ExpoHaptics");
      register(TurboModuleRegistry.get("ExpoHaptics")?.impactAsync);
      const bound = requireOptionalNativeModule("ExpoHaptics");
      function optionalModule(name) { return requireOptionalNativeModule(name); }
      const wrapped = optionalModule("ExpoHaptics");
      if (wrapped) 2️⃣wrapped.impactAsync();
      register(optionalModule(3️⃣"ExpoHaptics"));
      """, contract: Self.contract)
    #expect(
      safe == [
        Found(archive, at: 1, [haptics]), Found(haptics, at: 2, [haptics]), Found(haptics, at: 3),
      ])
    #expect(safeScan.diagnostics.map(\.id) == ["value-escapes"])
  }

  /// A binding holding a module given whole to another (`const h2 = h`), or beside nothing
  /// (`ios ? h : null`, `ios && h`), makes that one hold the module too: its reads are judged,
  /// a check where tested, a use where dereferenced, and the alias itself is neither. Beside
  /// another value (`h || fallback`, `ios ? h : fallback`, `a || b && h`) the binding's value
  /// escapes untested: a use where it is read. An imported module is followed so too, and an
  /// exported alias of it is judged in the files importing that (each use standing where the
  /// entry calls the function it is in).
  @Test func aliasesOfAModuleBinding() throws {
    let (uses, scan) = scanMarked(
      """
      const h = NativeModules.ExpoHaptics;
      const alias = h;
      export function tap() { 1️⃣alias.impact(); if (alias) 2️⃣alias.impact(); }
      const ios = Platform.OS === "ios" ? h : null, both = Platform.OS === "ios" && h;
      export function press() { ios?.impact(); 3️⃣ios.impact(); if (both) 4️⃣both.impact(); }
      const either = 5️⃣h || fallback;
      const branch = Platform.OS === "ios" ? 6️⃣h : fallback;
      const mixed = a || b && 7️⃣h;
      """, dialect: .javaScript, contract: Self.contract)
    // (`either` and `mixed` are tested nowhere: their `||` is noted nowhere either.)
    #expect(scan.diagnostics.map(\.id) == [])
    // (Uses in exported functions come after the file's own: sorted by place.)
    #expect(
      uses.sorted { $0.marker < $1.marker } == [
        Found(haptics, at: 1), Found(haptics, at: 2, [haptics]), Found(haptics, at: 3),
        Found(haptics, at: 4, [haptics]), Found(haptics, at: 5), Found(haptics, at: 6),
        Found(haptics, at: 7),
      ])
    let found = try projectUses(
      [
        "package.json": #"{ "main": "index.ts" }"#,
        "NativeHaptics.ts": #"export default TurboModuleRegistry.get<Spec>("ExpoHaptics");"#,
        "index.ts": """
        import { tap } from "./haptics";
        import { press } from "./screen";
        export function onPress() { tap(); press(); }
        """,
        "haptics.ts": """
        import NativeHaptics from "./NativeHaptics";
        const ios = Platform.OS === "ios" ? NativeHaptics : null;
        export const haptics = NativeHaptics;
        export function tap() { if (ios) ios.impact(); ios.impact(); }
        """,
        "screen.ts": """
        import { haptics } from "./haptics";
        export function press() { haptics.impact(); }
        """,
      ], contract: Self.contract)
    #expect(
      found == [
        "index.ts:3:29 \(haptics) [] via NativeHaptics.ts:1:46 via haptics.ts:1:8",
        "index.ts:3:29 \(haptics) [\"\(haptics)\"] via NativeHaptics.ts:1:46 via haptics.ts:1:8",
        "index.ts:3:36 \(haptics) [] via NativeHaptics.ts:1:46 via haptics.ts:1:8 via screen.ts:1:10",
      ])
    // CommonJS alike: `module.exports =` the lookup, required by a module-level `const`.
    let required = try projectUses(
      [
        "package.json": #"{ "main": "index.js" }"#,
        "NativeHaptics.js": #"module.exports = TurboModuleRegistry.get("ExpoHaptics");"#,
        "index.js": """
        const { tap } = require("./haptics");
        export function onPress() { tap(); }
        """,
        "haptics.js": """
        const NativeHaptics = require("./NativeHaptics");
        export function tap() { if (NativeHaptics) NativeHaptics.impact(); NativeHaptics.impact(); }
        """,
      ], contract: Self.contract)
    #expect(
      required == [
        "index.js:2:29 \(haptics) [] via NativeHaptics.js:1:42 via haptics.js:1:7",
        "index.js:2:29 \(haptics) [\"\(haptics)\"] via NativeHaptics.js:1:42 via haptics.js:1:7",
      ])
  }

  /// A `let` declared empty (or `null`) and given a lookup's result by an assignment statement —
  /// `try { Haptics = requireNativeModule("X") } catch {}`, a spec's `emitter = get("X")` —
  /// holds the module or nothing, as a binding declared with it does: a check where tested, a
  /// use where dereferenced. One that holds another value too (`let other = 1`) is not followed:
  /// the lookup's result escapes there, a use.
  @Test func aModuleAssignedToALet() {
    let (uses, scan) = scanMarked(
      """
      let Haptics = null;
      try { Haptics = requireNativeModule("ExpoHaptics"); } catch {}
      export function tap() { Haptics?.impact(); if (Haptics) 1️⃣Haptics.impact(); 2️⃣Haptics.impact(); }
      let emitter;
      emitter = TurboModuleRegistry.get("ExpoHaptics");
      if (emitter) { 3️⃣emitter.addListener(); } else { emitter = null; }
      let other = 1;
      other = TurboModuleRegistry.get(4️⃣"ExpoHaptics");
      """, dialect: .javaScript, contract: Self.contract)
    #expect(scan.diagnostics.map(\.id) == ["value-escapes"])
    #expect(
      uses.sorted { $0.marker < $1.marker } == [
        Found(haptics, at: 1, [haptics]), Found(haptics, at: 2), Found(haptics, at: 3, [haptics]),
        Found(haptics, at: 4),
      ])
  }

  /// A lookup a file exports — React Native's spec file (`export default
  /// TurboModuleRegistry.get<Spec>("X")`, a Flow cast's parentheses included), an exported
  /// binding, a destructured `NativeModules` — is judged where the files importing it read it,
  /// through barrels and namespaces: a check where tested, a use where dereferenced, `via` naming
  /// the lookup and the hops; a namespace holding it passed on whole is a use of it there. The
  /// lookup itself is no use while every reader is seen; one read by a `require` stands where it
  /// is looked up.
  @Test func anExportedLookupIsJudgedWhereItIsRead() throws {
    let found = try projectUses(
      [
        "package.json": #"{ "main": "index.ts" }"#,
        "NativeHaptics.js": """
        // @flow
        import { TurboModuleRegistry } from "react-native";
        export default (TurboModuleRegistry.get<Spec>("ExpoHaptics"): ?Spec);
        """,
        "kit.ts": """
        import { NativeModules } from "react-native";
        const kit = NativeModules.AcmeKit;
        export { kit };
        export const { ExpoHaptics } = NativeModules;
        """,
        "barrel.ts": """
        export { default as NativeHaptics } from "./NativeHaptics";
        export * from "./kit";
        """,
        "legacy.ts": """
        import { TurboModuleRegistry } from "react-native";
        export const legacy = TurboModuleRegistry.get("AcmeKit");
        """,
        "index.ts": """
        import { NativeHaptics, kit } from "./barrel";
        import * as Kit from "./kit";
        export function tap() {
          NativeHaptics.impact();
          if (NativeHaptics) NativeHaptics.impact();
          NativeHaptics?.impact();
          kit.open();
          Kit.ExpoHaptics.impact();
          if (Kit) register(Kit);
          const old = require("./legacy").legacy;
        }
        """,
      ], contract: Self.contract
    ) { use, place in
      let via = use.via.map { " \($0.what.rawValue) \(place($0.file)):\($0.line):\($0.column)" }
      return
        "\(place(use.file)):\(use.line!):\(use.column!) \(use.id!) \(use.guards)\(via.joined())"
    }
    #expect(
      found == [
        "index.ts:4:3 \(haptics) [] lookup NativeHaptics.js:3:47 re-export barrel.ts:1:21 import index.ts:1:10",
        "index.ts:5:22 \(haptics) [\"\(haptics)\"] lookup NativeHaptics.js:3:47 re-export barrel.ts:1:21 import index.ts:1:10",
        "index.ts:7:3 module:AcmeKit [] lookup kit.ts:2:27 re-export barrel.ts:2:8 import index.ts:1:25",
        "index.ts:8:7 \(haptics) [] lookup kit.ts:4:16 import index.ts:2:13",
        // The namespace passed on whole: each module in it, unguarded (testing it proves nothing).
        "index.ts:9:21 module:AcmeKit [] lookup kit.ts:2:27 import index.ts:2:13",
        "index.ts:9:21 \(haptics) [] lookup kit.ts:4:16 import index.ts:2:13",
        "legacy.ts:2:47 module:AcmeKit []",
      ])
  }

  /// A binding destructured from `NativeModules` holds the module or nothing: a read in a test
  /// checks it, a dereference uses it (guarded where the test holds), a read that escapes uses
  /// it; the destructuring is neither. A shadowing parameter of the same name is another binding.
  @Test func destructuredLookups() {
    let (uses, scan) = scanMarked(
      """
      const { ExpoHaptics, AcmeKit: kit, Unknown } = NativeModules
      1️⃣ExpoHaptics.impact
      ExpoHaptics?.impact()
      if (ExpoHaptics) { 2️⃣ExpoHaptics.impact(); perform({ kind: 3️⃣"task.archive" }) }
      function f(ExpoHaptics) { ExpoHaptics.impact() }
      register(4️⃣ExpoHaptics)
      5️⃣kit.start()
      6️⃣Unknown.go()
      """, dialect: .javaScript, contract: Self.contract)
    // Given to a call, the module leaves untested: the note says so.
    #expect(
      scan.diagnostics.map { "\($0.id) \($0.span!.location.line):\($0.span!.location.column)" }
        == ["value-escapes 6:10"])
    #expect(
      uses == [
        Found(haptics, at: 1), Found(haptics, at: 2, [haptics]), Found(archive, at: 3, [haptics]),
        Found(haptics, at: 4), Found("module:AcmeKit", at: 5), Found("undeclared:Unknown", at: 6),
      ])
  }

  /// `NativeModules.X` only tested — compared with `null`, negated, `typeof` — is no use
  /// wherever it stands: returned by a function (`isAvailable()`), nothing of the module goes
  /// on. Dereferenced inside a `try` whose `catch` does not throw, it is asked, as a throwing
  /// lookup there is — but not inside a function written there (`cb = () => …`,
  /// `setTimeout(() => …)`), which may run after the `try` is left: a use, for
  /// `requireNativeModule` too.
  @Test func nativeModulesTestedOrAskedInsideATry() {
    let (uses, scan) = scanMarked(
      """
      function isAvailable() { return NativeModules.ExpoHaptics != null }
      const hasHaptics = () => !NativeModules.ExpoHaptics
      const known = () => typeof NativeModules.ExpoHaptics !== "undefined"
      try { NativeModules.ExpoHaptics.impact(); NativeModules.ExpoHaptics.selection() } catch {}
      try { NativeModules.1️⃣ExpoHaptics.impact() } catch (e) { throw e }
      let cb
      try { cb = () => NativeModules.2️⃣ExpoHaptics.impact() } catch {}
      try { setTimeout(() => requireNativeModule(3️⃣"ExpoHaptics").impact(), 1) } catch {}
      const get = () => NativeModules.4️⃣ExpoHaptics
      """, dialect: .javaScript, contract: Self.contract)
    #expect(scan.diagnostics.isEmpty)
    #expect(
      uses == [
        Found(haptics, at: 1), Found(haptics, at: 2), Found(haptics, at: 3),
        Found(haptics, at: 4),
      ])
  }

  /// A module's binding given to a call (`new NativeEventEmitter(M)`, which throws on iOS
  /// where M is missing) is a use there, with a note — bound to a `const` or to a class field
  /// in a constructor too, neither of which tests it; behind a test of it, guarded (no note);
  /// inside a `try` whose `catch` does not throw, a check (what the call throws is caught).
  @Test func aModulesBindingGivenToACallIsAUse() {
    let (uses, scan) = scanMarked(
      """
      const { ExpoHaptics } = NativeModules
      const emitter = new NativeEventEmitter(1️⃣ExpoHaptics)
      class Feedback {
        constructor() { this.emitter = new NativeEventEmitter(2️⃣ExpoHaptics) }
      }
      const guarded = ExpoHaptics ? new NativeEventEmitter(3️⃣ExpoHaptics) : null
      try { watch(ExpoHaptics) } catch (e) { report(e) }
      try { watch(4️⃣ExpoHaptics) } catch (e) { throw e }
      """, dialect: .javaScript, contract: Self.contract)
    #expect(
      scan.diagnostics.map { "\($0.id) \($0.span!.location.line):\($0.span!.location.column)" }
        == ["value-escapes 2:40", "value-escapes 4:57", "value-escapes 8:13"])
    #expect(
      scan.diagnostics.first?.message
        == "'ExpoHaptics' leaves untested here (given to a call): the code receiving it is not followed, so this read of the module is a use; test it first ('if (module)', 'module?.f()')"
    )
    #expect(
      uses == [
        Found(haptics, at: 1), Found(haptics, at: 2), Found(haptics, at: 3, [haptics]),
        Found(haptics, at: 4),
      ])
  }

  /// create-react-native-library's fallback throws on use where the module is missing: the
  /// lookup it falls back from is a use its own test does not guard; a fallback to `null` is an
  /// optional lookup (a check).
  @Test func aProxyFallbackThatThrowsIsAUse() {
    let (uses, scan) = scanMarked(
      """
      const Haptics = NativeModules.ExpoHaptics
        ? NativeModules.1️⃣ExpoHaptics
        : new Proxy({}, { get() { throw new Error(LINKING_ERROR) } })
      const Maybe = NativeModules.ExpoHaptics ? NativeModules.ExpoHaptics : null
      if (Maybe) perform({ kind: 2️⃣"task.archive" })
      """, dialect: .javaScript, contract: Self.contract)
    #expect(scan.diagnostics.isEmpty)
    #expect(uses == [Found(haptics, at: 1), Found(archive, at: 2, [haptics])])
  }

  /// Importing a module's package runs its native lookup: a use, guarded where a `require` or
  /// `import()` stands in a guard; type-only imports and other packages are not.
  @Test func importsOfAModulesPackage() {
    let (uses, scan) = scanMarked(
      """
      import * as Haptics from 1️⃣"expo-haptics"
      import { impactAsync } from 2️⃣"expo-haptics/build/Haptics"
      import type { ImpactStyle } from "expo-haptics"
      export { notificationAsync } from 3️⃣"expo-haptics"
      import 4️⃣"expo-haptics"
      const later = () => import(5️⃣"expo-haptics")
      if (requireOptionalNativeModule("ExpoHaptics")) { require(6️⃣"expo-haptics") }
      import kit, { tool } from 7️⃣"@acme/native-kit/tools"
      const label = "expo-haptics"
      import { extra } from "expo-haptics-extra"
      import { other } from "@other/expo-haptics"
      """, dialect: .typeScript, contract: Self.contract)
    #expect(scan.diagnostics.isEmpty)
    #expect(
      uses == [
        Found(haptics, at: 1), Found(haptics, at: 2), Found(haptics, at: 3), Found(haptics, at: 4),
        Found(haptics, at: 5), Found(haptics, at: 6, [haptics]), Found("module:AcmeKit", at: 7),
      ])
    // Alone in its file, an import still sends the file to the full pass.
    let alone = scanMarked(
      #"import { impactAsync } from 1️⃣"expo-haptics/build/Haptics""#, contract: Self.contract)
    #expect(alone.uses == [Found(haptics, at: 1)])
  }

  /// Minified code keeps callee names as properties; `get` alone is not trusted there. An
  /// optional lookup's result kept in a binding is used where it is dereferenced, guarded where
  /// it is tested.
  @Test func lookupsInMinifiedCode() {
    let (uses, scan) = scanMarked(
      """
      __d(function(g,r,i,a,m,e,d){var o=r(d[0]);(0,o.requireNativeModule)(1️⃣"ExpoHaptics");var h=(0,o.requireOptionalNativeModule)("ExpoHaptics");h&&5️⃣h.impact(2️⃣"task.archive");var t=r(d[1]);t.getEnforcing(3️⃣"ExpoHaptics");t.get(4️⃣"ExpoHaptics")},0,[1,2]);
      """, dialect: .javaScript, contract: Self.contract)
    #expect(scan.diagnostics.isEmpty)
    #expect(
      uses == [
        Found(haptics, at: 1), Found(haptics, at: 5, [haptics]), Found(archive, at: 2, [haptics]),
        Found(haptics, at: 3), Found(haptics, at: 4),
      ])
  }

  /// Every lookup form of the table, and a module named through a constant: a `const`, an
  /// object's member, either as the lookup's whole argument, judged as the literal would be.
  @Test func lookupFormsAndConstants() {
    let (uses, scan) = scanMarked(
      """
      const NAME = "ExpoHaptics"
      const MODULES = { haptics: "ExpoHaptics" } as const
      requireNativeModule(1️⃣NAME).impactAsync()
      const h = requireNativeModule(2️⃣MODULES.haptics)
      if (requireOptionalNativeModule(NAME)) { perform({ kind: 3️⃣"task.archive" }) }
      try { requireNativeModule(NAME).impactAsync() } catch {}
      const view = requireNativeComponent(4️⃣"ExpoHaptics")
      export default codegenNativeComponent(5️⃣"ExpoHaptics")
      const hybrid = NitroModules.createHybridObject(6️⃣"ExpoHaptics")
      if (UIManager.hasViewManagerConfig("ExpoHaptics")) { perform({ kind: 7️⃣"task.archive" }) }
      """, dialect: .typeScript, contract: Self.contract)
    #expect(scan.diagnostics.isEmpty)
    #expect(
      uses == [
        Found(haptics, at: 1), Found(haptics, at: 2), Found(archive, at: 3, [haptics]),
        Found(haptics, at: 4), Found(haptics, at: 5), Found(haptics, at: 6),
        Found(archive, at: 7, [haptics]),
      ])
  }

  /// A wrapper of a lookup (`nativeModule(name)`) looks up what each of its calls gives it, as
  /// the lookup it makes: a throwing one is a use at the call's argument (inside `try`, a check),
  /// an optional one a check where its result is tested and a use where it is dereferenced — a
  /// binding of it too, as one of an optional lookup by a constant.
  @Test func lookupWrappers() {
    let (uses, scan) = scanMarked(
      """
      function nativeModule(name: string) { return requireNativeModule(name) }
      const optionalModule = (name: string) => requireOptionalNativeModule(name)
      const haptics = nativeModule(1️⃣"ExpoHaptics")
      optionalModule("ExpoHaptics")?.impactAsync()
      if (optionalModule("ExpoHaptics")) { perform({ kind: 2️⃣"task.archive" }) }
      try { nativeModule("ExpoHaptics").impactAsync() } catch {}
      optionalModule(3️⃣"ExpoHaptics").impactAsync()
      nativeModule(4️⃣"AcmeKit")
      nativeModule(5️⃣"Missing")
      const h = optionalModule("ExpoHaptics")
      if (h) { perform({ kind: 6️⃣"task.archive" }) }
      7️⃣h.impactAsync()
      const NAME = "ExpoHaptics"
      const g = requireOptionalNativeModule(NAME)
      g?.impactAsync()
      8️⃣g.impactAsync()
      """, dialect: .typeScript, contract: Self.contract)
    #expect(scan.diagnostics.isEmpty)
    #expect(
      uses == [
        Found(haptics, at: 1), Found(archive, at: 2, [haptics]), Found(haptics, at: 3),
        Found("module:AcmeKit", at: 4), Found("undeclared:Missing", at: 5),
        Found(archive, at: 6, [haptics]), Found(haptics, at: 7), Found(haptics, at: 8),
      ])
    #expect(
      scan.uses.map(\.role) == [
        .looksUp, .sends, .looksUp, .looksUp, .looksUp, .sends, .looksUp, .looksUp,
      ])
  }

  /// A lookup whose module is not known there — a variable, a name built at run time, a wrapper
  /// other files may call (exported), a wrapper's call given something not known — is a dynamic
  /// use: it may be any module the contract declares. An optional lookup whose result is only
  /// asked for (`?.`) does nothing where the module is missing: no use.
  @Test func lookupsOfNamesNotKnown() {
    let (uses, scan) = scanMarked(
      """
      export function load(name: string) { return requireNativeModule(1️⃣name) }
      function local(name: string) { return requireOptionalNativeModule(name) }
      local(2️⃣input).impactAsync()
      requireNativeModule(3️⃣prefix + "Haptics")
      local("ExpoHaptics")?.impactAsync()
      local(other)?.impactAsync()
      requireOptionalNativeModule(other)?.impactAsync()
      TurboModuleRegistry.getEnforcing(4️⃣other)
      """, dialect: .typeScript, contract: Self.contract)
    #expect(scan.diagnostics.isEmpty)
    // The exported wrapper's lookup comes last: held for the files importing it, it is
    // reported where written when none does (the scan's report sorts every use by place). The
    // registry's lookup, named by two candidates, is one use.
    #expect(
      uses == [
        Found("dynamic:", at: 2), Found("dynamic:", at: 3), Found("dynamic:", at: 4),
        Found("dynamic:", at: 1),
      ])
    for use in scan.uses {
      #expect(use.role == .looksUp)
      #expect(use.candidates == ["module:AcmeKit", "module:ExpoHaptics"])
      #expect(use.via == [])
    }
  }

  /// `NativeModules[KEY]` by a value is a lookup by that value, as a call's argument is: a
  /// constant or a known concatenation names its module — judged as `NativeModules["X"]`,
  /// bound to a name too, whose reads decide — and a key not known (a parameter, a name built at
  /// run time) is a dynamic use, unless it is only tested. A literal that is only a part of a
  /// lookup's argument (`"Expo" + name`) names no module of its own: the lookup is of a name not
  /// known.
  /// (Issue 19: each bound lookup and each subscript not known was no use at all, and `"Expo"`
  /// an undeclared module.)
  @Test func lookupsByAValueInASubscriptOrAConcatenation() {
    let (uses, scan) = scanMarked(
      """
      import { NativeModules, TurboModuleRegistry } from "react-native";
      const NAME = "ExpoHaptics";
      NativeModules[1️⃣NAME].impact()
      NativeModules[NAME]?.impact()
      const bound = NativeModules[NAME];
      2️⃣bound.impact()
      const joined = NativeModules["Expo" + "Haptics"];
      if (joined) 3️⃣joined.impact()
      4️⃣joined.impact()
      const optional = TurboModuleRegistry.get("Expo" + "Haptics");
      5️⃣optional!.impact()
      requireNativeModule(6️⃣"Expo" + "Haptics").impact()
      export function tap(name: string, x: string) {
        NativeModules[7️⃣name].impact()
        NativeModules[8️⃣`Expo${x}`].impact()
        requireNativeModule(9️⃣"Expo" + x)
        if (NativeModules[name]) log(name)
        return !TurboModuleRegistry.get(x) && NativeModules[x] != null
      }
      """, dialect: .typeScript, contract: Self.contract)
    #expect(scan.diagnostics.isEmpty)
    #expect(
      uses == [
        Found(haptics, at: 1), Found(haptics, at: 2), Found(haptics, at: 3, [haptics]),
        Found(haptics, at: 4), Found(haptics, at: 5), Found(haptics, at: 6),
        // The exported wrapper's parameter last: held for the files importing it.
        Found("dynamic:", at: 8), Found("dynamic:", at: 9), Found("dynamic:", at: 7),
      ])
    #expect(scan.uses.allSatisfy { $0.role == .looksUp })
  }

  /// A module's fallback object that has every member the value is read for throws nothing
  /// where the module is missing (zulip-mobile's `NativeModules.Sharing ?? {
  /// readInitialSharedContent: () => null }`): no use, and no note — the `??` joins no checks.
  /// A member it lacks, or the value given on, is a use at the lookup.
  @Test func aFallbackObjectWithEveryMemberRead() {
    let (uses, scan) = scanMarked(
      """
      import { NativeModules } from "react-native";
      const Sharing = NativeModules.ExpoHaptics ?? { readInitial: () => null };
      export const handle = async () => { const shared = await Sharing.readInitial(); return shared; };
      const { impact } = NativeModules.ExpoHaptics || { impact() {} };
      impact();
      const Lacking = NativeModules.1️⃣ExpoHaptics ?? { impact: () => {} };
      Lacking.selection();
      const Given = NativeModules.2️⃣ExpoHaptics ?? { impact: () => {} };
      register(Given);
      """, dialect: .typeScript, contract: Self.contract)
    #expect(scan.diagnostics.isEmpty)
    #expect(uses == [Found(haptics, at: 1), Found(haptics, at: 2)])
  }
}
