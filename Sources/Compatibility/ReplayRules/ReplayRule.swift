import BridgeDiagnostics
import ContractLanguage

/// One check replay makes on the envelopes of a cell (a package on a release). The checks are
/// made where the envelopes are read — `PayloadReader` is the one place for every wire rule,
/// `Replay.packageProblems` compares package versions — and name their rule by its type
/// (`.fieldMissing`); a rule's examples are a package and a release replayed.
///
/// Errors make a matrix cell incompatible; notes explain what a tolerant reader ignored.
public protocol ReplayRule: Rule where Example == ReplayExample {}

extension ReplayRule {
  public var isError: Bool { severity == .error }
}

/// A package built against release 1.0 of one contract, replayed on release 1.1 of another —
/// today's, which may have rewritten a type in place since — and what the rule must say.
public struct ReplayExample: RuleExample {
  /// An envelope captured on release 1.1: a snapshot native sent, or a line of a transcript
  /// (either side).
  public struct Capture: Sendable {
    public let json: String
    public let from: Direction
    public let isSnapshot: Bool

    public static func snapshot(_ json: String) -> Capture {
      Capture(json: json, from: .native, isSnapshot: true)
    }

    public static func transcript(_ json: String, from: Direction) -> Capture {
      Capture(json: json, from: from, isSnapshot: false)
    }
  }

  public let title: String
  /// The contract the package was built against; its lock records release 1.0's interface.
  public let recorded: String
  /// Today's contract, whose release 1.1 the package is replayed on.
  public let current: String
  /// The ids of the elements the package sends, as its lock records them.
  public let sends: [String]
  /// The native package versions the lock records, `nil` for a lock that records none.
  public let packages: [String: String]?
  public let captures: [Capture]
  public let expectation: RuleExpectation

  public init(
    _ title: String, recorded: String = replayExampleContract,
    current: String = replayExampleContract,
    sends: [String] = ["case:tempo.perform/task.create"], packages: [String: String]? = [:],
    captures: [Capture] = [], _ expectation: RuleExpectation
  ) {
    self.title = title
    self.recorded = recorded
    self.current = current
    self.sends = sends
    self.packages = packages
    self.captures = captures
    self.expectation = expectation
  }

  /// A package replayed on release 1.1 of the contract it was built against.
  public init(
    _ title: String, contract: String, sends: [String] = ["case:tempo.perform/task.create"],
    packages: [String: String]? = [:], captures: [Capture] = [], _ expectation: RuleExpectation
  ) {
    self.init(
      title, recorded: contract, current: contract, sends: sends, packages: packages,
      captures: captures, expectation)
  }

  /// Inputs with no text are shown as their heading alone.
  public var shown: [ShownInput] {
    var inputs =
      recorded == current
      ? [ShownInput("The contract (built against release 1.0, replayed on release 1.1)", current)]
      : [
        ShownInput("Built against (release 1.0)", recorded),
        ShownInput("Replayed on (release 1.1)", current),
      ]
    inputs.append(ShownInput("What the lock records as sent", sends.joined(separator: "\n") + "\n"))
    if let packages {
      if !packages.isEmpty {
        inputs.append(
          ShownInput(
            "The native package versions the lock records",
            packages.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)\n" }.joined()))
      }
    } else {
      inputs.append(ShownInput("The lock records no native package versions (an older lock)", ""))
    }
    for capture in captures {
      let heading =
        capture.isSnapshot
        ? "A snapshot captured on release 1.1"
        : "A transcript line sent by \(capture.from == .native ? "native" : "content")"
      inputs.append(ShownInput(heading, language: "json", capture.json + "\n"))
    }
    return inputs
  }
}

/// The contract most replay examples start from; each changes what it is about.
public let replayExampleContract = """
  bridge tempo
  runtime 1 {
    release 1.0
    release 1.1
  }
  message snapshot from native: Snapshot
  message perform from content {
    case task.create(title: string)
  }
  closed type Snapshot {
    tasks: [Task]
  }
  type Task {
    id: string
    priority: Priority
  }
  enum Priority {
    low
    high
  }

  """

/// The example contract whose snapshot announces capabilities, and which declares one.
let replayCapabilitiesContract =
  replayExampleContract.replacingOccurrences(
    of: "  tasks: [Task]\n", with: "  capabilities: capabilities\n  tasks: [Task]\n")
  + "capability archive\n"

/// The example contract whose release 1.1 links a native package.
let replayPackagesContract = replayExampleContract.replacingOccurrences(
  of: "  release 1.1\n", with: "  release 1.1 {\n    package expo-haptics 14.0.2\n  }\n")

/// The example contract with an action of release 1.1.
let replayArchiveContract =
  replayExampleContract.replacingOccurrences(
    of: "  case task.create(title: string)\n",
    with:
      "  case task.create(title: string)\n  case task.archive(id: string) @since(1.1) @requires(archive)\n"
  ) + "capability archive @since(1.1)\n"

/// The example contract with a native → content message `command` of `cases`, open or not.
func replayCommandContract(open: Bool, cases: [String]) -> String {
  replayExampleContract + (open ? "open " : "") + "message command from native {\n"
    + cases.map { "  case \($0)\n" }.joined() + "}\n"
}

/// The example contract whose tasks have a date.
let replayDatesContract = replayExampleContract.replacingOccurrences(
  of: "  priority: Priority\n", with: "  priority: Priority\n  due: date?\n")
