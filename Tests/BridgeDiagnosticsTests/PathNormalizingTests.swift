import Testing

@testable import BridgeDiagnostics

/// Paths are standardized by their text, never by following links (Foundation's
/// `standardizingPath` on Linux follows a relative link from the working directory).
struct PathNormalizingTests {
  @Test(arguments: [
    ("/a/b/../c", "/a/c"), ("/a/./b//c/", "/a/b/c"), ("/../a", "/a"), ("/", "/"),
    ("a/../../b", "../b"), ("./a", "a"), (".", "."), ("a/..", "."), ("", ""),
    ("/tmp/app/node_modules/shared/src/index.ts", "/tmp/app/node_modules/shared/src/index.ts"),
  ])
  func dotsAndSlashesGoByText(_ path: String, _ expected: String) {
    #expect(lexicallyStandardized(path) == expected)
  }
}

/// `parentFolder` reads a path as Foundation's `deletingLastPathComponent` does (which it replaces:
/// it took a third of a scan that resolves every import of a repository, and on Linux it traps on
/// some paths, `./` and `..//ä` with this toolchain, so the expectations are written out), repeated
/// and trailing slashes dropped first; the empty, `.` and `/` paths, above which a walk up stops,
/// have none.
struct ParentFolderTests {
  @Test(arguments: [
    ("a", "."), ("a/b", "a"), ("a/b.ts", "a"), ("/a", "/"), ("/a/b", "/a"), ("a//b", "a"),
    ("a/b/", "a"), ("a//b//", "a"), ("../a", ".."), ("../../a/b", "../../a"), ("./a", "."),
    ("@scope/pkg/index.ts", "@scope/pkg"), ("/tmp/x/node_modules/@s/p", "/tmp/x/node_modules/@s"),
    ("a/./b", "a/."), ("a/../b", "a/.."), (".a/b", ".a"), ("..", "."), ("./", "."), ("a/", "."),
    ("..//ä", ".."), ("ä//b.ts/", "ä"), ("src/ä.ts", "src"), ("//", "/"), ("///", "/"),
    ("", ""), (".", ""), ("/", ""),
  ])
  func folders(_ path: String, _ expected: String) {
    #expect(parentFolder(of: path) == expected)
  }
}
