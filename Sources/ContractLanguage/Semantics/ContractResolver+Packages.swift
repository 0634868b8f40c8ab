import BridgeDiagnostics

/// Native package versions (CONTRACT-LANGUAGE.md, "Native package versions"): each release's
/// `package NAME VERSION` block and the top-level `package NAME compatible(…)` declarations.
extension ContractResolver {
  /// A release's package block: valid names, exact versions or `none`, each package once, and a
  /// removal only of what an earlier release links.
  mutating func resolvePackages(
    _ release: SyntaxRelease, linked: [String: SemanticVersion]
  ) -> [String: StatedPackage] {
    var stated: [String: StatedPackage] = [:]
    for line in release.packages ?? [] {
      let name = line.name.value
      guard checkPackageName(line.name) else { continue }
      if let previous = stated[name] {
        reportDuplicate(
          "duplicate-package", "release '\(release.version.value)' states package '\(name)' twice",
          at: line.name.span, first: previous.span, verb: "stated")
        continue
      }
      if line.isRemoval {
        guard linked[name] != nil else {
          diagnostics.append(
            .error(
              "package-not-linked",
              "release '\(release.version.value)' removes package '\(name)', which no earlier release links",
              at: line.version.span))
          continue
        }
        stated[name] = StatedPackage(version: nil, span: line.name.span)
        continue
      }
      guard let version = SemanticVersion(line.version.value), line.version.value.first != "v"
      else {
        diagnostics.append(
          .error(
            "invalid-package-version",
            "'\(line.version.value)' is not an exact version of '\(name)'; a release records the version its binary linked, such as '14.0.1' (or 'none' when it no longer links it)",
            at: line.version.span))
        continue
      }
      stated[name] = StatedPackage(version: version, span: line.name.span)
    }
    return stated
  }

  private mutating func checkPackageName(_ name: SyntaxWord) -> Bool {
    guard PackageName.isValid(name.value) else {
      diagnostics.append(
        .error(
          "invalid-package-name", "'\(name.value)' is not an npm package name", at: name.span,
          notes: [
            .init(
              "package names are lower case, such as expo-haptics; a scoped one is quoted: \"@react-native-community/netinfo\""
            )
          ]))
      return false
    }
    return true
  }

  mutating func resolvePackageCompatibility() -> [PackageCompatibility] {
    var declared: [PackageCompatibility] = []
    var seen: [String: Span] = [:]
    for declaration in declarations {
      guard case .packageCompatibility(let syntax) = declaration.kind,
        checkPackageName(syntax.name)
      else { continue }
      if let previous = seen[syntax.name.value] {
        reportDuplicate(
          "duplicate-declaration",
          "the compatible versions of '\(syntax.name.value)' are declared twice",
          at: syntax.name.span, first: previous)
        continue
      }
      seen[syntax.name.value] = syntax.name.span
      var ranges: [VersionRange] = []
      for word in syntax.ranges {
        guard let range = VersionRange(word.value), !range.intervals.isEmpty else {
          diagnostics.append(
            .error(
              "invalid-version-range",
              "'\(word.value)' is not a version range, such as '~14.0', '^3.2.0' or '14.0.x'",
              at: word.span))
          continue
        }
        ranges.append(range)
      }
      declared.append(
        PackageCompatibility(
          package: syntax.name.value, ranges: ranges, docs: declaration.trivia.docs,
          span: syntax.name.span))
    }
    return declared
  }
}
