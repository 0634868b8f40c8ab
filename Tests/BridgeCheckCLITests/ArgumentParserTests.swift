import Testing

@testable import BridgeCheckCLI

struct ArgumentParserTests {
  let options: [OptionSpec] = [
    .value("--contracts", "DIR", ""), .value("--release", "R", "", repeatable: true),
    .flag("--check", ""),
    .flag("--help", ""),
  ]

  @Test func parsesValuesFlagsAndPositionals() throws {
    let parsed = try ArgumentParser.parse(
      [
        "7.1", "--contracts", "c", "--release=7.0", "--release", "7.2", "--check", "--",
        "--not-an-option", "-",
      ],
      options: options)
    #expect(parsed.positionals == ["7.1", "--not-an-option", "-"])
    #expect(parsed.values == ["--contracts": ["c"], "--release": ["7.0", "7.2"]])
    #expect(parsed.flags == ["--check"])
  }

  @Test func dashHIsHelp() throws {
    #expect(try ArgumentParser.parse(["-h"], options: options).flags == ["--help"])
  }

  @Test(arguments: [
    (["--contract", "x"], "unknown option '--contract'; did you mean '--contracts'?"),
    (["--zzz"], "unknown option '--zzz'"),
    (["--contracts"], "'--contracts' needs a value (DIR)"),
    (["--contracts", "a", "--contracts", "b"], "'--contracts' is given more than once"),
    (["--check=yes"], "'--check' takes no value"),
  ])
  func reportsMistakes(_ arguments: [String], _ message: String) {
    #expect(throws: UsageError(message: message)) {
      try ArgumentParser.parse(arguments, options: options)
    }
  }
}
