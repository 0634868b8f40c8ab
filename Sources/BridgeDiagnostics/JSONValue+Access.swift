extension JSONValue {
  /// The members, when this is an object.
  public var object: [String: JSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The elements, when this is an array.
  public var array: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The text, when this is a string.
  public var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// A member of an object; `nil` for a missing member or when this is not an object.
  public subscript(key: String) -> JSONValue? { object?[key] }

  /// Reads a file's bytes as one JSON value: what could not be read or parsed is a diagnostic
  /// with the file and, for bad JSON, the position.
  public static func read(
    path: String, displayPath: String? = nil, maxBytes: Int,
    dialect: JSONParser.Dialect = .json
  ) -> Result<(SourceFile, JSONValue), Diagnostic> {
    SourceFile.read(path: path, displayPath: displayPath, maxBytes: maxBytes).flatMap { file in
      JSONParser.parse(file, dialect: dialect).map { (file, $0) }
    }
  }
}
