import BridgeDiagnostics

/// An envelope is an object with a string type, and a case payload an object.
struct EnvelopeInvalidRule: ReplayRule {
  let id = "envelope-invalid"
  let purpose =
    "An envelope is an object with a string type, and a case payload an object."
  let category = "envelopes"
  let severity: Severity = .error
  let examples = [
    ReplayExample(
      "a captured envelope without a message type",
      captures: [.snapshot(#"{"data": {"tasks": []}}"#)], .error),
    ReplayExample(
      "a captured snapshot",
      captures: [.snapshot(#"{"type": "tempo.snapshot", "data": {"tasks": []}}"#)], .silent),
  ]
}

extension ReplayRule where Self == EnvelopeInvalidRule {
  static var envelopeInvalid: Self { Self() }
}
