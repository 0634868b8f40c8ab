import { latestSnapshot } from "./client";

/** Whether the installed native shell negotiated `capability` (a qualified name). */
export function hasCapability(capability: string): boolean {
  return latestSnapshot()?.capabilities[capability] !== undefined;
}

/** The scopes native lists for a capability, or none when it lacks the capability. */
export function scopesOf(capability: string): string[] {
  return latestSnapshot()?.capabilities[capability] ?? [];
}
