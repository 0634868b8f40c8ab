import ContractLanguage

/// Matches string values against the names content may use (CONTENT-ANALYSIS.md): qualified
/// message and capability names, case, scope and module names, and anything else under the
/// bridge's prefix (an undeclared use).
///
/// Most strings in a bundle are not bridge names, so lookups reject on length and first byte
/// before hashing, and compare bytes without making strings.
struct NameMatcher: Sendable {
  /// One element a name can refer to.
  struct Target: Sendable, Hashable {
    let id: String
    let kind: ElementKind
    /// A capability, scope or module: in a guard position the name is a check of it.
    var isCheckable: Bool { kind == .capability || kind == .scope || kind == .module }
  }

  let bridge: String
  /// `bridge.` as bytes.
  let prefix: [UInt8]
  private var targetsByName: [[UInt8]: [Target]] = [:]
  private var lengths = Set<Int>()
  private var firstBytes = [Bool](repeating: false, count: 256)

  init(contract: Contract) {
    bridge = contract.bridge
    prefix = Array((contract.bridge + ".").utf8)
    for element in contract.elements {
      let name: String
      switch element.kind {
      case .message, .capability: name = contract.qualified(element.name)
      case .messageCase, .scope, .module: name = element.name
      default: continue
      }
      let bytes = Array(name.utf8)
      targetsByName[bytes, default: []].append(Target(id: element.id, kind: element.kind))
      lengths.insert(bytes.count)
      firstBytes[Int(bytes[0])] = true
    }
  }

  /// The elements a value names (empty when none).
  func targets(_ value: [UInt8]) -> [Target] {
    guard let first = value.first, firstBytes[Int(first)], lengths.contains(value.count) else {
      return []
    }
    return targetsByName[value] ?? []
  }

  /// Whether a value is under the bridge's prefix: `tempo.` then a name character.
  func isUnderPrefix(_ value: [UInt8]) -> Bool {
    guard value.count > prefix.count, value.starts(with: prefix) else { return false }
    let next = value[prefix.count]
    return CharacterClass.isIdentifierPart(next) && next != UInt8(ascii: "$")
  }

  /// Whether a value is exactly `tempo.` (a dynamic use when something is appended to it).
  func isPrefix(_ value: [UInt8]) -> Bool { value == prefix }

  /// Whether a value could be a hit at all, by length and first byte (cheap, before decoding).
  func mayMatch(length: Int, first: UInt8) -> Bool {
    (firstBytes[Int(first)] && lengths.contains(length)) || first == prefix[0]
  }
}
