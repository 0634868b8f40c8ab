import Foundation

extension String {
  /// Whether this string comes before `other` in the byte order of their UTF-8: the order of every
  /// sorted output, the same on every machine and in every locale (`<` would compare canonically
  /// equivalent spellings alike). One `memcmp`, where comparing the two `utf8` views element by
  /// element took a tenth of a folder walk.
  public func precedesInByteOrder(_ other: String) -> Bool {
    var left = self
    var right = other
    return left.withUTF8 { left in
      right.withUTF8 { right in
        let common = min(left.count, right.count)
        if common > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress {
          let order = memcmp(leftBase, rightBase, common)
          if order != 0 { return order < 0 }
        }
        return left.count < right.count
      }
    }
  }
}
