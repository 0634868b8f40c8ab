/// The date forms a `date` field accepts: an RFC 3339 full date (`2026-11-29`) or date-time
/// (`2026-11-29T15:00:00Z`, `2026-11-29T15:00:00.000+01:00`), the strings `JSON.stringify` and
/// Swift's `ISO8601DateFormatter` write. Checked by hand so the answer never depends on a locale.
public enum ISO8601 {
  public static func isValid(_ text: String) -> Bool {
    var scanner = Scanner(Array(text.utf8))
    guard let year = scanner.digits(4), scanner.skip("-"), let month = scanner.digits(2),
      scanner.skip("-"), let day = scanner.digits(2), (1...12).contains(month),
      (1...daysIn(month: month, year: year)).contains(day)
    else { return false }
    if scanner.atEnd { return true }
    guard scanner.skip("T") || scanner.skip("t"), let hour = scanner.digits(2), hour < 24,
      scanner.skip(":"), let minute = scanner.digits(2), minute < 60
    else { return false }
    if scanner.skip(":") {
      // 60 is a leap second.
      guard let second = scanner.digits(2), second <= 60 else { return false }
      if scanner.skip(".") {
        var count = 0
        while scanner.digits(1) != nil { count += 1 }
        guard count > 0 else { return false }
      }
    }
    if scanner.skip("Z") || scanner.skip("z") { return scanner.atEnd }
    guard scanner.skip("+") || scanner.skip("-"), let offsetHour = scanner.digits(2),
      offsetHour < 24, scanner.skip(":"), let offsetMinute = scanner.digits(2), offsetMinute < 60
    else { return false }
    return scanner.atEnd
  }

  /// A date with a time (`2026-11-29T15:00:00Z`), as a lock's `publishedAt` is.
  public static func isValidDateTime(_ text: String) -> Bool {
    isValid(text) && (text.contains("T") || text.contains("t"))
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private struct Scanner {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { offset == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { return false }
      offset += 1
      return true
    }

    /// Exactly `count` ASCII digits as a number, or `nil` (and nothing consumed).
    mutating func digits(_ count: Int) -> Int? {
      guard offset + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[offset..<offset + count] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      offset += count
      return value
    }
  }
}
