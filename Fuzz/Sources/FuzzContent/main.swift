import BridgeDiagnostics
import ContentScan
import ContractLanguage
import FuzzSupport

/// The example contract, the names the scanner looks for.
let contract: Contract = {
  let text = """
    bridge tempo
    runtime 7 {
      release 7.0
      release 7.1
    }
    capability task-archive @since(7.1) {
      scope bulk
    }
    module ExpoHaptics from "expo-haptics" @since(7.1)
    message perform from content {
      case task.create(title: string)
      case task.archive(id: string) @since(7.1) @requires(task-archive)
    }
    message snapshot from native: Snapshot
    type Snapshot {
      capabilities: capabilities
    }
    """
  return ContractLoader.check(
    [SourceFile(path: "fuzz.contract", text: text)], runtimeVersion: nil, folder: "fuzz"
  ).contract!
}()

/// The parser, the token tree, guard analysis, use extraction and module requests, and the
/// parser's summary with its scope tree, over every dialect: the first byte picks `.js`, `.ts` or
/// `.tsx`. Any crash, hang or stack overflow is a finding.
fuzz { bytes in
  guard !bytes.isEmpty else { return }
  let name = ["fuzz.js", "fuzz.ts", "fuzz.tsx"][Int(bytes[0]) % 3]
  let file = SourceFile(path: name, bytes: Array(bytes.dropFirst()))
  let read = ContentScanner.scan(file: file, contract: contract)
  _ = SyntaxSummary.json(of: file)
  // Lines and columns come from a table of line feeds per 4 KiB: each must be what counting from
  // the start of the file says.
  for use in read.uses {
    guard let offset = use.offset else { continue }
    let before = file.bytes[..<offset]
    let lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
    precondition(
      use.line == before.count(where: { $0 == 0x0A }) + 1
        && use.column == file.bytes[lineStart..<offset].count(where: { $0 & 0xC0 != 0x80 }) + 1,
      "a use's line and column are not where its offset is")
  }
}
