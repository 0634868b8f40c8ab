import BridgeDiagnostics
import ContentScan
import ContractLanguage
import FuzzSupport

let contract: Contract = ContractLoader.check(
  [
    SourceFile(
      path: "fuzz.contract",
      text: "bridge tempo\nruntime 7 {\n  release 7.0\n}\nmessage perform from content\n")
  ],
  runtimeVersion: nil, folder: "fuzz"
).contract!

/// The Hermes bytecode reader: every input that starts with the Hermes magic is read as a
/// bundle (the magic is prepended when missing, so the fuzzer spends its time past it).
fuzz { input in
  var bytes = input
  let magic: [UInt8] = [0xC6, 0x1F, 0xBC, 0x03, 0xC1, 0x03, 0x19, 0x1F]
  if !bytes.starts(with: magic) { bytes = magic + bytes }
  _ = ContentScanner.scan(file: SourceFile(path: "fuzz.hbc", bytes: bytes), contract: contract)
}
