import BridgeDiagnostics
import Foundation

/// One file to scan: where it is, and how outputs name it (the input as given joined with the
/// path inside it).
public struct InputFile: Sendable, Hashable {
  /// Where the file is read from.
  public let path: String
  /// How outputs name it: the input as given joined with the path inside it.
  public let displayPath: String
  /// The input (as given) it was found through.
  public let input: String
  /// It belongs to an installed package (a `node_modules` folder holds it), read because the
  /// content imports it.
  public var isPackageFile: Bool { path.contains("/node_modules/") }
  /// Its path inside that input (for a file given directly, its name).
  public var relativePath: String {
    displayPath.hasPrefix(input + "/")
      ? String(displayPath.dropFirst(input.count + 1)) : (displayPath as NSString).lastPathComponent
  }
}

/// Expands the paths given to `scan` into files: source trees (walked with the skip list,
/// symlinks followed once, loops detected, workspaces included), `expo export` folders (the bundle
/// `metadata.json` names, confined to the folder), and single files.
struct InputCollector {
  private let options: ScanOptions
  private let manager = FileManager.default
  private(set) var files: [InputFile] = []
  /// Told of each file as it is found, so that reading can start before the walk ends.
  private var found: (InputFile) -> Void = { _ in }
  private(set) var diagnostics: [Diagnostic] = []
  /// The `package.json` of each source tree given, for its native dependencies.
  private(set) var manifests: [PackageManifest] = []
  /// The bundles read from `expo export` folders (their paths): what `ExportMatching` matches
  /// to the sources scanned with them.
  private(set) var exports = Set<String>()
  private var currentInput = ""
  /// Folders and files already read, by device and inode: a symlink back up the tree (a loop) or
  /// to something already read is not read again.
  private var visitedFolders = Set<FileIdentity>()
  private var visitedFiles = Set<FileIdentity>()

  static let sourceExtensions: Set<Substring> = [
    "ts", "tsx", "mts", "cts", "js", "jsx", "mjs", "cjs",
  ]

  init(options: ScanOptions) {
    self.options = options
  }

  /// Collects every input, telling `found` of each file as soon as it is known.
  mutating func collect(_ inputs: [String], found: @escaping (InputFile) -> Void) {
    self.found = found
    for input in inputs { collect(input) }
  }

  private mutating func collect(_ input: String) {
    currentInput = input
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: input, isDirectory: &isDirectory) else {
      diagnostics.append(.fatal("input-not-found", "no such file or folder", path: input))
      return
    }
    guard isDirectory.boolValue else {
      guard FileIdentity(path: input)?.isRegularFile ?? false else {
        diagnostics.append(
          .fatal("not-a-file", "a pipe, socket or device, not a file; not read", path: input))
        return
      }
      add(path: input, display: input)
      return
    }
    let metadata = (input as NSString).appendingPathComponent("metadata.json")
    if manager.fileExists(atPath: metadata) {
      collectExport(folder: input, metadata: metadata)
    } else {
      // `src/` reads as `src`: paths below it are joined with one slash.
      var folder = input
      while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
      walk(folder: folder, display: folder, relative: "")
      collectWorkspaces(root: folder)
      switch PackageManifestReader.read(
        folder: input, display: input, maxBytes: options.maxFileBytes)
      {
      case .success(let manifest): manifests += manifest.map { [$0] } ?? []
      case .failure(let diagnostic): diagnostics.append(diagnostic)
      }
    }
  }

  // MARK: - Export folders

  /// `expo export` output: `metadata.json` names each platform's bundle under
  /// `fileMetadata.<platform>.bundle`. Assets are ignored.
  private mutating func collectExport(folder: String, metadata: String) {
    let root: JSONValue
    switch JSONValue.read(path: metadata, maxBytes: options.maxFileBytes) {
    case .success(let (_, value)): root = value
    case .failure(let diagnostic):
      diagnostics.append(diagnostic)
      return
    }
    guard let fileMetadata = root["fileMetadata"]?.object else {
      diagnostics.append(
        .fatal("invalid-metadata", "metadata.json has no 'fileMetadata' object", path: metadata))
      return
    }
    guard let bundle = fileMetadata[options.platform]?["bundle"]?.string else {
      diagnostics.append(
        .fatal(
          "invalid-metadata",
          "metadata.json names no bundle for \(options.platform) ('fileMetadata.\(options.platform).bundle')",
          path: metadata))
      return
    }
    guard let resolved = confined(bundle, in: folder) else {
      diagnostics.append(
        .fatal(
          "path-outside-input",
          "metadata.json names '\(bundle)', which lies outside the export folder",
          path: metadata))
      return
    }
    exports.insert(resolved)
    add(path: resolved, display: (folder as NSString).appendingPathComponent(bundle))
  }

  /// `relative` resolved inside `folder` (symlinks included), or `nil` when it would leave it.
  private func confined(_ relative: String, in folder: String) -> String? {
    guard !relative.isEmpty, !relative.hasPrefix("/"),
      !relative.split(separator: "/").contains("..")
    else {
      return nil
    }
    let root = InputCollector.realPath(folder)
    let target = InputCollector.realPath((folder as NSString).appendingPathComponent(relative))
    return target.hasPrefix(root + "/")
      ? (folder as NSString).appendingPathComponent(relative) : nil
  }

  /// `path` with every symlink resolved, even when its last components do not exist (the deepest
  /// existing ancestor is resolved and the rest appended), so a link cannot hide where a path goes.
  static func realPath(_ path: String) -> String {
    var existing = URL(fileURLWithPath: path).standardizedFileURL
    var missing: [String] = []
    while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
      missing.insert(existing.lastPathComponent, at: 0)
      existing.deleteLastPathComponent()
    }
    var resolved = existing.resolvingSymlinksInPath()
    for component in missing { resolved.appendPathComponent(component) }
    return resolved.standardizedFileURL.path
  }

  // MARK: - Source trees

  /// Whether an `--exclude` pattern names this path inside the input folder: not an entry, not
  /// walked into (a file an entry imports is read all the same, see `ContentGraph`).
  private func isExcluded(_ relative: String) -> Bool {
    options.excluded.contains { $0.matches(relative) }
  }

  /// Lists `folder` (`relative` to the input folder it was reached from) and what is below it.
  private mutating func walk(folder: String, display: String, relative: String) {
    guard let identity = FileIdentity(path: folder), visitedFolders.insert(identity).inserted else {
      return
    }
    guard let entries = folderEntries(folder) else {
      diagnostics.append(
        .fatal("unreadable-file", "cannot list the folder (permission denied?)", path: display))
      return
    }
    for entry in entries where !entry.name.hasPrefix(".") {
      let path = folder + "/" + entry.name
      // (Most folders are shown as they are read: one string then serves both.)
      let shown = display == folder ? path : display + "/" + entry.name
      let inside = relative.isEmpty ? entry.name : relative + "/" + entry.name
      guard entry.nameIsUTF8 else {
        // A source file, or a folder or link that may lead to some: never skipped in silence.
        if entry.kind != .file || isSource(entry.name) {
          diagnostics.append(
            .fatal(
              "unreadable-file", "the name is not UTF-8, so it can be neither named nor read",
              path: shown))
        }
        continue
      }
      switch entry.kind {
      case .folder:
        if !options.skippedFolders.contains(entry.name), !isExcluded(inside) {
          walk(folder: path, display: shown, relative: inside)
        }
      case .file:
        // The listing's inode, on the folder's device, is what `stat` would say: no call needed.
        if isSource(entry.name), !isExcluded(inside) {
          add(
            path: path, display: shown,
            identity: FileIdentity(device: identity.device, inode: entry.inode, isDirectory: false)
          )
        }
      case .symbolicLink, .other:
        // `stat` follows the link. A link that leads nowhere, and a pipe, socket or device with
        // a source file's name, are skipped with a warning: reading a pipe would wait forever.
        guard let target = FileIdentity(path: path) else {
          if isSource(entry.name) {
            diagnostics.append(
              Diagnostic(
                .warning, "dangling-link", "a symbolic link to nothing; skipped", path: shown))
          }
          continue
        }
        if target.isDirectory {
          if !options.skippedFolders.contains(entry.name), !isExcluded(inside) {
            walk(folder: path, display: shown, relative: inside)
          }
        } else if isSource(entry.name), !isExcluded(inside) {
          guard target.isRegularFile else {
            diagnostics.append(
              Diagnostic(
                .warning, "not-a-file", "a pipe, socket or device, not a file; skipped",
                path: shown))
            continue
          }
          add(path: path, display: shown, identity: target)
        }
      }
    }
  }

  /// Whether a file in a source tree is read: a JavaScript or TypeScript extension, not a `.d.ts`
  /// declaration file, and not for another platform (`Button.android.tsx` under `--platform ios`).
  private func isSource(_ name: String) -> Bool {
    // Most names have one dot, inside: then only the extension can decide, and splitting the name
    // into an array of parts (a tenth of the walk's time) is not needed.
    let utf8 = name.utf8
    if let dot = utf8.firstIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex,
      utf8.index(after: dot) != utf8.endIndex,
      !utf8[utf8.index(after: dot)...].contains(UInt8(ascii: "."))
    {
      return InputCollector.sourceExtensions.contains(Substring(utf8[utf8.index(after: dot)...]))
    }
    let parts = name.split(separator: ".")
    guard parts.count >= 2, InputCollector.sourceExtensions.contains(parts[parts.count - 1]) else {
      return false
    }
    if parts.count >= 3, parts[parts.count - 2] == "d" { return false }
    return !parts.dropFirst().dropLast().contains { part in
      part != options.platform && ScanOptions.platforms.contains { $0 == part }
    }
  }

  /// The folders the root's `package.json` names in `workspaces` (and `pnpm-workspace.yaml`,
  /// `EntryPoints.workspaceFolders`), walked even when a skipped folder holds them.
  private mutating func collectWorkspaces(root: String) {
    let packagePath = (root as NSString).appendingPathComponent("package.json")
    // An unreadable package.json is reported by the manifest reader; here it names no workspace.
    guard
      case .success(let (_, package)) = JSONValue.read(
        path: packagePath, maxBytes: options.maxFileBytes)
    else { return }
    for path in EntryPoints.workspaceFolders(package, root: root)
    where confined(String(path.dropFirst(root.count + 1)), in: root) != nil {
      walk(folder: path, display: path, relative: String(path.dropFirst(root.count + 1)))
    }
  }

  private mutating func add(path: String, display: String, identity: FileIdentity? = nil) {
    if let identity = identity ?? FileIdentity(path: path), !visitedFiles.insert(identity).inserted
    {
      return
    }
    guard files.count < options.maxFiles else {
      if files.count == options.maxFiles {
        diagnostics.append(
          .fatal(
            "too-many-files", "more than \(options.maxFiles) files to scan; name narrower inputs",
            path: display))
      }
      return
    }
    let file = InputFile(path: path, displayPath: display, input: currentInput)
    files.append(file)
    found(file)
  }
}

/// A file's identity on disk, after symlinks: cheaper than resolving real paths, and exact.
struct FileIdentity: Hashable {
  let device: UInt64
  let inode: UInt64
  let isDirectory: Bool
  /// A regular file (not a pipe, socket or device); not part of the identity.
  var isRegularFile: Bool { kind == S_IFREG }
  private let kind: mode_t

  static func == (lhs: FileIdentity, rhs: FileIdentity) -> Bool {
    lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.isDirectory == rhs.isDirectory
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(device)
    hasher.combine(inode)
    hasher.combine(isDirectory)
  }

  init(device: UInt64, inode: UInt64, isDirectory: Bool) {
    self.device = device
    self.inode = inode
    self.isDirectory = isDirectory
    kind = isDirectory ? S_IFDIR : S_IFREG
  }

  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    kind = info.st_mode & S_IFMT
    isDirectory = kind == S_IFDIR
  }
}
