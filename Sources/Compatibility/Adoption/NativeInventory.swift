import BridgeDiagnostics
import ContentScan
import ContractLanguage
import Foundation
import NativeScan

/// What a native build shows it provides, each piece with where it was seen: the draft of a
/// first contract (`init`) and of a new release's modules and packages (`contract update`).
/// Only native code proves what a release provides, so nothing here comes from the content.
public struct NativeInventory: Sendable {
  /// A thing found, and where (`Bridge/ContentBridge.swift:23`).
  public struct Found: Sendable, Hashable {
    public let name: String
    public let source: String
  }

  public struct Message: Sendable, Hashable {
    /// Without the bridge's prefix (`perform`).
    public let name: String
    public let direction: Direction
    public let source: String
    public var cases: [Found]
  }

  public struct Capability: Sendable, Hashable {
    public let name: String
    public let source: String
    public var scopes: [String]
  }

  public struct Module: Sendable, Hashable {
    public let name: String
    /// The npm package whose folder defines it.
    public let package: String?
    public let source: String
  }

  public var bridge: String?
  public var messages: [Message] = []
  public var capabilities: [Capability] = []
  public var modules: [Module] = []
  public var packages: [LinkedPackages.Package] = []
  public var properties: [(property: ReleaseProperty, value: String, source: String)] = []
  /// What the sources name but do not show handling or sending: comments, never declarations.
  public var unplaced: [Found] = []
  public var diagnostics: [Diagnostic] = []

  /// Packages whose native modules every release of their kind provides (CONTENT-ANALYSIS.md,
  /// "Native module uses"): never declared.
  static let corePackages: Set<String> = [
    "react-native", "expo", "expo-modules-core", "expo-brownfield",
  ]

  /// Reads the Swift sources' bridge, the modules defined in them and in the linked packages'
  /// folders (Swift, Objective-C and JavaScript specs), and the linked packages.
  public static func read(
    nativeSources: [String], linked: LinkedPackages, bridge: String?, relativeTo base: String
  ) -> NativeInventory {
    var inventory = NativeInventory()
    inventory.packages = linked.packages.filter { !corePackages.contains($0.name) }
    inventory.properties = linked.properties
    inventory.diagnostics = linked.diagnostics
    func shown(_ path: String, _ line: Int) -> String {
      let relative =
        path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
      return "\(relative):\(line)"
    }
    if !nativeSources.isEmpty {
      inventory.readBridge(nativeSources, bridge: bridge, shown: shown)
    }
    // Modules: the app's own native sources, and each linked package's folder.
    var folders: [(folder: String, package: String?)] = nativeSources.map { ($0, nil) }
    for package in inventory.packages {
      if let folder = package.folder { folders.append((folder, package.name)) }
    }
    var seen = Set<String>()
    for (folder, package) in folders {
      let (definitions, problems) = NativeModuleDefinitions.scan([folder])
      let (specs, specProblems) = ModuleSpecReader.specs(in: [folder])
      // A package's unreadable file is its maintainers' concern; the app's own are reported.
      if package == nil { inventory.diagnostics += problems + specProblems }
      let files =
        definitions.map { ($0.name, $0.file, shown($0.file, $0.line), $0.kind.rawValue) }
        + specs.map { ($0.name, $0.file, shown($0.file, $0.line), $0.callee) }
      for (name, file, source, how) in files where seen.insert(name).inserted {
        inventory.modules.append(
          Module(
            name: name, package: package ?? nativePackage(containing: file, within: folder),
            source: "\(how) at \(source)"))
      }
    }
    return inventory
  }

  /// The npm package with native code whose folder holds `file` (a `package.json` beside a
  /// podspec or an `expo-module.config.json`), searched up to `root`: what content imports to
  /// reach the module. An app's own `package.json` names no such package.
  static func nativePackage(containing file: String, within root: String) -> String? {
    let top = lexicallyStandardized(root)
    var folder = lexicallyStandardized(parentFolder(of: file))
    while folder.hasPrefix(top) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      if names.contains("package.json"),
        names.contains(where: { $0.hasSuffix(".podspec") || $0 == "expo-module.config.json" }),
        case .success(let (_, manifest)) = JSONValue.read(
          path: folder + "/package.json", maxBytes: 1 << 20),
        let name = manifest["name"]?.string, PackageName.isValid(name)
      {
        return name
      }
      let parent = parentFolder(of: folder)
      if parent == folder || parent.isEmpty { break }
      folder = parent
    }
    return nil
  }

  /// The bridge from Swift: its name (the prefix of the names native sends as `type`), the
  /// messages it handles (from content) and sends (from native), their cases, and the
  /// capabilities its snapshot announces.
  private mutating func readBridge(
    _ folders: [String], bridge given: String?, shown: (String, Int) -> String
  ) {
    // Any name: case kinds are often single words (`navigate`); only dotted ones can be the
    // bridge's messages.
    let report = NativeSourceScanner.scan(folders) { NameSyntax.isValidName($0, dotted: true) }
    // Objective-C sources and specs without Swift are a native project too.
    diagnostics += report.diagnostics.filter { $0.id != "no-swift-sources" }
    let references = report.references
    let dotted = references.filter { Self.isDottedName($0.name) }
    // Only sources that use Expo Brownfield have a bridge to name: elsewhere a dotted string a
    // `switch` tests is a localisation key or an event's name, not a message.
    let inferred =
      !report.importsBrownfield
      ? nil
      : Self.mostCommon(
        dotted.filter { $0.role == .sent && $0.key == "type" }.map { Self.prefix($0.name) })
        ?? Self.mostCommon(dotted.filter { $0.role == .handled }.map { Self.prefix($0.name) })
    guard let bridge = given ?? inferred else {
      let reason =
        report.importsBrownfield
        ? "the native sources send no dotted 'type' and handle no dotted name"
        : "no native source imports ExpoBrownfield"
      diagnostics.append(
        Diagnostic(
          .warning, "bridge-unknown",
          "cannot tell the bridge's name: \(reason); the draft declares no messages (pass --bridge NAME if they have a bridge)",
          path: folders.joined(separator: ", ")))
      return
    }
    self.bridge = bridge
    let prefix = bridge + "."
    let bridged = references.filter { $0.name.hasPrefix(prefix) }
    var byName: [String: [NativeReference]] = [:]
    for reference in bridged { byName[reference.name, default: []].append(reference) }

    for (name, found) in byName.sorted(by: { $0.key < $1.key }) {
      let short = String(name.dropFirst(prefix.count))
      guard NameSyntax.isValidName(short, dotted: true) else { continue }
      let sent = found.filter { $0.role == .sent && $0.key == "type" }
      let handled = found.filter { $0.role == .handled }
      let announced = found.filter { $0.scopes != nil }
      if let first = sent.first {
        messages.append(
          Message(
            name: short, direction: .native,
            source: "sent as 'type' at \(shown(first.file, first.line))",
            cases: nativeCases(of: name, references: references, shown: shown)))
      } else if let first = handled.first {
        messages.append(
          Message(
            name: short, direction: .content, source: "handled at \(shown(first.file, first.line))",
            cases: contentCases(of: name, report: report, prefix: prefix, shown: shown)))
      }
      if let first = announced.first {
        let scopes = Array(Set(announced.flatMap { $0.scopes ?? [] })).sorted().filter {
          NameSyntax.isValidName($0, dotted: true)
        }
        capabilities.append(
          Capability(
            name: short, source: "announced at \(shown(first.file, first.line))", scopes: scopes))
      }
      if sent.isEmpty && handled.isEmpty && announced.isEmpty, let first = found.first {
        unplaced.append(Found(name: name, source: shown(first.file, first.line)))
      }
    }
  }

  /// The kinds native sends with `type` `message`: `"kind": K` in a function that sends only
  /// that type, or a `kind:` argument of a call to such a function (`command(kind: "search")`).
  private func nativeCases(
    of message: String, references: [NativeReference], shown: (String, Int) -> String
  ) -> [Found] {
    var typesByFunction: [String: Set<String>] = [:]
    for reference in references where reference.role == .sent && reference.key == "type" {
      if let function = reference.function {
        typesByFunction[function, default: []].insert(reference.name)
      }
    }
    let senders = Set(typesByFunction.filter { $0.value == [message] }.keys)
    var cases: [Found] = []
    for reference in references where reference.role == .sent && reference.key == "kind" {
      let inSender = reference.function.map(senders.contains) ?? false
      let toSender = reference.callee.map(senders.contains) ?? false
      guard inSender || toSender, NameSyntax.isValidName(reference.name, dotted: true),
        !cases.contains(where: { $0.name == reference.name })
      else { continue }
      cases.append(
        Found(
          name: reference.name, source: "sent as 'kind' at \(shown(reference.file, reference.line))"
        ))
    }
    return cases
  }

  /// The kinds native handles for `message`: the labels of a switch nested in the case that
  /// handles it, or in a function that case calls (`case .perform: perform(data)`), and `==`
  /// comparisons in such a function.
  private func contentCases(
    of message: String, report: NativeScanReport, prefix: String,
    shown: (String, Int) -> String
  ) -> [Found] {
    let handlers = Set(
      report.caseBodies.filter { $0.labels.contains(message) }.flatMap(\.calls))
    var cases: [Found] = []
    func add(_ name: String, _ source: String) {
      guard !name.hasPrefix(prefix), NameSyntax.isValidName(name, dotted: true),
        !cases.contains(where: { $0.name == name })
      else { return }
      cases.append(Found(name: name, source: source))
    }
    for nativeSwitch in report.switches
    where nativeSwitch.enclosingCase.contains(message)
      || nativeSwitch.function.map(handlers.contains) == true
    {
      for label in nativeSwitch.labels {
        add(label.value, "handled at \(shown(label.file, label.line))")
      }
    }
    for reference in report.references
    where reference.role == .handled && reference.function.map(handlers.contains) == true {
      add(reference.name, "handled at \(shown(reference.file, reference.line))")
    }
    return cases
  }

  static func isDottedName(_ value: String) -> Bool {
    value.contains(".") && NameSyntax.isValidName(value, dotted: true)
  }

  private static func prefix(_ name: String) -> String {
    String(name.prefix { $0 != "." })
  }

  private static func mostCommon(_ values: [String]) -> String? {
    var counts: [String: Int] = [:]
    for value in values { counts[value, default: 0] += 1 }
    return counts.max { lhs, rhs in
      lhs.value != rhs.value ? lhs.value < rhs.value : lhs.key > rhs.key
    }?.key
  }
}
