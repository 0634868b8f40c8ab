import BridgeDiagnostics
import Foundation

/// An export's source map (revision 3, as Metro and Expo write one with `--dump-sourcemap`):
/// which files it was built from, their contents as built, and where each place of the bundle
/// came from.
struct SourceMap {
  /// The sources as the map names them, and their contents (nil where the map omits one).
  let sources: [String]
  let contents: [String?]
  /// The folder relative sources are relative to: the map's own, joined with `sourceRoot`.
  let base: String
  private let mappings: String

  /// The map at `path`, or why it cannot be read (a warning: an export is read without it).
  static func read(path: String, display: String, maxBytes: Int) -> Result<SourceMap, Diagnostic> {
    let json: JSONValue
    switch JSONValue.read(path: path, displayPath: display, maxBytes: maxBytes) {
    case .success(let (_, value)): json = value
    case .failure(let problem):
      return .failure(
        Diagnostic(
          .warning, "invalid-source-map",
          "the export's source map cannot be read: \(problem.message)",
          at: problem.span, path: display))
    }
    guard json["version"] == .int(3) || json["version"] == .number(3),
      let sources = json["sources"]?.array?.map(\.string), !sources.contains(nil),
      let mappings = json["mappings"]?.string
    else {
      return .failure(
        Diagnostic(
          .warning, "invalid-source-map",
          "not a source map of revision 3 with 'sources' and 'mappings'", path: display))
    }
    let contents = json["sourcesContent"]?.array?.map(\.string) ?? []
    let folder = (path as NSString).deletingLastPathComponent
    let base = (folder as NSString).appendingPathComponent(json["sourceRoot"]?.string ?? "")
    return .success(
      SourceMap(
        sources: sources.map { $0! },
        contents: sources.indices.map { contents.indices.contains($0) ? contents[$0] : nil },
        base: base, mappings: mappings))
  }

  /// For each generated line (from 0), its segments' generated columns (UTF-16 units, rising)
  /// and source indices (-1 for a segment that maps to no source).
  func lines() -> [[(column: Int, source: Int)]] {
    var lines: [[(column: Int, source: Int)]] = []
    var current: [(column: Int, source: Int)] = []
    var column = 0
    var source = 0
    var fields: [Int] = []
    var value = 0
    var shift = 0
    func endSegment() {
      if let generated = fields.first {
        column += generated
        if fields.count >= 4 {
          source += fields[1]
          current.append((column, source))
        } else {
          current.append((column, -1))
        }
      }
      fields.removeAll(keepingCapacity: true)
    }
    for byte in mappings.utf8 {
      switch byte {
      case UInt8(ascii: ";"):
        endSegment()
        lines.append(current.sorted { $0.column < $1.column })
        current = []
        column = 0
      case UInt8(ascii: ","):
        endSegment()
      default:
        guard let digit = Self.digit(byte) else { continue }
        value += (digit & 31) << shift
        if digit & 32 != 0 {
          shift += 5
          // A field past 32 bits is no position: the segment is dropped.
          if shift > 30 { (value, shift) = (0, 0) }
        } else {
          fields.append(value & 1 == 1 ? -(value >> 1) : value >> 1)
          (value, shift) = (0, 0)
        }
      }
    }
    endSegment()
    lines.append(current.sorted { $0.column < $1.column })
    return lines
  }

  /// The source a place of the bundle came from: the last segment of its line at or before its
  /// column.
  static func source(in lines: [[(column: Int, source: Int)]], line: Int, column: Int) -> Int? {
    guard lines.indices.contains(line) else { return nil }
    let segment = lines[line].last { $0.column <= column }
    return segment.flatMap { $0.source >= 0 ? $0.source : nil }
  }

  private static func digit(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
    case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) + 52
    case UInt8(ascii: "+"): 62
    case UInt8(ascii: "/"): 63
    default: nil
    }
  }
}
