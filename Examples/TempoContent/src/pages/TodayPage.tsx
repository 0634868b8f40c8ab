import { Button, Text, View } from "react-native";

import { hasCapability } from "../bridge/capabilities";
import { perform } from "../bridge/client";
import type { Snapshot } from "../bridge/messages";

export function TodayPage({ snapshot }: { snapshot: Snapshot }) {
  const focus = snapshot.focus;
  return (
    <View>
      {snapshot.today.map((task) => (
        <Text key={task.id}>{task.title}</Text>
      ))}
      {hasCapability("tempo.focus-sessions") && (
        <View>
          <Text>{focus ? `${focus.minutesToday} min today, ${focus.streak}-day streak` : "No focus yet"}</Text>
          <Button title="Focus 25 min" onPress={() => perform({ kind: "focus.begin", minutes: 25 })} />
          <Button title="Stop" onPress={() => perform({ kind: "focus.end" })} />
        </View>
      )}
    </View>
  );
}
