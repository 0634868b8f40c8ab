import ContentScan
import ContractLanguage
import Foundation
import Reporting
import TestSupport
import Testing

/// `scan` writes its text and JSON as they are made (a large tree's report runs to tens of
/// megabytes): the pieces, joined, are the whole report.
struct StreamedReportTests {
  let report = ContentScanner.scan(
    [Repository.path("Examples/TempoContent")],
    contract: ContractLoader.load(folder: Repository.path("contracts")).contract!)

  @Test func theTextInPiecesIsTheWholeText() {
    var pieces: [String] = []
    report.writeText(colors: false, pieceBytes: 256) { pieces.append($0) }
    #expect(pieces.joined() == report.text(colors: false))
    // A piece is handed on once it holds `pieceBytes`, after the use that filled it.
    #expect(pieces.count > report.text(colors: false).utf8.count / 1024)
    #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= 256 })
  }

  @Test func theJSONInPiecesIsTheWholeJSON() {
    var bytes: [UInt8] = []
    report.writeJSON { bytes += $0 }
    #expect(String(decoding: bytes, as: UTF8.self) == report.renderedJSON())
  }
}
