import BridgeDiagnostics

/// Rule 8: within a runtime every release must load the same content, so a new Hermes, React
/// Native or Expo version normally starts a new runtime.
struct ReleasePropertyChangedRule: ContractRule {
  let id = "release-property-changed"
  let purpose =
    "Warns when a release states a hermes, react-native or expo version that no earlier release of its runtime had."

  func check(_ contract: Contract) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for runtime in contract.runtimes {
      var seen: [ReleaseProperty: Set<String>] = [:]
      for release in contract.releases[runtime.releases] {
        for property in ReleaseProperty.allCases {
          guard let value = release.properties[property] else { continue }
          let earlier = seen[property, default: []]
          if !release.isFirstOfRuntime, !earlier.contains(value),
            let stated = release.statedProperties[property]
          {
            diagnostics.append(
              .warning(
                id,
                "release \(release.version) changes '\(property.rawValue)' to '\(value)' within runtime \(runtime.version)",
                at: stated.span,
                notes: [
                  .init(
                    "content built for one release of the runtime would not load on another; such a change normally starts a new runtime"
                  )
                ]))
          }
          seen[property, default: []].insert(value)
        }
      }
    }
    return diagnostics
  }
}
