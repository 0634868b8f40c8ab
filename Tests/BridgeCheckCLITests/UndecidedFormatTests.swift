import Foundation
import TestSupport
import Testing

@testable import BridgeCheckCLI

/// A run that cannot decide (exit 2: here, a contracts folder that does not exist) still prints
/// the format asked for, with the reason in it — SARIF as a failed invocation with its
/// notification, annotations as an error, JUnit as an erroring test — for every command that
/// reports findings. One golden file per command holds its six formats.
struct UndecidedFormatTests {
  static let missing = "Tests/BridgeCheckCLITests/Fixtures/no-such-contracts"

  @Test(arguments: [
    ["lint"],
    ["scan", "Examples/TempoContent"],
    ["gate", "Examples/TempoContent"],
    ["advise", "Examples/TempoContent"],
    ["diff", "--base", "."],
    ["replay"],
    ["audit"],
  ])
  func everyFormatSaysWhy(_ command: [String]) {
    var outputs = ""
    for format in findingFormats {
      let arguments =
        command.map { $0.hasPrefix("Examples") || $0 == "." ? Repository.path($0) : $0 }
        + ["--contracts", Repository.path(Self.missing), "--format", format]
      let run = bridgecheck(arguments)
      #expect(run.exitCode == 2, "\(command[0]) --format \(format)")
      #expect(bridgecheck(arguments) == run, "byte-identical again")
      outputs += "==> \(command[0]) --format \(format) (exit \(run.exitCode))\n" + run.output
    }
    if let failure = Golden.check(outputs, against: cliFixtures + "/undecided/\(command[0]).txt") {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
