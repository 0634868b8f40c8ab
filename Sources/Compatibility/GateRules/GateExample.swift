/// A content package and a contract, and what the rule must say when `bridgecheck gate` checks
/// the package against the contract.
public struct GateExample: RuleExample {
  /// A Hermes bytecode file of the package, `main.hbc`: its bytecode version and the strings of
  /// its string table (the example's runner builds the file).
  public struct Bytecode: Sendable {
    public let version: Int
    public let strings: [String]

    public init(version: Int, strings: [String]) {
      self.version = version
      self.strings = strings
    }
  }

  public let title: String
  /// The contract, one file.
  public let contract: String
  /// The package's files, each a path and its text, in the order shown.
  public let files: [(path: String, text: String)]
  public let bytecode: Bytecode?
  /// The gate's options beyond the package and the contract (`--strict`, `--trust-bytecode`).
  public let arguments: [String]
  public let expectation: RuleExpectation

  public init(
    _ title: String, contract: String = gateExampleContract,
    files: [(path: String, text: String)], bytecode: Bytecode? = nil, arguments: [String] = [],
    _ expectation: RuleExpectation
  ) {
    self.title = title
    self.contract = contract
    self.files = files
    self.bytecode = bytecode
    self.arguments = arguments
    self.expectation = expectation
  }

  public var shown: [ShownInput] {
    var inputs =
      [ShownInput("The contract", contract)] + files.map { ShownInput.file($0.path, $0.text) }
    if let bytecode {
      inputs.append(
        ShownInput(
          "`main.hbc`: Hermes bytecode version \(bytecode.version), whose strings are",
          bytecode.strings.joined(separator: "\n") + "\n"))
    }
    if !arguments.isEmpty {
      inputs.append(ShownInput("Gated with", arguments.joined(separator: " ") + "\n"))
    }
    return inputs
  }
}

/// The contract most gate examples check content against: an action of release 1.1 that
/// requires a capability of the same release.
public let gateExampleContract = """
  bridge tempo
  runtime 1 {
    release 1.0
    release 1.1
  }
  capability archive @since(1.1)
  message perform from content {
    case task.create(title: string)
    case task.archive(id: string) @since(1.1) @requires(archive)
  }

  """

/// Content that archives a task, unguarded: it breaks on release 1.0 of the example contract.
let unguardedArchive = (
  path: "index.ts",
  text: """
  import { sendMessage } from "expo-brownfield";

  export function archive(id: string) {
    sendMessage({ type: "tempo.perform", data: { kind: "task.archive", id } });
  }

  """
)

/// The same behind a check of the capability the action requires.
let guardedArchive = (
  path: "index.ts",
  text: """
  import { sendMessage } from "expo-brownfield";
  import { hasCapability } from "./capabilities";

  export function archive(id: string) {
    if (hasCapability("tempo.archive")) {
      sendMessage({ type: "tempo.perform", data: { kind: "task.archive", id } });
    }
  }

  """
)

/// How content asks for a capability: whether the snapshot native sent lists it.
let capabilitiesModule = (
  path: "capabilities.ts",
  text: """
  declare const snapshot: { capabilities: Record<string, string[]> };

  export function hasCapability(name: string): boolean {
    return snapshot.capabilities[name] !== undefined;
  }

  """
)

/// Content that sends what every release of the example contract accepts.
let createTask = (
  path: "index.ts",
  text: """
  import { sendMessage } from "expo-brownfield";

  export function create(title: string) {
    sendMessage({ type: "tempo.perform", data: { kind: "task.create", title } });
  }

  """
)
