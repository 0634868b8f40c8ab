/// What a call that looks a native module up does when the module is missing
/// (CONTENT-ANALYSIS.md, "Native module uses").
enum ModuleLookupCall {
  /// `requireNativeModule("X")`, `requireNativeViewManager("X")`, `requireNativeComponent("X")`,
  /// `codegenNativeComponent("X")`, `TurboModuleRegistry.getEnforcing("X")`,
  /// `NitroModules.createHybridObject("X")`: they throw.
  case throwing
  /// `requireOptionalNativeModule("X")`, `TurboModuleRegistry.get("X")`,
  /// `UIManager.getViewManagerConfig("X")`, `UIManager.hasViewManagerConfig("X")`: they return
  /// nothing (or `false`).
  case optional

  /// The callees that throw, by name: each survives minification as a property name.
  static let throwingCallees: [StaticString] = [
    "requireNativeModule", "requireNativeViewManager", "requireNativeComponent",
    "codegenNativeComponent", "getEnforcing", "createHybridObject",
  ]
  /// The callees that return nothing, by name; and `TurboModuleRegistry.get`, whose name alone is
  /// too common to trust.
  static let optionalCallees: [StaticString] = [
    "requireOptionalNativeModule", "hasViewManagerConfig", "getViewManagerConfig",
  ]
}

extension TokenTree {
  /// The module lookup made by the call whose `(` is at `paren`, judged by the callee's name,
  /// which survives minification as a property name (`(0, o.requireNativeModule)("X")`). `get`
  /// is too common a name to trust alone: it counts only as `TurboModuleRegistry.get`, which
  /// minified code renames.
  func moduleLookupCall(at paren: Int) -> ModuleLookupCall? {
    var callee = paren - 1
    if kind(callee) == .rightParen { callee -= 1 }
    guard callee >= 0 else { return nil }
    // `requireNativeModule<Haptics>("X")`: type arguments stand between the callee and the call.
    if kind(callee) == .greaterThan || isWordOperator(callee, ">>") {
      var depth = 0
      var cursor = callee
      var steps = 0
      repeat {
        guard mayStandInTypeArguments(cursor) else { return nil }
        if kind(cursor) == .greaterThan {
          depth += 1
        } else if isWordOperator(cursor, ">>") {
          depth += 2
        } else if kind(cursor) == .lessThan {
          depth -= 1
        }
        cursor = siblingEnd(before: cursor)
        steps += 1
      } while cursor >= 0 && depth > 0 && steps < 64
      guard depth == 0 else { return nil }
      callee = cursor
    }
    guard kind(callee) == .identifier else { return nil }
    if ModuleLookupCall.throwingCallees.contains(where: { isWord(callee, $0) }) {
      return .throwing
    }
    if ModuleLookupCall.optionalCallees.contains(where: { isWord(callee, $0) })
      || isWord(callee - 2, "TurboModuleRegistry") && kind(callee - 1) == .dot
        && isWord(callee, "get")
    {
      return .optional
    }
    return nil
  }

  /// Whether the token at `index`, walking back from a call, can stand among type arguments
  /// (`<Map<string, { a: B }>, (x: C) => D>`): names, literals, `,` `.` `?` `:` `|` `&` `=>`, angle
  /// brackets, and groups other than a block. A walk that meets anything else — the end of a
  /// statement, an assignment, the opener of the group it stands in — has left them, and the call
  /// is not a lookup's: its literal is then a use, the safe reading.
  private func mayStandInTypeArguments(_ index: Int) -> Bool {
    switch kind(index) {
    case .identifier, .string, .number, .comma, .dot, .question, .colon, .otherOperator, .arrow,
      .lessThan, .greaterThan, .rightParen, .rightBracket:
      true
    case .rightBrace:
      tokens[index].partner >= 0 && kind(partner(index)) == .objectStart
    default:
      false
    }
  }
}
