/// The scopes of one file, its bindings, and the binding each name in value code refers to — or
/// none, for a global (CONTENT-ANALYSIS.md, "Values": a name means its binding, not its text).
///
/// Built from the parser's scope events once the whole file is read, so that hoisting needs no
/// second pass: a `var` belongs to its function, a function declaration or `let` to its whole
/// block, and a reference written before its declaration still finds it.
struct ScopeTree: Sendable {
  struct Scope: Sendable, Equatable {
    /// The enclosing scope; -1 for the module's.
    var parent: Int32
    var isFunction: Bool
  }

  struct Binding: Sendable, Equatable {
    var name: String
    var kind: BindingKind
    /// The declaring name's token in the analysis stream (the first, if declared again).
    var token: Int32
    var scope: Int32
  }

  struct Reference: Sendable, Equatable {
    var token: Int32
    var name: String
    /// The binding's index in `bindings`, or -1 for a global.
    var binding: Int32
  }

  private(set) var scopes: [Scope] = [Scope(parent: -1, isFunction: true)]
  private(set) var bindings: [Binding] = []
  /// Every reference, in source order.
  private(set) var references: [Reference] = []
  /// The binding of each declaring or referring token.
  private var bindingOfToken: [Int32: Int32] = [:]

  init(_ file: ParsedFile, bytes: UnsafeBufferPointer<UInt8>) {
    var names: [Int32: [String: Int32]] = [:]  // scope → name → binding
    var pending: [(token: Int32, name: String, scope: Int32)] = []
    var open: [Int32] = [0]
    var scratch: [UInt8] = []
    func name(of token: Int32, jsx: Bool = false) -> String {
      var range = file.tokens[Int(token)].range
      if jsx, let dot = bytes[range].firstIndex(of: UInt8(ascii: ".")) {
        range = range.lowerBound..<dot
      }
      // An escaped name (`\u0061`) is its decoded text, as in a string.
      StringLiteral.decode(bytes, range, decodesEscapes: true, into: &scratch)
      return String(decoding: scratch, as: UTF8.self)
    }
    for event in file.scopeEvents {
      let current = open[open.count - 1]
      switch event.kind {
      case .openFunction, .openBlock:
        open.append(Int32(scopes.count))
        scopes.append(Scope(parent: current, isFunction: event.kind == .openFunction))
      case .close:
        // A file whose parse stopped at an error may close what it never opened.
        if open.count > 1 { open.removeLast() }
      case .declare, .declareDefault, .declareExport:
        var scope = current
        if event.binding.isFunctionScoped {
          while !scopes[Int(scope)].isFunction { scope = scopes[Int(scope)].parent }
        }
        let text =
          switch event.kind {
          case .declareDefault: "default"
          case .declareExport: "exports." + name(of: event.token)
          default: name(of: event.token)
          }
        let index: Int32
        if let existing = names[scope]?[text] {
          // Declared again (`var x; var x`, an overload and its implementation): one binding.
          index = existing
        } else {
          index = Int32(bindings.count)
          bindings.append(
            Binding(name: text, kind: event.binding, token: event.token, scope: scope))
          names[scope, default: [:]][text] = index
        }
        bindingOfToken[event.token] = index
      case .reference:
        pending.append((event.token, name(of: event.token), current))
      case .jsxReference:
        // `<view>` is an intrinsic element; `<View>`, `<a.b>` and `<_x>` name bindings.
        let tag = file.tokens[Int(event.token)].range
        let first = bytes[tag.lowerBound]
        let isMember = bytes[tag].contains(UInt8(ascii: "."))
        let isNamespaced = bytes[tag].contains(UInt8(ascii: ":"))
        guard !isNamespaced, isMember || !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
        else { continue }
        pending.append((event.token, name(of: event.token, jsx: true), current))
      }
    }
    references.reserveCapacity(pending.count)
    for reference in pending {
      var scope = reference.scope
      var found: Int32 = -1
      while scope >= 0 {
        if let binding = names[scope]?[reference.name] {
          found = binding
          break
        }
        scope = scopes[Int(scope)].parent
      }
      references.append(Reference(token: reference.token, name: reference.name, binding: found))
      if found >= 0 { bindingOfToken[reference.token] = found }
    }
    putBindingsInSourceOrder()
  }

  /// A function declaration is recorded after its body (an overload's signature declares
  /// nothing, and only the body tells): the bindings are renumbered in the order written.
  private mutating func putBindingsInSourceOrder() {
    let order = bindings.indices.sorted { bindings[$0].token < bindings[$1].token }
    guard order != Array(bindings.indices) else { return }
    var renumbered = [Int32](repeating: 0, count: bindings.count)
    for (new, old) in order.enumerated() { renumbered[old] = Int32(new) }
    bindings = order.map { bindings[$0] }
    for index in references.indices where references[index].binding >= 0 {
      references[index].binding = renumbered[Int(references[index].binding)]
    }
    bindingOfToken = bindingOfToken.mapValues { renumbered[Int($0)] }
  }

  /// Takes the module-scope variables named `names` for imports: each holds what another module
  /// exports (`const A = lazy(() => import("./A"))`, `ModuleInterface.lazyLocals`).
  mutating func markImported(_ names: Set<String>) {
    guard !names.isEmpty else { return }
    let variables: Set<BindingKind> = [.const, .let, .variable]
    for index in bindings.indices
    where bindings[index].scope == 0 && variables.contains(bindings[index].kind)
      && names.contains(bindings[index].name)
    {
      bindings[index].kind = .import
    }
  }

  /// The binding a declaring or referring token names; nil for a global or another token.
  func binding(at token: Int32) -> Binding? {
    bindingOfToken[token].map { bindings[Int($0)] }
  }

  /// The index in `bindings` of the binding a declaring or referring token names.
  func bindingIndex(at token: Int32) -> Int32? {
    bindingOfToken[token]
  }

  /// The tokens of each binding's references, by the binding's index, in source order: built in
  /// one pass for a rule that asks about many bindings.
  func referencesByBinding() -> [Int32: [Int]] {
    var found: [Int32: [Int]] = [:]
    for reference in references where reference.binding >= 0 {
      found[reference.binding, default: []].append(Int(reference.token))
    }
    return found
  }
}
