import BridgeDiagnostics
import ContentScan
import ContractLanguage
import Foundation

/// The record of one published content package (lock format version 2; version 1 is read too):
/// self-contained, so that replay and audit never trust today's contract to remember what the
/// package was built against.
public struct Lock: Sendable {
  public let bridge: String
  public let runtime: String
  public let channel: String
  public let builtAgainst: String
  /// The newest publication's update id and time.
  public var updateID: String? { publications.last?.updateID }
  public var publishedAt: String? { publications.last?.publishedAt }
  /// Every publication of this package (a re-run, a rollback, a republish adds one), oldest
  /// first; empty when it was recorded without an update id.
  public var publications: [Publication]
  /// `sha256:` and the digest of the scanned inputs.
  public let digest: String
  public let tool: String
  public let uses: [LockUse]
  /// The version of each native package the update bundles, as the gate read it; `nil` when
  /// the lock does not say (written before locks recorded them), which replay reports.
  public let packages: [String: String]?
  /// The built-against release's interface, exactly as `show` prints it.
  public let interface: ReleaseInterface

  /// `<runtime>-<channel>-<first 12 hex digits of digest>.lock.json`, with anything but letters,
  /// digits, `.`, `_`, `+` and `-` replaced so that a name can never leave the lock folder.
  public var fileName: String {
    func safe(_ text: String) -> String {
      String(
        text.unicodeScalars.map { scalar in
          let allowed =
            scalar.isASCII
            && (CharacterSet.alphanumerics.contains(scalar)
              || "._+-".unicodeScalars.contains(scalar))
          return allowed ? Character(scalar) : "_"
        })
    }
    let hex = digest.dropFirst("sha256:".count).prefix(12)
    return "\(safe(runtime))-\(safe(channel))-\(hex).lock.json"
  }
}

/// One publication of a package: the update id `eas update` printed and when.
public struct Publication: Sendable, Hashable {
  public let updateID: String?
  public let publishedAt: String?

  public init(updateID: String?, publishedAt: String?) {
    self.updateID = updateID
    self.publishedAt = publishedAt
  }
}

/// One distinct use of the package, without positions.
public struct LockUse: Sendable, Hashable, Comparable {
  /// What the use asks of native.
  public enum Role: String, Sendable {
    /// Native must accept it (see `GateContext.sends`).
    case sends
    /// Content listens for it.
    case handles
    /// A native module content looks up.
    case looksUp = "looks-up"
  }

  public let id: String?
  public let name: String
  public let role: Role
  public let guards: [String]
  /// Whether the guards rest on a `bridgecheck: requires` assertion.
  public let asserted: Bool
  /// Whether a `bridgecheck: ignore` dropped it from the gate's weighing (it is still sent).
  public let ignored: Bool

  /// Whether native must accept it.
  public var sends: Bool { role != .handles }

  public init(
    id: String?, name: String, role: Role, guards: [String], asserted: Bool = false,
    ignored: Bool = false
  ) {
    self.id = id
    self.name = name
    self.role = role
    self.guards = guards
    self.asserted = asserted
    self.ignored = ignored
  }

  /// The role of a version 1 use, from its `sends` and its id.
  public static func role(id: String?, sends: Bool) -> Role {
    if id?.hasPrefix("module:") == true { return .looksUp }
    return sends ? .sends : .handles
  }

  public static func < (lhs: LockUse, rhs: LockUse) -> Bool {
    let left = (lhs.id ?? "", lhs.name, lhs.guards.joined(separator: ","), lhs.role.rawValue)
    let right = (rhs.id ?? "", rhs.name, rhs.guards.joined(separator: ","), rhs.role.rawValue)
    if left != right { return left < right }
    return (lhs.asserted ? 1 : 0, lhs.ignored ? 1 : 0) < (rhs.asserted ? 1 : 0, rhs.ignored ? 1 : 0)
  }
}

/// What `gate --record` adds to the lock.
public struct LockOptions: Sendable {
  public var updateID: String?
  public var publishedAt: String?
  /// The release the package was built against; `nil` for the runtime's newest shipped one.
  public var builtAgainst: String?

  public init() {}
}

public struct LockError: Error, Sendable {
  public let message: String

  public init(message: String) { self.message = message }
}

extension Lock {
  /// The lock for a gated package, from the evaluation that decided its verdict (the same
  /// context, the same bytes). The digest is SHA-256 over the scanned files sorted by their
  /// path inside their input; each contributes its path (UTF-8), a NUL byte, its length (8 bytes,
  /// big-endian) and its bytes.
  public static func make(
    report: GateReport, contract: Contract, lock lockOptions: LockOptions, tool: String
  ) -> Result<Lock, LockError> {
    guard let context = report.context else {
      return .failure(LockError(message: "the gate could not start, so there is nothing to record"))
    }
    let runtimeReleases = contract.releases[context.runtime.releases]
    let built: Release
    if let name = lockOptions.builtAgainst {
      guard let release = runtimeReleases.first(where: { $0.version == name }) else {
        return .failure(
          LockError(
            message: "release '\(name)' is not a release of runtime \(context.runtime.version)"))
      }
      built = release
    } else {
      guard let newest = runtimeReleases.last(where: { $0.status != .unreleased }) else {
        return .failure(
          LockError(
            message:
              "runtime \(context.runtime.version) has no shipped release to record as built against"
          ))
      }
      built = newest
    }
    var hash = SHA256()
    let files = report.scan.files.sorted { lhs, rhs in
      lhs.relativePath != rhs.relativePath
        ? lhs.relativePath.precedesInByteOrder(rhs.relativePath)
        : lhs.input.precedesInByteOrder(rhs.input)
    }
    // The bytes the analysis read, from the same read: the digest covers what was checked.
    for file in files {
      guard let data = report.scan.contents[file.path] else {
        return .failure(
          LockError(
            message:
              "the scan did not keep the bytes of '\(file.displayPath)' (ScanOptions.keepsContents), so its digest cannot be computed from what was checked"
          ))
      }
      hash.update(Array(file.relativePath.utf8) + [0])
      hash.update(
        (0..<8).reversed().map { UInt8(truncatingIfNeeded: UInt64(data.count) >> (8 * UInt64($0))) }
      )
      hash.update(data)
    }
    let ignored = report.scan.ignored.map {
      GateUse(use: $0, guards: $0.guards, bytecodeOnly: false, trusted: false)
    }
    let uses = Set(
      (context.uses + ignored).map { use in
        LockUse(
          id: use.use.id, name: use.use.name,
          role: LockUse.role(id: use.use.id, sends: context.sends(use)), guards: use.guards,
          asserted: use.use.asserted, ignored: use.use.ignoreReason != nil)
      }
    ).sorted()
    return .success(
      Lock(
        bridge: contract.bridge, runtime: context.runtime.version, channel: context.channel.name,
        builtAgainst: built.version,
        publications: lockOptions.updateID == nil && lockOptions.publishedAt == nil
          ? []
          : [Publication(updateID: lockOptions.updateID, publishedAt: lockOptions.publishedAt)],
        digest: "sha256:" + hash.finalize(), tool: tool, uses: uses,
        packages: Dictionary(
          uniqueKeysWithValues: context.bundledPackages.compactMap { package in
            package.version.map { (package.name, $0.description) }
          }),
        interface: contract.interface(of: built)))
  }
}

extension Lock {
  /// This lock with the publications of `other` added, when `other` records the same package (the
  /// same digest): a re-run, a rollback, a republish. The first publication's `builtAgainst`,
  /// interface and uses stay; `nil` when `other` is another package.
  public func adding(publicationsOf other: Lock) -> Lock? {
    guard other.digest == digest, other.runtime == runtime, other.channel == channel else {
      return nil
    }
    var merged = self
    for publication in other.publications where !merged.publications.contains(publication) {
      merged.publications.append(publication)
    }
    return merged
  }
}
