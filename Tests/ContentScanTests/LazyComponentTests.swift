import Testing

@testable import ContentScan

/// `React.lazy(() => import("./A"))` loads the component where it is rendered
/// (CONTENT-ANALYSIS.md, "React, modelled"): it binds the module's default export (or, through
/// `.then((m) => ({ default: m.B }))`, its export `B`) as an import does, so the uses inside the
/// component take the guards where it is rendered (standing in its handlers). Any other `import()` is not
/// followed: what it loads reports its uses where written.
struct LazyComponentTests {
  @Test func aLazyComponentIsUsedWhereItIsRendered() throws {
    let found = try projectUses([
      "package.json": #"{ "main": "index.tsx" }"#,
      "index.tsx": """
      import React, { lazy, Suspense } from "react";
      const Archive = lazy(() => import("./Archive"));
      const Named = React.lazy(async () => import("./Named").then((m) => ({ default: m.Named })));
      const Plain = lazy(() => import("./Plain"));
      export function App() {
        const gated = hasCapability("tempo.task-archive")
          ? <Suspense><Archive /><Named /></Suspense>
          : null;
        return <>{gated}<Plain /></>;
      }
      export const later = () => import("./Loaded").then((m) => m.run());
      """,
      "Archive.tsx": """
      export default function Archive() {
        return <Button onPress={() => perform({ kind: "task.archive" })} />;
      }
      """,
      "Named.tsx": """
      export function Named() {
        return <Button onPress={() => perform({ kind: "task.archive" })} />;
      }
      """,
      "Plain.tsx": """
      export default function Plain() {
        return <Button onPress={() => perform({ kind: "task.archive" })} />;
      }
      """,
      "Loaded.ts": #"export function run() { perform({ kind: "task.archive" }); }"#,
    ])
    #expect(
      found == [
        "Archive.tsx:2:49 \(archiveCase) [\"\(archive)\"] via index.tsx:7:18",
        "Loaded.ts:1:41 \(archiveCase) []",
        "Named.tsx:2:49 \(archiveCase) [\"\(archive)\"] via index.tsx:7:29",
        "Plain.tsx:2:49 \(archiveCase) [] via index.tsx:9:20",
      ])
  }
}
