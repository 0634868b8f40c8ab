import Foundation

/// The names of the visible files in `folder` that `matches` accepts, in byte order (so every
/// machine lists them alike); `nil` when `folder` is not a folder that can be read.
public func fileNames(in folder: String, matching matches: (String) -> Bool) -> [String]? {
  var isFolder: ObjCBool = false
  guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
    let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
  else { return nil }
  return names.filter { !$0.hasPrefix(".") && matches($0) }
    .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
}
