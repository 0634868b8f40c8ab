import { sendMessage } from "expo-brownfield";

import { scopesOf } from "./capabilities";
import { Capability, ProgressScope } from "./names";

// Page transitions report their progress so the native top buttons fade with the content.
// Only 7.1 and later have the message; the scopes come and go with native releases.

type Progress = { kind: "progress.update" | "progress.finish"; scope: ProgressScope; value?: number };

// bridgecheck: requires tempo.navigation-progress
function send(data: Progress): void {
  sendMessage({ type: "tempo.navigation-progress", data });
}

export function reportSettingsBar(value: number): void {
  if (!scopesOf(Capability.NavigationProgress).includes(ProgressScope.SettingsBar)) return;
  send({ kind: "progress.update", scope: ProgressScope.SettingsBar, value });
}

export function reportToolChrome(value: number, finished: boolean): void {
  if (scopesOf(Capability.NavigationProgress).includes(ProgressScope.ToolChrome)) {
    send(
      finished
        ? { kind: "progress.finish", scope: ProgressScope.ToolChrome }
        : { kind: "progress.update", scope: ProgressScope.ToolChrome, value },
    );
  }
}
