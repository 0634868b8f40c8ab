import Foundation
import Reporting
import TestSupport
import Testing

@testable import BridgeCheckCLI

/// The command reference and the shell completions come from the option tables `--help` prints.
struct CommandReferenceTests {
  /// `docs/commands.md` is what `completions --reference` prints today.
  @Test func theCommandReferenceIsCurrent() {
    let run = bridgecheck("completions", "--reference")
    #expect(run.exitCode == 0)
    if let failure = Golden.check(run.output, against: Repository.path("docs/commands.md")) {
      Issue.record(Comment(rawValue: failure))
    }
    for command in BridgeCheck.commands {
      #expect(run.output.contains("\n## \(command.name)\n"))
      #expect(run.output.contains(usage(of: command)))
    }
  }

  /// Every shell's script names every command and every option of each, offers each command's
  /// own formats, and bash's parses.
  @Test(arguments: CommandReference.Shell.allCases)
  func completionsCoverEveryCommandAndOption(_ shell: CommandReference.Shell) throws {
    let run = bridgecheck("completions", shell.rawValue)
    #expect(run.exitCode == 0)
    for command in BridgeCheck.commands {
      #expect(run.output.contains(command.name))
      for option in BridgeCheck.allOptions(command) {
        let spelled = shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name
        #expect(run.output.contains(spelled), "\(shell) lacks \(command.name) \(option.name)")
      }
    }
    #expect(run.output.contains("text json sarif github junit markdown"))
    if shell == .bash {
      let file = NSTemporaryDirectory() + "bridgecheck-completion-\(UUID().uuidString).bash"
      try run.output.write(toFile: file, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: file) }
      let check = Process()
      check.executableURL = URL(fileURLWithPath: "/bin/bash")
      check.arguments = ["-n", file]
      try check.run()
      check.waitUntilExit()
      #expect(check.terminationStatus == 0)
    }
  }

  /// `docs/rules.md` is what the rules say of themselves today, every rule in it.
  @Test func theRuleReferenceIsCurrent() {
    let reference = RuleReference.markdown
    if let failure = Golden.check(reference, against: Repository.path("docs/rules.md")) {
      Issue.record(Comment(rawValue: failure))
    }
    for id in ["removed-mid-runtime", "addition-not-optional", "unavailable-on-release"] {
      #expect(reference.contains("`\(id)`"))
    }
  }

  @Test func completionsNeedOneKnownShell() {
    #expect(bridgecheck("completions").exitCode == 2)
    #expect(bridgecheck("completions", "tcsh").error.contains("needs one shell: bash, zsh or fish"))
    #expect(bridgecheck("completions", "bash", "--reference").exitCode == 2)
  }
}
