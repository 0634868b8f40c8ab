import BridgeDiagnostics
import Foundation

/// An export scanned with its sources (CONTENT-ANALYSIS.md, "Bundles and Hermes bytecode"): its
/// uses are matched to the sources' through its source map — `<bundle>.map`, as
/// `expo export --dump-sourcemap` writes it — when the map's copy of every scanned file it names
/// is that file as read (a source is found as written, or relative to the map, the project or the
/// working directory). Then a Metro bundle's uses that came from those files are the sources'
/// (each reported once, where the sources' analysis, which reads across files, places it), and a
/// Hermes bundle's names take the guards the sources give them. Otherwise the export's uses
/// stand on their own, and a note says why.
enum ExportMatching {
  /// What an export's map says of the sources scanned with it.
  enum Standing {
    /// Built from them: the map's copies of these source indices are the files scanned.
    case matches(SourceMap, Set<Int>)
    case noMap
    case unreadable
    /// The map names none of the files scanned.
    case namesNone
    /// The map's copy of this scanned file (a display path) is missing or differs.
    case differs(String)
  }

  /// Matches each export in `files` (a bundle read from an export folder, `exports`, or a Hermes
  /// bundle, `hermes`) to the other files scanned: drops a matched Metro bundle's uses that came
  /// from them, says which Hermes bundles the sources lend guards to, and notes each export
  /// whose uses stand on their own.
  static func apply(
    files: [InputFile], exports: Set<String>, hermes: inout [HermesInput], uses: inout [Use],
    diagnostics: inout [Diagnostic], maxBytes: Int
  ) {
    let hermesFiles = Set(hermes.map(\.file))
    let isExport = { (file: InputFile) in
      exports.contains(file.path) || hermesFiles.contains(file.displayPath)
    }
    var sources: [String: InputFile] = [:]
    for file in files where !isExport(file) { sources[absolute(file.path)] = file }
    guard !sources.isEmpty else { return }
    for export in files where isExport(export) {
      let standing = standing(of: export, sources: sources, maxBytes: maxBytes, &diagnostics)
      let isHermes = hermesFiles.contains(export.displayPath)
      if let index = hermes.firstIndex(where: { $0.file == export.displayPath }) {
        hermes[index].sourcesMatch = standing.isMatch
      }
      if case .matches(let map, let matched) = standing, !isHermes {
        dropMatched(export, map: map, matched: matched, uses: &uses, maxBytes: maxBytes)
      }
      if let note = note(standing, isHermes: isHermes) {
        diagnostics.append(
          Diagnostic(note.severity, "export-unmatched", note.message, path: export.displayPath))
      }
    }
  }

  private static func standing(
    of export: InputFile, sources: [String: InputFile], maxBytes: Int,
    _ diagnostics: inout [Diagnostic]
  ) -> Standing {
    let path = export.path + ".map"
    guard FileManager.default.fileExists(atPath: path) else { return .noMap }
    let map: SourceMap
    switch SourceMap.read(path: path, display: export.displayPath + ".map", maxBytes: maxBytes) {
    case .success(let read): map = read
    case .failure(let problem):
      diagnostics.append(problem)
      return .unreadable
    }
    let project = projectRoot(above: (absolute(export.path) as NSString).deletingLastPathComponent)
    let cwd = FileManager.default.currentDirectoryPath
    var matched = Set<Int>()
    for (index, source) in map.sources.enumerated() {
      let named = source.hasPrefix("file://") ? String(source.dropFirst(7)) : source
      // As written; else from the map's folder, the project's, or where the gate runs (a CI
      // job's checkout) — a root-relative `/src/App.tsx` from the latter two.
      let roots = [map.base] + (project.map { [$0] } ?? []) + [cwd]
      let candidates =
        (named.hasPrefix("/") ? [named] : [])
        + roots.map { ($0 as NSString).appendingPathComponent(named) }
      guard let file = candidates.lazy.compactMap({ sources[absolute($0)] }).first else {
        continue
      }
      guard let copy = map.contents[index],
        case .success(let read) = SourceFile.read(
          path: file.path, displayPath: file.displayPath, maxBytes: maxBytes),
        read.bytes.elementsEqual(copy.utf8)
      else { return .differs(file.displayPath) }
      matched.insert(index)
    }
    return matched.isEmpty ? .namesNone : .matches(map, matched)
  }

  /// The export's uses that came from a matched source file: the sources' analysis has them.
  private static func dropMatched(
    _ export: InputFile, map: SourceMap, matched: Set<Int>, uses: inout [Use], maxBytes: Int
  ) {
    guard
      case .success(let bundle) = SourceFile.read(
        path: export.path, displayPath: export.displayPath, maxBytes: maxBytes)
    else { return }
    let lines = map.lines()
    uses.removeAll { use in
      guard use.file == export.displayPath, let offset = use.offset, offset <= bundle.bytes.count
      else { return false }
      let line = bundle.lineIndex(of: offset)
      let start = bundle.lineStart(line)
      // Source maps count lines from 0 and columns in UTF-16 units.
      let column = String(decoding: bundle.bytes[start..<offset], as: UTF8.self).utf16.count
      return SourceMap.source(in: lines, line: line, column: column).map(matched.contains) ?? false
    }
  }

  private static func note(_ standing: Standing, isHermes: Bool) -> (
    severity: Severity, message: String
  )? {
    let outcome =
      isHermes
      ? "the sources scanned with it lend its names no guards, so each name it holds stands unguarded"
      : "its uses stand on their own, read from the bundle alone"
    switch standing {
    case .matches: return nil
    case .noMap:
      return (
        .note,
        "no source map beside the export (expo export --dump-sourcemap writes one): \(outcome)"
      )
    case .unreadable:
      return (.note, "its source map cannot be read: \(outcome)")
    case .namesNone:
      return (.note, "its source map names none of the files scanned with it: \(outcome)")
    case .differs(let file):
      return (
        .warning,
        "its source map's copy of \(file) is not that file as scanned — the export was not built from these sources: \(outcome)"
      )
    }
  }

  /// The nearest folder from `folder` up that holds a `package.json`: the project an export's
  /// relative sources are relative to.
  private static func projectRoot(above folder: String) -> String? {
    var current = folder
    while true {
      if FileManager.default.fileExists(
        atPath: (current as NSString).appendingPathComponent("package.json"))
      {
        return current
      }
      let parent = parentFolder(of: current)
      if parent == current || parent.isEmpty { return nil }
      current = parent
    }
  }

  private static func absolute(_ path: String) -> String {
    lexicallyStandardized(
      path.hasPrefix("/")
        ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    )
  }
}

extension ExportMatching.Standing {
  var isMatch: Bool {
    if case .matches = self { return true }
    return false
  }
}
