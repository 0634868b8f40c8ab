import BridgeDiagnostics

extension Diagnostic {
  /// The diagnostic as JSON: id, severity, message, the place (file, 1-based line and column in
  /// Unicode scalars, end line and column), notes and fix-its.
  public var json: JSONValue {
    var members = place(span, path: path)
    members["id"] = .string(id)
    members["severity"] = .string(severity == .fatal ? "fatal" : severity.label)
    members["message"] = .string(message)
    members["notes"] = .array(
      notes.map { note in
        var noteMembers = place(note.span, path: note.span?.file.path ?? path)
        noteMembers["message"] = .string(note.message)
        return .object(noteMembers)
      })
    members["fixIts"] = .array(
      fixIts.map { fixIt in
        var fixMembers = place(fixIt.span, path: fixIt.span.file.path)
        fixMembers["replacement"] = .string(fixIt.replacement)
        return .object(fixMembers)
      })
    return .object(members)
  }
}

private func place(_ span: Span?, path: String?) -> [String: JSONValue] {
  guard let span else {
    return [
      "file": .optional(path), "line": .null, "column": .null, "endLine": .null, "endColumn": .null,
    ]
  }
  let start = span.file.location(of: span.start)
  let end = span.file.location(of: span.end)
  return [
    "file": .string(span.file.path), "line": .int(start.line), "column": .int(start.column),
    "endLine": .int(end.line), "endColumn": .int(end.column),
  ]
}
