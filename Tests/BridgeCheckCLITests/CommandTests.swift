import Foundation
import TestSupport
import Testing

@testable import BridgeCheckCLI

struct LintCommandTests {
  @Test func theProjectContractIsClean() {
    let run = bridgecheck("lint", "--contracts", projectContracts)
    #expect(
      run
        == Run(
          exitCode: 0,
          output: "contracts: no problems (5 files, 2 runtimes, 6 releases, 97 elements)\n",
          error: ""))
  }

  @Test func aBrokenRuleExitsOneWithCompilerStyleDiagnostics() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try
      "bridge tempo\nruntime 1 {\n  release 1.0\n  release 1.1\n}\ntype T { a: int @since(1.1) }\n"
      .write(toFile: folder + "/a.contract", atomically: true, encoding: .utf8)
    let run = bridgecheck("lint", "--contracts", folder)
    #expect(run.exitCode == 1)
    #expect(
      run.output == """
        \(folder)/a.contract:6:24: error: field 'T.a' is added in 1.1, in the middle of runtime 1, as a required field [addition-not-optional]
        type T { a: int @since(1.1) }
                               ^~~
        \(folder)/a.contract:6:24: note: readers built for earlier releases would not send or expect it; make it optional ('int?')
        \(folder): 1 error (1 file, 1 runtime, 2 releases, 2 elements)

        """)
  }

  /// The README's tour promises exactly these findings for the example.
  @Test func theBrokenPullRequestExampleReportsItsFiveMistakes() throws {
    let run = bridgecheck(
      "lint", "--contracts", Repository.path("Examples/BrokenPullRequest/contracts"), "--format",
      "json")
    #expect(run.exitCode == 1)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
    let found = diagnostics.map {
      "\(($0["file"] as? String ?? "").split(separator: "/").last ?? ""):\($0["line"] ?? "")[\($0["id"] ?? "")]"
    }
    #expect(
      found == [
        "messages.contract:13[removed-mid-runtime]", "messages.contract:22[addition-not-optional]",
        "types.contract:8[addition-not-optional]", "types.contract:44[addition-not-optional]",
        "runtime-version.txt:1[runtime-version-mismatch]",
      ])
  }

  @Test func jsonOutputMatchesGolden() throws {
    let folder = Repository.path(
      "Tests/ContractLanguageTests/Fixtures/Lint/runtime-version-mismatch.fails")
    let run = bridgecheck(
      "lint", "--contracts", folder, "--runtime-version", folder + "/runtime-version.txt",
      "--format", "json")
    #expect(run.exitCode == 1)
    #expect(run.error == "")
    if let failure = Golden.check(
      run.output, against: cliFixtures + "/lint-runtime-version-mismatch.json")
    {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func aMissingFolderExitsTwoNamingIt() {
    let run = bridgecheck("lint", "--contracts", "no/such/folder")
    #expect(
      run
        == Run(
          exitCode: 2,
          output:
            "no/such/folder: fatal error: no contracts folder here [contracts-not-found]\nno/such/folder: not checked: 1 input could not be read\n",
          error: ""))
  }

  @Test func aMissingRuntimeVersionFileThatWasNamedExitsTwo() {
    let run = bridgecheck(
      "lint", "--contracts", projectContracts, "--runtime-version", "missing.txt")
    #expect(run.exitCode == 2)
    #expect(run.output.hasPrefix("missing.txt: fatal error: no such file [file-not-found]\n"))
  }

  @Test func randomBytesExitTwoAndDeepNestingExitsOne() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var state: UInt64 = 1
    let bytes = (0..<(1 << 20)).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
    try Data(bytes).write(to: URL(fileURLWithPath: folder + "/random.contract"))
    #expect(bridgecheck("lint", "--contracts", folder).exitCode == 2)
    try FileManager.default.removeItem(atPath: folder + "/random.contract")
    try
      ("bridge tempo\nruntime 1 { release 1.0 }\ntype T { a: "
      + String(repeating: "[", count: 100_000) + "\n}\n")
      .write(toFile: folder + "/nested.contract", atomically: true, encoding: .utf8)
    #expect(bridgecheck("lint", "--contracts", folder).exitCode == 1)
  }
}

struct ShowCommandTests {
  @Test(arguments: ["6.1", "7.1", "7.2"])
  func jsonMatchesGolden(_ release: String) {
    let run = bridgecheck("show", release, "--contracts", projectContracts, "--format", "json")
    #expect(run.exitCode == 0)
    if let failure = Golden.check(run.output, against: cliFixtures + "/show-\(release).json") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func textMatchesGolden() {
    let run = bridgecheck("show", "7.1", "--contracts", projectContracts)
    #expect(run.exitCode == 0)
    if let failure = Golden.check(run.output, against: cliFixtures + "/show-7.1.txt") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func anUnknownReleaseExitsTwo() {
    let run = bridgecheck("show", "7.3", "--contracts", projectContracts)
    #expect(
      run
        == Run(
          exitCode: 2, output: "",
          error:
            "error: no release '7.3' is declared; did you mean '7.0'?\nreleases: 6.0, 6.1, 6.2, 7.0, 7.1, 7.2\n"
        ))
  }

  @Test func anInvalidContractExitsTwo() {
    let folder = Repository.path(
      "Tests/ContractLanguageTests/Fixtures/Lint/removed-mid-runtime.fails")
    let run = bridgecheck("show", "1.0", "--contracts", folder)
    #expect(run.exitCode == 2)
    #expect(run.output == "")
    #expect(
      run.error.hasSuffix(
        "error: the contract in 'Tests/ContractLanguageTests/Fixtures/Lint/removed-mid-runtime.fails' is not valid; 'bridgecheck lint' explains\n"
      ))
  }

  /// A contracts folder that is not there asks for the path, not for a lint.
  @Test func aMissingContractsFolderAsksForThePath() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = bridgecheck("gate", folder, "--contracts", folder + "/contracts")
    #expect(run.exitCode == 2)
    #expect(
      run.error.hasSuffix(
        "error: no contract read: pass --contracts DIR, the native repository's contracts folder\n"
      ))
  }

  @Test func aReleaseIsRequired() {
    #expect(
      bridgecheck("show")
        == Run(
          exitCode: 2, output: "",
          error:
            "error: 'show' takes exactly one release, such as 'bridgecheck show 7.1'\nsee 'bridgecheck show --help'\n"
        ))
  }
}

struct FormatCommandTests {
  let messy = Repository.path("Tests/ContractLanguageTests/Fixtures/Format/messy.contract")
  let canonical = Repository.path("Tests/ContractLanguageTests/Fixtures/Format/messy.expected")

  @Test func checkNamesTheFileThenFormattingRewritesItInPlace() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.copyItem(atPath: messy, toPath: folder + "/messy.contract")
    try FileManager.default.copyItem(
      atPath: projectContracts + "/types.contract", toPath: folder + "/types.contract")
    let canonicalTypes = try String(contentsOfFile: folder + "/types.contract", encoding: .utf8)

    #expect(
      bridgecheck("fmt", "--check", "--contracts", folder)
        == Run(exitCode: 1, output: "\(folder)/messy.contract: not formatted\n", error: ""))
    #expect(
      try String(contentsOfFile: folder + "/messy.contract", encoding: .utf8)
        == String(contentsOfFile: messy, encoding: .utf8))

    #expect(bridgecheck("fmt", "--contracts", folder) == Run(exitCode: 0, output: "", error: ""))
    #expect(
      try String(contentsOfFile: folder + "/messy.contract", encoding: .utf8)
        == String(contentsOfFile: canonical, encoding: .utf8))
    #expect(
      bridgecheck("fmt", "--check", "--contracts", folder)
        == Run(exitCode: 0, output: "", error: ""))
    #expect(
      try String(contentsOfFile: folder + "/types.contract", encoding: .utf8) == canonicalTypes)
    // Nothing is left behind by the atomic write.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        "messy.contract", "types.contract",
      ])
  }

  @Test func stdoutPrintsWithoutWriting() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.copyItem(atPath: messy, toPath: folder + "/messy.contract")
    let run = bridgecheck("fmt", "--stdout", "--contracts", folder)
    #expect(
      run
        == Run(
          exitCode: 0, output: try String(contentsOfFile: canonical, encoding: .utf8), error: ""))
    #expect(
      try String(contentsOfFile: folder + "/messy.contract", encoding: .utf8)
        == String(contentsOfFile: messy, encoding: .utf8))
  }

  @Test func aFileWithSyntaxErrorsIsLeftAlone() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let broken = "bridge   tempo\ntype T { a int }\n"
    try broken.write(toFile: folder + "/a.contract", atomically: true, encoding: .utf8)
    let run = bridgecheck("fmt", "--contracts", folder)
    #expect(run.exitCode == 1)
    #expect(
      run.error.hasSuffix("\(folder)/a.contract: not formatted: fix the syntax errors first\n"))
    #expect(try String(contentsOfFile: folder + "/a.contract", encoding: .utf8) == broken)
  }

  @Test func theProjectContractIsCanonical() {
    #expect(
      bridgecheck("fmt", "--check", "--contracts", projectContracts)
        == Run(exitCode: 0, output: "", error: ""))
  }

  @Test func checkAndStdoutCannotBeCombined() {
    #expect(bridgecheck("fmt", "--check", "--stdout").exitCode == 2)
  }
}

struct TopLevelTests {
  @Test func versionAndHelp() {
    #expect(
      bridgecheck("--version")
        == Run(exitCode: 0, output: "bridgecheck \(BridgeCheck.version)\n", error: ""))
    #expect(bridgecheck("--help").output.contains("USAGE: bridgecheck COMMAND [options]"))
    #expect(bridgecheck().exitCode == 2)
    for command in ["lint", "fmt", "show"] {
      let run = bridgecheck(command, "--help")
      #expect(run.exitCode == 0)
      #expect(run.output.contains("USAGE: bridgecheck \(command) "))
      #expect(bridgecheck("help", command) == run)
    }
    // The usage line names exactly the formats each command accepts.
    let gate = bridgecheck("gate", "--help").output
    #expect(
      gate.contains("[--format text|json|sarif|github|junit|markdown] [--output FORMAT=FILE]…\n"))
    #expect(gate.contains("output format: text, json, sarif, github, junit or markdown"))
    // Every command that reports findings writes every format.
    for command in ["lint", "scan", "advise", "diff", "replay", "audit"] {
      #expect(
        bridgecheck(command, "--help").output.contains(
          "[--format text|json|sarif|github|junit|markdown] [--output FORMAT=FILE]…\n"),
        "\(command)")
    }
    // `show` reports no findings: no `--output`.
    #expect(bridgecheck("show", "--help").output.contains("[--format text|json]\n"))
    #expect(!bridgecheck("fmt", "--help").output.contains("[--format"))
  }

  /// Every command that reports findings writes more formats of one run with `--output`.
  @Test func findingCommandsWriteMoreFormats() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let contracts = Repository.path("Examples/BrokenPullRequest/contracts")
    let lint = bridgecheck(
      "lint", "--contracts", contracts, "--output", "sarif=\(folder)/lint.sarif", "--output",
      "json=\(folder)/lint.json")
    #expect(lint.exitCode == 1)
    func written(_ name: String) throws -> String {
      try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        .replacingOccurrences(of: Repository.root + "/", with: "")
        .replacingOccurrences(of: Repository.root, with: ".")
    }
    #expect(
      try written("lint.sarif")
        == bridgecheck("lint", "--contracts", contracts, "--format", "sarif").output)
    #expect(
      try written("lint.json")
        == bridgecheck("lint", "--contracts", contracts, "--format", "json").output)
    let example = Repository.path("Examples/TempoContent")
    let scan = bridgecheck("scan", example, "--output", "json=\(folder)/scan.json")
    #expect(scan.exitCode == 0)
    #expect(try written("scan.json") == bridgecheck("scan", example, "--format", "json").output)
    let scanText = bridgecheck("scan", example, "--output", "text=\(folder)/scan.txt")
    #expect(try written("scan.txt") == scanText.output)
    let advise = bridgecheck("advise", example, "--output", "markdown=\(folder)/advice.md")
    #expect(advise.exitCode == 0)
    #expect(
      try written("advice.md") == bridgecheck("advise", example, "--format", "markdown").output)
    #expect(bridgecheck("show", "7.1", "--output", "json=x.json").exitCode == 2)
    let scanSARIF = bridgecheck("scan", example, "--output", "sarif=\(folder)/scan.sarif")
    #expect(scanSARIF.exitCode == 0)
    #expect(
      try written("scan.sarif") == bridgecheck("scan", example, "--format", "sarif").output)
    #expect(
      bridgecheck("fmt", "--output", "sarif=x.sarif").error.contains("unknown option '--output'"))
  }

  @Test func mistakesExitTwoWithAPointerToHelp() {
    #expect(
      bridgecheck("lnt")
        == Run(
          exitCode: 2, output: "",
          error: "error: unknown command 'lnt'; did you mean 'lint'?\nsee 'bridgecheck --help'\n"))
    #expect(
      bridgecheck("show", "7.1", "--format", "junit")
        == Run(
          exitCode: 2, output: "",
          error:
            "error: 'show' cannot print 'junit'; choose text or json\nsee 'bridgecheck show --help'\n"
        ))
    #expect(bridgecheck("lint", "--color", "sometimes").exitCode == 2)
    #expect(bridgecheck("lint", "extra").exitCode == 2)
  }

  @Test func colourFollowsTheTerminalAndTheChoice() {
    let folder = Repository.path(
      "Tests/ContractLanguageTests/Fixtures/Lint/removed-mid-runtime.fails")
    let plain = bridgecheck(["lint", "--contracts", folder], terminal: false)
    let auto = bridgecheck(["lint", "--contracts", folder], terminal: true)
    let never = bridgecheck(["lint", "--contracts", folder, "--color", "never"], terminal: true)
    let always = bridgecheck(["lint", "--contracts", folder, "--color", "always"], terminal: false)
    #expect(!plain.output.contains("\u{1B}["))
    #expect(auto.output.contains("\u{1B}[1;31merror:"))
    #expect(never.output == plain.output)
    #expect(always.output == auto.output)
  }
}

struct ScanCommandTests {
  @Test(arguments: [
    ("Examples/TempoContent", "json", "scan-sources.json"),
    ("Examples/TempoContent/dist", "json", "scan-export.json"),
    ("Examples/TempoContent", "text", "scan-sources.txt"),
    ("Examples/TempoContent", "sarif", "scan-sources.sarif"),
    ("Examples/TempoContent", "github", "scan-sources.github.txt"),
    ("Examples/TempoContent", "junit", "scan-sources.xml"),
    ("Examples/TempoContent", "markdown", "scan-sources.md"),
  ])
  func exampleOutputMatchesGolden(_ input: String, _ format: String, _ golden: String) {
    let run = bridgecheck(
      "scan", Repository.path(input), "--contracts", projectContracts, "--format", format)
    #expect(run.exitCode == 0)
    #expect(run.error == "")
    if let failure = Golden.check(run.output, against: cliFixtures + "/" + golden) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func anUnreadableInputExitsTwoAndStillPrintsJSON() throws {
    let run = bridgecheck(
      "scan", "no/such/folder", Repository.path("Examples/TempoContent/src/App.tsx"), "--contracts",
      projectContracts, "--format", "json")
    #expect(run.exitCode == 2)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect((report["uses"] as? [Any])?.count == 4)
    #expect(
      ((report["diagnostics"] as? [[String: Any]])?.map { $0["id"] as? String }) == [
        "input-not-found"
      ])
  }

  /// Files read from installed packages are counted apart: in the summary and as
  /// `files.packagesRead`.
  @Test func filesFromPackagesAreCounted() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = [
      "package.json": #"{ "main": "index.js" }"#, "index.js": #"import "kit";"#,
      "node_modules/kit/package.json": #"{ "main": "index.js" }"#,
      "node_modules/kit/index.js": #"export const m = requireNativeModule("ExpoHaptics");"#,
    ]
    for (path, text) in files {
      try FileManager.default.createDirectory(
        atPath: (root + "/" + path as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
    }
    let text = bridgecheck("scan", root, "--contracts", projectContracts)
    #expect(text.output.hasSuffix("scanned 2 files (1 from packages): 1 use of 1 element\n"))
    let json = bridgecheck("scan", root, "--contracts", projectContracts, "--format", "json")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let counted = report["files"] as? [String: Any]
    #expect(counted?["read"] as? Int == 2 && counted?["packagesRead"] as? Int == 1)
  }

  @Test func usageMistakes() {
    #expect(bridgecheck("scan", "--contracts", projectContracts).exitCode == 2)
    #expect(bridgecheck("scan", ".", "--platform", "tvos").exitCode == 2)
    #expect(bridgecheck("scan", ".", "--contracts", "no/such/contracts").exitCode == 2)
  }
}
