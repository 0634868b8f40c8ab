/// React Native's pressables run their press handlers only while enabled (CONTENT-ANALYSIS.md,
/// "Where it holds": a handler passed only where a guard holds). In
///
///     <Pressable onPress={onArchive} disabled={!canArchive} />
///
/// a press never calls `onArchive` where `canArchive` is falsy, so the handler's value stands
/// where `F(!canArchive)` — `canArchive`'s checks — holds, as in `onPress={canArchive ?
/// onArchive : undefined}`. Only the components of `react-native` itself are read so (another
/// package's `disabled` may mean anything), and only the press handlers (`onPress`,
/// `onLongPress`, `onPressIn`, `onPressOut`): a spread after `disabled` (`{...rest}`) may
/// enable the element again, and leaves its handlers unguarded.
enum DisabledPresses {
  /// The pressables, by `module:export`.
  static let components = PackageFunctions([
    "react-native:Pressable", "react-native:TouchableOpacity", "react-native:TouchableHighlight",
    "react-native:TouchableWithoutFeedback", "react-native:TouchableNativeFeedback",
    "react-native:Button",
  ])

  private static let handlers = [".onPress", ".onLongPress", ".onPressIn", ".onPressOut"]

  /// For the value of a `disabled` attribute whose `{` is at `opener`: the values of its
  /// element's press handlers, when the element is one of `components` (`bindings`, the
  /// file's imports of them); `nil` otherwise.
  static func handlers(
    ofDisabledAt opener: Int, tree: TokenTree, bindings: Set<Int32>, scopes: ScopeTree
  ) -> [Range<Int>]? {
    guard !bindings.isEmpty, opener >= 1, tree.kind(opener - 1) == .jsxName,
      tree.text(opener - 1) == "disabled"
    else { return nil }
    // Back over the other attributes to the element's `<`.
    var start = opener - 2
    var steps = 0
    while start >= 0, tree.kind(start) != .jsxElementStart, steps < 256 {
      if tree.kind(start).endsGroup, tree.tokens[start].partner >= 0 { start = tree.partner(start) }
      start -= 1
      steps += 1
    }
    guard start >= 0, tree.kind(start) == .jsxElementStart, tree.kind(start + 1) == .jsxName,
      let binding = scopes.bindingIndex(at: Int32(start + 1)), bindings.contains(binding)
    else { return nil }
    let attributes = GuardedParameters.attributes(tree, element: start)
    guard attributes[".disabled"] == opener + 1..<tree.contentEnd(opener) else { return nil }
    return handlers.compactMap { attributes[$0] }
  }
}
