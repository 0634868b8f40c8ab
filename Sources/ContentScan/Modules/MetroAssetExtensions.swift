import BridgeDiagnostics
import Foundation

/// The asset extensions a project's Metro configuration adds to Metro's defaults
/// (`ModuleResolver.assetExtensions`): a required file of such an extension is bundled as an
/// asset and holds no code. Read without running the file, from the literals given where the
/// list is named: `config.resolver.assetExts.push("staticjs")`, `assetExts: [...assetExts,
/// "staticjs"]`, `resolver.assetExts = […]`. An extension the file computes (`exts.map(…)`) is
/// not read, and a file of it stays an unresolved import (a warning).
enum MetroAssetExtensions {
  /// The configuration files Metro reads, in its order.
  static let configurationNames = [
    "metro.config.js", "metro.config.cjs", "metro.config.mjs", "metro.config.ts",
    "metro.config.json",
  ]

  /// The extensions (lower case, no dot) added in the configuration at `path`, or why the file
  /// cannot be read.
  static func read(configurationAt path: String) -> Result<Set<String>, Diagnostic> {
    SourceFile.read(path: path, maxBytes: 1 << 20).flatMap { file in
      if path.hasSuffix(".json") {
        return JSONParser.parse(file, dialect: .jsonWithComments).map { config in
          Set(
            (config["resolver"]?["assetExts"]?.array ?? []).compactMap { $0.string?.lowercased() })
        }
      }
      return ConfigurationScript.read(
        file, dialect: path.hasSuffix(".ts") ? .typeScript : .javaScript, added)
    }
  }

  /// The string literals given where `assetExts` is named: the arguments of its `push(…)`,
  /// and the elements of an array literal written as its value (`assetExts: [`, `assetExts =
  /// [`).
  static func added(in tree: TokenTree, _ bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
    var found: Set<String> = []
    for index in 0..<tree.endIndex where tree.isWord(index, "assetExts") {
      let list: Int
      if tree.kind(index + 1) == .dot, tree.isWord(index + 2, "push"),
        tree.kind(index + 3) == .leftParen
      {
        list = index + 3
      } else if tree.kind(index + 1) == .colon || tree.kind(index + 1) == .assign,
        tree.kind(index + 2) == .leftBracket
      {
        list = index + 2
      } else {
        continue
      }
      guard tree.tokens[list].partner > list else { continue }
      for segment in tree.commaSegments(list + 1..<tree.partner(list))
      where segment.count == 1 && tree.kind(segment.lowerBound) == .string {
        found.insert(FileScanner.literalText(tree, segment.lowerBound, bytes).lowercased())
      }
    }
    return found
  }
}
