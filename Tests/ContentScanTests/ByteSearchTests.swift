import Testing

@testable import ContentScan

/// `ByteSearch` finds every whole occurrence of a word, anchored at its first byte or a rarer
/// one, at a buffer's edges too.
struct ByteSearchTests {
  @Test(arguments: [0, 1, 2])
  func findsEveryOccurrenceWhateverTheAnchor(anchor: Int) {
    let text = Array("new x = renew(news); new\nY; ne nw new".utf8)
    let found = text.withUnsafeBufferPointer {
      ByteSearch.offsets(of: "new", in: $0, anchor: anchor)
    }
    #expect(found == [0, 10, 14, 21, 34])
  }

  @Test func findsNothingInTooShortABuffer() {
    let found = Array("ne".utf8).withUnsafeBufferPointer {
      ByteSearch.offsets(of: "new", in: $0, anchor: 2)
    }
    #expect(found == [])
  }
}
