import BridgeDiagnostics

/// A place where content names a bridge element (CONTENT-ANALYSIS.md, "What counts as a use").
public struct Use: Sendable, Hashable {
  /// The element's id, or `nil` for an undeclared or dynamic name.
  public let id: String?
  /// The name as written (its static head, for a dynamic use).
  public let name: String
  public let dynamic: Bool
  /// The path of the file, as the user named the input joined with the path inside it.
  public let file: String
  /// 1-based line and column (in Unicode scalars); `nil` in Hermes bytecode, which has no
  /// positions.
  public let line: Int?
  public let column: Int?
  /// Byte offset of the literal, for excerpts; `nil` in Hermes bytecode.
  public let offset: Int?
  /// Ids of the capabilities, scopes and modules whose checks guard the use, sorted.
  public let guards: [String]
  /// Whether some guard comes from a `// bridgecheck: requires` assertion.
  public let asserted: Bool
  /// The source around the use on its line (at most about 60 characters either side, with `…`
  /// where cut: a minified bundle is one enormous line), for reports; `nil` in Hermes bytecode.
  public let excerpt: String?
  /// The 1-based column of the use within `excerpt`.
  public let excerptColumn: Int?
  /// The reason a `// bridgecheck: ignore -- REASON` gives for dropping the use, for a use it
  /// drops (listed apart, never weighed).
  public let ignoreReason: String?
  /// Where the value was written, when the use does not stand there — a literal among a send's
  /// arguments (the use stands at the send's callee), a constant's literal, an enum member, an
  /// object's property, in this file or another — then the calls it came through
  /// (CONTENT-ANALYSIS.md, "Where a use stands"). Empty for a name at its use (a lookup's).
  public let via: [Origin]

  /// Where the checks its guards come from stand, when they are not tested right there: a
  /// binding that holds one (`const canArchive = hasCapability(C)`, a flag taken from a hook,
  /// `guard-binding`), a call of a function whose body proves what it is given
  /// (`hasCapability(C)`, `withCapability(C, f)`, `guard-summary`), a `// bridgecheck: requires`
  /// (`assertion`). Sorted, each once; the output lists them after `via`
  /// (CONTENT-ANALYSIS.md, "Output").
  public let guardedAt: [Origin]

  /// What the use does with its element (CONTENT-ANALYSIS.md, "Output").
  public let role: Role
  /// For a value not known where it is sent (a dynamic use): every element it may be (ids,
  /// sorted) — each content → native message, or each case of the message sent.
  public let candidates: [String]

  public enum Role: String, Sendable, Hashable {
    /// Content sends it: a content → native message or case, a scope, an undeclared or dynamic
    /// name at a send.
    case sends
    /// Content receives or tests it: a native → content message or case, a capability.
    case handles
    /// A native module content looks up.
    case looksUp = "looks-up"
  }

  /// A place a value passed through on its way to the use; places order by file (bytes), line
  /// and column, so that one name reaching one place along two paths lists the path written
  /// first first.
  public struct Origin: Sendable, Hashable, Comparable {
    public let what: What
    public let file: String
    public let line: Int
    public let column: Int

    public enum What: String, Sendable, Hashable {
      /// Where the value was written: a constant's literal, an enum member, a returned object.
      case value
      /// Where a module another file reads was looked up (`export default
      /// TurboModuleRegistry.get("X")`).
      case lookup
      /// A read of the function the value was written in: a call, or the function passed on.
      case call
      /// Where a value sent stopped being known: an argument, or the expression sent.
      case argument
      /// An import the value came through into the file reading it; or a `require` or
      /// `import()` behind a check that loads the use's module (`LoadGuards`).
      case `import`
      /// A barrel's re-export the value came through (`export { A } from "./a"`, `export *`).
      case reExport = "re-export"
      /// A binding whose value is a check, tested where the use is guarded.
      case guardBinding = "guard-binding"
      /// A call whose function proves what it is given (its summary), tested there.
      case guardSummary = "guard-summary"
      /// A `// bridgecheck: requires` comment above the function the use stands in.
      case assertion
    }

    public static func < (lhs: Origin, rhs: Origin) -> Bool {
      if lhs.file != rhs.file { return lhs.file.precedesInByteOrder(rhs.file) }
      if (lhs.line, lhs.column) != (rhs.line, rhs.column) {
        return (lhs.line, lhs.column) < (rhs.line, rhs.column)
      }
      return lhs.what.rawValue < rhs.what.rawValue
    }

    public init(_ what: What = .value, file: String, line: Int, column: Int) {
      self.what = what
      self.file = file
      self.line = line
      self.column = column
    }
  }

  /// It stands in a function value (a handler, a callback) inside the function whose callers
  /// other files are: they add their guards, and it stays where it stands (`placed(at:)`).
  var standsInFunctionValue = false

  /// Where it stands is a call it passed through — a read of the function around it, in a
  /// function other files call — not where it leaves the content: moved to those files' calls
  /// (`placed(at:)`), `via` names it.
  var standsAtCall = false

  public var declared: Bool { id != nil }

  /// What the output's `via` lists: where the value was written and the calls between
  /// (`via`), then where its guards' checks stand (`guardedAt`).
  public var trail: [Origin] { guardedAt.isEmpty ? via : via + guardedAt }

  /// The use where its module is loaded under `guards` too, `loadedAt` naming (in `via`) the
  /// `require` or `import()` that loads it so, when that adds a guard.
  func guarded(by guards: Set<String>, loadedAt: Origin?) -> Use {
    let all = guards.union(self.guards)
    guard all.count > self.guards.count else { return self }
    return Use(
      id: id, name: name, dynamic: dynamic, file: file, line: line, column: column,
      offset: offset, guards: all.sorted(), asserted: asserted, excerpt: excerpt,
      excerptColumn: excerptColumn, ignoreReason: ignoreReason,
      via: via + (loadedAt.map { [$0] } ?? []), guardedAt: guardedAt, role: role,
      candidates: candidates)
  }

  /// The use without the placeholders of flag parameters among its guards
  /// (`FlagParameters`): where it is reported, no call gives them.
  var withoutFlags: Use {
    guard guards.contains(where: FlagParameters.isPlaceholder) else { return self }
    var use = Use(
      id: id, name: name, dynamic: dynamic, file: file, line: line, column: column,
      offset: offset, guards: guards.filter { !FlagParameters.isPlaceholder($0) },
      asserted: asserted, excerpt: excerpt, excerptColumn: excerptColumn,
      ignoreReason: ignoreReason, via: via, guardedAt: guardedAt, role: role,
      candidates: candidates)
    use.standsInFunctionValue = standsInFunctionValue
    use.standsAtCall = standsAtCall
    return use
  }

  public init(
    id: String?, name: String, dynamic: Bool, file: String, line: Int?, column: Int?, offset: Int?,
    guards: [String], asserted: Bool, excerpt: String? = nil, excerptColumn: Int? = nil,
    ignoreReason: String? = nil, via: [Origin] = [], guardedAt: [Origin] = [],
    role: Role = .sends, candidates: [String] = []
  ) {
    self.id = id
    self.name = name
    self.dynamic = dynamic
    self.file = file
    self.line = line
    self.column = column
    self.offset = offset
    self.guards = guards
    self.asserted = asserted
    self.excerpt = excerpt
    self.excerptColumn = excerptColumn
    self.ignoreReason = ignoreReason
    self.via = via
    self.guardedAt = guardedAt
    self.role = role
    self.candidates = candidates
  }
}

/// A Hermes bytecode input and its bytecode version.
public struct HermesInput: Sendable, Hashable {
  public let file: String
  public let version: Int
  /// Scanned with the sources its source map shows it was built from: they lend its names their
  /// guards (`ExportMatching`).
  public var sourcesMatch = false

  public init(file: String, version: Int, sourcesMatch: Bool = false) {
    self.file = file
    self.version = version
    self.sourcesMatch = sourcesMatch
  }
}
