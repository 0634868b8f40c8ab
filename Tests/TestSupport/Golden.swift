import Foundation

/// Golden files: the expected output of a test, committed beside its input. Set
/// `BRIDGECHECK_RECORD=1` to rewrite every golden file from the current output; otherwise a
/// mismatch fails with a line diff.
public enum Golden {
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["BRIDGECHECK_RECORD"] == "1"
  }

  /// The golden file of a rule's examples: each example's title as a `# ` heading, then its
  /// lines (a verdict, each finding), then a blank line — compared with `path` as `check` does.
  public static func check(examples: [(title: String, lines: [String])], against path: String)
    -> String?
  {
    check(
      examples.map { "# \($0.title)\n" + $0.lines.map { $0 + "\n" }.joined() + "\n" }.joined(),
      against: path)
  }

  /// Compares `actual` with the file at `path`, or records it. Returns a failure message, or `nil`
  /// when they match.
  public static func check(_ actual: String, against path: String) -> String? {
    if isRecording {
      do {
        try actual.write(toFile: path, atomically: true, encoding: .utf8)
        return nil
      } catch {
        return "cannot record \(path): \(error)"
      }
    }
    guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
      return "missing golden file \(path); run with BRIDGECHECK_RECORD=1 to create it"
    }
    guard expected != actual else { return nil }
    return "\(path) differs (- expected, + actual; BRIDGECHECK_RECORD=1 re-records):\n"
      + lineDiff(expected, actual)
  }

  /// A line diff from the longest common subsequence, with a line of context.
  public static func lineDiff(_ old: String, _ new: String) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false)
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var lines: [String] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        lines.append("  " + a[i])
        (i, j) = (i + 1, j + 1)
      } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
        lines.append("+ " + b[j])
        j += 1
      } else {
        lines.append("- " + a[i])
        i += 1
      }
    }
    // Keep changed lines and one line of context around them.
    var keep = Set<Int>()
    for (index, line) in lines.enumerated() where !line.hasPrefix("  ") {
      keep.formUnion([index - 1, index, index + 1])
    }
    return lines.indices.filter(keep.contains).map { lines[$0] }.joined(separator: "\n")
  }
}

/// Text with position markers (`1️⃣`, `2️⃣`, …) where findings must point, in the style of
/// swift-format's `MarkedText`: the markers are removed and their byte offsets kept.
public struct MarkedText {
  public let text: String
  /// Byte offset in `text` of each marker, by its digit.
  public let markers: [Int: Int]

  public init(_ marked: String) {
    var text = ""
    var markers: [Int: Int] = [:]
    var scalars = Array(marked.unicodeScalars)[...]
    while let scalar = scalars.first {
      if scalars.count >= 3, ("1"..."9").contains(scalar), scalars.dropFirst().first == "\u{FE0F}",
        scalars.dropFirst(2).first == "\u{20E3}"
      {
        markers[Int(String(scalar))!] = text.utf8.count
        scalars = scalars.dropFirst(3)
      } else {
        text.unicodeScalars.append(scalar)
        scalars = scalars.dropFirst()
      }
    }
    self.text = text
    self.markers = markers
  }
}

/// Paths of the repository, found from this file's own location.
public enum Repository {
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  public static func path(_ relative: String) -> String { root + "/" + relative }

  /// The inputs a fuzz target once crashed on (`Fuzz/regressions/TARGET/`), by name in order,
  /// each with its bytes: the regression tests read them as the target does.
  public static func fuzzRegressions(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
    let folder = path("Fuzz/regressions/" + target)
    return try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map { name in
      (name, try Array(Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))))
    }
  }
}
