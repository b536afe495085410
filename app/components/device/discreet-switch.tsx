import { useEffect, useState } from "react";
import { Switch } from "~/components/ui/switch";
import { deviceStorage, readDeviceText } from "~/lib/device-storage";
import { DISCREET_KEY } from "~/lib/shared-device";

/**
 * Discreet mode's switch: the head script (shared-device-script.ts) does the work and remembers the choice; this
 * shows it and flips it. The server renders it off; the device's choice shows once the page is live.
 */
export function DiscreetSwitch() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    setOn(window.__entwineDiscreet?.on() ?? readDeviceText(deviceStorage(), DISCREET_KEY) === "on");
  }, []);
  return (
    <div className="mt-4 rounded-2xl border border-border bg-surface-2 px-4 py-2">
      <Switch
        label="Discreet mode: a neutral tab title and icon"
        checked={on}
        onCheckedChange={(next) => {
          window.__entwineDiscreet?.set(next);
          setOn(window.__entwineDiscreet?.on() ?? false);
        }}
      />
    </div>
  );
}
