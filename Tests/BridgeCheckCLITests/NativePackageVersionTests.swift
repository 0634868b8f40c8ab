import Foundation
import Testing

@testable import BridgeCheckCLI

/// The version of a native package an update bundles against the one each supported release's
/// binary linked (rule `native-package-version`), read from every kind of place: an installed
/// package, each lockfile format, a workspace, only a range.
struct NativePackageVersionTests {
  /// Runtime 7: both releases link expo-haptics 14.0.1; react-native-mmkv 3.1.0 in 7.0, 3.2.0
  /// in 7.1 (so no one version runs on both).
  static let contract = """
    bridge tempo

    runtime 7 {
      release 7.0 {
        package expo-haptics 14.0.1
        package react-native-mmkv 3.1.0
      }
      release 7.1 {
        package react-native-mmkv 3.2.0
      }
    }

    message bootstrap from content

    """

  struct Outcome: Equatable {
    var verdict: String
    var answer: String?
    /// `severity rule name [releases] file:line:column message`, files relative to the package.
    var findings: [String]
  }

  /// Gates (and advises on) a package of `files`, whose `package.json` asks for `haptics` (and
  /// for react-native-mmkv when `mmkv` is given), scanned at `package` inside the folder.
  static func gate(
    _ files: [String: String], haptics: String? = "~14.0.1", mmkv: String? = nil,
    package: String = "", contract: String = NativePackageVersionTests.contract
  ) throws -> Outcome {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = package.isEmpty ? root : root + "/" + package
    var dependencies = haptics.map { ["\"expo-haptics\": \"\($0)\""] } ?? []
    if let mmkv { dependencies.append("\"react-native-mmkv\": \"\(mmkv)\"") }
    let manifest = """
      {
        "name": "content",
        "main": "index.ts",
        "dependencies": {
          \(dependencies.joined(separator: ",\n    "))
        }
      }

      """
    var all = files
    all[(package.isEmpty ? "" : package + "/") + "package.json"] = manifest
    all[(package.isEmpty ? "" : package + "/") + "index.ts"] =
      all[(package.isEmpty ? "" : package + "/") + "index.ts"] ?? #"send("tempo.bootstrap")"#
    all["contracts/a.contract"] = contract
    for (path, text) in all {
      let full = root + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    let arguments = [folder, "--contracts", root + "/contracts", "--format", "json"]
    let gate = bridgecheck(["gate"] + arguments)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(gate.output.utf8)) as? [String: Any])
    let findings = (report["findings"] as? [[String: Any]] ?? []).map { finding in
      let file = (finding["file"] as? String ?? "-").replacingOccurrences(of: root + "/", with: "")
      let releases = (finding["releases"] as? [String] ?? []).joined(separator: ",")
      return
        "\(finding["severity"]!) \(finding["rule"]!) \(finding["name"] as? String ?? "-") [\(releases)] \(file):\(finding["line"] as? Int ?? 0):\(finding["column"] as? Int ?? 0) \(finding["message"]!)"
    }
    let advice = bridgecheck(["advise"] + arguments)
    let answer =
      (try? JSONSerialization.jsonObject(with: Data(advice.output.utf8)) as? [String: Any])?[
        "answer"] as? String
    return Outcome(verdict: report["verdict"] as! String, answer: answer, findings: findings)
  }

  static func installed(_ name: String, _ version: String) -> [String: String] {
    ["node_modules/\(name)/package.json": #"{ "name": "\#(name)", "version": "\#(version)" }"#]
  }

  static let differs =
    "error native-package-version expo-haptics [7.0,7.1] package.json:5:5 expo-haptics 14.1.0 in this update, 14.0.1 in the binaries of releases 7.0 and 7.1: its native methods may differ; pin 14.0.1, or bump the runtime"

  static let publishes = Outcome(verdict: "publish", answer: "ota", findings: [])
  static let refusesDiffers = Outcome(
    verdict: "refuse", answer: "ota-after-fix", findings: [differs])

  @Test func anInstalledPackageDecides() throws {
    let same = try Self.gate(Self.installed("expo-haptics", "14.0.1"))
    #expect(same == Outcome(verdict: "publish", answer: "ota", findings: []))
    let other = try Self.gate(Self.installed("expo-haptics", "14.1.0"))
    #expect(other == Outcome(verdict: "refuse", answer: "ota-after-fix", findings: [Self.differs]))
  }

  @Test func packageLock() throws {
    func lock(_ version: String) -> [String: String] {
      [
        "package-lock.json": """
        { "name": "content", "lockfileVersion": 3, "packages": {
            "": { "name": "content" },
            "node_modules/expo-haptics": { "version": "\(version)" } } }
        """
      ]
    }
    #expect(try Self.gate(lock("14.0.1")) == Self.publishes)
    #expect(try Self.gate(lock("14.1.0")) == Self.refusesDiffers)
  }

  @Test func yarnClassicAndBerry() throws {
    let classic = """
      # yarn lockfile v1


      expo-haptics@~14.0.0:
        version "14.0.0"

      expo-haptics@~14.0.1, expo-haptics@^14.0.0:
        version "14.1.0"
        resolved "https://registry.yarnpkg.com/expo-haptics/-/expo-haptics-14.1.0.tgz"

      """
    #expect(try Self.gate(["yarn.lock": classic]) == Self.refusesDiffers)
    let berry = """
      __metadata:
        version: 8

      "expo-haptics@npm:~14.0.1":
        version: 14.0.1
        resolution: "expo-haptics@npm:14.0.1"

      """
    #expect(try Self.gate(["yarn.lock": berry]) == Self.publishes)
  }

  /// A workspace: the lockfile at the repository's root names the package's folder as its
  /// importer; pnpm's peer suffix is not part of the version.
  @Test func pnpmWorkspace() throws {
    let lock = """
      lockfileVersion: '9.0'

      importers:

        .:
          dependencies:
            expo-haptics:
              specifier: ~14.0.1
              version: 14.0.1

        apps/mobile:
          dependencies:
            expo-haptics:
              specifier: ~14.0.1
              version: 14.1.0(react@19.1.0)
            '@react-native-community/netinfo':
              specifier: 11.4.1
              version: 11.4.1

      """
    let outcome = try Self.gate(["pnpm-lock.yaml": lock, ".git/HEAD": ""], package: "apps/mobile")
    #expect(
      outcome
        == Outcome(
          verdict: "refuse", answer: "ota-after-fix",
          findings: [
            Self.differs.replacingOccurrences(
              of: " package.json", with: " apps/mobile/package.json")
          ]))
  }

  /// A hoisted install: `node_modules` at the workspace's root, found by searching upwards.
  @Test func hoistedWorkspaceInstall() throws {
    let outcome = try Self.gate(
      Self.installed("expo-haptics", "14.0.1").merging([".git/HEAD": ""]) { $1 },
      package: "apps/mobile")
    #expect(outcome == Outcome(verdict: "publish", answer: "ota", findings: []))
  }

  @Test func bunLock() throws {
    let lock = """
      {
        "lockfileVersion": 1,
        "workspaces": { "": { "name": "content", "dependencies": { "expo-haptics": "~14.0.1", }, }, },
        "packages": {
          "expo-haptics": ["expo-haptics@14.1.0", "", {}, "sha512-0"],
        },
      }
      """
    #expect(try Self.gate(["bun.lock": lock]) == Self.refusesDiffers)
  }

  /// No install and no lockfile: a range that admits other versions warns, one that admits only
  /// compatible ones passes, one that admits no compatible version refuses.
  @Test func aRangeAloneIsNotAVersion() throws {
    let warned = try Self.gate([:])
    #expect(
      warned
        == Outcome(
          verdict: "publish", answer: "ota",
          findings: [
            "warning native-package-version expo-haptics [7.0,7.1] package.json:5:5 package.json asks for expo-haptics '~14.0.1', 14.0.1 in the binaries of releases 7.0 and 7.1: no node_modules or lockfile says which version the update bundles, and the range admits versions other than 14.0.1; pin 14.0.1, or bump the runtime"
          ]))
    let compatible = Self.contract + "package expo-haptics compatible(~14.0)\n"
    #expect(try Self.gate([:], contract: compatible) == Self.publishes)
    #expect(try Self.gate([:], haptics: "14.0.1") == Self.publishes)
    let refused = try Self.gate([:], haptics: "^15.0.0")
    #expect(
      refused
        == Outcome(
          verdict: "refuse", answer: "ota-after-fix",
          findings: [
            "error native-package-version expo-haptics [7.0,7.1] package.json:5:5 package.json asks for expo-haptics '^15.0.0', 14.0.1 in the binaries of releases 7.0 and 7.1: no version it admits runs on 14.0.1; pin 14.0.1, or bump the runtime"
          ]))
  }

  /// A version that matches one supported release but not another, and no version that runs on
  /// both: only a new runtime helps.
  @Test func aMismatchOnOneOfSeveralReleases() throws {
    let outcome = try Self.gate(
      Self.installed("expo-haptics", "14.0.1").merging(Self.installed("react-native-mmkv", "3.2.0"))
      {
        $1
      }, mmkv: "3.2.0")
    #expect(
      outcome
        == Outcome(
          verdict: "refuse", answer: "new-runtime",
          findings: [
            "error native-package-version react-native-mmkv [7.0] package.json:6:5 react-native-mmkv 3.2.0 in this update, 3.1.0 in release 7.0's binary: its native methods may differ; no one version runs on every supported release's binary, so bump the runtime"
          ]))
  }

  /// A compatible range makes another patch version safe.
  @Test func aDeclaredCompatibleVersionPasses() throws {
    let compatible = Self.contract + "package expo-haptics compatible(~14.0)\n"
    let outcome = try Self.gate(Self.installed("expo-haptics", "14.0.3"), contract: compatible)
    #expect(outcome == Outcome(verdict: "publish", answer: "ota", findings: []))
  }

  /// A package the bundle reaches without `package.json` asking for it (a dependency's
  /// dependency): the version of the copy it read, at that copy's `package.json`.
  @Test func aPackageTheBundleReachesThroughAnother() throws {
    let files = [
      "index.ts":
        #"import { impactAsync } from "expo-haptics"; impactAsync(); send("tempo.bootstrap")"#,
      "node_modules/expo-haptics/package.json":
        #"{ "name": "expo-haptics", "version": "14.1.0", "main": "index.js" }"#,
      "node_modules/expo-haptics/index.js": "export function impactAsync() {}\n",
    ]
    #expect(
      try Self.gate(files, haptics: nil)
        == Outcome(
          verdict: "refuse", answer: "ota-after-fix",
          findings: [
            "error native-package-version expo-haptics [7.0,7.1] node_modules/expo-haptics/package.json:0:0 expo-haptics 14.1.0 in this update, 14.0.1 in the binaries of releases 7.0 and 7.1: its native methods may differ; pin 14.0.1, or bump the runtime"
          ]))
  }

  /// The lock records the versions the gate read; `show` lists each release's packages.
  @Test func locksRecordAndShowListsPackages() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = [
      "contracts/a.contract": Self.contract,
      "package.json": #"{ "main": "index.ts", "dependencies": { "expo-haptics": "~14.0.1" } }"#,
      "index.ts": #"send("tempo.bootstrap")"#,
    ].merging(Self.installed("expo-haptics", "14.0.1")) { $1 }
    for (path, text) in files {
      let full = root + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    let run = bridgecheck(
      "gate", root, "--contracts", root + "/contracts", "--record", root + "/locks")
    #expect(run.exitCode == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: root + "/locks")
    let lock = try #require(names.first { $0.hasSuffix(".lock.json") })
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: root + "/locks/" + lock))) as? [String: Any])
    #expect(json["packages"] as? [String: String] == ["expo-haptics": "14.0.1"])
    let interface = try #require(json["interface"] as? [String: Any])
    #expect(
      interface["packages"] as? [String: String]
        == ["expo-haptics": "14.0.1", "react-native-mmkv": "3.2.0"])
    let shown = bridgecheck("show", "7.0", "--contracts", root + "/contracts", "--format", "json")
    let release = try #require(
      try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
    #expect(
      release["packages"] as? [String: String]
        == ["expo-haptics": "14.0.1", "react-native-mmkv": "3.1.0"])
  }
}
