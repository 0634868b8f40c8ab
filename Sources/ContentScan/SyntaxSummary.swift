import BridgeDiagnostics
import Foundation

/// What the parser reads in one file, for people and for the differential check against Babel
/// (`bridgecheck parse`): whether it parses, and the string literals, template chunks, module
/// requests and native module lookups of its value code, each with its line and column.
public enum SyntaxSummary {
  /// The callees whose first argument names a native module (CONTENT-ANALYSIS.md, "Native module
  /// uses"): the name as written after the last `.`, as the analysis reads them.
  static let lookupCallees = Set(
    (ModuleLookupCall.throwingCallees + ModuleLookupCall.optionalCallees).map(\.description))

  /// The summary of one file as JSON: `file`, `parsed`, `error` (`line`, `column`, `message`),
  /// `strings` and `templates` (`[line, column, value]`; a template chunk whose escapes are
  /// invalid has a null value), `requests` (`[kind, specifier, line, column]`), `lookups`
  /// (`[callee, name, line, column]`) and `references` (`[line, column, name, [line, column]]`,
  /// the place of the binding's declaration, or null for a global).
  public static func json(of source: SourceFile) -> JSONValue {
    let parsed = source.bytes.withUnsafeBufferPointer { bytes in
      Parser.parse(bytes, dialect: SyntaxDialect(path: source.path))
    }
    var members: [String: JSONValue] = ["file": .string(source.path)]
    if let error = parsed.error {
      let location = source.location(of: error.offset)
      members["parsed"] = .bool(false)
      members["error"] = .object([
        "line": .int(location.line), "column": .int(location.column),
        "message": .string(source.bytes.withUnsafeBufferPointer { error.message(in: $0) }),
        "id": .string(error.id),
      ])
      return .object(members)
    }
    members["parsed"] = .bool(true)
    members["newerSyntax"] = .array(
      parsed.newerSyntax.map(\.rawValue).sorted().map(JSONValue.string))
    let tokens = parsed.tokens
    let offsets = tokens.map { Int($0.start) }
    let locations = source.locations(ofAscending: offsets)
    var strings: [JSONValue] = []
    var templates: [JSONValue] = []
    var lookups: [JSONValue] = []
    source.bytes.withUnsafeBufferPointer { bytes in
      var scratch: [UInt8] = []
      for (index, token) in tokens.enumerated() {
        let place: [JSONValue] = [.int(locations[index].line), .int(locations[index].column)]
        switch token.kind {
        case .string:
          StringLiteral.decode(
            bytes, Int(token.start) + 1..<Int(token.end) - 1, decodesEscapes: true, into: &scratch)
          strings.append(.array(place + [.string(String(decoding: scratch, as: UTF8.self))]))
        case .jsxString:
          let value = decodeJSXString(bytes, Int(token.start) + 1..<Int(token.end) - 1)
          strings.append(.array(place + [.string(value)]))
        case .template, .templateHead, .templateMiddle, .templateTail:
          let opensSubstitution = token.kind == .templateHead || token.kind == .templateMiddle
          let content = Int(token.start) + 1..<Int(token.end) - (opensSubstitution ? 2 : 1)
          // Babel places a chunk where its text begins, after `` ` `` or `}`.
          let at = locations[index]
          templates.append(
            .array([.int(at.line), .int(at.column + 1), cookedTemplate(bytes, content)]))
        default:
          break
        }
      }
    }
    for lookup in source.bytes.withUnsafeBufferPointer({ moduleLookups(tokens, $0) }) {
      let at = locations[lookup.token]
      lookups.append(
        .array([.string(lookup.callee), .string(lookup.name), .int(at.line), .int(at.column)]))
    }
    let scopes = source.bytes.withUnsafeBufferPointer { ScopeTree(parsed, bytes: $0) }
    members["references"] = .array(
      scopes.references.map { reference in
        let at = locations[Int(reference.token)]
        let place: [JSONValue] = [
          .int(at.line), .int(at.column), .string(reference.name),
        ]
        guard reference.binding >= 0 else { return .array(place + [.null]) }
        let declared = locations[Int(scopes.bindings[Int(reference.binding)].token)]
        return .array(place + [.array([.int(declared.line), .int(declared.column)])])
      })
    members["strings"] = .array(strings)
    members["templates"] = .array(templates)
    members["lookups"] = .array(lookups)
    members["requests"] = .array(
      parsed.moduleRequests.filter { !$0.isDynamic }.map { request in
        let token = tokens[Int(request.token)]
        let value = source.bytes.withUnsafeBufferPointer { bytes in
          var scratch: [UInt8] = []
          StringLiteral.decode(
            bytes, Int(token.start) + 1..<Int(token.end) - 1, decodesEscapes: true, into: &scratch)
          return String(decoding: scratch, as: UTF8.self)
        }
        let at = locations[Int(request.token)]
        return .array([
          .string(request.kind.rawValue), .string(value), .int(at.line), .int(at.column),
        ])
      })
    return .object(members)
  }

  /// The native module lookups of value code: a callee of ``lookupCallees`` (or
  /// `TurboModuleRegistry.get`) called with a string first, and `NativeModules.X`; each with the
  /// callee, the module's name and the token that names it.
  static func moduleLookups(_ tokens: Tokens, _ bytes: UnsafeBufferPointer<UInt8>) -> [(
    callee: String, name: String, token: Int
  )] {
    var lookups: [(callee: String, name: String, token: Int)] = []
    var scratch: [UInt8] = []
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      let name = String(decoding: bytes[token.range], as: UTF8.self)
      if lookupCallees.contains(name) || name == "get",
        index + 2 < tokens.count, tokens[index + 1].kind == .leftParen,
        tokens[index + 2].kind == .string,
        name != "get" || isTurboModuleRegistryGet(tokens, index, bytes)
      {
        let literal = tokens[index + 2]
        StringLiteral.decode(
          bytes, Int(literal.start) + 1..<Int(literal.end) - 1, decodesEscapes: true,
          into: &scratch)
        lookups.append((name, String(decoding: scratch, as: UTF8.self), index + 2))
      } else if name == "NativeModules", index + 2 < tokens.count,
        tokens[index + 1].kind == .dot, tokens[index + 2].kind == .identifier,
        index == 0 || tokens[index - 1].kind != .dot
      {
        let property = tokens[index + 2]
        lookups.append(
          ("NativeModules", String(decoding: bytes[property.range], as: UTF8.self), index + 2))
      }
    }
    return lookups
  }

  private static func isTurboModuleRegistryGet(
    _ tokens: Tokens, _ index: Int, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard index >= 2, tokens[index - 1].kind == .dot, tokens[index - 2].kind == .identifier else {
      return false
    }
    return String(decoding: bytes[tokens[index - 2].range], as: UTF8.self) == "TurboModuleRegistry"
  }

  /// A template chunk's cooked value: escapes decoded, CR LF and CR read as LF; null when an
  /// escape is invalid (allowed only in tagged templates).
  static func cookedTemplate(_ bytes: UnsafeBufferPointer<UInt8>, _ content: Range<Int>)
    -> JSONValue
  {
    var index = content.lowerBound
    while index < content.upperBound {
      if bytes[index] == UInt8(ascii: "\\"), index + 1 < content.upperBound {
        let escape = bytes[index + 1]
        switch escape {
        case UInt8(ascii: "x"):
          if StringLiteral.hex(bytes, index + 2, count: 2, end: content.upperBound) == nil {
            return .null
          }
        case UInt8(ascii: "u"):
          if index + 2 < content.upperBound, bytes[index + 2] == UInt8(ascii: "{") {
            var cursor = index + 3
            var value: UInt32 = 0
            while cursor < content.upperBound, let digit = StringLiteral.hexDigit(bytes[cursor]) {
              value = value &* 16 &+ UInt32(digit)
              cursor += 1
            }
            if cursor == index + 3 || cursor >= content.upperBound
              || bytes[cursor] != UInt8(ascii: "}") || value > 0x10FFFF
            {
              return .null
            }
          } else if StringLiteral.hex(bytes, index + 2, count: 4, end: content.upperBound) == nil {
            return .null
          }
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
          return .null
        case UInt8(ascii: "0"):
          if index + 2 < content.upperBound, CharacterClass.isDigit(bytes[index + 2]) {
            return .null
          }
        default: break
        }
        index += 2
        continue
      }
      index += 1
    }
    // Raw line breaks read as LF (an escaped `\r` stays CR, so this works on the source).
    var source: [UInt8] = []
    source.reserveCapacity(content.count)
    var i = content.lowerBound
    while i < content.upperBound {
      let byte = bytes[i]
      if byte == UInt8(ascii: "\\"), i + 1 < content.upperBound {
        source.append(byte)
        source.append(bytes[i + 1])
        i += 2
        continue
      }
      if byte == UInt8(ascii: "\r") {
        source.append(UInt8(ascii: "\n"))
        if i + 1 < content.upperBound, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
      } else {
        source.append(byte)
      }
      i += 1
    }
    var cooked: [UInt8] = []
    source.withUnsafeBufferPointer { buffer in
      StringLiteral.decode(buffer, 0..<buffer.count, decodesEscapes: true, into: &cooked)
    }
    return .string(String(decoding: cooked, as: UTF8.self))
  }

  /// A JSX attribute string's value: no escapes, character references (`&amp;`, `&#169;`,
  /// `&#x1F600;`) decoded as Babel decodes them.
  static func decodeJSXString(_ bytes: UnsafeBufferPointer<UInt8>, _ content: Range<Int>) -> String
  {
    var output: [UInt8] = []
    var index = content.lowerBound
    while index < content.upperBound {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "&") else {
        output.append(byte)
        index += 1
        continue
      }
      if let (scalar, length) = characterReference(bytes, at: index, end: content.upperBound) {
        output.append(contentsOf: Array(String(Character(scalar)).utf8))
        index += length
      } else {
        output.append(byte)
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static func characterReference(
    _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int
  ) -> (Unicode.Scalar, Int)? {
    var cursor = start + 1
    if cursor < end, bytes[cursor] == UInt8(ascii: "#") {
      cursor += 1
      var radix: UInt32 = 10
      if cursor < end, bytes[cursor] == UInt8(ascii: "x") {
        radix = 16
        cursor += 1
      }
      let digitsStart = cursor
      var value: UInt32 = 0
      while cursor < end, let digit = StringLiteral.hexDigit(bytes[cursor]), UInt32(digit) < radix {
        value = value &* radix &+ UInt32(digit)
        cursor += 1
      }
      guard cursor > digitsStart, cursor < end, bytes[cursor] == UInt8(ascii: ";"),
        let scalar = Unicode.Scalar(value)
      else { return nil }
      return (scalar, cursor + 1 - start)
    }
    var count = 0
    while count < 10, cursor < end, bytes[cursor] != UInt8(ascii: ";") {
      cursor += 1
      count += 1
    }
    guard cursor < end, bytes[cursor] == UInt8(ascii: ";") else { return nil }
    let name = String(decoding: bytes[start + 1..<cursor], as: UTF8.self)
    guard let value = JSXEntities.scalars[name], let scalar = Unicode.Scalar(value) else {
      return nil
    }
    return (scalar, cursor + 1 - start)
  }
}
