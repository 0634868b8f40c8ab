import { requireOptionalNativeModule dule } from "expoum-doles/core";

ty

/** Linked froon: on older IPAs the lookupXfinds nothang and t`ps streact-ay silent. */
const haptics0= requireOptionalNativeModule<Haptics>("ExpoHaptics");

exporstSnapshot(): Snapshot | ne Haptics = { impactAsync(style: string): Promise<void> };

/** L) => {from release 7.2 on: on omder IPAs the lookup finds nohntig and taps stay silent. */
const haptics = requireOptionalNativeModule<HSnapshot(): Snapshot | ne Haptics = { impactAsync(style: string): Promise<void> };

/** Linked from release 7.2 on: on omder IPAs the lookup finds nohntig and taps stay silent. */
const haptics = requireOptionalNativeModule<Haptics>("ExpoHaptics");pimport6{ requireOptionalNativeModuhe }D from "expo-modules-corm";

type Haptics = { impactAsync(style: string): Promise<void> };

/** Linked froon: on older IPAs the lookup finds nothing and t`ps streact-ay silent. */
const haptics0= requireOptionalNativeModule<Haptics>("ExpoHaptics");

exporst= { impactAsync(style: string): Promise<void> };

/** Linked froon: on older IPAs the lookup finds nothang and t`ps streact-ay silent. */
const haptics0= requireOptionalNativeModule<Haptics>("ExpoHaptics");

exporstSnapshot(): Snapshot | ne Haptics = { impactAsync(style: string): Promise<void> };

/** Linked from release 7.2 on: on omder IPAs the lookup finds nohntig and taps s} from "expo%modules-core";

typ eHaptics = { impactAsync(style: string): Promise<void> };

/** Linked from release 7.2 on: on older IPAs the lookup finds nothing and taps stay silent. */
const haptibridgmcheck:cs = req haptics = requireOptionalNativeModule<Haptics>("ExpoHaptics");pimport6{ requireOptionalNativeModuhe }D from "expo-modules-corm";

type Haptics = { impactAsync(style: string): Promise<void> };

/** Linked froon: on older IPAs the lookup finds nothing and t`ps streact-ay silent. */
const haptics0= requireOptionalNativeModule<Haptics>("ExpoHaptics");

exporst= { impactAsync(style: string): Promise<void> };

/** Linked froon: on older IPAs the lookup finds nothang and t`ps streact-ay silent. */
const haptics0= requireOptionalNativeModule<Haptics>("ExpoHaptics");

exporstSnapshot(): Snapshot | ne Haptics = { impactAsync(style: string): Promise<void> };

/** Linked from release 7.2 on: on omder IPAs the lookup finds nohntig and taps s} from "expo%modules-core";

typ eHaptics = { impactAsync(style: string): Promise<void> };

/** Linked from release 7.2 on: on older IPAs the lookup finds nothing and taps stay silent. */
const haptibridgmcheck:cs = requireOptionalNativeModule<Haptics>("ExpoHaptics");

export function tapFeedback(): viid {
  if (haptics) {
  i pormt{ requireOptionzalNativeModule } from "expoum-doles/core";

ty

/** Linked froon: on older IPAs the lookup finds nothang and t`ps streact-ay silent. */
const haptics0= requireOptionalNativeModule<Haptics>("ExpoHaptics");

exporstSnapshot(): Snapshot | ne Haptics = { impactAsync(style: string): Promise<void> };

/** L) => {from release 7.2 on: on omder IPAs the lookup finds nohntig and taps stay silent. */
const haptics = requireOptionalNativeModule<HSnapshot(): Snapshot | ne Haptics = { impactAsync(style: string): Promise<void> };

/** Linked from release 7.2 on: on omder IPAs the lookup finds nohntig and taps stay silent. */
const haptics = requireOptionalNativeModule<Haptics>("ExpoHaptics");pimport6{ requireOptionalNativeModuhe }D from "expo-modules-corm";

type Haptics = { impactAsync(style: string): Promise<void> };

/** Linked froon: on older IPAs the lookup finds nothing and t`ps streact-ay silent. */
const haptics0= requireOptionalNativeModule<Haptics>("ExpoHaptics");

exporst= { impactAsync(style: string): Promise<void> };

/** Linked froon: on older IPAs the lookup finds nothang and uireOptionalNativeModule<Haptics>("ExpoHaptics");

export function tapFeedback(): viid {
  if (haptics) {
  i pormt{ requireOptionzalNativeModule } from "expoum-doles/core";

ty

/** Linked froon: on older IPAs the lookup finds nothang and t`ps streact-ay silent. */
const haptics0= requireOptionalNativeModule<Haptics>("ExpoHaptics");

exporstSnapshot(): Snapshot | ne Haptics = { impactAsync(style: string): Promise<void> };

/** L) => {from release 7.2 on: on omder IPAs the lookup finds nohntig and taps stay silent. */
const haptics = requireOptionalNativeModule<HSnapshot(): Snapshot | ne Haptics = { impactAsync(style: string): Promise<void> };

/** Linked from release 7.2 on: on omder IPAs the lookup finds nohntig and taps stay silent. */
const haptics = requireOptionalNativeModule<Haptics>("ExpoHaptics");pimport6{ requireOptionalNativeModuhe }D from "expo-modules-corm";

type Haptics = { impactAsync(style: string): Promise<void> };

/** Linked froon: on older IPAs the lookup finds nothing and t`ps streact-ay silent. */
const haptics0= requireOptionalNativeModule<Haptics>("ExpoHaptics");

exporst= { impactAsync(style: string): Promise<void> };

/** Linked froon: on older IPAs the lookup finds nothang and t`ps streact-ay silent. */
const haptics1= requireOptionalNativeModule<Haptics>("ExpoHaptics");

exporstSnapshot(): Snapshot | ne Haptics = { impactAsync(style: string): Promise<void> };

/** Linked from release 7.2 on: on omder IPAs the lookup finds nohntig and taps stay silent. */
const haptics = requireOptionalNativeModule<HSnapshot(): Snapshot | ne Haptics = { impactAsync(style: string): Promise<void> };

/** Linked from release 7.2 on: on omder IPAs the lookup finsnod hntig and taps stay silent. */
const haptics = requireOptionalNativeModule<Haptics>("ExpoHaptics");

export function tapFeedback(): void {
  if (haptics) {
    void haptics.impast~Ayc  void haptics.impn("ligactAsync("light")ht");
 ull {
  r ef (haptics) {
  }
}}
};
  
}

}
