import BridgeDiagnostics
import Foundation

/// A native module a JavaScript spec names: a TurboModule's
/// `TurboModuleRegistry.getEnforcing<Spec>("X")` (or `.get`), a Nitro module's
/// `NitroModules.createHybridObject<T>("X")`, a Fabric component's
/// `codegenNativeComponent<Props>("X")`.
public struct ModuleSpec: Sendable, Hashable {
  public let name: String
  /// The call that names it (`getEnforcing`, `createHybridObject`, …).
  public let callee: String
  public let file: String
  public let line: Int
  public let column: Int
}

/// Reads the specs a package with native code keeps beside its native sources (`src/specs`,
/// `NativeX.ts`), parsed as `scan` parses (so `getEnforcing<Spec>(…)`'s type arguments are no
/// obstacle); what does not parse is a diagnostic and the other files are still read.
public enum ModuleSpecReader {
  static let specCallees: Set<String> = [
    "getEnforcing", "get", "createHybridObject", "codegenNativeComponent",
  ]
  /// Folders that hold no package's own specs: dependencies, build output, tests.
  static let skippedFolders: Set<String> = [
    "node_modules", "Pods", "build", "DerivedData", "__tests__", "__mocks__", "__fixtures__",
  ]

  public static func specs(in folders: [String]) -> (specs: [ModuleSpec], diagnostics: [Diagnostic])
  {
    var (paths, diagnostics) = SourceWalk.files(
      under: folders, extensions: Set(InputCollector.sourceExtensions.map(String.init)),
      skipping: skippedFolders)
    var specs: [ModuleSpec] = []
    for path in paths where !path.hasSuffix(".d.ts") {
      guard case .success(let file) = SourceFile.read(path: path, maxBytes: 16 << 20) else {
        continue
      }
      // Only a file that names a spec call is worth parsing.
      guard
        ["getEnforcing", "TurboModuleRegistry", "createHybridObject", "codegenNativeComponent"]
          .contains(where: file.contains)
      else { continue }
      let parsed = file.bytes.withUnsafeBufferPointer {
        Parser.parse($0, dialect: SyntaxDialect(path: path), recordingScopes: false)
      }
      if let error = parsed.error {
        let message = file.bytes.withUnsafeBufferPointer { error.message(in: $0) }
        diagnostics.append(
          .error(
            error.id, message,
            at: Span(file: file, start: error.offset, length: 0)))
        continue
      }
      let lookups = file.bytes.withUnsafeBufferPointer {
        SyntaxSummary.moduleLookups(parsed.tokens, $0)
      }
      for lookup in lookups where specCallees.contains(lookup.callee) {
        let location = file.location(of: Int(parsed.tokens[lookup.token].start))
        specs.append(
          ModuleSpec(
            name: lookup.name, callee: lookup.callee, file: path, line: location.line,
            column: location.column))
      }
    }
    return (specs, diagnostics)
  }
}

extension SourceFile {
  /// Whether the bytes hold `text`.
  func contains(_ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard let first = needle.first, needle.count <= bytes.count else { return false }
    var index = 0
    while index + needle.count <= bytes.count {
      if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }
}
