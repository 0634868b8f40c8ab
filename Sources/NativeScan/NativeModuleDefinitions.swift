import BridgeDiagnostics
import Foundation

/// A native module that native sources define, under the name content looks it up by.
public struct NativeModuleDefinition: Sendable, Hashable {
  public enum Kind: String, Sendable {
    /// `Name("X")` in an Expo module's `ModuleDefinition`.
    case expoModule = "Name"
    /// `RCT_EXPORT_MODULE(X)`, or `RCT_EXPORT_MODULE()` in `@implementation X`.
    case exportModule = "RCT_EXPORT_MODULE"
    /// `RCT_EXTERN_MODULE(X, Super)` (a Swift class exported through Objective-C).
    case externModule = "RCT_EXTERN_MODULE"
  }

  public let name: String
  public let kind: Kind
  public let file: String
  public let line: Int
  public let column: Int
}

/// Finds the native modules Swift and Objective-C sources define: Expo modules' `Name("…")`
/// (in a file that builds a `ModuleDefinition`; `Notification.Name("…")` is no module),
/// `RCT_EXPORT_MODULE` and `RCT_EXTERN_MODULE` (`RCT_EXTERN_REMAP_MODULE` by its JavaScript
/// name). React Native drops an `RCT` prefix from the class name, and so does this.
public enum NativeModuleDefinitions {
  public static func scan(_ folders: [String]) -> (
    definitions: [NativeModuleDefinition], diagnostics: [Diagnostic]
  ) {
    var (paths, diagnostics) = SourceWalk.files(
      under: folders, extensions: ["swift", "m", "mm", "h"],
      skipping: NativeSourceScanner.skippedFolders)
    var definitions: [NativeModuleDefinition] = []
    for path in paths {
      switch SourceFile.read(path: path, maxBytes: NativeSourceScanner.maxBytes) {
      case .failure(let diagnostic): diagnostics.append(diagnostic)
      case .success(let file):
        if path.hasSuffix(".swift") {
          switch SwiftLexer.tokenize(file) {
          case .failure(let diagnostic): diagnostics.append(diagnostic)
          case .success(let tokens): definitions += expoModules(tokens, in: file)
          }
        } else {
          definitions += objectiveCModules(in: file)
        }
      }
    }
    return (definitions, diagnostics)
  }

  static func expoModules(_ tokens: [SwiftToken], in file: SourceFile) -> [NativeModuleDefinition] {
    guard tokens.contains(where: { $0.kind == .identifier("ModuleDefinition") }) else { return [] }
    var found: [NativeModuleDefinition] = []
    for index in tokens.indices where tokens[index].kind == .identifier("Name") {
      guard index + 3 < tokens.count, tokens[index + 1].kind == .symbol("("),
        case .string(let name?) = tokens[index + 2].kind, tokens[index + 3].kind == .symbol(")"),
        index == 0 || tokens[index - 1].kind != .symbol(".")
      else { continue }
      let location = file.location(of: tokens[index + 2].offset)
      found.append(
        NativeModuleDefinition(
          name: name, kind: .expoModule, file: file.path, line: location.line,
          column: location.column))
    }
    return found
  }

  /// The macros of an Objective-C file, read past comments and string literals.
  static func objectiveCModules(in file: SourceFile) -> [NativeModuleDefinition] {
    let words = ObjectiveCWords(file.bytes)
    var found: [NativeModuleDefinition] = []
    var implementation: String?
    func add(_ name: String, _ kind: NativeModuleDefinition.Kind, at offset: Int) {
      let location = file.location(of: offset)
      let shown = name.hasPrefix("RCT") && name.count > 3 ? String(name.dropFirst(3)) : name
      found.append(
        NativeModuleDefinition(
          name: shown, kind: kind, file: file.path, line: location.line, column: location.column))
    }
    for (index, word) in words.items.enumerated() {
      // The macros' own `#define`s name no module.
      if index > 0, words.items[index - 1].text == "define" { continue }
      switch word.text {
      case "@implementation":
        implementation = words.items.indices.contains(index + 1) ? words.items[index + 1].text : nil
      case "RCT_EXPORT_MODULE":
        let arguments = words.arguments(after: index)
        if let name = arguments?.first, !name.isEmpty {
          add(
            name.trimmingCharacters(in: CharacterSet(charactersIn: "\"@")), .exportModule,
            at: word.offset)
        } else if let implementation {
          add(implementation, .exportModule, at: word.offset)
        }
      case "RCT_EXTERN_MODULE":
        if let name = words.arguments(after: index)?.first {
          add(name, .externModule, at: word.offset)
        }
      case "RCT_EXTERN_REMAP_MODULE":
        if let name = words.arguments(after: index)?.first, !name.isEmpty {
          add(name, .externModule, at: word.offset)
        }
      default:
        break
      }
    }
    return found
  }
}

/// The words and punctuation of C-family source, comments and string literals skipped.
private struct ObjectiveCWords {
  struct Item {
    let text: String
    let offset: Int
  }

  private(set) var items: [Item] = []

  init(_ bytes: [UInt8]) {
    var index = 0
    func isWord(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@")
        || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
    while index < bytes.count {
      let byte = bytes[index]
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
        index += 2
        while index + 1 < bytes.count,
          !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          index += 1
        }
        index += 2
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        // A literal is one item, so that `RCT_EXPORT_MODULE("X")` keeps its argument.
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != byte, bytes[index] != UInt8(ascii: "\n") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
        items.append(
          Item(
            text: String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self),
            offset: start))
      } else if isWord(byte) {
        let start = index
        while index < bytes.count, isWord(bytes[index]) { index += 1 }
        items.append(
          Item(text: String(decoding: bytes[start..<index], as: UTF8.self), offset: start))
      } else {
        if !(byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
          || byte == UInt8(ascii: "\r"))
        {
          items.append(Item(text: String(UnicodeScalar(byte)), offset: index))
        }
        index += 1
      }
    }
  }

  /// The comma-separated arguments of `NAME( … )` at `index`, each as its words joined; `nil`
  /// when no `(` follows.
  func arguments(after index: Int) -> [String]? {
    guard index + 1 < items.count, items[index + 1].text == "(" else { return nil }
    var arguments: [String] = [""]
    var depth = 0
    var position = index + 2
    while position < items.count {
      let text = items[position].text
      if text == "(" { depth += 1 }
      if text == ")" {
        if depth == 0 { return arguments }
        depth -= 1
      }
      if text == ",", depth == 0 {
        arguments.append("")
      } else {
        arguments[arguments.count - 1] += text
      }
      position += 1
    }
    return nil
  }
}
