import BridgeDiagnostics
import Foundation
import TestSupport
import Testing

@testable import ContentScan

/// What a scan reads of a package: the files its entries reach, as Metro resolves them for iOS
/// (CONTENT-ANALYSIS.md, "What is read: the bundle, not the folder").
struct ModuleGraphTests {
  /// A project written to a temporary folder: each path with its text.
  final class Project {
    let root: String

    init(_ files: [String: String]) throws {
      root = NSTemporaryDirectory() + "bridgecheck-graph-" + UUID().uuidString
      for (path, text) in files {
        let full = root + "/" + path
        try FileManager.default.createDirectory(
          atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try CheckFunctions.appended(to: text, path: path).write(
          toFile: full, atomically: true, encoding: .utf8)
      }
    }

    /// A symbolic link at `path` to `target` (relative to the link), as package managers make
    /// for workspaces.
    func link(_ path: String, to target: String) throws {
      let full = root + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: target)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Scans the project (or `folder` in it): the files read (below the root, sorted), the
    /// count not reached, the packages missing and the diagnostics' ids.
    func scan(_ folder: String = "", options: ScanOptions = ScanOptions()) -> (
      read: [String], notReached: Int, missing: [String], diagnostics: [String]
    ) {
      let input = folder.isEmpty ? root : root + "/" + folder
      let report = ContentScanner.scan([input], contract: exampleContract, options: options)
      let read = report.files.map { file in
        file.displayPath.hasPrefix(root + "/")
          ? String(file.displayPath.dropFirst(root.count + 1)) : file.displayPath
      }
      return (
        read.sorted(), report.filesNotReached, report.missingPackages,
        report.diagnostics.map(\.id)
      )
    }
  }

  @Test func mainAndItsImportsAreReadTestsAndStoriesAreNot() throws {
    let project = try Project([
      "package.json": #"{ "main": "index.js" }"#,
      "index.js": #"import App from "./src/App"; require("./src/setup");"#,
      "src/App.tsx":
        #"import { send } from "./bridge"; import type { T } from "./types"; export default 1"#,
      "src/bridge.ts": #"export const send = () => "tempo.perform""#,
      "src/setup.js": "export {}",
      "src/types.ts": "export type T = string",
      "src/App.test.tsx": #"import App from "./App""#,
      "src/App.stories.tsx": #"import App from "./App""#,
      "scripts/release.js": "console.log(1)",
    ])
    let scan = project.scan()
    #expect(scan.read == ["index.js", "src/App.tsx", "src/bridge.ts", "src/setup.js"])
    #expect(scan.notReached == 4)
    #expect(scan.diagnostics == [])
  }

  /// Without `main`, `index.*` is the entry; `--all-files` reads every file as before.
  @Test func indexIsTheEntryWithoutMainAndAllFilesReadsEverything() throws {
    let project = try Project([
      "package.json": #"{ "name": "app" }"#,
      "index.ts": #"import "./a""#,
      "a.ts": "export {}",
      "b.ts": "export {}",
    ])
    #expect(project.scan().read == ["a.ts", "index.ts"])
    var options = ScanOptions()
    options.allFiles = true
    #expect(project.scan(options: options).read == ["a.ts", "b.ts", "index.ts"])
    #expect(project.scan(options: options).notReached == 0)
  }

  /// A `main` that names build output: a warning, and every source file is an entry.
  @Test func anEntryThatIsNotThereReadsEveryFile() throws {
    let project = try Project([
      "package.json": #"{ "main": "lib/index.js" }"#,
      "src/a.ts": "export {}",
      "src/b.ts": "export {}",
    ])
    let scan = project.scan()
    #expect(scan.read == ["src/a.ts", "src/b.ts"])
    #expect(scan.diagnostics == ["entry-not-found"])
  }

  /// `expo-router/entry`: every route under `app/`, but API routes, `+html` and web-only files.
  @Test func expoRouterRoutesAreEntries() throws {
    let project = try Project([
      "package.json": #"{ "main": "expo-router/entry" }"#,
      "app/index.tsx": #"import { x } from "../lib/x""#,
      "app/(tabs)/settings.tsx": "export default 1",
      "app/+html.tsx": "export default 1",
      "app/api/hello+api.ts": "export default 1",
      "app/about.web.tsx": "export default 1",
      "lib/x.ts": "export const x = 1",
      "lib/unused.ts": "export {}",
    ])
    #expect(project.scan().read == ["app/(tabs)/settings.tsx", "app/index.tsx", "lib/x.ts"])
  }

  /// For each extension, `.ios.EXT` before `.native.EXT` before `.EXT`, then `index`.
  @Test func platformExtensionsAndIndexFilesResolveAsMetroDoes() throws {
    let project = try Project([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": #"import "./a"; import "./b"; import "./c"; import "./d""#,
      "a.ios.ts": "", "a.native.ts": "", "a.ts": "", "a.android.ts": "",
      "b.native.tsx": "", "b.tsx": "",
      "c.js": "", "c.ts": "",
      "d/index.tsx": "",
    ])
    #expect(project.scan().read == ["a.ios.ts", "b.native.tsx", "c.ts", "d/index.tsx", "index.ts"])
  }

  /// A package in `node_modules` is read like other files (its lookup found), through `exports`
  /// with the `react-native` condition; a package that is not installed is listed.
  @Test func installedPackagesAreReadThroughExports() throws {
    let project = try Project([
      "package.json": #"{ "main": "index.js" }"#,
      "index.js": #"import "haptics-kit"; import "haptics-kit/extra"; import "not-installed/sub""#,
      "node_modules/haptics-kit/package.json": """
      { "main": "lib/node.js",
        "exports": { ".": { "react-native": "./src/index.ts", "default": "./lib/node.js" },
                     "./*": "./src/*.ts" } }
      """,
      "node_modules/haptics-kit/src/index.ts":
        #"export const m = requireNativeModule("ExpoHaptics")"#,
      "node_modules/haptics-kit/src/extra.ts": "export {}",
      "node_modules/haptics-kit/lib/node.js": "",
    ])
    let scan = project.scan()
    #expect(
      scan.read == [
        "index.js", "node_modules/haptics-kit/src/extra.ts",
        "node_modules/haptics-kit/src/index.ts",
      ])
    #expect(scan.missing == ["not-installed"])
    let report = ContentScanner.scan([project.root], contract: exampleContract)
    #expect(report.uses.map(\.name) == ["ExpoHaptics"])
    // Counted apart (`files.packagesRead`).
    #expect((report.filesScanned, report.packageFilesScanned) == (3, 2))
  }

  /// `tsconfig.json` `paths` and `baseUrl`.
  @Test func tsconfigPathsAreAliases() throws {
    let project = try Project([
      "package.json": #"{ "main": "src/index.ts" }"#,
      "tsconfig.json": #"{ "compilerOptions": { "baseUrl": ".", "paths": { "@/*": ["src/*"] } } }"#,
      "src/index.ts": #"import "@/feature/a"; import "src/feature/b""#,
      "src/feature/a.ts": "", "src/feature/b.ts": "",
    ])
    #expect(project.scan().read == ["src/feature/a.ts", "src/feature/b.ts", "src/index.ts"])
  }

  /// A `paths` pattern mapping every name (iNaturalist's `"*": ["src/*"]`) maps what it can, and a
  /// name it maps to no file is still a package, as TypeScript and Expo's Metro fall back to:
  /// provided (`react`), installed, or declared and missing (`lodash`); one nothing declares is
  /// the alias's, naming no file (a warning, every file read).
  @Test func aPathsPatternForEveryNameFallsBackToPackages() throws {
    let files = [
      "package.json": #"{ "main": "src/index.ts", "dependencies": { "lodash": "1" } }"#,
      "tsconfig.json": #"{ "compilerOptions": { "baseUrl": ".", "paths": { "*": ["src/*"] } } }"#,
      "src/index.ts": #"import React from "react"; import "lodash"; import "components/a""#,
      "src/components/a.ts": "", "src/unused.ts": "",
    ]
    let packages = try Project(files).scan()
    #expect(packages.read == ["src/components/a.ts", "src/index.ts"])
    #expect((packages.missing, packages.diagnostics) == (["lodash"], []))
    let alias = try Project(
      files.merging(["src/index.ts": #"import "components/a"; import "screens/home""#]) { $1 }
    ).scan()
    #expect(alias.read == ["src/components/a.ts", "src/index.ts", "src/unused.ts"])
    #expect((alias.missing, alias.diagnostics) == ([], ["unresolved-import"]))
  }

  /// A package that is not installed is listed (the contract's `module … from` speaks for it);
  /// one no `package.json` above the importer depends on may as well be an alias nothing maps
  /// (a bundler's, `@screens/home`): a warning at its first import (one a name), and every
  /// file read in case it is bundled.
  @Test func aMissingPackageNoManifestDeclaresMayBeAnAlias() throws {
    let files = [
      "index.ts":
        #"import "./a"; import "@screens/home"; import "expo-haptics"; import "node:path"; import "fs""#,
      "a.ts": #"import "@screens/home""#,
      "screens/home.ts": "",
    ]
    let declared = try Project(
      files.merging([
        "package.json":
          #"{ "main": "index.ts", "dependencies": { "@screens/home": "1", "expo-haptics": "1" } }"#
      ]) { $1 })
    let listed = declared.scan()
    #expect(listed.read == ["a.ts", "index.ts"])
    #expect(
      (listed.missing, listed.diagnostics)
        == (["@screens/home", "expo-haptics", "fs", "node:path"], []))
    let undeclared = try Project(
      files.merging([
        "package.json": #"{ "main": "index.ts", "devDependencies": { "expo-haptics": "1" } }"#
      ]) { $1 })
    let warned = undeclared.scan()
    #expect(warned.read == ["a.ts", "index.ts", "screens/home.ts"])
    #expect(
      (warned.missing, warned.diagnostics)
        == (["@screens/home", "expo-haptics", "fs", "node:path"], ["unresolved-import"]))
  }

  /// `babel-plugin-module-resolver`'s `alias` and `root` in the project's Babel configuration,
  /// as Metro applies them before it resolves: a name and what follows it (`@screens/home`), a
  /// pattern (`^~(.+)`), another package's name, a folder a bare specifier is looked up in;
  /// read from `babel.config.js` without running it, and from a JSON `.babelrc`. A value built
  /// at run time maps nothing: what it would map is unresolved, and said so.
  @Test func babelModuleResolverAliases() throws {
    let project = try Project([
      "package.json": #"{ "main": "index.js", "dependencies": { "lodash": "1" } }"#,
      "babel.config.js": #"""
      const path = require("path");
      module.exports = {
        presets: ["module:@react-native/babel-preset"],
        plugins: [
          ["module-resolver", {
            root: ["./src"],
            alias: {
              "@screens": "./app/screens",
              "^~(.+)": "./app/\\1",
              underscore: "lodash",
              "@dynamic": path.resolve(__dirname, "app"),
              "react-native": "./node_modules/react-native",
            },
          }],
        ],
      };
      """#,
      "index.js": """
      import "@screens/home"; import "~lib/util"; import "components/Button"; import "underscore";
      import "@dynamic/x"; import "react-native";
      """,
      "app/screens/home.js": "", "app/lib/util.js": "", "src/components/Button.js": "",
      "unused.js": "",
    ])
    let scan = project.scan()
    // `@dynamic/x` is unresolved: every file is read, in case it is bundled.
    #expect(
      scan.read == [
        "app/lib/util.js", "app/screens/home.js", "babel.config.js", "index.js",
        "src/components/Button.js", "unused.js",
      ])
    #expect(
      (scan.missing, scan.diagnostics) == (["@dynamic/x", "lodash", "path"], ["unresolved-import"]))
    let babelrc = try Project([
      "package.json": #"{ "main": "index.js" }"#,
      ".babelrc": #"{ "plugins": [["module-resolver", { "alias": { "@": "./src" } }]], }"#,
      "index.js": #"import "@/feature"; import "~/x""#, "src/feature.js": "", "unused.js": "",
    ])
    let read = babelrc.scan()
    #expect(read.read == ["index.js", "src/feature.js", "unused.js"])
    #expect((read.missing, read.diagnostics) == ([], ["unresolved-import"]))
    let mapped = try Project([
      "package.json": #"{ "main": "index.js" }"#,
      ".babelrc": #"{ "plugins": [["module-resolver", { "alias": { "@": "./src" } }]], }"#,
      "index.js": #"import "@/feature""#, "src/feature.js": "", "unused.js": "",
    ])
    let exact = mapped.scan()
    #expect(exact.read == ["index.js", "src/feature.js"])
    #expect((exact.notReached, exact.missing, exact.diagnostics) == (1, [], []))
  }

  /// Asset extensions a Metro configuration adds (jellyfin-expo's
  /// `config.resolver.assetExts.push("staticjs")`, or a list written as the option's value):
  /// a file of one is an asset, holding no code. One the configuration computes is not read:
  /// the file is an unresolved import (every file is read, in case).
  @Test func assetExtensionsAMetroConfigurationAdds() throws {
    let files = [
      "package.json": #"{ "main": "index.js" }"#,
      "index.js": #"require("./assets/player.staticjs"); require("./model.BIN");"#,
      "assets/player.staticjs": "not JavaScript {", "model.BIN": "", "unused.js": "",
    ]
    let added = try Project(
      files.merging([
        "metro.config.js": #"""
        const { getDefaultConfig } = require("expo/metro-config");
        const config = getDefaultConfig(__dirname);
        config.resolver.assetExts.push("staticjs");
        module.exports = {
          ...config,
          resolver: { ...config.resolver, assetExts: [...config.resolver.assetExts, "bin"] },
        };
        """#
      ]) { $1 })
    let read = added.scan()
    #expect(read.read == ["index.js"])
    #expect((read.notReached, read.missing, read.diagnostics) == (2, [], []))
    let json = try Project(
      files.merging([
        "metro.config.json": #"{ "resolver": { "assetExts": ["png", "staticjs", "bin"] } }"#
      ]) { $1 })
    #expect(json.scan().read == ["index.js"])
    let computed = try Project(
      files.merging([
        "metro.config.js": #"""
        const extra = ["staticjs", "bin"];
        module.exports = { resolver: { assetExts: extra.map((e) => e) } };
        """#
      ]) { $1 })
    // One that does not parse is said where it breaks, once; a file it might make an asset is
    // unresolved.
    let broken = try Project(
      files.merging(["metro.config.js": "module.exports = { resolver: ;"]) { $1 })
    let report = ContentScanner.scan([broken.root], contract: exampleContract)
    #expect(
      report.diagnostics.filter { $0.id == "configuration-unreadable" }.map {
        let at = $0.span!.file.location(of: $0.span!.start)
        return "\(at.line):\(at.column) \($0.message)"
      } == [
        "1:30 unexpected ';': the asset extensions 'metro.config.js' adds are not read, and a file of one is unresolved"
      ])
    #expect(report.diagnostics.map(\.id).filter { $0 == "unresolved-import" }.count == 2)
    let unresolved = computed.scan()
    #expect(unresolved.read == ["index.js", "metro.config.js", "unused.js"])
    #expect(
      (unresolved.missing, unresolved.diagnostics) == (
        [], ["unresolved-import", "unresolved-import"]
      ))
  }

  /// A `tsconfig.json` or Babel configuration that cannot be read is said, where it breaks, once:
  /// the aliases it would give are not followed, and what they would map is unresolved (so every
  /// file is read).
  @Test func anUnreadableConfigurationIsSaid() throws {
    let project = try Project([
      "package.json": #"{ "main": "index.ts" }"#,
      "tsconfig.json": #"{ "compilerOptions": { "paths": { "@/*": ["src/*"] } "#,
      ".babelrc": #"{ "plugins": [["module-resolver", { "alias": { "@x": } }]] }"#,
      "index.ts": #"import "@/a"; import "@/b""#, "src/a.ts": "", "src/b.ts": "",
    ])
    let scan = project.scan()
    #expect(scan.read == ["index.ts", "src/a.ts", "src/b.ts"])
    let report = ContentScanner.scan([project.root], contract: exampleContract)
    let said = report.diagnostics.map { diagnostic in
      let place = diagnostic.span.map { span in
        let at = span.file.location(of: span.start)
        return "\((span.file.path as NSString).lastPathComponent):\(at.line):\(at.column)"
      }
      return "\(place ?? "-") \(diagnostic.id): \(diagnostic.message)"
    }
    #expect(
      said.sorted() == [
        ".babelrc:1:54 configuration-unreadable: expected a JSON value, found '}': what '.babelrc' maps is not followed, and imports it would map are unresolved",
        "index.ts:1:22 unresolved-import: '@/b' names no file Metro would find; every file of its package is read in case it is bundled",
        "index.ts:1:8 unresolved-import: '@/a' names no file Metro would find; every file of its package is read in case it is bundled",
        "tsconfig.json:1:54 configuration-unreadable: expected ',' or '}', found the end of the input: what 'tsconfig.json' maps is not followed, and imports it would map are unresolved",
      ])
    // A request keeps only its offsets (the walk holds every file's requests): the file a
    // warning points into is read again to show its line.
    let unresolved = report.diagnostics.filter { $0.id == "unresolved-import" }
    #expect(
      unresolved.map { DiagnosticTextFormatter(colors: false).format($0) } == [
        "\(project.root)/index.ts:1:8: warning: '@/a' names no file Metro would find; every file of its package is read in case it is bundled [unresolved-import]\nimport \"@/a\"; import \"@/b\"\n       ^~~~~\n",
        "\(project.root)/index.ts:1:22: warning: '@/b' names no file Metro would find; every file of its package is read in case it is bundled [unresolved-import]\nimport \"@/a\"; import \"@/b\"\n                     ^~~~~\n",
      ])
  }

  /// `tsconfig.json` as TypeScript reads it: comments and trailing commas, `extends` of a file
  /// of the project and of a package's (`expo/tsconfig.base`), the file's own options over what
  /// it extends, and `paths` without `baseUrl` relative to the file that sets them. A name
  /// starting with `@` but no scope's slash (`@constants`) is an alias, never a package: when
  /// nothing maps it, it is unresolved.
  @Test func tsconfigWithCommentsAndExtends() throws {
    let project = try Project([
      "package.json": #"{ "main": "app/index.ts" }"#,
      "node_modules/expo/package.json": #"{ "name": "expo" }"#,
      "node_modules/expo/tsconfig.base.json": #"{ "compilerOptions": { "strict": true } }"#,
      "config/base.json": """
      {
        // aliases shared by the apps
        "compilerOptions": { "paths": { "@screens/*": ["../app/screens/*"] } },
      }
      """,
      "app/tsconfig.json": """
      {
        "extends": ["expo/tsconfig.base", "../config/base"],
        /* the app's own */
        "compilerOptions": { "baseUrl": "." },
      }
      """,
      "app/index.ts": #"import "lib/util"; import "@screens/home""#,
      "app/lib/util.ts": "", "app/screens/home.ts": "", "app/unused.ts": "",
    ])
    let scan = project.scan()
    #expect(scan.read == ["app/index.ts", "app/lib/util.ts", "app/screens/home.ts"])
    #expect((scan.notReached, scan.missing, scan.diagnostics) == (1, [], []))
    // Unmapped, `@constants` is unresolved: every file is read in case it is bundled.
    let unmapped = try Project([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": #"import "@constants""#, "unused.ts": "",
    ])
    let unresolved = unmapped.scan()
    #expect(unresolved.read == ["index.ts", "unused.ts"])
    #expect((unresolved.missing, unresolved.diagnostics) == ([], ["unresolved-import"]))
  }

  /// A workspace root's entries are its packages' (npm and yarn `workspaces`, pnpm's
  /// `pnpm-workspace.yaml`); one package imports another through the `node_modules` link.
  @Test(arguments: ["npm", "yarn", "pnpm"])
  func workspacePackagesAreEntries(_ manager: String) throws {
    let rootManifest =
      manager == "yarn"
      ? #"{ "private": true, "workspaces": { "packages": ["packages/*"] } }"#
      : manager == "npm" ? #"{ "private": true, "workspaces": ["packages/*"] }"# : "{}"
    var files = [
      "package.json": rootManifest,
      "packages/app/package.json": #"{ "name": "app", "main": "index.ts" }"#,
      "packages/app/index.ts": #"import { k } from "shared""#,
      "packages/app/index.test.ts": "",
      "packages/shared/package.json":
        #"{ "name": "shared", "main": "lib/index.js", "react-native": "src/index.ts" }"#,
      "packages/shared/src/index.ts": "export const k = 1",
      "packages/shared/src/unused.ts": "",
    ]
    if manager == "pnpm" { files["pnpm-workspace.yaml"] = "packages:\n  - \"packages/*\"\n" }
    let project = try Project(files)
    try project.link("packages/app/node_modules/shared", to: "../../shared")
    #expect(
      project.scan().read == [
        "packages/app/index.ts", "packages/shared/src/index.ts",
      ])
  }

  /// A relative import that names no file: a warning at it, and every file of the package is
  /// read in case it is bundled (the analysis reads more, never less).
  @Test func anUnresolvedImportReadsTheWholePackage() throws {
    let project = try Project([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": #"import "./missing""#,
      "other.ts": #"send("tempo.perform")"#,
    ])
    let scan = project.scan()
    #expect(scan.read == ["index.ts", "other.ts"])
    #expect(scan.diagnostics == ["unresolved-import"])
  }

  /// Images, fonts and style sheets are bundled as assets, never code: one that is missing (a
  /// checkout without its images) hides no use. An alias that maps to nothing is unresolved.
  /// A `require` or `import()` of a value is a warning, and every file its literal prefix's
  /// folder holds is read; without a relative prefix, the whole package. A `require` that is a
  /// binding of the file (a bundled module's parameter) is not Metro's.
  @Test func dynamicRequestsReadWhatTheyMayName() throws {
    let project = try Project([
      "package.json": #"{ "main": "index.js" }"#,
      "index.js": #"const screen = (name) => require(`./src/screens/${name}`); import "./src/own""#,
      "src/screens/Home.tsx": "export default 1",
      "src/screens/deep/Settings.tsx": "export default 2",
      "src/own.js": "export default function load(require, id) { return require(id) }",
      "src/other.ts": "export {}",
    ])
    let scan = project.scan()
    #expect(
      scan.read == [
        "index.js", "src/own.js", "src/screens/Home.tsx", "src/screens/deep/Settings.tsx",
      ])
    #expect(scan.notReached == 1)
    #expect(scan.diagnostics == ["unresolved-dynamic-import"])

    let unprefixed = try Project([
      "package.json": #"{ "main": "index.js" }"#,
      "index.js": "export const load = (name) => import(name)",
      "lib/a.js": "export {}",
      "lib/b.ts": "export {}",
    ])
    let whole = unprefixed.scan()
    #expect(whole.read == ["index.js", "lib/a.js", "lib/b.ts"])
    #expect(whole.notReached == 0)
    #expect(whole.diagnostics == ["unresolved-dynamic-import"])
  }

  /// `require.context` with literal arguments reads the files of its directory its pattern
  /// matches (as `./path` from the directory), recursively unless told not to; a pattern
  /// outside the evaluated subset matches every file, with a note.
  @Test func requireContextReadsTheFilesItMatches() throws {
    let project = try Project([
      "package.json": #"{ "main": "entry.tsx" }"#,
      "entry.tsx": #"""
      const routes = require.context("./src/app")
      const screens = require.context("src/screens", false, /\.screen\.tsx?$/i)
      const legacy = require.context("./legacy", true, /(?<=x)y/)
      """#,
      "src/app/index.tsx": "export default 1",
      "src/app/settings/profile.tsx": "export default 2",
      "src/screens/Home.Screen.tsx": "export default 3",
      "src/screens/Home.tsx": "export default 4",
      "src/screens/nested/Deep.screen.ts": "export default 5",
      "legacy/old.js": "export default 6",
      "unused.ts": "export {}",
    ])
    let scan = project.scan()
    #expect(
      scan.read == [
        "entry.tsx", "legacy/old.js", "src/app/index.tsx", "src/app/settings/profile.tsx",
        "src/screens/Home.Screen.tsx",
      ])
    #expect(scan.notReached == 3)
    #expect(scan.diagnostics == ["require-context-pattern"])
    // Scanning a subfolder, the context's directory outside it is listed on its own.
    let routes = try Project([
      "package.json": #"{ "main": "entry.tsx" }"#,
      "entry.tsx": #"export const routes = require.context("./app"); import "./src/lib""#,
      "app/index.tsx": "export default 1",
      "src/lib.ts": "export {}",
    ])
    #expect(routes.scan("src").read == ["app/index.tsx", "entry.tsx", "src/lib.ts"])
  }

  /// The regular expressions `require.context` patterns are written in, against ECMAScript's
  /// answers; what the subset leaves out is refused.
  @Test func contextPatternsMatchAsECMAScriptDoes() throws {
    let cases: [(String, String, String, Bool)] = [
      (#"^\./.*$"#, "", "./a/b.tsx", true),
      (#"\.tsx?$"#, "", "./a.ts", true),
      (#"\.tsx?$"#, "", "./a.js", false),
      (#"^\./(?!.*\+api)(?!.*\.web\.)[^/]+/?.*\.[tj]sx?$"#, "", "./user/+api.ts", false),
      (#"^\./(?!.*\+api)(?!.*\.web\.)[^/]+/?.*\.[tj]sx?$"#, "", "./a.web.tsx", false),
      (#"^\./(?!.*\+api)(?!.*\.web\.)[^/]+/?.*\.[tj]sx?$"#, "", "./tabs/home.tsx", true),
      ("INDEX\\.JS$", "i", "./x/index.js", true),
      ("^(a|ab)c$", "", "abc", true),
      ("^a{2,3}$", "", "aaaa", false),
      ("^a{2,}?b$", "", "aaab", true),
      ("^[^a-c\\d]+$", "", "xyz", true),
      ("^[^a-c\\d]+$", "", "xy1", false),
      ("^(?:ab)*$", "", "ababa", false),
      ("^(?<name>a)b$", "", "ab", true),
    ]
    for (source, flags, text, expected) in cases {
      let pattern = try #require(ContextPattern(source: source, flags: flags), "\(source)")
      #expect(pattern.test(text) == expected, "/\(source)/\(flags) on \(text)")
    }
    for outside in [#"(?<=a)b"#, #"(a)\1"#, #"\p{L}"#, "a{", "(a", "*"] {
      #expect(ContextPattern(source: outside, flags: "") == nil, "\(outside)")
    }
    #expect(ContextPattern(source: "a", flags: "x") == nil)
    // ECMAScript says no after exponential time; past the step budget the file counts as
    // matched, so that the scan reads more, never less.
    let exponential = try #require(ContextPattern(source: "^(a*)*b$", flags: ""))
    #expect(exponential.test(String(repeating: "a", count: 40) + "c"))
    #expect(!exponential.test("c"))
  }

  /// A module's code runs once it is loaded: a `require` or `import()` behind a check lends the
  /// check to every use in the module it loads, and through its static imports to theirs —
  /// unless some other edge loads the module unguarded, or it is an entry.
  @Test func modulesLoadedBehindACheckRunUnderIt() throws {
    let found = try projectUses([
      "package.json": #"{ "main": "index.tsx" }"#,
      "index.tsx": """
      import "./always";
      export function go() {
        if (hasCapability("tempo.task-archive")) require("./gated");
        const later = hasCapability("tempo.task-archive") ? import("./later") : null;
        if (hasCapability("tempo.task-archive")) require("./both");
        if (hasCapability("tempo.task-archive")) require("./index.tsx");
        require("./open");
      }
      perform({ kind: "task.archive" });
      """,
      "gated.ts": #"import "./deep"; perform({ kind: "task.archive" });"#,
      "deep.ts": #"perform({ kind: "task.archive" });"#,
      "later.ts": #"export const run = () => perform({ kind: "task.archive" });"#,
      "open.ts": #"perform({ kind: "task.archive" });"#,
      "always.ts": #"import "./both";"#,
      "both.ts": #"perform({ kind: "task.archive" });"#,
    ])
    let guarded = #"["\#(archive)"]"#
    #expect(
      found == [
        "both.ts:1:17 \(archiveCase) []",
        "deep.ts:1:17 \(archiveCase) \(guarded) via index.tsx:3:52",
        "gated.ts:1:34 \(archiveCase) \(guarded) via index.tsx:3:52",
        "index.tsx:9:17 \(archiveCase) []",
        "later.ts:1:42 \(archiveCase) \(guarded) via index.tsx:4:62",
        "open.ts:1:17 \(archiveCase) []",
      ])
  }

  /// A `require` in a callback a function runs only where its flag is truthy, given `false`,
  /// never runs from there: the module it loads is taken to load unguarded (its uses reported,
  /// with no guard of their own), as a `require` elsewhere would.
  @Test func aRequireAFlagsLiteralKeepsFromRunningLendsNothing() throws {
    let found = try projectUses([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      function runIf(fn, enabled) { if (enabled) fn(); }
      runIf(() => { require("./archive"); perform({ kind: "task.create" }); }, false);
      """,
      "archive.ts": #"perform({ kind: "task.archive" });"#,
    ])
    #expect(found == ["archive.ts:1:17 \(archiveCase) []"])
  }

  /// A module a dynamic `require` may load, or a package read whole after an unresolved import,
  /// is loaded under no check, though a guarded edge reaches it too — whichever is read first.
  @Test func modulesADynamicRequestMayLoadRunUnguarded() throws {
    let project = try Project([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": """
      if (hasCapability("tempo.task-archive")) require("./screens/archive");
      import "./open";
      """,
      "open.ts": #"export const open = (name: string) => require("./screens/" + name);"#,
      "screens/archive.ts": #"perform({ kind: "task.archive" });"#,
    ])
    let report = ContentScanner.scan([project.root], contract: exampleContract)
    #expect(report.diagnostics.map(\.id) == ["unresolved-dynamic-import"])
    #expect(report.uses.map { "\($0.id ?? "-") \($0.guards)" } == ["\(archiveCase) []"])
  }

  /// An importer named without a folder (`scan .` reads `entry.tsx`) resolves from the working
  /// directory; Foundation traps on the empty folder such a name once gave.
  @Test func anImporterWithoutAFolderResolvesFromTheWorkingDirectory() {
    #expect(parentFolder(of: "entry.tsx") == ".")
    #expect(parentFolder(of: "src/a.ts") == "src")
    #expect(parentFolder(of: "/a.ts") == "/")
    #expect(parentFolder(of: ".") == "")
    #expect(parentFolder(of: "") == "")
    let resolver = ModuleResolver(platform: "ios")
    #expect(
      resolver.resolve("./no-such-file-\(UUID().uuidString)", from: "entry.tsx", isRequire: false)
        == .unresolved)
  }

  /// `--exclude` takes names and paths with globs; it chooses entries only: an excluded file an
  /// entry imports is in the bundle and is read, with a warning.
  @Test func excludedPathsAreNoEntriesButAreReadWhenImported() throws {
    let project = try Project([
      "package.json": #"{ "name": "app" }"#,
      "src/a.ts": #"import "./legacy/old""#,
      "src/a.test.ts": "export {}",
      "src/legacy/old.ts": "export {}",
      "src/legacy/unused.ts": "export {}",
      "e2e/flow.ts": "export {}",
    ])
    var options = ScanOptions()
    options.allFiles = true
    options.excluded = ["*.test.ts", "e2e", "src/legacy/**"].map(PathPattern.init)
    let all = project.scan(options: options)
    #expect(all.read == ["src/a.ts"])
    #expect(all.diagnostics == [])
    // Read as the bundle: no index entry, so every source file not excluded is an entry.
    options.allFiles = false
    let graph = project.scan(options: options)
    #expect(graph.read == ["src/a.ts", "src/legacy/old.ts"])
    #expect(graph.diagnostics == ["entry-not-found", "excluded-file-reached"])
  }

  @Test func pathPatternsMatchAsGlobsDo() {
    let cases: [(String, String, Bool)] = [
      ("*.test.ts", "src/a.test.ts", true), ("*.test.ts", "src/a.ts", false),
      ("e2e", "e2e/flow.ts", true), ("e2e", "src/e2e-helpers.ts", false),
      ("src/legacy/**", "src/legacy/a/b.ts", true), ("src/legacy/**", "src/legacyx/b.ts", false),
      ("**/*.stories.tsx", "a/b/c.stories.tsx", true), ("**/*.stories.tsx", "c.stories.tsx", true),
      ("./src/*.ts", "src/a.ts", true), ("src/*.ts", "src/x/a.ts", false),
      ("[!_]*.ts", "_private.ts", false), ("[a-c]?.js", "b1.js", true),
      ("__tests__", "src/__tests__/x.ts", true),
    ]
    for (pattern, path, expected) in cases {
      #expect(PathPattern(pattern).matches(path) == expected, "\(pattern) on \(path)")
    }
  }

  /// The folder a dynamic request's prefix names, from the importer's folder.
  @Test func dynamicPrefixFolders() {
    #expect(ContentGraph.dynamicFolder("./screens/", from: "src/app.ts") == "src/screens")
    #expect(ContentGraph.dynamicFolder("./scr", from: "src/app.ts") == "src")
    #expect(ContentGraph.dynamicFolder("../lib/x-", from: "src/app.ts") == "lib")
    #expect(ContentGraph.dynamicFolder("../../up/", from: "src/app.ts") == "../up")
    #expect(ContentGraph.dynamicFolder("./a/", from: "/abs/app.ts") == "/abs/a")
    #expect(ContentGraph.dynamicFolder("./src/app/", from: "./entry.tsx") == "src/app")
    #expect(ContentGraph.dynamicFolder("./src/", from: "entry.tsx") == "src")
    #expect(ContentGraph.dynamicFolder("pkg/", from: "src/app.ts") == nil)
    #expect(ContentGraph.dynamicFolder("", from: "src/app.ts") == nil)
  }

  @Test func assetsAreNotCodeAndUnmappedAliasesAreUnresolved() throws {
    let project = try Project([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": #"require("./logo.png"); import "./global.css"; import data from "./data.json""#,
      "data.json": "{}",
      "other.ts": "",
    ])
    let scan = project.scan()
    #expect(scan.read == ["index.ts"])
    #expect(scan.diagnostics == [])
    let aliased = try Project([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": #"import { a } from "@/lib/a""#,
      "lib/a.ts": "",
    ])
    #expect(aliased.scan().read == ["index.ts", "lib/a.ts"])
    #expect(aliased.scan().diagnostics == ["unresolved-import"])
  }

  /// A folder named with a trailing slash reads as without it.
  @Test func aTrailingSlashChangesNothing() throws {
    let project = try Project([
      "package.json": #"{ "main": "index.ts" }"#, "index.ts": "", "unused.ts": "",
    ])
    let report = ContentScanner.scan([project.root + "/"], contract: exampleContract)
    #expect(report.files.map(\.displayPath) == [project.root + "/index.ts"])
    #expect(report.filesNotReached == 1)
  }

  /// A folder below the package root is read from the root's entries; files reached outside the
  /// folder are read too.
  @Test func aFolderInsideAPackageIsReadFromThePackagesEntries() throws {
    let project = try Project([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": #"import "./src/a""#,
      "src/a.ts": #"import "../shared/b""#,
      "src/unused.ts": "",
      "shared/b.ts": "",
    ])
    let scan = project.scan("src")
    #expect(scan.read == ["index.ts", "shared/b.ts", "src/a.ts"])
    #expect(scan.notReached == 1)
  }

  /// A package's file that does not parse makes the package opaque, with a warning: never exit 2.
  @Test func anUnreadablePackageIsAWarning() throws {
    let project = try Project([
      "package.json": #"{ "main": "index.js" }"#,
      "index.js": #"import "broken""#,
      "node_modules/broken/package.json": #"{ "main": "index.js" }"#,
      "node_modules/broken/index.js": "export const = ;",
    ])
    let report = ContentScanner.scan([project.root], contract: exampleContract)
    #expect(report.diagnostics.map { "\($0.severity) \($0.id)" } == ["warning package-unreadable"])
    #expect(!report.hasFatal)
  }

  /// A pipe with a source file's name is never read (it would wait forever), and a link to
  /// nothing is not an input: each a warning.
  @Test func pipesAndDanglingLinksAreSkippedWithAWarning() throws {
    let project = try Project(["a.ts": #"send("tempo.perform")"#])
    #expect(mkfifo(project.root + "/pipe.ts", 0o600) == 0)
    try project.link("gone.ts", to: "nowhere.ts")
    let report = ContentScanner.scan([project.root], contract: exampleContract)
    #expect(report.files.map { ($0.displayPath as NSString).lastPathComponent } == ["a.ts"])
    #expect(report.diagnostics.map(\.id).sorted() == ["dangling-link", "not-a-file"])
    #expect(report.uses.count == 1)
  }

  /// A file that several inputs reach is read once, and counted reached.
  @Test func aFileReachedFromTwoInputsIsReadOnce() throws {
    let project = try Project([
      "package.json": #"{ "main": "index.ts" }"#,
      "index.ts": #"import "./a/x"; send("tempo.perform")"#,
      "a/x.ts": "", "b/y.ts": "",
    ])
    let report = ContentScanner.scan(
      [project.root + "/a", project.root + "/b", project.root + "/index.ts"],
      contract: exampleContract)
    let read = report.files.map { ($0.displayPath as NSString).lastPathComponent }
    #expect(read.sorted() == ["index.ts", "x.ts"])
    #expect(report.uses.count == 1)
    #expect(report.filesNotReached == 1)
  }

  /// A folder in no package is read whole, as before.
  @Test func aFolderWithoutPackageJSONIsReadWhole() throws {
    let project = try Project(["a.ts": "", "b.test.ts": ""])
    #expect(project.scan().read == ["a.ts", "b.test.ts"])
  }
}
