/// A byte range in one source file. The model stores spans, never lines and columns.
public struct Span: Sendable {
  public let file: SourceFile
  public let start: Int
  public let length: Int

  public init(file: SourceFile, start: Int, length: Int) {
    self.file = file
    self.start = start
    self.length = max(0, length)
  }

  public init(file: SourceFile, range: Range<Int>) {
    self.init(file: file, start: range.lowerBound, length: range.count)
  }

  public var end: Int { start + length }

  public var location: SourceLocation { file.location(of: start) }
}

extension Span: Equatable {
  public static func == (lhs: Span, rhs: Span) -> Bool {
    lhs.file === rhs.file && lhs.start == rhs.start && lhs.length == rhs.length
  }
}

/// A place as every text format writes it — `file`, `file:line` or `file:line:column`, as far
/// as it is known — or `nil` without a file.
public func placeText(_ file: String?, line: Int?, column: Int?) -> String? {
  guard let file else { return nil }
  guard let line else { return file }
  return column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
}

/// `file:line:column` of a location in `file`, or `file` alone without one.
public func placeText(_ file: String, at location: SourceLocation?) -> String {
  placeText(file, line: location?.line, column: location?.column)!
}
