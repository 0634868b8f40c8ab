import BridgeDiagnostics
import Testing

@testable import ContentScan

/// Each lockfile reader on the shapes its package manager writes, versions old and new: the
/// version it resolves for a dependency, or `nil` when the file does not say (or says several
/// things and none is the one asked for).
struct LockfileTests {
  func version(
    _ format: any Lockfile.Type, _ text: String, _ name: String = "expo-haptics",
    requested: String? = "~14.0.1", importer: String = ""
  ) -> String? {
    format.version(
      of: name, requested: requested, importer: importer,
      in: SourceFile(path: format.fileName, text: text))
  }

  @Test func npm() {
    let v3 =
      #"{"lockfileVersion": 3, "packages": {"": {}, "node_modules/expo-haptics": {"version": "14.0.1"}, "apps/mobile/node_modules/expo-haptics": {"version": "14.1.0"}}}"#
    #expect(version(NPMLockfile.self, v3) == "14.0.1")
    #expect(version(NPMLockfile.self, v3, importer: "apps/mobile") == "14.1.0")
    #expect(version(NPMLockfile.self, v3, importer: "apps/web") == "14.0.1")
    let v1 = #"{"lockfileVersion": 1, "dependencies": {"expo-haptics": {"version": "13.0.0"}}}"#
    #expect(version(NPMLockfile.self, v1) == "13.0.0")
    #expect(version(NPMLockfile.self, #"{"lockfileVersion": 3, "packages": {}}"#) == nil)
    #expect(version(NPMLockfile.self, "{ not json") == nil)
  }

  @Test func yarn() {
    let classic = """
      # yarn lockfile v1

      "@react-native-community/netinfo@^11.4.0", "@react-native-community/netinfo@^11.4.1":
        version "11.4.1"

      expo-haptics@~14.0.0:
        version "14.0.0"

      expo-haptics@^14.1.0:
        version "14.1.0"

      """
    #expect(version(YarnLockfile.self, classic, requested: "~14.0.0") == "14.0.0")
    // Two versions, neither asked for: the lockfile does not say which.
    #expect(version(YarnLockfile.self, classic, requested: "~14.0.1") == nil)
    #expect(
      version(YarnLockfile.self, classic, "@react-native-community/netinfo", requested: "11.4.1")
        == "11.4.1")
    let berry = """
      __metadata:
        version: 8

      "expo-haptics@npm:~14.0.1, expo-haptics@npm:^14.0.0":
        version: 14.0.2
        resolution: "expo-haptics@npm:14.0.2"

      """
    #expect(version(YarnLockfile.self, berry) == "14.0.2")
  }

  @Test func pnpm() {
    let v5 = """
      lockfileVersion: 5.4

      specifiers:
        expo-haptics: ~14.0.1

      dependencies:
        expo-haptics: 14.0.1_react@18.2.0

      """
    #expect(version(PnpmLockfile.self, v5) == "14.0.1")
    let v6 = """
      lockfileVersion: '6.0'

      dependencies:
        '@react-native-community/netinfo':
          specifier: 11.4.1
          version: 11.4.1(react-native@0.81.4)
        expo-haptics:
          specifier: ~14.0.1
          version: link:../expo-haptics

      """
    #expect(version(PnpmLockfile.self, v6, "@react-native-community/netinfo") == "11.4.1")
    // A linked folder is no version.
    #expect(version(PnpmLockfile.self, v6) == nil)
    let v9 = """
      lockfileVersion: '9.0'
      importers:
        apps/mobile:
          optionalDependencies:
            expo-haptics:
              specifier: ~14.0.1
              version: 14.0.3
      """
    #expect(version(PnpmLockfile.self, v9, importer: "apps/mobile") == "14.0.3")
    #expect(version(PnpmLockfile.self, v9) == nil)
  }

  @Test func bun() {
    let lock = """
      {
        "lockfileVersion": 1,
        "packages": {
          "expo-haptics": ["expo-haptics@14.0.1", "", {}, "sha512-0"],
          "react": ["react@19.1.0", "", {}, "sha512-1",],
        },
      }
      """
    #expect(version(BunLockfile.self, lock) == "14.0.1")
    #expect(version(BunLockfile.self, lock, "react", requested: nil) == "19.1.0")
    #expect(version(BunLockfile.self, lock, "expo-camera") == nil)
    // A comma inside a string is not a trailing comma.
    #expect(
      String(
        decoding: BunLockfile.withoutTrailingCommas(Array(#"{"a": ",}", "b": [1,],}"#.utf8)),
        as: UTF8.self)
        == #"{"a": ",}", "b": [1]}"#)
  }
}
