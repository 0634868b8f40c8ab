import { perform } from "../bridge";

// Archive is sent without checking the capability: 7.0 lacks it.
export const archive = (id: string) => perform({ kind: "task.archive", id });

// Deprecated from 7.1.
export const complete = (id: string) => perform({ kind: "task.complete", id });

// A misspelled message name.
export const bootstrap = () => send("tempo.bootstrapp");
