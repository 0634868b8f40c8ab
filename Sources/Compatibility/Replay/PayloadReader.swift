import BridgeDiagnostics
import ContractLanguage

/// Reads envelopes the way one side's tolerant reader would (CONTRACT-LANGUAGE.md): open records
/// ignore unknown fields and closed ones reject them, closed enums reject unknown values and open
/// ones ignore them, `open` messages ignore unknown case kinds, `T?` may be absent or null.
///
/// It reports what the reader would reject or ignore, by JSON path; a name from the envelope is
/// shown only when it is a declared name, so no captured value ever reaches a report.
struct PayloadReader {
  /// The schema of the side that reads.
  let schema: WireSchema
  /// Which side reads: content reads native's messages, native reads content's.
  let reader: Direction
  /// Every name some contract or lock declares; anything else from an envelope is shown as `[*]`.
  let declaredNames: Set<String>

  /// What reading one envelope shows.
  struct Reading {
    var problems: [ReplayProblem] = []
    /// Each `capabilities` value the reader met, where: capability name → scopes.
    var capabilities: [(path: String, announced: [String: [String]])] = []
  }

  /// How messages name the reader: the old package, or the new release.
  private var readerName: String {
    reader == .content ? "content built against \(schema.release)" : "release \(schema.release)"
  }

  func read(_ envelope: JSONValue, source: String) -> Reading {
    var state = State(source: source, declaredNames: declaredNames)
    readEnvelope(envelope, into: &state)
    return state.reading
  }

  private struct State {
    let source: String
    let declaredNames: Set<String>
    var reading = Reading()

    mutating func report(_ rule: some ReplayRule, _ path: String, _ id: String, _ message: String) {
      reading.problems.append(
        ReplayProblem(rule: rule, path: path, id: id, message: message, source: source))
    }

    /// A value of the wrong kind: `null` where a value is required is a missing field, anything
    /// else a type mismatch.
    mutating func reportMismatch(
      _ value: JSONValue, _ path: String, _ id: String, _ message: String
    ) {
      if value == .null {
        report(.fieldMissing, path, id, message)
      } else {
        report(.typeMismatch, path, id, message)
      }
    }

    /// `name` if it is declared somewhere, otherwise a placeholder that reveals nothing.
    func shown(_ name: String) -> String {
      declaredNames.contains(name) ? "'\(name)'" : "(a name no contract declares, withheld)"
    }

    /// The path of member `name`: `.name`, `["dotted.name"]`, or `[*]` when it is not declared.
    func key(_ path: String, _ name: String) -> String {
      guard declaredNames.contains(name) else { return "\(path)[*]" }
      return isPlainName(name) ? "\(path).\(name)" : "\(path)[\"\(name)\"]"
    }
  }

  private func readEnvelope(_ envelope: JSONValue, into state: inout State) {
    guard case .object(let members) = envelope else {
      state.report(.envelopeInvalid, "$", "", "expected an envelope object, found \(envelope.kind)")
      return
    }
    guard case .string(let type)? = members["type"] else {
      state.report(
        .envelopeInvalid, "$.type", "",
        "expected a string message type, found \(members["type"]?.kind ?? "nothing")")
      return
    }
    let sender: Direction = reader == .content ? .native : .content
    guard let message = schema.messages[type] else {
      let id = declaredNames.contains(type) ? "message:\(type)" : ""
      if reader == .content {
        state.report(
          .messageIgnored, "$.type", id,
          "\(readerName) does not listen for \(state.shown(type)); it ignores the message")
      } else {
        state.report(
          .messageNotAccepted, "$.type", id,
          "\(readerName) does not accept the message \(state.shown(type))")
      }
      return
    }
    let id = "message:\(message.name)"
    guard message.direction == sender else {
      state.report(
        .wrongDirection, "$.type", id,
        "'\(message.name)' is sent by \(message.direction.rawValue), not by \(sender.rawValue)")
      return
    }
    let data = members["data"]
    if let cases = message.cases {
      readCases(data ?? .null, of: message, cases: cases, into: &state)
    } else if let payload = message.payload {
      read(data ?? .null, as: payload, at: "$.data", id: id, into: &state)
    }
    // A message without payload ignores whatever data it is sent.
  }

  private func readCases(
    _ data: JSONValue, of message: WireSchema.Message, cases: [String: [String: TypeReference]],
    into state: inout State
  ) {
    let id = "message:\(message.name)"
    guard case .object(let members) = data else {
      state.report(.typeMismatch, "$.data", id, "expected a case object, found \(data.kind)")
      return
    }
    guard case .string(let kind)? = members["kind"] else {
      state.report(
        .kindMissing, "$.data.kind", id,
        "expected a string case kind, found \(members["kind"]?.kind ?? "nothing")")
      return
    }
    guard let fields = cases[kind] else {
      if message.isOpen {
        state.report(
          .caseIgnored, "$.data.kind", id,
          "the open message '\(message.name)' ignores the case kind \(state.shown(kind))")
      } else {
        state.report(
          .caseUnknown, "$.data.kind", id,
          "'\(message.name)' of \(readerName) has no case \(state.shown(kind))")
      }
      return
    }
    for (field, type) in fields.sortedByKey() {
      readMember(
        members[field], as: type, at: "$.data.\(field)",
        id: "field:\(message.name)/\(kind)(\(field))", into: &state)
    }
  }

  private func readMember(
    _ value: JSONValue?, as type: TypeReference, at path: String, id: String,
    into state: inout State
  ) {
    guard let value else {
      if !type.isOptional {
        state.report(
          .fieldMissing, path, id,
          "'\(id.dropFirst("field:".count))' is required by \(readerName), but it is absent")
      }
      return
    }
    read(value, as: type, at: path, id: id, into: &state)
  }

  private func read(
    _ value: JSONValue, as type: TypeReference, at path: String, id: String,
    into state: inout State
  ) {
    func mismatch(_ expected: String) {
      state.reportMismatch(value, path, id, "expected \(expected), found \(value.kind)")
    }
    switch type {
    case .optional(let wrapped):
      if value != .null { read(value, as: wrapped, at: path, id: id, into: &state) }
    case .string:
      if case .string = value {} else { mismatch("a string") }
    case .bool:
      if case .bool = value {} else { mismatch("a bool") }
    case .json: break
    case .int:
      switch value {
      case .int: break
      case .number(let number) where number.rounded() == number && abs(number) < 0x1p63: break
      case .number: state.report(.typeMismatch, path, id, "expected an int, found a fraction")
      default: mismatch("an int")
      }
    case .number:
      switch value {
      case .int, .number: break
      default: mismatch("a number")
      }
    case .date:
      guard case .string(let text) = value else { return mismatch("an ISO-8601 date string") }
      if !ISO8601.isValid(text) {
        state.report(.dateInvalid, path, id, "expected an ISO-8601 date, found another string")
      }
    case .capabilities:
      readCapabilities(value, at: path, id: id, into: &state)
    case .array(let element):
      guard case .array(let elements) = value else { return mismatch("an array") }
      for (index, element_) in elements.enumerated() {
        read(element_, as: element, at: "\(path)[\(index)]", id: id, into: &state)
      }
    case .map(let element):
      guard case .object(let members) = value else { return mismatch("an object") }
      // Keys are values (task ids, label names): never shown.
      for (_, member) in members.sortedByKey() {
        read(member, as: element, at: "\(path)[*]", id: id, into: &state)
      }
    case .named(let name):
      if let record = schema.records[name] {
        readRecord(value, record, at: path, into: &state)
      } else if let enumeration = schema.enumerations[name] {
        readEnumeration(value, enumeration, at: path, into: &state)
      }
    }
  }

  private func readRecord(
    _ value: JSONValue, _ record: WireSchema.Record, at path: String, into state: inout State
  ) {
    guard case .object(let members) = value else {
      return state.reportMismatch(
        value, path, "type:\(record.name)",
        "expected a '\(record.name)' object, found \(value.kind)")
    }
    for (field, type) in record.fields.sortedByKey() {
      readMember(
        members[field], as: type, at: "\(path).\(field)", id: "field:\(record.name).\(field)",
        into: &state)
    }
    guard record.isClosed else { return }
    for (key, _) in members.sortedByKey() where record.fields[key] == nil {
      state.report(
        .fieldUnknown, state.key(path, key), "type:\(record.name)",
        "the closed type '\(record.name)' of \(readerName) rejects the field \(state.shown(key))")
    }
  }

  private func readEnumeration(
    _ value: JSONValue, _ enumeration: WireSchema.Enumeration, at path: String,
    into state: inout State
  ) {
    let id = "enum:\(enumeration.name)"
    guard case .string(let text) = value else {
      return state.reportMismatch(
        value, path, id,
        "expected a '\(enumeration.name)' string, found \(value.kind)")
    }
    guard !enumeration.isOpen, !enumeration.values.contains(text) else { return }
    state.report(
      .enumValueUnknown, path, id,
      "the closed enum '\(enumeration.name)' of \(readerName) rejects the value \(state.shown(text))"
    )
  }

  private func readCapabilities(
    _ value: JSONValue, at path: String, id: String, into state: inout State
  ) {
    guard case .object(let members) = value else {
      return state.reportMismatch(
        value, path, id,
        "expected a capabilities object, found \(value.kind)")
    }
    var announced: [String: [String]] = [:]
    for (name, scopes) in members.sortedByKey() {
      let scopePath = state.key(path, name)
      guard case .array(let list) = scopes else {
        state.report(
          .typeMismatch, scopePath, id, "expected an array of scope names, found \(scopes.kind)")
        continue
      }
      var names: [String] = []
      for (index, scope) in list.enumerated() {
        guard case .string(let scopeName) = scope else {
          state.report(
            .typeMismatch, "\(scopePath)[\(index)]", id,
            "expected a scope name, found \(scope.kind)")
          continue
        }
        names.append(scopeName)
      }
      announced[name] = names
    }
    state.reading.capabilities.append((path, announced))
  }
}

/// Whether `name` can stand in a dotted JSON path without quoting.
private func isPlainName(_ name: String) -> Bool {
  !name.isEmpty
    && name.utf8.allSatisfy { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "-")
    }
}

extension Dictionary where Key == String {
  /// The entries in byte order of their keys, so reports never depend on hashing.
  func sortedByKey() -> [(key: String, value: Value)] {
    sorted { $0.key.precedesInByteOrder($1.key) }
  }
}

extension JSONValue {
  /// The JSON kind, as messages name it: never the value itself.
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a bool"
    case .int: "an integer"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
