/// The value of a literal as a test reads it: `false`, `null`, `undefined`, `void 0`, `0`, `""`,
/// `true`, a non-empty string or a number other than zero, and `!` of one (`!0`, `!1`, as
/// minifiers write `true` and `false`). It decides a flag where a call gives one
/// (`FlagParameters`: `<Row readOnly />`, `archiveIf(id, false)`) and is what a join falls back
/// to (`GuardAnalysis.isFalsyConstant`).
enum LiteralTruth: Equatable {
  case undefined, null, `false`
  /// `0` or `""` (and `0n`): falsy, and loosely equal to `false` alone.
  case zeroOrEmpty
  case `true`
  /// A non-empty string (`"0"` too) or a number other than zero: truthy, but not `true` (`"yes"
  /// === true` is false, and `"0" == false` true).
  case truthy

  var isFalsy: Bool { self != .true && self != .truthy }

  /// Whether a value of this literal is equal to `constant`: by `===` when `strict`, else by
  /// `==` (`undefined == null`; `0 == false`, `"" == false`; `null == false` is false).
  func equals(_ constant: MissingValue.Constant, strict: Bool) -> Bool {
    switch (self, constant) {
    case (.undefined, .undefined), (.null, .null), (.false, .false): true
    case (.undefined, .null), (.null, .undefined), (.zeroOrEmpty, .false): !strict
    default: false
    }
  }

  /// The literal `expression` is, if it is one.
  static func of(_ expression: Expression, in tree: TokenTree) -> LiteralTruth? {
    switch expression {
    case .atom(let range) where range.count == 1:
      return of(token: range.lowerBound, in: tree)
    case .unary(let operatorIndex, let operand, _):
      // `void x` is `undefined` whatever `x` is; written with a literal, nothing runs.
      if tree.isWord(operatorIndex, "void") { return operand.range.count == 1 ? .undefined : nil }
      guard tree.kind(operatorIndex) == .not, let value = of(operand, in: tree) else { return nil }
      return value.isFalsy ? .true : .false
    default:
      return nil
    }
  }

  /// The literal the token at `index` is, if it is one.
  private static func of(token index: Int, in tree: TokenTree) -> LiteralTruth? {
    switch tree.kind(index) {
    case .identifier:
      if tree.isWord(index, "undefined") { return .undefined }
      if tree.isWord(index, "null") { return .null }
      if tree.isWord(index, "false") { return .false }
      return tree.isWord(index, "true") ? .true : nil
    case .string, .template, .jsxString:
      // Its quotes alone: empty.
      return tree.tokens[index].range.count == 2 ? .zeroOrEmpty : .truthy
    case .number:
      return isZero(tree.tokens[index].range, in: tree) ? .zeroOrEmpty : .truthy
    default:
      return nil
    }
  }

  /// Whether the numeric literal at `range` is a zero: digits (after a `0x`, `0o` or `0b`
  /// prefix) that are all `0`, up to an exponent, with separators and a `n` suffix ignored
  /// (`0.0`, `0x0`, `0e5`, `0_0`, `0n`, `.0`).
  private static func isZero(_ range: Range<Int>, in tree: TokenTree) -> Bool {
    var cursor = range.lowerBound
    if range.count > 2, tree.bytes[cursor] == UInt8(ascii: "0"),
      case let prefix = tree.bytes[cursor + 1] | 0x20,
      prefix == UInt8(ascii: "x") || prefix == UInt8(ascii: "o") || prefix == UInt8(ascii: "b")
    {
      return range.dropFirst(2).allSatisfy {
        [UInt8(ascii: "0"), UInt8(ascii: "_"), UInt8(ascii: "n")].contains(tree.bytes[$0])
      }
    }
    while cursor < range.upperBound {
      switch tree.bytes[cursor] {
      case UInt8(ascii: "0"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "n"): cursor += 1
      case UInt8(ascii: "e"), UInt8(ascii: "E"): return true
      default: return false
      }
    }
    return true
  }
}
