import BridgeDiagnostics
import ContentScan
import ContractLanguage
import Foundation

/// A first contract written from a ``NativeInventory`` (`bridgecheck init`): one runtime, one
/// release, every declaration with a comment saying where it was seen. What only the content
/// shows is listed as comments, never declared.
public struct ContractDraft: Sendable {
  public let runtime: String
  public let release: String
  /// File name → text, each already in `fmt`'s canonical form.
  public let files: [(name: String, text: String)]

  /// What the content names that the native sources do not show: a comment each.
  public struct ContentOnly: Sendable, Hashable {
    public let name: String
    public let isModule: Bool
    public let source: String
  }

  /// The bridge's name in a draft of a native project that has none (it only links modules): a
  /// name no content writes as a prefix — with `app`, every `'app.json'` literal in content was
  /// a bridge name no release declares, and the gate refused it.
  public static let standInBridge = "unnamed-bridge"

  public static func write(
    _ inventory: NativeInventory, bridge: String, runtime: String, release: String,
    contentOnly: [ContentOnly] = []
  ) -> ContractDraft {
    var main: [String] = [
      "// Drafted by `bridgecheck init` from the native sources: each declaration says where it",
      "// was seen. Review it: cases and payloads carry no fields yet (replay checks payloads),",
      "// and only what native code shows is declared.",
    ]
    if bridge == standInBridge {
      main.append(
        "// No bridge was found in the native sources: '\(standInBridge)' stands in for its name.")
    }
    main += ["bridge \(bridge)", ""]
    let contentNames = contentOnly.filter { !$0.isModule }
    if !contentNames.isEmpty {
      main.append(
        "// Named by the content, but never handled or sent by the native sources (not declared):")
      for found in contentNames { main.append("//   \(found.name) (\(found.source))") }
      main.append("")
    }
    main.append(contentsOf: history(inventory, runtime: runtime, release: release))
    for capability in inventory.capabilities {
      main.append("")
      main.append("// \(capability.source)")
      if capability.scopes.isEmpty {
        main.append("capability \(capability.name)")
      } else {
        main.append("capability \(capability.name) {")
        for scope in capability.scopes { main.append("  scope \(scope)") }
        main.append("}")
      }
    }
    for message in inventory.messages {
      main.append("")
      main.append("// \(message.source)")
      let header = "message \(message.name) from \(message.direction.rawValue)"
      if message.cases.isEmpty {
        main.append(header)
      } else {
        main.append(header + " {")
        for found in message.cases { main.append("  case \(found.name) // \(found.source)") }
        main.append("}")
      }
    }
    if !inventory.unplaced.isEmpty {
      main.append("")
      main.append(
        "// Named by the native sources, but neither handled nor sent there (not declared):")
      for found in inventory.unplaced { main.append("//   \(found.name) (\(found.source))") }
    }

    var modules: [String] = [
      "// The native modules the build links, drafted by `bridgecheck init` from the sources that",
      "// define them. Add 'modules complete' once the list names every module the binary links:",
      "// a lookup of any other module then refuses instead of warning.",
    ]
    // A name the language cannot spell (spaces, symbols) is said, not declared.
    let unnamed = inventory.modules.filter { !NameSyntax.isValidName($0.name, dotted: true) }
    for module in inventory.modules where NameSyntax.isValidName(module.name, dotted: true) {
      var line = "module \(module.name)"
      if let package = module.package { line += " from \(NameSyntax.quoted(package))" }
      modules.append(line + " // \(module.source)")
    }
    if !unnamed.isEmpty {
      modules.append("")
      modules.append(
        "// Defined by the native sources under a name a contract cannot spell (not declared):")
      for module in unnamed { modules.append("//   \"\(module.name)\" (\(module.source))") }
    }
    let contentModules = contentOnly.filter(\.isModule)
    if !contentModules.isEmpty {
      modules.append("")
      modules.append(
        "// Looked up by the content, but defined by no native source read (not declared):")
      for found in contentModules { modules.append("//   \(found.name) (\(found.source))") }
    }
    return ContractDraft(
      runtime: runtime, release: release,
      files: [
        ("\(bridge).contract", canonical(main, name: "\(bridge).contract")),
        ("modules.contract", canonical(modules, name: "modules.contract")),
      ])
  }

  /// `runtime R { release R.0 PROPERTIES { package … } }`, with where the properties and
  /// versions came from.
  private static func history(_ inventory: NativeInventory, runtime: String, release: String)
    -> [String]
  {
    var lines = ["runtime \(runtime) {"]
    for (_, _, source) in inventory.properties { lines.append("  // \(source)") }
    if !inventory.properties.contains(where: { $0.property == .hermes }) {
      lines.append(
        "  // hermes(N) unknown: state the binary's Hermes bytecode version to check Hermes exports"
      )
    }
    var header = "  release \(release)"
    for (property, value, _) in inventory.properties.sorted(by: {
      ReleaseProperty.allCases.firstIndex(of: $0.property)!
        < ReleaseProperty.allCases.firstIndex(of: $1.property)!
    }) {
      header += " \(property.rawValue)(\(value))"
    }
    let versions = inventory.packages.filter { $0.version != nil }
    if versions.isEmpty {
      lines.append(header)
    } else {
      lines.append(header + " {")
      for package in versions {
        let name =
          NameSyntax.isBareVersion(package.name) ? package.name : NameSyntax.quoted(package.name)
        lines.append("    package \(name) \(package.version!) // \(package.source)")
      }
      lines.append("  }")
    }
    lines.append("}")
    return lines
  }

  /// The lines as `fmt` prints them (the draft is written to be fmt-clean, and this keeps it so).
  private static func canonical(_ lines: [String], name: String) -> String {
    let text = lines.joined(separator: "\n") + "\n"
    let (syntax, _) = ContractParser.parse(SourceFile(path: name, text: text))
    return syntax.hasSyntaxErrors ? text : ContractFormatter.format(syntax)
  }
}
