/// Calls and writes that let what they are given out of what the analysis follows
/// (CONTENT-ANALYSIS.md, "Escapes"): an event's payload (`emitter.emit("change", { kind })`,
/// `DeviceEventEmitter.emit`), a store's state (`dispatch`, `setState`), storage (`setItem`), a
/// message to another context (`postMessage`), a native module's method
/// (`NativeModules.Tasks.archive(…)`); and a write to shared mutable state — a module's binding
/// or a member of one (`pending = …`, `state.kind = …`, from any function), a global
/// (`globalThis.kind = …`) or a module's exports (`exports.kind = …`). Code that reads the value
/// back may send it, so a name given to such a call or written there — whole, or inside object
/// and array literals given whole — is a use at the call's callee (the write's target), with the
/// guards that hold there, as at a send, and a note names the escape. Where the name was written
/// goes to the use's `via`.
struct EscapeCalls {
  /// What a call or a write lets the value into.
  enum Escape: String {
    case event = "an event's payload"
    case store = "a store's state"
    case storage = "storage"
    case message = "a message to another context"
    case nativeModule = "a native module's method"
    case moduleState = "a module's shared state"
    case global = "a global"
    case exports = "a module's exports"

    /// Whether the value is written there rather than given to a call.
    var isWrite: Bool { self == .moduleState || self == .global || self == .exports }
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

  /// - Parameters:
  ///   - starts: where the names to place start.
  ///   - scopes: the file's bindings, asked (and so built) only for a name that is written.
  init(tree: TokenTree, starts: [Int], scopes: () -> ScopeTree?) {
    self.tree = tree
    for start in starts {
      guard let (callee, escape) = Self.call(around: start, tree, scopes: scopes) else { continue }
      callees[start] = callee
      escapes[callee] = escape
    }
  }

  /// The escape call's callee the name starting at `start` stands at, if any.
  func callee(ofNameAt start: Int) -> Int? { callees[start] }

  /// The note naming the escape at `callee`, for the uses standing there.
  func note(at callee: Int) -> String? {
    guard let escape = escapes[callee] else { return nil }
    let name = Self.name(of: callee, tree)
    if escape.isWrite {
      return
        "'\(name)' is \(escape.rawValue): what is written to it is read back where the analysis does not follow, so the names written are uses here, with the guards that hold here"
    }
    return
      "'\(name)' lets what it is given out of what the analysis follows (\(escape.rawValue)): the names given to it are uses here, with the guards that hold here"
  }

  /// The escape's name as written, from its first name to `callee` (`DeviceEventEmitter.emit`,
  /// `state.kind`).
  static func name(of callee: Int, _ tree: TokenTree) -> String {
    let first = root(of: callee, tree) ?? callee
    return String(
      decoding: tree.bytes[
        tree.tokens[first].range.lowerBound..<tree.tokens[callee].range.upperBound], as: UTF8.self)
  }

  /// The innermost call whose arguments the name at `start` is evaluated in, or the write of
  /// shared state whose value it is, through object and array literals, when it is an escape:
  /// the callee (the target's last name) and what it lets the name into.
  static func call(around start: Int, _ tree: TokenTree, scopes: () -> ScopeTree?) -> (
    Int, Escape
  )? {
    // The value the name is part of, through the literals holding it.
    var value = start
    var open = tree.enclosingOpener(start)
    for _ in 0..<maxDepth {
      switch open < 0 ? .leftBrace : tree.kind(open) {
      case .objectStart:
        break
      case .leftBracket:
        // An array literal, not a computed member (`table[K]`).
        if tree.followsValue(open) { return nil }
      case .leftParen:
        guard !tree.isControlParen(open) else { return nil }
        var callee = open - 1
        if tree.kind(callee) == .optionalChain { callee -= 1 }
        guard callee >= 0, tree.kind(callee) == .identifier,
          let escape = escape(callee: callee, tree),
          tree.isEvaluated(start, amongArguments: open + 1..<tree.contentEnd(open))
        else { return nil }
        return (callee, escape)
      case .leftBrace:
        // A statement's: the value of a write, when it is one.
        return write(of: value, tree, scopes: scopes)
      default:
        return nil
      }
      value = open
      open = tree.enclosingOpener(open)
    }
    return nil
  }

  /// The write whose whole value starts at `value` (`TARGET = VALUE`), when its target is
  /// shared mutable state: a binding of the module or a member of one (not a declaration), a
  /// member of the global object (`globalThis.x`, `window.x`, `global.x`, `self.x`) or CommonJS's
  /// exports. A function's own bindings, `this` and a class field are not shared.
  private static func write(of value: Int, _ tree: TokenTree, scopes: () -> ScopeTree?) -> (
    Int, Escape
  )? {
    let equals = value - 1
    guard equals >= 1, tree.isWordOperator(equals, "="),
      FileScanner.declarationAssignment(before: equals, tree) == nil
    else { return nil }
    var last = equals - 1
    if tree.kind(last) == .rightBracket, tree.tokens[last].partner >= 0 {
      // `table[key] = …`: the member of the name before it.
      last = tree.partner(last) - 1
    }
    guard last >= 0, tree.kind(last) == .identifier, let root = root(of: last, tree) else {
      return nil
    }
    guard let scopes = scopes() else { return nil }
    guard let binding = scopes.binding(at: Int32(root)) else {
      // Bound nowhere: a member of the global object, or CommonJS's exports (a class field's
      // name, `this` and any other unbound name are none).
      switch tree.text(root) {
      case "exports", "module": return (last, .exports)
      case "global", "globalThis", "window", "self": return root != last ? (last, .global) : nil
      default: return nil
      }
    }
    // A function's own bindings are not shared; a declaration's name is no write.
    guard binding.scope == 0, Int(binding.token) != root else { return nil }
    return (last, .moduleState)
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
