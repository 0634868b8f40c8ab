import BridgeDiagnostics

/// What an `app.config.ts` or `app.config.js` sets `runtimeVersion` to, read without running it:
/// the parser's reading of the file, and only answers the code itself proves — a string literal,
/// or a `const` bound to one, as the value of every `runtimeVersion` property it writes (an
/// `ios` object's first). Anything else (an environment variable, a function call, two different
/// values, a parse error) is unknown, and the gate then warns rather than guesses.
public enum AppConfigCode {
  public enum RuntimeVersion: Equatable, Sendable {
    /// The file never writes `runtimeVersion`: it passes on what `app.json` gave it.
    case notSet
    case known(String)
    /// `{ policy: "appVersion" }`.
    case policy(String)
    /// Written in a way only running the file would tell.
    case unknown
  }

  public static func runtimeVersion(of file: SourceFile) -> RuntimeVersion {
    let parsed = file.bytes.withUnsafeBufferPointer {
      Parser.parse($0, dialect: SyntaxDialect(path: file.path), recordingScopes: false)
    }
    guard parsed.error == nil else { return .unknown }
    return file.bytes.withUnsafeBufferPointer { bytes in
      let tokens = parsed.tokens
      func text(_ index: Int) -> String {
        index < tokens.count ? String(decoding: bytes[tokens[index].range], as: UTF8.self) : ""
      }
      func kind(_ index: Int) -> JSTokenKind {
        index < tokens.count ? tokens[index].kind : .endOfFile
      }
      func string(_ index: Int) -> String? {
        guard index < tokens.count, tokens[index].kind == .string else { return nil }
        var value: [UInt8] = []
        StringLiteral.decode(
          bytes, Int(tokens[index].start) + 1..<Int(tokens[index].end) - 1, decodesEscapes: true,
          into: &value)
        return String(decoding: value, as: UTF8.self)
      }
      /// Whether the value starting at `index` ends there (the next token closes the property).
      func endsProperty(_ index: Int) -> Bool {
        kind(index) == .comma || kind(index) == .rightBrace || kind(index) == .endOfFile
      }
      /// `const NAME = "literal"` anywhere in the file: the literal, when there is exactly one.
      func constant(_ name: String) -> String? {
        var found: [String] = []
        for index in tokens.indices.dropLast(3)
        where text(index) == "const" && text(index + 1) == name && kind(index + 2) == .assign {
          guard let value = string(index + 3),
            endsProperty(index + 4) || kind(index + 4) == .semicolon
              || tokens[index + 4].newlineBefore
          else { return nil }
          found.append(value)
        }
        return found.count == 1 ? found[0] : nil
      }
      var values: [(inIOS: Bool, value: RuntimeVersion)] = []
      for index in tokens.indices
      where tokens[index].kind == .identifier || tokens[index].kind == .string {
        let name = tokens[index].kind == .string ? string(index) : text(index)
        guard name == "runtimeVersion" else { continue }
        // A property of an object literal: after `{` or `,`, before `:` or as shorthand.
        guard index > 0, kind(index - 1) == .objectStart || kind(index - 1) == .comma else {
          // A local of that name (`const runtimeVersion = "7"`) and a read (`config.runtimeVersion`)
          // set nothing; any other mention (`config.runtimeVersion = …`, a computed key) may.
          let declares = ["const", "let", "var"].contains(text(index - 1))
          let reads = kind(index - 1) == .dot && kind(index + 1) != .assign
          if !declares && !reads { values.append((false, .unknown)) }
          continue
        }
        let value: RuntimeVersion
        if kind(index + 1) == .colon {
          if let literal = string(index + 2), endsProperty(index + 3) {
            value = .known(literal)
          } else if kind(index + 2) == .objectStart, text(index + 3) == "policy",
            kind(index + 4) == .colon, let policy = string(index + 5),
            kind(index + 6) == .rightBrace
          {
            value = .policy(policy)
          } else if kind(index + 2) == .identifier, endsProperty(index + 3),
            let literal = constant(text(index + 2))
          {
            value = .known(literal)
          } else {
            value = .unknown
          }
        } else if endsProperty(index + 1), let literal = constant("runtimeVersion") {
          value = .known(literal)
        } else {
          value = .unknown
        }
        values.append((isInsideIOS(tokens, objectBefore: index, text: text), value))
      }
      guard !values.isEmpty else { return .notSet }
      // The iOS build reads `ios.runtimeVersion` before the top-level one.
      let chosen = values.contains { $0.inIOS } ? values.filter(\.inIOS) : values
      let distinct = chosen.map(\.value).reduce(into: [RuntimeVersion]()) { list, value in
        if !list.contains(value) { list.append(value) }
      }
      guard distinct.count == 1, distinct[0] != .unknown else { return .unknown }
      return distinct[0]
    }
  }

  /// Whether the object literal holding the property at `index` is the value of an `ios` key.
  private static func isInsideIOS(
    _ tokens: Tokens, objectBefore index: Int, text: (Int) -> String
  ) -> Bool {
    // Back to the `{` that opens the property's object, over complete groups.
    var cursor = index - 1
    while cursor >= 0 {
      let kind = tokens[cursor].kind
      if kind == .objectStart { break }
      if kind.endsGroup, tokens[cursor].partner >= 0 {
        cursor = Int(tokens[cursor].partner) - 1
      } else {
        cursor -= 1
      }
    }
    return cursor >= 2 && tokens[cursor - 1].kind == .colon && text(cursor - 2) == "ios"
  }
}
