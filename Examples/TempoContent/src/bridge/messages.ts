// The bridge's message names as TypeScript types. Type-only: none of these literals is a use.
export type OutgoingMessage = "tempo.bootstrap" | "tempo.perform" | "tempo.navigation-progress";
export type IncomingMessage = "tempo.snapshot" | "tempo.command";

export interface Task {
  id: string;
  title: string;
  done: boolean;
  due?: string | null;
  priority: "low" | "normal" | "high";
  labels: Record<string, string>;
}

export interface Snapshot {
  capabilities: Record<string, string[]>;
  inbox: Task[];
  today: Task[];
  settings: { theme: "system" | "light" | "dark"; notificationsEnabled: boolean };
  focus?: { minutesToday: number; streak: number } | null;
}

export type Action =
  | { kind: "task.create"; title: string; due?: string | null }
  | { kind: "task.complete"; id: string }
  | { kind: "task.archive"; id: string };
