import { FlatList, TextInput, View } from "react-native";

import { hasCapability } from "../bridge/capabilities";
import { perform } from "../bridge/client";
import type { Snapshot, Task } from "../bridge/messages";
import { TaskRow } from "../components/TaskRow";

export function InboxPage({ snapshot, query }: { snapshot: Snapshot; query: string }) {
  const canArchive = hasCapability("tempo.task-archive");
  const canSetDone = snapshot.capabilities["tempo.task-set-done"] !== undefined;
  const tasks = snapshot.inbox.filter((task) => task.title.includes(query));

  const toggle = (task: Task) =>
    canSetDone
      ? perform({ kind: "task.set-done", id: task.id, done: !task.done })
      : perform(task.done ? { kind: "task.reopen", id: task.id } : { kind: "task.complete", id: task.id });

  return (
    <View>
      <TextInput
        placeholder="New task"
        onSubmitEditing={(event) => perform({ kind: "task.create", title: event.nativeEvent.text, due: null })}
      />
      <FlatList
        data={tasks}
        keyExtractor={(task) => task.id}
        renderItem={({ item }) => (
          <TaskRow
            task={item}
            onToggle={() => toggle(item)}
            onArchive={canArchive ? () => perform({ kind: "task.archive", id: item.id }) : undefined}
          />
        )}
      />
    </View>
  );
}
