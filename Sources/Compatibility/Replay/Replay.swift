import BridgeDiagnostics
import ContractLanguage
import Foundation

/// What to replay: the recorded packages, the releases to replay them on, and what was captured.
public struct ReplayOptions: Sendable {
  public var locksFolder: String
  /// Target releases; empty for every release of each lock's runtime newer than the one it was
  /// built against, `unreleased` ones included.
  public var releases: [String] = []
  public var snapshotsFolder: String?
  public var transcripts: [String] = []

  public init(locksFolder: String) { self.locksFolder = locksFolder }
}

/// One recorded package, a row of the matrix.
public struct ReplayLock: Sendable {
  /// The lock's file name: its row label.
  public let name: String
  public let lock: Lock
  /// The newest `publishedAt` of its runtime and channel (LOCKS.md).
  public let isCurrent: Bool
  /// The releases it is replayed against, in history order.
  public let targets: [String]
}

/// One cell: a package on a release.
public struct ReplayResult: Sendable {
  public let lock: String
  public let release: String
  /// Errors first; notes say what a tolerant reader ignored.
  public let problems: [ReplayProblem]

  public var compatible: Bool { !problems.contains(where: \.isError) }
}

/// The matrix: one row per lock, one column per target release.
public struct ReplayReport: Sendable {
  public let locks: [ReplayLock]
  /// Every target release, in history order.
  public let releases: [String]
  /// Row by row, each row's cells in history order.
  public let results: [ReplayResult]
  public let diagnostics: [Diagnostic]

  public init(
    locks: [ReplayLock], releases: [String], results: [ReplayResult], diagnostics: [Diagnostic]
  ) {
    self.locks = locks
    self.releases = releases
    self.results = results
    self.diagnostics = diagnostics
  }

  /// Some input could not be read or no lock could be replayed: the command cannot decide.
  public var couldNotDecide: Bool {
    diagnostics.contains { $0.severity == .fatal } || results.isEmpty
  }
  public var hasIncompatible: Bool { results.contains { !$0.compatible } }
}

/// Replays recorded packages against newer native releases (the simulator).
///
/// For each lock and target release R, in both directions:
/// - native → content: what R sends — its captured snapshots, or else payloads generated from R's
///   interface — read by the package's reader, built from the lock's recorded interface (never
///   today's contract, which may have rewritten a type in place since);
/// - content → native: what the package sends — every message and case it uses whose guards R
///   provides, generated from its recorded interface, and its transcripts — read by R.
public enum Replay {
  /// Every replay rule, sorted by id.
  public static let rules: [any ReplayRule] = [
    CapabilityDriftRule(),
    CapabilityOmittedRule(),
    CaseIgnoredRule(),
    CaseUnknownRule(),
    DateInvalidRule(),
    EnumValueUnknownRule(),
    EnvelopeInvalidRule(),
    FieldMissingRule(),
    FieldUnknownRule(),
    KindMissingRule(),
    MessageIgnoredRule(),
    MessageNotAcceptedRule(),
    PackageVersionRule(),
    PackagesUnrecordedRule(),
    TypeMismatchRule(),
    UseUnrecordedRule(),
    WrongDirectionRule(),
  ]

  public static func run(contract: Contract, options: ReplayOptions) -> ReplayReport {
    var diagnostics: [Diagnostic] = []
    let (loaded, lockDiagnostics) = Lock.readFolder(options.locksFolder, bridge: contract.bridge)
    diagnostics += lockDiagnostics

    for release in options.releases where contract.release(named: release) == nil {
      // Versions differ by a digit, so every one would be a "did you mean"; list them instead.
      diagnostics.append(
        .fatal(
          "unknown-release", "release '\(release)' is not declared by the contract",
          notes: [
            .init(
              "the contract declares \(contract.releases.map(\.version).joined(separator: ", "))")
          ]))
    }

    var captures: [CapturedEnvelope] = []
    if let folder = options.snapshotsFolder {
      let (read, problems) = CaptureReader.snapshots(in: folder, contract: contract)
      captures += read
      diagnostics += problems
    }
    for path in options.transcripts {
      let (read, problems) = CaptureReader.transcript(at: path)
      captures += read
      diagnostics += problems
    }

    let rows = plan(
      loaded, in: options.locksFolder, contract: contract, releases: options.releases,
      into: &diagnostics)
    let columns = contract.releases.map(\.version).filter { release in
      rows.contains { $0.targets.contains(release) }
    }
    for release in Set(captures.compactMap { $0.isSnapshot ? $0.release : nil }).sorted()
    where !columns.contains(release) {
      diagnostics.append(
        Diagnostic(
          .note, "snapshot-unused",
          "snapshots of release '\(release)' were given, but no lock is replayed against it",
          path: options.snapshotsFolder))
    }

    var simulator = Simulator(contract: contract, locks: loaded.map(\.1), captures: captures)
    var results: [ReplayResult] = []
    for row in rows {
      let path = (options.locksFolder as NSString).appendingPathComponent(row.name)
      for (release, result) in simulator.replay(row.lock, at: path, on: row.targets) {
        switch result {
        case .success(let problems):
          results.append(ReplayResult(lock: row.name, release: release, problems: problems))
        // A lock whose interface cannot be read fails every cell alike: said once.
        case .failure(let diagnostic) where !diagnostics.contains(diagnostic):
          diagnostics.append(diagnostic)
        case .failure: break
        }
      }
    }
    if !diagnostics.contains(where: { $0.severity == .fatal }) {
      if loaded.isEmpty {
        diagnostics.append(
          .fatal(
            "no-locks", "no lock to replay: the folder holds no *.lock.json file",
            path: options.locksFolder))
      } else if results.isEmpty {
        // Nothing was checked, which must not read as a pass.
        diagnostics.append(
          .fatal(
            "nothing-to-replay", "no lock has a release to replay it on (see the notes)",
            path: options.locksFolder))
      }
    }
    return ReplayReport(
      locks: rows, releases: columns, results: results,
      diagnostics: diagnostics.sorted { $0.sortKey < $1.sortKey })
  }

  /// The package's bundled native package versions against the ones `release`'s binary links:
  /// a version the contract does not declare compatible is an error; a lock that does not record
  /// its versions is noted where the release records some.
  static func packageProblems(_ lock: Lock, on release: Release, contract: Contract)
    -> [ReplayProblem]
  {
    guard !release.packages.isEmpty else { return [] }
    guard let bundled = lock.packages else {
      return [
        ReplayProblem(
          rule: .packagesUnrecorded, path: "packages", id: "packages",
          message:
            "the lock does not record the native package versions it bundles, so they cannot be compared with release \(release.version)'s",
          source: "lock")
      ]
    }
    return bundled.sorted { $0.key < $1.key }.compactMap { name, text in
      guard let linked = release.packages[name], let version = SemanticVersion(text),
        !contract.isCompatible(name, bundled: version, linked: linked)
      else { return nil }
      return ReplayProblem(
        rule: .packageVersion, path: "packages.\(name)", id: "package:\(name)",
        message:
          "\(name) \(version) in this package, \(linked) in release \(release.version)'s binary: its native methods may differ",
        source: "lock")
    }
  }

  /// Each lock's targets; locks the contract cannot place are diagnosed and left out.
  private static func plan(
    _ locks: [(String, Lock)], in folder: String, contract: Contract, releases: [String],
    into diagnostics: inout [Diagnostic]
  ) -> [ReplayLock] {
    let current = Lock.currentNames(locks)
    var rows: [ReplayLock] = []
    for (name, lock) in locks {
      let path = (folder as NSString).appendingPathComponent(name)
      guard let runtime = contract.runtime(named: lock.runtime) else {
        diagnostics.append(
          .fatal(
            "lock-runtime-unknown",
            "the lock's runtime '\(lock.runtime)' is not declared by the contract", path: path))
        continue
      }
      let history = contract.releases[runtime.releases]
      guard let built = history.first(where: { $0.version == lock.builtAgainst }) else {
        diagnostics.append(
          .fatal(
            "lock-release-unknown",
            "the lock was built against release '\(lock.builtAgainst)', which runtime \(lock.runtime) does not declare",
            path: path))
        continue
      }
      guard history.contains(where: { $0.status != .retired }) else {
        diagnostics.append(
          Diagnostic(
            .note, "lock-runtime-retired",
            "every release of runtime \(lock.runtime) is retired, so the package runs nowhere; not replayed",
            path: path))
        continue
      }
      let targets = history.filter { release in
        releases.isEmpty ? release.index > built.index : releases.contains(release.version)
      }.map(\.version)
      if targets.isEmpty {
        diagnostics.append(
          Diagnostic(
            .note, "lock-no-target",
            releases.isEmpty
              ? "runtime \(lock.runtime) has no release newer than \(lock.builtAgainst) to replay the package on"
              : "none of the given releases belongs to runtime \(lock.runtime)",
            path: path))
      }
      rows.append(
        ReplayLock(
          name: name, lock: lock, isCurrent: current.contains(name),
          targets: targets))
    }
    return rows
  }
}
