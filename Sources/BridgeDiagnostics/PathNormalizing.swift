/// A path with its `.` and `..` components and repeated or trailing slashes taken out, by its
/// text alone, as Node's `path.resolve` does: no symbolic link is followed. (Foundation's
/// `standardizingPath` on Linux follows a relative link from the working directory instead of
/// from the link's folder, so `node_modules/shared -> ../../shared` named another folder when one
/// of that name happened to be there.)
public func lexicallyStandardized(_ path: String) -> String {
  let absolute = path.hasPrefix("/")
  var parts: [Substring] = []
  for part in path.split(separator: "/", omittingEmptySubsequences: true) {
    switch part {
    case ".": continue
    case "..":
      if let last = parts.last, last != ".." {
        parts.removeLast()
      } else if !absolute {
        parts.append(part)
      }
    default: parts.append(part)
    }
  }
  let joined = parts.joined(separator: "/")
  if absolute { return "/" + joined }
  return joined.isEmpty ? (path.isEmpty ? "" : ".") : joined
}
