import ContractLanguage
import Testing

@testable import Compatibility

/// `diff` reports what a pull request changes, and apart from it what unreleased releases of the
/// base already change (the backlog), which it never reports again as added.
struct DiffPendingTests {
  static let base = """
    bridge tempo
    runtime 1 {
      release 1.0 {
        package expo-haptics 14.0.1
      }
      release 1.1 unreleased {
        package expo-haptics 14.0.2
      }
    }
    package expo-haptics compatible(~14.0)
    capability archive @since(1.1)
    message ping from content
    message perform from content {
      case task.archive @since(1.1) @requires(archive)
    }

    """

  func diff(_ head: String) -> DiffReport {
    ContractDiff.diff(
      base: EvolutionRuleTests.load(Self.base, runtimeVersion: nil, side: "base"),
      head: EvolutionRuleTests.load(head, runtimeVersion: nil, side: "head"), baseName: "main",
      baseline: nil)
  }

  func summary(_ report: DiffReport) -> [String] {
    report.findings.map { "\($0.rule) \($0.severity.rawValue) \($0.id ?? "-"): \($0.message)" }
  }

  static let pending = [
    PendingRelease(
      release: "1.1",
      changes: [
        "adds capability 'tempo.archive'", "adds case 'tempo.perform/task.archive'",
        "links expo-haptics 14.0.2",
      ])
  ]

  @Test func aDeprecationWithAnUnreleasedReleaseInTheBase() {
    let report = diff(
      Self.base.replacingOccurrences(
        of: "message ping from content",
        with: "/// Pings.\nmessage ping from content @deprecated(1.1)"))
    #expect(report.impact == Impact.none)
    #expect(
      summary(report) == [
        "element-deprecated note message:tempo.ping: message 'tempo.ping' is deprecated in 1.1, within runtime 1: move off it before a runtime removes it"
      ])
    #expect(report.pending == Self.pending)
  }

  @Test func nothingChangedReportsOnlyTheBacklog() {
    let report = diff(Self.base)
    #expect(report.impact == Impact.none)
    #expect(summary(report) == [])
    #expect(report.pending == Self.pending)
  }

  /// An edit to the unreleased release is this pull request's change, reported as such; what
  /// the release already had stays pending.
  @Test func anEditToTheUnreleasedRelease() {
    let report = diff(
      Self.base.replacingOccurrences(
        of: "  case task.archive @since(1.1) @requires(archive)\n",
        with: "  case task.archive @since(1.1) @requires(archive)\n  case task.pin @since(1.1)\n"))
    #expect(report.impact == .newIPA)
    #expect(
      summary(report) == [
        "case-added error case:tempo.perform/task.pin: case 'tempo.perform/task.pin' is added in 1.1, within runtime 1: content built for the new release would send it to earlier releases, which lack it"
      ])
    #expect(report.pending == Self.pending)
  }

  @Test func aPackageVersionEditToTheUnreleasedRelease() {
    let report = diff(Self.base.replacingOccurrences(of: "14.0.2", with: "14.1.0"))
    #expect(report.impact == .newIPA)
    #expect(
      summary(report) == [
        "package-version-changed warning 1.1: release 1.1 links expo-haptics 14.1.0 instead of 14.0.1 within runtime 1: one update bundles one version, which cannot match both binaries; declare 'package expo-haptics compatible(RANGE)' if the native halves are interchangeable, or start a new runtime"
      ])
    #expect(
      report.pending == [
        PendingRelease(release: "1.1", changes: Array(Self.pending[0].changes.dropLast()))
      ])
  }

  /// Shipping the release empties the backlog, and is no change to the interface.
  @Test func shippingTheUnreleasedRelease() {
    let report = diff(
      Self.base.replacingOccurrences(of: "release 1.1 unreleased", with: "release 1.1"))
    #expect(report.impact == Impact.none)
    #expect(report.pending == [])
  }
}
