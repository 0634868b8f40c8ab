import BridgeDiagnostics

/// A captured snapshot that omits a capability the release provides is noted (capabilities may depend on the OS or permissions).
struct CapabilityOmittedRule: ReplayRule {
  let id = "capability-omitted"
  let purpose =
    "A captured snapshot that omits a capability the release provides is noted (capabilities may depend on the OS or permissions)."
  let category = "capabilities"
  let severity: Severity = .note
  let examples = [
    ReplayExample(
      "a snapshot omitting a capability the release provides",
      contract: replayCapabilitiesContract,
      captures: [
        .snapshot(#"{"type": "tempo.snapshot", "data": {"capabilities": {}, "tasks": []}}"#)
      ],
      .note),
    ReplayExample(
      "a snapshot announcing every capability the release provides",
      contract: replayCapabilitiesContract,
      captures: [
        .snapshot(
          #"{"type": "tempo.snapshot", "data": {"capabilities": {"tempo.archive": []}, "tasks": []}}"#
        )
      ], .silent),
  ]
}

extension ReplayRule where Self == CapabilityOmittedRule {
  static var capabilityOmitted: Self { Self() }
}
