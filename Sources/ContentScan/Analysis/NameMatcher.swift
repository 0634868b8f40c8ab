import ContractLanguage
import Foundation

/// Matches string values against the names content may use (CONTENT-ANALYSIS.md): qualified
/// message and capability names, case, scope and module names, and anything else under the
/// bridge's prefix (an undeclared use).
///
/// Most strings in a bundle are not bridge names, so lookups reject on length, first and last
/// byte before hashing, and compare bytes without making strings.
final class NameMatcher: Sendable {
  /// One element a name can refer to.
  struct Target: Sendable, Hashable {
    let id: String
    let kind: ElementKind
    /// A message or case that content sends: a name only compared with is not sent.
    var isSent = false
    /// A capability, scope or module: in a guard position the name is a check of it.
    var isCheckable: Bool { kind == .capability || kind == .scope || kind == .module }
  }

  let bridge: String
  /// `bridge.` as bytes.
  let prefix: [UInt8]
  /// The ids of the messages content sends, sorted: what an envelope's unknown `type` may be.
  let sentMessages: [String]
  /// The ids of each sent message's cases, sorted, by the message's id: what its payload's
  /// unknown `kind` may be.
  let casesByMessage: [String: [String]]
  /// The ids of the scopes a sent message's payload may name in its `scope` field, sorted, by
  /// the message's id: those of the capabilities it or one of its cases requires.
  let scopesByMessage: [String: [String]]
  /// The ids of the native modules, sorted: what a lookup of a name that is not known may be.
  let moduleIDs: [String]
  /// The ids of every capability, scope and module, sorted: what a check may prove.
  let checkableIDs: [String]
  private let targetsByName: [[UInt8]: [Target]]
  /// Which lengths, first and last bytes names have, for rejecting most strings without hashing.
  private let lengths: [Bool]
  private let firstBytes: [Bool]
  private let lastBytes: [Bool]
  /// Modules by the npm package a `module X from "PKG"` names: importing the package runs its
  /// native lookup.
  private let modulesByPackage: [[UInt8]: [Target]]
  /// The packages' names, and their first bytes for rejecting most literals without a loop.
  private let packages: [[UInt8]]
  private let packageFirstBytes: [Bool]
  /// The bytes a value that may name something starts with: a name's, a package's, the prefix's.
  private let startBytes: [Bool]
  /// Every byte some name holds, for rejecting most pieces of text at once (`namesContain`).
  private let nameBytes: [Bool]

  init(contract: Contract) {
    bridge = contract.bridge
    prefix = Array((contract.bridge + ".").utf8)
    var targetsByName: [[UInt8]: [Target]] = [:]
    var modulesByPackage: [[UInt8]: [Target]] = [:]
    var lengths: [Bool] = []
    var firstBytes = [Bool](repeating: false, count: 256)
    var lastBytes = [Bool](repeating: false, count: 256)
    var sentMessages: [String] = []
    var casesByMessage: [String: [String]] = [:]
    for element in contract.elements where element.direction == .content {
      if element.kind == .message { sentMessages.append(element.id) }
      if element.kind == .messageCase, let parent = element.parent {
        casesByMessage[contract.elements[parent].id, default: []].append(element.id)
      }
    }
    self.sentMessages = sentMessages.sorted()
    self.casesByMessage = casesByMessage.mapValues { $0.sorted() }
    var scopesByCapability: [String: [String]] = [:]
    for element in contract.elements where element.kind == .scope {
      if let parent = element.parent {
        scopesByCapability[contract.elements[parent].name, default: []].append(element.id)
      }
    }
    var scopesByMessage: [String: Set<String>] = [:]
    for element in contract.elements where element.direction == .content {
      let message: String
      switch element.kind {
      case .message: message = element.id
      case .messageCase: message = element.parent.map { contract.elements[$0].id } ?? element.id
      default: continue
      }
      for capability in element.availability.requires {
        scopesByMessage[message, default: []].formUnion(scopesByCapability[capability] ?? [])
      }
    }
    moduleIDs = contract.elements.filter { $0.kind == .module }.map(\.id).sorted()
    checkableIDs = contract.elements.filter {
      $0.kind == .capability || $0.kind == .scope || $0.kind == .module
    }.map(\.id).sorted()
    self.scopesByMessage = scopesByMessage.filter { !$0.value.isEmpty }.mapValues { $0.sorted() }
    for element in contract.elements {
      let name: String
      switch element.kind {
      case .message, .capability: name = contract.qualified(element.name)
      case .messageCase, .scope, .module: name = element.name
      default: continue
      }
      let bytes = Array(name.utf8)
      targetsByName[bytes, default: []].append(
        Target(
          id: element.id, kind: element.kind,
          isSent: (element.kind == .message || element.kind == .messageCase)
            && element.direction == .content))
      if element.kind == .module, let package = element.package, !package.isEmpty {
        modulesByPackage[Array(package.utf8), default: []].append(
          Target(id: element.id, kind: .module))
      }
      if lengths.count <= bytes.count {
        lengths += [Bool](repeating: false, count: bytes.count + 1 - lengths.count)
      }
      lengths[bytes.count] = true
      firstBytes[Int(bytes[0])] = true
      lastBytes[Int(bytes[bytes.count - 1])] = true
    }
    self.targetsByName = targetsByName
    var nameBytes = [Bool](repeating: false, count: 256)
    for name in targetsByName.keys {
      for byte in name { nameBytes[Int(byte)] = true }
    }
    self.nameBytes = nameBytes
    self.lengths = lengths
    self.firstBytes = firstBytes
    self.lastBytes = lastBytes
    self.modulesByPackage = modulesByPackage
    packages = modulesByPackage.keys.sorted { $0.lexicographicallyPrecedes($1) }
    var packageFirstBytes = [Bool](repeating: false, count: 256)
    for package in packages { packageFirstBytes[Int(package[0])] = true }
    self.packageFirstBytes = packageFirstBytes
    var startBytes = firstBytes
    for byte in 0..<256 where packageFirstBytes[byte] { startBytes[byte] = true }
    startBytes[Int(prefix[0])] = true
    self.startBytes = startBytes
  }

  /// The modules an import of `specifier` loads: a contract's package (`"expo-haptics"`,
  /// `"@scope/name"`) or a path inside it (`"expo-haptics/build/Haptics"`).
  func modules(imported specifier: [UInt8]) -> [Target] {
    guard !modulesByPackage.isEmpty else { return [] }
    // A package name is one path segment, or two when scoped (`@scope/name`).
    var segments = specifier.first == UInt8(ascii: "@") ? 2 : 1
    var end = 0
    while end < specifier.count {
      if specifier[end] == UInt8(ascii: "/") {
        segments -= 1
        if segments == 0 { break }
      }
      end += 1
    }
    return modulesByPackage[Array(specifier[..<end])] ?? []
  }

  /// The elements a value names (empty when none).
  func targets(_ value: [UInt8]) -> [Target] {
    guard let first = value.first, firstBytes[Int(first)], lastBytes[Int(value[value.count - 1])],
      value.count < lengths.count, lengths[value.count]
    else {
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

  /// The cases content sends whose names start with `head` (`task.` of `` `task.${verb}` ``):
  /// what a case kind built at run time may be.
  func sentCases(startingWith head: [UInt8]) -> [Target] {
    guard !head.isEmpty else { return [] }
    return targetsByName.filter { $0.key.starts(with: head) }.flatMap { $0.value }.filter {
      $0.kind == .messageCase && $0.isSent
    }
  }

  /// The ids of the messages and cases content sends whose names start with `head`, sorted: what
  /// a name built at run time from it may be.
  func sentElements(startingWith head: [UInt8]) -> [String] {
    guard !head.isEmpty else { return [] }
    return targetsByName.filter { $0.key.starts(with: head) }.flatMap { $0.value }
      .filter(\.isSent).map(\.id).sorted()
  }

  /// Whether some element's name starts with `head` (`task.` of `"task." + verb`).
  func namesStart(with head: [UInt8]) -> Bool {
    guard let first = head.first, firstBytes[Int(first)] else { return false }
    return targetsByName.keys.contains { $0.starts(with: head) }
  }

  /// Whether some element's name holds `part` (`task-archive` of `NS + "task-archive"`).
  func namesContain(_ part: [UInt8]) -> Bool {
    guard part.allSatisfy({ nameBytes[Int($0)] }) else { return false }
    return targetsByName.keys.contains { name in
      name.count >= part.count
        && (0...name.count - part.count).contains { offset in
          name[offset..<offset + part.count].elementsEqual(part)
        }
    }
  }

  /// Whether a value is exactly `tempo.` (a dynamic use when something is appended to it).
  func isPrefix(_ value: [UInt8]) -> Bool { value == prefix }

  /// Whether the literal token `kind` at `range` may name an element: its value's length, first
  /// and last byte fit a name, or it starts with the bridge's prefix or a module's package (an
  /// import). Most literals fail all three on their raw bytes; only a literal with an escape
  /// (`"tempo\x2eperform"`) is decoded first, into `scratch`.
  func mayName(
    _ bytes: UnsafeBufferPointer<UInt8>, kind: JSTokenKind, _ range: Range<Int>,
    scratch: inout [UInt8]
  ) -> Bool {
    let content: Range<Int>
    switch kind {
    case .string, .template, .jsxString: content = range.lowerBound + 1..<range.upperBound - 1
    case .templateHead: content = range.lowerBound + 1..<range.upperBound - 2
    default: return false
    }
    guard !content.isEmpty else { return false }
    // A value starts with the literal's first byte unless that begins an escape: most literals
    // are rejected on it, before their escapes are looked for.
    let first = bytes[content.lowerBound]
    if first != UInt8(ascii: "\\") || kind == .jsxString {
      guard kind == .templateHead ? first == prefix[0] : startBytes[Int(first)] else {
        return false
      }
    }
    if kind != .jsxString,
      memchr(bytes.baseAddress! + content.lowerBound, Int32(UInt8(ascii: "\\")), content.count)
        != nil
    {
      StringLiteral.decode(bytes, content, decodesEscapes: true, into: &scratch)
      return scratch.withUnsafeBufferPointer { valueMayName($0, kind: kind) }
    }
    return valueMayName(UnsafeBufferPointer(rebasing: bytes[content]), kind: kind)
  }

  /// A template head (`` `tempo.${…}` ``) can only start a dynamic name, so only its prefix counts.
  private func valueMayName(_ value: UnsafeBufferPointer<UInt8>, kind: JSTokenKind) -> Bool {
    guard let first = value.first else { return false }
    if kind != .templateHead, firstBytes[Int(first)], lastBytes[Int(value[value.count - 1])],
      value.count < lengths.count, lengths[value.count]
    {
      return true
    }
    if kind != .templateHead, packageFirstBytes[Int(first)],
      packages.contains(where: { package in
        value.count >= package.count && memcmp(value.baseAddress!, package, package.count) == 0
      })
    {
      return true
    }
    return value.count >= prefix.count && memcmp(value.baseAddress!, prefix, prefix.count) == 0
  }
}
