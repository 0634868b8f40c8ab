import BridgeDiagnostics
import ContractLanguage

/// Representative envelopes that one side may send under its schema, for replay without
/// captures: for every message and case kind, a *minimal* payload (required members only, arrays
/// and maps with one element) and *maximal* ones (every optional member, nested arrays and maps
/// non-empty) — as many maximal payloads as the largest enum it reaches has values, the n-th
/// giving every enum its n-th value, so that every value is sent somewhere.
struct PayloadGenerator {
  /// The schema of the side that writes.
  let schema: WireSchema

  struct Sample {
    let message: String
    /// The case kind, for a message with cases.
    let kind: String?
    /// `minimal` or `maximal`, with the variant when there are several.
    let label: String
    let envelope: JSONValue

    /// How reports name it: `generated maximal 2/3 tempo.snapshot`.
    var source: String { "generated \(label) \(message)" + (kind.map { " \($0)" } ?? "") }
  }

  /// Samples of every message `sender` sends; `only` narrows them to some messages, and per
  /// message to some case kinds (`nil`: all of its cases).
  func samples(from sender: Direction, only selection: [String: Set<String>?]? = nil) -> [Sample] {
    var samples: [Sample] = []
    for message in schema.messages(from: sender) {
      var wantedKinds: Set<String>?? = .some(nil)
      if let selection { wantedKinds = selection[message.name] }
      guard let wantedKinds else { continue }
      let name = message.name
      if let cases = message.cases {
        for (kind, fields) in cases.sortedByKey() where wantedKinds?.contains(kind) ?? true {
          let record = WireSchema.Record(name: kind, isClosed: false, fields: fields)
          samples.append(
            sample(name, kind: kind, "minimal", caseData(kind, minimalRecord(record, visiting: [])))
          )
          let variants = variantCount(ofFields: fields, visiting: [])
          for variant in 0..<variants {
            samples.append(
              sample(
                name, kind: kind, label("maximal", variant, of: variants),
                caseData(kind, maximalRecord(record, variant: variant, visiting: []))))
          }
        }
      } else if let payload = message.payload {
        samples.append(
          sample(name, kind: nil, "minimal", payload.isOptional ? nil : minimal(payload, [])))
        let variants = variantCount(payload, visiting: [])
        for variant in 0..<variants {
          samples.append(
            sample(
              name, kind: nil, label("maximal", variant, of: variants),
              maximal(payload, variant: variant, visiting: [])))
        }
      } else {
        samples.append(sample(name, kind: nil, "minimal", nil))
      }
    }
    return samples
  }

  private func sample(_ message: String, kind: String?, _ label: String, _ data: JSONValue?)
    -> Sample
  {
    var envelope: [String: JSONValue] = ["type": .string(message)]
    if let data { envelope["data"] = data }
    return Sample(message: message, kind: kind, label: label, envelope: .object(envelope))
  }

  private func label(_ base: String, _ variant: Int, of count: Int) -> String {
    count == 1 ? base : "\(base) \(variant + 1)/\(count)"
  }

  private func caseData(_ kind: String, _ fields: JSONValue) -> JSONValue {
    guard case .object(var members) = fields else { return fields }
    members["kind"] = .string(kind)
    return .object(members)
  }

  // MARK: Minimal

  private func minimal(_ type: TypeReference, _ visiting: Set<String>) -> JSONValue {
    switch type {
    case .optional: .null
    case .string: .string("text")
    case .int: .int(0)
    case .number: .number(0.5)
    case .bool: .bool(false)
    case .date: .string("2026-01-01T00:00:00Z")
    case .json: .null
    case .capabilities: .object([:])
    // One element, so that the required members of elements are shown too; none where the
    // element type recurses.
    case .array(let element):
      .array(recurses(element, visiting) ? [] : [minimal(element, visiting)])
    case .map(let element):
      .object(recurses(element, visiting) ? [:] : ["key0": minimal(element, visiting)])
    case .named(let name):
      if let record = schema.records[name] {
        minimalRecord(record, visiting: visiting)
      } else {
        .string(schema.enumerations[name]?.values.first ?? "")
      }
    }
  }

  private func recurses(_ type: TypeReference, _ visiting: Set<String>) -> Bool {
    type.namedTypes.contains { visiting.contains($0) }
  }

  private func minimalRecord(_ record: WireSchema.Record, visiting: Set<String>) -> JSONValue {
    // A record that requires itself has no finite value; the cycle is cut with an empty object.
    guard !visiting.contains(record.name) else { return .object([:]) }
    var members: [String: JSONValue] = [:]
    for (field, type) in record.fields where !type.isOptional {
      members[field] = minimal(type, visiting.union([record.name]))
    }
    return .object(members)
  }

  // MARK: Maximal

  private func maximal(_ type: TypeReference, variant: Int, visiting: Set<String>) -> JSONValue {
    switch type {
    case .optional(let wrapped): return maximal(wrapped, variant: variant, visiting: visiting)
    case .string: return .string("text")
    case .int: return .int(42)
    case .number: return .number(1.5)
    case .bool: return .bool(true)
    case .date: return .string("2026-11-29T15:00:00.000Z")
    case .json: return .object(["any": .array([.int(1), .string("json")])])
    case .capabilities:
      return .object(schema.capabilities.mapValues { .array($0.map(JSONValue.string)) })
    // One element of the same variant: across the variants, an array of enums still holds
    // every value, and a payload stays the size of its type rather than growing with it.
    case .array(let element):
      return .array([maximal(element, variant: variant, visiting: visiting)])
    case .map(let element):
      return .object(["key0": maximal(element, variant: variant, visiting: visiting)])
    case .named(let name):
      if let record = schema.records[name] {
        return maximalRecord(record, variant: variant, visiting: visiting)
      }
      let values = schema.enumerations[name]?.values ?? []
      return .string(values.isEmpty ? "" : values[variant % values.count])
    }
  }

  private func maximalRecord(_ record: WireSchema.Record, variant: Int, visiting: Set<String>)
    -> JSONValue
  {
    // A recursive type is filled once along each path, then given only its required members.
    guard !visiting.contains(record.name) else { return minimalRecord(record, visiting: []) }
    var members: [String: JSONValue] = [:]
    for (field, type) in record.fields {
      members[field] = maximal(type, variant: variant, visiting: visiting.union([record.name]))
    }
    return .object(members)
  }

  /// How many maximal payloads it takes to show every enum value somewhere in `type`.
  private func variantCount(_ type: TypeReference, visiting: Set<String>) -> Int {
    switch type {
    case .optional(let wrapped): return variantCount(wrapped, visiting: visiting)
    case .named(let name):
      if let record = schema.records[name] {
        guard !visiting.contains(name) else { return 1 }
        return variantCount(ofFields: record.fields, visiting: visiting.union([name]))
      }
      return max(1, schema.enumerations[name]?.values.count ?? 1)
    case .array(let element), .map(let element): return variantCount(element, visiting: visiting)
    default: return 1
    }
  }

  private func variantCount(ofFields fields: [String: TypeReference], visiting: Set<String>) -> Int
  {
    fields.values.map { variantCount($0, visiting: visiting) }.max() ?? 1
  }
}
