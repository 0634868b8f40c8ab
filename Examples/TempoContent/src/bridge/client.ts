import { addMessageListener, sendMessage } from "expo-brownfield";

import type { Snapshot } from "./messages";

type Listener = (snapshot: Snapshot) => void;

const snapshotListeners = new Set<Listener>();
let latest: Snapshot | null = null;

/** Asks the native shell for the first snapshot; native answers with `tempo.snapshot`. */
export function bootstrap(): void {
  sendMessage({ type: "tempo.bootstrap" });
}

/** Submits an action; native validates, persists and syncs it, then sends a new snapshot. */
export function perform(action: { kind: string; [field: string]: unknown }): void {
  sendMessage({ type: "tempo.perform", data: action });
}

export function onSnapshot(listener: Listener): () => void {
  snapshotListeners.add(listener);
  if (latest) listener(latest);
  return () => snapshotListeners.delete(listener);
}

export function latestSnapshot(): Snapshot | null {
  return latest;
}

const handlers: Record<string, (data: any) => void> = {
  "tempo.snapshot": (data: Snapshot) => {
    latest = data;
    snapshotListeners.forEach((listener) => listener(data));
  },
};

addMessageListener((message: { type: string; data?: unknown }) => {
  handlers[message.type]?.(message.data);
});
