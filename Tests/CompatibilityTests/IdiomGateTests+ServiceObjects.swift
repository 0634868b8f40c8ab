import ContentScan
import ContractLanguage
import Foundation
import TestSupport
import Testing

@testable import Compatibility

/// Service objects: their check, guarding and sending methods, in the file and imported.
extension IdiomGateTests {
  /// A check method of a service object — an object literal's, an instance's of a class the
  /// file declares, a class's static one, a namespace import's function or object's method —
  /// proves what that method returns of its argument, in the file or imported (by name, as a
  /// default export); a method that does not test what it is given, one written over, an
  /// accessor, one the class inherits, and one of an object another holds by name prove
  /// nothing.
  @Test func aCheckMethodOfAServiceObject() throws {
    let service = """
      import { hasCapability } from "./client";
      class BridgeService {
        supports(name: string): boolean { return hasCapability(name); }
        lacks = (name: string) => !hasCapability(name);
        static can(name: string) { return hasCapability(name); }
        lax(name: string) { return true; }
        get getter() { return (name: string) => hasCapability(name); }
        replaced(name: string) { return hasCapability(name); }
        constructor() { this.replaced = (name: string) => true; }
      }
      class Derived extends BridgeService {}
      export const bridge = new BridgeService();
      export const derived = new Derived();
      export const caps = {
        has(name: string) { return hasCapability(name); },
        canUse: (name: string) => hasCapability(name),
        loose: function (name: string) { return name !== ""; },
        swapped: (name: string) => hasCapability(name),
      };
      caps.swapped = (name: string) => true;
      export const frozen = Object.freeze({ allows: (name: string) => hasCapability(name) });
      declare const platform: "ios" | "android";
      export const picked = {
        allows: (name: string) => hasCapability(name),
        ios: { allows: (name: string) => true },
        android: { allows: (name: string) => true },
      }[platform];
      export { BridgeService };
      export default bridge;
      export const nested = { caps };
      export function allowed(name: string) { return hasCapability(name); }
      """
    let reader = """
      import { perform } from "./client";
      import { bridge, derived, caps, nested, frozen, picked, BridgeService } from "./service";
      import Bridge from "./service";
      import * as Api from "./service";
      export function onSwipe(id: string) {
        if (CHECK) perform({ kind: "task.archive", id });
      }
      """
    let here =
      reader.replacing(
        #"import { bridge, derived, caps, nested, frozen, picked, BridgeService } from "./service";"#,
        with: ""
      )
      .replacing(#"import Bridge from "./service";"#, with: "")
      .replacing(#"import * as Api from "./service";"#, with: "")
      .replacing(
        #"import { perform } from "./client";"#,
        with: "import { perform } from \"./client\";\n" + service)
    let files = ["service.ts": service]
    for check in [
      "bridge.supports(C)", "!bridge.lacks(C)", "BridgeService.can(C)", "caps.has(C)",
      "caps.canUse(C)", "Bridge.supports(C)", "Api.allowed(C)", "frozen.allows(C)",
      "Api.caps.canUse(C)",
    ] {
      let source = reader.replacing(
        "CHECK", with: check.replacing("C", with: #""tempo.task-archive""#))
      #expect(try gate(source, files) == [], "\(check)")
      // In the file, the default export is `bridge`, and `allowed` is read by name.
      let local = here.replacing(
        "CHECK",
        with: check.replacing("Bridge.", with: "bridge.").replacing("Api.", with: "")
          .replacing("C", with: #""tempo.task-archive""#))
      #expect(try gate(local) == [], "here: \(check)")
    }
    for check in [
      "bridge.lax(C)", "bridge.lacks(C)", "bridge.replaced(C)", "caps.loose(C)", "caps.swapped(C)",
      "bridge.getter(C)", "derived.supports(C)", "nested.caps.canUse(C)", "bridge.missing(C)",
      "Api.caps.swapped(C)", "picked.allows(C)",
    ] {
      let source = reader.replacing(
        "CHECK", with: check.replacing("C", with: #""tempo.task-archive""#))
      #expect(try gate(source, files) == archiveOn70, "\(check)")
      let local = here.replacing(
        "CHECK", with: check.replacing("C", with: #""tempo.task-archive""#))
      #expect(try gate(local) == archiveOn70, "here: \(check)")
    }
  }

  /// A service object's shared instance — a class's static field holding a new instance of it
  /// (`Bridge.shared.supports(C)`), a static method handing back the one its field holds
  /// (`Bridge.getInstance().supports(C)`), or an object read through a namespace import
  /// (`Service.bridge.supports(C)`) — is that instance: its check method proves what it
  /// returns, in the file or imported, and a list the content gives its method storing it
  /// (`Bridge.shared.load([C])`) is searched there, so it proves nothing of C then.
  @Test func aServiceObjectsSharedInstance() throws {
    let service = """
      export class Bridge {
        static SHARED = new Bridge();
        private static instance: Bridge | null = null;
        static getInstance() {
          if (!Bridge.instance) Bridge.instance = new Bridge();
          return Bridge.instance;
        }
        private names: string[] = [];
        load(list: string[]) { this.names = list; }
        supports(name: string) { return this.names.includes(name); }
        lax(name: string) { return true; }
      }
      export const bridge = new Bridge();
      """
    let boot = """
      import { Bridge } from "./service";
      import * as Service from "./service";
      declare const snapshot: { capabilities: string[] };
      LOAD;
      """
    let reader = """
      import { perform } from "./client";
      import { Bridge } from "./service";
      import * as Service from "./service";
      import "./boot";
      export function onSwipe(id: string) {
        if (CHECK) perform({ kind: "task.archive", id });
      }
      """
    func gated(_ check: String, load: String, shared: String = "shared") throws -> [String] {
      let name = #""tempo.task-archive""#
      let files = [
        "service.ts": service.replacing("SHARED", with: shared),
        "boot.ts": boot.replacing("LOAD", with: load.replacing("C", with: name)),
      ]
      return try gate(reader.replacing("CHECK", with: check.replacing("C", with: name)), files)
    }
    let given = "Bridge.shared.load(snapshot.capabilities)"
    #expect(try gated("Bridge.shared.supports(C)", load: given) == [])
    #expect(try gated("Bridge.shared.supports(C)", load: given, shared: "readonly shared") == [])
    #expect(try gated("Bridge.shared.supports(C)", load: "Bridge.shared.load([C])") == archiveOn70)
    #expect(try gated("Bridge.shared.lax(C)", load: given) == archiveOn70)
    #expect(try gated("Bridge.other.supports(C)", load: given) == archiveOn70)
    #expect(try gated("Bridge.getInstance().supports(C)", load: given) == [])
    #expect(
      try gated("Bridge.getInstance().supports(C)", load: "Bridge.getInstance().load([C])")
        == archiveOn70)
    #expect(try gated("Bridge.getInstance().lax(C)", load: given) == archiveOn70)
    // Its field written another object too (a mock): not one instance.
    let mocked = """
      \(service.replacing("SHARED", with: "shared"))
      class Fake { supports(name: string) { return true; } }
      export function mock() { (Bridge as any).instance = new Fake(); }
      """
    let reading = reader.replacing(
      "CHECK", with: #"Bridge.getInstance().supports("tempo.task-archive")"#)
    #expect(
      try gate(reading, ["service.ts": mocked, "boot.ts": boot.replacing("LOAD", with: given)])
        == archiveOn70)
    #expect(try gated("Service.bridge.supports(C)", load: given) == [])
    #expect(
      try gated("Service.bridge.supports(C)", load: "Service.bridge.load([C])") == archiveOn70)
    // In the file.
    let here = """
      import { perform } from "./client";
      \(service.replacing("SHARED", with: "shared"))
      Bridge.shared.load(LIST);
      export function onSwipe(id: string) {
        if (Bridge.shared.supports("tempo.task-archive")) perform({ kind: "task.archive", id });
      }
      """
    #expect(try gate(here.replacing("LIST", with: "[]")) == [])
    #expect(try gate(here.replacing("LIST", with: #"["tempo.task-archive"]"#)) == archiveOn70)
  }

  /// A `const` naming a service object another way (`const b = bridge`, `const b =
  /// Service.bridge`, `const b = Bridge.shared`) is that object: its check method proves what
  /// the object's does, and a list the content gives its storing method (`b.load([C])`) is
  /// stored in the object, so a check of it proves nothing of C then — in the file and
  /// imported, at the module's top level or in a function.
  @Test func anAliasOfAServiceObject() throws {
    let service = """
      export class Bridge {
        static shared = new Bridge();
        private names: string[] = [];
        load(list: string[]) { this.names = list; }
        supports(name: string) { return this.names.includes(name); }
      }
      export const bridge = new Bridge();
      """
    let reader = """
      import { perform } from "./client";
      import { Bridge, bridge } from "./service";
      import * as Service from "./service";
      declare const snapshot: { capabilities: string[] };
      ALIAS
      export function boot() { LOAD; }
      export function onSwipe(id: string) {
        if (CHECK) perform({ kind: "task.archive", id });
      }
      """
    func gated(alias: String, load: String, check: String) throws -> [String] {
      let name = #""tempo.task-archive""#
      let source = reader.replacing("ALIAS", with: alias)
        .replacing("LOAD", with: load.replacing("C", with: name))
        .replacing("CHECK", with: check.replacing("C", with: name))
      return try gate(source, ["service.ts": service])
    }
    for (alias, object) in [
      ("const b = bridge;", "bridge"), ("const b = Service.bridge;", "Service.bridge"),
      ("const b = Bridge.shared;", "Bridge.shared"),
    ] {
      // Checked through the alias, loaded through the object, and the other way round.
      for (loader, checker) in [(object, "b"), ("b", object)] {
        let (load, check) = ("\(loader).load", "\(checker).supports(C)")
        #expect(
          try gated(alias: alias, load: "\(load)(snapshot.capabilities)", check: check) == [],
          "\(alias) \(load)")
        #expect(
          try gated(alias: alias, load: "\(load)([C])", check: check) == archiveOn70,
          "\(alias) \(load)")
      }
    }
    // An alias inside the function loading.
    #expect(
      try gated(alias: "", load: "const b = bridge; b.load([C])", check: "bridge.supports(C)")
        == archiveOn70)
    // In the file.
    let here = """
      import { perform } from "./client";
      class Bridge {
        private names: string[] = [];
        load(list: string[]) { this.names = list; }
        supports(name: string) { return this.names.includes(name); }
      }
      const bridge = new Bridge();
      const b = bridge;
      b.load(LIST);
      export function onSwipe(id: string) {
        if (bridge.supports("tempo.task-archive")) perform({ kind: "task.archive", id });
      }
      """
    #expect(try gate(here.replacing("LIST", with: "[]")) == [])
    #expect(try gate(here.replacing("LIST", with: #"["tempo.task-archive"]"#)) == archiveOn70)
  }

  /// A list given to a method of an object the analysis cannot name — a parameter's, a `let`'s,
  /// an array's element, one held three members deep — is stored where every method of that
  /// name the bundle writes stores it (by name, as a member's value is read): a check of that
  /// member proves nothing of the names the list holds, in the file and across files; a method
  /// of that name storing elsewhere makes no check of it cry wolf.
  @Test func aListGivenToAMethodOfAnObjectNotKnown() throws {
    let bridge = """
      class Bridge {
        private names: string[] = [];
        load(list: string[]) { this.names = list; }
        supports(name: string) { return this.names.includes(name); }
      }
      export const bridge = new Bridge();
      export const registry = { services: { bridge } };
      """
    let cache = """
      export class Cache {
        private items: string[] = [];
        fill(list: string[]) { this.items = list; }
      }
      """
    let setup = """
      declare const snapshot: { capabilities: string[] };
      export function setup(target: any) { target.load(LIST); }
      """
    let reader = """
      import { perform } from "./client";
      import { bridge, registry } from "./bridge";
      import { Cache } from "./cache";
      import { setup } from "./setup";
      declare const snapshot: { capabilities: string[] };
      GIVE;
      export function onSwipe(id: string) {
        if (bridge.supports("tempo.task-archive")) perform({ kind: "task.archive", id });
      }
      """
    func gated(_ give: String, list: String) throws -> [String] {
      let source = reader.replacing("GIVE", with: give.replacing("LIST", with: list))
      let files = [
        "bridge.ts": bridge, "cache.ts": cache,
        // (Given the list only where it is called with it.)
        "setup.ts": setup.replacing(
          "LIST", with: give.contains("setup") ? list : "snapshot.capabilities"),
      ]
      return try gate(source, files)
    }
    let own = #"["tempo.task-archive"]"#
    for give in [
      "let b = bridge; b.load(LIST)", "function init(x: any) { x.load(LIST); } init(bridge)",
      "[bridge].forEach((x) => x.load(LIST))", "registry.services.bridge.load(LIST)",
      "setup(bridge)",
    ] {
      #expect(try gated(give, list: own) == archiveOn70, "\(give)")
      #expect(try gated(give, list: "snapshot.capabilities") == [], "\(give)")
    }
    #expect(try gated("function init(x: any) { x.fill(LIST); } init(new Cache())", list: own) == [])
  }

  /// A service class's check method named like a collection's search (`has`, `includes`) is
  /// its method wherever its instance is named — through a static method making one
  /// (`Bridge.create().has(C)`), a static field holding one (`Bridge.shared.has(C)`), or a
  /// `const` naming either: it proves what the method proves, nothing of the names its own list
  /// holds, and a list given to a method of such an instance (`Bridge.create().set([C])`) is
  /// stored there.
  @Test func aCheckMethodNamedLikeASearch() throws {
    let source = """
      import { perform } from "./client";
      declare const snapshot: { capabilities: string[] };
      class Bridge {
        static shared = new Bridge();
        static create() { return new Bridge(); }
        private names: string[] = [FIELD];
        set(list: string[]) { this.names = list; }
        has(name: string) { return this.names.includes(name); }
      }
      const made = Bridge.create();
      Bridge.create().set(LOADED);
      export function onSwipe(id: string) {
        if (CHECK) perform({ kind: "task.archive", id });
      }
      """
    let own = #""tempo.task-archive""#
    for check in [
      "Bridge.create().has(C)", "Bridge.shared.has(C)", "made.has(C)",
    ] {
      func gated(field: String, loaded: String) throws -> [String] {
        try gate(
          source.replacing("FIELD", with: field).replacing("LOADED", with: loaded)
            .replacing("CHECK", with: check.replacing("C", with: own)))
      }
      #expect(try gated(field: "", loaded: "snapshot.capabilities") == [], "\(check)")
      #expect(try gated(field: own, loaded: "snapshot.capabilities") == archiveOn70, "\(check)")
      #expect(try gated(field: "", loaded: "[\(own)]") == archiveOn70, "\(check)")
    }
  }

  /// A check through `this` in a service object's own code (`this.supports(C)`) proves what
  /// that method returns, through arrows (which keep `this`); through a `function` (which has
  /// its own), of a class another extends (which may override it) or of an object whose method
  /// the file writes over, it proves nothing.
  @Test func aCheckThroughThisInAServiceObject() throws {
    let classy = """
      import { perform, hasCapability } from "./client";
      class Service {
        supports(name: string) { return hasCapability(name); }
        lax(name: string) { return true; }
        archive(id: string) { BODY }
      }
      const service = new Service();
      export function onSwipe(id: string) { service.archive(id); }
      """
    let literal = """
      import { perform, hasCapability } from "./client";
      const service = {
        supports(name: string) { return hasCapability(name); },
        lax(name: string) { return true; },
        archive(id: string) { BODY },
      };
      export function onSwipe(id: string) { service.archive(id); }
      """
    let send = #"perform({ kind: "task.archive", id })"#
    let checked = #"if (this.supports("tempo.task-archive")) \#(send);"#
    for source in [classy, literal] {
      #expect(try gate(source.replacing("BODY", with: checked)) == [])
      #expect(
        try gate(source.replacing("BODY", with: "setTimeout(() => { \(checked) });")) == [])
      #expect(
        try gate(source.replacing("BODY", with: checked.replacing("supports", with: "lax")))
          == archiveOn70)
      #expect(
        try gate(source.replacing("BODY", with: "setTimeout(function () { \(checked) });"))
          == archiveOn70)
    }
    let extended =
      classy.replacing("BODY", with: checked)
      + "class Lax extends Service { supports(name: string) { return true; } }\n"
    #expect(try gate(extended) == archiveOn70)
    let overwritten =
      literal.replacing("BODY", with: checked) + "service.supports = (name: string) => true;\n"
    #expect(try gate(overwritten) == archiveOn70)
  }

  /// A use inside a method of a service object the file declares stands where the method is
  /// called (`tasks.archive(id)`, `this.archive(id)` in the class, the object passed on whole),
  /// in an object it holds too (`api.tasks.archive(id)`, `register(api.tasks)`),
  /// and a method that sends what it is given is judged at each call, as a function is; a
  /// class read other than to make its instances (exported, extended) has callers the file does
  /// not show, and its methods' uses stand where written.
  @Test func aMethodOfAServiceObjectStandsAtItsCalls() throws {
    let send = #"sendMessage({ type: "tempo.perform", data: { kind: "task.archive", id } });"#
    let wrap = #"sendMessage({ type: "tempo.perform", data: action });"#
    let source = """
      import { sendMessage } from "expo-brownfield";
      import { hasCapability, perform } from "./client";
      SERVICE
      // The client's wrapper, called: its send is judged here, not left unknown.
      perform({ kind: "task.create", title: "" });
      declare function register(value: unknown): void;
      export function onSwipe(id: string) {
        if (hasCapability("tempo.task-archive")) {
          INSIDE
        }
        OUTSIDE
      }
      """
    let archiving = "class Tasks { archive(id: string) { \(send) } }\nconst tasks = new Tasks();"
    let api = "const api = { archive(id: string) { \(send) } };"
    // (`archive` of the outer object is another method: `this` in `tasks` is `tasks`.)
    let nested = """
      const api = {
        version: 1,
        archive() {},
        tasks: { archive(id: string) { \(send) } },
      };
      """
    let calling = nested.replacing(
      "} },", with: "}, later(id: string) { this.archive(id); } },")
    let variants = [
      (archiving, "tasks.archive(id);"),
      (
        "class Tasks { perform = (action: { kind: string }) => { \(wrap) }; }\nconst tasks = new Tasks();",
        #"tasks.perform({ kind: "task.archive", id });"#
      ),
      (
        """
        class Tasks {
          archive(id: string) { \(send) }
          later(id: string) { setTimeout(() => this.archive(id), 10); }
        }
        const tasks = new Tasks();
        """, "tasks.later(id);"
      ),
      ("class Tasks { static archive(id: string) { \(send) } }", "Tasks.archive(id);"),
      (api, "api.archive(id);"),
      (api, "api?.archive(id);"),
      (
        "const api = { send: (action: { kind: string }) => { \(wrap) } };",
        #"api.send({ kind: "task.archive", id });"#
      ),
      (api, "register(api);"),
      (api, "const { archive } = api; archive(id);"),
      // In an object the service object holds: called by its path, passed on, or through
      // `this` in its own methods.
      (nested, "api.tasks.archive(id);"),
      (nested, "api?.tasks?.archive(id);"),
      (nested, "register(api.tasks);"),
      (calling, "api.tasks.later(id);"),
      (
        "const api = { tasks: { send: (action: { kind: string }) => { \(wrap) } } };",
        #"api.tasks.send({ kind: "task.archive", id });"#
      ),
    ]
    for (service, call) in variants {
      let defined = source.replacing("SERVICE", with: service)
      #expect(
        try gate(defined.replacing("INSIDE", with: call).replacing("OUTSIDE", with: "")) == [],
        "\(call)")
      #expect(
        try gate(defined.replacing("INSIDE", with: "").replacing("OUTSIDE", with: call))
          == archiveOn70, "outside: \(call)")
    }
    // Called behind the check, and by name through `this` unchecked: a use there too.
    for dynamic in [
      "run(name: string) { (this as any)[name](\"x\"); }",
      "run(name: string) { const self = this; self.archive(name); }",
    ] {
      let service =
        "class Tasks {\n  archive(id: string) { \(send) }\n  \(dynamic)\n}\nconst tasks = new Tasks();"
      let defined = source.replacing("SERVICE", with: service)
      #expect(
        try gate(
          defined.replacing("INSIDE", with: "tasks.archive(id);").replacing(
            "OUTSIDE", with: "tasks.run(\"archive\");"))
          == archiveOn70, "\(dynamic)")
    }
    // A class read for a static member too: its instances' methods are still all seen.
    let statics = source.replacing(
      "SERVICE",
      with:
        "class Tasks {\n  static label = \"tasks\";\n  archive(id: string) { \(send) }\n}\nconst tasks = new Tasks();\nconsole.log(Tasks.label);"
    )
    #expect(
      try gate(
        statics.replacing("INSIDE", with: "tasks.archive(id);").replacing("OUTSIDE", with: ""))
        == [])
    // Called behind the check, but the class is exported, extended or its prototype written:
    // other code may call it.
    for more in [
      "export { Tasks };", "class Later extends Tasks {}",
      "Tasks.prototype.archive = function (id: string) {};",
    ] {
      let defined = source.replacing("SERVICE", with: archiving + "\n" + more)
      #expect(
        try gate(
          defined.replacing("INSIDE", with: "tasks.archive(id);").replacing("OUTSIDE", with: ""))
          == archiveOn70, "\(more)")
    }
  }

  /// A method of a service object another file exports stands where the importing files call
  /// it — imported by name, renamed, as a default export (a binding's, or `export default new
  /// Tasks()`, `export default { … }`), through a barrel, in an object it holds
  /// (`bridge.tasks.archive`) — and a method that
  /// sends what it is given is judged there; a reader that passes the object on whole, or takes
  /// a method out of it, is a place it may be called from; one reading it through a namespace
  /// import is not followed, and the use stands where written.
  @Test func aMethodOfAnImportedServiceObject() throws {
    let send = #"sendMessage({ type: "tempo.perform", data: { kind: "task.archive", id } });"#
    let files = [
      "service.ts": """
      import { sendMessage } from "expo-brownfield";
      class Tasks { archive(id: string) { \(send) } }
      export const tasks = new Tasks();
      export default tasks;
      """,
      "api.ts": """
      import { sendMessage } from "expo-brownfield";
      export const api = { archive(id: string) { \(send) } };
      """,
      "nested.ts": """
      import { sendMessage } from "expo-brownfield";
      export const bridge = { version: 1, tasks: { archive(id: string) { \(send) } } };
      """,
      "sender.ts": """
      import { sendMessage } from "expo-brownfield";
      export const sender = {
        perform(action: { kind: string }) { sendMessage({ type: "tempo.perform", data: action }); },
      };
      """,
      "barrel.ts": #"export { tasks } from "./service";"#,
      "relay.ts": """
      import { api } from "./api";
      export const relay = { archive(id: string) { api.archive(id); } };
      """,
      "single.ts": """
      import { sendMessage } from "expo-brownfield";
      import { hasCapability } from "./client";
      class Tasks {
        supports(name: string) { return hasCapability(name); }
        archive(id: string) { \(send) }
      }
      export default new Tasks();
      """,
      "plain.ts": """
      import { sendMessage } from "expo-brownfield";
      export default { archive(id: string) { \(send) } };
      """,
      "frozen.ts": """
      import { sendMessage } from "expo-brownfield";
      export default Object.freeze({ archive(id: string) { \(send) } });
      """,
    ]
    let source = """
      import { hasCapability, perform } from "./client";
      IMPORT
      // The client's wrapper, called: its send is judged here, not left unknown.
      perform({ kind: "task.create", title: "" });
      export function onSwipe(id: string) {
        if (hasCapability("tempo.task-archive")) {
          INSIDE
        }
        OUTSIDE
      }
      """
    let variants = [
      (#"import { tasks } from "./service";"#, "tasks.archive(id);"),
      (#"import { tasks as t } from "./service";"#, "t.archive(id);"),
      (#"import Tasks from "./service";"#, "Tasks.archive(id);"),
      (#"import { api } from "./api";"#, "api.archive(id);"),
      (#"import { bridge } from "./nested";"#, "bridge.tasks.archive(id);"),
      (#"import { bridge as b } from "./nested";"#, "const { tasks } = b; tasks.archive(id);"),
      (#"import { tasks } from "./barrel";"#, "tasks?.archive(id);"),
      // A method calling another file's: what it holds is the other's.
      (#"import { relay } from "./relay";"#, "relay.archive(id);"),
      (#"import { sender } from "./sender";"#, #"sender.perform({ kind: "task.archive", id });"#),
      (#"import single from "./single";"#, "single.archive(id);"),
      (#"import plain from "./plain";"#, "plain.archive(id);"),
      (#"import frozen from "./frozen";"#, "frozen.archive(id);"),
    ]
    for (imports, call) in variants {
      let reader = source.replacing("IMPORT", with: imports)
      #expect(
        try gate(reader.replacing("INSIDE", with: call).replacing("OUTSIDE", with: ""), files)
          == [], "\(call)")
      #expect(
        try gate(reader.replacing("INSIDE", with: "").replacing("OUTSIDE", with: call), files)
          == archiveOn70, "outside: \(call)")
    }
    // Called behind the check here, and elsewhere given on whole or taken out unchecked.
    let guarded = source.replacing(
      "IMPORT", with: "import { tasks } from \"./service\";\nimport \"./other\";"
    )
    .replacing("INSIDE", with: "tasks.archive(id);").replacing("OUTSIDE", with: "")
    for other in [
      "declare function register(value: unknown): void;\nregister(tasks);",
      "const { archive } = tasks;\narchive(\"a\");",
    ] {
      let more = files.merging(
        ["other.ts": #"import { tasks } from "./service";"# + "\n" + other],
        uniquingKeysWith: { $1 })
      #expect(try gate(guarded, more) == archiveOn70, "\(other)")
    }
    // The default export's own check method guards its own send.
    let checkedBySingle = """
      import { perform } from "./client";
      import single from "./single";
      perform({ kind: "task.create", title: "" });
      export function onSwipe(id: string) {
        if (single.supports("tempo.task-archive")) single.archive(id);
      }
      """
    #expect(try gate(checkedBySingle, files) == [])
    // The default export is what a method of the instance returns, not the instance.
    let built = files.merging(
      [
        "single.ts": files["single.ts"]!.replacing(
          "export default new Tasks();",
          with: "class Lax { supports(name: string) { return true; } }\n"
            + "export default new Tasks().lax();"
        )
        .replacing(
          "archive(id: string) {", with: "lax() { return new Lax(); }\n  archive(id: string) {")
      ], uniquingKeysWith: { $1 })
    let checkedByBuilt = checkedBySingle.replacing(
      "single.archive(id);", with: #"perform({ kind: "task.archive", id });"#)
    // Its check proves nothing (the send beside it refuses), and the instance's `archive`,
    // which nothing calls, stands where written.
    #expect(try gate(checkedByBuilt, built) == archiveOn70 + archiveOn70)
    // Read through a namespace import: not followed, the use stands in the method.
    let namespaced = source.replacing("IMPORT", with: #"import * as Service from "./service";"#)
      .replacing("INSIDE", with: "Service.tasks.archive(id);").replacing("OUTSIDE", with: "")
    #expect(try gate(namespaced, files) == archiveOn70)
  }

  /// A native module a service object's method dereferences is used where the method is
  /// called: behind a test of the module there, it is checked; called unchecked, it refuses
  /// there — not at the method, for every call.
  @Test func aModuleUsedInAServiceObjectsMethod() throws {
    let files = [
      "haptics.js": """
      import { NativeModules } from "react-native";
      const { ExpoHaptics } = NativeModules;
      const haptics = {
        tap() { ExpoHaptics.impactAsync("light"); },
      };
      export default haptics;
      """
    ]
    let source = """
      import { NativeModules } from "react-native";
      import haptics from "./haptics";
      import { perform } from "./client";
      perform({ kind: "task.create", title: "" });
      export function onPress() {
        CALL
      }
      """
    #expect(
      try gate(
        source.replacing("CALL", with: "if (NativeModules.ExpoHaptics) haptics.tap();"), files)
        == [])
    #expect(try gate(source.replacing("CALL", with: "haptics.tap();"), files) == hapticsOn70And71)
  }

  /// A method of a service object that runs its callback only under a check guards what it is
  /// given, as a function does: an object literal's, a class instance's or a class's static
  /// method, in the file or imported (by name, or as a namespace's function); one that also
  /// runs it unchecked guards nothing.
  @Test func aGuardingMethodOfAServiceObject() throws {
    let gates = """
      import { hasCapability } from "./client";
      export const gates = {
        when(name: string, run: () => void) { if (hasCapability(name)) run(); },
        loose(name: string, run: () => void) { if (hasCapability(name)) run(); else run(); },
      };
      class Gate {
        when(name: string, run: () => void) { if (hasCapability(name)) run(); }
        static when(name: string, run: () => void) { if (hasCapability(name)) run(); }
      }
      export const gate = new Gate();
      export { Gate };
      export function when(name: string, run: () => void) { if (hasCapability(name)) run(); }
      """
    let reader = """
      import { perform } from "./client";
      import { gates, gate, Gate } from "./gates";
      import * as Gates from "./gates";
      export function onSwipe(id: string) {
        CALL("tempo.task-archive", () => perform({ kind: "task.archive", id }));
      }
      """
    let here = reader.replacing(#"import { gates, gate, Gate } from "./gates";"#, with: "")
      .replacing(#"import * as Gates from "./gates";"#, with: "")
      .replacing(
        #"import { perform } from "./client";"#,
        with: gates + "import { perform } from \"./client\";"
      )
    for call in ["gates.when", "gate.when", "Gate.when", "Gates.when"] {
      #expect(try gate(reader.replacing("CALL", with: call), ["gates.ts": gates]) == [], "\(call)")
      let local = here.replacing("CALL", with: call.replacing("Gates.", with: ""))
      #expect(try gate(local) == [], "here: \(call)")
    }
    #expect(
      try gate(reader.replacing("CALL", with: "gates.loose"), ["gates.ts": gates]) == archiveOn70)
    #expect(try gate(here.replacing("CALL", with: "gates.loose")) == archiveOn70)
  }

  /// A module's functions read through a namespace import (`import * as Tasks`) stand where
  /// `Tasks.archive(id)` calls them, and a wrapper read so (`Client.perform(action)`) is judged
  /// at each call: behind the check it publishes, outside it refuses on 7.0, once for each.
  @Test func aFunctionOfANamespaceImport() throws {
    let tasks = """
      import { perform } from "./client";
      export function archive(id: string) { perform({ kind: "task.archive", id }); }
      """
    let source = """
      import * as Tasks from "./tasks";
      import * as Client from "./client";
      export function Row({ id }: { id: string }) {
        return (
          <Button
            onPress={() => {
              if (FLAG) {
                Tasks.archive(id);
                Client.perform({ kind: "task.archive", id });
              }
            }}
          />
        );
      }
      declare function Button(props: { onPress: () => void }): null;
      """
    let safe = source.replacing("FLAG", with: #"Client.hasCapability("tempo.task-archive")"#)
    #expect(try gate(safe, ["tasks.ts": tasks]) == [])
    #expect(
      try gate(source.replacing("FLAG", with: "id"), ["tasks.ts": tasks])
        == archiveOn70 + archiveOn70)
  }

  /// A method whose result is a check (`caps.canArchive()`), of an object literal (a method or
  /// an arrow), of a class's instance or its statics, or of the object a file exports by
  /// default — in the file or imported — is that check where called. Negated, proving another
  /// capability, or written over (by name, in the file or the one importing it; or through
  /// `Object.assign`), it guards nothing.
  @Test func aMethodWhoseResultIsACheck() throws {
    let check = #"hasCapability("tempo.task-archive")"#
    let objects: [(export: String, text: String)] = [
      ("caps", "export const caps = { canArchive() { return \(check); } };"),
      ("caps", "export const caps = { canArchive: () => \(check) };"),
      ("caps", "class Caps { canArchive() { return \(check); } }\nexport const caps = new Caps();"),
      ("Caps", "export class Caps { static canArchive() { return \(check); } }"),
      ("default", "export default { canArchive() { return \(check); } };"),
    ]
    let source = """
      import { perform } from "./client";
      IMPORT
      export function run(id: string) {
        WRITE
        if (HOLDER.canArchive()) perform({ kind: "task.archive", id });
      }
      """
    func gated(
      _ object: (export: String, text: String), inFile: Bool, write: String = "",
      check: String = #""tempo.task-archive""#
    ) throws -> [String] {
      let text = object.text.replacing(#""tempo.task-archive""#, with: check)
      let holder = object.export == "default" ? "caps" : object.export
      let screen = source.replacing("HOLDER", with: holder)
        .replacing("WRITE", with: write.replacing("HOLDER", with: holder))
      if inFile {
        let own = text.replacing("export default", with: "const caps =")
          .replacing("export ", with: "")
        return try gate(
          screen.replacing(
            "IMPORT", with: #"import { hasCapability } from "./client";"# + "\n" + own))
      }
      let imports =
        object.export == "default"
        ? #"import caps from "./caps";"# : "import { \(holder) } from \"./caps\";"
      return try gate(
        screen.replacing("IMPORT", with: imports),
        ["caps.ts": #"import { hasCapability } from "./client";"# + "\n" + text])
    }
    for object in objects {
      for inFile in [false, true] {
        #expect(try gated(object, inFile: inFile) == [], "\(object.text) \(inFile)")
        #expect(
          try gated(object, inFile: inFile, check: #""tempo.task-due-dates""#) == archiveOn70,
          "\(object.text) \(inFile)")
        #expect(
          try gated(object, inFile: inFile, write: "HOLDER.canArchive = () => true;")
            == archiveOn70, "\(object.text) \(inFile)")
      }
    }
    #expect(
      try gated(
        objects[0], inFile: true, write: "Object.assign(HOLDER, { canArchive: () => true });")
        == archiveOn70)
    // So where the file exporting it gives it whole to other code.
    let assigned = (
      export: "caps", text: objects[0].text + "\nObject.assign(caps, { canArchive: () => true });"
    )
    #expect(try gated(assigned, inFile: false) == archiveOn70)
  }

  /// A class's getter whose result is a check (`get canArchive() { return has(C); }`) — of an
  /// instance, of the class itself (`static get`, a class also made instances of), of an
  /// instance exported by default — is that check where read, in the file or imported; one
  /// negated (`get isLegacy()`, or a method's `isOldShell()`) proves it where falsy. A method
  /// read without its call is a function, truthy whatever it returns; a getter proving another
  /// capability guards nothing.
  @Test(arguments: [false, true])
  func aClassGetterWhoseResultIsACheck(inFile: Bool) throws {
    let bridge = """
      import { hasCapability } from "./client";
      class Bridge {
        get canArchive() { return hasCapability("CAPABILITY"); }
        get isLegacy() { return !hasCapability("CAPABILITY"); }
        static get supported() { return hasCapability("CAPABILITY"); }
        canArchiveNow() { return hasCapability("CAPABILITY"); }
        isOldShell() { return !hasCapability("CAPABILITY"); }
      }
      export const bridge = new Bridge();
      export default new Bridge();
      export { Bridge };
      """
    let source = """
      import { perform } from "./client";
      IMPORT
      export function run(id: string) {
        TEST
        perform({ kind: "task.archive", id });
      }
      """
    func gated(_ test: String, capability: String = "tempo.task-archive") throws -> [String] {
      let bridge = bridge.replacing("CAPABILITY", with: capability)
      let screen = source.replacing("TEST", with: test)
      guard inFile else {
        return try gate(
          screen.replacing(
            "IMPORT", with: #"import main, { bridge, Bridge } from "./bridge";"#),
          ["bridge.ts": bridge])
      }
      let own = bridge.replacing("export default", with: "const main =")
        .replacing("export { Bridge };", with: "").replacing("export ", with: "")
      return try gate(screen.replacing("IMPORT", with: own))
    }
    for holder in ["bridge", "main"] {
      #expect(try gated("if (!\(holder).canArchive) return;") == [], "\(holder)")
      #expect(try gated("if (\(holder).isLegacy) return;") == [], "\(holder)")
      #expect(try gated("if (!\(holder).isLegacy) return;") == archiveOn70, "\(holder)")
      #expect(try gated("if (\(holder).isOldShell()) return;") == [], "\(holder)")
      #expect(try gated("if (!\(holder).isOldShell()) return;") == archiveOn70, "\(holder)")
      #expect(try gated("if (!\(holder).canArchiveNow) return;") == archiveOn70, "\(holder)")
      #expect(
        try gated("if (!\(holder).canArchive) return;", capability: "tempo.task-due-dates")
          == archiveOn70, "\(holder)")
    }
    #expect(try gated("if (!Bridge.supported) return;") == [])
    #expect(try gated("if (!Bridge.canArchive) return;") == archiveOn70)
  }

  /// In a class's own methods, `this.canArchive` (its getter) and `this.canArchiveNow()` (its
  /// method) are the checks they return — where no subclass may override them: not where the
  /// class is exported or extended, nor through a `function`'s own `this`.
  @Test(arguments: ["this.canArchive", "this.canArchiveNow()"])
  func aClassReadingItsOwnCheck(_ read: String) throws {
    let source = """
      import { perform, hasCapability } from "./client";
      EXPORTclass Bridge {
        get canArchive() { return hasCapability("CAPABILITY"); }
        canArchiveNow() { return hasCapability("CAPABILITY"); }
        archive(id: string) { if (READ) perform({ kind: "task.archive", id }); }
      }
      EXTRA
      export const bridge = new Bridge();
      """
    func gated(
      export: String = "", capability: String = "tempo.task-archive", read: String = read,
      extra: String = ""
    ) throws -> [String] {
      try gate(
        source.replacing("EXPORT", with: export).replacing("CAPABILITY", with: capability)
          .replacing("READ", with: read).replacing("EXTRA", with: extra))
    }
    #expect(try gated() == [])
    #expect(try gated(capability: "tempo.task-due-dates") == archiveOn70)
    #expect(try gated(export: "export ") == archiveOn70)
    #expect(
      try gated(extra: "class Legacy extends Bridge {}\nexport const legacy = new Legacy();")
        == archiveOn70)
    #expect(
      try gated(read: "(function (this: Bridge) { return \(read); }).call(this)") == archiveOn70)
  }

  /// An object a module's file exports, whose method tests the module (`isAvailable: () =>
  /// native != null`) beside one that uses it (`impact`): the test is that module's check where
  /// called, and guards the use; a test true where the module is missing guards nothing.
  @Test func anObjectsMethodTestingAnOptionalModule() throws {
    let haptics = """
      import { requireOptionalNativeModule } from "expo-modules-core";
      const native = requireOptionalNativeModule<{ impact(): void }>("ExpoHaptics");
      export default OBJECT;
      """
    let source = """
      import Haptics from "./haptics";
      export function buzz() {
        USE
      }
      """
    let objects = [
      "{ isAvailable: () => TEST, impact: () => native!.impact() }",
      "{ isAvailable() { return TEST; }, impact() { native!.impact(); } }",
    ]
    for object in objects {
      func gated(_ test: String, _ use: String) throws -> [String] {
        try gate(
          source.replacing("USE", with: use),
          [
            "haptics.ts": haptics.replacing(
              "OBJECT", with: object.replacing("TEST", with: test))
          ])
      }
      let guarded = "if (Haptics.isAvailable()) Haptics.impact();"
      #expect(try gated("native != null", guarded) == [], "\(object)")
      #expect(try gated("native != null", "Haptics.impact();") == hapticsOn70And71, "\(object)")
      #expect(try gated("native == null", guarded) == hapticsOn70And71, "\(object)")
    }
  }

  /// A method a class inherits from a class of the file that only its subclasses read runs on
  /// their instances: `this.send(…)` in a subclass (or in the base's own code, or two classes
  /// down) and `super.send(…)` call the base's `send`, judged by what each call gives — behind
  /// the check, the send publishes; without it, it refuses on 7.0. Where another class
  /// inherits the method too and its instances are not followed (made inline), or the base's
  /// own code gives it a value not known, the method is called with what the analysis cannot
  /// see: a dynamic use.
  @Test func aMethodAClassInheritsRunsOnItsSubclassesInstances() throws {
    let source = """
      import { perform, hasCapability } from "./client";
      class Base {
        send(action: { kind: string }) { perform(action); }
        archiveHere(id: string) { if (CHECK) this.send({ kind: "task.archive", id }); }
      }
      class Screen extends Base {
        archive(id: string) { if (CHECK) this.send({ kind: "task.archive", id }); }
        archiveAbove(id: string) { if (CHECK) super.send({ kind: "task.archive", id }); }
      }
      class Deeper extends Screen {}
      class Quiet extends Base {
        send(action: { kind: string }) { console.log(action); }
        archive(id: string) { if (CHECK) super.send({ kind: "task.archive", id }); }
      }
      const deeper = new Deeper();
      const quiet = new Quiet();
      export function onSwipe(id: string) {
        deeper.archive(id); deeper.archiveAbove(id); deeper.archiveHere(id); quiet.archive(id);
        OTHER
      }
      """
    func gated(_ check: String, _ other: String = "") throws -> [String] {
      try gate(
        source.replacing("CHECK", with: check).replacing("OTHER", with: other))
    }
    let check = #"hasCapability("tempo.task-archive")"#
    #expect(try gated(check) == [])
    #expect(try gated("id") == Array(repeating: archiveOn70[0], count: 4))
    let unknown = [#"unknown-sent-value - ["7.0", "7.1"]"#]
    #expect(try gated(check, "class Other extends Base {} new Other().send(remote());") == unknown)
    #expect(try gated(check, "deeper.send(remote());") == unknown)
  }
}
