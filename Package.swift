// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "BridgeCheck",
  products: [
    .executable(name: "bridgecheck", targets: ["bridgecheck"]),
    .library(name: "ContractLanguage", targets: ["ContractLanguage"]),
  ],
  targets: [
    .target(name: "BridgeDiagnostics", exclude: ["README.md"]),
    .target(name: "ContractLanguage", dependencies: ["BridgeDiagnostics"], exclude: ["README.md"]),
    .target(
      name: "Reporting", dependencies: ["BridgeDiagnostics", "ContractLanguage"], exclude: ["README.md"]),
    .target(
      name: "BridgeCheckCLI",
      dependencies: ["BridgeDiagnostics", "ContractLanguage", "Reporting"],
      exclude: ["README.md"]),
    .executableTarget(name: "bridgecheck", dependencies: ["BridgeCheckCLI"]),
    .testTarget(name: "BridgeDiagnosticsTests", dependencies: ["BridgeDiagnostics"]),
    .testTarget(
      name: "ContractLanguageTests", dependencies: ["ContractLanguage", "BridgeDiagnostics"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "BridgeCheckCLITests", dependencies: ["BridgeCheckCLI", "Reporting"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
