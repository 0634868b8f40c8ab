import BridgeDiagnostics

/// One element of a release's interface with what defines its shape, as `show` prints it.
public struct InterfaceElement: Sendable, Hashable {
  public let id: String
  public let deprecated: Bool
  /// Messages: who sends it.
  public let direction: Direction?
  /// Messages and enums: whether readers ignore unknown kinds or values.
  public let open: Bool?
  /// Types: whether readers reject unknown fields.
  public let closed: Bool?
  /// Fields and message payloads: the canonical type spelling.
  public let type: String?

  public init(
    id: String, deprecated: Bool, direction: Direction? = nil, open: Bool? = nil,
    closed: Bool? = nil, type: String? = nil
  ) {
    self.id = id
    self.deprecated = deprecated
    self.direction = direction
    self.open = open
    self.closed = closed
    self.type = type
  }
}

/// Every element available in one release, sorted by id.
public struct ReleaseInterface: Sendable, Hashable {
  public let runtime: String
  public let release: String
  public let elements: [InterfaceElement]
  /// The version of each package with native code the release's binary links.
  public let packages: [String: String]

  public init(
    runtime: String, release: String, elements: [InterfaceElement],
    packages: [String: String] = [:]
  ) {
    self.runtime = runtime
    self.release = release
    self.elements = elements
    self.packages = packages
  }
}

extension Contract {
  /// The interface of `release`: every element available there, with its shape, sorted by id
  /// (byte order, so the order is the same on every machine).
  public func interface(of release: Release) -> ReleaseInterface {
    let available = elements.filter { $0.availability.isAvailable(in: release.index) }
    let interfaceElements = available.map { element in
      InterfaceElement(
        id: element.id,
        deprecated: element.availability.isDeprecated(in: release.index),
        direction: element.kind == .message ? element.direction : nil,
        open: element.kind == .message || element.kind == .enumeration ? element.isOpen : nil,
        closed: element.kind == .type ? element.isClosed : nil,
        type: element.type?.spelling)
    }
    return ReleaseInterface(
      runtime: release.runtime, release: release.version,
      elements: interfaceElements.sorted { $0.id.precedesInByteOrder($1.id) },
      packages: release.packages.mapValues(\.description))
  }
}
