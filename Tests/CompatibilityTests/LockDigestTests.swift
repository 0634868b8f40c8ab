import BridgeDiagnostics
import ContentScan
import ContractLanguage
import Foundation
import TestSupport
import Testing

@testable import Compatibility

/// A lock's digest is computed from the bytes the analysis read, in the same read: the files
/// may change or vanish after the scan, and the lock still covers what was checked — never
/// other bytes read again.
struct LockDigestTests {
  static let contract = ContractLoader.load(folder: Repository.path("contracts")).contract!

  @Test func theDigestCoversTheBytesTheScanRead() throws {
    let root = NSTemporaryDirectory() + "lock-digest-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let source = #"send("tempo.bootstrap")"# + "\n"
    try source.write(toFile: root + "/a.ts", atomically: true, encoding: .utf8)
    var options = ScanOptions()
    options.keepsContents = true
    let scan = ContentScanner.scan([root], contract: Self.contract, options: options)
    let report = Gate.evaluate(contract: Self.contract, scan: scan, options: GateOptions())
    #expect(report.verdict == .publish)
    // What is on disk now is not what was checked.
    try "send(\"tempo.perform\")\n".write(
      toFile: root + "/a.ts", atomically: true, encoding: .utf8)
    let lock = try Lock.make(
      report: report, contract: Self.contract, lock: LockOptions(),
      tool: "test"
    ).get()
    var expected = SHA256()
    let bytes = Array(source.utf8)
    expected.update(Array("a.ts".utf8) + [0])
    expected.update(
      (0..<8).reversed().map { UInt8(truncatingIfNeeded: UInt64(bytes.count) >> (8 * UInt64($0))) })
    expected.update(bytes)
    #expect(lock.digest == "sha256:" + expected.finalize())
    try FileManager.default.removeItem(atPath: root + "/a.ts")
    #expect(
      try Lock.make(
        report: report, contract: Self.contract, lock: LockOptions(),
        tool: "test"
      ).get().digest == lock.digest)
  }

  @Test func aScanThatKeptNoBytesRecordsNoLock() throws {
    let root = NSTemporaryDirectory() + "lock-digest-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try #"send("tempo.bootstrap")"#.write(toFile: root + "/a.ts", atomically: true, encoding: .utf8)
    let scan = ContentScanner.scan([root], contract: Self.contract)
    let report = Gate.evaluate(contract: Self.contract, scan: scan, options: GateOptions())
    switch Lock.make(
      report: report, contract: Self.contract, lock: LockOptions(),
      tool: "test")
    {
    case .success: Issue.record("a lock was made from bytes the scan did not keep")
    case .failure(let error):
      #expect(error.message.contains("the scan did not keep the bytes of"))
    }
  }
}
