import ExpoBrownfield
import Foundation

/// Receives what the React Native content sends through Expo Brownfield and turns it into
/// store actions. Native validates, persists and syncs; content only asks.
@MainActor
final class ContentBridge {
  private let store: TaskStore
  private let chrome: TopChrome
  private let sender: SnapshotSender

  init(store: TaskStore, chrome: TopChrome, sender: SnapshotSender) {
    self.store = store
    self.chrome = chrome
    self.sender = sender
  }

  func receive(_ envelope: [String: Any]) {
    guard let type = envelope["type"] as? String else { return }
    let data = envelope["data"] as? [String: Any] ?? [:]
    switch BridgeMessage(rawValue: type) {
    case .bootstrap:
      sender.sendSnapshot()
    case .perform:
      perform(data)
    case .navigationProgress:
      navigationProgress(data)
    case .snapshot, .command, nil:
      // Native sends those; content never should. Logged, not trusted.
      Log.bridge.error("unexpected message \(type, privacy: .public)")
    }
  }

  private func perform(_ action: [String: Any]) {
    let id = action["id"] as? String ?? ""
    switch action["kind"] as? String {
    case "task.create":
      store.create(title: action["title"] as? String ?? "", due: Dates.parse(action["due"]))
    case "task.complete", "task.set-done":
      // task.complete is deprecated since 7.1; both end up in the same place.
      store.setDone(id: id, done: action["done"] as? Bool ?? true)
    case "task.reopen":
      store.setDone(id: id, done: false)
    case "task.rename":
      store.rename(id: id, title: action["title"] as? String ?? "")
    case "task.set-priority":
      store.setPriority(id: id, priority: action["priority"] as? String)
    case "task.set-due":
      store.setDue(id: id, due: Dates.parse(action["due"]))
    case "task.archive":
      store.archive(id: id)
    case "focus.begin":
      store.beginFocus(minutes: action["minutes"] as? Int ?? 25)
    case "focus.end":
      store.endFocus()
    // case "task.snooze": removed with runtime 7; the store has no snooze any more.
    default:
      Log.bridge.error("unknown action \(String(describing: action["kind"]), privacy: .public)")
    }
  }

  private func navigationProgress(_ update: [String: Any]) {
    guard let scope = update["scope"] as? String else { return }
    if update["kind"] as? String == "progress.update" {
      chrome.setProgress(update["value"] as? Double ?? 0, for: scope)
    }
    // TODO: "progress.finish" is not handled yet: the top buttons stay half-faded after a swipe.
  }
}
