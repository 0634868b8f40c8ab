const capabilities = snapshot().capabilities;

// Behind the scope check: only 7.2 (unreleased) has the scope, so on production this never runs.
if (capabilities["tempo.navigation-progress"]?.includes("toolChrome")) {
  report({ kind: "progress.update", scope: "toolChrome", value: 1 });
}

// A name built at run time.
export const command = (kind: string) => send(`tempo.${kind}`);
