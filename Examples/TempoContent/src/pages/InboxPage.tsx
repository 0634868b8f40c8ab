import { FlatList, TextInput, View } from "react-native";

import { archiveTask, completeTask, createTask, reopenTask, setTaskDone } from "../bridge/actions";
import { useCapabilities } from "../bridge/capabilities";
import { perform } from "../bridge/client";
import type { Snapshot, Task } from "../bridge/messages";
import { TaskRow } from "../components/TaskRow";

export function InboxPage({ snapshot, query }: { snapshot: Snapshot; query: string }) {
  const { canArchive, canSetDone } = useCapabilities(snapshot);
  const tasks = snapshot.inbox.filter((task) => task.title.includes(query));

  const toggle = (task: Task) => {
    if (canSetDone) {
      perform(setTaskDone(task.id, !task.done));
    } else {
      perform(task.done ? reopenTask(task.id) : completeTask(task.id));
    }
  };

  return (
    <View>
      <TextInput
        placeholder="New task"
        onSubmitEditing={(event) => perform(createTask(event.nativeEvent.text))}
      />
      <FlatList
        data={tasks}
        keyExtractor={(task) => task.id}
        renderItem={({ item }) => (
          <TaskRow
            task={item}
            onToggle={() => toggle(item)}
            onArchive={canArchive ? () => perform(archiveTask(item.id)) : undefined}
          />
        )}
      />
    </View>
  );
}
