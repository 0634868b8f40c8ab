import BridgeDiagnostics
import ContractLanguage

extension Array where Element == Diagnostic {
  /// `lint --format sarif`: each diagnostic a result, each id a rule (the language rules with
  /// their purpose, syntax and reference ids with a generic description).
  public func sarif(version: String) -> JSONValue {
    let purposes = Dictionary(uniqueKeysWithValues: ContractRules.all.map { ($0.id, $0.purpose) })
    let ids = Set(map(\.id)).sorted()
    let descriptors: [JSONValue] = ids.map { id in
      let purpose =
        purposes[id]
        ?? "The contract files must parse, and every reference must resolve (see CONTRACT-LANGUAGE.md)."
      return .object([
        "id": .string(id),
        "shortDescription": .object(["text": .string(purpose)]),
        "help": .object(["text": .string(purpose)]),
      ])
    }
    var located = SARIFResults()
    let results: [JSONValue] = map { diagnostic in
      let start = diagnostic.span?.location
      let end = diagnostic.span.map { $0.file.location(of: $0.end) }
      return located.result(
        rule: diagnostic.id, ruleIndex: ids.firstIndex(of: diagnostic.id)!,
        level: diagnostic.severity == .fatal ? "error" : diagnostic.severity.label,
        message: diagnostic.message, subject: "", file: diagnostic.path, line: start?.line,
        column: start?.column, endLine: end?.line, endColumn: end?.column)
    }
    return sarifLog(version: version, rules: descriptors, results: results)
  }

  /// `lint --format github`: one workflow annotation per diagnostic.
  public var githubAnnotations: String {
    map { diagnostic in
      githubAnnotation(
        diagnostic.severity >= .error
          ? "error" : diagnostic.severity == .warning ? "warning" : "notice",
        file: diagnostic.path, line: diagnostic.span?.location.line,
        column: diagnostic.span?.location.column, title: "bridgecheck \(diagnostic.id)",
        message: diagnostic.message)
    }.joined()
  }
}
