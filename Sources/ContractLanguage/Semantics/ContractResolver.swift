import BridgeDiagnostics

/// Builds the ``Contract`` model from the syntax of every contract file, reporting what cannot be
/// resolved: the structure of rule 1 (one bridge, runtimes and releases), the references of rule 2
/// (releases, capabilities, types), attributes and duplicate declarations.
///
/// The availability rules (3–8) run afterwards on the model, one rule per type (``ContractRules``).
public struct ContractResolver {
  private let files: [SyntaxFile]
  private let folder: String
  /// What resolving found wrong; the extensions in this folder report here too.
  var diagnostics: [Diagnostic] = []

  private var bridge = ""
  private var releases: [Release] = []
  private var releaseIndexByVersion: [String: Int] = [:]
  private var elements: [Element] = []
  private var elementIndexByID: [String: Int] = [:]
  private var capabilityNames: [String: Span] = [:]
  private var typeNames: [String: (kind: ElementKind, span: Span)] = [:]

  /// Resolves `files` (already parsed, in path order). Returns `nil` for the model when the
  /// contract lacks a bridge or any release, since nothing can be resolved against it then.
  public static func resolve(
    _ files: [SyntaxFile], runtimeVersion: SourceFile?, folder: String
  ) -> (Contract?, [Diagnostic]) {
    var resolver = ContractResolver(files: files, folder: folder)
    let contract = resolver.run(runtimeVersion: runtimeVersion)
    return (contract, resolver.diagnostics)
  }

  private init(files: [SyntaxFile], folder: String) {
    self.files = files
    self.folder = folder
  }

  var declarations: [SyntaxDeclaration] { files.flatMap(\.declarations) }

  private mutating func run(runtimeVersion: SourceFile?) -> Contract? {
    let bridgeDeclaration = resolveBridge()
    let channels = resolveChannels()
    let runtimes = resolveHistory()
    let modulesComplete = resolveModulesComplete()
    let packageCompatibility = resolvePackageCompatibility()
    let runtimeVersionValue = runtimeVersion.flatMap { readRuntimeVersion($0) }
    guard let bridgeDeclaration, !releases.isEmpty else { return nil }
    bridge = bridgeDeclaration.name
    collectNames()
    for declaration in declarations { resolveElements(of: declaration) }
    return Contract(
      bridge: bridge, bridgeDocs: bridgeDeclaration.docs, channels: channels, runtimes: runtimes,
      releases: releases, elements: elements, modulesComplete: modulesComplete,
      packageCompatibility: packageCompatibility, runtimeVersion: runtimeVersionValue)
  }

  /// Reports a second declaration of something, pointing back at the first.
  mutating func reportDuplicate(
    _ id: String, _ message: String, at span: Span, first: Span, verb: String = "declared"
  ) {
    diagnostics.append(
      .error(id, message, at: span, notes: [.init("first \(verb) here", at: first)]))
  }

  // MARK: - Structure (rule 1)

  private mutating func resolveBridge() -> (name: String, docs: [String])? {
    var found: [(SyntaxName, SyntaxDeclaration)] = []
    for declaration in declarations {
      if case .bridge(let name) = declaration.kind { found.append((name, declaration)) }
    }
    guard let (first, declaration) = found.first else {
      diagnostics.append(
        Diagnostic(
          .error, "bridge-missing", "the contract declares no bridge", path: folder,
          notes: [.init("add 'bridge NAME' (for example 'bridge tempo') to one contract file")]))
      return nil
    }
    for (extra, _) in found.dropFirst() {
      diagnostics.append(
        .error(
          "duplicate-bridge", "a contract declares exactly one bridge", at: extra.span,
          notes: [.init("the bridge '\(first.text)' is declared here", at: first.span)]))
    }
    return (first.text, declaration.trivia.docs)
  }

  private mutating func resolveChannels() -> [Channel] {
    var lists: [(SyntaxDeclaration, [SyntaxChannel])] = []
    for declaration in declarations {
      if case .channels(let list) = declaration.kind { lists.append((declaration, list)) }
    }
    guard let (first, list) = lists.first else {
      return [Channel(name: "production", includesUnreleased: false)]
    }
    for (extra, _) in lists.dropFirst() {
      reportDuplicate(
        "duplicate-declaration", "the channels are declared more than once", at: extra.keyword,
        first: first.keyword)
    }
    var seen: [String: Span] = [:]
    var channels: [Channel] = []
    for channel in list {
      if let previous = seen[channel.name.text] {
        reportDuplicate(
          "duplicate-declaration", "channel '\(channel.name.text)' is listed twice",
          at: channel.name.span, first: previous, verb: "listed")
        continue
      }
      seen[channel.name.text] = channel.name.span
      channels.append(
        Channel(name: channel.name.text, includesUnreleased: channel.unreleased != nil))
    }
    return channels
  }

  private mutating func resolveHistory() -> [Runtime] {
    var runtimeDeclarations: [(SyntaxRuntime, SyntaxDeclaration)] = []
    for declaration in declarations {
      if case .runtime(let runtime) = declaration.kind {
        runtimeDeclarations.append((runtime, declaration))
      }
    }
    guard let first = runtimeDeclarations.first else {
      diagnostics.append(
        Diagnostic(
          .error, "runtime-missing", "the contract declares no runtime", path: folder,
          notes: [.init("add a history such as 'runtime 1 { release 1.0 }'")]))
      return []
    }
    if let stray = runtimeDeclarations.first(where: { $0.1.span.file !== first.1.span.file }) {
      diagnostics.append(
        .error(
          "runtimes-in-several-files", "runtimes and releases must all be written in one file",
          at: stray.1.keyword,
          notes: [.init("the history starts in '\(first.1.span.file.path)'", at: first.1.keyword)]))
    }
    var runtimes: [Runtime] = []
    var runtimeSpans: [String: Span] = [:]
    var releaseSpans: [String: Span] = [:]
    var inherited: [ReleaseProperty: String] = [:]
    var linked: [String: SemanticVersion] = [:]
    for (syntax, _) in runtimeDeclarations {
      let version = syntax.version
      if let previous = runtimeSpans[version.value] {
        reportDuplicate(
          "duplicate-runtime", "runtime '\(version.value)' is declared twice", at: version.span,
          first: previous)
        continue
      }
      runtimeSpans[version.value] = version.span
      if syntax.releases.isEmpty {
        diagnostics.append(
          .error(
            "runtime-without-release", "runtime '\(version.value)' has no release",
            at: version.span,
            notes: [
              .init("every runtime has at least one release, such as 'release \(version.value).0'")
            ]))
        continue
      }
      let firstIndex = releases.count
      for release in syntax.releases {
        if let previous = releaseSpans[release.version.value] {
          reportDuplicate(
            "duplicate-release", "release '\(release.version.value)' is declared twice",
            at: release.version.span, first: previous)
          continue
        }
        releaseSpans[release.version.value] = release.version.span
        let stated = resolveProperties(release)
        for (property, word) in stated { inherited[property] = word.value }
        let statedPackages = resolvePackages(release, linked: linked)
        for (name, stated) in statedPackages { linked[name] = stated.version }
        releaseIndexByVersion[release.version.value] = releases.count
        releases.append(
          Release(
            version: release.version.value, runtime: version.value, index: releases.count,
            runtimeIndex: runtimes.count, isFirstOfRuntime: releases.count == firstIndex,
            status: Release.Status(rawValue: release.status?.text ?? "shipped") ?? .shipped,
            properties: inherited, statedProperties: stated, packages: linked,
            statedPackages: statedPackages, span: release.version.span))
      }
      runtimes.append(
        Runtime(version: version.value, releases: firstIndex..<releases.count, span: version.span))
    }
    return runtimes
  }

  private mutating func resolveProperties(_ release: SyntaxRelease) -> [ReleaseProperty: SyntaxWord]
  {
    var stated: [ReleaseProperty: SyntaxWord] = [:]
    for property in release.properties {
      guard let kind = ReleaseProperty(rawValue: property.name.text) else {
        let names = ReleaseProperty.allCases.map(\.rawValue)
        diagnostics.append(
          .error(
            "unknown-release-property",
            "unknown release property '\(property.name.text)'; expected \(names.map { "'\($0)'" }.joined(separator: ", "))",
            at: property.name.span,
            notes: closestMatch(to: property.name.text, among: names).map {
              [.init("did you mean '\($0)'?")]
            } ?? []))
        continue
      }
      if let previous = stated[kind] {
        reportDuplicate(
          "duplicate-release-property",
          "release '\(release.version.value)' states '\(kind.rawValue)' twice",
          at: property.name.span, first: previous.span, verb: "stated")
        continue
      }
      if kind == .hermes, !property.value.value.utf8.allSatisfy(Lexer.isDigit) {
        diagnostics.append(
          .error(
            "invalid-release-property",
            "'hermes' takes a bytecode version number, such as 'hermes(96)'",
            at: property.value.span))
        continue
      }
      stated[kind] = property.value
    }
    return stated
  }

  private mutating func resolveModulesComplete() -> Bool {
    let statements = declarations.filter { $0.kind == .modulesComplete }
    for extra in statements.dropFirst() {
      reportDuplicate(
        "duplicate-declaration", "'modules complete' is stated more than once", at: extra.keyword,
        first: statements[0].keyword, verb: "stated")
    }
    return !statements.isEmpty
  }

  private mutating func readRuntimeVersion(_ file: SourceFile) -> RuntimeVersionFile? {
    let text = String(decoding: file.bytes, as: UTF8.self)
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = text.firstIndex(where: { !isSpace($0) }) else {
      diagnostics.append(
        Diagnostic(
          .error, "invalid-runtime-version-file", "the runtime version file is empty",
          path: file.path))
      return nil
    }
    let last = text.lastIndex(where: { !isSpace($0) })!
    let value = String(text[first...last])
    let start = text.utf8.distance(from: text.startIndex, to: first)
    let span = Span(file: file, start: start, length: value.utf8.count)
    guard !value.contains(where: isSpace) else {
      diagnostics.append(
        .error(
          "invalid-runtime-version-file", "the runtime version file must hold a single version",
          at: span))
      return nil
    }
    return RuntimeVersionFile(value: value, span: span)
  }

  // MARK: - Names

  /// Records type, enum and capability names first, so that references may point forward and
  /// across files.
  private mutating func collectNames() {
    for declaration in declarations {
      switch declaration.kind {
      case .record(let record): declareTypeName(record.name, as: .type)
      case .enumeration(let enumeration): declareTypeName(enumeration.name, as: .enumeration)
      case .capability(let capability):
        if capabilityNames[capability.name.text] == nil {
          capabilityNames[capability.name.text] = capability.name.span
        }
      default: break
      }
    }
  }

  private mutating func declareTypeName(_ name: SyntaxName, as kind: ElementKind) {
    if let previous = typeNames[name.text] {
      reportDuplicate(
        "duplicate-declaration",
        "'\(name.text)' is already declared as \(previous.kind == .type ? "a type" : "an enum")",
        at: name.span, first: previous.span)
      return
    }
    if TypeReference.builtIns[name.text] != nil {
      diagnostics.append(
        .error(
          "duplicate-declaration", "'\(name.text)' is a built-in type and cannot be redeclared",
          at: name.span))
      return
    }
    typeNames[name.text] = (kind, name.span)
  }

  // MARK: - Elements

  private mutating func resolveElements(of declaration: SyntaxDeclaration) {
    let docs = declaration.trivia.docs
    switch declaration.kind {
    case .message(let message):
      if message.openKeyword != nil, message.cases == nil {
        diagnostics.append(
          .error(
            "open-message-without-cases", "only a message with cases can be 'open'",
            at: message.openKeyword!.span,
            notes: [.init("'open' lets content ignore case kinds it does not know")]))
      }
      if let payload = message.payload, message.cases != nil {
        diagnostics.append(
          .error(
            "message-payload-and-cases",
            "message '\(message.name.text)' has both a payload type and cases", at: payload.span,
            notes: [.init("a message's payload is a type, or a set of cases, or nothing")]))
      }
      let direction = Direction(rawValue: message.direction.text)
      guard
        let index = add(
          .message, id: "message:\(bridge).\(message.name.text)", name: message.name, parent: nil,
          attributes: message.attributes, docs: docs, direction: direction,
          isOpen: message.openKeyword != nil, type: message.payload.map { resolveType($0) })
      else { return }
      for messageCase in message.cases ?? [] {
        let caseID = "\(bridge).\(message.name.text)/\(messageCase.name.text)"
        guard
          let caseIndex = add(
            .messageCase, id: "case:\(caseID)", name: messageCase.name, parent: index,
            attributes: messageCase.attributes, docs: messageCase.trivia.docs, direction: direction)
        else { continue }
        for field in messageCase.fields ?? [] {
          addField(
            field, id: "field:\(caseID)(\(field.name.text))", parent: caseIndex,
            direction: direction)
        }
      }
    case .capability(let capability):
      guard
        let index = add(
          .capability, id: "capability:\(bridge).\(capability.name.text)", name: capability.name,
          parent: nil, attributes: capability.attributes, docs: docs)
      else { return }
      for scope in capability.scopes ?? [] {
        add(
          .scope, id: "scope:\(bridge).\(capability.name.text)/\(scope.name.text)",
          name: scope.name,
          parent: index, attributes: scope.attributes, docs: scope.trivia.docs)
      }
    case .record(let record):
      guard
        let index = add(
          .type, id: "type:\(record.name.text)", name: record.name, parent: nil,
          attributes: record.attributes, docs: docs, isClosed: record.closedKeyword != nil)
      else { return }
      for field in record.fields {
        addField(
          field, id: "field:\(record.name.text).\(field.name.text)", parent: index, direction: nil)
      }
    case .enumeration(let enumeration):
      guard
        let index = add(
          .enumeration, id: "enum:\(enumeration.name.text)", name: enumeration.name, parent: nil,
          attributes: enumeration.attributes, docs: docs, isOpen: enumeration.openKeyword != nil)
      else { return }
      for enumCase in enumeration.cases {
        add(
          .enumCase, id: "enum-case:\(enumeration.name.text).\(enumCase.name.text)",
          name: enumCase.name, parent: index, attributes: enumCase.attributes,
          docs: enumCase.trivia.docs)
      }
    case .module(let module):
      add(
        .module, id: "module:\(module.name.text)", name: module.name, parent: nil,
        attributes: module.attributes, docs: docs, package: module.package?.value)
    case .bridge, .channels, .runtime, .modulesComplete, .packageCompatibility:
      break
    }
  }

  private mutating func addField(
    _ field: SyntaxField, id: String, parent: Int, direction: Direction?
  ) {
    add(
      .field, id: id, name: field.name, parent: parent, attributes: field.attributes,
      docs: field.trivia.docs, direction: direction, type: resolveType(field.type))
  }

  /// Adds an element unless its id is taken, returning its index.
  @discardableResult
  private mutating func add(
    _ kind: ElementKind, id: String, name: SyntaxName, parent: Int?,
    attributes: [SyntaxAttribute], docs: [String], direction: Direction? = nil,
    isOpen: Bool = false, isClosed: Bool = false, type: TypeReference? = nil, package: String? = nil
  ) -> Int? {
    if let previous = elementIndexByID[id] {
      reportDuplicate(
        "duplicate-declaration", "\(kind.word) '\(name.text)' is declared twice",
        at: name.span, first: elements[previous].span)
      return nil
    }
    let declared = resolveAttributes(attributes)
    let element = Element(
      id: id, kind: kind, name: name.text, parent: parent,
      availability: inheritedAvailability(
        declared, parent: parent.map { elements[$0].availability }),
      declared: declared, docs: docs, span: name.span, direction: direction, isOpen: isOpen,
      isClosed: isClosed, type: type, package: package)
    elementIndexByID[id] = elements.count
    elements.append(element)
    return elements.count - 1
  }

  /// The effective availability: defaults from the parent (or the first release), never wider
  /// than the parent's, with the parent's requirements added.
  private func inheritedAvailability(_ declared: DeclaredAvailability, parent: Availability?)
    -> Availability
  {
    let parentSince = parent?.since ?? 0
    var availability = Availability(
      since: max(declared.since?.release ?? parentSince, parentSince),
      deprecated: nil, deprecationMessage: nil,
      removed: [declared.removed?.release, parent?.removed].compactMap { $0 }.min(),
      requires: mergedRequirements(parent?.requires ?? [], declared.requires.map(\.capability)))
    if let own = declared.deprecated?.release, parent?.deprecated.map({ own <= $0 }) ?? true {
      availability.deprecated = own
      availability.deprecationMessage = declared.deprecationMessage
    } else {
      availability.deprecated = parent?.deprecated
      availability.deprecationMessage = parent?.deprecationMessage
    }
    return availability
  }

  /// The parent's requirements (sorted, unique) with the element's own added; most elements have
  /// none of their own, and then the parent's array is shared, not rebuilt.
  private func mergedRequirements(_ inherited: [String], _ own: [String]) -> [String] {
    guard !own.isEmpty else { return inherited }
    return Array(Set(inherited + own)).sorted()
  }

  private static let attributeNames = ["since", "deprecated", "removed", "requires"]

  private mutating func resolveAttributes(_ attributes: [SyntaxAttribute]) -> DeclaredAvailability {
    var declared = DeclaredAvailability()
    var seen: [String: Span] = [:]
    for attribute in attributes {
      let name = attribute.name.text
      guard ContractResolver.attributeNames.contains(name) else {
        diagnostics.append(
          .error(
            "unknown-attribute", "unknown attribute '@\(name)'", at: attribute.name.span,
            notes: closestMatch(to: name, among: ContractResolver.attributeNames).map {
              [.init("did you mean '@\($0)'?")]
            }
              ?? [.init("attributes are @since, @deprecated, @removed and @requires")]))
        continue
      }
      if let previous = seen[name] {
        reportDuplicate(
          "duplicate-attribute", "'@\(name)' is given twice", at: attribute.span, first: previous,
          verb: "given")
        continue
      }
      seen[name] = attribute.span
      let arguments = attribute.arguments
      let expectedCount: ClosedRange<Int> =
        switch name {
        case "deprecated": 1...2
        case "requires": 1...Int.max
        default: 1...1
        }
      guard expectedCount.contains(arguments.count) else {
        let form =
          switch name {
          case "deprecated": "'@deprecated(RELEASE)' or '@deprecated(RELEASE, \"use X\")'"
          case "requires": "'@requires(CAPABILITY)'"
          default: "'@\(name)(RELEASE)'"
          }
        diagnostics.append(
          .error("invalid-attribute-arguments", "expected \(form)", at: attribute.span))
        continue
      }
      switch name {
      case "since": declared.since = release(arguments[0])
      case "removed": declared.removed = release(arguments[0])
      case "deprecated":
        declared.deprecated = release(arguments[0])
        if arguments.count == 2 {
          if arguments[1].isQuoted {
            declared.deprecationMessage = arguments[1].value
          } else {
            diagnostics.append(
              .error(
                "invalid-attribute-arguments",
                "the deprecation message must be a string literal, such as \"use X\"",
                at: arguments[1].span))
          }
        }
      default:
        declared.requiresWritten = true
        for argument in arguments {
          if let capability = capability(argument) {
            declared.requires.append((capability, argument.span))
          }
        }
      }
    }
    return declared
  }

  private mutating func release(_ word: SyntaxWord) -> DeclaredAvailability.Mark? {
    if let index = releaseIndexByVersion[word.value] {
      return DeclaredAvailability.Mark(release: index, span: word.span)
    }
    // Versions differ by one character from their neighbours, so "did you mean" would guess;
    // the history itself is the useful note.
    let shown = releases.suffix(12).map(\.version).joined(separator: ", ")
    diagnostics.append(
      .error(
        "unknown-release", "no release '\(word.value)' is declared", at: word.span,
        notes: [.init("declared releases: \(releases.count > 12 ? "…, " : "")\(shown)")]))
    return nil
  }

  /// A capability by name, qualified (`tempo.task-archive`) or not (`task-archive`).
  private mutating func capability(_ word: SyntaxWord) -> String? {
    if capabilityNames[word.value] != nil { return word.value }
    let prefix = bridge + "."
    if word.value.hasPrefix(prefix),
      capabilityNames[String(word.value.dropFirst(prefix.count))] != nil
    {
      return String(word.value.dropFirst(prefix.count))
    }
    diagnostics.append(
      .error(
        "unknown-capability", "no capability '\(word.value)' is declared", at: word.span,
        notes: closestMatch(to: word.value, among: capabilityNames.keys).map {
          [.init("did you mean '\($0)'?")]
        } ?? []))
    return nil
  }

  private mutating func resolveType(_ syntax: SyntaxType) -> TypeReference {
    switch syntax {
    case .named(let name):
      if let builtIn = TypeReference.builtIns[name.text] { return builtIn }
      if typeNames[name.text] == nil {
        let candidates = Array(typeNames.keys) + TypeReference.builtIns.keys
        diagnostics.append(
          .error(
            "unknown-type", "no type or enum '\(name.text)' is declared", at: name.span,
            notes: closestMatch(to: name.text, among: candidates).map {
              [.init("did you mean '\($0)'?")]
            } ?? []))
      }
      return .named(name.text)
    case .array(let element, _):
      return .array(resolveType(element))
    case .map(let key, let value, _):
      let keyType = resolveType(key)
      if keyType != .string {
        diagnostics.append(
          .error(
            "invalid-map-key", "map keys must be 'string', as JSON object keys are", at: key.span,
            fixIts: [.init(replace: key.span, with: "string")]))
      }
      return .map(resolveType(value))
    case .optional(let wrapped, _):
      return .optional(resolveType(wrapped))
    }
  }
}
