// The bridge's names, written once. Pages and helpers import these instead of repeating strings:
// BridgeCheck follows every constant to the send or check that reads it.

/** Capabilities the native shell negotiates; a release that lacks one leaves it out of the snapshot. */
export const Capability = {
  TaskArchive: "tempo.task-archive",
  TaskSetDone: "tempo.task-set-done",
  TaskDueDates: "tempo.task-due-dates",
  FocusSessions: "tempo.focus-sessions",
  NavigationProgress: "tempo.navigation-progress",
} as const;

/** The scopes of `tempo.navigation-progress`: which native chrome follows the page's progress. */
export enum ProgressScope {
  SettingsBar = "settingsBar",
  ToolChrome = "toolChrome",
}
