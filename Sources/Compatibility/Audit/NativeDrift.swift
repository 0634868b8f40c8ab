import BridgeDiagnostics
import ContractLanguage
import NativeScan

/// The native Swift sources against the newest release: content → native messages and cases the
/// code never handles (native would drop them), native → content messages it never sends, and
/// bridge names it uses that the release does not declare.
///
/// A name the code only *mentions* — bound to something BridgeCheck cannot follow — turns what
/// would be a warning into a note: it may well be handled, and a tool that cries wolf is ignored.
enum NativeDrift {
  static func check(contract: Contract, release: Release, sources: [String]) -> (
    [Finding], [Diagnostic]
  ) {
    let elements = contract.elements
    let bridgePrefix = contract.bridge + "."
    var declared = Set<String>()
    for element in elements {
      switch element.kind {
      case .message, .capability: declared.insert(contract.qualified(element.name))
      case .messageCase: declared.insert(element.name)
      default: break
      }
    }
    let names = declared
    let report = NativeSourceScanner.scan(sources) { value in
      names.contains(value) || (value.hasPrefix(bridgePrefix) && isBridgeName(value))
    }
    var roles: [String: Set<NativeReference.Role>] = [:]
    var firstMention: [String: NativeReference] = [:]
    for reference in report.references {
      roles[reference.name, default: []].insert(reference.role)
      if reference.role == .mentioned, firstMention[reference.name] == nil {
        firstMention[reference.name] = reference
      }
    }
    let sentKinds = Set(
      report.references.filter { $0.role == .sent && $0.key == "kind" }.map(\.name))

    var findings: [Finding] = []
    func finding(
      _ rule: some AuditRule, _ element: ContractLanguage.Element, name: String, warning: String,
      note: String
    ) {
      let location = element.span.location
      let mention = firstMention[name]
      let message =
        mention.map {
          note
            + " (it is named at \($0.file):\($0.line):\($0.column), in a way BridgeCheck cannot follow)"
        }
        ?? warning
      findings.append(
        Finding(
          rule: rule.id, severity: mention == nil ? rule.severity : .note, id: element.id,
          name: name, releases: [release.version], file: element.span.file.path,
          line: location.line, column: location.column, message: message, fix: nil))
    }
    let available = elements.filter { $0.availability.isAvailable(in: release.index) }
    for message in available where message.kind == .message {
      let name = contract.qualified(message.name)
      let messageRoles = roles[name] ?? []
      let cases = available.filter {
        $0.kind == .messageCase && $0.parent.map { elements[$0] === message } == true
      }
      if message.direction == .content {
        guard messageRoles.contains(.handled) else {
          finding(
            .unhandledMessage, message, name: name,
            warning:
              "native code never handles '\(name)', which content sends from \(release.version) on; native would drop it",
            note: "native code may not handle '\(name)'")
          continue
        }
        for kind in cases where !(roles[kind.name] ?? []).contains(.handled) {
          finding(
            .unhandledCase, kind, name: kind.name,
            warning:
              "native code handles '\(name)' but never its case '\(kind.name)'; native would drop it",
            note: "native code may not handle case '\(kind.name)' of '\(name)'")
        }
      } else {
        guard messageRoles.contains(.sent) else {
          finding(
            .unsentMessage, message, name: name,
            warning: "native code never sends '\(name)', which release \(release.version) declares",
            note: "native code may not send '\(name)'")
          continue
        }
        for kind in cases where !sentKinds.contains(kind.name) {
          finding(
            .unsentCase, kind, name: kind.name,
            warning: "native code never sends case '\(kind.name)' of '\(name)'",
            note: "native code may not send case '\(kind.name)' of '\(name)'")
        }
      }
    }

    let provided = Set(
      available.filter { $0.kind == .message || $0.kind == .capability }
        .map { contract.qualified($0.name) })
    let byName = Dictionary(
      elements.filter { $0.kind == .message || $0.kind == .capability }
        .map { (contract.qualified($0.name), $0) }
    ) { first, _ in first }
    for reference in report.references
    where reference.name.hasPrefix(bridgePrefix) && !provided.contains(reference.name) {
      let verb =
        switch reference.role {
        case .handled: "handles"
        case .sent: "sends"
        case .mentioned: "names"
        }
      var why = "which release \(release.version) does not declare"
      if let element = byName[reference.name], let removed = element.availability.removed {
        why += " (removed in \(contract.releases[removed].version))"
      } else if byName[reference.name] == nil {
        why += " (no release ever did)"
      }
      findings.append(
        Finding(
          rule: UndeclaredNameRule().id,
          severity: reference.role == .mentioned ? .note : .warning,
          id: byName[reference.name]?.id, name: reference.name, releases: [release.version],
          file: reference.file, line: reference.line, column: reference.column,
          message: "native code \(verb) '\(reference.name)', \(why)", fix: nil))
    }
    findings += switchDrift(report.switches, contract: contract, release: release)
    findings.sort {
      ($0.file ?? "", $0.line ?? 0, $0.column ?? 0, $0.rule, $0.name ?? "")
        < ($1.file ?? "", $1.line ?? 0, $1.column ?? 0, $1.rule, $1.name ?? "")
    }
    return (findings, report.diagnostics)
  }

  /// A `case "X":` of a native switch whose other labels are all cases of one message is a case
  /// native handles: when no release declares it, the contract is missing it; when it was
  /// removed before `release`, native handles what content may no longer send.
  private static func switchDrift(
    _ switches: [NativeSwitch], contract: Contract, release: Release
  ) -> [Finding] {
    let elements = contract.elements
    var casesByMessage: [Int: [String: ContractLanguage.Element]] = [:]
    var messageOfCase: [String: Set<Int>] = [:]
    for element in elements where element.kind == .messageCase {
      guard let parent = element.parent else { continue }
      casesByMessage[parent, default: [:]][element.name] = element
      messageOfCase[element.name, default: []].insert(parent)
    }
    let otherNames = Set(
      elements.filter { $0.kind == .message || $0.kind == .capability }.map {
        contract.qualified($0.name)
      })
    var findings: [Finding] = []
    for nativeSwitch in switches {
      let values = Set(nativeSwitch.labels.map(\.value))
      for label in nativeSwitch.labels where !otherNames.contains(label.value) {
        // The message whose cases the other labels are: each known one, and more of them than
        // there are other unknown labels (a switch over unrelated strings says nothing).
        let others = values.subtracting([label.value])
        let known = others.filter { messageOfCase[$0] != nil }
        guard known.count > others.count - known.count else { continue }
        var common: Set<Int>?
        for other in known {
          let owners = messageOfCase[other]!
          common = common.map { $0.intersection(owners) } ?? owners
        }
        guard let message = common?.min() else { continue }
        // A case of another message makes the switch a mixed one: nothing to say.
        if messageOfCase[label.value]?.contains(message) == false { continue }
        let name = contract.qualified(elements[message].name)
        if let element = casesByMessage[message]?[label.value] {
          guard let removed = element.availability.removed, removed <= release.index else {
            continue
          }
          findings.append(
            Finding(
              rule: RemovedCaseHandledRule().id, severity: .note, id: element.id,
              name: label.value, releases: [release.version], file: label.file,
              line: label.line, column: label.column,
              message:
                "native code still handles case '\(label.value)' of '\(name)', removed in \(contract.releases[removed].version)",
              fix: nil))
        } else {
          findings.append(
            Finding(
              rule: UndeclaredCaseHandledRule().id, severity: .warning, id: nil,
              name: label.value, releases: [release.version], file: label.file,
              line: label.line, column: label.column,
              message:
                "native code handles a case '\(label.value)' of '\(name)' that no release declares; declare it (with @since) so content and the gate know it",
              fix: nil))
        }
      }
    }
    return findings
  }

  /// A dotted bridge name: letters, digits, `_`, `-` and `.`, nothing else.
  private static func isBridgeName(_ value: String) -> Bool {
    !value.isEmpty
      && value.utf8.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
      }
  }
}
