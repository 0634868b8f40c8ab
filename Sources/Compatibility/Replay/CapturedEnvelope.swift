import BridgeDiagnostics
import ContractLanguage
import Foundation

/// An envelope captured from a real build or a device session.
public struct CapturedEnvelope: Sendable {
  public let envelope: JSONValue
  /// `snapshots/7.2.json`, with `:LINE` for JSON Lines and `#INDEX` for an array.
  public let source: String
  /// The release whose native build sent or received it; `nil` when a transcript line does not
  /// say (then it stands for every release it is replayed against).
  public let release: String?
  public let from: Direction
  /// The update (lock) it belongs to, when a transcript line says.
  public let updateID: String?
  /// From `--snapshots` (a capture of the release's own build, checked for capability drift)
  /// rather than a transcript.
  public let isSnapshot: Bool
}

/// Reads captured snapshots and transcripts. Every file is confidential: diagnostics about it
/// give the place, never its text.
public enum CaptureReader {
  /// Captures larger than this are refused rather than read into memory.
  public static let maxBytes = 64 << 20

  /// Every `*.json` (one envelope or an array of them) and `*.jsonl` (JSON Lines) file in
  /// `folder`, in byte order of name. The release is the envelope's `release` member, or else
  /// the longest declared release that the file name starts with (`7.2.json`, `7.2-launch.jsonl`).
  public static func snapshots(in folder: String, contract: Contract) -> (
    [CapturedEnvelope], [Diagnostic]
  ) {
    let isCapture = { (name: String) in name.hasSuffix(".json") || name.hasSuffix(".jsonl") }
    guard let files = fileNames(in: folder, matching: isCapture) else {
      return ([], [.fatal("unreadable-snapshots", "cannot read the snapshot folder", path: folder)])
    }
    var captures: [CapturedEnvelope] = []
    var diagnostics: [Diagnostic] = []
    if files.isEmpty {
      diagnostics.append(
        .fatal("no-snapshots", "the snapshot folder holds no .json or .jsonl file", path: folder))
    }
    for name in files {
      let path = (folder as NSString).appendingPathComponent(name)
      let fileRelease = release(named: name, in: contract)
      let (read, problems) = envelopes(at: path)
      diagnostics += problems
      for (envelope, source, file) in read {
        let stated = member("release", of: envelope)
        guard let release = stated ?? fileRelease else {
          diagnostics.append(
            .fatal(
              "snapshot-release-unknown",
              "cannot tell which release captured the snapshot; name the file after the release (7.2.json) or add a \"release\" member",
              path: source))
          continue
        }
        guard contract.release(named: release) != nil else {
          diagnostics.append(
            .fatal(
              "snapshot-release-unknown",
              "the snapshot names a release the contract does not declare",
              at: file))
          continue
        }
        captures.append(
          CapturedEnvelope(
            envelope: envelope, source: source, release: release,
            from: direction(of: envelope) ?? .native, updateID: member("updateId", of: envelope),
            isSnapshot: true))
      }
    }
    return (captures, diagnostics)
  }

  /// A device session: JSON Lines, each an envelope with `"from": "content"|"native"`, and
  /// optionally `release` and `updateId`.
  public static func transcript(at path: String) -> ([CapturedEnvelope], [Diagnostic]) {
    let (read, diagnostics) = envelopes(at: path, linesOnly: true)
    var captures: [CapturedEnvelope] = []
    var problems = diagnostics
    for (envelope, source, place) in read {
      guard let from = direction(of: envelope) else {
        problems.append(
          .fatal(
            "transcript-line-invalid",
            "a transcript line needs \"from\": \"content\" or \"native\"", at: place))
        continue
      }
      captures.append(
        CapturedEnvelope(
          envelope: envelope, source: source, release: member("release", of: envelope), from: from,
          updateID: member("updateId", of: envelope), isSnapshot: false))
    }
    return (captures, problems)
  }

  /// The envelopes of one file with where each came from.
  private static func envelopes(
    at path: String, linesOnly: Bool = false
  ) -> ([(JSONValue, String, Span)], [Diagnostic]) {
    let file: SourceFile
    switch SourceFile.read(path: path, maxBytes: maxBytes, isConfidential: true) {
    case .success(let read): file = read
    case .failure(let diagnostic): return ([], [diagnostic])
    }
    var found: [(JSONValue, String, Span)] = []
    var diagnostics: [Diagnostic] = []
    if linesOnly || path.hasSuffix(".jsonl") {
      for (line, result) in JSONParser.parseLines(file) {
        let place = Span(file: file, range: file.lineRange(line - 1))
        switch result {
        case .success(let value): found.append((value, "\(path):\(line)", place))
        case .failure(let diagnostic): diagnostics.append(diagnostic)
        }
      }
      if found.isEmpty && diagnostics.isEmpty {
        diagnostics.append(.fatal("empty-capture", "the file holds no envelope", path: path))
      }
      return (found, diagnostics)
    }
    switch JSONParser.parse(file) {
    case .success(.array(let elements)):
      let place = Span(file: file, start: 0, length: 0)
      for (index, element) in elements.enumerated() {
        found.append((element, "\(path)#\(index)", place))
      }
      if elements.isEmpty {
        diagnostics.append(.fatal("empty-capture", "the file holds no envelope", path: path))
      }
    case .success(let value): found.append((value, path, Span(file: file, start: 0, length: 0)))
    case .failure(let diagnostic): diagnostics.append(diagnostic)
    }
    return (found, diagnostics)
  }

  private static func member(_ name: String, of envelope: JSONValue) -> String? {
    guard case .object(let members) = envelope, case .string(let value)? = members[name] else {
      return nil
    }
    return value
  }

  private static func direction(of envelope: JSONValue) -> Direction? {
    member("from", of: envelope).flatMap(Direction.init(rawValue:))
  }

  /// The longest declared release the file name starts with, followed by the end of the name's
  /// stem or by `-`, `_` or `@` (so `7.10.json` is never read as release `7.1`).
  static func release(named fileName: String, in contract: Contract) -> String? {
    let stem =
      fileName.hasSuffix(".jsonl") ? String(fileName.dropLast(6)) : String(fileName.dropLast(5))
    return contract.releases.map(\.version)
      .filter { version in
        guard stem.hasPrefix(version) else { return false }
        let rest = stem.dropFirst(version.count)
        return rest.isEmpty || "-_@".contains(rest.first!)
      }
      .max { $0.count < $1.count }
  }
}
