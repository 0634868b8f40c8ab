extension TypeReference {
  /// Reads a canonical spelling back (`FocusStats?`, `[string: [Task]]`), as locks store it;
  /// `nil` when the text is not one. The inverse of ``spelling``.
  public init?(spelling: some StringProtocol) {
    if spelling.hasSuffix("?") {
      guard let wrapped = TypeReference(spelling: spelling.dropLast()), !wrapped.isOptional else {
        return nil
      }
      self = .optional(wrapped)
    } else if spelling.hasPrefix("["), spelling.hasSuffix("]") {
      let inner = spelling.dropFirst().dropLast()
      if inner.hasPrefix("string: ") {
        guard let value = TypeReference(spelling: inner.dropFirst("string: ".count)) else {
          return nil
        }
        self = .map(value)
      } else {
        guard let element = TypeReference(spelling: inner) else { return nil }
        self = .array(element)
      }
    } else if let builtIn = TypeReference.builtIns[String(spelling)] {
      self = builtIn
    } else {
      let isName =
        spelling.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
        && spelling.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-".contains($0)) }
      guard isName else { return nil }
      self = .named(String(spelling))
    }
  }
}
