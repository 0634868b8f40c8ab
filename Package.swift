// swift-tools-version: 6.0
import Foundation
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
      name: "ContentScan", dependencies: ["BridgeDiagnostics", "ContractLanguage"],
      exclude: ["README.md"]),
    .target(name: "NativeScan", dependencies: ["BridgeDiagnostics"], exclude: ["README.md"]),
    .target(
      name: "Compatibility",
      dependencies: ["BridgeDiagnostics", "ContractLanguage", "ContentScan", "NativeScan"],
      exclude: ["README.md"]),
    .target(
      name: "Reporting",
      dependencies: ["BridgeDiagnostics", "ContractLanguage", "ContentScan", "Compatibility"],
      exclude: ["README.md"]),
    .target(
      name: "BridgeCheckCLI",
      dependencies: [
        "BridgeDiagnostics", "ContractLanguage", "ContentScan", "NativeScan", "Compatibility",
        "Reporting",
      ],
      exclude: ["README.md"]),
    .executableTarget(name: "bridgecheck", dependencies: ["BridgeCheckCLI"]),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "BridgeDiagnosticsTests", dependencies: ["BridgeDiagnostics", "TestSupport"]),
    .testTarget(
      name: "ContractLanguageTests",
      dependencies: ["ContractLanguage", "BridgeDiagnostics", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "ContentScanTests",
      dependencies: ["ContentScan", "ContractLanguage", "BridgeDiagnostics", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "NativeScanTests", dependencies: ["NativeScan", "BridgeDiagnostics", "TestSupport"]),
    .testTarget(
      name: "CompatibilityTests",
      dependencies: [
        "Compatibility", "ContentScan", "ContractLanguage", "BridgeDiagnostics", "TestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "BridgeCheckCLITests", dependencies: ["BridgeCheckCLI", "Reporting", "TestSupport"],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)

// The libFuzzer targets (Fuzz/), only when Fuzz/run.sh builds them with
// `-sanitize=fuzzer,address`: they call into libFuzzer, so a plain build cannot link them.
if ProcessInfo.processInfo.environment["BRIDGECHECK_FUZZ"] != nil {
  package.targets += [
    .target(name: "CFuzzDriver", path: "Fuzz/Sources/CFuzzDriver"),
    .target(name: "FuzzSupport", dependencies: ["CFuzzDriver"], path: "Fuzz/Sources/FuzzSupport"),
  ]
  let fuzzTargets: [(String, [Target.Dependency])] = [
    ("FuzzContract", ["ContractLanguage", "BridgeDiagnostics"]),
    ("FuzzContent", ["ContentScan", "ContractLanguage", "BridgeDiagnostics"]),
    ("FuzzHermes", ["ContentScan", "ContractLanguage", "BridgeDiagnostics"]),
    ("FuzzJSON", ["Compatibility", "BridgeDiagnostics"]),
    ("FuzzSwift", ["NativeScan", "BridgeDiagnostics"]),
  ]
  for (name, dependencies) in fuzzTargets {
    package.targets.append(
      .executableTarget(
        name: name, dependencies: dependencies + ["FuzzSupport"], path: "Fuzz/Sources/\(name)"))
  }
}
