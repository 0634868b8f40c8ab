import BridgeDiagnostics
import ContentScan
import ContractLanguage
import Foundation

/// What `init` reads: the native build's sources and outputs, and the content to compare with.
public struct AdoptionOptions: Sendable {
  public var nativeSources: [String] = []
  public var content: [String] = []
  public var autolinking: String?
  public var podfileLock: String?
  public var bridge: String?
  public var runtime: String?
  public var release: String?

  public init() {}
}

/// Starting a contract from the native build (`bridgecheck init`): the inventory of what native
/// provides, drafted as one runtime with one release, and what the content names beyond it.
public enum Adoption {
  public static func linkedPackages(_ options: AdoptionOptions) -> LinkedPackages {
    var linked = LinkedPackages()
    if let path = options.autolinking { linked.readAutolinking(path) }
    if let path = options.podfileLock { linked.readPodfileLock(path) }
    return linked
  }

  /// The draft, or why there is none (a fatal diagnostic: the bridge's name cannot be told, a
  /// source cannot be read).
  public static func draft(_ options: AdoptionOptions, relativeTo base: String) -> (
    draft: ContractDraft?, inventory: NativeInventory
  ) {
    let read = NativeInventory.read(
      nativeSources: options.nativeSources, linked: linkedPackages(options),
      bridge: options.bridge, relativeTo: base)
    var inventory = read
    // (When an input could not be read, that is the reason, said once.)
    if inventory.messages.isEmpty, inventory.capabilities.isEmpty, inventory.modules.isEmpty,
      inventory.packages.isEmpty, !inventory.diagnostics.contains(where: { $0.severity == .fatal })
    {
      inventory.diagnostics.append(
        Diagnostic(
          .fatal, "nothing-native",
          "found nothing native to draft a contract from: no bridge messages, capabilities, native modules or linked packages",
          path: (options.nativeSources
            + [options.autolinking, options.podfileLock].compactMap { $0 })
            .joined(separator: ", ")))
    }
    guard !inventory.diagnostics.contains(where: { $0.severity == .fatal }) else {
      return (nil, inventory)
    }
    // Without a bridge (a native project that only links modules) a name stands in.
    let bridge = inventory.bridge ?? options.bridge ?? ContractDraft.standInBridge
    let runtime = options.runtime ?? appConfigRuntime(options.content) ?? "1"
    let release = options.release ?? "\(runtime).0"
    var draft = ContractDraft.write(inventory, bridge: bridge, runtime: runtime, release: release)
    if !options.content.isEmpty,
      let contract = ContractLoader.check(
        draft.files.map { SourceFile(path: $0.name, text: $0.text) }, runtimeVersion: nil,
        folder: "contracts"
      ).contract
    {
      let contentOnly = contentOnlyNames(
        ContentScanner.scan(options.content, contract: contract), base: base)
      draft = ContractDraft.write(
        inventory, bridge: bridge, runtime: runtime, release: release, contentOnly: contentOnly)
    }
    return (draft, inventory)
  }

  /// The runtime the content's app config stamps, when it says one.
  static func appConfigRuntime(_ content: [String]) -> String? {
    AppConfig.read(near: content).compactMap(\.runtimeVersion).first
  }

  /// Names the content uses that the draft does not declare: names it sends and modules it
  /// looks up (told apart by the use's role).
  static func contentOnlyNames(_ scan: ScanReport, base: String)
    -> [ContractDraft.ContentOnly]
  {
    var seen = Set<String>()
    var found: [ContractDraft.ContentOnly] = []
    for use in scan.uses where use.id == nil && !use.dynamic && seen.insert(use.name).inserted {
      let file =
        use.file.hasPrefix(base + "/") ? String(use.file.dropFirst(base.count + 1)) : use.file
      let place = use.line.map { "\(file):\($0)" } ?? file
      found.append(
        ContractDraft.ContentOnly(
          name: use.name, isModule: use.role == .looksUp, source: place))
    }
    return found.sorted { $0.name < $1.name }
  }
}
