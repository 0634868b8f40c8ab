/// What a call that looks a native module up does when the module is missing
/// (CONTENT-ANALYSIS.md, "Native module uses").
enum ModuleLookupCall {
  /// `requireNativeModule("X")`, `requireNativeViewManager("X")`,
  /// `TurboModuleRegistry.getEnforcing("X")`: they throw.
  case throwing
  /// `requireOptionalNativeModule("X")`, `TurboModuleRegistry.get("X")`: they return nothing.
  case optional
}

extension TokenTree {
  /// The module lookup made by the call whose `(` is at `paren`, judged by the callee's name,
  /// which survives minification as a property name (`(0, o.requireNativeModule)("X")`). `get`
  /// is too common a name to trust alone: it counts only as `TurboModuleRegistry.get`, which
  /// minified code renames.
  ///
  /// The analysis asks it of the call a literal stands in; the lexer asks it at every `(` while
  /// it prunes, so that such a call's literal is kept whatever it names.
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
        // Type arguments stand in the call's group: a walk that reaches its opener found none.
        if kind(cursor).encloses { return nil }
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
    if isWord(callee, "requireNativeModule") || isWord(callee, "requireNativeViewManager")
      || isWord(callee, "getEnforcing")
    {
      return .throwing
    }
    if isWord(callee, "requireOptionalNativeModule")
      || isWord(callee - 2, "TurboModuleRegistry") && kind(callee - 1) == .dot
        && isWord(callee, "get")
    {
      return .optional
    }
    return nil
  }
}
