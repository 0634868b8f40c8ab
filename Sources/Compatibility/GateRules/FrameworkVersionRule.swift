import BridgeDiagnostics
import ContentScan
import ContractLanguage

/// Content built against another React Native or Expo minor version than a release links.
struct FrameworkVersionRule: GateRule {
  let id = "framework-version"
  let purpose =
    "Refuses content whose package.json asks for a react-native or expo minor version other than a supported release's react-native(V) or expo(V)."
  let severity: Severity = .error
  let category = "binaries"
  let examples = [
    GateExample(
      "content built against another React Native minor version",
      contract: Self.linksReactNative,
      files: [
        (#"package.json"#, #"{ "dependencies": { "react-native": "0.82.1" } }"# + "\n"), createTask,
      ],
      .error),
    GateExample(
      "content built against the release's minor version",
      contract: Self.linksReactNative,
      files: [
        (#"package.json"#, #"{ "dependencies": { "react-native": "0.81.5" } }"# + "\n"), createTask,
      ],
      .silent),
  ]
  let help = """
    JavaScript built against one React Native or Expo version calls native code of that version: another minor version renames, adds and removes native methods, and the bundle fails on the phones of a release that links a different one. Build the OTA with the versions of the runtime's releases, or ship it with a new IPA that links the new ones.
    """

  /// The example contract, its releases linking React Native 0.81.
  private static let linksReactNative = gateExampleContract.replacingOccurrences(
    of: "release 1.0\n", with: "release 1.0 react-native(0.81.4)\n")

  func check(_ context: GateContext) -> [Finding] {
    var findings: [Finding] = []
    for manifest in context.scan.manifests {
      for property in [ReleaseProperty.reactNative, .expo] {
        guard let dependency = manifest.dependency(property.rawValue) else { continue }
        let releases = context.supported.filter { $0.properties[property] != nil }
        guard !releases.isEmpty else { continue }
        func finding(
          _ severity: Severity, _ releases: [Release], _ message: String, fix: String
        )
          -> Finding
        {
          Finding(
            rule: id, severity: severity, id: nil, name: dependency.name,
            releases: releases.map(\.version), file: manifest.file, line: dependency.line,
            column: dependency.column, message: message, fix: fix)
        }
        guard let wanted = Self.minorVersion(dependency.version) else {
          findings.append(
            finding(
              .warning, releases,
              "package.json asks for \(dependency.name) '\(dependency.version)', which names no version to compare with the releases' \(property.rawValue)(V)",
              fix: "pin \(dependency.name) to the version the runtime's releases link"))
          continue
        }
        let mismatched = releases.filter { Self.minorVersion($0.properties[property]!) != wanted }
        guard !mismatched.isEmpty else { continue }
        let linked = Set(mismatched.map { $0.properties[property]! }).sorted().joined(
          separator: ", ")
        findings.append(
          finding(
            .error, mismatched,
            "package.json asks for \(dependency.name) \(dependency.version), but release\(mismatched.count == 1 ? "" : "s") \(context.list(mismatched)) link\(mismatched.count == 1 ? "s" : "") \(dependency.name) \(linked): its native code is of another minor version",
            fix: "build the OTA against \(dependency.name) \(linked), or ship it with a new IPA"))
      }
    }
    return findings
  }

  /// `major.minor` of a version or a simple range (`0.81.4`, `^0.81.4`, `~54.0.12`, `>=54.0.0`);
  /// `nil` for anything else (`latest`, `*`, `workspace:*`, a URL).
  static func minorVersion(_ version: String) -> String? {
    let trimmed = version.drop { "^~>=v ".contains($0) }
    let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 2, parts[0].allSatisfy(\.isNumber), !parts[0].isEmpty,
      let minor = parts[1].split(whereSeparator: { !$0.isNumber }).first,
      parts[1].first?.isNumber == true
    else { return nil }
    return "\(parts[0]).\(minor)"
  }
}
