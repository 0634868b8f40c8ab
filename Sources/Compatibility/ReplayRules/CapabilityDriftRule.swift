import BridgeDiagnostics

/// A captured snapshot announces only capabilities and scopes the release provides.
struct CapabilityDriftRule: ReplayRule {
  let id = "capability-drift"
  let purpose =
    "A captured snapshot announces only capabilities and scopes the release provides."
  let category = "capabilities"
  let severity: Severity = .error
  let examples = [
    ReplayExample(
      "a snapshot announcing a capability the contract does not declare",
      contract: replayCapabilitiesContract,
      captures: [
        .snapshot(
          #"{"type": "tempo.snapshot", "data": {"capabilities": {"tempo.archive": [], "tempo.sync": []}, "tasks": []}}"#
        )
      ], .error),
    ReplayExample(
      "a snapshot announcing what the release provides",
      contract: replayCapabilitiesContract,
      captures: [
        .snapshot(
          #"{"type": "tempo.snapshot", "data": {"capabilities": {"tempo.archive": []}, "tasks": []}}"#
        )
      ], .silent),
  ]
}

extension ReplayRule where Self == CapabilityDriftRule {
  static var capabilityDrift: Self { Self() }
}
