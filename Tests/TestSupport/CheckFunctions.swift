/// The capability checks most tests' content calls — `has(C)`, `hasCapability(C)` — defined as
/// an app defines them, for content that does not define them itself. A check goes through a
/// function only as its summary says, and one whose source is not read proves nothing
/// (CONTENT-ANALYSIS.md, "What counts as a check"); written after the content, they move no
/// position in it.
public enum CheckFunctions {
  static let definitions: [(name: String, text: String)] = [
    ("has", "function has(name) { return snapshot.capabilities[name] !== undefined; }"),
    (
      "hasCapability",
      "function hasCapability(name) { return snapshot.capabilities[name] !== undefined; }"
    ),
  ]

  /// `source` followed by the definitions of the check functions it calls but neither defines
  /// nor imports; a file that is no script (`.json`) as it is.
  public static func appended(to source: String, path: String = "test.tsx") -> String {
    let scripts = [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"]
    guard scripts.contains(where: { path.hasSuffix($0) }) else { return source }
    var text = source
    for (name, definition) in definitions
    where source.contains("\(name)(") && !declares(name, in: source) {
      text += (text.hasSuffix("\n") ? "" : "\n") + definition + "\n"
    }
    return text
  }

  /// Whether `source` binds `name` itself: declares, imports or destructures it.
  private static func declares(_ name: String, in source: String) -> Bool {
    let forms = [
      "function \(name)(", "function \(name) (", "const \(name) ", "let \(name) ", "var \(name) ",
      "import \(name) ", "{ \(name) }", ", \(name) }", "{ \(name),", ", \(name),",
    ]
    return forms.contains { source.contains($0) }
  }
}
