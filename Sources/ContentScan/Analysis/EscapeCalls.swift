/// Calls that let what they are given out of what the analysis follows (CONTENT-ANALYSIS.md,
/// "Escapes"): an event's payload (`emitter.emit("change", { kind })`,
/// `DeviceEventEmitter.emit`), a store's state (`dispatch`, `setState`), storage (`setItem`), a
/// message to another context (`postMessage`), a native module's method
/// (`NativeModules.Tasks.archive(…)`). Code that reads the value back may send it, so a name
/// given to such a call — whole, or inside object and array literals given whole — is a use at
/// the call's callee, with the guards that hold there, as at a send, and a note names the escape.
/// Where the name was written goes to the use's `via`.
struct EscapeCalls {
  /// What a call lets the value into.
  enum Escape: String {
    case event = "an event's payload"
    case store = "a store's state"
    case storage = "storage"
    case message = "a message to another context"
    case nativeModule = "a native module's method"
  }

  /// Methods whose arguments escape, and into what. Not a collection's own (`push`, `add`,
  /// `set`): a value kept there is read back by code the analysis reads, and stays a use where
  /// written.
  static let methods: [String: Escape] = [
    "emit": .event, "publish": .event, "trigger": .event, "fire": .event, "broadcast": .event,
    "notify": .event, "dispatch": .store, "setState": .store, "mutate": .store,
    "setItem": .storage, "setString": .storage, "setObject": .storage, "postMessage": .message,
  ]

  /// How many literals deep a name may sit in what is given.
  static let maxDepth = 8

  private let tree: TokenTree
  /// The escape call's callee each name stands at, by where the name starts.
  private var callees: [Int: Int] = [:]
  /// What each of those calls lets its arguments into, by callee.
  private var escapes: [Int: Escape] = [:]

  /// - Parameter starts: where the names to place start.
  init(tree: TokenTree, starts: [Int]) {
    self.tree = tree
    for start in starts {
      guard let (callee, escape) = Self.call(around: start, tree) else { continue }
      callees[start] = callee
      escapes[callee] = escape
    }
  }

  /// The escape call's callee the name starting at `start` stands at, if any.
  func callee(ofNameAt start: Int) -> Int? { callees[start] }

  /// The note naming the escape at `callee`, for the uses standing there.
  func note(at callee: Int) -> String? {
    guard let escape = escapes[callee] else { return nil }
    let first = Self.root(of: callee, tree) ?? callee
    let name = String(
      decoding: tree.bytes[
        tree.tokens[first].range.lowerBound..<tree.tokens[callee].range.upperBound], as: UTF8.self)
    return
      "'\(name)' lets what it is given out of what the analysis follows (\(escape.rawValue)): the names given to it are uses here, with the guards that hold here"
  }

  /// The innermost call whose arguments the name at `start` is evaluated in, through object and
  /// array literals, when it is an escape.
  private static func call(around start: Int, _ tree: TokenTree) -> (Int, Escape)? {
    var open = tree.enclosingOpener(start)
    for _ in 0..<maxDepth {
      guard open > 0 else { return nil }
      switch tree.kind(open) {
      case .objectStart:
        break
      case .leftBracket:
        // An array literal, not a computed member (`table[K]`).
        switch tree.kind(open - 1) {
        case .identifier, .rightParen, .rightBracket, .string, .optionalChain: return nil
        default: break
        }
      case .leftParen:
        guard !tree.isControlParen(open) else { return nil }
        var callee = open - 1
        if tree.kind(callee) == .optionalChain { callee -= 1 }
        guard callee >= 0, tree.kind(callee) == .identifier,
          let escape = escape(callee: callee, tree),
          tree.isEvaluated(start, amongArguments: open + 1..<tree.contentEnd(open))
        else { return nil }
        return (callee, escape)
      default:
        return nil
      }
      open = tree.enclosingOpener(open)
    }
    return nil
  }

  /// What the call whose callee ends at `callee` lets its arguments into: a method of the list
  /// (`x.emit`, or `dispatch` alone, as `useDispatch` gives it), or any method reached from
  /// `NativeModules` or `TurboModuleRegistry`.
  private static func escape(callee: Int, _ tree: TokenTree) -> Escape? {
    let member =
      callee >= 1 && (tree.kind(callee - 1) == .dot || tree.kind(callee - 1) == .optionalChain)
    if member, let root = root(of: callee, tree),
      PackageArguments.nativeRoots.contains(tree.text(root))
    {
      return .nativeModule
    }
    guard let escape = methods[tree.text(callee)] else { return nil }
    // A function of the file's own named so is called, not a method: `dispatch` is the one
    // plain name that is a store's by convention.
    return member || escape == .store && tree.isWord(callee, "dispatch") ? escape : nil
  }

  /// The first name of the chain of members ending at `callee` (`NativeModules.Tasks.archive`,
  /// `NativeModules["Tasks"]?.archive`).
  private static func root(of callee: Int, _ tree: TokenTree) -> Int? {
    var cursor = callee
    for _ in 0..<maxDepth {
      guard cursor >= 1 else { return nil }
      switch tree.kind(cursor - 1) {
      case .dot, .optionalChain:
        var before = cursor - 2
        guard before >= 0 else { return nil }
        if tree.kind(before) == .rightBracket, tree.tokens[before].partner >= 0 {
          before = tree.partner(before) - 1
          if before >= 0, tree.kind(before) == .optionalChain { before -= 1 }
        }
        guard before >= 0, tree.kind(before) == .identifier else { return nil }
        cursor = before
      default:
        return cursor
      }
    }
    return nil
  }
}
