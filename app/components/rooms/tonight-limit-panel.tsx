/**
 * "Tonight's limit" in a room's lobby (docs/decisions/011-tonights-limit.md): before the first draw, each phone
 * chooses privately how far tonight may go; the room's game then keeps to the gentler choice, and neither phone is
 * told whose it was. Shown for the games with a level (Truth or Dare, Passion Dice, Dice to Spice).
 */
import { Flame } from "lucide-react";
import { useEffect } from "react";
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

export function TonightLimitPanel({
  view,
  move,
  invitation,
}: {
  view: RoomView;
  move: Move;
  /** A limit's invitation fragment this phone was opened with (#tonight=…), if any. */
  invitation: string | null;
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

  useEffect(() => {
    if (phase === "idle") return;
    keepInViewSoon("[data-play='tonight-limit']", "[data-play='tonight-next']");
  }, [phase]);

  if (!isTonightLimitGame(view.game)) return null;
  const applied = isTonightLevel(state.tonight) ? state.tonight : null;
  const beforeFirstDraw = (state.draws ?? 0) === 0;

  if (phase === "idle" || (phase === "result" && applied === limit.level)) {
    if (applied) return <Tonight level={applied} setting={settingOf(view.game, state)} />;
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
              <Button variant="ghost" size="sm" onClick={limit.cancel}>
                Not now
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
            <Button variant="ghost" size="sm" onClick={limit.cancel}>
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
          <Button variant="ghost" size="sm" className="mt-2" onClick={limit.cancel}>
            Cancel
          </Button>
        </div>
      ) : null}

      {phase === "result" && limit.level ? (
        <div data-play="tonight-next">
          <TonightLine level={limit.level} />
          <p className="mt-1 text-sm text-muted">
            {view.seat === 0
              ? "Setting the game to it…"
              : "Your partner's phone, which opened the room, sets the game to it."}
          </p>
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

/** The limit as the room holds it: the level, and what the game does with it. */
function Tonight({ level, setting }: { level: SpicyLevel; setting: string }) {
  return (
    <Card data-play="tonight-limit" className="mb-4 p-4" data-testid="tonight-limit">
      <div data-play="tonight-next" className="flex flex-wrap items-baseline justify-between gap-x-3">
        <TonightLine level={level} />
        <p className="text-sm text-muted">Chosen together, privately.</p>
      </div>
      <p className="mt-1 text-sm text-muted" data-testid="tonight-setting">
        {setting}
      </p>
    </Card>
  );
}
