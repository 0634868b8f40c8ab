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
