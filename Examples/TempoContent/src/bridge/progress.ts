import { sendMessage } from "expo-brownfield";

import { latestSnapshot } from "./client";

// Page transitions report their progress so the native top buttons fade with the content.
// Only 7.1 and later have the message; the scopes come and go with native releases.

// bridgecheck: requires tempo.navigation-progress
function send(data: { kind: string; scope: string; value?: number }): void {
  sendMessage({ type: "tempo.navigation-progress", data });
}

export function reportSettingsBar(value: number): void {
  const scopes = latestSnapshot()?.capabilities["tempo.navigation-progress"];
  if (!scopes?.includes("settingsBar")) return;
  send({ kind: "progress.update", scope: "settingsBar", value });
}

export function reportToolChrome(value: number, finished: boolean): void {
  const capabilities = latestSnapshot()?.capabilities ?? {};
  if (capabilities["tempo.navigation-progress"]?.includes("toolChrome")) {
    send(finished ? { kind: "progress.finish", scope: "toolChrome" } : { kind: "progress.update", scope: "toolChrome", value });
  }
}
