import BridgeDiagnostics

/// Rule 5: an element added in the middle of a runtime must be safe for content and native built
/// on either side of it.
///
/// An element counts as added mid-runtime when it appears after its runtime's first release and,
/// for a child, after its parent (a field of a type that is itself new is not an addition to
/// anything).
struct AdditionNotOptionalRule: ContractRule {
  let id = "addition-not-optional"
  let purpose =
    "Checks that what a release adds in the middle of a runtime is optional: gated messages and content cases, cases of open messages and enums, optional fields."

  func check(_ contract: Contract) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for element in contract.elements {
      let since = element.availability.since
      let release = contract.releases[since]
      guard !release.isFirstOfRuntime else { continue }
      let parent = element.parent.map { contract.elements[$0] }
      if let parent, parent.availability.since == since { continue }
      let gated = !element.availability.requires.isEmpty || element.declared.requiresWritten
      // Built only when reported: this rule visits every element.
      var added: String {
        "\(contract.describe(element)) is added in \(release.version), in the middle of runtime \(release.runtime)"
      }
      let problem: (String, String)? =
        switch element.kind {
        case .message where !gated:
          element.direction == .native
            ? (
              "\(added), without '@requires'",
              "content cannot tell whether native will send it; gate it with '@requires(CAPABILITY)'"
            )
            : (
              "\(added), without '@requires'",
              "content would send it to earlier releases of the runtime, which lack it; gate it with '@requires(CAPABILITY)'"
            )
        case .messageCase where element.direction == .content && !gated:
          (
            "\(added), without '@requires'",
            "content would send it to earlier releases of the runtime, which lack it; gate it with '@requires(CAPABILITY)'"
          )
        case .messageCase where element.direction == .native && parent?.isOpen == false:
          (
            "\(added), to a message that is not 'open'",
            "content built for earlier releases rejects case kinds it does not know; declare the message 'open' from its first release"
          )
        case .field where element.type?.isOptional == false:
          (
            "\(added), as a required field",
            "readers built for earlier releases would not send or expect it; make it optional ('\(element.type!.spelling)?')"
          )
        case .enumCase where parent?.isOpen == false:
          (
            "\(added), to an enum that is not 'open'",
            "readers built for earlier releases reject values they do not know; declare the enum 'open' from its first release"
          )
        default:
          nil
        }
      if let (message, advice) = problem {
        diagnostics.append(
          .error(id, message, at: contract.sinceSpan(element), notes: [.init(advice)]))
      }
    }
    return diagnostics
  }
}
