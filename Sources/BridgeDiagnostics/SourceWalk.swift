import Foundation

/// The files under some folders with given extensions, in byte order of their paths: hidden
/// entries and `skipping` folders (build output, dependencies) are not walked, and a symbolic
/// link back up the tree is followed once, never in a loop. A path that does not exist or a
/// folder that cannot be read is a fatal diagnostic naming it.
public enum SourceWalk {
  public static func files(
    under paths: [String], extensions: Set<String>, skipping: Set<String>
  ) -> (files: [String], diagnostics: [Diagnostic]) {
    var files: [String] = []
    var diagnostics: [Diagnostic] = []
    for path in paths {
      collect(
        path, extensions: extensions, skipping: skipping, into: &files,
        diagnostics: &diagnostics, visited: [])
    }
    return (files, diagnostics)
  }

  private static func collect(
    _ path: String, extensions: Set<String>, skipping: Set<String>, into files: inout [String],
    diagnostics: inout [Diagnostic], visited: Set<String>
  ) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      diagnostics.append(.fatal("file-not-found", "no such file or folder", path: path))
      return
    }
    guard isFolder.boolValue else {
      if extensions.contains((path as NSString).pathExtension) { files.append(path) }
      return
    }
    let real = (path as NSString).resolvingSymlinksInPath
    guard !visited.contains(real) else { return }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
      diagnostics.append(.fatal("unreadable-folder", "cannot read the folder", path: path))
      return
    }
    for name in names.sorted(by: { $0.precedesInByteOrder($1) })
    where !name.hasPrefix(".") && !skipping.contains(name) {
      collect(
        (path as NSString).appendingPathComponent(name), extensions: extensions,
        skipping: skipping, into: &files, diagnostics: &diagnostics, visited: visited.union([real]))
    }
  }
}
