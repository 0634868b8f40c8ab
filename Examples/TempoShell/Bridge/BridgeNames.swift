// The bridge's message names, as the contract declares them (contracts/messages.contract).
enum BridgeMessage: String {
  case bootstrap = "tempo.bootstrap"
  case perform = "tempo.perform"
  case navigationProgress = "tempo.navigation-progress"
  case snapshot = "tempo.snapshot"
  case command = "tempo.command"
}

/// Capabilities the shell announces in every snapshot.
enum Capability {
  static let taskDueDates = "tempo.task-due-dates"
  static let taskArchive = "tempo.task-archive"
  static let taskSetDone = "tempo.task-set-done"
  static let focusSessions = "tempo.focus-sessions"
  static let navigationProgress = "tempo.navigation-progress"
}
