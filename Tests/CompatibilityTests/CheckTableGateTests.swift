import BridgeDiagnostics
import ContentScan
import ContractLanguage
import Foundation
import TestSupport
import Testing

@testable import Compatibility

/// Every form of CONTENT-ANALYSIS.md's check table, gated: behind a check of the capability the
/// case requires the update publishes; behind a check of another capability it refuses on
/// exactly the release that lacks the case (7.0) — no form fails open. The forms that prove
/// nothing refuse both ways. Likewise every native module lookup form, behind its test or not.
struct CheckTableGateTests {
  static let contract = ContractLoader.load(folder: Repository.path("contracts")).contract!

  /// The findings that are not notes (`rule id [releases]`) for `body` inside a function, with
  /// `C` the capability's name when one is given, after the file's `header`.
  private func gate(_ body: String, capability: String? = nil, header: String = "") throws
    -> [String]
  {
    let root = NSTemporaryDirectory() + "check-form-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let send = #"perform({ kind: "task.archive", id })"#
    let body = body.replacing("SEND", with: send)
    let source = """
      \(header)
      const X = snapshot.capabilities;
      const L = snapshot.names;
      export async function go(id) {
        \(capability.map { body.replacing("C", with: "\"\($0)\"") } ?? body)
      }
      """
    try source.write(toFile: root + "/a.ts", atomically: true, encoding: .utf8)
    let scan = ContentScanner.scan([root], contract: Self.contract)
    let report = Gate.evaluate(contract: Self.contract, scan: scan, options: GateOptions())
    return report.findings.filter { $0.severity != .note }.map {
      "\($0.rule) \($0.id ?? "-") \($0.releases)"
    }
  }

  /// The module lookup forms (CONTENT-ANALYSIS.md, "Native module uses") with ExpoHaptics,
  /// linked from 7.2: behind their own test they publish; untested, or tested so that nothing
  /// is proven, they refuse on both supported releases.
  @Test(arguments: [
    (#"const H = requireOptionalNativeModule("ExpoHaptics"); if (H) H.impact();"#, true),
    (#"const H = requireOptionalNativeModule("ExpoHaptics"); H?.impact();"#, true),
    (#"requireOptionalNativeModule("ExpoHaptics")?.impact();"#, true),
    (
      #"const H = TurboModuleRegistry.get("ExpoHaptics"); if (H === null) return; H.impact();"#,
      true
    ),
    (#"try { requireNativeModule("ExpoHaptics").impact(); } catch {}"#, true),
    ("NativeModules.ExpoHaptics?.impact();", true),
    ("if (NativeModules.ExpoHaptics) NativeModules.ExpoHaptics.impact();", true),
    // A key tested in it: a check, not a lookup of a module not known.
    (#"if ("ExpoHaptics" in NativeModules) NativeModules.ExpoHaptics.impact();"#, true),
    (#"if (!("ExpoHaptics" in NativeModules)) return; NativeModules.ExpoHaptics.impact();"#, true),
    (#"if ("ExpoUpdates" in NativeModules) NativeModules.ExpoHaptics.impact();"#, false),
    ("const { ExpoHaptics } = NativeModules; if (ExpoHaptics) ExpoHaptics.impact();", true),
    // Compared with what it is without the module: a member of `NativeModules` is `undefined`,
    // through another name too; one assigned in a `try` is `null` or `undefined`.
    ("const { ExpoHaptics: H } = NativeModules; if (H == null) return; H.impact();", true),
    (
      #"const { ExpoHaptics } = NativeModules; const H = ExpoHaptics; if (typeof H === "undefined") return; H.impact();"#,
      true
    ),
    (
      #"let m; try { m = requireNativeModule("ExpoHaptics"); } catch {} if (m == null) return; m.impact();"#,
      true
    ),
    (
      "const { ExpoHaptics } = NativeModules; if (ExpoHaptics === null) return; ExpoHaptics.impact();",
      false
    ),
    (
      #"let m; try { m = requireNativeModule("ExpoHaptics"); } catch {} if (m === null) return; m.impact();"#,
      false
    ),
    (#"requireOptionalNativeModule("ExpoHaptics").impact();"#, false),
    (#"const H = requireOptionalNativeModule("ExpoHaptics"); H.impact();"#, false),
    (#"const H = TurboModuleRegistry.get("ExpoHaptics"); H.impact();"#, false),
    (
      #"const H = TurboModuleRegistry.get("ExpoHaptics"); if (H === undefined) return; H.impact();"#,
      false
    ),
    (#"TurboModuleRegistry.get("ExpoHaptics")!.impact();"#, false),
    (#"TurboModuleRegistry.getEnforcing("ExpoHaptics").impact();"#, false),
    (#"const H = requireNativeModule("ExpoHaptics"); H.impact();"#, false),
    (
      #"try { requireNativeModule("ExpoHaptics").impact(); } catch (e) { report(e); throw e; }"#,
      false
    ),
    ("NativeModules.ExpoHaptics.impact();", false),
    (#"NativeModules["ExpoHaptics"].impact();"#, false),
    ("const { ExpoHaptics } = NativeModules; ExpoHaptics.impact();", false),
    (
      "const H = NativeModules.ExpoHaptics ? NativeModules.ExpoHaptics : new Proxy({}, { get() { throw new Error(); } }); H.impact();",
      false
    ),
    // A fallback the module's value gives way to, used: where the module is missing, what is
    // called of it is not there. Tested whole, the chain is a check.
    ("(NativeModules.ExpoHaptics || {}).impact();", false),
    ("const { impact } = NativeModules.ExpoHaptics || {}; impact();", false),
    (#"(requireOptionalNativeModule("ExpoHaptics") || {}).impact();"#, false),
    ("const { ExpoHaptics } = NativeModules; run(ExpoHaptics || {});", false),
    ("const { impact } = NativeModules.ExpoHaptics; impact();", false),
    ("function get() { return NativeModules.ExpoHaptics || null; } get().impact();", false),
    // A `const` holding the chain, only tested: nothing of it goes on. Read otherwise, a use.
    (
      "const has = NativeModules.ExpoHaptics || proxy?.ExpoHaptics; if (has) NativeModules.ExpoHaptics?.impact();",
      true
    ),
    ("const has = proxy || NativeModules.ExpoHaptics; if (!has) return;", true),
    ("const has = NativeModules.ExpoHaptics || proxy; if (has) has.impact();", false),
    ("const has = proxy || NativeModules.ExpoHaptics; run(has);", false),
    // A fallback with every member read: where the module is missing, that member is there.
    ("(NativeModules.ExpoHaptics ?? { impact() {} }).impact();", true),
    ("(NativeModules.ExpoHaptics ?? { impact() {} }).selection();", false),
    ("const { impact } = NativeModules.ExpoHaptics ?? { impact: () => {} }; impact();", true),
    (
      "const { impact, selection } = NativeModules.ExpoHaptics ?? { impact: () => {} }; selection();",
      false
    ),
    (
      #"const H = TurboModuleRegistry.get("ExpoHaptics") ?? { impact: () => {} }; H.impact();"#,
      true
    ),
    ("const H = NativeModules.ExpoHaptics || { impact: () => {} }; H.impact(); run(H);", false),
    (
      "if (!(NativeModules.ExpoHaptics || NativeModules.ExpoUpdates)) return; NativeModules.ExpoUpdates.reload();",
      true
    ),
    (
      "if (NativeModules.ExpoHaptics) { const { impact } = NativeModules.ExpoHaptics; impact(); }",
      true
    ),
    (#"const N = "ExpoHaptics"; requireOptionalNativeModule(N)?.impact();"#, true),
    (#"const N = "ExpoHaptics"; requireNativeModule(N).impact();"#, false),
    (
      #"if (UIManager.hasViewManagerConfig("ExpoHaptics")) requireNativeComponent("ExpoHaptics");"#,
      true
    ),
    (#"requireNativeComponent("ExpoHaptics");"#, false),
    // A view manager's config (create-react-native-library's view template): `undefined` or
    // `null` where it is missing, so only a loose test asks; a view manager's test is `false`.
    (
      #"const V = UIManager.getViewManagerConfig("ExpoHaptics") != null ? requireNativeComponent("ExpoHaptics") : () => { throw new Error("x"); };"#,
      true
    ),
    (
      #"if (UIManager.getViewManagerConfig("ExpoHaptics")) requireNativeComponent("ExpoHaptics");"#,
      true
    ),
    (#"const commands = UIManager.getViewManagerConfig("ExpoHaptics").Commands;"#, false),
    (
      #"if (UIManager.getViewManagerConfig("ExpoHaptics") === null) return; requireNativeComponent("ExpoHaptics");"#,
      false
    ),
    (
      #"if (UIManager.hasViewManagerConfig("ExpoHaptics") === false) return; requireNativeComponent("ExpoHaptics");"#,
      true
    ),
    (
      #"if (UIManager.hasViewManagerConfig("ExpoHaptics") === null) return; requireNativeComponent("ExpoHaptics");"#,
      false
    ),
    (
      #"if ((0, UIManager.hasViewManagerConfig)("ExpoHaptics") === null) return; requireNativeComponent("ExpoHaptics");"#,
      false
    ),
    (#"codegenNativeComponent("ExpoHaptics");"#, false),
    (#"NitroModules.createHybridObject("ExpoHaptics").impact();"#, false),
    (#"const load = (n) => requireOptionalNativeModule(n); load("ExpoHaptics")?.impact();"#, true),
    (
      #"function load(n) { return requireNativeModule(n); } try { load("ExpoHaptics").impact(); } catch {}"#,
      true
    ),
    (#"function load(n) { return requireNativeModule(n); } const H = load("ExpoHaptics");"#, false),
    (#"const load = (n) => requireOptionalNativeModule(n); load("ExpoHaptics").impact();"#, false),
    // By a constant or a known concatenation: judged as by the literal, bound or not.
    (#"const N = "ExpoHaptics"; const H = NativeModules[N]; if (!H) return; H.impact();"#, true),
    (#"const N = "ExpoHaptics"; const H = NativeModules[N]; H.impact();"#, false),
    (#"NativeModules["Expo" + "Haptics"]?.impact();"#, true),
    (#"const H = NativeModules["Expo" + "Haptics"]; H.impact();"#, false),
    (#"const H = TurboModuleRegistry.get("Expo" + "Haptics"); H?.impact();"#, true),
    (#"const H = TurboModuleRegistry.get("Expo" + "Haptics"); H!.impact();"#, false),
    (#"function load(n) { return NativeModules[n]; } load("ExpoHaptics")?.impact();"#, true),
    (
      #"function load(n) { return NativeModules[n]; } const H = load("ExpoHaptics"); H.impact();"#,
      false
    ),
    // In parentheses or a cast's, what follows the group tests or dereferences it.
    ("(NativeModules.ExpoHaptics as any)?.impact();", true),
    ("(NativeModules.ExpoHaptics as any).impact();", false),
    (#"(NativeModules["ExpoHaptics"] satisfies unknown)?.impact();"#, true),
    (#"(requireOptionalNativeModule("ExpoHaptics") as any)?.impact();"#, true),
    (#"(requireOptionalNativeModule("ExpoHaptics") as any).impact();"#, false),
    (#"(TurboModuleRegistry.get<Spec>("ExpoHaptics") as Spec | null).impact();"#, false),
    (#"const H = TurboModuleRegistry.get("ExpoHaptics"); (H as Spec | null)?.impact();"#, true),
    ("if (NativeModules.ExpoHaptics) (NativeModules.ExpoHaptics as any).impact();", true),
  ])
  func aModuleLookupForm(_ form: String, safe: Bool) throws {
    let refusal = [#"unavailable-on-release module:ExpoHaptics ["7.0", "7.1"]"#]
    #expect(try gate(form) == (safe ? [] : refusal))
  }

  /// `NativeModules` handed on whole — under another name, in parentheses, destructured from
  /// `react-native` itself — looks up modules the analysis does not see: a lookup of a module
  /// not known, which warns (`--strict` refuses) on the releases that lack ExpoHaptics. Read as
  /// lookups, tested with `typeof`, or declared, it is none.
  @Test(arguments: [
    (#"import { NativeModules as NM } from "react-native";"#, "NM.ExpoHaptics.impact();"),
    (
      #"import { NativeModules } from "react-native"; const mods = NativeModules;"#,
      "mods.ExpoHaptics.impact();"
    ),
    (
      #"import { NativeModules } from "react-native";"#,
      "(NativeModules as any).ExpoHaptics.impact();"
    ),
    (
      #"const { NativeModules: NM } = require("react-native");"#,
      "NM.ExpoHaptics.impact();"
    ),
    (
      #"const { ExpoHaptics } = require("react-native").NativeModules;"#,
      "ExpoHaptics.impact();"
    ),
    (
      #"import * as RN from "react-native"; const { ExpoHaptics } = RN.NativeModules;"#,
      "ExpoHaptics.impact();"
    ),
  ])
  func aNativeModulesReadWhole(header: String, body: String) throws {
    #expect(
      try gate(body, header: header) == [#"unknown-sent-value - ["7.0", "7.1"]"#], "\(header)")
  }

  /// `NativeModules` given a key not known — a parameter, a name built at run
  /// time — looks up a module not known: a dynamic use, which warns (`--strict` refuses); so
  /// does a lookup call given a literal only as a part of its argument, which names no module.
  @Test(arguments: [
    "NativeModules[id].impact();", "NativeModules[`Expo${id}`].impact();",
    #"NativeModules["Expo" + id].impact();"#, #"requireNativeModule("Expo" + id).impact();"#,
  ])
  func aLookupByANameNotKnown(_ body: String) throws {
    let header = #"import { NativeModules } from "react-native";"#
    #expect(
      try gate(body, header: header) == [#"unknown-sent-value - ["7.0", "7.1"]"#], "\(header)")
  }

  @Test func aNativeModulesReadAsLookups() throws {
    let imported = #"import { NativeModules, Platform } from "react-native";"#
    #expect(
      try gate(
        """
        const { ExpoHaptics } = NativeModules; ExpoHaptics?.impact();
        NativeModules.ExpoHaptics?.impact(); NativeModules["ExpoHaptics"]?.impact();
        if (typeof NativeModules === "object") {}
        if ("ExpoUpdates" in NativeModules) {}
        for (const name in NativeModules) console.log(name);
        console.log(NativeModules);
        const mock = { NativeModules: 1 };
        """, header: imported) == [])
    let required = #"const { NativeModules } = require("react-native");"#
    #expect(try gate("NativeModules.ExpoHaptics?.impact();", header: required) == [])
    // A library's own object of that name, and a mock's key.
    #expect(
      try gate(
        "const mock = { NativeModules: {} };",
        header: "const NativeModules = {}; export default NativeModules;") == [])
    #expect(
      try gate("NativeModules.ExpoHaptics.impact();", header: imported) == [
        #"unavailable-on-release module:ExpoHaptics ["7.0", "7.1"]"#
      ])
  }

  /// A lookup of a module whose name is not known there warns (`--strict` refuses) on the
  /// releases that lack some module it may be: ExpoHaptics, before 7.2.
  @Test func aLookupOfANameNotKnownWarns() throws {
    let warning = [#"unknown-sent-value - ["7.0", "7.1"]"#]
    #expect(try gate("requireNativeModule(id).impact();") == warning)
    #expect(try gate("const load = (n) => requireNativeModule(n); load(id);") == warning)
    #expect(try gate("requireOptionalNativeModule(id)?.impact();") == [])
  }

  private static let refusal = [#"unavailable-on-release case:tempo.perform/task.archive ["7.0"]"#]

  /// A collection read from storage — a list the content saved, read back (AsyncStorage's or
  /// expo-secure-store's `getItem`, MMKV's getters and hooks, through `await`, `JSON.parse`,
  /// `split`, `.then`'s parameter, a fallback), bound to a name or stored under the member a
  /// check reads — may name anything, on a release lacking it too: searched for the
  /// capability, it proves nothing, and the case refuses on 7.0. The shell's list searched so
  /// proves it.
  @Test(arguments: [
    #"JSON.parse((await AsyncStorage.getItem("caps")) ?? "[]")"#,
    #"JSON.parse(storage.getString("caps") ?? "[]")"#,
    #"(await SecureStore.getItemAsync("caps"))?.split(",") ?? []"#,
    #"useMMKVObject("caps")[0] ?? []"#,
    #"await AsyncStorage.getItem("caps").then((raw) => JSON.parse(raw ?? "[]"))"#,
  ])
  func aCollectionReadFromStorageProvesNothing(_ read: String) throws {
    // Bound to a name, or stored under the member a check reads.
    for body in [
      "const caps = READ; if (caps.includes(C)) SEND;",
      "const state = { capabilities: [] }; state.capabilities = READ; "
        + "if (state.capabilities.includes(C)) SEND;",
    ] {
      #expect(
        try gate(body.replacing("READ", with: read), capability: "tempo.task-archive")
          == Self.refusal, "\(body) \(read)")
      #expect(
        try gate(body.replacing("READ", with: "L"), capability: "tempo.task-archive") == [],
        "\(body)")
    }
  }

  /// A `.then` callback's parameter is what the promise resolves to: read from storage, its
  /// search proves nothing; given the shell's list, it proves what it tests.
  @Test(arguments: ["(raw) =>", "raw =>", "async raw =>", "function (raw)"])
  func aStorageReadHandedToThen(_ function: String) throws {
    let body =
      "PROMISE.then(\(function) { if (JSON.parse(raw ?? \"[]\").includes(C)) SEND; });"
    let stored = #"AsyncStorage.getItem("caps")"#
    #expect(
      try gate(body.replacing("PROMISE", with: stored), capability: "tempo.task-archive")
        == Self.refusal)
    #expect(
      try gate(body.replacing("PROMISE", with: "loadCaps()"), capability: "tempo.task-archive")
        == [])
  }

  /// A constant list of names tested with `.every` proves them, in its file or imported; one a
  /// package's function writes into (lodash's `pull`, `remove`), or another file does, proves
  /// nothing.
  @Test func aConstantListOfNamesTestedWithEvery() throws {
    let header = """
      import { pull } from "lodash";
      import * as _ from "lodash";
      declare const names: string[];
      function has(name: string) { return names.includes(name); }
      export const REQUIRED = ["tempo.task-archive"];
      export const PULLED = ["tempo.task-archive"];
      pull(PULLED, "tempo.task-archive");
      export const REMOVED = ["tempo.task-archive"];
      _.remove(REMOVED, () => true);
      """
    #expect(try gate("if (REQUIRED.every(has)) SEND;", header: header) == [])
    for unsafe in [
      "if (PULLED.every(has)) SEND;", "if (REMOVED.every((c) => has(c))) SEND;",
      "REQUIRED.pop(); if (REQUIRED.every(has)) SEND;",
    ] {
      #expect(try gate(unsafe, header: header) == Self.refusal, "\(unsafe)")
    }
  }

  /// lodash's and underscore's searches imported by name — `includes(L, C)`, `has(X, C)`, a
  /// per-method package's default — prove the name they are given second, as `L.includes(C)`
  /// does; a function of that name from another package proves nothing. The collection searched
  /// is their first argument: one of the content's own that names the capability, searched
  /// however spelt, proves nothing; `intersection` holds only what every list given holds, and
  /// `difference(names, L)` empty proves each name `L.includes` would.
  @Test func aLodashSearch() throws {
    let header = """
      import _, { includes, has, intersection, difference } from "lodash";
      import includesOf from "lodash/includes";
      import { includes as other } from "some-package";
      const REQUIRED = ["tempo.task-archive"];
      const DEFAULTS = ["tempo.task-archive"];
      """
    for safe in [
      "if (includes(L, C)) SEND;", "if (has(X, C)) SEND;", "if (includesOf(L, C)) SEND;",
      "if (_.includes(L, C)) SEND;", "if (_.has(X, C)) SEND;", "if (_.indexOf(L, C) !== -1) SEND;",
      "if (intersection(REQUIRED, L).includes(C)) SEND;",
      "if (_.intersection(L, REQUIRED).includes(C)) SEND;",
      "if (difference([C], L).length === 0) SEND;",
      "const missing = _.difference([C], L); if (missing.length) return; SEND;",
    ] {
      #expect(try gate(safe, capability: "tempo.task-archive", header: header) == [], "\(safe)")
      #expect(
        try gate(safe, capability: "tempo.task-due-dates", header: header) == Self.refusal,
        "\(safe)")
    }
    for unsafe in [
      "if (other(L, C)) SEND;", "if (includes(L ?? DEFAULTS, C)) SEND;",
      "if (_.includes(L ?? DEFAULTS, C)) SEND;", "if (includes(DEFAULTS, C)) SEND;",
      "if (_.includes([C], C)) SEND;", "if (_.indexOf(L ?? DEFAULTS, C) >= 0) SEND;",
      "if (intersection(REQUIRED, L ?? DEFAULTS).includes(C)) SEND;",
      "if (_.intersection(REQUIRED, REQUIRED).includes(C)) SEND;",
      "if (_.union(REQUIRED, L).includes(C)) SEND;",
      "if (difference([C], L ?? DEFAULTS).length === 0) SEND;",
      "if (difference(L, [C]).length === 0) SEND;",
    ] {
      #expect(
        try gate(unsafe, capability: "tempo.task-archive", header: header) == Self.refusal,
        "\(unsafe)")
    }
  }

  /// A value the file holds a check in — a `const` given a check function's result, a member of
  /// an object it makes, a member of the object literals a function of the file returns — is
  /// what that check is without the element (not a member of the capabilities map): compared
  /// with a constant it never is, or one no one knows (a member a spread may write over, or of
  /// what `useMemo` returns), nothing.
  @Test func aValueHoldingACheckComparedWithAConstant() throws {
    let header = """
      declare const names: string[];
      declare const snapshot: { capabilities: Record<string, string[]> };
      declare function useMemo<T>(f: () => T, deps: unknown[]): T;
      function has(name: string) { return names.includes(name); }
      function entry(name: string) { return snapshot.capabilities[name]; }
      function flags() { return { can: has("tempo.task-archive") }; }
      function moreFlags(extra: object) { return { able: has("tempo.task-archive"), ...extra }; }
      function useFlags() { return useMemo(() => ({ may: has("tempo.task-archive") }), []); }
      const caps = { archive: has("tempo.task-archive") };
      const scopes = entry("tempo.task-archive");
      const { can } = flags();
      const { able } = moreFlags({});
      const { may } = useFlags();
      """
    for safe in [
      "if (caps.archive === false) return; SEND;", "if (scopes === undefined) return; SEND;",
      "if (scopes == null) return; SEND;", "if (can === false) return; SEND;",
    ] {
      #expect(try gate(safe, header: header) == [], "\(safe)")
    }
    for unsafe in [
      "if (caps.archive !== undefined) SEND;", "if (caps.archive == null) return; SEND;",
      "if (scopes === false) return; SEND;", "if (can !== undefined) SEND;",
      "if (able === false) return; SEND;", "if (may === false) return; SEND;",
    ] {
      #expect(try gate(unsafe, header: header) == Self.refusal, "\(unsafe)")
    }
  }

  @Test(arguments: [
    "if (X[C]) SEND;", "if (X?.[C]) SEND;", "if (X[C] !== undefined) SEND;",
    "if (X[C] != null) SEND;", #"if (typeof X[C] !== "undefined") SEND;"#,
    "if (Array.isArray(X[C])) SEND;", "if (C in X) SEND;", "if (L.includes(C)) SEND;",
    "if (L.has(C)) SEND;", "if (L.indexOf(C) >= 0) SEND;", "if (L.indexOf(C) > -1) SEND;",
    "if (X.hasOwnProperty(C)) SEND;", "if (Object.hasOwn(X, C)) SEND;",
    "if (Object.prototype.hasOwnProperty.call(X, C)) SEND;",
    "if ({}.hasOwnProperty.call(X, C)) SEND;", "if (Reflect.has(X, C)) SEND;",
    "if (L.indexOf(C) !== -1) SEND;", "if (L.indexOf(C) === -1) return; SEND;",
    "if (X[C] === undefined) return; SEND;", "if (!X[C]) { return; } SEND;",
    "if (X[C] == null) throw new Error(); SEND;", "X[C] && SEND;", "X[C] ? SEND : null;",
    "if (Boolean(X[C])) SEND;", "if (!!X[C]) SEND;", "if (X[C]) {} else return; SEND;",
    "while (X[C]) { SEND; break; }", "for (; X[C]; ) { SEND; break; }",
    "const ok = X[C]; if (ok) SEND;",
    // Read by a function above its declaration, called after it.
    "const run = () => { if (ok) SEND; }; const ok = X[C]; run();",
    // Given a value by assignment statements, each truthy one where a check holds (inside an
    // `if` of it), a falsy one anywhere.
    "let ok = false; if (X[C]) ok = true; if (ok) SEND;",
    "let ok; if (L.includes(C)) { ok = true; } if (!ok) return; SEND;",
    "let ok = false; for (const k of [1]) { if (X[C]) ok = true; } function clear() { ok = false; } if (ok) SEND;",
    "let ok = X[C]; if (other) ok = false; if (ok) SEND;",
    // A check given by an assignment statement of its own, in a block or not.
    "let ok = false; ok = X[C]; if (ok) SEND;",
    "let ok; { ok = L.includes(C); } if (!ok) return; SEND;",
    "var ok = false; try { ok = X[C]; } catch { ok = false; } if (ok) SEND;",
    // Compared with what its value is without the element: a function's result held by a
    // `const`, returned through another function, a variable given values, a compiled
    // optional chain (`void 0`).
    "function capOf(c) { return X[c]; } const can = capOf(C); if (can === undefined) return; SEND;",
    "function entry(c) { return X[c]; } function can() { return entry(C); } if (can() === undefined) return; SEND;",
    "let ok = false; if (X[C]) ok = true; if (ok === false) return; SEND;",
    "const s = null == snapshot ? void 0 : X[C]; if (s == null) return; SEND;",
    // Read, not written: in a list or an object made, as a computed member or key, in a `for`
    // head's list.
    "let ok = X[C]; const list = [ok]; const o = { ok, a: ok }; M[ok] = 1; if (ok) SEND;",
    "let ok = X[C]; let a; [a] = [ok]; ({ [ok]: a } = {}); for (a of [ok]) {} if (ok) SEND;",
    "if (L.includes(C) === false) return; SEND;", "if (X[C]?.length > 0) SEND;",
    // A count or an index compared the other way round, or with its fallback for `undefined`.
    "if ((X[C] ?? []).length === 0) return; SEND;", "if ((X[C] || []).length < 1) return; SEND;",
    "if (L.indexOf(C) < 0) return; SEND;", "if (0 < (X[C] ?? []).length) SEND;",
    "if (-1 !== L.indexOf(C)) SEND;", "if ((X[C]?.length ?? 0) > 0) SEND;",
    "if ((X[C]?.length || 0) === 0) return; SEND;",
    // A list filtered for the name, or a map's member filtered for anything, not empty.
    "if (L.filter((c) => c === C).length > 0) SEND;", "if (L.filter((c) => C == c).length) SEND;",
    "if (X[C]?.filter((s) => s !== other).length) SEND;",
    // A join compared with what every operand gives without the element.
    "if ((L.includes(C) && other === true) === false) return; SEND;",
    // A map's member, mapped or sliced, not empty.
    "if (X[C].map((s) => s).length > 0) SEND;", "if (X[C]?.slice(0).length) SEND;",
    // A list searched for the name, a set made there too.
    "if (L.some((c) => c === C)) SEND;", "if (L.find((c) => C === c)) SEND;",
    "if (L.findLast((c) => c === C)) SEND;", "if (L.lastIndexOf(C) >= 0) SEND;",
    "if (L.findIndex((c) => c === C) !== -1) SEND;",
    "if (L.findLastIndex((c) => C === c) < 0) return; SEND;",
    "if (new Set(L).has(C)) SEND;", "if (!new Set(Object.keys(X)).has(C)) return; SEND;",
    // Falling back to a falsy constant: the check itself.
    "if (L?.includes(C) ?? false) SEND;", "const ok = L?.includes(C) ?? false; if (ok) SEND;",
    "if (X[C] || false) SEND;", "if (!(X[C] ?? null)) return; SEND;", "if (null ?? X[C]) SEND;",
    "const { [C]: v } = X; if (v) SEND;", "const { [C]: v, other } = X; if (v) SEND;",
    "const { [C]: v = false } = X; if (v) SEND;",
    "const { [C]: v = null, other } = X; if (v) SEND;",
    "switch (true) { case X[C]: SEND; }",
    "switch (true) { case force: f(); break; case X[C]: SEND; }",
    "function must(c) { if (!c) throw new Error(); } must(X[C]); SEND;",
    // A function returning the truth of what it is given, given a check.
    "function isOn(c) { return c; } if (isOn(X[C])) SEND;",
    "const truthy = (c) => !!c; if (truthy(L.includes(C))) SEND;",
    // A function throwing unless what it is given names holds.
    "function ensure(c) { if (!L.includes(c)) throw new Error(c); } ensure(C); SEND;",
    "const ensure = (c, why) => { if (X[c] === undefined) { throw new Error(why); } }; ensure(C, 'x'); SEND;",
    // A check function returning `true` where a test of its argument holds.
    "function has(c) { if (X[c]) return true; return false; } if (has(C)) SEND;",
    "function lacks(c) { if (L.includes(c)) return false; return true; } if (!lacks(C)) SEND;",
    // Compared with what its function returns where the element is missing.
    "function has(c) { return X[c] !== undefined; } if (has(C) === false) return; SEND;",
    "function has(c) { return X[c]; } if (has(C) === undefined) return; SEND;",
    // A check falling back to a constant is that constant without the element.
    "if ((L?.includes(C) ?? false) === false) return; SEND;",
    "function has(c) { return L?.includes(c) ?? false; } if (has(C) === false) return; SEND;",
    "if ((X[C] || false) === false) return; SEND;",
    "function has(c) { return X[c] ?? null; } if (has(C) === null) return; SEND;",
    // A function whose result is a check, called.
    "function can() { return X[C] !== undefined; } if (can()) SEND;",
    "const can = () => L.includes(C); const ok = can(); if (!ok) return; SEND;",
    "function can() { if (!X[C]) return false; return true; } if (can()) SEND;",
    "async function can() { return L.includes(C); } if (await can()) SEND;",
    // A promise of a check (`Promise.resolve`), resolved.
    "function has(c) { return L.includes(c); } function load() { return Promise.resolve(has(C)); } load().then((ok) => { if (ok) SEND; });",
    // An `async` check function's promise, awaited; a check awaited is itself.
    "async function has(c) { return L.includes(c); } if (await has(C)) SEND;",
    "if (await L.includes(C)) SEND;", "if (!(await X[C])) return; SEND;",
    // Each of several awaited together (`Promise.all`), by its place.
    "async function has(c) { return L.includes(c); } const [ok, other] = await Promise.all([has(C), has('x')]); if (ok) SEND;",
    "async function has(c) { return L.includes(c); } const all = await Promise.all([has(C)]); if (all[0]) SEND;",
    // Its result's own member, or `valueOf()`, read where the result is there.
    "function get(c) { return X[c]; } if (get(C)?.length) SEND;",
    "function has(c) { return L.includes(c); } if (has(C).valueOf()) SEND;",
    // A fallback of the content's own that does not name the capability.
    "const M = X ?? {}; if (M[C]) SEND;",
    "const D = { fallback: [] }; function caps() { return X || D; } if (C in caps()) SEND;",
    // A check function given the map or list it reads beside the name (a Redux selector's
    // state), either way round.
    "function has(s, c) { return s.capabilities[c] !== undefined; } if (has(snapshot, C)) SEND;",
    "const has = (c, s) => c in s.capabilities; if (has(C, snapshot)) SEND;",
    "const has = (list, c) => list.includes(c); if (has(L, C)) SEND;",
    "const has = async (c) => X[c] !== undefined; const ok = await has(C); if (ok) SEND;",
    // A check function's promise, given what it checks, resolved by `then`: an `async` one's,
    // or a promise it makes of its check.
    "async function has(c) { return L.includes(c); } has(C).then((ok) => { if (ok) SEND; });",
    "function has(c) { return Promise.resolve(X[c] !== undefined); } has(C).then((ok) => ok && SEND);",
    // A `.then` after a function that throws, or returns a rejection, unless the check holds
    // (a `.finally` between passes the rejection on).
    "Promise.resolve().then(() => { if (!X[C]) throw new Error(); }).then(() => { SEND; });",
    "return load().then(async (r) => { if (!L.includes(C)) return Promise.reject(r); return r; }).finally(() => {}).then(() => SEND);",
    "function ensure(c) { if (!L.includes(c)) throw new Error(c); } load().then(() => { ensure(C); }).then(function () { SEND; });",
    // An awaited check whose rejection is caught as nothing truthy.
    "async function has(c) { return L.includes(c); } if (await has(C).catch(() => false)) SEND;",
    // A list of names every one of which a check function proves.
    "function has(c) { return L.includes(c); } if ([C].every(has)) SEND;",
    "if ([C].every((c) => X[c] !== undefined)) SEND;",
    // A constant list of them.
    "function has(c) { return L.includes(c); } const R = [C]; if (R.every(has)) SEND;",
    "const R = { a: [C] }; if (!R.a.every((c) => X[c] !== undefined)) return; SEND;",
    // Each asserted by a loop over them.
    "for (const c of [C]) { if (!L.includes(c)) return; } SEND;",
    "const R = [C]; for (const c of R) if (X[c] === undefined) throw new Error(c); SEND;",
    // None of them missing.
    "const R = [C]; if (R.some((c) => !L.includes(c))) return; SEND;",
    "if (![C].some((c) => X[c] === undefined)) SEND;",
    // None of them left by a filter for those missing (its count compared with none, or its
    // truth), there or in a `const` never written into.
    "const R = [C]; if (R.filter((c) => !L.includes(c)).length === 0) SEND;",
    "if ([C].filter((c) => X[c] === undefined).length > 0) return; SEND;",
    "if (![C].filter((c) => !L.includes(c)).length) SEND;",
    "if ([C].filter((c) => !L.includes(c)).length < 1) SEND;",
    "const missing = [C].filter((c) => !L.includes(c)); if (missing.length) return; SEND;",
    "const R = [C]; const gone = R.filter((c) => !L.includes(c)); if (gone.length !== 0) { console.warn(gone.join()); return; } SEND;",
  ])
  func aFormThatProvesTheCapability(_ form: String) throws {
    #expect(try gate(form, capability: "tempo.task-archive") == [])
    #expect(try gate(form, capability: "tempo.task-due-dates") == Self.refusal)
  }

  /// Forms that look like checks and prove nothing: the case is missing on 7.0 behind them.
  @Test(arguments: [
    // Absent, not present.
    "if (L.indexOf(C) === -1) SEND;", "if (L.indexOf(C) < 0) SEND;",
    // Truthy at -1 too.
    "if (L.indexOf(C)) SEND;", "if (L.indexOf(C) >= -1) SEND;",
    // A map's member is never `false` or `null` (it is `undefined` when missing).
    "if (X[C] === false) return; SEND;", "if (X[C] === null) return; SEND;",
    // A boolean is never `undefined`; through `?.` it is `undefined` where the list is, not
    // `false`; a fallback is what it falls back to.
    "if (L.includes(C) === undefined) return; SEND;",
    "if (L?.includes(C) === false) return; SEND;",
    "if (snapshot?.caps.has(C) === false) return; SEND;",
    "function has(c) { return L?.includes(c); } if (has(C) === false) return; SEND;",
    "function has(c) { return X[c] || false; } if (has(C) === undefined) return; SEND;",
    "if ((X[C] ?? other) === undefined) return; SEND;",
    // Compared with a value, or used in arithmetic.
    "if (X[C] !== other) SEND;", "if (X[C] + 1) SEND;", "if (X[C]?.length === 0) SEND;",
    // A count or an index compared so that its absence passes too: `undefined` from `?.`
    // is below no number, and a fallback may itself pass.
    "if (X[C]?.length === 0) return; SEND;", "if (X[C]?.length < 1) return; SEND;",
    "if (L?.indexOf(C) < 0) return; SEND;", "if ((X[C] ?? []).length >= 0) SEND;",
    "if ((X[C]?.length ?? 1) > 0) SEND;", "if ((X[C]?.length || 1) > 0) SEND;",
    "if (-1 <= L.indexOf(C)) SEND;",
    // Not empty whatever the element: a list written there, a name, a template; a list
    // filtered for anything but the name.
    "if ([C].length > 0) SEND;", "if ([C].length) SEND;", "if (C.length > 0) SEND;",
    "if (`${C}`.length > 0) SEND;", "if (L.filter((c) => c !== C).length > 0) SEND;",
    "if ([C, other].filter(Boolean).length) SEND;",
    // A join with an operand that may be any falsy value (`null`, `0`): no constant says the
    // element is missing.
    "if ((other && L.includes(C)) === false) return; SEND;",
    "if ((other && X[C]) === undefined) return; SEND;",
    // A list given the name, searched for it or counted.
    "if (L.concat([C]).includes(C)) SEND;", "if (L.concat([C]).length > 0) SEND;",
    // A rejection caught as `true`, or a caught promise not awaited.
    "async function has(c) { return L.includes(c); } if (await has(C).catch(() => true)) SEND;",
    "async function has(c) { return L.includes(c); } if (has(C).catch(() => false)) SEND;",
    // A member picked by a check: which one is read says nothing of it.
    #"if (other[L.includes(C) ? "a" : "b"]) SEND;"#,
    #"const ok = X[C]; if (other[ok ? "on" : "off"]) SEND;"#,
    "if (L.concat([C]).indexOf(C) >= 0) SEND;", "if (new Set([C]).has(C)) SEND;",
    // A search proves what it looks for, not the names written in what it searches.
    #"if (L.concat([C]).includes("tempo.task-due-dates")) SEND;"#,
    #"if (L.filter((c) => c !== C).includes("tempo.task-due-dates")) SEND;"#,
    #"if (L.concat([C]).indexOf("tempo.task-due-dates") >= 0) SEND;"#,
    #"if (new Set([...L, C]).has("tempo.task-due-dates")) SEND;"#,
    #"if ({ ...X, [C]: [] }["tempo.task-due-dates"]) SEND;"#,
    // An object made there is truthy whatever it holds.
    "if (new Set(L.filter((c) => c === C))) SEND;",
    "if (L.concat(C).filter((c) => c === C).length) SEND;",
    // A list of names given `.every` a function that does not prove the name it is given.
    "if ([C].every((c) => !L.includes(c))) SEND;", "if ([C].every(Boolean)) SEND;",
    "if ([C].every((c) => c.length > 0)) SEND;", "if ([C].every(lookup)) SEND;",
    // One of them missing, or one present, or the first missing found (an element may be
    // falsy).
    "if ([C].some((c) => !L.includes(c))) SEND;",
    "if ([C].some((c) => L.includes(c))) return; SEND;",
    "if ([C].find((c) => !L.includes(c))) return; SEND;",
    // A filter for those missing, not empty, or empty of those present, or counted otherwise;
    // one written into, or held by a `let`.
    "if ([C].filter((c) => !L.includes(c)).length > 0) SEND;",
    "if ([C].filter((c) => L.includes(c)).length === 0) SEND;",
    "if ([C].filter((c) => !L.includes(c)).length === 1) return; SEND;",
    "if ([C].filter((c) => !L.includes(c)).length < 2) SEND;",
    "const missing = [C].filter((c) => !L.includes(c)); missing.length = 0; if (missing.length) return; SEND;",
    "const missing = [C].filter((c) => !L.includes(c)); missing.splice(0); if (missing.length > 0) return; SEND;",
    "let missing = [C].filter((c) => !L.includes(c)); if (missing.length) return; SEND;",
    // A loop over them leaving the loop only, or leaving where the check holds.
    "for (const c of [C]) { if (!L.includes(c)) continue; } SEND;",
    "for (const c of [C]) { if (!L.includes(c)) break; } SEND;",
    "for (const c of [C]) { if (L.includes(c)) return; } SEND;",
    // A list of names written into, or a part of it tested.
    "const R = [C]; R.length = 0; if (R.every((c) => L.includes(c))) SEND;",
    "const R = [C]; if (R.filter(Boolean).every((c) => L.includes(c))) SEND;",
    // Searched for anything else; an index, truthy at -1 too.
    "if (L.some((c) => c !== C)) SEND;", "if (L.findIndex((c) => c === C)) SEND;",
    "if (L.findIndex((c) => c !== C) >= 0) SEND;", "if (L.lastIndexOf(C)) SEND;",
    "if (L.findLast((c) => c !== C)) SEND;", "if (L.findIndex((c) => c === C) >= -1) SEND;",
    // Joined so that neither is known to hold; falling back to a truthy constant, or a
    // falsy one that is no `??`'s nullish value (`false ?? c` is `false`).
    "if (X[C] || force) SEND;", "if (!X[C] && !__DEV__) return; SEND;",
    "if (L?.includes(C) ?? true) SEND;", "if (false ?? !X[C]) {} else SEND;",
    // A default other than `undefined` makes the binding truthy without the element.
    "const { [C]: v = true } = X; if (v) SEND;", "const { [C]: v = [] } = X; if (v) SEND;",
    // The clause before falls through into it; a switch on another value.
    "switch (true) { case force: f(); case X[C]: SEND; }", "switch (mode) { case X[C]: SEND; }",
    // Awaited (or `+`), a value is as true as it is: a race or a join with `true` is true
    // without the element, and a function whose source is not read proves nothing.
    "const ok = await Promise.race([L.includes(C), true]); if (ok) SEND;",
    "async function has(c) { return L.includes(c); } const [other, ok] = await Promise.all([has('x'), has(C)]); if (other) SEND;",
    "async function has(c) { return L.includes(c); } const all = Promise.all([has(C)]); if (all) SEND;",
    "if (await Promise.any([Promise.resolve(X[C]), Promise.resolve(true)])) SEND;",
    "if (await (L.includes(C) || true)) SEND;", "if (+(X[C] || 1)) SEND;",
    "if (await lookup(C)) SEND;",
    // A member every value has, read off a check's result: truthy on `false` too.
    "function has(c) { return L.includes(c); } if (has(C).toString()) SEND;",
    "function has(c) { return X[c] !== undefined; } if (has(C)?.constructor) SEND;",
    // It may return without throwing.
    "function soft(c) { if (!c) return; } soft(X[C]); SEND;",
    // A name is a string whatever it names; a list, an object, a function, an instance, a
    // template and `typeof` are truthy whatever they hold.
    "if (C) SEND;", "const N = C; if (N) SEND;", "const K = { a: C }; if (K.a) SEND;",
    "if ([X[C]]) SEND;", "const list = [X[C]]; if (list) SEND;", "if ({ a: X[C] }) SEND;",
    "if (`${X[C]}`) SEND;", "if (typeof X[C]) SEND;", "if (new Boolean(X[C])) SEND;",
    "if (function () { return X[C]; }) SEND;", "if (~L.indexOf(C)) SEND;",
    // `in` asks whether a name is a key, not a value holding checks.
    "if (X[C] in L) SEND;", "const ok = X[C]; if (ok in L) SEND;",
    // Written again: destructured into, or a `for` head's variable.
    "let ok = X[C]; [ok] = [true]; if (ok) SEND;", "let ok = X[C]; [, ...ok] = [1]; if (ok) SEND;",
    "let ok = X[C]; ({ ok } = { ok: true }); if (ok) SEND;",
    "let ok = X[C]; ({ a: [ok] } = { a: [true] }); if (ok) SEND;",
    "let ok = X[C]; for (ok of [true]) {} if (ok) SEND;",
    "let ok = X[C]; for (ok in { a: 1 }) {} if (ok) SEND;",
    // Written by a function above its declaration, called after it: the binding is the
    // block's (a `var`'s, the function's) from its start.
    "const set = () => { ok = true; }; let ok = X[C]; set(); if (ok) SEND;",
    "function set() { ok = true; } var ok = X[C]; set(); if (ok) SEND;",
    "function set() { [ok] = [true]; } let ok = X[C]; set(); if (ok) SEND;",
    // Given a truthy value where no check holds: beside it, in its `else`, its negation's
    // consequent, inside an expression, or in a function given there (which may run anywhere).
    "let ok = false; if (X[C]) ok = true; else ok = true; if (ok) SEND;",
    "let ok = false; ok = X[C]; ok = true; if (ok) SEND;", "let ok; ok = !X[C]; if (ok) SEND;",
    "let ok = false; if (!X[C]) ok = true; if (ok) SEND;",
    "let ok = X[C]; if (other) ok = true; if (ok) SEND;",
    "let ok = false; if (X[C]) ok = true; other && (ok = true); if (ok) SEND;",
    "let ok = false; if (X[C]) { run(() => { ok = true; }); } if (ok) SEND;",
    // Compared with a constant its value never is without the element, or that no one knows:
    // through a `const`, another function, a variable given values, a member of what a
    // function returns.
    "function capOf(c) { return X[c]; } const can = capOf(C); if (can === false) return; SEND;",
    "function entry(c) { return X[c]; } function can() { return entry(C); } if (can() === false) return; SEND;",
    "let ok = false; if (X[C]) ok = true; if (ok !== undefined) SEND;",
    "let ok = L.includes(C); if (other) ok = false; if (ok !== undefined) SEND;",
    "function capsOf() { return { can: L.includes(C) }; } const { can } = capsOf(); if (can !== undefined) SEND;",
    // A `do … while` test runs after the body, and guards no code after the loop.
    "do { f(); } while (X[C]); SEND;", "do f(); while (X[C])\nSEND;",
    "do { SEND; } while (X[C]);",
    // A function returning the truth of what it is given, given a name: truthy whatever it
    // names.
    "function isOn(c) { return c; } if (isOn(C)) SEND;",
    "const truthy = (c) => !!c; if (truthy(C)) SEND;",
    "function both(c, on) { return on && c; } if (both(C, true)) SEND;",
    "if (Boolean(C)) SEND;", "if (C.length) SEND;", "const K = { a: C }; if (K.a[0]) SEND;",
    // Asserting the truth of a name; returning before the test; a test that does not throw.
    "function must(c) { if (!c) throw new Error(); } must(C); SEND;",
    // A list or map the content wrote that names the capability holds it whatever the release
    // provides: tested itself, as a fallback, through a function, frozen, spread or in a set.
    "const M = { [C]: 1 }; if (M[C] !== undefined) SEND;",
    "const D = { [C]: [] }; const M = X ?? D; if (M?.[C]) SEND;",
    "const D = [C]; function names() { return L || D; } if (names().includes(C)) SEND;",
    "const M = Object.freeze({ [C]: 1 }); if (Object.hasOwn(M, C)) SEND;",
    "const A = { [C]: [] }; const B = { ...A }; if (C in (X || B)) SEND;",
    "const S = new Set([C]); if (S.has(C)) SEND;",
    // A list of the content's own, searched for another name: no check of the names it holds.
    "const D = [C]; if (D.indexOf(other) >= 0) SEND;",
    // A check function given a list or map of the content's own that names the capability: it
    // holds it whatever the release provides.
    "const has = (list, c) => list.includes(c); if (has([C], C)) SEND;",
    "function has(c, s) { return s[c] !== undefined; } if (has(C, { [C]: [] })) SEND;",
    "function ensure(c) { if (!c.length) return; if (!L.includes(c)) throw new Error(); } ensure(C); SEND;",
    "function ensure(c) { if (!L.includes(c)) console.warn(c); } ensure(C); SEND;",
    // An `async` function's promise is truthy whatever it resolves to; an `async` one that
    // throws rejects its promise, and the code after its call runs.
    "async function has(c) { return L.includes(c); } if (has(C)) SEND;",
    "const has = async (c) => X[c] !== undefined; const ok = has(C); if (ok) SEND;",
    "async function can() { return L.includes(C); } if (can()) SEND;",
    "function has(c) { return L.includes(c); } function load() { return Promise.resolve(has(C)); } if (load()) SEND;",
    "function has(c) { if (X[c]) return true; return !!other; } if (has(C)) SEND;",
    // Compared with a constant its function never returns where the element is missing.
    "function has(c) { return X[c]; } if (has(C) === false) return; SEND;",
    "function has(c) { return X[c] !== undefined; } if (has(C) == null) return; SEND;",
    "function has(c) { if (!ready) return false; return X[c]; } if (has(C) === undefined) return; SEND;",
    // A function whose result may be truthy without the check, or not called.
    "function can() { if (X[C]) return true; return other; } if (can()) SEND;",
    "function can() { return L.includes(C) || force; } if (can()) SEND;",
    "const can = () => L.includes(C); if (can) SEND;",
    "function has(c) { return L.includes(c); } async function can() { return has(C); } if (can()) SEND;",
    "async function ensure(c) { if (!L.includes(c)) throw new Error(); } ensure(C); SEND;",
    // A promise resolved to something truthy without the check.
    "function has(c) { if (other) return Promise.resolve(true); return Promise.resolve(L.includes(c)); } has(C).then((ok) => ok && SEND);",
    // A rejection handled before the `.then` (by a `.catch`, a `.then`'s second function or
    // a `catch` in the function), a function that may complete without the check, and what
    // runs either way (`.finally`).
    "load().then(() => { if (!X[C]) throw new Error(); }).catch(() => {}).then(() => { SEND; });",
    "load().then(() => { if (!X[C]) throw new Error(); }).then(() => {}, () => {}).then(() => { SEND; });",
    "load().then(() => { try { if (!X[C]) throw new Error(); } catch {} }).then(() => { SEND; });",
    "load().then(() => { if (other) return; if (!X[C]) throw new Error(); }).then(() => { SEND; });",
    "load().then(() => { if (!X[C]) console.warn(); }).then(() => { SEND; });",
    "load().then(() => { if (!X[C]) throw new Error(); }).finally(() => { SEND; });",
  ])
  func aFormThatProvesNothing(_ form: String) throws {
    #expect(try gate(form, capability: "tempo.task-archive") == Self.refusal)
    #expect(try gate(form, capability: "tempo.task-due-dates") == Self.refusal)
  }
}

/// Narrowing by equality, gated: a kind narrowed to `task.archive` is that case at the send —
/// unguarded it refuses on exactly the release that lacks it (7.0), behind its capability's check
/// it publishes; not narrowed, it is a dynamic use that warns.
struct NarrowingGateTests {
  private func gate(_ body: String) throws -> [String] {
    let root = NSTemporaryDirectory() + "narrowing-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let source = """
      import { sendMessage } from "expo-brownfield";
      export function go(kind: string) {
        \(body)
      }
      """
    try CheckFunctions.appended(to: source, path: "a.ts").write(
      toFile: root + "/a.ts", atomically: true, encoding: .utf8)
    let contract = CheckTableGateTests.contract
    let scan = ContentScanner.scan([root], contract: contract)
    let report = Gate.evaluate(contract: contract, scan: scan, options: GateOptions())
    return [report.verdict.rawValue]
      + report.findings.filter { $0.severity != .note }.map {
        "\($0.rule) \($0.id ?? "-") \($0.releases)"
      }
  }

  @Test func aNarrowedKindIsGatedAsItsCase() throws {
    let send = #"sendMessage({ type: "tempo.perform", data: { kind } })"#
    #expect(
      try gate(#"if (kind === "task.archive") \#(send);"#) == [
        "refuse", #"unavailable-on-release case:tempo.perform/task.archive ["7.0"]"#,
      ])
    #expect(
      try gate(#"if (kind === "task.archive" && has("tempo.task-archive")) \#(send);"#)
        == ["publish"])
    #expect(
      try gate(#"switch (kind) { case "task.create": \#(send); break; }"#) == ["publish"])
    #expect(
      try gate(#"if (kind === "task.archive" || ready) \#(send);"#) == [
        "publish",
        #"unknown-sent-value - ["7.0", "7.1"]"#,
      ])
  }
}
