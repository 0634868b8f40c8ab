import { addMessageListener } from "expo-brownfield";
import { useEffect, useState } from "react";

import { bootstrap, onSnapshot } from "./bridge/client";
import type { Snapshot } from "./bridge/messages";
import { InboxPage } from "./pages/InboxPage";
import { SettingsPage } from "./pages/SettingsPage";
import { TodayPage } from "./pages/TodayPage";
import { ToolsPage } from "./pages/ToolsPage";

type Route = "inbox" | "today" | "tools" | "settings" | "pomodoro";

export default function App() {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [route, setRoute] = useState<Route>("inbox");
  const [query, setQuery] = useState("");

  useEffect(() => {
    const stop = onSnapshot(setSnapshot);
    bootstrap();
    return stop;
  }, []);

  useEffect(
    () =>
      addMessageListener((message: { type: string; data?: any }) => {
        if (message.type !== "tempo.command") return;
        switch (message.data.kind) {
          case "navigate":
            setRoute(message.data.route);
            break;
          case "search":
            setQuery(message.data.query);
            break;
          case "settings.open":
            setRoute("settings");
            break;
          default:
            // Newer shells send commands this content does not know: the message is open.
            break;
        }
      }),
    [],
  );

  if (!snapshot) return null;
  switch (route) {
    case "today":
      return <TodayPage snapshot={snapshot} />;
    case "tools":
      return <ToolsPage />;
    case "settings":
      return <SettingsPage snapshot={snapshot} />;
    default:
      return <InboxPage snapshot={snapshot} query={query} />;
  }
}
