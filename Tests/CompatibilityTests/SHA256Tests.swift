import Testing

@testable import Compatibility

struct SHA256Tests {
  /// FIPS 180-4 / NIST vectors, and a long input fed in uneven pieces.
  @Test(arguments: [
    ([UInt8](), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    (Array("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      [UInt8](repeating: 0x61, count: 1_000_000),
      "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
    ),
    (
      (0..<768).map { UInt8($0 % 256) },
      "f3a25aa93aa2fbba28d79260535bbd6a5eb0fc1c24a8b0f04e12b484c1dfe363"
    ),
  ])
  func digests(_ input: [UInt8], _ expected: String) {
    var whole = SHA256()
    whole.update(input)
    #expect(whole.finalize() == expected)
    var pieces = SHA256()
    var offset = 0
    var size = 1
    while offset < input.count {
      let end = min(input.count, offset + size)
      pieces.update(input[offset..<end])
      offset = end
      size = size * 3 % 97 + 1
    }
    #expect(pieces.finalize() == expected)
  }
}
