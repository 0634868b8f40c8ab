import Foundation
import TestSupport
import Testing

@testable import BridgeCheckCLI

/// The built `bridgecheck`, run as a separate process: for what only a process can vary (its
/// locale and time zone) or suffer (being killed while it writes).
enum Executable {
  /// Beside the test bundle: `swift build --build-tests` and `swift test` build both.
  static let path: String = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [bundle, bundle.deletingLastPathComponent()] {
      let path = candidate.appendingPathComponent("bridgecheck").path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return Repository.path(".build/debug/bridgecheck")
  }()

  /// Runs it to the end with `environment` added, returning the exit code and both streams.
  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.currentDirectoryURL = URL(fileURLWithPath: Repository.root)
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read before waiting, so a large output cannot fill the pipe and block the child.
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      exitCode: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      error: String(decoding: err, as: UTF8.self))
  }
}

/// Every command's every format is byte-identical across runs, locales, time zones and the
/// order inputs are given or were written in.
struct DeterminismTests {
  static let fixtures = "Tests/BridgeCheckCLITests/Fixtures"

  /// Each command with the arguments that give it something to say, per format it offers.
  static let invocations: [[String]] = {
    var all: [[String]] = []
    for format in ["text", "json"] { all.append(["lint", "--format", format]) }
    for format in ["text", "json"] { all.append(["show", "7.1", "--format", format]) }
    for format in ["text", "json"] {
      all.append(["scan", "Examples/TempoContent", "\(fixtures)/gate-content", "--format", format])
    }
    for format in ["text", "json", "sarif", "github", "junit", "markdown"] {
      all.append(["gate", "\(fixtures)/gate-content", "Examples/TempoContent", "--format", format])
    }
    for format in ["text", "json", "markdown"] {
      all.append(["advise", "Examples/TempoContent", "--format", format])
      all.append([
        "audit", "--locks", "\(fixtures)/audit-locks", "--native-sources", "Examples/TempoShell",
        "--content", "Examples/TempoContent", "--format", format,
      ])
    }
    for format in ["text", "json"] {
      all.append([
        "diff", "--base", "Examples/BrokenPullRequest", "--contracts", "contracts", "--format",
        format,
      ])
    }
    return all
  }()

  @Test func everyCommandAndFormatIsTheSameInEveryLocaleAndTimeZone() throws {
    let settings: [[String: String]] = [
      ["LANG": "C", "LC_ALL": "C", "TZ": "UTC"],
      ["LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8", "TZ": "Asia/Tokyo"],
      ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "TZ": "America/St_Johns"],
    ]
    for arguments in Self.invocations {
      let first = try Executable.run(arguments, environment: settings[0])
      #expect(!first.output.isEmpty, "\(arguments) printed nothing")
      for setting in settings.dropFirst() {
        let again = try Executable.run(arguments, environment: setting)
        #expect(again == first, "\(arguments) differs under \(setting)")
      }
    }
  }

  /// Inputs given in another order, and written to disk in another order, change nothing.
  @Test func inputOrderChangesNothing() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    // The same content tree and lock folder written twice, in opposite orders.
    let source = Repository.path("Examples/TempoContent/src")
    let files = try FileManager.default.subpathsOfDirectory(atPath: source).filter {
      $0.hasSuffix(".ts") || $0.hasSuffix(".tsx")
    }.sorted()
    for (copy, order) in [("a", files), ("b", Array(files.reversed()))] {
      for file in order {
        let target = "\(root)/\(copy)/src/\(file)"
        try FileManager.default.createDirectory(
          atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "\(source)/\(file)", toPath: target)
      }
    }
    func scan(_ copy: String, _ format: String) -> String {
      bridgecheck("scan", "\(root)/\(copy)", "--contracts", projectContracts, "--format", format)
        .output.replacingOccurrences(of: "\(root)/\(copy)", with: "ROOT")
    }
    for format in ["text", "json"] {
      #expect(scan("a", format) == scan("b", format))
    }
    let forward = bridgecheck(
      "gate", Repository.path("Examples/TempoContent"), cliFixtures + "/gate-content",
      "--contracts", projectContracts, "--format", "json")
    let backward = bridgecheck(
      "gate", cliFixtures + "/gate-content", Repository.path("Examples/TempoContent"),
      "--contracts", projectContracts, "--format", "json")
    #expect(forward.output == backward.output)
  }
}

/// Writers killed at random points leave every file either as it was or complete: reports,
/// formatted contracts and locks go to a temporary file that is renamed over the target.
struct InterruptedWriterTests {
  /// A contract big enough that writing its formatted form or its report takes a while.
  static func bigContract() -> String {
    var text = "bridge tempo\nruntime 1 {\n  release 1.0\n  release 1.1\n}\n"
    for index in 0..<3000 {
      // Two fields on one line: not canonical, so `fmt` rewrites every type.
      text += "type Record\(index) { id: string, count: int? @since(1.1) }\n"
    }
    return text
  }

  /// Starts `arguments`, kills it after a pseudo-random delay, and returns the file's bytes.
  static func killed(_ arguments: [String], after microseconds: UInt32, reading path: String)
    throws -> Data?
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Executable.path)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    usleep(microseconds)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return FileManager.default.contents(atPath: path)
  }

  @Test func aKilledWriterLeavesTheOldOrTheNewFile() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/contracts", withIntermediateDirectories: true)
    let contract = root + "/contracts/big.contract"
    let original = Data(Self.bigContract().utf8)
    let report = root + "/report.html"
    let oldReport = Data("an older report\n".utf8)

    // The complete new versions, written without interruption.
    try original.write(to: URL(fileURLWithPath: contract))
    _ = try Executable.run(["audit", "--contracts", root + "/contracts", "--html", report])
    let newReport = try Data(contentsOf: URL(fileURLWithPath: report))
    _ = try Executable.run(["fmt", "--contracts", root + "/contracts"])
    let formatted = try Data(contentsOf: URL(fileURLWithPath: contract))
    #expect(formatted != original && newReport.count > 100_000)

    var generator = SystemRandomNumberGenerator()
    for _ in 0..<8 {
      let delay = UInt32.random(in: 0..<300_000, using: &generator)
      try original.write(to: URL(fileURLWithPath: contract))
      let contractAfter = try Self.killed(
        ["fmt", "--contracts", root + "/contracts"], after: delay, reading: contract)
      #expect(
        contractAfter == original || contractAfter == formatted, "fmt killed after \(delay) µs")

      try original.write(to: URL(fileURLWithPath: contract))
      try oldReport.write(to: URL(fileURLWithPath: report))
      let reportAfter = try Self.killed(
        ["audit", "--contracts", root + "/contracts", "--html", report], after: delay,
        reading: report)
      #expect(
        reportAfter == oldReport || reportAfter == newReport, "audit killed after \(delay) µs")
    }
  }
}
