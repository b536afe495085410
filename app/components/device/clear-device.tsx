import { CheckCircle2, Trash2, TriangleAlert } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { deviceStorage } from "~/lib/device-storage";
import { clearDeviceTraces, describeClearReport, type DeviceParts } from "~/lib/device-traces";
import { hasOurSpace, isPaired } from "~/lib/our-space/keys";
import { DEVICE_CLEARED_EVENT } from "~/lib/shared-device";

type Step =
  | { kind: "idle" }
  /** This phone is in Our space: the warning comes first. */
  | { kind: "warn" }
  | { kind: "working" }
  /** Leaving Our space needs the server, which cannot be reached. */
  | { kind: "offline" }
  | { kind: "done"; removed: string; stillDiscreet: boolean };

/** The browser's parts, each only if the browser has it and lets the page reach it. */
function browserParts(): DeviceParts {
  const parts: DeviceParts = { cookies: document };
  try {
    parts.local = window.localStorage;
  } catch {
    // Refused: nothing can have been stored there either.
  }
  try {
    parts.session = window.sessionStorage;
  } catch {
    // As above.
  }
  if ("caches" in window) parts.caches = window.caches;
  if ("serviceWorker" in navigator) parts.serviceWorker = navigator.serviceWorker;
  if ("indexedDB" in window) parts.indexedDB = window.indexedDB;
  return parts;
}

/**
 * "Clear everything on this device": one button. A phone in Our space is warned first and leaves the space as on
 * unpairing (the partner is told, engine.unpair); then the page's Our space engine stops, so nothing writes back,
 * and device-traces.ts removes the rest and says what went.
 */
export function ClearDevice() {
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const resultRef = useRef<HTMLDivElement>(null);
  const warningRef = useRef<HTMLDivElement>(null);

  const clear = async (leaveSpace: boolean) => {
    setStep({ kind: "working" });
    const storage = deviceStorage();
    if (hasOurSpace(storage)) {
      const runtime = await import("~/lib/our-space/runtime");
      if (leaveSpace && isPaired(storage)) {
        try {
          await runtime.currentEngine().unpair();
        } catch {
          setStep({ kind: "offline" });
          return;
        }
      }
      runtime.stopEngine();
    }
    const stillDiscreet = window.__entwineDiscreet?.on() ?? false;
    const report = await clearDeviceTraces(browserParts());
    window.dispatchEvent(new Event(DEVICE_CLEARED_EVENT));
    setStep({ kind: "done", removed: describeClearReport(report), stillDiscreet });
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  const start = () => {
    if (isPaired(deviceStorage())) {
      setStep({ kind: "warn" });
      // The warning and its two buttons, whole on a phone's screen.
      requestAnimationFrame(() => warningRef.current?.scrollIntoView({ block: "center" }));
    } else void clear(true);
  };

  return (
    <div className="mt-5">
      {step.kind === "warn" || step.kind === "offline" ? (
        <div ref={warningRef} role="alert" className="rounded-2xl border border-gold/60 bg-surface-2 p-4">
          <p className="flex gap-2 font-semibold">
            <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-gold" />
            {step.kind === "warn"
              ? "This phone will leave Our space."
              : "No connection right now, so your partner's phone cannot be told."}
          </p>
          <p className="mt-2 text-sm text-muted">
            {step.kind === "warn"
              ? "Your partner keeps their copy of everything you shared, and their phone shows that this one has left, just as when you unpair. To share again later, you would pair your phones afresh."
              : "You can clear anyway: their phone keeps waiting for this one until they unpair. Or try again once you are online, and they will be told."}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="danger" onClick={() => void clear(step.kind === "warn")}>
              {step.kind === "warn" ? "Leave Our space and clear everything" : "Clear anyway"}
            </Button>
            <Button variant="secondary" onClick={() => setStep({ kind: "idle" })}>
              {step.kind === "warn" ? "Keep everything" : "Not now"}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="danger" onClick={start} disabled={step.kind === "working"} className="w-full sm:w-auto">
          <Trash2 aria-hidden className="size-5" />
          {step.kind === "working" ? "Clearing…" : "Clear everything on this device"}
        </Button>
      )}
      <div ref={resultRef} tabIndex={-1} role="status" className="mt-4 outline-none">
        {step.kind === "done" ? (
          <div className="rounded-2xl border border-border bg-surface-2 p-4" data-testid="cleared">
            <p className="flex gap-2 font-semibold">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-rose" />
              {step.removed}
            </p>
            <p className="mt-2 text-sm text-muted">
              Entwine now starts afresh in this browser, as on a first visit: the age check will ask again.
              {step.stillDiscreet ? " This tab stays discreet until you close or reload it." : ""}
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
