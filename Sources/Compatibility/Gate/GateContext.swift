import BridgeDiagnostics
import ContentScan
import ContractLanguage
import Foundation

/// How the gate is asked: which runtime and channel, and how strictly.
public struct GateOptions: Sendable {
  /// The target runtime; `nil` for the one `runtime-version.txt` names (or the newest).
  public var runtime: String?
  /// The channel; `nil` for the contract's first.
  public var channel: String?
  public var includeUnreleased = false
  /// Warnings refuse too.
  public var strict = false
  /// Credit a name found only in Hermes bytecode with its element's own `@requires`.
  public var trustBytecode = false
  /// The runtime expo-updates resolved for the update (`--runtime-from`), checked like an app
  /// config's.
  public var resolvedRuntime: AppConfig?
  /// The package's app configs, read by the caller before the gate runs
  /// (`AppConfig.read(near:)`): the gate reads no file of its own.
  public var appConfigs: [AppConfig] = []

  public init() {}
}

/// Everything a gate rule needs: the contract, the target runtime's supported releases, and the
/// uses (Hermes uses already merged with the sources', see ``GateContext/prepareUses``).
public struct GateContext: Sendable {
  public let contract: Contract
  public let runtime: Runtime
  public let channel: Channel
  /// The releases an OTA for this runtime and channel reaches, oldest first.
  public let supported: [Release]
  public let uses: [GateUse]
  public let scan: ScanReport
  public let options: GateOptions
  /// The app configs found in the inputs (`app.json`, `app.config.json`) and what they stamp.
  public let appConfigs: [AppConfig]
  /// The version the update bundles of each package the contract records versions of.
  public let bundledPackages: [BundledPackage]
  let elementsByID: [String: Element]

  public func element(_ id: String?) -> Element? { id.flatMap { elementsByID[$0] } }

  /// Whether `use` can go wrong on `release`: its element is missing there and no check guarding
  /// it fails there (a failing check means the code never runs).
  public func isSafe(_ use: GateUse, on release: Release) -> Bool {
    if let element = element(use.use.id) { return isSafe(use, element: element, on: release) }
    return isGuardedAway(use, on: release)
  }

  /// Whether `use`, were it of `element` (one of a dynamic use's candidates), could not go wrong
  /// on `release`.
  public func isSafe(_ use: GateUse, element: Element, on release: Release) -> Bool {
    element.availability.isAvailable(in: release.index) || isGuardedAway(use, on: release)
  }

  /// Whether a check guarding `use` fails on `release`, so that the code never runs there.
  private func isGuardedAway(_ use: GateUse, on release: Release) -> Bool {
    use.guards.contains { checkFails($0, on: release) }
  }

  /// Whether the check `guardID` fails on `release`: its element is missing there, or it tests
  /// a native module the contract declares for no release (an optional lookup of a module only
  /// another platform's build links).
  public func checkFails(_ guardID: String, on release: Release) -> Bool {
    guard let checked = elementsByID[guardID] else { return guardID.hasPrefix("module:") }
    return !checked.availability.isAvailable(in: release.index)
  }

  /// Whether `use` is a lookup of a native module the contract does not declare.
  public func isUndeclaredModule(_ use: GateUse) -> Bool {
    use.use.id == nil && !use.use.dynamic && use.use.role == .looksUp
  }

  /// Whether content sends the element (so native must have it): messages from content and their
  /// cases, scopes, modules. Handled messages and capability checks never break anything.
  public func sends(_ use: GateUse) -> Bool {
    guard let element = element(use.use.id) else { return !use.use.dynamic }
    switch element.kind {
    case .message, .messageCase, .field: return element.direction == .content
    case .scope, .module: return true
    default: return false
    }
  }
}

/// A use as the gate weighs it: the scan's use, with the guards credited to it.
public struct GateUse: Sendable, Hashable {
  public let use: Use
  /// The use's guards, or — for a bytecode-only use under `--trust-bytecode` — its element's own
  /// requirements.
  public let guards: [String]
  /// Found only in Hermes bytecode, with no source use of the same name — or with one, in
  /// sources its source map does not show it was built from (`unmatched`).
  public let bytecodeOnly: Bool
  public let trusted: Bool
  /// In Hermes bytecode the sources scanned with it use too, but cannot vouch for: no source map
  /// shows it was built from them (`HermesInput.sourcesMatch`).
  public var unmatched = false
}

/// What says which runtime an update is stamped with — an app config of the package
/// (`app.json`, `app.config.json`, `app.config.ts`) or the runtime expo-updates resolved — and
/// the runtime it names.
public struct AppConfig: Sendable, Hashable {
  public let path: String
  /// A string `runtimeVersion`, or `nil` when it is a policy object or absent.
  public let runtimeVersion: String?
  /// The policy (`appVersion`, `fingerprint`, …) when `runtimeVersion` is one.
  public let policy: String?
  /// The runtime expo-updates resolved (`--runtime-from`), not a config of the package.
  public let isResolved: Bool

  public init(path: String, runtimeVersion: String?, policy: String?, isResolved: Bool = false) {
    self.path = path
    self.runtimeVersion = runtimeVersion
    self.policy = policy
    self.isResolved = isResolved
  }

  /// A config that is code (`app.config.ts`) whose `runtimeVersion` only running it would tell.
  public var isCode: Bool { runtimeVersion == nil && policy == nil }
}

extension GateContext {
  /// Builds the context, or explains why the gate cannot decide (an unknown runtime or channel).
  public static func make(
    contract: Contract, scan: ScanReport, options: GateOptions, forAdvice: Bool = false
  ) -> Result<GateContext, GateSetupError> {
    let runtimeName =
      options.runtime ?? contract.runtimeVersion?.value ?? contract.releases.last!.runtime
    guard let runtime = contract.runtime(named: runtimeName) else {
      return .failure(
        GateSetupError(
          message:
            "no runtime '\(runtimeName)' is declared; runtimes: \(contract.runtimes.map(\.version).joined(separator: ", "))"
        ))
    }
    let channelName = options.channel ?? contract.channels[0].name
    guard let channel = contract.channels.first(where: { $0.name == channelName }) else {
      return .failure(
        GateSetupError(
          message:
            "no channel '\(channelName)' is declared; channels: \(contract.channels.map(\.name).joined(separator: ", "))"
        ))
    }
    // The advisor asks about phones in users' hands: unreleased builds never count there.
    let testersRunUnreleased =
      !forAdvice && (channel.includesUnreleased || options.includeUnreleased)
    let supported = contract.releases[runtime.releases].filter { release in
      switch release.status {
      case .shipped: true
      case .retired: false
      case .unreleased: testersRunUnreleased
      }
    }
    var elementsByID: [String: Element] = [:]
    for element in contract.elements { elementsByID[element.id] = element }
    return .success(
      GateContext(
        contract: contract, runtime: runtime, channel: channel, supported: supported,
        uses: prepareUses(scan, contract: contract, elementsByID: elementsByID, options: options),
        scan: scan,
        options: options,
        appConfigs: options.appConfigs + (options.resolvedRuntime.map { [$0] } ?? []),
        bundledPackages: BundledPackages.read(scan, names: contract.recordedPackages),
        elementsByID: elementsByID))
  }

  /// A name in Hermes bytecode that the scanned sources also use, or only check, takes its
  /// guards from the sources (its bytecode use is dropped) when the bytecode's source map shows
  /// it was built from them; one found only in bytecode, or in bytecode the sources cannot vouch
  /// for, is kept as unguarded, or credited with its element's `@requires` under
  /// `--trust-bytecode` (CONTENT-ANALYSIS.md, "Bundles and Hermes bytecode").
  static func prepareUses(
    _ scan: ScanReport, contract: Contract, elementsByID: [String: Element], options: GateOptions
  ) -> [GateUse] {
    let inSources = Set(scan.uses.filter { $0.line != nil }.map { $0.id ?? $0.name })
      // A name the sources only check (an optional lookup, a capability test) is a check there.
      .union(scan.checkedIDs)
    let matched = Set(scan.hermes.filter(\.sourcesMatch).map(\.file))
    var uses: [GateUse] = []
    for use in scan.uses {
      guard use.line == nil else {
        uses.append(GateUse(use: use, guards: use.guards, bytecodeOnly: false, trusted: false))
        continue
      }
      let named = inSources.contains(use.id ?? use.name)
      if named, matched.contains(use.file) { continue }
      var gated: GateUse
      if options.trustBytecode, let element = use.id.flatMap({ elementsByID[$0] }) {
        let requirements = element.availability.requires.map {
          "capability:" + contract.qualified($0)
        }
        gated = GateUse(use: use, guards: requirements.sorted(), bytecodeOnly: true, trusted: true)
      } else {
        gated = GateUse(use: use, guards: [], bytecodeOnly: true, trusted: false)
      }
      gated.unmatched = named
      uses.append(gated)
    }
    return uses
  }
}

/// The gate cannot even start: an unknown runtime or channel.
public struct GateSetupError: Error, Sendable {
  public let message: String
}
