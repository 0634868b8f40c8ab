/// What the parser records, in source order, for the scope tree (`Scopes/`) to be built from:
/// where scopes open and close, which names declare a binding and which refer to one. Recording
/// is an append a name; resolving, which needs the names' text, is left to whoever asks for it.
struct ScopeEvent: Sendable, Equatable {
  enum Kind: UInt8, Sendable {
    /// A function's scope: its parameters, and the `var`s of its body.
    case openFunction
    /// A block's scope (a block, a `for` head, a `catch` clause, a `switch` body, the scope of a
    /// class or function expression's own name).
    case openBlock
    case close
    /// A name that declares a binding of this kind.
    case declare
    /// The module's `*default*` binding, a `const` named `default` whatever the token's text:
    /// the value of `export default EXPRESSION` (at `default`) or of CommonJS's `module.exports
    /// = EXPRESSION` (at `exports`), which no reference can name.
    case declareDefault
    /// A CommonJS export's binding, a `const` named `exports.A`: the value of `exports.A =
    /// EXPRESSION` (or `module.exports.A = …`) at the module's top level (at `A`), which no
    /// reference can name.
    case declareExport
    /// A name in a value position that refers to a binding (or to a global).
    case reference
    /// A JSX tag's name: its first part refers to a binding unless it is an intrinsic element.
    case jsxReference
  }

  var kind: Kind
  var binding: BindingKind = .variable
  /// The name's token in the analysis stream; -1 for scopes.
  var token: Int32 = -1
}

/// How a binding was declared: what it may be reassigned by, and where it is visible.
enum BindingKind: String, Sendable, CaseIterable {
  /// `var`: visible in the whole enclosing function.
  case variable = "var"
  case `let`
  /// `const` and `using`.
  case const
  /// A function declaration: visible in its whole block.
  case function
  case `class`
  case parameter
  /// A `catch` clause's parameter.
  case catchParameter = "catch"
  case `import`
  /// A TypeScript or Flow `enum`.
  case `enum`
  /// A TypeScript `namespace`.
  case namespace
  /// A function or class expression's own name, visible only inside it.
  case expressionName = "expression name"

  /// Whether the binding belongs to the nearest function rather than the block it is written in.
  var isFunctionScoped: Bool { self == .variable || self == .parameter }
}
