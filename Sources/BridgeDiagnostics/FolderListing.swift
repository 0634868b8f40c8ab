import Foundation

/// One entry of a folder as the folder itself lists it: its name, kind and inode, known without a
/// `stat` of the entry (a walk over thousands of files would otherwise spend a system call on each).
public struct FolderEntry: Sendable {
  public enum Kind: Sendable {
    case folder, file, symbolicLink
    /// A device, socket or pipe, or a file system that does not say (then `stat` tells).
    case other
  }

  /// The name; one that is not UTF-8 is shown with replacement characters (`nameIsUTF8`).
  public let name: String
  /// Whether `name` is the name on disk. Swift strings hold only UTF-8, so another name can be
  /// shown but not used to open the entry.
  public let nameIsUTF8: Bool
  public let kind: Kind
  /// The inode the entry names, on the folder's device (for a symbolic link, the link's own).
  public let inode: UInt64
}

/// The entries of `folder` but `.` and `..`, hidden ones included, in byte order of their names
/// (so every machine lists them alike); `nil` when `folder` is not a folder that can be read.
public func folderEntries(_ folder: String) -> [FolderEntry]? {
  guard let stream = opendir(folder) else { return nil }
  defer { closedir(stream) }
  var entries: [FolderEntry] = []
  while let entry = readdir(stream) {
    let exactName = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
      String(validatingCString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
    }
    let name =
      exactName
      ?? withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
    if name == "." || name == ".." { continue }
    let kind: FolderEntry.Kind =
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): .folder
      case Int32(DT_REG): .file
      case Int32(DT_LNK): .symbolicLink
      default: .other
      }
    entries.append(
      FolderEntry(
        name: name, nameIsUTF8: exactName != nil, kind: kind, inode: UInt64(entry.pointee.d_ino)))
  }
  entries.sort { $0.name.precedesInByteOrder($1.name) }
  return entries
}

/// The names of the visible entries in `folder` that `matches` accepts, in byte order; `nil` when
/// `folder` is not a folder that can be read.
public func fileNames(in folder: String, matching matches: (String) -> Bool) -> [String]? {
  folderEntries(folder).map { entries in
    entries.map(\.name).filter { !$0.hasPrefix(".") && matches($0) }
  }
}

/// The folder that holds `path`: `src` of `src/a.ts`, `.` of a bare name, `/` of `/a`, and `""`
/// above `.` and `/` (where a walk up stops), as Foundation's `deletingLastPathComponent` reads it
/// (repeated and trailing slashes dropped first) — which on Linux traps on some paths (`""`,
/// `./`, `..//ä`) and took a third of a scan that resolves every import of a repository. Every
/// walk up the folders goes through here.
public func parentFolder(of path: String) -> String {
  if path.isEmpty || path == "." || path == "/" { return "" }
  let slash = UInt8(ascii: "/")
  var fixed: [UInt8] = []
  fixed.reserveCapacity(path.utf8.count)
  for byte in path.utf8 where !(byte == slash && fixed.last == slash) { fixed.append(byte) }
  if fixed.count > 1, fixed.last == slash { fixed.removeLast() }
  guard let last = fixed.lastIndex(of: slash) else { return "." }
  return last == 0 ? "/" : String(decoding: fixed[..<last], as: UTF8.self)
}
