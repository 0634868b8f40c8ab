#!/usr/bin/env python3
"""Writes a tree of realistic TypeScript/TSX files totalling about SIZE megabytes into DIR, for
the scan benchmark: components, hooks, reducers and utilities with JSX, generics, template
literals, regular expressions and comments, and now and then a bridge use behind a capability
check — about one file in ten names the bridge, as in a real content package. With
--every-file, every file names it: a use about every 600 bytes, each behind a check (the tree the
parser's speed target is measured on).

    generate-content.py [--every-file] SIZE_MB DIR
"""
import os
import random
import sys

every_file = "--every-file" in sys.argv[1:]
arguments = [argument for argument in sys.argv[1:] if argument != "--every-file"]
size_mb, folder = float(arguments[0]), arguments[1]
random.seed(7)

COMPONENT = '''import {{ useCallback, useMemo, useState }} from "react";
import {{ FlatList, Pressable, StyleSheet, Text, View }} from "react-native";

type Item{n} = {{ id: string; title: string; score: number; tags: readonly string[] }};

/** Renders list {n}; filters with a regular expression and formats with templates. */
export function List{n}({{ items, query }}: {{ items: Item{n}[]; query: string }}) {{
  const [selected, setSelected] = useState<string | null>(null);
  const pattern = useMemo(() => new RegExp(query.replace(/[.*+?^${{}}()|[\\]\\\\]/g, "\\\\$&"), "i"), [query]);
  const visible = items.filter((item) => pattern.test(item.title) && item.score / 2 > 0.25);
  const onPress = useCallback((id: string) => setSelected((current) => (current === id ? null : id)), []);
  // Sort by score, then title; ties keep their order.
  const sorted = [...visible].sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
  return (
    <View style={{styles.container}}>
      <Text style={{styles.header}}>{{`${{sorted.length}} of ${{items.length}} items match "${{query}}"`}}</Text>
      <FlatList
        data={{sorted}}
        keyExtractor={{(item) => item.id}}
        renderItem={{({{ item }}) => (
          <Pressable onPress={{() => onPress(item.id)}} accessibilityRole="button">
            <Text style={{item.id === selected ? styles.selected : styles.item}}>
              {{item.title}} — {{item.tags.join(", ")}}
            </Text>
          </Pressable>
        )}}
      />
    </View>
  );
}}

const styles = StyleSheet.create({{
  container: {{ flex: 1, padding: 16 }},
  header: {{ fontSize: 17, fontWeight: "600", marginBottom: 8 }},
  item: {{ paddingVertical: 12 }},
  selected: {{ paddingVertical: 12, backgroundColor: "#eef" }},
}});
'''

UTILITY = '''/* Utilities {n}: parsing, formatting and a small reducer. */
export const DATE_{n} = /^(\\d{{4}})-(\\d{{2}})-(\\d{{2}})(?:T(\\d{{2}}):(\\d{{2}}))?$/;

export function parse{n}(text: string): {{ year: number; month: number; day: number }} | undefined {{
  const match = DATE_{n}.exec(text);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number);
  return {{ year, month, day }};
}}

export function ratio{n}(done: number, total: number): string {{
  return total === 0 ? "–" : `${{Math.round((done / total) * 100)}}%`;
}}

type State{n} = {{ count: number; last?: string }};
type Action{n} = {{ type: "increment" }} | {{ type: "reset"; reason: string }};

export function reducer{n}(state: State{n}, action: Action{n}): State{n} {{
  switch (action.type) {{
    case "increment":
      return {{ ...state, count: state.count + 1 }};
    case "reset":
      return {{ count: 0, last: action.reason }};
    default:
      return state;
  }}
}}

export const table{n} = new Map<string, number>([
  ["alpha", 1_000], ["beta", 0x2f], ["gamma", 1e-3], ["delta", 10n > 5n ? 1 : 0],
]);
'''

IMPORTS = '''import {{ sendMessage }} from "expo-brownfield";
import {{ hasCapability }} from "../bridge/capabilities";
'''

USES = '''
export function archive{n}(id: string) {{
  if (!hasCapability("tempo.task-archive")) return;
  sendMessage({{ type: "tempo.perform", data: {{ kind: "task.archive", id }} }});
}}

export function progress{n}(value: number) {{
  const scopes = snapshot{n}()?.capabilities["tempo.navigation-progress"];
  scopes?.includes("toolChrome") && sendMessage({{ type: "tempo.navigation-progress", data: {{ kind: "progress.update", scope: "toolChrome", value }} }});
}}
'''

BRIDGE = IMPORTS + "\n" + USES

# The function every check goes through, as a content package defines it.
CAPABILITIES = '''declare const snapshot: { capabilities: Record<string, string[]> };

/** Whether the installed shell negotiated `capability`. */
export function hasCapability(capability: string): boolean {
  return snapshot.capabilities[capability] !== undefined;
}
'''

target = int(size_mb * 1024 * 1024)
os.makedirs(os.path.join(folder, "src", "bridge"), exist_ok=True)
with open(os.path.join(folder, "src", "bridge", "capabilities.ts"), "w") as out:
    out.write(CAPABILITIES)
written = len(CAPABILITIES.encode())
n = 0
while written < target:
    kind = n % 10
    text = BRIDGE.format(n=n) if kind == 0 else (COMPONENT if kind % 2 else UTILITY).format(n=n)
    # Repeat the body so files are tens of kilobytes, like real modules.
    blocks = [
        (COMPONENT if kind % 2 else UTILITY).format(n=f"{n}_{k}") for k in range(random.randint(4, 9))]
    if every_file:
        # Uses after every block, with the imports once at the top.
        text = IMPORTS.format() + text
        blocks = [block + USES.format(n=f"{n}_{k}") for k, block in enumerate(blocks)]
    body = text + "".join(blocks)
    sub = os.path.join(folder, "src", f"feature{n // 100}")
    os.makedirs(sub, exist_ok=True)
    path = os.path.join(sub, f"module{n}.{'tsx' if kind % 2 else 'ts'}")
    with open(path, "w") as out:
        out.write(body)
    written += len(body.encode())
    n += 1
print(f"{n} files, {written} bytes")
