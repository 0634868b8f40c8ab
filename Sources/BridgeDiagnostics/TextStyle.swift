/// How text output looks on a terminal: one table of ANSI styles for every command, and the
/// caret under an excerpt drawn one way everywhere.
public enum TextStyle: String, Sendable {
  case bold = "1"
  case red = "1;31"
  case magenta = "1;35"
  case gray = "1;90"
  case green = "1;32"

  /// The style of a severity's word, as swiftc colours it.
  public init(_ severity: Severity) {
    switch severity {
    case .note: self = .gray
    case .warning: self = .magenta
    case .error, .fatal: self = .red
    }
  }

  /// `text` in this style when `colors`, else as it is.
  public func paint(_ text: String, colors: Bool) -> String {
    colors ? "\u{1B}[\(rawValue)m" + text + "\u{1B}[0m" : text
  }
}

/// What goes under the UTF-8 `bytes` of a line so that the next character lines up with the
/// character after them: a space for each character, a tab for a tab, so that the caret stands
/// right however tabs are shown.
public func caretLead<Bytes: Collection<UInt8>>(under bytes: Bytes) -> String {
  var lead: [UInt8] = []
  lead.reserveCapacity(bytes.count)
  for byte in bytes where byte & 0xC0 != 0x80 {
    lead.append(byte == UInt8(ascii: "\t") ? byte : UInt8(ascii: " "))
  }
  return String(decoding: lead, as: UTF8.self)
}

/// The line under `excerpt` that points at its `column` (1-based, in Unicode scalars): `^`.
public func caretLine(under excerpt: String, column: Int) -> String {
  let scalars = excerpt.unicodeScalars
  let end =
    scalars.index(scalars.startIndex, offsetBy: max(0, column - 1), limitedBy: scalars.endIndex)
    ?? scalars.endIndex
  return caretLead(under: excerpt.utf8[..<end]) + "^"
}
