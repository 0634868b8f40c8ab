/// Prints a contract file in canonical form: two-space indent, one declaration, field or enum case
/// per line, attributes in the order `@since @deprecated @removed @requires`, versions bare where
/// they can be, comments kept where they stand and at most one blank line where the author left any.
///
/// Formatting needs only syntax, never meaning, so it never changes meaning; a file with syntax
/// errors is not formatted (what the parser skipped would be lost).
public enum ContractFormatter {
  public static func format(_ file: SyntaxFile) -> String {
    var printer = Printer()
    for (index, declaration) in file.declarations.enumerated() {
      printer.member(trivia: declaration.trivia, first: index == 0) { printer in
        printer.declaration(declaration.kind)
      }
    }
    printer.closing(file.closingComments, afterMembers: !file.declarations.isEmpty)
    var text = printer.lines.joined(separator: "\n")
    while text.hasSuffix("\n") { text.removeLast() }
    return text.isEmpty ? "" : text + "\n"
  }
}

private struct Printer {
  var lines: [String] = []
  var depth = 0

  var indent: String { String(repeating: "  ", count: depth) }

  // MARK: Trivia

  /// Prints one declaration or member with its comments: leading comments above it, trailing ones
  /// after its last line.
  mutating func member(trivia: SyntaxTrivia, first: Bool, body: (inout Printer) -> Void) {
    var atStart = first
    for comment in trivia.leading {
      if comment.followsBlankLine, !atStart { lines.append("") }
      lines.append(indent + comment.text)
      atStart = false
    }
    if trivia.followsBlankLine, !atStart { lines.append("") }
    body(&self)
    appendTrailing(trivia.trailing)
  }

  /// Comments after the last member of a block (or file), before its end.
  mutating func closing(_ comments: [SyntaxComment], afterMembers: Bool) {
    var atStart = !afterMembers
    for comment in comments {
      if comment.followsBlankLine, !atStart { lines.append("") }
      lines.append(indent + comment.text)
      atStart = false
    }
  }

  /// Puts comments at the end of the last printed line. A `//` comment runs to the end of its
  /// line, so anything after one goes on lines of its own.
  mutating func appendTrailing(_ comments: [SyntaxComment]) {
    var ownLines = false
    for comment in comments {
      if ownLines {
        lines.append(indent + comment.text)
      } else {
        lines[lines.count - 1] += " " + comment.text
        ownLines = comment.kind != .block
      }
    }
  }

  // MARK: Declarations

  mutating func declaration(_ kind: SyntaxDeclarationKind) {
    switch kind {
    case .bridge(let name):
      lines.append(indent + "bridge " + name.text)
    case .channels(let channels):
      let list = channels.map { $0.name.text + ($0.unreleased == nil ? "" : " (unreleased)") }
      lines.append(indent + "channels " + list.joined(separator: ", "))
    case .runtime(let runtime):
      block(
        "runtime " + version(runtime.version), runtime.releases, closing: runtime.closingComments
      ) {
        $0.release($1)
      }
    case .message(let message):
      var header = (message.openKeyword == nil ? "" : "open ") + "message " + message.name.text
      header += " from " + message.direction.text
      if let payload = message.payload { header += ": " + type(payload) }
      header += attributes(message.attributes)
      if let cases = message.cases {
        block(header, cases, closing: message.closingComments) { $0.messageCase($1) }
      } else {
        lines.append(indent + header)
      }
    case .capability(let capability):
      let header = "capability " + capability.name.text + attributes(capability.attributes)
      if let scopes = capability.scopes {
        block(header, scopes, closing: capability.closingComments) { printer, scope in
          printer.lines.append(
            printer.indent + "scope " + scope.name.text + attributes(scope.attributes))
        }
      } else {
        lines.append(indent + header)
      }
    case .record(let record):
      let header =
        (record.closedKeyword == nil ? "" : "closed ") + "type " + record.name.text
        + attributes(record.attributes)
      block(header, record.fields, closing: record.closingComments) { printer, field in
        printer.lines.append(printer.indent + fieldText(field))
      }
    case .enumeration(let enumeration):
      let header =
        (enumeration.openKeyword == nil ? "" : "open ") + "enum " + enumeration.name.text
        + attributes(enumeration.attributes)
      block(header, enumeration.cases, closing: enumeration.closingComments) { printer, enumCase in
        printer.lines.append(printer.indent + enumCase.name.text + attributes(enumCase.attributes))
      }
    case .module(let module):
      var line = "module " + module.name.text
      if let package = module.package { line += " from " + quoted(package.value) }
      lines.append(indent + line + attributes(module.attributes))
    case .modulesComplete:
      lines.append(indent + "modules complete")
    case .packageCompatibility(let compatibility):
      let ranges = compatibility.ranges.map(range).joined(separator: ", ")
      lines.append(
        indent + "package " + version(compatibility.name) + " compatible(" + ranges + ")")
    }
  }

  /// `header {`, the members one per line one level deeper, `}`; `header {}` when empty.
  mutating func block<Member: HasTrivia>(
    _ header: String, _ members: [Member], closing: [SyntaxComment],
    print: (inout Printer, Member) -> Void
  ) {
    if members.isEmpty && closing.isEmpty {
      lines.append(indent + header + " {}")
      return
    }
    lines.append(indent + header + " {")
    depth += 1
    for (index, member) in members.enumerated() {
      self.member(trivia: member.trivia, first: index == 0) { print(&$0, member) }
    }
    self.closing(closing, afterMembers: !members.isEmpty)
    depth -= 1
    lines.append(indent + "}")
  }

  mutating func release(_ release: SyntaxRelease) {
    var line = "release " + version(release.version)
    if let status = release.status { line += " " + status.text }
    for property in release.properties.sorted(by: propertyOrder) {
      line += " \(property.name.text)(\(version(property.value)))"
    }
    guard let packages = release.packages else {
      lines.append(indent + line)
      return
    }
    block(line, packages, closing: release.closingComments) { printer, package in
      // A quoted "none" is a (wrong) version, not a removal: it stays quoted.
      let value =
        package.isRemoval || package.version.value == "none"
        ? word(package.version) : version(package.version)
      printer.lines.append(printer.indent + "package " + version(package.name) + " " + value)
    }
  }

  /// Cases print their fields inline, or one per line when a field carries comments.
  mutating func messageCase(_ messageCase: SyntaxCase) {
    let head = "case " + messageCase.name.text
    let tail = attributes(messageCase.attributes)
    guard let fields = messageCase.fields else {
      lines.append(indent + head + tail)
      return
    }
    let hasComments =
      !messageCase.closingComments.isEmpty
      || fields.contains { !$0.trivia.leading.isEmpty || !$0.trivia.trailing.isEmpty }
    guard hasComments else {
      lines.append(indent + head + "(" + fields.map(fieldText).joined(separator: ", ") + ")" + tail)
      return
    }
    lines.append(indent + head + "(")
    depth += 1
    for (index, field) in fields.enumerated() {
      var trivia = field.trivia
      let trailing = trivia.trailing
      trivia.trailing = []
      member(trivia: trivia, first: index == 0) { printer in
        printer.lines.append(
          printer.indent + fieldText(field) + (index < fields.count - 1 ? "," : ""))
      }
      appendTrailing(trailing)
    }
    closing(messageCase.closingComments, afterMembers: !fields.isEmpty)
    depth -= 1
    lines.append(indent + ")" + tail)
  }
}

// MARK: - Pieces

private func fieldText(_ field: SyntaxField) -> String {
  field.name.text + ": " + type(field.type) + attributes(field.attributes)
}

private func type(_ type: SyntaxType) -> String {
  switch type {
  case .named(let name): name.text
  case .array(let element, _): "[" + ContractLanguage.type(element) + "]"
  case .map(let key, let value, _):
    "[" + ContractLanguage.type(key) + ": " + ContractLanguage.type(value) + "]"
  case .optional(let wrapped, _): ContractLanguage.type(wrapped) + "?"
  }
}

private let attributeOrder = ["since", "deprecated", "removed", "requires"]

/// The attributes, space-separated with a leading space, in canonical order (unknown ones last, as
/// written).
private func attributes(_ attributes: [SyntaxAttribute]) -> String {
  let ordered = attributes.enumerated().sorted { lhs, rhs in
    let left = attributeOrder.firstIndex(of: lhs.element.name.text) ?? attributeOrder.count
    let right = attributeOrder.firstIndex(of: rhs.element.name.text) ?? attributeOrder.count
    return (left, lhs.offset) < (right, rhs.offset)
  }
  return ordered.map { _, attribute in
    var text = " @" + attribute.name.text
    if !attribute.arguments.isEmpty {
      let takesRelease = ["since", "deprecated", "removed"].contains(attribute.name.text)
      let arguments = attribute.arguments.enumerated().map { index, argument in
        takesRelease && index == 0 ? version(argument) : word(argument)
      }
      text += "(" + arguments.joined(separator: ", ") + ")"
    }
    return text
  }.joined()
}

private func propertyOrder(_ lhs: SyntaxReleaseProperty, _ rhs: SyntaxReleaseProperty) -> Bool {
  let order = ReleaseProperty.allCases.map(\.rawValue)
  return (order.firstIndex(of: lhs.name.text) ?? order.count)
    < (order.firstIndex(of: rhs.name.text) ?? order.count)
}

/// A version: bare when it can be, quoted otherwise. Both spellings mean the same version.
private func version(_ word: SyntaxWord) -> String {
  NameSyntax.isBareVersion(word.value) ? word.value : quoted(word.value)
}

/// A version range: bare when it can be (`~14.0`, `^3.2.0`, `14.0.x`), quoted otherwise.
private func range(_ word: SyntaxWord) -> String {
  guard let first = word.value.utf8.first, Lexer.isRangeOperator(first) else {
    return version(word)
  }
  return NameSyntax.isBareVersion(String(word.value.dropFirst())) ? word.value : quoted(word.value)
}

/// Any other value, quoted exactly when the author quoted it (quoting can change its meaning).
private func word(_ word: SyntaxWord) -> String {
  word.isQuoted ? quoted(word.value) : word.value
}

func quoted(_ value: String) -> String { NameSyntax.quoted(value) }
