import Foundation
import TestSupport
import Testing

@testable import BridgeCheckCLI

/// End to end: the project's contract, a recorded lock, the example content and the example
/// native sources, in every format, against committed expected output.
struct AuditCommandTests {
  static let arguments = [
    "audit", "--contracts", projectContracts, "--locks", cliFixtures + "/audit-locks",
    "--content", Repository.path("Examples/TempoContent"), "--native-sources",
    Repository.path("Examples/TempoShell"),
  ]

  @Test(arguments: findingFormats)
  func everyFormatMatchesGolden(_ format: String) {
    let run = bridgecheck(Self.arguments + ["--format", format])
    #expect(run.exitCode == 1, "the example shell drifts: \(run.error)")
    if let failure = Golden.check(run.output, against: golden("audit", format)) {
      Issue.record(Comment(rawValue: failure))
    }
    #expect(bridgecheck(Self.arguments + ["--format", format]) == run, "byte-identical again")
  }

  @Test func theHTMLReportIsOneSelfContainedFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = bridgecheck(Self.arguments + ["--html", folder + "/audit.html"])
    #expect(run.exitCode == 1)
    #expect(run.error == "wrote \(folder)/audit.html\n")
    // Paths inside the repository as relative ones, as `bridgecheck(…)` shows its output.
    let html = try String(contentsOfFile: folder + "/audit.html", encoding: .utf8)
      .replacingOccurrences(of: Repository.root + "/", with: "")
    if let failure = Golden.check(html, against: cliFixtures + "/audit.html") {
      Issue.record(Comment(rawValue: failure))
    }
    // Nothing is loaded from anywhere: no URL but the page's own anchors.
    for pattern in ["http:", "https:", "src=", "<link", "@import", "url("] {
      #expect(!html.contains(pattern), "\(pattern)")
    }
  }

  @Test func withoutLocksOrSourcesTheTimelineStillStands() {
    let run = bridgecheck(
      "audit", "--contracts", projectContracts, "--locks", cliFixtures + "/nowhere", "--format",
      "json")
    #expect(run.exitCode == 2)
    #expect(run.output.contains("\"unreadable-locks\""))
    let quiet = bridgecheck("audit", "--contracts", projectContracts)
    #expect(quiet.exitCode == 0, "no locks folder beside the contracts is no error")
    #expect(quiet.output.contains("no live package recorded"))
  }

  @Test func anInvalidContractStillPrintsJSONWithTheReason() {
    let run = bridgecheck(
      "audit", "--contracts", Repository.path("Examples/BrokenPullRequest/contracts"), "--format",
      "json")
    #expect(run.exitCode == 2)
    let report = try? JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let reasons = (report?["diagnostics"] as? [[String: Any]])?.map { "\($0["id"]!)" }
    #expect(reasons == ["invalid-contract"])
  }

  @Test func unreadableNativeSourcesStopWithExit2() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "let s = \"tempo.perform".write(
      toFile: folder + "/Broken.swift", atomically: true, encoding: .utf8)
    let run = bridgecheck(
      "audit", "--contracts", projectContracts, "--native-sources", folder)
    #expect(run.exitCode == 2)
    #expect(
      run.output.hasPrefix(
        "\(folder)/Broken.swift:1:9: fatal error: unterminated string literal [swift-unreadable]\n"
      ), "\(run.output)")
  }
}
