import Foundation

/// The value of a string literal or template piece, with escapes decoded, written into a reused
/// buffer so that comparing literals allocates nothing.
enum StringLiteral {
  /// Writes the value of the token's text between `contentStart` and `contentEnd` into `output`
  /// (cleared first). JSX attribute strings pass `decodesEscapes: false`: they have no escapes.
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, _ content: Range<Int>, decodesEscapes: Bool,
    into output: inout [UInt8]
  ) {
    output.removeAll(keepingCapacity: true)
    var index = content.lowerBound
    let end = content.upperBound
    while index < end {
      // The text up to the next escape, copied at once.
      let escapeStart =
        decodesEscapes
        ? memchr(bytes.baseAddress! + index, Int32(UInt8(ascii: "\\")), end - index).map {
          bytes.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self))
        } ?? end : end
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<escapeStart]))
      index = escapeStart
      guard index < end else { return }
      guard index + 1 < end else {
        // A backslash that ends the text stands for itself.
        output.append(bytes[index])
        return
      }
      let escape = bytes[index + 1]
      index += 2
      switch escape {
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "v"): output.append(0x0B)
      case UInt8(ascii: "\r"):
        if index < end, bytes[index] == UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "\n"): break
      case UInt8(ascii: "x"):
        if let value = hex(bytes, index, count: 2, end: end) {
          append(value, to: &output)
          index += 2
        } else {
          output.append(escape)
        }
      case UInt8(ascii: "u"):
        if index < end, bytes[index] == UInt8(ascii: "{") {
          var cursor = index + 1
          var value: UInt32 = 0
          while cursor < end, cursor - index <= 7, let digit = hexDigit(bytes[cursor]) {
            value = value * 16 + UInt32(digit)
            cursor += 1
          }
          if cursor < end, bytes[cursor] == UInt8(ascii: "}") {
            append(value, to: &output)
            index = cursor + 1
          } else {
            output.append(escape)
          }
        } else if let value = hex(bytes, index, count: 4, end: end) {
          index += 4
          // A surrogate pair spelled as two escapes (`\uD83D\uDE00`).
          if (0xD800...0xDBFF).contains(value), index + 6 <= end,
            bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u"),
            let low = hex(bytes, index + 2, count: 4, end: end),
            (0xDC00...0xDFFF).contains(low)
          {
            append(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00), to: &output)
            index += 6
          } else {
            append(value, to: &output)
          }
        } else {
          output.append(escape)
        }
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        // Legacy octal escapes (`\056`), still found in old bundles.
        var value = UInt32(escape - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, index < end, bytes[index] >= UInt8(ascii: "0"),
          bytes[index] <= UInt8(ascii: "7"),
          value * 8 + UInt32(bytes[index] - UInt8(ascii: "0")) <= 0xFF
        {
          value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
          index += 1
          digits += 1
        }
        append(value, to: &output)
      default:
        output.append(escape)
      }
    }
  }

  static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  static func hex(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, count: Int, end: Int)
    -> UInt32?
  {
    guard start + count <= end else { return nil }
    var value: UInt32 = 0
    for offset in 0..<count {
      guard let digit = hexDigit(bytes[start + offset]) else { return nil }
      value = value * 16 + UInt32(digit)
    }
    return value
  }

  /// Appends a scalar as UTF-8 (a lone surrogate as U+FFFD, as a JavaScript engine would show it).
  private static func append(_ value: UInt32, to output: inout [UInt8]) {
    let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
    for unit in UTF8.encode(scalar)! { output.append(unit) }
  }
}
