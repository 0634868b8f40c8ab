/// Text for XML and HTML content and attribute values: the five markup characters as entities,
/// and characters XML 1.0 cannot carry (controls other than tab and line breaks, U+FFFE, U+FFFF)
/// as U+FFFD. JUnit reports and the audit's HTML report both write through it.
func markupEscaped(_ text: String) -> String {
  var result = ""
  result.reserveCapacity(text.utf8.count)
  for scalar in text.unicodeScalars {
    switch scalar {
    case "&": result += "&amp;"
    case "<": result += "&lt;"
    case ">": result += "&gt;"
    case "\"": result += "&quot;"
    case "'": result += "&apos;"
    case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
    case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
      result += "\u{FFFD}"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result
}
