import { requireOptionalNativeModule } from "expo-modules-core";

type Haptics = { impactAsync(style: string): Promise<void> };

/** Linked from release 7.2 on: on older IPAs the lookup finds nothing and taps stay silent. */
const haptics = requireOptionalNativeModule<Haptics>("ExpoHaptics");

export function tapFeedback(): void {
  if (haptics) {
    void haptics.impactAsync("light");
  }
}
