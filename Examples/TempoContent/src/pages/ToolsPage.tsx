import { useEffect } from "react";
import { Animated, Text } from "react-native";

import { reportToolChrome } from "../bridge/progress";

export function ToolsPage() {
  const progress = new Animated.Value(0);

  useEffect(() => {
    const id = progress.addListener(({ value }) => reportToolChrome(value, value >= 1));
    Animated.timing(progress, { toValue: 1, duration: 250, useNativeDriver: false }).start();
    return () => progress.removeListener(id);
  }, [progress]);

  return <Text>Tools</Text>;
}
