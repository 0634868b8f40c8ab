import BridgeDiagnostics
import ContractLanguage

extension ReleaseInterface {
  /// The interface as `show --format json` and locks print it (CONTRACT-LANGUAGE.md, "show").
  public var json: JSONValue {
    var members: [String: JSONValue] = [
      "schemaVersion": .int(1),
      "runtime": .string(runtime),
      "release": .string(release),
      "elements": .array(elements.map(\.json)),
    ]
    // Only a contract that records package versions lists them (CONTRACT-LANGUAGE.md).
    if !packages.isEmpty { members["packages"] = .object(packages.mapValues { .string($0) }) }
    return .object(members)
  }
}

extension InterfaceElement {
  public var json: JSONValue {
    var members: [String: JSONValue] = ["id": .string(id), "deprecated": .bool(deprecated)]
    if let direction { members["direction"] = .string(direction.rawValue) }
    if let open { members["open"] = .bool(open) }
    if let closed { members["closed"] = .bool(closed) }
    if let type { members["type"] = .string(type) }
    return .object(members)
  }
}
