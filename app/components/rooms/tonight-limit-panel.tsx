/**
 * "Tonight's limit" in a room's lobby (docs/decisions/011-tonights-limit.md): before the first draw, each phone
 * chooses privately how far tonight may go; the room's game then keeps to the gentler choice, and neither phone is
 * told whose it was. Shown for the games with a level (Truth or Dare, Passion Dice, Dice to Spice).
 *
 * Between two cards either phone may ask to set it again ("Change tonight's limit"): both phones say a new limit is
 * being set and the game waits, the same private comparison runs again, and the room takes the new level (or keeps
 * tonight's, if either of them says so). Setting the game to a level waits a bounded time: a refused or lost move
 * says so, with a way to try again, never a spinner that waits on nothing.
 */
import { Flame, RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { SpicyLevel } from "@content/games/types";
import type { RoomView } from "@domain/rooms/protocol";
import {
  isTonightLevel,
  isTonightLimitGame,
  TONIGHT_LEVEL_LINES,
  TONIGHT_LEVEL_NAMES,
  TONIGHT_LEVELS,
} from "@domain/tonight-limit/levels";
import { keepInViewSoon } from "~/components/games/keep-in-view";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CopyLinkButton } from "~/components/ui/copy-link-button";
import { QrCode } from "~/components/ui/qr-code";
import { cx } from "~/lib/class-names";
import type { Move } from "./room-round";
import { useTonightLimit } from "./use-tonight-limit";

/** What of a room's state the panel reads: the limit once set, the draws, and each game's own level. */
interface LimitedState {
  tonight?: unknown;
  /** A new limit is being set: who asked (limitChange in domain/rooms/tonight-limit.ts). */
  limitChange?: { by: number } | null;
  current?: unknown;
  draws?: number;
  intensity?: number;
  options?: { intensity?: string };
  difficulty?: string;
}

/** The game's own setting for tonight, as the room holds it. */
function settingOf(game: string, state: LimitedState): string {
  if (game === "truth-or-dare") return `Truth or Dare draws up to level ${state.intensity} of 5.`;
  if (game === "passion-dice") return `Passion Dice is set to ${state.options?.intensity}.`;
  return `Dice to Spice rolls its ${state.difficulty} dice.`;
}

/** Said on the choosing screen, plainly: what each phone will and will not see. */
export const TONIGHT_PRIVACY_LINE =
  "Tonight's level is the gentler of your two choices. If you chose higher, you will see only tonight's level, and your partner will never see yours.";

/** How long a phone waits for the room to take tonight's level before it says so and offers to try again. */
export const LIMIT_APPLY_WAIT_MS = 8_000;

const NOT_TAKEN_OPENER = "The game did not take tonight's level. Check your connection, then try again.";
const NOT_TAKEN_PARTNER = "Your partner's phone has not set the game to it yet. It can try again from there.";

export function TonightLimitPanel({
  view,
  move,
  invitation,
  roomError = null,
}: {
  view: RoomView;
  move: Move;
  /** A limit's invitation fragment this phone was opened with (#tonight=…), if any. */
  invitation: string | null;
  /** The room's latest refusal, if any: a refused limit move shows at once instead of waiting out its time. */
  roomError?: string | null;
}) {
  const state = (view.state ?? {}) as LimitedState;
  const limit = useTonightLimit({
    invitation,
    // The phone that opened the room sets the room's level; the server sees it as it sees any level the couple pick.
    onResult: (level) => {
      if (view.seat === 0) move({ type: "limit", level });
    },
  });
  const { phase } = limit;
  const applied = isTonightLevel(state.tonight) ? state.tonight : null;
  const change = state.limitChange ?? null;
  const changing = change !== null;
  const settled = phase === "result" && applied === limit.level && !changing;
  const waitingForRoom = phase === "result" && limit.level !== null && !settled;
  const notTaken = useBoundedWait(waitingForRoom, roomError);

  useEffect(() => {
    if (phase === "idle") return;
    keepInViewSoon("[data-play='tonight-limit']", "[data-play='tonight-next']");
  }, [phase, notTaken]);

  // A change asked for or dropped: an older result, or a comparison the room no longer waits for, steps aside.
  const wasChanging = useRef(changing);
  useEffect(() => {
    if (wasChanging.current === changing) return;
    wasChanging.current = changing;
    if (changing ? phase === "result" || phase === "error" : phase !== "idle" && phase !== "result") limit.cancel();
  }, [changing, phase, limit]);

  if (!isTonightLimitGame(view.game)) return null;
  const beforeFirstDraw = (state.draws ?? 0) === 0;
  const betweenCards = state.current === null || state.current === undefined;

  /** Either phone: "set it again", and this phone chooses first. */
  const askToChange = () => {
    move({ type: "change-limit" });
    limit.begin();
  };
  /** Keep tonight's level as it is: the room stops waiting (either phone). */
  const keepLevel = () => {
    limit.cancel();
    if (changing) move({ type: "keep-limit" });
  };

  if (changing && phase === "idle" && applied) {
    return (
      <ChangingCard level={applied} askedHere={change.by === view.seat} onChoose={limit.begin} onKeep={keepLevel} />
    );
  }

  if (phase === "idle" || settled) {
    if (applied)
      return (
        <Tonight
          level={applied}
          setting={settingOf(view.game, state)}
          onChange={betweenCards && !changing ? askToChange : undefined}
        />
      );
    if (!beforeFirstDraw) return null;
    return (
      <Card data-play="tonight-limit" className="mb-4 p-4 sm:p-5" data-testid="tonight-limit">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <Flame aria-hidden className="size-5 text-rose" /> Tonight&apos;s limit
        </h3>
        <p className="mt-1 text-sm text-muted">
          Each of you chooses on your own phone how far tonight may go. The game keeps to the gentler choice, and nobody
          is told whose it was.
        </p>
        <div data-play="tonight-next" className="mt-3">
          <Button variant="secondary" className="w-full" onClick={limit.begin}>
            Set tonight&apos;s limit together
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card data-play="tonight-limit" className="mb-4 p-4 sm:p-5" data-testid="tonight-limit">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <Flame aria-hidden className="size-5 text-rose" /> Tonight&apos;s limit
      </h3>
      {changing ? (
        <p className="mt-1 text-sm text-muted" data-testid="tonight-changing">
          A new limit for tonight is being set. The game waits for it.
        </p>
      ) : null}

      {phase === "choosing" ? (
        <>
          <fieldset className="mt-2">
            <legend className="text-sm font-semibold">
              {limit.role === "guest" ? "Your partner has chosen. Now you:" : "Just for you:"} how far may tonight go?
            </legend>
            <div className="mt-2 grid gap-2">
              {TONIGHT_LEVELS.map((level) => (
                <label
                  key={level}
                  className={cx(
                    "flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border px-3 py-2",
                    limit.choice === level ? "border-rose bg-rose/10" : "border-border",
                  )}
                >
                  <input
                    type="radio"
                    name="tonight-level"
                    className="mt-1.5"
                    value={level}
                    checked={limit.choice === level}
                    onChange={() => limit.setChoice(level)}
                  />
                  <span>
                    <span className="font-semibold">{TONIGHT_LEVEL_NAMES[level]}</span>
                    <span className="block text-xs text-muted">{TONIGHT_LEVEL_LINES[level]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <p className="mt-3 text-sm" data-testid="tonight-privacy">
            {TONIGHT_PRIVACY_LINE}
          </p>
          <div data-play="tonight-next" className="mt-3 grid gap-2">
            <Button className="w-full" onClick={() => void limit.confirm()}>
              {limit.role === "guest" ? "That's mine: find tonight's level" : "That's mine: invite my partner"}
            </Button>
            {limit.role === "host" ? (
              <Button variant="ghost" size="sm" onClick={keepLevel}>
                {changing && applied ? `Keep ${TONIGHT_LEVEL_NAMES[applied]} for tonight` : "Not now"}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}

      {phase === "inviting" ? (
        <>
          <p className="mt-2 font-semibold">Your choice is made. Now your partner chooses on their phone:</p>
          <p className="mt-1 text-sm text-muted">
            They scan this code, or open the link, in the browser their room is open in. It holds the key to your two
            choices, which never reaches our server: show it only to your partner.
          </p>
          <QrCode
            text={limit.link}
            alt="QR code of the link for tonight's limit"
            testId="tonight-qr"
            className="mt-3"
          />
          <p className="mt-3 break-all rounded-xl bg-surface-2 p-3 text-xs" data-testid="tonight-link">
            {limit.link}
          </p>
          <div data-play="tonight-next" className="mt-3 flex flex-wrap items-center gap-2">
            <CopyLinkButton link={limit.link} label="Copy link" />
            <Button variant="ghost" size="sm" onClick={keepLevel}>
              Cancel
            </Button>
          </div>
          <p role="status" className="mt-3 text-sm text-muted">
            Waiting for your partner to choose…
          </p>
        </>
      ) : null}

      {phase === "comparing" ? (
        <div data-play="tonight-next" className="mt-2">
          <p role="status">Comparing your two choices, without either phone showing its own…</p>
          <Button variant="ghost" size="sm" className="mt-2" onClick={keepLevel}>
            Cancel
          </Button>
        </div>
      ) : null}

      {phase === "result" && limit.level ? (
        <div data-play="tonight-next">
          <TonightLine level={limit.level} />
          {notTaken ? (
            <div role="alert" className="mt-2">
              <p data-testid="tonight-not-taken">{view.seat === 0 ? NOT_TAKEN_OPENER : NOT_TAKEN_PARTNER}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                {view.seat === 0 ? (
                  <Button onClick={() => notTaken.retry(() => move({ type: "limit", level: limit.level }))}>
                    <RefreshCw aria-hidden className="size-4" /> Try again
                  </Button>
                ) : null}
                <Button variant={view.seat === 0 ? "ghost" : "secondary"} onClick={limit.begin}>
                  Start again
                </Button>
              </div>
            </div>
          ) : (
            <p role="status" className="mt-1 text-sm text-muted">
              {view.seat === 0
                ? "Setting the game to it…"
                : "Your partner's phone, which opened the room, sets the game to it."}
            </p>
          )}
        </div>
      ) : null}

      {phase === "error" ? (
        <div role="alert" data-play="tonight-next" className="mt-2">
          <p data-testid="tonight-error">{limit.error}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={limit.begin}>Start again</Button>
            <Button variant="ghost" onClick={limit.cancel}>
              Close
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}

function TonightLine({ level }: { level: SpicyLevel }) {
  return (
    <p className="mt-2 font-display text-2xl font-semibold" data-testid="tonight-level">
      Tonight: {TONIGHT_LEVEL_NAMES[level]}
    </p>
  );
}

/** The limit as the room holds it: the level, what the game does with it, and (between cards) a way to change it. */
function Tonight({ level, setting, onChange }: { level: SpicyLevel; setting: string; onChange?: () => void }) {
  return (
    <Card data-play="tonight-limit" className="mb-4 p-4" data-testid="tonight-limit">
      <div data-play="tonight-next" className="flex flex-wrap items-baseline justify-between gap-x-3">
        <TonightLine level={level} />
        <p className="text-sm text-muted">Chosen together, privately.</p>
      </div>
      <p className="mt-1 text-sm text-muted" data-testid="tonight-setting">
        {setting}
      </p>
      {onChange ? (
        <Button variant="ghost" size="sm" className="-ml-3 mt-1 text-muted" onClick={onChange}>
          Change tonight&apos;s limit
        </Button>
      ) : null}
    </Card>
  );
}

/** A new limit is being set: said plainly on both phones, with the way to choose (the asker) or to keep tonight's. */
function ChangingCard({
  level,
  askedHere,
  onChoose,
  onKeep,
}: {
  level: SpicyLevel;
  askedHere: boolean;
  onChoose: () => void;
  onKeep: () => void;
}) {
  return (
    <Card data-play="tonight-limit" className="mb-4 p-4 sm:p-5" data-testid="tonight-limit">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <Flame aria-hidden className="size-5 text-rose" /> Tonight&apos;s limit
      </h3>
      <p className="mt-1" data-testid="tonight-changing">
        A new limit for tonight is being set. The game waits for it.
      </p>
      <p className="mt-1 text-sm text-muted">
        {askedHere
          ? "Choose yours first, then show your partner the code."
          : "Your partner chooses first, then shows you a code to scan. You choose yours from there."}{" "}
        Until then, tonight stays {TONIGHT_LEVEL_NAMES[level]}.
      </p>
      <div data-play="tonight-next" className="mt-3 grid gap-2">
        {askedHere ? (
          <Button className="w-full" onClick={onChoose}>
            Choose mine
          </Button>
        ) : null}
        <Button variant={askedHere ? "ghost" : "secondary"} size="sm" onClick={onKeep}>
          Keep {TONIGHT_LEVEL_NAMES[level]} for tonight
        </Button>
      </div>
    </Card>
  );
}

/**
 * While a phone waits for the room to take tonight's level: after LIMIT_APPLY_WAIT_MS, or at once when the room
 * refuses a move meanwhile, it stops waiting and says so. `retry` sends again and waits again.
 */
function useBoundedWait(waiting: boolean, roomError: string | null) {
  const [expired, setExpired] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    setExpired(false);
    if (!waiting) return;
    const timer = setTimeout(() => setExpired(true), LIMIT_APPLY_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting, round]);
  // Sending a move clears the room's error: one that arrives after that, while waiting, is the room's answer.
  const cleared = useRef(false);
  useEffect(() => {
    if (!waiting) cleared.current = false;
    else if (roomError === null) cleared.current = true;
    else if (cleared.current) setExpired(true);
  }, [waiting, roomError, round]);
  if (!waiting || !expired) return null;
  return {
    retry(send: () => void) {
      cleared.current = false;
      send();
      setRound((n) => n + 1);
    },
  };
}
