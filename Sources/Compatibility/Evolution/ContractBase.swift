import BridgeDiagnostics
import ContractLanguage
import Foundation

/// Reads the contract `diff` compares against: a project folder (holding `contracts/` and
/// `runtime-version.txt`) or a git revision of the repository the working tree's contracts are in,
/// at the same paths, read with `git ls-tree` and `git show` — no checkout.
public enum ContractBase {
  /// Loads the base. `contracts` and `runtimeVersion` are the working tree's paths; a git base is
  /// read at the same paths relative to the repository.
  public static func load(_ base: String, contracts: String, runtimeVersion: String)
    -> LoadedContract
  {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: base, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      let folder = (base as NSString).appendingPathComponent("contracts")
      let version = (base as NSString).appendingPathComponent("runtime-version.txt")
      return ContractLoader.load(
        folder: folder,
        runtimeVersionPath: FileManager.default.fileExists(atPath: version) ? version : nil)
    }
    switch readRevision(base, contracts: contracts, runtimeVersion: runtimeVersion) {
    case .success(let (sources, version)):
      return ContractLoader.check(sources, runtimeVersion: version, folder: "\(base):contracts")
    case .failure(let diagnostic):
      return LoadedContract(contract: nil, files: [], diagnostics: [diagnostic])
    }
  }

  private static func readRevision(
    _ revision: String, contracts: String, runtimeVersion: String
  ) -> Result<([SourceFile], SourceFile?), Diagnostic> {
    // A value that looks like an option is never handed to git.
    guard !revision.isEmpty, !revision.hasPrefix("-") else {
      return .failure(
        .fatal(
          "invalid-base", "'\(revision)' is neither a folder nor a git revision", path: revision))
    }
    let folder = URL(fileURLWithPath: contracts).standardizedFileURL
    guard case .success(let top) = git(["rev-parse", "--show-toplevel"], in: folder.path) else {
      return .failure(
        .fatal(
          "invalid-base",
          "'\(revision)' is no folder, and no git revision either: '\(contracts)' is not in a git repository",
          path: revision))
    }
    let root = String(decoding: top, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard
      case .success(let resolved) = git(
        ["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: root)
    else {
      return .failure(
        .fatal("invalid-base", "no commit '\(revision)' in the repository", path: revision))
    }
    let commit = String(decoding: resolved, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    let relativeFolder = relative(folder.path, to: root)
    guard
      case .success(let listing) = git(
        ["ls-tree", "--name-only", commit, "--", relativeFolder + "/"], in: root)
    else {
      return .failure(
        .fatal("invalid-base", "cannot list '\(relativeFolder)' at \(revision)", path: revision))
    }
    let paths = String(decoding: listing, as: UTF8.self).split(separator: "\n").map(String.init)
      .filter { $0.hasSuffix(".contract") && !($0 as NSString).lastPathComponent.hasPrefix(".") }
      .sorted { $0.precedesInByteOrder($1) }
    guard !paths.isEmpty else {
      return .failure(
        .fatal(
          "no-contract-files", "no '*.contract' file in '\(relativeFolder)' at \(revision)",
          path: revision))
    }
    var sources: [SourceFile] = []
    for path in paths {
      guard case .success(let bytes) = git(["show", "\(commit):\(path)"], in: root) else {
        return .failure(
          .fatal("unreadable-file", "cannot read '\(path)' at \(revision)", path: revision))
      }
      sources.append(SourceFile(path: "\(revision):\(path)", bytes: bytes))
    }
    let versionPath = relative(
      URL(fileURLWithPath: runtimeVersion).standardizedFileURL.path, to: root)
    var version: SourceFile?
    if case .success(let bytes) = git(["show", "\(commit):\(versionPath)"], in: root) {
      version = SourceFile(path: "\(revision):\(versionPath)", bytes: bytes)
    }
    return .success((sources, version))
  }

  private static func relative(_ path: String, to root: String) -> String {
    let resolvedRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard resolved.hasPrefix(resolvedRoot + "/") else { return path }
    return String(resolved.dropFirst(resolvedRoot.count + 1))
  }

  /// Runs git with arguments (never through a shell), returning its standard output.
  private static func git(_ arguments: [String], in folder: String) -> Result<[UInt8], GitFailure> {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return .failure(GitFailure())
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? .success([UInt8](data)) : .failure(GitFailure())
  }

  private struct GitFailure: Error {}
}
