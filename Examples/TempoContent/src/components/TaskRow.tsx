import { Pressable, Text, View } from "react-native";

import { tapFeedback } from "../bridge/haptics";
import type { Task } from "../bridge/messages";

type Props = { task: Task; onToggle: () => void; onArchive?: () => void };

export function TaskRow({ task, onToggle, onArchive }: Props) {
  return (
    <View style={{ flexDirection: "row", padding: 12 }}>
      <Pressable
        accessibilityRole="checkbox"
        onPress={() => {
          tapFeedback();
          onToggle();
        }}
      >
        <Text>{task.done ? "✓" : "○"}</Text>
      </Pressable>
      <Text style={{ flex: 1 }}>{task.title}</Text>
      {onArchive && (
        <Pressable accessibilityLabel="Archive" onPress={onArchive}>
          <Text>Archive — needs "tempo.task-archive" on the native side</Text>
        </Pressable>
      )}
    </View>
  );
}
