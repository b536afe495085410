/**
 * /our-space/pair: one phone shows a QR code and a link, the other opens it; both show four safety words to
 * compare, then both confirm; neither says "paired" until the other has confirmed too (pairing.ts). The link's
 * secret (after `#`) is read here, in the browser, and never sent.
 */
import { Check, HeartHandshake, Share2, X, type LucideIcon } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { keepInViewSoon } from "~/components/games/keep-in-view";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, StatusCard } from "~/components/ui/card";
import { CopyLinkButton } from "~/components/ui/copy-link-button";
import { QrCode } from "~/components/ui/qr-code";
import { cx } from "~/lib/class-names";
import type { PairingState } from "~/lib/our-space/types";
import { usePairing } from "~/lib/our-space/use-pairing";

export default function PairScreen() {
  const pairing = usePairing();
  const { state } = pairing;
  const started = useRef(false);
  const stepRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Once per screen: the steps survive React's StrictMode remount (use-pairing.ts), so they are not begun twice.
    if (started.current) return;
    started.current = true;
    const fragment = window.location.hash.length > 1 ? window.location.hash : "";
    if (fragment) {
      // The secret stays out of the address bar, the history and any link shared from here.
      history.replaceState(null, "", window.location.pathname);
      pairing.join(fragment);
    } else pairing.invite();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    keepInViewSoon(() => stepRef.current);
  }, [state.step]);

  function tryAgain() {
    pairing.reset();
    pairing.invite();
  }

  return (
    // What pairing shares and the link to what our server sees are the page's own, drawn by the server.
    <div ref={stepRef} data-testid="pair-step" data-step={state.step}>
      <PairStep state={state} onConfirm={pairing.confirm} onReject={pairing.reject} onRetry={tryAgain} />
    </div>
  );
}

function PairStep({
  state,
  onConfirm,
  onReject,
  onRetry,
}: {
  state: PairingState;
  onConfirm: () => void;
  onReject: () => void;
  onRetry: () => void;
}) {
  switch (state.step) {
    case "idle":
      return <StatusCard className="p-5 text-center sm:p-7">Getting ready…</StatusCard>;
    case "inviting":
      return <Invitation link={state.link} />;
    case "compare":
      return (
        <StepCard title="Compare your words">
          <ol
            data-testid="safety-words"
            aria-label="Your four safety words"
            className="mx-auto mt-5 grid max-w-xs grid-cols-2 gap-3"
          >
            {state.safetyCode.map((word, index) => (
              <li
                key={`${index}-${word}`}
                className="rounded-2xl border border-border bg-surface-2 px-3 py-3 font-display text-2xl font-semibold"
              >
                {word}
              </li>
            ))}
          </ol>
          <p className="mt-5 text-lg font-semibold">Do you both see the same four words?</p>
          <p className="mt-1 text-sm text-muted">Read them aloud to each other, in the same order.</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Button size="lg" onClick={onConfirm}>
              <Check aria-hidden className="size-5" /> They match
            </Button>
            <Button size="lg" variant="secondary" onClick={onReject}>
              <X aria-hidden className="size-5" /> They're different
            </Button>
          </div>
        </StepCard>
      );
    case "waiting":
      return <Waiting state={state} onCancel={onReject} />;
    case "paired":
      return (
        <StepCard title="Your phones are paired" icon={HeartHandshake} announced>
          <p className="mt-1 text-muted">From now on, what you share shows on both phones.</p>
          <ButtonLink to="/our-space" size="lg" className="mt-5">
            Open Our space
          </ButtonLink>
        </StepCard>
      );
    case "failed":
      return (
        <StepCard title="Not paired">
          <p role="alert" className="mt-2" data-testid="pair-error">
            {state.message}
          </p>
          <Button size="lg" className="mt-5" onClick={onRetry}>
            Start again
          </Button>
        </StepCard>
      );
  }
}

const WAITING_WORDS: Record<Extract<PairingState, { step: "waiting" }>["for"], { title: string; text: string }> = {
  connect: { title: "Nearly there", text: "Connecting to your partner's phone…" },
  words: { title: "You said they match", text: "Waiting for your partner to confirm the words…" },
  key: { title: "You both confirmed", text: "Locking your space with a key only your two phones hold…" },
};

/** Waiting for the other phone; while the partner has yet to confirm, this phone can still call it off. */
function Waiting({ state, onCancel }: { state: Extract<PairingState, { step: "waiting" }>; onCancel: () => void }) {
  const words = WAITING_WORDS[state.for];
  return (
    <StepCard title={words.title}>
      <p role="status" className="mt-2 text-muted">
        {words.text}
      </p>
      {state.for === "words" ? (
        <>
          <p className="mt-2 text-sm text-muted">
            Nothing is shared until both of you have said the words match. It waits for 10 minutes at most.
          </p>
          <Button variant="ghost" size="sm" className="mt-4" onClick={onCancel}>
            <X aria-hidden className="size-4" /> Stop pairing
          </Button>
        </>
      ) : null}
    </StepCard>
  );
}

/** One step of the pairing, in a centred card under its heading; `announced` reads the heading out when it shows. */
function StepCard({
  title,
  icon: Icon,
  announced = false,
  testId,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  announced?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 text-center sm:p-7" data-testid={testId}>
      {Icon ? <Icon aria-hidden className="mx-auto size-10 text-rose" /> : null}
      <h2 className={cx(Icon && "mt-2", "text-xl font-semibold")} role={announced ? "status" : undefined}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Invitation({ link }: { link: string }) {
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);
  return (
    <StepCard title="Show this to your partner" testId="pair-invite">
      <p className="mt-1 text-sm text-muted">They scan the code with their phone's camera, or open the link.</p>
      <QrCode text={link} alt="QR code of the pairing link" testId="pair-qr" className="mt-5" />
      {/* One line: the link is long and secret-bearing, copied or shared rather than read; in full it pushed the Copy
          button below the screen. */}
      <p className="mt-4 truncate text-sm">
        <a href={link} data-testid="pair-link">
          {link}
        </a>
      </p>
      <div className="mt-3 flex flex-wrap justify-center gap-2">
        <CopyLinkButton link={link} label="Copy" />
        {canShare ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void navigator.share({ title: "Pair our phones", url: link }).catch(() => undefined)}
          >
            <Share2 aria-hidden className="size-4" /> Share
          </Button>
        ) : null}
      </div>
      <p role="status" className="mt-5 font-semibold">
        Waiting for your partner's phone…
      </p>
      <p className="mt-1 text-xs text-muted">The link works once, for 10 minutes.</p>
    </StepCard>
  );
}
