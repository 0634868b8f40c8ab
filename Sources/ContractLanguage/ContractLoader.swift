import BridgeDiagnostics
import Foundation

/// A contract folder read, parsed, resolved and checked: the model (when one could be built),
/// each file's syntax, and every diagnostic in output order.
public struct LoadedContract: Sendable {
  public let contract: Contract?
  public let files: [SyntaxFile]
  public let diagnostics: [Diagnostic]

  public init(contract: Contract?, files: [SyntaxFile], diagnostics: [Diagnostic]) {
    self.contract = contract
    self.files = files
    self.diagnostics = diagnostics
  }

  /// Whether an input could not be read at all (exit 2).
  public var hasFatal: Bool { diagnostics.contains { $0.severity == .fatal } }
  /// Whether the contract breaks a rule or has a syntax error (exit 1 for `lint`).
  public var hasErrors: Bool { diagnostics.contains { $0.severity >= .error } }
}

/// Reads a contract: every `*.contract` file in one folder, and `runtime-version.txt`.
public enum ContractLoader {
  /// Loads the contract in `folder`.
  ///
  /// - Parameters:
  ///   - runtimeVersionPath: the runtime version file; `nil` for the `runtime-version.txt` beside
  ///     the folder, read only when it exists.
  public static func load(
    folder: String, runtimeVersionPath: String? = nil, limits: ContractLimits = .default
  ) -> LoadedContract {
    var fatal: [Diagnostic] = []
    var sources: [SourceFile] = []
    switch contractFiles(in: folder, limits: limits) {
    case .failure(let diagnostic): fatal.append(diagnostic)
    case .success(let paths):
      for path in paths {
        switch SourceFile.read(path: path, maxBytes: limits.maxFileBytes) {
        case .success(let file): sources.append(file)
        case .failure(let diagnostic): fatal.append(diagnostic)
        }
      }
    }
    var runtimeVersion: SourceFile?
    let versionPath = runtimeVersionPath ?? defaultRuntimeVersionPath(for: folder)
    if runtimeVersionPath != nil || FileManager.default.fileExists(atPath: versionPath) {
      switch SourceFile.read(path: versionPath, maxBytes: 4096) {
      case .success(let file): runtimeVersion = file
      case .failure(let diagnostic): fatal.append(diagnostic)
      }
    }
    // Without every file the model would be partial, and its rules would cry wolf.
    if !fatal.isEmpty {
      let parsed = sources.map { ContractParser.parse($0, limits: limits) }
      return LoadedContract(
        contract: nil, files: parsed.map(\.0),
        diagnostics: (fatal + parsed.flatMap(\.1)).sortedForOutput())
    }
    return check(sources, runtimeVersion: runtimeVersion, folder: folder, limits: limits)
  }

  /// Parses, resolves and checks contract files already in memory (in path order).
  public static func check(
    _ sources: [SourceFile], runtimeVersion: SourceFile?, folder: String,
    limits: ContractLimits = .default
  ) -> LoadedContract {
    var collector = DiagnosticCollector()
    var files: [SyntaxFile] = []
    for source in sources {
      let (syntax, diagnostics) = ContractParser.parse(source, limits: limits)
      files.append(syntax)
      collector.report(contentsOf: diagnostics)
    }
    let (contract, resolution) = ContractResolver.resolve(
      files, runtimeVersion: runtimeVersion, folder: folder)
    collector.report(contentsOf: resolution)
    if let contract { collector.report(contentsOf: ContractRules.check(contract)) }
    return LoadedContract(contract: contract, files: files, diagnostics: collector.sorted())
  }

  /// `runtime-version.txt` beside the contracts folder (`contracts` → `runtime-version.txt`).
  public static func defaultRuntimeVersionPath(for folder: String) -> String {
    let parent = parentFolder(of: folder)
    return parent.isEmpty
      ? "runtime-version.txt" : (parent as NSString).appendingPathComponent("runtime-version.txt")
  }

  /// The `*.contract` files directly in `folder`, sorted by name (byte order); hidden files are
  /// skipped, as editors leave their swap files there.
  public static func contractFiles(in folder: String, limits: ContractLimits = .default) -> Result<
    [String], Diagnostic
  > {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      return .failure(.fatal("contracts-not-found", "no contracts folder here", path: folder))
    }
    guard isDirectory.boolValue else {
      return .failure(
        .fatal(
          "contracts-not-found", "expected a folder of '*.contract' files, found a file",
          path: folder))
    }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return .failure(
        .fatal("unreadable-file", "cannot list the folder (permission denied?)", path: folder))
    }
    let contracts = names.filter { $0.hasSuffix(".contract") && !$0.hasPrefix(".") }
      .sorted { $0.precedesInByteOrder($1) }
    guard !contracts.isEmpty else {
      return .failure(
        .fatal("no-contract-files", "the folder holds no '*.contract' file", path: folder))
    }
    guard contracts.count <= limits.maxFiles else {
      return .failure(
        .fatal(
          "too-many-files",
          "the folder holds \(contracts.count) contract files, over the limit of \(limits.maxFiles)",
          path: folder))
    }
    return .success(contracts.map { (folder as NSString).appendingPathComponent($0) })
  }
}
