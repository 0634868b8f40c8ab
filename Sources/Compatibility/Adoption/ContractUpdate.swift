import BridgeDiagnostics
import ContractLanguage
import Foundation

/// `contract update --release R`: what a new IPA's native build changes in the contract — the
/// release, the versions of its linked packages, the modules added (`@since(R)`) — and what it
/// lost, which only a new runtime may lose (reported, never written).
public struct ContractUpdate: Sendable {
  public struct PackageChange: Sendable, Hashable {
    public let name: String
    public let old: SemanticVersion?
    public let new: SemanticVersion
    public let source: String
  }

  public let release: String
  public let runtime: String
  /// Whether the release is added (unreleased); otherwise it is already declared.
  public let isNewRelease: Bool
  public let packages: [PackageChange]
  public let properties: [(property: ReleaseProperty, old: String?, new: String)]
  public let addedModules: [NativeInventory.Module]
  /// Modules the release before it links that the build no longer defines.
  public let goneModules: [String]
  /// Packages the release before it links that the build no longer links.
  public let gonePackages: [String]
  /// Problems that stop the update: a shipped release that the build contradicts.
  public let errors: [String]
  /// Each file to rewrite (path → text), already formatted.
  public let edits: [(path: String, text: String)]
  public let diagnostics: [Diagnostic]

  /// Whether the contract is stale: something would be written, or something was lost.
  public var changes: Bool {
    !edits.isEmpty || !goneModules.isEmpty || !gonePackages.isEmpty || !errors.isEmpty
  }

  public static func plan(
    _ loaded: LoadedContract, release: String, options: AdoptionOptions, relativeTo base: String
  ) -> ContractUpdate {
    let contract = loaded.contract!
    let linked = Adoption.linkedPackages(options)
    let inventory = NativeInventory.read(
      nativeSources: options.nativeSources, linked: linked, bridge: contract.bridge,
      relativeTo: base)
    let runtime =
      contract.releases.first { $0.version == release }.map { contract.runtime(named: $0.runtime)! }
      ?? contract.runtimeVersion.flatMap { contract.runtime(named: $0.value) }
      ?? contract.runtimes.last!
    let existing = contract.release(named: release)
    let history = contract.releases[runtime.releases]
    // What the build is compared with: the release itself when shipped, else the one before.
    let previous: Release? =
      existing.map { release in
        release.status == .unreleased
          ? (release.index > 0 ? contract.releases[release.index - 1] : nil) : release
      } ?? history.last

    var errors: [String] = []
    var packageChanges: [PackageChange] = []
    // What the release links already (itself when declared, else the release before it).
    let current = existing ?? previous
    for package in inventory.packages {
      guard let version = package.version else { continue }
      let before = previous?.packages[package.name]
      if current?.packages[package.name] != version {
        packageChanges.append(
          PackageChange(name: package.name, old: before, new: version, source: package.source))
      }
    }
    let listed = Set(linked.packages.map(\.name))
    let gonePackages =
      linked.packages.isEmpty
      ? []
      : (previous?.packages.keys.filter { !listed.contains($0) }.sorted() ?? [])
    var propertyChanges: [(property: ReleaseProperty, old: String?, new: String)] = []
    for (property, value, _) in inventory.properties where current?.properties[property] != value {
      propertyChanges.append((property, previous?.properties[property], value))
    }

    // Modules: added are those the contract does not declare at all; gone, those the release
    // before links whose source was read and no longer defines them.
    let declaredModules = contract.elements.filter { $0.kind == .module }
    let declaredNames = Set(declaredModules.map(\.name))
    let defined = Set(inventory.modules.map(\.name))
    let added = inventory.modules.filter {
      !declaredNames.contains($0.name) && NameSyntax.isValidName($0.name, dotted: true)
    }
    let readPackages = Set(inventory.packages.filter { $0.folder != nil }.map(\.name))
    let goneModules = declaredModules.filter { module in
      guard let previous, module.availability.isAvailable(in: previous.index),
        !defined.contains(module.name)
      else { return false }
      if let package = module.package {
        return readPackages.contains(package) || (!listed.isEmpty && !listed.contains(package))
      }
      return !options.nativeSources.isEmpty
    }.map(\.name).sorted()

    if let existing, existing.status != .unreleased,
      !packageChanges.isEmpty || !propertyChanges.isEmpty || !added.isEmpty
    {
      errors.append(
        "release \(release) is \(existing.status.rawValue): its binary is what it is, and this build differs from it; name a new release"
      )
    }
    var edits: [(path: String, text: String)] = []
    if errors.isEmpty {
      edits = Self.edits(
        loaded, contract: contract, release: release, existing: existing, runtime: runtime,
        packages: packageChanges, properties: propertyChanges, modules: added)
    }
    return ContractUpdate(
      release: release, runtime: runtime.version, isNewRelease: existing == nil,
      packages: packageChanges, properties: propertyChanges, addedModules: added,
      goneModules: goneModules, gonePackages: gonePackages, errors: errors, edits: edits,
      diagnostics: inventory.diagnostics)
  }

  /// The contract files with the release written (a new `release R unreleased` before its
  /// runtime's `}`, or an unreleased one's line and block rewritten) and the added modules
  /// appended to the file that declares modules.
  private static func edits(
    _ loaded: LoadedContract, contract: Contract, release: String, existing: Release?,
    runtime: Runtime, packages: [PackageChange],
    properties: [(property: ReleaseProperty, old: String?, new: String)],
    modules: [NativeInventory.Module]
  ) -> [(path: String, text: String)] {
    var texts: [String: String] = [:]
    func text(of file: SourceFile) -> String {
      texts[file.path] ?? String(decoding: file.bytes, as: UTF8.self)
    }
    if existing == nil || !packages.isEmpty || !properties.isEmpty {
      var stated: [String: String] = [:]
      var header = "release \(release) unreleased"
      if existing != nil, let syntax = releaseSyntax(loaded, version: release) {
        // An unreleased release keeps what it states, and takes the build's changes.
        for package in syntax.packages ?? [] { stated[package.name.value] = package.version.value }
        for property in syntax.properties
        where !properties.contains(where: { $0.property.rawValue == property.name.text }) {
          header += " \(property.name.text)(\(property.value.value))"
        }
      }
      for (property, _, value) in properties { header += " \(property.rawValue)(\(value))" }
      for package in packages { stated[package.name] = package.new.description }
      var lines = [header + (stated.isEmpty ? "" : " {")]
      for (name, version) in stated.sorted(by: { $0.key < $1.key }) {
        let source = packages.first { $0.name == name }.map { " // \($0.source)" } ?? ""
        let shown = NameSyntax.isBareVersion(name) ? name : NameSyntax.quoted(name)
        lines.append("  package \(shown) \(version)\(source)")
      }
      if !stated.isEmpty { lines.append("}") }
      if let syntax = releaseSyntax(loaded, version: release) {
        // Replace the release's own text, from its line's start to its last token.
        let file = syntax.span.file
        var bytes = Array(text(of: file).utf8)
        let start = lineStart(bytes, syntax.span.start)
        let indent = String(decoding: bytes[start..<syntax.span.start], as: UTF8.self)
        let replacement = lines.map { indent + $0 }.joined(separator: "\n")
        bytes.replaceSubrange(start..<syntax.span.end, with: Array(replacement.utf8))
        texts[file.path] = String(decoding: bytes, as: UTF8.self)
      } else if let declaration = runtimeDeclaration(loaded, version: runtime.version) {
        let file = declaration.span.file
        var bytes = Array(text(of: file).utf8)
        let closing = lineStart(bytes, declaration.span.end - 1)
        let insertion = lines.map { "  " + $0 + "\n" }.joined()
        bytes.insert(contentsOf: Array(insertion.utf8), at: closing)
        texts[file.path] = String(decoding: bytes, as: UTF8.self)
      }
    }
    if !modules.isEmpty {
      let holder =
        loaded.files.first { file in
          file.declarations.contains { if case .module = $0.kind { true } else { false } }
        }?.file
      let lines = modules.map { module in
        var line = "module \(module.name)"
        if let package = module.package { line += " from \(NameSyntax.quoted(package))" }
        return line + " @since(\(release)) // \(module.source)\n"
      }.joined()
      if let holder {
        var current = text(of: holder)
        if !current.hasSuffix("\n") { current += "\n" }
        texts[holder.path] = current + lines
      } else {
        let folder = (loaded.files.first?.file.path as NSString?)?.deletingLastPathComponent ?? "."
        texts[(folder as NSString).appendingPathComponent("modules.contract")] =
          "// The native modules the build links.\n" + lines
      }
    }
    return texts.sorted { $0.key < $1.key }.map { path, text in
      let (syntax, _) = ContractParser.parse(SourceFile(path: path, text: text))
      return (path, syntax.hasSyntaxErrors ? text : ContractFormatter.format(syntax))
    }
  }

  private static func releaseSyntax(_ loaded: LoadedContract, version: String) -> SyntaxRelease? {
    for file in loaded.files {
      for declaration in file.declarations {
        if case .runtime(let runtime) = declaration.kind,
          let release = runtime.releases.first(where: { $0.version.value == version })
        {
          return release
        }
      }
    }
    return nil
  }

  private static func runtimeDeclaration(_ loaded: LoadedContract, version: String)
    -> SyntaxDeclaration?
  {
    loaded.files.flatMap(\.declarations).first { declaration in
      if case .runtime(let runtime) = declaration.kind {
        runtime.version.value == version
      } else {
        false
      }
    }
  }

  private static func lineStart(_ bytes: [UInt8], _ offset: Int) -> Int {
    var start = offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return start
  }
}
