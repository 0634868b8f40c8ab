import Foundation
import TestSupport

@testable import BridgeCheckCLI

/// The result of running `bridgecheck` in-process.
struct Run: Equatable {
  let exitCode: Int32
  let output: String
  let error: String
}

/// Runs the command with captured streams. Absolute paths into the repository are shown
/// relative to it, so expected output does not depend on where the checkout is.
func bridgecheck(_ arguments: String...) -> Run {
  bridgecheck(arguments)
}

/// `configurationFrom` is where `bridgecheck.json` is looked for (the working directory when nil).
func bridgecheck(
  _ arguments: [String], terminal: Bool = false, configurationFrom folder: String? = nil
) -> Run {
  let output = Captured()
  let error = Captured()
  let console = Console(
    output: { output.text += $0 }, error: { error.text += $0 }, outputIsTerminal: terminal,
    errorIsTerminal: terminal)
  let code = BridgeCheck.main(arguments, console: console, configurationFrom: folder)
  // Paths inside the repository as relative ones, the repository itself as ".".
  func relative(_ text: String) -> String {
    text.replacingOccurrences(of: Repository.root + "/", with: "").replacingOccurrences(
      of: Repository.root, with: ".")
  }
  return Run(exitCode: code, output: relative(output.text), error: relative(error.text))
}

final class Captured: @unchecked Sendable {
  var text = ""
}

/// A fresh folder under the system's temporary folder, removed by the caller.
func temporaryFolder() throws -> String {
  let path = NSTemporaryDirectory() + "bridgecheck-tests-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

let projectContracts = Repository.path("contracts")
let cliFixtures = Repository.path("Tests/BridgeCheckCLITests/Fixtures")

/// Every format a command that reports findings writes, as `--format` names it.
let findingFormats = ["text", "json", "sarif", "github", "junit", "markdown"]

/// The golden file of `base` in `format`: `gate-refuse.sarif`, `lint-broken.github.txt`…
func golden(_ base: String, _ format: String) -> String {
  let extensions = [
    "text": "txt", "json": "json", "sarif": "sarif", "github": "github.txt", "junit": "xml",
    "markdown": "md",
  ]
  return cliFixtures + "/" + base + "." + extensions[format]!
}
