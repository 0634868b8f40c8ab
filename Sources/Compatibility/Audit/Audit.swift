import BridgeDiagnostics
import ContentScan
import ContractLanguage
import Foundation
import NativeScan

/// What to audit besides the contract.
public struct AuditOptions: Sendable {
  public var locksFolder: String
  /// The folder was named on the command line: then it must exist.
  public var locksFolderGiven = false
  /// Current content (`--content`), scanned like `scan` does.
  public var content: [String] = []
  public var scanOptions = ScanOptions()
  /// Native Swift sources (`--native-sources`).
  public var nativeSources: [String] = []

  public init(locksFolder: String) { self.locksFolder = locksFolder }
}

/// Capability drift over releases, live usage, and the native code against the contract.
public enum Audit {
  /// Every audit rule, sorted by id.
  public static let rules: [any AuditRule] = [
    DeprecatedUseRule(),
    RemovedCaseHandledRule(),
    UndeclaredCaseHandledRule(),
    UndeclaredNameRule(),
    UnhandledCaseRule(),
    UnhandledMessageRule(),
    UnsentCaseRule(),
    UnsentMessageRule(),
  ]

  /// The kinds the timeline lists what a release provides of.
  static let timelineKinds: [ElementKind] = [.message, .messageCase, .capability, .scope, .module]
  /// Those kinds by the key reports use, with the noun they count with.
  public static let timelineKindNames: [(kind: String, noun: String)] = [
    ("message", "message"), ("case", "case"), ("capability", "capability"), ("scope", "scope"),
    ("module", "module"),
  ]

  public static func run(contract: Contract, options: AuditOptions) -> AuditReport {
    var diagnostics: [Diagnostic] = []
    let newest = contract.releases.last!

    // Usage: every lock of a runtime that still has a supported release may be running.
    var locks: [(String, Lock)] = []
    var isFolder: ObjCBool = false
    if options.locksFolderGiven
      || FileManager.default.fileExists(atPath: options.locksFolder, isDirectory: &isFolder)
    {
      let (read, problems) = Lock.readFolder(options.locksFolder, bridge: contract.bridge)
      diagnostics += problems
      for (name, lock) in read {
        let releases = contract.runtime(named: lock.runtime).map { contract.releases[$0.releases] }
        guard let releases, releases.contains(where: { $0.status != .retired }) else {
          diagnostics.append(
            Diagnostic(
              .note, "lock-not-live",
              releases == nil
                ? "the lock's runtime '\(lock.runtime)' is not declared by the contract; left out"
                : "every release of runtime \(lock.runtime) is retired, so the package runs nowhere; left out",
              path: (options.locksFolder as NSString).appendingPathComponent(name)))
          continue
        }
        locks.append((name, lock))
      }
    }
    let current = Lock.currentNames(locks)
    var usedBy: [String: [String]] = [:]
    let packages = locks.map { name, lock in
      // A capability or scope the package checks is used as much as what it sends.
      let uses = sortedIDs(Set(lock.uses.flatMap { [$0.id ?? $0.name] + $0.guards }))
      for id in uses { usedBy[id, default: []].append(name) }
      return AuditReport.Package(
        lock: name, runtime: lock.runtime, channel: lock.channel, builtAgainst: lock.builtAgainst,
        publishedAt: lock.publishedAt, updateID: lock.updateID, isCurrent: current.contains(name),
        uses: uses)
    }

    let elements = contract.elements.sorted(by: matrixOrder).map { element in
      AuditReport.Element(
        id: element.id, kind: element.kind.rawValue,
        states: contract.releases.map { state(of: element, in: $0) },
        usedBy: usedBy[element.id] ?? [])
    }
    let deprecatedInUse = contract.elements.filter { $0.availability.deprecated != nil }
      .compactMap { element -> (id: String, packages: [String])? in
        guard let users = usedBy[element.id] else { return nil }
        return (element.id, users)
      }
      .sorted { $0.id.precedesInByteOrder($1.id) }
    let unused = contract.elements.filter { element in
      timelineKinds.contains(element.kind) && element.availability.isAvailable(in: newest.index)
        && usedBy[element.id] == nil
    }.map(\.id).sorted { $0.precedesInByteOrder($1) }

    var contentBreaks: [AuditReport.ContentBreak]?
    if !options.content.isEmpty {
      let scan = ContentScanner.scan(
        options.content, contract: contract, options: options.scanOptions)
      diagnostics += scan.diagnostics.filter { $0.severity == .fatal }
      let byID = Dictionary(contract.elements.map { ($0.id, $0) }) { first, _ in first }
      contentBreaks = scan.uses.compactMap { use in
        guard let id = use.id, let element = byID[id],
          element.availability.isAvailable(in: newest.index),
          element.availability.isDeprecated(in: newest.index),
          let deprecated = element.availability.deprecated
        else { return nil }
        return AuditReport.ContentBreak(
          id: id, deprecatedIn: contract.releases[deprecated].version, file: use.file,
          line: use.line, column: use.column)
      }
    }

    var drift: [Finding]?
    if !options.nativeSources.isEmpty {
      let (findings, problems) = NativeDrift.check(
        contract: contract, release: newest, sources: options.nativeSources)
      drift = findings
      diagnostics += problems
    }

    return AuditReport(
      bridge: contract.bridge, newestRelease: newest.version,
      releases: timeline(contract), elements: elements, packages: packages,
      deprecatedInUse: deprecatedInUse, unused: unused, contentBreaks: contentBreaks, drift: drift,
      diagnostics: diagnostics.sorted { $0.sortKey < $1.sortKey })
  }

  /// Each release: what it provides, and what it added, deprecated and removed.
  static func timeline(_ contract: Contract) -> [AuditReport.Release] {
    var previous = Set<String>()
    var previousDeprecated = Set<String>()
    return contract.releases.map { release in
      let available = contract.elements.filter { $0.availability.isAvailable(in: release.index) }
      let ids = Set(available.map(\.id))
      let deprecated = Set(
        available.filter { $0.availability.isDeprecated(in: release.index) }.map(\.id))
      var provides: [String: [String]] = [:]
      for element in available where timelineKinds.contains(element.kind) {
        provides[element.kind.rawValue, default: []].append(element.id)
      }
      defer {
        previous = ids
        previousDeprecated = deprecated
      }
      return AuditReport.Release(
        runtime: release.runtime, version: release.version, status: release.status.rawValue,
        provides: provides.mapValues(sortedIDs), added: sortedIDs(ids.subtracting(previous)),
        deprecated: sortedIDs(deprecated.subtracting(previousDeprecated)),
        removed: sortedIDs(previous.subtracting(ids)))
    }
  }

  static func state(of element: ContractLanguage.Element, in release: ContractLanguage.Release)
    -> AuditReport.State
  {
    let availability = element.availability
    if release.index < availability.since { return .absent }
    if let removed = availability.removed, release.index >= removed { return .removed }
    return availability.isDeprecated(in: release.index) ? .deprecated : .available
  }

  /// Messages, then cases, capabilities, scopes, modules, types, fields, enums and their cases;
  /// by id within a kind.
  private static func matrixOrder(_ lhs: ContractLanguage.Element, _ rhs: ContractLanguage.Element)
    -> Bool
  {
    let order = ElementKind.allCases
    let left = order.firstIndex(of: lhs.kind)!
    let right = order.firstIndex(of: rhs.kind)!
    return left != right ? left < right : lhs.id.precedesInByteOrder(rhs.id)
  }
}

func sortedIDs(_ ids: some Sequence<String>) -> [String] {
  ids.sorted { $0.precedesInByteOrder($1) }
}
