import { ShieldCheck, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { AGE_GATE_EXIT_URL, AGE_GATE_FADE_OUT_MS, AGE_GATE_LEAVE_MESSAGE, markAgeVerified } from "~/lib/age-gate";
import { cx } from "~/lib/class-names";
import { deviceStorage } from "~/lib/device-storage";

type Phase = "open" | "closing" | "done";

/** The gate itself, loaded only when a visitor who has not confirmed their age has waited out the delay. */
export default function AgeGateDialog() {
  const [phase, setPhase] = useState<Phase>("open");
  const dialogRef = useRef<HTMLDialogElement>(null);
  /** Removes the gate's leave warning and Back guard: done before leaving, so no prompt stands in the way. */
  const releaseGuards = useRef<() => void>(() => undefined);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (phase !== "open" || !dialog) return;
    if (!dialog.open) dialog.showModal();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = AGE_GATE_LEAVE_MESSAGE;
      return AGE_GATE_LEAVE_MESSAGE;
    };
    // Back navigation is held while the gate is open: each Back is answered with a fresh history entry.
    window.history.pushState({ ageGate: true }, "", window.location.href);
    const onPopState = () => window.history.pushState({ ageGate: true }, "", window.location.href);
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("popstate", onPopState);
    releaseGuards.current = () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("popstate", onPopState);
    };
    return () => releaseGuards.current();
  }, [phase]);

  if (phase === "done") return null;

  const confirm = () => {
    markAgeVerified(deviceStorage("session"), document, window.location.protocol === "https:");
    setPhase("closing");
    window.setTimeout(() => {
      dialogRef.current?.close();
      setPhase("done");
    }, AGE_GATE_FADE_OUT_MS);
  };
  // The gate stays up while the browser leaves: only "18+" ever closes it.
  const leave = () => {
    releaseGuards.current();
    window.location.replace(AGE_GATE_EXIT_URL);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="age-gate-title"
      aria-describedby="age-gate-text"
      data-testid="age-gate"
      onCancel={(event) => event.preventDefault()}
      className={cx(
        "m-auto w-[min(92vw,28rem)] rounded-[var(--radius-card)] border border-border bg-surface p-0 text-fg shadow-glow transition-opacity",
        phase === "open" ? "animate-fade-in opacity-100 duration-100" : "opacity-0 duration-300",
      )}
    >
      <div className="relative p-7 text-center">
        <button
          type="button"
          onClick={leave}
          aria-label="Close and leave the site"
          className="absolute right-3 top-3 grid size-11 place-items-center rounded-full text-muted hover:bg-surface-2"
        >
          <X aria-hidden className="size-5" />
        </button>
        <ShieldCheck aria-hidden className="mx-auto size-12 text-rose" />
        <h2 id="age-gate-title" className="mt-3 text-3xl font-semibold">
          Are you 18 or older?
        </h2>
        <p id="age-gate-text" className="mt-3 text-muted">
          By proceeding, you confirm you are 18+ and consent to viewing adult content.
        </p>
        <div className="mt-6 grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={leave}>
            Under 18
          </Button>
          <Button onClick={confirm} autoFocus>
            18+
          </Button>
        </div>
      </div>
    </dialog>
  );
}
