import ExpoBrownfield
import Foundation

/// Sends the app state and commands to the content. Swift is the single source of truth.
@MainActor
final class SnapshotSender {
  private let store: TaskStore
  private let messaging: BrownfieldMessaging

  init(store: TaskStore, messaging: BrownfieldMessaging) {
    self.store = store
    self.messaging = messaging
  }

  func sendSnapshot() {
    var capabilities: [String: [String]] = [
      Capability.taskDueDates: [], Capability.taskArchive: [], Capability.taskSetDone: [],
      Capability.focusSessions: [],
    ]
    capabilities[Capability.navigationProgress] = ["settingsBar", "toolChrome"]
    messaging.sendMessage([
      "type": BridgeMessage.snapshot.rawValue,
      "data": store.snapshot(capabilities: capabilities),
    ])
  }

  func navigate(to route: String) {
    messaging.sendMessage(["type": "tempo.command", "data": ["kind": "navigate", "route": route]])
  }

  func search(_ query: String) {
    command(kind: "search", ["query": query])
  }

  func openSettings(section: String?) {
    command(kind: "settings.open", ["section": section as Any])
  }

  func startFocus(minutes: Int) {
    command(kind: "focus.start", ["minutes": minutes])
  }

  /// Still wired for the legacy sync engine's status line; runtime 7 no longer declares it.
  func sendSyncStatus(_ state: String) {
    messaging.sendMessage(["type": "tempo.sync-status", "data": ["state": state]])
  }

  private func command(kind: String, _ fields: [String: Any]) {
    var data = fields
    data["kind"] = kind
    messaging.sendMessage(["type": BridgeMessage.command.rawValue, "data": data])
    Log.bridge.debug("sent \("tempo.command") \(kind, privacy: .public)")
  }
}
