import BridgeDiagnostics
import FuzzSupport
import NativeScan

/// The Swift lexer and the classification of every literal it finds: any input is tokens or
/// an error at a place, never a crash or a hang.
fuzz { bytes in
  let file = SourceFile(
    path: "fuzz.swift", bytes: bytes)
  if case .success(let tokens) = SwiftLexer.tokenize(file) {
    _ = NativeSourceScanner.classify(tokens)
  }
}
