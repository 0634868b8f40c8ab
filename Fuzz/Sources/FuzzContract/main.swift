import BridgeDiagnostics
import ContractLanguage
import FuzzSupport

/// The contract lexer, recovering parser, resolver and every rule, then the formatter on what
/// parsed: any input gives diagnostics, never a crash, a hang or unbounded memory.
fuzz { bytes in
  let file = SourceFile(
    path: "fuzz.contract", bytes: bytes)
  let loaded = ContractLoader.check([file], runtimeVersion: nil, folder: "fuzz")
  if let contract = loaded.contract {
    for release in contract.releases { _ = contract.interface(of: release) }
  }
  let (syntax, diagnostics) = ContractParser.parse(file)
  if !diagnostics.contains(where: { $0.severity >= .error }) {
    _ = ContractFormatter.format(syntax)
  }
}
