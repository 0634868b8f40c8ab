import BridgeDiagnostics
import ContentScan
import ContractLanguage

/// The JavaScript half of a native package at another version than the native half a supported
/// release's binary linked (CONTRACT-LANGUAGE.md, "Native package versions"): the most common OTA
/// crash in the field ("got 3 arguments, expected 2", "… is not a function").
struct NativePackageVersionRule: GateRule {
  let id = "native-package-version"
  let purpose =
    "Refuses an update that bundles a version of a native package other than, and not declared compatible with, the one a supported release's binary linked."
  let severity: Severity = .error
  let category = "binaries"
  let examples = [
    GateExample(
      "the update bundles another version than the binary links",
      contract: gateExampleContract.replacingOccurrences(
        of: "release 1.0\n", with: "release 1.0 {\n    package expo-haptics 14.0.1\n  }\n"),
      files: [
        (#"package.json"#, #"{ "dependencies": { "expo-haptics": "14.0.2" } }"# + "\n"),
        (
          "node_modules/expo-haptics/package.json",
          #"{ "name": "expo-haptics", "version": "14.0.2" }"# + "\n"
        ),
        createTask,
      ], .error),
    GateExample(
      "another version, declared compatible",
      contract: gateExampleContract.replacingOccurrences(
        of: "release 1.0\n", with: "release 1.0 {\n    package expo-haptics 14.0.1\n  }\n")
        + "package expo-haptics compatible(~14.0)\n",
      files: [
        (#"package.json"#, #"{ "dependencies": { "expo-haptics": "14.0.2" } }"# + "\n"),
        (
          "node_modules/expo-haptics/package.json",
          #"{ "name": "expo-haptics", "version": "14.0.2" }"# + "\n"
        ),
        createTask,
      ], .silent),
  ]
  let help = """
    A package with native code has two halves: the JavaScript the update bundles and the native code the installed binary linked. When their versions differ, the JavaScript may call native methods the binary lacks or that take other arguments. Pin the version every supported release links (in package.json, then reinstall so that the lockfile and node_modules agree), declare `package NAME compatible(RANGE)` in the contract when the native halves are interchangeable, or bump the runtime and ship a new IPA.
    """

  func check(_ context: GateContext) -> [Finding] {
    PackageVersionCheck.mismatches(context).map { mismatch in
      Finding(
        rule: id, severity: mismatch.certain ? .error : .warning, id: nil,
        name: mismatch.package.name, releases: mismatch.releases.map(\.version),
        file: mismatch.package.file, line: mismatch.package.line, column: mismatch.package.column,
        message: mismatch.message(context), fix: mismatch.fix)
    }
  }
}

/// One bundled package whose version does not (or may not) match some supported releases'.
struct PackageVersionCheck: Sendable {
  let package: BundledPackage
  /// The version those releases' binaries linked.
  let linked: SemanticVersion
  let releases: [Release]
  /// Whether the bundled version is known to differ (an error); `false` when only a range is
  /// known and it admits versions that differ (a warning).
  let certain: Bool
  /// A version every supported release can run, when there is one.
  let pin: SemanticVersion?

  func message(_ context: GateContext) -> String {
    let binaries =
      releases.count == 1
      ? "release \(releases[0].version)'s binary"
      : "the binaries of releases \(context.list(releases))"
    let advice =
      pin.map { "pin \($0), or bump the runtime" }
      ?? "no one version runs on every supported release's binary, so bump the runtime"
    guard let version = package.version else {
      let asked = package.requested.map { "'\($0)'" } ?? "no version"
      let how =
        certain
        ? "no version it admits runs on \(linked)"
        : "no node_modules or lockfile says which version the update bundles, and the range admits versions other than \(linked)"
      return
        "package.json asks for \(package.name) \(asked), \(linked) in \(binaries): \(how); \(advice)"
    }
    return
      "\(package.name) \(version) in this update, \(linked) in \(binaries): its native methods may differ; \(advice)"
  }

  var fix: String {
    guard let pin else { return "bump runtime-version.txt and ship a new IPA" }
    return
      "set \"\(package.name)\": \"\(pin)\" in package.json and reinstall, so that the update bundles the version the binaries link"
  }

  /// Every bundled package the contract records versions of, compared with each supported
  /// release that links it. A release that does not link the package at all is left to the
  /// module rules: its lookups decide.
  static func mismatches(_ context: GateContext) -> [PackageVersionCheck] {
    let contract = context.contract
    var results: [PackageVersionCheck] = []
    for package in context.bundledPackages {
      let linking = context.supported.filter { $0.packages[package.name] != nil }
      guard !linking.isEmpty else { continue }
      let candidates = Set(linking.map { $0.packages[package.name]! }).sorted()
      let pin = candidates.first { candidate in
        linking.allSatisfy {
          contract.isCompatible(
            package.name, bundled: candidate, linked: $0.packages[package.name]!)
        }
      }
      for linked in candidates {
        let releases = linking.filter { $0.packages[package.name] == linked }
        let certain: Bool
        if let version = package.version {
          guard !contract.isCompatible(package.name, bundled: version, linked: linked) else {
            continue
          }
          certain = true
        } else if let requested = package.requested, let range = VersionRange(requested) {
          guard !contract.isCompatible(package.name, everyVersionOf: range, linked: linked) else {
            continue
          }
          certain = !contract.mayBeCompatible(package.name, range: range, linked: linked)
        } else {
          certain = false
        }
        results.append(
          PackageVersionCheck(
            package: package, linked: linked, releases: releases, certain: certain, pin: pin))
      }
    }
    return results
  }
}
