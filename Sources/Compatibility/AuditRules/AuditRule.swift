import BridgeDiagnostics

/// One check of `audit`: the native Swift sources against the newest release (`NativeDrift`,
/// which names its rule by its type, `.unhandledCase`), or the current content against the
/// contract's deprecations (`Audit`). Its examples are a contract with native sources or content.
public protocol AuditRule: Rule where Example == AuditExample {}

/// A contract, native Swift sources and current content, and what the rule must say when they
/// are audited.
public struct AuditExample: RuleExample {
  public let title: String
  public let contract: String
  /// The native sources, `Bridge.swift`; empty when the example is about content.
  public let swift: String
  /// The current content's files, each a path and its text.
  public let content: [(path: String, text: String)]
  public let expectation: RuleExpectation

  public init(
    _ title: String, contract: String = auditExampleContract, swift: String = "",
    content: [(path: String, text: String)] = [], _ expectation: RuleExpectation
  ) {
    self.title = title
    self.contract = contract
    self.swift = swift
    self.content = content
    self.expectation = expectation
  }

  public var shown: [ShownInput] {
    [ShownInput("The contract", contract)]
      + (swift.isEmpty ? [] : [ShownInput.file("Bridge.swift", swift)])
      + content.map { ShownInput.file($0.path, $0.text) }
  }
}

/// The contract audit examples start from: the gate examples' one, with a message native sends.
public let auditExampleContract = gateExampleContract + "message snapshot from native\n"

/// The same contract with a case removed where runtime 2 begins.
let auditRemovalContract = """
  bridge tempo
  runtime 1 {
    release 1.0
    release 1.1
  }
  runtime 2 {
    release 2.0
  }
  capability archive @since(1.1)
  message perform from content {
    case task.create(title: string)
    case task.archive(id: string) @since(1.1) @requires(archive)
    case task.complete(id: string) @removed(2.0)
  }
  message snapshot from native

  """

/// Native code that handles and sends what the example contract says.
let auditExampleSwift = #"""
  func receive(type: String, kind: String) {
    switch type {
    case "tempo.perform":
      switch kind {
      case "task.create": createTask()
      case "task.archive": archiveTask()
      default: break
      }
    default: break
    }
  }

  func publish() {
    send(["type": "tempo.snapshot"])
  }

  """#

/// Content that creates a task.
let auditExampleContent = (
  path: "index.ts",
  text: """
  import { sendMessage } from "expo-brownfield";

  export function create(title: string) {
    sendMessage({ type: "tempo.perform", data: { kind: "task.create", title } });
  }

  """
)
