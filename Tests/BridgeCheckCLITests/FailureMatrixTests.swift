import Foundation
import TestSupport
import Testing

@testable import BridgeCheckCLI

/// Every command × every kind of input it cannot use: the command exits 2 (or, where the input
/// is readable but breaks a rule, 1) and names the input — never 0, never a crash.
struct FailureMatrixTests {
  /// How an input can be unusable.
  enum Damage: String, CaseIterable, Sendable {
    case missing, empty, binary, truncated, invalidUTF8, folderForFile, permissionDenied
  }

  /// What each command reads, made unusable one way, in a fresh project folder.
  struct Case: Sendable, CustomTestStringConvertible {
    let command: String
    let damage: Damage
    var testDescription: String { "\(command) with \(damage.rawValue) input" }
  }

  static let commands = [
    "lint", "fmt", "show", "scan", "gate", "advise", "diff", "replay", "audit-locks",
    "audit-native",
  ]
  static let cases = commands.flatMap { command in
    Damage.allCases.map { Case(command: command, damage: $0) }
  }

  /// The project (contracts, runtime version, a lock of the example) in a fresh folder.
  static func project() throws -> String {
    let root = try temporaryFolder()
    try FileManager.default.copyItem(atPath: projectContracts, toPath: root + "/contracts")
    try FileManager.default.copyItem(
      atPath: Repository.path("runtime-version.txt"), toPath: root + "/runtime-version.txt")
    try FileManager.default.createDirectory(
      atPath: root + "/contracts/locks", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: cliFixtures + "/example.lock.json",
      toPath: root + "/contracts/locks/7-production-example.lock.json")
    return root
  }

  /// Writes the damaged input at `path` (a file the command reads): `reference` is what a good
  /// one holds, which `truncated` cuts in the middle.
  static func damage(_ damage: Damage, at path: String, reference: String) throws {
    let manager = FileManager.default
    try? manager.removeItem(atPath: path)
    switch damage {
    case .missing: break
    case .empty: try Data().write(to: URL(fileURLWithPath: path))
    case .binary:
      try Data([0x00, 0xFF, 0xFE, 0x01, 0x80, 0x00, 0x7F, 0xC3]).write(
        to: URL(fileURLWithPath: path))
    case .truncated:
      let bytes = Array(reference.utf8)
      try Data(bytes[..<(bytes.count / 2)]).write(to: URL(fileURLWithPath: path))
    case .invalidUTF8:
      try Data(
        Array(reference.utf8.prefix(40)) + [0xC3, 0x28] + Array(reference.utf8.dropFirst(40))
      )
      .write(to: URL(fileURLWithPath: path))
    case .folderForFile:
      try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
    case .permissionDenied:
      try reference.write(toFile: path, atomically: true, encoding: .utf8)
      try manager.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
    }
  }

  /// A contract folder is what cannot be read when it is missing, and the empty input when it
  /// holds no contract file; a missing or empty file among others is only a smaller contract.
  static func emptyOrRemoveFolder(_ damage: Damage, _ folder: String, named: inout String) throws {
    let manager = FileManager.default
    switch damage {
    case .missing:
      try manager.removeItem(atPath: folder)
      named = folder
    case .empty:
      for name in try manager.contentsOfDirectory(atPath: folder) where name.hasSuffix(".contract")
      {
        try manager.removeItem(atPath: folder + "/" + name)
      }
      named = folder
    default: break
    }
  }

  @Test(arguments: cases)
  func unusableInputNeverPasses(_ test: Case) throws {
    // Permissions do not bind the superuser (CI runs as root): there the case cannot be made.
    if test.damage == .permissionDenied && geteuid() == 0 { return }
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let contracts = root + "/contracts"
    let content = root + "/content"
    try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
    let source = """
      import { sendMessage } from "expo-brownfield";
      export const create = (title: string) => sendMessage({ type: "tempo.perform", data: { kind: "task.create", title } });
      export const note = `a ${"template"} that runs on and on, \(String(repeating: "and on ", count: 40))`;
      """
    let swift = """
      func receive(type: String) {
        switch type {
        case "tempo.perform": break
        default: log("unexpected \\(type) message from the content layer, \(String(repeating: "again ", count: 40))")
        }
      }
      """
    var arguments: [String]
    /// The input the messages must name.
    var named: String
    switch test.command {
    case "lint", "fmt", "show":
      named = contracts + "/messages.contract"
      let reference = try String(contentsOfFile: named, encoding: .utf8)
      try Self.damage(test.damage, at: named, reference: reference)
      arguments = [test.command, "--contracts", contracts]
      if test.command == "fmt" { arguments.append("--check") }
      if test.command == "show" { arguments.insert("7.1", at: 1) }
      try Self.emptyOrRemoveFolder(test.damage, contracts, named: &named)
    case "scan", "gate", "advise":
      named = content + "/Tasks.ts"
      try Self.damage(test.damage, at: named, reference: source)
      if test.damage == .empty || test.damage == .folderForFile {
        // An empty file is valid JavaScript; a folder with nothing to scan is the empty input.
        try? FileManager.default.removeItem(atPath: named)
        named = content
      }
      if test.damage == .missing { named = content + "/Tasks.ts" }
      arguments = [test.command, named, "--contracts", contracts]
    case "diff":
      let base = root + "/base"
      try FileManager.default.createDirectory(
        atPath: base + "/contracts", withIntermediateDirectories: true)
      for name in try FileManager.default.contentsOfDirectory(atPath: contracts)
      where name.hasSuffix(".contract") {
        try FileManager.default.copyItem(
          atPath: contracts + "/" + name, toPath: base + "/contracts/" + name)
      }
      named = base + "/contracts/messages.contract"
      let reference = try String(contentsOfFile: named, encoding: .utf8)
      try Self.damage(test.damage, at: named, reference: reference)
      try Self.emptyOrRemoveFolder(test.damage, base + "/contracts", named: &named)
      if test.damage == .missing { named = base }
      arguments = ["diff", "--base", base, "--contracts", contracts]
    case "replay", "audit-locks":
      let locks = contracts + "/locks"
      named = locks + "/7-production-example.lock.json"
      let reference = try String(contentsOfFile: named, encoding: .utf8)
      try Self.damage(test.damage, at: named, reference: reference)
      if test.damage == .missing {
        try FileManager.default.removeItem(atPath: locks)
        named = locks
      }
      arguments =
        test.command == "replay"
        ? ["replay", "--contracts", contracts, "--locks", locks]
        : ["audit", "--contracts", contracts, "--locks", locks]
    default:  // audit-native
      let native = root + "/native"
      try FileManager.default.createDirectory(atPath: native, withIntermediateDirectories: true)
      named = native + "/Bridge.swift"
      try Self.damage(test.damage, at: named, reference: swift)
      if test.damage == .missing {
        try FileManager.default.removeItem(atPath: native)
        named = native
      }
      if test.damage == .empty || test.damage == .folderForFile {
        // An empty Swift file is valid Swift; a folder with no Swift file is the empty input.
        try? FileManager.default.removeItem(atPath: named)
        named = native
      }
      arguments = ["audit", "--contracts", contracts, "--native-sources", native]
    }
    let run = bridgecheck(arguments)
    let shown = named.replacingOccurrences(of: Repository.root + "/", with: "")
    #expect(run.exitCode != 0, "\(test.testDescription) passed: \(run.output)")
    // Readable input that breaks a rule is a finding (1) for lint and fmt; anything else is 2.
    let allowed: Set<Int32> = ["lint", "fmt"].contains(test.command) ? [1, 2] : [2]
    #expect(allowed.contains(run.exitCode), "exit \(run.exitCode): \(run.output)\(run.error)")
    #expect(
      (run.output + run.error).contains(shown),
      "no message names \(shown): \(run.output)\(run.error)")
  }

  /// Each exceeded limit is a diagnostic naming it, after the rest is read; limits are options.
  @Test func exceededLimitsAreNamedAndFatal() {
    let example = Repository.path("Examples/TempoContent")
    let big = bridgecheck(
      "scan", example, "--contracts", projectContracts, "--max-file-size", "600")
    #expect(big.exitCode == 2)
    #expect(
      big.output.contains(
        "Examples/TempoContent/src/App.tsx: fatal error: file is 1695 bytes, over the limit of 600 bytes [file-too-large]"
      ), "\(big.output)")
    let many = bridgecheck("gate", example, "--contracts", projectContracts, "--max-files", "3")
    #expect(many.exitCode == 2)
    #expect(
      many.output.contains("more than 3 files to scan; name narrower inputs [too-many-files]"))
    #expect(
      bridgecheck("scan", example, "--max-file-size", "0").error.contains(
        "'--max-file-size' takes a number of bytes from 1 to 268435456"))
  }
}
