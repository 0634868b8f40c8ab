import Foundation
import TestSupport
import Testing

@testable import BridgeCheckCLI

/// `bridgecheck.json`: found walking up to the repository's root, one file, the command line wins.
struct ConfigurationTests {
  /// A project folder with a configuration at its root, inside a repository whose root is above.
  func project(_ configuration: String) throws -> (root: String, nested: String) {
    let root = try temporaryFolder()
    try FileManager.default.createDirectory(
      atPath: root + "/.git", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: root + "/app/src", withIntermediateDirectories: true)
    try configuration.write(
      toFile: root + "/app/bridgecheck.json", atomically: true, encoding: .utf8)
    return (root, root + "/app/src")
  }

  @Test func theNearestFileWithinTheRepositoryIsFound() throws {
    let (root, nested) = try project("{}")
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(Configuration.find(from: nested) == root + "/app/bridgecheck.json")
    #expect(Configuration.find(from: root + "/app") == root + "/app/bridgecheck.json")
    // Above the repository's root nothing is read, nor at the root without a file.
    #expect(Configuration.find(from: root) == nil)
    // Outside any repository only the folder's own file counts (not one in a folder above, such
    // as the temporary folder).
    let loose = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: loose) }
    try FileManager.default.createDirectory(
      atPath: loose + "/inner", withIntermediateDirectories: true)
    try "{}".write(toFile: loose + "/bridgecheck.json", atomically: true, encoding: .utf8)
    #expect(Configuration.find(from: loose + "/inner") == nil)
    #expect(Configuration.find(from: loose) == loose + "/bridgecheck.json")
  }

  /// The file's channel and contracts (relative to the file) are used; a flag wins over them;
  /// its format applies only to commands that print it.
  @Test func theCommandLineWinsOverTheFile() throws {
    let contracts = Repository.path("contracts")
    let (root, nested) = try project(
      #"{ "contracts": "\#(contracts)", "channel": "preview", "format": "junit", "strict": false }"#
    )
    defer { try? FileManager.default.removeItem(atPath: root) }
    let example = Repository.path("Examples/TempoContent")
    let fromFile = bridgecheck(["gate", example, "--format", "text"], configurationFrom: nested)
    #expect(fromFile.output.contains("channel preview"))
    let overridden = bridgecheck(
      ["gate", example, "--channel", "production", "--format", "text"], configurationFrom: nested)
    #expect(overridden.output.contains("channel production"))
    let junit = bridgecheck(["gate", example], configurationFrom: nested)
    #expect(junit.output.hasPrefix("<?xml"))
    // Every command that reports findings prints JUnit; `show` does not, so the file's format
    // is not its.
    let scan = bridgecheck(["scan", example], configurationFrom: nested)
    #expect(scan.exitCode == 0)
    #expect(scan.output.hasPrefix("<?xml"))
    let show = bridgecheck(["show", "7.1"], configurationFrom: nested)
    #expect(show.exitCode == 0)
    #expect(show.output.hasPrefix("tempo 7.1 — runtime 7"), "\(show.output.prefix(80))")
  }

  @Test func pathsAreRelativeToTheFile() throws {
    let (root, nested) = try project(#"{ "contracts": "contracts" }"#)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let run = bridgecheck(["lint"], configurationFrom: nested)
    #expect(run.exitCode == 2)
    #expect((run.output + run.error).contains(root + "/app/contracts: fatal error"))
  }

  @Test func aMistakeInTheFileIsAnErrorAtItsPlace() throws {
    let (root, nested) = try project("{\n  \"chanel\": \"preview\"\n}\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let run = bridgecheck(["lint"], configurationFrom: nested)
    #expect(run.exitCode == 2)
    #expect(
      run.error.contains(
        "bridgecheck.json:2:3: unknown key 'chanel'; did you mean 'channel'?"))
    let (other, deeper) = try project(#"{ "exclude": "e2e" }"#)
    defer { try? FileManager.default.removeItem(atPath: other) }
    #expect(
      bridgecheck(["lint"], configurationFrom: deeper).error.contains(
        "'exclude' takes a list of strings"))
  }
}
