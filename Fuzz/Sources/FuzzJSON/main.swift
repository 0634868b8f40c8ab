import BridgeDiagnostics
import Compatibility
import FuzzSupport

/// The JSON readers: the parser (one value and JSON Lines, as snapshots and transcripts are
/// read), the lock reader on top of it, and the writer on what was read, which must read back
/// to the same value.
fuzz { bytes in
  let file = SourceFile(
    path: "fuzz.json", bytes: bytes)
  guard file.firstInvalidUTF8Offset == nil else { return }
  if case .success(let value) = JSONParser.parse(file) {
    let again = JSONParser.parse(SourceFile(path: "again.json", text: value.rendered()))
    guard case .success(let reread) = again, reread == value else {
      fatalError("the rendered JSON does not read back to the same value")
    }
  }
  _ = JSONParser.parseLines(file)
  _ = Lock.read(file)
}
