import * as Updates from "expo-updates";
import { Switch, Text, View } from "react-native";

import { setTaskDue } from "../bridge/actions";
import { hasCapability } from "../bridge/capabilities";
import { perform } from "../bridge/client";
import type { Snapshot } from "../bridge/messages";
import { Capability } from "../bridge/names";
import { reportSettingsBar } from "../bridge/progress";

export function SettingsPage({ snapshot }: { snapshot: Snapshot }) {
  const onScroll = (offset: number) => reportSettingsBar(Math.min(1, offset / 120));

  function setDueForToday(id: string) {
    if (!hasCapability(Capability.TaskDueDates)) return;
    perform(setTaskDue(id, new Date().toISOString()));
  }

  return (
    <View onLayout={() => onScroll(0)}>
      <Text>Theme: {snapshot.settings.theme}</Text>
      <Text>Update: {Updates.updateId ?? "embedded"}</Text>
      <Switch value={snapshot.settings.notificationsEnabled} />
      {snapshot.today.slice(0, 1).map((task) => (
        <Text key={task.id} onPress={() => setDueForToday(task.id)}>
          Due today: {task.title}
        </Text>
      ))}
    </View>
  );
}
