import BridgeDiagnostics

/// A configuration written in JavaScript (`babel.config.js`, `metro.config.js`), read without
/// running it: parsed, and its tokens given to the reader that knows what to look for.
enum ConfigurationScript {
  /// What `read` finds in the tokens of `file`, or a failure at the error where it does not
  /// parse.
  static func read<Found>(
    _ file: SourceFile, dialect: SyntaxDialect = .javaScript,
    _ read: (TokenTree, UnsafeBufferPointer<UInt8>) -> Found
  ) -> Result<Found, Diagnostic> {
    let parsed = file.bytes.withUnsafeBufferPointer {
      Parser.parse($0, dialect: dialect, recordingScopes: false)
    }
    if let error = parsed.error {
      let message = file.bytes.withUnsafeBufferPointer { error.message(in: $0) }
      let length = min(1, file.bytes.count - error.offset)
      return .failure(
        .fatal(error.id, message, at: Span(file: file, start: error.offset, length: length)))
    }
    return .success(
      parsed.tokens.withUnsafeBufferPointer { tokens in
        file.bytes.withUnsafeBufferPointer { bytes in
          read(TokenTree(tokens: tokens, bytes: bytes), bytes)
        }
      })
  }
}
