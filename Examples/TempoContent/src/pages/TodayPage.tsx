import { Button, Text, View } from "react-native";

import { beginFocus, endFocus } from "../bridge/actions";
import { useCapabilities } from "../bridge/capabilities";
import { perform } from "../bridge/client";
import type { Snapshot } from "../bridge/messages";

export function TodayPage({ snapshot }: { snapshot: Snapshot }) {
  const { canFocus } = useCapabilities(snapshot);
  const focus = snapshot.focus;
  return (
    <View>
      {snapshot.today.map((task) => (
        <Text key={task.id}>{task.title}</Text>
      ))}
      {canFocus && (
        <View>
          <Text>{focus ? `${focus.minutesToday} min today, ${focus.streak}-day streak` : "No focus yet"}</Text>
          <Button title="Focus 25 min" onPress={() => perform(beginFocus(25))} />
          <Button title="Stop" onPress={() => perform(endFocus())} />
        </View>
      )}
    </View>
  );
}
