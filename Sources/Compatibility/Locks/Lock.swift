import BridgeDiagnostics
import ContentScan
import ContractLanguage
import Foundation

/// The record of one published content package (LOCKS.md, version 1): self-contained, so that
/// replay and audit never trust today's contract to remember what the package was built against.
public struct Lock: Sendable {
  public let bridge: String
  public let runtime: String
  public let channel: String
  public let builtAgainst: String
  public let updateID: String?
  public let publishedAt: String?
  /// `sha256:` and the digest of the scanned inputs.
  public let digest: String
  public let tool: String
  public let uses: [LockUse]
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

/// One distinct use of the package, without positions.
public struct LockUse: Sendable, Hashable, Comparable {
  public let id: String?
  public let name: String
  /// Whether native must accept it (see `GateContext.sends`).
  public let sends: Bool
  public let guards: [String]

  public static func < (lhs: LockUse, rhs: LockUse) -> Bool {
    let left = (lhs.id ?? "", lhs.name, lhs.guards.joined(separator: ","))
    let right = (rhs.id ?? "", rhs.name, rhs.guards.joined(separator: ","))
    return left < right
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
}

extension Lock {
  /// The lock for a gated package. The digest is SHA-256 over the scanned files sorted by their
  /// path inside their input; each contributes its path (UTF-8), a NUL byte, its length (8 bytes,
  /// big-endian) and its bytes.
  public static func make(
    report: GateReport, contract: Contract, gate options: GateOptions,
    lock lockOptions: LockOptions, tool: String
  ) -> Result<Lock, LockError> {
    let context: GateContext
    switch GateContext.make(contract: contract, scan: report.scan, options: options) {
    case .success(let made): context = made
    case .failure(let error): return .failure(LockError(message: error.message))
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
    for file in files {
      guard let data = FileManager.default.contents(atPath: file.path) else {
        return .failure(
          LockError(message: "cannot read '\(file.displayPath)' again to compute the digest"))
      }
      hash.update(Array(file.relativePath.utf8) + [0])
      hash.update(
        (0..<8).reversed().map { UInt8(truncatingIfNeeded: UInt64(data.count) >> (8 * UInt64($0))) }
      )
      hash.update(data)
    }
    let uses = Set(
      context.uses.map { use in
        LockUse(id: use.use.id, name: use.use.name, sends: context.sends(use), guards: use.guards)
      }
    ).sorted()
    return .success(
      Lock(
        bridge: contract.bridge, runtime: context.runtime.version, channel: context.channel.name,
        builtAgainst: built.version, updateID: lockOptions.updateID,
        publishedAt: lockOptions.publishedAt,
        digest: "sha256:" + hash.finalize(), tool: tool, uses: uses,
        interface: contract.interface(of: built)))
  }
}
