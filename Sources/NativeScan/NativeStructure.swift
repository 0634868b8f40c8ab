import BridgeDiagnostics

/// The string values of one `switch` statement's `case` labels (literals, and constants bound
/// to names), with where it stands: what the audit compares with a message's cases, and what
/// `init` reads a message's cases from.
public struct NativeSwitch: Sendable, Hashable {
  public struct Label: Sendable, Hashable {
    public let value: String
    public let file: String
    public let line: Int
    public let column: Int
  }

  public let labels: [Label]
  /// The function it stands in.
  public let function: String?
  /// The labels of the `case` of an outer switch it is nested in (`case "tempo.perform":
  /// switch kind { … }`).
  public let enclosingCase: [String]
}

/// One `case` of a switch and the functions its body calls: `case .perform: perform(data)`
/// hands the message to `perform`, whose own switch then reads its cases.
public struct NativeCaseBody: Sendable, Hashable {
  public let labels: [String]
  public let calls: [String]
}

/// Where each token of a Swift file stands: in which function, in the arguments of which call,
/// and the `switch` statements with their labels and case bodies. One pass over the tokens with
/// a stack of open braces; `resolve` gives the names a constant in a label stands for.
struct NativeStructure {
  private(set) var switches: [NativeSwitch] = []
  private(set) var caseBodies: [NativeCaseBody] = []
  /// Per token: the innermost enclosing function's name and call's callee (indices into
  /// `names`, -1 for none).
  private var functions: [Int32]
  private var callees: [Int32]
  private var names: [String] = []

  func function(at index: Int) -> String? {
    functions[index] < 0 ? nil : names[Int(functions[index])]
  }

  func callee(at index: Int) -> String? {
    callees[index] < 0 ? nil : names[Int(callees[index])]
  }

  private struct OpenSwitch {
    var labels: [NativeSwitch.Label] = []
    var function: String?
    var enclosingCase: [String]
    /// The case being read: its label values and the calls of its body so far.
    var current: (labels: [String], calls: [String])?
    var inLabel = false
    var labelDepth = 0
  }

  private enum Frame {
    case function(Int32)
    case switchBody(Int)
    case other
  }

  init(_ tokens: [SwiftToken], in file: SourceFile, resolve: (String) -> [String]) {
    functions = Array(repeating: -1, count: tokens.count)
    callees = Array(repeating: -1, count: tokens.count)
    var frames: [Frame] = []
    var open: [OpenSwitch] = []
    var pendingFunction: Int32?
    var pendingSwitch = false
    // One entry per open `(`: the callee's name index, or -1.
    var parentheses: [Int32] = []
    var nameIndex: [String: Int32] = [:]
    func intern(_ name: String) -> Int32 {
      if let known = nameIndex[name] { return known }
      names.append(name)
      nameIndex[name] = Int32(names.count - 1)
      return Int32(names.count - 1)
    }
    func innermostSwitch() -> Int? {
      guard case .switchBody(let index)? = frames.last else { return nil }
      return index
    }
    func finishCase(_ index: Int) {
      if let current = open[index].current {
        caseBodies.append(NativeCaseBody(labels: current.labels, calls: current.calls))
      }
      open[index].current = nil
    }
    for (index, token) in tokens.enumerated() {
      for frame in frames.reversed() {
        if case .function(let name) = frame {
          functions[index] = name
          break
        }
      }
      callees[index] = parentheses.last ?? -1
      if let at = innermostSwitch(), open[at].inLabel {
        switch token.kind {
        case .symbol("("), .symbol("["):
          open[at].labelDepth += 1
          continue
        case .symbol(")"), .symbol("]"):
          open[at].labelDepth -= 1
          continue
        case .symbol(":") where open[at].labelDepth == 0, .identifier("where"):
          // A `where` clause's literals are conditions, not patterns.
          open[at].inLabel = false
          continue
        case .string(let value?) where open[at].labelDepth == 0:
          let location = file.location(of: token.offset)
          open[at].labels.append(
            NativeSwitch.Label(
              value: value, file: file.path, line: location.line, column: location.column))
          open[at].current?.labels.append(value)
          continue
        case .identifier(let name) where open[at].labelDepth == 0:
          // `case .perform:`, `case Names.perform:`: the constants it may stand for.
          let isLast =
            index + 1 >= tokens.count || tokens[index + 1].kind != .symbol(".")
          if isLast {
            let location = file.location(of: token.offset)
            for value in resolve(name) {
              open[at].labels.append(
                NativeSwitch.Label(
                  value: value, file: file.path, line: location.line, column: location.column))
              open[at].current?.labels.append(value)
            }
          }
          continue
        default:
          continue
        }
      }
      switch token.kind {
      case .identifier("func"):
        if index + 1 < tokens.count, case .identifier(let name) = tokens[index + 1].kind {
          pendingFunction = intern(name)
        }
      case .identifier("switch"):
        pendingSwitch = true
      case .identifier("class"), .identifier("struct"), .identifier("enum"),
        .identifier("extension"), .identifier("protocol"), .identifier("actor"):
        // A declaration without a body (`func f()` in a protocol) opens nothing.
        pendingFunction = nil
      case .identifier("case") where innermostSwitch() != nil && !Self.isCondition(tokens, index):
        let at = innermostSwitch()!
        finishCase(at)
        open[at].current = ([], [])
        open[at].inLabel = true
        open[at].labelDepth = 0
      case .identifier("default") where innermostSwitch() != nil:
        let at = innermostSwitch()!
        finishCase(at)
        open[at].current = ([], [])
      case .symbol("{"):
        if pendingSwitch {
          let outer = open.indices.last
          open.append(
            OpenSwitch(
              function: function(at: index),
              enclosingCase: outer.flatMap { open[$0].current?.labels } ?? []))
          frames.append(.switchBody(open.count - 1))
        } else if let name = pendingFunction {
          frames.append(.function(name))
        } else {
          frames.append(.other)
        }
        pendingSwitch = false
        pendingFunction = nil
      case .symbol("}"):
        pendingFunction = nil
        guard let frame = frames.popLast() else { continue }
        if case .switchBody(let at) = frame {
          finishCase(at)
          let closed = open[at]
          if !closed.labels.isEmpty {
            switches.append(
              NativeSwitch(
                labels: closed.labels, function: closed.function,
                enclosingCase: closed.enclosingCase))
          }
          open.removeLast()
        }
      case .symbol("("):
        var callee: Int32 = -1
        if index > 0, case .identifier(let name) = tokens[index - 1].kind {
          callee = intern(name)
          // Every open case body calls it, however deeply nested.
          for at in open.indices { open[at].current?.calls.append(name) }
        }
        parentheses.append(callee)
      case .symbol(")"):
        _ = parentheses.popLast()
      default:
        break
      }
    }
  }

  /// Whether the `case` at `index` is a condition's (`if case`, `guard case`, `, case`), not a
  /// switch's label.
  private static func isCondition(_ tokens: [SwiftToken], _ index: Int) -> Bool {
    guard index > 0 else { return false }
    switch tokens[index - 1].kind {
    case .identifier("if"), .identifier("guard"), .identifier("while"), .identifier("for"),
      .symbol(","):
      return true
    default:
      return false
    }
  }
}
