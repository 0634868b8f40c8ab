import { useMemo } from "react";

import { latestSnapshot } from "./client";
import { Capability } from "./names";

/** Whether the installed native shell negotiated `capability` (a qualified name). */
export function hasCapability(capability: string): boolean {
  return latestSnapshot()?.capabilities[capability] !== undefined;
}

/** The scopes native lists for a capability, or none when it lacks the capability. */
export function scopesOf(capability: string): string[] {
  return latestSnapshot()?.capabilities[capability] ?? [];
}

/** What this shell can do, for a page to decide what it offers; recomputed with each snapshot. */
export function useCapabilities(snapshotVersion: unknown) {
  return useMemo(
    () => ({
      canArchive: hasCapability(Capability.TaskArchive),
      canSetDone: hasCapability(Capability.TaskSetDone),
      canSetDue: hasCapability(Capability.TaskDueDates),
      canFocus: hasCapability(Capability.FocusSessions),
    }),
    [snapshotVersion],
  );
}
