// Action creators: what `perform` submits. Each returns the payload of one `tempo.perform` case.

export const createTask = (title: string) => ({ kind: "task.create", title, due: null }) as const;

export const completeTask = (id: string) => ({ kind: "task.complete", id }) as const;

export const reopenTask = (id: string) => ({ kind: "task.reopen", id }) as const;

/** Needs `tempo.task-set-done`. */
export const setTaskDone = (id: string, done: boolean) => ({ kind: "task.set-done", id, done }) as const;

/** Needs `tempo.task-archive`. */
export const archiveTask = (id: string) => ({ kind: "task.archive", id }) as const;

/** Needs `tempo.task-due-dates`. */
export const setTaskDue = (id: string, due: string) => ({ kind: "task.set-due", id, due }) as const;

/** Needs `tempo.focus-sessions`. */
export const beginFocus = (minutes: number) => ({ kind: "focus.begin", minutes }) as const;

/** Needs `tempo.focus-sessions`. */
export const endFocus = () => ({ kind: "focus.end" }) as const;
